"""DG202 (warning): `omitempty` on a non-Optional dataclass field.

KEP-1929 rule 2: "we forbid or warn (linting) about omitempty on non-pointer structs".
Go's encoder never omits a struct value, so the option does nothing on the wire and suggests to
the reader that an empty nested object would be left out (`omitzero`, Go 1.24, is what does
that: with it, DG202 is quiet). It does one thing: it makes the field optional in the schema
(Kubernetes' `required` rule). So the fix keeps the schema as it was: it removes omitempty and
adds `+optional` unless the field is `+required` or `+optional` already (SPEC §2).
"""

from __future__ import annotations

from collections.abc import Iterator

from ...diagnostics import Diagnostic, Severity
from ...source.model import ClassRef, Field, MarkerKind, ModuleDecl
from ..fix import Applicability, Fix, StatementEdit
from ._context import Context, field_name
from ._edits import FieldCalls, comment_above, field_edit, json_tag_edit, without_omitempty

CODE = "DG202"
SEVERITY = Severity.WARNING
SUMMARY = "Drop `omitempty` from a non-Optional dataclass field (keeping it optional), use `omitzero`, or make the field Optional."
FIX = Applicability.SAFE
FIX_DOES = "removes `omitempty` from the json tag and adds `# +optional` above the field unless it is `+required` or `+optional` already: the schema stays as it was"

EXAMPLE_BAD = """\
from dataclasses import dataclass, field


@dataclass
class Resources:
    cpu: int = 0


@dataclass
class Spec:
    resources: Resources = field(default_factory=Resources, metadata={"json": "resources,omitempty"})
"""

EXAMPLE_GOOD = """\
from dataclasses import dataclass, field


@dataclass
class Resources:
    cpu: int = 0


@dataclass
class Spec:
    # +optional
    resources: Resources = field(default_factory=Resources, metadata={"json": "resources"})
"""


def check(context: Context) -> Iterator[Diagnostic]:
    for cls, field in context.own_fields():
        if field.omitempty and not field.omitzero and isinstance(context.plain(field.type), ClassRef):
            yield context.report(
                cls.module,
                field.decl.span,
                f"`omitempty` has no effect on the non-Optional dataclass field {field_name(field)} "
                "(an empty nested object is still serialized; it only makes the field optional in the schema); "
                "remove it and mark the field `+optional`, use `omitzero` to leave a zero object out, "
                "or make the field Optional",
                _fix(cls.module, field),
            )


def _fix(module: ModuleDecl, field: Field) -> Fix:
    """Remove omitempty; `+optional` keeps the field out of `required`, where omitempty put it."""
    line = field.decl.span.line
    edits: tuple[StatementEdit, ...] = (field_edit(line, json_tag_edit(without_omitempty, "", FieldCalls(module))),)
    if not field.decl.markers_of(MarkerKind.REQUIRED) and not field.decl.markers_of(MarkerKind.OPTIONAL):
        edits += (comment_above(line, "# +optional"),)
    return Fix.safe(*edits)
