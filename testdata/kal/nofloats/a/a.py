# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/nofloats/testdata/src/a/a.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field
from typing import NewType, Optional

from b import Float32AliasB, Float32AliasPtrB

# +kubebuilder:validation:Format=int32
Int32 = NewType("Int32", int)

# +kubebuilder:validation:Format=int64
Int64 = NewType("Int64", int)


@dataclass
class Floats:
    ValidString: str = field(default="")
    ValidMap: dict[str, str] = field(default_factory=dict)
    ValidInt32: Int32 = field(default=0)
    ValidInt64: Int64 = field(default=0)
    InvalidFloat32: float = field(default=0.0)
    InvalidFloat64: float = field(default=0.0)
    InvalidFloat32Ptr: Optional[float] = field(default=None)
    InvalidFloat64Ptr: Optional[float] = field(default=None)
    InvalidFloat32Slice: list[float] = field(default_factory=list)
    InvalidFloat64Slice: list[float] = field(default_factory=list)
    InvalidFloat32PtrSlice: list[Optional[float]] = field(default_factory=list)
    InvalidFloat64PtrSlice: list[Optional[float]] = field(default_factory=list)
    InvalidFloat32Alias: Float32Alias = field(default=0.0)
    InvalidFloat64Alias: Float64Alias = field(default=0.0)
    InvalidFloat32PtrAlias: Optional[Float32Alias] = field(default=None)
    InvalidFloat64PtrAlias: Optional[Float64Alias] = field(default=None)
    InvalidFloat32SliceAlias: list[Float32Alias] = field(default_factory=list)
    InvalidFloat64SliceAlias: list[Float64Alias] = field(default_factory=list)
    InvalidFloat32PtrSliceAlias: list[Optional[Float32Alias]] = field(default_factory=list)
    InvalidFloat64PtrSliceAlias: list[Optional[Float64Alias]] = field(default_factory=list)
    InvalidMapStringToFloat32: dict[str, float] = field(default_factory=dict)
    InvalidMapStringToFloat64: dict[str, float] = field(default_factory=dict)
    InvalidMapStringToFloat32Ptr: dict[str, Optional[float]] = field(default_factory=dict)
    InvalidMapStringToFloat64Ptr: dict[str, Optional[float]] = field(default_factory=dict)
    InvalidMapFloat32ToString: dict[float, str] = field(default_factory=dict)
    InvalidMapFloat64ToString: dict[float, str] = field(default_factory=dict)
    InvalidMapFloat32PtrToString: dict[Optional[float], str] = field(default_factory=dict)
    InvalidMapFloat64PtrToString: dict[Optional[float], str] = field(default_factory=dict)
    InvalidFloat32AliasFromAnotherFile: Float32AliasB = field(default=0.0)
    InvalidFloat32PtrAliasFromAnotherFile: Float32AliasPtrB = field(default=None)


Float32Alias = NewType("Float32Alias", float)


Float64Alias = NewType("Float64Alias", float)


Float32AliasPtr = NewType("Float32AliasPtr", Optional[float])


Float64AliasPtr = NewType("Float64AliasPtr", Optional[float])


Float32AliasSlice = NewType("Float32AliasSlice", list[float])


Float64AliasSlice = NewType("Float64AliasSlice", list[float])


Float32AliasPtrSlice = NewType("Float32AliasPtrSlice", list[Optional[float]])


Float64AliasPtrSlice = NewType("Float64AliasPtrSlice", list[Optional[float]])


MapStringToFloat32Alias = NewType("MapStringToFloat32Alias", dict[str, float])


MapStringToFloat64Alias = NewType("MapStringToFloat64Alias", dict[str, float])


MapStringToFloat32PtrAlias = NewType("MapStringToFloat32PtrAlias", dict[str, Optional[float]])


MapStringToFloat64PtrAlias = NewType("MapStringToFloat64PtrAlias", dict[str, Optional[float]])
