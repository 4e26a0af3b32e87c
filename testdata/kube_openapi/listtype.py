"""kube-openapi test/integration/testdata/listtype, translated (see README.md)."""

from dataclasses import dataclass, field


@dataclass
class AtomicList:
    # +listType=atomic
    Field: list[str] = field(default_factory=list)


@dataclass
class SetList:
    # +listType=set
    Field: list[str] = field(default_factory=list)


@dataclass
class Item:
    Protocol: str = ""
    Port: int = 0
    # +optional
    a: int = field(default=0, metadata={"json": "a"})
    # +optional
    b: int = field(default=0, metadata={"json": "b,omitempty"})
    # +optional
    c: int = field(default=0, metadata={"json": "c"})


@dataclass
class MapList:
    # +listType=map
    # +listMapKey=Port
    Field: list[Item] = field(default_factory=list)
