"""Generated modules at run time: every row of SPEC §3, the Go-like codec, and KEP-1929's
examples end to end. Expected values are worked out by hand from the SPEC and the KEP."""

from __future__ import annotations

import importlib
import inspect
import json
import shutil
import subprocess
import sys
import textwrap
import uuid
from pathlib import Path
from types import SimpleNamespace

import pytest

from defaultgen.codegen.generate import Generator, support_file
from defaultgen.source.discover import discover, load_universe

REPO = Path(__file__).resolve().parent.parent
KEP = REPO / "testdata" / "kep1929"


@pytest.fixture
def build(tmp_path, monkeypatch):
    """Write modules into a fresh package, generate their `_defaults` modules, import both.

    Returns a namespace: `ns.types` is the source module `types.py`, `ns.types_defaults`
    its generated module.
    """
    package = "pkg_" + uuid.uuid4().hex[:12]
    monkeypatch.syspath_prepend(str(tmp_path))

    def make(sources: dict[str, str]) -> SimpleNamespace:
        root = tmp_path / package
        root.mkdir()
        (root / "__init__.py").write_text("")
        for name, text in sources.items():
            (root / name).write_text(textwrap.dedent(text), encoding="utf-8")
        generate_tree(tmp_path, [package])
        importlib.invalidate_caches()
        names = {}
        for name in sources:
            stem = name.removesuffix(".py")
            names[stem] = importlib.import_module(f"{package}.{stem}")
            names[f"{stem}_defaults"] = importlib.import_module(f"{package}.{stem}_defaults")
        return SimpleNamespace(**names)

    yield make
    for name in [m for m in sys.modules if m == package or m.startswith(package + ".")]:
        del sys.modules[name]


def generate_tree(root: Path, paths: list[str]) -> None:
    """Write the generated module of every module with dataclasses under `paths`."""
    files = discover([str(root / p) for p in paths], root)
    universe = load_universe(files, root)
    generator = Generator(universe, "{module}_defaults.py")
    for source in files:
        module = next((m for m in universe.scanned if m.path == source.shown), None)
        if module is not None and any(c.is_dataclass for c in module.classes):
            (source.path.parent / f"{source.path.stem}_defaults.py").write_text(
                generator.source(module), encoding="utf-8"
            )
            support_file(source.path, module.module, module.is_package).write_text(Generator.support_source(), encoding="utf-8")


def import_generated(root: Path, module: str):
    """The source module `module` under `root` and its generated `<module>_defaults`."""
    sys.path.insert(0, str(root))
    importlib.invalidate_caches()
    try:
        return importlib.import_module(module), importlib.import_module(f"{module}_defaults")
    finally:
        sys.path.remove(str(root))


def null_as_absent(value):
    """SPEC §3's comparison: a property that is null counts as absent."""
    if isinstance(value, dict):
        return {k: null_as_absent(v) for k, v in value.items() if v is not None}
    if isinstance(value, list):
        return [null_as_absent(v) for v in value]
    return value


HEADER = """
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Dict, List, NewType, Optional
"""

TYPES = HEADER + """
# +default="banana"
Fruit = NewType("Fruit", str)

# +default="apple"
Item = NewType("Item", str)


@dataclass
class Scalars:
    # +default="name"
    name: str = field(default="", metadata={"json": "name,omitempty"})
    # +default=3
    count: int = field(default=0, metadata={"json": "count,omitempty"})
    # +default=0.5
    ratio: float = field(default=0.0, metadata={"json": "ratio,omitempty"})
    # +default=true
    enabled: bool = field(default=False, metadata={"json": "enabled,omitempty"})
    # +default=["a", "b"]
    tags: list[str] = field(default_factory=list, metadata={"json": "tags,omitempty"})
    # +default={"k": ["v"]}
    labels: dict[str, list[str]] = field(default_factory=dict, metadata={"json": "labels,omitempty"})
    fruit: Fruit = field(default="", metadata={"json": "fruit,omitempty"})
    # +default="cherry"
    other_fruit: Fruit = field(default="", metadata={"json": "otherFruit,omitempty"})


@dataclass
class Sub:
    # +default="sub-name"
    name: str = field(default="", metadata={"json": "name,omitempty"})
    number: int = 7
    # +default=["x"]
    tags: list[str] = field(default_factory=list, metadata={"json": "tags,omitempty"})


@dataclass
class Pointers:
    # +default=5
    count: Optional[int] = None
    # +default=""
    empty: Optional[str] = None
    # +default=["a"]
    items: Optional[list[str]] = None
    # +default={"name": "given", "number": 0}
    sub: Optional[Sub] = None
    # +optional
    plain: Optional[Sub] = None
    fruit: Optional[Fruit] = None


@dataclass
class Holder:
    sub: Sub = field(default_factory=Sub)


@dataclass
class Containers:
    items: list[Item] = field(default_factory=list)
    maybe: list[Optional[Item]] = field(default_factory=list)
    by_key: dict[str, Item] = field(default_factory=dict)
    maybe_by_key: Dict[str, Optional[Item]] = field(default_factory=dict)
    subs: list[Sub] = field(default_factory=list)
    maybe_subs: List[Optional[Sub]] = field(default_factory=list)
    sub_map: dict[str, Sub] = field(default_factory=dict)
    grid: list[list[Item]] = field(default_factory=list)


# +default=[{"name": "first", "number": 0}, {"number": 0}]
SubList = NewType("SubList", list[Sub])


@dataclass
class TopDown:
    subs: SubList = field(default_factory=list, metadata={"json": "subs,omitempty"})


@dataclass
class Base:
    # +default="base"
    kind: str = field(default="", metadata={"json": "kind,omitempty"})


@dataclass
class Child(Base):
    # +default=1
    level: int = field(default=0, metadata={"json": "level,omitempty"})


@dataclass
class Tree:
    # +default="leaf"
    label: str = field(default="", metadata={"json": "label,omitempty"})
    children: list[Tree] = field(default_factory=list)
    parent: Optional[Tree] = None
"""


@pytest.fixture
def gen(build):
    return build({"types.py": TYPES})


# --------------------------------------------------------------------------- SPEC §3, row by row


def test_non_optional_scalars_lists_and_dicts_at_zero_get_their_default(gen):
    """Row 1: a zero value ("" 0 0.0 False [] {}) is replaced by D; a named type's marker
    applies where the field has none, and a field's own marker wins over it."""
    t, g = gen.types, gen.types_defaults
    obj = g.set_defaults(t.Scalars())
    assert obj == t.Scalars(
        name="name",
        count=3,
        ratio=0.5,
        enabled=True,
        tags=["a", "b"],
        labels={"k": ["v"]},
        fruit="banana",
        other_fruit="cherry",
    )


def test_non_optional_values_that_are_not_zero_are_kept(gen):
    """Row 1: only the zero value is defaulted."""
    t, g = gen.types, gen.types_defaults
    given = dict(
        name="x", count=-1, ratio=2.0, enabled=True, tags=["z"], labels={"a": []}, fruit="kiwi", other_fruit="lime"
    )
    assert g.set_defaults(t.Scalars(**given)) == t.Scalars(**given)


