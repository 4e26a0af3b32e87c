"""DG107: `+optional` and `+required` on the same field.

The two decide the schema's `required` list in opposite ways; Kubernetes lets `+required`
win, which is rarely what the author of the `+optional` meant. The field report recommends
one explicit marker per field, so a contradiction is worth stopping at.
"""

from __future__ import annotations

from collections.abc import Iterator

from ...diagnostics import Diagnostic, Severity
from ...source.model import MarkerKind
from ._context import Context, field_name

CODE = "DG107"
SEVERITY = Severity.ERROR
SUMMARY = "Mark a field either `+optional` or `+required`, not both."

EXAMPLE_BAD = """\
from dataclasses import dataclass
from typing import Optional


@dataclass
class Spec:
    # +optional
    # +required
    replicas: Optional[int] = None
"""

EXAMPLE_GOOD = """\
from dataclasses import dataclass
from typing import Optional


@dataclass
class Spec:
    # +optional
    replicas: Optional[int] = None
"""


def check(context: Context) -> Iterator[Diagnostic]:
    for cls, field in context.own_fields():
        optional = field.decl.markers_of(MarkerKind.OPTIONAL)
        required = field.decl.markers_of(MarkerKind.REQUIRED)
        if optional and required:
            yield context.report(
                cls.module,
                field.decl.span,
                f"field {field_name(field)} is marked both `+optional` and `+required`; keep the one you mean",
            )
