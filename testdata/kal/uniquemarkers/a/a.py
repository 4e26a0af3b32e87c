# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/uniquemarkers/testdata/src/a/a.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field
from typing import NewType


# +kubebuilder:validation:MinProperties:=3
# +kubebuilder:validation:MinProperties:=5
@dataclass
class A:
    # +kubebuilder:validation:XValidation:rule='self.matches("[0-9A-Za-z]")',message='should match regex'
    # +kubebuilder:validation:XValidation:rule='isURL(self)',message='should be a URL'
    AllowedNonUniqueMarkers: str = field(default="")
    # +kubebuilder:validation:XValidation:rule='self.matches("[0-9]")',message='should actually be a number'
    # +kubebuilder:validation:XValidation:rule='self.matches("[0-9]")',message='different message'
    NonUniqueXValidations: str = field(default="")
    # +kubebuilder:validation:items:XValidation:rule='self.matches("[0-9]")',message='should actually be a number'
    # +kubebuilder:validation:items:XValidation:rule='self.matches("[0-9]")',message='different message'
    NonUniqueItemsXValidations: list[str] = field(default_factory=list)
    # +kubebuilder:validation:XValidation:rule='self.matches("[a-z]")',message='same'
    # +kubebuilder:validation:XValidation:rule='self.matches("[0-9]")',message='same'
    UniqueXValidationsFromMessage: str = field(default="")
    # +custom:SomeCustomMarker:=value
    # +custom:SomeCustomMarker:=diffvalue
    CustomMarkers: str = field(default="")
    # +default:value="homer"
    UniqueBasicDefault: str = field(default="")
    # +default:value="homer"
    # +default:value="bart"
    NonUniqueBasicDefault: str = field(default="")
    # +default:value="homer"
    NonUniqueBasicDefaultFromAliasWithBasicDefault: UniqueBasicDefaultAlias = field(default="")
    NonUniqueBasicDefaultOnlyFromAliasWithBasicDefault: NonUniqueBasicDefaultAlias = field(default="")
    # +kubebuilder:default:="homer"
    UniqueKubebuilderDefault: str = field(default="")
    # +kubebuilder:default:="homer"
    # +kubebuilder:default:="bart"
    NonUniqueKubebuilderDefault: str = field(default="")
    # +kubebuilder:default:="homer"
    NonUniqueKubebuilderDefaultFromAliasWithKubebuilderDefault: UniqueKubebuilderDefaultAlias = field(default="")
    NonUniqueKubebuilderDefaultOnlyFromAliasWithKubebuilderDefault: NonUniqueKubebuilderDefaultAlias = field(default="")
    # +kubebuilder:example:="homer"
    UniqueKubebuilderExample: str = field(default="")
    # +kubebuilder:example:="homer"
    # +kubebuilder:example:="bart"
    NonUniqueKubebuilderExample: str = field(default="")
    # +kubebuilder:example:="homer"
    NonUniqueKubebuilderExampleFromAliasWithKubebuilderExample: UniqueKubebuilderExampleAlias = field(default="")
    NonUniqueKubebuilderExampleOnlyFromAliasWithKubebuilderExample: NonUniqueKubebuilderExampleAlias = field(default="")
    # +kubebuilder:validation:MinLength:=1
    UniqueMinLength: str = field(default="")
    # +kubebuilder:validation:MinLength:=1
    # +kubebuilder:validation:MinLength:=5
    NonUniqueMinLength: str = field(default="")
    # +kubebuilder:validation:MinLength:=1
    NonUniqueMinLengthFromAliasWithMinLength: UniqueMinLengthStringAlias = field(default="")
    NonUniqueMinLengthOnlyFromAliasWithMinLength: NonUniqueMinLengthStringAlias = field(default="")
    # +kubebuilder:validation:Enum:=Foo;Bar
    UniqueEnum: str = field(default="")
    # +kubebuilder:validation:Enum:=Foo;Bar
    # +kubebuilder:validation:Enum:=Baz;Qux
    NonUniqueEnum: str = field(default="")
    # +kubebuilder:validation:Enum:=Foo;Bar
    NonUniqueEnumFromAliasWithEnum: UniqueEnumAlias = field(default="")
    NonUniqueEnumOnlyFromAliasWithEnum: NonUniqueEnumAlias = field(default="")
    # +kubebuilder:validation:Maximum:=10
    # +kubebuilder:validation:ExclusiveMaximum:=true
    UniqueExclusiveMaximum: int = field(default=0)
    # +kubebuilder:validation:Maximum:=10
    # +kubebuilder:validation:ExclusiveMaximum:=true
    # +kubebuilder:validation:ExclusiveMaximum:=false
    NonUniqueExclusiveMaximum: int = field(default=0)
    # +kubebuilder:validation:ExclusiveMaximum:=true
    NonUniqueExclusiveMaximumFromAliasWithExclusiveMaximum: UniqueExclusiveMaximumAlias = field(default=0)
    NonUniqueExclusiveMaximumOnlyFromAliasWithExclusiveMaximum: NonUniqueExclusiveMaximumAlias = field(default=0)
    # +kubebuilder:validation:Minimum:=2
    # +kubebuilder:validation:ExclusiveMinimum:=true
    UniqueExclusiveMinimum: int = field(default=0)
    # +kubebuilder:validation:Minimum:=2
    # +kubebuilder:validation:ExclusiveMinimum:=true
    # +kubebuilder:validation:ExclusiveMinimum:=false
    NonUniqueExclusiveMinimum: int = field(default=0)
    # +kubebuilder:validation:ExclusiveMinimum:=true
    NonUniqueExclusiveMinimumFromAliasWithExclusiveMinimum: UniqueExclusiveMinimumAlias = field(default=0)
    NonUniqueExclusiveMinimumOnlyFromAliasWithExclusiveMinimum: NonUniqueExclusiveMinimumAlias = field(default=0)
    # +kubebuilder:validation:Format:="date-time"
    UniqueFormat: str = field(default="")
    # +kubebuilder:validation:Format:="date-time"
    # +kubebuilder:validation:Format:="password"
    NonUniqueFormat: str = field(default="")
    # +kubebuilder:validation:Format:="password"
    NonUniqueFormatFromAliasWithFormat: UniqueFormatAlias = field(default="")
    NonUniqueFormatOnlyFromAliasWithFormat: NonUniqueFormatAlias = field(default="")
    # +kubebuilder:validation:MaxItems:=10
    UniqueMaxItems: list[str] = field(default_factory=list)
    # +kubebuilder:validation:MaxItems:=10
    # +kubebuilder:validation:MaxItems:=5
    NonUniqueMaxItems: list[str] = field(default_factory=list)
    # +kubebuilder:validation:MaxItems:=8
    NonUniqueMaxItemsFromAliasWithMaxItems: UniqueMaxItemsAlias = field(default_factory=list)
    NonUniqueMaxItemsOnlyFromAliasWithMaxItems: NonUniqueMaxItemsAlias = field(default_factory=list)
    # +kubebuilder:validation:MaxProperties:=3
    UniqueMaxProperties: dict[str, str] = field(default_factory=dict)
    # +kubebuilder:validation:MaxProperties:=3
    # +kubebuilder:validation:MaxProperties:=5
    NonUniqueMaxProperties: dict[str, str] = field(default_factory=dict)
    # +kubebuilder:validation:MaxProperties:=4
    NonUniqueMaxPropertiesFromAliasWithMaxProperties: UniqueMaxPropertiesAlias = field(default_factory=dict)
    NonUniqueMaxPropertiesOnlyFromAliasWithMaxProperties: NonUniqueMaxPropertiesAlias = field(default_factory=dict)
    # +kubebuilder:validation:Maximum:=100
    UniqueMaximum: int = field(default=0)
    # +kubebuilder:validation:Maximum:=100
    # +kubebuilder:validation:Maximum:=200
    NonUniqueMaximum: int = field(default=0)
    # +kubebuilder:validation:Maximum:=150
    NonUniqueMaximumFromAliasWithMaximum: UniqueMaximumAlias = field(default=0)
    NonUniqueMaximumOnlyFromAliasWithMaximum: NonUniqueMaximumAlias = field(default=0)
    # +kubebuilder:validation:MinItems:=1
    UniqueMinItems: list[str] = field(default_factory=list)
    # +kubebuilder:validation:MinItems:=1
    # +kubebuilder:validation:MinItems:=2
    NonUniqueMinItems: list[str] = field(default_factory=list)
    # +kubebuilder:validation:MinItems:=3
    NonUniqueMinItemsFromAliasWithMinItems: UniqueMinItemsAlias = field(default_factory=list)
    NonUniqueMinItemsOnlyFromAliasWithMinItems: NonUniqueMinItemsAlias = field(default_factory=list)
    # +kubebuilder:validation:MinLength:=30
    UniqueMinLengthCustom: str = field(default="")
    # +kubebuilder:validation:MinLength:=30
    # +kubebuilder:validation:MinLength:=35
    NonUniqueMinLengthCustom: str = field(default="")
    # +kubebuilder:validation:MinLength:=30
    NonUniqueMinLengthCustomFromAliasWithMinLength: UniqueMinLengthCustomAlias = field(default="")
    NonUniqueMinLengthCustomOnlyFromAliasWithMinLength: NonUniqueMinLengthCustomAlias = field(default="")
    # +kubebuilder:validation:MinProperties:=1
    UniqueMinPropertiesField: dict[str, str] = field(default_factory=dict)
    # +kubebuilder:validation:MinProperties:=1
    # +kubebuilder:validation:MinProperties:=2
    NonUniqueMinPropertiesField: dict[str, str] = field(default_factory=dict)
    # +kubebuilder:validation:MinProperties:=1
    NonUniqueMinPropertiesFieldFromAliasWithMinProperties: UniqueMinPropertiesFieldAlias = field(default_factory=dict)
    NonUniqueMinPropertiesFieldOnlyFromAliasWithMinProperties: NonUniqueMinPropertiesFieldAlias = field(default_factory=dict)
    # +kubebuilder:validation:Minimum:=10
    UniqueMinimum: int = field(default=0)
    # +kubebuilder:validation:Minimum:=10
    # +kubebuilder:validation:Minimum:=20
    NonUniqueMinimum: int = field(default=0)
    # +kubebuilder:validation:Minimum:=15
    NonUniqueMinimumFromAliasWithMinimum: UniqueMinimumAlias = field(default=0)
    NonUniqueMinimumOnlyFromAliasWithMinimum: NonUniqueMinimumAlias = field(default=0)
    # +kubebuilder:validation:MultipleOf:=3
    UniqueMultipleOf: int = field(default=0)
    # +kubebuilder:validation:MultipleOf:=3
    # +kubebuilder:validation:MultipleOf:=5
    NonUniqueMultipleOf: int = field(default=0)
    # +kubebuilder:validation:MultipleOf:=2
    NonUniqueMultipleOfFromAliasWithMultipleOf: UniqueMultipleOfAlias = field(default=0)
    NonUniqueMultipleOfOnlyFromAliasWithMultipleOf: NonUniqueMultipleOfAlias = field(default=0)
    # +kubebuilder:validation:Pattern:="^[a-z]+$"
    UniquePattern: str = field(default="")
    # +kubebuilder:validation:Pattern:="^[a-z]+$"
    # +kubebuilder:validation:Pattern:="^[0-9]+$"
    NonUniquePattern: str = field(default="")
    # +kubebuilder:validation:Pattern:="^[A-Z]+$"
    NonUniquePatternFromAliasWithPattern: UniquePatternAlias = field(default="")
    NonUniquePatternOnlyFromAliasWithPattern: NonUniquePatternAlias = field(default="")
    # +kubebuilder:validation:Type:="string"
    UniqueTypeValidationField: str = field(default="")
    # +kubebuilder:validation:Type:="string"
    # +kubebuilder:validation:Type:="date"
    NonUniqueTypeValidationField: str = field(default="")
    # +kubebuilder:validation:Type:="date"
    NonUniqueTypeValidationFieldFromAliasWithType: UniqueTypeValidationAlias = field(default="")
    NonUniqueTypeValidationFieldOnlyFromAliasWithType: NonUniqueTypeValidationAlias = field(default="")
    # +kubebuilder:validation:UniqueItems:=true
    UniqueUniqueItems: list[str] = field(default_factory=list)
    # +kubebuilder:validation:UniqueItems:=true
    # +kubebuilder:validation:UniqueItems:=false
    NonUniqueUniqueItems: list[str] = field(default_factory=list)
    # +kubebuilder:validation:UniqueItems:=true
    NonUniqueUniqueItemsFromAliasWithUniqueItems: UniqueUniqueItemsAlias = field(default_factory=list)
    NonUniqueUniqueItemsOnlyFromAliasWithUniqueItems: NonUniqueUniqueItemsAlias = field(default_factory=list)
    # +kubebuilder:validation:items:Enum=Apple;Orange
    UniqueItemsEnum: list[str] = field(default_factory=list)
    # +kubebuilder:validation:items:Enum=Apple;Orange
    # +kubebuilder:validation:items:Enum=Banana;Grape
    NonUniqueItemsEnum: list[str] = field(default_factory=list)
    # +kubebuilder:validation:items:Enum=Apple;Orange
    NonUniqueItemsEnumFromAliasWithItemsEnum: UniqueItemsEnumAlias = field(default_factory=list)
    NonUniqueItemsEnumOnlyFromAliasWithItemsEnum: NonUniqueItemsEnumAlias = field(default_factory=list)
    # +kubebuilder:validation:items:Maximum:=10
    # +kubebuilder:validation:items:ExclusiveMaximum:=true
    UniqueItemsExclusiveMaximum: list[int] = field(default_factory=list)
    # +kubebuilder:validation:items:Maximum:=10
    # +kubebuilder:validation:items:ExclusiveMaximum:=true
    # +kubebuilder:validation:items:ExclusiveMaximum:=false
    NonUniqueItemsExclusiveMaximum: list[int] = field(default_factory=list)
    # +kubebuilder:validation:items:ExclusiveMaximum:=true
    NonUniqueItemsExclusiveMaximumFromAliasWithItemsExclusiveMaximum: UniqueItemsExclusiveMaximumAlias = field(default_factory=list)
    NonUniqueItemsExclusiveMaximumOnlyFromAliasWithItemsExclusiveMaximum: NonUniqueItemsExclusiveMaximumAlias = field(default_factory=list)
    # +kubebuilder:validation:items:Minimum:=1
    # +kubebuilder:validation:items:ExclusiveMinimum:=true
    UniqueItemsExclusiveMinimum: list[int] = field(default_factory=list)
    # +kubebuilder:validation:items:Minimum:=1
    # +kubebuilder:validation:items:ExclusiveMinimum:=true
    # +kubebuilder:validation:items:ExclusiveMinimum:=false
    NonUniqueItemsExclusiveMinimum: list[int] = field(default_factory=list)
    # +kubebuilder:validation:items:ExclusiveMinimum:=true
    NonUniqueItemsExclusiveMinimumFromAliasWithItemsExclusiveMinimum: UniqueItemsExclusiveMinimumAlias = field(default_factory=list)
    NonUniqueItemsExclusiveMinimumOnlyFromAliasWithItemsExclusiveMinimum: NonUniqueItemsExclusiveMinimumAlias = field(default_factory=list)
    # +kubebuilder:validation:items:Format:="date-time"
    UniqueItemsFormat: list[str] = field(default_factory=list)
    # +kubebuilder:validation:items:Format:="date-time"
    # +kubebuilder:validation:items:Format:="password"
    NonUniqueItemsFormat: list[str] = field(default_factory=list)
    # +kubebuilder:validation:items:Format:="date-time"
    NonUniqueItemsFormatFromAliasWithItemsFormat: UniqueItemsFormatAlias = field(default_factory=list)
    NonUniqueItemsFormatOnlyFromAliasWithItemsFormat: NonUniqueItemsFormatAlias = field(default_factory=list)
    # +kubebuilder:validation:items:MaxItems:=5
    UniqueItemsMaxItems: list[list[str]] = field(default_factory=list)
    # +kubebuilder:validation:items:MaxItems:=5
    # +kubebuilder:validation:items:MaxItems:=10
    NonUniqueItemsMaxItems: list[list[str]] = field(default_factory=list)
    # +kubebuilder:validation:items:MaxItems:=3
    NonUniqueItemsMaxItemsFromAliasWithItemsMaxItems: UniqueItemsMaxItemsAlias = field(default_factory=list)
    NonUniqueItemsMaxItemsOnlyFromAliasWithItemsMaxItems: NonUniqueItemsMaxItemsAlias = field(default_factory=list)
    # +kubebuilder:validation:items:MaxProperties:=3
    UniqueItemsMaxProperties: list[dict[str, str]] = field(default_factory=list)
    # +kubebuilder:validation:items:MaxProperties:=3
    # +kubebuilder:validation:items:MaxProperties:=5
    NonUniqueItemsMaxProperties: list[dict[str, str]] = field(default_factory=list)
    # +kubebuilder:validation:items:MaxProperties:=2
    NonUniqueItemsMaxPropertiesFromAliasWithItemsMaxProperties: UniqueItemsMaxPropertiesAlias = field(default_factory=list)
    NonUniqueItemsMaxPropertiesOnlyFromAliasWithItemsMaxProperties: NonUniqueItemsMaxPropertiesAlias = field(default_factory=list)
    # +kubebuilder:validation:items:Maximum:=100
    UniqueItemsMaximum: list[int] = field(default_factory=list)
    # +kubebuilder:validation:items:Maximum:=100
    # +kubebuilder:validation:items:Maximum:=50
    NonUniqueItemsMaximum: list[int] = field(default_factory=list)
    # +kubebuilder:validation:items:Maximum:=75
    NonUniqueItemsMaximumFromAliasWithItemsMaximum: UniqueItemsMaximumAlias = field(default_factory=list)
    NonUniqueItemsMaximumOnlyFromAliasWithItemsMaximum: NonUniqueItemsMaximumAlias = field(default_factory=list)
    # +kubebuilder:validation:items:MinItems:=1
    UniqueItemsMinItems: list[list[str]] = field(default_factory=list)
    # +kubebuilder:validation:items:MinItems:=1
    # +kubebuilder:validation:items:MinItems:=2
    NonUniqueItemsMinItems: list[list[str]] = field(default_factory=list)
    # +kubebuilder:validation:items:MinItems:=3
    NonUniqueItemsMinItemsFromAliasWithItemsMinItems: UniqueItemsMinItemsAlias = field(default_factory=list)
    NonUniqueItemsMinItemsOnlyFromAliasWithItemsMinItems: NonUniqueItemsMinItemsAlias = field(default_factory=list)
    # +kubebuilder:validation:items:MinLength:=5
    UniqueItemsMinLength: list[str] = field(default_factory=list)
    # +kubebuilder:validation:items:MinLength:=5
    # +kubebuilder:validation:items:MinLength:=10
    NonUniqueItemsMinLength: list[str] = field(default_factory=list)
    # +kubebuilder:validation:items:MinLength:=3
    NonUniqueItemsMinLengthFromAliasWithItemsMinLength: UniqueItemsMinLengthAlias = field(default_factory=list)
    NonUniqueItemsMinLengthOnlyFromAliasWithItemsMinLength: NonUniqueItemsMinLengthAlias = field(default_factory=list)
    # +kubebuilder:validation:items:MinProperties:=1
    UniqueItemsMinProperties: list[dict[str, str]] = field(default_factory=list)
    # +kubebuilder:validation:items:MinProperties:=1
    # +kubebuilder:validation:items:MinProperties:=2
    NonUniqueItemsMinProperties: list[dict[str, str]] = field(default_factory=list)
    # +kubebuilder:validation:items:MinProperties:=3
    NonUniqueItemsMinPropertiesFromAliasWithItemsMinProperties: UniqueItemsMinPropertiesAlias = field(default_factory=list)
    NonUniqueItemsMinPropertiesOnlyFromAliasWithItemsMinProperties: NonUniqueItemsMinPropertiesAlias = field(default_factory=list)
    # +kubebuilder:validation:items:Minimum:=0
    UniqueItemsMinimum: list[int] = field(default_factory=list)
    # +kubebuilder:validation:items:Minimum:=0
    # +kubebuilder:validation:items:Minimum:=-5
    NonUniqueItemsMinimum: list[int] = field(default_factory=list)
    # +kubebuilder:validation:items:Minimum:=10
    NonUniqueItemsMinimumFromAliasWithItemsMinimum: UniqueItemsMinimumAlias = field(default_factory=list)
    NonUniqueItemsMinimumOnlyFromAliasWithItemsMinimum: NonUniqueItemsMinimumAlias = field(default_factory=list)
    # +kubebuilder:validation:items:MultipleOf:=3
    UniqueItemsMultipleOf: list[int] = field(default_factory=list)
    # +kubebuilder:validation:items:MultipleOf:=3
    # +kubebuilder:validation:items:MultipleOf:=5
    NonUniqueItemsMultipleOf: list[int] = field(default_factory=list)
    # +kubebuilder:validation:items:MultipleOf:=2
    NonUniqueItemsMultipleOfFromAliasWithItemsMultipleOf: UniqueItemsMultipleOfAlias = field(default_factory=list)
    NonUniqueItemsMultipleOfOnlyFromAliasWithItemsMultipleOf: NonUniqueItemsMultipleOfAlias = field(default_factory=list)
    # +kubebuilder:validation:items:Pattern:="^[a-z]+$"
    UniqueItemsPattern: list[str] = field(default_factory=list)
    # +kubebuilder:validation:items:Pattern:="^[a-z]+$"
    # +kubebuilder:validation:items:Pattern:="^[0-9]+$"
    NonUniqueItemsPattern: list[str] = field(default_factory=list)
    # +kubebuilder:validation:items:Pattern:="^[A-Z]+$"
    NonUniqueItemsPatternFromAliasWithItemsPattern: UniqueItemsPatternAlias = field(default_factory=list)
    NonUniqueItemsPatternOnlyFromAliasWithItemsPattern: NonUniqueItemsPatternAlias = field(default_factory=list)
    # +kubebuilder:validation:items:Type:="string"
    UniqueItemsType: list[str] = field(default_factory=list)
    # +kubebuilder:validation:items:Type:="string"
    # +kubebuilder:validation:items:Type:="date"
    NonUniqueItemsType: list[str] = field(default_factory=list)
    # +kubebuilder:validation:items:Type:="string"
    NonUniqueItemsTypeFromAliasWithItemsType: UniqueItemsTypeAlias = field(default_factory=list)
    NonUniqueItemsTypeOnlyFromAliasWithItemsType: NonUniqueItemsTypeAlias = field(default_factory=list)
    # +kubebuilder:validation:items:UniqueItems:=true
    UniqueItemsUniqueItems: list[list[str]] = field(default_factory=list)
    # +kubebuilder:validation:items:UniqueItems:=true
    # +kubebuilder:validation:items:UniqueItems:=false
    NonUniqueItemsUniqueItems: list[list[str]] = field(default_factory=list)
    # +kubebuilder:validation:items:UniqueItems:=true
    NonUniqueItemsUniqueItemsFromAliasWithItemsUniqueItems: UniqueItemsUniqueItemsAlias = field(default_factory=list)
    NonUniqueItemsUniqueItemsOnlyFromAliasWithItemsUniqueItems: NonUniqueItemsUniqueItemsAlias = field(default_factory=list)


