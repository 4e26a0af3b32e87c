"""Widget, version v1: the storage version."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Optional

from ..k8s.io.k8s.api.core.v1 import ResourceRequirements
from ..k8s.io.k8s.apimachinery.pkg.apis.meta.v1 import Condition, ObjectMeta


class Protocol(str, Enum):
    """A network protocol."""

    TCP = "TCP"
    UDP = "UDP"


@dataclass
class WidgetPort:
    """A port a widget listens on."""

    # The port's name, unique among the widget's ports.
    # +kubebuilder:validation:MinLength=1
    # +kubebuilder:validation:MaxLength=15
    # +kubebuilder:validation:Pattern=`^[a-z]([-a-z0-9]*[a-z0-9])?$`
    name: str = field(default="", metadata={"json": "name"})
    # +optional
    # +default=8080
    # +kubebuilder:validation:Minimum=1
    # +kubebuilder:validation:Maximum=65535
    port: int = field(default=0, metadata={"json": "port,omitempty"})
    # +optional
    # +default="TCP"
    protocol: Optional[Protocol] = field(default=None, metadata={"json": "protocol,omitempty"})


# +kubebuilder:validation:XValidation:rule="!has(self.ports) || self.ports.all(p, p.port != 22)",message="port 22 is the node's own"
@dataclass
class WidgetSpec:
    """What the user asks for."""

    # How many widgets to run.
    # +optional
    # +default=1
    # +kubebuilder:validation:Minimum=0
    # +kubebuilder:validation:Maximum=100
    replicas: int = field(default=0, metadata={"json": "replicas,omitempty"})
    # Size of each widget, in centimetres.
    # +optional
    # +default=10
    # +kubebuilder:validation:Minimum=1
    size: int = field(default=0, metadata={"json": "size,omitempty"})
    # The colour of the widgets.
    # +optional
    # +default="blue"
    # +kubebuilder:validation:Enum=blue;green;red
    color: str = field(default="", metadata={"json": "color,omitempty"})
    # The ports each widget listens on.
    # +optional
    # +listType=map
    # +listMapKey=name
    # +kubebuilder:validation:MaxItems=8
    ports: list[WidgetPort] = field(default_factory=list, metadata={"json": "ports,omitempty"})
    # The compute resources each widget asks for (requests) and may use at most (limits).
    # +optional
    resources: Optional[ResourceRequirements] = field(default=None, metadata={"json": "resources,omitempty"})


@dataclass
class WidgetStatus:
    """What the operator observed."""

    # How many widgets are ready.
    # +optional
    ready_replicas: int = field(default=0, metadata={"json": "readyReplicas,omitempty"})
    # Where the widgets are in their life: Pending, Running or Failed.
    # +optional
    phase: str = field(default="", metadata={"json": "phase,omitempty"})
    # The latest observations of the widgets' state, one per condition type (Ready, ...).
    # +optional
    # +listType=map
    # +listMapKey=type
    conditions: list[Condition] = field(default_factory=list, metadata={"json": "conditions,omitempty"})


# +kubebuilder:object:root=true
# +kubebuilder:storageversion
# +kubebuilder:subresource:status
# +kubebuilder:resource:shortName=wd,categories=all
# +kubebuilder:printcolumn:name="Replicas",type=integer,JSONPath=`.spec.replicas`
# +kubebuilder:printcolumn:name="Color",type=string,JSONPath=`.spec.color`
# +kubebuilder:printcolumn:name="Phase",type=string,JSONPath=`.status.phase`
@dataclass
class Widget:
    """A Widget is a set of widgets the operator keeps running."""

    api_version: str = field(default="", metadata={"json": "apiVersion,omitempty"})
    kind: str = field(default="", metadata={"json": "kind,omitempty"})
    metadata: Optional[ObjectMeta] = field(default=None, metadata={"json": "metadata,omitempty"})
    spec: WidgetSpec = field(default_factory=WidgetSpec, metadata={"json": "spec"})
    # +optional
    status: Optional[WidgetStatus] = field(default=None, metadata={"json": "status,omitempty"})
