"""KEP-1929, Examples > "Non-pointer structs": the FORBIDDEN variant.

Go original (the KEP capitalises `Type`, a typo of its own):

    Type Root struct {
      // Defaults on non-pointer structs are FORBIDDEN:
      // +default={"name": "entry", "number": 12}
      Entry SubLevel
    }

    Type SubLevel struct {
      Name string `json:"name,omitempty"`
      Number int
    }
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class SubLevel:
    name: str = field(default="", metadata={"json": "name,omitempty"})
    number: int = 0


@dataclass
class Root:
    # Defaults on non-pointer structs are FORBIDDEN:
    # +default={"name": "entry", "number": 12}
    entry: SubLevel = field(default_factory=SubLevel)
