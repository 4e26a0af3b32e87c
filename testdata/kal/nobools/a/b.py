# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/nobools/testdata/src/a/b.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from typing import NewType, Optional


BoolAliasB = NewType("BoolAliasB", bool)


BoolAliasPtrB = NewType("BoolAliasPtrB", Optional[bool])
