"""Rule documentation (defaultgen/lint/docs): one source — each rule module — for the command
line, docs/rules.md and SARIF; docs/rules.md must match what the package renders."""

from __future__ import annotations

import re
from pathlib import Path

from defaultgen.lint.docs import rationale, rule_markdown, rules_markdown, title, url
from defaultgen.lint.rules import CODES, RULES, dg202, dg304

RULES_MD = Path(__file__).parent.parent / "docs" / "rules.md"


def test_docs_rules_md_is_up_to_date() -> None:
    """Regenerate with `make docs` when this fails."""
    assert RULES_MD.read_text(encoding="utf-8") == rules_markdown(), "docs/rules.md is stale"


def test_every_rule_has_a_section_its_links_reach() -> None:
    """The index links `#dgNNN` and SARIF's helpUri point at a `## DGNNN` heading (GitHub's
    anchor for it), once per rule, in code order."""
    text = rules_markdown()
    assert re.findall(r"^## (DG\d{3})$", text, re.M) == list(CODES)
    for rule in RULES:
        assert f"[{rule.CODE}](#{rule.CODE.lower()})" in text
        assert url(rule).endswith(f"docs/rules.md#{rule.CODE.lower()}")


def test_title_and_rationale_come_from_the_docstring() -> None:
    """The headline without `DGNNN (severity):`, on one line; the rest of the docstring as written."""
    assert title(dg202) == "`omitempty` on a non-Optional dataclass field"
    assert rationale(dg304).startswith("A non-Optional dataclass field defaults to its class's zero value, `{}`")
    assert rationale(dg304) in rule_markdown(dg304)
    for rule in RULES:
        assert "\n" not in title(rule) and not title(rule).startswith("DG")
