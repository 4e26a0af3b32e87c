# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/requiredfields/testdata/src/a/arrays.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional


@dataclass
class TestArrays:
    # +required
    array: list[str] = field(default_factory=list, metadata={"json": "array"})
    # +required
    array_with_omit_empty: list[str] = field(default_factory=list, metadata={"json": "arrayWithOmitEmpty,omitempty"})
    # +required
    array_ptr: list[Optional[str]] = field(default_factory=list, metadata={"json": "arrayPtr"})
    # +required
    array_with_omit_empty_ptr: list[Optional[str]] = field(default_factory=list, metadata={"json": "arrayWithOmitEmptyPtr,omitempty"})
    # This is not picked up as the field is marked as optional.
    # +kubebuilder:validation:MinItems=1
    # +required
    array_with_positive_min_items: list[str] = field(default_factory=list, metadata={"json": "arrayWithPositiveMinItems"})
    # This is not picked up as the field is marked as optional.
    # +kubebuilder:validation:MinItems=1
    # +optional
    optional_array_with_positive_min_items: list[str] = field(default_factory=list, metadata={"json": "optionalArrayWithPositiveMinItems"})
    # +kubebuilder:validation:MinItems=1
    # +required
    array_with_positive_min_items_with_omit_empty: list[str] = field(default_factory=list, metadata={"json": "arrayWithPositiveMinItemsWithOmitEmpty,omitempty"})
    # +kubebuilder:validation:MinItems=0
    # +required
    array_with_zero_min_items: list[str] = field(default_factory=list, metadata={"json": "arrayWithZeroMinItems"})
    # +kubebuilder:validation:MinItems=0
    # +optional
    array_with_zero_min_items_with_omit_empty: list[str] = field(default_factory=list, metadata={"json": "arrayWithZeroMinItemsWithOmitEmpty,omitempty"})
    # +optional
    byte_array: bytes = field(default=b"", metadata={"json": "byteArray"})
    byte_array_with_omit_empty: bytes = field(default=b"", metadata={"json": "byteArrayWithOmitEmpty,omitempty"})
    # +kubebuilder:validation:MinLength=1
    # +required
    byte_array_with_min_length: bytes = field(default=b"", metadata={"json": "byteArrayWithMinLength"})
    # +kubebuilder:validation:MinLength=1
    # +required
    byte_array_with_min_length_with_omit_empty: bytes = field(default=b"", metadata={"json": "byteArrayWithMinLengthWithOmitEmpty,omitempty"})
    # neither required or empty so no issue reported
    # +kubebuilder:validation:MinLength=0
    byte_array_with_min_length0: bytes = field(default=b"", metadata={"json": "byteArrayWithMinLength0"})
    # +kubebuilder:validation:MinLength=0
    byte_array_with_min_length0_with_omit_empty: bytes = field(default=b"", metadata={"json": "byteArrayWithMinLength0WithOmitEmpty,omitempty"})
    # +required
    ptr_array: Optional[list[str]] = field(default=None, metadata={"json": "ptrArray"})
    # +required
    ptr_array_with_omit_empty: Optional[list[str]] = field(default=None, metadata={"json": "ptrArrayWithOmitEmpty,omitempty"})
