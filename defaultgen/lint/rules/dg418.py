"""DG418: an API field or named type that is a `float`.

Floating-point values do not round-trip: a value written by one client and read by another
may come back changed, and precision and representation differ across languages and
architectures. Kubernetes' API conventions: "avoid floating-point values as much as possible,
and never use them in spec". Use an integer with a unit (`milliCPU`), or a string such as a
resource quantity.
"""

from __future__ import annotations

from collections.abc import Iterator

from ...diagnostics import Diagnostic, Severity
from ...source.model import Scalar, Type
from ._api import type_findings
from ._context import Context

CODE = "DG418"
KAL = "nofloats"
API = True
OPT_IN = True
SEVERITY = Severity.WARNING
SUMMARY = "Use an integer with units in its name, or a string (a quantity), instead of `float`."

EXAMPLE_BAD = """\
from dataclasses import dataclass, field


@dataclass
class Spec:
    # +optional
    ratio: float = field(default=0.0, metadata={"json": "ratio,omitempty"})
"""

EXAMPLE_GOOD = """\
from dataclasses import dataclass, field


@dataclass
class Spec:
    # +optional
    ratio_percent: int = field(default=0, metadata={"json": "ratioPercent,omitempty"})
"""


def check(context: Context) -> Iterator[Diagnostic]:
    for module, span, message in type_findings(context, _float):
        yield context.report(module, span, message)


def _float(type_: Type, prefix: str) -> str | None:
    if type_ == Scalar("float"):
        return "should not use a float: floats cannot be reliably round-tripped"
    return None
