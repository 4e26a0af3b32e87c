"""Fixes: what a rule attaches to a finding it knows how to repair (like ruff's `Fix`), and
how the fixes of one file are applied to its source.

A `Fix` is a few edits of exact libcst nodes, located by position in the file as linted:
- `CommentEdit`: rewrite or delete the comment at a position (an own-line comment is
  deleted with its line, a trailing one with the whitespace before it);
- `StatementEdit`: rewrite the simple statement (with its leading comment lines) that starts
  on a line — a field, or an import — or the class whose `class` keyword is on it (adding a
  comment line above it: `comment_above`);
- `ModuleEdit`: rewrite the module as a whole (e.g. add an import if it is missing).

`lint.codemod.apply_fixes` applies them. Rules without a fix need nothing of this.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING

from ..source.model import Span

if TYPE_CHECKING:
    import libcst as cst


class Applicability(str, Enum):
    """SAFE fixes keep what the code means (`--fix`); UNSAFE ones change behaviour, e.g. the
    value an object built in Python gets (only with `--unsafe-fixes`)."""

    SAFE = "safe"
    UNSAFE = "unsafe"


class Unfixable(Exception):
    """Raised by an edit that finds the code not shaped as it expects: the fix is dropped."""


@dataclass(frozen=True, slots=True)
class CommentEdit:
    """`rewrite(comment, offset)` gets the comment as written (from `#`) and the offset of
    `span` in it; it returns the new comment, or None to delete it."""

    span: Span
    rewrite: Callable[[str, int], str | None]


@dataclass(frozen=True, slots=True)
class StatementEdit:
    line: int  # the line of the statement's first token
    rewrite: Callable[[cst.SimpleStatementLine], cst.SimpleStatementLine]  # (or a ClassDef, for comment_above)


@dataclass(frozen=True, slots=True)
class ModuleEdit:
    rewrite: Callable[[cst.Module], cst.Module]


Edit = CommentEdit | StatementEdit | ModuleEdit


@dataclass(frozen=True, slots=True)
class Fix:
    applicability: Applicability
    edits: tuple[Edit, ...] = field(default=())

    @classmethod
    def safe(cls, *edits: Edit) -> Fix:
        return cls(Applicability.SAFE, edits)

    @classmethod
    def unsafe(cls, *edits: Edit) -> Fix:
        return cls(Applicability.UNSAFE, edits)
