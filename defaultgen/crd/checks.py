"""A CRD's `openAPIV3Schema` checked as apiextensions-apiserver checks it on create.

Each check is one rule of k8s.io/apiextensions-apiserver, named by its code and by where it
lives there, and works on the schema's shape alone (whatever types produced it):

- CRD101 structural schema: pkg/apiserver/schema/validation.go `validateStructuralInvariants`
  and pkg/apis/apiextensions/validation/validation.go `ValidateCustomResourceDefinitionOpenAPISchema`
  (`type` everywhere, `items` for arrays, `properties` xor `additionalProperties`, no
  `additionalProperties` or `nullable` at the root, no `$ref`);
- CRD103 a default validates against its own schema, as written (defaulting/validation.go
  `ValidateDefaults`: nested defaults are not applied first, so `default: {}` must hold every
  required property);
- CRD104 a default is pruning-stable: pruning it with its schema removes nothing ("must not
  have unknown fields");
- CRD105 no default in the top-level `apiVersion`, `kind` or `metadata` ("must not be set in
  top-level metadata");
- CRD106 list types (`validateMapListKeysMapSet` and the `x-kubernetes-list-type` checks):
  list-map keys required or defaulted and not nullable, set and map items not nullable, set
  items scalar or atomic;
- CRD108 the validation keywords (SPEC §8) as the API server allows them in a CRD
  (pkg/apis/apiextensions/validation/validation.go `ValidateCustomResourceDefinitionOpenAPISchema`
  and pkg/apiserver/schema/validation.go, apiextensions-apiserver at
  1aa2717a552ee6ca1e2a18f1f8ffccde981db923): no `uniqueItems: true`, a `pattern` Go's regexp
  compiles, `x-kubernetes-validations` with a rule, one-line messages and a supported reason,
  `x-kubernetes-embedded-resource` only on objects with properties or unknown fields kept,
  `x-kubernetes-int-or-string` without the other two, `x-kubernetes-map-type` only on
  objects, and `allOf` branches that hold value validations only.

Defaults under `additionalProperties` are not followed, as the API server does not follow them.
A finding is `(path, code, message, on_default)`: `path` the schema steps to the node
(`("properties", "spec")`, `("items",)`, `("additionalProperties",)`), `on_default` whether it is
about the node's default rather than the node.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..openapi.implicit import default_problems
from ..validate.goregex import GoRegexError, compile_go

Step = tuple[str, ...]

STRUCTURAL, RECURSIVE, DEFAULT_INVALID, DEFAULT_PRUNED, DEFAULT_METADATA, LIST_TYPES, KEYWORDS = (
    "CRD101",
    "CRD102",
    "CRD103",
    "CRD104",
    "CRD105",
    "CRD106",
    "CRD108",
)
MARKERS, RESOURCE = "CRD001", "CRD107"

RULES = {
    MARKERS: "controller-gen's marker syntax",
    STRUCTURAL: "apiextensions-apiserver: the schema must be structural",
    RECURSIVE: "apiextensions-apiserver: a structural schema has no $ref, so no recursive type",
    DEFAULT_INVALID: "apiextensions-apiserver: a default must validate against its schema, as written",
    DEFAULT_PRUNED: "apiextensions-apiserver: a default must survive pruning",
    DEFAULT_METADATA: "apiextensions-apiserver: no defaults in top-level apiVersion, kind or metadata",
    LIST_TYPES: "apiextensions-apiserver: x-kubernetes-list-type rules",
    KEYWORDS: "apiextensions-apiserver: validation keywords in a CRD schema",
    RESOURCE: "apiextensions-apiserver: CRD spec validation",
}

# what to do about each finding (every message says what to do instead)
HINTS = {
    STRUCTURAL: "give every field a type the schema can state (see `defaultgen lint`)",
    RECURSIVE: "",
    DEFAULT_INVALID: "the API server checks a default as written, before the defaults nested in it: mark the "
    "fields it lacks `+optional` (a defaulted field needs no `+required`), or spell them out in the default",
    DEFAULT_PRUNED: "drop from the default the fields its schema does not have",
    DEFAULT_METADATA: "remove the default: the API server fills in apiVersion, kind and metadata itself",
    LIST_TYPES: "mark each list-map key `+required` or give it a `+default`, and make the items non-Optional",
    KEYWORDS: "change the validation marker that gives this keyword (`defaultgen lint` names the markers)",
}

_META_FIELDS = ("apiVersion", "kind", "metadata")


@dataclass(frozen=True)
class Finding:
    path: tuple[Step, ...]
    code: str
    message: str
    on_default: bool = False


def field_path(path: tuple[Step, ...]) -> str:
    """The apiserver's spelling of a schema path: `properties[spec].items.default`."""
    return "".join(f".properties[{s[1]}]" if s[0] == "properties" else f".{s[0]}" for s in path)


