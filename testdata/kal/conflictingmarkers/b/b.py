# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/conflictingmarkers/testdata/src/b/b.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class TestStruct:
    # No conflict: +listType=atomic and +k8s:listType=atomic match
    # +listType=atomic
    # +k8s:listType=atomic
    matching_atomic_values: list[str] = field(default_factory=list, metadata={"json": "matchingAtomicValues"})
    # No conflict: +listType=set and +k8s:listType=set match
    # +listType=set
    # +k8s:listType=set
    matching_set_values: list[str] = field(default_factory=list, metadata={"json": "matchingSetValues"})
    # No conflict: +listType=map and +k8s:listType=map match
    # +listType=map
    # +k8s:listType=map
    matching_map_values: list[str] = field(default_factory=list, metadata={"json": "matchingMapValues"})
    # No conflict: only +listType present, no +k8s:listType
    # +listType=atomic
    only_list_type: list[str] = field(default_factory=list, metadata={"json": "onlyListType"})
    # No conflict: only +k8s:listType present, no +listType
    # +k8s:listType=atomic
    only_k8s_list_type: list[str] = field(default_factory=list, metadata={"json": "onlyK8sListType"})
    # Conflict: +listType=atomic but +k8s:listType=set
    # +listType=atomic
    # +k8s:listType=set
    conflict_atomic_vs_set: list[str] = field(default_factory=list, metadata={"json": "conflictAtomicVsSet"})
    # Conflict: +listType=atomic but +k8s:listType=map
    # +listType=atomic
    # +k8s:listType=map
    conflict_atomic_vs_map: list[str] = field(default_factory=list, metadata={"json": "conflictAtomicVsMap"})
    # Conflict: +listType=set but +k8s:listType=atomic
    # +listType=set
    # +k8s:listType=atomic
    conflict_set_vs_atomic: list[str] = field(default_factory=list, metadata={"json": "conflictSetVsAtomic"})
    # Conflict: +listType=set but +k8s:listType=map
    # +listType=set
    # +k8s:listType=map
    conflict_set_vs_map: list[str] = field(default_factory=list, metadata={"json": "conflictSetVsMap"})
    # Conflict: +listType=map but +k8s:listType=atomic
    # +listType=map
    # +k8s:listType=atomic
    conflict_map_vs_atomic: list[str] = field(default_factory=list, metadata={"json": "conflictMapVsAtomic"})
    # Conflict: +listType=map but +k8s:listType=set
    # +listType=map
    # +k8s:listType=set
    conflict_map_vs_set: list[str] = field(default_factory=list, metadata={"json": "conflictMapVsSet"})
    # Conflict: using := separator, +listType:=atomic but +k8s:listType=set
    # +listType:=atomic
    # +k8s:listType=set
    conflict_colon_equals: list[str] = field(default_factory=list, metadata={"json": "conflictColonEquals"})
