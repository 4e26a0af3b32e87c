"""KEP-1929, Examples > "Non-pointer structs": Root and SubLevel.

Go original:

    type Root struct {
      Entry SubLevel
    }

    type SubLevel struct {
      // +default="default-name"
      Name string `json:"name,omitempty"`
      // +default=0
      Number int
    }

SubLevel is declared first because `default_factory=SubLevel` is evaluated
when the class body of Root runs.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class SubLevel:
    # +default="default-name"
    name: str = field(default="", metadata={"json": "name,omitempty"})
    # +default=0
    number: int = 0


@dataclass
class Root:
    entry: SubLevel = field(default_factory=SubLevel)
