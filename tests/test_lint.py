"""lint (defaultgen/lint/linter): selection, noqa, ordering, which modules are reported, types
resolved across modules, and the KEP-1929 examples."""

from __future__ import annotations

import json
import textwrap
from pathlib import Path

import pytest

from defaultgen.diagnostics import Diagnostic
from defaultgen.lint.linter import lint
from defaultgen.settings import Settings
from defaultgen.source.discover import UsageError, discover, load_universe

REPO = Path(__file__).parent.parent
KEP = REPO / "testdata" / "kep1929"


def write(root: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


def module(body: str) -> str:
    """HEADER (lines 1-3) and `body`, which starts on line 4."""
    return HEADER + textwrap.dedent(body)


def lint_paths(root: Path, *paths: str, **settings: object) -> list[Diagnostic]:
    files = discover([str(root / p) for p in paths or ("",)], root)
    return lint(load_universe(files, root), Settings(**settings))


def found(diagnostics: list[Diagnostic], root: Path) -> list[tuple[str, int, int, str]]:
    """(file relative to root, line, col, code) of each diagnostic."""
    return [(Path(d.path).relative_to(root).as_posix(), d.line, d.col, d.code) for d in diagnostics]


HEADER = """\
from dataclasses import dataclass, field
from typing import NewType, Optional

"""

# Line 7: DG203 at the marker; line 8: DG303 (`= 1`) on the field.
TWO_PROBLEMS = HEADER + """\

@dataclass
class Spec:
    # +default=3
    replicas: int = 1{comment}
"""


# --- noqa ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("comment", "expected"),
    [
        ("", [(7, 5, "DG203"), (8, 5, "DG303")]),
        ("  # noqa: DG203", [(8, 5, "DG303")]),  # covers the marker line above the field
        ("  # noqa: DG303", [(7, 5, "DG203")]),
        ("  # noqa: DG203, DG303", []),
        ("  # noqa:dg203", [(8, 5, "DG303")]),  # case-insensitive, like ruff
        ("  # noqa", []),  # blanket
        # codes, not prefixes (and an unknown code is an unused suppression, DG001 at the `#`)
        ("  # noqa: DG2", [(7, 5, "DG203"), (8, 5, "DG303"), (8, 24, "DG001")]),
    ],
)
def test_noqa_on_the_field_line_suppresses_its_codes(tmp_path: Path, comment: str, expected: list) -> None:
    """`# noqa: CODE` on a field's line suppresses CODE for that field, marker lines included."""
    write(tmp_path, {"spec.py": TWO_PROBLEMS.format(comment=comment)})
    assert [(d.line, d.col, d.code) for d in lint_paths(tmp_path, "spec.py")] == expected


def test_noqa_covers_only_its_own_field(tmp_path: Path) -> None:
    """A neighbour's problems stay reported."""
    write(
        tmp_path,
        {
            "spec.py": module("""\

            @dataclass
            class Spec:
                # +default=3
                replicas: int = 0  # noqa: DG203
                # +default=4
                count: int = 0
            """),
        },
    )
    assert [(d.line, d.code) for d in lint_paths(tmp_path)] == [(9, "DG203")]


def test_noqa_on_a_multiline_field_and_a_named_type(tmp_path: Path) -> None:
    """noqa anywhere on a multi-line field's statement counts; named types take noqa too."""
    write(
        tmp_path,
        {
            "spec.py": module("""\
            # +default=1
            Name = NewType("Name", str)  # noqa: DG301


            @dataclass
            class Spec:
                # +default=3
                replicas: int = field(
                    default=0,  # noqa: DG203
                )
            """),
        },
    )
    assert lint_paths(tmp_path) == []


def test_file_level_noqa_suppresses_the_whole_file(tmp_path: Path) -> None:
    """`# defaultgen: noqa` on its own line silences one file, not its neighbours."""
    write(
        tmp_path,
        {
            "quiet.py": "# defaultgen: noqa\n" + TWO_PROBLEMS.format(comment=""),
            "loud.py": TWO_PROBLEMS.format(comment=""),
        },
    )
    assert [(Path(d.path).name, d.code) for d in lint_paths(tmp_path)] == [("loud.py", "DG203"), ("loud.py", "DG303")]


# --- selection -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("settings", "codes"),
    [
        ({}, ["DG203", "DG303"]),
        ({"select": ("DG2",)}, ["DG203"]),
        ({"select": ("DG3",)}, ["DG303"]),
        ({"ignore": ("DG203",)}, ["DG303"]),
        ({"ignore": ("DG",)}, []),
        ({"select": ("DG2",), "ignore": ("DG203",)}, []),
        ({"select": ("DG203",), "ignore": ("DG2",)}, ["DG203"]),  # the longer prefix wins
        ({"select": ("DG2",), "ignore": ("DG2",)}, []),  # a tie: ignore wins
        ({"select": ("DG1",), "extend_select": ("DG303",)}, ["DG303"]),
        ({"extend_select": ("DG303",)}, ["DG203", "DG303"]),
        ({"select": ("ALL",), "ignore": ("DG303", "DG4")}, ["DG203"]),  # ALL includes the API conventions
        ({"select": ("dg203,DG303",)}, ["DG203", "DG303"]),  # comma-separated, any case
    ],
)
def test_select_and_ignore_take_codes_and_prefixes(tmp_path: Path, settings: dict, codes: list[str]) -> None:
    """select / extend-select / ignore work like ruff's (prefixes, the more specific wins)."""
    write(tmp_path, {"spec.py": TWO_PROBLEMS.format(comment="")})
    assert [d.code for d in lint_paths(tmp_path, **settings)] == codes


