# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/nobools/testdata/src/a/a.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field
from typing import NewType, Optional

from b import BoolAliasB

# +kubebuilder:validation:Format=int32
Int32 = NewType("Int32", int)

# +kubebuilder:validation:Format=int64
Int64 = NewType("Int64", int)


@dataclass
class Bools:
    ValidString: str = field(default="")
    ValidMap: dict[str, str] = field(default_factory=dict)
    ValidInt32: Int32 = field(default=0)
    ValidInt64: Int64 = field(default=0)
    InvalidBool: bool = field(default=False)
    InvalidBoolPtr: Optional[bool] = field(default=None)
    InvalidBoolSlice: list[bool] = field(default_factory=list)
    InvalidBoolPtrSlice: list[Optional[bool]] = field(default_factory=list)
    InvalidBoolAlias: BoolAlias = field(default=False)
    InvalidBoolPtrAlias: Optional[BoolAlias] = field(default=None)
    InvalidBoolSliceAlias: list[BoolAlias] = field(default_factory=list)
    InvalidBoolPtrSliceAlias: list[Optional[BoolAlias]] = field(default_factory=list)
    InvalidMapStringToBool: dict[str, bool] = field(default_factory=dict)
    InvalidMapStringToBoolPtr: dict[str, Optional[bool]] = field(default_factory=dict)
    InvalidMapBoolToString: dict[bool, str] = field(default_factory=dict)
    InvalidMapBoolPtrToString: dict[Optional[bool], str] = field(default_factory=dict)
    InvalidBoolAliasFromAnotherFile: BoolAliasB = field(default=False)
    InvalidBoolPtrAliasFromAnotherFile: Optional[BoolAliasB] = field(default=None)


BoolAlias = NewType("BoolAlias", bool)


BoolAliasPtr = NewType("BoolAliasPtr", Optional[bool])


BoolAliasSlice = NewType("BoolAliasSlice", list[bool])


BoolAliasPtrSlice = NewType("BoolAliasPtrSlice", list[Optional[bool]])


MapStringToBoolAlias = NewType("MapStringToBoolAlias", dict[str, bool])


MapStringToBoolPtrAlias = NewType("MapStringToBoolPtrAlias", dict[str, Optional[bool]])
