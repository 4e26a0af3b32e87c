"""Find source files, name their modules, and read them into a `Universe`."""

from __future__ import annotations

import fnmatch
import os
import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from ._cache import CACHE_DIR, ParseCache, content_key
from ._fileio import is_generated
from ._model import ModuleDecl, ParseFailure
from ._parse import MARKER_TEXT, parse_source
from ._universe import Universe

_SKIP_DIRS = frozenset({"__pycache__", "node_modules", "site-packages", "venv", "env"})
# A file that can declare nothing of ours needs no parse: no dataclass, no named type, no
# marker. (Misplaced markers still start with `+` after `#`, so they are kept in.)
_MAYBE_OURS = re.compile(rb"dataclass|NewType|TypeAlias|^type\s|" + MARKER_TEXT.pattern.encode(), re.M)


class UsageError(Exception):
    """A command-line mistake: reported as one line, exit status 2."""


@dataclass(frozen=True, slots=True)
class SourceFile:
    """A file to read: `shown` is its path as given on the command line."""

    path: Path
    shown: str
    module: str
    is_package: bool


def discover(paths: Sequence[str], root: Path, exclude: Sequence[str] = ()) -> list[SourceFile]:
    """Expand files and directories into source files, in a stable order.

    Directories are searched for `*.py`, skipping hidden folders, virtual environments,
    `__pycache__` and files we generated; files named explicitly are always taken.
    """
    found: dict[Path, SourceFile] = {}
    for given in paths:
        path = Path(given)
        if not path.exists():
            raise UsageError(f"{given}: no such file or directory")
        candidates = [path] if path.is_file() else _walk(path)
        for candidate in candidates:
            shown = _shown(candidate, given, path)
            if path.is_dir() and _excluded(shown, exclude):
                continue
            resolved = candidate.resolve()
            if resolved not in found:
                found[resolved] = SourceFile(candidate, shown, module_name(resolved, root), candidate.name == "__init__.py")
    return sorted(found.values(), key=lambda f: f.shown)


def _walk(directory: Path) -> Iterator[Path]:
    for current, dirs, files in os.walk(directory):
        dirs[:] = sorted(d for d in dirs if not _skip_dir(Path(current) / d))
        for name in sorted(files):
            if name.endswith(".py"):
                candidate = Path(current) / name
                if not is_generated(candidate):
                    yield candidate


def _skip_dir(path: Path) -> bool:
    name = path.name
    return name.startswith(".") or name in _SKIP_DIRS or (path / "pyvenv.cfg").exists()


def _shown(candidate: Path, given: str, given_path: Path) -> str:
    if candidate == given_path:
        return given
    return os.path.join(given, os.path.relpath(candidate, given_path))


def _excluded(shown: str, exclude: Sequence[str]) -> bool:
    normalized = shown.replace(os.sep, "/")
    return any(fnmatch.fnmatch(normalized, pattern) or fnmatch.fnmatch(Path(shown).name, pattern) for pattern in exclude)


def module_name(path: Path, root: Path) -> str:
    """`pkg/api/types.py` → `pkg.api.types` relative to `root`; a file outside `root` is
    named by walking up its `__init__.py` packages."""
    absolute = path.resolve()
    try:
        parts = list(absolute.relative_to(root.resolve()).with_suffix("").parts)
    except ValueError:
        parts = [absolute.stem]
        parent = absolute.parent
        while (parent / "__init__.py").exists() and parent != parent.parent:
            parts.insert(0, parent.name)
            parent = parent.parent
    if parts and parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def read_file(source: SourceFile, *, prefilter: bool = False) -> ModuleDecl | None:
    """Read and parse one file; unreadable files become DG100 failures, never exceptions.

    With `prefilter`, a file whose bytes cannot hold a dataclass, named type or marker is not
    parsed (None); if another module imports from it, the universe's loader reads it then.
    """
    data = _read_bytes(source)
    return data if isinstance(data, ModuleDecl) else _parse_bytes(source, data, prefilter)


def _read_bytes(source: SourceFile) -> bytes | ModuleDecl:
    try:
        return source.path.read_bytes()
    except OSError as exc:
        return ModuleDecl(source.shown, source.module, source.is_package, failure=ParseFailure(f"cannot read: {exc.strerror}"))


def _parse_bytes(source: SourceFile, data: bytes, prefilter: bool) -> ModuleDecl | None:
    if prefilter and not _MAYBE_OURS.search(data) and b"\0" not in data:
        return None
    return parse_source(source.shown, source.module, data, is_package=source.is_package)


def _parse_job(job: tuple[SourceFile, bytes]) -> ModuleDecl | None:
    return _parse_bytes(job[0], job[1], True)


def module_loader(root: Path):
    """Read modules that were not scanned but are imported, by name, from under `root`."""

    def load(name: str) -> ModuleDecl | None:
        base = root.joinpath(*name.split(".")) if name else root
        for path, is_package in ((base.with_suffix(".py"), False), (base / "__init__.py", True)):
            if path.is_file():
                shown = os.path.relpath(path)
                return read_file(SourceFile(path, shown, name, is_package))
        return None

    return load


def load_universe(
    files: Iterable[SourceFile], root: Path, *, cache_dir: Path | None = None, jobs: int | None = None
) -> Universe:
    """Parse every file once (or take it from the cache) and resolve them together.

    Files that cannot hold anything of ours are not parsed at all. A cold run over many files
    parses in worker processes; `jobs=1` keeps everything in this process.
    """
    cache = ParseCache(cache_dir) if cache_dir is not None else None
    slots: list[ModuleDecl | None] = []
    pending: list[tuple[int, str, tuple[SourceFile, bytes]]] = []
    for source in files:
        data = _read_bytes(source)
        if isinstance(data, ModuleDecl):
            slots.append(data)
            continue
        key = content_key(data, source.module, source.shown, source.is_package) if cache else ""
        hit, decl = cache.get(key) if cache else (False, None)
        slots.append(decl)
        if not hit:
            pending.append((len(slots) - 1, key, (source, data)))
    for (index, key, _), decl in zip(pending, _parse_all([job for _, _, job in pending], jobs)):
        slots[index] = decl
        if cache is not None:
            cache.put(key, decl)
    if cache is not None:
        cache.save()
    return Universe([m for m in slots if m is not None], loader=module_loader(root))


_PARALLEL_FROM = 48  # below this many files, starting workers costs more than it saves


def _parse_all(jobs_in: list[tuple[SourceFile, bytes]], jobs: int | None) -> list[ModuleDecl | None]:
    workers = min(jobs or os.cpu_count() or 1, 8)
    if workers <= 1 or len(jobs_in) < _PARALLEL_FROM:
        return [_parse_job(job) for job in jobs_in]
    from concurrent.futures import ProcessPoolExecutor

    try:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            return list(pool.map(_parse_job, jobs_in, chunksize=max(1, len(jobs_in) // (workers * 4))))
    except (OSError, RuntimeError):  # no process support here (sandbox): parse in-process
        return [_parse_job(job) for job in jobs_in]


def universe_for(settings, paths: Sequence[str]) -> tuple[list[SourceFile], Universe]:
    """What every command starts with: the files PATHS name (or the configured paths, or
    the current directory) and their universe, through the cache unless it is disabled."""
    given = list(paths) or list(settings.paths) or ["."]
    files = discover(given, settings.root, settings.exclude)
    cache_dir = settings.root / CACHE_DIR if settings.cache else None
    return files, load_universe(files, settings.root, cache_dir=cache_dir)
