"""DG401: a list of objects whose item class has no required field.

When every field of a list's items is optional, an item can be empty, and in YAML a list of
empty or nearly empty items is ambiguous (`- {}`, a stray `-`), and nothing tells two items
apart. KAL's arrayofstruct asks the item class of every list of dataclasses to have at least one
field marked `+required` (or `+kubebuilder:validation:Required`, `+k8s:required`).
"""

from __future__ import annotations

from collections.abc import Iterator

from ...diagnostics import Diagnostic, Severity
from ...source.model import ClassRef, ListOf, Optional
from ._api import REQUIRED_MARKERS, api_fields, has_marker
from ._context import Context, field_name

CODE = "DG401"
KAL = "arrayofstruct"
API = True
OPT_IN = True
SEVERITY = Severity.WARNING
SUMMARY = "Mark at least one field of the list's item class `+required`."

EXAMPLE_BAD = """\
from dataclasses import dataclass, field


@dataclass
class Port:
    # +optional
    port: int = field(default=0, metadata={"json": "port,omitempty"})


@dataclass
class Spec:
    # +optional
    ports: list[Port] = field(default_factory=list, metadata={"json": "ports,omitempty"})
"""

EXAMPLE_GOOD = """\
from dataclasses import dataclass, field


@dataclass
class Port:
    # +required
    # +kubebuilder:validation:Minimum=1
    port: int = field(default=0, metadata={"json": "port,omitempty"})


@dataclass
class Spec:
    # +optional
    ports: list[Port] = field(default_factory=list, metadata={"json": "ports,omitempty"})
"""


def check(context: Context) -> Iterator[Diagnostic]:
    universe = context.universe
    for cls, field in api_fields(context):
        plain = universe.underlying(field.type.inner if isinstance(field.type, Optional) else field.type)
        if not isinstance(plain, ListOf):
            continue
        item = universe.underlying(plain.item.inner if isinstance(plain.item, Optional) else plain.item)
        if not isinstance(item, ClassRef):
            continue
        items = universe.dataclass(item.qualname)
        groups = items.constraints.exactly_one_of or items.constraints.at_least_one_of
        if not groups and not any(has_marker(f.decl, *REQUIRED_MARKERS) for f in items.fields):
            message = (
                f"field {field_name(field)} is a list of `{items.decl.name}`, which has no required field: mark at least one "
                "`+required`, so that items are not ambiguous in YAML"
            )
            yield context.report(cls.module, field.decl.span, message)
