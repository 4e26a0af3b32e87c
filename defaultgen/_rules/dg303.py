"""DG303 (warning): a Python-level default that differs from the field's zero value.

`replicas: int = 1` makes `Spec()` built in Python hold 1, while the same object decoded
from JSON without `replicas` holds Go's zero value, 0: the two ways of getting an object
disagree before any defaulting runs, and neither the generated code nor the OpenAPI schema
knows about the 1. A default belongs in a `+default` marker, which both paths honour.
Optional fields must default to None (unset); a non-Optional dataclass field to
`field(default_factory=ItsClass)`, a list or dict to `field(default_factory=list/dict)`.
A default defaultgen cannot read statically (a constant, a call, a lambda) is reported too:
the zero value is always writable as a literal or a plain factory.
"""

from __future__ import annotations

from collections.abc import Iterator

import libcst as cst

from .._diagnostics import Diagnostic, Severity
from .._fix import Applicability, Fix
from .._model import (
    ClassRef,
    DataClass,
    DictOf,
    Field,
    ListOf,
    MarkerKind,
    ModuleDecl,
    NameExpr,
    Optional,
    PyDefaultKind,
    Scalar,
    Type,
    Unmappable,
)
from .._values import is_zero
from ._context import Context, as_json, field_name, shorten, snippet
from ._edits import FieldCalls, comment_above, field_edit, json_tag_edit, replace_keyword, with_omitempty

CODE = "DG303"
SEVERITY = Severity.WARNING
SUMMARY = "Give the field its zero value as Python default and put the real default in a `+default` marker."
FIX = Applicability.UNSAFE
FIX_DOES = (
    "puts a literal Python default into a `+default` marker above the field (with omitempty) and "
    "resets the Python default to the zero value; unsafe: objects built in Python without that "
    "field no longer hold the old value until they are defaulted"
)

EXAMPLE_BAD = """\
from dataclasses import dataclass


@dataclass
class Spec:
    replicas: int = 1
"""

EXAMPLE_GOOD = """\
from dataclasses import dataclass, field


@dataclass
class Spec:
    # +default=1
    replicas: int = field(default=0, metadata={"json": "replicas,omitempty"})
"""

_ZERO_TEXT = {"str": '""', "int": "0", "float": "0.0", "bool": "False"}
_FACTORIES = {ListOf: {"list", "builtins.list"}, DictOf: {"dict", "builtins.dict"}}


def check(context: Context) -> Iterator[Diagnostic]:
    for cls, field in context.own_fields():
        plain = context.universe.underlying(field.type)
        if field.wire_name is None or isinstance(plain, Unmappable) or _is_zero_default(context, cls, field, plain):
            continue
        default = field.decl.py_default
        written = f"default_factory={default.text}" if default.kind is PyDefaultKind.FACTORY else default.text
        unreadable = " (which defaultgen cannot read statically)" if default.kind is PyDefaultKind.OTHER else ""
        marker = ""
        if default.kind is PyDefaultKind.VALUE and default.value is not None:
            marker = f" and put `# +default={shorten(as_json(default.value), 80)}` above the field"
        yield context.report(
            cls.module,
            field.decl.span,
            f"field {field_name(field)} has the Python default `{snippet(written)}`{unreadable}, not its zero value: "
            "objects built in Python and objects decoded from JSON would disagree; "
            f"write `{_zero_text(field.type, plain)}`{marker} instead",
            _fix(cls.module, field, plain),
        )


def _is_zero_default(context: Context, cls: DataClass, field: Field, plain: Type) -> bool:
    default = field.decl.py_default
    if default.kind is PyDefaultKind.NONE:
        return True  # a required constructor argument: nothing to disagree about
    if isinstance(field.type, Optional):
        return default.kind is PyDefaultKind.VALUE and default.value is None
    if default.kind is PyDefaultKind.VALUE:
        return is_zero(default.value, field.type, context.universe)
    if default.kind is not PyDefaultKind.FACTORY:
        return False
    if type(plain) in _FACTORIES:
        return default.value in _FACTORIES[type(plain)]
    # a dataclass (or `int`, `str`, ... for a scalar): the factory must be the type itself
    return context.universe.resolve(NameExpr(str(default.value)), cls.module) == plain


def _zero_text(type_: Type, plain: Type) -> str:
    if isinstance(type_, Optional):
        return "= None"
    if isinstance(plain, Scalar):
        return f"= {_ZERO_TEXT[plain.kind]}"
    if isinstance(plain, ClassRef):
        return f"field(default_factory={plain.name})"
    return f"field(default_factory={'list' if isinstance(plain, ListOf) else 'dict'})"


def _fix(module: ModuleDecl, field: Field, plain: Type) -> Fix | None:
    """A literal default moves into a marker; the Python default becomes the zero value, and
    a non-Optional field gets omitempty (else DG203). Not when the field has a marker."""
    default = field.decl.py_default
    optional = isinstance(field.type, Optional)
    if (
        default.kind is not PyDefaultKind.VALUE
        or default.value is None
        or field.decl.markers_of(MarkerKind.DEFAULT)
        or field.wire_name is None
        or not (optional or isinstance(plain, Scalar))
    ):
        return None
    line = field.decl.span.line
    marker = comment_above(line, f"# +default={as_json(default.value)}")
    calls = FieldCalls(module)
    zero = cst.parse_expression(_zero_text(field.type, plain).removeprefix("= "))

    def zeroed(ann: cst.AnnAssign) -> cst.AnnAssign:
        if isinstance(ann.value, cst.Call) and calls.is_field_call(ann.value):
            return ann.with_changes(value=replace_keyword(ann.value, "default", zero))
        return ann.with_changes(value=zero)

    if optional:
        return Fix.unsafe(field_edit(line, zeroed), marker)
    tagged = json_tag_edit(with_omitempty, field.wire_name, calls)
    return Fix.unsafe(field_edit(line, lambda ann: tagged(zeroed(ann))), marker, *calls.edits)
