"""defaultgen.cli.apply.run_apply: `defaultgen apply` (SPEC §5, §6)."""

from __future__ import annotations

import io
import json
import os

import pytest
import yaml

from defaultgen.cli.apply import run_apply

REF = "#/components/schemas/"

COMPONENTS = {
    "components": {
        "schemas": {
            "pkg.api.types.Root": {
                "type": "object",
                "default": {},
                "properties": {
                    "entry": {
                        "allOf": [{"$ref": REF + "pkg.api.types.SubLevel"}],
                        "default": {},
                    },
                    "list": {
                        "type": "array",
                        "items": {"type": "string", "default": "apple"},
                    },
                },
            },
            "pkg.api.types.SubLevel": {
                "type": "object",
                "properties": {
                    "name": {"type": "string", "default": "default-name"},
                    "number": {"type": "integer", "default": 0},
                },
            },
        }
    }
}
ROOT_DEFAULTED = {"entry": {"name": "default-name", "number": 0}}

STRUCTURAL = {
    "type": "object",
    "properties": {"foo": {"type": "string", "default": "abc"}},
}


@pytest.fixture
def files(tmp_path, monkeypatch):
    """Work in a temp dir holding the schema files; returns a writer for more files."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "openapi.json").write_text(json.dumps(COMPONENTS), encoding="utf-8")
    (tmp_path / "structural.yaml").write_text(
        yaml.safe_dump(STRUCTURAL), encoding="utf-8"
    )

    def write(name: str, text: str) -> str:
        (tmp_path / name).write_text(text, encoding="utf-8")
        return name

    return write


def run(schema, type_name=None, doc=None, in_place=False, stdin=None, monkeypatch=None):
    out, err = io.StringIO(), io.StringIO()
    if stdin is not None:
        monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
    code = run_apply(schema, type_name, doc, in_place, out, err)
    return code, out.getvalue(), err.getvalue()


def test_json_document_defaulted_to_stdout(files):
    """A JSON document is printed defaulted, as JSON; the file is not touched (dry run)."""
    doc = files("doc.json", '{"list": [null, "foo"]}')
    code, out, err = run("openapi.json", "pkg.api.types.Root", doc)
    assert (code, err) == (0, "")
    assert json.loads(out) == {"list": ["apple", "foo"], **ROOT_DEFAULTED}
    assert out.endswith("}\n") and out.startswith("{\n  ")
    assert open(doc, encoding="utf-8").read() == '{"list": [null, "foo"]}'


def test_yaml_document_gives_yaml(files):
    """YAML in, YAML out."""
    doc = files("doc.yaml", "entry:\n  name: other-name\n")
    code, out, err = run("openapi.json", "pkg.api.types.Root", doc)
    assert (code, err) == (0, "")
    assert out == "entry:\n  name: other-name\n  number: 0\n"


def test_stdin_document(files, monkeypatch):
    """No DOC (or '-') reads stdin; KEP-1929's default('null') works from the command line."""
    code, out, _ = run(
        "openapi.json",
        "pkg.api.types.Root",
        None,
        stdin="null",
        monkeypatch=monkeypatch,
    )
    assert (code, json.loads(out)) == (0, ROOT_DEFAULTED)
    code, out, _ = run(
        "openapi.json", "pkg.api.types.Root", "-", stdin="{}", monkeypatch=monkeypatch
    )
    assert (code, json.loads(out)) == (0, ROOT_DEFAULTED)


def test_short_type_name(files):
    """--type Root picks pkg.api.types.Root when no other schema is called Root."""
    doc = files("doc.json", "{}")
    code, out, _ = run("openapi.json", "Root", doc)
    assert (code, json.loads(out)) == (0, ROOT_DEFAULTED)


