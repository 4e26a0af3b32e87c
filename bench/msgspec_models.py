"""The benchmark types as msgspec Structs, with the same defaults: every type set
(bench/kep_types.py's Root, bench/workload_types.py's Workload,
bench/service_types.py's Service).

`msgspec.convert` validates a Python object into the types in C; `load` is compared with the
generated `load(Root, data)` on the documents of bench/inputs.py, where both give the same
result (no nulls, no explicit zero values).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, Optional

import msgspec

from . import service_types


class SubLevel(msgspec.Struct):
    name: str = "default-name"
    port: int = 8080


class Root(msgspec.Struct):
    entry: SubLevel = msgspec.field(default_factory=SubLevel)
    pointer: Optional[SubLevel] = msgspec.field(default_factory=lambda: SubLevel(name="pointer-name"))
    items: list[str] = msgspec.field(default_factory=list)
    labels: dict[str, str] = msgspec.field(default_factory=dict)
    tags: Optional[list[str]] = msgspec.field(default_factory=lambda: ["a", "b"])
    subs: list[SubLevel] = msgspec.field(default_factory=list)
    replicas: Optional[int] = 3


def load(data: dict[str, Any]) -> Root:
    return msgspec.convert(data, Root)


# --------------------------------------------------------------------------- Workload


class Port(msgspec.Struct):
    name: str = ""
    container_port: int = msgspec.field(default=0, name="containerPort")
    protocol: str = "TCP"


class Probe(msgspec.Struct):
    path: str = "/healthz"
    port: int = 8080
    period_seconds: int = msgspec.field(default=10, name="periodSeconds")
    failure_threshold: int = msgspec.field(default=3, name="failureThreshold")


class Container(msgspec.Struct):
    name: str = ""
    image: str = ""
    pull_policy: str = msgspec.field(default="IfNotPresent", name="imagePullPolicy")
    args: list[str] = msgspec.field(default_factory=list)
    ports: list[Port] = msgspec.field(default_factory=list)
    liveness: Optional[Probe] = msgspec.field(default_factory=lambda: Probe(path="/livez"), name="livenessProbe")
    limits: dict[str, str] = msgspec.field(default_factory=lambda: {"cpu": "100m", "memory": "128Mi"})


class Spec(msgspec.Struct):
    containers: list[Container] = msgspec.field(default_factory=list)
    replicas: Optional[int] = 1
    selector: dict[str, str] = msgspec.field(default_factory=lambda: {"app": "workload"})
    readiness: Optional[Probe] = msgspec.field(default_factory=Probe, name="readinessProbe")
    paused: bool = False


class Workload(msgspec.Struct):
    name: str = ""
    labels: dict[str, str] = msgspec.field(default_factory=dict)
    spec: Spec = msgspec.field(default_factory=Spec)


def load_workload(data: dict[str, Any]) -> Workload:
    return msgspec.convert(data, Workload)


# --------------------------------------------------------------------------- Service
# bench/service_types.py's own Enums: msgspec decodes an Enum by value, in C.


class ObjectMeta(msgspec.Struct):
    name: str = ""
    namespace: str = ""
    labels: dict[str, str] = msgspec.field(default_factory=dict)
    annotations: dict[str, str] = msgspec.field(default_factory=dict)
    generation: int = 0


class ServicePort(msgspec.Struct):
    name: str = ""
    protocol: Optional[service_types.Protocol] = service_types.Protocol.TCP
    port: int = 0
    target_port: int = msgspec.field(default=0, name="targetPort")
    node_port: int = msgspec.field(default=0, name="nodePort")


class SessionAffinityConfig(msgspec.Struct):
    timeout_seconds: Optional[int] = msgspec.field(default=10800, name="timeoutSeconds")


class ServiceSpec(msgspec.Struct):
    ports: list[ServicePort] = msgspec.field(default_factory=list)
    selector: dict[str, str] = msgspec.field(default_factory=dict)
    cluster_ip: str = msgspec.field(default="", name="clusterIP")
    type: Optional[service_types.ServiceType] = service_types.ServiceType.CLUSTER_IP
    external_ips: list[str] = msgspec.field(default_factory=list, name="externalIPs")
    affinity: Optional[SessionAffinityConfig] = msgspec.field(
        default_factory=SessionAffinityConfig, name="sessionAffinityConfig"
    )
    publish_not_ready: bool = msgspec.field(default=False, name="publishNotReadyAddresses")


class Service(msgspec.Struct):
    metadata: ObjectMeta = msgspec.field(default_factory=ObjectMeta)
    spec: ServiceSpec = msgspec.field(default_factory=ServiceSpec)


def load_service(data: dict[str, Any]) -> Service:
    return msgspec.convert(data, Service)


# --------------------------------------------------------------------------- App (constraints)
# The constraints of bench/constrained_types.py as msgspec's Meta(...) constraints.

Name = Annotated[str, msgspec.Meta(min_length=1, max_length=15, pattern=r"^[a-z]([-a-z0-9]*[a-z0-9])?$")]
Arg = Annotated[str, msgspec.Meta(min_length=1)]


class AppPort(msgspec.Struct):
    name: Name = ""
    port: Annotated[int, msgspec.Meta(ge=1, le=65535)] = 0
    protocol: Literal["TCP", "UDP", "SCTP"] = "TCP"


class App(msgspec.Struct):
    image: Annotated[str, msgspec.Meta(min_length=1, max_length=253)] = ""
    replicas: Optional[Annotated[int, msgspec.Meta(ge=0, le=100)]] = 1
    mode: Literal["Always", "OnFailure", "Never"] = "Always"
    ports: Annotated[list[AppPort], msgspec.Meta(max_length=16)] = msgspec.field(default_factory=list)
    labels: Annotated[dict[str, str], msgspec.Meta(max_length=32)] = msgspec.field(default_factory=dict)
    args: Annotated[list[Arg], msgspec.Meta(max_length=8)] = msgspec.field(default_factory=list)


def load_app(data: dict[str, Any]) -> App:
    return msgspec.convert(data, App)
