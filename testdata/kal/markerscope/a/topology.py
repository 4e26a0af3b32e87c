# Translated from kubernetes-sigs/kube-api-linter@e816b4e7f6cba9b509780b47b1f3ed4b937f8b2e pkg/analysis/markerscope/testdata/src/a/topology.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field
from typing import NewType

# +kubebuilder:validation:Format=int32
Int32 = NewType("Int32", int)


# Valid: listType on array type
# +listType=map
ItemList = NewType("ItemList", list[Item])


# Valid: listMapKey on array type
# +listType=map
# +listMapKey=name
ItemListWithKey = NewType("ItemListWithKey", list[Item])


# Valid: mapType on map type
# +mapType=granular
ConfigMap = NewType("ConfigMap", dict[str, str])


# Valid: structType on struct type
# +structType=atomic
@dataclass
class AtomicStruct:
    field1: str = field(default="", metadata={"json": "field1"})
    field2: str = field(default="", metadata={"json": "field2"})


# Types without markers for testing field markers
ItemListNoMarker = NewType("ItemListNoMarker", list[Item])


ConfigMapNoMarker = NewType("ConfigMapNoMarker", dict[str, str])


@dataclass
class AtomicStructNoMarker:
    field1: str = field(default="", metadata={"json": "field1"})
    field2: str = field(default="", metadata={"json": "field2"})


# Invalid: listType on non-array type
# +listType=map
@dataclass
class InvalidListTypeOnStruct:
    field: str = field(default="", metadata={"json": "field"})


# Invalid: mapType on non-map type
# +mapType=granular
InvalidMapTypeOnArray = NewType("InvalidMapTypeOnArray", list[str])


# Invalid: structType on non-struct type
# +structType=atomic
InvalidStructTypeOnString = NewType("InvalidStructTypeOnString", str)


@dataclass
class TopologyMarkersFieldTest:
    # Valid: listType marker on array field
    # +listType=map
    valid_list_type: list[Item] = field(default_factory=list, metadata={"json": "validListType"})
    # Valid: listMapKey marker on array field
    # +listType=map
    # +listMapKey=name
    valid_list_map_key: list[Item] = field(default_factory=list, metadata={"json": "validListMapKey"})
    # Valid: mapType marker on map field
    # +mapType=granular
    valid_map_type: dict[str, str] = field(default_factory=dict, metadata={"json": "validMapType"})
    # Valid: structType marker on struct field
    # +structType=atomic
    valid_struct_type: EmbeddedStruct = field(default_factory=EmbeddedStruct, metadata={"json": "validStructType"})
    # Valid: Using named type with listType
    valid_item_list_typed: ItemList = field(default_factory=list, metadata={"json": "validItemListTyped"})
    # Valid: Using named type with listMapKey
    valid_item_list_with_key_typed: ItemListWithKey = field(default_factory=list, metadata={"json": "validItemListWithKeyTyped"})
    # Valid: Using named type with mapType
    valid_config_map_typed: ConfigMap = field(default_factory=dict, metadata={"json": "validConfigMapTyped"})
    # Valid: Using named type with structType
    valid_atomic_struct_typed: AtomicStruct = field(default_factory=AtomicStruct, metadata={"json": "validAtomicStructTyped"})
    # Invalid: listType marker on named type
    # +listType=map
    # +listMapKey=name
    invalid_list_type_on_item_list: ItemListNoMarker = field(default_factory=list, metadata={"json": "invalidListTypeOnItemList"})
    # Invalid: mapType marker on named type
    # +mapType=granular
    invalid_map_type_on_config_map: ConfigMapNoMarker = field(default_factory=dict, metadata={"json": "invalidMapTypeOnConfigMap"})
    # Invalid: structType marker on named type
    # +structType=atomic
    invalid_struct_type_on_atomic_struct: AtomicStructNoMarker = field(default_factory=AtomicStructNoMarker, metadata={"json": "invalidStructTypeOnAtomicStruct"})
    # Invalid: listType marker on string field
    # +listType=map
    invalid_list_type_on_string: str = field(default="", metadata={"json": "invalidListTypeOnString"})
    # Invalid: mapType marker on array field
    # +mapType=granular
    invalid_map_type_on_array: list[str] = field(default_factory=list, metadata={"json": "invalidMapTypeOnArray"})
    # Invalid: structType marker on integer field
    # +structType=atomic
    invalid_struct_type_on_int: Int32 = field(default=0, metadata={"json": "invalidStructTypeOnInt"})
    # Invalid: Using invalid named type
    # +listType=map
    invalid_list_type_on_struct_typed: InvalidListTypeOnStruct = field(default_factory=InvalidListTypeOnStruct, metadata={"json": "invalidListTypeOnStructTyped"})
    # Invalid: Using invalid named type
    invalid_map_type_on_array_typed: InvalidMapTypeOnArray = field(default_factory=list, metadata={"json": "invalidMapTypeOnArrayTyped"})
    # Invalid: Using invalid named type
    invalid_struct_type_on_string_typed: InvalidStructTypeOnString = field(default="", metadata={"json": "invalidStructTypeOnStringTyped"})


@dataclass
class EmbeddedStruct:
    field1: str = field(default="", metadata={"json": "field1"})
    field2: str = field(default="", metadata={"json": "field2"})


@dataclass
class Item:
    name: str = field(default="", metadata={"json": "name"})
