# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/integers/testdata/src/a/b.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from typing import NewType


# IntB is being used to show a type from a different file.
IntB = NewType("IntB", int)


InvalidSliceIntAliasB = NewType("InvalidSliceIntAliasB", list[int])
