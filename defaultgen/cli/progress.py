"""Progress of a long run: one line on stderr, redrawn in place (`reading files 1234/13000`).

Only on a terminal, never with `-q` or `-v` (whose explanations would interleave with it), and
only once a run has lasted `DELAY` seconds, so that short runs never flicker. The line is
erased before anything else is printed.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from typing import TextIO

DELAY = 1.0  # seconds a run lasts before its progress shows
_REDRAW_EVERY = 0.1  # seconds


class ProgressLine:
    """A `Progress` callback (see `source.discover`) that draws on `stream`; silent without one."""

    def __init__(
        self, stream: TextIO | None, *, after: float = DELAY, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.stream = stream
        self.after = after
        self.clock = clock
        self.started = clock()
        self.drawn_at: float | None = None
        self.width = 0

    @classmethod
    def on_stderr(cls, *, quiet: bool, verbose: bool) -> ProgressLine:
        shown = not quiet and not verbose and sys.stderr.isatty()
        return cls(sys.stderr if shown else None, after=DELAY)

    def __call__(self, what: str, done: int, total: int) -> None:
        if self.stream is None:
            return
        now = self.clock()
        if now - self.started < self.after:
            return
        if self.drawn_at is not None and now - self.drawn_at < _REDRAW_EVERY and done < total:
            return
        text = f"{what} {done}/{total}"
        self.stream.write("\r" + text.ljust(self.width))
        self.stream.flush()
        self.width = max(self.width, len(text))
        self.drawn_at = now

    def close(self) -> None:
        """Erase the line, if one was drawn."""
        if self.stream is not None and self.width:
            self.stream.write("\r" + " " * self.width + "\r")
            self.stream.flush()
            self.width = 0
