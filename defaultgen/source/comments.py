"""Comments and markers of one source file: which comment lines belong to which declaration,
what markers they hold, and the suppressions, directives and strays among them.

`source.parse` reads declarations; this is the half of its reader that reads comments
(`CommentReader`, a base class of the module reader): attached blocks, detached blocks,
trailing comments, `# noqa` and `# defaultgen:` directives, and each marker once, through
`source.markers`. Near misses (DG102) and unknown markers (DG109) are recorded wherever they
stand; `+default` markers that apply to nothing are strays (DG104 / DG105).
"""

from __future__ import annotations

import io
import re
import tokenize
from collections.abc import Iterable, Sequence

import libcst as cst

from . import markers as _markers
from .markers import MARKER_TEXT
from .model import (
    Comment,
    Marker,
    MarkerKind,
    Span,
    StrayMarker,
    StrayReason,
    Suppression,
    SuppressionKind,
)
from .registry import REGISTRY, Target

NOQA_COMMENT = re.compile(r"#\s*noqa(?::\s*(?P<codes>[A-Za-z]+[0-9]+(?:\s*,\s*[A-Za-z]+[0-9]+)*))?", re.I)
# Comments addressed to us: `# defaultgen: noqa` (a whole file) and `# defaultgen: ignore[CODES]`
# (one field or named type; free text may follow after a space).
DIRECTIVE = "defaultgen:"
COMPAT_PREFIX = "DGC"  # the codes of `defaultgen compat` (a suppression of those is not lint's business)
IGNORE_DIRECTIVE = re.compile(
    r"defaultgen:\s*ignore\[\s*(?P<codes>[A-Za-z]+[0-9]+(?:\s*,\s*[A-Za-z]+[0-9]+)*)\s*\](?:\s.*)?"
)
FILE_NOQA_DIRECTIVE = re.compile(r"defaultgen:\s*noqa")
# a top-level comment line that may be a module-level marker (`source.registry`, Target.MODULE)
MODULE_MARKER = re.compile(
    r"^#[ \t]*\+(?:" + "|".join(re.escape(d.name) for d in REGISTRY.values() if Target.MODULE in d.targets) + r")\b",
    re.M,
)
# what a marker does not count as among a declaration's markers: recorded where it stands instead
_RECORDED = (MarkerKind.NEAR_MISS, MarkerKind.UNKNOWN)


