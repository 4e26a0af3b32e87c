"""Bugs found by the agreement property and the front-end fuzzer, each pinned as a plain test.

Expected positions were counted by hand in the sources below (1-based line and column of the
marker's `#` or the field's first letter).
"""

from __future__ import annotations

import importlib

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from defaultgen import apply_defaults
from defaultgen.codegen.generate import Generator, support_file
from defaultgen.lint.linter import lint
from defaultgen.openapi.schemas import openapi_document
from defaultgen.settings import Settings
from defaultgen.source.discover import discover, load_universe
from defaultgen.source.parse import parse_source
from defaultgen.source.universe import Universe


def _findings(source: str | bytes) -> list[tuple[int, int, str]]:
    data = source.encode("utf-8") if isinstance(source, str) else source
    module = parse_source("mod.py", "mod", data)
    return [(d.line, d.col, d.code) for d in lint(Universe([module]), Settings())]


def _generated(tmp_path, monkeypatch, name: str, source: str):
    """The module `name` written from `source`, its generated module (with the support module)
    imported, and its schemas."""
    (tmp_path / f"{name}.py").write_text(source, encoding="utf-8")
    universe = load_universe(discover([str(tmp_path / f"{name}.py")], tmp_path), tmp_path)
    (module,) = universe.scanned
    (tmp_path / f"{name}_defaults.py").write_text(Generator(universe, "{module}_defaults.py").source(module))
    support_file(tmp_path / f"{name}.py", module.module, module.is_package).write_text(Generator.support_source())
    monkeypatch.syspath_prepend(str(tmp_path))
    types, generated = importlib.import_module(name), importlib.import_module(f"{name}_defaults")
    return types, generated, openapi_document(universe)["components"]["schemas"]


# --------------------------------------------------------------------------- unwritten lists

SUB = """
from dataclasses import dataclass, field
from typing import Optional


@dataclass
class Sub:
    name: str = field(default="", metadata={"json": "name,omitempty"})
    items: list[str] = field(default_factory=list, metadata={"json": "items"})
    tags: dict[str, str] = field(default_factory=dict, metadata={"json": "tags,omitempty"})


@dataclass
class Outer:
    sub: Sub = field(default_factory=Sub)


@dataclass
class Spec:
    # +default=DEFAULT
    field_: Optional[TYPE] = field(default=None, metadata={"json": "field"})
"""


@pytest.mark.parametrize(
    ("default", "type_", "problem", "fix"),
    [
        ('{"name": "x"}', "Sub", ".items: missing required field", "fill in the nested values it requires"),
        ('{"name": "x", "items": null}', "Sub", ".items: expected array, got null", "write the value instead of null"),
        ("{}", "Outer", ".sub: missing required field", "fill in the nested values it requires"),
        ('{"sub": null}', "Outer", ".sub: expected object, got null", "write the value instead of null"),
    ],
)
def test_a_default_object_that_leaves_out_a_list_without_omitempty_is_dg308(default, type_, problem, fix):
    """Found by the property, first decided the other way: `items` has no omitempty, so the
    schema requires it, and a default object without it (or with a null) was accepted because
    defaulting fills it in. The API server checks a CRD's defaults as written (SPEC §2, DG308:
    nested defaults are not applied to a default), so it refuses such a CRD: lint reports the
    default, what its schema refuses, and the fix."""
    source = SUB.replace("DEFAULT", default).replace("TYPE", type_)
    module = parse_source("mod.py", "mod", source.encode("utf-8"))
    [finding] = lint(Universe([module]), Settings())
    assert (finding.line, finding.col, finding.code) == (20, 5, "DG308")
    assert f"the default `+default={default}` of field `Spec.field_` is refused by its own schema" in finding.message
    assert problem in finding.message and fix in finding.message


@pytest.mark.parametrize(
    ("default", "type_", "expected"),
    [
        ('{"name": "x", "items": []}', "Sub", {"name": "x", "items": []}),
        ('{"sub": {"items": []}}', "Outer", {"sub": {"items": []}}),
    ],
)
def test_a_default_object_that_writes_its_list_without_omitempty_agrees(tmp_path, monkeypatch, default, type_, expected):
    """The same defaults written as DG308 asks (the required `items` filled in): lint is clean
    and both paths give the same object."""
    source = SUB.replace("DEFAULT", default).replace("TYPE", type_)
    assert _findings(source) == []
    name = f"regression_written_{type_.lower()}"
    types, generated, components = _generated(tmp_path, monkeypatch, name, source)
    builtin = generated.to_dict(generated.set_defaults(types.Spec()))
    crd = apply_defaults({"field": None}, {"$ref": f"#/components/schemas/{name}.Spec"}, components)
    assert builtin == crd == {"field": expected}


