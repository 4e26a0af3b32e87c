"""The generated decoder checks types as Go's json.Unmarshal does (SPEC §3, "Decoding checks
types"): every wrong value is a located problem of one ValidationError, never a traceback or a
silently ill-typed object. Expected paths and messages are worked out by hand from Go's rules
(a string never becomes an int, `1.0` is not an int, null is the zero value, ...)."""

from __future__ import annotations

import importlib
import inspect
import json
import math
import pickle
import sys
import textwrap
import uuid

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_generated_semantics import generate_tree

TYPES = """
from __future__ import annotations

from dataclasses import dataclass, field
from typing import NewType, Optional

# +default="x"
Word = NewType("Word", str)


@dataclass
class Port:
    port: int = 0
    # +default="TCP"
    protocol: str = field(default="", metadata={"json": "protocol,omitempty"})


@dataclass
class Kinds:
    s: str = ""
    i: int = 0
    f: float = 0.0
    b: bool = False
    # +optional
    maybe: Optional[int] = None
    strs: list[str] = field(default_factory=list)
    words: list[Word] = field(default_factory=list)
    table: dict[str, float] = field(default_factory=dict)
    port: Port = field(default_factory=Port)
    # +optional
    ptr: Optional[Port] = None
    ports: list[Port] = field(default_factory=list)
    grid: list[list[int]] = field(default_factory=list)
    by_name: dict[str, Port] = field(default_factory=dict)
    hidden: str = field(default="h", metadata={"json": "-"})


@dataclass
class Omitted:
    s: str = field(default="", metadata={"json": "s,omitempty"})
    i: int = field(default=0, metadata={"json": "i,omitempty"})
    f: float = field(default=0.0, metadata={"json": "f,omitempty"})
    b: bool = field(default=False, metadata={"json": "b,omitempty"})
"""

# A second module of the same package whose type holds one of the first: one error class.
OUTER = """
# +defaultgen
from __future__ import annotations

from dataclasses import KW_ONLY, dataclass, field

from .types import Port


@dataclass
class Outer:
    name: str = ""
    port: Port = field(default_factory=Port)


@dataclass(kw_only=True)
class KwOnly:
    b: int = 0
    a: str = ""


@dataclass
class Sentinel:
    a: int = 0
    _: KW_ONLY
    b: str = ""


@dataclass
class Later(Sentinel):
    c: float = 0.0


@dataclass
class Computed:
    x: int = field(default=0, init=False)
    a: int = 0
    y: str = field(default="", init=False)
    b: str = ""
    _: KW_ONLY
    c: int = 0
"""


@pytest.fixture(scope="module")
def gen(tmp_path_factory):
    root = tmp_path_factory.mktemp("decoding")
    package = "dec_" + uuid.uuid4().hex[:12]
    (root / package).mkdir()
    (root / package / "__init__.py").write_text("")
    (root / package / "types.py").write_text(textwrap.dedent(TYPES), encoding="utf-8")
    (root / package / "outer.py").write_text(textwrap.dedent(OUTER), encoding="utf-8")
    generate_tree(root, [package])
    sys.path.insert(0, str(root))
    importlib.invalidate_caches()
    try:
        yield type(
            "Gen",
            (),
            {
                "types": importlib.import_module(f"{package}.types"),
                "g": importlib.import_module(f"{package}.types_defaults"),
                "outer": importlib.import_module(f"{package}.outer"),
                "outer_g": importlib.import_module(f"{package}.outer_defaults"),
            },
        )
    finally:
        sys.path.remove(str(root))


def problems(gen, data, **kwargs) -> list[str]:
    with pytest.raises(gen.g.ValidationError) as info:
        gen.g.from_dict(gen.types.Kinds, data, **kwargs)
    return str(info.value).splitlines()


