"""defaultgen.apply.documents: reading and writing the JSON / YAML documents of `apply`."""

from __future__ import annotations

import io
import json

import pytest
import yaml

from defaultgen.apply.documents import (
    DocumentError,
    dump_document,
    load_document,
    load_schema_file,
    parse_document,
)


def test_json_is_read_as_json(tmp_path):
    """A JSON file loads with format "json" and its path as name."""
    path = tmp_path / "doc.json"
    path.write_text('{"a": [1, null], "b": "é"}', encoding="utf-8")
    doc = load_document(str(path))
    assert (doc.data, doc.format, doc.name) == (
        {"a": [1, None], "b": "é"},
        "json",
        str(path),
    )


def test_yaml_is_read_as_yaml(tmp_path):
    """A YAML file loads with format "yaml"."""
    path = tmp_path / "doc.yaml"
    path.write_text("a:\n  - 1\n  - null\nb: x\n", encoding="utf-8")
    doc = load_document(str(path))
    assert (doc.data, doc.format) == ({"a": [1, None], "b": "x"}, "yaml")


def test_json_content_in_yaml_file_stays_json():
    """Format is decided by content: JSON text (a subset of YAML) is answered in JSON."""
    assert parse_document('{"a": 1}', "doc.yaml").format == "json"


def test_null_document():
    """A document that is just null is a document (KEP-1929's default('null'))."""
    doc = parse_document("null\n", "-")
    assert (doc.data, doc.format) == (None, "json")


def test_bom_is_accepted(tmp_path):
    """A UTF-8 byte order mark does not break parsing."""
    path = tmp_path / "doc.json"
    path.write_bytes(b'\xef\xbb\xbf{"a": 1}')
    assert load_document(str(path)).data == {"a": 1}


@pytest.mark.parametrize("dash", [None, "-"])
def test_stdin(dash):
    """None or '-' reads stdin, named <stdin> in messages."""
    doc = load_document(dash, stdin=io.StringIO("a: 1\n"))
    assert (doc.data, doc.format, doc.name) == ({"a": 1}, "yaml", "<stdin>")


def test_stdin_bytes():
    """A binary stdin (sys.stdin.buffer) is decoded as UTF-8."""

    class Stdin:
        buffer = io.BytesIO('{"a": "ü"}'.encode())

    assert load_document("-", stdin=Stdin()).data == {"a": "ü"}


def test_missing_file():
    """A missing file is a located DocumentError, not an OSError."""
    with pytest.raises(DocumentError, match=r"^nope\.json: no such file$"):
        load_document("nope.json")


def test_directory(tmp_path):
    """A directory is reported as such."""
    with pytest.raises(DocumentError, match="is a directory"):
        load_document(str(tmp_path))


def test_not_utf8(tmp_path):
    """Bytes that are not UTF-8 are reported with their offset."""
    path = tmp_path / "doc.yaml"
    path.write_bytes(b"a: \xff\n")
    with pytest.raises(
        DocumentError, match=r"doc\.yaml: not UTF-8 text \(bad byte at offset 3\)"
    ):
        load_document(str(path))


def test_malformed_json_is_located():
    """Broken JSON gives path:line:col of the problem (1-based)."""
    with pytest.raises(DocumentError, match=r"^d\.json:2:8: invalid JSON: "):
        parse_document('{"a": 1,\n  "b": }', "d.json")


def test_json_file_is_not_read_as_yaml():
    """A *.json file with a JSON typo is a JSON error, not silently YAML (flow style)."""
    with pytest.raises(DocumentError, match=r"^d\.json:1:9: invalid JSON"):
        parse_document('{"a": 1,}', "d.json")
    assert parse_document('{"a": 1,}', "d.yaml").data == {"a": 1}  # valid YAML, though


def test_brace_text_reports_the_json_error():
    """Text that looks like JSON but is neither JSON nor YAML gets the JSON error."""
    with pytest.raises(DocumentError, match=r"^<stdin>:1:7: invalid JSON"):
        parse_document('{"a": ', "<stdin>")


def test_malformed_yaml_is_located():
    """Broken YAML gives path:line:col (YAML marks are 0-based; messages are 1-based)."""
    with pytest.raises(
        DocumentError, match=r"^d\.yaml:2:2: invalid YAML: .*expected ','"
    ):
        parse_document("a: [1\nb: 2\n", "d.yaml")