# +default:value="bart"
UniqueBasicDefaultAlias = NewType("UniqueBasicDefaultAlias", str)


# +default:value="homer"
# +default:value="bart"
NonUniqueBasicDefaultAlias = NewType("NonUniqueBasicDefaultAlias", str)


# +kubebuilder:default:="bart"
UniqueKubebuilderDefaultAlias = NewType("UniqueKubebuilderDefaultAlias", str)


# +kubebuilder:default:="homer"
# +kubebuilder:default:="bart"
NonUniqueKubebuilderDefaultAlias = NewType("NonUniqueKubebuilderDefaultAlias", str)


# +kubebuilder:example:="bart"
UniqueKubebuilderExampleAlias = NewType("UniqueKubebuilderExampleAlias", str)


# +kubebuilder:example:="homer"
# +kubebuilder:example:="bart"
NonUniqueKubebuilderExampleAlias = NewType("NonUniqueKubebuilderExampleAlias", str)


# +kubebuilder:validation:MinLength:=5
UniqueMinLengthStringAlias = NewType("UniqueMinLengthStringAlias", str)


# +kubebuilder:validation:MinLength:=5
# +kubebuilder:validation:MinLength:=1
NonUniqueMinLengthStringAlias = NewType("NonUniqueMinLengthStringAlias", str)


