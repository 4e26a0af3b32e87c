"""The third type set of the run-time benchmarks: a Kubernetes Service, with the kinds the
KEP and Workload sets do not have.

Enum fields as Kubernetes declares its `+enum` strings (a port's protocol, the service's
type, each with a default), an ObjectMeta (a nested object of scalars and two string maps),
a list of ports whose omitempty ints are mostly missing, an Optional nested object whose
default is `{}` (its own field defaulted in turn). Added in session 12, when a Service-shaped
type set the generated code had never been measured on showed `load` at 1.55x pydantic's
time (goal 0.6x): each Enum value was found by walking the Enum. The peers
(bench/pydantic_models.py, bench/msgspec_models.py, bench/mashumaro_models.py) use these very
Enums and declare the same defaults by their own means.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Optional


class Protocol(str, enum.Enum):
    TCP = "TCP"
    UDP = "UDP"
    SCTP = "SCTP"


class ServiceType(str, enum.Enum):
    CLUSTER_IP = "ClusterIP"
    NODE_PORT = "NodePort"
    LOAD_BALANCER = "LoadBalancer"


@dataclass
class ObjectMeta:
    name: str = field(default="", metadata={"json": "name,omitempty"})
    namespace: str = field(default="", metadata={"json": "namespace,omitempty"})
    labels: dict[str, str] = field(default_factory=dict, metadata={"json": "labels,omitempty"})
    annotations: dict[str, str] = field(default_factory=dict, metadata={"json": "annotations,omitempty"})
    generation: int = field(default=0, metadata={"json": "generation,omitempty"})


@dataclass
class ServicePort:
    name: str = field(default="", metadata={"json": "name,omitempty"})
    # +default="TCP"
    protocol: Optional[Protocol] = field(default=None, metadata={"json": "protocol,omitempty"})
    port: int = field(default=0, metadata={"json": "port"})
    target_port: int = field(default=0, metadata={"json": "targetPort,omitempty"})
    node_port: int = field(default=0, metadata={"json": "nodePort,omitempty"})


@dataclass
class SessionAffinityConfig:
    # +default=10800
    timeout_seconds: Optional[int] = field(default=None, metadata={"json": "timeoutSeconds,omitempty"})


@dataclass
class ServiceSpec:
    ports: list[ServicePort] = field(default_factory=list, metadata={"json": "ports,omitempty"})
    selector: dict[str, str] = field(default_factory=dict, metadata={"json": "selector,omitempty"})
    cluster_ip: str = field(default="", metadata={"json": "clusterIP,omitempty"})
    # +default="ClusterIP"
    type: Optional[ServiceType] = field(default=None, metadata={"json": "type,omitempty"})
    external_ips: list[str] = field(default_factory=list, metadata={"json": "externalIPs,omitempty"})
    # +default={}
    affinity: Optional[SessionAffinityConfig] = field(
        default=None, metadata={"json": "sessionAffinityConfig,omitempty"}
    )
    publish_not_ready: bool = field(default=False, metadata={"json": "publishNotReadyAddresses,omitempty"})


@dataclass
class Service:
    metadata: ObjectMeta = field(default_factory=ObjectMeta, metadata={"json": "metadata"})
    spec: ServiceSpec = field(default_factory=ServiceSpec, metadata={"json": "spec"})
