"""DG413: an API string or list without a maximum length.

An unbounded string or list lets a client store anything in the API (the API server keeps it
in etcd, every watcher receives it) and makes the cost of a CEL rule over it unbounded, so the
API server refuses rules it cannot estimate. KAL's maxlength asks every string field for
`+kubebuilder:validation:MaxLength` (on the field or its named type; an enum, or a `date`,
`date-time` or `duration` format, bounds it already), every list for `MaxItems`, and the items
of a list of strings for `items:MaxLength` (or a named item type with its `MaxLength`). It is
for CRDs, so `API` leaves it off, as KAL does.
"""

from __future__ import annotations

from collections.abc import Iterator

from ...diagnostics import Diagnostic, Severity
from ...source.model import Constraints, ListOf, NamedRef, Optional, Scalar, Special, Type
from ._api import api_fields
from ._context import Context, field_name

CODE = "DG413"
KAL = "maxlength"
API = False
OPT_IN = True
SEVERITY = Severity.WARNING
SUMMARY = "Bound the string (`+kubebuilder:validation:MaxLength`) or list (`MaxItems`, and `items:MaxLength` for strings)."

EXAMPLE_BAD = """\
from dataclasses import dataclass, field

@dataclass
class Spec:
    # +optional
    name: str = field(default="", metadata={"json": "name,omitempty"})
"""

EXAMPLE_GOOD = """\
from dataclasses import dataclass, field

@dataclass
class Spec:
    # +optional
    # +kubebuilder:validation:MaxLength=63
    name: str = field(default="", metadata={"json": "name,omitempty"})
"""

_BOUNDED_FORMATS = ("date", "date-time", "duration")
_STRINGS = (Scalar("str"), Special("bytes"))

def check(context: Context) -> Iterator[Diagnostic]:
    universe = context.universe
    for cls, field in api_fields(context):
        type_ = field.type.inner if isinstance(field.type, Optional) else field.type
        plain, constraints, name = universe.underlying(type_), universe.field_constraints(field), field_name(field)
        if plain in _STRINGS and _unbounded(constraints):
            yield context.report(cls.module, field.decl.span, f"field {name} must have a maximum length: add `+kubebuilder:validation:MaxLength`")
        elif isinstance(plain, ListOf):
            item = plain.item.inner if isinstance(plain.item, Optional) else plain.item
            if universe.underlying(item) in _STRINGS and _unbounded(constraints.items, _named(context, item)):
                message = f"field {name} array element must have a maximum length: add `+kubebuilder:validation:items:MaxLength`"
                yield context.report(cls.module, field.decl.span, message)
            if constraints.max_items is None:
                yield context.report(cls.module, field.decl.span, f"field {name} must have a maximum items: add `+kubebuilder:validation:MaxItems`")

def _named(context: Context, type_: Type) -> Constraints | None:
    """An item type's own constraints (a named type's, through its chain), None for a plain one."""
    return context.universe.type_constraints(type_) if isinstance(type_, NamedRef) else None

def _unbounded(*levels: Constraints | None) -> bool:
    return not any(
        level is not None
        and (level.max_length is not None or level.enum is not None or level.format in _BOUNDED_FORMATS)
        for level in levels
    )
