# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/uniquemarkers/testdata/src/b/b.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field
from typing import NewType


@dataclass
class B:
    # +custom:SomeCustomMarker:=value
    UniqueCustomMarker: str = field(default="")
    # +custom:SomeCustomMarker:=value
    # +custom:SomeCustomMarker:=diffvalue
    NonUniqueCustomMarker: str = field(default="")
    # +custom:SomeCustomMarker:=value
    NonUniqueCustomMarkerFromAliasWithCustomMarker: UniqueCustomMarkerAlias = field(default="")
    NonUniqueCustomMarkerOnlyFromAliasWithCustomMarker: NonUniqueCustomMarkerAlias = field(default="")
    # +custom:SomeCustomMarker:=value
    # +custom:SomeCustomMarker:=value
    NonUniqueSameValueCustomMarker: str = field(default="")
    # +custom:OtherMarker:attribute=apple,otherAttribute=orange
    UniqueCustomMarkerWithAttribute: str = field(default="")
    # +custom:OtherMarker:attribute=apple,otherAttribute=orange
    # +custom:OtherMarker:attribute=apple,otherAttribute=banana
    NonUniqueCustomMarkerWithAttribute: str = field(default="")
    # +custom:OtherMarker:attribute=apple,otherAttribute=orange
    NonUniqueCustomMarkerWithAttributeFromAliasWithCustomMarkerWithAttribute: UniqueCustomMarkerWithAttributeAlias = field(default="")
    NonUniqueCustomMarkerWithAttributeOnlyFromAliasWithCustomMarkerWithAttribute: NonUniqueCustomMarkerWithAttributeAlias = field(default="")
    # +custom:OtherMarker:attribute=apple,otherAttribute=orange
    # +custom:OtherMarker:attribute=orange,otherAttribute=apple
    MultipleUniqueCustomMarkerWithAttribute: str = field(default="")
    # +custom:MultiMarker:fruit=apple,color=blue,country='US'
    # +custom:MultiMarker:fruit=apple,color=blue,country='UK'
    # +custom:MultiMarker:fruit=apple,color=green,country='US'
    # +custom:MultiMarker:fruit=orange,color=blue,country='US'
    # +custom:MultiMarker:fruit=orange,color=blue,country='UK'
    # +custom:MultiMarker:fruit=orange,color=green,country='US'
    UniqueMultiAttributeMarker: str = field(default="")
    # +custom:MultiMarker:fruit=apple,color=blue,country='US',state="NY"
    # +custom:MultiMarker:fruit=apple,color=blue,country='US',state="NC"
    NonUniqueMultiAttributeMarker: str = field(default="")
    # +custom:MultiMarker:fruit=apple,color=blue
    # +custom:MultiMarker:fruit=apple,color=blue,country="UK"
    # +custom:MultiMarker:fruit=apple,country="UK"
    # +custom:MultiMarker:color=blue,country="UK"
    UniqueMultiAttributeMarkerFromMissingAttribute: str = field(default="")
    # +custom:MultiMarker:fruit=apple,color=blue
    # +custom:MultiMarker:fruit=apple,color=blue
    NonUniqueMultiAttributeMarkerFromMissingAttribute: str = field(default="")
    # +k8s:uniqueMarkerArguments(fruit: "apple")=10
    # +k8s:uniqueMarkerArguments(fruit: "blueberry")=10
    UniqueDeclarativeValidationMarkerWithArgumentsSimplePayload: str = field(default="")
    # +k8s:uniqueMarkerArguments(fruit: "apple")=10
    # +k8s:uniqueMarkerArguments(fruit: "apple")=20
    NonUniqueDeclarativeValidationMarkerWithArgumentsSimplePayload: str = field(default="")
    # +k8s:uniqueMarkerArguments(fruit: "apple")=+k8s:maxLength=10
    # +k8s:uniqueMarkerArguments(fruit: "blueberry")=+k8s:maxLength=10
    UniqueDeclarativeValidationMarkerWithArgumentsTagPayload: str = field(default="")
    # +k8s:uniqueMarkerArguments(fruit: "apple")=+k8s:maxLength=10
    # +k8s:uniqueMarkerArguments(fruit: "apple")=+k8s:maxLength=20
    NonUniqueDeclarativeValidationMarkerWithArgumentsTagPayload: str = field(default="")
    # +k8s:uniqueMarkerArguments(fruit: "apple")=+k8s:ifEnabled("thingy")=+k8s:maxLength=10
    # +k8s:uniqueMarkerArguments(fruit: "blueberry")=+k8s:ifEnabled("thingy")=+k8s:maxLength=10
    UniqueDeclarativeValidationMarkerWithArgumentsComplexPayload: str = field(default="")
    # +k8s:uniqueMarkerArguments(fruit: "apple")=+k8s:ifEnabled("thingy")=+k8s:maxLength=10
    # +k8s:uniqueMarkerArguments(fruit: "apple")=+k8s:ifEnabled("otherthingy")=+k8s:maxLength=20
    NonUniqueDeclarativeValidationMarkerWithArgumentsComplexPayload: str = field(default="")
    # +k8s:uniqueMarkerUnnamedArguments("apple")=10
    # +k8s:uniqueMarkerUnnamedArguments("blueberry")=10
    UniqueDeclarativeValidationMarkerWithUnnamedArgument: str = field(default="")
    # +k8s:uniqueMarkerUnnamedArguments("apple")=10
    # +k8s:uniqueMarkerUnnamedArguments("apple")=20
    NonUniqueDeclarativeValidationMarkerWithUnnamedArgument: str = field(default="")


# +custom:SomeCustomMarker:=diffvalue
UniqueCustomMarkerAlias = NewType("UniqueCustomMarkerAlias", str)


# +custom:SomeCustomMarker:=value
# +custom:SomeCustomMarker:=diffvalue
NonUniqueCustomMarkerAlias = NewType("NonUniqueCustomMarkerAlias", str)


# +custom:OtherMarker:attribute=apple,otherAttribute=banana
UniqueCustomMarkerWithAttributeAlias = NewType("UniqueCustomMarkerWithAttributeAlias", str)


# +custom:OtherMarker:attribute=apple,otherAttribute=orange
# +custom:OtherMarker:attribute=apple,otherAttribute=banana
NonUniqueCustomMarkerWithAttributeAlias = NewType("NonUniqueCustomMarkerWithAttributeAlias", str)