# --------------------------------------------------------------------------- DG304: default cycles

CYCLES = """
from __future__ import annotations
from dataclasses import dataclass, field
from typing import Optional


@dataclass
class Node:
    value: int = 0
    # +default={"value": 1}
    next: Optional[Node] = field(default=None, metadata={"json": "next,omitempty"})


@dataclass
class A:
    # +default={}
    b: Optional[B] = field(default=None, metadata={"json": "b,omitempty"})


@dataclass
class B:
    # +default={}
    a: Optional[A] = field(default=None, metadata={"json": "a,omitempty"})


@dataclass
class C:
    # +default={"g": {"f": {}}}
    f: Optional[X] = field(default=None, metadata={"json": "f,omitempty"})


@dataclass
class X:
    g: Optional[C] = field(default=None, metadata={"json": "g,omitempty"})
"""


def test_dg304_reports_defaults_that_fill_themselves_in_forever():
    """Found by the property: both paths recursed forever on a lint-clean self-reference
    with a default (Node), and on two classes whose defaults hold each other (A, B). (The
    pointers are omitempty, so the defaults are valid as written: DG308 has nothing to say.)"""
    assert _findings(CYCLES) == [(10, 5, "DG304"), (16, 5, "DG304")]


def test_dg304_leaves_a_default_alone_when_it_sets_the_field_that_would_recurse():
    """C's default holds a C whose `f` is set, and X.g has no default: defaulting ends."""
    assert not [f for f in _findings(CYCLES) if f[0] > 24]


NULL_ITEMS = """
from __future__ import annotations
from dataclasses import dataclass, field
from typing import NewType


@dataclass
class C:
    f: list[Protos] = field(default_factory=list, metadata={"json": "f,omitempty"})
    g: Protos = field(default_factory=list, metadata={"json": "g,omitempty"})


# +default=[{"f": [null]}]
Protos = NewType("Protos", list[C])
"""


def test_dg304_reports_a_named_default_that_fills_its_own_null_items_and_does_not_crash():
    """Found by the property: a null `Protos` item becomes Protos' default, which holds a C
    whose `f` has a null `Protos` item again. Lint recursed until RecursionError; now the
    cycle is reported, at the first place on it (the field `C.g` that takes the default)."""
    assert [f for f in _findings(NULL_ITEMS) if f[2] == "DG304"] == [(10, 5, "DG304")]


# --------------------------------------------------------------------------- positions


FIELD_WITH_DEFAULT = "from dataclasses import dataclass\n\n@dataclass\nclass A:\n    # +default=5\n    x: int = 0\n"


def test_positions_in_a_file_with_cr_line_ends():
    """Found by the fuzzer: with lone CR line ends every declaration was placed on line 1-2."""
    assert _findings(FIELD_WITH_DEFAULT.replace("\n", "\r").encode()) == [(5, 5, "DG203")]
    assert _findings(FIELD_WITH_DEFAULT.replace("\n", "\r\n").encode()) == [(5, 5, "DG203")]


def test_positions_after_a_line_separator_in_a_string():
    """Found by the fuzzer: U+2028 inside a string counted as a line break (str.splitlines),
    so a trailing marker was reported a line late and a phantom one appeared."""
    source = (
        "from dataclasses import dataclass\n\n@dataclass\nclass A:\n"
        "    # a\x0cb\n"
        '    y: str = "\u2028"  # +default=1\n'
        "    # +default=5\n"
        "    z: int = 0\n"
    )
    assert sorted(_findings(source)) == [(6, 5, "DG303"), (6, 19, "DG105"), (7, 5, "DG203")]


def test_positions_after_a_form_feed_in_a_string():
    """Found by the fuzzer: a form feed inside a string shifted the column of a comment."""
    source = 'from dataclasses import dataclass\n\n@dataclass\nclass A:\n    y: str = "a\x0cb"; w: int = 0  # +default=1\n'
    assert [f for f in _findings(source) if f[2] == "DG104"] == [(5, 33, "DG104")]


def test_a_syntax_error_column_counts_characters_not_bytes():
    """Found by the fuzzer: Python reports the column in UTF-8 bytes; `Ünï` made it 13."""
    assert _findings("@dataclass\nclass Ünï(:\n    pass\n") == [(2, 11, "DG100")]


