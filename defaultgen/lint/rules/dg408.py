"""DG408: the same marker written twice on a field or type.

A marker written twice says nothing more, but a reader must now check that the copies agree,
and the day one is edited they no longer do. KAL's duplicatemarkers finds exact copies on a
field, on a type, and on a field and the named type it uses (which every use of the type
already carries); two markers of the same name with different values are uniquemarkers'
business (DG432), not this rule's.
"""

from __future__ import annotations

from collections.abc import Iterator

from ...diagnostics import Diagnostic, Severity
from ...source.model import NamedRef, Optional
from ..fix import Applicability, Fix
from ._api import MarkerLine, api_fields, api_types, marker_lines
from ._context import Context, field_name
from ._edits import delete_comment

CODE = "DG408"
KAL = "duplicatemarkers"
API = True
OPT_IN = True
SEVERITY = Severity.WARNING
SUMMARY = "Remove the repeated marker."
FIX = Applicability.SAFE
FIX_DOES = "removes the copy (the field's, when its named type already carries the marker)"

EXAMPLE_BAD = """\
from dataclasses import dataclass, field


@dataclass
class Spec:
    # +optional
    # +kubebuilder:validation:MaxLength=10
    # +kubebuilder:validation:MaxLength=10
    name: str = field(default="", metadata={"json": "name,omitempty"})
"""

EXAMPLE_GOOD = """\
from dataclasses import dataclass, field


@dataclass
class Spec:
    # +optional
    # +kubebuilder:validation:MaxLength=10
    name: str = field(default="", metadata={"json": "name,omitempty"})
"""


def check(context: Context) -> Iterator[Diagnostic]:
    for cls, field in api_fields(context):
        inner = field.type.inner if isinstance(field.type, Optional) else field.type
        carried = marker_lines(context.universe.named_type(inner.qualname).decl) if isinstance(inner, NamedRef) else []
        for copy in _copies(carried, marker_lines(field.decl)):
            message = f"field {field_name(field)} has the marker `+{copy.text}` twice; remove the copy"
            yield context.report(cls.module, field.decl.span, message, Fix.safe(delete_comment(copy.comment.span)))
    for module, what, decl, span in api_types(context):
        for copy in _copies([], marker_lines(decl)):
            message = f"{what} has the marker `+{copy.text}` twice; remove the copy"
            yield context.report(module, span, message, Fix.safe(delete_comment(copy.comment.span)))

def _copies(carried: list[MarkerLine], own: list[MarkerLine]) -> Iterator[MarkerLine]:
    """The markers of `own` that repeat one before them or one of `carried` (the type's)."""
    seen = {_key(line) for line in carried}
    for line in own:
        if _key(line) in seen:
            yield line
        seen.add(_key(line))


def _key(line: MarkerLine) -> str:
    return " ".join(line.text.split())
