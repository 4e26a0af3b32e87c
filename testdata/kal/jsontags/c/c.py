# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/jsontags/testdata/src/c/c.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class JSONTagMismatchAllowed:
    id: str = field(default="", metadata={"json": "vmID,omitempty"})
    ip_addr: str = field(default="", metadata={"json": "vmIp,omitempty"})
