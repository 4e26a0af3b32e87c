# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/optionalorrequired/testdata/src/b/b.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class OptionalOrRequiredTestStruct:
    NoMarkers: str = field(default="")
    # noOptionalOrRequiredMarker is a field with no optional or required marker.
    # +enum
    # +kubebuilder:validation:Enum=Foo;Bar
    NoOptionalOrRequiredMarker: str = field(default="")
    # +optional
    # +required
    MarkedOpitonalAndRequired: str = field(default="")
    # +optional
    # +kubebuilder:validation:Optional
    MarkedOptionalAndKubeBuilderOptional: str = field(default="")
    # +required
    # +kubebuilder:validation:Required
    MarkedRequiredAndKubeBuilderRequired: str = field(default="")
    # +kubebuilder:validation:Optional
    KubebuilderOptionalMarker: str = field(default="")
    # +kubebuilder:validation:Required
    KubebuilderRequiredMarker: str = field(default="")
    # +optional
    OptionalMarker: str = field(default="")
    # +required
    RequiredMarker: str = field(default="")
