# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/nomaps/testdata/src/a/b.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from typing import NewType, Optional

from a import Component


MapStringComponentB = NewType("MapStringComponentB", dict[str, Component])


PtrMapStringComponentB = NewType("PtrMapStringComponentB", Optional[dict[str, Component]])


MapStringIntB = NewType("MapStringIntB", dict[str, int])


MapIntStringB = NewType("MapIntStringB", dict[int, str])
