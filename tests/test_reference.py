"""The docs site's generated reference (defaultgen/reference.py): every page is what the code
renders now (`make docs` rewrites it), and each covers all of what it documents."""

from __future__ import annotations

import argparse
import dataclasses
from pathlib import Path

import pytest

from defaultgen.cli.main import COMMANDS, build_parser
from defaultgen.compat.checks import CHECKS
from defaultgen.reference import (
    PAGES,
    cli_markdown,
    compat_checks_markdown,
    configuration_markdown,
    rendered,
    with_region,
)
from defaultgen.settings import Settings

DOCS = Path(__file__).resolve().parent.parent / "docs"


@pytest.mark.parametrize("page", sorted(PAGES))
def test_generated_page_is_current(page: str) -> None:
    assert (DOCS / page).read_text(encoding="utf-8") == rendered(DOCS, page), f"docs/{page} is stale: run `make docs`"


def test_the_markers_page_lists_the_registry() -> None:
    text = (DOCS / "reference" / "markers.md").read_text(encoding="utf-8")
    assert "| `+kubebuilder:validation:XValidation` |" in text and "| `+default` | field, named type |" in text


def test_the_cli_page_has_every_command_and_every_option() -> None:
    text = cli_markdown()
    parser = build_parser()
    (sub,) = (a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    assert list(sub.choices) == list(COMMANDS)
    for name, command in sub.choices.items():
        section = text.split(f"## `defaultgen {name}`\n", 1)[1].split("\n## ", 1)[0]
        for action in command._actions:
            for option in action.option_strings:
                if option not in ("-h", "--help"):
                    assert f"`{option}`" in section, (name, option)
    assert "| `--format` | how lint and compat print their findings (one of `text`, `json`, `github`, `sarif`)" in text


def test_the_configuration_page_has_every_key_with_its_flag() -> None:
    text = configuration_markdown()
    for f in dataclasses.fields(Settings):
        assert f"## `{f.name.replace('_', '-')}`\n" in text
    section = text.split("## `openapi-output`\n", 1)[1].split("\n## ", 1)[0]
    assert "- default: `\"\"`" in section
    assert "`-o` `FILE` of [`openapi`](cli.md#defaultgen-openapi)" in section  # both spellings, from the parser
    assert "`--output` `OPENAPI_OUTPUT` of [`openapi`](cli.md#defaultgen-openapi)" in section
    assert "- on the command line: `PATH` ... of [`lint`]" in text.split("## `paths`\n", 1)[1]


def test_the_compat_table_has_every_check() -> None:
    text = compat_checks_markdown()
    for check in CHECKS:
        assert f"| {check.code} | `{check.name}` |" in text
    assert "| DGC951 | `description-changed` | off |" in text


def test_a_region_is_replaced_and_a_missing_one_named() -> None:
    page = "# T\n\n<!-- generated: x (by `make docs`, from the code; do not edit) -->\nold\n<!-- end of generated: x -->\ntail\n"
    assert "new" in with_region(page, "x", "new") and "old" not in with_region(page, "x", "new")
    assert with_region(with_region(page, "x", "new"), "x", "new") == with_region(page, "x", "new")
    with pytest.raises(ValueError, match="no generated region `y`"):
        with_region(page, "y", "new")
