# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/maxlength/testdata/src/a/a.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field
from typing import NewType

from b import StringAliasB, StringAliasWithMaxLengthB


@dataclass
class MaxLengthStruct:
    # +kubebuilder:validation:MaxLength:=256
    StringWithMaxLength: str = field(default="")
    StringWithoutMaxLength: str = field(default="")


@dataclass
class MaxLength:
    # +kubebuilder:validation:MaxLength:=256
    StringWithMaxLength: str = field(default="")
    # +kubebuilder:validation:MaxLength:=128
    StringAliasWithMaxLengthOnField: StringAlias = field(default="")
    StringAliasWithMaxLengthOnAlias: StringAliasWithMaxLength = field(default="")
    StringAliasFromAnotherFile: StringAliasB = field(default="")
    # +kubebuilder:validation:MaxLength:=128
    StringAliasFromAnotherFileWithMaxLengthOnField: StringAliasB = field(default="")
    StringAliasWithMaxLengthFromAnotherFile: StringAliasWithMaxLengthB = field(default="")
    StringWithoutMaxLength: str = field(default="")
    StringAliasWithoutMaxLength: StringAlias = field(default="")
    # +kubebuilder:validation:Enum:="A";"B";"C"
    EnumString: str = field(default="")
    EnumStringAlias: EnumStringAlias = field(default="")
    # +kubebuilder:validation:Format:=duration
    DurationFormat: str = field(default="")
    # +kubebuilder:validation:Format:=date-time
    DateTimeFormat: str = field(default="")
    # +kubebuilder:validation:Format:=date
    DateFormat: str = field(default="")
    # +kubebuilder:validation:MaxItems:=256
    ArrayWithMaxItems: list[int] = field(default_factory=list)
    ArrayWithoutMaxItems: list[int] = field(default_factory=list)
    ByteSlice: bytes = field(default=b"")
    # +kubebuilder:validation:MaxLength:=512
    ByteSliceWithMaxLength: bytes = field(default=b"")
    ByteSliceAlias: ByteSliceAlias = field(default=b"")
    # +kubebuilder:validation:MaxLength:=512
    ByteSliceAliasWithMaxLength: ByteSliceAlias = field(default=b"")
    ByteSliceAliasWithMaxLengthOnAlias: ByteSliceAliasWithMaxLength = field(default=b"")
    # +kubebuilder:validation:MaxItems:=128
    StringArrayWithMaxItemsWithoutMaxElementLength: list[str] = field(default_factory=list)
    StringArrayWithoutMaxItemsWithoutMaxElementLength: list[str] = field(default_factory=list)
    # +kubebuilder:validation:MaxItems:=64
    # +kubebuilder:validation:items:MaxLength:=64
    StringArrayWithMaxItemsAndMaxElementLength: list[str] = field(default_factory=list)
    # +kubebuilder:validation:items:MaxLength:=512
    StringArrayWithoutMaxItemsWithMaxElementLength: list[str] = field(default_factory=list)
    # +kubebuilder:validation:MaxItems:=128
    StringAliasArrayWithMaxItemsWithoutMaxElementLength: list[StringAlias] = field(default_factory=list)
    StringAliasArrayWithoutMaxItemsWithoutMaxElementLength: list[StringAlias] = field(default_factory=list)
    # +kubebuilder:validation:MaxItems:=64
    # +kubebuilder:validation:items:MaxLength:=64
    StringAliasArrayWithMaxItemsAndMaxElementLength: list[StringAlias] = field(default_factory=list)
    # +kubebuilder:validation:items:MaxLength:=512
    StringAliasArrayWithoutMaxItemsWithMaxElementLength: list[StringAlias] = field(default_factory=list)
    # +kubebuilder:validation:MaxItems:=64
    StringAliasArrayWithMaxItemsAndMaxElementLengthOnAlias: list[StringAliasWithMaxLength] = field(default_factory=list)
    StringAliasArrayWithoutMaxItemsWithMaxElementLengthOnAlias: list[StringAliasWithMaxLength] = field(default_factory=list)
    struct: MaxLengthStruct = field(default_factory=MaxLengthStruct, metadata={"json": "struct"})
    # +optional
    # +kubebuilder:pruning:PreserveUnknownFields
    # +kubebuilder:validation:Schemaless
    all_of: list[JSONSchemaProps] = field(default_factory=list, metadata={"json": "allOf,omitempty"})


# StringAlias is a string without a MaxLength.
StringAlias = NewType("StringAlias", str)


# StringAliasWithMaxLength is a string with a MaxLength.
# +kubebuilder:validation:MaxLength:=512
StringAliasWithMaxLength = NewType("StringAliasWithMaxLength", str)


# EnumStringAlias is a string alias that is an enum.
# +kubebuilder:validation:Enum:="A";"B";"C"
EnumStringAlias = NewType("EnumStringAlias", str)


# ByteSliceAlias is a byte slice without a MaxLength.
ByteSliceAlias = NewType("ByteSliceAlias", bytes)


# ByteSliceAliasWithMaxLength is a byte slice with a MaxLength.
# +kubebuilder:validation:MaxLength:=512
ByteSliceAliasWithMaxLength = NewType("ByteSliceAliasWithMaxLength", bytes)


# JSONSchemaProps is a placeholder for the JSON schema properties.
@dataclass
class JSONSchemaProps:
    pass
