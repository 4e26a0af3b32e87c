"""Widget, version v1alpha1: the first version, still served."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

from ..k8s.io.k8s.apimachinery.pkg.apis.meta.v1 import ObjectMeta


@dataclass
class WidgetSpec:
    """What the user asks for."""

    # How many widgets to run.
    # +optional
    # +default=1
    replicas: int = field(default=0, metadata={"json": "replicas,omitempty"})
    # Size of each widget, in centimetres.
    # +optional
    # +default=10
    size: int = field(default=0, metadata={"json": "size,omitempty"})


@dataclass
class WidgetStatus:
    """What the operator observed."""

    # How many widgets are ready.
    # +optional
    ready_replicas: int = field(default=0, metadata={"json": "readyReplicas,omitempty"})


# +kubebuilder:object:root=true
# +kubebuilder:subresource:status
# +kubebuilder:resource:shortName=wd,categories=all
# +kubebuilder:printcolumn:name="Replicas",type=integer,JSONPath=`.spec.replicas`
@dataclass
class Widget:
    """A Widget is a set of widgets the operator keeps running."""

    api_version: str = field(default="", metadata={"json": "apiVersion,omitempty"})
    kind: str = field(default="", metadata={"json": "kind,omitempty"})
    metadata: Optional[ObjectMeta] = field(default=None, metadata={"json": "metadata,omitempty"})
    spec: WidgetSpec = field(default_factory=WidgetSpec, metadata={"json": "spec"})
    # +optional
    status: Optional[WidgetStatus] = field(default=None, metadata={"json": "status,omitempty"})
