# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/optionalorrequired/testdata/src/a/a.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class OptionalOrRequiredTestStruct(A, Embedded):
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
    # +kubebuilder:validation:Optional
    # +kubebuilder:validation:Optional
    MarkedWithKubeBuilderOptionalTwice: str = field(default="")
    # +kubebuilder:validation:Optional
    # +kubebuilder:validation:Optional
    # +optional
    MarkedWithKubeBuilderOptionalTwiceAndOptional: str = field(default="")
    # MarkedWithK8sRequiredAndKubeBuilderRequired is a field with both k8s and kubebuilder required markers.
    # The k8s versions of the markers are currently in addition to other markers so this is accepted.
    # +k8s:required
    # +kubebuilder:validation:Required
    MarkedWithK8sRequiredAndKubeBuilderRequired: str = field(default="")
    # MarkedWithK8sRequiredAndRequired is a field with both k8s and required markers.
    # The k8s versions of the markers are currently in addition to other markers so this is accepted.
    # +k8s:required
    # +required
    MarkedWithK8sRequiredAndRequired: str = field(default="")
    # MarkedWithK8sOptionalAndKubeBuilderOptional is a field with both k8s and kubebuilder optional markers.
    # The k8s versions of the markers are currently in addition to other markers so this is accepted.
    # +k8s:optional
    # +kubebuilder:validation:Optional
    MarkedWithK8sOptionalAndKubeBuilderOptional: str = field(default="")
    # MarkedWithK8sOptionalAndOptional is a field with both k8s and optional markers.
    # The k8s versions of the markers are currently in addition to other markers so this is accepted.
    # +k8s:optional
    # +optional
    MarkedWithK8sOptionalAndOptional: str = field(default="")
    # MarkedWithK8sOptionalAndRequired is a field with both k8s and required markers.
    # The k8s versions of the markers are currently in addition to other markers, but they should match the semantics.
    # +k8s:optional
    # +required
    MarkedWithK8sOptionalAndRequired: str = field(default="")
    # MarkedWithK8sRequiredAndOptional is a field with both k8s and optional markers.
    # The k8s versions of the markers are currently in addition to other markers, but they should match the semantics.
    # +k8s:required
    # +optional
    MarkedWithK8sRequiredAndOptional: str = field(default="")
    # MarkedWithK8sRequiredAndK8sOptional is a field with both k8s and kubebuilder optional markers.
    # +k8s:required
    # +k8s:optional
    MarkedWithK8sRequiredAndK8sOptional: str = field(default="")
    b: B = field(default_factory=B, metadata={"json": "b,omitempty"})
    # +optional
    c: C = field(default_factory=C, metadata={"json": "c,omitempty"})


@dataclass
class A:
    pass


@dataclass
class B:
    pass


@dataclass
class C:
    pass


@dataclass
class Embedded:
    pass
