"""The benchmark types as a pydantic v2 user would write them, with the same defaults: every
type set (bench/kep_types.py's Root, bench/workload_types.py's Workload,
bench/service_types.py's Service).

`load` is compared with the generated `load(Root, data)` on documents where both give the same
result (no nulls, no explicit zero values: there, KEP-1929 defaults and pydantic keeps).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, Optional

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from . import service_types


class SubLevel(BaseModel):
    name: str = "default-name"
    port: int = 8080


class Root(BaseModel):
    entry: SubLevel = Field(default_factory=SubLevel)
    pointer: Optional[SubLevel] = Field(default_factory=lambda: SubLevel(name="pointer-name"))
    items: list[str] = []
    labels: dict[str, str] = {}
    tags: Optional[list[str]] = Field(default_factory=lambda: ["a", "b"])
    subs: list[SubLevel] = []
    replicas: Optional[int] = 3


ROOT = TypeAdapter(Root)


def load(data: dict[str, Any]) -> Root:
    return ROOT.validate_python(data)


# --------------------------------------------------------------------------- Workload


class Port(BaseModel):
    model_config = ConfigDict(populate_by_name=True)
    name: str = ""
    container_port: int = Field(0, alias="containerPort")
    protocol: str = "TCP"


class Probe(BaseModel):
    model_config = ConfigDict(populate_by_name=True)
    path: str = "/healthz"
    port: int = 8080
    period_seconds: int = Field(10, alias="periodSeconds")
    failure_threshold: int = Field(3, alias="failureThreshold")


class Container(BaseModel):
    model_config = ConfigDict(populate_by_name=True)
    name: str = ""
    image: str = ""
    pull_policy: str = Field("IfNotPresent", alias="imagePullPolicy")
    args: list[str] = []
    ports: list[Port] = []
    liveness: Optional[Probe] = Field(default_factory=lambda: Probe(path="/livez"), alias="livenessProbe")
    limits: dict[str, str] = Field(default_factory=lambda: {"cpu": "100m", "memory": "128Mi"})


class Spec(BaseModel):
    model_config = ConfigDict(populate_by_name=True)
    containers: list[Container] = []
    replicas: Optional[int] = 1
    selector: dict[str, str] = Field(default_factory=lambda: {"app": "workload"})
    readiness: Optional[Probe] = Field(default_factory=Probe, alias="readinessProbe")
    paused: bool = False


class Workload(BaseModel):
    name: str = ""
    labels: dict[str, str] = {}
    spec: Spec = Field(default_factory=Spec)


WORKLOAD = TypeAdapter(Workload)


def load_workload(data: dict[str, Any]) -> Workload:
    return WORKLOAD.validate_python(data)


# --------------------------------------------------------------------------- Service
# bench/service_types.py's own Enums: pydantic validates an Enum by value.


class ObjectMeta(BaseModel):
    name: str = ""
    namespace: str = ""
    labels: dict[str, str] = {}
    annotations: dict[str, str] = {}
    generation: int = 0


class ServicePort(BaseModel):
    model_config = ConfigDict(populate_by_name=True)
    name: str = ""
    protocol: Optional[service_types.Protocol] = service_types.Protocol.TCP
    port: int = 0
    target_port: int = Field(0, alias="targetPort")
    node_port: int = Field(0, alias="nodePort")


class SessionAffinityConfig(BaseModel):
    model_config = ConfigDict(populate_by_name=True)
    timeout_seconds: Optional[int] = Field(10800, alias="timeoutSeconds")


class ServiceSpec(BaseModel):
    model_config = ConfigDict(populate_by_name=True)
    ports: list[ServicePort] = []
    selector: dict[str, str] = {}
    cluster_ip: str = Field("", alias="clusterIP")
    type: Optional[service_types.ServiceType] = service_types.ServiceType.CLUSTER_IP
    external_ips: list[str] = Field([], alias="externalIPs")
    affinity: Optional[SessionAffinityConfig] = Field(
        default_factory=SessionAffinityConfig, alias="sessionAffinityConfig"
    )
    publish_not_ready: bool = Field(False, alias="publishNotReadyAddresses")


class Service(BaseModel):
    metadata: ObjectMeta = Field(default_factory=ObjectMeta)
    spec: ServiceSpec = Field(default_factory=ServiceSpec)


SERVICE = TypeAdapter(Service)


def load_service(data: dict[str, Any]) -> Service:
    return SERVICE.validate_python(data)


# --------------------------------------------------------------------------- App (constraints)
# The constraints of bench/constrained_types.py as pydantic's Field(...) constraints.

Name = Annotated[str, Field(min_length=1, max_length=15, pattern=r"^[a-z]([-a-z0-9]*[a-z0-9])?$")]
Arg = Annotated[str, Field(min_length=1)]


class AppPort(BaseModel):
    name: Name = ""
    port: int = Field(0, ge=1, le=65535)
    protocol: Literal["TCP", "UDP", "SCTP"] = "TCP"


class App(BaseModel):
    image: str = Field("", min_length=1, max_length=253)
    replicas: Optional[Annotated[int, Field(ge=0, le=100)]] = 1
    mode: Literal["Always", "OnFailure", "Never"] = "Always"
    ports: list[AppPort] = Field([], max_length=16)
    labels: dict[str, str] = Field({}, max_length=32)
    args: list[Arg] = Field([], max_length=8)


APP = TypeAdapter(App)


def load_app(data: dict[str, Any]) -> App:
    return APP.validate_python(data)
