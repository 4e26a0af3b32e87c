"""Lint output formats (defaultgen/lint/report): text, json, github and sarif."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest
from hypothesis import given
from hypothesis import strategies as st

from defaultgen import __version__
from defaultgen.diagnostics import Diagnostic, Severity
from defaultgen.lint.report import render, summary
from defaultgen.lint.rules import CODES

ERROR = Diagnostic("api/types.py", 12, 5, "DG203", "field `Foo.bar` needs omitempty")
WARNING = Diagnostic("api/types.py", 20, 5, "DG204", "redundant default", Severity.WARNING)


def test_text_is_one_line_per_finding_then_the_summary() -> None:
    """ruff's shape: `path:line:col: CODE message`, then the counts."""
    assert render([ERROR, WARNING], "text") == (
        "api/types.py:12:5: DG203 field `Foo.bar` needs omitempty\n"
        "api/types.py:20:5: DG204 redundant default\n"
        "Found 1 error and 1 warning.\n"
    )


@pytest.mark.parametrize(
    ("diagnostics", "line"),
    [
        ([], "All checks passed!"),
        ([ERROR], "Found 1 error."),
        ([ERROR, ERROR], "Found 2 errors."),
        ([WARNING], "Found 1 warning."),
        ([ERROR, WARNING, WARNING], "Found 1 error and 2 warnings."),
    ],
)
def test_summary_counts_errors_and_warnings(diagnostics: list[Diagnostic], line: str) -> None:
    """Singular and plural, errors before warnings."""
    assert summary(diagnostics) == line


def test_text_keeps_user_text_on_one_harmless_line() -> None:
    """Control characters and line breaks from the source are escaped, not printed."""
    hostile = Diagnostic("a.py", 1, 1, "DG101", "`+default=\x1b[31mred` is\nbad\ttab")
    assert render([hostile], "text").splitlines()[0] == "a.py:1:1: DG101 `+default=\\x1b[31mred` is\\x0abad\ttab"


def test_json_is_a_list_of_findings_with_every_field() -> None:
    """json: `[{path, line, col, code, severity, message}]`, 1-based, nothing else printed."""
    assert json.loads(render([ERROR, WARNING], "json")) == [
        {
            "path": "api/types.py",
            "line": 12,
            "col": 5,
            "code": "DG203",
            "severity": "error",
            "message": "field `Foo.bar` needs omitempty",
        },
        {
            "path": "api/types.py",
            "line": 20,
            "col": 5,
            "code": "DG204",
            "severity": "warning",
            "message": "redundant default",
        },
    ]
    assert json.loads(render([], "json")) == []


_TEXT = st.text(st.characters(codec="utf-8"), max_size=30)  # quotes, backslashes, controls, non-ASCII, emoji
_DIAGNOSTICS = st.lists(
    st.builds(Diagnostic, _TEXT, st.integers(1, 10**6), st.integers(1, 10**4), _TEXT, _TEXT, st.sampled_from(Severity)),
    max_size=4,
)


@given(_DIAGNOSTICS)
def test_json_is_exactly_what_json_dumps_writes(diagnostics: list[Diagnostic]) -> None:
    """The report is written from a template for speed; byte for byte it is the standard
    library's `json.dumps(..., indent=2)` of each finding's `as_json()`, newline-terminated."""
    assert render(diagnostics, "json") == json.dumps([d.as_json() for d in diagnostics], indent=2) + "\n"


def test_github_annotations_by_severity() -> None:
    """`::error file=...,line=...,col=...,title=CODE::message`; warnings are `::warning`."""
    assert render([ERROR, WARNING], "github") == (
        "::error file=api/types.py,line=12,col=5,title=DG203::field `Foo.bar` needs omitempty\n"
        "::warning file=api/types.py,line=20,col=5,title=DG204::redundant default\n"
    )
    assert render([], "github") == ""


def test_github_escapes_what_would_end_the_command() -> None:
    """Percent signs and newlines in messages, commas and colons in properties are escaped."""
    odd = Diagnostic("dir,x/a:b.py", 1, 2, "DG101", "100% wrong\nreally")
    assert render([odd], "github") == "::error file=dir%2Cx/a%3Ab.py,line=1,col=2,title=DG101::100%25 wrong%0Areally\n"


