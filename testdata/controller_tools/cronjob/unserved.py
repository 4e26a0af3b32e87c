"""controller-tools' CronJob testdata, version v1beta1 (an unserved version of the same CRD),
translated to dataclasses per SPEC section 1.

Source: github:kubernetes-sigs/controller-tools at 434758187dddcaf646276fbe2c2ba40ff4e859d5,
pkg/crd/testdata/unserved/types.go (generated into the same golden CRD as cronjob_types.py).
Every Go marker is kept; the embedded metav1.TypeMeta is a base class; `int32` is k8s.Int32;
CronJob.spec is Optional for the reason given in cronjob_types.py.
"""

# +groupName=testdata.kubebuilder.io
# +versionName=v1beta1

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

from ..k8s import Int32, ListMeta, ObjectMeta, TypeMeta


@dataclass
class CronJobSpec:
    """CronJobSpec defines the desired state of CronJob"""

    # This tests that markers that are allowed on both fields and types are applied to fields
    # +kubebuilder:validation:MinLength=4
    two_of_a_kind_part0: str = field(default="", metadata={"json": "twoOfAKindPart0"})

    # +kubebuilder:validation:Minimum=-2
    # +kubebuilder:validation:Maximum=2
    # +kubebuilder:validation:MultipleOf=2
    int32_with_validations: Int32 = field(default=0, metadata={"json": "int32WithValidations"})


# +kubebuilder:object:root=true
# +kubebuilder:subresource:status
# +kubebuilder:resource:singular=mycronjob
# +kubebuilder:unservedversion

# CronJob is the Schema for the cronjobs API
@dataclass
class CronJob(TypeMeta):
    metadata: ObjectMeta = field(default_factory=ObjectMeta, metadata={"json": "metadata,omitempty"})  # noqa: DG202
    spec: Optional[CronJobSpec] = field(default=None, metadata={"json": "spec,omitempty"})


# +kubebuilder:object:root=true

# CronJobList contains a list of CronJob
@dataclass
class CronJobList(TypeMeta):
    metadata: ListMeta = field(default_factory=ListMeta, metadata={"json": "metadata,omitempty"})  # noqa: DG202
    items: list[CronJob] = field(default_factory=list, metadata={"json": "items"})
