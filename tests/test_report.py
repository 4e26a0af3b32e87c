"""Lint output formats (defaultgen/_report): text, json and github."""

from __future__ import annotations

import json

import pytest

from defaultgen._diagnostics import Diagnostic, Severity
from defaultgen._report import render, summary

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
