"""Resource types → `apiextensions.k8s.io/v1` CustomResourceDefinition manifests (SPEC §7).

A resource type is a dataclass marked `+kubebuilder:object:root=true` (a root named `<X>List`
with an `items` list is the list type, which controller-gen does not make a CRD of either).
Its group comes from the nearest `+groupName=` (its module, then each enclosing package's
`__init__.py` outwards), its version likewise from `+versionName=` or else the module's name
(the innermost part of the dotted name that is a Kubernetes version, `v1`, `v2beta1`; Go
takes the package name). Roots with the same
group and class name are the versions of one CRD. Everything else follows controller-gen
(pkg/crd/spec.go `NeedCRDFor`, pkg/crd/markers/crd.go, pkg/crd/gen.go):

- names: plural `lower(flect.Pluralize(Kind))` (`crd.plural`), singular `lower(Kind)`, listKind
  `<Kind>List`, all overridable with `+kubebuilder:resource`; the CRD is `<plural>.<group>`;
  scope `Namespaced` unless `scope=Cluster`;
- versions sorted by name, all served; a single version is the storage version, several need
  exactly one `+kubebuilder:storageversion`;
- `subresources.status` / `.scale` from `+kubebuilder:subresource:...`; each
  `+kubebuilder:printcolumn` becomes an `additionalPrinterColumns` entry, and (as in
  controller-gen) makes `subresources` present even when empty;
- `+kubebuilder:unservedversion`, `:deprecatedversion`, `:skipversion`, `:selectablefield` act
  on their version, `+kubebuilder:metadata` on the CRD's annotations and labels;
- the schema is the structural one (`openapi.structural`) with `apiVersion`, `kind` and `metadata`
  as controller-gen writes them (`FixTopLevelMetadata`: metadata is `{type: object}`), none of
  them required.

Every manifest is checked (`crd.checks`) before anything is written; findings are located
at the field, marker or class they come from.
"""

from __future__ import annotations

import copy
import logging
import re
from dataclasses import dataclass, field
from typing import Any

from ..diagnostics import Diagnostic
from ..openapi.structural import RecursiveTypeError, structural_schema
from ..source.model import (
    ClassRef,
    DataClass,
    DictOf,
    Field,
    ListOf,
    Marker,
    NamedRef,
    Optional,
    Span,
    Type,
)
from ..source.universe import Universe
from . import checks
from .kubebuilder import PackageMarkers, TypeMarkers, read_package_markers, read_type_markers
from .plural import resource_plural

GENERATED_ANNOTATION = "defaultgen/generated"

# controller-gen's wording for the TypeMeta fields (metav1.TypeMeta's own documentation)
API_VERSION = {
    "description": "APIVersion defines the versioned schema of this representation of an object.\n"
    "Servers should convert recognized schemas to the latest internal value, and\n"
    "may reject unrecognized values.\n"
    "More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources",
    "type": "string",
}
KIND = {
    "description": "Kind is a string value representing the REST resource this object represents.\n"
    "Servers may infer this from the endpoint the client submits requests to.\n"
    "Cannot be updated.\n"
    "In CamelCase.\n"
    "More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds",
    "type": "string",
}
METADATA = {"type": "object"}

_log = logging.getLogger("defaultgen")

_VERSION_NAME = re.compile(r"v[1-9][0-9]*(?:(?:alpha|beta)[1-9][0-9]*)?")
_DNS1035 = re.compile(r"[a-z]([-a-z0-9]*[a-z0-9])?")
_DNS1123_LABEL = r"[a-z0-9]([-a-z0-9]*[a-z0-9])?"
_DNS1123_SUBDOMAIN = re.compile(rf"{_DNS1123_LABEL}(\.{_DNS1123_LABEL})*")
_COLUMN_TYPES = ("boolean", "date", "integer", "number", "string")
_COLUMN_FORMATS = ("byte", "date", "date-time", "double", "float", "int32", "int64", "password")
_SCOPES = ("Cluster", "Namespaced")


@dataclass(frozen=True)
class Manifest:
    """One CRD: its identity and the document to write."""

    group: str
    plural: str
    kind: str
    document: dict[str, Any]

    @property
    def stem(self) -> str:
        """controller-gen's file name, without the extension: `<group>_<plural>`."""
        return f"{self.group}_{self.plural}"


@dataclass
class _Version:
    root: DataClass
    markers: TypeMarkers
    group: str
    version: str
    schema: dict[str, Any] | None = None


@dataclass
class _Result:
    manifests: list[Manifest] = field(default_factory=list)
    diagnostics: list[Diagnostic] = field(default_factory=list)


