"""Kubernetes' semantic markers (`+listType`, `+listMapKey`, `+mapType`, `+structType`) as
kube-openapi publishes them: which `x-kubernetes-*` extension each becomes, and what a field
of a given type may carry. DG108 reports what `problems` finds; the OpenAPI emitter publishes
the markers of fields (and classes) that have none.
"""

from __future__ import annotations

from typing import Any

from .model import (
    Choice,
    ClassDecl,
    ClassRef,
    DictOf,
    Field,
    ListOf,
    Marker,
    MarkerKind,
    Optional,
    Scalar,
    Special,
    Type,
)
from .universe import Universe

VALUES = {
    MarkerKind.LIST_TYPE: ("atomic", "set", "map"),
    MarkerKind.MAP_TYPE: ("atomic", "granular"),
    MarkerKind.STRUCT_TYPE: ("atomic", "granular"),
}
SEMANTIC = (MarkerKind.LIST_TYPE, MarkerKind.LIST_MAP_KEY, MarkerKind.MAP_TYPE, MarkerKind.STRUCT_TYPE)


def is_scalar(type_: Type, universe: Universe) -> bool:
    """A JSON scalar (what a `set` item or a list-map key must be)."""
    plain = universe.underlying(type_)
    return isinstance(plain, Scalar | Choice) or (isinstance(plain, Special) and plain.kind not in ("any", "object"))


def field_problems(field: Field, universe: Universe) -> list[tuple[Marker, str]]:
    """(marker, what is wrong) for each misused semantic marker of a field."""
    markers = [m for m in field.decl.markers if m.kind in SEMANTIC]
    if not markers:
        return []
    plain = universe.underlying(field.type.inner if isinstance(field.type, Optional) else field.type)
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


def _key_problems(marker: Marker, markers: list[Marker], plain: Type, universe: Universe) -> list[str]:
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


def map_keys(field: Field) -> list[str]:
    """The wire names a list-map field is keyed by."""
    return [m.raw for m in field.decl.markers if m.kind is MarkerKind.LIST_MAP_KEY]


def field_extensions(field: Field, universe: Universe) -> dict[str, Any]:
    """The `x-kubernetes-*` extensions of a field's schema (only when no marker is misused)."""
    if field_problems(field, universe):
        return {}
    extensions: dict[str, Any] = {}
    for marker in field.decl.markers:
        if marker.kind is MarkerKind.LIST_TYPE:
            extensions["x-kubernetes-list-type"] = marker.raw
        elif marker.kind in (MarkerKind.MAP_TYPE, MarkerKind.STRUCT_TYPE):
            extensions["x-kubernetes-map-type"] = marker.raw
    keys = map_keys(field)
    if keys:
        extensions["x-kubernetes-list-map-keys"] = keys
    return extensions


def class_problems(decl: ClassDecl) -> list[tuple[Marker, str]]:
    return [
        (m, f"`+structType={m.raw}` is not one of {', '.join(VALUES[MarkerKind.STRUCT_TYPE])}")
        for m in decl.markers
        if m.raw not in VALUES[MarkerKind.STRUCT_TYPE]
    ]


def class_extensions(decl: ClassDecl) -> dict[str, Any]:
    """`+structType` above a dataclass: `x-kubernetes-map-type` on its object schema."""
    good = [m for m in decl.markers if m.raw in VALUES[MarkerKind.STRUCT_TYPE]]
    return {"x-kubernetes-map-type": good[0].raw} if good else {}
