"""`lint --fix`: apply the fixes that rules attach to their findings, then lint again.

A pass applies every applicable fix of every file to the source as it was linted (one libcst
pass per file, `lint.codemod.apply_fixes`), re-parses the changed files and lints the whole universe
again. The pass is kept only if each changed file still parses (libcst and Python's own
parser), every fixed finding is gone and no finding appeared anywhere (unless the new finding's
own fix, applied with it, holds too); otherwise its fixes are tried one at a time on the same
sources, and the ones that fail are dropped and reported with why. Passes repeat (a fix can make
another one possible) until nothing is left to fix.

Files are only ever written at the end, atomically, and only when their content is still what
was read; files we generated are never edited.
"""

from __future__ import annotations

import ast
import difflib
import logging
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from ..diagnostics import Diagnostic
from ..fileio import GENERATED_HEADER, atomic_write
from ..settings import Settings
from ..source.discover import SourceFile, read_bytes
from ..source.model import ModuleDecl
from ..source.parse import parse_source
from ..source.universe import Universe
from .codemod import apply_fixes
from .fix import Applicability, Unfixable
from .linter import lint

MAX_PASSES = 10

_log = logging.getLogger("defaultgen")

Key = tuple[str, str, str]  # path, code, message: a finding whatever line it moved to


@dataclass
class Outcome:
    """What `--fix` did: the findings left, how many were fixed, the fixes that could not be
    applied (one line each), and each changed file's bytes as read and as fixed."""

    remaining: list[Diagnostic]
    fixed: int = 0
    dropped: list[str] = field(default_factory=list)
    changes: dict[str, tuple[bytes, bytes]] = field(default_factory=dict)

    def diff(self) -> str:
        """The changes as a unified diff, file by file."""
        out = []
        for path, (before, after) in sorted(self.changes.items()):
            old = before.decode("utf-8", "replace").splitlines(keepends=True)
            new = after.decode("utf-8", "replace").splitlines(keepends=True)
            out.extend(_terminated(difflib.unified_diff(old, new, fromfile=path, tofile=path)))
        return "".join(out)


def fix(universe: Universe, settings: Settings, files: Sequence[SourceFile], *, write: bool) -> Outcome:
    """Fix what can be fixed in `files` (the scanned files of `universe`); with `write`, the
    changed files are rewritten in place."""
    run = _Run(universe, settings, files)
    for _ in range(MAX_PASSES):
        if not run.one_pass():
            break
    outcome = Outcome(run.state.diagnostics, run.fixed, run.dropped)
    for path, original in run.originals.items():
        now = run.state.sources.get(path, original)
        if now == original:
            continue
        if write and not _write(run.files[path].path, original, now):
            outcome.dropped.append(f"{path}: changed on disk while it was being fixed; not written")
            outcome.fixed -= run.fixed_in[path]
            continue
        outcome.changes[path] = (original, now)
    return outcome


@dataclass(frozen=True)
class _State:
    """The files as they stand (`sources`: those a fix touched), their universe and findings."""

    universe: Universe
    diagnostics: list[Diagnostic]
    sources: dict[str, bytes]


@dataclass
class _Result:
    state: _State | None = None  # None: not applied, because `why`
    why: str = ""
    fixed: Counter[str] = field(default_factory=Counter)  # how many, by path


