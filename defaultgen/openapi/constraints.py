"""Validation constraints (`source.model.Constraints`) → their OpenAPI keywords (SPEC §8).

Each declared attribute is published as the keyword it is named after, in the shapes
controller-gen writes into CRDs (github:kubernetes-sigs/controller-tools, pkg/crd/markers/
validation.go) and openapi-gen into Kubernetes' published OpenAPI (`format: int32`):

- numbers, strings, lists and objects: `minimum`, `exclusiveMinimum: true`, ..., `minLength`,
  `pattern`, `format`, `enum`, `minItems`, `uniqueItems`, `minProperties`, ...;
- CEL rules: `x-kubernetes-validations`, a list of `{rule, message, messageExpression, reason,
  fieldPath, optionalOldSelf}` with only the arguments given; a type's ExactlyOneOf /
  AtMostOneOf / AtLeastOneOf groups are rules too, after its own (controller-gen's apply
  priorities: XValidation, then AtMostOneOf, ExactlyOneOf, AtLeastOneOf), with controller-gen's
  rule and message text;
- `nullable`, `title`, `example`, `externalDocs` (`{url, description}`), `x-kubernetes-int-or-string`,
  `x-kubernetes-embedded-resource`,
  `x-kubernetes-preserve-unknown-fields`;
- `Type` replaces the schema's `type`, and where that changes the kind of value (a bool that
  serializes as a string) the structure of the Python type is dropped, as controller-gen
  publishes a type with its own marshaller: only what its markers say; `Schemaless` drops the
  structure too (the other keywords stay).

Constraints at several levels of one position combine as controller-gen's flattener
(pkg/crd/flatten.go) combines a named type's schema with the markers of the field using it:
the outer level (the field) adds what the inner (the type) lacks; its title, description,
external docs and example win; `x-kubernetes-validations` are the outer's then the inner's; `nullable` and the
`x-kubernetes-*` list and map markers of the outer win; `enum` stays the inner's; any other
keyword both declare with different values is kept from both, as an `allOf` pair
`[{inner's}, {outer's}]` (`minLength: 4` on the type and `minLength: 10` on the field must both
hold).
"""

from __future__ import annotations

import copy
import json
from typing import Any

from ..source.model import CelRule, Constraints

# keyword → Constraints attribute, in the order controller-gen's JSONSchemaProps declares them
_PLAIN = (
    ("format", "format"),
    ("title", "title"),
    ("maximum", "maximum"),
    ("minimum", "minimum"),
    ("maxLength", "max_length"),
    ("minLength", "min_length"),
    ("pattern", "pattern"),
    ("maxItems", "max_items"),
    ("minItems", "min_items"),
    ("multipleOf", "multiple_of"),
    ("maxProperties", "max_properties"),
    ("minProperties", "min_properties"),
)
_FLAGS = (
    ("exclusiveMaximum", "exclusive_maximum"),
    ("exclusiveMinimum", "exclusive_minimum"),
    ("uniqueItems", "unique_items"),
    ("nullable", "nullable"),
    ("x-kubernetes-preserve-unknown-fields", "preserve_unknown_fields"),
    ("x-kubernetes-embedded-resource", "embedded_resource"),
    ("x-kubernetes-int-or-string", "int_or_string"),
)
# what describes the structure of a value (dropped by Schemaless and by a Type of another kind)
_STRUCTURE = ("type", "format", "properties", "required", "additionalProperties", "items", "anyOf", "allOf", "$ref", "enum")
_STRUCTURE_FLAGS = ("x-kubernetes-int-or-string", "x-kubernetes-preserve-unknown-fields")
# keywords the outer level's value replaces (controller-gen pre-merges docs; flatten.go lets
# the field's preserve-unknown-fields and map type win, and nullable is a plain flag)
_OUTER_WINS = (
    "description", "title", "example", "externalDocs", "nullable", "x-kubernetes-preserve-unknown-fields",
    "x-kubernetes-map-type",
)  # fmt: skip


