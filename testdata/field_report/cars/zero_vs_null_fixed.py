# +versionName=v1
"""The field report's fix for "Zero vs null pitfalls": a validation marker that refuses the
zero value (`+kubebuilder:validation:MinLength=1` for strings), with omitempty so that an
unset brand is absent and `+required` refuses it."""

from dataclasses import dataclass, field


@dataclass
class CarSpec:
    # +kubebuilder:validation:MinLength=1
    # +required
    brand: str = field(default="", metadata={"json": "brand,omitempty"})


# +kubebuilder:object:root=true
@dataclass
class Car:
    spec: CarSpec = field(default_factory=CarSpec, metadata={"json": "spec"})
