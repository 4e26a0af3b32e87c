"""kube-openapi test/integration/testdata/maptype, translated (see README.md)."""

from dataclasses import dataclass, field


@dataclass
class AtomicMap:
    # +mapType=atomic
    KeyValue: dict[str, str] = field(default_factory=dict)


@dataclass
class GranularMap:
    # +mapType=granular
    KeyValue: dict[str, str] = field(default_factory=dict)
