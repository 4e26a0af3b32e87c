"""KEP-1929, Examples > "Non-pointer scalar fields": the valid Object.

Go original:

    type Object struct {
         // This field is omit-empty, and hence Golang unmarshalling drops a zero-value.
         // +default="default-name"
         Name string `json:"name,omitempty"`

         // Non-pointer scalar fields without omitempty require zero-value default.
         // +default=0
         Defaulted int
    }
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Object:
    # This field is omit-empty, and hence Golang unmarshalling drops a zero-value.
    # +default="default-name"
    name: str = field(default="", metadata={"json": "name,omitempty"})

    # Non-pointer scalar fields without omitempty require zero-value default.
    # +default=0
    defaulted: int = 0
