# Translated from kubernetes-sigs/kube-api-linter@e816b4e7f6cba9b509780b47b1f3ed4b937f8b2e pkg/analysis/markerscope/testdata/src/a/items.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field
from typing import NewType

# +kubebuilder:validation:Format=int32
Int32 = NewType("Int32", int)


# +kubebuilder:validation:items:Maximum=100
# +kubebuilder:validation:items:Minimum=0
# +kubebuilder:validation:items:MultipleOf=5
NumericArrayType = NewType("NumericArrayType", list[Int32])


# +kubebuilder:validation:items:Pattern="^[a-z]+$"
# +kubebuilder:validation:items:MinLength=1
# +kubebuilder:validation:items:MaxLength=50
StringArrayType = NewType("StringArrayType", list[str])


# +kubebuilder:validation:items:MinItems=1
# +kubebuilder:validation:items:MaxItems=5
NestedArrayType = NewType("NestedArrayType", list[list[str]])


# +kubebuilder:validation:items:MinProperties=1
# +kubebuilder:validation:items:MaxProperties=5
ObjectArrayType = NewType("ObjectArrayType", list[dict[str, str]])


# +kubebuilder:validation:items:Enum=A;B;C
# +kubebuilder:validation:items:Format=uuid
# +kubebuilder:validation:items:Type=string
# +kubebuilder:validation:items:XValidation:rule="self != ”"
GeneralArrayType = NewType("GeneralArrayType", list[str])


# Types without markers for testing field markers
NumericArrayTypeNoMarker = NewType("NumericArrayTypeNoMarker", list[Int32])


StringArrayTypeNoMarker = NewType("StringArrayTypeNoMarker", list[str])


NestedArrayTypeNoMarker = NewType("NestedArrayTypeNoMarker", list[list[str]])


ObjectArrayTypeNoMarker = NewType("ObjectArrayTypeNoMarker", list[dict[str, str]])


GeneralArrayTypeNoMarker = NewType("GeneralArrayTypeNoMarker", list[str])


# Invalid: items:Maximum on string array type
# +kubebuilder:validation:items:Maximum=100
InvalidItemsMaximumOnStringArrayType = NewType("InvalidItemsMaximumOnStringArrayType", list[str])


# Invalid: items:Pattern on int array type
# +kubebuilder:validation:items:Pattern="^[0-9]+$"
InvalidItemsPatternOnIntArrayType = NewType("InvalidItemsPatternOnIntArrayType", list[Int32])


# Invalid: items:MinProperties on string array type
# +kubebuilder:validation:items:MinProperties=1
InvalidItemsMinPropertiesOnStringArrayType = NewType("InvalidItemsMinPropertiesOnStringArrayType", list[str])


