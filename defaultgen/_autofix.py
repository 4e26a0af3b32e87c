"""`lint --fix`: apply the fixes that rules attach to their findings, then lint again.

A pass applies every applicable fix of every file to the source as it was linted (one libcst
pass per file, `_fix.apply_fixes`), re-parses the changed files and lints the whole universe
again. The pass is kept only if each changed file still parses (libcst and Python's own
parser), every fixed finding is gone and no finding appeared anywhere; otherwise its fixes are
tried one at a time on the same sources, and the ones that fail are dropped and reported with
why. Passes repeat (a fix can make another one possible) until nothing is left to fix.

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

from ._diagnostics import Diagnostic
from ._discover import SourceFile
from ._fileio import GENERATED_HEADER, atomic_write
from ._fix import Applicability, Unfixable, apply_fixes
from ._lint import lint
from ._model import ModuleDecl
from ._parse import parse_source
from ._settings import Settings
from ._universe import Universe

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
    outcome = Outcome(run.diagnostics, run.fixed, run.dropped)
    for path, original in run.originals.items():
        if run.sources[path] == original:
            continue
        if write and not _write(run.files[path].path, original, run.sources[path]):
            outcome.dropped.append(f"{path}: changed on disk while it was being fixed; not written")
            outcome.fixed -= run.fixed_in[path]
            continue
        outcome.changes[path] = (original, run.sources[path])
    return outcome


class _Run:
    def __init__(self, universe: Universe, settings: Settings, files: Sequence[SourceFile]) -> None:
        self.universe = universe
        self.settings = settings
        self.files = {f.shown: f for f in files}
        self.unsafe = settings.unsafe_fixes
        self.diagnostics = lint(universe, settings)
        self.originals: dict[str, bytes] = {}  # as read, for the files a fix touched
        self.sources: dict[str, bytes] = {}  # as they stand now
        self.unfixable: set[str] = set()  # generated, or changed since they were linted
        self.refused: set[Key] = set()  # findings whose fix was dropped
        self.dropped: list[str] = []
        self.fixed = 0
        self.fixed_in: Counter[str] = Counter()

    def one_pass(self) -> bool:
        """Apply what can be applied now; False when nothing could be."""
        wanted: dict[str, list[Diagnostic]] = {}
        for d in self.diagnostics:
            if self._applicable(d) and self._ready(d.path):
                wanted.setdefault(d.path, []).append(d)
        if not wanted:
            return False
        if self._attempt(wanted) is None:
            return True
        accepted: dict[str, list[Diagnostic]] = {}  # one at a time, on the same sources
        for path, diagnostics in wanted.items():
            for d in diagnostics:
                trial = {**accepted, path: [*accepted.get(path, []), d]}
                why = self._attempt(trial, commit=False)
                if why is None:
                    accepted = trial
                else:
                    self.refused.add(_key(d))
                    self.dropped.append(f"{d.path}:{d.line}:{d.col}: {d.code} fix not applied: it {why}")
        return bool(accepted) and self._attempt(accepted) is None

    def _applicable(self, d: Diagnostic) -> bool:
        return (
            d.fix is not None
            and (self.unsafe or d.fix.applicability is Applicability.SAFE)
            and d.path not in self.unfixable
            and _key(d) not in self.refused
        )

    def _ready(self, path: str) -> bool:
        """Whether the file can be fixed: read (once) and unchanged since it was linted."""
        if path in self.sources:
            return True
        source = self.files.get(path)
        if source is None:
            self.unfixable.add(path)
            return False
        try:
            data = source.path.read_bytes()
        except OSError as exc:
            return self._cannot(path, f"cannot read: {exc.strerror}")
        if data.split(b"\n", 1)[0].rstrip(b"\r").decode("utf-8", "replace") == GENERATED_HEADER:
            _log.info("%s: not fixed: a file generated by defaultgen", path)
            self.unfixable.add(path)
            return False
        linted = next((m for m in self.universe.scanned if m.path == path), None)
        if linted is None or _parse(source, data) != linted:
            return self._cannot(path, "changed since it was linted; not fixed")
        self.originals[path] = self.sources[path] = data
        return True

    def _cannot(self, path: str, why: str) -> bool:
        self.dropped.append(f"{path}: {why}")
        self.unfixable.add(path)
        return False

    def _attempt(self, wanted: dict[str, list[Diagnostic]], commit: bool = True) -> str | None:
        """Apply `wanted` to the current sources and lint again: None when every check holds
        (the result then becomes the current state, if `commit`), else why not."""
        new_sources: dict[str, bytes] = {}
        modules: dict[str, ModuleDecl] = {}
        for path, diagnostics in wanted.items():
            before = self.sources[path]
            try:
                after = apply_fixes(before, [d.fix for d in diagnostics if d.fix is not None])
            except Unfixable as exc:
                return f"cannot be applied: {exc}"
            except Exception as exc:  # libcst refusing to build what an edit made
                return f"cannot be applied: {type(exc).__name__}: {exc}"
            module = _parse(self.files[path], after)
            if module.failure is not None:
                return f"would not re-parse ({module.failure.message})"
            if _python_parses(before) and not _python_parses(after):
                return "would not re-parse (Python's parser rejects the result)"
            new_sources[path], modules[path] = after, module
        universe = Universe([modules.get(m.path, m) for m in self.universe.scanned], loader=self.universe.loader)
        diagnostics = lint(universe, self.settings)
        why = _regressions(self.diagnostics, diagnostics, [d for ds in wanted.values() for d in ds])
        if why is None and commit:
            self.universe, self.diagnostics = universe, diagnostics
            self.sources.update(new_sources)
            for path, ds in wanted.items():
                self.fixed += len(ds)
                self.fixed_in[path] += len(ds)
        return why


def _regressions(before: list[Diagnostic], after: list[Diagnostic], fixed: list[Diagnostic]) -> str | None:
    """Why the findings `after` a fix are not those `before` minus the `fixed` ones."""
    expected = Counter(map(_key, before))
    expected.subtract(Counter(map(_key, fixed)))
    found = Counter(map(_key, after))
    for d in after:
        if found[_key(d)] > max(expected[_key(d)], 0):
            if any(_key(f) == _key(d) for f in fixed):
                return "would leave the finding in place"
            return f"would create a new finding: {d.as_text()}"
    return None


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
        yield line if line.endswith("\n") else line + "\n\\ No newline at end of file\n"
