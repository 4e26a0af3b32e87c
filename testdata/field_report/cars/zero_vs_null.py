# +versionName=v1
"""The field report's "Zero vs null pitfalls": `+required` on a string without omitempty.

The Go JSON encoder writes `"brand": ""` for an unset Brand, and the API server accepts it:
`+required` only asks that the property be there, and an empty string is there.
"""

from dataclasses import dataclass, field


@dataclass
class CarSpec:
    # +required
    brand: str = field(default="", metadata={"json": "brand"})


# +kubebuilder:object:root=true
@dataclass
class Car:
    spec: CarSpec = field(default_factory=CarSpec, metadata={"json": "spec"})
