# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/conditions/testdata/src/a/a.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

from meta import Condition


@dataclass
class ValidConditions:
    # conditions is an accurate representation of the desired state of a conditions object.
    # +listType=map
    # +listMapKey=type
    # +patchStrategy=merge
    # +patchMergeKey=type
    # +optional
    conditions: list[Condition] = field(default_factory=list, metadata={"json": "conditions,omitempty", "patchStrategy": "merge", "patchMergeKey": "type", "protobuf": "bytes,1,rep,name=conditions"})
    # other fields
    other_field: str = field(default="", metadata={"json": "otherField,omitempty"})


@dataclass
class ConditionsNotFirst:
    # other fields
    other_field: str = field(default="", metadata={"json": "otherField,omitempty"})
    # conditions is an accurate representation of the desired state of a conditions object.
    # +listType=map
    # +listMapKey=type
    # +patchStrategy=merge
    # +patchMergeKey=type
    # +optional
    conditions: list[Condition] = field(default_factory=list, metadata={"json": "conditions,omitempty", "patchStrategy": "merge", "patchMergeKey": "type", "protobuf": "bytes,1,rep,name=conditions"})


@dataclass
class ConditionsIncorrectType:
    # conditions has an incorrect type.
    Conditions: dict[str, Condition] = field(default_factory=dict)


@dataclass
class ConditionsIncorrectSliceElement:
    # conditions has an incorrect type.
    Conditions: list[str] = field(default_factory=list)


@dataclass
class ConditionsIncorrectImportedSliceElement:
    # conditions has an incorrect type.
    Conditions: list[datetime] = field(default_factory=list)


@dataclass
class ConditionsIncorrectImportedPackage:
    pass


@dataclass
class MissingAllMarkers:
    # conditions is missing all markers.
    conditions: list[Condition] = field(default_factory=list, metadata={"json": "conditions,omitempty", "patchStrategy": "merge", "patchMergeKey": "type", "protobuf": "bytes,1,rep,name=conditions"})


@dataclass
class MissingListMarkers:
    # conditions is missing list markers.
    # +patchStrategy=merge
    # +patchMergeKey=type
    # +optional
    conditions: list[Condition] = field(default_factory=list, metadata={"json": "conditions,omitempty", "patchStrategy": "merge", "patchMergeKey": "type", "protobuf": "bytes,1,rep,name=conditions"})


@dataclass
class MissingPatchMarkers:
    # conditions is missing patch markers.
    # +listType=map
    # +listMapKey=type
    # +optional
    conditions: list[Condition] = field(default_factory=list, metadata={"json": "conditions,omitempty", "patchStrategy": "merge", "patchMergeKey": "type", "protobuf": "bytes,1,rep,name=conditions"})


@dataclass
class MissingOptionalMarker:
    # conditions is missng the optional marker.
    # +listType=map
    # +listMapKey=type
    # +patchStrategy=merge
    # +patchMergeKey=type
    conditions: list[Condition] = field(default_factory=list, metadata={"json": "conditions,omitempty", "patchStrategy": "merge", "patchMergeKey": "type", "protobuf": "bytes,1,rep,name=conditions"})


@dataclass
class MissingFieldTag:
    # conditions is missing the field tag.
    # +listType=map
    # +listMapKey=type
    # +patchStrategy=merge
    # +patchMergeKey=type
    # +optional
    Conditions: list[Condition] = field(default_factory=list)


@dataclass
class IncorrectFieldTag:
    # conditions has an incorrect field tag.
    # +listType=map
    # +listMapKey=type
    # +patchStrategy=merge
    # +patchMergeKey=type
    # +optional
    conditions: list[Condition] = field(default_factory=list, metadata={"json": "conditions", "patchMergeKey": "type", "protobuf": "bytes,3,rep,name=conditions"})


# ConditionsWithOrphanedMarkers tests the fix for orphaned markers where markers
# separated from the field doc comment by a blank line were not being detected.
@dataclass
class ConditionsWithOrphanedMarkers:
    # Conditions update as changes occur in the status.
    conditions: list[Condition] = field(default_factory=list, metadata={"json": "conditions,omitempty", "patchStrategy": "merge", "patchMergeKey": "type", "protobuf": "bytes,1,rep,name=conditions"})