# (document, the one problem it has), by field kind
WRONG = [
    ({"s": 1}, '$.s: expected str, got int 1'),
    ({"s": True}, "$.s: expected str, got bool true"),
    ({"s": ["a"]}, '$.s: expected str, got list ["a"]'),
    ({"i": "abc"}, '$.i: expected int, got str "abc"'),
    ({"i": 1.0}, "$.i: expected int, got float 1.0"),
    ({"i": 1.5}, "$.i: expected int, got float 1.5"),
    ({"i": True}, "$.i: expected int, got bool true"),
    ({"i": 2**63}, "$.i: expected int, got int 9223372036854775808 (out of int64 range)"),
    ({"i": -(2**63) - 1}, "$.i: expected int, got int -9223372036854775809 (out of int64 range)"),
    ({"f": True}, "$.f: expected float, got bool true"),
    ({"f": "1.5"}, '$.f: expected float, got str "1.5"'),
    ({"f": 10**400}, "$.f: expected float, got int 1" + "0" * 36 + "... (out of float64 range)"),
    ({"b": 0}, "$.b: expected bool, got int 0"),
    ({"b": "true"}, '$.b: expected bool, got str "true"'),
    ({"maybe": "1"}, '$.maybe: expected int, got str "1"'),
    ({"maybe": False}, "$.maybe: expected int, got bool false"),
    ({"strs": "a"}, '$.strs: expected list, got str "a"'),
    ({"strs": {"a": 1}}, '$.strs: expected list, got dict {"a": 1}'),
    ({"strs": ["a", 1]}, "$.strs[1]: expected str, got int 1"),
    ({"words": [None, 2]}, "$.words[1]: expected str, got int 2"),
    ({"table": []}, "$.table: expected dict, got list []"),
    ({"table": {"a": "x"}}, '$.table.a: expected float, got str "x"'),
    ({"table": {"a b": True}}, '$.table["a b"]: expected float, got bool true'),
    ({"table": {1: 1.0}}, "$.table[1]: expected str key, got int 1"),
    ({"port": 5}, "$.port: expected object, got int 5"),
    ({"port": []}, "$.port: expected object, got list []"),
    ({"port": {"port": "80"}}, '$.port.port: expected int, got str "80"'),
    ({"ptr": "x"}, '$.ptr: expected object, got str "x"'),
    ({"ptr": {"protocol": 6}}, "$.ptr.protocol: expected str, got int 6"),
    ({"ports": [{"port": 1}, {"protocol": 6}]}, "$.ports[1].protocol: expected str, got int 6"),
    ({"ports": [1]}, "$.ports[0]: expected object, got int 1"),
    ({"ports": {}}, "$.ports: expected list, got dict {}"),
    ({"grid": [[1, "2"]]}, '$.grid[0][1]: expected int, got str "2"'),
    ({"grid": [1]}, "$.grid[0]: expected list, got int 1"),
    ({"by_name": {"a": {"port": False}}}, "$.by_name.a.port: expected int, got bool false"),
    ({"by_name": {"a": "b"}}, '$.by_name.a: expected object, got str "b"'),
    ({"i": "x" * 60}, '$.i: expected int, got str "' + "x" * 36 + "..."),  # long values are cut
]


@pytest.mark.parametrize(("data", "expected"), WRONG, ids=[e.partition(":")[0] + " " + e.rpartition("got ")[2][:12] for _, e in WRONG])
def test_a_value_of_the_wrong_type_is_one_located_problem(gen, data, expected):
    assert problems(gen, data) == [expected]


def test_containers_of_exact_items_are_copied_whole_and_others_item_by_item(gen):
    """A list or dict whose items all have their exact JSON type is copied at once (the valid
    path, docs/decisions.md "Generated code"): the result shares no container with the
    document. An item that only looks right still goes item by item: a bool among ints, an
    int past Go's 64 bits, an int among floats (a float64 then), a null with a default."""
    t, g = gen.types, gen.g
    data = {"strs": ["a", "b"], "words": ["w"], "table": {"a": 1.5}, "grid": [[1, 2]]}
    for decode in (g.from_dict, g.load):
        obj = decode(t.Kinds, data)
        assert (obj.strs, obj.words, obj.table, obj.grid) == (["a", "b"], ["w"], {"a": 1.5}, [[1, 2]])
        assert obj.strs is not data["strs"] and obj.table is not data["table"] and obj.grid[0] is not data["grid"][0]
    assert problems(gen, {"grid": [[1, True]]}) == ["$.grid[0][1]: expected int, got bool true"]
    assert problems(gen, {"grid": [[1, 2**63]]}) == [
        "$.grid[0][1]: expected int, got int 9223372036854775808 (out of int64 range)"
    ]
    table = g.from_dict(t.Kinds, {"table": {"a": 1.5, "b": 2}}).table
    assert table == {"a": 1.5, "b": 2.0} and type(table["b"]) is float
    assert g.load(t.Kinds, {"words": ["w", None]}).words == ["w", "x"]


@pytest.mark.parametrize("document", [[], "x", 1, True, [{"s": "a"}]])
def test_the_document_must_be_an_object(gen, document):
    found = "list" if isinstance(document, list) else type(document).__name__
    assert problems(gen, document) == [f"$: expected object, got {found} {json.dumps(document)}"]
    with pytest.raises(gen.g.ValidationError):
        gen.g.load(gen.types.Kinds, document)


