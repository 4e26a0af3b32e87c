# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/requiredfields/testdata/src/a/structs.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field
from typing import NewType, Optional

# +kubebuilder:validation:Format=int32
Int32 = NewType("Int32", int)


@dataclass
class TestStructs:
    # +required
    struct_with_all_optional_fields: StructWithAllOptionalFields = field(default_factory=StructWithAllOptionalFields, metadata={"json": "structWithAllOptionalFields"})
    # +required
    struct_with_all_optional_fields_with_omit_empty: StructWithAllOptionalFields = field(default_factory=StructWithAllOptionalFields, metadata={"json": "structWithAllOptionalFieldsWithOmitEmpty,omitempty"})
    # +required
    struct_ptr_with_all_optional_fields: Optional[StructWithAllOptionalFields] = field(default=None, metadata={"json": "structPtrWithAllOptionalFields"})
    # +required
    struct_ptr_with_all_optional_fields_with_omit_empty: Optional[StructWithAllOptionalFields] = field(default=None, metadata={"json": "structPtrWithAllOptionalFieldsWithOmitEmpty,omitempty"})
    # +required
    struct_with_min_properties: StructWithMinProperties = field(default_factory=StructWithMinProperties, metadata={"json": "structWithMinProperties"})
    # +required
    struct_with_min_properties_with_omit_empty: StructWithMinProperties = field(default_factory=StructWithMinProperties, metadata={"json": "structWithMinPropertiesWithOmitEmpty,omitempty"})
    # +required
    struct_ptr_with_min_properties: Optional[StructWithMinProperties] = field(default=None, metadata={"json": "structPtrWithMinProperties"})
    # +required
    struct_ptr_with_min_properties_with_omit_empty: Optional[StructWithMinProperties] = field(default=None, metadata={"json": "structPtrWithMinPropertiesWithOmitEmpty,omitempty"})
    # +required
    struct_with_exactly_one_of: StructWithExactlyOneOf = field(default_factory=StructWithExactlyOneOf, metadata={"json": "structWithExactlyOneOf"})
    # +required
    struct_with_exactly_one_of_with_omit_empty: StructWithExactlyOneOf = field(default_factory=StructWithExactlyOneOf, metadata={"json": "structWithExactlyOneOfWithOmitEmpty,omitempty"})
    # +required
    struct_ptr_with_exactly_one_of: Optional[StructWithExactlyOneOf] = field(default=None, metadata={"json": "structPtrWithExactlyOneOf"})
    # +required
    struct_ptr_with_exactly_one_of_with_omit_empty: Optional[StructWithExactlyOneOf] = field(default=None, metadata={"json": "structPtrWithExactlyOneOfWithOmitEmpty,omitempty"})
    # +required
    struct_with_at_least_one_of: StructWithAtLeastOneOf = field(default_factory=StructWithAtLeastOneOf, metadata={"json": "structWithAtLeastOneOf"})
    # +required
    struct_with_at_least_one_of_with_omit_empty: StructWithAtLeastOneOf = field(default_factory=StructWithAtLeastOneOf, metadata={"json": "structWithAtLeastOneOfWithOmitEmpty,omitempty"})
    # +required
    struct_ptr_with_at_least_one_of: Optional[StructWithAtLeastOneOf] = field(default=None, metadata={"json": "structPtrWithAtLeastOneOf"})
    # +required
    struct_ptr_with_at_least_one_of_with_omit_empty: Optional[StructWithAtLeastOneOf] = field(default=None, metadata={"json": "structPtrWithAtLeastOneOfWithOmitEmpty,omitempty"})
    # +required
    struct_with_non_omitted_fields: StructWithNonOmittedFields = field(default_factory=StructWithNonOmittedFields, metadata={"json": "structWithNonOmittedFields"})
    # +required
    struct_with_non_omitted_fields_with_omit_empty: StructWithNonOmittedFields = field(default_factory=StructWithNonOmittedFields, metadata={"json": "structWithNonOmittedFieldsWithOmitEmpty,omitempty"})
    # +required
    struct_ptr_with_non_omitted_fields: Optional[StructWithNonOmittedFields] = field(default=None, metadata={"json": "structPtrWithNonOmittedFields"})
    # +required
    struct_ptr_with_non_omitted_fields_with_omit_empty: Optional[StructWithNonOmittedFields] = field(default=None, metadata={"json": "structPtrWithNonOmittedFieldsWithOmitEmpty,omitempty"})
    # +required
    struct_with_non_omitted_fields_and_min_properties: StructWithNonOmittedFieldsAndMinProperties = field(default_factory=StructWithNonOmittedFieldsAndMinProperties, metadata={"json": "structWithOneNonOmittedFieldAndMinProperties"})
    # +required
    struct_with_non_omitted_fields_and_min_properties_with_omit_empty: StructWithNonOmittedFieldsAndMinProperties = field(default_factory=StructWithNonOmittedFieldsAndMinProperties, metadata={"json": "structWithOneNonOmittedFieldAndMinPropertiesAndOmitEmpty,omitempty"})
    # +required
    struct_ptr_with_non_omitted_fields_and_min_properties: Optional[StructWithNonOmittedFieldsAndMinProperties] = field(default=None, metadata={"json": "structPtrWithNonOmittedFieldsAndMinProperties"})
    # +required
    struct_ptr_with_non_omitted_fields_and_min_properties_with_omit_empty: Optional[StructWithNonOmittedFieldsAndMinProperties] = field(default=None, metadata={"json": "structPtrWithNonOmittedFieldsAndMinPropertiesWithOmitEmpty,omitempty"})
    # +required
    struct_with_one_non_omitted_field_and_min_properties: StructWithOneNonOmittedFieldAndMinProperties = field(default_factory=StructWithOneNonOmittedFieldAndMinProperties, metadata={"json": "structWithOneNonOmittedFieldAndMinPropertiesAndOmitEmpty"})
    # +required
    struct_with_one_non_omitted_field_and_min_properties_with_omit_empty: StructWithOneNonOmittedFieldAndMinProperties = field(default_factory=StructWithOneNonOmittedFieldAndMinProperties, metadata={"json": "structWithOneNonOmittedFieldAndMinPropertiesAndOmitEmpty,omitempty"})
    # +required
    struct_ptr_with_one_non_omitted_field_and_min_properties: Optional[StructWithOneNonOmittedFieldAndMinProperties] = field(default=None, metadata={"json": "structPtrWithOneNonOmittedFieldAndMinProperties"})
    # +required
    struct_ptr_with_one_non_omitted_field_and_min_properties_with_omit_empty: Optional[StructWithOneNonOmittedFieldAndMinProperties] = field(default=None, metadata={"json": "structPtrWithOneNonOmittedFieldAndMinPropertiesWithOmitEmpty,omitempty"})
    # +required
    struct_with_omitted_required_field: StructWithOmittedRequiredField = field(default_factory=StructWithOmittedRequiredField, metadata={"json": "structWithOmittedRequiredField"})
    # +required
    struct_with_omitted_required_field_with_omit_empty: StructWithOmittedRequiredField = field(default_factory=StructWithOmittedRequiredField, metadata={"json": "structWithOmittedRequiredFieldWithOmitEmpty,omitempty"})
    # +required
    struct_ptr_with_omitted_required_field: Optional[StructWithOmittedRequiredField] = field(default=None, metadata={"json": "structPtrWithOmittedRequiredField"})
    # +required
    struct_ptr_with_omitted_required_field_with_omit_empty: Optional[StructWithOmittedRequiredField] = field(default=None, metadata={"json": "structPtrWithOmittedRequiredFieldWithOmitEmpty,omitempty"})


