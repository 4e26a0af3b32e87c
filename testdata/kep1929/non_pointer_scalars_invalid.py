"""KEP-1929, Examples > "Non-pointer scalar fields": the Invalid type.

Go original:

    type Invalid struct {
         // This field is NOT omit-empty, and CRD and built-in defaulting would differ,
         // even when going through Golang types on the client
         // +default="default-name"
         Name string `json:"name"`
    }
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Invalid:
    # This field is NOT omit-empty, and CRD and built-in defaulting would differ,
    # even when going through Golang types on the client
    # +default="default-name"
    name: str = field(default="", metadata={"json": "name"})
