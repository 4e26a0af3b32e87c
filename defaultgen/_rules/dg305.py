"""DG305: a default whose trip through the typed object changes it.

The built-in path builds a typed object from a default and serializes it with Go's rules;
the CRD path inserts the default's JSON as it is and fills in what the schema says. The two
agree only if serialization gives back what the default says:
- a zero value for an omitempty field is dropped by serialization (`+default={"name": ""}`),
  so the schema path keeps a key the built-in path loses — KEP-1929 accepts that drift only
  for hand-written JSON (`{name: ""}`), never for defaults the types themselves declare;
  a zero default on an omitempty field itself is the same drift;
- a list or dict without omitempty (and without a default) that a default object leaves out
  is always serialized (as `[]` / `{}`), but the schema has nothing to put there.
Checked at every level inside a default value.
"""

from __future__ import annotations

from collections.abc import Iterator

from .._diagnostics import Diagnostic, Severity
from .._model import ClassRef, DictOf, Field, ListOf, Optional, Type
from .._universe import Universe
from .._values import is_zero, zero_value
from ._context import Context, as_json, field_name

CODE = "DG305"
SEVERITY = Severity.ERROR
SUMMARY = (
    "Keep defaults what serialization gives back: no zero values for omitempty fields, "
    "and spell out lists and dicts without omitempty."
)

EXAMPLE_BAD = """\
from dataclasses import dataclass, field
from typing import Optional


@dataclass
class Port:
    name: str = field(default="", metadata={"json": "name,omitempty"})
    number: int = 0


@dataclass
class Spec:
    # +default={"name": "", "number": 80}
    port: Optional[Port] = None
"""

EXAMPLE_GOOD = """\
from dataclasses import dataclass, field
from typing import Optional


@dataclass
class Port:
    name: str = field(default="", metadata={"json": "name,omitempty"})
    number: int = 0


@dataclass
class Spec:
    # +default={"number": 80}
    port: Optional[Port] = None
"""

_DROPPED = "sets the omitempty field `{path}` to its zero value, which serialization drops"
_ADDED = "leaves out `{path}`, which serialization always writes (as {zero}) but the schema does not add"
_FIX = {
    _DROPPED: "leave it out of the default, or make that field Optional",
    _ADDED: "write it into the default, or give that field omitempty or a default",
}


def check(context: Context) -> Iterator[Diagnostic]:
    universe = context.universe
    for cls, field in context.own_fields():
        default = universe.field_default(field)
        if default is None:
            continue
        own = default is field.marker_default
        if field.omitempty and context.zeroable(field) and is_zero(default.value, field.type, universe):
            yield context.report(
                cls.module,
                default.span if own else field.decl.span,
                f"field {field_name(field)} is omitempty, so its default {as_json(default.value)} "
                "(the zero value) is dropped on the wire and the two defaulting paths would disagree; "
                "remove the default, or make the field Optional",
            )
        if own:
            for problem, path, zero in _drifts(default.value, field.type, universe, ""):
                yield context.report(
                    cls.module,
                    default.span,
                    f"the default of field {field_name(field)} {problem.format(path=path, zero=zero)}, "
                    f"so the two defaulting paths would disagree; {_FIX[problem]}",
                )
    for named in context.named_types():
        default = named.marker_default
        if default is not None:
            for problem, path, zero in _drifts(default.value, named.target, universe, ""):
                yield context.report(
                    named.module,
                    default.span,
                    f"the default of type `{named.name}` {problem.format(path=path, zero=zero)}, "
                    f"so the two defaulting paths would disagree; {_FIX[problem]}",
                )


def _drifts(value: object, type_: Type, universe: Universe, path: str) -> Iterator[tuple[str, str, str]]:
    """(problem, path, zero) wherever serializing `value` as `type_` would change it."""
    if isinstance(type_, Optional):
        type_ = type_.inner
    plain = universe.underlying(type_)
    if isinstance(plain, ClassRef) and isinstance(value, dict):
        for field in universe.dataclass(plain.qualname).wire_fields:
            where = f"{path}.{field.wire_name}"
            if value.get(field.wire_name) is None:  # a null is dropped or defaulted: as good as missing
                for missing, zero in _always_written(field, universe, where, frozenset()):
                    yield _ADDED, missing, zero
            elif (
                field.omitempty
                and not isinstance(field.type, Optional)
                and is_zero(value[field.wire_name], field.type, universe)
            ):
                yield _DROPPED, where, ""
            else:
                yield from _drifts(value[field.wire_name], field.type, universe, where)
    elif isinstance(plain, ListOf) and isinstance(value, list):
        for index, item in enumerate(value):
            yield from _drifts(item, plain.item, universe, f"{path}[{index}]")
    elif isinstance(plain, DictOf) and isinstance(value, dict):
        for key, item in value.items():
            yield from _drifts(item, plain.value, universe, f"{path}[{key!r}]")


def _always_written(field: Field, universe: Universe, path: str, seen: frozenset[str]) -> Iterator[tuple[str, str]]:
    """(path, zero) of what serialization writes for a missing field that the schema does not
    default: a list or dict without omitempty and without a default, also inside a missing
    non-Optional dataclass field (the schema's `{}` stands for it)."""
    if isinstance(field.type, Optional) or universe.field_default(field) is not None:
        return
    plain = universe.underlying(field.type)
    if isinstance(plain, ListOf | DictOf) and not field.omitempty:
        yield path, as_json(zero_value(plain, universe))
    elif isinstance(plain, ClassRef) and plain.qualname not in seen:
        for inner in universe.dataclass(plain.qualname).wire_fields:
            yield from _always_written(inner, universe, f"{path}.{inner.wire_name}", seen | {plain.qualname})
