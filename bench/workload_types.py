"""The second type set of the run-time benchmarks: shapes bench/kep_types.py does not have.

A Deployment-like Workload: lists of nested objects (containers, and each container's ports),
Optional nested objects with a default object (a container's liveness probe, the spec's
readiness probe: the default object's own fields are defaulted in turn), defaulted dicts (a
container's resource limits, the spec's selector), an Optional scalar with a default and
scalars with defaults inside list items. The type-only goals of `load` and `to_dict` must
hold here too, on types the generated code was not tuned on. The peers
(bench/pydantic_models.py, bench/msgspec_models.py, bench/mashumaro_models.py) declare the
same defaults by their own means.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional


@dataclass
class Port:
    name: str = field(default="", metadata={"json": "name,omitempty"})
    container_port: int = field(default=0, metadata={"json": "containerPort"})
    # +default="TCP"
    protocol: str = field(default="", metadata={"json": "protocol,omitempty"})


@dataclass
class Probe:
    # +default="/healthz"
    path: str = field(default="", metadata={"json": "path,omitempty"})
    # +default=8080
    port: int = field(default=0, metadata={"json": "port,omitempty"})
    # +default=10
    period_seconds: int = field(default=0, metadata={"json": "periodSeconds,omitempty"})
    # +default=3
    failure_threshold: int = field(default=0, metadata={"json": "failureThreshold,omitempty"})


@dataclass
class Container:
    name: str = field(default="", metadata={"json": "name"})
    image: str = field(default="", metadata={"json": "image"})
    # +default="IfNotPresent"
    pull_policy: str = field(default="", metadata={"json": "imagePullPolicy,omitempty"})
    args: list[str] = field(default_factory=list, metadata={"json": "args,omitempty"})
    ports: list[Port] = field(default_factory=list, metadata={"json": "ports,omitempty"})
    # +default={"path": "/livez"}
    liveness: Optional[Probe] = field(default=None, metadata={"json": "livenessProbe,omitempty"})
    # +default={"cpu": "100m", "memory": "128Mi"}
    limits: dict[str, str] = field(default_factory=dict, metadata={"json": "limits,omitempty"})


@dataclass
class Spec:
    containers: list[Container] = field(default_factory=list, metadata={"json": "containers"})
    # +default=1
    replicas: Optional[int] = field(default=None, metadata={"json": "replicas,omitempty"})
    # +default={"app": "workload"}
    selector: dict[str, str] = field(default_factory=dict, metadata={"json": "selector,omitempty"})
    # +default={}
    readiness: Optional[Probe] = field(default=None, metadata={"json": "readinessProbe,omitempty"})
    paused: bool = field(default=False, metadata={"json": "paused,omitempty"})


@dataclass
class Workload:
    name: str = field(default="", metadata={"json": "name"})
    labels: dict[str, str] = field(default_factory=dict, metadata={"json": "labels,omitempty"})
    spec: Spec = field(default_factory=Spec, metadata={"json": "spec"})
