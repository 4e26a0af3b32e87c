"""Generated code for the kinds real APIs use (SPEC §1, §3; docs/decisions.md "Zero values of
the new kinds"). Expected wire forms are Go's: encoding/json writes []byte as standard base64
with padding, metav1.Time as RFC 3339 in UTC with `Z` (time.RFC3339), an `+enum` string as the
string; the KEP's rule for missing keys is Go's json.Unmarshal."""

from __future__ import annotations

import datetime

import pytest

from test_generated_semantics import build  # noqa: F401  (the fixture)

TYPES = """\
import datetime
from dataclasses import dataclass, field
from enum import Enum, IntEnum
from typing import Any, Literal, NewType, Optional


class Protocol(str, Enum):
    TCP = "TCP"
    UDP = "UDP"


class Phase(Enum):
    UNSET = ""
    RUNNING = "Running"


class Level(IntEnum):
    LOW = 1
    HIGH = 2


DEFAULT_PORT = 8080
Stamp = NewType("Stamp", datetime.datetime)


@dataclass
class Spec:
    # A required enum field (Kubernetes: `Type ServiceType` with no default).
    protocol: Protocol = field(metadata={"json": "protocol"})
    # Kubernetes' other form: a pointer with a default.
    # +default=ref(Level.HIGH)
    level: Optional[Level] = field(default=None, metadata={"json": "level,omitempty"})
    # An enum with a "" member: that member is its zero value.
    # +default="Running"
    phase: Phase = field(default=Phase.UNSET, metadata={"json": "phase,omitempty"})
    # +default="fast"
    mode: Literal["fast", "slow"] = field(default="fast", metadata={"json": "mode,omitempty"})
    created: Optional[datetime.datetime] = field(default=None, metadata={"json": "created,omitempty"})
    # +default="2024-01-02T03:04:05Z"
    seen: Stamp = field(default=None, metadata={"json": "seen,omitempty"})  # type: ignore[assignment]
    day: Optional[datetime.date] = field(default=None, metadata={"json": "day,omitempty"})
    data: bytes = field(default=b"", metadata={"json": "data,omitempty"})
    # +default=ref(DEFAULT_PORT)
    target: int | str = field(default=0, metadata={"json": "target,omitempty"})
    raw: Any = field(default=None, metadata={"json": "raw,omitempty"})
    # +default={"a": [1]}
    extra: dict[str, Any] = field(default_factory=dict, metadata={"json": "extra,omitempty"})
    protocols: list[Protocol] = field(default_factory=list, metadata={"json": "protocols,omitempty"})
    stamps: dict[str, datetime.date] = field(default_factory=dict, metadata={"json": "stamps,omitempty"})
"""


@pytest.fixture
def api(build):  # noqa: F811
    return build({"types.py": TYPES})


def test_to_dict_writes_the_wire_forms(api) -> None:
    t, g = api.types, api.types_defaults
    utc = datetime.timezone.utc
    obj = t.Spec(
        protocol=t.Protocol.UDP,
        level=t.Level.LOW,
        phase=t.Phase.RUNNING,
        created=datetime.datetime(2024, 1, 2, 3, 4, 5, tzinfo=utc),
        seen=datetime.datetime(2024, 1, 2, 3, 4, 5, 600000, tzinfo=datetime.timezone(datetime.timedelta(hours=2))),
        day=datetime.date(2024, 2, 29),
        data=b"hello\xff",
        target="http",
        raw={"x": [1, None]},
        extra={"k": {"v": 1}},
        protocols=[t.Protocol.TCP],
        stamps={"a": datetime.date(2020, 1, 1)},
    )
    assert g.to_dict(obj) == {
        "protocol": "UDP",
        "level": 1,
        "phase": "Running",
        "mode": "fast",
        "created": "2024-01-02T03:04:05Z",
        "seen": "2024-01-02T03:04:05.600000+02:00",
        "day": "2024-02-29",
        "data": "aGVsbG//",  # Go: base64.StdEncoding, padded
        "target": "http",
        "raw": {"x": [1, None]},
        "extra": {"k": {"v": 1}},
        "protocols": ["TCP"],
        "stamps": {"a": "2020-01-01"},
    }


