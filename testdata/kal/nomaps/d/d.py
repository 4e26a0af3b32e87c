# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/nomaps/testdata/src/d/d.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field
from typing import NewType, Optional, TypeAlias

# +kubebuilder:validation:Format=int32
Int32 = NewType("Int32", int)


MapStringComponent = NewType("MapStringComponent", dict[str, Component])


PtrMapStringComponent = NewType("PtrMapStringComponent", Optional[dict[str, Component]])


MapStringInt = NewType("MapStringInt", dict[str, int])


MapIntString = NewType("MapIntString", dict[int, str])


MapStringComponentAlias: TypeAlias = dict[str, Component]


MapStringPtrComponentAlias: TypeAlias = Optional[dict[str, Component]]


MapStringIntAlias: TypeAlias = dict[str, int]


DefinedMapStringComponentAlias: TypeAlias = MapStringComponent


DefinedMapStringComponentPtrAlias: TypeAlias = Optional[MapStringComponent]


@dataclass
class NoMapsTestStruct:
    primitive: Int32 = field(default=0, metadata={"json": "primitive"})
    components: list[Component] = field(default_factory=list, metadata={"json": "components"})
    map_components: dict[str, Component] = field(default_factory=dict, metadata={"json": "mapComponents"})
    ptr_map_components: Optional[dict[str, Component]] = field(default=None, metadata={"json": "mapComponents"})
    map_string_int: dict[str, int] = field(default_factory=dict, metadata={"json": "mapStringInt"})
    labels: dict[str, str] = field(default_factory=dict, metadata={"json": "specialCase"})


@dataclass
class NoMapsTestStructWithDefiningType:
    map_string_component: MapStringComponent = field(default_factory=dict, metadata={"json": "mapStringComponent"})
    ptr_map_string_component: PtrMapStringComponent = field(default=None, metadata={"json": "ptrMapStringComponent"})
    map_string_int: MapStringInt = field(default_factory=dict, metadata={"json": "mapStringInt"})
    map_int_string: MapIntString = field(default_factory=dict, metadata={"json": "mapIntString"})


@dataclass
class NoMapsTestStructWithAlias:
    map_string_component_alias: MapStringComponentAlias = field(default_factory=dict, metadata={"json": "mapStringComponentAlias"})
    map_string_ptr_component_alias: MapStringPtrComponentAlias = field(default=None, metadata={"json": "mapStringPtrComponentAlias"})
    map_string_int_alias: MapStringIntAlias = field(default_factory=dict, metadata={"json": "mapStringIntAlias"})
    defined_map_string_component_alias: DefinedMapStringComponentAlias = field(default_factory=dict, metadata={"json": "definedMapStringComponentAlias"})
    defined_map_string_component_ptr_alias: DefinedMapStringComponentPtrAlias = field(default=None, metadata={"json": "definedMapStringComponentPtrAlias"})


@dataclass
class NoMapsTestCompositeLiteral:
    map_string_pointer: dict[str, Optional[str]] = field(default_factory=dict, metadata={"json": "pointerMap"})
    map_string_slice: dict[str, list[str]] = field(default_factory=dict, metadata={"json": "sliceMap"})
    map_string_map: dict[str, dict[str, str]] = field(default_factory=dict, metadata={"json": "mapMap"})


@dataclass
class NoMapsTestStructWithEmbedded(NoMapsTestStruct, NoMapsTestStructWithDefiningType, NoMapsTestStructWithAlias):
    pass


@dataclass
class Component:
    key: str = field(default="", metadata={"json": "key"})
    value: Int32 = field(default=0, metadata={"json": "value"})