@dataclass
class StructWithAllOptionalFields:
    # +optional
    string: str = field(default="", metadata={"json": "string,omitempty"})
    # +optional
    string_ptr: Optional[str] = field(default=None, metadata={"json": "stringPtr,omitempty"})
    # +optional
    int: int = field(default=0, metadata={"json": "int,omitempty"})
    # +optional
    int_ptr: Optional[int] = field(default=None, metadata={"json": "intPtr,omitempty"})


# +kubebuilder:validation:MinProperties=1
@dataclass
class StructWithMinProperties:
    # +kubebuilder:validation:MinProperties=1
    # +optional
    map: dict[str, str] = field(default_factory=dict, metadata={"json": "map,omitempty"})


@dataclass
class StructWithNonOmittedFields:
    # +required
    string: str = field(default="", metadata={"json": "string"})
    # +required
    int: Int32 = field(default=0, metadata={"json": "int"})


# Struct with non-omitted fields and minProperties marker.
# Because there is no omitempty, and the zero values are valid, the zero value here is `{"string:"", "int":0}`.
# This means the MinProperties marker is satisfied even when the object is the zero value.
# +kubebuilder:validation:MinProperties=2
@dataclass
class StructWithNonOmittedFieldsAndMinProperties:
    # +required
    string: str = field(default="", metadata={"json": "string"})
    # +required
    int: Int32 = field(default=0, metadata={"json": "int"})


# Struct with one non-omitted field, and one omitted field and minProperties marker.
# The zero value of the struct is `{"string:""}` which is not valid because it does not satisfy the MinProperties marker.
# +kubebuilder:validation:MinProperties=2
@dataclass
class StructWithOneNonOmittedFieldAndMinProperties:
    # +required
    string: str = field(default="", metadata={"json": "string"})
    # +optional
    int: Int32 = field(default=0, metadata={"json": "int,omitempty"})


# Struct with an omitted required field.
# The zero value of the struct is `{}` which is not valid because it does not satisfy the required marker on the string field.
@dataclass
class StructWithOmittedRequiredField:
    # +required
    string: str = field(default="", metadata={"json": "string,omitempty"})


# Struct with ExactlyOneOf marker.
# The zero value of the struct is `{}` which is not valid because the ExactlyOneOf marker
# requires exactly one field to be set.
# +kubebuilder:validation:ExactlyOneOf=fieldA;fieldB
@dataclass
class StructWithExactlyOneOf:
    # +optional
    field_a: Optional[str] = field(default=None, metadata={"json": "fieldA,omitempty"})
    # +optional
    field_b: Optional[str] = field(default=None, metadata={"json": "fieldB,omitempty"})


# Struct with AtLeastOneOf marker.
# The zero value of the struct is `{}` which is not valid because the AtLeastOneOf marker
# requires at least one field to be set.
# +kubebuilder:validation:AtLeastOneOf=fieldA;fieldB
@dataclass
class StructWithAtLeastOneOf:
    # +optional
    field_a: Optional[str] = field(default=None, metadata={"json": "fieldA,omitempty"})
    # +optional
    field_b: Optional[str] = field(default=None, metadata={"json": "fieldB,omitempty"})