def test_single_schema_needs_no_type(files):
    """A components file with exactly one schema needs no --type."""
    only = {"components": {"schemas": {"X": STRUCTURAL}}}
    schema = files("one.json", json.dumps(only))
    code, out, _ = run(schema, None, files("doc.json", "{}"))
    assert (code, json.loads(out)) == (0, {"foo": "abc"})


def test_structural_schema_file(files):
    """FILE may be one structural schema (here YAML), applied at the root."""
    code, out, err = run("structural.yaml", None, files("doc.json", '{"foo": null}'))
    assert (code, err, json.loads(out)) == (0, "", {"foo": "abc"})


def test_missing_type_lists_names(files):
    """Several schemas and no --type: exit 2, listing the names to choose from."""
    code, out, err = run("openapi.json", None, files("doc.json", "{}"))
    assert (code, out) == (2, "")
    assert err == (
        "defaultgen apply: openapi.json: holds 2 schemas; pick one with --type: "
        "pkg.api.types.Root, pkg.api.types.SubLevel\n"
    )


def test_unknown_type_suggests_close_matches(files):
    """An unknown --type: exit 2 naming the close matches."""
    code, _, err = run("openapi.json", "pkg.api.types.Rot", files("doc.json", "{}"))
    assert code == 2
    assert err.startswith(
        "defaultgen apply: openapi.json: no schema named 'pkg.api.types.Rot'; "
        "did you mean pkg.api.types.Root"  # the closest first
    )
    code, _, err = run("openapi.json", "Sublevel", "doc.json")
    assert code == 2 and "did you mean pkg.api.types.SubLevel?" in err


def test_unknown_type_without_matches_lists_names(files):
    """An unknown --type with nothing close lists what is available."""
    code, _, err = run("openapi.json", "zzz", files("doc.json", "{}"))
    assert code == 2 and err.endswith(
        "available: pkg.api.types.Root, pkg.api.types.SubLevel\n"
    )


def test_type_with_structural_schema_is_an_error(files):
    """--type has nothing to pick from in a single structural schema: exit 2."""
    code, _, err = run("structural.yaml", "Root", files("doc.json", "{}"))
    assert code == 2 and "--type Root given, but the file is one schema" in err


def test_in_place_writes_atomically_in_the_same_format(files):
    """--in-place rewrites DOC (same format) and prints nothing."""
    doc = files("doc.yaml", "list: [null]\n")
    code, out, err = run("openapi.json", "pkg.api.types.Root", doc, in_place=True)
    assert (code, out, err) == (0, "", "")
    text = open(doc, encoding="utf-8").read()
    assert yaml.safe_load(text) == {"list": ["apple"], **ROOT_DEFAULTED}
    assert not [n for n in os.listdir(".") if n.endswith(".tmp")]


def test_in_place_unchanged_file_is_left_alone(files):
    """--in-place on an already defaulted document does not rewrite it (comments survive)."""
    text = "# keep me\nentry: {name: default-name, number: 0}\n"
    doc = files("doc.yaml", text)
    before = os.stat(doc).st_mtime_ns
    assert run("openapi.json", "Root", doc, in_place=True)[0] == 0
    assert open(doc, encoding="utf-8").read() == text
    assert os.stat(doc).st_mtime_ns == before


@pytest.mark.parametrize("dash", [None, "-"])
def test_in_place_with_stdin_is_a_usage_error(files, dash):
    """--in-place needs a file: with stdin it is exit 2."""
    code, out, err = run("openapi.json", "Root", dash, in_place=True)
    assert (code, out) == (2, "")
    assert err == "defaultgen apply: --in-place needs a DOC file, not stdin\n"


@pytest.mark.parametrize(
    ("doc_text", "message"),
    [
        (
            '{"a": 1,\n "b": }',
            "defaultgen apply: doc.json:2:7: invalid JSON: Expecting value\n",
        ),
        ("", "defaultgen apply: doc.json: empty document\n"),
    ],
)
def test_malformed_document(files, doc_text, message):
    """A malformed document: one located line on stderr, exit 2, nothing on stdout."""
    doc = files("doc.json", doc_text)
    assert run("openapi.json", "Root", doc) == (2, "", message)


