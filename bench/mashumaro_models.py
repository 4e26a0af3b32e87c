"""The benchmark types as a mashumaro user would write them, with the same defaults: every
type set (bench/kep_types.py's Root, bench/workload_types.py's Workload,
bench/service_types.py's Service).

mashumaro generates a `from_dict` per class (Python code, like defaultgen); `load` is
compared with the generated `load(Root, data)` on the documents of bench/inputs.py, where both
give the same result (no nulls, no explicit zero values).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Optional

from mashumaro import DataClassDictMixin, field_options

from . import service_types


@dataclass
class SubLevel(DataClassDictMixin):
    name: str = "default-name"
    port: int = 8080


@dataclass
class Root(DataClassDictMixin):
    entry: SubLevel = field(default_factory=SubLevel)
    pointer: Optional[SubLevel] = field(default_factory=lambda: SubLevel(name="pointer-name"))
    items: list[str] = field(default_factory=list)
    labels: dict[str, str] = field(default_factory=dict)
    tags: Optional[list[str]] = field(default_factory=lambda: ["a", "b"])
    subs: list[SubLevel] = field(default_factory=list)
    replicas: Optional[int] = 3


def load(data: dict[str, Any]) -> Root:
    return Root.from_dict(data)


# --------------------------------------------------------------------------- Workload


@dataclass
class Port(DataClassDictMixin):
    name: str = ""
    container_port: int = field(default=0, metadata=field_options(alias="containerPort"))
    protocol: str = "TCP"


@dataclass
class Probe(DataClassDictMixin):
    path: str = "/healthz"
    port: int = 8080
    period_seconds: int = field(default=10, metadata=field_options(alias="periodSeconds"))
    failure_threshold: int = field(default=3, metadata=field_options(alias="failureThreshold"))


@dataclass
class Container(DataClassDictMixin):
    name: str = ""
    image: str = ""
    pull_policy: str = field(default="IfNotPresent", metadata=field_options(alias="imagePullPolicy"))
    args: list[str] = field(default_factory=list)
    ports: list[Port] = field(default_factory=list)
    liveness: Optional[Probe] = field(
        default_factory=lambda: Probe(path="/livez"), metadata=field_options(alias="livenessProbe")
    )
    limits: dict[str, str] = field(default_factory=lambda: {"cpu": "100m", "memory": "128Mi"})


@dataclass
class Spec(DataClassDictMixin):
    containers: list[Container] = field(default_factory=list)
    replicas: Optional[int] = 1
    selector: dict[str, str] = field(default_factory=lambda: {"app": "workload"})
    readiness: Optional[Probe] = field(default_factory=Probe, metadata=field_options(alias="readinessProbe"))
    paused: bool = False


@dataclass
class Workload(DataClassDictMixin):
    name: str = ""
    labels: dict[str, str] = field(default_factory=dict)
    spec: Spec = field(default_factory=Spec)


def load_workload(data: dict[str, Any]) -> Workload:
    return Workload.from_dict(data)


# --------------------------------------------------------------------------- Service
# bench/service_types.py's own Enums: mashumaro decodes an Enum by value.


@dataclass
class ObjectMeta(DataClassDictMixin):
    name: str = ""
    namespace: str = ""
    labels: dict[str, str] = field(default_factory=dict)
    annotations: dict[str, str] = field(default_factory=dict)
    generation: int = 0


@dataclass
class ServicePort(DataClassDictMixin):
    name: str = ""
    protocol: Optional[service_types.Protocol] = service_types.Protocol.TCP
    port: int = 0
    target_port: int = field(default=0, metadata=field_options(alias="targetPort"))
    node_port: int = field(default=0, metadata=field_options(alias="nodePort"))


@dataclass
class SessionAffinityConfig(DataClassDictMixin):
    timeout_seconds: Optional[int] = field(default=10800, metadata=field_options(alias="timeoutSeconds"))


@dataclass
class ServiceSpec(DataClassDictMixin):
    ports: list[ServicePort] = field(default_factory=list)
    selector: dict[str, str] = field(default_factory=dict)
    cluster_ip: str = field(default="", metadata=field_options(alias="clusterIP"))
    type: Optional[service_types.ServiceType] = service_types.ServiceType.CLUSTER_IP
    external_ips: list[str] = field(default_factory=list, metadata=field_options(alias="externalIPs"))
    affinity: Optional[SessionAffinityConfig] = field(
        default_factory=SessionAffinityConfig, metadata=field_options(alias="sessionAffinityConfig")
    )
    publish_not_ready: bool = field(default=False, metadata=field_options(alias="publishNotReadyAddresses"))


@dataclass
class Service(DataClassDictMixin):
    metadata: ObjectMeta = field(default_factory=ObjectMeta)
    spec: ServiceSpec = field(default_factory=ServiceSpec)


def load_service(data: dict[str, Any]) -> Service:
    return Service.from_dict(data)