def test_what_go_accepts_decodes_to_the_right_python_types(gen):
    """An integer for a float is a float (Go's float64); null is the zero value, or None where
    the type is Optional or the item type has a default (the KEP's `[null, "foo"]`). A null
    item whose zero value its own schema refuses (`{}` for `Port`, whose `port` is required)
    is refused in a list, as the schema publishes no item default there (SPEC §4), and left
    out of a dict."""
    t, g = gen.types, gen.g
    obj = g.from_dict(t.Kinds, {"f": 2, "table": {"a": 1}, "maybe": None, "s": None, "port": None, "ptr": None})
    assert type(obj.f) is float and obj.f == 2.0 and type(obj.table["a"]) is float
    assert obj == t.Kinds(f=2.0, table={"a": 1.0})
    obj = g.from_dict(t.Kinds, {"strs": [None], "words": [None, "w"], "grid": [None, [None]]})
    assert obj.strs == [""] and obj.words == [None, "w"] and obj.grid == [[], [0]]
    loaded = g.load(t.Kinds, {"words": [None]})
    assert loaded.words == ["x"]
    assert g.from_dict(t.Kinds, None) == t.Kinds()  # Go: unmarshalling null is a no-op
    # Go's int64, both ends (2**63 and one below are WRONG above), and around the one-digit
    # bounds the decoders compare with first (codegen/code.py's _not_exact)
    for edge in (-(2**63), 2**63 - 1, 2**30 - 1, 2**30, -(2**30) + 1, -(2**30), 2**62):
        for decode in (g.from_dict, g.load):
            obj = decode(t.Kinds, {"i": edge, "maybe": edge, "grid": [[edge]]})
            assert (obj.i, obj.maybe, obj.grid) == (edge, edge, [[edge]])
    refused = (
        "expected a value, got null: nothing fills a null list item here "
        "(its type has no default, and no zero value that its schema accepts)"
    )
    for decode in (g.from_dict, g.load):
        with pytest.raises(g.ValidationError) as info:
            decode(t.Kinds, {"ports": [{}, None], "by_name": {"a": None}})
        assert [(p.location, p.message) for p in info.value.problems] == [("$.ports[1]", refused)]
    # such a null dict value is left out, as the CRD path removes a null value without a default
    assert g.from_dict(t.Kinds, {"by_name": {"a": None, "b": {}}}).by_name == {"b": t.Port()}
    assert g.load(t.Kinds, {"by_name": {"a": None, "b": {}}}).by_name == {"b": t.Port(0, "TCP")}


def test_every_mistake_of_a_document_is_listed(gen):
    """Decoding goes on after a problem: one error lists them all, in field order, with a
    structured form for programs."""
    data = {
        "s": 1,
        "i": "2",
        "ports": [{"port": "80"}, {"port": 443, "protocol": 17}, "x"],
        "grid": [[1], [2, 3.5]],
        "by_name": {"a": {"port": None}, "b": 3},
    }
    with pytest.raises(gen.g.ValidationError) as info:
        gen.g.load(gen.types.Kinds, data)
    exc = info.value
    assert isinstance(exc, ValueError)
    assert str(exc).splitlines() == [
        "$.s: expected str, got int 1",
        '$.i: expected int, got str "2"',
        '$.ports[0].port: expected int, got str "80"',
        "$.ports[1].protocol: expected str, got int 17",
        '$.ports[2]: expected object, got str "x"',
        "$.grid[1][1]: expected int, got float 3.5",
        "$.by_name.b: expected object, got int 3",
    ]
    first = exc.problems[2]
    assert first.path == ("ports", 0, "port") and first.message == 'expected int, got str "80"'
    assert first.location == "$.ports[0].port" and isinstance(first, gen.g.Problem)
    copy = pickle.loads(pickle.dumps(exc))
    assert type(copy) is type(exc) and copy.problems == exc.problems and str(copy) == str(exc)


