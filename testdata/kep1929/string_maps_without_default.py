"""KEP-1929, Examples > "String maps without default".

Go original:

    type Object struct {
        Mapping map[string]LabelValue
    }

    type LabelValue string

It has no marker and no json tag, so it opts in with a `# +defaultgen` line (SPEC §1: only the
types of modules that take part are API types).
"""
# +defaultgen

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NewType

LabelValue = NewType("LabelValue", str)


@dataclass
class Object:
    mapping: dict[str, LabelValue] = field(default_factory=dict)
