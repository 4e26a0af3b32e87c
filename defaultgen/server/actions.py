"""Code actions: each fix of `lint --fix` as a quick fix on its finding (unsafe ones said so,
never preferred), `source.fixAll.defaultgen` (what `lint --fix` does to the document, through
`lint.autofix`) and "suppress CODE here" (`# noqa: CODE` on a field's line, or an own-line
`# defaultgen: ignore[CODE]` above a marker's comment line)."""

from __future__ import annotations

import dataclasses
import re

from lsprotocol import types as lsp

from ..diagnostics import Diagnostic
from ..lint.autofix import fix as fix_all
from ..lint.codemod import apply_fixes
from ..lint.fix import Applicability
from ..lint.linter import lint
from ..source.discover import SourceFile, universe_of
from .checks import text_of, to_lsp
from .edits import text_edits
from .positions import UTF16, PositionCodec, lines_of, to_client
from .project import Project

FIX_ALL = "source.fixAll.defaultgen"

_NOQA = re.compile(r"#\s*noqa:\s*[A-Z0-9, ]*[A-Z0-9]")


def code_actions(
    project: Project,
    sources: list[SourceFile],
    source: SourceFile,
    uri: str,
    wanted: list[lsp.Diagnostic],
    codec: PositionCodec = UTF16,
) -> list[lsp.CodeAction]:
    """The actions for the findings `wanted` (the client's, at the cursor) in `source`, then
    fix-all for the document."""
    text = text_of(source)
    lines = lines_of(text)
    universe = universe_of(project.settings, sources)
    found = [d for d in lint(universe, project.settings) if d.path == source.shown]
    actions = []
    for diagnostic in found:
        shown = to_lsp(diagnostic, lines, codec)
        if not any(_same(shown, w) for w in wanted):
            continue
        quick = _quick_fix(diagnostic, source, text, uri, shown, codec)
        if quick is not None:
            actions.append(quick)
        actions.append(_suppression(diagnostic, lines, uri, shown, codec))
    whole = _fix_all(project, universe, sources, source, text, uri, codec)
    if whole is not None:
        actions.append(whole)
    return actions


def _same(ours: lsp.Diagnostic, theirs: lsp.Diagnostic) -> bool:
    return ours.code == theirs.code and ours.range.start.line == theirs.range.start.line


def _quick_fix(
    diagnostic: Diagnostic, source: SourceFile, text: str, uri: str, shown: lsp.Diagnostic, codec: PositionCodec
) -> lsp.CodeAction | None:
    if diagnostic.fix is None:
        return None
    try:
        after = apply_fixes(source.text or b"", [diagnostic.fix]).decode("utf-8")
    except Exception:  # an edit that cannot apply (`Unfixable`, or libcst refusing it): no action
        return None
    unsafe = diagnostic.fix.applicability is Applicability.UNSAFE
    return lsp.CodeAction(
        title=f"Fix {diagnostic.code}{' (unsafe: changes behaviour)' if unsafe else ''}",
        kind=lsp.CodeActionKind.QuickFix,
        diagnostics=[shown],
        is_preferred=not unsafe,
        edit=_edit(uri, text, after, codec),
    )


def _suppression(
    diagnostic: Diagnostic, lines: list[str], uri: str, shown: lsp.Diagnostic, codec: PositionCodec
) -> lsp.CodeAction:
    row = diagnostic.line - 1
    line = lines[row] if row < len(lines) else ""
    code = diagnostic.code
    stripped = line.lstrip()
    if stripped.startswith("#"):  # a comment (a marker) above a field: an own-line ignore above it
        indent = line[: len(line) - len(stripped)]
        edit = lsp.TextEdit(lsp.Range(lsp.Position(row, 0), lsp.Position(row, 0)), f"{indent}# defaultgen: ignore[{code}]\n")
    else:
        noqa = _NOQA.search(line)
        at = noqa.end() if noqa else len(line.rstrip())
        addition = f", {code}" if noqa else f"  # noqa: {code}"
        where = to_client(lines, row, at, codec)
        edit = lsp.TextEdit(lsp.Range(where, where), addition)
    return lsp.CodeAction(
        title=f"Suppress {code} here",
        kind=lsp.CodeActionKind.QuickFix,
        diagnostics=[shown],
        edit=lsp.WorkspaceEdit(changes={uri: [edit]}),
    )


def _fix_all(
    project: Project, universe, sources: list[SourceFile], source: SourceFile, text: str, uri: str, codec: PositionCodec
) -> lsp.CodeAction | None:
    """What `lint --fix` (safe fixes only) does to this document, every other one left alone."""
    settings = dataclasses.replace(project.settings, unsafe_fixes=False)
    outcome = fix_all(universe, settings, sources, write=False)
    change = outcome.changes.get(source.shown)
    if change is None:
        return None
    return lsp.CodeAction(
        title="Fix all defaultgen findings (safe fixes)",
        kind=FIX_ALL,
        edit=_edit(uri, text, change[1].decode("utf-8"), codec),
    )


def _edit(uri: str, old: str, new: str, codec: PositionCodec) -> lsp.WorkspaceEdit:
    return lsp.WorkspaceEdit(changes={uri: text_edits(old, new, codec)})