def metadata_defaults(properties: dict[str, dict[str, Any]]) -> list[Finding]:
    """Defaults a root type declares in its own `apiVersion`, `kind` or `metadata` fields:
    the API server forbids them all (controller-gen replaces these schemas, which would drop
    the defaults without a word)."""
    findings: list[Finding] = []
    for name, sub in properties.items():
        _defaults(sub, (("properties", name),), findings, in_meta=True)
    return findings


def check_schema(schema: dict[str, Any]) -> list[Finding]:
    """Every finding for a CRD version's `openAPIV3Schema` (`schema` is its root)."""
    findings: list[Finding] = []
    _structure(schema, (), "root", findings)
    _defaults(schema, (), findings, in_meta=False, root=True)
    return findings


# --------------------------------------------------------------------------- structure


def _structure(node: dict[str, Any], path: tuple[Step, ...], level: str, out: list[Finding]) -> None:
    def add(code: str, message: str) -> None:
        out.append(Finding(path, code, message))

    if "$ref" in node:
        add(STRUCTURAL, "$ref: Forbidden: $ref is not supported (a CRD schema must be self-contained)")
    if node.get("type") == "array" and "items" not in node:
        add(STRUCTURAL, "items: Required value: must be specified")
    if not node.get("type") and not node.get("x-kubernetes-int-or-string") and not node.get(
        "x-kubernetes-preserve-unknown-fields"
    ):
        where = {"root": "at the root", "items": "for specified array items", "field": "for specified object fields"}
        add(STRUCTURAL, f"type: Required value: must not be empty {where[level]}")
    if level == "root":
        if node.get("type") not in (None, "object"):
            add(STRUCTURAL, f"type: Invalid value: {node['type']!r}: must be object at the root")
        if "additionalProperties" in node:
            add(STRUCTURAL, "additionalProperties: Forbidden: must not be used at the root")
        if node.get("nullable"):
            add(STRUCTURAL, "nullable: Forbidden: nullable cannot be true at the root")
    if node.get("properties") and isinstance(node.get("additionalProperties"), dict):
        add(STRUCTURAL, "additionalProperties: Forbidden: additionalProperties and properties are mutual exclusive")
    _list_types(node, path, out)
    _keywords(node, path, out)
    for name, sub in node.get("properties", {}).items():
        _structure(sub, (*path, ("properties", name)), "field", out)
    if isinstance(node.get("items"), dict):
        _structure(node["items"], (*path, ("items",)), "items", out)
    if isinstance(node.get("additionalProperties"), dict):
        _structure(node["additionalProperties"], (*path, ("additionalProperties",)), "field", out)


def _list_types(node: dict[str, Any], path: tuple[Step, ...], out: list[Finding]) -> None:
    list_type = node.get("x-kubernetes-list-type")
    items = node.get("items")
    if list_type not in ("set", "map") or not isinstance(items, dict):
        return
    if items.get("nullable"):
        out.append(
            Finding((*path, ("items",)), LIST_TYPES, f"nullable: Forbidden: cannot be nullable when x-kubernetes-list-type is {list_type}")
        )
    if list_type == "set":
        if items.get("type") == "object" and items.get("x-kubernetes-map-type") != "atomic":
            out.append(
                Finding(
                    (*path, ("items",)),
                    LIST_TYPES,
                    "x-kubernetes-map-type: Invalid value: must be atomic, as the items of an "
                    "x-kubernetes-list-type=set list must be scalars or atomic",
                )
            )
        return
    required = set(items.get("required", ()))
    for key in node.get("x-kubernetes-list-map-keys", ()):
        prop = items.get("properties", {}).get(key)
        if prop is None:
            continue
        key_path = (*path, ("items",), ("properties", key))
        if key not in required and "default" not in prop:
            out.append(
                Finding(
                    key_path,
                    LIST_TYPES,
                    "default: Required value: this property is in x-kubernetes-list-map-keys, so it must "
                    "have a default or be a required property",
                )
            )
        if prop.get("nullable"):
            out.append(
                Finding(key_path, LIST_TYPES, "nullable: Forbidden: this property is in x-kubernetes-list-map-keys, so it cannot be nullable")
            )


_REASONS = ("FieldValueDuplicate", "FieldValueForbidden", "FieldValueInvalid", "FieldValueRequired")
# what an allOf branch must not say to be structural (pkg/apiserver/schema/validation.go)
_NOT_IN_BRANCHES = (
    "type",
    "additionalProperties",
    "default",
    "title",
    "description",
    "nullable",
    "x-kubernetes-preserve-unknown-fields",
    "x-kubernetes-embedded-resource",
    "x-kubernetes-int-or-string",
    "x-kubernetes-list-map-keys",
    "x-kubernetes-list-type",
    "x-kubernetes-map-type",
    "x-kubernetes-validations",
)


