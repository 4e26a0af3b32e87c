"""Suppressions: `# noqa: CODE` on a declaration's line, an own-line
`# defaultgen: ignore[CODE, ...]` in the comment block above it, a file-level
`# defaultgen: noqa` — how the parser records them (defaultgen/source/parse), what they silence
(defaultgen/lint/linter), and DG001 for the ones that silence nothing (defaultgen/lint/rules/dg001)."""

from __future__ import annotations

import textwrap
from pathlib import Path

from defaultgen.diagnostics import Diagnostic
from defaultgen.lint.linter import lint
from defaultgen.openapi.schemas import openapi_document
from defaultgen.settings import Settings
from defaultgen.source.discover import discover, load_universe
from defaultgen.source.model import Span, Suppression, SuppressionKind
from defaultgen.source.parse import parse_source

HEADER = """\
from dataclasses import dataclass, field
from typing import NewType, Optional

"""


def module(body: str) -> str:
    """HEADER (lines 1-3), then `body` from line 4."""
    return HEADER + textwrap.dedent(body)


def lint_source(tmp_path: Path, source: str, *, cache: bool = False, **settings: object) -> list[Diagnostic]:
    (tmp_path / "spec.py").write_text(source, encoding="utf-8")
    files = discover([str(tmp_path / "spec.py")], tmp_path)
    cache_dir = tmp_path / ".cache" if cache else None
    return lint(load_universe(files, tmp_path, cache_dir=cache_dir, jobs=1), Settings(**settings))


def found(diagnostics: list[Diagnostic]) -> list[tuple[int, int, str]]:
    return [(d.line, d.col, d.code) for d in diagnostics]


# Line 8: DG203 at the marker; line 9: DG303 (`= 1`) on the field.
TWO_PROBLEMS = module("""\

    @dataclass
    class Spec:
        {directive}
        # +default=3
        replicas: int = 1
    """)


# --- the parser ---------------------------------------------------------------------------------


def test_the_directive_is_recorded_with_its_codes_and_kept_out_of_the_comments() -> None:
    """`# defaultgen: ignore[dg203, DG303]` becomes a Suppression (codes upper case, span of
    the `#`); the description and the markers of the block do not see it."""
    source = module("""\

    @dataclass
    class Spec:
        # The number of replicas.
        # defaultgen: ignore[dg203, DG303]  fixed in v2
        # +default=3
        replicas: int = 1  # noqa: E501
    """)
    decl = parse_source("spec.py", "spec", source.encode())
    [field] = decl.classes[0].fields
    assert field.suppressions == (
        Suppression(SuppressionKind.IGNORE, ("DG203", "DG303"), Span(8, 5)),
        Suppression(SuppressionKind.NOQA, ("E501",), Span(10, 24)),
    )
    assert [c.text for c in field.comments] == ["The number of replicas.", "+default=3"]
    assert [m.raw for m in field.markers] == ["3"]
    assert field.noqa == frozenset({"E501"})
    assert decl.stray_directives == ()


def test_the_directive_is_no_part_of_the_openapi_description(tmp_path: Path) -> None:
    """Kubernetes turns the comment block into `description`; the directive is not in it."""
    source = module("""\

    @dataclass
    class Spec:
        # defaultgen: ignore[DG303]
        # The number of replicas.
        replicas: int = 1
    """)
    (tmp_path / "spec.py").write_text("# +defaultgen\n" + source, encoding="utf-8")
    universe = load_universe(discover([str(tmp_path / "spec.py")], tmp_path), tmp_path)
    schema = openapi_document(universe)["components"]["schemas"]["spec.Spec"]
    assert schema["properties"]["replicas"]["description"] == "The number of replicas."


# --- what they silence ----------------------------------------------------------------------------


def test_the_directive_suppresses_its_codes_on_the_field_and_its_comment_block(tmp_path: Path) -> None:
    """Both the marker's DG203 (line 8) and the field's DG303 (line 9) can be silenced."""
    one = TWO_PROBLEMS.format(directive="# defaultgen: ignore[DG203]")
    assert found(lint_source(tmp_path, one)) == [(9, 5, "DG303")]
    assert lint_source(tmp_path, TWO_PROBLEMS.format(directive="# defaultgen: ignore[DG203, DG303]")) == []


def test_the_directive_may_stand_anywhere_in_the_block(tmp_path: Path) -> None:
    """Conventionally the block's first line, but any line of the block directly above counts."""
    source = module("""\

    @dataclass
    class Spec:
        # +default=3
        # defaultgen: ignore[DG203]
        replicas: int = 0
    """)
    assert lint_source(tmp_path, source) == []


