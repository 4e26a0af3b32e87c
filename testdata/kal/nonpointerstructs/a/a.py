# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/nonpointerstructs/testdata/src/a/a.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional


@dataclass
class A(WithRequiredField, WithOptionalField, WithRequiredAndOptionalField, WithOptionalFieldsAndMinProperties, WithRequiredFieldEmbedded, WithOptionalFieldEmbedded):
    with_required: WithRequiredField = field(default_factory=WithRequiredField, metadata={"json": "withRequired"})
    with_optional: WithOptionalField = field(default_factory=WithOptionalField, metadata={"json": "withOptional"})
    with_required_and_optional: WithRequiredAndOptionalField = field(default_factory=WithRequiredAndOptionalField, metadata={"json": "withRequiredAndOptional"})
    with_optional_and_min_properties: WithOptionalFieldsAndMinProperties = field(default_factory=WithOptionalFieldsAndMinProperties, metadata={"json": "withOptionalAndMinProperties"})
    # +required
    with_required_field_correct: WithRequiredField = field(default_factory=WithRequiredField, metadata={"json": "withRequiredFieldCorrect"})
    # +optional
    with_optional_field_correct: WithOptionalField = field(default_factory=WithOptionalField, metadata={"json": "withOptionalFieldCorrect"})
    # +kubebuilder:validation:Required
    with_required_and_optional_field_correct: WithRequiredAndOptionalField = field(default_factory=WithRequiredAndOptionalField, metadata={"json": "withRequiredAndOptionalFieldCorrect"})
    # +k8s:required
    with_optional_fields_and_min_properties_correct: WithOptionalFieldsAndMinProperties = field(default_factory=WithOptionalFieldsAndMinProperties, metadata={"json": "withOptionalFieldsAndMinPropertiesCorrect"})
    # +kubebuilder:validation:Optional
    with_required_field_incorrect: WithRequiredField = field(default_factory=WithRequiredField, metadata={"json": "withRequiredFieldIncorrect"})
    # +kubebuilder:validation:Required
    with_optional_field_incorrect: WithOptionalField = field(default_factory=WithOptionalField, metadata={"json": "withOptionalFieldIncorrect"})
    # +kubebuilder:validation:Optional
    with_required_and_optional_field_incorrect: WithRequiredAndOptionalField = field(default_factory=WithRequiredAndOptionalField, metadata={"json": "withRequiredAndOptionalFieldIncorrect"})
    # +kubebuilder:validation:Optional
    with_optional_fields_and_min_properties_incorrect: WithOptionalFieldsAndMinProperties = field(default_factory=WithOptionalFieldsAndMinProperties, metadata={"json": "withOptionalFieldsAndMinPropertiesIncorrect"})
    # Pointers are ignored in this linter.
    with_required_field_and_pointer: Optional[WithRequiredField] = field(default=None, metadata={"json": "withRequiredFieldAndPointer"})
    with_optional_field_and_pointer: Optional[WithOptionalField] = field(default=None, metadata={"json": "withOptionalFieldAndPointer"})
    with_required_and_optional_field_and_pointer: Optional[WithRequiredAndOptionalField] = field(default=None, metadata={"json": "withRequiredAndOptionalFieldAndPointer"})
    with_optional_fields_and_min_properties_and_pointer: Optional[WithOptionalFieldsAndMinProperties] = field(default=None, metadata={"json": "withOptionalFieldsAndMinPropertiesAndPointer"})


@dataclass
class WithRequiredField:
    # +required
    required_field: str = field(default="", metadata={"json": "requiredField"})


@dataclass
class WithOptionalField:
    # +optional
    optional_field: str = field(default="", metadata={"json": "optionalField"})


@dataclass
class WithRequiredAndOptionalField:
    # +k8s:required
    required_field: str = field(default="", metadata={"json": "requiredField"})
    # +k8s:optional
    optional_field: str = field(default="", metadata={"json": "optionalField"})


# +kubebuilder:validation:MinProperties=1
@dataclass
class WithOptionalFieldsAndMinProperties:
    # +k8s:optional
    optional_field: str = field(default="", metadata={"json": "optionalField"})


@dataclass
class WithRequiredFieldEmbedded:
    # +required
    required_field: str = field(default="", metadata={"json": "requiredField"})


@dataclass
class WithOptionalFieldEmbedded:
    # +optional
    optional_field: str = field(default="", metadata={"json": "optionalField"})
