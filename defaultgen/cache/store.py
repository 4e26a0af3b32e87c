"""The caches under `.defaultgen_cache/`: declarations per file, and results per module.

- `ParseCache`: one file per source content (`parse-vN/<key>.json`), holding what `source.parse`
  read from it, read back only when a run needs that module's declarations.
- `ResultCache`: per module (lint findings) or per output (generate), what a run computed and
  what it was computed from: the module's own content key, and for every other module it
  looked into, that module's content key and a digest of each name it looked up there
  (`cache.deps`). An entry is reused while its module is unchanged and every name it looked up
  still means the same; so editing one file re-checks that file and the modules that use
  what changed in it, and nothing else.

Every file is JSON read with a whitelist of model classes, never pickle or marshal: a cache
found in a checkout is data, not code to run, and must not be able to crash us either.
Anything unexpected (corrupt, foreign, another version or format) is ignored and rebuilt.
The encoding is positional (`["c", class index, field values...]`), which decodes several
times faster than objects with named keys; `FORMAT` changes whenever a model class changes
shape (the class index and field order are part of the format).
"""

from __future__ import annotations

import dataclasses
import functools
import hashlib
import json
import os
from enum import Enum
from pathlib import Path
from typing import Any

from .. import __version__
from ..fileio import atomic_write
from ..source import model as _model

CACHE_DIR = ".defaultgen_cache"
FORMAT = 6  # files of formats 3 to 5 were written by earlier builds
_CLASSES = tuple(
    sorted(
        (
            cls
            for cls in vars(_model).values()
            if isinstance(cls, type) and dataclasses.is_dataclass(cls) and cls.__module__ == _model.__name__
        ),
        key=lambda cls: cls.__name__,
    )
)
_ENUMS = tuple(
    sorted(
        (
            cls
            for cls in vars(_model).values()
            if isinstance(cls, type) and issubclass(cls, Enum) and cls.__module__ == _model.__name__
        ),
        key=lambda cls: cls.__name__,
    )
)
_CLASS_INDEX = {cls: i for i, cls in enumerate(_CLASSES)}
_ENUM_INDEX = {cls: i for i, cls in enumerate(_ENUMS)}
_FIELDS = {cls: tuple(f.name for f in dataclasses.fields(cls) if f.init) for cls in _CLASSES}
# The shape of every model class, so that a cache written by a build whose classes differ
# (another checkout of defaultgen, a branch) is never misread, even under the same version.
SHAPE = hashlib.sha256(
    repr([(c.__name__, _FIELDS[c]) for c in _CLASSES] + [(e.__name__, [m.value for m in e]) for e in _ENUMS]).encode()
).hexdigest()[:16]
_SCALARS = (str, int, float, bool, type(None))


def content_key(data: bytes, module: str, shown: str, is_package: bool) -> str:
    """Everything a file's declarations depend on: its bytes, names and our build."""
    digest = hashlib.sha256(data)
    digest.update(f"\0{module}\0{shown}\0{is_package}\0{build()}".encode())
    return digest.hexdigest()


@functools.cache
def build() -> str:
    """Our version, model shape, and a digest of our own code and templates: nothing computed
    by another build is reused, even one that keeps the version number (a checkout under
    development, an edited install). Reading them costs a few milliseconds."""
    package = Path(__file__).parent.parent  # the defaultgen package
    digest = hashlib.sha256(f"{__version__}\0{SHAPE}".encode())
    files = sorted(package.rglob("*.py"))
    for templates in (package / "templates", package.parent / "templates"):  # as codegen looks
        files += sorted(templates.glob("*.j2"))
    for path in files:
        try:
            digest.update(path.read_bytes())
        except OSError:
            digest.update(b"\0missing")
    return digest.hexdigest()[:20]


def encode(value: Any) -> Any:
    """Model objects as plain JSON data: scalars stay, containers become tagged lists."""
    kind = type(value)
    if kind in _SCALARS:
        return value
    index = _CLASS_INDEX.get(kind)
    if index is not None:
        return ["c", index, *[encode(getattr(value, name)) for name in _FIELDS[kind]]]
    if kind is tuple:
        return ["t", *map(encode, value)]
    if kind is list:
        return ["l", *map(encode, value)]
    if kind is dict:
        return ["d", *[item for key, v in value.items() for item in (key, encode(v))]]
    if value is _model.NO_VALUE:
        return ["n"]
    if isinstance(value, Enum):
        return ["e", _ENUM_INDEX[kind], value.value]
    if kind is frozenset:
        return ["f", *sorted(value)]
    raise TypeError(f"cannot cache a {kind.__name__}")


def decode(value: Any) -> Any:
    """The inverse of `encode`; raises ValueError (or KeyError, IndexError, TypeError) on
    anything `encode` cannot have written."""
    if type(value) is not list:
        if type(value) is dict:
            raise ValueError("untagged object")
        return value
    tag = value[0]
    if tag == "c":
        cls = _CLASSES[value[1]]
        if len(value) - 2 != len(_FIELDS[cls]):
            raise ValueError("wrong shape")
        return cls(*map(decode, value[2:]))
    if tag == "t":
        return tuple(map(decode, value[1:]))
    if tag == "l":
        return list(map(decode, value[1:]))
    if tag == "d":
        return {value[i]: decode(value[i + 1]) for i in range(1, len(value), 2)}
    if tag == "n":
        return _model.NO_VALUE
    if tag == "e":
        return _ENUMS[value[1]](value[2])
    if tag == "f":
        return frozenset(value[1:])
    raise ValueError(f"unknown tag {tag!r}")