def test_malformed_yaml_document(files):
    """A malformed YAML document is located too."""
    doc = files("doc.yaml", "a: [1\nb: 2\n")
    code, out, err = run("openapi.json", "Root", doc)
    assert (code, out) == (2, "")
    assert err.startswith("defaultgen apply: doc.yaml:2:2: invalid YAML: ")
    assert err.count("\n") == 1


def test_missing_files(files):
    """Missing schema or document files: exit 2 with the path named."""
    assert run("nope.json", None, "doc.json") == (
        2,
        "",
        "defaultgen apply: nope.json: no such file\n",
    )
    code, _, err = run("openapi.json", "Root", "missing.yaml")
    assert (code, err) == (2, "defaultgen apply: missing.yaml: no such file\n")


@pytest.mark.parametrize(
    ("schema", "fragment"),
    [
        ("[1, 2]", "not a schema: expected an object at the top level"),
        ('{"components": {"schemas": []}}', "components.schemas must be an object"),
        ('{"components": {"schemas": {}}}', "components.schemas is empty"),
        (
            '{"type": "object", "properties": {"a": 3}}',
            "#/properties/a: a schema must be an object",
        ),
        (
            '{"type": "object", "properties": {"a": {"$ref": "#/components/schemas/X"}}}',
            "cannot resolve $ref '#/components/schemas/X'",
        ),
        ('{"type": ', "bad.json:1:10: invalid JSON"),
    ],
)
def test_bad_schema_files(files, schema, fragment):
    """A bad schema file: one clear line naming the file, exit 2, never a traceback."""
    files("bad.json", schema)
    code, out, err = run("bad.json", None, files("doc.json", "{}"))
    assert (code, out) == (2, "")
    assert err.startswith("defaultgen apply: bad.json") and fragment in err
    assert err.count("\n") == 1


def test_bad_ref_in_components_is_located(files):
    """An unresolvable $ref inside a component is located by JSON pointer."""
    broken = {
        "components": {"schemas": {"A": {"properties": {"b": {"$ref": REF + "B"}}}}}
    }
    schema = files("broken.json", json.dumps(broken))
    code, _, err = run(schema, "A", files("doc.json", "{}"))
    assert code == 2
    assert err == (
        "defaultgen apply: broken.json: #/components/schemas/A/properties/b: cannot resolve "
        "$ref '#/components/schemas/B': no schema named 'B' in components\n"
    )


def test_in_place_write_failure(files, monkeypatch):
    """A failing write is reported on stderr with exit 2 (and the file is left as it was)."""
    doc = files("doc.json", "{}")

    def fail(path, text):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr("defaultgen.fileio.atomic_write", fail)
    code, _, err = run("openapi.json", "Root", doc, in_place=True)
    assert (code, err) == (
        2,
        "defaultgen apply: doc.json: cannot write: Permission denied\n",
    )
    assert open(doc, encoding="utf-8").read() == "{}"


def test_docstring_describes_flags():
    """The docstring (used for --help) names every flag."""
    for flag in ("--schema", "--type", "--in-place", "DOC"):
        assert flag in run_apply.__doc__


def test_yaml_only_default_in_json_document(files):
    """A YAML schema default that JSON cannot hold (a timestamp) is an error, not a crash."""
    schema = files(
        "dated.yaml", "type: object\nproperties:\n  when: {default: 2024-01-01}\n"
    )
    code, out, err = run(schema, None, files("doc.json", "{}"))
    assert (code, out) == (2, "")
    assert err.startswith(
        "defaultgen apply: doc.json: cannot write the result as JSON: "
    )
    code, out, err = run(schema, None, files("doc.yaml", "a: 1\n"))
    assert (code, out, err) == (0, "a: 1\nwhen: 2024-01-01\n", "")
