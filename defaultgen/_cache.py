"""The parse cache: one JSON file of per-file declarations, keyed by content hash.

Only parsing is cached. Resolution across modules is redone every run (it is cheap), so a
changed dependency module is re-read because its own hash changed, and its dependents see the
new types without any dependency tracking. The format is JSON with a whitelist of model
classes, not pickle: a cache file found in a checkout is data, never code to run. Anything
unexpected in it (corrupt, foreign, another version) means it is ignored and rebuilt.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from enum import Enum
from pathlib import Path
from typing import Any

from . import __version__, _model
from ._fileio import atomic_write

CACHE_DIR = ".defaultgen_cache"
_FORMAT = 4
_CLASSES = {
    cls.__name__: cls
    for cls in vars(_model).values()
    if isinstance(cls, type) and dataclasses.is_dataclass(cls) and cls.__module__ == _model.__name__
}
_ENUMS = {
    cls.__name__: cls
    for cls in vars(_model).values()
    if isinstance(cls, type) and issubclass(cls, Enum) and cls.__module__ == _model.__name__
}


def content_key(data: bytes, module: str, shown: str, is_package: bool) -> str:
    """Everything a file's declarations depend on: its bytes, names and our version."""
    digest = hashlib.sha256(data)
    digest.update(f"\0{module}\0{shown}\0{is_package}\0{__version__}".encode())
    return digest.hexdigest()


class ParseCache:
    """Declarations by content key; `None` records a file that holds nothing of ours."""

    def __init__(self, directory: Path) -> None:
        self.path = directory / f"parse-v{_FORMAT}.json"
        self._entries: dict[str, Any] = {}
        self._used: set[str] = set()
        self._dirty = False
        try:
            raw = json.loads(self.path.read_text(encoding="utf-8"))
            if raw.get("format") == _FORMAT and raw.get("version") == __version__:
                self._entries = dict(raw["entries"])
        except (OSError, ValueError, TypeError, AttributeError, KeyError):
            self._entries = {}  # missing, corrupt or foreign: start over

    def get(self, key: str) -> tuple[bool, _model.ModuleDecl | None]:
        """(hit, declarations); a damaged entry is a miss."""
        if key not in self._entries:
            return False, None
        try:
            decoded = _decode(self._entries[key])
        except (KeyError, TypeError, ValueError, AttributeError):
            return False, None
        if decoded is not None and not isinstance(decoded, _model.ModuleDecl):
            return False, None
        self._used.add(key)
        return True, decoded

    def put(self, key: str, decl: _model.ModuleDecl | None) -> None:
        self._entries[key] = _encode(decl)
        self._used.add(key)
        self._dirty = True

    def save(self) -> None:
        """Write back what this run used (entries of deleted or changed files drop out)."""
        if not self._dirty and self._used == set(self._entries):
            return
        entries = {key: self._entries[key] for key in sorted(self._used)}
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            gitignore = self.path.parent / ".gitignore"
            if not gitignore.exists():
                gitignore.write_text("*\n", encoding="utf-8")
            payload = {"format": _FORMAT, "version": __version__, "entries": entries}
            atomic_write(self.path, json.dumps(payload, separators=(",", ":")))
        except OSError:
            pass  # a read-only checkout just runs uncached


def _encode(value: Any) -> Any:
    if value is _model.NO_VALUE:
        return {"$": "NoValue"}
    if isinstance(value, Enum):
        return {"$e": type(value).__name__, "v": value.value}
    if dataclasses.is_dataclass(value):
        encoded = {f.name: _encode(getattr(value, f.name)) for f in dataclasses.fields(value)}
        encoded["$"] = type(value).__name__
        return encoded
    if isinstance(value, tuple):
        return {"$t": [_encode(v) for v in value]}
    if isinstance(value, frozenset):
        return {"$f": sorted(value)}
    if isinstance(value, dict):
        return {"$d": [[k, _encode(v)] for k, v in value.items()]}
    if isinstance(value, list):
        return [_encode(v) for v in value]
    return value


def _decode(value: Any) -> Any:
    if isinstance(value, list):
        return [_decode(v) for v in value]
    if not isinstance(value, dict):
        return value
    if "$t" in value:
        return tuple(_decode(v) for v in value["$t"])
    if "$f" in value:
        return frozenset(value["$f"])
    if "$d" in value:
        return {k: _decode(v) for k, v in value["$d"]}
    if "$e" in value:
        return _ENUMS[value["$e"]](value["v"])
    kind = value["$"]
    if kind == "NoValue":
        return _model.NO_VALUE
    cls = _CLASSES[kind]
    return cls(**{k: _decode(v) for k, v in value.items() if k != "$"})


class RunCache:
    """The findings of a whole run, reused when nothing the run read has changed.

    The key covers our version, the settings, the working directory and every scanned file's
    bytes and module name (which `__init__.py` files decide); the entry also lists each path
    the module loader looked at outside the scanned files (found or not), and is reused only
    if those are all as they were. This is what makes a rerun with nothing changed cost
    reading and hashing the files, and nothing more.
    """

    def __init__(self, directory: Path, command: str, settings: object, files: list[tuple[Path, str]]) -> None:
        self.path = directory / f"{command}-v{_FORMAT}.json"
        digest = hashlib.sha256(f"{__version__}\0{settings!r}\0{Path.cwd()}".encode())
        for path, module in files:
            digest.update(f"\0{path}\0{module}\0{_file_digest(path)}".encode())
        self.key = digest.hexdigest()

    def load(self) -> Any | None:
        """The stored result, or None when there is none for exactly this input."""
        try:
            raw = json.loads(self.path.read_text(encoding="utf-8"))
            if raw["key"] != self.key:
                return None
            if any(_file_digest(Path(path)) != digest for path, digest in raw["consulted"].items()):
                return None
            return raw["result"]
        except (OSError, ValueError, TypeError, KeyError, AttributeError):
            return None

    def store(self, result: Any, consulted: list[Path]) -> None:
        payload = {"key": self.key, "consulted": {str(p): _file_digest(p) for p in consulted}, "result": result}
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            atomic_write(self.path, json.dumps(payload, separators=(",", ":")))
        except OSError:
            pass


def _file_digest(path: Path) -> str | None:
    """The content hash of a file, None when there is no such file."""
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except OSError:
        return None
