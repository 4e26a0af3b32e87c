"""Positions as LSP has them: a document's lines are split at `\r\n`, `\r` and `\n` only (as
Python's tokenizer and the lint's line numbers count them, not `str.splitlines`, which also
breaks at form feeds and `\u2028`), and a column counts the code units of the encoding agreed
with the client (UTF-16 unless the client offers another; pygls' `PositionCodec`), where the
lint and Python count code points."""

from __future__ import annotations

import re

from lsprotocol import types as lsp
from pygls.workspace import PositionCodec

UTF16 = PositionCodec()
_BREAK = re.compile(r"\r\n|\r|\n")


def lines_of(text: str) -> list[str]:
    """The lines of `text`, without their ends (the empty line after a final newline included)."""
    return _BREAK.split(text)


def lines_with_ends(text: str) -> list[str]:
    """The lines of `text`, each with its end (none after a final newline)."""
    parts = _BREAK.split(text)
    ends = _BREAK.findall(text)
    lines = [line + end for line, end in zip(parts, ends)]
    if parts[-1]:
        lines.append(parts[-1])
    return lines


def to_client(lines: list[str], row: int, column: int, codec: PositionCodec = UTF16) -> lsp.Position:
    """Code point `column` of line `row` as an LSP position (a column past the line: its end)."""
    line = lines[row] if 0 <= row < len(lines) else ""
    return lsp.Position(row, codec.client_num_units(line[:column]))


def from_client(lines: list[str], position: lsp.Position, codec: PositionCodec = UTF16) -> tuple[str, int]:
    """The line an LSP position is on and its column there in code points (a position inside
    a character that takes two units is at that character; past the end, at the end)."""
    line = lines[position.line] if 0 <= position.line < len(lines) else ""
    units = 0
    for index, char in enumerate(line):
        if units >= position.character:
            return line, index
        units += codec.client_num_units(char)
    return line, len(line)
