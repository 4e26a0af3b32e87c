"""An example API: a web application deployed with a few replicas behind some ports."""

from .meta import ObjectMeta
from .types import Container, ContainerPort, RolloutStrategy, WebApp, WebAppSpec

__all__ = ["Container", "ContainerPort", "ObjectMeta", "RolloutStrategy", "WebApp", "WebAppSpec"]
