# Translated from kubernetes-sigs/kube-api-linter@e816b4e7f6cba9b509780b47b1f3ed4b937f8b2e pkg/analysis/markerscope/testdata/src/a/numeric.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field
from typing import NewType

# +kubebuilder:validation:Format=int32
Int32 = NewType("Int32", int)

# +kubebuilder:validation:Format=int64
Int64 = NewType("Int64", int)


# Valid: All numeric markers on type
NumericType = NewType("NumericType", Int32)


# Valid: Minimum on type
# +kubebuilder:validation:Minimum=10
MinimumType = NewType("MinimumType", Int32)


# Valid: Maximum on type
# +kubebuilder:validation:Maximum=50
MaximumType = NewType("MaximumType", Int64)


# Valid: MultipleOf on type
# +kubebuilder:validation:MultipleOf=3
MultipleOfType = NewType("MultipleOfType", Int32)


# Valid: Float type with numeric markers (number type is now allowed)
# +kubebuilder:validation:Minimum=0.0
# +kubebuilder:validation:Maximum=1.0
FloatType = NewType("FloatType", float)


# Invalid: Minimum marker on string type
# +kubebuilder:validation:Minimum=0
InvalidMinimumOnStringType = NewType("InvalidMinimumOnStringType", str)


# Invalid: Maximum marker on boolean type
# +kubebuilder:validation:Maximum=100
InvalidMaximumOnBoolType = NewType("InvalidMaximumOnBoolType", bool)


@dataclass
class NumericMarkersFieldTest:
    # Valid: Minimum marker on integer field
    # +kubebuilder:validation:Minimum=0
    valid_minimum: Int32 = field(default=0, metadata={"json": "validMinimum"})
    # Valid: Maximum marker on integer field
    # +kubebuilder:validation:Maximum=100
    valid_maximum: Int32 = field(default=0, metadata={"json": "validMaximum"})
    # Valid: ExclusiveMinimum marker
    # +kubebuilder:validation:ExclusiveMinimum=true
    # +kubebuilder:validation:Minimum=0
    valid_exclusive_minimum: Int32 = field(default=0, metadata={"json": "validExclusiveMinimum"})
    # Valid: ExclusiveMaximum marker
    # +kubebuilder:validation:ExclusiveMaximum=true
    # +kubebuilder:validation:Maximum=100
    valid_exclusive_maximum: Int32 = field(default=0, metadata={"json": "validExclusiveMaximum"})
    # Valid: MultipleOf marker
    # +kubebuilder:validation:MultipleOf=5
    valid_multiple_of: Int32 = field(default=0, metadata={"json": "validMultipleOf"})
    # Valid: All numeric markers on integer field
    # +kubebuilder:validation:Minimum=0
    # +kubebuilder:validation:Maximum=100
    # +kubebuilder:validation:ExclusiveMinimum=false
    # +kubebuilder:validation:ExclusiveMaximum=false
    # +kubebuilder:validation:MultipleOf=5
    valid_all_numeric_markers: Int32 = field(default=0, metadata={"json": "validAllNumericMarkers"})
    # Valid: Using MinimumType
    valid_minimum_typed: MinimumType = field(default=0, metadata={"json": "validMinimumTyped"})
    # Valid: Using MaximumType
    valid_maximum_typed: MaximumType = field(default=0, metadata={"json": "validMaximumTyped"})
    # Valid: Using MultipleOfType
    valid_multiple_of_typed: MultipleOfType = field(default=0, metadata={"json": "validMultipleOfTyped"})
    # Valid: Using FloatType
    valid_float_typed: FloatType = field(default=0.0, metadata={"json": "validFloatTyped"})
    # Invalid: Maximum marker on named type
    # +kubebuilder:validation:Maximum=100
    invalid_maximum_on_numeric_type: NumericType = field(default=0, metadata={"json": "invalidMaximumOnNumericType"})
    # Invalid: Minimum marker on named type
    # +kubebuilder:validation:Minimum=0
    invalid_minimum_on_numeric_type: NumericType = field(default=0, metadata={"json": "invalidMinimumOnNumericType"})
    # Invalid: ExclusiveMaximum marker on named type
    # +kubebuilder:validation:ExclusiveMaximum=true
    invalid_exclusive_maximum_on_numeric_type: NumericType = field(default=0, metadata={"json": "invalidExclusiveMaximumOnNumericType"})
    # Invalid: ExclusiveMinimum marker on named type
    # +kubebuilder:validation:ExclusiveMinimum=true
    invalid_exclusive_minimum_on_numeric_type: NumericType = field(default=0, metadata={"json": "invalidExclusiveMinimumOnNumericType"})
    # Invalid: MultipleOf marker on named type
    # +kubebuilder:validation:MultipleOf=5
    invalid_multiple_of_on_numeric_type: NumericType = field(default=0, metadata={"json": "invalidMultipleOfOnNumericType"})
    # Invalid: Minimum marker on string field
    # +kubebuilder:validation:Minimum=0
    invalid_minimum_on_string: str = field(default="", metadata={"json": "invalidMinimumOnString"})
    # Invalid: Maximum marker on boolean field
    # +kubebuilder:validation:Maximum=100
    invalid_maximum_on_bool: bool = field(default=False, metadata={"json": "invalidMaximumOnBool"})
    # Invalid: MultipleOf marker on array field
    # +kubebuilder:validation:MultipleOf=5
    invalid_multiple_of_on_array: list[Int32] = field(default_factory=list, metadata={"json": "invalidMultipleOfOnArray"})
    # Invalid: Using invalid named type
    invalid_minimum_on_string_typed: InvalidMinimumOnStringType = field(default="", metadata={"json": "invalidMinimumOnStringTyped"})
    # Invalid: Using invalid named type
    invalid_maximum_on_bool_typed: InvalidMaximumOnBoolType = field(default=False, metadata={"json": "invalidMaximumOnBoolTyped"})
