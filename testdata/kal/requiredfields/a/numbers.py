# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/requiredfields/testdata/src/a/numbers.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field
from typing import NewType, Optional

# +kubebuilder:validation:Format=int32
Int32 = NewType("Int32", int)

# +kubebuilder:validation:Format=int64
Int64 = NewType("Int64", int)


@dataclass
class TestNumbers:
    # +required
    int: int = field(default=0, metadata={"json": "int"})
    # +required
    int_with_omit_empty: int = field(default=0, metadata={"json": "intWithOmitEmpty,omitempty"})
    # +required
    # +kubebuilder:validation:Minimum=1
    int_with_positive_minimum: int = field(default=0, metadata={"json": "intWithPositiveMinimum"})
    # +required
    # +kubebuilder:validation:Minimum=1
    int_with_positive_minimum_with_omit_empty: int = field(default=0, metadata={"json": "intWithPositiveMinimumWithOmitEmpty,omitempty"})
    # +required
    # +kubebuilder:validation:Minimum=0
    int_with_zero_minimum: int = field(default=0, metadata={"json": "intWithZeroMinimum"})
    # +required
    # +kubebuilder:validation:Minimum=0
    int_with_zero_minimum_with_omit_empty: int = field(default=0, metadata={"json": "intWithZeroMinimumWithOmitEmpty,omitempty"})
    # +required
    # +kubebuilder:validation:Minimum=-1
    int_with_negative_minimum: int = field(default=0, metadata={"json": "intWithNegativeMinimum"})
    # +required
    # +kubebuilder:validation:Minimum=-1
    int_with_negative_minimum_with_omit_empty: int = field(default=0, metadata={"json": "intWithNegativeMinimumWithOmitEmpty,omitempty"})
    # +required
    # +kubebuilder:validation:Maximum=1
    int_with_positive_maximum: int = field(default=0, metadata={"json": "intWithPositiveMaximum"})
    # +required
    # +kubebuilder:validation:Maximum=1
    int_with_positive_maximum_with_omit_empty: int = field(default=0, metadata={"json": "intWithPositiveMaximumWithOmitEmpty,omitempty"})
    # +required
    # +kubebuilder:validation:Maximum=0
    int_with_zero_maximum: int = field(default=0, metadata={"json": "intWithZeroMaximum"})
    # +required
    # +kubebuilder:validation:Maximum=0
    int_with_zero_maximum_with_omit_empty: int = field(default=0, metadata={"json": "intWithZeroMaximumWithOmitEmpty,omitempty"})
    # +required
    # +kubebuilder:validation:Maximum=-1
    int_with_negative_maximum: int = field(default=0, metadata={"json": "intWithNegativeMaximum"})
    # +required
    # +kubebuilder:validation:Maximum=-1
    int_with_negative_maximum_with_omit_empty: int = field(default=0, metadata={"json": "intWithNegativeMaximumWithOmitEmpty,omitempty"})
    # +required
    # +kubebuilder:validation:Minimum=-1
    # +kubebuilder:validation:Maximum=1
    int_with_range_including_zero: int = field(default=0, metadata={"json": "intWithRangeIncludingZero"})
    # +required
    # +kubebuilder:validation:Minimum=-1
    # +kubebuilder:validation:Maximum=1
    int_with_range_including_zero_with_omit_empty: int = field(default=0, metadata={"json": "intWithRangeIncludingZeroWithOmitEmpty,omitempty"})
    # +required
    int_ptr: Optional[int] = field(default=None, metadata={"json": "intPtr"})
    # +required
    int_ptr_with_omit_empty: Optional[int] = field(default=None, metadata={"json": "intPtrWithOmitEmpty,omitempty"})
    # +required
    # +kubebuilder:validation:Minimum=1
    int_ptr_with_positive_minimum: Optional[int] = field(default=None, metadata={"json": "intPtrWithPositiveMinimum"})
    # +required
    # +kubebuilder:validation:Minimum=1
    int_ptr_with_positive_minimum_with_omit_empty: Optional[int] = field(default=None, metadata={"json": "intPtrWithPositiveMinimumWithOmitEmpty,omitempty"})
    # +required
    # +kubebuilder:validation:Minimum=0
    int_ptr_with_zero_minimum: Optional[int] = field(default=None, metadata={"json": "intPtrWithZeroMinimum"})
    # +required
    # +kubebuilder:validation:Minimum=0
    int_ptr_with_zero_minimum_with_omit_empty: Optional[int] = field(default=None, metadata={"json": "intPtrWithZeroMinimumWithOmitEmpty,omitempty"})
    # +required
    # +kubebuilder:validation:Minimum=-1
    int_ptr_with_negative_minimum: Optional[int] = field(default=None, metadata={"json": "intPtrWithNegativeMinimum"})
    # +required
    # +kubebuilder:validation:Minimum=-1
    int_ptr_with_negative_minimum_with_omit_empty: Optional[int] = field(default=None, metadata={"json": "intPtrWithNegativeMinimumWithOmitEmpty,omitempty"})
    # +required
    # +kubebuilder:validation:Maximum=1
    int_ptr_with_positive_maximum: Optional[int] = field(default=None, metadata={"json": "intPtrWithPositiveMaximum"})
    # +required
    # +kubebuilder:validation:Maximum=1
    int_ptr_with_positive_maximum_with_omit_empty: Optional[int] = field(default=None, metadata={"json": "intPtrWithPositiveMaximumWithOmitEmpty,omitempty"})
    # +required
    # +kubebuilder:validation:Maximum=0
    int_ptr_with_zero_maximum: Optional[int] = field(default=None, metadata={"json": "intPtrWithZeroMaximum"})
    # +required
    # +kubebuilder:validation:Maximum=0
    int_ptr_with_zero_maximum_with_omit_empty: Optional[int] = field(default=None, metadata={"json": "intPtrWithZeroMaximumWithOmitEmpty,omitempty"})
    # +required
    # +kubebuilder:validation:Maximum=-1
    int_ptr_with_negative_maximum: Optional[int] = field(default=None, metadata={"json": "intPtrWithNegativeMaximum"})
    # +required
    # +kubebuilder:validation:Maximum=-1
    int_ptr_with_negative_maximum_with_omit_empty: Optional[int] = field(default=None, metadata={"json": "intPtrWithNegativeMaximumWithOmitEmpty,omitempty"})
    # +required
    # +kubebuilder:validation:Minimum=-1
    # +kubebuilder:validation:Maximum=1
    int_ptr_with_range_including_zero: Optional[int] = field(default=None, metadata={"json": "intPtrWithRangeIncludingZero"})
    # +required
    # +kubebuilder:validation:Minimum=-1
    # +kubebuilder:validation:Maximum=1
    int_ptr_with_range_including_zero_with_omit_empty: Optional[int] = field(default=None, metadata={"json": "intPtrWithRangeIncludingZeroWithOmitEmpty,omitempty"})
    # +required
    int32: Int32 = field(default=0, metadata={"json": "int32"})
    # +required
    # +kubebuilder:validation:Minimum=1
    int32_with_positive_minimum: Int32 = field(default=0, metadata={"json": "int32WithPositiveMinimum"})
    # +required
    # +kubebuilder:validation:Minimum=0
    int32_with_zero_minimum: Int32 = field(default=0, metadata={"json": "int32WithZeroMinimum"})
    # +required
    # +kubebuilder:validation:Minimum=-1
    int32_with_negative_minimum: Int32 = field(default=0, metadata={"json": "int32WithNegativeMinimum"})
    # +required
    # +kubebuilder:validation:Maximum=1
    int32_with_positive_maximum: Int32 = field(default=0, metadata={"json": "int32WithPositiveMaximum"})
    # +required
    # +kubebuilder:validation:Maximum=0
    int32_with_zero_maximum: Int32 = field(default=0, metadata={"json": "int32WithZeroMaximum"})
    # +required
    # +kubebuilder:validation:Maximum=-1
    int32_with_negative_maximum: Int32 = field(default=0, metadata={"json": "int32WithNegativeMaximum"})
    # +required
    # +kubebuilder:validation:Minimum=-1
    # +kubebuilder:validation:Maximum=1
    int32_with_range_including_zero: Int32 = field(default=0, metadata={"json": "int32WithRangeIncludingZero"})
    # +required
    int64: Int64 = field(default=0, metadata={"json": "int64"})
    # +required
    # +kubebuilder:validation:Minimum=1
    int64_with_positive_minimum: Int64 = field(default=0, metadata={"json": "int64WithPositiveMinimum"})
    # +required
    # +kubebuilder:validation:Minimum=0
    int64_with_zero_minimum: Int64 = field(default=0, metadata={"json": "int64WithZeroMinimum"})
    # +required
    # +kubebuilder:validation:Minimum=-1
    int64_with_negative_minimum: Int64 = field(default=0, metadata={"json": "int64WithNegativeMinimum"})
    # +required
    # +kubebuilder:validation:Maximum=1
    int64_with_positive_maximum: Int64 = field(default=0, metadata={"json": "int64WithPositiveMaximum"})
    # +required
    # +kubebuilder:validation:Maximum=0
    int64_with_zero_maximum: Int64 = field(default=0, metadata={"json": "int64WithZeroMaximum"})
    # +required
    # +kubebuilder:validation:Maximum=-1
    int64_with_negative_maximum: Int64 = field(default=0, metadata={"json": "int64WithNegativeMaximum"})
    # +required
    # +kubebuilder:validation:Minimum=-1
    # +kubebuilder:validation:Maximum=1
    int64_with_range_including_zero: Int64 = field(default=0, metadata={"json": "int64WithRangeIncludingZero"})
    # +required
    float32: float = field(default=0.0, metadata={"json": "float32"})
    # +required
    float32_with_omit_empty: float = field(default=0.0, metadata={"json": "float32WithOmitEmpty,omitempty"})
    # +required
    # +kubebuilder:validation:Minimum=1
    float32_with_positive_minimum: float = field(default=0.0, metadata={"json": "float32WithPositiveMinimum"})
    # +required
    # +kubebuilder:validation:Minimum=1
    float32_with_positive_minimum_with_omit_empty: float = field(default=0.0, metadata={"json": "float32WithPositiveMinimumWithOmitEmpty,omitempty"})
    # +required
    # +kubebuilder:validation:Minimum=0
    float32_with_zero_minimum: float = field(default=0.0, metadata={"json": "float32WithZeroMinimum"})
    # +required
    # +kubebuilder:validation:Minimum=0
    float32_with_zero_minimum_with_omit_empty: float = field(default=0.0, metadata={"json": "float32WithZeroMinimumWithOmitEmpty,omitempty"})
    # +required
    # +kubebuilder:validation:Minimum=-1
    float32_with_negative_minimum: float = field(default=0.0, metadata={"json": "float32WithNegativeMinimum"})
    # +required
    # +kubebuilder:validation:Minimum=-1
    float32_with_negative_minimum_with_omit_empty: float = field(default=0.0, metadata={"json": "float32WithNegativeMinimumWithOmitEmpty,omitempty"})
    # +required
    # +kubebuilder:validation:Maximum=1
    float32_with_positive_maximum: float = field(default=0.0, metadata={"json": "float32WithPositiveMaximum"})
    # +required
    # +kubebuilder:validation:Maximum=1
    float32_with_positive_maximum_with_omit_empty: float = field(default=0.0, metadata={"json": "float32WithPositiveMaximumWithOmitEmpty,omitempty"})
    # +required
    # +kubebuilder:validation:Maximum=0
    float32_with_zero_maximum: float = field(default=0.0, metadata={"json": "float32WithZeroMaximum"})
    # +required
    # +kubebuilder:validation:Maximum=0
    float32_with_zero_maximum_with_omit_empty: float = field(default=0.0, metadata={"json": "float32WithZeroMaximumWithOmitEmpty,omitempty"})
    # +required
    # +kubebuilder:validation:Maximum=-1
    float32_with_negative_maximum: float = field(default=0.0, metadata={"json": "float32WithNegativeMaximum"})
    # +required
    # +kubebuilder:validation:Maximum=-1
    float32_with_negative_maximum_with_omit_empty: float = field(default=0.0, metadata={"json": "float32WithNegativeMaximumWithOmitEmpty,omitempty"})
    # +required
    # +kubebuilder:validation:Minimum=-1
    # +kubebuilder:validation:Maximum=1
    float32_with_range_including_zero: float = field(default=0.0, metadata={"json": "float32WithRangeIncludingZero"})
    # +required
    # +kubebuilder:validation:Minimum=-1
    # +kubebuilder:validation:Maximum=1
    float32_with_range_including_zero_with_omit_empty: float = field(default=0.0, metadata={"json": "float32WithRangeIncludingZeroWithOmitEmpty,omitempty"})
    # +required
    float64: float = field(default=0.0, metadata={"json": "float64"})
    # +required
    # +kubebuilder:validation:Minimum=1
    float64_with_positive_minimum: float = field(default=0.0, metadata={"json": "float64WithPositiveMinimum"})
    # +required
    # +kubebuilder:validation:Minimum=0
    float64_with_zero_minimum: float = field(default=0.0, metadata={"json": "float64WithZeroMinimum"})
    # +required
    # +kubebuilder:validation:Minimum=-1
    float64_with_negative_minimum: float = field(default=0.0, metadata={"json": "float64WithNegativeMinimum"})
    # +required
    # +kubebuilder:validation:Maximum=1
    float64_with_positive_maximum: float = field(default=0.0, metadata={"json": "float64WithPositiveMaximum"})
    # +required
    # +kubebuilder:validation:Maximum=0
    float64_with_zero_maximum: float = field(default=0.0, metadata={"json": "float64WithZeroMaximum"})
    # +required
    # +kubebuilder:validation:Maximum=-1
    float64_with_negative_maximum: float = field(default=0.0, metadata={"json": "float64WithNegativeMaximum"})
    # +required
    # +kubebuilder:validation:Minimum=-1
    # +kubebuilder:validation:Maximum=1
    float64_with_range_including_zero: float = field(default=0.0, metadata={"json": "float64WithRangeIncludingZero"})
