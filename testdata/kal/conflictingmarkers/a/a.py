# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/conflictingmarkers/testdata/src/a/a.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class TestStruct:
    # Valid field with only marker1
    # +marker1
    valid_marker1_field: str = field(default="", metadata={"json": "validMarker1Field"})
    # Valid field with marker1 that has a value
    # +marker1:=someValue
    valid_marker1_with_value_field: str = field(default="", metadata={"json": "validMarker1WithValueField"})
    # Valid field with marker1 and marker2 (both in same conflict set)
    # +marker1
    # +marker2
    valid_marker1_and2_field: str = field(default="", metadata={"json": "validMarker1And2Field"})
    # Conflict: marker1 vs marker3 (both with values)
    # +marker1:=value1
    # +marker3:=value2
    conflict_with_values_field: str = field(default="", metadata={"json": "conflictWithValuesField"})
    # Conflict: marker1 vs marker3 (mixed with and without values)
    # +marker1
    # +marker3:=someValue
    conflict_mixed_field: str = field(default="", metadata={"json": "conflictMixedField"})
    # Multiple conflicts with multiple markers in each set:
    # +marker1
    # +marker2
    # +marker3
    # +marker4
    multiple_conflicts_field: str = field(default="", metadata={"json": "multipleConflictsField"})
    # Three-way conflict: marker5 vs marker7 vs marker9
    # +marker5
    # +marker7
    # +marker9
    three_way_conflict_field: str = field(default="", metadata={"json": "threeWayConflictField"})
    # Three-way conflict with values
    # +marker6:=value1
    # +marker8:=value2
    # +marker10:=value3
    three_way_conflict_with_values_field: str = field(default="", metadata={"json": "threeWayConflictWithValuesField"})
    # Valid field with markers from same set in three-way conflict
    # +marker5
    # +marker6
    valid_three_way_same_set_field: str = field(default="", metadata={"json": "validThreeWaySameSetField"})
    # Three-way conflict with multiple markers from each set
    # +marker5
    # +marker6
    # +marker7
    # +marker8
    # +marker9
    # +marker10
    three_way_multiple_markers_field: str = field(default="", metadata={"json": "threeWayMultipleMarkersField"})
    # Three-way conflict with only subset of sets triggered (sets 1 and 2 only)
    # +marker5
    # +marker7
    subset_three_way_conflict_field: str = field(default="", metadata={"json": "subsetThreeWayConflictField"})
