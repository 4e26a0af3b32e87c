"""What optionalfields (DG425) and requiredfields (DG428) share: KAL's serialization check,
translated to Python's terms (kube-api-linter's `pkg/analysis/utils/serialization` and
`utils/zero_value.go`).

Go's pointer is Python's `Optional[T]` (None: unset); Go's struct value a non-Optional
dataclass; slices, maps and `[]byte` (list, dict, bytes) are Go's reference types, which are
nil without a pointer. Whether a field should be Optional, and whether its json metadata
should say `omitempty` / `omitzero`, follows from whether its zero value (`""`, `0`, `[]`,
`{}`, a default dataclass) passes its validation, and whether that validation is complete
(whether a marker states it, so that adding one could not change the answer):

- a string: `MinLength` (or an `Enum`, which allows `""` only if it lists it);
- a number: `Minimum` / `Maximum`; a bool: always valid;
- a list: `MinItems`; a dict: `MinProperties`; bytes as a string;
- a dataclass: each field that is not left out (`+required`, or without omitempty / omitzero)
  must accept its zero value, and `MinProperties` (1 with `ExactlyOneOf` / `AtLeastOneOf`)
  must not exceed how many there are; with `+kubebuilder:validation:Type=string`, as a string.

Markers count on the field and on the named type or class its type names (KAL's type-aware
marker collection: one level), read as KAL reads them (the first of each).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field as dc_field

from ...diagnostics import Diagnostic
from ...source.model import ClassRef, Choice, DataClass, DictOf, Field, ListOf, NamedRef, Optional, Scalar, Special, Type, Unmappable
from ..fix import Fix
from ._api import FORBID, IGNORE, OPTIONAL_MARKERS, REQUIRED_MARKERS, SUGGEST_FIX, WARN, MarkerLine, Option, api_fields, has_marker, marker_lines
from ._context import Context, field_name
from ._edits import FieldCalls, field_edit, json_tag_edit, with_option, without_option

ALWAYS, WHEN_REQUIRED = "Always", "WhenRequired"
_V = "kubebuilder:validation:"


def settings(preference: bool) -> dict[str, Option]:
    """KAL's keys (`pointers.preference` is optionalfields' only: requiredfields always
    asks for pointers only when required)."""
    found = {
        "pointers.policy": Option(SUGGEST_FIX, "Optional where needed: fix, or only report", choices=(SUGGEST_FIX, WARN)),
        "omitempty.policy": Option(SUGGEST_FIX, "missing omitempty: fix, report, or not asked", choices=(SUGGEST_FIX, WARN, IGNORE)),
        "omitzero.policy": Option(SUGGEST_FIX, "missing omitzero on a dataclass field: fix, report, or forbidden", choices=(SUGGEST_FIX, WARN, FORBID)),
    }
    if preference:
        found["pointers.preference"] = Option(ALWAYS, "Optional always, or only where the zero value is valid", choices=(ALWAYS, WHEN_REQUIRED))
    return found


# -------------------------------------------------------------------------- zero values


@dataclass
class _Walk:
    """One field's zero-value question: the findings met on the way (a marker whose value
    is no number), at the field they stand on."""

    context: Context
    consider_omitzero: bool
    reports: list[tuple[DataClass, Field, str]] = dc_field(default_factory=list)


def _lines(context: Context, field: Field) -> list[MarkerLine]:
    """The field's markers after those of the named type or class its type names."""
    type_ = field.type.inner if isinstance(field.type, Optional) else field.type
    if isinstance(type_, NamedRef):
        return marker_lines(context.universe.named_type(type_.qualname).decl) + marker_lines(field.decl)
    if isinstance(type_, ClassRef):
        return marker_lines(context.universe.dataclass(type_.qualname).decl) + marker_lines(field.decl)
    return marker_lines(field.decl)


def _first(lines: list[MarkerLine], name: str) -> MarkerLine | None:
    return next((line for line in lines if line.identifier == _V + name), None)


def _number(line: MarkerLine | None) -> float | None:
    """A marker's number (ValueError: it is none)."""
    if line is None:
        return None
    text = line.arguments.strip()
    value = float(text)  # as Go's strconv.ParseFloat
    if text != line.arguments or math.isnan(value):
        raise ValueError(text)
    return value


