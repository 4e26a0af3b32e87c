"""DG417: an API field or named type that is a duration (`Duration`, `timedelta`).

A duration type ties the API to Go's notion of duration parsing (`"1h30m"`, `"1.5s"`), which
every client in every language must then implement exactly. Kubernetes' API conventions:
"durations should be integers with the unit in the field name", e.g. `timeoutSeconds`. In
Python a duration is a named type called `Duration` (how `defaultgen import` writes meta/v1's
`Duration`, and how Go names both `time.Duration` and `metav1.Duration`).
"""

from __future__ import annotations

from collections.abc import Iterator

from ...diagnostics import Diagnostic, Severity
from ...source.model import NamedRef, Type
from ._api import type_findings
from ._context import Context

CODE = "DG417"
KAL = "nodurations"
API = True
OPT_IN = True
SEVERITY = Severity.WARNING
SUMMARY = "Use an integer with the unit in the field's name (`timeoutSeconds`) instead of a duration."

EXAMPLE_BAD = """\
from dataclasses import dataclass, field
from typing import NewType

Duration = NewType("Duration", str)


@dataclass
class Spec:
    # +optional
    timeout: Duration = field(default="", metadata={"json": "timeout,omitempty"})
"""

EXAMPLE_GOOD = """\
from dataclasses import dataclass, field


@dataclass
class Spec:
    # +optional
    timeout_seconds: int = field(default=0, metadata={"json": "timeoutSeconds,omitempty"})
"""


def check(context: Context) -> Iterator[Diagnostic]:
    for module, span, message in type_findings(context, _duration):
        yield context.report(module, span, message)


def _duration(type_: Type, prefix: str) -> str | None:
    if isinstance(type_, NamedRef) and type_.qualname.rpartition(".")[2] == "Duration":
        return "should not use a Duration: use an integer with the unit in its name, so clients need no duration parser"
    return None
