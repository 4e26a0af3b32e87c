"""DG410: an API integer without a width (`int` rather than `Int32` / `Int64`).

Kubernetes' API conventions allow only `int32` and `int64` in APIs: every client must know how
wide a number may be, and JSON numbers beyond 2^53 lose precision in JavaScript clients. A
Python `int` says nothing; the width is `+kubebuilder:validation:Format=int32` (or `int64`) on
the field or on its named type (`Int32 = NewType("Int32", int)` with the marker above it),
which also publishes `format` and has the decoder enforce the range. Go's `int`, `int8`,
`int16` and the unsigned types, which KAL forbids, all become a width-less `int` in Python.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from ...diagnostics import Diagnostic, Severity
from ...source.model import NamedRef, Scalar, Type
from ._api import api_fields, walk_type
from ._context import Context, field_name

CODE = "DG410"
KAL = "integers"
API = True
OPT_IN = True
SEVERITY = Severity.WARNING
SUMMARY = "Give the integer a width: `+kubebuilder:validation:Format=int32` or `int64`, on it or its named type."

EXAMPLE_BAD = """\
from dataclasses import dataclass, field


@dataclass
class Spec:
    # +optional
    replicas: int = field(default=0, metadata={"json": "replicas,omitempty"})
"""

EXAMPLE_GOOD = """\
from dataclasses import dataclass, field
from typing import NewType

# +kubebuilder:validation:Format=int32
Int32 = NewType("Int32", int)


@dataclass
class Spec:
    # +optional
    replicas: Int32 = field(default=0, metadata={"json": "replicas,omitempty"})
"""

_WIDTHS = ("int32", "int64")
_MESSAGE = "should not use an int without a width: use Int32 or Int64 (`Format=int32` / `int64`)"


def check(context: Context) -> Iterator[Diagnostic]:
    found = _width_less(context)
    for cls, field in api_fields(context):
        if field.constraints.format in _WIDTHS:
            continue  # the field's own marker gives its `int` a width
        for message in walk_type(context, field.type, f"field {field_name(field)}", found):
            yield context.report(cls.module, field.decl.span, message)
    for named in context.named_types():
        if named.constraints.format not in _WIDTHS:
            for message in walk_type(context, named.target, f"type `{named.name}`", found, frozenset({named.qualname})):
                yield context.report(named.module, named.decl.span, message)


def _width_less(context: Context) -> Callable[[Type, str], str | None]:
    """An `int` without a width is reported; a named type with one ends the walk."""

    def found(type_: Type, prefix: str) -> str | None:
        if type_ == Scalar("int"):
            return _MESSAGE
        if isinstance(type_, NamedRef) and context.universe.named_type(type_.qualname).constraints.format in _WIDTHS:
            return ""
        return None

    return found
