"""The caches under `.defaultgen_cache/`, and the keys everything cached is filed under.

- `parse-vN/<key>.json` (`cache.parsed.ParseCache`): what `source.parse` read from a file, by
  the file's content key, read back only when a run needs that module's declarations.
- `ResultCache` (here): per module (lint findings) or per output (generate), what a run
  computed and what it was computed from: the module's own content key, and for every other
  module it looked into, that module's content key and a digest of each name it looked up
  there (`cache.deps`). An entry is reused while its module is unchanged and every name it
  looked up still means the same; so editing one file re-checks that file and the modules
  that use what changed in it, and nothing else.

Every file is JSON (the parse cache's read with a whitelist of model classes), never pickle or
marshal: a cache found in a checkout is data, not code to run, and must not be able to crash
us either. Anything unexpected (corrupt, foreign, another version or format) is ignored and
rebuilt. This module does not import the model: a rerun that reuses every result never
needs it.
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
import time
from pathlib import Path
from typing import Any

from .. import __version__
from ..fileio import atomic_write
from . import CACHE_DIR

# files of formats 3 to 11 were written by earlier builds (9: `FieldDecl.assigned`, markers read from the
# registry; 10: `ClassDecl.suppressions`; 11: `+kubebuilder:externalDocs` is a VALIDATION marker;
# 12: `Constraints.all_of`)
FORMAT = 12


def content_key(data: bytes, module: str, shown: str, is_package: bool) -> str:
    """Everything a file's declarations depend on: its bytes, names and our build."""
    digest = hashlib.sha256(data)
    digest.update(f"\0{module}\0{shown}\0{is_package}\0{build()}".encode())
    return digest.hexdigest()


@functools.cache
def build() -> str:
    """Our version and a digest of our own code (the model's shape with it) and templates:
    nothing computed by another build is reused, even one that keeps the version number (a
    checkout under development, an edited install). Reading them costs a few milliseconds."""
    package = Path(__file__).parent.parent  # the defaultgen package
    digest = hashlib.sha256(__version__.encode())
    files = sorted(package.rglob("*.py"))
    for templates in (package / "templates", package.parent / "templates"):  # as codegen looks
        files += sorted(templates.glob("*.j2"))
    for path in files:
        try:
            digest.update(path.read_bytes())
        except OSError:
            digest.update(b"\0missing")
    return digest.hexdigest()[:20]


class FileKeys:
    """The content keys of the last run's files by (size, modification time), as ruff and
    mypy skip unchanged files: a file whose size and time are as recorded is not read again
    to be hashed (`files-vN.json`). A file modified within `_RACY` of being read is not
    recorded, so a change that keeps its size within the file system's timestamp resolution
    is still seen (git's "racily clean" rule)."""

    _RACY = 2_000_000_000  # ns

    def __init__(self, directory: Path) -> None:
        self.path = directory / f"files-v{FORMAT}.json"
        self.known: dict[str, list] = {}
        self.now: dict[str, list] = {}  # this run's records
        try:
            raw = json.loads(self.path.read_text(encoding="utf-8"))
            if raw["build"] == build() and isinstance(raw["files"], dict):
                self.known = raw["files"]
        except (OSError, ValueError, TypeError, KeyError):
            pass

    def get(self, shown: str, module: str, is_package: bool, stat: os.stat_result) -> list | None:
        """[key, ours] recorded for the file as it is now, if any."""
        entry = self.known.get(shown)
        if type(entry) is list and entry[:4] == [stat.st_size, stat.st_mtime_ns, module, is_package] and len(entry) == 6:
            self.now[shown] = entry
            return entry[4:]
        return None

    def record(self, shown: str, module: str, is_package: bool, stat: os.stat_result, key: str, ours: bool) -> None:
        if stat.st_mtime_ns < time.time_ns() - self._RACY:
            self.now[shown] = [stat.st_size, stat.st_mtime_ns, module, is_package, key, ours]

    def save(self) -> None:
        if self.now == self.known:
            return
        try:
            prepare(self.path.parent)
            atomic_write(self.path, json.dumps({"build": build(), "files": self.now}, separators=(",", ":")))
        except OSError:
            pass


def digest_of(*parts: Any) -> str:
    """A short stable digest of JSON-encodable `parts`."""
    text = json.dumps(parts, separators=(",", ":"), ensure_ascii=False, default=_no_json)
    return hashlib.sha1(text.encode("utf-8", "surrogatepass")).hexdigest()[:20]


def _no_json(value: Any) -> Any:
    raise TypeError(f"not JSON: {type(value).__name__}")


def prepare(directory: Path) -> None:
    """Make a cache directory, with a .gitignore at the top that keeps it out of commits."""
    directory.mkdir(parents=True, exist_ok=True)
    top = directory if directory.name == CACHE_DIR else directory.parent
    gitignore = top / ".gitignore"
    if not gitignore.exists():
        gitignore.write_text("*\n", encoding="utf-8")