def test_optional_fields_that_are_none_get_their_default(gen):
    """Row 2: None becomes D, even a zero D, or the named type's D through Optional; a
    dataclass D is built with the constructor and its missing fields are zero (number 0, not
    the Python default 7), then defaulted."""
    t, g = gen.types, gen.types_defaults
    obj = g.set_defaults(t.Pointers())
    sub = t.Sub(name="given", number=0, tags=["x"])
    assert obj == t.Pointers(count=5, empty="", items=["a"], sub=sub, plain=None, fruit="banana")


def test_optional_fields_that_are_set_are_kept_even_at_zero(gen):
    """Row 2: a set Optional (0, "", []) is a value, not unset."""
    t, g = gen.types, gen.types_defaults
    obj = g.set_defaults(t.Pointers(count=0, empty="", items=[], fruit=""))
    assert (obj.count, obj.empty, obj.items, obj.fruit) == (0, "", [], "")


def test_non_optional_dataclass_fields_have_their_fields_defaulted(gen):
    """Row 3: the nested object's own defaults apply; a None there is taken as Sub()."""
    t, g = gen.types, gen.types_defaults
    assert g.set_defaults(t.Holder()).sub == t.Sub(name="sub-name", number=7, tags=["x"])
    assert g.set_defaults(t.Holder(sub=None)).sub == t.Sub(name="sub-name", number=7, tags=["x"])


def test_optional_dataclass_fields_are_defaulted_only_when_set(gen):
    """Row 4: None stays None without a D; a set object has its fields defaulted."""
    t, g = gen.types, gen.types_defaults
    assert g.set_defaults(t.Pointers()).plain is None
    assert g.set_defaults(t.Pointers(plain=t.Sub(number=1))).plain == t.Sub(name="sub-name", number=1, tags=["x"])


def test_list_items_and_dict_values(gen):
    """Row 5: a None item of a type with a default gets it; "" is a value; dataclass items
    are defaulted; Optional items and values stay None; None dataclass items stay None."""
    t, g = gen.types, gen.types_defaults
    obj = g.set_defaults(
        t.Containers(
            items=[None, "", "kiwi"],
            maybe=[None, "x"],
            by_key={"a": None, "b": ""},
            maybe_by_key={"a": None},
            subs=[t.Sub(number=1), None],
            maybe_subs=[None, t.Sub(number=2)],
            sub_map={"s": t.Sub(name="n", number=3)},
            grid=[[None, "x"], None, []],
        )
    )
    assert obj == t.Containers(
        items=["apple", "", "kiwi"],
        maybe=[None, "x"],
        by_key={"a": "apple", "b": ""},
        maybe_by_key={"a": None},
        subs=[t.Sub(name="sub-name", number=1, tags=["x"]), None],
        maybe_subs=[None, t.Sub(name="sub-name", number=2, tags=["x"])],
        sub_map={"s": t.Sub(name="n", number=3, tags=["x"])},
        grid=[["apple", "x"], None, []],
    )


def test_defaults_are_applied_top_down(gen):
    """A default is set first and then visited: its own values win, nested defaults fill in
    the rest (the CRD algorithm's order)."""
    t, g = gen.types, gen.types_defaults
    assert g.set_defaults(t.TopDown()).subs == [
        t.Sub(name="first", number=0, tags=["x"]),
        t.Sub(name="sub-name", number=0, tags=["x"]),
    ]


def test_inherited_fields_are_defaulted_and_serialized(gen):
    """A subclass covers the fields of its dataclass base."""
    t, g = gen.types, gen.types_defaults
    assert g.set_defaults(t.Child()) == t.Child(kind="base", level=1)
    assert g.to_dict(t.Child(kind="k")) == {"kind": "k"}
    assert g.from_dict(t.Child, {"kind": "x", "level": 2}) == t.Child(kind="x", level=2)


def test_fields_that_are_not_on_the_wire_are_not_defaulted(build):
    """A `json:"-"` field is skipped entirely, as the schema skips it."""
    ns = build(
        {
            "hidden.py": HEADER
            + """
@dataclass
class Hidden:
    # +default="x"
    note: str = field(default="", metadata={"json": "-"})
"""
        }
    )
    assert ns.hidden_defaults.set_defaults(ns.hidden.Hidden()).note == ""


def test_recursive_types_are_defaulted_all_the_way_down(gen):
    """A type that contains itself (through a list and an Optional) is defaulted at every level."""
    t, g = gen.types, gen.types_defaults
    tree = g.set_defaults(t.Tree(children=[t.Tree(children=[t.Tree()])], parent=t.Tree()))
    assert [tree.label, tree.children[0].label, tree.children[0].children[0].label, tree.parent.label] == ["leaf"] * 4
    assert tree.parent.parent is None


def test_set_defaults_twice_is_set_defaults_once(gen):
    """Idempotence: a second pass changes nothing."""
    t, g = gen.types, gen.types_defaults
    for make in (
        t.Scalars,
        t.Pointers,
        t.Holder,
        t.TopDown,
        t.Child,
        lambda: t.Containers(items=[None], subs=[t.Sub()], grid=[[None]]),
        lambda: t.Tree(children=[t.Tree()]),
    ):
        once = g.set_defaults(make())
        assert g.set_defaults(g.set_defaults(make())) == once


def test_mutable_defaults_are_never_shared(gen):
    """Every defaulted object gets its own lists, dicts and objects, at every depth."""
    t, g = gen.types, gen.types_defaults
    a, b = g.set_defaults(t.Scalars()), g.set_defaults(t.Scalars())
    a.tags.append("changed")
    a.labels["k"].append("changed")
    assert b.tags == ["a", "b"] and b.labels == {"k": ["v"]}
    p, q = g.set_defaults(t.Pointers()), g.set_defaults(t.Pointers())
    assert p.sub is not q.sub and p.sub.tags is not q.sub.tags and p.items is not q.items
    x, y = g.set_defaults(t.TopDown()), g.set_defaults(t.TopDown())
    assert x.subs is not y.subs and x.subs[0] is not y.subs[0]


def test_set_defaults_returns_the_object_it_changed(gen):
    """set_defaults mutates in place and returns the same object."""
    t, g = gen.types, gen.types_defaults
    obj = t.Scalars()
    assert g.set_defaults(obj) is obj
    assert g.set_defaults_Scalars(obj) is obj and obj.name == "name"


def test_the_registry_dispatches_on_the_exact_type(gen):
    """set_defaults/to_dict/from_dict pick the class's functions; other types are refused."""
    t, g = gen.types, gen.types_defaults
    assert g.DEFAULTERS[t.Sub] is g.set_defaults_Sub
    assert g.set_defaults(t.Sub()).name == "sub-name"
    with pytest.raises(TypeError, match="dict is not a dataclass of"):
        g.set_defaults({})
    with pytest.raises(TypeError, match="int is not a dataclass of"):
        g.from_dict(int, {})
    for strict in (False, True):
        with pytest.raises(TypeError, match="int is not a dataclass of"):
            g.load(int, {}, strict)


