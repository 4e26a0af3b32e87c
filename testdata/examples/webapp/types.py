"""The WebApp resource."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NewType, Optional

from .meta import ObjectMeta

# Protocol for a port. One of TCP, UDP, SCTP.
# +default="TCP"
Protocol = NewType("Protocol", str)

# When to pull a container image.
# +default="IfNotPresent"
PullPolicy = NewType("PullPolicy", str)


@dataclass
class ContainerPort:
    """A network port a container listens on."""

    # An IANA service name, unique within the container.
    # +optional
    name: str = field(default="", metadata={"json": "name,omitempty"})

    # Port number to expose on the pod's IP address.
    # +required
    container_port: int = field(default=0, metadata={"json": "containerPort"})

    # +optional
    protocol: Protocol = field(default="", metadata={"json": "protocol,omitempty"})


@dataclass
class Container:
    """One container of the application."""

    name: str = field(default="", metadata={"json": "name"})

    # Container image name.
    image: str = field(default="", metadata={"json": "image"})

    # +optional
    image_pull_policy: PullPolicy = field(default="", metadata={"json": "imagePullPolicy,omitempty"})

    # Ports to expose. Items without a protocol get TCP.
    # +optional
    ports: list[ContainerPort] = field(default_factory=list, metadata={"json": "ports,omitempty"})

    # Environment variables, by name.
    # +optional
    env: dict[str, str] = field(default_factory=dict, metadata={"json": "env,omitempty"})


@dataclass
class RolloutStrategy:
    """How replicas are replaced during an update."""

    # Maximum number of replicas that may be unavailable during the update.
    # +default=1
    # +optional
    max_unavailable: int = field(default=0, metadata={"json": "maxUnavailable,omitempty"})

    # Maximum number of replicas created above the desired count.
    # +default=1
    # +optional
    max_surge: int = field(default=0, metadata={"json": "maxSurge,omitempty"})


@dataclass
class WebAppSpec:
    """The desired state of a WebApp."""

    # Number of desired replicas.
    # +default=2
    # +optional
    replicas: int = field(default=0, metadata={"json": "replicas,omitempty"})

    containers: list[Container] = field(default_factory=list, metadata={"json": "containers"})

    # Seconds a new replica must be ready before it counts as available.
    # +optional
    min_ready_seconds: int = field(default=0, metadata={"json": "minReadySeconds"})

    # Rollout parameters; absent means a rolling update two replicas at a time.
    # +default={"maxSurge": 2}
    # +optional
    rollout: Optional[RolloutStrategy] = field(default=None, metadata={"json": "rollout,omitempty"})

    # Whether the application is paused (no rollouts happen).
    # +optional
    paused: bool = field(default=False, metadata={"json": "paused,omitempty"})


@dataclass
class WebApp:
    """A web application: some replicas of a set of containers."""

    metadata: ObjectMeta = field(default_factory=ObjectMeta, metadata={"json": "metadata"})
    spec: WebAppSpec = field(default_factory=WebAppSpec, metadata={"json": "spec"})
