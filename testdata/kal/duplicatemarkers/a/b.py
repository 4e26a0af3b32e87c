# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/duplicatemarkers/testdata/src/a/b.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from typing import NewType


# +kubebuilder:validation:MaxLength=10
StringFromAnotherFile = NewType("StringFromAnotherFile", str)
