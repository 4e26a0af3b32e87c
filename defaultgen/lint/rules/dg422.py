"""DG422: an API field named `phase`, or with `Phase` in its name.

A phase is a state machine's current state squeezed into one enum, and it cannot evolve:
Kubernetes' API conventions deprecate phase fields ("`phase` is deprecated; newer API types
should use conditions instead"), because a client that switches on the phase breaks the day a
new phase appears, while conditions let each aspect be observed and added independently.
"""

from __future__ import annotations

from collections.abc import Iterator

from ...diagnostics import Diagnostic, Severity
from ._api import Convention, naming_findings
from ._context import Context

CODE = "DG422"
KAL = "nophase"
API = True
OPT_IN = True
SEVERITY = Severity.WARNING
SUMMARY = "Report state with conditions (`list[Condition]`) instead of a phase field."

EXAMPLE_BAD = """\
from dataclasses import dataclass, field


@dataclass
class Status:
    # +optional
    phase: str = field(default="", metadata={"json": "phase,omitempty"})
"""

EXAMPLE_GOOD = """\
from dataclasses import dataclass, field


@dataclass
class Status:
    # +optional
    ready_replicas: int = field(default=0, metadata={"json": "readyReplicas,omitempty"})
"""

_CONVENTIONS = (
    Convention(
        "nophase",
        "(?i)phase",
        "Inform",
        "phase fields are deprecated and conditions should be preferred, avoid phase like enum fields",
    ),
)


def check(context: Context) -> Iterator[Diagnostic]:
    for module, span, message in naming_findings(context, _CONVENTIONS):
        yield context.report(module, span, message)
