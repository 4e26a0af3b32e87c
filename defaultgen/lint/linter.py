"""Run every rule over the resolved model and keep what the settings and suppressions let through.

Rules never re-parse: they read the `Universe`. Selection works like ruff's: `select`,
`extend-select`, `ignore` and `per-file-ignores` take codes or prefixes (`DG2`, `ALL`), and
when a code matches both a selected and an ignored prefix, the longer prefix wins. Without
`select` every rule is selected but the opt-in ones (`OPT_IN`, e.g. DG111 and the DG4xx API
conventions), which only a `select` or `extend-select` entry that covers them turns on. The
selector `API` stands for the DG4xx rules kube-api-linter enables by default (SPEC §12).

Suppressions: `# noqa` / `# noqa: CODE` on a field's (or named type's) line, and an own-line
`# defaultgen: ignore[CODE, ...]` in the comment block above it, cover what is reported about
it there and in that comment block; `# defaultgen: noqa` covers a whole file. Once every rule
has run, DG001 reports the suppressions that silenced nothing (see its docstring).
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Iterator, Sequence

from ..cache.deps import Frame
from ..diagnostics import Diagnostic, in_order
from ..settings import Settings
from ..source.discover import Progress, UsageError, matching
from ..source.model import FieldDecl, ModuleDecl, NamedTypeDecl, Suppression
from ..source.universe import Universe
from .rules import API, CODES, OPT_IN, RULES, dg001
from .rules._context import Context

ALL = "ALL"
API_SELECTOR = "API"

_log = logging.getLogger("defaultgen")


def lint(universe: Universe, settings: Settings, progress: Progress | None = None) -> list[Diagnostic]:
    """The diagnostics for the scanned modules, sorted by path, line, column and code."""
    return in_order(d for _, found, _ in lint_modules(universe, universe.scanned, settings, progress) for d in found)


def lint_modules(
    universe: Universe, modules: Sequence[ModuleDecl], settings: Settings, progress: Progress | None = None
) -> Iterator[tuple[ModuleDecl, list[Diagnostic], Frame]]:
    """Each module's diagnostics, with the frame of lookups they were computed from.

    A module is linted on its own (`Universe.focus`), and keeps only what is reported in it:
    its findings depend on its own content and on the names it looked up elsewhere, nothing
    else, which is what lets a rerun reuse them (`cache.rerun`). A rule that looks at several
    modules at once (a cycle through two) reports each finding in one of them, the same
    whichever module is being linted, so nothing is reported twice or lost.
    """
    selection = Selection(settings)
    rules = [rule for rule in RULES if selection.may_report(rule.CODE)]
    skipped = [rule.CODE for rule in RULES if rule not in rules]
    if skipped:
        _log.info("not run (not selected): %s", ", ".join(skipped))
    for done, module in enumerate(modules):
        if progress is not None:
            progress("checking rules", done, len(modules))
        with universe.focus(module) as frame:
            found = _lint_one(universe, module, selection, rules)
        yield module, found, frame


def _lint_one(universe: Universe, module: ModuleDecl, selection: Selection, rules: list) -> list[Diagnostic]:
    suppressions = Suppressions((module,))
    context = Context(universe, api_settings=selection.api_settings)
    found = []
    for rule in rules:
        if rule is dg001:
            continue  # it needs to know what the others reported: last
        for diagnostic in rule.check(context.for_rule(rule)):
            if diagnostic.path == module.path and selection.reports(diagnostic) and not suppressions.suppresses(diagnostic):
                found.append(diagnostic)
    if dg001 in rules:
        unused = dg001.check(context.for_rule(dg001), suppressions.usage(), selection.enabled)
        found.extend(d for d in unused if selection.reports(d) and not suppressions.suppresses(d))
    return in_order(found)


class Selection:
    """Which codes are reported, for which files."""

    def __init__(self, settings: Settings) -> None:
        explicit = _prefixes(settings.select, "select") + _prefixes(settings.extend_select, "extend-select")
        self.select = explicit if settings.select else ("", *explicit)
        # an opt-in rule (`OPT_IN`) only by a prefix the settings name, never by the implicit ALL
        self.explicit = explicit
        self.ignore = _prefixes(settings.ignore, "ignore")
        self.api_settings = settings.api_conventions
        self.per_file = [
            (pattern, _prefixes(codes, f"per-file-ignores `{pattern}`"))
            for pattern, codes in settings.per_file_ignores.items()
        ]
        self._enabled: dict[tuple[str, str], bool] = {}

    def may_report(self, code: str) -> bool:
        """Whether `code` is reported anywhere (a rule that is not is not even run)."""
        return _wins(code, self._chosen(code), self.ignore)

    def _chosen(self, code: str) -> tuple[str, ...]:
        return self.explicit if code in OPT_IN else self.select

    def enabled(self, code: str, path: str) -> bool:
        """Whether `code` is reported in the file at `path` (as shown)."""
        key = (code, path)
        found = self._enabled.get(key)
        if found is None:  # worked out once per code and file: a rule may report every field
            ignore = list(self.ignore)
            for pattern, codes in self.per_file:
                if matching(path, (pattern,)) is not None:
                    ignore.extend(codes)
            found = self._enabled[key] = _wins(code, self._chosen(code), ignore)
        return found

    def reports(self, diagnostic: Diagnostic) -> bool:
        return self.enabled(diagnostic.code, diagnostic.path)


class Suppressions:
    """The suppression comments of the scanned modules, by path and line, and which of their
    codes silenced something."""

    def __init__(self, modules: Iterable[ModuleDecl]) -> None:
        self.files: set[str] = set()
        self.lines: dict[tuple[str, int], list[Suppression]] = {}
        self.owners: list[tuple[ModuleDecl, Suppression]] = []
        self.used: dict[tuple[str, Suppression], set[str]] = {}
        for module in modules:
            if module.file_noqa:
                self.files.add(module.path)
            for decl, last in _declarations(module):
                if not decl.suppressions:
                    continue
                lines = [s.span.line for s in decl.suppressions] + [c.span.line for c in decl.comments[:1]]
                for line in range(min(decl.span.line, *lines), last + 1):
                    self.lines.setdefault((module.path, line), []).extend(decl.suppressions)
                for suppression in decl.suppressions:
                    self.owners.append((module, suppression))
                    self.used[module.path, suppression] = set()

    def suppresses(self, diagnostic: Diagnostic) -> bool:
        """Whether a suppression covers `diagnostic` (each one that does counts as used)."""
        if diagnostic.path in self.files:
            return True
        hit = False
        for suppression in self.lines.get((diagnostic.path, diagnostic.line), ()):
            if not suppression.codes or diagnostic.code in suppression.codes:
                self.used[diagnostic.path, suppression].add(diagnostic.code)
                hit = True
        return hit

    def usage(self) -> Iterator[tuple[ModuleDecl, Suppression, frozenset[str]]]:
        """Each suppression with the codes it silenced so far."""
        for module, suppression in self.owners:
            yield module, suppression, frozenset(self.used[module.path, suppression])


def _declarations(module: ModuleDecl) -> Iterator[tuple[FieldDecl | NamedTypeDecl, int]]:
    """Fields and named types with the last line of their statement."""
    for cls in module.classes:
        for field in cls.fields:
            yield field, field.end_line
    for named in module.named_types:
        yield named, named.span.line


def _prefixes(values: Sequence[str], setting: str) -> tuple[str, ...]:
    """Codes or prefixes, comma-separated or not, checked against the known codes."""
    prefixes = []
    for value in values:
        for prefix in (part.strip().upper() for part in value.split(",")):
            if not prefix:
                continue
            if prefix == API_SELECTOR:
                prefixes.extend(API)
                continue
            if prefix != ALL and not any(code.startswith(prefix) for code in CODES):
                raise UsageError(
                    f"unknown rule code `{prefix}` in {setting} (known: {', '.join(CODES)}, {API_SELECTOR} and {ALL})"
                )
            prefixes.append("" if prefix == ALL else prefix)
    return tuple(prefixes)


def _wins(code: str, select: Sequence[str], ignore: Sequence[str]) -> bool:
    """Selected by a longer prefix than any that ignores it."""
    chosen = max((len(p) for p in select if code.startswith(p)), default=-1)
    dropped = max((len(p) for p in ignore if code.startswith(p)), default=-1)
    return chosen >= 0 and chosen > dropped