def test_naive_datetimes_are_written_as_utc(api) -> None:
    """docs/decisions.md: a naive datetime is taken to be UTC (RFC 3339 requires an offset)."""
    t, g = api.types, api.types_defaults
    obj = t.Spec(protocol=t.Protocol.TCP, seen=datetime.datetime(2020, 5, 6, 7, 8, 9))
    assert g.to_dict(obj)["seen"] == "2020-05-06T07:08:09Z"


def test_free_form_values_are_deep_copies_both_ways(api) -> None:
    t, g = api.types, api.types_defaults
    raw = {"x": [1, {"y": 2}]}
    obj = t.Spec(protocol=t.Protocol.TCP, raw=raw, extra={"k": [1]})
    out = g.to_dict(obj)
    out["raw"]["x"][1]["y"] = 3
    out["extra"]["k"].append(2)
    assert obj.raw == {"x": [1, {"y": 2}]} and obj.extra == {"k": [1]}
    doc = {"protocol": "TCP", "raw": raw}
    decoded = g.from_dict(t.Spec, doc)
    decoded.raw["x"].append(9)
    assert raw == {"x": [1, {"y": 2}]}


def test_from_dict_builds_members_and_parses(api) -> None:
    t, g = api.types, api.types_defaults
    obj = g.from_dict(
        t.Spec,
        {
            "protocol": "UDP",
            "level": 2,
            "phase": "",
            "mode": "slow",
            "created": "2024-01-02T03:04:05Z",
            "day": "2024-02-29",
            "data": "aGVsbG//",
            "target": 8443,
            "protocols": ["TCP", "UDP"],
            "stamps": {"a": "2020-01-01"},
        },
    )
    assert obj.protocol is t.Protocol.UDP and obj.level is t.Level.HIGH and obj.phase is t.Phase.UNSET
    assert obj.mode == "slow" and obj.target == 8443 and obj.data == b"hello\xff"
    assert obj.created == datetime.datetime(2024, 1, 2, 3, 4, 5, tzinfo=datetime.timezone.utc)
    assert obj.day == datetime.date(2024, 2, 29)
    assert obj.protocols == [t.Protocol.TCP, t.Protocol.UDP] and obj.stamps == {"a": datetime.date(2020, 1, 1)}


@pytest.mark.parametrize(
    ("doc", "message"),
    [
        ({"protocol": "SCTP"}, "expected one of ['TCP', 'UDP'] (Protocol), got 'SCTP'"),
        ({"protocol": "TCP", "level": "1"}, "(Level), got '1'"),  # a string is no int member
        ({"protocol": "TCP", "mode": "medium"}, "expected one of ['fast', 'slow'], got 'medium'"),
        ({"protocol": "TCP", "created": "2024-01-02"}, "expected an RFC 3339 date-time"),
        ({"protocol": "TCP", "created": "2024-01-02T03:04:05"}, "expected an RFC 3339 date-time"),  # no offset
        ({"protocol": "TCP", "day": "2024-02-30"}, "expected a date"),
        ({"protocol": "TCP", "data": "not base64!"}, "expected base64 text"),
        ({"protocol": "TCP", "target": 1.5}, "expected an integer or a string"),
        ({"protocol": "TCP", "extra": [1]}, "expected a JSON object"),
        ({}, "$.protocol: missing required field: its type has no zero value and it has no default"),
    ],
)
def test_from_dict_rejects_bad_values_with_a_value_error(api, doc, message) -> None:
    """Each bad value is a located problem of the package's ValidationError (a ValueError)."""
    t, g = api.types, api.types_defaults
    with pytest.raises(g.ValidationError) as info:
        g.from_dict(t.Spec, doc)
    assert isinstance(info.value, ValueError) and len(info.value.problems) == 1
    assert message in str(info.value)


