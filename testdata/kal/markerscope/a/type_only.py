# Translated from kubernetes-sigs/kube-api-linter@e816b4e7f6cba9b509780b47b1f3ed4b937f8b2e pkg/analysis/markerscope/testdata/src/a/type_only.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field


# Valid: ExactlyOneOf on type
# +kubebuilder:validation:items:ExactlyOneOf={Field1,Field2}
@dataclass
class ValidExactlyOneOfType:
    field1: str = field(default="", metadata={"json": "field1"})
    field2: str = field(default="", metadata={"json": "field2"})


# Valid: AtMostOneOf on type
# +kubebuilder:validation:items:AtMostOneOf={Field1,Field2}
@dataclass
class ValidAtMostOneOfType:
    field1: str = field(default="", metadata={"json": "field1"})
    field2: str = field(default="", metadata={"json": "field2"})


# Valid: AtLeastOneOf on type
# +kubebuilder:validation:items:AtLeastOneOf={Field1,Field2}
@dataclass
class ValidAtLeastOneOfType:
    field1: str = field(default="", metadata={"json": "field1"})
    field2: str = field(default="", metadata={"json": "field2"})


# Valid: All type-only markers combined
# +kubebuilder:validation:items:ExactlyOneOf={Field1,Field2}
# +kubebuilder:validation:items:AtMostOneOf={Field3,Field4}
# +kubebuilder:validation:items:AtLeastOneOf={Field5,Field6}
@dataclass
class ValidAllTypeOnlyMarkers:
    field1: str = field(default="", metadata={"json": "field1"})
    field2: str = field(default="", metadata={"json": "field2"})
    field3: str = field(default="", metadata={"json": "field3"})
    field4: str = field(default="", metadata={"json": "field4"})
    field5: str = field(default="", metadata={"json": "field5"})
    field6: str = field(default="", metadata={"json": "field6"})


@dataclass
class TypeOnlyMarkersTest:
    # Invalid: ExactlyOneOf on field
    # +kubebuilder:validation:items:ExactlyOneOf={field1,field2}
    invalid_exactly_one_of_on_field: str = field(default="", metadata={"json": "invalidExactlyOneOfOnField"})
    # Invalid: AtMostOneOf on field
    # +kubebuilder:validation:items:AtMostOneOf={field1,field2}
    invalid_at_most_one_of_on_field: str = field(default="", metadata={"json": "invalidAtMostOneOfOnField"})
    # Invalid: AtLeastOneOf on field
    # +kubebuilder:validation:items:AtLeastOneOf={field1,field2}
    invalid_at_least_one_of_on_field: str = field(default="", metadata={"json": "invalidAtLeastOneOfOnField"})
    # Invalid: All type-only markers on field
    # +kubebuilder:validation:items:ExactlyOneOf={field1,field2}
    # +kubebuilder:validation:items:AtMostOneOf={field1,field2}
    # +kubebuilder:validation:items:AtLeastOneOf={field1,field2}
    invalid_all_type_only_on_field: str = field(default="", metadata={"json": "invalidAllTypeOnlyOnField"})
    # Valid: Using type with type-only markers
    valid_exactly_one_of: ValidExactlyOneOfType = field(default_factory=ValidExactlyOneOfType, metadata={"json": "validExactlyOneOf"})
    # Valid: Using type with type-only markers
    valid_at_most_one_of: ValidAtMostOneOfType = field(default_factory=ValidAtMostOneOfType, metadata={"json": "validAtMostOneOf"})
    # Valid: Using type with type-only markers
    valid_at_least_one_of: ValidAtLeastOneOfType = field(default_factory=ValidAtLeastOneOfType, metadata={"json": "validAtLeastOneOf"})
    # Valid: Using type with all type-only markers
    valid_all_type_only: ValidAllTypeOnlyMarkers = field(default_factory=ValidAllTypeOnlyMarkers, metadata={"json": "validAllTypeOnly"})
