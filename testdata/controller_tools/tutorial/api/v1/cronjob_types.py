"""The kubebuilder tutorial's CronJob, translated to dataclasses per SPEC section 1.

Source: github:kubernetes-sigs/kubebuilder at 5c400728930120dd385712db61cb0a937238ce81,
docs/book/src/cronjob-tutorial/testdata/project/api/v1/cronjob_types.go; its golden CRD is
../../../golden/batch.tutorial.kubebuilder.io_cronjobs.yaml
(docs/book/src/cronjob-tutorial/testdata/project/config/crd/bases/batch.tutorial.kubebuilder.io_cronjobs.yaml
at the same commit).

Every Go marker is kept as a `#` comment marker (the tutorial's literate `/* */` prose is
left out), field order and doc comments are Go's, json tags are `metadata={"json": ...}`,
pointers are Optional, `int32` / `int64` are k8s.Int32 / k8s.Int64, metav1.Time is datetime,
the embedded metav1.TypeMeta (`json:",inline"`) is a base class.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import NewType, Optional

from ....k8s import Condition, Int32, Int64, JobTemplateSpec, ListMeta, ObjectMeta, ObjectReference, TypeMeta

# +kubebuilder:docs-gen:collapse=Apache License

# EDIT THIS FILE!  THIS IS SCAFFOLDING FOR YOU TO OWN!
# NOTE: json tags are required.  Any new fields you add must have json tags for the fields to be serialized.

# +kubebuilder:docs-gen:collapse=Imports

# ConcurrencyPolicy describes how the job will be handled.
# Only one of the following concurrent policies may be specified.
# If none of the following policies is specified, the default one
# is AllowConcurrent.
# +kubebuilder:validation:Enum=Allow;Forbid;Replace
ConcurrencyPolicy = NewType("ConcurrencyPolicy", str)

# AllowConcurrent allows CronJobs to run concurrently.
AllowConcurrent = "Allow"
# ForbidConcurrent forbids concurrent runs, skipping next run if previous
# hasn't finished yet.
ForbidConcurrent = "Forbid"
# ReplaceConcurrent cancels currently running job and replaces it with a new one.
ReplaceConcurrent = "Replace"


@dataclass
class CronJobSpec:
    """CronJobSpec defines the desired state of CronJob"""

    # schedule in Cron format, see https://en.wikipedia.org/wiki/Cron.
    # +kubebuilder:validation:MinLength=0
    # +required
    schedule: str = field(default="", metadata={"json": "schedule"})
    # startingDeadlineSeconds defines in seconds for starting the job if it misses scheduled
    # time for any reason.  Missed jobs executions will be counted as failed ones.
    # +optional
    # +kubebuilder:validation:Minimum=0
    starting_deadline_seconds: Optional[Int64] = field(default=None, metadata={"json": "startingDeadlineSeconds,omitempty"})
    # concurrencyPolicy specifies how to treat concurrent executions of a Job.
    # Valid values are:
    # - "Allow" (default): allows CronJobs to run concurrently;
    # - "Forbid": forbids concurrent runs, skipping next run if previous run hasn't finished yet;
    # - "Replace": cancels currently running job and replaces it with a new one
    # +optional
    # +kubebuilder:default:=Allow
    concurrency_policy: ConcurrencyPolicy = field(default="", metadata={"json": "concurrencyPolicy,omitempty"})
    # suspend tells the controller to suspend subsequent executions, it does
    # not apply to already started executions.  Defaults to false.
    # +optional
    suspend: Optional[bool] = field(default=None, metadata={"json": "suspend,omitempty"})
    # jobTemplate defines the job that will be created when executing a CronJob.
    # +required
    job_template: JobTemplateSpec = field(default_factory=JobTemplateSpec, metadata={"json": "jobTemplate"})
    # successfulJobsHistoryLimit defines the number of successful finished jobs to retain.
    # This is a pointer to distinguish between explicit zero and not specified.
    # +optional
    # +kubebuilder:validation:Minimum=0
    successful_jobs_history_limit: Optional[Int32] = field(default=None, metadata={"json": "successfulJobsHistoryLimit,omitempty"})
    # failedJobsHistoryLimit defines the number of failed finished jobs to retain.
    # This is a pointer to distinguish between explicit zero and not specified.
    # +optional
    # +kubebuilder:validation:Minimum=0
    failed_jobs_history_limit: Optional[Int32] = field(default=None, metadata={"json": "failedJobsHistoryLimit,omitempty"})


@dataclass
class CronJobStatus:
    """CronJobStatus defines the observed state of CronJob."""

    # INSERT ADDITIONAL STATUS FIELD - define observed state of cluster
    # Important: Run "make" to regenerate code after modifying this file

    # active defines a list of pointers to currently running jobs.
    # +optional
    # +listType=atomic
    # +kubebuilder:validation:MinItems=1
    # +kubebuilder:validation:MaxItems=10
    active: list[ObjectReference] = field(default_factory=list, metadata={"json": "active,omitempty"})
    # lastScheduleTime defines when was the last time the job was successfully scheduled.
    # +optional
    last_schedule_time: Optional[datetime] = field(default=None, metadata={"json": "lastScheduleTime,omitempty"})
    # For Kubernetes API conventions, see:
    # https://github.com/kubernetes/community/blob/master/contributors/devel/sig-architecture/api-conventions.md#typical-status-properties

    # conditions represent the current state of the CronJob resource.
    # Each condition has a unique type and reflects the status of a specific aspect of the resource.
    #
    # Standard condition types include:
    # - "Available": the resource is fully functional
    # - "Progressing": the resource is being created or updated
    # - "Degraded": the resource failed to reach or maintain its desired state
    #
    # The status of each condition is one of True, False, or Unknown.
    # +listType=map
    # +listMapKey=type
    # +optional
    conditions: list[Condition] = field(default_factory=list, metadata={"json": "conditions,omitempty"})


# +kubebuilder:object:root=true
# +kubebuilder:subresource:status

# CronJob is the Schema for the cronjobs API
@dataclass
class CronJob(TypeMeta):
    # metadata is a standard object metadata
    # +optional
    metadata: ObjectMeta = field(default_factory=ObjectMeta, metadata={"json": "metadata,omitzero"})
    # spec defines the desired state of CronJob
    # +required
    spec: CronJobSpec = field(default_factory=CronJobSpec, metadata={"json": "spec"})
    # status defines the observed state of CronJob
    # +optional
    status: CronJobStatus = field(default_factory=CronJobStatus, metadata={"json": "status,omitzero"})


# +kubebuilder:object:root=true

# CronJobList contains a list of CronJob
@dataclass
class CronJobList(TypeMeta):
    metadata: ListMeta = field(default_factory=ListMeta, metadata={"json": "metadata,omitzero"})
    items: list[CronJob] = field(default_factory=list, metadata={"json": "items"})


# +kubebuilder:docs-gen:collapse=Root Object Definitions