def test_load_passes_on_a_key_error_of_the_class_s_own_code(build):
    """load looks the class's loader up and calls it in one `try`: a KeyError raised by the
    class's own code (a __post_init__) is that error, not a class load does not know."""
    ns = build(
        {
            "hooked.py": HEADER
            + """
@dataclass
class Hooked:
    # +default="known"
    key: str = ""

    def __post_init__(self) -> None:
        {"known": 1}[self.key]
"""
        }
    )
    h, g = ns.hooked, ns.hooked_defaults
    assert g.load(h.Hooked, {}) == h.Hooked("known")
    for strict in (False, True):
        with pytest.raises(KeyError, match="other"):
            g.load(h.Hooked, {"key": "other"}, strict)


def test_types_from_another_module_are_defaulted_by_their_own_generated_module(build):
    """A field typed with another module's dataclass uses that module's generated code."""
    ns = build(
        {
            "common.py": HEADER
            + """
@dataclass
class Port:
    # +default=80
    port: int = field(default=0, metadata={"json": "port,omitempty"})
""",
            "api.py": HEADER
            + """
from .common import Port

@dataclass
class Service:
    port: Port = field(default_factory=Port)
    # +default={}
    extra: Optional[Port] = None
    ports: list[Port] = field(default_factory=list)
""",
        }
    )
    svc = ns.api_defaults.load(ns.api.Service, {"ports": [{}, {"port": 1}]})
    assert ns.api_defaults.to_dict(svc) == {
        "port": {"port": 80},
        "extra": {"port": 80},
        "ports": [{"port": 80}, {"port": 1}],
    }


def test_the_built_in_path_agrees_with_the_crd_path(gen):
    """SPEC §3's promise for lint-clean types: to_dict(set_defaults(o)) equals
    apply_defaults(to_dict(o), schema) from the emitted OpenAPI, a null property counting as absent."""
    from defaultgen import apply_defaults
    from defaultgen.diagnostics import Severity
    from defaultgen.lint.linter import lint
    from defaultgen.openapi.schemas import openapi_document
    from defaultgen.settings import Settings

    t, g = gen.types, gen.types_defaults
    root = Path(t.__file__).parent.parent
    universe = load_universe(discover([t.__file__], root), root)
    assert not [d for d in lint(universe, Settings()) if d.severity is Severity.ERROR]
    components = openapi_document(universe)["components"]["schemas"]
    objects = [
        lambda: t.Scalars(),
        lambda: t.Scalars(name="x", tags=["q"], labels={"k": []}),
        lambda: t.Pointers(),
        lambda: t.Pointers(count=0, empty="e", sub=t.Sub(), plain=t.Sub(name="p")),
        lambda: t.Holder(),
        lambda: t.Containers(
            items=[None, ""],
            maybe=[None],
            by_key={"a": None, "b": "x"},
            maybe_by_key={"a": None},
            subs=[t.Sub(), None],
            maybe_subs=[None, t.Sub()],
            sub_map={"s": t.Sub()},
            grid=[[None], []],  # a None list item is outside the contract (its type has no default)
        ),
        lambda: t.TopDown(),
        lambda: t.TopDown(subs=[t.Sub(number=1)]),
        lambda: t.Child(),
        lambda: t.Tree(children=[t.Tree()], parent=t.Tree(label="p")),
    ]
    for make in objects:
        obj = make()
        schema = {"$ref": f"#/components/schemas/{type(obj).__module__}.{type(obj).__name__}"}
        crd = apply_defaults(g.to_dict(obj), schema, components)
        assert null_as_absent(g.to_dict(g.set_defaults(make()))) == null_as_absent(crd), obj


# --------------------------------------------------------------------------- the codec


CODEC = HEADER + """
@dataclass
class Inner:
    value: int = 0


@dataclass
class Wire:
    name: str = field(default="", metadata={"json": "name,omitempty"})
    count: int = field(default=0, metadata={"json": "count,omitempty"})
    ratio: float = field(default=0.0, metadata={"json": "ratio,omitempty"})
    flag: bool = field(default=False, metadata={"json": "flag,omitempty"})
    tags: list[str] = field(default_factory=list, metadata={"json": "tags,omitempty"})
    labels: dict[str, Optional[str]] = field(default_factory=dict, metadata={"json": "labels,omitempty"})
    maybe: Optional[int] = field(default=None, metadata={"json": "maybe,omitempty"})
    pointer: Optional[str] = None
    sub: Inner = field(default_factory=Inner, metadata={"json": "sub,omitempty"})
    plain: int = 0
    renamed: str = field(default="", metadata={"json": "otherName"})
    skipped: str = field(default="keep", metadata={"json": "-"})
    python_name: str = field(default="", metadata={"json": ",omitempty"})
    items: list[Optional[Inner]] = field(default_factory=list)
    table: dict[str, Inner] = field(default_factory=dict)


@dataclass
class NotZero:
    secret: str = field(metadata={"json": "-"})
    number: int = 7
    words: list[str] = field(default_factory=lambda: ["w"])
"""


@pytest.fixture
def codec(build):
    return build({"wire.py": CODEC})


def test_to_dict_leaves_out_omitempty_zero_values_like_go(codec):
    """omitempty drops "" 0 0.0 False [] {} and a None Optional; a nested dataclass, a
    non-omitempty Optional (null) and `json:"-"` fields follow encoding/json."""
    w, g = codec.wire, codec.wire_defaults
    assert g.to_dict(w.Wire()) == {
        "pointer": None,
        "sub": {"value": 0},
        "plain": 0,
        "otherName": "",
        "items": [],
        "table": {},
    }


def test_to_dict_writes_set_values_under_their_wire_names_in_declaration_order(codec):
    """Every set value is written under its wire name, in field order; None items are null."""
    w, g = codec.wire, codec.wire_defaults
    obj = w.Wire(
        name="n",
        count=1,
        ratio=0.5,
        flag=True,
        tags=["t"],
        labels={"a": "b", "c": None},
        maybe=0,
        pointer="",
        sub=w.Inner(3),
        plain=4,
        renamed="r",
        skipped="x",
        python_name="p",
        items=[None, w.Inner(1)],
        table={"k": w.Inner(2)},
    )
    data = g.to_dict(obj)
    assert data == {
        "name": "n",
        "count": 1,
        "ratio": 0.5,
        "flag": True,
        "tags": ["t"],
        "labels": {"a": "b", "c": None},
        "maybe": 0,
        "pointer": "",
        "sub": {"value": 3},
        "plain": 4,
        "otherName": "r",
        "python_name": "p",
        "items": [None, {"value": 1}],
        "table": {"k": {"value": 2}},
    }
    assert list(data)[:5] == ["name", "count", "ratio", "flag", "tags"]  # declaration order, as Go writes


