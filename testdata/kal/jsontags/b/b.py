# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/jsontags/testdata/src/b/b.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class JSONTagTestStruct(InlineJSONTag):
    NoJSONTag: str = field(default="")
    empty_json_tag: str = field(default="", metadata={"json": ""})
    non_camel_case_json_tag: str = field(default="", metadata={"json": "non_camel_case_json_tag"})
    with_hyphens_json_tag: str = field(default="", metadata={"json": "with-hyphens-json-tag"})
    pascal_case_json_tag: str = field(default="", metadata={"json": "PascalCaseJSONTag"})
    NonTerminatedJSONTag: str = field(default="")
    XMLTag: str = field(default="", metadata={"xml": "xmlTag"})
    valid_json_tag: str = field(default="", metadata={"json": "validJsonTag"})
    valid_optional_json_tag: str = field(default="", metadata={"json": "validOptionalJsonTag,omitempty"})
    json_tag_with_id: str = field(default="", metadata={"json": "jsonTagWithID"})
    json_tag_with_ttl: str = field(default="", metadata={"json": "jsonTagWithTTL"})
    json_tag_with_gi_b: str = field(default="", metadata={"json": "jsonTagWithGiB"})


@dataclass
class InlineJSONTag:
    pass