def keywords(constraints: Constraints) -> dict[str, Any]:
    """The OpenAPI keywords `constraints` declares (not `items`: see `apply`; not `type`)."""
    found: dict[str, Any] = {}
    for keyword, attribute in _PLAIN:
        value = getattr(constraints, attribute)
        if value is not None:
            found[keyword] = value
    if constraints.enum is not None:
        found["enum"] = list(constraints.enum)
    if constraints.example is not None:
        found["example"] = copy.deepcopy(constraints.example)
    if constraints.external_docs is not None:
        url, description = constraints.external_docs
        found["externalDocs"] = {"url": url, **({"description": description} if description else {})}
    for keyword, attribute in _FLAGS:
        if getattr(constraints, attribute):
            found[keyword] = True
    rules = [_rule(rule) for rule in constraints.rules] + _group_rules(constraints)
    if rules:
        found["x-kubernetes-validations"] = rules
    if constraints.verbatim is not None:  # `+defaultgen:schema`: as written
        found.update(json.loads(constraints.verbatim))
    return found


def _rule(rule: CelRule) -> dict[str, Any]:
    item: dict[str, Any] = {"rule": rule.rule}
    for key, value in (
        ("message", rule.message),
        ("messageExpression", rule.message_expression),
        ("reason", rule.reason),
        ("fieldPath", rule.field_path),
    ):
        if value:
            item[key] = value
    if rule.optional_old_self is not None:
        item["optionalOldSelf"] = rule.optional_old_self
    return item


def _group_rules(constraints: Constraints) -> list[dict[str, Any]]:
    """ExactlyOneOf / AtMostOneOf / AtLeastOneOf as controller-gen writes them (rule and
    message text of pkg/crd/markers/validation.go)."""
    rules = []
    for fields in constraints.at_most_one_of:
        rules.append({"rule": f"{_count(fields)} <= 1", "message": f"at most one of the fields in {_go_list(fields)} may be set"})
    for fields in constraints.exactly_one_of:
        rules.append({"rule": f"{_count(fields)} == 1", "message": f"exactly one of the fields in {_go_list(fields)} must be set"})
    for fields in constraints.at_least_one_of:
        rules.append(
            {"rule": "||".join(f"has(self.{name})" for name in fields), "message": f"at least one of the fields in {_go_list(fields)} must be set"}
        )
    return rules


def _count(fields: tuple[str, ...]) -> str:
    return "+".join(f"(has(self.{name})?1:0)" for name in fields)


def _go_list(fields: tuple[str, ...]) -> str:
    """A []string as Go's `%v` prints it."""
    return "[" + " ".join(fields) + "]"


def apply(schema: dict[str, Any], constraints: Constraints) -> dict[str, Any]:
    """`schema` (a position's structure, and whatever an inner level published) with
    `constraints` laid over it, as the outer level (module docstring); `items:` constraints
    go onto the list's items."""
    if constraints.empty:
        return schema
    result = dict(schema)
    if constraints.schemaless:
        result = _without_structure(result)
    if constraints.type is not None and constraints.type != result.get("type"):
        if result.get("type") is not None:
            result = _without_structure(result)
        result = {"type": constraints.type, **result}
    result = flatten(result, keywords(constraints))
    if constraints.items is not None and isinstance(result.get("items"), dict):
        result["items"] = apply(result["items"], constraints.items)
    return result


def _without_structure(schema: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in schema.items() if k not in _STRUCTURE and k not in _STRUCTURE_FLAGS}


def flatten(inner: dict[str, Any], outer: dict[str, Any]) -> dict[str, Any]:
    """`outer`'s keywords laid over `inner`'s as controller-gen's flattener lays a field's
    markers over its type's schema (module docstring)."""
    result = dict(inner)
    inner_rest: dict[str, Any] = {}
    outer_rest: dict[str, Any] = {}
    for keyword, value in outer.items():
        if keyword not in result or keyword in _OUTER_WINS:
            result[keyword] = copy.deepcopy(value)
        elif keyword == "x-kubernetes-validations":
            result[keyword] = copy.deepcopy(value) + result[keyword]
        elif keyword == "enum" or result[keyword] == value:
            continue
        else:
            inner_rest[keyword] = result.pop(keyword)
            outer_rest[keyword] = copy.deepcopy(value)
    if inner_rest:
        result["allOf"] = [*result.get("allOf", []), inner_rest, outer_rest]
    return result
