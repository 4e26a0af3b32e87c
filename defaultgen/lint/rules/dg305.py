"""DG305: a default object that sets an omitempty field to its zero value.

The built-in path builds a typed object from a default and serializes it with Go's rules;
the CRD path inserts the default's JSON as it is and fills in what the schema says. A zero
value for an omitempty field inside a default object (`+default={"name": ""}`) is dropped by
serialization, so the built-in path defaults that field again where the schema path keeps the
zero — KEP-1929 accepts that drift only for hand-written JSON (`{name: ""}`), never for
defaults the types themselves declare. Checked at every level inside a default value.

A zero default on an omitempty field itself is not this (Kubernetes' core/v1
`LocalObjectReference.name` has `+default=""` on purpose): both paths decode it to the same
object, as SPEC §3's agreement counts an omitempty property at its zero value as absent.
"""

from __future__ import annotations

from collections.abc import Iterator

from ...diagnostics import Diagnostic, Severity
from ...source.model import ClassRef, DictOf, ListOf, Optional, Type
from ...source.universe import Universe
from ...source.values import is_zero
from ._context import Context, field_name

CODE = "DG305"
SEVERITY = Severity.ERROR
SUMMARY = "Keep defaults what serialization gives back: no zero values for omitempty fields inside them."

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
_FIX = "leave it out of the default, or make that field Optional"


def check(context: Context) -> Iterator[Diagnostic]:
    universe = context.universe
    for cls, field in context.own_fields():
        default = field.marker_default
        if default is not None:
            for path in _dropped(default.value, field.type, universe, ""):
                yield context.report(
                    cls.module,
                    default.span,
                    f"the default of field {field_name(field)} {_DROPPED.format(path=path)}, "
                    f"so the two defaulting paths would disagree; {_FIX}",
                )
    for named in context.named_types():
        default = named.marker_default
        if default is not None:
            for path in _dropped(default.value, named.target, universe, ""):
                yield context.report(
                    named.module,
                    default.span,
                    f"the default of type `{named.name}` {_DROPPED.format(path=path)}, "
                    f"so the two defaulting paths would disagree; {_FIX}",
                )


def _dropped(value: object, type_: Type, universe: Universe, path: str) -> Iterator[str]:
    """The paths inside `value` (of `type_`) where it sets an omitempty field to its zero."""
    if isinstance(type_, Optional):
        type_ = type_.inner
    plain = universe.underlying(type_)
    if isinstance(plain, ClassRef) and isinstance(value, dict):
        for field in universe.dataclass(plain.qualname).wire_fields:
            where = f"{path}.{field.wire_name}"
            item = value.get(field.wire_name)
            if item is None:
                continue
            if field.omits_zero and not isinstance(field.type, Optional) and is_zero(item, field.type, universe):
                yield where
            else:
                yield from _dropped(item, field.type, universe, where)
    elif isinstance(plain, ListOf) and isinstance(value, list):
        for index, item in enumerate(value):
            yield from _dropped(item, plain.item, universe, f"{path}[{index}]")
    elif isinstance(plain, DictOf) and isinstance(value, dict):
        for key, item in value.items():
            yield from _dropped(item, plain.value, universe, f"{path}[{key!r}]")
