# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/statusoptional/testdata/src/a/b.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class StructFromAnotherFile:
    # OptionalStringField is a string field that is optional.
    # +optional
    optional_string_field: str = field(default="", metadata={"json": "optionalStringField,omitempty"})
