"""The benchmark types as a pydantic v2 user would write them, with the same defaults.

`load` is compared with the generated `load(Root, data)` on documents where both give the same
result (no nulls, no explicit zero values: there, KEP-1929 defaults and pydantic keeps).
"""

from __future__ import annotations

from typing import Any, Optional

from pydantic import BaseModel, Field, TypeAdapter


class SubLevel(BaseModel):
    name: str = "default-name"
    port: int = 8080


class Root(BaseModel):
    entry: SubLevel = Field(default_factory=SubLevel)
    pointer: Optional[SubLevel] = Field(default_factory=lambda: SubLevel(name="pointer-name"))
    items: list[str] = []
    labels: dict[str, str] = {}
    tags: Optional[list[str]] = Field(default_factory=lambda: ["a", "b"])
    subs: list[SubLevel] = []
    replicas: Optional[int] = 3


ROOT = TypeAdapter(Root)


def load(data: dict[str, Any]) -> Root:
    return ROOT.validate_python(data)
