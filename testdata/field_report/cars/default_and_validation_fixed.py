# +versionName=v1
"""The fix for "Defaulting and validation at the same time" that duplicates no default (the
report's author asks for one): no written `{}`; the non-Optional `transmission` gets KEP-1929's
implicit `{}` (SPEC §7 would publish it filled in, `{"type": "Automatic"}`, if it failed as
written), and `type` is defaulted instead of required (a defaulted field is never missing)."""

from dataclasses import dataclass, field


@dataclass
class Transmission:
    # +kubebuilder:default:=Automatic
    # +optional
    type: str = field(default="", metadata={"json": "type,omitempty"})


@dataclass
class CarSpec:
    # +kubebuilder:validation:Enum=BMW;Porsche;McLaren
    # +required
    brand: str = field(default="", metadata={"json": "brand"})
    # +optional
    transmission: Transmission = field(default_factory=Transmission, metadata={"json": "transmission"})


# +kubebuilder:object:root=true
@dataclass
class Car:
    spec: CarSpec = field(default_factory=CarSpec, metadata={"json": "spec"})
