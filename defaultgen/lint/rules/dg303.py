"""DG303 (warning): a Python-level default that differs from the field's zero value.

`replicas: int = 1` makes `Spec()` built in Python hold 1, while the same object decoded
from JSON without `replicas` holds Go's zero value, 0: the two ways of getting an object
disagree before any defaulting runs, and neither the generated code nor the OpenAPI schema
knows about the 1. A default belongs in a `+default` marker, which both paths honour.
Optional fields must default to None (unset); a non-Optional dataclass field to
`field(default_factory=ItsClass)`, a list or dict to `field(default_factory=list/dict)`.
A default defaultgen cannot read statically (a call, a lambda) is reported too: the zero
value is always writable as a literal or a plain factory.

A type without a zero value (datetime, date, an Enum or Literal without a `""` / `0` value) may
have a Python default exactly when it equals the field's `+default`: `protocol: Proto =
Proto.TCP` under `# +default=ref(Proto.TCP)` — a decoded object without the key gets the same
value from set_defaults.

A `field(init=False)` without a default is never set by `__init__`: an object built in Python
has no value at all there (unless `__post_init__` sets one), so `to_dict` and `set_defaults`
fail on it, while a decoded one gets the value from the document. It needs its zero value as
default, like any other field.
"""

from __future__ import annotations

from collections.abc import Iterator

import libcst as cst

from ...diagnostics import Diagnostic, Severity
from ...source.model import (
    Choice,
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
    Special,
    Type,
    Unmappable,
)
from ...source.universe import Universe
from ...source.values import has_zero, is_zero, zero_value
from ..fix import Applicability, Fix
from ._context import Context, as_json, field_name, shorten, snippet
from ._edits import (
    FieldCalls,
    comment_above,
    field_edit,
    json_tag_edit,
    replace_keyword,
    with_omitempty,
)

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
# +defaultgen
from dataclasses import dataclass


@dataclass
class Spec:
    replicas: int = 1
"""

EXAMPLE_GOOD = """\
# +defaultgen
from dataclasses import dataclass, field


@dataclass
class Spec:
    # +default=1
    replicas: int = field(default=0, metadata={"json": "replicas,omitempty"})
