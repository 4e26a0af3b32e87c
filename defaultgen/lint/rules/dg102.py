"""DG102: a misspelled or malformed marker (`+defualt=`, `+Default=`, `+default: x`).

The worst controller-gen pitfall in the field report: a typo'd marker "is silently
ignored", and nobody notices that the default never takes effect. KEP-1929 itself carries
one (`+defaut="default-name"`). Markers of other tools (`+kubebuilder:...`, `+k8s:...`)
are never near misses.
"""

from __future__ import annotations

from collections.abc import Iterator

from ...diagnostics import Diagnostic, Severity
from ...source.model import Marker
from ..fix import Applicability, Fix
from ._context import Context, shorten
from ._edits import replace_in_comment

CODE = "DG102"
SEVERITY = Severity.ERROR
SUMMARY = "Spell the marker exactly `+default=<json>`, `+optional` or `+required`."
FIX = Applicability.SAFE
FIX_DOES = "respells the marker as suggested (when the suggestion has a value)"

EXAMPLE_BAD = """\
from dataclasses import dataclass, field


@dataclass
class Spec:
    # +defualt="TCP"
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
    for module in context.modules():
        for marker in module.near_misses:
            yield context.report(
                module,
                marker.span,
                f"`{shorten(marker.raw, 80)}` is not a marker defaultgen knows and would be ignored; "
                f"did you mean `{shorten(marker.suggestion or '', 80)}`?",
                _fix(marker),
            )


def _fix(marker: Marker) -> Fix | None:
    """The marker text becomes the suggestion; `+default=<json>` (no value to keep) is none."""
    if not marker.suggestion or "<json>" in marker.suggestion:
        return None
    return Fix.safe(replace_in_comment(marker.span, marker.raw, marker.suggestion))
