"""DG412: a marker out of its scope (a field's on a type, a type's on a field), on a JSON type
it does not constrain, or on a field when it belongs on the field's named type.

controller-gen reads a marker only where it is defined to stand (`+optional` on a field,
`+kubebuilder:validation:ExactlyOneOf` on a type), and a numeric bound on a string, an item
count on a map or `+listType` on a string mean nothing for the API server; the author believes
in a constraint that is not there. KAL's markerscope checks each marker of a field and of a type
against its rule: the scopes it may stand in (`Field`, `Type`), the schema types it applies to
(for an `items:` form, the list's item types too; a `+kubebuilder:validation:Type` /
`items:Type` marker at the position overrides the type), and for the constrained markers that
may stand on a type (all but `+structType`), that a field whose type is a named type or a
dataclass leaves the marker to that type's definition (`OnTypeOnly`: one place says what the
type allows). The rules come from defaultgen's marker registry: where a marker may stand
(field, named type, class) and which JSON types it constrains. `customMarkers` overrides a
marker's rule or adds one for another marker, as KAL's does. With `policy = "Warn"` there are
no fixes.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ...diagnostics import Diagnostic, Severity
from ...source.model import ClassRef, Constraints, DictOf, Field, ListOf, MarkerKind, ModuleDecl, NamedRef, NamedTypeDecl, Optional, Type
from ...source.registry import REGISTRY, V, Definition, Target
from ..fix import Applicability, Fix
from ._api import SUGGEST_FIX, WARN, MarkerLine, Option, api_fields, marker_lines, policy, table_list
from ._context import Context, field_name, schema_type
from ._edits import comment_above, delete_comment

CODE = "DG412"
KAL = "markerscope"
API = True  # its initializer says true (KAL's docs say it is not on by default: the code decides, as for the others)
OPT_IN = True
SEVERITY = Severity.WARNING
SUMMARY = "Put each marker where it applies: on a field or a type as it is defined, on a position of a JSON type it constrains."
FIX = Applicability.SAFE
FIX_ALSO_UNSAFE = True  # the moves and removals that change the schema are unsafe
FIX_DOES = (
    "removes a misplaced marker that nothing reads where it stands and moves a field's marker onto its named type "
    "when only that field uses the type; with `--unsafe-fixes` also the moves and removals that change the schema "
    "(a marker moved to the fields that use its type or to the field's type, a marker of the wrong JSON type removed)"
)

FIELD_SCOPE, TYPE_SCOPE = "Field", "Type"
SCHEMA_TYPES = ("integer", "number", "string", "boolean", "array", "object")
ALLOW_TYPE_OR_FIELD, ON_TYPE_ONLY = "AllowTypeOrField", "OnTypeOnly"
# the JSON type of a position as messages name it (an `int | str` is one of defaultgen's)
_NAMES = {"integer": "an integer", "array": "an array", "object": "an object", "int-or-string": "an `int | str`"}
_PLURAL = {Target.FIELD: "fields", Target.TYPE: "named types", Target.CLASS: "classes", Target.MODULE: "modules"}


@dataclass(frozen=True)
class Rule:
    """Where a marker may stand (`targets`), the JSON types it applies to (`types`, empty:
    any) and, for a list, its items' (`items`), and whether a field of a named type must leave
    it to the type (`on_type`)."""

    targets: frozenset[Target]
    types: tuple[str, ...] = ()
    items: tuple[str, ...] = ()
    on_type: bool = False


def _from_registry(definition: Definition) -> Rule:
    """KAL's rule for a marker the registry defines: where it may stand, what it constrains;
    a constrained marker that may stand on a type belongs there (KAL's `OnTypeOnly` default),
    but `+structType` (KAL leaves it on either)."""
    types = definition.applies
    on_type = bool(types) and bool(definition.targets & {Target.TYPE, Target.CLASS}) and definition.kind is not MarkerKind.STRUCT_TYPE
    return Rule(definition.targets, types, definition.item_applies, on_type)


def _type_constraint(value: Any, where: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    if not isinstance(value, dict) or set(value) - {"allowedSchemaTypes", "elementConstraint"}:
        raise ValueError(f"{where}: `typeConstraint` must be a table of `allowedSchemaTypes` and `elementConstraint`")
    types = value.get("allowedSchemaTypes", [])
    if not isinstance(types, list) or any(t not in SCHEMA_TYPES for t in types):
        raise ValueError(f"{where}: `allowedSchemaTypes` must be a list of {', '.join(SCHEMA_TYPES)}, not {types!r}")
    element = value.get("elementConstraint")
    items = _type_constraint(element, where)[0] if element is not None else ()
    return tuple(types), items


def _custom(value: Any) -> tuple[tuple[str, Rule], ...]:
    """`customMarkers`, checked as KAL's validateConfig checks it: (identifier, rule) each."""
    entries = table_list("identifier", "scopes", optional=("namedTypeConstraint", "typeConstraint"))(value)
    found = []
    for index, entry in enumerate(entries, 1):
        where = f"entry {index}"
        identifier, scopes = entry["identifier"], entry["scopes"]
        if not isinstance(identifier, str) or not identifier:
            raise ValueError(f"{where}: `identifier` must be a marker identifier")
        if not isinstance(scopes, list) or not scopes or any(s not in (FIELD_SCOPE, TYPE_SCOPE) for s in scopes):
            raise ValueError(f"{where}: `scopes` must be a non-empty list of Field, Type, not {scopes!r}")
        named = entry.get("namedTypeConstraint", ALLOW_TYPE_OR_FIELD)
        if named not in ("", ALLOW_TYPE_OR_FIELD, ON_TYPE_ONLY):
            raise ValueError(f"{where}: `namedTypeConstraint` must be one of {ALLOW_TYPE_OR_FIELD}, {ON_TYPE_ONLY}, not {named!r}")
        if named == ON_TYPE_ONLY and TYPE_SCOPE not in scopes:
            raise ValueError(f"{where}: `namedTypeConstraint` {ON_TYPE_ONLY} requires the Type scope")
        types, items = _type_constraint(entry["typeConstraint"], where) if "typeConstraint" in entry else ((), ())
        targets = frozenset({Target.FIELD} if FIELD_SCOPE in scopes else set()) | (
            frozenset({Target.TYPE, Target.CLASS}) if TYPE_SCOPE in scopes else frozenset()
        )
        found.append((identifier, Rule(targets, types, items, named == ON_TYPE_ONLY)))
    return tuple(found)


SETTINGS = {
    "policy": policy(SUGGEST_FIX, SUGGEST_FIX, WARN, what="SuggestFix: findings with fixes; Warn: findings only"),
    "customMarkers": Option(
        (),
        "a list of {identifier, scopes: [Field, Type], namedTypeConstraint: AllowTypeOrField | OnTypeOnly, "
        "typeConstraint: {allowedSchemaTypes, elementConstraint}}: a rule for another marker, or instead of a built-in one",
        check=_custom,
    ),
}

EXAMPLE_BAD = """\
from dataclasses import dataclass, field
from typing import NewType

Port = NewType("Port", int)


@dataclass
class Spec:
    # +optional
    # +kubebuilder:validation:Minimum=1
    port: Port = field(default=0, metadata={"json": "port,omitempty"})
"""

EXAMPLE_GOOD = """\
from dataclasses import dataclass, field
from typing import NewType

# +kubebuilder:validation:Minimum=1
Port = NewType("Port", int)


@dataclass
class Spec:
    # +optional
    port: Port = field(default=0, metadata={"json": "port,omitempty"})
"""


def check(context: Context) -> Iterator[Diagnostic]:
    rules = {name: _from_registry(d) for name, d in REGISTRY.items()} | dict(context.option("customMarkers"))
    fixes = context.option("policy") == SUGGEST_FIX
    places = _Places(context)
    for cls, field in api_fields(context):
        for line in marker_lines(field.decl):
            rule = rules.get(line.identifier)
            if rule is not None:
                found = _field_finding(context, places, field, line, rule)
                if found is not None:
                    yield context.report(cls.module, line.comment.span, found[0], found[1] if fixes else None)
    for module, qualname, target, type_, constraints, decl in places.types():
        for line in marker_lines(decl):
            rule = rules.get(line.identifier)
            if rule is not None:
                found = _type_finding(context, places, (qualname, target, type_, constraints, decl), line, rule)
                if found is not None:
                    yield context.report(module, line.comment.span, found[0], found[1] if fixes else None)


class _Places:
    """The named types and dataclasses (KAL's type specs) and, for each, the API fields that
    use it directly or through Optional, a list or a dict (KAL's type usages)."""

    def __init__(self, context: Context) -> None:
        self.context = context
        self.users: dict[str, list[Field]] = {}
        for _, field in api_fields(context):
            if (used := _used(field.type)) is not None:
                self.users.setdefault(used, []).append(field)
        # every field's, API field or not (a list type's items, a `"-"` field): what a marker
        # moved onto the type reaches
        self.uses = Counter(_used(field.type) for _, field in context.own_fields())

    def types(self) -> Iterator[tuple[ModuleDecl, str, Target, Type | None, Constraints, Any]]:
        for named in self.context.named_types():
            yield named.module, named.qualname, Target.TYPE, named.target, named.constraints, named.decl
        for cls in self.context.universe.dataclasses():
            yield cls.module, cls.qualname, Target.CLASS, None, cls.constraints, cls.decl

    def definition(self, type_: Type) -> tuple[str, Target, int, Any, Constraints] | None:
        """The named type or dataclass a field's type is (through Optional): its qualname, what
        it is, its line and declaration, its own constraints."""
        type_ = type_.inner if isinstance(type_, Optional) else type_
        universe = self.context.universe
        if isinstance(type_, NamedRef):
            named = universe.named_type(type_.qualname)
            if _width(named.decl):
                return None  # Go's int32 / int64, no named type there
            return type_.qualname, Target.TYPE, named.decl.span.line, named.decl, named.constraints
        if isinstance(type_, ClassRef):
            cls = universe.dataclass(type_.qualname)
            return type_.qualname, Target.CLASS, cls.decl.span.line, cls.decl, cls.constraints
        return None


def _width(decl: NamedTypeDecl) -> bool:
    """A named type that only gives `int` a width (`Int32 = NewType("Int32", int)` under its
    `Format=int32`): SPEC §1's spelling of Go's built-in int32 / int64, which are no named types
    (every field of the width uses it: a field's bound belongs on the field)."""
    lines = marker_lines(decl)
    return decl.target_text == "int" and len(lines) == 1 and lines[0].text in (f"{V}Format=int32", f"{V}Format=int64")


def _used(type_: Type) -> str | None:
    while isinstance(type_, Optional | ListOf | DictOf):
        type_ = type_.inner if isinstance(type_, Optional) else type_.item if isinstance(type_, ListOf) else type_.value
    return type_.qualname if isinstance(type_, NamedRef | ClassRef) else None


def _field_finding(context: Context, places: _Places, field: Field, line: MarkerLine, rule: Rule) -> tuple[str, Fix] | None:
    marker, where = f"`+{line.identifier}` on field {field_name(field)}", Target.FIELD
    definition = places.definition(field.type)
    if where not in rule.targets:
        if definition is not None and definition[1] in rule.targets:
            kind = "class" if definition[1] is Target.CLASS else "named type"
            name = definition[0].rpartition(".")[2]
            return f"{marker}: it applies to {_scopes(rule)} only; move it to the {kind} `{name}`", _move(line, definition[2])
        return f"{marker}: it applies to {_scopes(rule)} only; remove it", _remove(line, field.constraints, field.decl)
    problem = _type_problem(context, field.type, field.constraints, rule)
    if problem is not None:
        return f"{marker}: {problem}; remove it", Fix.unsafe(delete_comment(line.comment.span))
    if rule.on_type and definition is not None and definition[1] in rule.targets and _fits_there(context, definition, rule):
        qualname, _, at, decl, _ = definition
        name = qualname.rpartition(".")[2]
        # the schema stays as it is when no other field uses the type and the type does not
        # already say it (the field's constraints and its named type's are published as one)
        alone = definition[1] is Target.TYPE and places.uses[qualname] == 1
        same = any(other.identifier == line.identifier for other in marker_lines(decl))
        message = f"{marker}: declare it on the type definition of `{name}` instead of the field"
        return message, _move(line, at, safe=alone and not same and _unused_by_types(context, qualname))
    return None


def _fits_there(context: Context, definition: tuple[str, Target, int, Any, Constraints], rule: Rule) -> bool:
    """Whether the marker would apply on the type's definition (KAL moves it there only then):
    the type's own JSON type, without the field's `Type` override, is one the marker constrains."""
    qualname, where, _, _, constraints = definition
    target = context.universe.named_type(qualname).target if where is Target.TYPE else None
    return _type_problem(context, target, constraints, rule) is None


def _unused_by_types(context: Context, qualname: str) -> bool:
    """No named type is defined in terms of the type (moving a marker onto it would reach that
    one's uses too)."""
    return all(_used(named.target) != qualname for named in context.named_types())


def _type_finding(
    context: Context, places: _Places, place: tuple[str, Target, Type | None, Constraints, Any], line: MarkerLine, rule: Rule
) -> tuple[str, Fix] | None:
    qualname, where, type_, constraints, decl = place
    kind = "class" if where is Target.CLASS else "named type"
    marker = f"`+{line.identifier}` on {kind} `{qualname.rpartition('.')[2]}`"
    if where not in rule.targets:
        users = places.users.get(qualname, [])
        if Target.FIELD in rule.targets and users:
            fields = ", ".join(field_name(f) for f in users)
            moves = [comment_above(f.decl.span.line, f"# +{line.text}") for f in users]
            return f"{marker}: it applies to {_scopes(rule)} only; move it to the fields that use the type ({fields})", Fix.unsafe(
                delete_comment(line.comment.span), *moves
            )
        return f"{marker}: it applies to {_scopes(rule)} only; remove it", _remove(line, constraints, decl)
    problem = _type_problem(context, type_, constraints, rule)
    if problem is not None:
        return f"{marker}: {problem}; remove it", Fix.unsafe(delete_comment(line.comment.span))
    return None


def _type_problem(context: Context, type_: Type | None, constraints: Constraints, rule: Rule) -> str | None:
    """What is wrong with the JSON type of the position (or of its items) for the rule."""
    universe = context.universe
    schema = constraints.type or schema_type(type_, universe)
    if rule.types and schema is not None and schema not in rule.types:
        return f"it applies to {_types(rule.types)} values, not to {_a(schema)}"
    if rule.items and schema == "array" and type_ is not None:
        plain = universe.underlying(type_.inner if isinstance(type_, Optional) else type_)
        override = constraints.items.type if constraints.items is not None else None
        items = override or (schema_type(plain.item, universe) if isinstance(plain, ListOf) else None)
        if items is not None and items not in rule.items:
            return f"it applies to lists of {_types(rule.items)} values, not to a list of {_types((items,))} values"
    return None


def _types(types: tuple[str, ...]) -> str:
    return " or ".join("`int | str`" if t == "int-or-string" else t for t in types)


def _a(schema: str) -> str:
    return _NAMES.get(schema, f"a {schema}")


def _scopes(rule: Rule) -> str:
    return " and ".join(_PLURAL[t] for t in Target if t in rule.targets)


def _move(line: MarkerLine, to: int, safe: bool = False) -> Fix:
    edits = (delete_comment(line.comment.span), comment_above(to, f"# +{line.text}"))
    return Fix.safe(*edits) if safe else Fix.unsafe(*edits)


# the kinds of marker the model never reads where the registry says they cannot stand
_IGNORED_THERE = (MarkerKind.OPTIONAL, MarkerKind.REQUIRED, MarkerKind.NOTED, MarkerKind.CRD, MarkerKind.VALIDATION)


def _remove(line: MarkerLine, constraints: Constraints, decl: Any) -> Fix:
    """Remove a misplaced marker: safe when defaultgen reads it and nothing reads it where it
    stands (a validation marker in none of the position's constraints, `+optional` on a type,
    a CRD marker on a field); unsafe for the rest, and for another generator's marker."""
    marker = next((m for m in decl.markers if m.span == line.comment.span), None)
    read = marker is None or marker.kind not in _IGNORED_THERE or any(span == line.comment.span for _, span in constraints.spans)
    return (Fix.unsafe if read else Fix.safe)(delete_comment(line.comment.span))
