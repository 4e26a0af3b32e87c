"""DG201: `+default` on a non-Optional dataclass field.

KEP-1929, "Changes to kubebuilder/default-gen", rule 1: "we auto-generate `default: {}`
for non-pointer struct and forbid the `+default` marker". Go always decodes such a field
to an (empty) struct, so a default for the whole object could never apply on the built-in
path; its nested fields' defaults do.
"""

from __future__ import annotations

from collections.abc import Iterator

from ...diagnostics import Diagnostic, Severity
from ...source.model import ClassRef, MarkerKind
from ._context import Context, field_name

CODE = "DG201"
SEVERITY = Severity.ERROR
SUMMARY = "Put defaults on the nested dataclass's fields, or make the field Optional."

EXAMPLE_BAD = """\
from dataclasses import dataclass, field
from typing import Optional


@dataclass
class Resources:
    # +default=1
    cpu: Optional[int] = None


@dataclass
class Spec:
    # +default={"cpu": 2}
    resources: Resources = field(default_factory=Resources)
"""

EXAMPLE_GOOD = """\
from dataclasses import dataclass, field
from typing import Optional


@dataclass
class Resources:
    # +default=1
    cpu: Optional[int] = None


@dataclass
class Spec:
    # +default={"cpu": 2}
    resources: Optional[Resources] = None
"""


def check(context: Context) -> Iterator[Diagnostic]:
    for cls, field in context.own_fields():
        markers = field.decl.markers_of(MarkerKind.DEFAULT)
        if markers and isinstance(context.plain(field.type), ClassRef):
            yield context.report(
                cls.module,
                markers[0].span,
                f"`+default` on the non-Optional dataclass field {field_name(field)} is forbidden: "
                "it defaults to {} by itself — put defaults on the nested fields, or make the field Optional",
            )
