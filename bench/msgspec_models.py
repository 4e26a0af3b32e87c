"""The benchmark types as msgspec Structs, with the same defaults.

`msgspec.convert` validates a Python object into the types in C; `load` is compared with the
generated `load(Root, data)` on the documents of bench/inputs.py, where both give the same
result (no nulls, no explicit zero values).
"""

from __future__ import annotations

from typing import Any, Optional

import msgspec


class SubLevel(msgspec.Struct):
    name: str = "default-name"
    port: int = 8080


class Root(msgspec.Struct):
    entry: SubLevel = msgspec.field(default_factory=SubLevel)
    pointer: Optional[SubLevel] = msgspec.field(default_factory=lambda: SubLevel(name="pointer-name"))
    items: list[str] = msgspec.field(default_factory=list)
    labels: dict[str, str] = msgspec.field(default_factory=dict)
    tags: Optional[list[str]] = msgspec.field(default_factory=lambda: ["a", "b"])
    subs: list[SubLevel] = msgspec.field(default_factory=list)
    replicas: Optional[int] = 3


def load(data: dict[str, Any]) -> Root:
    return msgspec.convert(data, Root)