def test_quiet_text_is_the_findings_only() -> None:
    """`-q`: no summary line, so a clean run prints nothing at all."""
    assert render([ERROR], "text", quiet=True) == "api/types.py:12:5: DG203 field `Foo.bar` needs omitempty\n"
    assert render([], "text", quiet=True) == ""


# --- SARIF ----------------------------------------------------------------------------------------

# The part of the SARIF 2.1.0 schema (OASIS, sarif-schema-2.1.0.json) that our output uses,
# written out by hand from the standard: its required properties, its closed objects
# (additionalProperties: false) and value constraints, plus what GitHub code scanning
# requires on top ("SARIF support for code scanning": $schema, rules' shortDescription,
# fullDescription and help text, a location with uri, startLine and startColumn per result).
_MESSAGE = {"type": "object", "required": ["text"], "properties": {"text": {"type": "string", "minLength": 1}}}
_MULTIFORMAT = {
    "type": "object",
    "additionalProperties": False,
    "required": ["text"],
    "properties": {"text": {"type": "string", "minLength": 1, "maxLength": 1024}, "markdown": {"type": "string"}},
}
_LEVEL = {"enum": ["none", "note", "warning", "error"]}
SARIF_SUBSET = {
    "type": "object",
    "additionalProperties": False,
    "required": ["$schema", "version", "runs"],
    "properties": {
        "$schema": {"type": "string", "pattern": "^https://"},
        "version": {"enum": ["2.1.0"]},
        "runs": {
            "type": "array",
            "minItems": 1,
            "items": {
                "type": "object",
                "additionalProperties": False,
                "required": ["tool", "results"],
                "properties": {
                    "columnKind": {"enum": ["utf16CodeUnits", "unicodeCodePoints"]},
                    "tool": {
                        "type": "object",
                        "additionalProperties": False,
                        "required": ["driver"],
                        "properties": {
                            "driver": {
                                "type": "object",
                                "additionalProperties": False,
                                "required": ["name", "rules"],
                                "properties": {
                                    "name": {"type": "string"},
                                    "version": {"type": "string"},
                                    "semanticVersion": {"type": "string"},
                                    "informationUri": {"type": "string", "pattern": "^https://"},
                                    "rules": {
                                        "type": "array",
                                        "uniqueItems": True,
                                        "items": {
                                            "type": "object",
                                            "additionalProperties": False,
                                            "required": ["id", "shortDescription", "fullDescription", "help"],
                                            "properties": {
                                                "id": {"type": "string"},
                                                "shortDescription": _MULTIFORMAT,
                                                "fullDescription": _MULTIFORMAT,
                                                "help": {**_MULTIFORMAT, "properties": {
                                                    "text": {"type": "string", "minLength": 1},
                                                    "markdown": {"type": "string"},
                                                }},
                                                "helpUri": {"type": "string", "pattern": "^https://"},
                                                "defaultConfiguration": {  # reportingConfiguration (3.50)
                                                    "type": "object",
                                                    "additionalProperties": False,
                                                    "properties": {"level": _LEVEL, "enabled": {"type": "boolean"}},
                                                },
                                            },
                                        },
                                    },
                                },
                            }
                        },
                    },
                    "results": {
                        "type": "array",
                        "items": {
                            "type": "object",
                            "additionalProperties": False,
                            "required": ["message", "locations"],
                            "properties": {
                                "ruleId": {"type": "string"},
                                "ruleIndex": {"type": "integer", "minimum": 0},
                                "level": _LEVEL,
                                "message": _MESSAGE,
                                "locations": {
                                    "type": "array",
                                    "minItems": 1,
                                    "items": {
                                        "type": "object",
                                        "additionalProperties": False,
                                        "required": ["physicalLocation"],
                                        "properties": {
                                            "physicalLocation": {
                                                "type": "object",
                                                "additionalProperties": False,
                                                "required": ["artifactLocation", "region"],
                                                "properties": {
                                                    "artifactLocation": {
                                                        "type": "object",
                                                        "additionalProperties": False,
                                                        "required": ["uri"],
                                                        "properties": {"uri": {"type": "string", "minLength": 1}},
                                                    },
                                                    "region": {
                                                        "type": "object",
                                                        "additionalProperties": False,
                                                        "required": ["startLine", "startColumn"],
                                                        "properties": {
                                                            "startLine": {"type": "integer", "minimum": 1},
                                                            "startColumn": {"type": "integer", "minimum": 1},
                                                            "endLine": {"type": "integer", "minimum": 1},
                                                            "endColumn": {"type": "integer", "minimum": 1},
                                                        },
                                                    },
                                                },
                                            }
                                        },
                                    },
                                },
                            },
                        },
                    },
                },
            },
        },
    },
}


