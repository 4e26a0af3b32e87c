"""DG421: a `+nullable` marker.

Kubernetes' API conventions distinguish an unset field from a set one by leaving it out, not
by `null`: "`null` values should not be used". A nullable field makes a third state clients
must handle, which the server then prunes or stores inconsistently (a CRD's structural
defaulting treats `null` as absent only where `nullable` is false). Use an `Optional` field
without `+nullable`: absent is unset.
"""

from __future__ import annotations

from collections.abc import Iterator

from ...diagnostics import Diagnostic, Severity
from ..fix import Applicability, Fix
from ...source.model import NamedRef, Optional
from ._api import api_fields, marker_lines
from ._context import Context, field_name
from ._edits import delete_comment

CODE = "DG421"
KAL = "nonullable"
API = True
OPT_IN = True
SEVERITY = Severity.WARNING
SUMMARY = "Remove `+nullable`: leave an unset field out instead of sending null."
FIX = Applicability.UNSAFE
FIX_DOES = "removes the `+nullable` marker (unsafe: the schema then refuses null where it accepted it)"

EXAMPLE_BAD = """\
from dataclasses import dataclass, field
from typing import Optional


@dataclass
class Spec:
    # +optional
    # +nullable
    note: Optional[str] = field(default=None, metadata={"json": "note,omitempty"})
"""

EXAMPLE_GOOD = """\
from dataclasses import dataclass, field
from typing import Optional


@dataclass
class Spec:
    # +optional
    note: Optional[str] = field(default=None, metadata={"json": "note,omitempty"})
"""


def check(context: Context) -> Iterator[Diagnostic]:
    for module, what, decl in context.marked():
        for line in marker_lines(decl):
            if line.identifier == "nullable":
                message = f"{what} has the marker `+nullable`: remove it, so an unset value is left out, not null"
                yield context.report(module, decl.span, message, Fix.unsafe(delete_comment(line.comment.span)))
    for cls, field in api_fields(context):
        type_ = field.type.inner if isinstance(field.type, Optional) else field.type
        if isinstance(type_, NamedRef) and any(line.identifier == "nullable" for line in marker_lines(context.universe.named_type(type_.qualname).decl)):
            message = f"field {field_name(field)} has the marker `+nullable` through its type: remove it from the type"
            yield context.report(cls.module, field.decl.span, message)
    for cls in context.universe.dataclasses():
        for line in marker_lines(cls.decl):
            if line.identifier == "nullable":
                message = f"type `{cls.decl.name}` has the marker `+nullable`: remove it"
                yield context.report(cls.module, cls.decl.span, message, Fix.unsafe(delete_comment(line.comment.span)))
