"""DG101: a `+default=` value that is not valid one-line JSON, is `null`, or is NaN/Infinity.

KEP-1929: "`<any>` has to be in one-line JSON format ... representing the actual value to
use by default". Kubernetes' generators drop a `null` default silently (it is no default),
and NaN/Infinity are not JSON at all; either way the author's intent would be lost.
"""

from __future__ import annotations

from collections.abc import Iterator

from ...diagnostics import Diagnostic, Severity
from ...source.model import MarkerKind
from ._context import Context

CODE = "DG101"
SEVERITY = Severity.ERROR
SUMMARY = "Write the default as one line of valid JSON (quote strings); `null` is no default."

EXAMPLE_BAD = """\
from dataclasses import dataclass, field


@dataclass
class Spec:
    # +default=TCP
    protocol: str = field(default="", metadata={"json": "protocol,omitempty"})
"""

EXAMPLE_GOOD = """\
from dataclasses import dataclass, field


@dataclass
class Spec:
    # +default="TCP"
    protocol: str = field(default="", metadata={"json": "protocol,omitempty"})
"""

_NULL = "`+default=null` is no default (Kubernetes ignores it); write the value to use, or remove the marker"


def check(context: Context) -> Iterator[Diagnostic]:
    for module, label, decl in context.marked():
        for marker in decl.markers_of(MarkerKind.DEFAULT):
            problem = marker.error if marker.error is not None else _NULL if marker.value is None else None
            if problem is not None:
                yield context.report(module, marker.span, f"the default of {label}: {problem}")
