"""controller-gen's CRD markers, as the model holds them (`source.registry` defines them,
`source.markers` reads them once; unknown or malformed ones are DG109 there, and CRD001 here):

    # +groupName=example.com                   top-level, in the module or an enclosing package's __init__.py
    # +versionName=v1                          top-level; else the version is the module's name
    # +kubebuilder:object:root=true            above the root dataclass, as the rest below
    # +kubebuilder:resource:path=widgets,singular=widget,shortName=wd;wdg,categories=all,scope=Namespaced
    # +kubebuilder:subresource:status
    # +kubebuilder:subresource:scale:specpath=.spec.replicas,statuspath=.status.replicas,selectorpath=.status.selector
    # +kubebuilder:printcolumn:name="Size",type=integer,JSONPath=`.spec.size`,description=...,format=...,priority=1
    # +kubebuilder:storageversion
    # +kubebuilder:unservedversion / +kubebuilder:deprecatedversion:warning="..." / +kubebuilder:skipversion
    # +kubebuilder:metadata:annotations="k=v";"k2=v2",labels="k=v"
    # +kubebuilder:selectablefield:JSONPath=`.spec.color`

(sigs.k8s.io/controller-tools, pkg/crd/markers/crd.go and package.go.)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..source.model import Marker, MarkerKind, Span


@dataclass(frozen=True)
class MarkerError:
    span: Span
    message: str


@dataclass(frozen=True)
class PrintColumn:
    """One `+kubebuilder:printcolumn` (apiextensions v1 CustomResourceColumnDefinition)."""

    name: str
    type: str
    json_path: str
    description: str = ""
    format: str = ""
    priority: int = 0
    span: Span = Span(1, 1)


@dataclass(frozen=True)
class Scale:
    spec_path: str
    status_path: str
    selector_path: str | None = None


@dataclass(frozen=True)
class TypeMarkers:
    """What controller-gen's markers say about one dataclass."""

    root: bool = False
    path: str = ""
    singular: str = ""
    scope: str = ""
    short_names: tuple[str, ...] = ()
    categories: tuple[str, ...] = ()
    resource_span: Span | None = None
    status: bool = False
    scale: Scale | None = None
    print_columns: tuple[PrintColumn, ...] = ()
    storage: bool = False
    skip: bool = False
    unserved: bool = False
    deprecated: bool = False
    deprecation_warning: str | None = None
    annotations: tuple[tuple[str, str], ...] = ()  # for the whole CRD, from every version
    labels: tuple[tuple[str, str], ...] = ()
    metadata_span: Span | None = None
    selectable_fields: tuple[str, ...] = ()
    errors: tuple[MarkerError, ...] = field(default=())


@dataclass(frozen=True)
class PackageMarkers:
    group: str | None = None
    group_span: Span | None = None
    version: str | None = None
    version_span: Span | None = None
    errors: tuple[MarkerError, ...] = ()


def read_type_markers(markers: tuple[Marker, ...]) -> TypeMarkers:
    """controller-gen's CRD markers among a class's markers."""
    values: dict[str, dict[str, Any]] = {}
    spans: dict[str, Span] = {}
    columns: list[PrintColumn] = []
    selectable: list[str] = []
    metadata: dict[str, list[tuple[str, str]]] = {"annotations": [], "labels": []}
    errors: list[MarkerError] = []
    for marker in markers:
        if marker.kind is not MarkerKind.CRD:
            continue
        name, args = marker.name, _arguments(marker)
        if name == "kubebuilder:printcolumn":
            columns.append(
                PrintColumn(
                    args["name"],
                    args["type"],
                    args["JSONPath"],
                    args.get("description", ""),
                    args.get("format", ""),
                    args.get("priority", 0),
                    marker.span,
                )
            )
        elif name == "kubebuilder:selectablefield":
            selectable.append(args["JSONPath"])
        elif name == "kubebuilder:metadata":
            for key in ("annotations", "labels"):
                for pair in args.get(key, ()):
                    if "=" not in pair:
                        errors.append(MarkerError(marker.span, f"`+{name}`: {key[:-1]} {pair!r} is not in `key=value` form"))
                    else:
                        metadata[key].append(tuple(pair.split("=", 1)))  # type: ignore[arg-type]
            spans[name] = marker.span
        else:
            values[name] = args
            spans[name] = marker.span
    resource: dict = values.get("kubebuilder:resource", {})
    deprecated: dict | None = values.get("kubebuilder:deprecatedversion")
    scale: dict | None = values.get("kubebuilder:subresource:scale")
    return TypeMarkers(
        root=bool(values.get("kubebuilder:object:root", {}).get("", False)),
        path=resource.get("path", ""),
        singular=resource.get("singular", ""),
        scope=resource.get("scope", ""),
        short_names=tuple(resource.get("shortName", ())),
        categories=tuple(resource.get("categories", ())),
        resource_span=spans.get("kubebuilder:resource"),
        status="kubebuilder:subresource:status" in values,
        scale=Scale(scale["specpath"], scale["statuspath"], scale.get("selectorpath")) if scale is not None else None,
        print_columns=tuple(columns),
        storage="kubebuilder:storageversion" in values,
        skip="kubebuilder:skipversion" in values,
        unserved="kubebuilder:unservedversion" in values,
        deprecated=deprecated is not None,
        deprecation_warning=deprecated.get("warning") if deprecated is not None else None,
        annotations=tuple(metadata["annotations"]),
        labels=tuple(metadata["labels"]),
        metadata_span=spans.get("kubebuilder:metadata"),
        selectable_fields=tuple(selectable),
        errors=tuple(errors),
    )


def read_package_markers(markers: tuple[Marker, ...]) -> PackageMarkers:
    """`+groupName=` and `+versionName=` among a module's module-level markers."""
    found: dict[str, tuple[str, Span]] = {}
    errors: list[MarkerError] = []
    for marker in markers:
        if marker.name not in ("groupName", "versionName"):
            continue
        name, value = marker.name, str(marker.value)
        if name in found and found[name][0] != value:
            errors.append(MarkerError(marker.span, f"`+{name}={value}` contradicts `+{name}={found[name][0]}` above it"))
        found.setdefault(name, (value, marker.span))
    group, group_span = found.get("groupName", (None, None))
    version, version_span = found.get("versionName", (None, None))
    return PackageMarkers(group, group_span, version, version_span, tuple(errors))


def _arguments(marker: Marker) -> dict[str, Any]:
    """A CRD marker's arguments by name (an anonymous one as `""`, none as `{}`)."""
    if isinstance(marker.value, dict):
        return marker.value
    return {} if marker.value is None else {"": marker.value}