def _type_marker(lines: list[MarkerLine]) -> str:
    found = _first(lines, "Type")
    return found.arguments.strip().strip('"') if found is not None else ""


def _at_least(lines: list[MarkerLine], name: str) -> tuple[bool, bool]:
    """(zero valid, complete) for a `Min<name>` bound: valid unless it is above 0."""
    found = _first(lines, name)
    if found is None:
        return True, False
    try:
        value = _number(found)
    except ValueError:
        return False, False
    return value == 0, True


def _string(lines: list[MarkerLine]) -> tuple[bool, bool]:
    enum = _first(lines, "Enum")
    if enum is not None:
        return '""' in enum.arguments.split(";"), True
    return _at_least(lines, "MinLength")


def zero_valid(walk: _Walk, owner: DataClass, field: Field, type_: Type, lines: list[MarkerLine]) -> tuple[bool, bool]:
    """(the zero value of `field` at `type_` passes its validation, the validation is
    complete), as KAL's IsZeroValueValid; `lines` are the field's markers (`_lines`)."""
    universe = walk.context.universe
    if isinstance(type_, Optional):
        return zero_valid(walk, owner, field, type_.inner, lines)
    if isinstance(type_, NamedRef):
        return zero_valid(walk, owner, field, universe.named_type(type_.qualname).target, lines)
    if isinstance(type_, Choice):
        return ("" if type_.kind == "str" else 0) in type_.values, True
    if type_ == Scalar("bool"):
        return True, True
    if type_ == Scalar("str") or type_ == Special("bytes"):
        return _string(lines)
    if type_ in (Scalar("int"), Scalar("float")):
        return _numeric(walk, owner, field, lines)
    if isinstance(type_, ListOf):
        return _at_least(lines, "MinItems")
    if isinstance(type_, DictOf) or type_ == Special("object"):
        return _at_least(lines, "MinProperties")
    if isinstance(type_, ClassRef):
        return _dataclass(walk, owner, field, universe.dataclass(type_.qualname), lines)
    return False, False  # a type whose zero value KAL cannot judge (any, date-time, ...)


def _numeric(walk: _Walk, owner: DataClass, field: Field, lines: list[MarkerLine]) -> tuple[bool, bool]:
    bounds = []
    for name in ("Minimum", "Maximum"):
        try:
            bounds.append(_number(_first(lines, name)))
        except ValueError:
            walk.reports.append((owner, field, f"field {field_name(field)} has an invalid {name.lower()} marker: it must be a number"))
            return False, False
    low, high = bounds
    type_ = field.type.inner if isinstance(field.type, Optional) else field.type
    if walk.context.universe.underlying(type_) == Scalar("int"):  # Go's int(value) truncates
        low, high = (None if low is None else math.trunc(low)), (None if high is None else math.trunc(high))
    valid = (low is None or low <= 0) and (high is None or high >= 0)
    complete = (low is not None and high is not None and low <= high) or (low is not None and low >= 0) or (high is not None and high <= 0)
    return valid, complete


def _dataclass(walk: _Walk, owner: DataClass, field: Field, cls: DataClass, lines: list[MarkerLine]) -> tuple[bool, bool]:
    if _type_marker(lines) == "string":
        return _string(lines)
    valid, kept = True, 0
    for inner in cls.fields:
        if inner.wire_name is None:
            continue
        required = has_marker(inner.decl, *REQUIRED_MARKERS)
        struct = is_struct(walk.context, inner.type)
        omitted_struct = struct and walk.consider_omitzero and inner.omitzero
        if required or (not omitted_struct and not inner.omitempty):
            kept += 1
        value = not required
        if not omitted_struct and not isinstance(inner.type, Optional) and not inner.omitempty:
            value, _ = zero_valid(walk, cls, inner, inner.type, _lines(walk.context, inner))
        valid = valid and value
    try:
        minimum = _number(_first(lines, "MinProperties"))
    except ValueError:
        walk.reports.append((owner, field, f"field {field_name(field)} has an invalid minProperties marker: it must be a number"))
        return False, False
    if minimum is None and (cls.constraints.exactly_one_of or cls.constraints.at_least_one_of):
        minimum = 1
    if minimum is not None and minimum > kept:
        valid = False
    return valid, minimum is not None or kept > 0


