"""DG203: a non-zero default on a non-Optional scalar, list or dict field without `omitempty`.

KEP-1929 rule 3: "we require omitempty on scalars with default different from the
zero-value". Without omitempty a Go client always sends the zero value, the server sees a
value, and the CRD path never defaults it — while the built-in path, which cannot tell
zero from unset, does. The field's own marker counts, and so does its named type's.
"""

from __future__ import annotations

from collections.abc import Iterator

from ...diagnostics import Diagnostic, Severity
from ...source.model import Field, ModuleDecl
from ...source.values import is_zero
from ..fix import Applicability, Fix
from ._context import Context, as_json, field_name, shorten, snippet
from ._edits import FieldCalls, field_edit, json_tag_edit, with_omitempty

CODE = "DG203"
SEVERITY = Severity.ERROR
SUMMARY = "Add `omitempty` to the field's json metadata, or make the field Optional."
FIX = Applicability.SAFE
FIX_DOES = (
    "adds omitempty to the json tag: in the metadata's string, as a `\"json\"` entry of the metadata, "
    "as `metadata=` of `field(...)`, or turning `= value` into `= field(default=value, metadata=...)` "
    "(importing `field` when needed)"
)

EXAMPLE_BAD = """\
from dataclasses import dataclass


@dataclass
class Spec:
    # +default=3
    replicas: int = 0
"""

EXAMPLE_GOOD = """\
from dataclasses import dataclass, field


@dataclass
class Spec:
    # +default=3
    replicas: int = field(default=0, metadata={"json": "replicas,omitempty"})
"""


def check(context: Context) -> Iterator[Diagnostic]:
    universe = context.universe
    for cls, field in context.own_fields():
        default = universe.field_default(field)
        if (
            default is None
            or field.omits_zero
            or not context.zeroable(field)
            or is_zero(default.value, field.type, universe)
        ):
            continue
        own = default is field.marker_default
        source = "" if own else f" (the default of its type `{snippet(field.decl.annotation_text)}`)"
        yield context.report(
            cls.module,
            default.span if own else field.decl.span,
            f"field {field_name(field)} defaults to {shorten(as_json(default.value))}{source} without omitempty: "
            "its zero value would be serialized and never defaulted; "
            f'add omitempty: metadata={{"json": "{field.wire_name},omitempty"}}, or make the field Optional',
            omitempty_fix(cls.module, field),
        )


def omitempty_fix(module: ModuleDecl, field: Field) -> Fix | None:
    """Add omitempty to the field's json tag (DG303's fix does too)."""
    tag = field.decl.json_tag
    if field.wire_name is None or (tag is not None and tag.error is not None):
        return None  # metadata defaultgen cannot read is not rewritten
    calls = FieldCalls(module)
    return Fix.safe(field_edit(field.decl.span.line, json_tag_edit(with_omitempty, field.wire_name, calls)), *calls.edits)
