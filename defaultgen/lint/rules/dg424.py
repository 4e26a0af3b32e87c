"""DG424: an API field whose name has `Timestamp` in it.

Kubernetes' API conventions name the time at which something happened `somethingTime`
("fields that record the time of an event should be called `fooTime`"; do not use `stamp`,
as in the old `creationTimestamp`). One word for one idea keeps the API searchable and its
generated clients consistent.
"""

from __future__ import annotations

from collections.abc import Iterator

from ...diagnostics import Diagnostic, Severity
from ._api import Convention, naming_findings
from ._context import Context

CODE = "DG424"
KAL = "notimestamp"
API = True
OPT_IN = True
SEVERITY = Severity.WARNING
SUMMARY = "Name the field `...Time`, not `...Timestamp`."

EXAMPLE_BAD = """\
from dataclasses import dataclass, field
from datetime import datetime
from typing import Optional


@dataclass
class Status:
    # +optional
    last_update_timestamp: Optional[datetime] = field(default=None, metadata={"json": "lastUpdateTimestamp,omitempty"})
"""

EXAMPLE_GOOD = """\
from dataclasses import dataclass, field
from datetime import datetime
from typing import Optional


@dataclass
class Status:
    # +optional
    last_update_time: Optional[datetime] = field(default=None, metadata={"json": "lastUpdateTime,omitempty"})
"""

_CONVENTIONS = (
    Convention("notimestamp", "(?i)timestamp", "Replacement", "prefer use of the term 'time' over 'timestamp'", "Time"),
)


def check(context: Context) -> Iterator[Diagnostic]:
    for module, span, message in naming_findings(context, _CONVENTIONS):
        yield context.report(module, span, message)
