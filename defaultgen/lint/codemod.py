"""Apply the edits of fixes (`lint.fix`) to one file's source.

Every fix of a file is applied in one libcst pass over the source as read, so positions never
shift under a later edit; libcst regenerates everything it was not asked to change byte for
byte (comments, line endings, tabs, formatting). Positions come from libcst's
PositionProvider, which only `--fix` pays for.
"""

from __future__ import annotations

from collections.abc import Sequence

import libcst as cst
from libcst.metadata import MetadataWrapper, PositionProvider

from .fix import CommentEdit, Edit, Fix, ModuleEdit, StatementEdit, Unfixable


def apply_fixes(source: bytes, fixes: Sequence[Fix]) -> bytes:
    """`source` with every edit of `fixes` made. Raises `Unfixable` when an edit finds nothing
    to edit or cannot make its change, and libcst's errors when the result is not code."""
    module = cst.parse_module(source)
    applier = _Applier([edit for fix in fixes for edit in fix.edits])
    result = MetadataWrapper(module, unsafe_skip_copy=True).visit(applier)
    if applier.pending:
        raise Unfixable("the code to edit is not where the finding was")
    return result.bytes


class _Applier(cst.CSTTransformer):
    METADATA_DEPENDENCIES = (PositionProvider,)

    def __init__(self, edits: list[Edit]) -> None:
        super().__init__()
        self.comments = [e for e in edits if isinstance(e, CommentEdit)]
        self.statements = [e for e in edits if isinstance(e, StatementEdit)]
        self.modules = [e for e in edits if isinstance(e, ModuleEdit)]
        self.pending = len(self.comments) + len(self.statements)
        self.lines = {e.span.line for e in self.comments} | {e.line for e in self.statements}

    def visit_SimpleStatementLine(self, node: cst.SimpleStatementLine) -> bool:
        """Look inside a statement only when an edit is on one of its lines (the comment
        lines above it included): most of a file is left unvisited."""
        where = self.get_metadata(PositionProvider, node)
        first = where.start.line - sum(1 + empty.whitespace.value.count("\n") for empty in node.leading_lines)
        return any(first <= line <= where.end.line for line in self.lines)

    def _comment(self, original: cst.Comment | None, updated: cst.Comment | None) -> tuple[bool, str | None]:
        """Whether an edit targets this comment, and its new text (None: delete it)."""
        if original is None or updated is None:
            return False, None
        where = self.get_metadata(PositionProvider, original)
        mine = [
            e
            for e in self.comments
            if e.span.line == where.start.line and where.start.column <= e.span.col - 1 < where.end.column
        ]
        if not mine:
            return False, None
        text: str | None = updated.value
        for edit in sorted(mine, key=lambda e: -e.span.col):  # right to left: offsets stay valid
            self.pending -= 1
            if text is None:
                continue  # already deleted by another edit
            text = edit.rewrite(text, edit.span.col - 1 - where.start.column)
        return True, text

    def leave_EmptyLine(self, original: cst.EmptyLine, updated: cst.EmptyLine):
        hit, text = self._comment(original.comment, updated.comment)
        if not hit:
            return updated
        if text is None:
            return cst.RemoveFromParent()
        return updated.with_changes(comment=cst.Comment(text))

    def leave_TrailingWhitespace(self, original: cst.TrailingWhitespace, updated: cst.TrailingWhitespace):
        hit, text = self._comment(original.comment, updated.comment)
        if not hit:
            return updated
        if text is None:
            return updated.with_changes(whitespace=cst.SimpleWhitespace(""), comment=None)
        return updated.with_changes(comment=cst.Comment(text))

    def leave_SimpleStatementLine(self, original: cst.SimpleStatementLine, updated: cst.SimpleStatementLine):
        return self._statement(original, updated)

    def leave_ClassDef(self, original: cst.ClassDef, updated: cst.ClassDef):
        """A class is edited as a statement too (its comment lines above the decorators: a
        marker moved onto it); its line is the `class` keyword's."""
        return self._statement(original, updated)

    def _statement(self, original, updated):  # type: ignore[no-untyped-def]
        line = self.get_metadata(PositionProvider, original).start.line
        for edit in self.statements:
            if edit.line == line:
                self.pending -= 1
                updated = edit.rewrite(updated)
        return updated

    def leave_Module(self, original: cst.Module, updated: cst.Module) -> cst.Module:
        for edit in self.modules:
            updated = edit.rewrite(updated)
        return updated
