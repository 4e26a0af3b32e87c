# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/defaults/testdata/src/b/b.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class B:
    # GoodKubebuilderDefaultField is correctly configured with +kubebuilder:default, +optional, and omitempty.
    # +optional
    # +kubebuilder:default="default-value"
    good_kubebuilder_default_field: str = field(default="", metadata={"json": "goodKubebuilderDefaultField,omitempty"})
    # DefaultMarkerField uses +default which should be replaced with +kubebuilder:default when kubebuilder:default is preferred.
    # +optional
    # +default="default-value"
    default_marker_field: str = field(default="", metadata={"json": "defaultMarkerField,omitempty"})
    # K8sDefaultOnlyField uses only +k8s:default which requires adding the preferred marker.
    # +optional
    # +k8s:default="default-value"
    k8s_default_only_field: str = field(default="", metadata={"json": "k8sDefaultOnlyField,omitempty"})
    # BothKubebuilderAndK8sMarkers has both +kubebuilder:default and +k8s:default which is acceptable.
    # +optional
    # +kubebuilder:default="value"
    # +k8s:default="value"
    both_kubebuilder_and_k8s_markers: str = field(default="", metadata={"json": "bothKubebuilderAndK8sMarkers,omitempty"})
    # BothDefaultMarkers has both +kubebuilder:default and +default which should suggest removing +default.
    # +optional
    # +kubebuilder:default="value"
    # +default="value"
    both_default_markers: str = field(default="", metadata={"json": "bothDefaultMarkers,omitempty"})
    # RequiredFieldWithDefault has both required and default, which is contradictory.
    # +required
    # +kubebuilder:default="value"
    required_field_with_default: str = field(default="", metadata={"json": "requiredFieldWithDefault,omitempty"})