def build_crds(universe: Universe) -> tuple[list[Manifest], list[Diagnostic]]:
    """Every CRD of the scanned modules and every reason not to write them (a CRD with
    problems is still made, so that it can be looked at; it must not be written)."""
    result = _Result()
    kinds: dict[tuple[str, str], list[_Version]] = {}
    reported: set[str] = set()
    for cls in universe.dataclasses():
        if cls.module.path not in reported:  # lint's DG109, which controller-gen would ignore silently
            reported.add(cls.module.path)
            for unknown in cls.module.unknown_markers:
                result.diagnostics.append(_at(cls.module.path, unknown.span, checks.MARKERS, str(unknown.error)))
        markers = read_type_markers(cls.decl.markers)
        for error in markers.errors:
            result.diagnostics.append(_at(cls.module.path, error.span, checks.MARKERS, error.message))
        if not markers.root:
            continue
        if _is_list_type(cls):
            _log.info("%s: %s is the list type of a resource: no CRD of its own", cls.module.path, cls.name)
            continue
        version = _version_of(cls, markers, universe, result)
        if version is not None:
            kinds.setdefault((version.group, cls.name), []).append(version)
    for (group, kind), versions in kinds.items():
        kept = sorted((v for v in versions if not v.markers.skip), key=lambda v: v.version)
        if kept:
            result.manifests.append(_crd(group, kind, kept, universe, result))
        else:  # controller-gen has nothing to write either
            _log.info("%s.%s: every version is marked +kubebuilder:skipversion: no CRD", kind, group)
    result.manifests.sort(key=lambda m: m.stem)
    return result.manifests, sorted(set(result.diagnostics))


def _is_list_type(dataclass: DataClass) -> bool:
    items = next((f for f in dataclass.wire_fields if f.wire_name == "items"), None)
    return dataclass.name.endswith("List") and items is not None and isinstance(_plain(items.type), ListOf)


def _plain(type_: Type) -> Type:
    return type_.inner if isinstance(type_, Optional) else type_


def _at(path: str, span: Span, code: str, message: str) -> Diagnostic:
    return Diagnostic(path, span.line, span.col, code, message)


def _package_markers(dataclass: DataClass, universe: Universe, result: _Result) -> list[tuple[str, PackageMarkers]]:
    """The package markers of the root's module, then of each enclosing package's
    `__init__.py`, nearest first (the nearest `+groupName` / `+versionName` wins)."""
    found = []
    module = dataclass.module
    places = [module]
    parts = module.module.split(".")
    for depth in range(len(parts) - 1, 0, -1):
        package = universe.module(".".join(parts[:depth]))
        if package is not None and package.is_package:
            places.append(package)
    for place in places:
        markers = read_package_markers(place.markers)
        for error in markers.errors:
            result.diagnostics.append(_at(place.path, error.span, checks.MARKERS, error.message))
        found.append((place.path, markers))
    return found


def _version_of(dataclass: DataClass, markers: TypeMarkers, universe: Universe, result: _Result) -> _Version | None:
    packages = _package_markers(dataclass, universe, result)
    where = dataclass.module.path
    group = next((m.group for _, m in packages if m.group is not None), None)
    version = next((m.version for _, m in packages if m.version is not None), None)
    if version is None:
        parts = [p for p in reversed(dataclass.module.module.split(".")) if _VERSION_NAME.fullmatch(p)]
        version = parts[0] if parts else None
    problems = []
    if group is None:
        problems.append(
            f"{dataclass.name} is marked +kubebuilder:object:root=true but has no API group: add "
            "`# +groupName=example.com` at the top of its module or of its package's __init__.py"
        )
    elif not ("." in group and _DNS1123_SUBDOMAIN.fullmatch(group)):
        problems.append(
            f"spec.group: Invalid value: {group!r}: should be a domain with at least one dot "
            "(a lowercase DNS subdomain such as `example.com`)"
        )
    if version is None:
        problems.append(
            f"{dataclass.name} has no API version: name its module or package after the version "
            "(`v1`, `v1beta1`) or add `# +versionName=v1` at the top of the module"
        )
    elif not _DNS1035.fullmatch(version):
        problems.append(f"spec.versions[].name: Invalid value: {version!r}: must be a DNS-1035 label (like `v1`)")
    for problem in problems:
        result.diagnostics.append(_at(where, dataclass.decl.span, checks.RESOURCE, problem))
    if problems:
        return None
    assert group is not None and version is not None
    return _Version(dataclass, markers, group, version)