def name_digests(module: _model.ModuleDecl) -> dict[str, str]:
    """The digest of what each name declared or imported in `module` finds there: its
    classes, named types and constants by that name, and what an import binds it to. A name
    that is neither has the digest `ABSENT`."""
    found: dict[str, list] = {}
    for decl in (*module.classes, *module.named_types, *module.constants):
        found.setdefault(decl.name, []).append(encode(decl))
    imports = module.imports
    return {
        name: digest_of(found.get(name, []), None if name not in imports else encode(imports[name]))
        for name in found.keys() | imports.keys()
    }


def digest_of(*parts: Any) -> str:
    """A short stable digest of JSON-encodable `parts`."""
    text = json.dumps(parts, separators=(",", ":"), ensure_ascii=False, default=_no_json)
    return hashlib.sha1(text.encode("utf-8", "surrogatepass")).hexdigest()[:20]


def _no_json(value: Any) -> Any:
    raise TypeError(f"not JSON: {type(value).__name__}")


ABSENT = digest_of([], None)  # of a name that a module neither declares nor imports


def _prepare(directory: Path) -> None:
    directory.mkdir(parents=True, exist_ok=True)
    top = directory if directory.name == CACHE_DIR else directory.parent
    gitignore = top / ".gitignore"
    if not gitignore.exists():
        gitignore.write_text("*\n", encoding="utf-8")


class ParseCache:
    """Declarations by content key, one file each; `None` records a file that holds nothing
    of ours. Files are read only when asked for (a rerun that reuses every result reads none)."""

    def __init__(self, directory: Path) -> None:
        self.directory = directory / f"parse-v{FORMAT}"
        self._wrote = False

    def get(self, key: str) -> tuple[bool, _model.ModuleDecl | None]:
        """(hit, declarations); a missing or damaged entry is a miss."""
        try:
            raw = json.loads((self.directory / f"{key}.json").read_text(encoding="utf-8"))
            if raw[0] != SHAPE:
                return False, None
            decoded = decode(raw[1])
        except (OSError, ValueError, TypeError, KeyError, IndexError, AttributeError, RecursionError):
            return False, None
        if decoded is not None and not isinstance(decoded, _model.ModuleDecl):
            return False, None
        return True, decoded

    def prepare(self) -> bool:
        """Make the directory before entries are put (by this process or its workers);
        False when it cannot be made (a read-only checkout just runs uncached)."""
        try:
            _prepare(self.directory)
        except OSError:
            return False
        self._wrote = True
        return True

    def put(self, key: str, decl: _model.ModuleDecl | None) -> None:
        """Store `decl` under `key`, in the directory `prepare` made (done where the file was
        parsed, in a worker process)."""
        try:
            atomic_write(self.directory / f"{key}.json", json.dumps([SHAPE, encode(decl)], separators=(",", ":"), ensure_ascii=False))
        except OSError:
            pass

    def prune(self, keep: set[str]) -> None:
        """Remove the entries of files that are gone or changed (after a run that wrote some)."""
        if not self._wrote:
            return
        try:
            for entry in os.scandir(self.directory):
                if entry.name.endswith(".json") and entry.name[:-5] not in keep:
                    os.unlink(entry.path)
        except OSError:
            pass
        self._wrote = False


class ResultCache:
    """Per-module results of one command (`lint`, `generate`), with what each was computed
    from (see the module docstring). `key` covers everything global: our version, the
    settings and the working directory; paths the module loader consulted outside the
    scanned files (found or not) must all be as they were, or nothing is reused."""

    def __init__(self, directory: Path, command: str, settings: object) -> None:
        self.path = directory / f"{command}-v{FORMAT}.json"
        self.key = digest_of(build(), repr(settings), str(Path.cwd()))
        self.entries: dict[str, Any] = {}
        self.consulted: dict[str, str | None] = {}
        self.scope: Any = None  # which types were API types, and what decided it (`cache.rerun`)
        try:
            raw = json.loads(self.path.read_text(encoding="utf-8"))
            if raw["key"] == self.key and isinstance(raw["entries"], dict) and isinstance(raw["consulted"], dict):
                if all(file_digest(Path(p)) == d for p, d in raw["consulted"].items()):
                    self.entries, self.consulted, self.scope = raw["entries"], raw["consulted"], raw.get("scope")
        except (OSError, ValueError, TypeError, KeyError, AttributeError):
            pass  # missing, corrupt or foreign: start over

    def save(self, entries: dict[str, Any], consulted: list[Path], scope: Any = None) -> None:
        """Keep `entries` (the results of the files of this run) and `scope`."""
        seen = dict(self.consulted)
        seen.update((str(p), file_digest(p)) for p in dict.fromkeys(consulted) if str(p) not in seen)
        scope = scope if scope is not None else self.scope
        if entries == self.entries and seen == self.consulted and scope == self.scope:
            return
        payload = {"key": self.key, "consulted": seen, "entries": entries, "scope": scope}
        try:
            _prepare(self.path.parent)
            atomic_write(self.path, json.dumps(payload, separators=(",", ":"), ensure_ascii=False))
        except OSError:
            pass


def file_digest(path: Path) -> str | None:
    """The content hash of a file, None when there is no such file."""
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except OSError:
        return None
