# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/optionalfields/testdata/src/c/a.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field
from typing import NewType, Optional

from b import StructWithRequiredField


@dataclass
class A:
    # required field should not be picked up.
    # +required
    required_field: str = field(default="", metadata={"json": "requiredField,omitempty"})
    # pointerString is a pointer string field.
    # +optional
    pointer_string: Optional[str] = field(default=None, metadata={"json": "pointerString,omitempty"})
    # pointerStringWithoutOmitEmpty is a pointer string field without omitempty/
    # +optional
    pointer_string_without_omit_empty: Optional[str] = field(default=None, metadata={"json": "pointerStringWithoutOmitEmpty"})
    # pointerStringWithMinLength1 with minimum length is a pointer string field.
    # +kubebuilder:validation:MinLength=1
    # +optional
    pointer_string_with_min_length1: Optional[str] = field(default=None, metadata={"json": "pointerStringWithMinLength1,omitempty"})
    # pointerStringWithMinLength1WithoutOmitEmpty with minimum length is a pointer string field without omitempty.
    # +kubebuilder:validation:MinLength=1
    # +optional
    pointer_string_with_min_length1_without_omit_empty: Optional[str] = field(default=None, metadata={"json": "pointerStringWithMinLength1WithoutOmitEmpty"})
    # pointerStringWithMinLength0 with minimum length is a pointer string field.
    # +kubebuilder:validation:MinLength=0
    # +optional
    pointer_string_with_min_length0: Optional[str] = field(default=None, metadata={"json": "pointerStringWithMinLength0,omitempty"})
    # pointerStringWithMinLength0WithoutOmitempty with minimum length is a pointer string field without omitempty.
    # +kubebuilder:validation:MinLength=0
    # +optional
    pointer_string_with_min_length0_without_omitempty: Optional[str] = field(default=None, metadata={"json": "pointerStringWithMinLength0WithoutOmitempty"})
    # pointerInt is a pointer int field.
    # +optional
    pointer_int: Optional[int] = field(default=None, metadata={"json": "pointerInt,omitempty"})
    # pointerIntWithoutOmitEmpty is a pointer int field with omitempty.
    # +optional
    pointer_int_without_omit_empty: Optional[int] = field(default=None, metadata={"json": "pointerIntWithoutOmitEmpty"})
    # pointerIntWithMinValue1 with minimum value is a pointer int field.
    # +kubebuilder:validation:Minimum=1
    # +optional
    pointer_int_with_min_value1: Optional[int] = field(default=None, metadata={"json": "pointerIntWithMinValue1,omitempty"})
    # pointerIntWithMinValue1WithoutOmitEmpty with minimum value is a pointer int field without omitempty.
    # +kubebuilder:validation:Minimum=1
    # +optional
    pointer_int_with_min_value1_without_omit_empty: Optional[int] = field(default=None, metadata={"json": "pointerIntWithMinValue1WithoutOmitEmpty"})
    # pointerIntWithMinValue0 with minimum value is a pointer int field.
    # +kubebuilder:validation:Minimum=0
    # +optional
    pointer_int_with_min_value0: Optional[int] = field(default=None, metadata={"json": "pointerIntWithMinValue0,omitempty"})
    # pointerIntWithMinValue0WithoutOmitEmpty with minimum value is a pointer int field without omitempty.
    # +kubebuilder:validation:Minimum=0
    # +optional
    pointer_int_with_min_value0_without_omit_empty: Optional[int] = field(default=None, metadata={"json": "pointerIntWithMinValue0WithoutOmitEmpty"})
    # pointerIntWithNegativeMaximumValue with negative maximum value is a pointer int field.
    # +kubebuilder:validation:Maximum=-1
    # +optional
    pointer_int_with_negative_maximum_value: Optional[int] = field(default=None, metadata={"json": "pointerIntWithNegativeMaximumValue,omitempty"})
    # pointerIntWithNegativeMaximumValueWithoutOmitEmpty with negative maximum value is a pointer int field without omitempty.
    # +kubebuilder:validation:Maximum=-1
    # +optional
    pointer_int_with_negative_maximum_value_without_omit_empty: Optional[int] = field(default=None, metadata={"json": "pointerIntWithNegativeMaximumValueWithoutOmitEmpty"})
    # pointerIntWithNegativeMinimumValue with negative minimum value is a pointer int field.
    # +kubebuilder:validation:Minimum=-1
    # +optional
    pointer_int_with_negative_minimum_value: Optional[int] = field(default=None, metadata={"json": "pointerIntWithNegativeMinimumValue,omitempty"})
    # pointerIntWithPositiveMaximumValue with positive maximum value is a pointer int field.
    # +kubebuilder:validation:Maximum=1
    # +optional
    pointer_int_with_positive_maximum_value: Optional[int] = field(default=None, metadata={"json": "pointerIntWithPositiveMaximumValue,omitempty"})
    # pointerIntWithPositiveMaximumValueWithoutOmitEmpty with positive maximum value is a pointer int field without omitempty.
    # +kubebuilder:validation:Maximum=1
    # +optional
    pointer_int_with_positive_maximum_value_without_omit_empty: Optional[int] = field(default=None, metadata={"json": "pointerIntWithPositiveMaximumValueWithoutOmitEmpty"})
    # pointerIntWithRange is a pointer int field with a range of values including 0.
    # +kubebuilder:validation:Minimum=-10
    # +kubebuilder:validation:Maximum=10
    # +optional
    pointer_int_with_range: Optional[int] = field(default=None, metadata={"json": "pointerIntWithRange,omitempty"})
    # pointerIntWithRangeWithoutOmitEmpty is a pointer int field with a range of values including 0 wihtout omitempty.
    # +kubebuilder:validation:Minimum=-10
    # +kubebuilder:validation:Maximum=10
    # +optional
    pointer_int_with_range_without_omit_empty: Optional[int] = field(default=None, metadata={"json": "pointerIntWithRangeWithoutOmitEmpty"})
    # pointerStruct is a pointer struct field.
    # +optional
    pointer_struct: Optional[B] = field(default=None, metadata={"json": "pointerStruct,omitempty"})
    # pointerStructWithoutOmitEmpty is a pointer struct field without omitempty.
    # +optional
    pointer_struct_without_omit_empty: Optional[B] = field(default=None, metadata={"json": "pointerStructWithoutOmitEmpty"})
    # string is a string field.
    # +optional
    string: str = field(default="", metadata={"json": "string,omitempty"})
    # stringWithoutOmitEmpty is a string field without omitempty.
    # +optional
    string_without_omit_empty: str = field(default="", metadata={"json": "stringWithoutOmitEmpty"})
    # stringWithMinLength1 with minimum length is a string field.
    # +kubebuilder:validation:MinLength=1
    # +optional
    string_with_min_length1: str = field(default="", metadata={"json": "stringWithMinLength1,omitempty"})
    # stringWithMinLength1WithoutOmitEmpty with minimum length is a string field without omitempty.
    # +kubebuilder:validation:MinLength=1
    # +optional
    string_with_min_length1_without_omit_empty: str = field(default="", metadata={"json": "stringWithMinLength1WithoutOmitEmpty"})
    # stringWithMinLength0 with minimum length is a string field.
    # +kubebuilder:validation:MinLength=0
    # +optional
    string_with_min_length0: str = field(default="", metadata={"json": "stringWithMinLength0,omitempty"})
    # EnumString is a string field with an enum.
    # +kubebuilder:validation:Enum=foo;bar;baz
    # +optional
    enum_string: str = field(default="", metadata={"json": "enumString,omitempty"})
    # EnumStringWithEmptyValue is a string field with an enum, also allowing the empty string.
    # +kubebuilder:validation:Enum=foo;bar;baz;""
    # +optional
    enum_string_with_empty_value: str = field(default="", metadata={"json": "enumStringWithEmptyValue,omitempty"})
    # stringWithMinLength0WithoutOmitEmpty with minimum length is a string field without omitempty.
    # +kubebuilder:validation:MinLength=0
    # +optional
    string_with_min_length0_without_omit_empty: str = field(default="", metadata={"json": "stringWithMinLength0WithoutOmitEmpty"})
    # int is an int field.
    # +optional
    int: int = field(default=0, metadata={"json": "int,omitempty"})
    # intWithMinValue1 with minimum value is an int field.
    # +kubebuilder:validation:Minimum=1
    # +optional
    int_with_min_value1: int = field(default=0, metadata={"json": "intWithMinValue1,omitempty"})
    # intWithMinValue1WithoutOmitEmpty with minimum value is an int field without omitempty.
    # +kubebuilder:validation:Minimum=1
    # +optional
    int_with_min_value1_without_omit_empty: int = field(default=0, metadata={"json": "intWithMinValue1WithoutOmitEmpty"})
    # intWithMinValue0 with minimum value is an int field.
    # +kubebuilder:validation:Minimum=0
    # +optional
    int_with_min_value0: int = field(default=0, metadata={"json": "intWithMinValue0,omitempty"})
    # intWithMinValue0WithoutOmitEmpty with minimum value is an int field without omitempty.
    # +kubebuilder:validation:Minimum=0
    # +optional
    int_with_min_value0_without_omit_empty: int = field(default=0, metadata={"json": "intWithMinValue0WithoutOmitEmpty"})
    # intWithNegativeMaximumValue with negative maximum value is an int field.
    # +kubebuilder:validation:Maximum=-1
    # +optional
    int_with_negative_maximum_value: int = field(default=0, metadata={"json": "intWithNegativeMaximumValue,omitempty"})
    # intWithNegativeMaximumValueWithoutOmitEmpty with negative maximum value is an int field without omitempty.
    # +kubebuilder:validation:Maximum=-1
    # +optional
    int_with_negative_maximum_value_without_omit_empty: int = field(default=0, metadata={"json": "intWithNegativeMaximumValueWithoutOmitEmpty"})
    # intWithNegativeMinimumValue with negative minimum value is an int field.
    # +kubebuilder:validation:Minimum=-1
    # +optional
    int_with_negative_minimum_value: int = field(default=0, metadata={"json": "intWithNegativeMinimumValue,omitempty"})
    # intWithNegativeMinimumValueWithoutOmitEmpty with negative minimum value is an int field without omitempty.
    # +kubebuilder:validation:Minimum=-1
    # +optional
    int_with_negative_minimum_value_without_omit_empty: int = field(default=0, metadata={"json": "intWithNegativeMinimumValueWithoutOmitEmpty"})
    # intWithPositiveMaximumValue with positive maximum value is an int field.
    # +kubebuilder:validation:Maximum=1
    # +optional
    int_with_positive_maximum_value: int = field(default=0, metadata={"json": "intWithPositiveMaximumValue,omitempty"})
    # intWithPositiveMaximumValueWithoutOmitEmpty with positive maximum value is an int field without omitempty.
    # +kubebuilder:validation:Maximum=1
    # +optional
    int_with_positive_maximum_value_without_omit_empty: int = field(default=0, metadata={"json": "intWithPositiveMaximumValueWithoutOmitEmpty"})
    # intWithRange is an int field with a range of values including 0.
    # +kubebuilder:validation:Minimum=-10
    # +kubebuilder:validation:Maximum=10
    # +optional
    int_with_range: int = field(default=0, metadata={"json": "intWithRange,omitempty"})
    # intWithRangeWithoutOmitEmpty is an int field with a range of values including 0 without omitempty.
    # +kubebuilder:validation:Minimum=-10
    # +kubebuilder:validation:Maximum=10
    # +optional
    int_with_range_without_omit_empty: int = field(default=0, metadata={"json": "intWithRangeWithoutOmitEmpty"})
    # intWithInvalidMinimumValue with invalid minimum value is an int field.
    # +kubebuilder:validation:Minimum=foo
    # +optional
    int_with_invalid_minimum_value: int = field(default=0, metadata={"json": "intWithInvalidMinimumValue,omitempty"})
    # intWithInvalidMaximumValue with invalid maximum value is an int field.
    # +kubebuilder:validation:Maximum=foo
    # +optional
    int_with_invalid_maximum_value: int = field(default=0, metadata={"json": "intWithInvalidMaximumValue,omitempty"})
    # float is a float field.
    # +optional
    float: float = field(default=0.0, metadata={"json": "float,omitempty"})
    # floatWithoutOmitEmpty is a float field without omitempty.
    # +optional
    float_without_omit_empty: float = field(default=0.0, metadata={"json": "floatWithoutOmitEmpty"})
    # floatWithMinValue1 with minimum value is a float field.
    # +kubebuilder:validation:Minimum=1.0
    # +optional
    float_with_min_value1: float = field(default=0.0, metadata={"json": "floatWithMinValue1,omitempty"})
    # floatWithMinValue1WithoutOmitEmpty with minimum value is a float field without omitempty.
    # +kubebuilder:validation:Minimum=1.0
    # +optional
    float_with_min_value1_without_omit_empty: float = field(default=0.0, metadata={"json": "floatWithMinValue1WithoutOmitEmpty"})
    # floatWithMinValue0 with minimum value is a float field.
    # +kubebuilder:validation:Minimum=0.0
    # +optional
    float_with_min_value0: float = field(default=0.0, metadata={"json": "floatWithMinValue0,omitempty"})
    # floatWithMinValue0WithoutOmitEmpty with minimum value is a float field without omitempty.
    # +kubebuilder:validation:Minimum=0.0
    # +optional
    float_with_min_value0_without_omit_empty: float = field(default=0.0, metadata={"json": "floatWithMinValue0WithoutOmitEmpty"})
    # floatWithNegativeMaximumValue with negative maximum value is a float field.
    # +kubebuilder:validation:Maximum=-1.0
    # +optional
    float_with_negative_maximum_value: float = field(default=0.0, metadata={"json": "floatWithNegativeMaximumValue,omitempty"})
    # floatWithNegativeMaximumValueWithoutOmitEmpty with negative maximum value is a float field without omitempty.
    # +kubebuilder:validation:Maximum=-1.0
    # +optional
    float_with_negative_maximum_value_without_omit_empty: float = field(default=0.0, metadata={"json": "floatWithNegativeMaximumValueWithoutOmitEmpty"})
    # floatWithNegativeMinimumValue with negative minimum value is a float field.
    # +kubebuilder:validation:Minimum=-1.0
    # +optional
    float_with_negative_minimum_value: float = field(default=0.0, metadata={"json": "floatWithNegativeMinimumValue,omitempty"})
    # floatWithNegativeMinimumValueWithoutOmitEmpty with negative minimum value is a float field without omitempty.
    # +kubebuilder:validation:Minimum=-1.0
    # +optional
    float_with_negative_minimum_value_without_omit_empty: float = field(default=0.0, metadata={"json": "floatWithNegativeMinimumValueWithoutOmitEmpty"})
    # floatWithPositiveMaximumValue with positive maximum value is a float field.
    # +kubebuilder:validation:Maximum=1.0
    # +optional
    float_with_positive_maximum_value: float = field(default=0.0, metadata={"json": "floatWithPositiveMaximumValue,omitempty"})
    # floatWithPositiveMaximumValueWithoutOmitEmpty with positive maximum value is a float field without omitempty.
    # +kubebuilder:validation:Maximum=1.0
    # +optional
    float_with_positive_maximum_value_without_omit_empty: float = field(default=0.0, metadata={"json": "floatWithPositiveMaximumValueWithoutOmitEmpty"})
    # floatWithRange is a float field with a range of values including 0.
    # +kubebuilder:validation:Minimum=-10.0
    # +kubebuilder:validation:Maximum=10.0
    # +optional
    float_with_range: float = field(default=0.0, metadata={"json": "floatWithRange,omitempty"})
    # floatWithRangeWithoutOmitEmpty is a float field with a range of values including 0 without omitempty.
    # +kubebuilder:validation:Minimum=-10.0
    # +kubebuilder:validation:Maximum=10.0
    # +optional
    float_with_range_without_omit_empty: float = field(default=0.0, metadata={"json": "floatWithRangeWithoutOmitEmpty"})
    # floatWithInvalidMinimumValue with invalid minimum value is a float field.
    # +kubebuilder:validation:Minimum=foo
    # +optional
    float_with_invalid_minimum_value: float = field(default=0.0, metadata={"json": "floatWithInvalidMinimumValue,omitempty"})
    # floatWithInvalidMaximumValue with invalid maximum value is a float field.
    # +kubebuilder:validation:Maximum=foo
    # +optional
    float_with_invalid_maximum_value: float = field(default=0.0, metadata={"json": "floatWithInvalidMaximumValue,omitempty"})
    # structWithOptionalFields is a struct field.
    # +optional
    struct_with_optional_fields: B = field(default_factory=B, metadata={"json": "structWithOptionalFields,omitempty"})
    # structWithOptionalFieldsWithoutOmitEmpty is a struct field without omitempty.
    # +optional
    struct_with_optional_fields_without_omit_empty: B = field(default_factory=B, metadata={"json": "structWithOptionalFieldsWithoutOmitEmpty"})
    # structWithMinProperties is a struct field with a minimum number of properties.
    # +kubebuilder:validation:MinProperties=1
    # +optional
    struct_with_min_properties: B = field(default_factory=B, metadata={"json": "structWithMinProperties,omitempty"})
    # structWithMinPropertiesWithoutOmitEmpty is a struct field with a minimum number of properties without omitempty.
    # +kubebuilder:validation:MinProperties=1
    # +optional
    struct_with_min_properties_without_omit_empty: B = field(default_factory=B, metadata={"json": "structWithMinPropertiesWithoutOmitEmpty"})
    # structWithMinPropertiesOnStruct is a struct field with a minimum number of properties on the struct.
    # +optional
    struct_with_min_properties_on_struct: D = field(default_factory=D, metadata={"json": "structWithMinPropertiesOnStruct,omitempty"})
    # structWithMinPropertiesOnStructWithoutOmitEmpty is a struct field with a minimum number of properties on the struct without omitempty.
    # +optional
    struct_with_min_properties_on_struct_without_omit_empty: D = field(default_factory=D, metadata={"json": "structWithMinPropertiesOnStructWithoutOmitEmpty"})
    # structWithRequiredFields is a struct field.
    # +optional
    struct_with_required_fields: C = field(default_factory=C, metadata={"json": "structWithRequiredFields,omitempty"})
    # structWithRequiredFieldsWithoutOmitEmpty is a struct field without omitempty.
    # +optional
    struct_with_required_fields_without_omit_empty: E = field(default_factory=E, metadata={"json": "structWithRequiredFieldsWithoutOmitEmpty"})
    # structWithRequiredFieldsWithNonZeroAllowedValuesWithoutOmitEmpty is a struct field with required fields but where the zero values are not valid.
    # +optional
    struct_with_required_fields_with_non_zero_allowed_values_without_omit_empty: C = field(default_factory=C, metadata={"json": "structWithRequiredFieldsWithNonZeroAllowedValuesWithoutOmitEmpty"})
    # structWithNonZeroByteArray is a struct field with a non-zero byte array.
    # +optional
    struct_with_non_zero_byte_array: F = field(default_factory=F, metadata={"json": "structWithNonZeroByteArray"})
    # structWithInvalidEmptyEnum is a struct field with an invalid empty enum.
    # +optional
    struct_with_invalid_empty_enum: G = field(default_factory=G, metadata={"json": "structWithInvalidEmptyEnum"})
    # pointerStructWithOptionalFields is a pointer struct field.
    # +optional
    pointer_struct_with_optional_fields: Optional[B] = field(default=None, metadata={"json": "pointerStructWithOptionalFields,omitempty"})
    # pointerStructWithOptionalFieldsWithoutOmitEmpty is a pointer struct field without omitempty.
    # +optional
    pointer_struct_with_optional_fields_without_omit_empty: Optional[B] = field(default=None, metadata={"json": "pointerStructWithOptionalFieldsWithoutOmitEmpty"})
    # pointerStructWithRequiredFields is a pointer struct field.
    # +optional
    pointer_struct_with_required_fields: Optional[C] = field(default=None, metadata={"json": "pointerStructWithRequiredFields,omitempty"})
    # pointerStructWithRequiredFieldsWithoutOmitEmpty is a pointer struct field without omitempty.
    # +optional
    pointer_struct_with_required_fields_without_omit_empty: Optional[C] = field(default=None, metadata={"json": "pointerStructWithRequiredFieldsWithoutOmitEmpty"})
    # pointerStructWithRequiredFromAnotherFile is a pointer struct field.
    # +optional
    pointer_struct_with_required_from_another_file: Optional[StructWithRequiredField] = field(default=None, metadata={"json": "pointerStructWithRequiredFromAnotherFile,omitempty"})
    # bool is a boolean field.
    # +optional
    bool: bool = field(default=False, metadata={"json": "bool,omitempty"})
    # boolWithoutOmitEmpty is a boolean field without omitempty.
    # +optional
    bool_without_omit_empty: bool = field(default=False, metadata={"json": "boolWithoutOmitEmpty"})
    # boolPointer is a pointer boolean field.
    # +optional
    bool_pointer: Optional[bool] = field(default=None, metadata={"json": "boolPointer,omitempty"})
    # boolPointerWithoutOmitEmpty is a pointer boolean field without omitempty.
    # +optional
    bool_pointer_without_omit_empty: Optional[bool] = field(default=None, metadata={"json": "boolPointerWithoutOmitEmpty"})
    # slice is a slice field.
    # +optional
    slice: list[str] = field(default_factory=list, metadata={"json": "slice,omitempty"})
    # sliceWithMinItems is a slice field with a minimum number of items.
    # +kubebuilder:validation:MinItems=1
    # +optional
    slice_with_min_items: list[str] = field(default_factory=list, metadata={"json": "sliceWithMinItems,omitempty"})
    # sliceWithMinItemsWithoutOmitEmpty is a slice field with a minimum number of items without omitempty.
    # +kubebuilder:validation:MinItems=1
    # +optional
    slice_with_min_items_without_omit_empty: list[str] = field(default_factory=list, metadata={"json": "sliceWithMinItemsWithoutOmitEmpty"})
    # map is a map field.
    # +optional
    map: dict[str, str] = field(default_factory=dict, metadata={"json": "map,omitempty"})
    # mapWithMinProperties is a map field with a minimum number of properties.
    # +kubebuilder:validation:MinProperties=1
    # +optional
    map_with_min_properties: dict[str, str] = field(default_factory=dict, metadata={"json": "mapWithMinProperties,omitempty"})
    # mapWithMinPropertiesWithoutOmitEmpty is a map field with a minimum number of properties without omitempty.
    # +kubebuilder:validation:MinProperties=1
    # +optional
    map_with_min_properties_without_omit_empty: dict[str, str] = field(default_factory=dict, metadata={"json": "mapWithMinPropertiesWithoutOmitEmpty"})
    # PointerSlice is a pointer slice field.
    # +optional
    pointer_slice: Optional[list[str]] = field(default=None, metadata={"json": "pointerSlice,omitempty"})
    # PointerMap is a pointer map field.
    # +optional
    pointer_map: Optional[dict[str, str]] = field(default=None, metadata={"json": "pointerMap,omitempty"})
    # StringAliasWithEnum is a string alias field with enum validation.
    # The zero value ("") is not in the enum, so this should NOT be a pointer.
    # +optional
    string_alias_with_enum: StringAliasWithEnum = field(default="", metadata={"json": "stringAliasWithEnum,omitempty"})
    # StringAliasWithEnumPointer is a pointer string alias field with enum validation.
    # This should NOT be a pointer since the zero value is not valid.
    # +optional
    string_alias_with_enum_pointer: Optional[StringAliasWithEnum] = field(default=None, metadata={"json": "stringAliasWithEnumPointer,omitempty"})
    # StringAliasWithEnumNoOmitEmpty is a string alias field with enum validation and no omitempty.
    # +optional
    string_alias_with_enum_no_omit_empty: StringAliasWithEnum = field(default="", metadata={"json": "stringAliasWithEnumNoOmitEmpty"})
    # StringAliasWithEnumEmptyValue is a string alias field with enum validation and empty value.
    # +optional
    string_alias_with_enum_empty_value: Optional[StringAliasWithEnumEmptyValue] = field(default=None, metadata={"json": "stringAliasWithEnumEmptyValue,omitempty"})
    # structWithValidOmitZero is a struct field with a minimum number of properties on the struct so not a valid zero value.
    # +optional
    struct_with_valid_omit_zero: Optional[D] = field(default=None, metadata={"json": "structWithValidOmitZero,omitzero,omitempty"})
    # structWithOnlyOmitZero is a struct field with a minimum number of properties on the struct so not a valid zero value.
    # +optional
    struct_with_only_omit_zero: Optional[D] = field(default=None, metadata={"json": "structWithOnlyOmitZero,omitzero"})


