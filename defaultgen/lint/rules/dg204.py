"""DG204 (warning): a `+default` equal to the zero value on a field without `omitempty`.

KEP-1929 rule 4: "we auto-generate `default: <zero-value>` for scalars without omitempty".
That default exists whether or not the marker says so; writing it out adds nothing, and a
reader may take it for a real choice.

On an omitempty field a zero `+default` is no redundancy and is not reported: it is published
in the schema, and Kubernetes writes it on purpose (core/v1 `LocalObjectReference.name` has
`+default=""`). Both paths decode it to the same object (an omitempty property at its zero
value reads as absent). Nor is a zero marker that overrides a non-zero default of the field's
named type: without it, the type's default would apply.

The fix removes the marker, which changes neither the schema nor the wire format (a safe fix,
`tests/test_fix_safety.py`); it is not offered when that marker is all that makes its module
take part (SPEC §1): removing it would take the module's types out of the API.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from ...diagnostics import Diagnostic, Severity
from ...source.model import Field, Marker, ModuleDecl
from ...source.scope import taking_part
from ...source.values import is_zero
from ..fix import Applicability, Fix
from ._context import Context, field_name
from ._edits import delete_comment

CODE = "DG204"
SEVERITY = Severity.WARNING
SUMMARY = "Remove a `+default` that only repeats the zero value of a field without omitempty."
FIX = Applicability.SAFE
FIX_DOES = "removes the marker's comment line"

EXAMPLE_BAD = """\
from dataclasses import dataclass, field


@dataclass
class Spec:
    # +default=0
    replicas: int = 0
    # +default="web"
    name: str = field(default="", metadata={"json": "name,omitempty"})
"""

EXAMPLE_GOOD = """\
from dataclasses import dataclass, field


@dataclass
class Spec:
    replicas: int = 0
    # +default="web"
    name: str = field(default="", metadata={"json": "name,omitempty"})
"""


def check(context: Context) -> Iterator[Diagnostic]:
    universe = context.universe
    for cls, field in context.own_fields():
        default = field.marker_default
        if (
            default is None
            or field.omits_zero
            or not context.zeroable(field)
            or not is_zero(default.value, field.type, universe)
            or _overrides_its_type(context, field)
        ):
            continue
        fix = Fix.safe(delete_comment(default.span)) if _takes_part_without(cls.module, default) else None
        yield context.report(
            cls.module,
            default.span,
            f"`+default={default.raw}` on field {field_name(field)} is redundant: without omitempty "
            "the zero value is its default anyway; remove the marker",
            fix,
        )


def _overrides_its_type(context: Context, field: Field) -> bool:
    """Whether the field's named type has a non-zero default that the marker overrides."""
    own = context.universe.type_default(field.type)
    return own is not None and not is_zero(own.value, field.type, context.universe)


def _takes_part_without(module: ModuleDecl, marker: Marker) -> bool:
    """Whether `module` would still take part (SPEC §1) without `marker`."""
    classes = tuple(
        replace(c, fields=tuple(replace(f, markers=tuple(m for m in f.markers if m.span != marker.span)) for f in c.fields))
        for c in module.classes
    )
    return taking_part(replace(module, classes=classes), ()) is not None
