"""KEP-1929, Examples > "Lists without default".

Go original:

    type Object struct {
        List []Item
    }

    type Item string

The Python field is `list_`; its wire name is "list" (see lists.py).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NewType

Item = NewType("Item", str)


@dataclass
class Object:
    list_: list[Item] = field(default_factory=list, metadata={"json": "list"})
