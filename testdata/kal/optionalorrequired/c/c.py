# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/optionalorrequired/testdata/src/c/c.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field
from typing import NewType


@dataclass
class OptionalOrRequiredTestStruct:
    RequiredEnumField: RequiredEnum = field(default="")
    KubebuilderRequiredEnumField: KubeBuilderRequiredEnum = field(default="")
    OptionalEnumField: OptionalEnum = field(default="")
    KubebuilderOptionalEnumField: KubeBuilderOptionalEnum = field(default="")


# +required
# +kubebuilder:validation:Enum=Foo;Bar;Baz
RequiredEnum = NewType("RequiredEnum", str)


# +kubebuilder:validation:Required
# +kubebuilder:validation:Enum=Foo;Bar;Baz
KubeBuilderRequiredEnum = NewType("KubeBuilderRequiredEnum", str)


# +k8s:required
# +kubebuilder:validation:Enum=Foo;Bar;Baz
K8sRequiredEnum = NewType("K8sRequiredEnum", str)


# +optional
# +kubebuilder:validation:Enum=Foo;Bar;Baz
OptionalEnum = NewType("OptionalEnum", str)


# +kubebuilder:validation:Optional
# +kubebuilder:validation:Enum=Foo;Bar;Baz
KubeBuilderOptionalEnum = NewType("KubeBuilderOptionalEnum", str)


# +k8s:optional
# +kubebuilder:validation:Enum=Foo;Bar;Baz
K8sOptionalEnum = NewType("K8sOptionalEnum", str)