def test_positions_around_a_comment_line_continued_with_a_backslash():
    """Found by the fuzzer: a line holding only `\\` joins the next one, so one libcst empty
    line took two file lines and every position after it in the block was a line early."""
    assert _findings("\\\n# +default=\n@dataclass\nclass Sub:\n    pass\n") == [(2, 1, "DG104")]
    source = "from dataclasses import dataclass\n@dataclass\nclass A:\n    # +default=1\n  \\\n    # +default=2\n    x: int = 0\n    y: int = 1\n"
    assert _findings(source) == [(4, 5, "DG203"), (6, 5, "DG103"), (8, 5, "DG303")]


def test_a_class_based_on_a_named_type_is_not_a_crash():
    """Found by the fuzzer: `class Root(Sub)` with `Sub` a NewType raised AttributeError."""
    source = 'from dataclasses import dataclass\nfrom typing import NewType\nSub = NewType("Sub", str)\n\n@dataclass\nclass Root(Sub):\n    x: int = 0\n'
    assert _findings(source) == []


def test_a_file_noqa_after_a_lone_cr_is_at_the_start_of_its_line():
    """Found by the fuzzer: after a CR line end, `# defaultgen: noqa` was taken for a
    trailing comment of line 1 (DG001, located past the end of that line)."""
    assert _findings(b"from typing import Optional\r# defaultgen: noqa\r") == []


# --------------------------------------------------------------------------- generated code

SKIPPED = """
from __future__ import annotations
from dataclasses import dataclass, field


@dataclass
class Spec:
    name: str = ""
    # +default=[{}]
    hidden: list[Spec] = field(default_factory=list, metadata={"json": "-"})
"""


def test_set_defaults_leaves_a_skipped_field_alone(tmp_path, monkeypatch):
    """Found by the property: the generated code defaulted a `json:"-"` field, which the schema
    does not have and lint does not check; here its default recursed forever."""
    (tmp_path / "regression_skipped.py").write_text(SKIPPED, encoding="utf-8")
    universe = load_universe(discover([str(tmp_path / "regression_skipped.py")], tmp_path), tmp_path)
    assert lint(universe, Settings()) == []
    (module,) = universe.scanned
    (tmp_path / "regression_skipped_defaults.py").write_text(Generator(universe, "{module}_defaults.py").source(module))
    support_file(tmp_path / "regression_skipped.py", module.module, module.is_package).write_text(Generator.support_source())
    monkeypatch.syspath_prepend(str(tmp_path))
    types, generated = importlib.import_module("regression_skipped"), importlib.import_module("regression_skipped_defaults")
    spec = generated.set_defaults(types.Spec())
    assert spec.hidden == []
    assert generated.to_dict(spec) == {"name": ""}


def test_a_marker_without_a_value_survives_the_parse_workers(tmp_path):
    """A large run parses in worker processes; a `+default=` whose JSON does not parse (its
    value NO_VALUE) came back as a PicklingError and an internal error, found by
    `defaultgen lint .` on this repository. Workers and one process now find the same."""
    bad = "from dataclasses import dataclass\n\n\n@dataclass\nclass A:\n    # +default={oops\n    x: int = 0\n"
    for index in range(50):  # more than _PARALLEL_FROM, so that workers are used
        (tmp_path / f"m{index:02}.py").write_text(bad, encoding="utf-8")
    files = discover([str(tmp_path)])
    found = [[(d.path, d.line, d.code) for d in lint(load_universe(files, jobs=jobs), Settings())] for jobs in (2, 1)]
    assert found[0] == found[1]
    assert len(found[0]) == 50 and {code for _, _, code in found[0]} == {"DG101"}


# --------------------------------------------------------------------------- float defaults

FLOAT = """
from dataclasses import dataclass, field
from typing import Optional


@dataclass
class Spec:
    # +default=VALUE
    ratio: Optional[float] = field(default=None, metadata={"json": "ratio"})
"""


@example(2**53 + 1)  # found by the property (#22): set_defaults kept the int, load the float64
@example(2**53)
@example(-(2**63))
@example(10**400)
@given(st.integers(-(2**80), 2**80))
def test_dg301_refuses_an_integer_default_a_float64_cannot_hold(value):
    """Go's float64 is the float field's value on both paths: an integer default for it that
    a float64 cannot hold exactly would be written one way and read another. DG301 says so,
    naming the nearest float64; an integer it holds exactly is fine."""
    findings = _findings(FLOAT.replace("VALUE", str(value)))
    try:
        exact = float(value) == value
    except OverflowError:
        exact = False
    assert findings == ([] if exact else [(8, 5, "DG301")])