@dataclass
class B:
    # pointerString is a pointer string field.
    # +kubebuilder:validation:MinLength=0
    # +optional
    pointer_string: Optional[str] = field(default=None, metadata={"json": "pointerString,omitempty"})


@dataclass
class C:
    # string is a string field.
    # +required
    # +kubebuilder:validation:MinLength=1
    string: str = field(default="", metadata={"json": "string"})


# +kubebuilder:validation:MinProperties=1
@dataclass
class D:
    # string is a string field.
    # +optional
    string: str = field(default="", metadata={"json": "string,omitempty"})
    # stringWithMinLength1 with minimum length is a string field.
    # +kubebuilder:validation:MinLength=1
    # +optional
    string_with_min_length1: str = field(default="", metadata={"json": "stringWithMinLength1,omitempty"})


# E is a struct with required fields but where the zero values are valid.
# In this case the struct does not need to be a pointer when there is no omitempty.
@dataclass
class E:
    # string is a string field.
    # +required
    # +kubebuilder:validation:MinLength=0
    string: str = field(default="", metadata={"json": "string"})
    # stringWithMinLength1 with minimum length is a string field.
    # +optional
    # +kubebuilder:validation:MinLength=1
    string_with_min_length1: str = field(default="", metadata={"json": "stringWithMinLength1,omitempty"})
    # enumWithOmitEmpty is an enum field with omitempty.
    # It does not need to allow the zero value.
    # +optional
    # +kubebuilder:validation:Enum=foo;bar
    enum_with_omit_empty: str = field(default="", metadata={"json": "enumWithOmitEmpty,omitempty"})
    # enumWithoutOmitEmpty is an enum field without omitempty.
    # It does need to allow the zero value.
    # +optional
    # +kubebuilder:validation:Enum=foo;bar;""
    enum_without_omit_empty: str = field(default="", metadata={"json": "enumWithoutOmitEmpty"})
    # int is an int field.
    # +required
    # +kubebuilder:validation:Minimum=0
    int: int = field(default=0, metadata={"json": "int"})
    # intWithMinValue1 with minimum value is an int field.
    # +optional
    # +kubebuilder:validation:Minimum=1
    int_with_min_value1: int = field(default=0, metadata={"json": "intWithMinValue1,omitempty"})
    # intWithMinValue1WithoutOmitEmpty with minimum value is an int field without omitempty.
    # +optional
    # +kubebuilder:validation:Maximum=1
    int_with_no_minimum: int = field(default=0, metadata={"json": "intWithNoMinimum"})
    # intWithNoMaximum with no maximum value is an int field.
    # +optional
    # +kubebuilder:validation:Minimum=-1
    int_with_no_maximum: int = field(default=0, metadata={"json": "intWithNoMaximum"})
    # float is a float field.
    # +required
    # +kubebuilder:validation:Minimum=0.0
    float: float = field(default=0.0, metadata={"json": "float"})
    # floatWithMinValue1 with minimum value is a float field.
    # +optional
    # +kubebuilder:validation:Minimum=1.0
    float_with_min_value1: float = field(default=0.0, metadata={"json": "floatWithMinValue1,omitempty"})
    # B is a struct with optional fields.
    b: B = field(default_factory=B, metadata={"json": "b"})
    # ByteArray is a byte array field.
    # +optional
    byte_array: bytes = field(default=b"", metadata={"json": "byteArray"})


@dataclass
class F:
    # nonZeroByteArray is a byte array field that does not allow the zero value.
    # +kubebuilder:validation:MinLength=1
    # +optional
    non_zero_byte_array: bytes = field(default=b"", metadata={"json": "nonZeroByteArray"})


@dataclass
class G:
    # enumWithoutOmitEmpty is an enum field without omitempty.
    # It does need to allow the zero value, else the parent zero value is not valid.
    # +optional
    # +kubebuilder:validation:Enum=foo;bar
    enum_without_omit_empty: str = field(default="", metadata={"json": "enumWithoutOmitEmpty"})


# StringAliasWithEnum is a string alias with enum validation.
# The zero value ("") is not in the enum, making it invalid.
# +kubebuilder:validation:Enum=value1;value2
StringAliasWithEnum = NewType("StringAliasWithEnum", str)


# StringAliasWithEnumEmptyValue is a string alias with enum validation and empty value.
# +kubebuilder:validation:Enum=value1;value2;""
StringAliasWithEnumEmptyValue = NewType("StringAliasWithEnumEmptyValue", str)
