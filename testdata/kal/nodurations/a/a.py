# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/nodurations/testdata/src/a/a.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field
from typing import NewType, Optional

from b import DurationAliasB, DurationAliasBWithMetaV1
from meta import Duration

# +kubebuilder:validation:Format=int32
Int32 = NewType("Int32", int)

# +kubebuilder:validation:Format=int64
Int64 = NewType("Int64", int)


@dataclass
class Durations:
    ValidString: str = field(default="")
    ValidMap: dict[str, str] = field(default_factory=dict)
    ValidInt32: Int32 = field(default=0)
    ValidInt64: Int64 = field(default=0)
    InvalidDuration: Duration = field(default="")
    InvalidDurationPtr: Optional[Duration] = field(default=None)
    InvalidDurationSlice: list[Duration] = field(default_factory=list)
    InvalidDurationPtrSlice: list[Optional[Duration]] = field(default_factory=list)
    InvalidDurationAlias: DurationAlias = field(default="")
    InvalidDurationPtrAlias: Optional[DurationAlias] = field(default=None)
    InvalidDurationSliceAlias: list[DurationAlias] = field(default_factory=list)
    InvalidDurationPtrSliceAlias: list[Optional[DurationAlias]] = field(default_factory=list)
    InvalidMapStringToDuration: dict[str, Duration] = field(default_factory=dict)
    InvalidMapStringToDurationPtr: dict[str, Optional[Duration]] = field(default_factory=dict)
    InvalidMapDurationToString: dict[Duration, str] = field(default_factory=dict)
    InvalidMapDurationPtrToString: dict[Optional[Duration], str] = field(default_factory=dict)
    InvalidDurationAliasFromAnotherFile: DurationAliasB = field(default="")
    InvalidDurationPtrAliasFromAnotherFile: Optional[DurationAliasB] = field(default=None)


DurationAlias = NewType("DurationAlias", Duration)


DurationAliasPtr = NewType("DurationAliasPtr", Optional[Duration])


DurationAliasSlice = NewType("DurationAliasSlice", list[Duration])


DurationAliasPtrSlice = NewType("DurationAliasPtrSlice", list[Optional[Duration]])


MapStringToDurationAlias = NewType("MapStringToDurationAlias", dict[str, Duration])


MapStringToDurationPtrAlias = NewType("MapStringToDurationPtrAlias", dict[str, Optional[Duration]])


@dataclass
class DurationsWithMetaV1Package:
    ValidString: str = field(default="")
    ValidMap: dict[str, str] = field(default_factory=dict)
    ValidInt32: Int32 = field(default=0)
    ValidInt64: Int64 = field(default=0)
    InvalidDuration: Duration = field(default="")
    InvalidDurationPtr: Optional[Duration] = field(default=None)
    InvalidDurationSlice: list[Duration] = field(default_factory=list)
    InvalidDurationPtrSlice: list[Optional[Duration]] = field(default_factory=list)
    InvalidDurationAlias: DurationAliasWithMetaV1 = field(default="")
    InvalidDurationPtrAlias: Optional[DurationAliasWithMetaV1] = field(default=None)
    InvalidDurationSliceAlias: list[DurationAliasWithMetaV1] = field(default_factory=list)
    InvalidDurationPtrSliceAlias: list[Optional[DurationAliasWithMetaV1]] = field(default_factory=list)
    InvalidMapStringToDuration: dict[str, Duration] = field(default_factory=dict)
    InvalidMapStringToDurationPtr: dict[str, Optional[Duration]] = field(default_factory=dict)
    InvalidMapDurationToString: dict[Duration, str] = field(default_factory=dict)
    InvalidMapDurationPtrToString: dict[Optional[Duration], str] = field(default_factory=dict)
    InvalidDurationAliasFromAnotherFile: DurationAliasBWithMetaV1 = field(default="")


DurationAliasWithMetaV1 = NewType("DurationAliasWithMetaV1", Duration)


DurationAliasPtrWithMetaV1 = NewType("DurationAliasPtrWithMetaV1", Optional[Duration])


DurationAliasSliceWithMetaV1 = NewType("DurationAliasSliceWithMetaV1", list[Duration])


DurationAliasPtrSliceWithMetaV1 = NewType("DurationAliasPtrSliceWithMetaV1", list[Optional[Duration]])


MapStringToDurationAliaWithMetaV1 = NewType("MapStringToDurationAliaWithMetaV1", dict[str, Duration])


MapStringToDurationPtrAliasWithMetaV1 = NewType("MapStringToDurationPtrAliasWithMetaV1", dict[str, Optional[Duration]])
