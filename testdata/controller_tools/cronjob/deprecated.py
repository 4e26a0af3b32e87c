"""controller-tools' CronJob testdata, version v1beta2 (a deprecated version of the same CRD),
translated to dataclasses per SPEC section 1.

Source: github:kubernetes-sigs/controller-tools at 434758187dddcaf646276fbe2c2ba40ff4e859d5,
pkg/crd/testdata/deprecated/types.go (generated into the same golden CRD as cronjob_types.py).
Every Go marker is kept; the embedded metav1.TypeMeta is a base class.
"""

# +groupName=testdata.kubebuilder.io
# +versionName=v1beta2

from __future__ import annotations

from dataclasses import dataclass, field

from ..k8s import ListMeta, ObjectMeta, TypeMeta


# +kubebuilder:object:root=true
# +kubebuilder:subresource:status
# +kubebuilder:resource:singular=mycronjob
# +kubebuilder:deprecatedversion:warning="use v1 instead, this version causes your data center to catch fire when used on Tuesdays"

# CronJob is the Schema for the cronjobs API
@dataclass
class CronJob(TypeMeta):
    metadata: ObjectMeta = field(default_factory=ObjectMeta, metadata={"json": "metadata,omitempty"})  # noqa: DG202


# +kubebuilder:object:root=true

# CronJobList contains a list of CronJob
@dataclass
class CronJobList(TypeMeta):
    metadata: ListMeta = field(default_factory=ListMeta, metadata={"json": "metadata,omitempty"})  # noqa: DG202
    items: list[CronJob] = field(default_factory=list, metadata={"json": "items"})
