# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/optionalfields/testdata/src/d/b.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class StructWithRequiredField:
    # string is a string field.
    # +required
    string: str = field(default="", metadata={"json": "string"})
