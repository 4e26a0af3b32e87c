"""The constrained type set of the run-time benchmarks: `load` with validation markers.

App carries the constraints kubebuilder operators put on their types (the same as
bench/validation.py's schema): string lengths and a pattern, number ranges, enums, item and
property counts, each on a field, a list item or a nested object. PlainApp has the same fields
with no marker: `load` of it measures what the validate step costs where nothing is
constrained. The peers (bench/pydantic_models.py with `Field(...)`, bench/msgspec_models.py
with `Meta(...)`) declare the same constraints and defaults.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional


@dataclass
class AppPort:
    # +kubebuilder:validation:MinLength=1
    # +kubebuilder:validation:MaxLength=15
    # +kubebuilder:validation:Pattern=`^[a-z]([-a-z0-9]*[a-z0-9])?$`
    name: str = field(default="", metadata={"json": "name"})
    # +kubebuilder:validation:Minimum=1
    # +kubebuilder:validation:Maximum=65535
    port: int = field(default=0, metadata={"json": "port"})
    # +kubebuilder:validation:Enum=TCP;UDP;SCTP
    # +default="TCP"
    protocol: str = field(default="", metadata={"json": "protocol,omitempty"})


@dataclass
class App:
    # +kubebuilder:validation:MinLength=1
    # +kubebuilder:validation:MaxLength=253
    image: str = field(default="", metadata={"json": "image"})
    # +kubebuilder:validation:Minimum=0
    # +kubebuilder:validation:Maximum=100
    # +default=1
    replicas: Optional[int] = field(default=None, metadata={"json": "replicas,omitempty"})
    # +kubebuilder:validation:Enum=Always;OnFailure;Never
    # +default="Always"
    mode: str = field(default="", metadata={"json": "mode,omitempty"})
    # +kubebuilder:validation:MaxItems=16
    ports: list[AppPort] = field(default_factory=list, metadata={"json": "ports,omitempty"})
    # +kubebuilder:validation:MaxProperties=32
    labels: dict[str, str] = field(default_factory=dict, metadata={"json": "labels,omitempty"})
    # +kubebuilder:validation:MaxItems=8
    # +kubebuilder:validation:items:MinLength=1
    args: list[str] = field(default_factory=list, metadata={"json": "args,omitempty"})


@dataclass
class PlainPort:
    name: str = field(default="", metadata={"json": "name"})
    port: int = field(default=0, metadata={"json": "port"})
    # +default="TCP"
    protocol: str = field(default="", metadata={"json": "protocol,omitempty"})


@dataclass
class PlainApp:
    image: str = field(default="", metadata={"json": "image"})
    # +default=1
    replicas: Optional[int] = field(default=None, metadata={"json": "replicas,omitempty"})
    # +default="Always"
    mode: str = field(default="", metadata={"json": "mode,omitempty"})
    ports: list[PlainPort] = field(default_factory=list, metadata={"json": "ports,omitempty"})
    labels: dict[str, str] = field(default_factory=dict, metadata={"json": "labels,omitempty"})
    args: list[str] = field(default_factory=list, metadata={"json": "args,omitempty"})
