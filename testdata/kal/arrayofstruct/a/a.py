# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/arrayofstruct/testdata/src/a/a.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field
from typing import NewType, Optional, TypeAlias


@dataclass
class ValidStruct:
    Items: list[ValidItem] = field(default_factory=list)


@dataclass
class ValidItem:
    # +required
    Name: str = field(default="")
    # +optional
    Description: str = field(default="")


@dataclass
class ValidStructWithKubebuilderRequired:
    Items: list[ValidItemKubebuilder] = field(default_factory=list)


@dataclass
class ValidItemKubebuilder:
    # +kubebuilder:validation:Required
    Name: str = field(default="")
    # +optional
    Description: str = field(default="")


@dataclass
class ValidStructWithK8sRequired:
    Items: list[ValidItemK8s] = field(default_factory=list)


@dataclass
class ValidItemK8s:
    # +k8s:required
    Name: str = field(default="")
    # +optional
    Description: str = field(default="")


@dataclass
class ValidStructWithPointer:
    Items: list[Optional[ValidPointerItem]] = field(default_factory=list)


@dataclass
class ValidPointerItem:
    # +required
    ID: str = field(default="")


@dataclass
class ValidPrimitiveArray:
    Strings: list[str] = field(default_factory=list)
    Ints: list[int] = field(default_factory=list)


@dataclass
class InvalidStruct:
    Items: list[InvalidItem] = field(default_factory=list)


@dataclass
class InvalidItem:
    # +optional
    Name: str = field(default="")
    # +optional
    Description: str = field(default="")


@dataclass
class InvalidStructWithPointer:
    Items: list[Optional[InvalidPointerItem]] = field(default_factory=list)


@dataclass
class InvalidPointerItem:
    # +optional
    ID: str = field(default="")


@dataclass
class InvalidStructWithInlineStruct:
    pass


@dataclass
class InvalidStructNoMarkers:
    Items: list[InvalidItemNoMarkers] = field(default_factory=list)


@dataclass
class InvalidItemNoMarkers:
    Name: str = field(default="")
    Description: str = field(default="")


@dataclass
class ValidAllRequired:
    Items: list[AllRequiredItem] = field(default_factory=list)


@dataclass
class AllRequiredItem:
    # +required
    Name: str = field(default="")
    # +required
    Description: str = field(default="")


ItemAlias: TypeAlias = InvalidItem


@dataclass
class InvalidStructWithAlias:
    Items: list[ItemAlias] = field(default_factory=list)


ArrayAlias: TypeAlias = list[InvalidItem]


@dataclass
class InvalidStructWithArrayAlias:
    Items: ArrayAlias = field(default_factory=list)


@dataclass
class ValidMultipleArrays:
    ValidItems: list[ValidItem] = field(default_factory=list)
    InvalidItems: list[InvalidItem] = field(default_factory=list)


StringAlias: TypeAlias = str


@dataclass
class ValidStructWithBasicTypeAlias:
    # This should not trigger the linter because StringAlias resolves to string, a basic type
    Items: list[StringAlias] = field(default_factory=list)


CustomString = NewType("CustomString", str)


@dataclass
class ValidStructWithCustomBasicType:
    # This should not trigger the linter because CustomString is based on string, a basic type
    Items: list[CustomString] = field(default_factory=list)


# Valid case - struct with ExactlyOneOf marker
@dataclass
class ValidWithExactlyOneOf:
    Items: list[ValidExactlyOneOfItem] = field(default_factory=list)


# +kubebuilder:validation:ExactlyOneOf=FieldA;FieldB
@dataclass
class ValidExactlyOneOfItem:
    field_a: Optional[str] = field(default=None, metadata={"json": "fieldA,omitempty"})
    field_b: Optional[str] = field(default=None, metadata={"json": "fieldB,omitempty"})