# +kubebuilder:validation:Enum:=Baz;Qux
UniqueEnumAlias = NewType("UniqueEnumAlias", str)


# +kubebuilder:validation:Enum:=Foo;Bar
# +kubebuilder:validation:Enum=Baz;Qux
NonUniqueEnumAlias = NewType("NonUniqueEnumAlias", str)


# +kubebuilder:validation:Maximum:=5
# +kubebuilder:validation:ExclusiveMaximum:=false
UniqueExclusiveMaximumAlias = NewType("UniqueExclusiveMaximumAlias", int)


# +kubebuilder:validation:Maximum:=5
# +kubebuilder:validation:ExclusiveMaximum:=true
# +kubebuilder:validation:ExclusiveMaximum:=false
NonUniqueExclusiveMaximumAlias = NewType("NonUniqueExclusiveMaximumAlias", int)


# +kubebuilder:validation:Minimum:=2
# +kubebuilder:validation:ExclusiveMinimum:=false
UniqueExclusiveMinimumAlias = NewType("UniqueExclusiveMinimumAlias", int)


# +kubebuilder:validation:Minimum:=2
# +kubebuilder:validation:ExclusiveMinimum:=true
# +kubebuilder:validation:ExclusiveMinimum:=false
NonUniqueExclusiveMinimumAlias = NewType("NonUniqueExclusiveMinimumAlias", int)


