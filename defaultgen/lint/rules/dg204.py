"""DG204 (warning): a `+default` equal to the zero value on a field without `omitempty`.

KEP-1929 rule 4: "we auto-generate `default: <zero-value>` for scalars without omitempty".
That default exists whether or not the marker says so; writing it out adds nothing, and a
reader may take it for a real choice.

On an omitempty field a zero `+default` is no redundancy and is not reported: it is published
in the schema, and Kubernetes writes it on purpose (core/v1 `LocalObjectReference.name` has
`+default=""`). Both paths decode it to the same object (an omitempty property at its zero
value reads as absent).
"""

from __future__ import annotations

from collections.abc import Iterator

from ...diagnostics import Diagnostic, Severity
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
from dataclasses import dataclass


@dataclass
class Spec:
    # +default=0
    replicas: int = 0
"""

EXAMPLE_GOOD = """\
from dataclasses import dataclass


@dataclass
class Spec:
    replicas: int = 0
"""


def check(context: Context) -> Iterator[Diagnostic]:
    for cls, field in context.own_fields():
        default = field.marker_default
        if (
            default is not None
            and not field.omitempty
            and context.zeroable(field)
            and is_zero(default.value, field.type, context.universe)
        ):
            yield context.report(
                cls.module,
                default.span,
                f"`+default={default.raw}` on field {field_name(field)} is redundant: without omitempty "
                "the zero value is its default anyway; remove the marker",
                Fix.safe(delete_comment(default.span)),
            )
