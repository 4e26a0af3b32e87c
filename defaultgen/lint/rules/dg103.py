"""DG103: more than one `+default` for the same field or named type.

Only one default can take effect; which one would be an accident of the tool reading them,
and the reader of the type cannot tell.
"""

from __future__ import annotations

from collections.abc import Iterator

from ...diagnostics import Diagnostic, Severity
from ...source.model import MarkerKind
from ._context import Context

CODE = "DG103"
SEVERITY = Severity.ERROR
SUMMARY = "Keep exactly one `+default` marker per field or named type."

EXAMPLE_BAD = """\
from dataclasses import dataclass, field


@dataclass
class Spec:
    # +default="TCP"
    # +default="UDP"
    protocol: str = field(default="", metadata={"json": "protocol,omitempty"})
"""

EXAMPLE_GOOD = """\
from dataclasses import dataclass, field


@dataclass
class Spec:
    # +default="TCP"
    protocol: str = field(default="", metadata={"json": "protocol,omitempty"})
"""


def check(context: Context) -> Iterator[Diagnostic]:
    for module, label, decl in context.marked():
        markers = decl.markers_of(MarkerKind.DEFAULT)
        for marker in markers[1:]:
            yield context.report(
                module, marker.span, f"{label} already has a `+default` on line {markers[0].span.line}; keep only one"
            )