def test_from_dict_gives_zero_values_for_missing_keys_and_nulls_like_go(codec):
    """Missing keys and nulls of non-Optional fields are zero values (not Python defaults);
    null Optional is None; unknown keys and `json:"-"` keys are ignored."""
    w, g = codec.wire, codec.wire_defaults
    assert g.from_dict(w.Wire, {}) == w.Wire()
    nulls = {"name": None, "tags": None, "labels": None, "maybe": None, "sub": None, "pointer": None, "table": None}
    assert g.from_dict(w.Wire, {**nulls, "unknown": 1, "skipped": "from json", "renamed": "wrong key"}) == w.Wire()
    assert g.from_dict(w.NotZero, {}) == w.NotZero(number=0, words=[], secret="")


def test_from_dict_keeps_null_items_and_values_as_none(codec):
    """A null list item or dict value stays None; nested objects are decoded."""
    w, g = codec.wire, codec.wire_defaults
    obj = g.from_dict(w.Wire, {"items": [None, {"value": 2}], "labels": {"a": None}, "maybe": 0, "otherName": "r"})
    assert obj == w.Wire(items=[None, w.Inner(2)], labels={"a": None}, maybe=0, renamed="r")


def test_from_dict_of_null_is_the_zero_object(codec):
    """Go's json.Unmarshal of `null` into a struct leaves it at its zero value."""
    w, g = codec.wire, codec.wire_defaults
    assert g.from_dict(w.Wire, None) == w.Wire()


def test_the_codec_copies_instead_of_sharing(codec):
    """Decoded objects do not share lists or dicts with the input, nor encoded dicts with the object."""
    w, g = codec.wire, codec.wire_defaults
    data = {"tags": ["a"], "labels": {"k": "v"}, "items": [{"value": 1}]}
    obj = g.from_dict(w.Wire, data)
    obj.tags.append("b")
    obj.labels["x"] = "y"
    obj.items[0].value = 9
    assert data == {"tags": ["a"], "labels": {"k": "v"}, "items": [{"value": 1}]}
    out = g.to_dict(obj)
    out["tags"].append("c")
    assert obj.tags == ["a", "b"]


def test_to_dict_and_from_dict_round_trip(codec):
    """A decoded encoding is the object itself (fields on the wire)."""
    w, g = codec.wire, codec.wire_defaults
    obj = w.Wire(
        name="n",
        tags=["t"],
        labels={"a": None},
        maybe=0,
        sub=w.Inner(1),
        items=[None, w.Inner(2)],
        table={"k": w.Inner(3)},
    )
    assert g.from_dict(w.Wire, g.to_dict(obj)) == obj


def test_load_is_from_dict_then_set_defaults(gen):
    """load decodes and defaults in one call."""
    t, g = gen.types, gen.types_defaults
    assert g.load(t.Pointers, {"count": 0, "sub": {}}) == t.Pointers(
        count=0, empty="", items=["a"], sub=t.Sub(name="sub-name", number=0, tags=["x"]), fruit="banana"
    )


# --------------------------------------------------------------------------- init=False fields

# Fields that __init__ does not take (`field(init=False)`), before, between and after positional
# ones, with and without a `+default`, in plain, frozen and frozen slotted dataclasses, nested.
INIT_FALSE = HEADER + """
@dataclass
class Plain:
    a: int = 0
    # +default=5
    x: int = field(default=0, init=False, metadata={"json": "x,omitempty"})
    b: str = ""


@dataclass(frozen=True)
class Frozen:
    # +default=["d"]
    tags: list[str] = field(default_factory=list, init=False, metadata={"json": "tags,omitempty"})
    a: int = 0
    b: str = ""


@dataclass(frozen=True, slots=True)
class Slotted:
    a: int = 0
    # +default="s"
    name: Optional[str] = field(default=None, init=False)
    inner: Frozen = field(default_factory=Frozen)


@dataclass
class Outer:
    plain: Plain = field(default_factory=Plain)
    # +optional
    slotted: Optional[Slotted] = None
    frozen: list[Frozen] = field(default_factory=list)
    # +default={"a": 2, "b": ""}
    fallback: Optional[Frozen] = field(default=None, init=False)


@dataclass
class Seen:
    x: int = field(default=0, init=False)
    seen: Optional[int] = field(default=None, init=False, metadata={"json": "-"})

    def __post_init__(self) -> None:
        self.seen = self.x
"""


@pytest.fixture
def derived(build):
    return build({"derived.py": INIT_FALSE})


def made(cls, *args, **init_false):
    """`cls(*args)` with its `init=False` fields then set as the dataclass's own __init__ would
    (object.__setattr__, which a frozen dataclass needs), worked out by hand in each test."""
    obj = cls(*args)
    for name, value in init_false.items():
        object.__setattr__(obj, name, value)
    return obj


def test_init_false_fields_are_decoded_and_set_after_construction(derived):
    """from_dict passes the init fields to __init__ and sets the `init=False` ones afterwards,
    through object.__setattr__ when the class is frozen; nested objects likewise."""
    d, g = derived.derived, derived.derived_defaults
    assert g.from_dict(d.Plain, {"a": 1, "x": 2, "b": "y"}) == made(d.Plain, 1, "y", x=2)
    assert g.from_dict(d.Plain, {}) == made(d.Plain, 0, "", x=0)
    assert g.from_dict(d.Frozen, {"tags": ["t"], "a": 1, "b": "z"}) == made(d.Frozen, 1, "z", tags=["t"])
    slotted = g.from_dict(d.Slotted, {"a": 1, "name": "n", "inner": {"b": "q"}})
    assert slotted == made(d.Slotted, 1, made(d.Frozen, 0, "q", tags=[]), name="n")
    outer = g.from_dict(d.Outer, {"plain": {"x": 3}, "frozen": [{"tags": ["e"]}], "fallback": {"b": "f"}})
    assert outer == made(
        d.Outer, made(d.Plain, 0, "", x=3), None, [made(d.Frozen, 0, "", tags=["e"])], fallback=made(d.Frozen, 0, "f", tags=[])
    )


def test_init_false_fields_are_written_by_to_dict(derived):
    """to_dict writes an `init=False` field like any other, omitempty included."""
    d, g = derived.derived, derived.derived_defaults
    assert g.to_dict(made(d.Plain, 1, "y", x=2)) == {"a": 1, "x": 2, "b": "y"}
    assert g.to_dict(d.Plain()) == {"a": 0, "b": ""}
    assert g.to_dict(d.Slotted()) == {"a": 0, "name": None, "inner": {"a": 0, "b": ""}}
    assert g.from_dict(d.Outer, g.to_dict(made(d.Outer, fallback=made(d.Frozen, tags=["r"])))).fallback.tags == ["r"]


