"""Go's `IsZero` for `omitzero` (SPEC §1a): the tests `to_dict` runs before it writes an
omitzero dataclass field.

Go 1.24's encoding/json leaves an `omitzero` field out when `reflect.Value.IsZero` holds: for a
struct, every field at its zero value, nested structs by the same rule. It looks at values, not
at what would be serialized: a nested `omitempty` string at `""` is zero, a pointer to `0` is
not. One deliberate difference: only fields on the wire count. Go's IsZero counts a `json:"-"`
field too, so an object whose only non-zero field is off the wire is written as `{}`, which
decodes to a zero object that is then left out: decoding what to_dict wrote would not give the
document back (docs/decisions.md). In Python a field is at its zero value when it is None
(Optional, and the kinds without a zero: unset), falsy (`"" 0 0.0 False [] {} b""`, as Go's
`==` makes -0.0 zero too), its Enum's zero member, or a dataclass whose fields all are.

Each generated module writes one private `_is_zero_<qualified name>(obj)` per dataclass the
tests reach, reading attributes only: a class of another module needs no import of its own.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..source.model import Choice, ClassRef, Optional, Special, Type
from ..source.universe import Universe
from ..source.values import NO_ZERO, zero_value

_NONE_ZERO = ("datetime", "date", "any")  # kinds whose zero is None (unset, or Any's null)


@dataclass(frozen=True)
class ZeroTest:
    """`def name(obj) -> bool: return tests[0] and tests[1] ...` (True without fields)."""

    name: str
    tests: tuple[str, ...]


class ZeroTests:
    """The IsZero functions one generated module needs, built on first use. `member(choice)`
    spells an Enum's zero member (`_src.Phase.NONE`)."""

    def __init__(self, universe: Universe, member: Callable[[Choice], str]) -> None:
        self.universe = universe
        self.member = member
        self.functions: dict[str, ZeroTest] = {}  # by qualname, in the order first reached

    def call(self, ref: ClassRef, expr: str) -> str:
        """An expression that is true when the dataclass value `expr` is Go's zero."""
        name = "_is_zero_" + ref.qualname.replace("_", "__").replace(".", "_")
        if ref.qualname not in self.functions:  # (non-Optional fields never cycle: DG304)
            cls = self.universe.dataclass(ref.qualname)
            tests = tuple(self.test(f.type, f"obj.{f.name}") for f in cls.wire_fields)
            self.functions[ref.qualname] = ZeroTest(name, tests)
        return f"{name}({expr})"

    def test(self, type_: Type, expr: str) -> str:
        """An expression that is true when the value `expr` of `type_` is at its zero value."""
        if isinstance(type_, Optional):
            return f"{expr} is None"
        plain = self.universe.underlying(type_)
        if isinstance(plain, ClassRef):
            return self.call(plain, expr)
        if isinstance(plain, Special) and plain.kind in _NONE_ZERO:
            return f"{expr} is None"
        if isinstance(plain, Choice):
            if zero_value(plain, self.universe) is NO_ZERO:
                return f"{expr} is None"  # unset: no value of the type is Go's zero
            if plain.qualname is not None:
                return f"{expr} is {self.member(plain)}"
        return f"not {expr}"  # scalars, lists, dicts, bytes, `int | str`, free-form objects, Literals
