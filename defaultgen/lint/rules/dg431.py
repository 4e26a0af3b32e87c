"""DG431: a root type whose status and status subresource disagree.

With the status subresource (`+kubebuilder:subresource:status`), the API server keeps status
apart: `spec` changes never touch it and only the `/status` endpoint writes it, which is how
controllers and users avoid overwriting each other. Kubernetes' API conventions ask every type
with a status to have it. KAL's statussubresource checks each `+kubebuilder:object:root=true`
type: one with a `status` field needs the marker, and the marker needs a `status` field. It is
for CRDs only, so `API` leaves it off, as KAL does.
"""

from __future__ import annotations

from collections.abc import Iterator

from ...diagnostics import Diagnostic, Severity
from ._api import marker_lines
from ._context import Context

CODE = "DG431"
KAL = "statussubresource"
API = False
OPT_IN = True
SEVERITY = Severity.WARNING
SUMMARY = "Mark a root type with a `status` field `+kubebuilder:subresource:status` (and only such a type)."

EXAMPLE_BAD = """\
from dataclasses import dataclass, field


@dataclass
class WidgetStatus:
    # +optional
    ready: int = field(default=0, metadata={"json": "ready,omitempty"})


# +kubebuilder:object:root=true
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
    ready: int = field(default=0, metadata={"json": "ready,omitempty"})


# +kubebuilder:object:root=true
# +kubebuilder:subresource:status
@dataclass
class Widget:
    # +optional
    status: WidgetStatus = field(default_factory=WidgetStatus, metadata={"json": "status,omitzero"})
"""

_ROOT, _STATUS = "kubebuilder:object:root", "kubebuilder:subresource:status"


def check(context: Context) -> Iterator[Diagnostic]:
    for cls in context.universe.dataclasses():
        lines = {line.identifier: line for line in marker_lines(cls.decl, detached=True)}
        root = lines.get(_ROOT)
        if root is None or root.arguments.strip().lower() not in ("", "true"):
            continue
        has_status = any(field.wire_name == "status" for field in cls.fields)
        name = cls.decl.name
        if has_status and _STATUS not in lines:
            message = f"root type `{name}` has a status field but no `+{_STATUS}` marker to enable the status subresource"
            yield context.report(cls.module, cls.decl.span, message)
        elif _STATUS in lines and not has_status:
            message = f"root type `{name}` is marked `+{_STATUS}` but has no status field"
            yield context.report(cls.module, cls.decl.span, message)