def is_struct(context: Context, type_: Type) -> bool:
    """A dataclass value, through one Optional and named types (KAL's IsStructType)."""
    type_ = type_.inner if isinstance(type_, Optional) else type_
    return isinstance(context.universe.underlying(type_), ClassRef)


def _reference(context: Context, type_: Type) -> bool:
    """Nil without a pointer: list, dict, bytes, or an Optional (KAL's IsPointerType)."""
    plain = context.universe.underlying(type_)
    return isinstance(plain, (ListOf, DictOf, Optional)) or plain in (Special("bytes"), Special("object"))


def zero_text(context: Context, type_: Type) -> str:
    """The zero value as JSON, for messages (KAL's GetTypedZeroValue)."""
    plain = context.universe.underlying(type_)
    if isinstance(plain, ClassRef):
        cls = context.universe.dataclass(plain.qualname)
        kept = [f'"{f.wire_name}": {zero_text(context, f.type)}' for f in cls.fields if f.wire_name is not None and not f.omitempty]
        return "{" + ", ".join(kept) + "}"
    if isinstance(plain, Optional):
        return "null"
    if isinstance(plain, Choice):
        return '""' if plain.kind == "str" else "0"
    known = {Scalar("str"): '""', Scalar("int"): "0", Scalar("float"): "0.0", Scalar("bool"): "false", Special("bytes"): '""'}
    if plain in known:
        return known[plain]
    return "[]" if isinstance(plain, ListOf) else "{}" if isinstance(plain, DictOf) or plain == Special("object") else "?"


def _hint(context: Context, type_: Type) -> str:
    plain = context.universe.underlying(type_)
    if isinstance(plain, ClassRef):
        return f"`+{_V}MinProperties` or a required field"
    if isinstance(plain, ListOf):
        return f"`+{_V}MinItems`"
    if isinstance(plain, DictOf):
        return f"`+{_V}MinProperties`"
    if plain in (Scalar("str"), Special("bytes")):
        return f"`+{_V}MinLength`"
    return f"`+{_V}Minimum` / `Maximum`"


# -------------------------------------------------------------------------- the check


@dataclass
class _Check:
    context: Context
    cls: DataClass
    field: Field
    lines: list[MarkerLine]  # the field's markers (`_lines`)
    found: list[Diagnostic] = dc_field(default_factory=list)

    def option(self, key: str) -> str:
        return self.context.option(key)

    @property
    def name(self) -> str:
        return field_name(self.field)

    def report(self, message: str, fix: Fix | None = None) -> None:
        self.found.append(self.context.report(self.cls.module, self.field.decl.span, message, fix))

    def tag_fix(self, edit: Callable[[str], str]) -> Fix:
        """The json metadata edited: unsafe, as omitempty / omitzero decide whether the
        schema publishes the zero value as the field's default (KEP-1929)."""
        calls = FieldCalls(self.cls.module)
        rewrite = field_edit(self.field.decl.span.line, json_tag_edit(edit, self.field.wire_name or self.field.name, calls))
        return Fix.unsafe(rewrite, *calls.edits)

    # KAL's reports ------------------------------------------------------------------

    def add_omitempty(self, policy: str, why: str) -> None:
        if policy == IGNORE:
            return
        fix = self.tag_fix(with_option("omitempty")) if policy == SUGGEST_FIX else None
        self.report(f"field {self.name} {why}: add omitempty to its json metadata", fix)

    def add_omitzero(self) -> None:
        policy = self.option("omitzero.policy")
        if policy == FORBID:
            return
        fix = self.tag_fix(with_option("omitzero")) if policy == SUGGEST_FIX else None
        self.report(f"field {self.name} does not allow the zero value: add omitzero to its json metadata", fix)

    def remove_omitzero(self) -> None:
        fix = self.tag_fix(without_option("omitzero"))
        self.report(f"field {self.name} has omitzero, which the omitzero policy forbids: remove it from its json metadata", fix)

    def should_be_optional(self, why: str) -> None:
        self.report(f"field {self.name} {why}: make it Optional (default None)")

    def should_not_be_optional(self, why: str) -> None:
        self.report(f"field {self.name} {why}: it does not need to be Optional")


