# Translated from kubernetes-sigs/kube-api-linter@e816b4e7f6cba9b509780b47b1f3ed4b937f8b2e pkg/analysis/markerscope/testdata/src/a/field_or_type.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field
from typing import NewType

# +kubebuilder:validation:Format=int32
Int32 = NewType("Int32", int)


# Enum markers
GeneralType = NewType("GeneralType", str)


# Valid: Enum on type
# +kubebuilder:validation:Enum=A;B;C
EnumType = NewType("EnumType", str)


# Format markers
# Valid: Format on type
# +kubebuilder:validation:Format=email
FormatType = NewType("FormatType", str)


# PreserveUnknownFields markers
# Valid: PreserveUnknownFields on type
# +kubebuilder:pruning:PreserveUnknownFields
@dataclass
class ValidPreserveUnknownFieldsType:
    name: str = field(default="", metadata={"json": "name"})


# Title markers
# Valid: title on type
# +kubebuilder:title="My Title"
@dataclass
class ValidTitleType:
    name: str = field(default="", metadata={"json": "name"})


# XValidation markers
# Valid: XValidation on type
# +kubebuilder:validation:XValidation:rule="self.size() > 0"
XValidationType = NewType("XValidationType", str)


# Valid: All [Field, Type] markers on type
# +kubebuilder:validation:Enum=A;B;C
# +kubebuilder:validation:Format=email
# +kubebuilder:pruning:PreserveUnknownFields
# +kubebuilder:title="Combined Title"
# +kubebuilder:validation:XValidation:rule="self.size() > 0"
@dataclass
class ValidAllFieldOrTypeType:
    name: str = field(default="", metadata={"json": "name"})


# Types without markers for testing field markers
@dataclass
class NoMarkerAllFieldOrTypeType:
    name: str = field(default="", metadata={"json": "name"})


@dataclass
class FieldOrTypeMarkersTest:
    # Valid: Enum marker on string field
    # +kubebuilder:validation:Enum=A;B;C
    valid_enum: str = field(default="", metadata={"json": "validEnum"})
    # Valid: Format marker on string field
    # +kubebuilder:validation:Format=email
    valid_format: str = field(default="", metadata={"json": "validFormat"})
    # Valid: PreserveUnknownFields on field
    # +kubebuilder:pruning:PreserveUnknownFields
    valid_preserve_unknown_fields: dict[str, str] = field(default_factory=dict, metadata={"json": "validPreserveUnknownFields"})
    # Valid: title on field
    # +kubebuilder:title="Field Title"
    valid_title: dict[str, str] = field(default_factory=dict, metadata={"json": "validTitle"})
    # Valid: XValidation marker on string field
    # +kubebuilder:validation:XValidation:rule="self.size() > 0"
    valid_x_validation: str = field(default="", metadata={"json": "validXValidation"})
    # Valid: Using EnumType
    valid_enum_typed: EnumType = field(default="", metadata={"json": "validEnumTyped"})
    # Valid: Using FormatType
    valid_format_typed: FormatType = field(default="", metadata={"json": "validFormatTyped"})
    # Valid: Using type with [Field, Type] markers
    valid_preserve_unknown_fields_typed: ValidPreserveUnknownFieldsType = field(default_factory=ValidPreserveUnknownFieldsType, metadata={"json": "validPreserveUnknownFieldsTyped"})
    # Valid: Using type with title marker
    valid_title_typed: ValidTitleType = field(default_factory=ValidTitleType, metadata={"json": "validTitleTyped"})
    # Valid: Using XValidationType
    valid_x_validation_typed: XValidationType = field(default="", metadata={"json": "validXValidationTyped"})
    # Valid: Using type with all [Field, Type] markers
    valid_all_field_or_type_typed: ValidAllFieldOrTypeType = field(default_factory=ValidAllFieldOrTypeType, metadata={"json": "validAllFieldOrTypeTyped"})
    # Valid: Using named type with general markers
    valid_general_typed: GeneralType = field(default="", metadata={"json": "validGeneralTyped"})
    # Valid: General markers can be applied to any type
    # +kubebuilder:validation:Enum=1;2;3
    valid_enum_on_int: Int32 = field(default=0, metadata={"json": "validEnumOnInt"})
    # Valid: Format can be applied to any type
    # +kubebuilder:validation:Format=int32
    valid_format_on_int: Int32 = field(default=0, metadata={"json": "validFormatOnInt"})
    # Valid: Enum marker on named type
    # +kubebuilder:validation:Enum=A;B;C
    valid_enum_on_general_type: GeneralType = field(default="", metadata={"json": "validEnumOnGeneralType"})
    # Valid: Format marker on named type
    # +kubebuilder:validation:Format=email
    valid_format_on_general_type: GeneralType = field(default="", metadata={"json": "validFormatOnGeneralType"})
    # Valid: XValidation marker on named type (allowed on both field and type)
    # +kubebuilder:validation:XValidation:rule="self.size() > 0"
    valid_x_validation_on_general_type: GeneralType = field(default="", metadata={"json": "validXValidationOnGeneralType"})
    # Valid: Using type with no [Field, Type] markers
    # +kubebuilder:validation:Enum=A;B;C
    # +kubebuilder:validation:Format=email
    # +kubebuilder:pruning:PreserveUnknownFields
    # +kubebuilder:title="Field Combined Title"
    # +kubebuilder:validation:XValidation:rule="self.size() > 0"
    no_marker_all_field_or_type_type: NoMarkerAllFieldOrTypeType = field(default_factory=NoMarkerAllFieldOrTypeType, metadata={"json": "noMarkerAllFieldOrTypeType"})
