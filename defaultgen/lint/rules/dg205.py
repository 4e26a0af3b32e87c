"""DG205 (warning): `+required` that can never fail and guards nothing.

The field report's "zero vs null" pitfall: a field marked `+required` looks guarded, but when
the field always has a value on the wire, `required` never refuses anything. That is the case
for a non-omitempty, non-Optional field of a type with a zero value (KEP-1929 publishes
`default: <zero value>` for it and Go always serializes it), and for any field with a
`+default` (the API server fills it in before it validates). A client that forgets the field
sends the zero value (or gets the default), which passes silently.

To make the field really required, add omitempty (so that the zero value is left out and
`required` refuses its absence) and a validation marker that refuses the zero value
(`+kubebuilder:validation:MinLength=1`, `Minimum=1`); or drop `+required`, which promises
nothing here. A field whose own constraints refuse the value it always has is guarded by them
(`metav1.Condition.type`'s pattern) and is not reported.
"""

from __future__ import annotations

from collections.abc import Iterator

from ...diagnostics import Diagnostic, Severity
from ...source.model import ClassRef, MarkerKind, Optional
from ...openapi.implicit import implicit_default_fails
from ...source.values import has_zero, zero_value
from ._context import Context, as_json, field_name, left_out_at_zero, shorten

CODE = "DG205"
SEVERITY = Severity.WARNING
SUMMARY = "Make a `+required` field omitempty with a constraint that refuses its zero value, or drop `+required`."

EXAMPLE_BAD = """\
from dataclasses import dataclass, field


@dataclass
class Spec:
    # +required
    name: str = field(default="", metadata={"json": "name"})
"""

EXAMPLE_GOOD = """\
from dataclasses import dataclass, field


@dataclass
class Spec:
    # +required
    name: str = field(default="", metadata={"json": "name,omitempty"})
"""


def check(context: Context) -> Iterator[Diagnostic]:
    universe = context.universe
    for cls, field in context.own_fields():
        required = field.decl.markers_of(MarkerKind.REQUIRED)
        if not required or field.wire_name is None or field.decl.markers_of(MarkerKind.OPTIONAL):
            continue  # with `+optional` too, it is DG107's
        default = universe.field_default(field)
        struct = isinstance(universe.underlying(field.type), ClassRef)
        if default is not None:
            why = (
                f"it has the default {shorten(as_json(default.value), 40)}, which the API server fills in before it "
                "validates"
            )
            advice = "remove `+required` (a defaulted field needs none)"
            value = default.value
        elif (
            not isinstance(field.type, Optional)
            and not left_out_at_zero(field, universe)
            and has_zero(field.type, universe)
        ):
            value = zero_value(field.type, universe)
            serialized = (
                "a struct is always serialized (omitempty never leaves one out)"
                if struct
                else "it is not omitempty, so it is always serialized"
            )
            why = (
                f"{serialized} and KEP-1929 defaults it to {as_json(value)}: "
                "a client that forgets it sends the zero value, which passes silently"
            )
            advice = (
                "add omitempty and a validation marker that refuses the zero value "
                "(`+kubebuilder:validation:MinLength=1`, `Minimum=1`), or remove `+required`"
            )
        else:
            continue
        # a dataclass's `{}` is defaulted before it is validated (its nested required fields
        # filled in, SPEC §7): it is always there, whatever its nested fields require
        # (the field's own constraints: implicit_default_fails adds its named types' levels, each
        # checked on its own as the published allOf pair is)
        refused = None if struct else implicit_default_fails(value, field.type, universe, field.constraints)
        if refused is not None:
            continue  # its constraints refuse the value it would always have: `required` is not alone
        yield context.report(
            cls.module,
            required[0].span,
            f"field {field_name(field)} is `+required` but can never be missing: {why}; {advice}",
        )
