"""JSON values against model types: zero values and whether a value fits a type.

One place for the facts every stage needs (lint rules, the generator, the OpenAPI emitter):
what a type's zero value is on the wire, and whether a JSON value has the type's shape.

Types without a natural Python zero (docs/decisions.md, "Zero values of the new kinds"):
`datetime`, `date`, and an Enum or Literal none of whose values is Go's zero (`""` / `0`).
Their `zero_value` is NO_ZERO: a missing key is no value of theirs, so only a `+default` (or
the document) can give one.
"""

from __future__ import annotations

import base64
import binascii
import datetime
import json
from collections.abc import Iterator
from typing import TYPE_CHECKING

from .model import (
    SCALAR_ZERO,
    Choice,
    ClassRef,
    DictOf,
    Field,
    ListOf,
    MarkerKind,
    NamedRef,
    Optional,
    Scalar,
    Special,
    Type,
    Unmappable,
)

if TYPE_CHECKING:
    from .universe import Universe

_JSON_TYPE = {"str": "a string", "int": "an integer", "float": "a number", "bool": "a boolean"}
NO_ZERO: object = type("NoZero", (), {"__repr__": lambda self: "NO_ZERO"})()
"""The zero value of a type that has none a Python object can hold (datetime, date, an Enum
without a `""` / `0` member)."""
# The wire zero of the kinds that have one; "any" is null (None), which is no JSON default.
_SPECIAL_ZERO: dict[str, object] = {"bytes": "", "int-or-string": 0, "object": {}, "any": None}
INT64 = range(-(2**63), 2**63)  # Go's int: json.Unmarshal refuses an integer outside it


def zero_value(type_: Type, universe: Universe) -> object:
    """The Go zero value on the wire: `"" 0 0.0 false [] {}`, None (null) for Optional and
    Any, `{}` for a non-Optional dataclass (KEP-1929 rule 1: it defaults to the empty object),
    and NO_ZERO for a type whose values do not include one."""
    plain = universe.underlying(type_)
    if isinstance(plain, Scalar):
        return SCALAR_ZERO[plain.kind]
    if isinstance(plain, ListOf):
        return []
    if isinstance(plain, DictOf | ClassRef):
        return {}
    if isinstance(plain, Special):
        return dict(_SPECIAL_ZERO[plain.kind]) if plain.kind == "object" else _SPECIAL_ZERO.get(plain.kind, NO_ZERO)
    if isinstance(plain, Choice):
        zero = SCALAR_ZERO[plain.kind]
        return zero if zero in plain.values else NO_ZERO
    return None


def has_zero(type_: Type, universe: Universe) -> bool:
    """Whether a non-Optional value of `type_` has a zero value its Python type can hold."""
    return zero_value(type_, universe) is not NO_ZERO


def is_required(field: Field, universe: Universe) -> bool:
    """Whether a field is in its object's `required` list, with controller-gen's precedence
    (controller-tools pkg/crd/schema.go, structToSchema): `+kubebuilder:validation:Optional`
    → not; else `+kubebuilder:validation:Required` → required; else SPEC §1's rule, `+required`
    / `+k8s:required` → required, else `+optional` / `+k8s:optional` → not; else the module's
    mode (`+kubebuilder:validation:Optional` at module or package level → not); else omitempty
    (or omitzero, SPEC §1a) → not; else required. A default never changes it."""
    names = {m.name for m in field.decl.markers if m.kind in (MarkerKind.OPTIONAL, MarkerKind.REQUIRED)}
    for name, required in _REQUIRED_PRECEDENCE:
        if name in names:
            return required
    if universe.default_mode(field.owner.rpartition(".")[0]) is MarkerKind.OPTIONAL:
        return False
    return not field.omits_zero


_REQUIRED_PRECEDENCE = (
    ("kubebuilder:validation:Optional", False),
    ("kubebuilder:validation:Required", True),
    ("required", True),
    ("k8s:required", True),
    ("optional", False),
    ("k8s:optional", False),
)


def is_zero(value: object, type_: Type, universe: Universe) -> bool:
    """Whether `value` is the zero value of a non-Optional scalar-like, list or dict type —
    what Go's `omitempty` drops. (`False == 0` in Python, so types are compared too.)"""
    plain = universe.underlying(type_)
    if isinstance(plain, Scalar):
        zero = SCALAR_ZERO[plain.kind]
        if plain.kind == "float":
            return type(value) in (int, float) and value == 0
        return type(value) is type(zero) and value == zero
    if isinstance(plain, ListOf):
        return value == [] and isinstance(value, list)
    if isinstance(plain, DictOf) or plain == Special("object"):
        return value == {} and isinstance(value, dict)
    if plain == Special("int-or-string"):  # 0 and "": the falsy values, as to_dict tests them
        return (type(value) is int and value == 0) or value == ""
    if isinstance(plain, Special | Choice):
        zero = zero_value(plain, universe)
        return zero is not NO_ZERO and type(value) is type(zero) and value == zero
    return False


