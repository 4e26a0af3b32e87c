# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/requiredfields/testdata/src/a/maps.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional


@dataclass
class TestMaps:
    # +required
    map: dict[str, str] = field(default_factory=dict, metadata={"json": "map"})
    # +required
    map_with_omit_empty: dict[str, str] = field(default_factory=dict, metadata={"json": "mapWithOmitEmpty,omitempty"})
    # +required
    map_ptr: Optional[dict[str, str]] = field(default=None, metadata={"json": "mapPtr"})
    # +required
    map_ptr_with_omit_empty: Optional[dict[str, str]] = field(default=None, metadata={"json": "mapPtrWithOmitEmpty,omitempty"})
    # +kubebuilder:validation:MinProperties=1
    # +required
    map_with_positive_min_properties: dict[str, str] = field(default_factory=dict, metadata={"json": "mapWithPositiveMinProperties"})
    # +kubebuilder:validation:MinProperties=1
    # +required
    map_with_positive_min_properties_with_omit_empty: dict[str, str] = field(default_factory=dict, metadata={"json": "mapWithPositiveMinPropertiesWithOmitEmpty,omitempty"})
    # +kubebuilder:validation:MinProperties=0
    # +required
    map_with_zero_min_properties: dict[str, str] = field(default_factory=dict, metadata={"json": "mapWithZeroMinProperties"})
    # +kubebuilder:validation:MinProperties=0
    # +required
    map_with_zero_min_properties_with_omit_empty: dict[str, str] = field(default_factory=dict, metadata={"json": "mapWithZeroMinPropertiesWithOmitEmpty,omitempty"})
