"""Run every rule over the resolved model and keep what the settings and `noqa` let through.

Rules never re-parse: they read the `Universe`. Selection works like ruff's: `select`,
`extend-select`, `ignore` and `per-file-ignores` take codes or prefixes (`DG2`, `ALL`), and
when a code matches both a selected and an ignored prefix, the longer prefix wins.
`# noqa` / `# noqa: CODE` on a field's (or named type's) line covers what is reported about
it there and in the comment block above it; `# defaultgen: noqa` covers a whole file.
"""

from __future__ import annotations

import fnmatch
import os
from collections.abc import Iterable, Iterator, Sequence

from ._diagnostics import Diagnostic
from ._discover import UsageError
from ._model import FieldDecl, ModuleDecl, NamedTypeDecl
from ._rules import CODES, RULES
from ._rules._context import Context
from ._settings import Settings
from ._universe import Universe

ALL = "ALL"


def lint(universe: Universe, settings: Settings) -> list[Diagnostic]:
    """The diagnostics for the scanned modules, sorted by path, line, column and code."""
    selection = Selection(settings)
    noqa = Noqa(universe.scanned)
    context = Context(universe)
    found = []
    for rule in RULES:
        if not selection.may_report(rule.CODE):
            continue
        for diagnostic in rule.check(context.for_rule(rule.CODE, rule.SEVERITY)):
            if selection.reports(diagnostic) and not noqa.suppresses(diagnostic):
                found.append(diagnostic)
    return sorted(found)


class Selection:
    """Which codes are reported, for which files."""

    def __init__(self, settings: Settings) -> None:
        self.select = _prefixes(settings.select or (ALL,), "select") + _prefixes(
            settings.extend_select, "extend-select"
        )
        self.ignore = _prefixes(settings.ignore, "ignore")
        self.per_file = [
            (_posix(pattern), _prefixes(codes, f"per-file-ignores `{pattern}`"))
            for pattern, codes in settings.per_file_ignores.items()
        ]

    def may_report(self, code: str) -> bool:
        """Whether `code` is reported anywhere (a rule that is not is not even run)."""
        return _wins(code, self.select, self.ignore)

    def reports(self, diagnostic: Diagnostic) -> bool:
        path = _posix(diagnostic.path)
        ignore = list(self.ignore)
        for pattern, codes in self.per_file:
            if fnmatch.fnmatch(path, pattern) or fnmatch.fnmatch(path.rpartition("/")[2], pattern):
                ignore.extend(codes)
        return _wins(diagnostic.code, self.select, ignore)


class Noqa:
    """The `# noqa` comments of the scanned modules, by path and line."""

    def __init__(self, modules: Iterable[ModuleDecl]) -> None:
        self.files: set[str] = set()
        self.lines: dict[tuple[str, int], frozenset[str]] = {}
        for module in modules:
            if module.file_noqa:
                self.files.add(module.path)
            for decl, last in _declarations(module):
                if decl.noqa is None:
                    continue
                first = decl.comments[0].span.line if decl.comments else decl.span.line
                for line in range(first, last + 1):
                    self.lines[module.path, line] = decl.noqa

    def suppresses(self, diagnostic: Diagnostic) -> bool:
        if diagnostic.path in self.files:
            return True
        codes = self.lines.get((diagnostic.path, diagnostic.line))
        return codes is not None and (not codes or diagnostic.code in codes)


def _declarations(module: ModuleDecl) -> Iterator[tuple[FieldDecl | NamedTypeDecl, int]]:
    """Fields and named types with the last line of their statement."""
    for cls in module.classes:
        for field in cls.fields:
            yield field, field.end_line
    for named in module.named_types:
        yield named, named.span.line


def _posix(path: str) -> str:
    """`./api/types.py` → `api/types.py` (and `\\` → `/`): how per-file-ignores patterns see paths."""
    path = path.replace(os.sep, "/")
    return path[2:] if path.startswith("./") else path


def _prefixes(values: Sequence[str], setting: str) -> tuple[str, ...]:
    """Codes or prefixes, comma-separated or not, checked against the known codes."""
    prefixes = []
    for value in values:
        for prefix in (part.strip().upper() for part in value.split(",")):
            if not prefix:
                continue
            if prefix != ALL and not any(code.startswith(prefix) for code in CODES):
                raise UsageError(f"unknown rule code `{prefix}` in {setting} (known: {', '.join(CODES)})")
            prefixes.append("" if prefix == ALL else prefix)
    return tuple(prefixes)


def _wins(code: str, select: Sequence[str], ignore: Sequence[str]) -> bool:
    """Selected by a longer prefix than any that ignores it."""
    chosen = max((len(p) for p in select if code.startswith(p)), default=-1)
    dropped = max((len(p) for p in ignore if code.startswith(p)), default=-1)
    return chosen >= 0 and chosen > dropped
