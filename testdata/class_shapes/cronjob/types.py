"""controller-tools' CronJob types, as far as their inline embedding goes, in Python.

Translated from kubernetes-sigs/controller-tools, commit 434758187dddcaf646276fbe2c2ba40ff4e859d5,
pkg/crd/testdata/cronjob_types.go: `CronJob` (metav1.TypeMeta embedded inline), `CronJobSpec`
(embedding `unexportedStruct`, `ExportedStruct`, `InlineAlias` and `*InlinePointerStruct`
inline) with a few of its own fields, and `CronJobStatus` reduced to one field. Go's inline
embedding is dataclass inheritance (SPEC §1): each embedded struct is a base class. The
metav1 types are reduced to the fields this test needs (k8s.io/apimachinery
pkg/apis/meta/v1/types.go: TypeMeta's `kind` and `apiVersion`, ObjectMeta's `name`).
"""

from dataclasses import dataclass, field
from enum import Enum
from typing import NewType, Optional

from . import embedded
from .embedded import ExportedStruct, InlineAlias, UnexportedStruct


@dataclass
class TypeMeta:
    kind: str = field(default="", metadata={"json": "kind,omitempty"})
    api_version: str = field(default="", metadata={"json": "apiVersion,omitempty"})


@dataclass
class ObjectMeta:
    name: str = field(default="", metadata={"json": "name,omitempty"})


class ConcurrencyPolicy(str, Enum):
    ALLOW = "Allow"
    FORBID = "Forbid"
    REPLACE = "Replace"


Protocol = NewType("Protocol", str)


# CronJobSpec defines the desired state of CronJob
@dataclass
class CronJobSpec(UnexportedStruct, ExportedStruct, InlineAlias, embedded.InlinePointerStruct):
    # The schedule in Cron format, see https://en.wikipedia.org/wiki/Cron.
    schedule: str = field(default="", metadata={"json": "schedule"})

    # Optional deadline in seconds for starting the job if it misses scheduled
    # time for any reason.  Missed jobs executions will be counted as failed ones.
    # +optional
    starting_deadline_seconds: Optional[int] = field(default=None, metadata={"json": "startingDeadlineSeconds,omitempty"})

    # +optional
    concurrency_policy: Optional[ConcurrencyPolicy] = field(default=None, metadata={"json": "concurrencyPolicy,omitempty"})

    # This tests that unexported fields are skipped in the schema generation
    unexported_field: str = field(default="", metadata={"json": "-"})

    # +default="TCP"
    protocol: Protocol = field(default="", metadata={"json": "protocol,omitempty"})

    # This tests that selectable field.
    selectable_field_string: str = field(default="", metadata={"json": "selectableFieldString,omitempty"})


# CronJobStatus defines the observed state of CronJob
@dataclass
class CronJobStatus:
    # Information when was the last time the job was successfully scheduled.
    # +optional
    last_schedule_time: Optional[str] = field(default=None, metadata={"json": "lastScheduleTime,omitempty"})


# CronJob is the Schema for the cronjobs API
@dataclass
class CronJob(TypeMeta):
    # +optional
    metadata: ObjectMeta = field(default_factory=ObjectMeta, metadata={"json": "metadata"})
    # +optional
    spec: CronJobSpec = field(default_factory=CronJobSpec, metadata={"json": "spec"})
    # +optional
    status: CronJobStatus = field(default_factory=CronJobStatus, metadata={"json": "status"})