# +kubebuilder:validation:Format:="date"
UniqueFormatAlias = NewType("UniqueFormatAlias", str)


# +kubebuilder:validation:Format:="date"
# +kubebuilder:validation:Format:="password"
NonUniqueFormatAlias = NewType("NonUniqueFormatAlias", str)


# +kubebuilder:validation:MaxItems:=3
UniqueMaxItemsAlias = NewType("UniqueMaxItemsAlias", list[str])


# +kubebuilder:validation:MaxItems:=3
# +kubebuilder:validation:MaxItems:=7
NonUniqueMaxItemsAlias = NewType("NonUniqueMaxItemsAlias", list[str])


# +kubebuilder:validation:MaxProperties:=2
UniqueMaxPropertiesAlias = NewType("UniqueMaxPropertiesAlias", dict[str, str])


# +kubebuilder:validation:MaxProperties:=2
# +kubebuilder:validation:MaxProperties:=6
NonUniqueMaxPropertiesAlias = NewType("NonUniqueMaxPropertiesAlias", dict[str, str])


# +kubebuilder:validation:Maximum:=50
UniqueMaximumAlias = NewType("UniqueMaximumAlias", int)


# +kubebuilder:validation:Maximum:=50
# +kubebuilder:validation:Maximum:=75
NonUniqueMaximumAlias = NewType("NonUniqueMaximumAlias", int)