@dataclass
class ArrayItemsMarkersFieldTest:
    # Valid: Numeric element constraints
    # +kubebuilder:validation:items:Maximum=100
    # +kubebuilder:validation:items:Minimum=0
    # +kubebuilder:validation:items:MultipleOf=5
    # +kubebuilder:validation:items:ExclusiveMaximum=false
    # +kubebuilder:validation:items:ExclusiveMinimum=false
    valid_numeric_array_items: list[Int32] = field(default_factory=list, metadata={"json": "validNumericArrayItems"})
    # Valid: String element constraints
    # +kubebuilder:validation:items:Pattern="^[a-z]+$"
    # +kubebuilder:validation:items:MinLength=1
    # +kubebuilder:validation:items:MaxLength=50
    valid_string_array_items: list[str] = field(default_factory=list, metadata={"json": "validStringArrayItems"})
    # Valid: Nested array constraints
    # +kubebuilder:validation:items:MinItems=1
    # +kubebuilder:validation:items:MaxItems=5
    # +kubebuilder:validation:items:UniqueItems=true
    valid_nested_array_items: list[list[str]] = field(default_factory=list, metadata={"json": "validNestedArrayItems"})
    # Valid: Object element constraints
    # +kubebuilder:validation:items:MinProperties=1
    # +kubebuilder:validation:items:MaxProperties=5
    valid_object_array_items: list[dict[str, str]] = field(default_factory=list, metadata={"json": "validObjectArrayItems"})
    # Valid: General items markers
    # +kubebuilder:validation:items:Enum=A;B;C
    # +kubebuilder:validation:items:Format=uuid
    # +kubebuilder:validation:items:Type=string
    # +kubebuilder:validation:items:XValidation:rule="self != ''"
    valid_general_array_items: list[str] = field(default_factory=list, metadata={"json": "validGeneralArrayItems"})
    # Valid: Using named type with items markers
    valid_numeric_array_typed: NumericArrayType = field(default_factory=list, metadata={"json": "validNumericArrayTyped"})
    # Valid: Using named type with string items
    valid_string_array_typed: StringArrayType = field(default_factory=list, metadata={"json": "validStringArrayTyped"})
    # Valid: Using named type with nested array items
    valid_nested_array_typed: NestedArrayType = field(default_factory=list, metadata={"json": "validNestedArrayTyped"})
    # Valid: Using named type with object items
    valid_object_array_typed: ObjectArrayType = field(default_factory=list, metadata={"json": "validObjectArrayTyped"})
    # Invalid: items:Maximum marker on named type (should be on type definition)
    # +kubebuilder:validation:items:Maximum=100
    invalid_items_maximum_on_numeric_array_type: NumericArrayTypeNoMarker = field(default_factory=list, metadata={"json": "invalidItemsMaximumOnNumericArrayType"})
    # Invalid: items:Pattern marker on named type (should be on type definition)
    # +kubebuilder:validation:items:Pattern="^[a-z]+$"
    invalid_items_pattern_on_string_array_type: StringArrayTypeNoMarker = field(default_factory=list, metadata={"json": "invalidItemsPatternOnStringArrayType"})
    # Invalid: items:MinItems marker on named type (should be on type definition)
    # +kubebuilder:validation:items:MinItems=1
    invalid_items_min_items_on_nested_array_type: NestedArrayTypeNoMarker = field(default_factory=list, metadata={"json": "invalidItemsMinItemsOnNestedArrayType"})
    # Invalid: items:MinProperties marker on named type (should be on type definition)
    # +kubebuilder:validation:items:MinProperties=1
    invalid_items_min_properties_on_object_array_type: ObjectArrayTypeNoMarker = field(default_factory=list, metadata={"json": "invalidItemsMinPropertiesOnObjectArrayType"})
    # Invalid: items:Enum marker on named type (should be on type definition)
    # +kubebuilder:validation:items:Enum=A;B;C
    invalid_items_enum_on_general_array_type: GeneralArrayTypeNoMarker = field(default_factory=list, metadata={"json": "invalidItemsEnumOnGeneralArrayType"})
    # Invalid: items:Format marker on named type (should be on type definition)
    # +kubebuilder:validation:items:Format=uuid
    invalid_items_format_on_general_array_type: GeneralArrayTypeNoMarker = field(default_factory=list, metadata={"json": "invalidItemsFormatOnGeneralArrayType"})
    # Invalid: items:Maximum on string array (element type mismatch)
    # +kubebuilder:validation:items:Maximum=100
    invalid_items_maximum_on_string_array: list[str] = field(default_factory=list, metadata={"json": "invalidItemsMaximumOnStringArray"})
    # Invalid: items:Pattern on int array (element type mismatch)
    # +kubebuilder:validation:items:Pattern="^[0-9]+$"
    invalid_items_pattern_on_int_array: list[Int32] = field(default_factory=list, metadata={"json": "invalidItemsPatternOnIntArray"})
    # Invalid: items:MinProperties on string array (element type mismatch)
    # +kubebuilder:validation:items:MinProperties=1
    invalid_items_min_properties_on_string_array: list[str] = field(default_factory=list, metadata={"json": "invalidItemsMinPropertiesOnStringArray"})
    # Invalid: items marker on non-array field
    # +kubebuilder:validation:items:Maximum=100
    invalid_items_marker_on_non_array: str = field(default="", metadata={"json": "invalidItemsMarkerOnNonArray"})
    # Invalid: Using invalid named type
    invalid_items_maximum_on_string_array_typed: InvalidItemsMaximumOnStringArrayType = field(default_factory=list, metadata={"json": "invalidItemsMaximumOnStringArrayTyped"})
    # Invalid: Using invalid named type
    invalid_items_pattern_on_int_array_typed: InvalidItemsPatternOnIntArrayType = field(default_factory=list, metadata={"json": "invalidItemsPatternOnIntArrayTyped"})
    # Invalid: Using invalid named type
    invalid_items_min_properties_on_string_array_typed: InvalidItemsMinPropertiesOnStringArrayType = field(default_factory=list, metadata={"json": "invalidItemsMinPropertiesOnStringArrayTyped"})
