"""`server.hover.hover` beside the end-to-end test: on a marker, its registry entry; on a rule
code inside a suppression, the rule; elsewhere nothing."""

from __future__ import annotations

from pathlib import Path

import pytest
from lsprotocol import types as lsp

from defaultgen.server.hover import hover
from defaultgen.server.project import project_of, source_of

TEXT = """\
from dataclasses import dataclass, field


@dataclass
class Spec:
    # +listType=map
    # +kubebuilder:validation:Minimum=1
    # +optional
    # DG303 in a description is no suppression
    ports: list[int] = field(default_factory=list)  # noqa: DG303
"""


def _hover(tmp_path: Path, line: int, character: int) -> str | None:
    project = project_of(tmp_path / "api.py")
    source = source_of(tmp_path / "api.py", project.settings, TEXT)
    found = hover(project, [source], source, lsp.Position(line, character))
    return None if found is None else found.contents.value


@pytest.fixture(autouse=True)
def _in(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)


def test_a_marker_with_enumerated_values(tmp_path: Path) -> None:
    shown = _hover(tmp_path, 5, 8)
    assert shown is not None
    lines = shown.splitlines()
    assert lines[0] == "**+listType** — atomic, set or map → x-kubernetes-list-type"
    assert "- values: `atomic`, `set`, `map`" in lines and "- arguments: one value (`=text`)" in lines
    assert any(line.startswith("- where: on a ") and "field" in line and "named type" in line for line in lines)


def test_a_validation_marker_says_its_schema_keyword(tmp_path: Path) -> None:
    shown = _hover(tmp_path, 6, 20)
    assert shown is not None
    assert shown.startswith("**+kubebuilder:validation:Minimum** — the smallest value a number may have")
    assert "- arguments: one value (`=number`)" in shown and "- in the schema: `minimum`" in shown


def test_a_marker_without_arguments(tmp_path: Path) -> None:
    shown = _hover(tmp_path, 7, 7)
    assert shown is not None and "- arguments: no argument" in shown


def test_a_rule_code_only_in_a_suppression(tmp_path: Path) -> None:
    line = TEXT.splitlines()[9]
    shown = _hover(tmp_path, 9, line.index("DG303") + 2)
    assert shown is not None and shown.startswith("## DG303")
    assert _hover(tmp_path, 8, TEXT.splitlines()[8].index("DG303") + 2) is None


def test_nothing_on_plain_code(tmp_path: Path) -> None:
    assert _hover(tmp_path, 0, 3) is None  # `from`
    assert _hover(tmp_path, 40, 0) is None  # past the end
