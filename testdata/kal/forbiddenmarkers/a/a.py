# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/forbiddenmarkers/testdata/src/a/a.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field
from typing import NewType


# +custom:forbidden
ForbiddenMarkerType = NewType("ForbiddenMarkerType", str)


# +custom:AttrNoValues:fruit=apple
ForbiddenMarkerWithAttrType = NewType("ForbiddenMarkerWithAttrType", str)


# +custom:AttrsNoValues:fruit=apple,color=blue
ForbiddenMarkerWithMultipleAttrsType = NewType("ForbiddenMarkerWithMultipleAttrsType", str)


# +custom:AttrValues:fruit=orange
ForbiddenMarkerWithAttrWithValueType = NewType("ForbiddenMarkerWithAttrWithValueType", str)


# +custom:AttrsValues:fruit=orange,color=blue
ForbiddenMarkerWithAttrsWithValueType = NewType("ForbiddenMarkerWithAttrsWithValueType", str)


# +custom:MultiRuleSet:fruit=apple,color=blue
# +custom:MultiRuleSet:fruit=apple,color=green
# +custom:MultiRuleSet:fruit=orange,color=green
# +custom:MultiRuleSet:fruit=orange,color=blue
# +custom:MultiRuleSet:fruit=orange,color=red
# +custom:MultiRuleSet:fruit=banana,color=yellow
ForbiddenMarkerWithMultipleRuleSetsType = NewType("ForbiddenMarkerWithMultipleRuleSetsType", str)


# +allowed
AllowedMarkerType = NewType("AllowedMarkerType", str)


# Allowed because the configuration only forbids when the fruit attributes are specified
# +custom:AttrNoValues:color=blue
AllowedMarkerWithAttrType = NewType("AllowedMarkerWithAttrType", str)


# Allowed because the configuration only forbids when both fruit and color attributes are specified
# +custom:AttrsNoValues:fruit=apple
AllowedMarkerWithMultipleAttrsType = NewType("AllowedMarkerWithMultipleAttrsType", str)


# Allowed because the configuration only forbids when the fruit attribute is one of apple, banana, or orange
# +custom:AttrValues:fruit=cherry
AllowedMarkerWithAttrWithValueType = NewType("AllowedMarkerWithAttrWithValueType", str)


# Allowed because the configuration only forbids when the fruit attribute is one of apple, banana, or orange
# and the color attribute is one of blue, red, or green
# +custom:AttrsValues:fruit=cherry,color=blue
AllowedMarkerWithAttrsWithValueType = NewType("AllowedMarkerWithAttrsWithValueType", str)


# +custom:MultiRuleSet:fruit=cherry,color=blue
# +custom:MultiRuleSet:fruit=apple,color=red
# +custom:MultiRuleSet:fruit=apple,color=cyan
# +custom:MultiRuleSet:fruit=orange,color=orange
# +custom:MultiRuleSet:fruit=orange,color=purple
AllowedMarkerWithMultipleRuleSetsType = NewType("AllowedMarkerWithMultipleRuleSetsType", str)


@dataclass
class Test:
    # +custom:forbidden
    forbidden_marker_field: str = field(default="", metadata={"json": "forbiddenMarkerField"})
    forbidden_marker_field_type_alias: ForbiddenMarkerType = field(default="", metadata={"json": "forbiddenMarkerFieldTypeAlias"})
    # +custom:AttrNoValues:fruit=apple
    forbidden_marker_with_attr_field: str = field(default="", metadata={"json": "forbiddenMarkerWithAttrField"})
    forbidden_marker_with_attr_field_type_alias: ForbiddenMarkerWithAttrType = field(default="", metadata={"json": "forbiddenMarkerWithAttrFieldTypeAlias"})
    # +custom:AttrsNoValues:fruit=apple,color=blue
    forbidden_marker_with_multiple_attrs_field: str = field(default="", metadata={"json": "forbiddenMarkerWithMultipleAttrsField"})
    forbidden_marker_with_mutliple_attrs_field_type_alias: ForbiddenMarkerWithMultipleAttrsType = field(default="", metadata={"json": "forbiddenMarkerWithMultipleAttrsFieldTypeAlias"})
    # +custom:AttrValues:fruit=orange
    forbidden_marker_with_attr_with_value_field: str = field(default="", metadata={"json": "forbiddenMarkerWithAttrWithValueField"})
    forbidden_marker_with_attr_with_value_field_type_alias: ForbiddenMarkerWithAttrWithValueType = field(default="", metadata={"json": "forbiddenMarkerWithAttrWithValueFieldTypeAlias"})
    # +custom:AttrsValues:fruit=orange,color=blue
    forbidden_marker_with_attrs_with_value_field: str = field(default="", metadata={"json": "forbiddenMarkerWithAttrsWithValueField"})
    forbidden_marker_with_attrs_with_value_field_type_alias: ForbiddenMarkerWithAttrsWithValueType = field(default="", metadata={"json": "forbiddenMarkerWithAttrsWithValueFieldTypeAlias"})
    # +allowed
    allowed_marker_field: str = field(default="", metadata={"json": "allowedMarkerField"})
    allowed_marker_field_type_alias: AllowedMarkerType = field(default="", metadata={"json": "allowedMarkerFieldTypeAlias"})
    # Allowed because the configuration only forbids when the fruit attributes are specified
    # +custom:AttrNoValues:color=blue
    allowed_marker_with_attr_field: str = field(default="", metadata={"json": "allowedMarkerWithAttrField"})
    allowed_marker_with_attr_field_type_alias: AllowedMarkerWithAttrType = field(default="", metadata={"json": "allowedMarkerWithAttrFieldTypeAlias"})
    # Allowed because the configuration only forbids when both fruit and color attributes are specified
    # +custom:AttrsNoValues:fruit=apple
    allowed_marker_with_multiple_attrs_field: str = field(default="", metadata={"json": "allowedMarkerWithMultipleAttrsField"})
    allowed_marker_with_multiple_attrs_field_type_alias: AllowedMarkerWithMultipleAttrsType = field(default="", metadata={"json": "allowedMarkerWithMultipleAttrsFieldTypeAlias"})
    # Allowed because the configuration only forbids when the fruit attribute is one of apple, banana, or orange
    # +custom:AttrsNoValues:fruit=cherry
    allowed_marker_with_attr_with_value_field: str = field(default="", metadata={"json": "allowedMarkerWithAttrWithValueField"})
    allowed_marker_with_attr_with_value_field_type_alias: AllowedMarkerWithAttrWithValueType = field(default="", metadata={"json": "allowedMarkerWithAttrWithValueFieldTypeAlias"})
    # Allowed because the configuration only forbids when the fruit attribute is one of apple, banana, or orange
    # and the color attribute is one of blue, red, or green
    # +custom:AttrsValues:fruit=cherry,color=blue
    allowed_marker_with_attrs_with_value_field: str = field(default="", metadata={"json": "allowedMarkerWithAttrsWithValueField"})
    allowed_marker_with_attrs_with_value_field_type_alias: AllowedMarkerWithAttrsWithValueType = field(default="", metadata={"json": "allowedMarkerWithAttrsWithValueFieldTypeAlias"})
