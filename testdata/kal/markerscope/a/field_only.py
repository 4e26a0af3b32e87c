# Translated from kubernetes-sigs/kube-api-linter@e816b4e7f6cba9b509780b47b1f3ed4b937f8b2e pkg/analysis/markerscope/testdata/src/a/field_only.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field
from typing import NewType, Optional


# Invalid: Field-only markers on type
# +optional
# +required
# +nullable
@dataclass
class InvalidFieldOnlyOnType:
    name: str = field(default="", metadata={"json": "name"})


# Invalid: kubebuilder:default on type
# +kubebuilder:default="default"
InvalidDefaultOnType = NewType("InvalidDefaultOnType", str)


# Invalid: kubebuilder:example on type
# +kubebuilder:example="example"
InvalidExampleOnType = NewType("InvalidExampleOnType", str)


# Invalid: kubebuilder:validation:EmbeddedResource on type
# +kubebuilder:validation:EmbeddedResource
@dataclass
class InvalidEmbeddedResourceOnType:
    pass


# Invalid: kubebuilder:validation:Schemaless on type
# +kubebuilder:validation:Schemaless
@dataclass
class InvalidSchemalessOnType:
    pass


@dataclass
class FieldOnlyMarkersTest:
    # Valid: optional marker
    # +optional
    valid_optional: str = field(default="", metadata={"json": "validOptional,omitempty"})
    # Valid: required marker
    # +required
    valid_required: str = field(default="", metadata={"json": "validRequired"})
    # Valid: k8s:optional marker
    # +k8s:optional
    valid_k8s_optional: str = field(default="", metadata={"json": "validK8sOptional,omitempty"})
    # Valid: k8s:required marker
    # +k8s:required
    valid_k8s_required: str = field(default="", metadata={"json": "validK8sRequired"})
    # Valid: nullable marker
    # +nullable
    valid_nullable: Optional[str] = field(default=None, metadata={"json": "validNullable"})
    # Valid: kubebuilder:default marker
    # +kubebuilder:default="default"
    valid_default: str = field(default="", metadata={"json": "validDefault"})
    # Valid: kubebuilder:example marker
    # +kubebuilder:example="example"
    valid_example: str = field(default="", metadata={"json": "validExample"})
    # Valid: All field-only markers combined
    # +optional
    # +nullable
    # +kubebuilder:default="combined"
    # +kubebuilder:example="combined-example"
    valid_all_field_only_markers: Optional[str] = field(default=None, metadata={"json": "validAllFieldOnlyMarkers,omitempty"})
