# Imported by defaultgen: a new import overwrites this file.
# defaultgen import ../import/kubernetes/v1.35/api__v1_openapi.json
# +defaultgen

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, TypeAlias

# IntOrString is a type that can hold an int32 or a string.  When used in JSON or YAML marshalling and unmarshalling, it produces or consumes the inner type.  This allows you to have, for example, a JSON field that can accept a name or number.
# +defaultgen:schema={"oneOf": [{"type": "integer"}, {"type": "string"}], "format": "int-or-string"}
IntOrString: TypeAlias = Any
