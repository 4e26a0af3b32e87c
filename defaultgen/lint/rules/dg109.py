"""DG109: a marker in a namespace defaultgen reads that it does not know, or whose argument it
cannot read (`+kubebuilder:validation:Minimun=1`, `+listtype=set`,
`+kubebuilder:validation:enum=A;B`, `+kubebuilder:validation:Minimum=abc`).

controller-gen ignores an unknown marker without a word, and the field report's first pitfall
is exactly that: `+kubebuilder:validation:enum=A;B` (lower-case `enum`) validates nothing, and
nobody notices until bad data is stored. defaultgen knows every marker it reads (its marker
registry, listed in the README), so a marker under `+kubebuilder:` that it does not know, a
near miss of any marker it knows (a wrong case, one or two letters off), and a known marker
whose argument does not follow controller-gen's syntax are errors, with the nearest known
spelling. Markers of other generators are left alone.
"""

from __future__ import annotations

from collections.abc import Iterator

from ...diagnostics import Diagnostic, Severity
from ...source.model import Marker
from ...source.registry import LEFT_ALONE
from ..fix import Applicability, Fix
from ._context import Context, shorten
from ._edits import replace_in_comment

CODE = "DG109"
SEVERITY = Severity.ERROR
SUMMARY = "Spell the marker as defaultgen and controller-gen know it, with an argument in controller-gen's syntax."
FIX = Applicability.SAFE
FIX_DOES = "respells the marker's name as the one nearest known marker (when exactly one is nearest)"

EXAMPLE_BAD = """\
from dataclasses import dataclass, field


@dataclass
class Spec:
    # +kubebuilder:validation:enum=TCP;UDP
    protocol: str = field(default="", metadata={"json": "protocol,omitempty"})
"""

EXAMPLE_GOOD = """\
from dataclasses import dataclass, field


@dataclass
class Spec:
    # +kubebuilder:validation:Enum=TCP;UDP
    protocol: str = field(default="", metadata={"json": "protocol,omitempty"})
"""

__doc__ += "\nLeft alone: " + ", ".join(f"`+{prefix}...` ({owner})" for prefix, owner in LEFT_ALONE) + ".\n"


def check(context: Context) -> Iterator[Diagnostic]:
    for module in context.modules():
        for marker in module.unknown_markers:
            yield context.report(module, marker.span, shorten(str(marker.error), 200), _fix(marker))


def _fix(marker: Marker) -> Fix | None:
    if not marker.suggestion:
        return None
    return Fix.safe(replace_in_comment(marker.span, marker.raw, marker.suggestion))