def test_per_file_ignores_match_paths_and_file_names(tmp_path: Path) -> None:
    """A glob ignores codes in the files it matches: by path, or by file name alone."""
    write(
        tmp_path,
        {
            "api/spec.py": TWO_PROBLEMS.format(comment=""),
            "api/legacy.py": TWO_PROBLEMS.format(comment=""),
            "other/spec.py": TWO_PROBLEMS.format(comment=""),
        },
    )
    diagnostics = lint_paths(tmp_path, per_file_ignores={"*/api/*": ["DG3"], "legacy.py": ["DG2"]})
    assert found(diagnostics, tmp_path) == [
        ("api/spec.py", 7, 5, "DG203"),
        ("other/spec.py", 7, 5, "DG203"),
        ("other/spec.py", 8, 5, "DG303"),
    ]


@pytest.mark.parametrize(
    "settings",
    [
        {"select": ("DG999",)},
        {"ignore": ("E501",)},
        {"extend_select": ("DG5",)},
        {"per_file_ignores": {"*.py": ["X1"]}},
    ],
)
def test_unknown_codes_are_usage_errors(tmp_path: Path, settings: dict) -> None:
    """A code that no rule has is a mistake worth stopping at (exit 2), not a silent no-op."""
    write(tmp_path, {"spec.py": TWO_PROBLEMS.format(comment="")})
    with pytest.raises(UsageError, match="unknown rule code"):
        lint_paths(tmp_path, **settings)


# --- order and scope -------------------------------------------------------------------------


def test_diagnostics_are_sorted_by_path_line_column_and_code(tmp_path: Path) -> None:
    """Files in path order, then by position; two codes at one position by code."""
    two_on_one_field = HEADER + """\

@dataclass
class Spec:
    a: int = field(default=1, metadata={"json": "a,omitemtpy"})
"""
    write(tmp_path, {"b.py": TWO_PROBLEMS.format(comment=""), "a.py": two_on_one_field})
    assert found(lint_paths(tmp_path), tmp_path) == [
        ("a.py", 7, 5, "DG106"),
        ("a.py", 7, 5, "DG303"),
        ("b.py", 7, 5, "DG203"),
        ("b.py", 8, 5, "DG303"),
    ]


def test_only_scanned_modules_are_reported(tmp_path: Path) -> None:
    """A module read only to resolve an import is not linted; what it declares still resolves."""
    write(
        tmp_path,
        {
            "kinds.py": module("""\
            # +default="TCP"
            Protocol = NewType("Protocol", str)


            @dataclass
            class Bad:
                # +default=3
                replicas: int = 0
            """),
            "api.py": textwrap.dedent("""\
            # +defaultgen
            from dataclasses import dataclass

            from kinds import Protocol


            @dataclass
            class Port:
                protocol: Protocol = ""
            """),
        },
    )
    # api.py alone: Protocol resolves (no DG302) and its default makes Port.protocol DG203;
    # kinds.py's own DG203 is not reported.
    assert found(lint_paths(tmp_path, "api.py"), tmp_path) == [("api.py", 9, 5, "DG203")]


def test_inherited_fields_are_reported_once_where_declared(tmp_path: Path) -> None:
    """Two subclasses of a class with a bad field: one diagnostic, at the base's field."""
    write(
        tmp_path,
        {
            "spec.py": module("""\

            @dataclass
            class Base:
                # +default=3
                replicas: int = 0


            @dataclass
            class One(Base):
                pass


            @dataclass
            class Two(Base):
                extra: int = 0
            """),
        },
    )
    assert [(d.line, d.code) for d in lint_paths(tmp_path)] == [(7, "DG203")]


def test_markers_of_other_tools_produce_nothing(tmp_path: Path) -> None:
    """Markers of generators defaultgen leaves alone (SPEC §1: client-gen, deepcopy-gen,
    controller-gen's rbac and webhook markers, ...) are someone else's: no near miss, no stray,
    no DG109; the markers defaultgen reads are read without a finding when they fit."""
    write(
        tmp_path,
        {
            "spec.py": module("""\
            # +kubebuilder:rbac:groups=batch,resources=jobs,verbs=get;list;watch
            # +k8s:deepcopy-gen=package
            LIMIT = 3


            # +genclient
            # +genclient:nonNamespaced
            # +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
            # +kubebuilder:object:generate=true
            @dataclass
            class Spec:
                # +kubebuilder:validation:items:Enum=a;b
                # +listType=atomic
                # +k8s:optional
                # +protobuf=true
                # +featureGate=Something
                # +kubebuilder:default={a}
                tags: list[str] = field(default_factory=list, metadata={"json": "tags,omitempty"})

                # +kubebuilder:webhook:path=/mutate,mutating=true,failurePolicy=fail
            """),
        },
    )
    assert lint_paths(tmp_path) == []