def test_several_yaml_documents_rejected():
    """Only one document per file: a second one is reported where it starts."""
    with pytest.raises(
        DocumentError, match=r"^d\.yaml:2:1: invalid YAML: expected a single"
    ):
        parse_document("a: 1\n---\nb: 2\n", "d.yaml")


@pytest.mark.parametrize("text", ["", "  \n", "# just a comment\n"])
def test_empty_document_rejected(text):
    """An empty file is an error rather than a silent null document."""
    with pytest.raises(DocumentError, match="empty document"):
        parse_document(text, "d.yaml")


def test_unsafe_yaml_tag_rejected():
    """YAML is read with the safe loader: python tags are errors, never executed."""
    with pytest.raises(
        DocumentError, match=r"^d\.yaml:1:4: invalid YAML: could not determine"
    ):
        parse_document("a: !!python/object/apply:os.system ['true']\n", "d.yaml")


def test_nan_is_not_json():
    """NaN / Infinity are not JSON values."""
    with pytest.raises(DocumentError, match="NaN is not a JSON value"):
        parse_document('{"a": NaN}', "d.json")


def test_deep_nesting_rejected():
    """Hostile nesting is an error, not a RecursionError."""
    with pytest.raises(DocumentError, match="nested"):
        parse_document("[" * 600 + "]" * 600, "d.json")
    with pytest.raises(DocumentError, match="nested"):
        parse_document("[" * 100000 + "]" * 100000, "d.json")


def test_yaml_alias_cycle_rejected():
    """A YAML alias inside its own anchor (a cycle) is an error."""
    with pytest.raises(DocumentError, match="cycle"):
        parse_document("a: &x [*x]\n", "d.yaml")


def test_yaml_alias_bomb_rejected():
    """A "billion laughs" document is refused before anything walks it."""
    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    for i in range(1, 9):
        lines.append(f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 10) + "]")
    with pytest.raises(DocumentError, match="aliases expand"):
        parse_document("\n".join(lines) + "\n", "d.yaml")


def test_modest_aliases_accepted():
    """Ordinary anchors and aliases are fine."""
    assert parse_document("a: &x {k: 1}\nb: *x\n", "d.yaml").data == {
        "a": {"k": 1},
        "b": {"k": 1},
    }


def test_dump_json():
    """JSON output: indent 2, non-ASCII kept, trailing newline."""
    assert dump_document({"a": ["é"]}, "json") == '{\n  "a": [\n    "é"\n  ]\n}\n'


def test_dump_yaml():
    """YAML output: block style, key order kept, unicode kept."""
    text = dump_document({"b": 1, "a": {"é": [1, 2]}}, "yaml")
    assert text == "b: 1\na:\n  é:\n  - 1\n  - 2\n"


@pytest.mark.parametrize("fmt", ["json", "yaml"])
def test_round_trip(fmt):
    """What is dumped parses back to the same data and format."""
    data = {"z": None, "a": [True, 1.5, "x", {}], "m": {"k": []}}
    doc = parse_document(dump_document(data, fmt), "d")
    assert (doc.data, doc.format) == (data, fmt)
    if fmt == "json":
        assert json.loads(dump_document(data, fmt)) == data
    else:
        assert yaml.safe_load(dump_document(data, fmt)) == data


def test_load_schema_file(tmp_path):
    """Schema files load like documents (JSON or YAML) and fail the same located way."""
    path = tmp_path / "schema.yaml"
    path.write_text("type: object\nproperties: {a: {default: 1}}\n", encoding="utf-8")
    assert load_schema_file(str(path)) == {
        "type": "object",
        "properties": {"a": {"default": 1}},
    }
    path.write_text("type: [\n", encoding="utf-8")
    with pytest.raises(DocumentError, match=r"schema\.yaml:2:1: invalid YAML"):
        load_schema_file(str(path))


def test_dump_json_rejects_non_json_values():
    """Values JSON cannot hold (YAML timestamps, infinities) are a DocumentError."""
    import datetime

    with pytest.raises(DocumentError, match="cannot write the result as JSON"):
        dump_document({"a": datetime.date(2024, 1, 1)}, "json")
    with pytest.raises(DocumentError, match="cannot write the result as JSON"):
        dump_document({"a": float("inf")}, "json")