class _Run:
    def __init__(self, universe: Universe, settings: Settings, files: Sequence[SourceFile]) -> None:
        self.settings = settings
        self.files = {f.shown: f for f in files}
        self.unsafe = settings.unsafe_fixes
        self.state = _State(universe, lint(universe, settings), {})
        self.originals: dict[str, bytes] = {}  # as read, for the files a fix touched
        self.unfixable: set[str] = set()  # generated, or changed since they were linted
        self.refused: set[Key] = set()  # findings whose fix was dropped
        self.dropped: list[str] = []
        self.fixed = 0
        self.fixed_in: Counter[str] = Counter()

    def one_pass(self) -> bool:
        """Apply what can be applied now; False when nothing could be."""
        wanted = self._wanted(self.state.diagnostics)
        if not wanted:
            return False
        result = self._attempt(self.state, wanted)
        if result.state is None:  # one at a time, on the same sources
            accepted: dict[str, list[Diagnostic]] = {}
            for path, diagnostics in wanted.items():
                for d in diagnostics:
                    trial = {**accepted, path: [*accepted.get(path, []), d]}
                    why = self._attempt(self.state, trial).why
                    if why:
                        self.refused.add(_key(d))
                        self.dropped.append(f"{d.path}:{d.line}:{d.col}: {d.code} fix not applied: it {why}")
                    else:
                        accepted = trial
            if not accepted:
                return False
            result = self._attempt(self.state, accepted)
            if result.state is None:
                return False
        self.state = result.state
        self.fixed += sum(result.fixed.values())
        self.fixed_in.update(result.fixed)
        return True

    def _wanted(self, diagnostics: Iterable[Diagnostic]) -> dict[str, list[Diagnostic]]:
        """The findings whose fix is to be applied, by file."""
        wanted: dict[str, list[Diagnostic]] = {}
        for d in diagnostics:
            if self._applicable(d) and self._ready(d.path):
                wanted.setdefault(d.path, []).append(d)
        return wanted

    def _applicable(self, d: Diagnostic) -> bool:
        return (
            d.fix is not None
            and (self.unsafe or d.fix.applicability is Applicability.SAFE)
            and d.path not in self.unfixable
            and _key(d) not in self.refused
        )

    def _ready(self, path: str) -> bool:
        """Whether the file can be fixed: read (once) and unchanged since it was linted."""
        if path in self.originals:
            return True
        source = self.files.get(path)
        if source is None:
            self.unfixable.add(path)
            return False
        data = read_bytes(source)
        if isinstance(data, OSError):
            return self._cannot(path, f"cannot read: {data.strerror}")
        if data.split(b"\n", 1)[0].rstrip(b"\r").decode("utf-8", "replace") == GENERATED_HEADER:
            _log.info("%s: not fixed: a file generated by defaultgen", path)
            self.unfixable.add(path)
            return False
        linted = next((m for m in self.state.universe.scanned if m.path == path), None)
        if linted is None or _parse(source, data) != linted:
            return self._cannot(path, "changed since it was linted; not fixed")
        self.originals[path] = data
        return True

    def _cannot(self, path: str, why: str) -> bool:
        self.dropped.append(f"{path}: {why}")
        self.unfixable.add(path)
        return False

    def _attempt(self, state: _State, wanted: dict[str, list[Diagnostic]], depth: int = 0) -> _Result:
        """Apply `wanted` to `state` and lint again. It holds when every changed file parses,
        every fixed finding is gone and no other finding appeared — except findings whose own
        fix, applied in turn, holds too (a trailing marker moved above its field starts to
        count, and may then call for omitempty: DG105, then DG203); else it says why not."""
        sources = dict(state.sources)
        modules: dict[str, ModuleDecl] = {}
        for path, diagnostics in wanted.items():
            before = sources.get(path, self.originals[path])
            try:
                after = apply_fixes(before, [d.fix for d in diagnostics if d.fix is not None])
            except Unfixable as exc:
                return _Result(why=f"cannot be applied: {exc}")
            except Exception as exc:  # libcst refusing to build what an edit made
                return _Result(why=f"cannot be applied: {type(exc).__name__}: {exc}")
            module = _parse(self.files[path], after)
            if module.failure is not None:
                return _Result(why=f"would not re-parse ({module.failure.message})")
            if _python_parses(before) and not _python_parses(after):
                return _Result(why="would not re-parse (Python's parser rejects the result)")
            sources[path], modules[path] = after, module
        universe = Universe(
            [modules.get(m.path, m) for m in state.universe.scanned],
            loader=state.universe.loader,
            api_modules=state.universe.api_modules,
        )
        new = _State(universe, lint(universe, self.settings), sources)
        fixed = [d for ds in wanted.values() for d in ds]
        left, appeared = _compare(state.diagnostics, new.diagnostics, fixed)
        if left:
            return _Result(why="would leave the finding in place")
        result = _Result(new, fixed=Counter(d.path for d in fixed))
        if not appeared:
            return result
        follow = self._wanted(appeared) if depth < MAX_PASSES else {}
        unfixed = [d for d in appeared if all(d is not x for xs in follow.values() for x in xs)]
        if unfixed:
            return _Result(why=f"would create a new finding: {unfixed[0].as_text()}")
        then = self._attempt(new, follow, depth + 1)
        if then.state is None:
            return _Result(why=f"would create a new finding: {appeared[0].as_text()} (whose fix {then.why})")
        return _Result(then.state, fixed=result.fixed + then.fixed)


def _compare(
    before: list[Diagnostic], after: list[Diagnostic], fixed: list[Diagnostic]
) -> tuple[list[Diagnostic], list[Diagnostic]]:
    """The findings `after` a fix that should be gone (`fixed` ones still there) and those
    that appeared, telling findings apart by path, code and message (lines move)."""
    expected = Counter(map(_key, before))
    expected.subtract(Counter(map(_key, fixed)))
    fixed_keys = set(map(_key, fixed))
    seen: Counter[Key] = Counter()
    left, appeared = [], []
    for d in after:
        seen[_key(d)] += 1
        if seen[_key(d)] > max(expected[_key(d)], 0):
            (left if _key(d) in fixed_keys else appeared).append(d)
    return left, appeared


def _key(d: Diagnostic) -> Key:
    return d.path, d.code, d.message


def _parse(source: SourceFile, data: bytes) -> ModuleDecl:
    return parse_source(source.shown, source.module, data, is_package=source.is_package)


def _python_parses(data: bytes) -> bool:
    """Whether Python's own parser (which runs nothing) accepts `data`."""
    try:
        ast.parse(data)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return False
    return True


def _write(path: Path, original: bytes, fixed: bytes) -> bool:
    """Replace the file's content atomically, only if it is still `original`."""
    try:
        if path.read_bytes() != original:
            return False
    except OSError:
        return False
    atomic_write(path, fixed)
    return True


def _terminated(lines: Iterable[str]) -> Iterable[str]:
    for line in lines:
        yield line if line.endswith(("\n", "\r")) else line + "\n\\ No newline at end of file\n"
