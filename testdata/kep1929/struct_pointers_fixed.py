"""KEP-1929, Examples > "Struct pointers", corrected to what the KEP means.

Two changes against struct_pointers.py (the verbatim copy):
- the `+defaut` typo is fixed to `+default`;
- SubLevel.name gets `omitempty` back, as in the "Non-pointer structs" example
  the KEP says it is modifying ("Modifying the type from the previous
  example"). Without omitempty, `+default="default-name"` would be DG203.

With these, the KEP's OpenAPI and `default(...)` outputs for this section hold.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional


@dataclass
class SubLevel:
    # +default="default-name"
    name: str = field(default="", metadata={"json": "name,omitempty"})
    # +default=0
    number: int = 0


@dataclass
class Root:
    # This is now a pointer, we can provide a default:
    # +default={"name": "pointer-name"}
    entry: Optional[SubLevel] = None
