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
from pathlib import Path
from typing import Any

from .. import __version__
from ..fileio import atomic_write
from . import CACHE_DIR

FORMAT = 6  # files of formats 3 to 5 were written by earlier builds


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
            prepare(self.path.parent)
            atomic_write(self.path, json.dumps(payload, separators=(",", ":"), ensure_ascii=False))
        except OSError:
            pass


def file_digest(path: Path) -> str | None:
    """The content hash of a file, None when there is no such file."""
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except OSError:
        return None