# +kubebuilder:validation:MinItems:=4
UniqueMinItemsAlias = NewType("UniqueMinItemsAlias", list[str])


# +kubebuilder:validation:MinItems:=4
# +kubebuilder:validation:MinItems:=5
NonUniqueMinItemsAlias = NewType("NonUniqueMinItemsAlias", list[str])


# +kubebuilder:validation:MinLength:=40
UniqueMinLengthCustomAlias = NewType("UniqueMinLengthCustomAlias", str)


# +kubebuilder:validation:MinLength:=40
# +kubebuilder:validation:MinLength:=45
NonUniqueMinLengthCustomAlias = NewType("NonUniqueMinLengthCustomAlias", str)


# +kubebuilder:validation:MinProperties:=4
UniqueMinPropertiesFieldAlias = NewType("UniqueMinPropertiesFieldAlias", dict[str, str])


# +kubebuilder:validation:MinProperties:=4
# +kubebuilder:validation:MinProperties:=5
NonUniqueMinPropertiesFieldAlias = NewType("NonUniqueMinPropertiesFieldAlias", dict[str, str])


# +kubebuilder:validation:Minimum:=5
UniqueMinimumAlias = NewType("UniqueMinimumAlias", int)


# +kubebuilder:validation:Minimum:=5
# +kubebuilder:validation:Minimum:=7
NonUniqueMinimumAlias = NewType("NonUniqueMinimumAlias", int)


