# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/minlength/testdata/src/a/a.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field
from typing import NewType, Optional

from b import StringAliasB, StringAliasWithMinLengthB


@dataclass
class MinLengthInlineStruct:
    # +kubebuilder:validation:MinLength:=256
    StringWithMinLength: str = field(default="")
    StringWithoutMinLength: str = field(default="")


@dataclass
class MinLengthInlineStructWithMinProperties:
    pass


@dataclass
class MinLengthInlineStructWithARequiredField:
    # +kubebuilder:validation:MinLength:=256
    # +required
    StringWithMinLength: str = field(default="")


@dataclass
class MinLength:
    # +kubebuilder:validation:MinLength:=256
    StringWithMinLength: str = field(default="")
    # +kubebuilder:validation:MinLength:=256
    StringPointerWithMinLength: Optional[str] = field(default=None)
    # +kubebuilder:validation:MinLength:=128
    StringAliasWithMinLengthOnField: StringAlias = field(default="")
    StringAliasWithMinLengthOnAlias: StringAliasWithMinLength = field(default="")
    StringAliasFromAnotherFile: StringAliasB = field(default="")
    # +kubebuilder:validation:MinLength:=128
    StringAliasFromAnotherFileWithMinLengthOnField: StringAliasB = field(default="")
    StringAliasWithMinLengthFromAnotherFile: StringAliasWithMinLengthB = field(default="")
    StringWithoutMinLength: str = field(default="")
    StringPointerWithoutMinLength: Optional[str] = field(default=None)
    StringAliasWithoutMinLength: StringAlias = field(default="")
    # +kubebuilder:validation:Enum:="A";"B";"C"
    EnumString: str = field(default="")
    # +kubebuilder:validation:Enum:="A";"B";"C"
    EnumStringPointer: Optional[str] = field(default=None)
    EnumStringAlias: EnumStringAlias = field(default="")
    # +kubebuilder:validation:Format:=duration
    DurationFormat: str = field(default="")
    # +kubebuilder:validation:Format:=date-time
    DateTimeFormat: str = field(default="")
    # +kubebuilder:validation:Format:=date
    DateFormat: str = field(default="")
    # +kubebuilder:validation:MinItems:=256
    ArrayWithMinItems: list[int] = field(default_factory=list)
    ArrayWithoutMinItems: list[int] = field(default_factory=list)
    ByteSlice: bytes = field(default=b"")
    # +kubebuilder:validation:MinLength:=512
    ByteSliceWithMinLength: bytes = field(default=b"")
    ByteSliceAlias: ByteSliceAlias = field(default=b"")
    # +kubebuilder:validation:MinLength:=512
    ByteSliceAliasWithMinLength: ByteSliceAlias = field(default=b"")
    ByteSliceAliasWithMinLengthOnAlias: ByteSliceAliasWithMinLength = field(default=b"")
    # +kubebuilder:validation:MinItems:=128
    StringArrayWithMinItemsWithoutMinElementLength: list[str] = field(default_factory=list)
    StringArrayWithoutMinItemsWithoutMinElementLength: list[str] = field(default_factory=list)
    # +kubebuilder:validation:MinItems:=64
    # +kubebuilder:validation:items:MinLength:=64
    StringArrayWithMinItemsAndMinElementLength: list[str] = field(default_factory=list)
    # +kubebuilder:validation:items:MinLength:=512
    StringArrayWithoutMinItemsWithMinElementLength: list[str] = field(default_factory=list)
    # +kubebuilder:validation:MinItems:=128
    StringAliasArrayWithMinItemsWithoutMinElementLength: list[StringAlias] = field(default_factory=list)
    StringAliasArrayWithoutMinItemsWithoutMinElementLength: list[StringAlias] = field(default_factory=list)
    # +kubebuilder:validation:MinItems:=64
    # +kubebuilder:validation:items:MinLength:=64
    StringAliasArrayWithMinItemsAndMinElementLength: list[StringAlias] = field(default_factory=list)
    # +kubebuilder:validation:items:MinLength:=512
    StringAliasArrayWithoutMinItemsWithMinElementLength: list[StringAlias] = field(default_factory=list)
    # +kubebuilder:validation:MinItems:=64
    StringAliasArrayWithMinItemsAndMinElementLengthOnAlias: list[StringAliasWithMinLength] = field(default_factory=list)
    StringAliasArrayWithoutMinItemsWithMinElementLengthOnAlias: list[StringAliasWithMinLength] = field(default_factory=list)
    inline_struct: MinLengthInlineStruct = field(default_factory=MinLengthInlineStruct, metadata={"json": "inlineStruct"})
    # +kubebuilder:validation:MinProperties:=1
    inline_struct_with_min_properties: MinLengthInlineStructWithMinProperties = field(default_factory=MinLengthInlineStructWithMinProperties, metadata={"json": "inlineStructWithMinProperties"})
    InlineStructWithARequiredField: MinLengthInlineStructWithARequiredField = field(default_factory=MinLengthInlineStructWithARequiredField)
    StructWithoutMinProperties: StructWithoutMinProperties = field(default_factory=StructWithoutMinProperties)
    StructWithMinProperties: StructWithMinProperties = field(default_factory=StructWithMinProperties)
    struct_with_a_required_field: StructWithARequiredField = field(default_factory=StructWithARequiredField, metadata={"json": "structWithARequiredField"})
    struct_with_exactly_one_of: StructWithARequiredField = field(default_factory=StructWithARequiredField, metadata={"json": "structWithExactlyOneOf"})
    struct_with_at_least_one_of: StructWithAtLeastOneOf = field(default_factory=StructWithAtLeastOneOf, metadata={"json": "structWithAtLeastOneOf"})
    StructWithMalformedMinProperties: StructWithMalformedMinProperties = field(default_factory=StructWithMalformedMinProperties)
    # +kubebuilder:validation:MinItems:=1
    struct_array_with_min_properties: list[StructWithMinProperties] = field(default_factory=list, metadata={"json": "structArrayWithMinProperties"})
    # +kubebuilder:validation:MinItems:=1
    struct_array_with_a_required_field: list[StructWithARequiredField] = field(default_factory=list, metadata={"json": "structArrayWithARequiredField"})
    # +kubebuilder:validation:MinItems:=1
    StructArrayWithMalformedMinProperties: list[StructWithMalformedMinProperties] = field(default_factory=list)
    # +kubebuilder:validation:MinItems:=1
    StructArrayWithoutMinProperties: list[StructWithoutMinProperties] = field(default_factory=list)


