# +versionName=v1
"""The field report's "Explicit +required or +optional on every field": before controller-tools
v0.16, omitempty silently made a `+required` field optional. defaultgen follows v0.16's
precedence (`+required` wins), so a Car without `brand` is refused."""

from dataclasses import dataclass, field


@dataclass
class CarSpec:
    # +kubebuilder:validation:Enum=BMW;Porsche;McLaren
    # +required
    brand: str = field(default="", metadata={"json": "brand,omitempty"})


# +kubebuilder:object:root=true
@dataclass
class Car:
    spec: CarSpec = field(default_factory=CarSpec, metadata={"json": "spec"})
