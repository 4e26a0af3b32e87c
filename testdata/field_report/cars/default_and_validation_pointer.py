# +versionName=v1
"""The field report's "Defaulting and validation at the same time", with a pointer: `+kubebuilder:default:={}`
on `transmission` while `Transmission.type` is required (and defaulted). The API server checks
a CRD's defaults as written, so it refuses the CustomResourceDefinition:
`spec.validation.openAPIV3Schema.properties[spec].properties[transmission].default.type:
Required value`. Go's non-pointer struct is DG201 in Python (default_and_validation.py); this
is the same default on an Optional field, which KEP-1929 allows, so only its schema refuses it."""

from dataclasses import dataclass, field
from typing import Optional


@dataclass
class Transmission:
    # +kubebuilder:default:=Automatic
    # +required
    type: str = field(default="", metadata={"json": "type,omitempty"})


@dataclass
class CarSpec:
    # +kubebuilder:validation:Enum=BMW;Porsche;McLaren
    # +required
    brand: str = field(default="", metadata={"json": "brand"})
    # +kubebuilder:default:={}
    # +optional
    transmission: Optional[Transmission] = field(default=None, metadata={"json": "transmission,omitempty"})


# +kubebuilder:object:root=true
@dataclass
class Car:
    spec: CarSpec = field(default_factory=CarSpec, metadata={"json": "spec"})
