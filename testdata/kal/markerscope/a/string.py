# Translated from kubernetes-sigs/kube-api-linter@e816b4e7f6cba9b509780b47b1f3ed4b937f8b2e pkg/analysis/markerscope/testdata/src/a/string.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field
from typing import NewType

# +kubebuilder:validation:Format=int32
Int32 = NewType("Int32", int)


StringType = NewType("StringType", str)


# Valid: Pattern on type
# +kubebuilder:validation:Pattern="^[a-z]+$"
PatternType = NewType("PatternType", str)


# Valid: MinLength on type
# +kubebuilder:validation:MinLength=1
MinLengthType = NewType("MinLengthType", str)


# Valid: MaxLength on type
# +kubebuilder:validation:MaxLength=100
MaxLengthType = NewType("MaxLengthType", str)


# Invalid: Pattern marker on integer type
# +kubebuilder:validation:Pattern="^[0-9]+$"
InvalidPatternOnIntType = NewType("InvalidPatternOnIntType", Int32)


# Invalid: MinLength marker on boolean type
# +kubebuilder:validation:MinLength=5
InvalidMinLengthOnBoolType = NewType("InvalidMinLengthOnBoolType", bool)


# Invalid: MaxLength marker on array type
# +kubebuilder:validation:MaxLength=10
InvalidMaxLengthOnArrayType = NewType("InvalidMaxLengthOnArrayType", list[str])


@dataclass
class StringMarkersFieldTest:
    # Valid: Pattern marker on string field
    # +kubebuilder:validation:Pattern="^[a-z]+$"
    valid_pattern: str = field(default="", metadata={"json": "validPattern"})
    # Valid: MinLength marker on string field
    # +kubebuilder:validation:MinLength=1
    valid_min_length: str = field(default="", metadata={"json": "validMinLength"})
    # Valid: MaxLength marker on string field
    # +kubebuilder:validation:MaxLength=100
    valid_max_length: str = field(default="", metadata={"json": "validMaxLength"})
    # Valid: All string markers on string field
    # +kubebuilder:validation:Pattern="^[a-z]+$"
    # +kubebuilder:validation:MinLength=1
    # +kubebuilder:validation:MaxLength=100
    valid_all_string_markers: str = field(default="", metadata={"json": "validAllStringMarkers"})
    # Valid: Using PatternType
    valid_pattern_typed: PatternType = field(default="", metadata={"json": "validPatternTyped"})
    # Valid: Using MinLengthType
    valid_min_length_typed: MinLengthType = field(default="", metadata={"json": "validMinLengthTyped"})
    # Valid: Using MaxLengthType
    valid_max_length_typed: MaxLengthType = field(default="", metadata={"json": "validMaxLengthTyped"})
    # Invalid: Pattern marker on integer field
    # +kubebuilder:validation:Pattern="^[0-9]+$"
    invalid_pattern_on_int: Int32 = field(default=0, metadata={"json": "invalidPatternOnInt"})
    # Invalid: MinLength marker on boolean field
    # +kubebuilder:validation:MinLength=5
    invalid_min_length_on_bool: bool = field(default=False, metadata={"json": "invalidMinLengthOnBool"})
    # Invalid: MaxLength marker on array field
    # +kubebuilder:validation:MaxLength=10
    invalid_max_length_on_array: list[str] = field(default_factory=list, metadata={"json": "invalidMaxLengthOnArray"})
    # Invalid: MinLength marker on named type
    # +kubebuilder:validation:MinLength=1
    invalid_min_length_on_min_length_type: StringType = field(default="", metadata={"json": "invalidMinLengthOnMinLengthType"})
    # Invalid: MaxLength marker on named type
    # +kubebuilder:validation:MaxLength=100
    invalid_max_length_on_max_length_type: StringType = field(default="", metadata={"json": "invalidMaxLengthOnMaxLengthType"})
    # Invalid: Pattern marker on named type
    # +kubebuilder:validation:Pattern="^[0-9]+$"
    invalid_pattern_on_int_typed: StringType = field(default="", metadata={"json": "invalidPatternOnIntTyped"})
    # Invalid: Using invalid named type
    invalid_min_length_on_bool_typed: InvalidMinLengthOnBoolType = field(default=False, metadata={"json": "invalidMinLengthOnBoolTyped"})
    # Invalid: Using invalid named type
    invalid_max_length_on_array_typed: InvalidMaxLengthOnArrayType = field(default_factory=list, metadata={"json": "invalidMaxLengthOnArrayTyped"})
