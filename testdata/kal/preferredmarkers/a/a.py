# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/preferredmarkers/testdata/src/a/a.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field
from typing import NewType


# Type with kubebuilder optional marker (should be k8s:optional)
# +kubebuilder:validation:Optional
OptionalTypeKubebuilder = NewType("OptionalTypeKubebuilder", str)


# Type with custom optional marker (should be k8s:optional)
# +custom:optional
OptionalTypeCustom = NewType("OptionalTypeCustom", str)


# Type with kubebuilder required marker (should be k8s:required)
# +kubebuilder:validation:Required
RequiredTypeKubebuilder = NewType("RequiredTypeKubebuilder", str)


# Type with custom old marker (should be custom:preferred)
# +custom:old
CustomOldType = NewType("CustomOldType", str)


# Type with custom deprecated marker (should be custom:preferred)
# +custom:deprecated
CustomDeprecatedType = NewType("CustomDeprecatedType", str)


# Type with preferred marker (should not report)
# +k8s:optional
OptionalTypePreferred = NewType("OptionalTypePreferred", str)


# Type with preferred marker (should not report)
# +k8s:required
RequiredTypePreferred = NewType("RequiredTypePreferred", str)


# Type with preferred marker (should not report)
# +custom:preferred
CustomPreferredType = NewType("CustomPreferredType", str)


# Type with unrelated marker (should not report)
# +unrelated:marker
UnrelatedMarkerType = NewType("UnrelatedMarkerType", str)


# Type with multiple equivalent markers (both should be reported)
# +kubebuilder:validation:Optional
# +custom:optional
MultipleEquivalentMarkersType = NewType("MultipleEquivalentMarkersType", str)


@dataclass
class Test:
    # Field with kubebuilder optional marker (should be k8s:optional)
    # +kubebuilder:validation:Optional
    optional_field_kubebuilder: str = field(default="", metadata={"json": "optionalFieldKubebuilder"})
    # Inherited from type alias (not reported since type is already checked)
    optional_field_kubebuilder_type_alias: OptionalTypeKubebuilder = field(default="", metadata={"json": "optionalFieldKubebuilderTypeAlias"})
    # Field with custom optional marker (should be k8s:optional)
    # +custom:optional
    optional_field_custom: str = field(default="", metadata={"json": "optionalFieldCustom"})
    # Inherited from type alias (not reported since type is already checked)
    optional_field_custom_type_alias: OptionalTypeCustom = field(default="", metadata={"json": "optionalFieldCustomTypeAlias"})
    # Field with kubebuilder required marker (should be k8s:required)
    # +kubebuilder:validation:Required
    required_field_kubebuilder: str = field(default="", metadata={"json": "requiredFieldKubebuilder"})
    # Inherited from type alias (not reported since type is already checked)
    required_field_kubebuilder_type_alias: RequiredTypeKubebuilder = field(default="", metadata={"json": "requiredFieldKubebuilderTypeAlias"})
    # Field with custom old marker (should be custom:preferred)
    # +custom:old
    custom_old_field: str = field(default="", metadata={"json": "customOldField"})
    # Inherited from type alias (not reported since type is already checked)
    custom_old_field_type_alias: CustomOldType = field(default="", metadata={"json": "customOldFieldTypeAlias"})
    # Field with custom deprecated marker (should be custom:preferred)
    # +custom:deprecated
    custom_deprecated_field: str = field(default="", metadata={"json": "customDeprecatedField"})
    # Inherited from type alias (not reported since type is already checked)
    custom_deprecated_field_type_alias: CustomDeprecatedType = field(default="", metadata={"json": "customDeprecatedFieldTypeAlias"})
    # Field with preferred marker (should not report)
    # +k8s:optional
    optional_field_preferred: str = field(default="", metadata={"json": "optionalFieldPreferred"})
    # Inherited from type alias (should not report)
    optional_field_preferred_type_alias: OptionalTypePreferred = field(default="", metadata={"json": "optionalFieldPreferredTypeAlias"})
    # Field with preferred marker (should not report)
    # +k8s:required
    required_field_preferred: str = field(default="", metadata={"json": "requiredFieldPreferred"})
    # Inherited from type alias (should not report)
    required_field_preferred_type_alias: RequiredTypePreferred = field(default="", metadata={"json": "requiredFieldPreferredTypeAlias"})
    # Field with preferred marker (should not report)
    # +custom:preferred
    custom_preferred_field: str = field(default="", metadata={"json": "customPreferredField"})
    # Inherited from type alias (should not report)
    custom_preferred_field_type_alias: CustomPreferredType = field(default="", metadata={"json": "customPreferredFieldTypeAlias"})
    # Field with unrelated marker (should not report)
    # +unrelated:marker
    unrelated_marker_field: str = field(default="", metadata={"json": "unrelatedMarkerField"})
    # Inherited from type alias (should not report)
    unrelated_marker_field_type_alias: UnrelatedMarkerType = field(default="", metadata={"json": "unrelatedMarkerFieldTypeAlias"})
    # Field with multiple equivalent markers (both should be reported)
    # +kubebuilder:validation:Optional
    # +custom:optional
    multiple_equivalent_markers_field: str = field(default="", metadata={"json": "multipleEquivalentMarkersField"})
    # Inherited from type alias with multiple markers (not reported since type is already checked)
    multiple_equivalent_markers_field_type_alias: MultipleEquivalentMarkersType = field(default="", metadata={"json": "multipleEquivalentMarkersFieldTypeAlias"})
    # Test marker with unnamed expression (should preserve expression)
    # +kubebuilder:validation:Optional:=someValue
    optional_with_unnamed_expression: str = field(default="", metadata={"json": "optionalWithUnnamedExpression"})
    # Test marker with named expressions (should preserve expressions)
    # +custom:old:key1=val1,key2=val2
    custom_with_named_expressions: str = field(default="", metadata={"json": "customWithNamedExpressions"})


# Type with unnamed expression (should preserve expression)
# +kubebuilder:validation:Required:=requiredValue
RequiredWithUnnamedExpression = NewType("RequiredWithUnnamedExpression", str)


# Type with named expressions (should preserve expressions)
# +custom:deprecated:foo=bar,baz=qux
CustomDeprecatedWithExpressions = NewType("CustomDeprecatedWithExpressions", str)


# Type with both preferred and equivalent markers (should only remove equivalent)
# +k8s:optional
# +kubebuilder:validation:Optional
TypeWithBothPreferredAndEquivalent = NewType("TypeWithBothPreferredAndEquivalent", str)


# Type with both preferred and multiple equivalent markers (should remove all equivalents)
# +k8s:optional
# +kubebuilder:validation:Optional
# +custom:optional
TypeWithPreferredAndMultipleEquivalents = NewType("TypeWithPreferredAndMultipleEquivalents", str)


@dataclass
class EdgeCaseTest:
    # Field with both preferred and equivalent markers (should only remove equivalent)
    # +k8s:optional
    # +kubebuilder:validation:Optional
    field_with_both_preferred_and_equivalent: str = field(default="", metadata={"json": "fieldWithBothPreferredAndEquivalent"})
    # Field with both preferred and multiple equivalent markers (should remove all equivalents)
    # +k8s:required
    # +kubebuilder:validation:Required
    field_with_preferred_and_multiple_equivalents: str = field(default="", metadata={"json": "fieldWithPreferredAndMultipleEquivalents"})
