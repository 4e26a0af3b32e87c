"""The part of Kubernetes' ObjectMeta the operator reads (the CRD publishes `metadata` as the
API server defines it, whatever this type says)."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class ObjectMeta:
    """Standard object metadata."""

    # +optional
    name: str = field(default="", metadata={"json": "name,omitempty"})
    # +optional
    namespace: str = field(default="", metadata={"json": "namespace,omitempty"})
    # +optional
    labels: dict[str, str] = field(default_factory=dict, metadata={"json": "labels,omitempty"})
