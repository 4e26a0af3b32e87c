"""DG202 (warning): `omitempty` on a non-Optional dataclass field.

KEP-1929 rule 2: "we forbid or warn (linting) about omitempty on non-pointer structs".
Go's encoder never omits a struct value, so the option does nothing and suggests to the
reader that an empty nested object would be left out.
"""

from __future__ import annotations

from collections.abc import Iterator

from ...diagnostics import Diagnostic, Severity
from ...source.model import ClassRef
from ..fix import Applicability, Fix
from ._context import Context, field_name
from ._edits import FieldCalls, field_edit, json_tag_edit, without_omitempty

CODE = "DG202"
SEVERITY = Severity.WARNING
SUMMARY = "Drop `omitempty` from a non-Optional dataclass field, or make the field Optional."
FIX = Applicability.SAFE
FIX_DOES = "removes `omitempty` from the json tag"

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
    resources: Resources = field(default_factory=Resources, metadata={"json": "resources"})
"""


def check(context: Context) -> Iterator[Diagnostic]:
    for cls, field in context.own_fields():
        if field.omitempty and isinstance(context.plain(field.type), ClassRef):
            yield context.report(
                cls.module,
                field.decl.span,
                f"`omitempty` has no effect on the non-Optional dataclass field {field_name(field)} "
                "(an empty nested object is still serialized); remove it, or make the field Optional",
                Fix.safe(field_edit(field.decl.span.line, json_tag_edit(without_omitempty, "", FieldCalls(cls.module)))),
            )
