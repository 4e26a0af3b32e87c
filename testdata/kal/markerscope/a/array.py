# Translated from kubernetes-sigs/kube-api-linter@e816b4e7f6cba9b509780b47b1f3ed4b937f8b2e pkg/analysis/markerscope/testdata/src/a/array.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field
from typing import NewType

# +kubebuilder:validation:Format=int32
Int32 = NewType("Int32", int)


# +kubebuilder:validation:MinItems=1
# +kubebuilder:validation:MaxItems=10
# +kubebuilder:validation:UniqueItems=true
StringArray = NewType("StringArray", list[str])


# +kubebuilder:validation:MinItems=0
IntegerArray = NewType("IntegerArray", list[Int32])


# +kubebuilder:validation:MaxItems=100
BooleanArray = NewType("BooleanArray", list[bool])


FieldMarkerOnNamedArray = NewType("FieldMarkerOnNamedArray", list[str])


# Type definitions with invalid markers
# +kubebuilder:validation:MinItems=1
InvalidArrayMarkerOnStringType = NewType("InvalidArrayMarkerOnStringType", str)


# +kubebuilder:validation:MaxItems=10
InvalidArrayMarkerOnMapType = NewType("InvalidArrayMarkerOnMapType", dict[str, str])


@dataclass
class ArrayMarkersFieldTest:
    # Valid: MinItems marker on array field
    # +kubebuilder:validation:MinItems=1
    valid_min_items: list[str] = field(default_factory=list, metadata={"json": "validMinItems"})
    # Valid: MaxItems marker on array field
    # +kubebuilder:validation:MaxItems=10
    valid_max_items: list[str] = field(default_factory=list, metadata={"json": "validMaxItems"})
    # Valid: UniqueItems marker on array field
    # +kubebuilder:validation:UniqueItems=true
    valid_unique_items: list[str] = field(default_factory=list, metadata={"json": "validUniqueItems"})
    # Valid: All array markers combined on array field
    # +kubebuilder:validation:MinItems=1
    # +kubebuilder:validation:MaxItems=10
    # +kubebuilder:validation:UniqueItems=true
    valid_all_array_markers: list[str] = field(default_factory=list, metadata={"json": "validAllArrayMarkers"})
    # Invalid: MinItems marker on string field
    # +kubebuilder:validation:MinItems=1
    invalid_min_items_on_string: str = field(default="", metadata={"json": "invalidMinItemsOnString"})
    # Invalid: MaxItems marker on map field
    # +kubebuilder:validation:MaxItems=10
    invalid_max_items_on_map: dict[str, str] = field(default_factory=dict, metadata={"json": "invalidMaxItemsOnMap"})
    # Invalid: UniqueItems marker on integer field
    # +kubebuilder:validation:UniqueItems=true
    invalid_unique_items_on_integer: Int32 = field(default=0, metadata={"json": "invalidUniqueItemsOnInteger"})
    # Invalid: MinItems marker on boolean field
    # +kubebuilder:validation:MinItems=1
    invalid_min_items_on_boolean: bool = field(default=False, metadata={"json": "invalidMinItemsOnBoolean"})
    # Invalid: MaxItems marker on struct field
    # +kubebuilder:validation:MaxItems=10
    invalid_max_items_on_struct: ArrayItem = field(default_factory=ArrayItem, metadata={"json": "invalidMaxItemsOnStruct"})
    # Valid: Using named array type with markers
    valid_named_array_type: StringArray = field(default_factory=list, metadata={"json": "validNamedArrayType"})
    # Valid: Using named array type (IntegerArray)
    valid_integer_array_type: IntegerArray = field(default_factory=list, metadata={"json": "validIntegerArrayType"})
    # Valid: Using named array type (BooleanArray)
    valid_boolean_array_type: BooleanArray = field(default_factory=list, metadata={"json": "validBooleanArrayType"})
    # Invalid: Field marker on named array type (should use type definition)
    # +kubebuilder:validation:MinItems=5
    invalid_field_marker_on_named_array: FieldMarkerOnNamedArray = field(default_factory=list, metadata={"json": "invalidFieldMarkerOnNamedArray"})
    # Invalid: Using invalid named type with array marker
    invalid_named_string_type: InvalidArrayMarkerOnStringType = field(default="", metadata={"json": "invalidNamedStringType"})
    # Invalid: Using invalid named type with array marker
    invalid_named_map_type: InvalidArrayMarkerOnMapType = field(default_factory=dict, metadata={"json": "invalidNamedMapType"})


@dataclass
class ArrayItem:
    name: str = field(default="", metadata={"json": "name"})