def _crd(group: str, kind: str, versions: list[_Version], universe: Universe, result: _Result) -> Manifest:
    """The CRD of one kind, made even when it has problems (the caller writes nothing then)."""
    first = versions[0]
    for earlier, later in zip(versions, versions[1:]):
        if earlier.version == later.version:
            result.diagnostics.append(
                _at(
                    later.root.module.path,
                    later.root.decl.span,
                    checks.RESOURCE,
                    f"{kind} {group}/{later.version} is declared twice (also in {earlier.root.module.path}): "
                    "each version of a kind is one root dataclass",
                )
            )
    names = _names(kind, versions, result)
    storage = [v for v in versions if v.markers.storage] if len(versions) > 1 else versions
    if len(storage) != 1:
        what = "no version is" if not storage else f"{len(storage)} versions are"
        result.diagnostics.append(
            _at(
                first.root.module.path,
                first.root.decl.span,
                checks.RESOURCE,
                f"spec.versions: Invalid value: must have exactly one version marked as storage version; "
                f"{what} marked for {kind}.{group}: put `# +kubebuilder:storageversion` above exactly one of its roots",
            )
        )
    if all(v.markers.unserved for v in versions):
        result.diagnostics.append(
            _at(
                first.root.module.path,
                first.root.decl.span,
                checks.RESOURCE,
                f"spec.versions: Invalid value: must have at least one version served; every version of {kind}.{group} "
                "is marked +kubebuilder:unservedversion: remove the marker from one of them",
            )
        )
    entries = [_version_entry(v, v in storage, universe, result) for v in versions]
    metadata: dict[str, Any] = {"annotations": {GENERATED_ANNOTATION: "true"}, "name": f"{names['plural']}.{group}"}
    for version in versions:  # controller-gen's +kubebuilder:metadata, later versions winning
        metadata["annotations"].update(version.markers.annotations)
        if version.markers.labels:
            metadata.setdefault("labels", {}).update(version.markers.labels)
    document = {
        "apiVersion": "apiextensions.k8s.io/v1",
        "kind": "CustomResourceDefinition",
        "metadata": metadata,
        "spec": {"group": group, "names": names, "scope": _scope(versions), "versions": entries},
    }
    return Manifest(group, names["plural"], kind, document)


def _names(kind: str, versions: list[_Version], result: _Result) -> dict[str, Any]:
    resources = [v for v in versions if v.markers.resource_span is not None]
    settings = {
        (v.markers.path, v.markers.singular, v.markers.scope, v.markers.short_names, v.markers.categories)
        for v in resources
    }
    if len(settings) > 1:
        later = resources[-1]
        result.diagnostics.append(
            _at(
                later.root.module.path,
                later.markers.resource_span,  # type: ignore[arg-type]
                checks.RESOURCE,
                f"the versions of {kind} disagree on +kubebuilder:resource (names and scope belong to the whole CRD): "
                "give every version the same arguments",
            )
        )
    markers = resources[-1].markers if resources else versions[0].markers
    names: dict[str, Any] = {
        "kind": kind,
        "listKind": f"{kind}List",
        "plural": markers.path or resource_plural(kind),
        "singular": markers.singular or kind.lower(),
    }
    if markers.short_names:
        names["shortNames"] = list(markers.short_names)
    if markers.categories:
        names["categories"] = list(markers.categories)
    where = resources[-1] if resources else versions[0]
    span = where.markers.resource_span or where.root.decl.span
    problems = []
    for key in ("plural", "singular"):
        if not _DNS1035.fullmatch(names[key]):
            problems.append(f"spec.names.{key}: Invalid value: {names[key]!r}: must be a DNS-1035 label (lowercase)")
    for key in ("kind", "listKind"):
        if not _DNS1035.fullmatch(names[key].lower()):
            problems.append(
                f"spec.names.{key}: Invalid value: {names[key]!r}: may have mixed case, but should otherwise "
                "match a DNS-1035 label"
            )
    for key in ("shortNames", "categories"):
        for value in names.get(key, ()):
            if not _DNS1035.fullmatch(value):
                problems.append(f"spec.names.{key}: Invalid value: {value!r}: must be a DNS-1035 label (lowercase)")
    if markers.scope and markers.scope not in _SCOPES:
        problems.append(f"spec.scope: Unsupported value: {markers.scope!r}: supported values: Cluster, Namespaced")
    for problem in problems:
        result.diagnostics.append(_at(where.root.module.path, span, checks.RESOURCE, problem))
    return names


def _scope(versions: list[_Version]) -> str:
    scopes = [v.markers.scope for v in versions if v.markers.resource_span is not None]
    return (scopes[-1] if scopes else "") or "Namespaced"


