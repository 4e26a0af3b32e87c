"""black for generated modules: once per module, on every core, and not at all when nothing changed.

black is most of what `generate` costs. What it made of a rendering is remembered by hash
(`.defaultgen_cache/format-v1.json`: sha256 of the rendering -> sha256 of black's output), so
an output on disk that black made from the same rendering last time is taken as it is. The
rest are formatted in worker processes when there are many, each distinct text once.

What black made of the last texts it formatted is also kept in memory for the life of the
process (`_Remembered`): the support module (1,100 lines, 0.6 s of black) is the same text for
every output root, and a process that generates more than once (an editor integration, a
test) formats each rendering it has seen before once.
"""

from __future__ import annotations

import gc
import hashlib
import json
import os
from collections.abc import Callable, Sequence
from importlib import metadata
from pathlib import Path

from .. import __version__
from ..fileio import atomic_write

_FORMAT = 1
_PARALLEL_FROM = 8  # below this many modules, starting workers costs more than it saves
_REMEMBERED = 64  # texts whose black output the process keeps (a few MB at most)


class _Remembered:
    """Rendering -> black's output for the last `_REMEMBERED` texts formatted in this process
    (or its workers), the most recently used last. black is a pure function of the text and its
    version, so this changes what is computed, never what comes out."""

    def __init__(self) -> None:
        self._outputs: dict[str, str] = {}

    def formatted(self, texts: Sequence[str], make: Callable[[list[str]], list[str]]) -> dict[str, str]:
        """black's output for each distinct text of `texts`: remembered, or made (all at once,
        by `make`) and remembered from now on."""
        outputs = {text: self._outputs.pop(text, None) for text in texts}  # a recalled one becomes the newest
        fresh = [text for text, output in outputs.items() if output is None]
        outputs.update(zip(fresh, make(fresh)))
        self._outputs.update(outputs)
        while len(self._outputs) > _REMEMBERED:
            del self._outputs[next(iter(self._outputs))]
        return outputs  # type: ignore[return-value]


_remembered = _Remembered()


def format_source(text: str) -> str:
    """`text` as black formats it with its default settings."""
    return _remembered.formatted([text], lambda texts: [_black(t) for t in texts])[text]


def _black(text: str) -> str:
    import black

    return black.format_str(text, mode=black.Mode())


def format_all(renderings: Sequence[str], on_disk: Sequence[str | None], cache_dir: Path | None) -> list[str]:
    """black's output for each rendering; `on_disk[i]` is the current output file's text (None
    when there is none), taken as it is when black made it from the same rendering before."""
    if not renderings:
        return []
    cache = _FormatCache(cache_dir)
    results: list[str | None] = [
        current if cache.made(rendering, current) else None for rendering, current in zip(renderings, on_disk)
    ]
    todo = [i for i, result in enumerate(results) if result is None]
    formatted = _remembered.formatted([renderings[i] for i in todo], _format_many)
    for i in todo:
        results[i] = formatted[renderings[i]]
        cache.remember(renderings[i], results[i])
    cache.save()
    return results  # type: ignore[return-value]


def _format_many(texts: list[str]) -> list[str]:
    workers = min(os.cpu_count() or 1, 8)
    if workers <= 1 or len(texts) < _PARALLEL_FROM:
        return [_format_collected(t) for t in texts]
    from concurrent.futures import ProcessPoolExecutor

    import black  # noqa: F401  (imported before forking: workers inherit it)

    gc.freeze()  # what the workers inherit is never garbage: their collections skip it
    try:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            return list(pool.map(_format_collected, texts, chunksize=max(1, len(texts) // (workers * 4))))
    except (OSError, RuntimeError):  # no process support here (sandbox): format in-process
        return [_format_collected(t) for t in texts]
    finally:
        gc.unfreeze()


def _format_collected(text: str) -> str:
    """black's output, then the cycles black's syntax trees leave collected: the console
    script collects rarely (`cli.main.entry`), which would let every module's trees pile up."""
    try:
        return _black(text)
    finally:
        gc.collect(1)


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


class _FormatCache:
    """sha256 of a rendering -> sha256 of what black made of it, for one black version."""

    def __init__(self, directory: Path | None) -> None:
        self.path = directory / f"format-v{_FORMAT}.json" if directory is not None else None
        self._black = _black_version()
        self._entries: dict[str, str] = {}
        self._used: dict[str, str] = {}
        if self.path is None:
            return
        try:
            raw = json.loads(self.path.read_text(encoding="utf-8"))
            if (raw["format"], raw["version"], raw["black"]) == (_FORMAT, __version__, self._black):
                self._entries = {str(k): str(v) for k, v in raw["entries"].items()}
        except (OSError, ValueError, TypeError, AttributeError, KeyError):
            self._entries = {}  # missing, corrupt or foreign: start over

    def made(self, rendering: str, current: str | None) -> bool:
        """Whether `current` is what black made of `rendering`."""
        if current is None:
            return False
        key = _digest(rendering)
        if self._entries.get(key) != _digest(current):
            return False
        self._used[key] = self._entries[key]
        return True

    def remember(self, rendering: str, formatted: str) -> None:
        self._used[_digest(rendering)] = _digest(formatted)

    def save(self) -> None:
        """Keep what this run used (entries of deleted or changed modules drop out)."""
        if self.path is None or self._used == self._entries:
            return
        payload = {
            "format": _FORMAT,
            "version": __version__,
            "black": self._black,
            "entries": dict(sorted(self._used.items())),
        }
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            atomic_write(self.path, json.dumps(payload, separators=(",", ":")))
        except OSError:
            pass  # a read-only checkout just runs uncached


def _black_version() -> str:
    try:
        return metadata.version("black")
    except metadata.PackageNotFoundError:
        return "unknown"