# +kubebuilder:validation:MultipleOf:=7
UniqueMultipleOfAlias = NewType("UniqueMultipleOfAlias", int)


# +kubebuilder:validation:MultipleOf:=7
# +kubebuilder:validation:MultipleOf:=11
NonUniqueMultipleOfAlias = NewType("NonUniqueMultipleOfAlias", int)


# +kubebuilder:validation:Pattern:="^\\w+$"
UniquePatternAlias = NewType("UniquePatternAlias", str)


# +kubebuilder:validation:Pattern:="^\\w+$"
# +kubebuilder:validation:Pattern:="^\\d+$"
NonUniquePatternAlias = NewType("NonUniquePatternAlias", str)


# +kubebuilder:validation:Type:="string"
UniqueTypeValidationAlias = NewType("UniqueTypeValidationAlias", str)


# +kubebuilder:validation:Type:="string"
# +kubebuilder:validation:Type:="date"
NonUniqueTypeValidationAlias = NewType("NonUniqueTypeValidationAlias", str)


# +kubebuilder:validation:UniqueItems:=false
UniqueUniqueItemsAlias = NewType("UniqueUniqueItemsAlias", list[str])


# +kubebuilder:validation:UniqueItems:=true
# +kubebuilder:validation:UniqueItems:=false
NonUniqueUniqueItemsAlias = NewType("NonUniqueUniqueItemsAlias", list[str])


