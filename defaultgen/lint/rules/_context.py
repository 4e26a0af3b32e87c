"""What a rule sees: the resolved universe, the views of it every rule walks, and a way to
report a finding under the rule's own code and severity."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field, replace
from types import ModuleType
from typing import TYPE_CHECKING, Any

from ...diagnostics import Diagnostic, Severity
from ...source.model import (
    Choice,
    ClassRef,
    DataClass,
    DictOf,
    Field,
    FieldDecl,
    ListOf,
    Marker,
    MarkerKind,
    ModuleDecl,
    NamedType,
    NamedTypeDecl,
    Optional,
    Scalar,
    Span,
    Special,
    Type,
)
from ...source.universe import Universe
from ...source.values import has_zero
from ..fix import Fix

if TYPE_CHECKING:
    from ._api import Option


@dataclass(frozen=True)
class Context:
    """The universe being linted, seen by one rule (`for_rule`): its `code` and `severity`
    go on every diagnostic it `report`s."""

    universe: Universe
    code: str = ""
    severity: Severity = Severity.ERROR
    # `[tool.defaultgen.api-conventions]`: KAL linter name → {setting → value}
    api_settings: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    settings: Mapping[str, Option] = field(default_factory=dict)  # the rule's SETTINGS
    kal: str = ""  # the rule's KAL name

    def for_rule(self, rule: ModuleType) -> Context:
        return replace(
            self,
            code=rule.CODE,
            severity=rule.SEVERITY,
            settings=getattr(rule, "SETTINGS", {}),
            kal=getattr(rule, "KAL", ""),
        )

    def option(self, key: str) -> Any:
        """The value of the rule's setting `key`: the configured one, else its default."""
        return self.api_settings.get(self.kal, {}).get(key, self.settings[key].default)

    def report(self, module: ModuleDecl, span: Span, message: str, fix: Fix | None = None) -> Diagnostic:
        return Diagnostic(module.path, span.line, span.col, self.code, message, self.severity, fix)

    # -- views

    def modules(self) -> list[ModuleDecl]:
        """The scanned modules that parsed (failures are DG100's)."""
        return [m for m in self.universe.scanned if m.failure is None]

    def named_types(self) -> list[NamedType]:
        return self.universe.named_types()

    def own_fields(self) -> Iterator[tuple[DataClass, Field]]:
        """Each scanned dataclass's fields that it declares itself: an inherited field is
        checked once, where it is written."""
        for cls in self.universe.dataclasses():
            for field in cls.fields:
                if field.owner == cls.qualname:
                    yield cls, field

    def marked(self) -> Iterator[tuple[ModuleDecl, str, FieldDecl | NamedTypeDecl]]:
        """Everything markers attach to (own fields, then named types), each with how
        messages name it: "field `Class.name`", "type `Name`"."""
        for cls, field in self.own_fields():
            yield cls.module, f"field {field_name(field)}", field.decl
        for named in self.named_types():
            yield named.module, f"type `{named.name}`", named.decl

    def plain(self, type_: Type) -> Type | None:
        """The underlying type of a non-Optional field (None for an Optional one): the
        rules about omitempty and zero values only concern non-Optional fields."""
        return None if isinstance(type_, Optional) else self.universe.underlying(type_)

    def zeroable(self, field: Field) -> bool:
        """A non-Optional scalar-like, list or dict field on the wire whose type has a zero
        value (docs/decisions.md): the fields whose zero Go's omitempty drops and whose default
        applies only to that zero value. (Any's zero is null, which both paths treat as unset.)"""
        plain = self.plain(field.type)
        if field.wire_name is None or not isinstance(plain, Scalar | ListOf | DictOf | Special | Choice):
            return False
        return plain != Special("any") and has_zero(plain, self.universe)


def left_out_at_zero(field: Field, universe: Universe) -> bool:
    """Whether to_dict leaves the (non-Optional) field out at its zero value, so that the zero
    value is absence on the wire: omitzero, or omitempty on anything but a dataclass (Go's
    omitempty never leaves a struct out)."""
    plain = universe.underlying(field.type)
    return field.omitzero or (field.omitempty and not isinstance(plain, ClassRef))


def schema_type(type_: Type | None, universe: Universe) -> str | None:
    """The JSON type a position has, as controller-gen's checks see it (None, a class: "object");
    None: any (free-form or unmappable, DG302's), where no check applies."""
    if type_ is None:
        return "object"
    plain = universe.underlying(type_.inner if isinstance(type_, Optional) else type_)
    if isinstance(plain, Scalar):
        return {"str": "string", "int": "integer", "float": "number", "bool": "boolean"}[plain.kind]
    if isinstance(plain, Choice):
        return "string" if plain.kind == "str" else "integer"
    if isinstance(plain, ListOf):
        return "array"
    if isinstance(plain, DictOf | ClassRef):
        return "object"
    if isinstance(plain, Special):
        return {"datetime": "string", "date": "string", "bytes": "string", "int-or-string": "int-or-string",
                "object": "object"}.get(plain.kind)  # fmt: skip
    return None


def field_name(field: Field) -> str:
    """How messages name a field: `Class.field`, by the class that declares it."""
    return f"`{field.owner.rpartition('.')[2]}.{field.name}`"


def snippet(source: str) -> str:
    """Source code quoted in a message: on one line (an annotation may span several), and
    cut short when it is long."""
    return shorten(re.sub(r"\s+([\])])", r"\1", re.sub(r"([\[(])\s+", r"\1", " ".join(source.split()))))


def spelled(marker: Marker) -> str:
    """A marker as messages show it: a default with its value, any other by its name."""
    if marker.kind is MarkerKind.DEFAULT:
        return f"+{marker.name or 'default'}={marker.raw}"
    return f"+{marker.name}"


def shorten(text: str, limit: int = 60) -> str:
    """`text`, or its beginning and `...` when it is longer than `limit`."""
    return text if len(text) <= limit else text[: limit - 3] + "..."


def as_json(value: object) -> str:
    """A value as the user would write it in a marker."""
    try:
        return json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        return repr(value)
