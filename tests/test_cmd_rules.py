"""`defaultgen rules` and `defaultgen rule CODE` (defaultgen/cli/rules, cli/rule): the rule
documentation on the command line, and the examples it shows linting as claimed."""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

import pytest

from defaultgen.cli.main import main
from defaultgen.lint.linter import lint
from defaultgen.lint.rules import CODES, RULES
from defaultgen.settings import Settings
from defaultgen.source.discover import discover, load_universe

WARNINGS = {"DG001", "DG111", "DG202", "DG204", "DG205", "DG303"}  # SPEC §2, DG001 and DG111


def test_rules_lists_every_code_with_its_severity(capsys: pytest.CaptureFixture[str]) -> None:
    """One line per rule, in code order: code, severity, what it catches."""
    assert main(["rules"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split()[0] for line in lines] == list(CODES)
    for line in lines:
        code, severity = line.split()[:2]
        # the API conventions (DG4xx) are warnings: docs/decisions.md, API conventions
        assert severity == ("warning" if code in WARNINGS or code.startswith("DG4") else "error")
    dg203 = lines[CODES.index("DG203")]
    assert dg203.endswith("a non-zero default on a non-Optional scalar, list or dict field without `omitempty`")


def test_rule_explains_why_what_to_do_and_shows_both_examples(capsys: pytest.CaptureFixture[str]) -> None:
    """`defaultgen rule dg203` (any case): the docstring's reasoning, the summary, and the
    bad and fixed example modules."""
    from defaultgen.lint.rules import dg203

    assert main(["rule", "dg203"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("## DG203\n")
    assert "Severity: error." in out
    assert 'KEP-1929 rule 3: "we require omitempty on scalars with default different from the\nzero-value".' in out
    assert f"**What to do:** {dg203.SUMMARY}" in out
    assert f'```python title="dg203.py"\n{dg203.EXAMPLE_BAD}```' in out
    assert f'```python title="dg203_fixed.py"\n{dg203.EXAMPLE_GOOD}```' in out
    assert out.index(dg203.EXAMPLE_BAD) < out.index(dg203.EXAMPLE_GOOD)


@pytest.mark.parametrize(
    ("code", "suggests"),
    [
        ("DG2", "did you mean DG201, DG202, DG203, DG204, DG205?"),
        ("DG2O3", "DG203"),
        ("E501", "known codes: DG001"),
    ],
)
def test_an_unknown_code_exits_2_with_suggestions(capsys: pytest.CaptureFixture[str], code: str, suggests: str) -> None:
    """A prefix lists the codes it starts; a typo gets the closest codes; anything else the list."""
    assert main(["rule", code]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith(f"defaultgen rule: unknown rule code `{code}`;") and suggests in captured.err


def lint_example(tmp_path: Path, source: str, rule: ModuleType) -> list[str]:
    """The example linted with the default selection and its own rule (opt-in or not), and the
    rule's settings for its examples (a naming convention for DG415)."""
    (tmp_path / "example.py").write_text(source, encoding="utf-8")
    files = discover([str(tmp_path / "example.py")], tmp_path)
    settings = Settings(extend_select=(rule.CODE,), api_conventions=getattr(rule, "EXAMPLE_SETTINGS", {}))
    return [d.code for d in lint(load_universe(files, tmp_path), settings)]


@pytest.mark.parametrize("rule", RULES, ids=CODES)
def test_each_rules_examples_lint_as_claimed(tmp_path: Path, rule: ModuleType) -> None:
    """The bad example yields the rule's code and nothing else; the fixed one is clean."""
    assert set(lint_example(tmp_path, rule.EXAMPLE_BAD, rule)) == {rule.CODE}
    assert lint_example(tmp_path, rule.EXAMPLE_GOOD, rule) == []
