# +versionName=v1
"""The field report's "Nested fields are not always validated": a required, enum-valued
`spec.brand` under a `spec` with omitempty. With controller-gen's CRD, a Car without `spec`
is accepted: an object field is only validated when it is in the payload."""

from dataclasses import dataclass, field


@dataclass
class CarSpec:
    # +kubebuilder:validation:Enum=BMW;Porsche;McLaren
    # +required
    brand: str = field(default="", metadata={"json": "brand"})


# +kubebuilder:object:root=true
@dataclass
class Car:
    spec: CarSpec = field(default_factory=CarSpec, metadata={"json": "spec,omitempty"})
