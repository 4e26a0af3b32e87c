"""KEP-1929, Examples > "Struct pointers", exactly as the KEP wrote it.

Go original:

    type Root struct {
      // This is now a pointer, we can provide a default:
      // +default={"name": "pointer-name"}
      Entry *SubLevel
    }

    type SubLevel struct {
      // +defaut="default-name"
      Name string
      // +default=0
      Number int
    }

`+defaut` is the KEP's own typo, kept on purpose: the linter must report it
(DG102). Note also that Name has no json tag here, so no omitempty (the
previous example had `json:"name,omitempty"`). See struct_pointers_fixed.py
for the type the KEP's OpenAPI and defaulting examples actually describe.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional


@dataclass
class SubLevel:
    # +defaut="default-name"
    name: str = ""
    # +default=0
    number: int = 0


@dataclass
class Root:
    # This is now a pointer, we can provide a default:
    # +default={"name": "pointer-name"}
    entry: Optional[SubLevel] = None