def test_init_false_fields_are_defaulted_by_set_defaults_and_load_alike(derived):
    """A `+default` on an `init=False` field applies through set_defaults (in place, a frozen
    object too) and through load, and load(doc) is set_defaults(from_dict(doc))."""
    d, g = derived.derived, derived.derived_defaults
    frozen = d.Frozen()
    assert g.set_defaults(frozen) is frozen and frozen == made(d.Frozen, 0, "", tags=["d"])
    assert g.set_defaults(d.Plain(1)) == made(d.Plain, 1, "", x=5)
    assert g.load(d.Slotted, {}) == made(d.Slotted, 0, made(d.Frozen, 0, "", tags=["d"]), name="s")
    assert g.load(d.Outer, {"frozen": [{}, {"tags": ["e"]}], "slotted": {"name": "m"}}) == made(
        d.Outer,
        made(d.Plain, 0, "", x=5),
        made(d.Slotted, 0, made(d.Frozen, 0, "", tags=["d"]), name="m"),
        [made(d.Frozen, 0, "", tags=["d"]), made(d.Frozen, 0, "", tags=["e"])],
        fallback=made(d.Frozen, 2, "", tags=["d"]),
    )
    documents = [
        {},
        {"plain": {"a": 1, "x": 7}, "fallback": {"tags": ["f"]}},
        {"slotted": {"inner": {"tags": ["i"]}}, "frozen": [{"a": 1}]},
        {"slotted": {"name": None}, "fallback": None},
    ]
    for cls in (d.Plain, d.Frozen, d.Slotted, d.Outer):
        for document in documents:
            assert g.load(cls, document) == g.set_defaults(g.from_dict(cls, document)), (cls, document)


def test_init_false_fields_agree_with_the_crd_path(derived):
    """SPEC §3's promise holds for classes with `init=False` fields, frozen ones included (they
    lint clean, without a warning)."""
    from defaultgen import apply_defaults
    from defaultgen.lint.linter import lint
    from defaultgen.openapi.schemas import openapi_document
    from defaultgen.settings import Settings

    d, g = derived.derived, derived.derived_defaults
    root = Path(d.__file__).parent.parent
    universe = load_universe(discover([d.__file__], root), root)
    assert [finding.as_text() for finding in lint(universe, Settings())] == []
    components = openapi_document(universe)["components"]["schemas"]
    objects = [
        lambda: d.Plain(),
        lambda: made(d.Plain, 1, "", x=3),
        lambda: d.Frozen(),
        lambda: d.Slotted(inner=made(d.Frozen, tags=["t"])),
        lambda: d.Outer(slotted=d.Slotted(), frozen=[d.Frozen()]),
        lambda: made(d.Outer, fallback=d.Frozen(b="x")),
    ]
    for make in objects:
        obj = make()
        schema = {"$ref": f"#/components/schemas/{type(obj).__module__}.{type(obj).__name__}"}
        crd = apply_defaults(g.to_dict(obj), schema, components)
        assert null_as_absent(g.to_dict(g.set_defaults(make()))) == null_as_absent(crd), obj


def test_post_init_runs_before_init_false_fields_are_decoded(derived):
    """__post_init__ runs inside __init__, so it sees an `init=False` field at its Python
    default; the decoded value is set after it (docs/decisions.md)."""
    d, g = derived.derived, derived.derived_defaults
    seen = g.from_dict(d.Seen, {"x": 3})
    assert (seen.x, seen.seen) == (3, 0)
    assert g.to_dict(seen) == {"x": 3}


LEAVES = HEADER + """
@dataclass
class Leaf:
    a: int = field(default=0, metadata={"json": "a,omitempty"})
    b: List[str] = field(default_factory=list, metadata={"json": "b"})


@dataclass
class Branch:
    one: Leaf = field(default_factory=Leaf)
    maybe: Optional[Leaf] = field(default=None, metadata={"json": "maybe,omitempty"})
    null: Optional[Leaf] = None
    many: List[Optional[Leaf]] = field(default_factory=list, metadata={"json": "many"})
    next: Optional[Branch] = field(default=None, metadata={"json": "next,omitempty"})
"""


def test_to_dict_writes_a_leaf_dataclass_in_place_as_its_own_to_dict_writes_it(build):
    """A dataclass whose fields convert nothing is written inside the to_dict that holds it
    (no call): the same JSON, None items as null, an Optional one left out or null as Go
    writes a nil pointer, a copy of its lists; a class holding objects is still called."""
    ns = build({"leaves.py": LEAVES})
    t, g = ns.leaves, ns.leaves_defaults
    leaf = t.Leaf(0, ["x"])
    branch = t.Branch(t.Leaf(2, []), None, None, [leaf, None, t.Leaf(1, ["y"])], t.Branch(maybe=leaf))
    assert g.to_dict(branch) == {
        "one": {"a": 2, "b": []},
        "null": None,
        "many": [{"b": ["x"]}, None, {"a": 1, "b": ["y"]}],
        "next": {"one": {"b": []}, "maybe": {"b": ["x"]}, "null": None, "many": []},
    }
    assert g.to_dict(branch)["many"][0]["b"] is not leaf.b
    source = inspect.getsource(g.to_dict_Branch)
    assert "to_dict_Leaf(" not in source.replace("None if obj.null is None else to_dict_Leaf(", "")
    assert "to_dict_Branch(" in source


HOLDERS = HEADER + """
import enum


class Color(str, enum.Enum):
    RED = "red"
    BLUE = "blue"


@dataclass
class Leaf:
    items: List[str] = field(default_factory=list, metadata={"json": "items,omitempty"})


@dataclass
class Inner:
    items: List[Optional[Leaf]] = field(default_factory=list, metadata={"json": "items"})
    colors: List[Color] = field(default_factory=list, metadata={"json": "colors,omitempty"})
    one: Optional[Leaf] = field(default=None, metadata={"json": "one,omitempty"})


@dataclass
class Outer:
    items: List[Optional[Inner]] = field(default_factory=list, metadata={"json": "items"})
    colors: List[Color] = field(default_factory=list, metadata={"json": "colors"})
    inner: Inner = field(default_factory=Inner, metadata={"json": "inner"})
"""


def test_to_dict_writes_a_list_item_holding_objects_in_place_with_names_of_its_own(build):
    """A list item that holds other dataclasses is written in place too (to_dict_Outer calls
    no to_dict_Inner for its items), with what it holds: its own lists of objects, of Enums,
    its Optional leaf. Each depth has its own names, so the inner `items` and `colors` loops
    do not overwrite the outer ones (spelled alike). A single object holding others is written
    in place too (`inner`, after the loop whose item had its name). The JSON is Go's: omitempty
    drops the empty lists and the nil pointer, a nil item is null, an Enum is its value."""
    ns = build({"holders.py": HOLDERS})
    t, g = ns.holders, ns.holders_defaults
    inner = t.Inner([t.Leaf(["a"]), None, t.Leaf([])], [t.Color.BLUE], t.Leaf(["b", "c"]))
    outer = t.Outer([inner, None, t.Inner()], [t.Color.RED, t.Color.BLUE], t.Inner([t.Leaf(["d"])]))
    assert g.to_dict(outer) == {
        "items": [
            {"items": [{"items": ["a"]}, None, {}], "colors": ["blue"], "one": {"items": ["b", "c"]}},
            None,
            {"items": []},
        ],
        "colors": ["red", "blue"],
        "inner": {"items": [{"items": ["d"]}]},
    }
    assert g.to_dict(outer)["items"][0]["one"]["items"] is not inner.one.items
    source = inspect.getsource(g.to_dict_Outer)
    assert source.count("to_dict_") == 1  # its def: no call


