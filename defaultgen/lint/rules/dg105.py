"""DG105: a `+default` marker (or any other marker defaultgen reads) in a trailing comment on the
field's own line.

Go markers live in the comment block above a field; a trailing comment is not read by
Kubernetes' generators, so the default would be silently ignored there.
"""

from __future__ import annotations

from collections.abc import Iterator

from ...diagnostics import Diagnostic, Severity
from ...source.model import Marker, MarkerKind, ModuleDecl, StrayReason
from ..fix import Applicability, Fix
from ._context import Context, shorten, spelled
from ._edits import comment_above, delete_comment

CODE = "DG105"
SEVERITY = Severity.ERROR
SUMMARY = "Move the `+default` marker to its own comment line directly above the field."
FIX = Applicability.SAFE
FIX_DOES = "moves the trailing comment to the last line of the comment block above the field"

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
                    f"`{shorten(spelled(stray.marker), 80)}` in a trailing comment is ignored; "
                    "move it to its own comment line directly above the field",
                    _fix(module, stray.marker),
                )


def _fix(module: ModuleDecl, marker: Marker) -> Fix | None:
    """The trailing comment goes, and the same marker becomes the last comment line above the
    statement it trails: a field, or a named type on one line (a default: the other markers'
    arguments are not kept as written)."""
    if marker.kind is not MarkerKind.DEFAULT:
        return None
    lines = [f.span.line for c in module.classes for f in c.fields if marker in f.trailing_markers]
    lines += [n.span.line for n in module.named_types if n.span.line == marker.span.line]
    if len(lines) != 1:
        return None
    return Fix.safe(delete_comment(marker.span), comment_above(lines[0], f"# {spelled(marker)}"))
