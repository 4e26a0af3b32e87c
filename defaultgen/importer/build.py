"""CRD manifests and OpenAPI components → the modules `defaultgen import` writes (SPEC §10).

- A CRD's version `v` of group `g` is the module `<g with . and - as _>.<v>` (`cert_manager_io.v1`),
  holding `+groupName=g` (and `+versionName=v` where `v` is not a module name); its kind is the
  root dataclass, with controller-gen's CRD markers (`crd.kubebuilder`) for names, scope,
  storage / served / deprecated versions, subresources, printer columns and selectable fields;
  its inline objects are dataclasses named from their path.
- An OpenAPI component `a.b.c.Name` is class (an object schema) or named type (any other)
  `Name` in module `a.b.c`, so `defaultgen openapi` names it back exactly; `$ref`s between
  components (of every document given) are imports between the modules.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from ..source.registry import REGISTRY
from .model import ClassSpec, ImportProblem, ModuleSpec, NamedSpec
from .names import Scope, module_part, pascal
from .schema import CLASS_EXTENSIONS, CLASS_KEYWORDS, TYPE_KEYWORDS, Reader, Refs, comment_lines, marker
from .sources import Found

REF_PREFIX = "#/components/schemas/"
# apiextensions v1 CustomResourceDefinitionSpec keys that are the API's and imported; the others
# (`conversion`, `preserveUnknownFields: false`) configure a cluster, not the types
_NAMES = ("plural", "singular", "shortNames", "categories", "kind", "listKind")


@dataclass
class Modules:
    """The modules being built, by dotted path, with the class-name scope of each."""

    modules: dict[tuple[str, ...], ModuleSpec] = field(default_factory=dict)
    scopes: dict[tuple[str, ...], Scope] = field(default_factory=dict)
    named: dict[tuple[str, ...], list[NamedSpec]] = field(default_factory=dict)

    def module(self, parts: tuple[str, ...]) -> ModuleSpec:
        if parts not in self.modules:
            self.modules[parts] = ModuleSpec(parts)
            self.scopes[parts] = Scope()
            self.named[parts] = []
        return self.modules[parts]


def build(found: Found) -> Modules:
    modules = Modules()
    for shown, prefix, crd in found.crds:
        _crd(shown, prefix, crd, modules)
    if found.openapi:
        _components(found.openapi, modules)
    _check_layout(modules)
    return modules


# ---------------------------------------------------------------------------------- CRDs


def _get(node: Any, key: str, kind: type, shown: str, path: str) -> Any:
    value = node.get(key) if isinstance(node, dict) else None
    if not isinstance(value, kind):
        raise ImportProblem(shown, path + key, f"missing or not a{'n object' if kind is dict else ' ' + kind.__name__}")
    return value


def _crd(shown: str, prefix: str, crd: dict[str, Any], modules: Modules) -> None:
    spec = _get(crd, "spec", dict, shown, prefix)
    group = _get(spec, "group", str, shown, prefix + "spec.")
    names = _get(spec, "names", dict, shown, prefix + "spec.")
    kind = _get(names, "kind", str, shown, prefix + "spec.names.")
    versions = _get(spec, "versions", list, shown, prefix + "spec.")
    if names.get("listKind", kind + "List") != kind + "List":
        raise ImportProblem(shown, prefix + "spec.names.listKind", f"only {kind}List can be written (controller-gen's listKind)")
    resource: dict[str, Any] = {"path": names.get("plural", ""), "singular": names.get("singular", "")}
    for key, arg in (("shortNames", "shortName"), ("categories", "categories")):
        if names.get(key):
            resource[arg] = list(names[key])
    resource["scope"] = spec.get("scope", "Namespaced")
    resource = {k: v for k, v in resource.items() if v != ""}
    storages = sum(bool(isinstance(v, dict) and v.get("storage")) for v in versions)
    for index, version in enumerate(versions):
        name = _get(version, "name", str, shown, f"{prefix}spec.versions[{index}].")
        path = f"{prefix}spec.versions[{name}]."
        schema = _get(_get(version, "schema", dict, shown, path), "openAPIV3Schema", dict, shown, path + "schema.")
        parts = (module_part(group.replace(".", "_").replace("-", "_")), module_part(name))
        module = modules.module(parts)
        for line in [f"+groupName={group}"] + ([f"+versionName={name}"] if parts[-1] != name else []):
            if line not in module.comments:
                module.comments.append(line)
        scope = modules.scopes[parts]
        if kind in scope.taken:
            raise ImportProblem(shown, path + "name", f"the kind {kind} is a class of this module already")
        root = ClassSpec(scope.claim(kind))
        module.classes.append(root)
        lines = [_marker("kubebuilder:object:root", True, shown, path), _marker("kubebuilder:resource", resource, shown, path)]
        if version.get("storage") and (len(versions) > 1 or storages != 1):
            lines.append(_marker("kubebuilder:storageversion", True, shown, path))
        if version.get("served") is False:
            lines.append(_marker("kubebuilder:unservedversion", True, shown, path))
        if version.get("deprecated"):
            warning = version.get("deprecationWarning")
            lines.append(_marker("kubebuilder:deprecatedversion", {} if warning is None else {"warning": warning}, shown, path))
        lines += _subresources(version.get("subresources") or {}, shown, path)
        meta = crd.get("metadata") or {}
        pairs = {k: [f"{key}={value}" for key, value in (meta.get(k) or {}).items()] for k in ("annotations", "labels")}
        if any(pairs.values()):
            lines.append(_marker("kubebuilder:metadata", {k: v for k, v in pairs.items() if v}, shown, prefix + "metadata"))
        for column in version.get("additionalPrinterColumns") or []:
            args = {"name": column.get("name"), "type": column.get("type"), "JSONPath": column.get("jsonPath")}
            args.update({k: column[k] for k in ("description", "format", "priority") if column.get(k)})
            lines.append(_marker("kubebuilder:printcolumn", args, shown, path + "additionalPrinterColumns"))
        for selectable in version.get("selectableFields") or []:
            lines.append(_marker("kubebuilder:selectablefield", {"JSONPath": selectable.get("jsonPath")}, shown, path + "selectableFields"))
        reader = Reader(shown, scope, module.classes.append, None, modules.named[parts])
        root_path = path + "schema.openAPIV3Schema"
        rest = dict(schema)
        if rest.pop("type", "object") != "object":
            raise ImportProblem(shown, root_path + ".type", "a CRD's schema is an object")
        root.comments = comment_lines(reader.description(rest, root_path))
        properties = rest.get("properties")
        if isinstance(properties, dict) and properties.get("metadata") == {"type": "object"}:
            # as controller-gen writes it (any ObjectMeta): a free-form object here
            rest["properties"] = {**properties, "metadata": {"type": "object", "x-kubernetes-preserve-unknown-fields": True}}
        root.fields = reader.object_fields(rest, root_path, kind)
        root.comments += lines + reader.keywords(rest, root_path, CLASS_KEYWORDS, CLASS_EXTENSIONS)
        module.typing |= reader.typing


def _marker(name: str, value: object, shown: str, path: str) -> str:
    from ..source.markerargs import ArgumentError

    try:
        return marker(REGISTRY[name], value)
    except ArgumentError as exc:
        raise ImportProblem(shown, path.rstrip("."), f"cannot be written as `+{name}`: {exc}") from None


def _subresources(subresources: dict[str, Any], shown: str, path: str) -> list[str]:
    lines = []
    for key in subresources:
        if key not in ("status", "scale"):
            raise ImportProblem(shown, f"{path}subresources.{key}", "unknown subresource")
    if "status" in subresources:
        lines.append(_marker("kubebuilder:subresource:status", True, shown, path + "subresources.status"))
    scale = subresources.get("scale")
    if scale is not None:
        args = {"specpath": scale.get("specReplicasPath"), "statuspath": scale.get("statusReplicasPath")}
        if scale.get("labelSelectorPath"):
            args["selectorpath"] = scale["labelSelectorPath"]
        lines.append(_marker("kubebuilder:subresource:scale", args, shown, path + "subresources.scale"))
    return lines


# ---------------------------------------------------------------------------------- OpenAPI


def _components(documents: list[tuple[str, dict[str, Any]]], modules: Modules) -> None:
    """Every component of every document (one that several documents hold must be the same
    in each, as Kubernetes' per-group documents repeat `meta/v1`)."""
    components: dict[str, tuple[str, Any]] = {}
    for shown, document in documents:
        schemas = document["components"].get("schemas") or {}
        if not isinstance(schemas, dict):
            raise ImportProblem(shown, "components.schemas", "must be an object")
        for name, schema in schemas.items():
            if name in components and json.dumps(components[name][1], sort_keys=True) != json.dumps(schema, sort_keys=True):
                raise ImportProblem(shown, f"components.schemas.{name}", f"differs from the one of {components[name][0]}")
            components.setdefault(name, (shown, schema))
    places: dict[str, tuple[tuple[str, ...], str]] = {}
    for name, (shown, _) in components.items():
        parts = tuple(module_part(p) for p in name.split(".")[:-1])
        if not parts:
            raise ImportProblem(shown, f"components.schemas.{name}", "a component name needs a module path (`pkg.Name`)")
        modules.module(parts)
        places[name] = (parts, modules.scopes[parts].claim(pascal(name.split(".")[-1]) if not name.split(".")[-1].isidentifier() else name.split(".")[-1]))
    _check_cycles(components, places)
    objects = {n for n, (_, schema) in components.items() if isinstance(schema, dict) and _is_object(dict(schema))}
    for name, (shown, schema) in components.items():
        parts, class_name = places[name]
        module = modules.modules[parts]
        path = f"components.schemas.{name}"
        classes: set[str] = set()  # the names resolve gave that are classes
        refs = Refs(
            _resolver(shown, parts, module, places, modules.scopes[parts], objects, classes),
            classes.__contains__,
            lambda ref: components.get(_target(ref) or "", (None, None))[1],
        )
        reader = Reader(shown, modules.scopes[parts], module.classes.append, refs, modules.named[parts])
        rest = reader.node(schema, path)
        comments = comment_lines(reader.description(rest, path))
        if _is_object(rest):
            spec = ClassSpec(class_name, comments=comments)
            module.classes.append(spec)
            rest.pop("type", None)
            spec.fields = reader.object_fields(rest, path, class_name)
            spec.comments += reader.keywords(rest, path, CLASS_KEYWORDS, CLASS_EXTENSIONS)
        else:
            lines: list[str] = []
            if "default" in rest:
                lines.append(reader.marker(REGISTRY["default"], json.dumps(rest.pop("default"), ensure_ascii=True), path + ".default"))
            annotation = reader.structure(rest, path, class_name, lines)
            lines += reader.keywords(rest, path, TYPE_KEYWORDS, {})
            module.typing.add("TypeAlias")
            modules.named[parts].append(NamedSpec(class_name, annotation, comments + lines))
        module.typing |= reader.typing


def _is_object(rest: dict[str, Any]) -> bool:
    return rest.get("type") == "object" and "additionalProperties" not in rest and (
        "properties" in rest or rest.get("x-kubernetes-preserve-unknown-fields") is not True
    )


def _target(ref: str) -> str | None:
    head, hash_, fragment = ref.partition("#")
    if not hash_ or not ("#" + fragment).startswith(REF_PREFIX):
        return None
    return ("#" + fragment)[len(REF_PREFIX) :]


def _resolver(
    shown: str, parts: tuple[str, ...], module: ModuleSpec, places: dict[str, tuple[tuple[str, ...], str]], scope: Scope,
    objects: set[str], classes: set[str],
):  # fmt: skip
    """`$ref` → the name of its class here: a class of another module is imported, under an
    alias (`MetaV1Condition`) where the module has that name already."""

    def resolve(ref: str, path: str) -> str:
        name = _target(ref)
        if name is None or name not in places:
            raise ImportProblem(shown, path + ".$ref", f"dangling $ref {ref!r}: no such component in the sources")
        where, class_name = places[name]
        if where == parts:
            if name in objects:
                classes.add(class_name)
            return class_name
        key = (where, class_name)
        if key not in module.imports:
            alias = class_name if class_name not in scope.taken else pascal("_".join(where[-2:])) + class_name
            module.imports[key] = scope.claim(alias)
        if name in objects:
            classes.add(module.imports[key])
        return module.imports[key]

    return resolve


def _check_cycles(components: dict[str, tuple[str, Any]], places: dict[str, tuple[tuple[str, ...], str]]) -> None:
    """A cycle of `$ref`s through named types (not objects) has no Python spelling."""
    def refs_of(node: Any) -> list[str]:
        if isinstance(node, dict):
            found = [_target(node["$ref"]) or ""] if isinstance(node.get("$ref"), str) else []
            return found + [r for v in node.values() for r in refs_of(v)]
        if isinstance(node, list):
            return [r for v in node for r in refs_of(v)]
        return []

    named = {n for n, (_, s) in components.items() if not (isinstance(s, dict) and _is_object(dict(s)))}
    for start in named:
        stack, seen = [start], set()
        while stack:
            current = stack.pop()
            for ref in refs_of(components[current][1]):
                if ref == start:
                    raise ImportProblem(components[start][0], f"components.schemas.{start}", "a $ref cycle through a schema that is not an object cannot be represented")
                if ref in named and ref not in seen:
                    seen.add(ref)
                    stack.append(ref)


def _check_layout(modules: Modules) -> None:
    """No module may also be a package (`a.b` and `a.b.c` both modules)."""
    paths = set(modules.modules)
    for parts in paths:
        for n in range(1, len(parts)):
            if parts[:n] in paths:
                raise ImportProblem(".".join(parts), "", f"module {'.'.join(parts[:n])} would also be a package")
