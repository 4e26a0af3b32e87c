"""Lint output formats: `text` for people (ruff's `path:line:col: CODE message` and a
summary), `json` for programs, `github` for GitHub Actions annotations."""

from __future__ import annotations

import json
import re
from collections.abc import Sequence

from ._diagnostics import Diagnostic, Severity

FORMATS = ("text", "json", "github")

# Messages quote the user's source: a control character (or a line break) in it must neither
# drive the terminal nor break the one-line-per-finding format.
_CONTROL = re.compile(r"[\x00-\x08\x0a-\x1f\x7f-\x9f]")


def render(diagnostics: Sequence[Diagnostic], fmt: str) -> str:
    """The whole report, ending with a newline (empty for json/github with nothing found is
    still valid: `[]` and no lines)."""
    if fmt == "json":
        return json.dumps([d.as_json() for d in diagnostics], indent=2) + "\n"
    if fmt == "github":
        return "".join(_github(d) + "\n" for d in diagnostics)
    lines = [_printable(d.as_text()) for d in diagnostics]
    return "\n".join([*lines, summary(diagnostics)]) + "\n"


def summary(diagnostics: Sequence[Diagnostic]) -> str:
    """`Found 2 errors and 1 warning.`, or `All checks passed!`."""
    errors = sum(d.severity is Severity.ERROR for d in diagnostics)
    warnings = len(diagnostics) - errors
    if not diagnostics:
        return "All checks passed!"
    counts = [_count(n, word) for n, word in ((errors, "error"), (warnings, "warning")) if n]
    return f"Found {' and '.join(counts)}."


def _count(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def _printable(text: str) -> str:
    return _CONTROL.sub(lambda m: f"\\x{ord(m.group()):02x}", text)


def _github(d: Diagnostic) -> str:
    """A workflow command: `::error file=...,line=...,col=...,title=CODE::message`."""
    level = "error" if d.severity is Severity.ERROR else "warning"
    props = f"file={_property(d.path)},line={d.line},col={d.col},title={_property(d.code)}"
    return f"::{level} {props}::{_data(d.message)}"


def _data(text: str) -> str:
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _property(text: str) -> str:
    return _data(text).replace(":", "%3A").replace(",", "%2C")
