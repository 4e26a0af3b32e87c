"""What a result was computed from, at the level of names: the dependency tracking behind
the per-module caches.

The `Universe` reports every lookup it makes to a `Tracker`: a name in a module
(`(module, name)`: a class, a named type or an imported name; `name` "" for the module
itself, `RUN` for whether it is among the files of this run, `MARKERS` for its module-level
markers). Resolution is memoised, so a
lookup made while computing a memoised result is charged to that result, and whoever uses
the result later (a hit) inherits its lookups. `Tracker.leaves(frame)` is everything a frame
depended on, directly or through the results it used.

A module's findings then depend on its own content and on the digest of each name it looked
up elsewhere; `ResultCache` stores both.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator
from contextlib import contextmanager

Leaf = tuple[str, str]
RUN = "\0run"  # the pseudo-name for "is this module among the files of the run"
MARKERS = "\0markers"  # the pseudo-name for "the module-level (package) markers of this module"


class Frame:
    """The lookups made and the memoised results used while computing one thing."""

    __slots__ = ("leaves", "uses")

    def __init__(self) -> None:
        self.leaves: set[Leaf] = set()
        self.uses: set[Hashable] = set()


class Tracker:
    def __init__(self) -> None:
        self._stack: list[Frame] = [Frame()]  # the bottom frame collects untracked work
        self._memo: dict[Hashable, Frame] = {}

    def read(self, module: str, name: str) -> None:
        self._stack[-1].leaves.add((module, name))

    def use(self, key: Hashable) -> None:
        """A memoised result was used (computed or not)."""
        self._stack[-1].uses.add(key)

    def start(self, key: Hashable) -> None:
        """The memoised result `key` is being computed: lookups from now on are its own."""
        frame = self._memo[key] = Frame()
        self._stack.append(frame)

    def end(self) -> None:
        self._stack.pop()

    @contextmanager
    def frame(self) -> Iterator[Frame]:
        """A frame for one top-level computation (one module's lint, one output)."""
        frame = Frame()
        self._stack.append(frame)
        try:
            yield frame
        finally:
            self._stack.pop()

    def leaves(self, frame: Frame) -> set[Leaf]:
        """Every lookup `frame` depends on, through the memoised results it used."""
        found = set(frame.leaves)
        seen: set[Hashable] = set()
        todo = list(frame.uses)
        while todo:
            key = todo.pop()
            if key in seen:
                continue
            seen.add(key)
            used = self._memo.get(key)
            if used is not None:
                found |= used.leaves
                todo.extend(used.uses - seen)
        return found
