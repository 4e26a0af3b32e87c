# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/noreferences/testdata/src/b/b.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field


# TestWithPolicyNoReferences tests the linter with PolicyNoReferences (strict mode)
# In this mode, all reference-related words (Reference/References/Ref/Refs) are warned about but not removed
@dataclass
class TestWithPolicyNoReferences:
    # Fields ending with Reference should be flagged
    node_reference: str = field(default="", metadata={"json": "nodeReference"})
    # Fields ending with References should be flagged
    config_references: list[str] = field(default_factory=list, metadata={"json": "configReferences"})
    # Fields with Reference at beginning should be flagged
    reference_count: int = field(default=0, metadata={"json": "referenceCount"})
    # Fields with References at beginning should be flagged
    references_data: list[str] = field(default_factory=list, metadata={"json": "referencesData"})
    # Fields ending with Ref should be flagged
    pod_ref: str = field(default="", metadata={"json": "podRef"})
    # Fields ending with Refs should be flagged
    container_refs: list[str] = field(default_factory=list, metadata={"json": "containerRefs"})
    # Fields starting with Ref should be flagged
    ref_status: str = field(default="", metadata={"json": "refStatus"})
    # Fields starting with Refs should be flagged
    refs_total: int = field(default=0, metadata={"json": "refsTotal"})
    # Normal fields should not be flagged
    name: str = field(default="", metadata={"json": "name"})
    namespace: str = field(default="", metadata={"json": "namespace"})
    # Edge cases - "Preference" contains "eference" but is NOT flagged
    # because it doesn't start with Ref/Reference and doesn't end with capital-R Reference
    preference_type: str = field(default="", metadata={"json": "preferenceType"})
    preferences: dict[str, str] = field(default_factory=dict, metadata={"json": "preferences,omitempty"})
