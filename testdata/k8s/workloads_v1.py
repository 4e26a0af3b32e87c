"""Kubernetes' Service, Pod and Deployment (core/v1 and apps/v1), as a new user would translate
them: every `+enum` string type an Enum of its constants, every field as Go declares it.

Only the fields the documents of website_examples/ use (and the enum-typed fields around them)
are translated; the rest of each object is ignored by `load` and carried unchecked by the CRD
path. README.md names the source (kubernetes/api v0.31.0) and the translation rules.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Optional


# +enum
class Protocol(str, Enum):
    TCP = "TCP"
    UDP = "UDP"
    SCTP = "SCTP"


# +enum
class PullPolicy(str, Enum):
    ALWAYS = "Always"
    NEVER = "Never"
    IF_NOT_PRESENT = "IfNotPresent"


# +enum
class PreemptionPolicy(str, Enum):
    PREEMPT_LOWER_PRIORITY = "PreemptLowerPriority"
    NEVER = "Never"


# +enum
class TerminationMessagePolicy(str, Enum):
    READ_FILE = "File"
    FALLBACK_TO_LOGS_ON_ERROR = "FallbackToLogsOnError"


# +enum
class RestartPolicy(str, Enum):
    ALWAYS = "Always"
    ON_FAILURE = "OnFailure"
    NEVER = "Never"


# +enum
class DNSPolicy(str, Enum):
    CLUSTER_FIRST_WITH_HOST_NET = "ClusterFirstWithHostNet"
    CLUSTER_FIRST = "ClusterFirst"
    DEFAULT = "Default"
    NONE = "None"


# +enum
class ServiceAffinity(str, Enum):
    CLIENT_IP = "ClientIP"
    NONE = "None"


# +enum
class ServiceType(str, Enum):
    CLUSTER_IP = "ClusterIP"
    NODE_PORT = "NodePort"
    LOAD_BALANCER = "LoadBalancer"
    EXTERNAL_NAME = "ExternalName"


# +enum
class ServiceInternalTrafficPolicy(str, Enum):
    CLUSTER = "Cluster"
    LOCAL = "Local"


# +enum
class ServiceExternalTrafficPolicy(str, Enum):
    CLUSTER = "Cluster"
    LOCAL = "Local"


# +enum
class IPFamily(str, Enum):
    IPV4 = "IPv4"
    IPV6 = "IPv6"
    UNKNOWN = ""


# +enum
class IPFamilyPolicy(str, Enum):
    SINGLE_STACK = "SingleStack"
    PREFER_DUAL_STACK = "PreferDualStack"
    REQUIRE_DUAL_STACK = "RequireDualStack"


# +enum
class DeploymentStrategyType(str, Enum):
    RECREATE = "Recreate"
    ROLLING_UPDATE = "RollingUpdate"


@dataclass
class ContainerPort:
    # +optional
    name: str = field(default="", metadata={"json": "name,omitempty"})
    # +optional
    host_port: int = field(default=0, metadata={"json": "hostPort,omitempty"})
    container_port: int = field(default=0, metadata={"json": "containerPort"})
    # +optional
    # +default="TCP"
    protocol: Protocol = field(default=Protocol.TCP, metadata={"json": "protocol,omitempty"})
    # +optional
    host_ip: str = field(default="", metadata={"json": "hostIP,omitempty"})


@dataclass
class Container:
    # +optional
    termination_message_policy: TerminationMessagePolicy = field(metadata={"json": "terminationMessagePolicy,omitempty"})
    # +optional
    image_pull_policy: PullPolicy = field(metadata={"json": "imagePullPolicy,omitempty"})
    name: str = field(default="", metadata={"json": "name"})
    # +optional
    image: str = field(default="", metadata={"json": "image,omitempty"})
    # +optional
    # +listType=atomic
    command: list[str] = field(default_factory=list, metadata={"json": "command,omitempty"})
    # +optional
    # +listType=atomic
    args: list[str] = field(default_factory=list, metadata={"json": "args,omitempty"})
    # +optional
    # +patchMergeKey=containerPort
    # +patchStrategy=merge
    # +listType=map
    # +listMapKey=containerPort
    # +listMapKey=protocol
    ports: list[ContainerPort] = field(default_factory=list, metadata={"json": "ports,omitempty"})


@dataclass
class PodSpec:
    # +optional
    restart_policy: RestartPolicy = field(metadata={"json": "restartPolicy,omitempty"})
    # +optional
    dns_policy: DNSPolicy = field(metadata={"json": "dnsPolicy,omitempty"})
    # +patchMergeKey=name
    # +patchStrategy=merge
    # +listType=map
    # +listMapKey=name
    # +optional
    init_containers: list[Container] = field(default_factory=list, metadata={"json": "initContainers,omitempty"})
    # +patchMergeKey=name
    # +patchStrategy=merge
    # +listType=map
    # +listMapKey=name
    containers: list[Container] = field(default_factory=list, metadata={"json": "containers"})
    # +optional
    # +mapType=atomic
    node_selector: dict[str, str] = field(default_factory=dict, metadata={"json": "nodeSelector,omitempty"})
    # +optional
    preemption_policy: Optional[PreemptionPolicy] = field(default=None, metadata={"json": "preemptionPolicy,omitempty"})


@dataclass
class PodTemplateSpec:
    # +optional
    spec: PodSpec = field(default_factory=PodSpec, metadata={"json": "spec,omitempty"})


@dataclass
class LabelSelector:
    # +optional
    match_labels: dict[str, str] = field(default_factory=dict, metadata={"json": "matchLabels,omitempty"})


@dataclass
class RollingUpdateDeployment:
    # +optional
    max_unavailable: Optional[int | str] = field(default=None, metadata={"json": "maxUnavailable,omitempty"})
    # +optional
    max_surge: Optional[int | str] = field(default=None, metadata={"json": "maxSurge,omitempty"})


@dataclass
class DeploymentStrategy:
    # +optional
    type: DeploymentStrategyType = field(metadata={"json": "type,omitempty"})
    # +optional
    rolling_update: Optional[RollingUpdateDeployment] = field(default=None, metadata={"json": "rollingUpdate,omitempty"})


@dataclass
class DeploymentSpec:
    # +optional
    replicas: Optional[int] = field(default=None, metadata={"json": "replicas,omitempty"})
    selector: Optional[LabelSelector] = field(default=None, metadata={"json": "selector"})
    template: PodTemplateSpec = field(default_factory=PodTemplateSpec, metadata={"json": "template"})
    # +optional
    # +patchStrategy=retainKeys
    strategy: DeploymentStrategy = field(default_factory=DeploymentStrategy, metadata={"json": "strategy,omitempty"})
    # +optional
    min_ready_seconds: int = field(default=0, metadata={"json": "minReadySeconds,omitempty"})


@dataclass
class ServicePort:
    # +optional
    name: str = field(default="", metadata={"json": "name,omitempty"})
    # +default="TCP"
    # +optional
    protocol: Protocol = field(default=Protocol.TCP, metadata={"json": "protocol,omitempty"})
    port: int = field(default=0, metadata={"json": "port"})
    # +optional
    target_port: int | str = field(default=0, metadata={"json": "targetPort,omitempty"})


@dataclass
class ServiceSpec:
    # +optional
    type: ServiceType = field(metadata={"json": "type,omitempty"})
    # +optional
    session_affinity: ServiceAffinity = field(metadata={"json": "sessionAffinity,omitempty"})
    # +optional
    external_traffic_policy: ServiceExternalTrafficPolicy = field(metadata={"json": "externalTrafficPolicy,omitempty"})
    # +optional
    # +patchMergeKey=port
    # +patchStrategy=merge
    # +listType=map
    # +listMapKey=port
    # +listMapKey=protocol
    ports: list[ServicePort] = field(default_factory=list, metadata={"json": "ports,omitempty"})
    # +optional
    # +mapType=atomic
    selector: dict[str, str] = field(default_factory=dict, metadata={"json": "selector,omitempty"})
    # +optional
    cluster_ip: str = field(default="", metadata={"json": "clusterIP,omitempty"})
    # +listType=atomic
    # +optional
    ip_families: list[IPFamily] = field(default_factory=list, metadata={"json": "ipFamilies,omitempty"})
    # +optional
    ip_family_policy: Optional[IPFamilyPolicy] = field(default=None, metadata={"json": "ipFamilyPolicy,omitempty"})
    # +optional
    internal_traffic_policy: Optional[ServiceInternalTrafficPolicy] = field(
        default=None, metadata={"json": "internalTrafficPolicy,omitempty"}
    )


# +kubebuilder:object:root=true
@dataclass
class Service:
    # +optional
    spec: ServiceSpec = field(default_factory=ServiceSpec, metadata={"json": "spec,omitempty"})


# +kubebuilder:object:root=true
@dataclass
class Pod:
    # +optional
    spec: PodSpec = field(default_factory=PodSpec, metadata={"json": "spec,omitempty"})


# +kubebuilder:object:root=true
@dataclass
class Deployment:
    # +optional
    spec: DeploymentSpec = field(default_factory=DeploymentSpec, metadata={"json": "spec,omitempty"})
