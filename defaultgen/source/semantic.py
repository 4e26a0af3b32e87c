"""Kubernetes' semantic markers (`+listType`, `+listMapKey`, `+mapType`, `+structType`) and
patch markers (`+patchStrategy`, `+patchMergeKey`) as kube-openapi publishes them: which
`x-kubernetes-*` extension each becomes, and what a field of a given type may carry. DG108
reports what `field_problems` / `named_problems` / `class_problems` find; the OpenAPI emitter
publishes the markers of fields (and classes) that have none.

Semantic markers on a named type (`+listType=set` above `Tags = NewType("Tags", list[str])`,
as Go allows and controller-gen reads) apply to every use of the type; a field's own marker of
the same kind replaces the type's (`semantic_markers`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .model import (
    Choice,
    ClassDecl,
    ClassRef,
    DictOf,
    Field,
    ListOf,
    Marker,
    MarkerKind,
    NamedRef,
    NamedType,
    Optional,
    Scalar,
    Special,
    Type,
)

if TYPE_CHECKING:  # (a type only: `defaultgen import` reads EXTENSIONS without loading libcst)
    from .universe import Universe

VALUES = {
    MarkerKind.LIST_TYPE: ("atomic", "set", "map"),
    MarkerKind.MAP_TYPE: ("atomic", "granular"),
    MarkerKind.STRUCT_TYPE: ("atomic", "granular"),
}
SEMANTIC = (MarkerKind.LIST_TYPE, MarkerKind.LIST_MAP_KEY, MarkerKind.MAP_TYPE, MarkerKind.STRUCT_TYPE)
# the patch markers and the extensions openapi-gen publishes them as
PATCH = {
    MarkerKind.PATCH_STRATEGY: "x-kubernetes-patch-strategy",
    MarkerKind.PATCH_MERGE_KEY: "x-kubernetes-patch-merge-key",
}
# the extension each kind of semantic or patch marker is published as (`defaultgen import` reads
# them back into markers); `+structType` on a dataclass is `x-kubernetes-map-type` too
EXTENSIONS = {
    MarkerKind.LIST_TYPE: "x-kubernetes-list-type",
    MarkerKind.LIST_MAP_KEY: "x-kubernetes-list-map-keys",
    MarkerKind.MAP_TYPE: "x-kubernetes-map-type",
    **PATCH,
}


def is_scalar(type_: Type, universe: Universe) -> bool:
    """A JSON scalar (what a `set` item or a list-map key must be)."""
    plain = universe.underlying(type_)
    return isinstance(plain, Scalar | Choice) or (isinstance(plain, Special) and plain.kind not in ("any", "object"))


def semantic_markers(field: Field, universe: Universe) -> tuple[Marker, ...]:
    """The semantic markers that apply at a field: its named types' (nearest first), with
    each kind the field declares itself taken from the field instead."""
    own = tuple(m for m in field.decl.markers if m.kind in SEMANTIC)
    declared = {m.kind for m in own}
    inherited: list[Marker] = []
    type_ = field.type.inner if isinstance(field.type, Optional) else field.type
    seen: set[str] = set()
    while isinstance(type_, NamedRef) and type_.qualname not in seen:
        seen.add(type_.qualname)
        named = universe.named_type(type_.qualname)
        kinds = {m.kind for m in inherited} | declared
        inherited += [m for m in named.decl.markers if m.kind in SEMANTIC and m.kind not in kinds]
        type_ = named.target
    return (*inherited, *own)


def field_problems(field: Field, universe: Universe) -> list[tuple[Marker, str]]:
    """(marker, what is wrong) for each misused semantic marker of a field (its own; a named
    type's are `named_problems`)."""
    own = [m for m in field.decl.markers if m.kind in SEMANTIC]
    if not own:
        return []
    found = _problems(semantic_markers(field, universe), field.type, universe)
    return [(marker, problem) for marker, problem in found if any(marker is m for m in own)]


def named_problems(named: NamedType, universe: Universe) -> list[tuple[Marker, str]]:
    """(marker, what is wrong) for each misused semantic marker above a named type."""
    markers = tuple(m for m in named.decl.markers if m.kind in SEMANTIC)
    if not markers:
        return []
    return [
        (marker, "`+structType` applies to dataclass fields and classes, not to named types")
        if marker.kind is MarkerKind.STRUCT_TYPE
        else (marker, problem)
        for marker, problem in _problems(markers, named.target, universe)
    ]


def _problems(markers: tuple[Marker, ...], type_: Type, universe: Universe) -> list[tuple[Marker, str]]:
    plain = universe.underlying(type_.inner if isinstance(type_, Optional) else type_)
    found: list[tuple[Marker, str]] = []
    seen: set[MarkerKind] = set()
    for marker in markers:
        kind = marker.kind
        if kind in VALUES and marker.raw not in VALUES[kind]:
            found.append((marker, f"`+{kind.value}={marker.raw}` is not one of {', '.join(VALUES[kind])}"))
            continue
        if kind in seen and kind is not MarkerKind.LIST_MAP_KEY:
            found.append((marker, f"a second `+{kind.value}`; keep one"))
            continue
        seen.add(kind)
        if kind is MarkerKind.LIST_TYPE:
            if not isinstance(plain, ListOf):
                found.append((marker, "`+listType` applies to list fields only"))
            elif marker.raw == "set" and not is_scalar(plain.item, universe):
                found.append((marker, "`+listType=set` needs scalar items (str, int, an Enum, ...)"))
            elif marker.raw == "map" and not isinstance(universe.underlying(plain.item), ClassRef):
                found.append((marker, "`+listType=map` needs dataclass items (the keys are their fields)"))
            elif marker.raw == "map" and not any(m.kind is MarkerKind.LIST_MAP_KEY for m in markers):
                found.append((marker, "`+listType=map` needs its keys: add `+listMapKey=<wire name>` lines"))
        elif kind is MarkerKind.MAP_TYPE:
            if not (isinstance(plain, DictOf) or plain == Special("object")):
                found.append((marker, "`+mapType` applies to dict fields only (use `+structType` on a dataclass)"))
        elif kind is MarkerKind.STRUCT_TYPE:
            if not isinstance(plain, ClassRef):
                found.append((marker, "`+structType` applies to dataclass fields only"))
        else:
            found.extend((marker, problem) for problem in _key_problems(marker, markers, plain, universe))
    return found


def _key_problems(marker: Marker, markers: tuple[Marker, ...], plain: Type, universe: Universe) -> list[str]:
    if not any(m.kind is MarkerKind.LIST_TYPE and m.raw == "map" for m in markers):
        return ["`+listMapKey` needs `+listType=map` on the same field"]
    if not isinstance(plain, ListOf):
        return []  # the listType marker is reported
    item = universe.underlying(plain.item)
    if not isinstance(item, ClassRef):
        return []
    fields = {f.wire_name: f for f in universe.dataclass(item.qualname).wire_fields}
    key = fields.get(marker.raw)
    if key is None:
        known = ", ".join(sorted(str(name) for name in fields)) or "none"
        return [f"`+listMapKey={marker.raw}` names no field of {item.name} by its wire name (known: {known})"]
    if not is_scalar(key.type.inner if isinstance(key.type, Optional) else key.type, universe):
        return [f"`+listMapKey={marker.raw}` names a field that is not a scalar"]
    return []


def field_extensions(field: Field, universe: Universe) -> dict[str, Any]:
    """The `x-kubernetes-*` extensions of a field's schema: its semantic markers (only when
    none is misused, its named type's included) and its patch markers."""
    extensions: dict[str, Any] = {}
    markers = semantic_markers(field, universe)
    if not _problems(markers, field.type, universe):
        for marker in markers:
            if marker.kind in (MarkerKind.LIST_TYPE, MarkerKind.MAP_TYPE):
                extensions[EXTENSIONS[marker.kind]] = marker.raw
            elif marker.kind is MarkerKind.STRUCT_TYPE:
                extensions[EXTENSIONS[MarkerKind.MAP_TYPE]] = marker.raw
        keys = [m.raw for m in markers if m.kind is MarkerKind.LIST_MAP_KEY]
        if keys:
            extensions[EXTENSIONS[MarkerKind.LIST_MAP_KEY]] = keys
    for marker in field.decl.markers:
        if marker.kind in PATCH:
            extensions[PATCH[marker.kind]] = marker.raw
    return extensions


def class_problems(decl: ClassDecl) -> list[tuple[Marker, str]]:
    return [
        (m, f"`+structType={m.raw}` is not one of {', '.join(VALUES[MarkerKind.STRUCT_TYPE])}")
        for m in decl.markers
        if m.kind is MarkerKind.STRUCT_TYPE and m.raw not in VALUES[MarkerKind.STRUCT_TYPE]
    ]


def class_extensions(decl: ClassDecl) -> dict[str, Any]:
    """`+structType` above a dataclass: `x-kubernetes-map-type` on its object schema."""
    good = [m for m in decl.markers if m.kind is MarkerKind.STRUCT_TYPE and m.raw in VALUES[MarkerKind.STRUCT_TYPE]]
    return {"x-kubernetes-map-type": good[0].raw} if good else {}