"""

_ZERO_TEXT = {"str": '""', "int": "0", "float": "0.0", "bool": "False"}
_SPECIAL_ZERO_TEXT = {"bytes": 'b""', "int-or-string": "0", "any": "None"}
_FACTORIES = {ListOf: {"list", "builtins.list"}, DictOf: {"dict", "builtins.dict"}}


def check(context: Context) -> Iterator[Diagnostic]:
    for cls, field in context.own_fields():
        plain = context.universe.underlying(field.type)
        if field.wire_name is None or isinstance(plain, Unmappable) or _is_zero_default(context, cls, field, plain):
            continue
        default = field.decl.py_default
        if default.kind is PyDefaultKind.NONE:  # `field(init=False)`: __init__ never sets it
            yield context.report(
                cls.module,
                field.decl.span,
                f"field {field_name(field)} is `init=False` without a default: `__init__` never sets it, so an "
                "object built in Python has no value there (unless `__post_init__` sets one) and to_dict and "
                f"set_defaults fail on it, while a decoded object gets one; {_init_false_fix(field, plain, context.universe)}",
            )
            continue
        written = f"default_factory={default.text}" if default.kind is PyDefaultKind.FACTORY else default.text
        unreadable = " (which defaultgen cannot read statically)" if default.kind is PyDefaultKind.OTHER else ""
        marker = ""
        if default.kind is PyDefaultKind.VALUE and default.value is not None:
            marker = f" and put `# +default={shorten(as_json(default.value), 80)}` above the field"
        if not isinstance(field.type, Optional) and not has_zero(plain, context.universe):
            if default.kind is PyDefaultKind.VALUE and default.value is None:
                # `+default=null` is no default (DG101): None means "unset", which is Optional's job
                advice = (
                    f"make the field Optional (`Optional[{snippet(field.decl.annotation_text)}] = None`), or keep "
                    "`None` and put a `+default` with a value above the field (unset until set_defaults fills it)"
                )
            else:
                ref = f"ref({default.value})" if default.kind is PyDefaultKind.NAME else shorten(as_json(default.value), 80)
                advice = f"put `# +default={ref}` above the field, or remove the Python default"
            yield context.report(
                cls.module,
                field.decl.span,
                f"field {field_name(field)} has the Python default `{snippet(written)}`, which is not its `+default`: "
                "its type has no zero value, so an object decoded from JSON without the key gets the `+default` "
                f"(or nothing) while one built in Python gets `{snippet(written)}`; {advice}",
            )
            continue
        yield context.report(
            cls.module,
            field.decl.span,
            f"field {field_name(field)} has the Python default `{snippet(written)}`{unreadable}, not its zero value: "
            "objects built in Python and objects decoded from JSON would disagree; "
            f"write `{_zero_text(field.type, plain, context.universe)}`{marker} instead",
            _fix(cls.module, field, plain, context.universe),
        )


def _is_zero_default(context: Context, cls: DataClass, field: Field, plain: Type) -> bool:
    default = field.decl.py_default
    if default.kind is PyDefaultKind.NONE:
        return field.decl.init  # a required constructor argument: nothing to disagree about
    if isinstance(field.type, Optional):
        return default.kind is PyDefaultKind.VALUE and default.value is None
    value = default.value
    if default.kind is PyDefaultKind.NAME:  # a constant or an Enum member: its JSON value
        value, problem = context.universe.constant(str(default.value), cls.module)
        if problem is not None:
            return False
    if default.kind in (PyDefaultKind.VALUE, PyDefaultKind.NAME):
        if not has_zero(plain, context.universe):
            marker = context.universe.field_default(field)
            if marker is not None and value is None:
                return True  # unset until set_defaults gives it the marker's value, as decoding does
            return marker is not None and marker.value == value and type(marker.value) is type(value)
        return is_zero(value, field.type, context.universe)
    if default.kind is not PyDefaultKind.FACTORY:
        return False
    if plain == Special("object"):
        return default.value in _FACTORIES[DictOf]
    if type(plain) in _FACTORIES:
        return default.value in _FACTORIES[type(plain)]
    # a dataclass (or `int`, `str`, ... for a scalar): the factory must be the type itself
    return context.universe.resolve(NameExpr(str(default.value)), cls.module) == plain


def _zero_text(type_: Type, plain: Type, universe: Universe) -> str:
    if isinstance(type_, Optional):
        return "= None"
    if isinstance(plain, Scalar):
        return f"= {_ZERO_TEXT[plain.kind]}"
    if isinstance(plain, ClassRef):
        return f"field(default_factory={plain.name})"
    if isinstance(plain, ListOf | DictOf) or plain == Special("object"):
        return f"field(default_factory={'list' if isinstance(plain, ListOf) else 'dict'})"
    if isinstance(plain, Choice) and plain.qualname is not None:
        return f"= {plain.name}.{plain.names[plain.values.index(zero_value(plain, universe))]}"
    return f"= {_SPECIAL_ZERO_TEXT.get(getattr(plain, 'kind', ''), '')}" if isinstance(plain, Special) else f"= {as_json(zero_value(plain, universe))}"


def _init_false_fix(field: Field, plain: Type, universe: Universe) -> str:
    """What to write in the `field(init=False)` of a field without a default."""
    if not isinstance(field.type, Optional) and not has_zero(plain, universe):
        return "give it a `+default` marker and `default=None` (unset until set_defaults), or make it Optional"
    zero = _zero_text(field.type, plain, universe)
    written = zero.removeprefix("field(").removesuffix(")") if zero.startswith("field(") else f"default={zero.removeprefix('= ')}"
    return f"give it its zero value: `field({written}, init=False)`"


def _fix(module: ModuleDecl, field: Field, plain: Type, universe: Universe) -> Fix | None:
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
    zero = cst.parse_expression(_zero_text(field.type, plain, universe).removeprefix("= "))

    def zeroed(ann: cst.AnnAssign) -> cst.AnnAssign:
        if isinstance(ann.value, cst.Call) and calls.is_field_call(ann.value):
            return ann.with_changes(value=replace_keyword(ann.value, "default", zero))
        return ann.with_changes(value=zero)

    if optional:
        return Fix.unsafe(field_edit(line, zeroed), marker)
    tagged = json_tag_edit(with_omitempty, field.wire_name, calls)
    return Fix.unsafe(field_edit(line, lambda ann: tagged(zeroed(ann))), marker, *calls.edits)