def test_missing_keys_and_defaults(api) -> None:
    """A missing key: the zero value (Go), or for a type without one None, which set_defaults
    fills with the +default. Defaults are built fresh (never shared between objects)."""
    t, g = api.types, api.types_defaults
    decoded = g.from_dict(t.Spec, {"protocol": "TCP"})
    assert decoded.phase is t.Phase.UNSET and decoded.seen is None and decoded.data == b"" and decoded.target == 0
    one, two = g.load(t.Spec, {"protocol": "TCP"}), g.load(t.Spec, {"protocol": "TCP"})
    assert one.level is t.Level.HIGH and one.phase is t.Phase.RUNNING and one.mode == "fast"
    assert one.seen == datetime.datetime(2024, 1, 2, 3, 4, 5, tzinfo=datetime.timezone.utc)
    assert one.target == 8080 and one.extra == {"a": [1]}
    one.extra["a"].append(2)
    assert two.extra == {"a": [1]}
    assert g.to_dict(two)["seen"] == "2024-01-02T03:04:05Z"


def test_omitempty_drops_exactly_the_zero_values(api) -> None:
    """The "" member of an Enum, b"", 0 and "" of int | str, None of Any, {} of dict[str, Any];
    a member of an Enum without a "" value, a datetime, a Literal are never dropped."""
    t, g = api.types, api.types_defaults
    obj = t.Spec(protocol=t.Protocol.TCP, phase=t.Phase.UNSET, data=b"", target="", raw=None, extra={})
    assert g.to_dict(obj) == {"protocol": "TCP", "mode": "fast"}
    obj.raw, obj.target = 0, 0  # Any's 0 is a value; int | str's 0 is its zero
    assert g.to_dict(obj) == {"protocol": "TCP", "mode": "fast", "raw": 0}


MEMBER_TYPES = """\
from dataclasses import dataclass, field
from enum import Enum, IntEnum
from typing import Literal, Optional


class Protocol(str, Enum):
    TCP = "TCP"
    UDP = "UDP"


class Level(IntEnum):
    LOW = 1
    HIGH = 2


@dataclass
class Port:
    # +default="TCP"
    protocol: Optional[Protocol] = field(default=None, metadata={"json": "protocol,omitempty"})
    level: Optional[Level] = field(default=None, metadata={"json": "level,omitempty"})
    mode: Optional[Literal["fast", "slow"]] = field(default=None, metadata={"json": "mode,omitempty"})
    count: Optional[Literal[1, 2]] = field(default=None, metadata={"json": "count,omitempty"})
    levels: list[Level] = field(default_factory=list, metadata={"json": "levels,omitempty"})
"""


class _Text(str):
    pass


# values a decoder may be given: members' values, near misses of another JSON type (True == 1,
# 1.0 == 1, "1"), a str subclass, members themselves, and what is no choice at all
_CANDIDATES = ["TCP", "UDP", "tcp", "", _Text("TCP"), 1, 2, 3, True, 1.0, "1", "fast", "slow", 0, [], {}, None]


def _expected(choices: list, value: object) -> object:
    """The rule of docs/decisions.md ("Enum fields hold members"): the choice whose value equals
    the JSON value and has its JSON type, else nothing (`missing`)."""
    for choice in choices:
        plain = getattr(choice, "value", choice)
        if type(plain) is type(value) and plain == value:
            return choice
    return missing


missing = object()