# +kubebuilder:validation:items:Enum=Banana;Grape
UniqueItemsEnumAlias = NewType("UniqueItemsEnumAlias", list[str])


# +kubebuilder:validation:items:Enum=Apple;Orange
# +kubebuilder:validation:items:Enum=Banana;Grape
NonUniqueItemsEnumAlias = NewType("NonUniqueItemsEnumAlias", list[str])


# +kubebuilder:validation:items:Maximum:=5
# +kubebuilder:validation:items:ExclusiveMaximum:=false
UniqueItemsExclusiveMaximumAlias = NewType("UniqueItemsExclusiveMaximumAlias", list[int])


# +kubebuilder:validation:items:Maximum:=5
# +kubebuilder:validation:items:ExclusiveMaximum:=true
# +kubebuilder:validation:items:ExclusiveMaximum:=false
NonUniqueItemsExclusiveMaximumAlias = NewType("NonUniqueItemsExclusiveMaximumAlias", list[int])


# +kubebuilder:validation:items:Minimum:=2
# +kubebuilder:validation:items:ExclusiveMinimum:=false
UniqueItemsExclusiveMinimumAlias = NewType("UniqueItemsExclusiveMinimumAlias", list[int])


# +kubebuilder:validation:items:Minimum:=2
# +kubebuilder:validation:items:ExclusiveMinimum:=true
# +kubebuilder:validation:items:ExclusiveMinimum:=false
NonUniqueItemsExclusiveMinimumAlias = NewType("NonUniqueItemsExclusiveMinimumAlias", list[int])


# +kubebuilder:validation:items:Format:="password"
UniqueItemsFormatAlias = NewType("UniqueItemsFormatAlias", list[str])


