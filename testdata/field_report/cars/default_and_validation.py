# +versionName=v1
"""The field report's "Defaulting and validation at the same time": `+kubebuilder:default:={}`
on `transmission` while `Transmission.type` is required (and defaulted). The API server checks
a CRD's defaults as written, so it refuses the CustomResourceDefinition:
`spec.validation.openAPIV3Schema.properties[spec].properties[transmission].default.type:
Required value`."""

from dataclasses import dataclass, field


@dataclass
class Transmission:
    # +kubebuilder:default:=Automatic
    # +required
    type: str = field(default="", metadata={"json": "type"})


@dataclass
class CarSpec:
    # +kubebuilder:validation:Enum=BMW;Porsche;McLaren
    # +required
    brand: str = field(default="", metadata={"json": "brand"})
    # +kubebuilder:default:={}
    # +optional
    transmission: Transmission = field(default_factory=Transmission, metadata={"json": "transmission,omitempty"})


# +kubebuilder:object:root=true
@dataclass
class Car:
    spec: CarSpec = field(default_factory=CarSpec, metadata={"json": "spec"})
