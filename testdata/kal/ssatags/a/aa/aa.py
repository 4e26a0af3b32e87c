# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/ssatags/testdata/src/a/aa/aa.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from typing import NewType


# +listType=atomic
OtherPackageStringArrayAtomic = NewType("OtherPackageStringArrayAtomic", list[str])
