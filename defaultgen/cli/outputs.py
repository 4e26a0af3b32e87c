"""The files a command writes (`generate`, `crd`): what is on disk and what should be, the
`--check` / `--diff` report of the difference, and the writes themselves (atomic, and only
where something changed)."""

from __future__ import annotations

import difflib
import sys
from dataclasses import dataclass
from pathlib import Path

from ..fileio import atomic_write


@dataclass(frozen=True)
class Output:
    """One output file: what is there now (None: nothing) and what should be (None: it should
    go). `shown` is its path as messages show it."""

    path: Path
    shown: str
    old: str | None
    new: str | None

    @property
    def changed(self) -> bool:
        return self.old != self.new


class OutputError(Exception):
    """An output file that exists but cannot be read: nothing is written."""


def read_existing(path: Path, shown: str) -> str | None:
    """The file's text as it is on disk (line endings kept), or None when there is none."""
    try:
        with open(path, encoding="utf-8", errors="replace", newline="") as handle:
            return handle.read()
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise OutputError(f"{shown}: cannot read: {exc.strerror or exc}") from None


def report(changes: list[Output], *, show_diff: bool, list_changes: bool) -> int:
    """--check / --diff: write nothing, say what would change; 1 when anything would."""
    for output in changes:
        if show_diff:
            sys.stdout.writelines(
                difflib.unified_diff(
                    (output.old or "").splitlines(keepends=True),
                    (output.new or "").splitlines(keepends=True),
                    output.shown if output.old is not None else "/dev/null",
                    output.shown if output.new is not None else "/dev/null",
                )
            )
        if list_changes:
            what = (
                "missing"
                if output.old is None
                else "stale" if output.new is not None else "orphaned (would be removed)"
            )
            say(f"{output.shown}: {what}")
    if list_changes:
        say(f"{count(len(changes), 'file')} would change" if changes else "all generated files are up to date")
    return 1 if changes else 0


def write(outputs: list[Output]) -> tuple[int, int, int] | None:
    """Write what changed, remove what should go; (written, removed, unchanged), or None after
    saying which file could not be written."""
    written = removed = 0
    for output in outputs:
        if not output.changed:
            continue
        try:
            if output.new is None:
                output.path.unlink()
                removed += 1
            else:
                output.path.parent.mkdir(parents=True, exist_ok=True)
                atomic_write(output.path, output.new)
                written += 1
        except OSError as exc:
            say(f"{output.shown}: cannot write: {exc.strerror or exc}")
            return None
    return written, removed, sum(not o.changed for o in outputs)


def count(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def say(message: str) -> None:
    print(message, file=sys.stderr)
