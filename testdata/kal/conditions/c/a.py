# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/conditions/testdata/src/c/a.go by tools/kal_cases
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
class ValidConditionsMissingProtobuf:
    # conditions is an accurate representation of the desired state of a conditions object.
    # +listType=map
    # +listMapKey=type
    # +patchStrategy=merge
    # +patchMergeKey=type
    # +optional
    conditions: list[Condition] = field(default_factory=list, metadata={"json": "conditions,omitempty", "patchStrategy": "merge", "patchMergeKey": "type"})
    # other fields
    other_field: str = field(default="", metadata={"json": "otherField,omitempty"})


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