class CommentReader:
    """The comment-reading half of `parse._ModuleReader`."""

    text: str
    near_misses: list[Marker]
    unknown_markers: list[Marker]
    strays: list[StrayMarker]
    _consumed: set[Span]
    _source_lines: list[str] | None
    _declaration_comments: set[Span]

    def _own_line_comments(
        self, own_lines: list[str], line: int, trailing: list[Marker] | None = None
    ) -> tuple[Suppression, ...]:
        """Comments on a declaration's own line(s): its `# noqa` comments (returned), and
        `+default` markers there, which Go-style tools ignore (DG105)."""
        if not any("#" in text for text in own_lines):
            return ()
        for comment in self._tokenized_comments("\n".join(own_lines) + "\n", line):
            marker = self._marker(comment)
            if self._stray(marker):
                if trailing is not None:
                    trailing.append(marker)
                self.strays.append(StrayMarker(marker, StrayReason.TRAILING))
        return self._noqa(line, len(own_lines))

    def _noqa(self, line: int, count: int) -> tuple[Suppression, ...]:
        """The `# noqa` comments on lines `line` to `line + count - 1` of the file."""
        found = []
        for number in range(line, line + count):
            text = self._source_line(number)
            match = NOQA_COMMENT.search(text)
            if match is not None:
                codes = match.group("codes")
                found.append(
                    Suppression(
                        SuppressionKind.NOQA,
                        tuple(code.strip().upper() for code in codes.split(",")) if codes else (),
                        Span(number, match.start() + 1),
                    )
                )
        return tuple(found)


    def _comments(self, block: Sequence[cst.EmptyLine], first_line: int, indent: str) -> tuple[Comment, ...]:
        return tuple(comment_at(empty, first_line + height(block[:offset]), indent) for offset, empty in enumerate(block))

    def _attached(
        self, block: Sequence[cst.EmptyLine], first_line: int, indent: str, consume: bool = True
    ) -> tuple[tuple[Comment, ...], tuple[Suppression, ...]]:
        """A comment block above a declaration, split: its comments without `# defaultgen:`
        directives (which are no description and no marker), and its `ignore[...]`
        directives. Those are the declaration's (`consume`); any other directive is left to
        `_stray_directives`."""
        comments, ignores = [], []
        for comment in self._comments(block, first_line, indent):
            if not comment.text.strip().startswith(DIRECTIVE):
                comments.append(comment)
                continue
            match = IGNORE_DIRECTIVE.fullmatch(comment.text.strip())
            if match is not None and consume:
                codes = tuple(code.strip().upper() for code in match.group("codes").split(","))
                ignores.append(Suppression(SuppressionKind.IGNORE, codes, comment.span))
                self._consumed.add(comment.span)
        return tuple(comments), tuple(ignores)

    def _stray_directives(self) -> tuple[Comment, ...]:
        """`# defaultgen:` comments anywhere in the file that no declaration took and that are
        not a file-level `# defaultgen: noqa` (at the start of a line of its own)."""
        stray = []
        for comment in self._tokenized_comments(self.text, 1):
            text = comment.text.strip()
            if not text.startswith(DIRECTIVE) or comment.span in self._consumed:
                continue
            if comment.span.col == 1 and FILE_NOQA_DIRECTIVE.fullmatch(text):
                continue
            stray.append(comment)
        return tuple(stray)

    def _module_markers(self) -> tuple[Marker, ...]:
        """Module-level markers (`+groupName=`, `+kubebuilder:validation:Optional`, ...):
        top-level comment lines (column 1) that are no declaration's, wherever they stand
        (controller-gen's package markers). Near misses and unknown ones there were recorded
        when the comment was first read."""
        found = []
        for comment in self._tokenized_comments(self.text, 1):
            if comment.span.col != 1 or comment.span in self._declaration_comments:
                continue
            if not MODULE_MARKER.match("#" + comment.text):
                continue
            marker = _markers.parse_marker(comment)
            if marker is not None and marker.kind not in _RECORDED and Target.MODULE in REGISTRY[marker.name].targets:
                found.append(marker)
        return tuple(found)

    def _source_line(self, number: int) -> str:
        """Line `number` (1-based) of the file as written."""
        if self._source_lines is None:
            self._source_lines = source_lines(self.text)
        return self._source_lines[number - 1] if number <= len(self._source_lines) else ""

    def _stray(self, marker: Marker | None) -> bool:
        """Whether a marker found where no declaration takes it is reported (DG104, DG105): a
        default anywhere; any other marker defaultgen reads unless it is read where it stands
        (a module-level one at column 1, one in a class's blocks). Near misses and unknown
        markers are DG102's and DG109's."""
        if marker is None or marker.kind in _RECORDED:
            return False
        if marker.kind is MarkerKind.DEFAULT:
            return True
        if marker.span in self._declaration_comments:
            return False
        return not (marker.span.col == 1 and Target.MODULE in REGISTRY[marker.name].targets)

    def _markers(self, comments: Iterable[Comment], record: bool = True) -> tuple[Marker, ...]:
        """The markers of a declaration's comment block (read once: `record` False when the
        block's near misses and unknown markers were recorded already)."""
        markers = []
        for comment in comments:
            marker = self._marker(comment) if record else _markers.parse_marker(comment)
            if marker is not None and marker.kind not in _RECORDED:
                markers.append(marker)
        return tuple(markers)

    def _marker(self, comment: Comment) -> Marker | None:
        """Parse one comment; near misses (DG102) and unknown markers (DG109) are recorded
        wherever they stand."""
        marker = _markers.parse_marker(comment)
        if marker is not None and marker.kind is MarkerKind.NEAR_MISS:
            self.near_misses.append(marker)
        elif marker is not None and marker.kind is MarkerKind.UNKNOWN:
            self.unknown_markers.append(marker)
        return marker

    def _leading(
        self, stmt: cst.CSTNode, start: int, indent: str, reason: StrayReason, detached_only: bool = False
    ) -> None:
        """Markers in a statement's leading lines that attach to nothing.

        The block directly above gets `reason` (unless the caller reads it: `detached_only`);
        comments cut off from the statement by a blank line get BLANK_LINE when the
        statement is something a marker could apply to.
        """
        lines = getattr(stmt, "leading_lines", ())
        detached = len(lines) - len(attached_block(stmt))
        for offset, empty in enumerate(lines):
            if empty.comment is None or (detached_only and offset >= detached):
                continue
            marker = self._marker(comment_at(empty, start + height(lines[:offset]), indent))
            if self._stray(marker):
                why = reason if offset >= detached else _detached_reason(reason)
                self.strays.append(StrayMarker(marker, why))

    def _scan_comment_lines(self, lines: Sequence[cst.EmptyLine], start: int, indent: str) -> None:
        """Comment lines above nothing (a file's header and footer, a class body's footer)."""
        for offset, empty in enumerate(lines):
            if empty.comment is None:
                continue
            marker = self._marker(comment_at(empty, start + height(lines[:offset]), indent))
            if self._stray(marker):
                self.strays.append(StrayMarker(marker, StrayReason.NOTHING_BELOW))

    def _deep_scan(
        self,
        code: str,
        start: int,
        skip_lines: int,
        stop_line: int | None = None,
        reason: StrayReason = StrayReason.NOTHING_BELOW,
    ) -> None:
        """Markers inside a statement we do not read structurally (function bodies, multi-line
        expressions, plain classes): any `+default` there applies to nothing."""
        if not MARKER_TEXT.search(code):
            return
        for comment in self._tokenized_comments(code, start):
            relative = comment.span.line - start
            if relative < skip_lines or (stop_line is not None and relative >= stop_line):
                continue
            marker = self._marker(comment)
            if self._stray(marker):
                self.strays.append(StrayMarker(marker, reason))

    def _tokenized_comments(self, code: str, start: int) -> list[Comment]:
        """Comments of a code snippet whose first line is line `start` of the file.

        libcst renders a nested statement without its enclosing indentation (but keeps the
        literal whitespace of continuation lines), so columns come from the file's own line.
        """
        comments = []
        try:
            for token in tokenize.generate_tokens(io.StringIO(code).readline):
                if token.type == tokenize.COMMENT:
                    line = start + token.start[0] - 1
                    source = self._source_line(line)
                    col = source.rfind(token.string)
                    comments.append(Comment(comment_text(token.string), Span(line, (col if col >= 0 else token.start[1]) + 1)))
        except (tokenize.TokenError, SyntaxError):
            pass
        return comments


