"""Routing of the service: which requests go where.

Written the way a Python developer writes such types: an Enum of HTTP methods, a Literal for a
small set of strategies, timestamps as datetimes, a port that is a number or a name, and the
routes as a list keyed by path (`+listType=map`), so that server-side apply merges them.
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass, field
from enum import Enum
from typing import Literal, Optional

# The backend port used when a route names none: the backend's port called "http".
DEFAULT_TARGET_PORT = "http"


class Method(str, Enum):
    """An HTTP method a route accepts."""

    GET = "GET"
    POST = "POST"
    PUT = "PUT"
    DELETE = "DELETE"


@dataclass
class Route:
    """Requests whose path starts with `path` go to `backend`."""

    # Path prefix of the requests; unique within the server (the key of the route list).
    # +required
    # +kubebuilder:validation:MinLength=1
    path: str = field(metadata={"json": "path,omitempty"})

    # Name of the service that handles the requests.
    # +required
    # +kubebuilder:validation:MinLength=1
    backend: str = field(metadata={"json": "backend,omitempty"})

    # Port of the backend: a number, or the name of one of its ports.
    # +default=ref(DEFAULT_TARGET_PORT)
    # +optional
    target_port: int | str = field(default=0, metadata={"json": "targetPort,omitempty"})

    # Method the route accepts.
    # +default=ref(Method.GET)
    # +optional
    method: Optional[Method] = field(default=None, metadata={"json": "method,omitempty"})

    # How requests are spread over the backend's instances.
    # +default="round-robin"
    # +optional
    balancing: Literal["round-robin", "least-connections"] = field(
        default="round-robin", metadata={"json": "balancing,omitempty"}
    )

    # When the route was last changed (RFC 3339); unknown when absent.
    # +optional
    updated: Optional[datetime.datetime] = field(default=None, metadata={"json": "updated,omitempty"})