def test_an_exact_integer_default_for_a_float_field_agrees_in_set_defaults_and_load(tmp_path, monkeypatch):
    """2**53 is a float64: set_defaults, load and the schema all give that number."""
    name = "regression_float_default"
    types, generated, components = _generated(tmp_path, monkeypatch, name, FLOAT.replace("VALUE", str(2**53)))
    crd = apply_defaults({}, {"$ref": f"#/components/schemas/{name}.Spec"}, components)
    built = generated.to_dict(generated.set_defaults(types.Spec()))
    loaded = generated.to_dict(generated.load(types.Spec, {}))
    assert built == loaded == crd == {"ratio": 2**53}
    assert float(loaded["ratio"]) == 9007199254740992.0


def test_dg301_names_the_nearest_float64():
    module = parse_source("mod.py", "mod", FLOAT.replace("VALUE", str(2**53 + 1)).encode())
    [diagnostic] = lint(Universe([module]), Settings())
    assert "a number that a float64 holds exactly (the nearest is 9007199254740992)" in diagnostic.message


# --------------------------------------------------------------------------- null items in defaults

NULL_ITEM_DEFAULTS = """
from dataclasses import dataclass, field
from enum import Enum
from typing import Optional


class Color(str, Enum):
    RED = "red"


@dataclass
class Sub:
    name: str = field(default="", metadata={"json": "name,omitempty"})
    # +default=5
    size: int = field(default=0, metadata={"json": "size,omitempty"})


@dataclass
class Spec:
    # +default=[null, "a"]
    names: Optional[list[str]] = None
    # +default=[null]
    subs: Optional[list[Sub]] = None
    # +default={"x": null}
    table: Optional[dict[str, int]] = None
    # +default={"x": null, "y": "red"}
    colors: Optional[dict[str, Color]] = None
"""


def test_a_null_item_in_a_default_is_dg308():
    """A null list item or dict value in a default used to be accepted because defaulting
    replaces it by the item's default; the API server checks a CRD's defaults as written, and
    an item schema without `nullable` refuses the null (DG308, SPEC §2)."""
    module = parse_source("mod.py", "mod", NULL_ITEM_DEFAULTS.encode("utf-8"))
    found = lint(Universe([module]), Settings())
    assert [(d.line, d.col, d.code) for d in found] == [(20, 5, "DG308"), (22, 5, "DG308"), (24, 5, "DG308"), (26, 5, "DG308")]
    assert "[0]: expected string, got null" in found[0].message
    assert '.x: must be one of ["red"], got null' in found[3].message
    assert all("write the value instead of null" in d.message for d in found)


def test_a_null_item_in_a_suppressed_default_is_its_item_default_on_both_paths(tmp_path, monkeypatch):
    """Found by the property: with SPEC §4's item zero defaults the schema replaces a null item
    of a default by the item's zero (`{}` defaulted for a dataclass), and removes a null value
    that nothing fills (an Enum without `""`); the generated default decodes it the same way (it
    used to be built with the None left in, which to_dict wrote as null). With DG308 suppressed
    the two paths still agree."""
    source = NULL_ITEM_DEFAULTS.replace(" = None\n", " = None  # noqa: DG308\n")
    assert _findings(source) == []
    name = "regression_null_item_defaults"
    types, generated, components = _generated(tmp_path, monkeypatch, name, source)
    expected = {"names": ["", "a"], "subs": [{"size": 5}], "table": {"x": 0}, "colors": {"y": "red"}}
    assert generated.to_dict(generated.set_defaults(types.Spec())) == expected
    assert generated.to_dict(generated.load(types.Spec, {})) == expected
    assert apply_defaults({}, {"$ref": f"#/components/schemas/{name}.Spec"}, components) == expected


def test_an_implicit_zero_its_format_refuses_is_dg309_and_no_item_default():
    """Issue #23 item 1: `""` is no valid uuid for kube-openapi (vectors.json, "format uuid"),
    so an `+optional` non-omitempty uuid string decodes to a value its schema refuses while
    the schema lets it be absent (DG309), and a list of uuids publishes no `default: ""` for
    its items (a null item is refused by both paths). The old validator of zero values knew no
    format: no DG309, and `default: ""` published."""
    source = (
        "from dataclasses import dataclass, field\n\n\n"
        "@dataclass\n"
        "class Spec:\n"
        "    # +optional\n"
        "    # +kubebuilder:validation:Format=uuid\n"
        '    uid: str = field(default="", metadata={"json": "uid"})\n'
        "    # +kubebuilder:validation:items:Format=uuid\n"
        '    uids: list[str] = field(default_factory=list, metadata={"json": "uids,omitempty"})\n'
    )
    assert [f for f in _findings(source) if f[2] == "DG309"] == [(8, 5, "DG309")]
    module = parse_source("m.py", "m", source.encode())
    items = openapi_document(Universe([module]))["components"]["schemas"]["m.Spec"]["properties"]["uids"]["items"]
    assert items == {"type": "string", "format": "uuid"}
