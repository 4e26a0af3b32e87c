"""Compare the API of two universes (SPEC §9): the schemas `defaultgen openapi` publishes for
each side, matched by schema name (fields by wire name, so renaming a Python field that keeps
its json name is no change; named types and `ref()` constants compare by their resolved
values, as published), what only the model knows (omitempty, a wire name that moved), and the
CRDs `defaultgen crd` builds (scope, versions). Every change is located in the new source,
a removal in the old one."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from ..crd.manifest import Manifest, build_crds
from ..openapi.schemas import openapi_document
from ..source.model import (
    ClassRef,
    Constraints,
    DataClass,
    DictOf,
    Field,
    ListOf,
    MarkerKind,
    NamedRef,
    Optional,
    Span,
    Suppression,
    Type,
)
from ..source.universe import Universe
from .crds import compare_crds, crd_key
from .schemas import Change, Path, SchemaDiff

# the markers a change of each check is written with (a finding caused by a marker points at it)
_MARKERS = {
    "DGC301": (MarkerKind.DEFAULT,),
    "DGC303": (MarkerKind.DEFAULT,),
    "DGC501": (MarkerKind.REQUIRED,),
    "DGC503": (MarkerKind.OPTIONAL,),
    "DGC801": (MarkerKind.LIST_TYPE, MarkerKind.LIST_MAP_KEY, MarkerKind.MAP_TYPE),
}


# the constraint keywords (`Constraints.spans`, OpenAPI spelling) a change of each check is about
_KEYWORDS = {
    "DGC202": ("format",),
    **dict.fromkeys(("DGC401", "DGC402", "DGC403"), ("enum",)),
    "DGC601": ("minimum", "exclusiveMinimum"),
    "DGC602": ("maximum", "exclusiveMaximum"),
    "DGC603": ("minLength",),
    "DGC604": ("maxLength",),
    "DGC605": ("minItems",),
    "DGC606": ("maxItems",),
    "DGC607": ("minProperties",),
    "DGC608": ("maxProperties",),
    "DGC609": ("pattern",),
    "DGC610": ("multipleOf",),
    "DGC611": ("uniqueItems",),
    "DGC702": ("nullable",),
    **dict.fromkeys(("DGC901", "DGC902", "DGC904"), ("x-kubernetes-validations",)),
}


def _constraint_span(constraints: Constraints, code: str, rest: Path) -> Span | None:
    """Where the marker of the constraint a change is about stands (`Constraints.spans`): at
    the position itself, or at its items (`+kubebuilder:validation:items:...`). None when the
    change is about no constraint written there (one gone, or a named type's: the field then)."""
    for step in rest:
        if step != "items" or constraints.items is None:
            return None
        constraints = constraints.items
    for keyword in _KEYWORDS.get(code, ()):
        span = constraints.span_of(keyword)
        if span is not None:
            return span
    return None


@dataclass(frozen=True, slots=True)
class Located:
    """A change at a place: `path` as shown (`file@REV` on the old side), the line and
    column, and the suppressions written there."""

    change: Change
    path: str
    span: Span
    suppressions: tuple[Suppression, ...] = ()


def compare_universes(old: Universe, new: Universe, old_label: str) -> list[Located]:
    """Every change from `old` to `new`; `old_label` is how the old side's files are
    suffixed in locations (`@REV`, or "" when they are files of their own)."""
    olds, news = _components(old), _components(new)
    unread = {m.module for m in new.scanned if m.failure is not None}  # DGC001 says why, nothing to compare
    olds = {name: schema for name, schema in olds.items() if name.rpartition(".")[0] not in unread}
    locate = Locator(old, new, old_label)
    diff = SchemaDiff(olds, news, locate.renamed)
    found: list[Located] = []
    for name, schema in olds.items():
        if name not in news:
            change = Change(
                "DGC102",
                f"type `{name}` was removed: clients generated from the published schema that name it break, and "
                "every field that used it changed; keep the type, or add a new API version",
                (name,),
                side="old",
            )
            found.append(locate(change))
            continue
        found.extend(locate(c) for c in diff.compare(schema, news[name], (name,), (name,), name.rpartition(".")[2]))
    found.extend(locate(c) for c in _omitempty(old, new))
    old_crds, new_crds = _crds(old), _crds(new)
    locate.crds(old_crds, new_crds)
    kinds = {key: m.kind for key, m in (*old_crds.items(), *new_crds.items())}
    changes = compare_crds(
        {k: m.document for k, m in old_crds.items()},
        {k: m.document for k, m in new_crds.items()},
        schemas=False,
        kinds=kinds,
    )
    found.extend(locate(c) for c in changes)
    return found


def _components(universe: Universe) -> dict:
    return openapi_document(universe)["components"]["schemas"]


def _crds(universe: Universe) -> dict[str, Manifest]:
    manifests, _ = build_crds(universe)  # a CRD with problems still tells its versions and scope
    return {crd_key(m.document): m for m in manifests}


def _omitempty(old: Universe, new: Universe) -> Iterator[Change]:
    """DGC502: what only the model tells (the schema shows its consequences: a default, a
    required field)."""
    for dataclass in new.dataclasses():
        before = dataclass_named(old, dataclass.qualname)
        if before is None or not old.is_api(dataclass.qualname):
            continue
        was = {f.wire_name: f for f in before.wire_fields}
        for field in dataclass.wire_fields:
            earlier = was.get(field.wire_name)
            if earlier is None:
                continue
            lost = [o for o in ("omitempty", "omitzero") if _has(earlier, o) and not _has(field, o)]
            if lost:
                yield Change(
                    "DGC502",
                    f"`{dataclass.name}.{field.wire_name}` lost {' and '.join(lost)}: clients now send its zero value "
                    "instead of leaving it out, so its default no longer applies and stored objects read back "
                    f"differently; keep {' and '.join(lost)}",
                    (dataclass.qualname, "properties", field.wire_name),
                )


def dataclass_named(universe: Universe, qualname: str) -> DataClass | None:
    """The dataclass `qualname` of `universe`, if it has one by that name."""
    module_name, _, name = qualname.rpartition(".")
    module = universe.module(module_name)
    if module is None or not any(c.name == name and c.is_dataclass for c in module.classes):
        return None
    return universe.dataclass(qualname)


def _has(field: Field, option: str) -> bool:
    tag = field.decl.json_tag
    return tag is not None and tag.error is None and option in tag.options


class Locator:
    """Where a change is: a path from a component (a dataclass) or from a CRD version (its
    root dataclass) through properties, items and map values, down to the field deepest
    in it; at the class itself for a change of the object (a type-level rule)."""

    def __init__(self, old: Universe, new: Universe, old_label: str) -> None:
        self.sides = {"old": old, "new": new}
        self.old_label = old_label
        self.roots: dict[str, dict[str, dict[str, DataClass]]] = {"old": {}, "new": {}}

    def crds(self, old: dict[str, Manifest], new: dict[str, Manifest]) -> None:
        self.roots = {"old": {k: m.roots for k, m in old.items()}, "new": {k: m.roots for k, m in new.items()}}

    def __call__(self, change: Change) -> Located:
        universe = self.sides[change.side]
        start, steps = self._start(change.side, change.path)
        if start is None:
            return Located(change, "", Span(1, 1))
        where: DataClass | Field = start
        current: DataClass | None = start
        rest = steps  # the steps below `where` (`items`, `additionalProperties`)
        for i, step in enumerate(steps):
            if step != "properties" or i + 1 >= len(steps) or current is None:
                continue
            field = next((f for f in current.wire_fields if f.wire_name == steps[i + 1]), None)
            if field is None:
                break
            where, current, rest = field, self._dataclass(universe, field.type), steps[i + 2 :]
        if isinstance(where, DataClass):
            module, suppressions = where.module, where.decl.suppressions
            span = _constraint_span(where.constraints, change.code, ()) or where.decl.span
        else:
            module = universe.module(where.owner.rpartition(".")[0]) or start.module
            markers = [m for m in where.decl.markers if m.kind in _MARKERS.get(change.code, ())]
            # caused by a marker (a constraint's, or a default's...): at its `#`
            by_marker = markers[0].span if markers else where.decl.span
            span = _constraint_span(where.constraints, change.code, rest) or by_marker
            suppressions = where.decl.suppressions
        if change.side == "old":  # acknowledged where it would be: the class that lost it, now
            now, _ = self._object("new", change.path[:-2]) if len(change.path) > 2 else (None, ())
            return Located(change, module.path + self.old_label, span, now.decl.suppressions if now else ())
        return Located(change, module.path, span, suppressions)

    def _start(self, side: str, path: Path) -> tuple[DataClass | None, Path]:
        head = path[0]
        if len(path) >= 3 and path[1] == "version":
            root = self.roots[side].get(head, {}).get(path[2])
            if root is None:  # a version gone: its root on the old side
                root = self.roots["old"].get(head, {}).get(path[2])
            return root, path[3:]
        if len(path) == 1 and head in self.roots[side]:  # a whole CRD: its first version's root
            roots = self.roots[side][head]
            return (next(iter(roots.values())) if roots else None), ()
        if head in self.roots[side]:
            return next(iter(self.roots[side][head].values()), None), ()
        return dataclass_named(self.sides[side], head), path[1:]

    @staticmethod
    def _dataclass(universe: Universe, type_: Type) -> DataClass | None:
        while True:
            if isinstance(type_, Optional):
                type_ = type_.inner
            elif isinstance(type_, ListOf):
                type_ = type_.item
            elif isinstance(type_, DictOf):
                type_ = type_.value
            elif isinstance(type_, NamedRef):
                type_ = universe.underlying(type_)
                if isinstance(type_, NamedRef):
                    return None
            elif isinstance(type_, ClassRef):
                return universe.dataclass(type_.qualname)
            else:
                return None

    def renamed(self, opath: Path, npath: Path, wire: str) -> str | None:
        """The new wire name of the field that was sent as `wire` in the object at `opath`,
        when the object at `npath` still has a field of its Python name."""
        before, _ = self._object("old", opath)
        after, _ = self._object("new", npath)
        if before is None or after is None:
            return None
        field = next((f for f in before.wire_fields if f.wire_name == wire), None)
        if field is None:
            return None
        same = next((f for f in after.wire_fields if f.name == field.name), None)
        return same.wire_name if same is not None else None

    def _object(self, side: str, path: Path) -> tuple[DataClass | None, Path]:
        start, steps = self._start(side, path)
        current = start
        for i, step in enumerate(steps):
            if step == "properties" and i + 1 < len(steps) and current is not None:
                field = next((f for f in current.wire_fields if f.wire_name == steps[i + 1]), None)
                current = None if field is None else self._dataclass(self.sides[side], field.type)
        return current, steps
