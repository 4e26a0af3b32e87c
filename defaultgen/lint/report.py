"""Lint output formats: `text` for people (ruff's `path:line:col: CODE message` and a
summary), `json` for programs, `github` for GitHub Actions annotations, `sarif` (2.1.0) for
code scanning (GitHub's upload-sarif action and other SARIF viewers)."""

from __future__ import annotations

import json
import os
import re
from collections.abc import Sequence
from json.encoder import encode_basestring_ascii
from pathlib import Path

from ..diagnostics import Diagnostic, Severity

FORMATS = ("text", "json", "github", "sarif")

SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
_SARIF_TEXT_LIMIT = 1024  # GitHub's limit for a rule's short and full descriptions

# Messages quote the user's source: a control character (or a line break) in it must neither
# drive the terminal nor break the one-line-per-finding format.
_CONTROL = re.compile(r"[\x00-\x08\x0a-\x1f\x7f-\x9f]")


def render(
    diagnostics: Sequence[Diagnostic], fmt: str, *, quiet: bool = False, rules: list[dict[str, object]] | None = None
) -> str:
    """The whole report, ending with a newline (empty for json/github with nothing found is
    still valid: `[]` and no lines). `quiet` drops the text format's summary line. `rules`
    are SARIF's rule descriptions when they are not lint's (`defaultgen compat`'s checks)."""
    if fmt == "json":
        return _json(diagnostics)
    if fmt == "github":
        return "".join(_github(d) + "\n" for d in diagnostics)
    if fmt == "sarif":
        return json.dumps(sarif(diagnostics, rules), indent=2, ensure_ascii=False) + "\n"
    lines = [_printable(d.as_text()) for d in diagnostics]
    if not quiet:
        lines.append(summary(diagnostics))
    return "".join(line + "\n" for line in lines)


# One finding of `json.dumps([d.as_json() ...], indent=2)`, as a template: json's indenting
# encoder is written in Python and takes 0.44 s for 99,000 findings, this 0.12 s (the select
# ALL benchmark row); tests/test_report.py holds the two equal.
_JSON_FINDING = '  {\n    "path": %s,\n    "line": %d,\n    "col": %d,\n    "code": %s,\n    "severity": %s,\n    "message": %s\n  }'


def _json(diagnostics: Sequence[Diagnostic]) -> str:
    if not diagnostics:
        return "[]\n"
    text = encode_basestring_ascii  # json.dumps' own escaping (ensure_ascii)
    findings = [
        _JSON_FINDING % (text(d.path), d.line, d.col, text(d.code), text(d.severity.value), text(d.message))
        for d in diagnostics
    ]
    return "[\n" + ",\n".join(findings) + "\n]\n"


def summary(diagnostics: Sequence[Diagnostic]) -> str:
    """`Found 2 errors and 1 warning.`, or `All checks passed!`."""
    errors = sum(d.severity is Severity.ERROR for d in diagnostics)
    notes = sum(d.severity is Severity.INFO for d in diagnostics)
    warnings = len(diagnostics) - errors - notes
    if not diagnostics:
        return "All checks passed!"
    counts = [_count(n, word) for n, word in ((errors, "error"), (warnings, "warning"), (notes, "note")) if n]
    return f"Found {' and '.join(counts)}."


def _count(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def _printable(text: str) -> str:
    return _CONTROL.sub(lambda m: f"\\x{ord(m.group()):02x}", text)


def _github(d: Diagnostic) -> str:
    """A workflow command: `::error file=...,line=...,col=...,title=CODE::message`."""
    level = _GITHUB_LEVEL[d.severity]
    props = f"file={_property(d.path)},line={d.line},col={d.col},title={_property(d.code)}"
    return f"::{level} {props}::{_data(d.message)}"


_GITHUB_LEVEL = {Severity.ERROR: "error", Severity.WARNING: "warning", Severity.INFO: "notice"}
_SARIF_LEVEL = {Severity.ERROR: "error", Severity.WARNING: "warning", Severity.INFO: "note"}


def _data(text: str) -> str:
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _property(text: str) -> str:
    return _data(text).replace(":", "%3A").replace(",", "%2C")


# --------------------------------------------------------------------------- SARIF


def sarif(diagnostics: Sequence[Diagnostic], rules: list[dict[str, object]] | None = None) -> dict[str, object]:
    """A SARIF 2.1.0 log of one run: the tool with every rule (whether or not it fired, so
    that viewers can show any rule's help), then one result per diagnostic. `rules`: the
    rule descriptions, lint's when not given."""
    from .. import __version__
    from . import docs as _docs

    if rules is None:
        from .rules import RULES

        rules = [_sarif_rule(rule, _docs) for rule in RULES]
    index = {str(rule["id"]): i for i, rule in enumerate(rules)}
    driver = {
        "name": "defaultgen",
        "version": __version__,
        "semanticVersion": __version__,
        "informationUri": _docs.HOMEPAGE,
        "rules": rules,
    }
    return {
        "$schema": SARIF_SCHEMA,
        "version": "2.1.0",
        "runs": [
            {
                "tool": {"driver": driver},
                "columnKind": "unicodeCodePoints",  # our columns count characters
                "results": [_sarif_result(d, index) for d in diagnostics],
            }
        ],
    }


def _sarif_rule(rule, docs) -> dict[str, object]:
    level = "error" if rule.SEVERITY is Severity.ERROR else "warning"
    return {
        "id": rule.CODE,
        "shortDescription": {"text": _limited(docs.title(rule))},
        "fullDescription": {"text": _limited(" ".join(docs.rationale(rule).split()) or docs.title(rule))},
        "help": {"text": docs.rule_text(rule), "markdown": docs.rule_markdown(rule)},
        "helpUri": docs.url(rule),
        # an opt-in rule (DG111) is off unless selected: SARIF's reportingConfiguration.enabled
        "defaultConfiguration": {"level": level, **({"enabled": False} if getattr(rule, "OPT_IN", False) else {})},
    }


def _sarif_result(d: Diagnostic, index: dict[str, int]) -> dict[str, object]:
    return {
        "ruleId": d.code,
        "ruleIndex": index[d.code],
        "level": _SARIF_LEVEL[d.severity],
        "message": {"text": d.message},
        "locations": [
            {
                "physicalLocation": {
                    "artifactLocation": {"uri": _uri(d.path)},
                    "region": {"startLine": d.line, "startColumn": d.col, "endLine": d.line},
                }
            }
        ],
    }


def _uri(path: str) -> str:
    """A relative URI reference with forward slashes (GitHub resolves it from the checkout's
    root, where CI runs), percent-encoded; a path on another drive stays absolute."""
    try:
        relative = os.path.relpath(path).replace(os.sep, "/")
    except ValueError:
        return Path(os.path.abspath(path)).as_uri()
    import urllib.parse  # SARIF only

    return urllib.parse.quote(relative, safe="/")


def _limited(text: str) -> str:
    if len(text) <= _SARIF_TEXT_LIMIT:
        return text
    return text[: _SARIF_TEXT_LIMIT - 3].rsplit(" ", 1)[0] + "..."
