# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/requiredfields/testdata/src/a/bool.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional


@dataclass
class TestBools:
    # +kubebuilder:validation:Required
    bool: bool = field(default=False, metadata={"json": "bool"})
    # +kubebuilder:validation:Required
    bool_with_omit_empty: bool = field(default=False, metadata={"json": "boolWithOmitEmpty,omitempty"})
    # +kubebuilder:validation:Required
    bool_ptr: Optional[bool] = field(default=None, metadata={"json": "boolPtr"})
    # +kubebuilder:validation:Required
    bool_ptr_with_omit_empty: Optional[bool] = field(default=None, metadata={"json": "boolPtrWithOmitEmpty,omitempty"})
