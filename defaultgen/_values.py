"""JSON values against model types: zero values and whether a value fits a type.

One place for the facts every stage needs (lint rules, the generator, the OpenAPI emitter):
what a type's zero value is on the wire, and whether a JSON value has the type's shape.
"""

from __future__ import annotations

from collections.abc import Iterator

from ._model import SCALAR_ZERO, ClassRef, DictOf, ListOf, NamedRef, Optional, Scalar, Type, Unmappable
from ._universe import Universe

_JSON_TYPE = {"str": "a string", "int": "an integer", "float": "a number", "bool": "a boolean"}


def zero_value(type_: Type, universe: Universe) -> object:
    """The Go zero value on the wire: `"" 0 0.0 false [] {}`, None (null) for Optional, and
    `{}` for a non-Optional dataclass (KEP-1929 rule 1: it defaults to the empty object)."""
    plain = universe.underlying(type_)
    if isinstance(plain, Scalar):
        return SCALAR_ZERO[plain.kind]
    if isinstance(plain, ListOf):
        return []
    if isinstance(plain, DictOf | ClassRef):
        return {}
    return None


def is_zero(value: object, type_: Type, universe: Universe) -> bool:
    """Whether `value` is the zero value of a non-Optional scalar, list or dict type — what
    Go's `omitempty` drops. (`False == 0` in Python, so types are compared too.)"""
    plain = universe.underlying(type_)
    if isinstance(plain, Scalar):
        zero = SCALAR_ZERO[plain.kind]
        if plain.kind == "float":
            return type(value) in (int, float) and value == 0
        return type(value) is type(zero) and value == zero
    if isinstance(plain, ListOf):
        return value == [] and isinstance(value, list)
    if isinstance(plain, DictOf):
        return value == {} and isinstance(value, dict)
    return False


def type_errors(value: object, type_: Type, universe: Universe, path: str = "") -> Iterator[str]:
    """Why a JSON value does not fit `type_`, one message per problem, each naming its path
    inside the value (`.entry.ports[0].name`). Nulls are accepted only where the type is
    Optional; for a dataclass, keys must be wire names of its fields."""
    where = path or "the value"
    if isinstance(type_, Optional):
        if value is not None:
            yield from type_errors(value, type_.inner, universe, path)
        return
    if isinstance(type_, NamedRef):
        yield from type_errors(value, universe.named_type(type_.qualname).target, universe, path)
        return
    if value is None:
        yield f"{where} is null, but the type is not Optional"
        return
    if isinstance(type_, Scalar):
        if not _fits_scalar(value, type_.kind):
            yield f"{where} must be {_JSON_TYPE[type_.kind]}, not {_describe(value)}"
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
    elif isinstance(type_, Unmappable):
        return  # DG302 reports the type itself


def _fits_scalar(value: object, kind: str) -> bool:
    if kind == "bool":
        return isinstance(value, bool)
    if kind == "str":
        return isinstance(value, str)
    if kind == "int":
        return isinstance(value, int) and not isinstance(value, bool)
    return isinstance(value, int | float) and not isinstance(value, bool)


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
