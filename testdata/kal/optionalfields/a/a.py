# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/optionalfields/testdata/src/a/a.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field
from typing import NewType, Optional

from b import StringAliasFromAnotherFile
from externaltypes.types import BoolAlias as externaltypes_BoolAlias, FloatAlias as externaltypes_FloatAlias, IntAlias as externaltypes_IntAlias, ResourceList, StringAlias as externaltypes_StringAlias, StringMap, StringSlice, StructType, StructTypeWithNonOmittedField


@dataclass
class A:
    # required field should not be picked up.
    # +required
    required_field: str = field(default="", metadata={"json": "requiredField,omitempty"})
    # pointerString is a pointer string field.
    # +optional
    pointer_string: Optional[str] = field(default=None, metadata={"json": "pointerString,omitempty"})
    # pointerInt is a pointer int field.
    # +optional
    pointer_int: Optional[int] = field(default=None, metadata={"json": "pointerInt,omitempty"})
    # pointerStruct is a pointer struct field.
    # +optional
    pointer_struct: Optional[B] = field(default=None, metadata={"json": "pointerStruct,omitempty"})
    # string is a string field.
    # +optional
    string: str = field(default="", metadata={"json": "string,omitempty"})
    # NonOmittedString is a string field without omitempty
    # +optional
    non_omitted_string: str = field(default="", metadata={"json": "nonOmittedString"})
    # int is an int field.
    # +optional
    int: int = field(default=0, metadata={"json": "int,omitempty"})
    # nonOmittedInt is an int field without omitempty
    # +optional
    non_omitted_int: int = field(default=0, metadata={"json": "nonOmittedInt"})
    # struct is a struct field.
    # +optional
    struct: B = field(default_factory=B, metadata={"json": "struct,omitempty"})
    # nonOmittedStruct is a struct field without omitempty.
    # +optional
    non_omitted_struct: B = field(default_factory=B, metadata={"json": "nonOmittedStruct"})
    # structWithMinProperties is a struct field with a minimum number of properties.
    # +kubebuilder:validation:MinProperties=1
    # +optional
    struct_with_min_properties: B = field(default_factory=B, metadata={"json": "structWithMinProperties,omitempty"})
    # structWithMinPropertiesOnStruct is a struct field with a minimum number of properties on the struct.
    # +optional
    struct_with_min_properties_on_struct: D = field(default_factory=D, metadata={"json": "structWithMinPropertiesOnStruct,omitempty"})
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
    # PointerStringAliasFromAnotherFile is a pointer string alias field.
    # It proves that we can use types defined in other files.
    # +optional
    string_alias_from_another_file: Optional[StringAliasFromAnotherFile] = field(default=None, metadata={"json": "pointerStringAliasFromAnotherFile,omitempty"})
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
    # StringAliasWithEnum is a string alias field with enum validation.
    # With the "Always" pointer preference, optional fields should be pointers regardless of zero value validity.
    # +optional
    string_alias_with_enum: StringAliasWithEnum = field(default="", metadata={"json": "stringAliasWithEnum,omitempty"})
    # StringAliasWithEnumPointer is a pointer string alias field with enum validation.
    # This is correctly a pointer since the zero value is not valid.
    # +optional
    string_alias_with_enum_pointer: Optional[StringAliasWithEnum] = field(default=None, metadata={"json": "stringAliasWithEnumPointer,omitempty"})
    # StringAliasWithEnumNoOmitEmpty is a string alias field with enum validation and no omitempty.
    # +optional
    string_alias_with_enum_no_omit_empty: Optional[StringAliasWithEnum] = field(default=None, metadata={"json": "stringAliasWithEnumNoOmitEmpty"})
    # ExternalResourceList is a named map type from an external package.
    # This should NOT require a pointer since the underlying type is a map.
    # +optional
    external_resource_list: ResourceList = field(default_factory=dict, metadata={"json": "externalResourceList,omitempty"})
    # ExternalStringSlice is a named slice type from an external package.
    # This should NOT require a pointer since the underlying type is a slice.
    # +optional
    external_string_slice: StringSlice = field(default_factory=list, metadata={"json": "externalStringSlice,omitempty"})
    # ExternalStringMap is a named map type from an external package.
    # This should NOT require a pointer since the underlying type is a map.
    # +optional
    external_string_map: StringMap = field(default_factory=dict, metadata={"json": "externalStringMap,omitempty"})
    # PointerExternalResourceList is a pointer to a named map type from an external package.
    # This should report that the pointer is unnecessary since the underlying type is a map.
    # +optional
    pointer_external_resource_list: Optional[ResourceList] = field(default=None, metadata={"json": "pointerExternalResourceList,omitempty"})
    # PointerExternalStringSlice is a pointer to a named slice type from an external package.
    # This should report that the pointer is unnecessary since the underlying type is a slice.
    # +optional
    pointer_external_string_slice: Optional[StringSlice] = field(default=None, metadata={"json": "pointerExternalStringSlice,omitempty"})
    # ExternalStringAlias is a string alias from an external package.
    # This should require a pointer since the underlying type is a string.
    # +optional
    external_string_alias: externaltypes_StringAlias = field(default="", metadata={"json": "externalStringAlias,omitempty"})
    # ExternalIntAlias is an int alias from an external package.
    # This should require a pointer since the underlying type is an int.
    # +optional
    external_int_alias: externaltypes_IntAlias = field(default=0, metadata={"json": "externalIntAlias,omitempty"})
    # ExternalBoolAlias is a bool alias from an external package.
    # This should require a pointer since the underlying type is a bool.
    # +optional
    external_bool_alias: externaltypes_BoolAlias = field(default=False, metadata={"json": "externalBoolAlias,omitempty"})
    # ExternalFloatAlias is a float alias from an external package.
    # This should require a pointer since the underlying type is a float.
    # +optional
    external_float_alias: externaltypes_FloatAlias = field(default=0.0, metadata={"json": "externalFloatAlias,omitempty"})
    # ExternalStructType is a struct type from an external package.
    # This should require a pointer since the underlying type is a struct.
    # +optional
    external_struct_type: StructType = field(default_factory=StructType, metadata={"json": "externalStructType,omitempty"})
    # ExternalStructWithNonOmittedField is a struct type with non-omitted fields from an external package.
    # With "Always" pointer preference, this should still require a pointer.
    # +optional
    external_struct_with_non_omitted_field: StructTypeWithNonOmittedField = field(default_factory=StructTypeWithNonOmittedField, metadata={"json": "externalStructWithNonOmittedField,omitempty"})
    # PointerExternalStringAlias is a pointer to a string alias from an external package.
    # This is valid - string aliases should be pointers.
    # +optional
    pointer_external_string_alias: Optional[externaltypes_StringAlias] = field(default=None, metadata={"json": "pointerExternalStringAlias,omitempty"})
    # PointerExternalIntAlias is a pointer to an int alias from an external package.
    # This is valid - int aliases should be pointers.
    # +optional
    pointer_external_int_alias: Optional[externaltypes_IntAlias] = field(default=None, metadata={"json": "pointerExternalIntAlias,omitempty"})
    # PointerExternalBoolAlias is a pointer to a bool alias from an external package.
    # This is valid - bool aliases should be pointers.
    # +optional
    pointer_external_bool_alias: Optional[externaltypes_BoolAlias] = field(default=None, metadata={"json": "pointerExternalBoolAlias,omitempty"})
    # PointerExternalStructType is a pointer to a struct type from an external package.
    # This is valid - struct types should be pointers.
    # +optional
    pointer_external_struct_type: Optional[StructType] = field(default=None, metadata={"json": "pointerExternalStructType,omitempty"})


@dataclass
class B:
    # pointerString is a pointer string field.
    # +optional
    pointer_string: Optional[str] = field(default=None, metadata={"json": "pointerString,omitempty"})


# +kubebuilder:validation:MinProperties=1
@dataclass
class D:
    # string is a string field.
    # +optional
    string: Optional[str] = field(default=None, metadata={"json": "string,omitempty"})
    # stringWithMinLength1 with minimum length is a string field.
    # +kubebuilder:validation:MinLength=1
    # +optional
    string_with_min_length1: Optional[str] = field(default=None, metadata={"json": "stringWithMinLength1,omitempty"})


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
