"""DG103: more than one default marker (`+default`, `+kubebuilder:default`) for the same field
or named type, unless they mean the same value.

Only one default can take effect; which one would be an accident of the tool reading them
(controller-gen silently lets one win), and the reader of the type cannot tell. Kubernetes' own
types carry `+default=""` next to `+kubebuilder:default=""` for the two generators: markers that
mean the same value are fine.
"""

from __future__ import annotations

import json
from collections.abc import Iterator

from ...diagnostics import Diagnostic, Severity
from ...source.model import Marker, MarkerKind
from ._context import Context

CODE = "DG103"
SEVERITY = Severity.ERROR
SUMMARY = "Keep exactly one default per field or named type (`+default` and `+kubebuilder:default` may repeat the same value)."

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
            if not _same(marker, markers[0]):
                yield context.report(
                    module,
                    marker.span,
                    f"{label} already has a default (`+{markers[0].name}`) on line {markers[0].span.line} "
                    "with another value; keep only one",
                )


def _same(marker: Marker, first: Marker) -> bool:
    """Whether two default markers mean the same value (as JSON: `1` and `1.0` and `true` differ)."""
    if marker.error is not None or first.error is not None:
        return False
    if marker.ref is not None or first.ref is not None:
        return marker.ref == first.ref
    return json.dumps(marker.value, sort_keys=True) == json.dumps(first.value, sort_keys=True)
