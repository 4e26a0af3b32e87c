"""Metadata every resource carries."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional


@dataclass
class ObjectMeta:
    """Standard object metadata."""

    # Name must be unique within a namespace.
    # +required
    name: str = field(default="", metadata={"json": "name"})

    # Namespace the object lives in.
    # +default="default"
    # +optional
    namespace: str = field(default="", metadata={"json": "namespace,omitempty"})

    # Map of string keys and values for organizing and selecting objects.
    # +optional
    labels: dict[str, str] = field(default_factory=dict, metadata={"json": "labels,omitempty"})

    # When the object was created, in RFC 3339 form. Set by the server.
    # +optional
    creation_timestamp: Optional[str] = field(default=None, metadata={"json": "creationTimestamp,omitempty"})