def test_a_directive_on_a_named_type_and_noqa_cover_only_their_own_declaration(tmp_path: Path) -> None:
    """The type's DG301 is silenced; the neighbouring field's DG203 is not."""
    source = module("""\
    # defaultgen: ignore[DG301]
    # +default=1
    Name = NewType("Name", str)


    @dataclass
    class Spec:
        # +default=3
        replicas: int = 0  # noqa: DG203
        # +default=4
        count: int = 0
    """)
    assert found(lint_source(tmp_path, source)) == [(13, 5, "DG203")]


def test_file_level_noqa_silences_everything_in_the_file_unused_suppressions_too(tmp_path: Path) -> None:
    """`# defaultgen: noqa` at the start of a line of its own: nothing is reported, not even
    an unused `# noqa` (DG001)."""
    source = "# defaultgen: noqa\n" + TWO_PROBLEMS.format(directive="# defaultgen: ignore[DG204]")
    assert lint_source(tmp_path, source) == []


# --- DG001: suppressions that silence nothing -------------------------------------------------------


def test_an_unused_code_is_reported_at_its_comment_with_what_to_remove(tmp_path: Path) -> None:
    """Only the unused code is named; the comment's other code did its job."""
    [diagnostic] = lint_source(tmp_path, TWO_PROBLEMS.format(directive="# defaultgen: ignore[DG203, DG303, DG204]"))
    assert (diagnostic.line, diagnostic.col, diagnostic.code, diagnostic.severity.value) == (7, 5, "DG001", "warning")
    assert "no DG204 is reported here" in diagnostic.message
    assert "remove DG204 from it" in diagnostic.message


def test_a_code_that_is_not_enabled_is_an_unused_suppression(tmp_path: Path) -> None:
    """Like ruff's RUF100: with DG303 ignored by the settings, `# noqa: DG303` silences
    nothing, and says why."""
    source = TWO_PROBLEMS.format(directive="").replace("replicas: int = 1", "replicas: int = 1  # noqa: DG303")
    [unused] = [d for d in lint_source(tmp_path, source, ignore=("DG303",)) if d.code == "DG001"]
    assert (unused.line, unused.col) == (9, 24)
    assert "DG303 is not enabled here" in unused.message and "remove it" in unused.message
    per_file = lint_source(tmp_path, source, per_file_ignores={"spec.py": ["DG3"]})
    assert [d.code for d in per_file] == ["DG203", "DG001"]


def test_dg001_follows_the_selection_and_can_itself_be_silenced(tmp_path: Path) -> None:
    """Ignoring DG001 turns the check off; `# noqa: DG001` keeps one suppression quiet."""
    unused = TWO_PROBLEMS.format(directive="").replace("replicas: int = 1", "replicas: int = 1  # noqa: DG303, DG204")
    assert [d.code for d in lint_source(tmp_path, unused)] == ["DG203", "DG001"]
    assert [d.code for d in lint_source(tmp_path, unused, ignore=("DG001",))] == ["DG203"]
    kept = unused.replace("DG303, DG204", "DG303, DG204, DG001")
    assert [d.code for d in lint_source(tmp_path, kept)] == ["DG203"]


def test_blanket_noqa_and_other_tools_codes_are_never_unused(tmp_path: Path) -> None:
    """A bare `# noqa` or `# noqa: E501` may be there for flake8 or ruff: not our business."""
    source = module("""\

    @dataclass
    class Spec:
        replicas: int = 0  # noqa
        count: int = 0  # noqa: E501, F401
    """)
    assert lint_source(tmp_path, source) == []


def test_a_suppression_used_by_the_last_rule_counts_as_used(tmp_path: Path) -> None:
    """DG001 runs after every other rule, so a suppression of DG305 (the last) is used."""
    source = module("""\

    @dataclass
    class Port:
        name: str = field(default="", metadata={"json": "name,omitempty"})


    @dataclass
    class Spec:
        # defaultgen: ignore[DG305]
        # +default={"name": ""}
        port: Optional[Port] = None
    """)
    assert lint_source(tmp_path, source) == []
    assert found(lint_source(tmp_path, source.replace("    # defaultgen: ignore[DG305]\n", ""))) == [(12, 5, "DG305")]


def test_suppressions_come_back_from_the_cache(tmp_path: Path) -> None:
    """A warm run (declarations from the parse cache) suppresses and reports as a cold one."""
    source = TWO_PROBLEMS.format(directive="# defaultgen: ignore[DG203, DG204]")
    cold = lint_source(tmp_path, source, cache=True)
    warm = lint_source(tmp_path, source, cache=True)
    assert found(cold) == found(warm) == [(7, 5, "DG001"), (9, 5, "DG303")]
