# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/jsontags/testdata/src/a/a.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field

from meta import ListMeta, ObjectMeta, TypeMeta


@dataclass
class JSONTagTestStructIgnoredAnonymousStruct:
    # This field should be ignored since the parent field is ignored.
    a: str = field(default="", metadata={"json": ""})


@dataclass
class JSONTagTestStruct(EmbeddedInline, EmbeddedEmptyTag, A, C, D, TypeMeta):
    NoJSONTag: str = field(default="")
    empty_json_tag: str = field(default="", metadata={"json": ""})
    non_camel_case_json_tag: str = field(default="", metadata={"json": "non_camel_case_json_tag"})
    with_hyphens_json_tag: str = field(default="", metadata={"json": "with-hyphens-json-tag"})
    pascal_case_json_tag: str = field(default="", metadata={"json": "PascalCaseJSONTag"})
    NonTerminatedJSONTag: str = field(default="")
    XMLTag: str = field(default="", metadata={"xml": "xmlTag"})
    named_inline: str = field(default="", metadata={"json": ",inline"})
    named_empty_tag: str = field(default="", metadata={"json": ""})
    valid_json_tag: str = field(default="", metadata={"json": "validJsonTag"})
    valid_optional_json_tag: str = field(default="", metadata={"json": "validOptionalJsonTag,omitempty"})
    json_tag_with_id: str = field(default="", metadata={"json": "jsonTagWithID"})
    json_tag_with_ttl: str = field(default="", metadata={"json": "jsonTagWithTTL"})
    json_tag_with_gi_b: str = field(default="", metadata={"json": "jsonTagWithGiB"})
    ignored: str = field(default="", metadata={"json": "-"})
    ignored_anonymous_struct: JSONTagTestStructIgnoredAnonymousStruct = field(default_factory=JSONTagTestStructIgnoredAnonymousStruct, metadata={"json": "-"})
    b: B = field(default_factory=B, metadata={"json": "bar,omitempty"})
    e: E = field(default_factory=E, metadata={"json": "e-"})
    object_meta: ObjectMeta = field(default_factory=ObjectMeta, metadata={"json": "metadata,omitempty"})


@dataclass
class A:
    pass


@dataclass
class B:
    pass


@dataclass
class C:
    pass


@dataclass
class D:
    pass


@dataclass
class E:
    pass


@dataclass
class EmbeddedInline:
    pass


@dataclass
class EmbeddedEmptyTag:
    pass


# ValidList is a properly tagged list type
@dataclass
class ValidList(TypeMeta):
    list_meta: ListMeta = field(default_factory=ListMeta, metadata={"json": "metadata"})
    items: list[A] = field(default_factory=list, metadata={"json": "items"})


# InvalidList is a list type with missing JSON tag on Items field
@dataclass
class InvalidList(TypeMeta):
    list_meta: ListMeta = field(default_factory=ListMeta, metadata={"json": "metadata"})
    Items: list[A] = field(default_factory=list)


# InvalidListEmptyTag is a list type with empty JSON tag on Items field
@dataclass
class InvalidListEmptyTag(TypeMeta):
    list_meta: ListMeta = field(default_factory=ListMeta, metadata={"json": "metadata"})
    items: list[A] = field(default_factory=list, metadata={"json": ""})


# InvalidListSnakeCase is a list type with snake_case JSON tag on Items field
@dataclass
class InvalidListSnakeCase(TypeMeta):
    list_meta: ListMeta = field(default_factory=ListMeta, metadata={"json": "metadata"})
    items: list[A] = field(default_factory=list, metadata={"json": "item_list"})


# InvalidListKebabCase is a list type with kebab-case JSON tag on Items field
@dataclass
class InvalidListKebabCase(TypeMeta):
    list_meta: ListMeta = field(default_factory=ListMeta, metadata={"json": "metadata"})
    items: list[A] = field(default_factory=list, metadata={"json": "item-list"})


# InvalidListMissingMetadataTag is a list type with missing JSON tag on ListMeta
@dataclass
class InvalidListMissingMetadataTag(TypeMeta, ListMeta):
    items: list[A] = field(default_factory=list, metadata={"json": "items"})


# InvalidListWrongMetadataTag is a list type with invalid JSON tag on ListMeta
@dataclass
class InvalidListWrongMetadataTag(TypeMeta):
    list_meta: ListMeta = field(default_factory=ListMeta, metadata={"json": "meta_data"})
    items: list[A] = field(default_factory=list, metadata={"json": "items"})


# ListWithAdditionalFields is a list type with extra fields beyond the standard 3
@dataclass
class ListWithAdditionalFields(TypeMeta):
    list_meta: ListMeta = field(default_factory=ListMeta, metadata={"json": "metadata"})
    items: list[A] = field(default_factory=list, metadata={"json": "items"})
    extra_field: str = field(default="", metadata={"json": "extraField"})
    MissingTagField: str = field(default="")
    invalid_tag_field: str = field(default="", metadata={"json": "invalid_tag"})


# ListWithIgnoredField is a list type with an ignored field
@dataclass
class ListWithIgnoredField(TypeMeta):
    list_meta: ListMeta = field(default_factory=ListMeta, metadata={"json": "metadata"})
    items: list[A] = field(default_factory=list, metadata={"json": "items"})
    ignored_field: str = field(default="", metadata={"json": "-"})


# Resource is a test resource type
@dataclass
class Resource:
    field: str = field(default="", metadata={"json": "field"})


# ResourceList is the exact scenario from issue #147
# This would serialize incorrectly without proper JSON tags
@dataclass
class ResourceList(TypeMeta):
    list_meta: ListMeta = field(default_factory=ListMeta, metadata={"json": "metadata"})
    Items: list[Resource] = field(default_factory=list)


# ValidResourceList is the corrected version
@dataclass
class ValidResourceList(TypeMeta):
    list_meta: ListMeta = field(default_factory=ListMeta, metadata={"json": "metadata"})
    items: list[Resource] = field(default_factory=list, metadata={"json": "items"})


# ListWithPascalCaseTag tests that PascalCase tags are caught
@dataclass
class ListWithPascalCaseTag(TypeMeta):
    list_meta: ListMeta = field(default_factory=ListMeta, metadata={"json": "metadata"})
    items: list[A] = field(default_factory=list, metadata={"json": "Items"})


# NotActuallyAList should still be linted even though it has TypeMeta and ListMeta
# but is not a proper 3-field list type
@dataclass
class NotActuallyAList(TypeMeta):
    list_meta: ListMeta = field(default_factory=ListMeta, metadata={"json": "metadata"})
    Items: A = field(default_factory=A)
    some_other_field: str = field(default="", metadata={"json": "otherField"})