# --------------------------------------------------------------------------- small helpers


def comment_text(value: str) -> str:
    """`# text` → `text`: drop `#` and one space, like Go's comment text."""
    text = value[1:]
    return text[1:] if text.startswith(" ") else text


def comment_at(empty: cst.EmptyLine, line: int, indent: str) -> Comment:
    assert empty.comment is not None
    space = empty.whitespace.value
    if "\n" in space:  # a backslash continued the line: the comment is on the last line it took
        line, col = line + space.count("\n"), len(space.rpartition("\n")[2]) + 1
    else:
        col = (len(indent) if empty.indent else 0) + len(space) + 1
    return Comment(comment_text(empty.comment.value), Span(line, col))


def height(lines: Sequence[cst.EmptyLine]) -> int:
    """The file lines that empty lines take: one each, more where a backslash continues one."""
    return sum(1 + empty.whitespace.value.count("\n") for empty in lines)


def attached_block(stmt: cst.CSTNode) -> Sequence[cst.EmptyLine]:
    """The contiguous comment lines directly above a statement (no blank line between)."""
    lines = getattr(stmt, "leading_lines", ())
    count = 0
    for empty in reversed(lines):
        if empty.comment is None:
            break
        count += 1
    return lines[len(lines) - count :]


def _detached_reason(reason: StrayReason) -> StrayReason:
    if reason in (StrayReason.NOTHING_BELOW, StrayReason.METHOD, StrayReason.CLASS):
        return reason
    return StrayReason.BLANK_LINE


def source_lines(code: str) -> list[str]:
    """Lines as Python counts them (`str.splitlines` also breaks at form feeds, U+2028, ...)."""
    lines = code.split("\n")
    return lines[:-1] if lines[-1] == "" else lines
