"""`server.edits.text_edits`: the smallest line edits that turn one text into another, at LSP
positions of the old text (UTF-16 columns), which a client applies all at once."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from lsprotocol import types as lsp

from defaultgen.server.edits import text_edits
from defaultgen.server.positions import lines_with_ends


def _edit(start: tuple[int, int], end: tuple[int, int], text: str) -> lsp.TextEdit:
    return lsp.TextEdit(lsp.Range(lsp.Position(*start), lsp.Position(*end)), text)


def _apply(old: str, edits: list[lsp.TextEdit]) -> str:
    """What a client makes of `edits` (all against `old`; the texts here are ASCII, so a
    UTF-16 column is a character)."""
    lines = lines_with_ends(old)

    def offset(position: lsp.Position) -> int:
        return sum(len(line) for line in lines[: position.line]) + position.character

    for edit in sorted(edits, key=lambda e: offset(e.range.start), reverse=True):
        old = old[: offset(edit.range.start)] + edit.new_text + old[offset(edit.range.end) :]
    return old


def test_equal_texts_need_no_edit() -> None:
    assert text_edits("a\nb\n", "a\nb\n") == []


def test_one_changed_line_is_one_edit_of_that_line() -> None:
    assert text_edits("a\nb\nc\n", "a\nB\nc\n") == [_edit((1, 0), (2, 0), "B\n")]


def test_insertions_and_deletions_of_whole_lines() -> None:
    assert text_edits("a\nc\n", "a\nb\nc\n") == [_edit((1, 0), (1, 0), "b\n")]
    assert text_edits("a\nb\nc\n", "a\nc\n") == [_edit((1, 0), (2, 0), "")]


def test_a_last_line_without_newline_ends_at_its_last_character_in_utf16_units() -> None:
    assert text_edits("a\nb", "a\nc") == [_edit((1, 0), (1, 1), "c")]
    # é is one UTF-16 unit, 😀 two
    assert text_edits("a\né😀", "a\nx") == [_edit((1, 0), (1, 3), "x")]


def test_crlf_lines_are_kept_as_lines() -> None:
    assert text_edits("a\r\nb\r\nc\r\n", "a\r\nb2\r\nc\r\n") == [_edit((1, 0), (2, 0), "b2\r\n")]


_TEXTS = st.text(alphabet="ab\n\r", max_size=30)


@settings(max_examples=40, deadline=None)
@given(_TEXTS, _TEXTS)
def test_applying_the_edits_gives_the_new_text(old: str, new: str) -> None:
    edits = text_edits(old, new)
    assert _apply(old, edits) == new
    assert (edits == []) == (old == new)
