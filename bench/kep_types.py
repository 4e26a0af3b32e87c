"""The fixed type set of the run-time benchmarks: defaultgen's input.

KEP-1929's Root / SubLevel (a non-pointer struct and a pointer struct with a default), plus one
field of each other kind SPEC §3 defaults: a list and a dict of named types with type-level
defaults, an Optional list, a list of dataclasses and an Optional scalar. `defaultgen generate`
turns this file into the module whose `set_defaults_Root` and `load` are timed; the other
contenders (bench/handwritten.py, bench/reflective.py, bench/pydantic_models.py) implement the
same defaults by their own means.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NewType, Optional

# +default="apple"
Item = NewType("Item", str)

# +default="banana"
LabelValue = NewType("LabelValue", str)


@dataclass
class SubLevel:
    # +default="default-name"
    name: str = field(default="", metadata={"json": "name,omitempty"})
    # +default=8080
    port: int = field(default=0, metadata={"json": "port,omitempty"})


@dataclass
class Root:
    # +optional
    entry: SubLevel = field(default_factory=SubLevel)
    # +default={"name": "pointer-name"}
    pointer: Optional[SubLevel] = field(default=None, metadata={"json": "pointer,omitempty"})
    items: list[Item] = field(default_factory=list, metadata={"json": "items,omitempty"})
    labels: dict[str, LabelValue] = field(default_factory=dict, metadata={"json": "labels,omitempty"})
    # +default=["a", "b"]
    tags: Optional[list[str]] = field(default=None, metadata={"json": "tags,omitempty"})
    subs: list[SubLevel] = field(default_factory=list, metadata={"json": "subs,omitempty"})
    # +default=3
    replicas: Optional[int] = field(default=None, metadata={"json": "replicas,omitempty"})
