"""KEP-1929, Examples > "String Maps".

Go original:

    type Object struct {
        Mapping map[string]LabelValue
    }

    // +default="banana"
    type LabelValue string
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NewType

# +default="banana"
LabelValue = NewType("LabelValue", str)


@dataclass
class Object:
    mapping: dict[str, LabelValue] = field(default_factory=dict)
