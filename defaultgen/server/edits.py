"""The smallest text edits that turn one text into another (difflib's matching blocks),
at LSP positions (line, character) of the old text."""

from __future__ import annotations

import difflib

from lsprotocol import types as lsp

from .positions import UTF16, PositionCodec, lines_with_ends, to_client


def text_edits(old: str, new: str, codec: PositionCodec = UTF16) -> list[lsp.TextEdit]:
    """Edits of `old`'s lines that make `new` (none when equal), each line range replaced
    by the lines it becomes; a client applies them all at once, against `old`."""
    before = lines_with_ends(old)
    after = lines_with_ends(new)
    edits = []
    matcher = difflib.SequenceMatcher(None, before, after, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            continue
        edits.append(lsp.TextEdit(range=_lines(before, i1, i2, codec), new_text="".join(after[j1:j2])))
    return edits


def _lines(lines: list[str], first: int, end: int, codec: PositionCodec) -> lsp.Range:
    """Lines `first` to `end` (exclusive) of `lines` as a range; past a last line without a
    newline, to that line's end."""
    return lsp.Range(_position(lines, first, codec), _position(lines, end, codec))


def _position(lines: list[str], index: int, codec: PositionCodec) -> lsp.Position:
    if index < len(lines) or not lines or lines[-1].endswith(("\n", "\r")):
        return lsp.Position(index, 0)
    return to_client(lines, len(lines) - 1, len(lines[-1]), codec)
