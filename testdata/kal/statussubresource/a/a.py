# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/statussubresource/testdata/src/a/a.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field


# +kubebuilder:object:root:=true
@dataclass
class Foo:
    spec: FooSpec = field(default_factory=FooSpec, metadata={"json": "spec"})


@dataclass
class FooSpec:
    name: str = field(default="", metadata={"json": "name"})


# +kubebuilder:object:root:=true
# +kubebuilder:subresource:status
@dataclass
class Bar:
    spec: BarSpec = field(default_factory=BarSpec, metadata={"json": "spec"})


@dataclass
class BarSpec:
    name: str = field(default="", metadata={"json": "name"})


# +kubebuilder:object:root:=true
@dataclass
class Baz:
    spec: BazSpec = field(default_factory=BazSpec, metadata={"json": "spec"})
    status: BazStatus = field(default_factory=BazStatus, metadata={"json": "status,omitempty"})


@dataclass
class BazSpec:
    name: str = field(default="", metadata={"json": "name"})


@dataclass
class BazStatus:
    name: str = field(default="", metadata={"json": "name"})


# +kubebuilder:object:root:=true
# +kubebuilder:subresource:status
@dataclass
class FooBar:
    spec: FooBarSpec = field(default_factory=FooBarSpec, metadata={"json": "spec"})
    status: FooBarStatus = field(default_factory=FooBarStatus, metadata={"json": "status"})


@dataclass
class FooBarSpec:
    name: str = field(default="", metadata={"json": "name"})


@dataclass
class FooBarStatus:
    name: str = field(default="", metadata={"json": "name"})


# Test that it works with 'root=true' as well
# +kubebuilder:object:root=true
# +kubebuilder:subresource:status
@dataclass
class FooBarBaz:
    spec: FooBarBazSpec = field(default_factory=FooBarBazSpec, metadata={"json": "spec"})


@dataclass
class FooBarBazSpec:
    name: str = field(default="", metadata={"json": "name"})


# +kubebuilder:object:root=true
@dataclass
class ClusterList(TypeMeta):
    list_meta: ListMeta = field(default_factory=ListMeta, metadata={"json": "metadata,omitempty"})
    items: list[Cluster] = field(default_factory=list, metadata={"json": "items"})


# ServiceList contains a list of Service.
@dataclass
class ServiceList(TypeMeta):
    list_meta: ListMeta = field(default_factory=ListMeta, metadata={"json": "metadata,omitempty"})
    items: list[Service] = field(default_factory=list, metadata={"json": "items"})


@dataclass
class Service:
    name: str = field(default="", metadata={"json": "name"})


@dataclass
class TypeMeta:
    kind: str = field(default="", metadata={"json": "kind,omitempty"})
    api_version: str = field(default="", metadata={"json": "apiVersion,omitempty"})


@dataclass
class ListMeta:
    resource_version: str = field(default="", metadata={"json": "resourceVersion,omitempty"})


@dataclass
class Cluster:
    name: str = field(default="", metadata={"json": "name"})


# Test List type with qualified types (metav1.TypeMeta, metav1.ListMeta)
# +kubebuilder:object:root=true
@dataclass
class PodList(metav1TypeMeta):
    metav1_list_meta: metav1ListMeta = field(default_factory=metav1ListMeta, metadata={"json": "metadata,omitempty"})
    items: list[Pod] = field(default_factory=list, metadata={"json": "items"})


@dataclass
class metav1TypeMeta:
    kind: str = field(default="", metadata={"json": "kind,omitempty"})
    api_version: str = field(default="", metadata={"json": "apiVersion,omitempty"})


@dataclass
class metav1ListMeta:
    resource_version: str = field(default="", metadata={"json": "resourceVersion,omitempty"})


@dataclass
class Pod:
    name: str = field(default="", metadata={"json": "name"})


# Test that non-List types are not skipped even if they have 3 fields
# This should trigger the linter because it has a status field but no marker
# +kubebuilder:object:root=true
@dataclass
class NotAList:
    spec: NotAListSpec = field(default_factory=NotAListSpec, metadata={"json": "spec"})
    status: NotAListStatus = field(default_factory=NotAListStatus, metadata={"json": "status"})
    extra: str = field(default="", metadata={"json": "extra"})


@dataclass
class NotAListSpec:
    name: str = field(default="", metadata={"json": "name"})


@dataclass
class NotAListStatus:
    ready: bool = field(default=False, metadata={"json": "ready"})


