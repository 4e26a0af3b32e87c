# Imported by defaultgen: a new import overwrites this file.
# defaultgen import ../import/kubernetes/v1.35/api__v1_openapi.json
# +defaultgen

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional
from ...apimachinery.pkg.apis.meta.v1 import ObjectMeta


# ScaleSpec describes the attributes of a scale subresource.
@dataclass
class ScaleSpec:
    # replicas is the desired number of instances for the scaled object.
    # +optional
    # +kubebuilder:validation:Format=int32
    replicas: int = field(default=0, metadata={"json": "replicas"})


# ScaleStatus represents the current status of a scale subresource.
@dataclass
class ScaleStatus:
    # replicas is the actual number of observed instances of the scaled object.
    # +kubebuilder:validation:Format=int32
    replicas: int = field(default=0, metadata={"json": "replicas"})
    # selector is the label query over pods that should match the replicas count. This is same as the label selector but in the string format to avoid introspection by clients. The string will be in the same format as the query-param syntax. More info about label selectors: https://kubernetes.io/docs/concepts/overview/working-with-objects/labels/
    # +optional
    selector: Optional[str] = field(
        default=None, metadata={"json": "selector,omitempty"}
    )


# Scale represents a scaling request for a resource.
# +defaultgen:schema={"x-kubernetes-group-version-kind": [{"group": "autoscaling", "kind": "Scale", "version": "v1"}]}
@dataclass
class Scale:
    # APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources
    # +optional
    api_version: Optional[str] = field(
        default=None, metadata={"json": "apiVersion,omitempty"}
    )
    # Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds
    # +optional
    kind: Optional[str] = field(default=None, metadata={"json": "kind,omitempty"})
    # Standard object metadata; More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata.
    # +optional
    metadata: ObjectMeta = field(
        default_factory=ObjectMeta, metadata={"json": "metadata"}
    )
    # spec defines the behavior of the scale. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status.
    # +optional
    spec: ScaleSpec = field(default_factory=ScaleSpec, metadata={"json": "spec"})
    # status is the current status of the scale. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status. Read-only.
    # +optional
    status: ScaleStatus = field(
        default_factory=ScaleStatus, metadata={"json": "status"}
    )
