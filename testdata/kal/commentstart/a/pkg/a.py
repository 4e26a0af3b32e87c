# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/commentstart/testdata/src/a/pkg/a.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class A:
    no_comment: str = field(default="", metadata={"json": "noComment"})


# To embed the same struct multiple times, we need to rename the type.
@dataclass
class Embedded(A):
    pass


@dataclass
class EmbeddedPointer(A):
    pass
