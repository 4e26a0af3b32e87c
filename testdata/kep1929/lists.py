"""KEP-1929, Examples > "Lists".

Go original:

    type Object struct {
        List []Item
    }

    // +default="apple"
    type Item string

The Python field is `list_` (PEP 8: trailing underscore instead of shadowing
the builtin `list` in the class body); its wire name is "list", as in the
KEP's YAML and JSON.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NewType

# +default="apple"
Item = NewType("Item", str)


@dataclass
class Object:
    list_: list[Item] = field(default_factory=list, metadata={"json": "list"})
