"""DG302: a field type (or named type target) that cannot be mapped to JSON.

Both defaulting paths need to know a field's JSON shape: its zero value, its OpenAPI schema,
how a nested default is visited. A set, a tuple, a Union of several types (other than
`int | str`, Kubernetes' IntOrString), a Callable, a class that is neither a dataclass nor an
Enum, an Enum whose members are not all literal str or all literal int values (`auto()`,
mixed, aliases), a Literal of mixed or non-scalar values, a name defaultgen cannot resolve, a
dict with non-str keys or an Optional of an Optional has no single such shape. Enums,
Literals, datetime, date, bytes, `int | str`, Any and `dict[str, Any]` map (SPEC §1). (A
`json:"-"` field is not on the wire and is left alone.)

A dataclass whose fields cannot all be known without running the code cannot be mapped either:
its fields are those of every dataclass in its MRO (SPEC §1, struct embedding), so a base class
defaultgen cannot follow (a name it cannot resolve, a class from outside the scanned modules, a
call, a NewType), or bases Python itself refuses (no consistent MRO, a duplicate), would
silently drop the fields it brings. A non-dataclass base of the scanned modules is fine: it
brings no fields, as in Python. So is an `InitVar` without a default: `__init__` needs a value
for it that no document holds, so the generated decoders could not build the class. And so is
a class Python refuses to build because a field's default is a list, dict or set (`= []`, or,
for a field written without `= ...`, the class attribute `getattr` finds up the MRO, such as a
base InitVar's `= []`): `dataclasses` raises ValueError at import, and the field wants
`field(default_factory=list)`.
"""

from __future__ import annotations

from collections.abc import Iterator

from ...diagnostics import Diagnostic, Severity
from ...source.model import PyDefaultKind, Unmappable
from ._context import Context, field_name, snippet

CODE = "DG302"
SEVERITY = Severity.ERROR
SUMMARY = (
    "Give the field a type defaultgen can map: a scalar, an Enum or Literal, datetime, date, bytes, int | str, Any, "
    "list[T], dict[str, T], a dataclass, Optional[T]."
)

EXAMPLE_BAD = """\
# +defaultgen
from dataclasses import dataclass, field


@dataclass
class Spec:
    tags: set[str] = field(default_factory=set)
"""

EXAMPLE_GOOD = """\
# +defaultgen
from dataclasses import dataclass, field


@dataclass
class Spec:
    tags: list[str] = field(default_factory=list)
"""


def check(context: Context) -> Iterator[Diagnostic]:
    for cls, field in context.own_fields():
        if isinstance(field.type, Unmappable) and field.wire_name is not None:
            yield context.report(
                cls.module,
                field.decl.span,
                f"field {field_name(field)} has a type defaultgen cannot map "
                f"(`{snippet(field.decl.annotation_text)}`): {field.type.reason}",
            )
        default = field.decl.py_default
        if default.kind is PyDefaultKind.VALUE and type(default.value).__hash__ is None:  # Python's own test
            yield context.report(
                cls.module,
                field.decl.span,
                f"class `{cls.name}` cannot be mapped: Python refuses to build it, as field {field_name(field)} has the "
                f"mutable default `{snippet(default.text)}`; use `field(default_factory={type(default.value).__name__})`",
            )
    for cls in context.universe.dataclasses():
        if cls.unresolved is not None:
            yield context.report(
                cls.module, cls.decl.span, f"class `{cls.name}` cannot be mapped: {cls.unresolved}; the fields Python gives it cannot all be known"
            )
        for init_var in cls.init_vars:
            if init_var.decl.init and init_var.decl.py_default.kind is PyDefaultKind.NONE:
                own = init_var.owner == cls.qualname
                yield context.report(
                    cls.module,
                    init_var.decl.span if own else cls.decl.span,
                    f"class `{cls.name}` cannot be built from a document: its `__init__` needs the InitVar "
                    f"{field_name(init_var)}, which has no default and no place in JSON; give it a default",
                )
    for named in context.named_types():
        if isinstance(named.target, Unmappable):
            yield context.report(
                named.module,
                named.decl.span,
                f"type `{named.name}` names a type defaultgen cannot map (`{snippet(named.decl.target_text)}`): {named.target.reason}",
            )
