"""DG104: a `+default` marker (or any other marker defaultgen reads) attached to nothing it can
apply to.

Go's generators read a marker only from the comment block directly above a field or type;
anywhere else (after a blank line, above a method, a ClassVar, a class, inside a function)
it is ignored without a word, and the author believes a default exists that never applies.
The same holds for every marker defaultgen reads (a `+kubebuilder:validation:Minimum` after a
blank line validates nothing), so those are reported too; module-level markers at the top level
and the markers above a class are read where they stand.
"""

from __future__ import annotations

from collections.abc import Iterator

from ...diagnostics import Diagnostic, Severity
from ...source.model import StrayReason
from ._context import Context, shorten, spelled

CODE = "DG104"
SEVERITY = Severity.ERROR
SUMMARY = "Put `+default` in the comment block directly above a dataclass field or named type."

EXAMPLE_BAD = """\
from dataclasses import dataclass, field


@dataclass
class Spec:
    # +default="TCP"

    protocol: str = field(default="", metadata={"json": "protocol,omitempty"})
"""

EXAMPLE_GOOD = """\
from dataclasses import dataclass, field


@dataclass
class Spec:
    # +default="TCP"
    protocol: str = field(default="", metadata={"json": "protocol,omitempty"})
"""

_FIX = {
    StrayReason.NOTHING_BELOW: "move it directly above the dataclass field or named type it is for",
    StrayReason.BLANK_LINE: "remove the blank line between the marker and the field",
    StrayReason.METHOD: "move it above the field it is for, or remove it",
    StrayReason.CLASSVAR: "make it an instance field, or remove the marker",
    StrayReason.NOT_DATACLASS: "decorate the class with @dataclass, or remove the marker",
    StrayReason.CLASS: "move it into the class, above the field it is for",
}


def check(context: Context) -> Iterator[Diagnostic]:
    for module in context.modules():
        for stray in module.stray_markers:
            if stray.reason is not StrayReason.TRAILING:
                marker = shorten(spelled(stray.marker), 80)
                why = f"{stray.reason.value}; {_FIX[stray.reason]}"
                yield context.report(module, stray.marker.span, f"`{marker}` is ignored: {why}")