def type_errors(value: object, type_: Type, universe: Universe, path: str = "") -> Iterator[str]:
    """Why a JSON value does not fit `type_`, one message per problem, each naming its path
    inside the value (`.entry.ports[0].name`). Nulls are accepted only where the type is
    Optional (or Any); for a dataclass, keys must be wire names of its fields."""
    where = path or "the value"
    if isinstance(type_, Optional):
        if value is not None:
            yield from type_errors(value, type_.inner, universe, path)
        return
    if isinstance(type_, NamedRef):
        yield from type_errors(value, universe.named_type(type_.qualname).target, universe, path)
        return
    if type_ == Special("any"):
        return  # any JSON value, null included
    if value is None:
        yield f"{where} is null, but the type is not Optional"
        return
    if isinstance(type_, Scalar):
        if not _fits_scalar(value, type_.kind):
            limit = ""
            if type(value) is int and type_.kind == "int":
                limit = " within Go's int64 range"
            elif type(value) is int and type_.kind == "float":
                limit = f" that a float64 holds exactly{_nearest_float64(value)}"
            yield f"{where} must be {_JSON_TYPE[type_.kind]}{limit}, not {_describe(value)}"
    elif isinstance(type_, Choice):
        if not _fits_scalar(value, type_.kind) or value not in type_.values:
            shown = ", ".join(_json(v) for v in type_.values)
            yield f"{where} must be one of {shown} ({type_.name}), not {_describe(value)}"
    elif isinstance(type_, Special):
        problem = special_error(value, type_.kind)
        if problem is not None:
            yield f"{where} {problem}"
    elif isinstance(type_, ListOf):
        if not isinstance(value, list):
            yield f"{where} must be a list, not {_describe(value)}"
            return
        for index, item in enumerate(value):
            yield from type_errors(item, type_.item, universe, f"{path}[{index}]")
    elif isinstance(type_, DictOf):
        if not isinstance(value, dict):
            yield f"{where} must be an object, not {_describe(value)}"
            return
        for key, item in value.items():
            yield from type_errors(item, type_.value, universe, f"{path}[{key!r}]")
    elif isinstance(type_, ClassRef):
        if not isinstance(value, dict):
            yield f"{where} must be an object, not {_describe(value)}"
            return
        fields = {f.wire_name: f for f in universe.dataclass(type_.qualname).wire_fields}
        for key, item in value.items():
            field = fields.get(key)
            if field is None:
                known = ", ".join(sorted(k for k in fields if k is not None)) or "none"
                yield f"{path}.{key} is not a field of {type_.name} (known: {known})"
            else:
                yield from type_errors(item, field.type, universe, f"{path}.{key}")
        for key, field in fields.items():
            if value.get(key) is None and not isinstance(field.type, Optional) and not has_zero(field.type, universe):
                if universe.field_default(field) is None:  # decoding the object would fail
                    yield f"{path}.{key} is missing: its type has no zero value and the field has no default"
    elif isinstance(type_, Unmappable):
        return  # DG302 reports the type itself


def special_error(value: object, kind: str) -> str | None:
    """Why a JSON value is not one of a Special kind (`must be ...`), or None. Strings must be
    written the way the generated to_dict writes them (canonical), or the two paths would
    publish different text for the same value."""
    if kind == "int-or-string":
        return None if isinstance(value, str) or _fits_scalar(value, "int") else f"must be an integer or a string, not {_describe(value)}"
    if kind == "object":
        return None if isinstance(value, dict) else f"must be an object, not {_describe(value)}"
    if not isinstance(value, str):
        return f"must be a string ({_SPECIAL_FORM[kind]}), not {_describe(value)}"
    canonical = canonical_text(value, kind)
    if canonical is None:
        return f"must be {_SPECIAL_FORM[kind]}, not {_describe(value)}"
    if canonical != value:
        return f"must be written {_json(canonical)} (the form the generated code writes), not {_describe(value)}"
    return None


_SPECIAL_FORM = {
    "datetime": "an RFC 3339 date-time with an offset, like \"2024-01-02T03:04:05Z\"",
    "date": "an ISO date, like \"2024-01-02\"",
    "bytes": "base64, like \"aGVsbG8=\"",
}


def canonical_text(text: str, kind: str) -> str | None:
    """`text` (a datetime, date or bytes on the wire) re-written as the generated to_dict
    writes the value it decodes to; None when it is not such a value."""
    if kind == "bytes":
        try:
            return base64.b64encode(base64.b64decode(text.encode("ascii"), validate=True)).decode("ascii")
        except (binascii.Error, ValueError, UnicodeEncodeError):
            return None
    if kind == "date":
        try:
            return datetime.date.fromisoformat(text).isoformat() if len(text) == 10 else None
        except ValueError:
            return None
    try:
        parsed = datetime.datetime.fromisoformat(text)
    except ValueError:
        return None
    if parsed.tzinfo is None or "T" not in text.upper():
        return None  # RFC 3339 needs the `T` and an offset
    return rfc3339(parsed)


def rfc3339(value: datetime.datetime) -> str:
    """RFC 3339 as the generated to_dict writes it: `Z` for UTC, a naive datetime taken as UTC."""
    if value.tzinfo is None:
        value = value.replace(tzinfo=datetime.timezone.utc)
    text = value.isoformat()
    return text[:-6] + "Z" if text.endswith("+00:00") else text


def _fits_scalar(value: object, kind: str) -> bool:
    if kind == "bool":
        return isinstance(value, bool)
    if kind == "str":
        return isinstance(value, str)
    if kind == "int":
        return isinstance(value, int) and not isinstance(value, bool) and value in INT64
    if type(value) is int:  # a float64 value: Go's decoder would round it (docs/decisions.md)
        return _float64(value) == value
    return isinstance(value, float)


def _float64(value: int) -> float | None:
    """The float64 nearest to an integer, None when it overflows."""
    try:
        return float(value)
    except OverflowError:
        return None


def _nearest_float64(value: int) -> str:
    nearest = _float64(value)
    return "" if nearest is None else f" (the nearest is {int(nearest)})"


def _json(value: object) -> str:
    return json.dumps(value, ensure_ascii=False)


def _describe(value: object) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return f"the boolean {str(value).lower()}"
    if isinstance(value, int):
        return f"the integer {value}"
    if isinstance(value, float):
        return f"the number {value!r}"
    if isinstance(value, str):
        return f"the string {value!r}"
    if isinstance(value, list):
        return "a list"
    return "an object"
