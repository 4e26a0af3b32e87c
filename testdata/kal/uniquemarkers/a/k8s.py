# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/uniquemarkers/testdata/src/a/k8s.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class K8s:
    # +k8s:format=date-time
    UniqueFormat: str = field(default="")
    # +k8s:format=date-time
    # +k8s:format=password
    NonUniqueFormat: str = field(default="")
    # +k8s:minLength=10
    UniqueMinLength: str = field(default="")
    # +k8s:minLength=10
    # +k8s:minLength=20
    NonUniqueMinLength: str = field(default="")
    # +k8s:maxLength=100
    UniqueMaxLength: str = field(default="")
    # +k8s:maxLength=100
    # +k8s:maxLength=200
    NonUniqueMaxLength: str = field(default="")
    # +k8s:minItems=10
    UniqueMinItems: list[str] = field(default_factory=list)
    # +k8s:minItems=10
    # +k8s:minItems=20
    NonUniqueMinItems: list[str] = field(default_factory=list)
    # +k8s:maxItems=100
    UniqueMaxItems: list[str] = field(default_factory=list)
    # +k8s:maxItems=100
    # +k8s:maxItems=200
    NonUniqueMaxItems: list[str] = field(default_factory=list)
    # +k8s:listType=map
    UniqueListType: list[str] = field(default_factory=list)
    # +k8s:listType=map
    # +k8s:listType=atomic
    NonUniqueListType: list[str] = field(default_factory=list)