def test_strict_mode_rejects_unknown_keys_with_the_nearest_known_one(gen):
    """Kubernetes' strict field validation: every unknown key, at any depth, named with a
    suggestion when one is close; a `json:"-"` field's key is unknown too. Default: ignored.
    A strict load (the long way: from_dict, set_defaults, validate) of a document with no
    unknown key is the load of it, defaults applied."""
    t, g = gen.types, gen.g
    data = {"s": "a", "sz": 1, "hidden": "x", "ports": [{"prot": 1, "protocol": "UDP"}], "by_name": {"k": {"zzz": 1}}}
    known = {"s": "a", "ports": [{"protocol": "UDP"}], "by_name": {"k": {}}}
    assert g.load(t.Kinds, data) == g.load(t.Kinds, known) == g.load(t.Kinds, known, strict=True)
    assert g.load(t.Kinds, known, strict=True) != g.from_dict(t.Kinds, known, strict=True)  # defaulted
    with pytest.raises(g.ValidationError) as info:
        g.load(t.Kinds, data, strict=True)
    assert str(info.value).splitlines() == [
        '$.ports[0].prot: unknown field "prot"; did you mean "port"?',
        '$.by_name.k.zzz: unknown field "zzz"',
        '$.sz: unknown field "sz"; did you mean "s"?',
        '$.hidden: unknown field "hidden"',
    ]
    with pytest.raises(g.ValidationError) as info:
        g.from_dict(t.Port, {"prot": "TCP"}, strict=True)
    assert str(info.value) == '$.prot: unknown field "prot"; did you mean "port"?'
    assert g.from_dict_Port({"port": 1}, strict=True) == t.Port(1)
    mixed = problems(gen, {"i": "x", "extra": 1}, strict=True)
    assert mixed == ['$.i: expected int, got str "x"', '$.extra: unknown field "extra"']


def test_one_error_class_across_modules(gen):
    """Every generated module of a package raises and exports the same ValidationError; a
    nested object's problems come through another module's decoder with their full path."""
    assert gen.outer_g.ValidationError is gen.g.ValidationError
    assert gen.outer_g.Problem is gen.g.Problem
    with pytest.raises(gen.g.ValidationError) as info:
        gen.outer_g.load(gen.outer.Outer, {"name": 1, "port": {"port": "x", "typo": 1}}, strict=True)
    assert str(info.value).splitlines() == [
        "$.name: expected str, got int 1",
        '$.port.port: expected int, got str "x"',
        '$.port.typo: unknown field "typo"',
    ]


def test_keyword_only_fields_are_passed_by_keyword(gen):
    """The decoders pass fields by position (faster) only while the dataclass's __init__ takes
    them so: `kw_only=True`, a `KW_ONLY` pseudo-field and what follows it go by keyword."""
    o, g = gen.outer, gen.outer_g
    assert g.load(o.KwOnly, {"a": "x", "b": 1}) == o.KwOnly(a="x", b=1)
    assert g.load(o.Sentinel, {"a": 1, "b": "y"}) == o.Sentinel(1, b="y")
    assert g.from_dict(o.Later, {"a": 1, "b": "y", "c": 2}) == o.Later(1, 2.0, b="y")


def test_init_false_fields_take_no_place_in_init(gen):
    """An `init=False` field is no parameter of __init__: it is set after the object is built,
    and the init fields after it are still passed by position, up to the keyword-only ones."""
    o, g = gen.outer, gen.outer_g
    expected = o.Computed(2, "r", c=3)
    expected.x, expected.y = 1, "q"
    assert g.from_dict(o.Computed, {"x": 1, "a": 2, "y": "q", "b": "r", "c": 3}) == expected
    assert g.load(o.Computed, {"x": 1, "a": 2, "y": "q", "b": "r", "c": 3}) == expected
    source = inspect.getsource(g.from_dict_Computed)
    assert "    obj = _src.Computed(\n        f1,\n        f3,\n        c=f4,\n    )\n    obj.x = f0\n    obj.y = f2\n" in source
    # on the wire like any other field: a wrong value is a located problem, strict mode knows its key
    with pytest.raises(g.ValidationError) as info:
        g.from_dict(o.Computed, {"x": "1", "y": 2, "z": 0}, strict=True)
    assert str(info.value).splitlines() == [
        '$.x: expected int, got str "1"',
        "$.y: expected str, got int 2",
        '$.z: unknown field "z"',
    ]


# --------------------------------------------------------------------------- random documents

VALID = {
    "s": "text",
    "i": 7,
    "f": 1.5,
    "b": True,
    "maybe": 3,
    "strs": ["a", "b"],
    "words": ["w", None],
    "table": {"a": 1.0, "b": 2.5},
    "port": {"port": 80, "protocol": "TCP"},
    "ptr": {"port": 443},
    "ports": [{"port": 1}, {"protocol": "UDP"}],
    "grid": [[1, 2], []],
    "by_name": {"x": {"port": 8}},
}