SCALAR_LEAVES = HEADER + """
@dataclass
class Point:
    # +default=7
    x: int = field(default=0, metadata={"json": "x,omitempty"})
    # +default="p"
    name: str = field(default="", metadata={"json": "name,omitempty"})
    # +default=2.5
    weight: Optional[float] = field(default=None, metadata={"json": "weight,omitempty"})


@dataclass
class Shape:
    # +optional
    origin: Point = field(default_factory=Point)
    # +optional
    corner: Optional[Point] = None
    points: List[Point] = field(default_factory=list, metadata={"json": "points"})
"""


@pytest.mark.parametrize(
    "document",
    [{}, {"origin": {"x": 1}}, {"corner": {"name": "c", "weight": 1}}, {"points": [{}, {"x": 2, "weight": None}]}],
)
def test_load_decodes_a_leaf_dataclass_in_place_as_its_own_load_does(build, document):
    """A plain dataclass of scalars with no check is decoded inside the load that holds it
    (no call): the same object as set_defaults(from_dict(...)), its defaults filled."""
    ns = build({"shapes.py": SCALAR_LEAVES})
    t, g = ns.shapes, ns.shapes_defaults
    assert g.load(t.Shape, document) == g.set_defaults(g.from_dict(t.Shape, document))
    assert "load_Point(" not in inspect.getsource(g.load_Shape)


@pytest.mark.parametrize(
    "document, strict, problem",
    [
        ({"points": [{}, {"x": "1"}]}, False, '$.points[1].x: expected int, got str "1"'),
        ({"origin": 5}, False, "$.origin: expected object, got int 5"),
        ({"corner": [1]}, False, "$.corner: expected object, got list [1]"),
        ({"origin": {"y": 1}}, True, '$.origin.y: unknown field "y"'),
    ],
)
def test_a_leaf_decoded_in_place_reports_its_problems_with_their_paths(build, document, strict, problem):
    """Its first problem sends load the long way, which names every problem where it is."""
    ns = build({"shapes.py": SCALAR_LEAVES})
    t, g = ns.shapes, ns.shapes_defaults
    with pytest.raises(g.ValidationError) as info:
        g.load(t.Shape, document, strict=strict)
    assert str(info.value).startswith(problem), str(info.value)


CHECKED_LEAVES = HEADER + """
@dataclass
class Port:
    # +kubebuilder:validation:Pattern=`^[a-z]([-a-z0-9]*[a-z0-9])?$`
    name: str = field(default="", metadata={"json": "name"})
    # +kubebuilder:validation:Minimum=1
    # +kubebuilder:validation:Maximum=65535
    port: int = field(default=0, metadata={"json": "port"})
    # +default="TCP"
    # +kubebuilder:validation:Enum=TCP;UDP
    protocol: str = field(default="", metadata={"json": "protocol,omitempty"})


@dataclass
class Service:
    ports: List[Port] = field(default_factory=list, metadata={"json": "ports"})
    # +optional
    main: Optional[Port] = None
"""


@pytest.mark.parametrize(
    "document, problems",
    [
        ({"ports": [{"name": "http", "port": 80}], "main": {"name": "a", "port": 1, "protocol": "UDP"}}, None),
        ({"ports": [{"name": "http", "port": 80}, {"name": "Bad", "port": 0}]}, [
            '$.ports[1].name: must match ^[a-z]([-a-z0-9]*[a-z0-9])?$, got "Bad"',
            "$.ports[1].port: must be >= 1, got 0",
        ]),
        ({"ports": [], "main": {"name": "a-", "port": 70000, "protocol": "SCTP"}}, [
            '$.main.name: must match ^[a-z]([-a-z0-9]*[a-z0-9])?$, got "a-"',
            "$.main.port: must be <= 65535, got 70000",
            '$.main.protocol: must be one of ["TCP", "UDP"], got string "SCTP"',
        ]),
        # an int past Go's 64 bits is a decoding problem, not a broken bound (load does not
        # test the range where the bounds refuse it anyway: the long way reports it as here)
        ({"ports": [{"name": "a", "port": 2**64}], "main": {"name": "b", "port": -(2**63) - 1}}, [
            "$.ports[0].port: expected int, got int 18446744073709551616 (out of int64 range)",
            "$.main.port: expected int, got int -9223372036854775809 (out of int64 range)",
        ]),
    ],
)
def test_a_leaf_with_validation_markers_is_decoded_and_checked_in_place(build, document, problems):
    """A leaf whose fields carry validation markers is decoded in place too, its markers
    checked on its locals (no call into load_Port): a valid document gives the long way's
    object, a broken marker the long way's every problem at its path."""
    ns = build({"svc.py": CHECKED_LEAVES})
    t, g = ns.svc, ns.svc_defaults
    assert "load_Port(" not in inspect.getsource(g.load_Service)
    if problems is None:
        assert g.load(t.Service, document) == g.validate(g.set_defaults(g.from_dict(t.Service, document)))
        return
    with pytest.raises(g.ValidationError) as info:
        g.load(t.Service, document)
    assert [str(p) for p in info.value.problems] == problems


NESTED = HEADER + """
@dataclass
class Port:
    # +kubebuilder:validation:Minimum=1
    port: int = field(default=0, metadata={"json": "port"})
    # +default="TCP"
    protocol: str = field(default="", metadata={"json": "protocol,omitempty"})


@dataclass
class Probe:
    # +default="/healthz"
    path: str = field(default="", metadata={"json": "path,omitempty"})
    # +default=10
    period: int = field(default=0, metadata={"json": "period,omitempty"})


@dataclass
class Container:
    # +kubebuilder:validation:MinLength=1
    image: str = field(default="", metadata={"json": "image"})
    # +kubebuilder:validation:MaxItems=2
    ports: List[Port] = field(default_factory=list, metadata={"json": "ports,omitempty"})
    # +default={"path": "/livez"}
    liveness: Optional[Probe] = field(default=None, metadata={"json": "liveness,omitempty"})
    # +default={"cpu": "100m"}
    limits: Dict[str, str] = field(default_factory=dict, metadata={"json": "limits,omitempty"})


@dataclass
class Spec:
    containers: List[Container] = field(default_factory=list, metadata={"json": "containers"})
    # +optional
    readiness: Probe = field(default_factory=Probe)


@dataclass
class Deployment:
    name: str = field(default="", metadata={"json": "name"})
    spec: Spec = field(default_factory=Spec)


@dataclass
class Tree:
    name: str = field(default="", metadata={"json": "name"})
    children: List[Tree] = field(default_factory=list, metadata={"json": "children,omitempty"})


@dataclass
class Wide:
    a: int = 0
    b: int = 0
    c: int = 0
    d: int = 0
    e: int = 0
    f: int = 0
    g: int = 0
    h: int = 0


@dataclass
class Big:
    one: Wide = field(default_factory=Wide)
    two: Wide = field(default_factory=Wide)
    three: Wide = field(default_factory=Wide)


@dataclass
class Top:
    bigs: List[Big] = field(default_factory=list)
    trees: List[Tree] = field(default_factory=list)
"""