def _keywords(node: dict[str, Any], path: tuple[Step, ...], out: list[Finding]) -> None:
    def add(message: str) -> None:
        out.append(Finding(path, KEYWORDS, message))

    if node.get("uniqueItems"):
        add(
            "uniqueItems: Forbidden: uniqueItems cannot be set to true since the runtime complexity becomes quadratic "
            "(use `+listType=set`, which the API server enforces instead)"
        )
    if "pattern" in node:
        try:
            compile_go(node["pattern"])
        except GoRegexError as exc:
            add(f"pattern: Invalid value: {_show(node['pattern'])}: must be a valid regular expression, but isn't: {exc}")
    if node.get("x-kubernetes-preserve-unknown-fields") is False:
        add("x-kubernetes-preserve-unknown-fields: Invalid value: false: must be true or undefined")
    if "x-kubernetes-map-type" in node and node.get("type") != "object":
        add("type: Required value: must be object if x-kubernetes-map-type is specified")
    if node.get("x-kubernetes-embedded-resource"):
        if node.get("type") != "object":
            add("type: Required value: must be object if x-kubernetes-embedded-resource is true")
        if "additionalProperties" in node:
            add("additionalProperties: Forbidden: must not be used if x-kubernetes-embedded-resource is set")
        if not node.get("x-kubernetes-preserve-unknown-fields") and not node.get("properties"):
            add(
                "properties: Required value: must not be empty if x-kubernetes-embedded-resource is true without "
                "x-kubernetes-preserve-unknown-fields"
            )
    if node.get("x-kubernetes-int-or-string"):
        for other in ("x-kubernetes-preserve-unknown-fields", "x-kubernetes-embedded-resource"):
            if node.get(other):
                add(f"{other}: Invalid value: true: must be false if x-kubernetes-int-or-string is true")
    for index, rule in enumerate(node.get("x-kubernetes-validations", ())):
        _rule_problems(rule, f"x-kubernetes-validations[{index}]", add)
    for index, branch in enumerate(node.get("allOf", ())):
        for keyword in _NOT_IN_BRANCHES:
            if keyword in branch:
                add(f"allOf[{index}].{keyword}: Forbidden: must be empty to be structural")


def _rule_problems(rule: dict[str, Any], where: str, add: Callable[[str], None]) -> None:
    text, message = rule.get("rule", "").strip(), rule.get("message", "")
    if not text:
        add(f"{where}.rule: Required value: rule is not specified")
    elif message and not message.strip():
        add(f"{where}.message: Invalid value: {_show(message)}: must be non-empty if specified")
    elif "\n" in message.strip():
        add(f"{where}.message: Invalid value: {_show(message)}: must not contain line breaks")
    elif "\n" in text and not message.strip():
        add(f"{where}.message: Required value: message must be specified if rule contains line breaks")
    if "reason" in rule and rule["reason"] not in _REASONS:
        supported = ", ".join(f'"{reason}"' for reason in _REASONS)
        add(f"{where}.reason: Unsupported value: {_show(rule['reason'])}: supported values: {supported}")


# --------------------------------------------------------------------------- defaults


def _defaults(node: dict[str, Any], path: tuple[Step, ...], out: list[Finding], *, in_meta: bool, root: bool = False) -> None:
    if "default" in node:
        value = node["default"]
        if in_meta:
            out.append(Finding(path, DEFAULT_METADATA, "default: Forbidden: must not be set in top-level metadata", True))
        else:
            pruned = prune(value, node, keep_meta=root)
            if pruned != value:
                out.append(Finding(path, DEFAULT_PRUNED, f"default: Invalid value: {_show(value)}: must not have unknown fields", True))
            for where, problem in default_problems(value, node):
                out.append(Finding(path, DEFAULT_INVALID, f"default{where}: {problem}", True))
    for name, sub in node.get("properties", {}).items():
        _defaults(sub, (*path, ("properties", name)), out, in_meta=in_meta or (root and name in _META_FIELDS))
    if isinstance(node.get("items"), dict):
        _defaults(node["items"], (*path, ("items",)), out, in_meta=in_meta)
    # additionalProperties: followed only inside metadata, where defaults are forbidden; the
    # API server does not look at defaults there otherwise
    if in_meta and isinstance(node.get("additionalProperties"), dict):
        _defaults(node["additionalProperties"], (*path, ("additionalProperties",)), out, in_meta=True)


def prune(value: Any, node: dict[str, Any], *, keep_meta: bool = False) -> Any:
    """`value` without what the schema does not know (pkg/apiserver/schema/pruning)."""
    if isinstance(value, dict) and (node.get("type") == "object" or "properties" in node):
        properties = node.get("properties", {})
        additional = node.get("additionalProperties")
        preserve = node.get("x-kubernetes-preserve-unknown-fields", False)
        result = {}
        for key, item in value.items():
            if key in properties:
                result[key] = prune(item, properties[key])
            elif isinstance(additional, dict):
                result[key] = prune(item, additional)
            elif preserve or additional is True or (keep_meta and key in _META_FIELDS):
                result[key] = item
        return result
    if isinstance(value, list) and isinstance(node.get("items"), dict):
        return [prune(item, node["items"]) for item in value]
    return value


def _show(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)