def check(context: Context, cls: DataClass, field: Field, preference: str) -> list[Diagnostic]:
    """KAL's serialization check of one `+optional` or `+required` field."""
    if isinstance(field.type, Unmappable):
        return []
    c = _Check(context, cls, field, _lines(context, field))
    forbid = c.option("omitzero.policy") == FORBID
    walk = _Walk(context, not forbid)
    valid, complete = zero_valid(walk, cls, field, field.type, c.lines)
    pointer = isinstance(field.type, Optional)
    underlying = field.type.inner if pointer else field.type
    struct = is_struct(context, field.type) and _type_marker(c.lines) in ("", "object")
    if preference == ALWAYS:
        _pointer(c, pointer, underlying, "is optional", always=True)
        if not field.omitempty:
            c.add_omitempty(c.option("omitempty.policy"), "should be omitempty")
    else:
        if forbid:
            if struct and field.omitzero:
                c.remove_omitzero()
        elif struct and not valid:
            if not field.omitzero:
                c.add_omitzero()
            _not_pointer(c, pointer, underlying, "does not allow the zero value")
        if c.option("omitempty.policy") != IGNORE or field.omitempty:
            _with_omitempty(c, field.omitempty, valid, complete, pointer, underlying, struct, forbid)
        elif valid:
            _not_pointer(c, pointer, underlying, "is not omitempty and allows the zero value")
        else:
            if forbid or not struct:
                c.add_omitempty(SUGGEST_FIX, "does not allow the zero value, so it must be omitempty")
            _with_omitempty(c, True, valid, complete, pointer, underlying, struct, forbid)
    found = [context.report(o.module, f.decl.span, message) for o, f, message in walk.reports]
    return found + c.found


def _with_omitempty(c: _Check, omitempty: bool, valid: bool, complete: bool, pointer: bool, underlying: Type, struct: bool, forbid: bool) -> None:
    """KAL's checkFieldPropertiesWithOmitEmptyRequired."""
    context = c.context
    if struct and not valid and not forbid:
        return
    if valid and not complete:
        zero = zero_text(context, underlying)
        why = f"has a valid zero value ({zero}) and incomplete validation (if {zero} is never meant, add e.g. {_hint(context, underlying)} instead)"
        _pointer(c, pointer, underlying, why)
    elif valid or struct:
        _pointer(c, pointer, underlying, f"has a valid zero value ({zero_text(context, underlying)})")
    elif complete:
        _not_pointer(c, pointer, underlying, "does not allow the zero value")
    if not omitempty:
        c.add_omitempty(c.option("omitempty.policy"), "should be omitempty")


def _explicit_zero_minimum(c: _Check, underlying: Type) -> bool:
    """`MinItems=0` on a list / `MinProperties=0` on a dict: Optional on purpose, to tell
    unset (None) from empty."""
    plain = c.context.universe.underlying(underlying)
    name = "MinItems" if isinstance(plain, ListOf) else "MinProperties" if isinstance(plain, DictOf) else None
    if name is None:
        return False
    found = _first(c.lines, name)
    return found is not None and found.arguments.strip() == "0"


def _pointer(c: _Check, pointer: bool, underlying: Type, why: str, always: bool = False) -> None:
    """KAL's handleFieldShouldBePointer."""
    if _reference(c.context, underlying):
        if pointer and not _explicit_zero_minimum(c, underlying):
            c.report(f"field {c.name} is a list, dict or bytes, which can be empty or unset without Optional: it does not need to be Optional")
        elif not pointer and always and _explicit_zero_minimum(c, underlying):
            c.should_be_optional("has MinItems=0 / MinProperties=0, so it should be Optional to tell unset (None) from empty")
        return
    if not pointer:
        c.should_be_optional(why)


def _not_pointer(c: _Check, pointer: bool, underlying: Type, why: str) -> None:
    if pointer and not _explicit_zero_minimum(c, underlying):
        c.should_not_be_optional(why)


def findings(context: Context, optional: bool, preference: str) -> Iterator[Diagnostic]:
    """The serialization findings of every API field marked `+optional` (or `+required`)."""
    for cls, field in api_fields(context):
        if has_marker(field.decl, *(OPTIONAL_MARKERS if optional else REQUIRED_MARKERS)):
            yield from check(context, cls, field, preference)