@pytest.mark.parametrize(
    "document",
    [
        {"name": "d", "spec": {"containers": [{"image": "i"}]}},
        {"spec": {"containers": [
            {"image": "a", "ports": [{"port": 80}, {"port": 53, "protocol": "UDP"}], "liveness": {"period": 3}},
            {"image": "b", "limits": {"memory": "1Gi"}, "liveness": None},
        ], "readiness": {"path": "/ready"}}},
        {"spec": None},
        # problems: load takes the long way, which lists every one at its path
        {"spec": {"containers": [{"image": "a", "ports": [{"port": 0}, {"port": 1}, {"port": 2}]}, {"image": ""}]}},
        {"spec": {"containers": [{"image": "a", "ports": [{"port": "80"}], "liveness": {"period": 1.5}}]}},
        {"spec": {"containers": [{"image": "a", "limits": {"cpu": 1}}, None, 5], "readiness": []}},
        {"spec": {"containers": [None]}},
        # defaulted fields missing, null, at their zero value, or present
        {"spec": {"containers": [
            {"image": "a", "ports": [{"port": 1, "protocol": ""}, {"port": 2, "protocol": None}, {"port": 3}]},
            {"image": "b", "liveness": {"path": "", "period": None}, "limits": {}},
            {"image": "c", "liveness": {"path": "/p", "period": 0}, "limits": None, "ports": None},
        ], "readiness": None}},
        {"spec": {"containers": [{"image": "a", "ports": [{"port": 1, "protocol": 5}]}]}},
    ],
)
def test_nested_objects_are_decoded_in_place_as_the_long_way_decodes_them(build, document):
    """A list item that holds other dataclasses (a list of them, an Optional one with a default
    object) is decoded in place too, with everything below it: load_Spec calls no other load.
    So is a single object that holds others (load_Deployment writes Spec in place, with its
    containers' loop), and a leaf (Spec's readiness). A valid document gives the long way's
    object, an invalid one the long way's problems."""
    ns = build({"apps.py": NESTED})
    t, g = ns.apps, ns.apps_defaults
    for function in (g.load_Deployment, g.load_Spec):
        body = inspect.getsource(function).partition("\n")[2]  # after its own `def load_...(`
        assert not any(f"load_{name}(" in body for name in ("Spec", "Container", "Port", "Probe"))
    try:
        expected = g.validate(g.set_defaults(g.from_dict(t.Deployment, document)))
    except g.ValidationError as exc:
        with pytest.raises(g.ValidationError) as info:
            g.load(t.Deployment, document)
        assert info.value.problems == exc.problems
        return
    assert g.load(t.Deployment, document) == expected


def test_nested_objects_decoded_in_place_report_each_problem_at_its_path(build):
    ns = build({"apps.py": NESTED})
    t, g = ns.apps, ns.apps_defaults
    document = {"spec": {"containers": [{"image": "a", "ports": [{"port": 0}, {"port": 1}, {"port": 2}]}, {"image": ""}]}}
    with pytest.raises(g.ValidationError) as info:
        g.load(t.Deployment, document)
    assert [str(p) for p in info.value.problems] == [
        "$.spec.containers[0].ports[0].port: must be >= 1, got 0",
        "$.spec.containers[0].ports: must have at most 2 items, got 3",
        '$.spec.containers[1].image: must be at least 1 character long, got 0: ""',
    ]


def test_a_missing_field_with_a_default_is_the_default_at_once(build):
    """load tests a defaulted field's JSON value for None first: missing or null, it is the
    default (written out, or the default object built); only a present value is checked, and
    defaulted when it decodes to its type's zero, as set_defaults does after from_dict."""
    ns = build({"apps.py": NESTED})
    t, g = ns.apps, ns.apps_defaults
    source = inspect.getsource(g.load_Port)
    assert 'f1 = data.get("protocol")\n    if f1 is None:\n        f1 = "TCP"\n    else:\n' in source
    for protocol in ({}, {"protocol": None}, {"protocol": ""}):
        assert g.load(t.Port, {"port": 1, **protocol}) == t.Port(1, "TCP")
    assert g.load(t.Port, {"port": 1, "protocol": "UDP"}) == t.Port(1, "UDP")
    container = g.load(t.Container, {"image": "i", "liveness": None, "limits": {}})
    assert container.liveness == t.Probe("/livez", 10) and container.limits == {"cpu": "100m"}
    with pytest.raises(g.ValidationError) as info:
        g.load(t.Port, {"port": 1, "protocol": 5})
    assert [str(p) for p in info.value.problems] == ["$.protocol: expected str, got int 5"]
    with pytest.raises(g.ValidationError) as info:  # refused once it is found not to be an object
        g.load(t.Spec, {"containers": [{"image": "i"}, None]})
    assert [str(p) for p in info.value.problems] == [
        "$.containers[1]: expected a value, got null: nothing fills a null list item here "
        "(its type has no default, and no zero value that its schema accepts)"
    ]


def test_a_class_inside_itself_or_too_big_is_called_not_decoded_in_place(build):
    """Even as list items: a class that holds itself is decoded by its load (written in place,
    it would be written without end); so is one with more than 24 fields written in place
    below it, Big's 3 + 3 x 8 (it would copy a large subtree into every class holding it)."""
    ns = build({"apps.py": NESTED})
    t, g = ns.apps, ns.apps_defaults
    top = inspect.getsource(g.load_Top)
    assert "load_Big(" in top and "load_Tree(" in top
    assert "load_Wide(" not in inspect.getsource(g.load_Big)
    document = {"bigs": [{"two": {"h": 1}}], "trees": [{"name": "r", "children": [{"name": "c", "children": [{}]}]}]}
    loaded = g.load(t.Top, document)
    assert loaded == g.set_defaults(g.from_dict(t.Top, document))
    assert loaded.trees[0].children[0].children == [t.Tree("", [])] and loaded.bigs[0].two.h == 1


# --------------------------------------------------------------------------- building an object

BUILDS = HEADER + """
CALLS: list[str] = []  # what ran while an object was built


class Counting(type):
    def __call__(cls, *args, **kwargs):
        CALLS.append("metaclass")
        return super().__call__(*args, **kwargs)


def counted(cls):
    original = cls.__init__

    def __init__(self, *args, **kwargs):
        CALLS.append("decorator")
        original(self, *args, **kwargs)

    cls.__init__ = __init__
    return cls


class Mixin:
    def __post_init__(self) -> None:
        CALLS.append("mixin")


@dataclass
class Plain:
    a: int = 0
    b: str = field(default="", metadata={"json": "b,omitempty"})
    c: List[str] = field(default_factory=list, metadata={"json": "c,omitempty"})


@dataclass
class Child(Plain):
    a: int = 1
    d: Optional[Plain] = None


@dataclass
class PostInit:
    a: int = 0

    def __post_init__(self) -> None:
        CALLS.append("post_init")


@dataclass
class Inherits(PostInit):
    b: int = 0


@dataclass
class OwnInit:
    a: int = 0

    def __init__(self, a: int = 0) -> None:
        CALLS.append("own_init")
        self.a = a


@dataclass
class Guarded:
    a: int = 0

    def __setattr__(self, name, value) -> None:
        CALLS.append("setattr")
        object.__setattr__(self, name, value)


@dataclass
class Meta(metaclass=Counting):
    a: int = 0


@counted
@dataclass
class Decorated:
    a: int = 0


@dataclass
class Mixed(Mixin):
    a: int = 0
"""