def test_sarif_has_the_shape_sarif_2_1_0_and_github_code_scanning_require() -> None:
    """The log validates against the hand-written subset of the SARIF 2.1.0 schema, with
    GitHub's required fields; nothing found is still a run with an empty result list."""
    for diagnostics in ([ERROR, WARNING], []):
        log = json.loads(render(diagnostics, "sarif"))
        jsonschema.validate(log, SARIF_SUBSET)
        assert log["$schema"] == "https://json.schemastore.org/sarif-2.1.0.json"
        assert log["version"] == "2.1.0"
        assert len(log["runs"][0]["results"]) == len(diagnostics)


def test_sarif_rules_table_is_the_rule_registry() -> None:
    """One rule per code, in code order: the docstring's headline as short description, its
    body as full description, the severity as default level, docs/rules.md#dgNNN for help."""
    driver = json.loads(render([], "sarif"))["runs"][0]["tool"]["driver"]
    assert (driver["name"], driver["version"]) == ("defaultgen", __version__)
    assert [rule["id"] for rule in driver["rules"]] == list(CODES)
    dg203 = driver["rules"][CODES.index("DG203")]
    assert dg203["shortDescription"]["text"] == (
        "a non-zero default on a non-Optional scalar, list or dict field without `omitempty`"
    )
    assert dg203["fullDescription"]["text"].startswith('KEP-1929 rule 3: "we require omitempty on scalars')
    assert dg203["defaultConfiguration"] == {"level": "error"}
    assert dg203["helpUri"].endswith("/docs/rules.md#dg203")
    assert "omitempty" in dg203["help"]["text"] and "```python" in dg203["help"]["markdown"]
    levels = {rule["id"]: rule["defaultConfiguration"]["level"] for rule in driver["rules"]}
    warnings = {code for code, level in levels.items() if level == "warning"}
    assert {c for c in warnings if not c.startswith("DG4")} == {"DG001", "DG111", "DG202", "DG204", "DG205", "DG303"}
    # the opt-in rule is off by default (SARIF 2.1.0 reportingConfiguration.enabled), every other on
    disabled = {rule["id"] for rule in driver["rules"] if rule["defaultConfiguration"].get("enabled", True) is False}
    assert disabled == {"DG111"} | {rule["id"] for rule in driver["rules"] if rule["id"].startswith("DG4")}  # opt-in


def test_sarif_results_point_at_their_rule_and_place() -> None:
    """ruleId, ruleIndex into the rules table, level, message, and a 1-based region in a
    relative, forward-slash URI."""
    log = json.loads(render([ERROR, WARNING], "sarif"))
    rules = log["runs"][0]["tool"]["driver"]["rules"]
    first, second = log["runs"][0]["results"]
    assert first["ruleId"] == "DG203" and rules[first["ruleIndex"]]["id"] == "DG203"
    assert (first["level"], second["level"]) == ("error", "warning")
    assert first["message"]["text"] == "field `Foo.bar` needs omitempty"
    location = first["locations"][0]["physicalLocation"]
    assert location["artifactLocation"]["uri"] == "api/types.py"
    assert (location["region"]["startLine"], location["region"]["startColumn"]) == (12, 5)


def test_sarif_uris_are_relative_and_percent_encoded(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """An absolute path under the current directory becomes relative; a space is `%20`."""
    monkeypatch.chdir(tmp_path)
    odd = Diagnostic(str(tmp_path / "api dir" / "types.py"), 1, 1, "DG101", "bad")
    log = json.loads(render([odd], "sarif"))
    assert log["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] == (
        "api%20dir/types.py"
    )