def _version_entry(version: _Version, storage: bool, universe: Universe, result: _Result) -> dict[str, Any]:
    markers, path = version.markers, version.root.module.path
    entry: dict[str, Any] = {"name": version.version, "served": not markers.unserved, "storage": storage}
    if markers.deprecated:
        entry["deprecated"] = True
        if markers.deprecation_warning is not None:
            entry["deprecationWarning"] = markers.deprecation_warning
    schema = _schema(version, universe, result)
    if schema is not None:
        entry["schema"] = {"openAPIV3Schema": schema}
    if markers.selectable_fields:
        entry["selectableFields"] = [{"jsonPath": p} for p in markers.selectable_fields]
        for problem in _selectable_problems(markers.selectable_fields, schema):
            result.diagnostics.append(_at(path, version.root.decl.span, checks.RESOURCE, f"selectableFields: {problem}"))
    subresources: dict[str, Any] = {}
    if markers.status:
        subresources["status"] = {}
    if markers.scale is not None:
        scale = {"specReplicasPath": markers.scale.spec_path, "statusReplicasPath": markers.scale.status_path}
        if markers.scale.selector_path is not None:
            scale["labelSelectorPath"] = markers.scale.selector_path
        subresources["scale"] = scale
        for problem in _scale_problems(scale):
            result.diagnostics.append(_at(path, version.root.decl.span, checks.RESOURCE, f"subresources.scale.{problem}"))
    if subresources or markers.print_columns:
        entry["subresources"] = subresources
    columns = []
    for column in markers.print_columns:
        definition: dict[str, Any] = {"jsonPath": column.json_path, "name": column.name, "type": column.type}
        if column.description:
            definition["description"] = column.description
        if column.format:
            definition["format"] = column.format
        if column.priority:
            definition["priority"] = column.priority
        columns.append(definition)
        for problem in _column_problems(column.type, column.format, column.json_path, column.priority):
            result.diagnostics.append(_at(path, column.span, checks.RESOURCE, f"additionalPrinterColumns: {problem}"))
    if columns:
        entry["additionalPrinterColumns"] = columns
    return entry


def _selectable_problems(paths: tuple[str, ...], schema: dict[str, Any] | None) -> list[str]:
    """The API server's rules for selectable fields: a path to a string, integer or boolean
    field of the schema, outside metadata, each once, at most 8."""
    problems = []
    if len(paths) > 8:
        problems.append(f"Too many: {len(paths)}: must have at most 8 items")
    for index, path in enumerate(paths):
        if path in paths[:index]:
            problems.append(f"[{index}].jsonPath: Duplicate value: {path!r}")
            continue
        parts = path.split(".")
        if parts[0] != "" or len(parts) < 2 or not all(parts[1:]):
            problems.append(f"[{index}].jsonPath: Invalid value: {path!r}: is an invalid path: must be a simple json path starting with .")
            continue
        if parts[1] == "metadata":
            problems.append(f"[{index}].jsonPath: Invalid value: {path!r}: must not point to fields in metadata")
            continue
        node = schema
        for name in parts[1:]:
            node = (node or {}).get("properties", {}).get(name)
        if node is None or node.get("type") not in ("string", "integer", "boolean"):
            problems.append(
                f"[{index}].jsonPath: Invalid value: {path!r}: must point to a field of type string, boolean or integer "
                "that the schema has"
            )
    return problems


def _scale_problems(scale: dict[str, str]) -> list[str]:
    """The API server's rules for the scale subresource's paths."""
    rules = {
        "specReplicasPath": ((".spec.",), "should be a json path under .spec"),
        "statusReplicasPath": ((".status.",), "should be a json path under .status"),
        "labelSelectorPath": ((".spec.", ".status."), "should be a json path under either .spec or .status"),
    }
    return [
        f"{key}: Invalid value: {scale[key]!r}: {message}"
        for key, (prefixes, message) in rules.items()
        if key in scale and not scale[key].startswith(prefixes)
    ]


def _column_problems(type_: str, fmt: str, json_path: str, priority: int) -> list[str]:
    problems = []
    if type_ not in _COLUMN_TYPES:
        problems.append(f"type: Invalid value: {type_!r}: must be one of {','.join(_COLUMN_TYPES)}")
    if fmt and fmt not in _COLUMN_FORMATS:
        problems.append(f"format: Invalid value: {fmt!r}: must be one of {','.join(_COLUMN_FORMATS)}")
    if not json_path.startswith("."):
        problems.append(f"JSONPath: Invalid value: {json_path!r}: must be a simple json path starting with .")
    if priority < 0:
        problems.append(f"priority: Invalid value: {priority}: must be greater than or equal to 0")
    return problems


