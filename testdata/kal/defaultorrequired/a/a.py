# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/defaultorrequired/testdata/src/a/a.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Test:
    # This field has both required and default markers - should be flagged
    # +kubebuilder:validation:Required
    # +kubebuilder:default:=testValue
    conflicted_field: str = field(default="", metadata={"json": "conflictedField"})
    # This field has only required marker - should not be flagged
    # +kubebuilder:validation:Required
    required_only_field: str = field(default="", metadata={"json": "requiredOnlyField"})
    # This field has only default marker - should not be flagged
    # +kubebuilder:default:=defaultValue
    default_only_field: str = field(default="", metadata={"json": "defaultOnlyField"})
    # This field uses KAL required marker with default - should be flagged
    # +required
    # +default:=anotherValue
    kal_conflicted_field: str = field(default="", metadata={"json": "kalConflictedField"})
    # This field uses k8s required marker with kubebuilder default - should be flagged
    # +k8s:required
    # +kubebuilder:default:=yetanotherValue
    k8s_conflicted_field: str = field(default="", metadata={"json": "k8sConflictedField"})
    # This field has neither marker - should not be flagged
    normal_field: str = field(default="", metadata={"json": "normalField"})
    # Multiple fields to test various combinations
    valid_field1: str = field(default="", metadata={"json": "validField1"})  # no markers
    # +required
    valid_field2: str = field(default="", metadata={"json": "validField2"})  # only required
    # +kubebuilder:default:=value
    valid_field3: str = field(default="", metadata={"json": "validField3"})  # only default
    # +kubebuilder:validation:Required
    valid_field4: str = field(default="", metadata={"json": "validField4"})  # only required (kubebuilder format)
