"""Validation markers → `Constraints` (SPEC §8): the one place their values become model facts.

`constraints_of(markers)` reads the VALIDATION markers of one field, named type or dataclass
(`+kubebuilder:validation:*`, their `items:` forms, `+nullable`, `+kubebuilder:title`, ...);
`overlay(base, over)` combines two positions' constraints as controller-gen flattens a named
type into the field that uses it: a keyword only one declares is kept, a checked keyword both
declare differently is kept from both (`Constraints.all_of`), CEL rules and field groups
accumulate (the type's first), `items` combine the same way.
"""

from __future__ import annotations

import json

from dataclasses import fields, replace
from typing import Any

from .model import NO_CONSTRAINTS, CelRule, Constraints, Marker, MarkerKind, Span
from .registry import REGISTRY

# registry keyword → Constraints attribute, for the markers whose value is stored as it is
_PLAIN = {
    "maximum": "maximum",
    "minimum": "minimum",
    "exclusiveMaximum": "exclusive_maximum",
    "exclusiveMinimum": "exclusive_minimum",
    "multipleOf": "multiple_of",
    "minLength": "min_length",
    "maxLength": "max_length",
    "pattern": "pattern",
    "format": "format",
    "minItems": "min_items",
    "maxItems": "max_items",
    "uniqueItems": "unique_items",
    "minProperties": "min_properties",
    "maxProperties": "max_properties",
    "type": "type",
    "example": "example",
}
_FLAGS = {
    "nullable": "nullable",
    "x-kubernetes-int-or-string": "int_or_string",
    "x-kubernetes-embedded-resource": "embedded_resource",
    "x-kubernetes-preserve-unknown-fields": "preserve_unknown_fields",
    "schemaless": "schemaless",
}
_GROUPS = {"exactlyOneOf": "exactly_one_of", "atMostOneOf": "at_most_one_of", "atLeastOneOf": "at_least_one_of"}
_ACCUMULATED = ("rules", "exactly_one_of", "at_most_one_of", "at_least_one_of")
# the checked keywords two levels can declare with different values: both kept (`all_of`)
_PAIRED = frozenset(
    ("minimum", "maximum", "multiple_of", "min_length", "max_length", "pattern", "format", "min_items", "max_items",
     "min_properties", "max_properties")
)  # fmt: skip
_ACCUMULATED_KEYWORDS = {"x-kubernetes-validations", "exactlyOneOf", "atMostOneOf", "atLeastOneOf"}
# `+k8s:immutable`, as controller-gen publishes it (pkg/crd/markers/validation.go, Immutable)
IMMUTABLE = CelRule("self == oldSelf", "field is immutable")


def constraints_of(markers: tuple[Marker, ...]) -> Constraints:
    """The constraints the VALIDATION markers among `markers` declare (a later marker for
    the same keyword replaces an earlier one, as controller-gen applies them in order)."""
    own: dict[str, Any] = {}
    items: dict[str, Any] = {}
    spans: list[tuple[str, Span]] = []
    item_spans: list[tuple[str, Span]] = []
    for marker in markers:
        if marker.kind is not MarkerKind.VALIDATION or marker.error is not None:
            continue
        definition = REGISTRY[marker.name]
        keyword = definition.keyword
        assert keyword is not None
        target, where = (items, item_spans) if definition.items else (own, spans)
        if not _apply(target, keyword, marker):
            continue
        where.append((keyword, marker.span))
    if items or item_spans:
        own["items"] = Constraints(**items, spans=tuple(item_spans))
    return Constraints(**own, spans=tuple(spans)) if own or spans else NO_CONSTRAINTS