def test_kubebuilder_default_follows_the_rules_of_default(tmp_path: Path) -> None:
    """SPEC §1: `+kubebuilder:default` is a default marker with exactly `+default`'s rules:
    attached to nothing is DG104, a value that does not fit is DG301."""
    write(
        tmp_path,
        {
            "spec.py": module("""\
            # +kubebuilder:default=3
            LIMIT = 3


            @dataclass
            class Spec:
                # +kubebuilder:default=3
                tags: list[str] | None = None
            """),
        },
    )
    assert [(d.line, d.code) for d in lint_paths(tmp_path)] == [(4, "DG104"), (10, "DG301")]


# --- resolution across modules ---------------------------------------------------------------

PACKAGE = {
    "pkg/__init__.py": """\
        from .types import Sub
        """,
    "pkg/types.py": """\
        from dataclasses import dataclass, field
        from typing import NewType

        # +default="apple"
        Item = NewType("Item", str)


        @dataclass
        class Sub:
            # +default="x"
            name: str = field(default="", metadata={"json": "name,omitempty"})
        """,
    "pkg/api/__init__.py": "",
    "pkg/api/v1.py": """\
        from __future__ import annotations

        import pkg.types
        from dataclasses import dataclass, field
        from typing import Optional

        from pkg import Sub
        from ..types import Item
        from . import common


        @dataclass
        class Root:
            # +default={"name": 1}
            by_reexport: Optional[Sub] = None
            # +default={"name": 1}
            by_string: Optional["pkg.types.Sub"] = None
            # +default=[2]
            items: Optional[list[Item]] = None
            # +default={"name": 1}
            by_module: Optional[common.Shared] = None
            item: Item = ""
            missing: Optional[Nowhere] = None
        """,
    "pkg/api/common.py": """\
        from dataclasses import dataclass


        @dataclass
        class Shared:
            name: str = ""
        """,
}


def test_types_resolve_across_modules(tmp_path: Path) -> None:
    """Re-exports through __init__, absolute and relative imports, string annotations and
    `from __future__ import annotations` all reach the declarations; an unknown name is DG302."""
    write(tmp_path, {name: textwrap.dedent(text) for name, text in PACKAGE.items()})
    messages = [(d.line, d.code, d.message) for d in lint_paths(tmp_path, "pkg/api/v1.py")]
    assert [(line, code) for line, code, _ in messages] == [
        (14, "DG301"),  # Sub found through pkg/__init__.py: `name` must be a string
        (16, "DG301"),  # "pkg.types.Sub", a dotted string annotation
        (18, "DG301"),  # Item, by a relative import from the parent package
        (20, "DG301"),  # common.Shared, through `from . import common`
        (22, "DG203"),  # Item's default "apple" reaches a field in another module
        (23, "DG302"),  # Nowhere is defined nowhere
    ]
    assert ".name must be a string" in messages[0][2]
    assert "[0] must be a string" in messages[2][2]
    assert "cannot resolve `Nowhere`" in messages[5][2]


# --- the KEP-1929 examples -------------------------------------------------------------------

EXPECTATIONS = json.loads((KEP / "expectations.json").read_text(encoding="utf-8"))["modules"]


@pytest.mark.parametrize("name", sorted(EXPECTATIONS))
def test_kep1929_examples_lint_as_expected(name: str) -> None:
    """Valid KEP types lint clean (but for DG204 warnings on the KEP's `+default=0`); the
    forbidden ones, the KEP's `+defaut` typo and its struct pointer default that leaves out the
    required `number` (DG308: the API server checks a CRD's defaults as written) are flagged,
    at the recorded positions."""
    expected = EXPECTATIONS[name]
    files = discover([str(REPO / expected["file"])], REPO)
    diagnostics = lint(load_universe(files, REPO), Settings())
    assert [(d.code, d.line, d.col) for d in diagnostics] == [
        (e["code"], e["line"], e["col"]) for e in expected["lint"]
    ]


def test_type_level_list_markers_are_checked_at_every_use(tmp_path: Path) -> None:
    """SPEC §1: `+listType` / `+listMapKey` above a named type apply to every field using it:
    DG306 checks the keys there (reported at the field), DG108 the markers once, at the type."""
    write(
        tmp_path,
        {
            "spec.py": module("""\
            @dataclass
            class Port:
                name: str = field(default="", metadata={"json": "name,omitempty"})
                port: int = 0


            # +listType=map
            # +listMapKey=name
            Ports = NewType("Ports", list[Port])

            # +listType=set
            Names = NewType("Names", dict[str, str])


            @dataclass
            class Spec:
                ports: Ports = field(default_factory=list)
            """),
        },
    )
    assert [(d.line, d.code) for d in lint_paths(tmp_path)] == [(14, "DG108"), (20, "DG306")]
