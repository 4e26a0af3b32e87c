"""DG413: an API string or list without a maximum length.

An unbounded string or list lets a client store anything in the API (the API server keeps it
in etcd, every watcher receives it) and makes the cost of a CEL rule over it unbounded, so the
API server refuses rules it cannot estimate. KAL's maxlength asks every string field for
`+kubebuilder:validation:MaxLength` (on the field or its named type; an enum, or a `date`,
`date-time` or `duration` format, bounds it already), every list for `MaxItems`, and the items
of a list of strings for `items:MaxLength` (or a named item type with its `MaxLength`). It is
for CRDs, so `API` leaves it off, as KAL does.
"""

from __future__ import annotations

from collections.abc import Iterator

from ...diagnostics import Diagnostic, Severity
from ._api import length_findings
from ._context import Context

CODE = "DG413"
KAL = "maxlength"
API = False
OPT_IN = True
SEVERITY = Severity.WARNING
SUMMARY = "Bound the string (`+kubebuilder:validation:MaxLength`) or list (`MaxItems`, and `items:MaxLength` for strings)."

EXAMPLE_BAD = """\
from dataclasses import dataclass, field

@dataclass
class Spec:
    # +optional
    name: str = field(default="", metadata={"json": "name,omitempty"})
"""

EXAMPLE_GOOD = """\
from dataclasses import dataclass, field

@dataclass
class Spec:
    # +optional
    # +kubebuilder:validation:MaxLength=63
    name: str = field(default="", metadata={"json": "name,omitempty"})
"""

def check(context: Context) -> Iterator[Diagnostic]:
    for module, span, message in length_findings(context, "Max"):
        yield context.report(module, span, message)
