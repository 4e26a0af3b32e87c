"""DG105: a `+default` marker in a trailing comment on the field's own line.

Go markers live in the comment block above a field; a trailing comment is not read by
Kubernetes' generators, so the default would be silently ignored there.
"""

from __future__ import annotations

from collections.abc import Iterator

from .._diagnostics import Diagnostic, Severity
from .._model import StrayReason
from ._context import Context, shorten

CODE = "DG105"
SEVERITY = Severity.ERROR
SUMMARY = "Move the `+default` marker to its own comment line directly above the field."

EXAMPLE_BAD = """\
from dataclasses import dataclass, field


@dataclass
class Spec:
    protocol: str = field(default="", metadata={"json": "protocol,omitempty"})  # +default="TCP"
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
        for stray in module.stray_markers:
            if stray.reason is StrayReason.TRAILING:
                yield context.report(
                    module,
                    stray.marker.span,
                    f"`{shorten('+default=' + stray.marker.raw, 80)}` in a trailing comment is ignored; "
                    "move it to its own comment line directly above the field",
                )
