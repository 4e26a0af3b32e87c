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

The same disagreement arises where a field's own constraints refuse the zero value it decodes
to: a non-omitempty `+optional` string with `MinLength=1` is never absent for the generated
code (a missing key is `""`, which validation refuses), while the schema cannot publish the
implicit default `""` (it fails its own schema, SPEC §7) and so lets the property be absent.
A dataclass field's implicit `{}` is SPEC §7's business (published filled in, or CRD103), not
this rule's.
"""

from __future__ import annotations

from collections.abc import Iterator

from ...diagnostics import Diagnostic, Severity
from ...openapi.schemas import is_required
from ...source.model import Choice, ClassRef, Optional, Special
from ...openapi.implicit import implicit_default_fails
from ...source.values import has_zero, zero_value
from ._context import Context, as_json, field_name, left_out_at_zero

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
        if field.wire_name is None or isinstance(field.type, Optional) or is_required(field, universe):
            continue
        if universe.field_default(field) is not None:
            continue
        plain = universe.underlying(field.type)
        if isinstance(plain, Choice | Special) and not has_zero(plain, universe):
            why = _no_zero(plain)
        elif not isinstance(plain, ClassRef) and not left_out_at_zero(field, universe) and has_zero(plain, universe):
            # never absent on the built-in path: it decodes to its zero value, which its own
            # constraints refuse, while the schema (the implicit default left out, SPEC §7)
            # lets the property be absent
            zero = zero_value(plain, universe)
            refused = implicit_default_fails(zero, field.type, universe, universe.field_constraints(field))
            if refused is None:
                continue
            why = f"it decodes to its zero value {as_json(zero)}, which its constraints refuse ({refused})"
        else:
            continue
        yield context.report(
            cls.module,
            field.decl.span,
            f"field {field_name(field)} may be absent by the schema (it is not required) but the generated decoder "
            f"refuses a document without it: {why}; make it Optional (absent means unset), give it a "
            "`+default`, add omitempty, or mark it `+required`, so that both paths accept or refuse the same documents",
        )


def _no_zero(plain: Choice | Special) -> str:
    if isinstance(plain, Choice):
        zero = '""' if plain.kind == "str" else "0"
        return f"its type `{plain.name}` has no zero value (no {zero} among its values)"
    return f"its type ({plain.kind}) has no zero value"
