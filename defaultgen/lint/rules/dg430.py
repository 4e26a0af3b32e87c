"""DG430: a field of a status object that is not marked `+optional`.

Status is written by controllers, piece by piece and at different times: a client must be able
to send, and the API server to accept, a status with any part not yet known. Kubernetes' API
conventions: "all fields in status should be optional". KAL's statusoptional checks the
first-level fields of the type of every field named `status` (with the fields a status class
inherits, as Go's inlined structs); a required one is to become optional.

The fix adds the preferred optional marker (`preferredOptionalMarker`), replacing any required
marker; it is unsafe, since where the field is required today the published schema stops
requiring it.
"""

from __future__ import annotations

from collections.abc import Iterator

from ...diagnostics import Diagnostic, Severity
from ...source.model import ClassRef, Optional
from ..fix import Applicability, Fix
from ._api import OPTIONAL_MARKERS, REQUIRED_MARKERS, Option, api_fields, has_marker, marker_lines
from ._context import Context, field_name
from ._edits import comment_above, delete_comment

CODE = "DG430"
KAL = "statusoptional"
API = False
OPT_IN = True
SEVERITY = Severity.WARNING
SUMMARY = "Mark every field of a status object `+optional`."
FIX = Applicability.UNSAFE
FIX_DOES = (
    "marks the field optional, removing its required markers (unsafe: where the field is required today, the "
    "schema stops requiring it)"
)
SETTINGS = {
    "preferredOptionalMarker": Option("optional", "the optional marker the fix writes", choices=OPTIONAL_MARKERS),
}

EXAMPLE_BAD = """\
from dataclasses import dataclass, field


@dataclass
class WidgetStatus:
    ready: int = field(default=0, metadata={"json": "ready"})


@dataclass
class Widget:
    # +optional
    status: WidgetStatus = field(default_factory=WidgetStatus, metadata={"json": "status,omitzero"})
"""

EXAMPLE_GOOD = """\
from dataclasses import dataclass, field


@dataclass
class WidgetStatus:
    # +optional
    ready: int = field(default=0, metadata={"json": "ready"})


@dataclass
class Widget:
    # +optional
    status: WidgetStatus = field(default_factory=WidgetStatus, metadata={"json": "status,omitzero"})
"""


def check(context: Context) -> Iterator[Diagnostic]:
    preferred = context.option("preferredOptionalMarker")
    done: set[str] = set()
    for _, field in api_fields(context):
        type_ = field.type.inner if isinstance(field.type, Optional) else field.type
        if field.wire_name != "status" or not isinstance(type_, ClassRef) or type_.qualname in done:
            continue
        done.add(type_.qualname)
        status = context.universe.dataclass(type_.qualname)
        for child in status.fields:
            if child.wire_name is None or has_marker(child.decl, *OPTIONAL_MARKERS):
                continue
            owner = context.universe.dataclass(child.owner)
            required = [line for line in marker_lines(child.decl) if line.identifier in REQUIRED_MARKERS]
            edits = [delete_comment(line.comment.span) for line in required]
            add = comment_above(child.decl.span.line, f"# +{preferred}")
            fix = Fix.unsafe(*edits, add)
            what = "must be marked as optional, not required" if required else "must be marked as optional"
            yield context.report(owner.module, child.decl.span, f"status field {field_name(child)} {what}", fix)