class ResultCache:
    """Per-module results of one command (`lint`, `generate`), with what each was computed
    from (see the module docstring). `key` covers everything global: our version, the
    settings and the working directory; paths the module loader consulted outside the
    scanned files (found or not) must all be as they were, or nothing is reused.

    Two files: `<command>-vN.json` holds what a rerun with nothing changed needs (each file's
    content key and result), `<command>-vN.deps.json` what each result was computed from and
    the run's API-type scope, read only when something changed (`entries`, `scope`, `keys`,
    `digests`). What results were computed from is kept once for all of them: the content key
    of each module they looked into and the digest of each name they looked up there, as of
    the run that stored them (`cache.rerun`); each result lists only the names. The second
    file starts with a digest of itself that the first names, so a pair written by two
    different runs is never mixed."""

    _DETAILS = ("deps", "ours")  # what an entry keeps in the second file

    def __init__(self, directory: Path, command: str, settings: object) -> None:
        self.path = directory / f"{command}-v{FORMAT}.json"
        self.deps_path = directory / f"{command}-v{FORMAT}.deps.json"
        self.key = digest_of(build(), repr(settings), str(Path.cwd()))
        self.state: dict[str, str] = {}  # file → its content key when its result was stored
        self.results: dict[str, dict] = {}  # file → its result
        self.consulted: dict[str, str | None] = {}
        self._token: str | None = None  # names the second file that goes with the first
        self._details: dict[str, Any] | None = None  # the second file, once read
        self._body = ""  # its text
        try:
            raw = json.loads(self.path.read_text(encoding="utf-8"))
            if raw["key"] == self.key and all(isinstance(raw[k], dict) for k in ("consulted", "state", "results")):
                if all(file_digest(Path(p)) == d for p, d in raw["consulted"].items()):
                    self.state, self.results, self.consulted = raw["state"], raw["results"], raw["consulted"]
                    self._token = raw["deps"]
        except (OSError, ValueError, TypeError, KeyError, AttributeError):
            pass  # missing, corrupt or foreign: start over

    def _read_details(self) -> dict[str, Any]:
        if self._details is None:
            self._details = {"entries": {}, "scope": None, "keys": {}, "digests": {}}
            try:
                token, _, body = self.deps_path.read_text(encoding="utf-8").partition("\n")
                raw = json.loads(body)
                if token == self._token and all(isinstance(raw[k], dict) for k in ("entries", "keys", "digests")):
                    self._details, self._body = raw, body
            except (OSError, ValueError, TypeError, KeyError, AttributeError):
                pass
        return self._details

    @property
    def keys(self) -> dict[str, str | None]:
        """Module → its content key when the stored results were computed (None: not a file
        of that run)."""
        return self._read_details()["keys"]

    @property
    def digests(self) -> dict[str, dict[str, str]]:
        """Module → name → the digest of what looking the name up there found then."""
        return self._read_details()["digests"]

    @property
    def entries(self) -> dict[str, Any]:
        """Every stored result with its key and what it was computed from."""
        details = self._read_details()["entries"]
        return {
            name: {**extra, "key": self.state[name], **self.results[name]}
            for name, extra in details.items()
            if isinstance(extra, dict) and name in self.state and isinstance(self.results.get(name), dict)
        }

    @property
    def scope(self) -> Any:
        """Which types were API types, and what decided it (`cache.rerun`)."""
        return self._read_details()["scope"]

    def save(self, entries: dict[str, Any], consulted: list[Path], scope: Any, tables: tuple[dict, dict]) -> None:
        """Keep `entries` (the results of the files of this run), `scope` and the `keys` and
        `digests` (`tables`) of what they looked up."""
        seen = dict(self.consulted)
        seen.update((str(p), file_digest(p)) for p in dict.fromkeys(consulted) if str(p) not in seen)
        state = {name: entry["key"] for name, entry in entries.items()}
        results = {name: {k: v for k, v in entry.items() if k != "key" and k not in self._DETAILS} for name, entry in entries.items()}
        details = {name: {k: entry[k] for k in self._DETAILS if k in entry} for name, entry in entries.items()}
        stored = {"entries": details, "scope": scope, "keys": tables[0], "digests": tables[1]}
        body = json.dumps(stored, separators=(",", ":"), ensure_ascii=False, check_circular=False)
        if (state, results, seen) == (self.state, self.results, self.consulted) and body == self._body:
            return
        token = hashlib.sha1(body.encode("utf-8", "surrogatepass")).hexdigest()[:20]
        payload = {"key": self.key, "consulted": seen, "state": state, "results": results, "deps": token}
        try:
            prepare(self.path.parent)
            atomic_write(self.deps_path, f"{token}\n{body}")
            atomic_write(self.path, json.dumps(payload, separators=(",", ":"), ensure_ascii=False, check_circular=False))
        except OSError:
            pass


def file_digest(path: Path) -> str | None:
    """The content hash of a file, None when there is no such file."""
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except OSError:
        return None