def _schema(version: _Version, universe: Universe, result: _Result) -> dict[str, Any] | None:
    """The version's openAPIV3Schema, checked; None when it cannot be made."""
    root = version.root
    try:
        schema = structural_schema(root, universe)
    except RecursiveTypeError as exc:
        message = (
            f"{exc.cycle}: a CRD's schema is structural, without $ref, so it cannot hold a recursive type "
            f"({checks.RULES[checks.RECURSIVE]}); break the cycle, or make the field that closes it free-form (`Any`)"
        )
        result.diagnostics.append(_at(exc.path, exc.span, checks.RECURSIVE, message))
        return None
    locator = _Locator(universe, root)
    prefix = f"versions[{version.version}].schema.openAPIV3Schema"
    properties = schema.get("properties", {})
    own_meta = {k: properties[k] for k in ("apiVersion", "kind", "metadata") if k in properties}
    # the zero defaults KEP-1929 adds by itself (`{}` for a struct, "" for a scalar) would be
    # dropped harmlessly: the API server always sets apiVersion, kind and metadata
    findings = [f for f in checks.metadata_defaults(own_meta) if locator.written(f.path)]
    rest = {k: v for k, v in properties.items() if k not in own_meta}
    schema["properties"] = {"apiVersion": copy.deepcopy(API_VERSION), "kind": copy.deepcopy(KIND), "metadata": dict(METADATA), **rest}
    required = [name for name in schema.get("required", ()) if name not in own_meta]
    schema.pop("required", None)
    if required:
        schema["required"] = required
    findings += checks.check_schema(schema)
    for finding in findings:
        path, span = locator.locate(finding.path, finding.on_default)
        hint = checks.HINTS[finding.code]
        if finding.code == checks.DEFAULT_INVALID and not locator.written(finding.path):
            hint = (
                "this default is the `{}` KEP-1929 gives a non-Optional dataclass field, and the API server "
                "checks it as written: mark the fields it lacks `+optional` (a defaulted field needs no "
                "`+required`), or make the field Optional"
            )
        message = f"{prefix}{checks.field_path(finding.path)}.{finding.message} ({checks.RULES[finding.code]})"
        message += f"; {hint}" if hint else ""
        result.diagnostics.append(_at(path, span, finding.code, message))
    return schema


class _Locator:
    """Where a schema path comes from: the field it follows last, or for a default the marker
    that gave it."""

    def __init__(self, universe: Universe, root: DataClass) -> None:
        self.universe = universe
        self.root = root

    def locate(self, steps: tuple[tuple[str, ...], ...], on_default: bool) -> tuple[str, Span]:
        where, marker = self._follow(steps)
        return marker if on_default and marker is not None else where

    def written(self, steps: tuple[tuple[str, ...], ...]) -> bool:
        """Whether the default at `steps` comes from a `+default` marker (not a zero value the
        KEP adds by itself)."""
        return self._follow(steps)[1] is not None

    def _follow(self, steps: tuple[tuple[str, ...], ...]) -> tuple[tuple[str, Span], tuple[str, Span] | None]:
        """Where the schema path leads in the source: the field it follows last, and the
        marker of the default there, if a marker gave it."""
        universe = self.universe
        where = (self.root.module.path, self.root.decl.span)
        type_: Type = ClassRef(self.root.qualname)
        last: Field | None = None
        for step in steps:
            plain = universe.underlying(_plain(type_))
            if step[0] == "properties" and isinstance(plain, ClassRef):
                dataclass = universe.dataclass(plain.qualname)
                found = next((f for f in dataclass.wire_fields if f.wire_name == step[1]), None)
                if found is None:
                    break
                last, type_ = found, found.type
                where = (universe.dataclass(found.owner).module.path, found.decl.span)
            elif step[0] == "items" and isinstance(plain, ListOf):
                last, type_ = None, plain.item
            elif step[0] == "additionalProperties" and isinstance(plain, DictOf):
                last, type_ = None, plain.value
            else:
                break
        return where, self._marker(last, type_)

    def _marker(self, field: Field | None, type_: Type) -> tuple[str, Span] | None:
        universe = self.universe
        if field is not None and field.marker_default is not None:
            return universe.dataclass(field.owner).module.path, field.marker_default.span
        named = _plain(type_)
        if isinstance(named, NamedRef):
            marker: Marker | None = universe.type_default(named)
            if marker is not None:
                return universe.named_type(named.qualname).module.path, marker.span
        return None
