"""Configuration of the service: where it listens, how it is checked, logged and limited."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

from .common import Duration, LogLevel, Port, Protocol, Resources
from .routes import Route


@dataclass
class TLS:
    """Transport security of a listener."""

    # PEM file with the certificate chain.
    # +required
    # +kubebuilder:validation:MinLength=1
    cert_file: str = field(default="", metadata={"json": "certFile,omitempty"})

    # PEM file with the private key.
    # +required
    # +kubebuilder:validation:MinLength=1
    key_file: str = field(default="", metadata={"json": "keyFile,omitempty"})

    # Oldest TLS version accepted.
    # +default="1.2"
    # +optional
    min_version: str = field(default="", metadata={"json": "minVersion,omitempty"})


@dataclass
class Listener:
    """An address the server accepts connections on."""

    # Name of the listener, unique within the server.
    # +required
    # +kubebuilder:validation:MinLength=1
    name: str = field(default="", metadata={"json": "name,omitempty"})

    # Interface to bind; every interface unless set.
    # +default="0.0.0.0"
    # +optional
    address: str = field(default="", metadata={"json": "address,omitempty"})

    # +optional
    port: Port = field(default=0, metadata={"json": "port,omitempty"})

    # +optional
    protocol: Protocol = field(default="", metadata={"json": "protocol,omitempty"})

    # Transport security; plain text when absent.
    # +optional
    tls: Optional[TLS] = field(default=None, metadata={"json": "tls,omitempty"})


@dataclass
class HealthCheck:
    """How the orchestrator checks that an instance is alive."""

    # +default="/healthz"
    # +optional
    path: str = field(default="", metadata={"json": "path,omitempty"})

    # Time between two checks.
    # +default="10s"
    # +optional
    interval: Duration = field(default="", metadata={"json": "interval,omitempty"})

    # Failed checks in a row after which the instance is restarted.
    # +default=3
    # +optional
    failure_threshold: int = field(default=0, metadata={"json": "failureThreshold,omitempty"})


@dataclass
class Logging:
    """What the server logs, and how."""

    # +optional
    level: LogLevel = field(default="", metadata={"json": "level,omitempty"})

    # Line format: "json" or "text".
    # +default="json"
    # +optional
    format: str = field(default="", metadata={"json": "format,omitempty"})

    # Whether every request is logged. Optional, so that an explicit false is kept.
    # +default=true
    # +optional
    access_log: Optional[bool] = field(default=None, metadata={"json": "accessLog,omitempty"})


@dataclass
class Server:
    """Configuration of one instance of the service."""

    # Name of the service, as it appears in logs and metrics.
    # +required
    # +kubebuilder:validation:MinLength=1
    name: str = field(default="", metadata={"json": "name,omitempty"})

    # Where the server listens; one plain HTTP listener on port 8080 unless set.
    # +default=[{"name": "http"}]
    # +optional
    listeners: list[Listener] = field(default_factory=list, metadata={"json": "listeners,omitempty"})

    # Connections served at once; 0 means no limit.
    # +default=1024
    # +optional
    max_connections: Optional[int] = field(default=None, metadata={"json": "maxConnections,omitempty"})

    # Time limits by phase of a request ("read", "write", "idle"); a null limit is the
    # Duration default.
    # +default={"read": "5s", "write": "10s"}
    # +optional
    timeouts: dict[str, Duration] = field(default_factory=dict, metadata={"json": "timeouts,omitempty"})

    # How long a stopping server waits for requests in flight.
    # +optional
    shutdown_grace: Duration = field(default="", metadata={"json": "shutdownGrace,omitempty"})

    # Resources reserved for the instance.
    requests: Resources = field(default_factory=Resources, metadata={"json": "requests"})

    # Resources the instance may not exceed.
    # +default={"memoryMiB": 512}
    # +optional
    limits: Optional[Resources] = field(default=None, metadata={"json": "limits,omitempty"})

    # Liveness checking: off when absent; `{}` turns it on with every default.
    # +optional
    health_check: Optional[HealthCheck] = field(default=None, metadata={"json": "healthCheck,omitempty"})

    logging: Logging = field(default_factory=Logging, metadata={"json": "logging"})

    # Where requests go, by path prefix; merged by path (server-side apply).
    # +listType=map
    # +listMapKey=path
    # +optional
    routes: list[Route] = field(default_factory=list, metadata={"json": "routes,omitempty"})

    # Labels added to every metric the service exports.
    # +optional
    labels: dict[str, str] = field(default_factory=dict, metadata={"json": "labels,omitempty"})

    # Whether debug endpoints are served.
    debug: bool = field(default=False, metadata={"json": "debug"})
