# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/minlength/testdata/src/a/b.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from typing import NewType


# StringAliasB is a string without a MinLength.
StringAliasB = NewType("StringAliasB", str)


# StringAliasWithMinLengthB is a string with a MinLength.
# +kubebuilder:validation:MinLength:=512
StringAliasWithMinLengthB = NewType("StringAliasWithMinLengthB", str)
