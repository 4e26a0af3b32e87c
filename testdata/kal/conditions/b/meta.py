# metav1's types as SPEC §12 translates them, for the modules of this package (tools/kal_cases).
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import NewType

# Duration is metav1.Duration (and time.Duration): a duration string such as "1h2m".
Duration = NewType("Duration", str)

# UID is k8s.io/apimachinery/pkg/types.UID.
UID = NewType("UID", str)


# Condition is metav1.Condition, with its wire fields.
@dataclass(kw_only=True)
class Condition:
    # +required
    # +kubebuilder:validation:Pattern=`^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])$`
    # +kubebuilder:validation:MaxLength=316
    type: str = field(default="", metadata={"json": "type"})
    # +required
    # +kubebuilder:validation:Enum=True;False;Unknown
    status: str = field(default="", metadata={"json": "status"})
    # +optional
    # +kubebuilder:validation:Minimum=0
    observed_generation: int = field(default=0, metadata={"json": "observedGeneration,omitempty"})
    # +required
    last_transition_time: datetime = field(metadata={"json": "lastTransitionTime"})
    # +required
    # +kubebuilder:validation:MaxLength=1024
    # +kubebuilder:validation:MinLength=1
    # +kubebuilder:validation:Pattern=`^[A-Za-z]([A-Za-z0-9_,:]*[A-Za-z0-9_])?$`
    reason: str = field(default="", metadata={"json": "reason"})
    # +required
    # +kubebuilder:validation:MaxLength=32768
    message: str = field(default="", metadata={"json": "message"})


# TypeMeta is metav1.TypeMeta.
@dataclass
class TypeMeta:
    # +optional
    kind: str = field(default="", metadata={"json": "kind,omitempty"})
    # +optional
    api_version: str = field(default="", metadata={"json": "apiVersion,omitempty"})


# ObjectMeta is metav1.ObjectMeta (the fields the test cases need).
@dataclass
class ObjectMeta:
    # +optional
    name: str = field(default="", metadata={"json": "name,omitempty"})
    # +optional
    namespace: str = field(default="", metadata={"json": "namespace,omitempty"})


# ListMeta is metav1.ListMeta.
@dataclass
class ListMeta:
    # +optional
    resource_version: str = field(default="", metadata={"json": "resourceVersion,omitempty"})
