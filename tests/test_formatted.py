"""black for generated modules: remembered across runs, in parallel when there are many."""

from __future__ import annotations

import black
import pytest

from defaultgen.codegen import formatted as _formatted
from defaultgen.codegen.formatted import format_all

RAW = ["x  =  1\n", "def f( a ):\n  return a\n", "y = [1,\n 2]\n"]
FORMATTED = [black.format_str(text, mode=black.Mode()) for text in RAW]


@pytest.fixture
def calls(monkeypatch):
    """Count what is handed to black."""
    seen: list[str] = []
    original = _formatted.format_source

    def counting(text: str) -> str:
        seen.append(text)
        return original(text)

    monkeypatch.setattr(_formatted, "format_source", counting)
    return seen


def test_everything_is_formatted_without_a_cache(calls):
    """No cache directory: every rendering goes through black."""
    assert format_all(RAW, FORMATTED, None) == FORMATTED
    assert calls == RAW


def test_an_output_black_made_from_the_same_rendering_is_taken_as_it_is(tmp_path, calls):
    """Second run: the files on disk are what black made last time, so black is not called."""
    assert format_all(RAW, [None, None, None], tmp_path) == FORMATTED
    calls.clear()
    assert format_all(RAW, FORMATTED, tmp_path) == FORMATTED
    assert calls == []


def test_a_changed_rendering_or_a_changed_file_is_formatted_again(tmp_path, calls):
    """A new rendering, or an output edited by hand, goes through black again."""
    format_all(RAW, [None, None, None], tmp_path)
    calls.clear()
    renderings = [RAW[0], "x = 2\n", RAW[2]]
    on_disk = [FORMATTED[0], FORMATTED[1], FORMATTED[2] + "# edited\n"]
    assert format_all(renderings, on_disk, tmp_path) == [FORMATTED[0], "x = 2\n", FORMATTED[2]]
    assert calls == ["x = 2\n", RAW[2]]


def test_a_damaged_cache_file_is_ignored(tmp_path, calls):
    """Garbage in the cache file means formatting everything, not an error."""
    (tmp_path / "format-v1.json").write_text("{not json", encoding="utf-8")
    assert format_all(RAW, FORMATTED, tmp_path) == FORMATTED
    assert calls == RAW


def test_many_modules_are_formatted_alike_in_worker_processes():
    """The parallel path gives exactly what black gives in this process."""
    many = [f"value_{i}  =  {{ 'k' : {i} }}\n" for i in range(20)]
    assert format_all(many, [None] * 20, None) == [black.format_str(t, mode=black.Mode()) for t in many]


def test_each_distinct_text_goes_through_black_once_a_process(monkeypatch):
    """The support module is one text for every output root, and a process that generates
    more than once (an editor integration, a test) formats it once: black sees each distinct
    rendering once, within a run and across runs of the process, and each copy gets its output."""
    seen: list[str] = []
    original = black.format_str

    def counting(text: str, *, mode: black.Mode) -> str:
        seen.append(text)
        return original(text, mode=mode)

    monkeypatch.setattr(black, "format_str", counting)
    _formatted.format_source.cache_clear()
    support, other = "z  =  (1,)\n", "w = {  }\n"
    assert format_all([support, other, support], [None, None, None], None) == ["z = (1,)\n", "w = {}\n", "z = (1,)\n"]
    assert format_all([support], [None], None) == ["z = (1,)\n"]
    assert seen == [support, other]
