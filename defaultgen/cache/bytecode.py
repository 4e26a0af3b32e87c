"""Dataclass methods compiled once, kept beside our own bytecode.

Python writes each dataclass's methods (`__init__`, `__repr__`, `__eq__`, a frozen class's
`__setattr__` ...) as source text and compiles it every time the class is created, that is on
every import: libcst's 200 node classes spend about 90 ms of each run's start there, a fifth of
a rerun after a one-file edit (docs/benchmarks.md). What compile reads is that text alone, so
its code object can be kept like a module's bytecode. `dataclasses` looks `exec` up in its own
module first; while `compiled_once()` is in effect that name is ours: text seen before runs
from its stored code, new text is compiled exactly as `exec` compiles it (the `dataclasses`
module has no `__future__` flags to inherit) and is stored when the run ends.

The store is a marshal file in `__pycache__` beside this module, under the interpreter's
bytecode tag and optimization level, with `importlib.util.MAGIC_NUMBER` checked on reading:
the trust and the rules of Python's own bytecode cache. Nothing of it is in the project's
`.defaultgen_cache` (which a checkout may bring: there, data only). It is written as Python
writes bytecode: not under PYTHONDONTWRITEBYTECODE, atomically, and a store that cannot be read
or written is no error, just compiled again.
"""

from __future__ import annotations

import builtins
import marshal
import sys
import types
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

_LIMIT = 20_000  # texts kept; beyond, a store keeps only what its last run used


def default_path() -> Path | None:
    """Where the store is (None: this interpreter keeps no bytecode cache)."""
    from importlib.util import cache_from_source  # a run that makes no class does not need it

    try:
        return Path(cache_from_source(__file__)).with_suffix(".marshal")
    except NotImplementedError:  # sys.implementation.cache_tag is None
        return None


@contextmanager
def compiled_once(path: Path | None = None, *, write: bool | None = None) -> Iterator[None]:
    """Create dataclasses from the code stored at `path` (default: `default_path()`) in this
    block, and store what was compiled anew when it ends (unless `write` is False; None: as
    Python writes bytecode, not under PYTHONDONTWRITEBYTECODE)."""
    import dataclasses

    if write is None:
        write = not sys.dont_write_bytecode
    stored: dict[str, Any] | None = None  # read when the first class is made
    used: dict[str, Any] = {}
    new: dict[str, Any] = {}

    def exec_(source: Any, globals: Any = None, locals: Any = None, /) -> None:
        nonlocal path, stored
        if type(source) is str:
            code = used.get(source)
            if code is None:
                if stored is None:
                    path = path or default_path()
                    stored = _read(path)
                code = stored.get(source)
                if type(code) is not types.CodeType:  # new text, or a store that holds something else
                    code = new[source] = compile(source, "<string>", "exec", dont_inherit=True)
                used[source] = code
            source = code
        builtins.exec(source, globals, locals)

    dataclasses.exec = exec_  # type: ignore[attr-defined]
    try:
        yield
    finally:
        if getattr(dataclasses, "exec", None) is exec_:
            del dataclasses.exec  # type: ignore[attr-defined]
        if new and write and path is not None:
            kept = {**(stored or {}), **new}
            _write(path, kept if len(kept) <= _LIMIT else used)


def _read(path: Path | None) -> dict[str, Any]:
    from importlib.util import MAGIC_NUMBER

    if path is None:
        return {}
    try:
        magic, codes = marshal.loads(path.read_bytes())  # `marshal.load` reads a file in many small pieces
    except (OSError, EOFError, ValueError, TypeError):
        return {}
    if magic != MAGIC_NUMBER or type(codes) is not dict:
        return {}
    return codes  # each code object is checked when it is used


def _write(path: Path, codes: dict[str, Any]) -> None:
    from importlib.util import MAGIC_NUMBER

    from ..fileio import atomic_write

    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write(path, marshal.dumps((MAGIC_NUMBER, codes)))
    except OSError:
        pass  # read-only install, full disk: compiled again next time, as Python does with bytecode
