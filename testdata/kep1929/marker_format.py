"""KEP-1929, Proposal > "Marker format": Foo, written as the KEP wrote it.

Go original:

    type Foo struct {
      // +default=32
      Integer int

      // +default="bar"
      String string

      // +default=["popcorn", "chips"]
      StringList []string
    }

The Go fields carry no json tags: Go would serialize them as "Integer",
"String", "StringList", and without omitempty. The translation keeps the
missing omitempty (that is the point: each marker is DG203) and uses
Kubernetes-style lower-camel wire names: `integer`, `string` (the Python
names) and `stringList` (via metadata).
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Foo:
    # +default=32
    integer: int = 0

    # +default="bar"
    string: str = ""

    # +default=["popcorn", "chips"]
    string_list: list[str] = field(
        default_factory=list, metadata={"json": "stringList"}
    )
