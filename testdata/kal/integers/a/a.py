# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/integers/testdata/src/a/a.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field
from typing import NewType, Optional

from b import IntB, InvalidSliceIntAliasB

# +kubebuilder:validation:Format=int32
Int32 = NewType("Int32", int)

# +kubebuilder:validation:Format=int64
Int64 = NewType("Int64", int)


@dataclass
class Integers:
    ValidString: str = field(default="")
    ValidMap: dict[str, str] = field(default_factory=dict)
    ValidInt32: Int32 = field(default=0)
    ValidInt32Ptr: Optional[Int32] = field(default=None)
    ValidInt64: Int64 = field(default=0)
    ValidInt64Ptr: Optional[Int64] = field(default=None)
    InvalidInt: int = field(default=0)
    InvalidIntPtr: Optional[int] = field(default=None)
    ValidInt32Alias: ValidInt32Alias = field(default=0)
    ValidInt32AliasPtr: Optional[ValidInt32Alias] = field(default=None)
    InvalidIntAlias: InvalidIntAlias = field(default=0)
    InvalidIntAliasPtr: Optional[InvalidIntAlias] = field(default=None)
    InvalidIntAliasAlias: InvalidIntAliasAlias = field(default=0)
    ValidSliceInt32: list[Int32] = field(default_factory=list)
    ValidSliceInt32Ptr: list[Optional[Int32]] = field(default_factory=list)
    ValidSliceInt64: list[Int64] = field(default_factory=list)
    ValidSliceInt64Ptr: list[Optional[Int64]] = field(default_factory=list)
    InvalidSliceInt: list[int] = field(default_factory=list)
    InvalidSliceIntPtr: list[Optional[int]] = field(default_factory=list)
    InvalidSliceIntAlias: list[InvalidIntAlias] = field(default_factory=list)
    InvalidSliceIntAliasPtr: list[Optional[InvalidIntAlias]] = field(default_factory=list)
    ValidMapStringToInt32: dict[str, Int32] = field(default_factory=dict)
    ValidMapStringToInt64: dict[str, Int64] = field(default_factory=dict)
    InvalidMapStringToInt: dict[str, int] = field(default_factory=dict)
    ValidMapInt32ToString: dict[Int32, str] = field(default_factory=dict)
    ValidMapInt64ToString: dict[Int64, str] = field(default_factory=dict)
    InvalidMapIntToString: dict[int, str] = field(default_factory=dict)
    InvalidIntFromAnotherFile: IntB = field(default=0)
    InvalidSliceIntAliasFromAnotherFile: InvalidSliceIntAliasB = field(default_factory=list)


ValidInt32Alias = NewType("ValidInt32Alias", Int32)


ValidInt32PtrAlias = NewType("ValidInt32PtrAlias", Optional[Int32])


ValidInt64Alias = NewType("ValidInt64Alias", Int64)


ValidInt64PtrAlias = NewType("ValidInt64PtrAlias", Optional[Int64])


InvalidIntAlias = NewType("InvalidIntAlias", int)


InvalidIntPtrAlias = NewType("InvalidIntPtrAlias", Optional[int])


InvalidIntAliasAlias = NewType("InvalidIntAliasAlias", InvalidIntAlias)


InvalidSliceIntAlias = NewType("InvalidSliceIntAlias", list[int])


InvalidSliceIntPtrAlias = NewType("InvalidSliceIntPtrAlias", list[Optional[int]])


InvalidSliceIntAliasAlias = NewType("InvalidSliceIntAliasAlias", list[InvalidIntAlias])


InvalidSliceIntAliasPtrAlias = NewType("InvalidSliceIntAliasPtrAlias", list[Optional[InvalidIntAlias]])