# Test that types ending with "List" but not matching the pattern are not skipped
# This has 4 fields instead of 3, so it should not be treated as a List type
# +kubebuilder:object:root=true
@dataclass
class BadList(TypeMeta):
    list_meta: ListMeta = field(default_factory=ListMeta, metadata={"json": "metadata,omitempty"})
    items: list[str] = field(default_factory=list, metadata={"json": "items"})
    status: BadListStatus = field(default_factory=BadListStatus, metadata={"json": "status"})


@dataclass
class BadListStatus:
    count: int = field(default=0, metadata={"json": "count"})


# Test that types ending with "List" but missing Items field are not skipped
# +kubebuilder:object:root=true
@dataclass
class IncompleteList(TypeMeta):
    list_meta: ListMeta = field(default_factory=ListMeta, metadata={"json": "metadata,omitempty"})
    status: IncompleteListStatus = field(default_factory=IncompleteListStatus, metadata={"json": "status"})


@dataclass
class IncompleteListStatus:
    ready: bool = field(default=False, metadata={"json": "ready"})


# Test that types ending with "List" but with non-slice Items field are not skipped
# Items must be a slice type to be considered a valid List type
# +kubebuilder:object:root=true
@dataclass
class NonSliceItemsList(TypeMeta):
    list_meta: ListMeta = field(default_factory=ListMeta, metadata={"json": "metadata,omitempty"})
    items: str = field(default="", metadata={"json": "items"})
    status: NonSliceStatus = field(default_factory=NonSliceStatus, metadata={"json": "status"})


@dataclass
class NonSliceStatus:
    count: int = field(default=0, metadata={"json": "count"})


# Test that List types with fields in non-standard order are still recognized
# Fields can be in any order as long as they have TypeMeta, ListMeta, and Items
# +kubebuilder:object:root=true
@dataclass
class ReorderedFieldsList(TypeMeta):
    items: list[ReorderedItem] = field(default_factory=list, metadata={"json": "items"})
    list_meta: ListMeta = field(default_factory=ListMeta, metadata={"json": "metadata,omitempty"})


@dataclass
class ReorderedItem:
    name: str = field(default="", metadata={"json": "name"})


# BlankLineTest demonstrates marker detection across blank lines.
@dataclass
class BlankLineTest:
    spec: BlankLineTestSpec = field(default_factory=BlankLineTestSpec, metadata={"json": "spec"})
    status: BlankLineTestStatus = field(default_factory=BlankLineTestStatus, metadata={"json": "status"})


@dataclass
class BlankLineTestSpec:
    name: str = field(default="", metadata={"json": "name"})


@dataclass
class BlankLineTestStatus:
    ready: bool = field(default=False, metadata={"json": "ready"})


# SingleLineMarkerTest demonstrates that single-line markers separated by blank lines
# are detected as orphaned markers.
# This type has a status field but no status marker, so it should trigger a diagnostic.
@dataclass
class SingleLineMarkerTest:
    spec: SingleLineMarkerTestSpec = field(default_factory=SingleLineMarkerTestSpec, metadata={"json": "spec"})
    status: SingleLineMarkerTestStatus = field(default_factory=SingleLineMarkerTestStatus, metadata={"json": "status"})


@dataclass
class SingleLineMarkerTestSpec:
    name: str = field(default="", metadata={"json": "name"})


@dataclass
class SingleLineMarkerTestStatus:
    ready: bool = field(default=False, metadata={"json": "ready"})


# +kubebuilder:object:root=true
#
# TooFarAwayTest demonstrates that markers too far away are not detected.
# Since the orphaned markers above are not detected, this type only has +kubebuilder:object:root=true
# from its Doc comment group. It has a status field but no status marker, so it should trigger the linter.
@dataclass
class TooFarAwayTest:
    spec: TooFarAwayTestSpec = field(default_factory=TooFarAwayTestSpec, metadata={"json": "spec"})
    status: TooFarAwayTestStatus = field(default_factory=TooFarAwayTestStatus, metadata={"json": "status"})


@dataclass
class TooFarAwayTestSpec:
    name: str = field(default="", metadata={"json": "name"})


@dataclass
class TooFarAwayTestStatus:
    ready: bool = field(default=False, metadata={"json": "ready"})


# CommentedCodeTest should not pick up the commented code above.
@dataclass
class CommentedCodeTest:
    name: str = field(default="", metadata={"json": "name"})


# +kubebuilder:object:root=true
@dataclass
class PreviousType:
    name: str = field(default="", metadata={"json": "name"})


# NotOrphanedTest should not get markers from PreviousType.
@dataclass
class NotOrphanedTest:
    name: str = field(default="", metadata={"json": "name"})
