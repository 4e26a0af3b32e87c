"""The server's document check (`server.checks.check_documents`) on hostile documents and
random edit sequences: it never raises, and every diagnostic it gives is a DG code whose range
lies inside the document, in UTF-16 units. The documents are the front end fuzzer's
(tests/test_fuzz_frontend.py), as text a client could send (lone surrogates included); a
second open document imports from the fuzzed one, so the cross-module re-check runs too.
`DEFAULTGEN_FUZZ_INPUTS` scales the number of examples as for the front end (`make fuzz`)."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from hypothesis import given, note, seed, settings
from hypothesis import strategies as st
from lsprotocol import types as lsp
from test_fuzz_frontend import _BAD_VALUES, _MARKER_FORMS, FUZZ, INPUTS, SEED, sources
from test_server import PORTS, SERVICE

from defaultgen.server.checks import check_documents, span, to_lsp
from defaultgen.server.positions import lines_of
from defaultgen.server.project import project_of, source_of
from defaultgen.diagnostics import Diagnostic, Severity

USER = "from dataclasses import dataclass\n\nfrom fuzzed import Sub\n\n\n@dataclass\nclass User:\n    sub: Sub | None = None\n"

_INSERTS = st.sampled_from(_BAD_VALUES + _MARKER_FORMS + ["\n", "\r\n", "    ", "é", "😀", "\ud800", "\x0c", "\u2028"]) | st.text(max_size=8)
_EDITS = st.lists(st.tuples(st.floats(0, 1), st.integers(0, 20), _INSERTS), min_size=1, max_size=4)


@pytest.fixture(scope="module")
def workdir(tmp_path_factory):
    """A project directory made current for the module (the server works from its root)."""
    root = tmp_path_factory.mktemp("server_checks")
    before = os.getcwd()
    os.chdir(root)
    yield root
    os.chdir(before)


def _utf16(text: str) -> int:
    return sum(2 if ord(c) > 0xFFFF else 1 for c in text)


def _assert_inside(found: dict[str, list[lsp.Diagnostic]], texts: dict[str, str]) -> None:
    assert set(found) == set(texts)
    for uri, diagnostics in found.items():
        lines = lines_of(texts[uri])
        for d in diagnostics:
            assert isinstance(d, lsp.Diagnostic) and re.fullmatch(r"DG\d{3}", d.code), d
            for end in (d.range.start, d.range.end):
                assert 0 <= end.line < len(lines), (d, len(lines))
                assert 0 <= end.character <= _utf16(lines[end.line]), (d, lines[end.line])
            assert (d.range.start.line, d.range.start.character) <= (d.range.end.line, d.range.end.character), d


def _check(root: Path, texts: dict[str, str]) -> dict[str, list[lsp.Diagnostic]]:
    project = project_of(root / "fuzzed.py")
    documents = {uri: source_of(root / uri, project.settings, text) for uri, text in texts.items()}
    return check_documents(project, documents)


@seed(SEED)
@settings(FUZZ, max_examples=max(25, INPUTS // 12))
@given(data=sources(), edits=_EDITS)
def test_any_text_and_edit_sequence_gives_diagnostics_inside_the_document(workdir, data, edits):
    note(f"fuzz seed: {SEED} (replay with DEFAULTGEN_FUZZ_SEED={SEED})")
    text = data.decode("utf-8", "surrogateescape")  # undecodable bytes as lone surrogates
    texts = {"fuzzed.py": text, "user.py": USER}
    _assert_inside(_check(workdir, texts), texts)
    for where, deleted, inserted in edits:
        at = int(where * len(text))
        text = text[:at] + inserted + text[at + deleted :]
        texts["fuzzed.py"] = text
        note(f"after an edit: {text!r}")
        _assert_inside(_check(workdir, texts), texts)


def test_a_range_after_non_ascii_text_counts_utf16_units(workdir):
    """`😀` is two UTF-16 units, one code point: the DG105 (a marker in a trailing comment)
    after it starts and ends where an editor counts; a field named `é` (one unit) is one
    character wide."""
    text = (
        "from dataclasses import dataclass\n\n\n@dataclass\nclass Spec:\n"
        '    s: str = "😀"  # +default="a"\n'
        "    é: int = 1  # é\n"
    )
    found = _check(workdir, {"fuzzed.py": text})["fuzzed.py"]
    ranges = {(d.code, d.range.start.line): d.range for d in found}
    # `    s: str = "` is 14 units, 😀 2, `"  ` 3: the `#` at 19; the line is 33 units long
    assert ranges["DG105", 5] == lsp.Range(lsp.Position(5, 19), lsp.Position(5, 33))
    assert ranges["DG303", 6] == lsp.Range(lsp.Position(6, 4), lsp.Position(6, 5))


def test_span_of_a_marker_runs_to_the_line_end_and_of_a_field_one_word():
    lines = ["    # +optional  ", "    name: str = ''"]
    assert span(lines, 1, 5) == (0, 4, len("    # +optional"))
    assert span(lines, 2, 5) == (1, 4, 8)
    assert span(lines, 9, 99) == (8, 0, 0)  # past the text: an empty range, never an error


def test_to_lsp_converts_code_points_to_utf16():
    lines = ["x = '😀😀'  # +bad"]
    found = to_lsp(Diagnostic("a.py", 1, 11, "DG109", "m", Severity.ERROR), lines)
    assert found.range == lsp.Range(lsp.Position(0, 12), lsp.Position(0, 18))  # the `#` after two 😀: 10 points, 12 units


def test_a_file_not_open_is_read_again_once_changed_on_disk(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The files a document imports are kept as read from one check to the next (`loaded`),
    and read again when their size or modification time changes."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "ports.py").write_text(PORTS, encoding="utf-8")
    project = project_of(tmp_path / "service.py")
    loaded: dict = {}

    def codes() -> list[str]:
        found = check_documents(project, {"service": source_of(tmp_path / "service.py", project.settings, SERVICE)}, loaded=loaded)
        return [d.code for d in found["service"]]

    assert codes() == []
    assert [key[2] for key in loaded] == ["ports"]
    kept = next(iter(loaded.values()))
    assert codes() == [] and next(iter(loaded.values())) is kept  # not read again
    # the key field loses its default on disk: service.py's +listMapKey=protocol is wrong now
    (tmp_path / "ports.py").write_text(PORTS.replace('    # +default="TCP"\n', ""), encoding="utf-8")
    assert codes() == ["DG306"]
