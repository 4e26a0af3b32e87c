# +versionName=v1
"""The field report's "Markers aren't always validated": `:enum` for `:Enum`. controller-gen
ignores a marker it does not know, so the CRD has no enum and any brand is accepted."""

from dataclasses import dataclass, field


@dataclass
class CarSpec:
    # +kubebuilder:validation:enum=BMW;Porsche;McLaren
    brand: str = field(default="", metadata={"json": "brand,omitempty"})


# +kubebuilder:object:root=true
@dataclass
class Car:
    spec: CarSpec = field(default_factory=CarSpec, metadata={"json": "spec"})
