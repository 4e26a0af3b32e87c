# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/nophase/testdata/src/a/a.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional


@dataclass
class NoPhaseTestStruct:
    # +optional
    phase: Optional[str] = field(default=None, metadata={"json": "phase,omitempty"})


@dataclass
class NoSubPhaseTestStruct:
    # +optional
    foo_phase: Optional[str] = field(default=None, metadata={"json": "fooPhase,omitempty"})


@dataclass
class SerializedPhaseTeststruct:
    # +optional
    foo_field: Optional[str] = field(default=None, metadata={"json": "fooPhase,omitempty"})
