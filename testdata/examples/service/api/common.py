"""Types every part of the service configuration shares: ports, protocols, durations,
log levels and compute resources. Their `+default` markers apply wherever they are used."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NewType, TypeAlias

# A TCP port number.
# +default=8080
# +kubebuilder:validation:Minimum=1
# +kubebuilder:validation:Maximum=65535
Port = NewType("Port", int)

# Application protocol spoken on a listener: "http", "https" or "grpc".
# +default="http"
Protocol = NewType("Protocol", str)

# A duration in Go's notation: "300ms", "1.5s", "2m".
# +default="30s"
Duration = NewType("Duration", str)

# Least severe level that is logged: "debug", "info", "warn" or "error".
# +default="info"
LogLevel: TypeAlias = str


@dataclass
class Resources:
    """Compute resources of one service instance."""

    # CPU cores; fractions are allowed.
    # +default=0.5
    # +optional
    cpu: float = field(default=0.0, metadata={"json": "cpu,omitempty"})

    # Memory, in MiB.
    # +default=256
    # +optional
    memory_mib: int = field(default=0, metadata={"json": "memoryMiB,omitempty"})