JSON = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(2**70), 2**70)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner, max_size=3),
    max_leaves=8,
)


def _places(value, path=()):
    """Every place in a JSON document: the paths of all its values (the root is ())."""
    yield path
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _places(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _places(item, (*path, index))


def _replaced(document, path, value):
    if not path:
        return value
    copy = json.loads(json.dumps(document))
    target = copy
    for part in path[:-1]:
        target = target[part]
    target[path[-1]] = value
    return copy


def _well_typed(obj, t) -> None:
    """Every value of the decoded object has its field's Python type."""
    assert type(obj.s) is str and type(obj.i) is int and type(obj.f) is float and type(obj.b) is bool
    assert obj.maybe is None or type(obj.maybe) is int
    assert all(type(v) is str for v in obj.strs) and all(v is None or type(v) is str for v in obj.words)
    assert all(type(k) is str and type(v) is float for k, v in obj.table.items())
    ports = [obj.port, *obj.ports, *obj.by_name.values(), *([obj.ptr] if obj.ptr is not None else [])]
    assert all(type(p) is t.Port and type(p.port) is int and type(p.protocol) is str for p in ports)
    assert all(type(row) is list and all(type(v) is int for v in row) for row in obj.grid)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_random_json_anywhere_is_decoded_or_refused_with_a_validation_error(gen, data):
    """Random JSON at random places of a valid document: load either succeeds with a
    well-typed object that round-trips through to_dict as JSON, or raises ValidationError
    listing the problems of validate(set_defaults(from_dict(...))) — never AttributeError,
    TypeError or KeyError."""
    t, g = gen.types, gen.g
    document = VALID
    for _ in range(data.draw(st.integers(1, 3), label="replacements")):
        places = list(_places(document))
        path = data.draw(st.sampled_from(places), label="path")
        document = _replaced(document, path, data.draw(JSON, label="value"))
    strict = data.draw(st.booleans(), label="strict")
    try:
        obj = g.load(t.Kinds, document, strict=strict)
    except g.ValidationError as exc:
        assert exc.problems and all(p.message for p in exc.problems)
        # every problem, not the first: load's fast path stops there and takes the long way
        with pytest.raises(g.ValidationError) as long_way:
            g.validate(g.set_defaults(g.from_dict(t.Kinds, document, strict=strict)))
        assert long_way.value.problems == exc.problems
        return
    _well_typed(obj, t)
    encoded = g.to_dict(obj)
    text = json.dumps(encoded, allow_nan=False)
    again = g.from_dict(t.Kinds, json.loads(text), strict=True)
    assert again == obj
    assert g.set_defaults(g.from_dict(t.Kinds, document, strict=strict)) == obj
    assert all(not isinstance(v, float) or math.isfinite(v) for v in encoded.values())


def test_an_omitempty_scalar_is_tested_for_missing_first(gen):
    """An omitempty scalar is mostly missing (Go leaves it out at its zero value): the decoders
    read it with `get(key)` and test for None first, missing and null being its zero value
    (json.Unmarshal's no-op); a present value is checked as any scalar's, with the same
    problems."""
    t, g = gen.types, gen.g
    source = inspect.getsource(g.from_dict_Omitted)
    assert 'f1 = data.get("i")\n    if f1 is None:\n        f1 = 0\n    else:\n' in source
    for decode in (g.from_dict, g.load):
        for document in ({}, {"s": None, "i": None, "f": None, "b": None}, {"s": "", "i": 0, "f": 0.0, "b": False}):
            decoded = decode(t.Omitted, document)
            assert decoded == t.Omitted() and (type(decoded.i), type(decoded.f)) == (int, float)
        assert decode(t.Omitted, {"s": "a", "i": 2**63 - 1, "f": 2, "b": True}) == t.Omitted("a", 2**63 - 1, 2.0, True)
        for field_name, value, message in [
            ("s", 1, "expected str, got int 1"),
            ("i", True, "expected int, got bool true"),
            ("i", 2**63, "expected int, got int 9223372036854775808 (out of int64 range)"),
            ("i", -(2**63) - 1, "expected int, got int -9223372036854775809 (out of int64 range)"),
            ("f", "1", 'expected float, got str "1"'),
            ("b", 0, "expected bool, got int 0"),
        ]:
            with pytest.raises(g.ValidationError) as info:
                decode(t.Omitted, {field_name: value})
            assert str(info.value).splitlines() == [f"$.{field_name}: {message}"]
