"""DG309: a field the built-in path refuses when it is absent while the schema lets it be absent.

A non-Optional field whose type has no zero value a decoder could give it — an Enum or Literal
without a `""` / `0` member (Kubernetes' `+enum` string types written as Enums of their
constants: Go's zero `""` is none of them), a datetime, a date — can only get a value from the
document or from a `+default`. When the schema does not list it in `required` (it is omitempty
or `+optional`) and there is no default, the API server accepts a document without it, while
the generated `load` refuses that document ("missing required field"): the two paths disagree
on whether the document is valid. The type author decides which one is right, and says so:
Optional (absent means unset, which both paths accept), a `+default` (both fill it in), or
`+required` (both refuse).

Where constraints refuse the zero value of a field that has one (a non-omitempty `+optional`
string with `MinLength=1`) the same disagreement arises; that half of the rule needs the
validation markers (SPEC §8).
"""

from __future__ import annotations

from collections.abc import Iterator

from ...diagnostics import Diagnostic, Severity
from ...openapi.schemas import is_required
from ...source.model import Choice, Optional, Special
from ...source.values import has_zero
from ._context import Context, field_name

CODE = "DG309"
SEVERITY = Severity.ERROR
SUMMARY = (
    "A field without a zero value that the schema lets be absent needs Optional, a `+default`, or `+required`."
)

EXAMPLE_BAD = """\
from dataclasses import dataclass, field
from enum import Enum


class ServiceType(str, Enum):
    CLUSTER_IP = "ClusterIP"
    NODE_PORT = "NodePort"


@dataclass
class ServiceSpec:
    # +optional
    type: ServiceType = field(metadata={"json": "type,omitempty"})
"""

EXAMPLE_GOOD = """\
from dataclasses import dataclass, field
from enum import Enum
from typing import Optional


class ServiceType(str, Enum):
    CLUSTER_IP = "ClusterIP"
    NODE_PORT = "NodePort"


@dataclass
class ServiceSpec:
    # +optional
    type: Optional[ServiceType] = field(default=None, metadata={"json": "type,omitempty"})
"""


def check(context: Context) -> Iterator[Diagnostic]:
    universe = context.universe
    for cls, field in context.own_fields():
        if field.wire_name is None or isinstance(field.type, Optional) or is_required(field):
            continue
        if universe.field_default(field) is not None:
            continue
        plain = universe.underlying(field.type)
        if not isinstance(plain, Choice | Special) or has_zero(plain, universe):
            continue
        yield context.report(
            cls.module,
            field.decl.span,
            f"field {field_name(field)} may be absent by the schema (it is not required) but the generated decoder "
            f"refuses a document without it: {_why(plain)}; make it Optional (absent means unset), give it a "
            "`+default`, or mark it `+required`, so that both paths accept or refuse the same documents",
        )


def _why(plain: Choice | Special) -> str:
    if isinstance(plain, Choice):
        zero = '""' if plain.kind == "str" else "0"
        return f"its type `{plain.name}` has no zero value (no {zero} among its values)"
    return f"its type ({plain.kind}) has no zero value"
