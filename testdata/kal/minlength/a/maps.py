# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/minlength/testdata/src/a/maps.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field
from typing import NewType


@dataclass
class Maps:
    # +kubebuilder:validation:MinProperties:=1
    inline_map_with_min_properties: dict[str, str] = field(default_factory=dict, metadata={"json": "inlineMapWithMinProperties"})
    inline_map_without_min_properties: dict[str, str] = field(default_factory=dict, metadata={"json": "inlineMapWithoutMinProperties"})
    # +kubebuilder:validation:MinProperties:=0
    inline_map_with_min_properties_zero: dict[str, str] = field(default_factory=dict, metadata={"json": "inlineMapWithMinPropertiesZero"})
    map_with_min_properties: MapWithMinProperties = field(default_factory=dict, metadata={"json": "mapWithMinProperties"})
    map_without_min_properties: MapWithoutMinProperties = field(default_factory=dict, metadata={"json": "mapWithoutMinProperties"})
    map_with_min_properties_zero: MapWithMinPropertiesZero = field(default_factory=dict, metadata={"json": "mapWithMinPropertiesZero"})


# +kubebuilder:validation:MinProperties:=1
MapWithMinProperties = NewType("MapWithMinProperties", dict[str, str])


MapWithoutMinProperties = NewType("MapWithoutMinProperties", dict[str, str])


# +kubebuilder:validation:MinProperties:=0
MapWithMinPropertiesZero = NewType("MapWithMinPropertiesZero", dict[str, str])
