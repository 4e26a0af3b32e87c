"""The benchmark types as a mashumaro user would write them, with the same defaults.

mashumaro generates a `from_dict` per class (Python code, like defaultgen); `load` is
compared with the generated `load(Root, data)` on the documents of bench/inputs.py, where both
give the same result (no nulls, no explicit zero values).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Optional

from mashumaro import DataClassDictMixin


@dataclass
class SubLevel(DataClassDictMixin):
    name: str = "default-name"
    port: int = 8080


@dataclass
class Root(DataClassDictMixin):
    entry: SubLevel = field(default_factory=SubLevel)
    pointer: Optional[SubLevel] = field(default_factory=lambda: SubLevel(name="pointer-name"))
    items: list[str] = field(default_factory=list)
    labels: dict[str, str] = field(default_factory=dict)
    tags: Optional[list[str]] = field(default_factory=lambda: ["a", "b"])
    subs: list[SubLevel] = field(default_factory=list)
    replicas: Optional[int] = 3


def load(data: dict[str, Any]) -> Root:
    return Root.from_dict(data)
