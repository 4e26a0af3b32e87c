"""The model → OpenAPI v3 schemas carrying the defaults (SPEC §4, the CRD path).

Shaped like Kubernetes' published OpenAPI v3 (kube-openapi): one object schema per dataclass,
named `<dotted module>.<Class>`; named types are inlined where they are used, with their
`+default`; a dataclass is referenced with `$ref`, wrapped in `allOf` when the reference has
siblings (`default`, `description`, `nullable`), because OpenAPI 3.0 ignores a `$ref`'s
siblings.

Defaults (KEP-1929):
- a field's `+default`, else its named type's (looking through Optional, as kube-openapi
  looks through pointers);
- else, for a non-Optional field, the zero value Go's decoder would fill in: `{}` for a
  dataclass (rule 1), and for a scalar, list or dict without omitempty its zero value
  `"" 0 0.0 false [] {}` (rule 4; Go writes a nil slice as null, but Python has no nil, so
  `to_dict` always writes a list or dict without omitempty and the schema adds it too, SPEC §4);
- a list item or dict value carries its named type's `+default`, else its zero value as
  Kubernetes' published OpenAPI has it (`items: {type: string, default: ""}`, `default: {}`
  for a dataclass), unless that zero fails the item's own schema (SPEC §4, item zero
  defaults); Optional items are `nullable` instead.

The kinds with a fixed wire form take kube-openapi's shapes (SPEC §4): an Enum or Literal is
`enum` (sorted, as kube-openapi lists an `+enum` type's constants) with its `type`; datetime,
date and bytes are strings with format `date-time`, `date`, `byte`; `int | str` is
`x-kubernetes-int-or-string` (with the `anyOf` controller-gen writes beside it); `Any` and
`dict[str, Any]` preserve unknown fields. Such a type's implicit zero default (rule 4) is only
published when the zero is one of its values: kube-openapi would write `default: ""` for an
`+enum` without a `""` constant, which the API server then rejects as a CRD default.
The semantic markers become their `x-kubernetes-*` extensions (`source.semantic`).
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterator, Mapping
from typing import Any

from ..source.model import (
    NO_CONSTRAINTS,
    Choice,
    ClassRef,
    Constraints,
    DataClass,
    DictOf,
    Field,
    ListOf,
    Marker,
    NamedRef,
    Optional,
    Scalar,
    Special,
    Type,
)
from ..source.semantic import class_extensions, field_extensions
from ..source.universe import Universe
from ..source.values import NO_ZERO, is_required, zero_value
from .constraints import apply
from .describe import describe
from .implicit import item_default
from .shapes import SCALAR_SCHEMA, SPECIAL_SCHEMA

REF_PREFIX = "#/components/schemas/"

_CHOICE_TYPE = {"str": "string", "int": "integer"}

_NO_DEFAULT: Any = object()


def schema_name(qualname: str) -> str:
    """The components name of a dataclass: its dotted module path and class name."""
    return qualname


def type_schema(type_: Type, universe: Universe) -> tuple[dict[str, Any], dict[str, Any]]:
    """The schema of a value of `type_` standing on its own, and the `components.schemas`
    mapping its `$ref`s point into (every dataclass it reaches).

    The value is treated like a non-Optional field without omitempty: it carries its named
    type's `+default`, else its zero default (`{}` for a dataclass, `[]`, `{}` or a scalar's
    zero). An Optional type gives its inner type's schema (a null value means unset, so it is
    not nullable).
    """
    emitter = _Emitter(universe)
    schema = _standing(type_, universe, emitter)
    emitter.close()
    return schema, emitter.components


def _standing(type_: Type, universe: Universe, emitter: _Emitter) -> dict[str, Any]:
    inner = _strip_optional(type_)
    default = _default(type_, universe.type_default(inner), universe, omitempty=False)
    return _wrap(emitter.structure(inner), default=default)


class Schemas:
    """`type_schema` and `class_schema` for many types of one universe in a row (a lint rule
    checking one module's defaults), their `$ref`s all into one `components` mapping that
    emits a dataclass's schema when it is first looked up (`_Components`): with a validator
    that compiles only what a value reaches, a default costs the schemas it reaches, not
    every dataclass its type reaches (in a large API, most of the API)."""

    def __init__(self, universe: Universe) -> None:
        self.universe = universe
        self.components = _Components(universe)
        self._emitter = _Referring(universe, self.components.refer)

    def of_type(self, type_: Type) -> tuple[dict[str, Any], Mapping[str, Any]]:
        """As `type_schema(type_, universe)`, the components emitted as they are looked up."""
        return _standing(type_, self.universe, self._emitter), self.components

    def of_class(self, dataclass: DataClass) -> dict[str, Any]:
        """As `class_schema(dataclass, universe)`."""
        self.components.refer(dataclass.qualname)
        return self.components[schema_name(dataclass.qualname)]


def openapi_document(universe: Universe) -> dict[str, Any]:
    """`{"components": {"schemas": ...}}`: one schema per dataclass, in file and declaration
    order, followed by dataclasses of unscanned modules that those refer to."""
    emitter = _Emitter(universe)
    for dataclass in universe.dataclasses():
        emitter.add(dataclass.qualname)
    emitter.close()
    return {"components": {"schemas": emitter.components}}


def class_schema(dataclass: DataClass, universe: Universe) -> dict[str, Any]:
    """The object schema of one dataclass (its `$ref`s point at other components)."""
    return _Emitter(universe).object_schema(dataclass)


class _Emitter:
    """Builds schemas, collecting the dataclasses their `$ref`s reach."""

    def __init__(self, universe: Universe) -> None:
        self.universe = universe
        self.components: dict[str, Any] = {}
        self._pending: list[str] = []

    def add(self, qualname: str) -> None:
        name = schema_name(qualname)
        if name not in self.components:
            self.components[name] = {}  # claimed first: a recursive type refers to itself
            self.components[name] = self.object_schema(self.universe.dataclass(qualname))

    def _refer(self, qualname: str) -> None:
        """A `$ref` to the dataclass `qualname` was written: emit it before closing."""
        if schema_name(qualname) not in self.components:
            self._pending.append(qualname)

    def close(self) -> None:
        """Emit every referenced dataclass not emitted yet (breadth first, stable order)."""
        while self._pending:
            self.add(self._pending.pop(0))

    def object_schema(self, dataclass: DataClass) -> dict[str, Any]:
        schema: dict[str, Any] = {}
        description = describe(_type_doc(dataclass))
        if description:
            schema["description"] = description
        schema["type"] = "object"
        properties: dict[str, Any] = {}
        required: list[str] = []
        for field in dataclass.wire_fields:
            assert field.wire_name is not None
            properties[field.wire_name] = self.field_schema(field)
            if is_required(field, self.universe):
                required.append(field.wire_name)
        if properties:
            schema["properties"] = properties
        if required:
            schema["required"] = required
        schema.update(class_extensions(dataclass.decl))
        return apply(schema, dataclass.constraints)

    def field_schema(self, field: Field) -> dict[str, Any]:
        default = _default(field.type, self.universe.field_default(field), self.universe, field.omits_zero)
        description = describe(c.text for c in field.decl.comments)
        return _wrap(
            apply(self.structure(_strip_optional(field.type), field.constraints.items), field.constraints),
            description=description,
            default=default,
            extensions=field_extensions(field, self.universe),
        )

    def structure(self, type_: Type, items: Constraints | None = None) -> dict[str, Any]:
        """The shape of a non-Optional type, without any default: `type` and its parts, or a
        bare `$ref` for a dataclass; a named type's constraints laid over its target's."""
        if isinstance(type_, NamedRef):
            return self._named_structure(type_, frozenset(), items)
        if isinstance(type_, Scalar):
            return dict(SCALAR_SCHEMA[type_.kind])
        if isinstance(type_, Special):
            return copy.deepcopy(SPECIAL_SCHEMA[type_.kind])
        if isinstance(type_, Choice):
            return {"type": _CHOICE_TYPE[type_.kind], "enum": sorted(type_.values)}  # type: ignore[type-var]
        if isinstance(type_, ListOf):
            return {"type": "array", "items": self.element(type_.item, items)}
        if isinstance(type_, DictOf):
            return {"type": "object", "additionalProperties": self.element(type_.value)}
        if isinstance(type_, ClassRef):
            self._refer(type_.qualname)
            return {"$ref": REF_PREFIX + schema_name(type_.qualname)}
        return {}  # Unmappable (DG302 reports it) or a named type that refers to itself

    def _named_structure(self, named: NamedRef, seen: frozenset[str], items: Constraints | None) -> dict[str, Any]:
        """A named type's structure: its target's (named types looked through, a type that
        refers to itself stopped) with the constraints of each named level laid over it,
        the outermost last."""
        if named.qualname in seen:
            return {}
        declared = self.universe.named_type(named.qualname)
        target = declared.target
        items = items or declared.constraints.items
        inner = (
            self._named_structure(target, seen | {named.qualname}, items)
            if isinstance(target, NamedRef)
            else self.structure(target, items)
        )
        return apply(inner, declared.constraints)

    def element(self, type_: Type, constraints: Constraints | None = None) -> dict[str, Any]:
        """A list item or dict value: its named type's default, else its zero value where that
        passes its own schema (`openapi.implicit.item_default`); nullable when Optional."""
        default = item_default(type_, self.universe, constraints or NO_CONSTRAINTS)
        if default is None or default is NO_ZERO:
            default = _NO_DEFAULT
        inner = _strip_optional(type_)
        # a named item type's comment block is the items' description, as controller-gen
        # publishes a Go named type's doc on the items of a list of it
        description = describe(c.text for c in self.universe.named_type(inner.qualname).decl.comments) if isinstance(inner, NamedRef) else ""
        return _wrap(self.structure(inner), description=description, default=default, nullable=isinstance(type_, Optional))


def _wrap(
    structure: dict[str, Any],
    *,
    description: str = "",
    default: Any = _NO_DEFAULT,
    nullable: bool = False,
    extensions: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """A position's schema: its structure plus description, nullable, default and
    `x-kubernetes-*` extensions, with a `$ref` moved into `allOf` when it would have siblings."""
    siblings: dict[str, Any] = {}
    if nullable:
        siblings["nullable"] = True
    if default is not _NO_DEFAULT:
        siblings["default"] = copy.deepcopy(default)  # never shared: YAML would alias it
    siblings.update(extensions or {})
    if "$ref" in structure and (len(structure) > 1 or siblings or description):
        # OpenAPI 3.0 ignores a $ref's siblings: the reference goes first in an allOf, the
        # keywords of the position (constraints, and their allOf pairs) beside it
        rest = {k: v for k, v in structure.items() if k != "$ref"}
        structure = {"allOf": [{"$ref": structure["$ref"]}, *rest.pop("allOf", [])], **rest}
    schema: dict[str, Any] = {"description": description} if description else {}
    schema.update(structure)
    schema.update(siblings)
    return schema


def _default(type_: Type, marker: Marker | None, universe: Universe, omitempty: bool) -> Any:
    """A value's default: its marker's, else for a non-Optional value the zero the KEP makes
    explicit (rule 1: `{}` for a dataclass; rule 4: a scalar's, list's or dict's zero without
    omitempty)."""
    if marker is not None:
        return marker.value
    plain = universe.underlying(type_)
    if isinstance(plain, ClassRef):
        return zero_value(plain, universe)
    scalar_like = isinstance(plain, Scalar | Choice) or plain in (Special("bytes"), Special("int-or-string"))
    container = isinstance(plain, ListOf | DictOf) or plain == Special("object")
    if (scalar_like or container) and not omitempty and zero_value(plain, universe) is not NO_ZERO:
        return zero_value(plain, universe)
    return _NO_DEFAULT


def _strip_optional(type_: Type) -> Type:
    return type_.inner if isinstance(type_, Optional) else type_


def _type_doc(dataclass: DataClass) -> list[str]:
    """A type's documentation: its docstring, else the comment block above the class (where
    Go, and Kubernetes' generator, take it from)."""
    decl = dataclass.decl
    if decl.docstring is not None:
        return decl.docstring.splitlines()
    return [c.text for c in decl.comments]


class _Referring(_Emitter):
    """An emitter that emits no dataclass it refers to: it tells `refer` of each."""

    def __init__(self, universe: Universe, refer: Callable[[str], None]) -> None:
        super().__init__(universe)
        self._tell = refer

    def _refer(self, qualname: str) -> None:
        self._tell(qualname)


class _Components(Mapping[str, Any]):
    """The `components.schemas` of the dataclasses `refer`red to (those a `Schemas` wrote a
    `$ref` to, and those their schemas refer to in turn), each object schema emitted the first
    time it is looked up: once per run, in the universe's tracked memo (a module's lint that
    reads one depends on what building it read, as for the universe's own results). Iterating
    gives the schemas looked up so far. Its schemas are shared: read them, never change them."""

    def __init__(self, universe: Universe) -> None:
        self.universe = universe
        self._referred: dict[str, str] = {}  # qualname by schema name
        self._read: dict[str, dict[str, Any]] = {}

    def refer(self, qualname: str) -> None:
        self._referred[schema_name(qualname)] = qualname

    def __getitem__(self, name: str) -> dict[str, Any]:
        schema = self._read.get(name)
        if schema is None:
            qualname = self._referred[name]  # KeyError: not a component
            dataclass = self.universe.dataclass(qualname)
            schema, refs = self.universe.memoised(("object schema", qualname), lambda: _built(self.universe, dataclass))
            for ref in refs:
                self.refer(ref)
            self._read[name] = schema
        return schema

    def __iter__(self) -> Iterator[str]:
        return iter(self._read)

    def __len__(self) -> int:
        return len(self._read)


def _built(universe: Universe, dataclass: DataClass) -> tuple[dict[str, Any], tuple[str, ...]]:
    """A dataclass's object schema and the dataclasses its `$ref`s name."""
    refs: list[str] = []
    return _Referring(universe, refs.append).object_schema(dataclass), tuple(refs)