# StringAlias is a string without a MinLength.
StringAlias = NewType("StringAlias", str)


# StringAliasWithMinLength is a string with a MinLength.
# +kubebuilder:validation:MinLength:=512
StringAliasWithMinLength = NewType("StringAliasWithMinLength", str)


# EnumStringAlias is a string alias that is an enum.
# +kubebuilder:validation:Enum:="A";"B";"C"
EnumStringAlias = NewType("EnumStringAlias", str)


# ByteSliceAlias is a byte slice without a MinLength.
ByteSliceAlias = NewType("ByteSliceAlias", bytes)


# ByteSliceAliasWithMinLength is a byte slice with a MinLength.
# +kubebuilder:validation:MinLength:=512
ByteSliceAliasWithMinLength = NewType("ByteSliceAliasWithMinLength", bytes)


@dataclass
class StructWithoutMinProperties:
    # +kubebuilder:validation:MinLength:=256
    StringWithMinLength: str = field(default="")


# +kubebuilder:validation:MinProperties:=1
@dataclass
class StructWithMinProperties:
    # +kubebuilder:validation:MinLength:=256
    StringWithMinLength: str = field(default="")


@dataclass
class StructWithARequiredField:
    # +kubebuilder:validation:MinLength:=256
    # +required
    StringWithMinLength: str = field(default="")


# +kubebuilder:validation:MinProperties:=abc
@dataclass
class StructWithMalformedMinProperties:
    # +kubebuilder:validation:MinLength:=256
    StringWithMinLength: str = field(default="")


# +kubebuilder:validation:ExactlyOneOf=fieldA;fieldB
@dataclass
class StructWithExactlyOneOf:
    # +kubebuilder:validation:MinLength:=1
    field_a: Optional[str] = field(default=None, metadata={"json": "fieldA,omitempty"})
    # +kubebuilder:validation:MinLength:=1
    field_b: Optional[str] = field(default=None, metadata={"json": "fieldB,omitempty"})


# +kubebuilder:validation:AtLeastOneOf=fieldA;fieldB
@dataclass
class StructWithAtLeastOneOf:
    # +kubebuilder:validation:MinLength:=1
    field_a: Optional[str] = field(default=None, metadata={"json": "fieldA,omitempty"})
    # +kubebuilder:validation:MinLength:=1
    field_b: Optional[str] = field(default=None, metadata={"json": "fieldB,omitempty"})