@pytest.fixture
def builds(build):
    return build({"builds.py": BUILDS})


def test_a_plain_dataclass_is_built_as_its_init_builds_it(builds):
    """A dataclass whose __init__ only stores its fields (none of the hooks below anywhere in
    its MRO) is built without calling it: the same object, its attributes stored in the
    same order as __init__ stores them (docs/decisions.md)."""
    b, g = builds.builds, builds.builds_defaults
    for decode in (g.from_dict, g.load):
        plain = decode(b.Plain, {"c": ["x"], "b": "y", "a": 2})
        assert plain == b.Plain(2, "y", ["x"]) and list(vars(plain)) == list(vars(b.Plain()))
        child = decode(b.Child, {"d": {}})
        assert child == b.Child(0, "", [], b.Plain()) and list(vars(child)) == list(vars(b.Child()))
    source = inspect.getsource(g)
    assert "obj = _new_src_Plain()" in source and "obj = _new_src_Child()" in source


@pytest.mark.parametrize(
    "name, ran",
    [
        ("PostInit", ["post_init"]),
        ("Inherits", ["post_init"]),
        ("OwnInit", ["own_init"]),
        ("Guarded", ["setattr"]),
        ("Meta", ["metaclass"]),
        ("Decorated", ["decorator"]),
        ("Mixed", ["mixin"]),
    ],
)
def test_a_dataclass_with_more_to_building_than_storing_fields_is_built_by_calling_it(builds, name, ran):
    """__post_init__ (its own or inherited, from a dataclass or a plain base), an __init__ of
    its own, __setattr__, a metaclass or another decorator: the decoders call the class."""
    b, g = builds.builds, builds.builds_defaults
    cls = getattr(b, name)
    for decode in (g.from_dict, g.load):
        b.CALLS.clear()
        assert decode(cls, {"a": 3}).a == 3
        assert b.CALLS[: len(ran)] == ran, decode
    source = inspect.getsource(g)
    assert f"_src.{name}(" in source and f"_new_src_{name}" not in source


# --------------------------------------------------------------------------- marker text is data


HOSTILE = [
    '"); import os; open("PWNED", "w") #',
    "'); open('PWNED', 'w') #",
    "line\nbreak\r\n\ttab \\ backslash",
    "é 中文 😀 \u2028 \x00",
    '""" + open("PWNED", "w") + """',
]


def test_hostile_marker_values_are_plain_values_at_run_time(build, tmp_path, monkeypatch):
    """Each hostile string comes back exactly as the JSON says, and nothing runs."""
    monkeypatch.chdir(tmp_path)
    fields = "\n".join(
        f"    # +default={json.dumps(text)}\n    f{i}: str = field(default='', metadata={{'json': 'f{i},omitempty'}})"
        for i, text in enumerate(HOSTILE)
    )
    big = "# +default=123456789012345678901234567890123456789012345678901234567890\n    big: int = 0"
    ns = build({"evil.py": HEADER + f"\n@dataclass\nclass Evil:\n{fields}\n    {big}\n"})
    obj = ns.evil_defaults.set_defaults(ns.evil.Evil())
    assert [getattr(obj, f"f{i}") for i in range(len(HOSTILE))] == HOSTILE
    assert obj.big == 123456789012345678901234567890123456789012345678901234567890
    assert not (tmp_path / "PWNED").exists()
    assert not any(p.name == "PWNED" for p in tmp_path.rglob("*"))


# --------------------------------------------------------------------------- isolation


def run_isolated(root: Path, script: str, stdin: str = "") -> str:
    """Run `script` in a fresh interpreter that sees only the standard library and `root`:
    no site-packages, so defaultgen (and anything else installed) cannot be imported."""
    code = f"import sys\nsys.path[:0] = [{str(root)!r}]\n" + script
    result = subprocess.run(
        [sys.executable, "-I", "-S", "-c", code], input=stdin, capture_output=True, text=True, cwd=root
    )
    assert result.returncode == 0, result.stderr
    return result.stdout


def test_generated_modules_run_without_defaultgen_installed(tmp_path):
    """A fresh interpreter without site-packages imports and runs a generated module."""
    package = tmp_path / "app"
    package.mkdir()
    (package / "types.py").write_text(TYPES, encoding="utf-8")
    generate_tree(tmp_path, ["app"])
    out = run_isolated(
        tmp_path,
        "import json\n"
        "try:\n    import defaultgen\nexcept ImportError:\n    pass\nelse:\n    raise SystemExit('defaultgen is importable')\n"
        "from app import types, types_defaults as g\n"
        "print(json.dumps(g.to_dict(g.load(types.Pointers, {}))))\n"
        "print(sorted(m for m in sys.modules if m.startswith(('defaultgen', 'jinja2', 'black', 'libcst'))))\n",
    )
    result, loaded = out.splitlines()
    sub = {"name": "given", "number": 0, "tags": ["x"]}
    assert json.loads(result) == {"count": 5, "empty": "", "items": ["a"], "sub": sub, "plain": None, "fruit": "banana"}
    assert loaded == "[]"


# --------------------------------------------------------------------------- KEP-1929, end to end


def kep_cases():
    expectations = json.loads((KEP / "expectations.json").read_text(encoding="utf-8"))
    for name, module in expectations["modules"].items():
        for number, case in enumerate(module.get("defaulting") or []):
            if "builtin" in case["paths"]:
                yield pytest.param(module, case, id=f"{name}-{number}")


@pytest.mark.parametrize(("module", "case"), list(kep_cases()))
def test_kep_examples_end_to_end(tmp_path, module, case):
    """to_dict(load(cls, input)) is the KEP's built-in result (expectations.json), run in a
    fresh interpreter without defaultgen."""
    target = tmp_path / Path(module["file"]).parent
    target.mkdir(parents=True)
    shutil.copy(REPO / module["file"], target)
    generate_tree(tmp_path, [module["file"]])
    module_name, _, class_name = case["type"].rpartition(".")
    out = run_isolated(
        tmp_path,
        "import importlib, json\n"
        f"source = importlib.import_module({module_name!r})\n"
        f"generated = importlib.import_module({module_name + '_defaults'!r})\n"
        f"obj = generated.load(getattr(source, {class_name!r}), json.loads(sys.stdin.read()))\n"
        "print(json.dumps(generated.to_dict(obj)))\n",
        stdin=json.dumps(case["input"]),
    )
    result = json.loads(out)
    if case.get("compare") == "null_as_absent":
        assert null_as_absent(result) == null_as_absent(case["output"])
    else:
        assert result == case["output"]
