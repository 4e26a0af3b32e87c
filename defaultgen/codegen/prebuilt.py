"""Default objects written out: what `load_<Class>(value)` returns for a JSON object known when
generating (a `+default` object, or `{}` for a missing non-Optional dataclass), as one call of the
class with the decoded and defaulted value of each field, instead of decoding the literal on
every `load` that needs it.

Only where that is plainly the same object: the class and everything below it check nothing
(no validation marker: `load_<Class>` would run no check of its own), every field is an `init`
field on the wire passed by position, and every value is a scalar of exactly its JSON type, a
list or dict of such scalars, one of an Enum's or Literal's values (the member by name, as
set_defaults writes it), or such an object in turn (an Optional one, None). Anything else (a
date-time, a null item a default fills, a key no field has, a `1` for a float) is left to
`load_<Class>(value)`, which does it all.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..source.model import Choice, ClassRef, DictOf, Field, ListOf, Optional, Scalar, Type
from ..source.values import NO_ZERO, is_zero, zero_value
from .layout import Args, Call, Expr, literal
from .pyliteral import python_literal

if TYPE_CHECKING:
    from ..source.universe import Universe

_EXACT = {"str": (str,), "int": (int,), "float": (float,), "bool": (bool,)}
_INT64 = range(-(2**63), 2**63)


class Prebuilt:
    """`built(ref, value)`: the expression, or None. `validated(ref)` says whether a class (or
    anything below it) has a check; `constructor(ref)` spells the class in the module and
    `member(choice, value)` the member of an Enum whose value is `value`."""

    def __init__(
        self,
        universe: Universe,
        constructor: Callable[[ClassRef], str],
        member: Callable[[Choice, object], str],
        validated: Callable[[ClassRef], bool],
    ) -> None:
        self.universe = universe
        self.constructor = constructor
        self.member = member
        self.validated = validated

    def built(self, ref: ClassRef, value: object, within: frozenset[str] = frozenset()) -> Expr | None:
        """`load_<Class>(value)` written out as `Class(field values...)`, or None (also for a
        class inside itself: a cycle of defaults, DG304, has no finite object to write)."""
        fields = self.fields(ref, value, within)
        if fields is None:
            return None
        arguments = tuple(fields.values())
        return Call(self.constructor(ref), arguments[0] if len(arguments) == 1 else Args(arguments))

    def fields(self, ref: ClassRef, value: object, within: frozenset[str] = frozenset()) -> dict[str, Expr] | None:
        """What `built` passes to the class: each field's value written out, by field name, in
        the order of `__init__`'s parameters; or None."""
        if not isinstance(value, dict) or self.validated(ref) or ref.qualname in within:
            return None
        within |= {ref.qualname}
        cls = self.universe.dataclass(ref.qualname)
        if cls.init_vars or cls.unresolved is not None:
            return None
        if any(not f.decl.init or not f.decl.positional or f.wire_name is None for f in cls.fields):
            return None
        if not set(value) <= {f.wire_name for f in cls.fields}:  # strict mode would refuse it
            return None
        fields: dict[str, Expr] = {}
        for field in cls.parameters:
            argument = self._field(field, value.get(field.wire_name), within)
            if argument is None:
                return None
            fields[field.name] = argument
        return fields

    def _field(self, field: Field, value: object, within: frozenset[str]) -> Expr | None:
        """The field's value after load decoded `value` (None: missing or null) and applied the
        field's default, as `codegen.code.Code.decoded` has load do it."""
        plain = self.universe.underlying(field.type)
        default = self.universe.field_default(field)
        if isinstance(plain, Optional):
            if value is None and default is not None:
                value = default.value
            return "None" if value is None else self.value(value, plain.inner, within)
        if value is None:
            value = zero_value(plain, self.universe)
            if value is NO_ZERO:
                return None
        if default is not None and not isinstance(plain, ClassRef) and is_zero(value, plain, self.universe):
            value = default.value
        return self.value(value, plain, within)

    def value(self, value: object, type_: Type, within: frozenset[str] = frozenset()) -> Expr | None:
        """What load decodes the JSON `value` to as a `type_`, written out, or None (`within`:
        the classes being written out around it)."""
        plain = self.universe.underlying(type_)
        if isinstance(plain, Scalar):
            return python_literal(value) if _exact(value, plain) else None
        if isinstance(plain, ListOf | DictOf):
            item = self.universe.underlying(plain.item if isinstance(plain, ListOf) else plain.value)
            if not isinstance(item, Scalar):
                return None
            items = value if isinstance(plain, ListOf) and type(value) is list else None
            if isinstance(plain, DictOf) and type(value) is dict:
                items = list(value.values())
            if items is None or not all(_exact(v, item) for v in items):
                return None
            return literal(value)  # a fresh list or dict each time
        if isinstance(plain, ClassRef):
            return self.built(plain, value, within)
        if isinstance(plain, Choice) and type(value) in _EXACT[plain.kind] and value in plain.values:
            return python_literal(value) if plain.qualname is None else self.member(plain, value)
        return None


def _exact(value: object, scalar: Scalar) -> bool:
    """Whether load keeps `value` as it is for a `scalar` (the type check passes untouched)."""
    if type(value) not in _EXACT[scalar.kind]:
        return False
    return scalar.kind != "int" or value in _INT64
