# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/maxlength/testdata/src/a/b.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from typing import NewType


# StringAliasB is a string without a MaxLength.
StringAliasB = NewType("StringAliasB", str)


# StringAliasWithMaxLengthB is a string with a MaxLength.
# +kubebuilder:validation:MaxLength:=512
StringAliasWithMaxLengthB = NewType("StringAliasWithMaxLengthB", str)
