# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/noreferences/testdata/src/a/a.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field


# TestWithPolicyPreferAbbreviatedReference tests the linter with PolicyPreferAbbreviatedReference
# In this mode, Reference/References are flagged at START or END of field names, but Ref/Refs are allowed
@dataclass
class TestWithPolicyPreferAbbreviatedReference:
    # Fields ending with Reference should be flagged
    node_reference: str = field(default="", metadata={"json": "nodeReference"})
    config_reference: str = field(default="", metadata={"json": "configReference"})
    # Fields ending with References should be flagged
    node_references: list[str] = field(default_factory=list, metadata={"json": "nodeReferences"})
    config_references: list[str] = field(default_factory=list, metadata={"json": "configReferences"})
    # Fields with Reference at beginning should be flagged
    reference_count: int = field(default=0, metadata={"json": "referenceCount"})
    reference_data: str = field(default="", metadata={"json": "referenceData"})
    # Fields with References at beginning should be flagged
    references_count: int = field(default=0, metadata={"json": "referencesCount"})
    references_data: list[str] = field(default_factory=list, metadata={"json": "referencesData"})
    # Fields with Reference in middle are NOT flagged (only start/end boundaries)
    cross_reference_id: str = field(default="", metadata={"json": "crossReferenceID"})
    # Fields with References in middle are NOT flagged (only start/end boundaries)
    cross_references_map: dict[str, str] = field(default_factory=dict, metadata={"json": "crossReferencesMap"})
    # Past tense "Referenced" at end is flagged
    referenced: bool = field(default=False, metadata={"json": "referenced"})
    # Fields with Ref/Refs anywhere are ALLOWED in this mode (no diagnostics expected)
    node_ref: str = field(default="", metadata={"json": "nodeRef"})
    config_ref: str = field(default="", metadata={"json": "configRef"})
    node_refs: list[str] = field(default_factory=list, metadata={"json": "nodeRefs"})
    config_refs: list[str] = field(default_factory=list, metadata={"json": "configRefs"})
    ref_count: int = field(default=0, metadata={"json": "refCount"})
    refs_data: list[str] = field(default_factory=list, metadata={"json": "refsData"})
    internal_ref_data: str = field(default="", metadata={"json": "internalRefData"})
    internal_refs_data: list[str] = field(default_factory=list, metadata={"json": "internalRefsData"})
    # Normal fields should not be flagged (no Reference/References/Ref/Refs)
    name: str = field(default="", metadata={"json": "name"})
    namespace: str = field(default="", metadata={"json": "namespace"})
    # Edge cases - Preference contains "eference" in middle and is NOT flagged (only boundaries)
    preference_type: str = field(default="", metadata={"json": "preferenceType"})
    preferences: dict[str, str] = field(default_factory=dict, metadata={"json": "preferences,omitempty"})
    # These don't contain capital Reference
    referral: str = field(default="", metadata={"json": "referral"})
    referee: str = field(default="", metadata={"json": "referee"})
