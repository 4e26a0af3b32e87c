"""DG301: a default value that does not fit the field's type.

A default is deep-copied into the object as it is (KEP-1929: "that value will be then
deep-copied into the object when defaulting happens"): one of the wrong type breaks the
typed object on the built-in path and fails validation on the CRD path — the field report's
"defaults that fail validation". Checked after nested defaults are applied, as the value
lands: `+default=[null]` fits a list of a named type whose default fills the null in.
Problems that only come from a nested default are reported at that default, not again here.

For the kinds with a fixed wire form the value must be one the type holds and written the way
the generated `to_dict` writes it, or the two paths would publish different text for the same
value: an Enum or Literal value among its members; a datetime in RFC 3339 with an offset (`Z`
for UTC: `"2024-01-02T03:04:05Z"`, not `+00:00`); a date as `YYYY-MM-DD`; bytes as padded
base64; `int | str` an integer or a string; `dict[str, Any]` an object.
"""

from __future__ import annotations

from collections.abc import Iterator

from ...apply.engine import SchemaError, apply_defaults
from ...diagnostics import Diagnostic, Severity
from ...openapi.schemas import type_schema
from ...source.model import Type
from ...source.universe import Universe
from ...source.values import type_errors
from ._context import Context, field_name, snippet

CODE = "DG301"
SEVERITY = Severity.ERROR
SUMMARY = "Make the default a JSON value of the field's type (wire names as keys, integers for int)."

EXAMPLE_BAD = """\
from dataclasses import dataclass
from typing import Optional


@dataclass
class Spec:
    # +default="3"
    replicas: Optional[int] = None
"""

EXAMPLE_GOOD = """\
from dataclasses import dataclass
from typing import Optional


@dataclass
class Spec:
    # +default=3
    replicas: Optional[int] = None
"""


def check(context: Context) -> Iterator[Diagnostic]:
    universe = context.universe
    for cls, field in context.own_fields():
        default = field.marker_default
        if default is not None and default.ref is None:  # a ref(NAME)'s value is DG307's
            for problem in misfits(default.value, field.type, universe):
                yield context.report(
                    cls.module,
                    default.span,
                    f"the default of field {field_name(field)} does not fit its type "
                    f"`{snippet(field.decl.annotation_text)}`: {problem}; write a value of that type",
                )
    for named in context.named_types():
        default = named.marker_default
        if default is not None and default.ref is None:
            for problem in misfits(default.value, named.target, universe):
                yield context.report(
                    named.module,
                    default.span,
                    f"the default of type `{named.name}` does not fit `{snippet(named.decl.target_text)}`: {problem}; "
                    "write a value of that type",
                )


def misfits(value: object, type_: Type, universe: Universe) -> list[str]:
    """Why `value` does not fit `type_` once nested defaults are applied to it: the problems
    of the value as written that defaulting does not repair."""
    written = list(type_errors(value, type_, universe))
    if not written:
        return []
    try:
        defaulted = apply_defaults(value, *type_schema(type_, universe))
    except (SchemaError, RecursionError):  # a schema we cannot apply: judge the value as written
        return written
    remaining = set(type_errors(defaulted, type_, universe))
    return [problem for problem in written if problem in remaining]
