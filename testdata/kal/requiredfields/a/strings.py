# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/requiredfields/testdata/src/a/strings.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional


@dataclass
class TestStrings:
    # +required
    string: str = field(default="", metadata={"json": "string"})
    # +required
    string_with_omit_empty: str = field(default="", metadata={"json": "stringWithOmitEmpty,omitempty"})
    # +required
    string_ptr: Optional[str] = field(default=None, metadata={"json": "stringPtr"})
    # +required
    string_ptr_with_omit_empty: Optional[str] = field(default=None, metadata={"json": "stringPtrWithOmitEmpty,omitempty"})
    # +required
    # +kubebuilder:validation:MinLength=1
    string_with_min_length: str = field(default="", metadata={"json": "stringWithMinLength"})
    # +required
    # +kubebuilder:validation:MinLength=1
    string_with_min_length_with_omit_empty: str = field(default="", metadata={"json": "stringWithMinLengthWithOmitEmpty,omitempty"})
    # +required
    # +kubebuilder:validation:MinLength=1
    string_ptr_with_min_length: Optional[str] = field(default=None, metadata={"json": "stringPtrWithMinLength"})
    # +required
    # +kubebuilder:validation:MinLength=1
    string_ptr_with_min_length_with_omit_empty: Optional[str] = field(default=None, metadata={"json": "stringPtrWithMinLengthWithOmitEmpty,omitempty"})
    # +required
    # +kubebuilder:validation:MinLength=0
    string_with_min_length0: str = field(default="", metadata={"json": "stringWithMinLength0"})
    # +required
    # +kubebuilder:validation:MinLength=0
    string_with_min_length0_with_omit_empty: str = field(default="", metadata={"json": "stringWithMinLength0WithOmitEmpty,omitempty"})
    # +required
    # +kubebuilder:validation:MinLength=0
    string_ptr_with_min_length0: Optional[str] = field(default=None, metadata={"json": "stringPtrWithMinLength0"})
    # +required
    # +kubebuilder:validation:MinLength=0
    string_ptr_with_min_length0_with_omit_empty: Optional[str] = field(default=None, metadata={"json": "stringPtrWithMinLength0WithOmitEmpty,omitempty"})
    # +required
    # +kubebuilder:validation:Enum=a;b;c
    enum_string: str = field(default="", metadata={"json": "enumString"})
    # +required
    # +kubebuilder:validation:Enum=a;b;c
    enum_string_with_omit_empty: str = field(default="", metadata={"json": "enumStringWithOmitEmpty,omitempty"})
    # +required
    # +kubebuilder:validation:Enum=a;b;c
    enum_string_ptr: Optional[str] = field(default=None, metadata={"json": "enumStringPtr"})
    # +required
    # +kubebuilder:validation:Enum=a;b;c
    enum_string_ptr_with_omit_empty: Optional[str] = field(default=None, metadata={"json": "enumStringPtrWithOmitEmpty,omitempty"})
    # +required
    # +kubebuilder:validation:Enum=a;b;c;""
    enum_valid_emptytring: str = field(default="", metadata={"json": "enumValidEmptytring"})
    # +required
    # +kubebuilder:validation:Enum=a;b;c;""
    enum_valid_empty_string_with_omit_empty: str = field(default="", metadata={"json": "enumValidEmptyStringWithOmitEmpty,omitempty"})
    # +required
    # +kubebuilder:validation:Enum=a;b;c;""
    enum_valid_empty_string_ptr: Optional[str] = field(default=None, metadata={"json": "enumValidEmptyStringPtr"})
    # +required
    # +kubebuilder:validation:Enum=a;b;c;""
    enum_valid_empty_string_ptr_with_omit_empty: Optional[str] = field(default=None, metadata={"json": "enumValidEmptyStringPtrWithOmitEmpty,omitempty"})
