"""Kubernetes core/v1 ReplicationControllerStatus and ReplicationControllerCondition, translated
to dataclasses per SPEC section 1: the widths (`int32`, `int64`) and patch markers that
tests/test_k8s_types.py compares with Kubernetes' published OpenAPI.

Source: github:kubernetes/api at 10b39a39bcee995dfe7cd5e8e7b922be5e46f1e2, core/v1/types.go
(doc comments and markers copied, Go `//` -> Python `#`, protobuf tags dropped, field order
Go's). The published schemas compared with are Kubernetes v1.31.0's, as the kubernetes-validate
package ships them (kubernetes_validate/kubernetes-json-schema/v1.31.0-local/, converted from
Kubernetes' published OpenAPI; `format` and the `x-kubernetes-*` extensions are kept as
published). `int32` / `int64` are Int32 / Int64, metav1.Time is datetime.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import NewType, Optional

# Go's int32.
# +kubebuilder:validation:Format=int32
Int32 = NewType("Int32", int)

# Go's int64.
# +kubebuilder:validation:Format=int64
Int64 = NewType("Int64", int)

ReplicationControllerConditionType = NewType("ReplicationControllerConditionType", str)
ConditionStatus = NewType("ConditionStatus", str)


@dataclass
class ReplicationControllerCondition:
    """ReplicationControllerCondition describes the state of a replication controller at a certain point."""

    # Type of replication controller condition.
    type: ReplicationControllerConditionType = field(default="", metadata={"json": "type"})
    # Status of the condition, one of True, False, Unknown.
    status: ConditionStatus = field(default="", metadata={"json": "status"})
    # The last time the condition transitioned from one status to another.
    # +optional
    last_transition_time: Optional[datetime] = field(default=None, metadata={"json": "lastTransitionTime,omitempty"})
    # The reason for the condition's last transition.
    # +optional
    reason: str = field(default="", metadata={"json": "reason,omitempty"})
    # A human readable message indicating details about the transition.
    # +optional
    message: str = field(default="", metadata={"json": "message,omitempty"})


@dataclass
class ReplicationControllerStatus:
    """ReplicationControllerStatus represents the current status of a replication
    controller."""

    # Replicas is the most recently observed number of replicas.
    # More info: https://kubernetes.io/docs/concepts/workloads/controllers/replicationcontroller#what-is-a-replicationcontroller
    replicas: Int32 = field(default=0, metadata={"json": "replicas"})
    # The number of pods that have labels matching the labels of the pod template of the replication controller.
    # +optional
    fully_labeled_replicas: Int32 = field(default=0, metadata={"json": "fullyLabeledReplicas,omitempty"})
    # The number of ready replicas for this replication controller.
    # +optional
    ready_replicas: Int32 = field(default=0, metadata={"json": "readyReplicas,omitempty"})
    # The number of available replicas (ready for at least minReadySeconds) for this replication controller.
    # +optional
    available_replicas: Int32 = field(default=0, metadata={"json": "availableReplicas,omitempty"})
    # ObservedGeneration reflects the generation of the most recently observed replication controller.
    # +optional
    observed_generation: Int64 = field(default=0, metadata={"json": "observedGeneration,omitempty"})
    # Represents the latest available observations of a replication controller's current state.
    # +optional
    # +patchMergeKey=type
    # +patchStrategy=merge
    # +listType=map
    # +listMapKey=type
    conditions: list[ReplicationControllerCondition] = field(default_factory=list, metadata={"json": "conditions,omitempty"})