def _apply(target: dict[str, Any], keyword: str, marker: Marker) -> bool:
    """Set what `marker` declares into `target` (Constraints keyword arguments); False when
    its value cannot be a constraint at all (DG110 says why)."""
    value = marker.value
    if keyword in _PLAIN:
        if keyword == "example" or value is not None:
            target[_PLAIN[keyword]] = value
        return True
    if keyword in _FLAGS:
        target[_FLAGS[keyword]] = True
        return True
    if keyword == "enum":
        target["enum"] = tuple(value) if isinstance(value, list) else (value,)
        return True
    if keyword == "externalDocs":
        docs: dict[str, str] = value  # type: ignore[assignment]
        target["external_docs"] = (docs["url"], docs.get("description", ""))
        return True
    if keyword == "title":
        if not isinstance(value, str):
            return False
        target["title"] = value
        return True
    if keyword == "x-defaultgen-schema":
        try:
            keywords = json.loads(str(value))
        except ValueError:
            return False
        if not isinstance(keywords, dict):
            return False
        target["verbatim"] = json.dumps(keywords)
        return True
    if keyword in _GROUPS:
        attribute = _GROUPS[keyword]
        target[attribute] = (*target.get(attribute, ()), tuple(str(v) for v in value))  # type: ignore[union-attr]
        return True
    # x-kubernetes-validations: an XValidation rule, or `+k8s:immutable`
    if marker.name == "k8s:immutable":
        rule = IMMUTABLE
    else:
        args: dict[str, Any] = value  # type: ignore[assignment]
        rule = CelRule(
            args["rule"],
            args.get("message", ""),
            args.get("messageExpression", ""),
            args.get("reason", ""),
            args.get("fieldPath", ""),
            args.get("optionalOldSelf"),
        )
    target["rules"] = (*target.get("rules", ()), rule)
    return True


def overlay(base: Constraints, over: Constraints) -> Constraints:
    """`base` (a named type's) with `over` (the field's, or an outer named type's) on top, as
    controller-gen's flattener (pkg/crd/flatten.go) lays a field's markers over its type's
    schema and `openapi.constraints.flatten` publishes them: a keyword only one declares is
    kept; CEL rules and field groups accumulate (the type's first); `enum` stays the type's; the
    documentation and shape keywords of `over` win (title, example, nullable, ...); a checked
    keyword both declare with different values (`MinLength=4` on the type, `MinLength=10` on the
    field) is kept from both, as the `all_of` pair (base's, over's) that is published as an
    `allOf` pair: both must hold, each on its own."""
    if base.empty:
        return over
    if over.empty:
        return base
    merged: dict[str, Any] = {}
    inner_rest: dict[str, Any] = {}
    outer_rest: dict[str, Any] = {}
    for attribute in fields(Constraints):
        name = attribute.name
        mine, theirs = getattr(over, name), getattr(base, name)
        if name in _ACCUMULATED:
            merged[name] = (*theirs, *mine)
        elif name == "all_of":  # a pair already there is not added again: overlay(c, c) is c
            merged[name] = (*theirs, *(member for member in mine if member not in theirs))
        elif name == "items":
            merged[name] = overlay(theirs or NO_CONSTRAINTS, mine or NO_CONSTRAINTS) if (mine or theirs) else None
        elif name == "spans":  # each keyword's span, the field's if it declares it; accumulated ones all
            declared = {keyword for keyword, _ in mine} - _ACCUMULATED_KEYWORDS
            merged[name] = (*(s for s in theirs if s[0] not in declared), *mine)
        elif name == "enum":
            merged[name] = theirs if _declared(theirs) else mine
        elif name in _PAIRED and _declared(mine) and _declared(theirs) and mine != theirs:
            inner_rest[name], outer_rest[name] = theirs, mine
            merged[name] = None
        else:
            merged[name] = mine if _declared(mine) else theirs
    if inner_rest:
        merged["all_of"] = (*merged["all_of"], replace(NO_CONSTRAINTS, **inner_rest), replace(NO_CONSTRAINTS, **outer_rest))
    return replace(NO_CONSTRAINTS, **merged)


def _declared(value: object) -> bool:
    return value is not None and value is not False and value != ()