@pytest.mark.parametrize("codec", ["from_dict", "load"])
def test_choices_are_decoded_by_the_rule_at_every_value(build, codec) -> None:  # noqa: F811
    """The decoders look an Enum's members up in a table and a Literal's values up in a set:
    what they decode each candidate to (or refuse) is still the rule's answer, for a field, an
    Optional one with a default, and a list item."""
    api = build({"types.py": MEMBER_TYPES})
    t, g = api.types, api.types_defaults
    decode = getattr(g, codec)
    fields = {
        "protocol": list(t.Protocol),
        "level": list(t.Level),
        "mode": ["fast", "slow"],
        "count": [1, 2],
    }
    for wire, choices in fields.items():
        for value in _CANDIDATES:
            if value is None:
                continue  # null is Go's no-op: the field's default, pinned elsewhere
            expected = _expected(choices, value)
            if expected is missing:
                with pytest.raises(g.ValidationError) as info:
                    decode(t.Port, {wire: value})
                assert [p.path for p in info.value.problems] == [(wire,)], (wire, value)
            else:
                got = getattr(decode(t.Port, {wire: value}), "protocol" if wire == "protocol" else wire)
                assert got is expected or (got == expected and type(got) is type(expected)), (wire, value)
    for value in _CANDIDATES:
        expected = _expected(list(t.Level), value)
        if expected is missing:
            with pytest.raises(g.ValidationError):
                decode(t.Port, {"levels": [2, value]})
        else:
            assert decode(t.Port, {"levels": [2, value]}).levels == [t.Level.HIGH, expected]
    assert decode(t.Port, {}).protocol is (t.Protocol.TCP if codec == "load" else None)



# two Enums in two modules whose members would be bound to the same name, `_a_b_C_X`: the
# module aliases are `_a` and `_a_b`
ENUM_A = """\
from dataclasses import dataclass, field
from enum import Enum


@dataclass
class Note:  # (a module the fixture imports has dataclasses)
    text: str = field(default="", metadata={"json": "text,omitempty"})


class b_C(str, Enum):
    X = "x"
    Y = "y"
"""
ENUM_A_B = """\
from dataclasses import dataclass, field
from enum import Enum


@dataclass
class Note:  # (a module the fixture imports has dataclasses)
    text: str = field(default="", metadata={"json": "text,omitempty"})


class C(str, Enum):
    X = "X"
    Y = "Y"
"""
HOLDER = """\
from dataclasses import dataclass, field
from typing import Optional

from .a import b_C
from .a_b import C


@dataclass
class Holder:
    # +default="x"
    first: Optional[b_C] = field(default=None, metadata={"json": "first,omitempty"})
    # +default="X"
    second: Optional[C] = field(default=None, metadata={"json": "second,omitempty"})
    # +default="y"
    third: Optional[b_C] = field(default=None, metadata={"json": "third,omitempty"})
"""


def test_each_default_member_is_bound_once_under_a_name_of_its_own(build) -> None:  # noqa: F811
    """The members the code spells are read off their Enum once, into module-level names
    (docs/decisions.md "Enum members are read once"): `_a.b_C.X` and `_a_b.C.X` would both be
    `_a_b_C_X`, and each default must still be its own Enum's member, by identity."""
    api = build({"a.py": ENUM_A, "a_b.py": ENUM_A_B, "types.py": HOLDER})
    t, g, a, a_b = api.types, api.types_defaults, api.a, api.a_b
    for made in (g.set_defaults(t.Holder()), g.load(t.Holder, {})):
        assert made.first is a.b_C.X and made.second is a_b.C.X and made.third is a.b_C.Y
    assert g.to_dict(g.load(t.Holder, {})) == {"first": "x", "second": "X", "third": "y"}
    # each Enum's table of members has a name of its own too (the same spelling once made the
    # second table replace the first: "X" decoded into `first` as `a_b.C.X`)
    for decode in (g.load, g.from_dict):
        assert decode(t.Holder, {"first": "y", "second": "Y"}).second is a_b.C.Y
        with pytest.raises(g.ValidationError):
            decode(t.Holder, {"first": "X"})
        with pytest.raises(g.ValidationError):
            decode(t.Holder, {"second": "x"})
    bound = [value for value in vars(g).values() if isinstance(value, (a.b_C, a_b.C))]
    assert sorted(bound, key=repr) == sorted([a.b_C.X, a_b.C.X, a.b_C.Y], key=repr)
