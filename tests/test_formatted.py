"""black for generated modules: remembered across runs, in parallel when there are many."""

from __future__ import annotations

import black
import pytest

from defaultgen.codegen import formatted as _formatted
from defaultgen.codegen.formatted import format_all

RAW = ["x  =  1\n", "def f( a ):\n  return a\n", "y = [1,\n 2]\n"]
FORMATTED = [black.format_str(text, mode=black.Mode()) for text in RAW]


@pytest.fixture(autouse=True)
def new_process(monkeypatch):
    """Forget what black made in this process, as a new run of the command would: each test
    starts so, and a test of the cache on disk calls it between its runs."""

    def forget() -> None:
        monkeypatch.setattr(_formatted, "_remembered", _formatted._Remembered())

    forget()
    return forget


@pytest.fixture
def calls(monkeypatch):
    """Count what is handed to black (in this process: fewer than 8 texts are never sent to workers)."""
    seen: list[str] = []
    original = _formatted._black

    def counting(text: str) -> str:
        seen.append(text)
        return original(text)

    monkeypatch.setattr(_formatted, "_black", counting)
    return seen


def test_everything_is_formatted_without_a_cache(calls):
    """No cache directory: every rendering goes through black."""
    assert format_all(RAW, FORMATTED, None) == FORMATTED
    assert calls == RAW


def test_an_output_black_made_from_the_same_rendering_is_taken_as_it_is(tmp_path, calls, new_process):
    """Second run: the files on disk are what black made last time, so black is not called."""
    assert format_all(RAW, [None, None, None], tmp_path) == FORMATTED
    new_process()
    calls.clear()
    assert format_all(RAW, FORMATTED, tmp_path) == FORMATTED
    assert calls == []


def test_a_changed_rendering_or_a_changed_file_is_formatted_again(tmp_path, calls, new_process):
    """A new rendering, or an output edited by hand, goes through black again."""
    format_all(RAW, [None, None, None], tmp_path)
    new_process()
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


def test_each_distinct_text_goes_through_black_once_a_process(calls):
    """The support module is one text for every output root, and a process that generates
    more than once (an editor integration, a test) formats it once: black sees each distinct
    rendering once, within a run and across runs of the process (with or without the cache
    on disk), and each copy gets its output."""
    support, other = "z  =  (1,)\n", "w = {  }\n"
    assert format_all([support, other, support], [None, None, None], None) == ["z = (1,)\n", "w = {}\n", "z = (1,)\n"]
    assert format_all([support], [None], None) == ["z = (1,)\n"]
    assert _formatted.format_source(other) == "w = {}\n"
    assert calls == [support, other]


def test_what_was_formatted_in_worker_processes_is_remembered_too(monkeypatch):
    """A second run of many modules in the same process sends none of them to black again."""
    many = [f"value_{i}  =  {{ 'k' : {i} }}\n" for i in range(20)]
    first = format_all(many, [None] * 20, None)  # in worker processes
    sent: list[str] = []
    original = _formatted._format_many
    monkeypatch.setattr(_formatted, "_format_many", lambda texts: sent.extend(texts) or original(texts))
    assert format_all(many, [None] * 20, None) == first
    assert sent == []


def test_only_the_last_texts_are_remembered(calls, monkeypatch):
    """The memory is bounded: the least recently used text is forgotten first."""
    monkeypatch.setattr(_formatted, "_REMEMBERED", 2)
    a, b, c = "a  =  1\n", "b  =  2\n", "c  =  3\n"
    for text in (a, b, a, c, a, b):  # c pushes b out (a was used after b), then b pushes c out
        _formatted.format_source(text)
    assert calls == [a, b, c, b]
