"""The Kubernetes types the two CronJob translations use, translated per SPEC section 1.

Sources (doc comments and markers copied; Go `//` -> Python `#`, protobuf tags dropped):
- github:kubernetes/apimachinery at eed236ceee2c19c2753a3d93ac0631dc20750454,
  pkg/apis/meta/v1/types.go: TypeMeta, ObjectMeta (abridged: the fields an operator reads;
  a CRD publishes `metadata` as `{type: object}` whatever the type says), ListMeta (abridged),
  Condition, ConditionStatus;
- github:kubernetes/api at 10b39a39bcee995dfe7cd5e8e7b922be5e46f1e2, core/v1/types.go:
  ObjectReference, Protocol, IPFamilyPolicy / IPFamilyPolicyType;
- batch/v1 and batch/v1beta1 JobTemplateSpec: **not translated** (a JobSpec holds a whole
  PodSpec, thousands of lines of core/v1); a stub with the same wire names stands in, and the
  golden-CRD test leaves the `jobTemplate` subtree out of its comparison (it says so).

Widths: Go's `int32` / `int64` are `Int32` / `Int64` below, named `int`s carrying the format
marker (SPEC section 1's int32/int64 row).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, NewType, Optional, TypeAlias

# Go's int32: an integer published with `format: int32`.
# +kubebuilder:validation:Format=int32
Int32 = NewType("Int32", int)

# Go's int64: an integer published with `format: int64`.
# +kubebuilder:validation:Format=int64
Int64 = NewType("Int64", int)


@dataclass
class TypeMeta:
    """TypeMeta describes an individual object in an API response or request
    with strings representing the type of the object and its API schema version.
    Structures that are versioned or persisted should inline TypeMeta.
    """

    # Kind is a string value representing the REST resource this object represents.
    # +optional
    kind: str = field(default="", metadata={"json": "kind,omitempty"})
    # APIVersion defines the versioned schema of this representation of an object.
    # +optional
    api_version: str = field(default="", metadata={"json": "apiVersion,omitempty"})


@dataclass
class ObjectMeta:
    """ObjectMeta is metadata that all persisted resources must have (abridged)."""

    # Name must be unique within a namespace.
    # +optional
    name: str = field(default="", metadata={"json": "name,omitempty"})
    # Namespace defines the space within which each name must be unique.
    # +optional
    namespace: str = field(default="", metadata={"json": "namespace,omitempty"})
    # Map of string keys and values that can be used to organize and categorize
    # (scope and select) objects.
    # +optional
    labels: dict[str, str] = field(default_factory=dict, metadata={"json": "labels,omitempty"})
    # Annotations is an unstructured key value map stored with a resource.
    # +optional
    annotations: dict[str, str] = field(default_factory=dict, metadata={"json": "annotations,omitempty"})


@dataclass
class ListMeta:
    """ListMeta describes metadata that synthetic resources must have (abridged)."""

    # String that identifies the server's internal version of this object.
    # +optional
    resource_version: str = field(default="", metadata={"json": "resourceVersion,omitempty"})


# ObjectReference contains enough information to let you inspect or modify the referred object.
# ---
# New uses of this type are discouraged because of difficulty describing its usage when embedded in APIs.
# +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
# +structType=atomic
@dataclass
class ObjectReference:
    # Kind of the referent.
    # More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds
    # +optional
    kind: str = field(default="", metadata={"json": "kind,omitempty"})
    # Namespace of the referent.
    # More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/namespaces/
    # +optional
    namespace: str = field(default="", metadata={"json": "namespace,omitempty"})
    # Name of the referent.
    # More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/names/#names
    # +optional
    name: str = field(default="", metadata={"json": "name,omitempty"})
    # UID of the referent.
    # More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/names/#uids
    # +optional
    uid: str = field(default="", metadata={"json": "uid,omitempty"})
    # API version of the referent.
    # +optional
    api_version: str = field(default="", metadata={"json": "apiVersion,omitempty"})
    # Specific resourceVersion to which this reference is made, if any.
    # More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#concurrency-control-and-consistency
    # +optional
    resource_version: str = field(default="", metadata={"json": "resourceVersion,omitempty"})
    # If referring to a piece of an object instead of an entire object, this string
    # should contain a valid JSON/Go field access statement, such as desiredState.manifest.containers[2].
    # For example, if the object reference is to a container within a pod, this would take on a value like:
    # "spec.containers{name}" (where "name" refers to the name of the container that triggered
    # the event) or if no container name is specified "spec.containers[2]" (container with
    # index 2 in this pod). This syntax is chosen only to have some well-defined way of
    # referencing a part of an object.
    # TODO: this design is not final and this field is subject to change in the future.
    # +optional
    field_path: str = field(default="", metadata={"json": "fieldPath,omitempty"})


# Protocol defines network protocols supported for things like container ports.
# +enum
Protocol = NewType("Protocol", str)

# IPFamilyPolicy represents the dual-stack-ness requested or required by a Service
# +enum
IPFamilyPolicy = NewType("IPFamilyPolicy", str)

# IPFamilyPolicyType is a type alias for IPFamilyPolicy.
IPFamilyPolicyType: TypeAlias = IPFamilyPolicy


@dataclass
class JobTemplateSpec:
    """JobTemplateSpec describes the data a Job should have when created from a template
    (a stub: its `spec`, a batch/v1 JobSpec, is not translated)."""

    # Standard object's metadata of the jobs created from this template.
    # +optional
    metadata: Optional[ObjectMeta] = field(default=None, metadata={"json": "metadata,omitempty"})
    # Specification of the desired behavior of the job.
    # +optional
    spec: dict[str, Any] = field(default_factory=dict, metadata={"json": "spec,omitempty"})


ConditionStatus = NewType("ConditionStatus", str)


@dataclass
class Condition:
    """Condition contains details for one aspect of the current state of this API Resource."""

    # type of condition in CamelCase or in foo.example.com/CamelCase.
    # ---
    # Many .condition.type values are consistent across resources like Available, but because arbitrary conditions can be
    # useful (see .node.status.conditions), the ability to deconflict is important.
    # The regex it matches is (dns1123SubdomainFmt/)?(qualifiedNameFmt)
    # +required
    # +kubebuilder:validation:Required
    # +kubebuilder:validation:Pattern=`^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])$`
    # +kubebuilder:validation:MaxLength=316
    # +k8s:alpha(since: "1.37")=+k8s:required
    type: str = field(default="", metadata={"json": "type"})
    # status of the condition, one of True, False, Unknown.
    # +required
    # +kubebuilder:validation:Required
    # +kubebuilder:validation:Enum=True;False;Unknown
    # +k8s:alpha(since: "1.37")=+k8s:required
    status: ConditionStatus = field(default="", metadata={"json": "status"})
    # observedGeneration represents the .metadata.generation that the condition was set based upon.
    # For instance, if .metadata.generation is currently 12, but the .status.conditions[x].observedGeneration is 9, the condition is out of date
    # with respect to the current state of the instance.
    # +optional
    # +kubebuilder:validation:Minimum=0
    # +k8s:alpha(since: "1.37")=+k8s:optional
    # +k8s:alpha(since: "1.37")=+k8s:minimum=0
    observed_generation: Int64 = field(default=0, metadata={"json": "observedGeneration,omitempty"})
    # lastTransitionTime is the last time the condition transitioned from one status to another.
    # This should be when the underlying condition changed.  If that is not known, then using the time when the API field changed is acceptable.
    # +required
    # +kubebuilder:validation:Required
    # +kubebuilder:validation:Type=string
    # +kubebuilder:validation:Format=date-time
    # +k8s:alpha(since: "1.37")=+k8s:customValidation
    last_transition_time: Optional[datetime] = field(default=None, metadata={"json": "lastTransitionTime"})
    # reason contains a programmatic identifier indicating the reason for the condition's last transition.
    # Producers of specific condition types may define expected values and meanings for this field,
    # and whether the values are considered a guaranteed API.
    # The value should be a CamelCase string.
    # This field may not be empty.
    # +required
    # +kubebuilder:validation:Required
    # +kubebuilder:validation:MaxLength=1024
    # +kubebuilder:validation:MinLength=1
    # +kubebuilder:validation:Pattern=`^[A-Za-z]([A-Za-z0-9_,:]*[A-Za-z0-9_])?$`
    # +k8s:alpha(since: "1.37")=+k8s:required
    # +k8s:alpha(since: "1.37")=+k8s:maxBytes=1024
    reason: str = field(default="", metadata={"json": "reason"})
    # message is a human readable message indicating details about the transition.
    # This may be an empty string.
    # +required
    # +kubebuilder:validation:Required
    # +kubebuilder:validation:MaxLength=32768
    message: str = field(default="", metadata={"json": "message"})
