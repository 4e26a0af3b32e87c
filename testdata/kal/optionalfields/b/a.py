# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/optionalfields/testdata/src/b/a.go by tools/kal_cases
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
    # pointerStringWithMinLength1 with minimum length is a pointer string field.
    # +kubebuilder:validation:MinLength=1
    # +optional
    pointer_string_with_min_length1: Optional[str] = field(default=None, metadata={"json": "pointerStringWithMinLength1,omitempty"})
    # pointerStringWithMinLength0 with minimum length is a pointer string field.
    # +kubebuilder:validation:MinLength=0
    # +optional
    pointer_string_with_min_length0: Optional[str] = field(default=None, metadata={"json": "pointerStringWithMinLength0,omitempty"})
    # pointerInt is a pointer int field.
    # +optional
    pointer_int: Optional[int] = field(default=None, metadata={"json": "pointerInt,omitempty"})
    # pointerIntWithMinValue1 with minimum value is a pointer int field.
    # +kubebuilder:validation:Minimum=1
    # +optional
    pointer_int_with_min_value1: Optional[int] = field(default=None, metadata={"json": "pointerIntWithMinValue1,omitempty"})
    # pointerIntWithMinValue0 with minimum value is a pointer int field.
    # +kubebuilder:validation:Minimum=0
    # +optional
    pointer_int_with_min_value0: Optional[int] = field(default=None, metadata={"json": "pointerIntWithMinValue0,omitempty"})
    # pointerIntWithNegativeMaximumValue with negative maximum value is a pointer int field.
    # +kubebuilder:validation:Maximum=-1
    # +optional
    pointer_int_with_negative_maximum_value: Optional[int] = field(default=None, metadata={"json": "pointerIntWithNegativeMaximumValue,omitempty"})
    # pointerIntWithNegativeMinimumValue with negative minimum value is a pointer int field.
    # +kubebuilder:validation:Minimum=-1
    # +optional
    pointer_int_with_negative_minimum_value: Optional[int] = field(default=None, metadata={"json": "pointerIntWithNegativeMinimumValue,omitempty"})
    # pointerIntWithPositiveMaximumValue with positive maximum value is a pointer int field.
    # +kubebuilder:validation:Maximum=1
    # +optional
    pointer_int_with_positive_maximum_value: Optional[int] = field(default=None, metadata={"json": "pointerIntWithPositiveMaximumValue,omitempty"})
    # pointerIntWithRange is a pointer int field with a range of values including 0.
    # +kubebuilder:validation:Minimum=-10
    # +kubebuilder:validation:Maximum=10
    # +optional
    pointer_int_with_range: Optional[int] = field(default=None, metadata={"json": "pointerIntWithRange,omitempty"})
    # pointerStruct is a pointer struct field.
    # +optional
    pointer_struct: Optional[B] = field(default=None, metadata={"json": "pointerStruct,omitempty"})
    # string is a string field.
    # +optional
    string: str = field(default="", metadata={"json": "string,omitempty"})
    # stringWithMinLength1 with minimum length is a string field.
    # +kubebuilder:validation:MinLength=1
    # +optional
    string_with_min_length1: str = field(default="", metadata={"json": "stringWithMinLength1,omitempty"})
    # stringWithMinLength0 with minimum length is a string field.
    # +kubebuilder:validation:MinLength=0
    # +optional
    string_with_min_length0: str = field(default="", metadata={"json": "stringWithMinLength0,omitempty"})
    # int is an int field.
    # +optional
    int: int = field(default=0, metadata={"json": "int,omitempty"})
    # intWithMinValue1 with minimum value is an int field.
    # +kubebuilder:validation:Minimum=1
    # +optional
    int_with_min_value1: int = field(default=0, metadata={"json": "intWithMinValue1,omitempty"})
    # intWithMinValue0 with minimum value is an int field.
    # +kubebuilder:validation:Minimum=0
    # +optional
    int_with_min_value0: int = field(default=0, metadata={"json": "intWithMinValue0,omitempty"})
    # intWithNegativeMaximumValue with negative maximum value is an int field.
    # +kubebuilder:validation:Maximum=-1
    # +optional
    int_with_negative_maximum_value: int = field(default=0, metadata={"json": "intWithNegativeMaximumValue,omitempty"})
    # intWithNegativeMinimumValue with negative minimum value is an int field.
    # +kubebuilder:validation:Minimum=-1
    # +optional
    int_with_negative_minimum_value: int = field(default=0, metadata={"json": "intWithNegativeMinimumValue,omitempty"})
    # intWithPositiveMaximumValue with positive maximum value is an int field.
    # +kubebuilder:validation:Maximum=1
    # +optional
    int_with_positive_maximum_value: int = field(default=0, metadata={"json": "intWithPositiveMaximumValue,omitempty"})
    # intWithRange is an int field with a range of values including 0.
    # +kubebuilder:validation:Minimum=-10
    # +kubebuilder:validation:Maximum=10
    # +optional
    int_with_range: int = field(default=0, metadata={"json": "intWithRange,omitempty"})
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
    # floatWithMinValue1 with minimum value is a float field.
    # +kubebuilder:validation:Minimum=1.0
    # +optional
    float_with_min_value1: float = field(default=0.0, metadata={"json": "floatWithMinValue1,omitempty"})
    # floatWithMinValue0 with minimum value is a float field.
    # +kubebuilder:validation:Minimum=0.0
    # +optional
    float_with_min_value0: float = field(default=0.0, metadata={"json": "floatWithMinValue0,omitempty"})
    # floatWithNegativeMaximumValue with negative maximum value is a float field.
    # +kubebuilder:validation:Maximum=-1.0
    # +optional
    float_with_negative_maximum_value: float = field(default=0.0, metadata={"json": "floatWithNegativeMaximumValue,omitempty"})
    # floatWithNegativeMinimumValue with negative minimum value is a float field.
    # +kubebuilder:validation:Minimum=-1.0
    # +optional
    float_with_negative_minimum_value: float = field(default=0.0, metadata={"json": "floatWithNegativeMinimumValue,omitempty"})
    # floatWithPositiveMaximumValue with positive maximum value is a float field.
    # +kubebuilder:validation:Maximum=1.0
    # +optional
    float_with_positive_maximum_value: float = field(default=0.0, metadata={"json": "floatWithPositiveMaximumValue,omitempty"})
    # floatWithRange is a float field with a range of values including 0.
    # +kubebuilder:validation:Minimum=-10.0
    # +kubebuilder:validation:Maximum=10.0
    # +optional
    float_with_range: float = field(default=0.0, metadata={"json": "floatWithRange,omitempty"})
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
    # structWithMinProperties is a struct field with a minimum number of properties.
    # +kubebuilder:validation:MinProperties=1
    # +optional
    struct_with_min_properties: B = field(default_factory=B, metadata={"json": "structWithMinProperties,omitempty"})
    # structWithMinPropertiesOnStruct is a struct field with a minimum number of properties on the struct.
    # +optional
    struct_with_min_properties_on_struct: D = field(default_factory=D, metadata={"json": "structWithMinPropertiesOnStruct,omitempty"})
    # structWithRequiredFields is a struct field.
    # +optional
    struct_with_required_fields: C = field(default_factory=C, metadata={"json": "structWithRequiredFields,omitempty"})
    # structWithRequiredFieldsFromAnotherFile is a struct field.
    # +optional
    struct_with_required_fields_from_another_file: StructWithRequiredField = field(default_factory=StructWithRequiredField, metadata={"json": "structWithRequiredFieldsFromAnotherFile,omitempty"})
    # pointerStructWithOptionalFields is a pointer struct field.
    # +optional
    pointer_struct_with_optional_fields: Optional[B] = field(default=None, metadata={"json": "pointerStructWithOptionalFields,omitempty"})
    # pointerStructWithRequiredFields is a pointer struct field.
    # +optional
    pointer_struct_with_required_fields: Optional[C] = field(default=None, metadata={"json": "pointerStructWithRequiredFields,omitempty"})
    # pointerStructWithRequiredFromAnotherFile is a pointer struct field.
    # +optional
    pointer_struct_with_required_from_another_file: Optional[StructWithRequiredField] = field(default=None, metadata={"json": "pointerStructWithRequiredFromAnotherFile,omitempty"})
    # bool is a boolean field.
    # +optional
    bool: bool = field(default=False, metadata={"json": "bool,omitempty"})
    # boolPointer is a pointer boolean field.
    # +optional
    bool_pointer: Optional[bool] = field(default=None, metadata={"json": "boolPointer,omitempty"})
    # slice is a slice field.
    # +optional
    slice: list[str] = field(default_factory=list, metadata={"json": "slice,omitempty"})
    # map is a map field.
    # +optional
    map: dict[str, str] = field(default_factory=dict, metadata={"json": "map,omitempty"})
    # PointerSlice is a pointer slice field.
    # +optional
    pointer_slice: Optional[list[str]] = field(default=None, metadata={"json": "pointerSlice,omitempty"})
    # PointerMap is a pointer map field.
    # +optional
    pointer_map: Optional[dict[str, str]] = field(default=None, metadata={"json": "pointerMap,omitempty"})
    # PointerStringAlias is a pointer string alias field.
    # +optional
    pointer_string_alias: Optional[StringAlias] = field(default=None, metadata={"json": "pointerStringAlias,omitempty"})
    # PointerIntAlias is a pointer int alias field.
    # +optional
    pointer_int_alias: Optional[IntAlias] = field(default=None, metadata={"json": "pointerIntAlias,omitempty"})
    # PointerFloatAlias is a pointer float alias field.
    # +optional
    pointer_float_alias: Optional[FloatAlias] = field(default=None, metadata={"json": "pointerFloatAlias,omitempty"})
    # PointerBoolAlias is a pointer bool alias field.
    # +optional
    pointer_bool_alias: Optional[BoolAlias] = field(default=None, metadata={"json": "pointerBoolAlias,omitempty"})
    # PointerSliceAlias is a pointer slice alias field.
    # +optional
    pointer_slice_alias: Optional[SliceAlias] = field(default=None, metadata={"json": "pointerSliceAlias,omitempty"})
    # PointerMapAlias is a pointer map alias field.
    # +optional
    pointer_map_alias: Optional[MapAlias] = field(default=None, metadata={"json": "pointerMapAlias,omitempty"})
    # StringAlias is a string alias field.
    # +optional
    string_alias: StringAlias = field(default="", metadata={"json": "stringAlias,omitempty"})
    # IntAlias is an int alias field.
    # +optional
    int_alias: IntAlias = field(default=0, metadata={"json": "intAlias,omitempty"})
    # FloatAlias is a float alias field.
    # +optional
    float_alias: FloatAlias = field(default=0.0, metadata={"json": "floatAlias,omitempty"})
    # BoolAlias is a bool alias field.
    # +optional
    bool_alias: BoolAlias = field(default=False, metadata={"json": "boolAlias,omitempty"})
    # SliceAlias is a slice alias field.
    # +optional
    slice_alias: SliceAlias = field(default_factory=list, metadata={"json": "sliceAlias,omitempty"})
    # MapAlias is a map alias field.
    # +optional
    map_alias: MapAlias = field(default_factory=dict, metadata={"json": "mapAlias,omitempty"})
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
    struct_with_valid_omit_zero: Optional[D] = field(default=None, metadata={"json": "structWithValidOmitZero,omitempty,omitzero"})
    # structWithOnlyOmitZero is a struct field with a minimum number of properties on the struct so not a valid zero value.
    # +optional
    struct_with_only_omit_zero: Optional[D] = field(default=None, metadata={"json": "structWithOnlyOmitZero,omitzero"})
    # structWithValidOmitZeroWithoutPointer is a struct field with a minimum number of properties on the struct so not a valid zero value.
    # +optional
    struct_with_valid_omit_zero_without_pointer: D = field(default_factory=D, metadata={"json": "structWithValidOmitZeroWithoutPointer,omitempty,omitzero"})
    # structWithOnlyOmitZeroWithoutPointer is a struct field with a minimum number of properties on the struct so not a valid zero value.
    # +optional
    struct_with_only_omit_zero_without_pointer: D = field(default_factory=D, metadata={"json": "structWithOnlyOmitZeroWithoutPointer,omitzero"})


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


StringAlias = NewType("StringAlias", str)


IntAlias = NewType("IntAlias", int)


FloatAlias = NewType("FloatAlias", float)


BoolAlias = NewType("BoolAlias", bool)


SliceAlias = NewType("SliceAlias", list[str])


MapAlias = NewType("MapAlias", dict[str, str])


# StringAliasWithEnum is a string alias with enum validation.
# The zero value ("") is not in the enum, making it invalid.
# +kubebuilder:validation:Enum=value1;value2
StringAliasWithEnum = NewType("StringAliasWithEnum", str)


# StringAliasWithEnumEmptyValue is a string alias with enum validation and empty value.
# +kubebuilder:validation:Enum=value1;value2;""
StringAliasWithEnumEmptyValue = NewType("StringAliasWithEnumEmptyValue", str)