# +kubebuilder:validation:items:Format:="date-time"
# +kubebuilder:validation:items:Format:="password"
NonUniqueItemsFormatAlias = NewType("NonUniqueItemsFormatAlias", list[str])


# +kubebuilder:validation:items:MaxItems:=2
UniqueItemsMaxItemsAlias = NewType("UniqueItemsMaxItemsAlias", list[list[str]])


# +kubebuilder:validation:items:MaxItems:=2
# +kubebuilder:validation:items:MaxItems:=4
NonUniqueItemsMaxItemsAlias = NewType("NonUniqueItemsMaxItemsAlias", list[list[str]])


# +kubebuilder:validation:items:MaxProperties:=1
UniqueItemsMaxPropertiesAlias = NewType("UniqueItemsMaxPropertiesAlias", list[dict[str, str]])


# +kubebuilder:validation:items:MaxProperties:=1
# +kubebuilder:validation:items:MaxProperties:=4
NonUniqueItemsMaxPropertiesAlias = NewType("NonUniqueItemsMaxPropertiesAlias", list[dict[str, str]])


# kubebuilder:validation:items:Maximum
# +kubebuilder:validation:items:Maximum:=25
UniqueItemsMaximumAlias = NewType("UniqueItemsMaximumAlias", list[int])


# +kubebuilder:validation:items:Maximum:=25
# +kubebuilder:validation:items:Maximum:=10
NonUniqueItemsMaximumAlias = NewType("NonUniqueItemsMaximumAlias", list[int])


# +kubebuilder:validation:items:MinItems:=4
UniqueItemsMinItemsAlias = NewType("UniqueItemsMinItemsAlias", list[list[str]])


# +kubebuilder:validation:items:MinItems:=4
# +kubebuilder:validation:items:MinItems:=2
NonUniqueItemsMinItemsAlias = NewType("NonUniqueItemsMinItemsAlias", list[list[str]])


# +kubebuilder:validation:items:MinLength:=8
UniqueItemsMinLengthAlias = NewType("UniqueItemsMinLengthAlias", list[str])


# +kubebuilder:validation:items:MinLength:=8
# +kubebuilder:validation:items:MinLength:=2
NonUniqueItemsMinLengthAlias = NewType("NonUniqueItemsMinLengthAlias", list[str])


# +kubebuilder:validation:items:MinProperties:=4
UniqueItemsMinPropertiesAlias = NewType("UniqueItemsMinPropertiesAlias", list[dict[str, str]])


# +kubebuilder:validation:items:MinProperties:=4
# +kubebuilder:validation:items:MinProperties:=2
NonUniqueItemsMinPropertiesAlias = NewType("NonUniqueItemsMinPropertiesAlias", list[dict[str, str]])


# +kubebuilder:validation:items:Minimum:=20
UniqueItemsMinimumAlias = NewType("UniqueItemsMinimumAlias", list[int])


# +kubebuilder:validation:items:Minimum:=20
# +kubebuilder:validation:items:Minimum:=30
NonUniqueItemsMinimumAlias = NewType("NonUniqueItemsMinimumAlias", list[int])


# +kubebuilder:validation:items:MultipleOf:=7
UniqueItemsMultipleOfAlias = NewType("UniqueItemsMultipleOfAlias", list[int])


# +kubebuilder:validation:items:MultipleOf:=7
# +kubebuilder:validation:items:MultipleOf:=11
NonUniqueItemsMultipleOfAlias = NewType("NonUniqueItemsMultipleOfAlias", list[int])


# kubebuilder:validation:items:Pattern
# +kubebuilder:validation:items:Pattern:="^\\w+$"
UniqueItemsPatternAlias = NewType("UniqueItemsPatternAlias", list[str])


# +kubebuilder:validation:items:Pattern:="^\\w+$"
# +kubebuilder:validation:items:Pattern:="^\\d+$"
NonUniqueItemsPatternAlias = NewType("NonUniqueItemsPatternAlias", list[str])


# +kubebuilder:validation:items:Type:="date"
UniqueItemsTypeAlias = NewType("UniqueItemsTypeAlias", list[str])


# +kubebuilder:validation:items:Type:="string"
# +kubebuilder:validation:items:Type:="date"
NonUniqueItemsTypeAlias = NewType("NonUniqueItemsTypeAlias", list[str])


# +kubebuilder:validation:items:UniqueItems:=false
UniqueItemsUniqueItemsAlias = NewType("UniqueItemsUniqueItemsAlias", list[list[str]])


# +kubebuilder:validation:items:UniqueItems:=true
# +kubebuilder:validation:items:UniqueItems:=false
NonUniqueItemsUniqueItemsAlias = NewType("NonUniqueItemsUniqueItemsAlias", list[list[str]])
