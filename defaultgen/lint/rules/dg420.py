"""DG420: a non-Optional dataclass field marked against what its class allows.

A non-Optional dataclass value is always there (Go's non-pointer struct; in Python a default
instance), so whether a client gave it can only be told from the fields inside it. KAL's
nonpointerstructs (for types validated in code, as Python apps validate with the generated
`load`): such a field whose class has a required field (or a non-zero `MinProperties`) must be
`+required`, and one whose class has none must be `+optional`; to be anything else it must be
`Optional`. The fix writes the marker (`preferredRequiredMarker` / `preferredOptionalMarker`),
removing the opposite ones; it is unsafe, since the published `required` may change.
"""

from __future__ import annotations

from collections.abc import Iterator

from ...diagnostics import Diagnostic, Severity
from ...source.model import ClassRef
from ..fix import Applicability, Fix
from ._api import OPTIONAL_MARKERS, REQUIRED_MARKERS, Option, api_fields, has_marker, marker_lines
from ._context import Context, field_name
from ._edits import comment_above, delete_comment

CODE = "DG420"
KAL = "nonpointerstructs"
API = True
OPT_IN = True
SEVERITY = Severity.WARNING
SUMMARY = "Mark a non-Optional dataclass field `+required` if its class has a required field, else `+optional`."
FIX = Applicability.UNSAFE
FIX_DOES = "writes the marker the class calls for, removing the opposite ones (unsafe: `required` may change)"
SETTINGS = {
    "preferredRequiredMarker": Option("required", "the required marker the fix writes", choices=REQUIRED_MARKERS),
    "preferredOptionalMarker": Option("optional", "the optional marker the fix writes", choices=OPTIONAL_MARKERS),
}

EXAMPLE_BAD = """\
from dataclasses import dataclass, field


@dataclass
class Options:
    # +optional
    level: int = field(default=0, metadata={"json": "level,omitempty"})


@dataclass
class Spec:
    # +required
    options: Options = field(default_factory=Options, metadata={"json": "options,omitzero"})
"""

EXAMPLE_GOOD = """\
from dataclasses import dataclass, field


@dataclass
class Options:
    # +optional
    level: int = field(default=0, metadata={"json": "level,omitempty"})


@dataclass
class Spec:
    # +optional
    options: Options = field(default_factory=Options, metadata={"json": "options,omitzero"})
"""


def check(context: Context) -> Iterator[Diagnostic]:
    universe = context.universe
    for cls, field in api_fields(context):
        plain = universe.underlying(field.type)
        if not isinstance(plain, ClassRef):
            continue  # Optional (a pointer), or no dataclass
        inner = universe.dataclass(plain.qualname)
        minimum = inner.constraints.min_properties
        needs_required = any(has_marker(f.decl, *REQUIRED_MARKERS) for f in inner.fields) or bool(minimum)
        required, optional = has_marker(field.decl, *REQUIRED_MARKERS), has_marker(field.decl, *OPTIONAL_MARKERS)
        if (needs_required and required) or (not needs_required and optional):
            continue
        wanted, opposite = (
            (context.option("preferredRequiredMarker"), OPTIONAL_MARKERS)
            if needs_required
            else (context.option("preferredOptionalMarker"), REQUIRED_MARKERS)
        )
        removed = [delete_comment(line.comment.span) for line in marker_lines(field.decl) if line.identifier in opposite]
        fix = Fix.unsafe(*removed, comment_above(field.decl.span.line, f"# +{wanted}"))
        what = "with required fields. It must be marked as required" if needs_required else "with no required fields. It must be marked as optional"
        yield context.report(cls.module, field.decl.span, f"field {field_name(field)} is a non-Optional dataclass {what}", fix)
