# Translated from kubernetes-sigs/kube-api-linter@e816b4e7f6cba9b509780b47b1f3ed4b937f8b2e pkg/analysis/markerscope/testdata/src/a/type_override.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field
from typing import NewType, Optional


# RawMessage is similar to json.RawMessage (type RawMessage []byte)
# Used to store arbitrary JSON configuration data.
RawMessage = NewType("RawMessage", bytes)


# Duration is similar to metav1.Duration which wraps time.Duration
# It is serialized as a string (e.g., "1m", "30s").
@dataclass
class Duration:
    pass


# TypeOverrideValidTest tests valid cases where Type marker overrides the schema type
@dataclass
class TypeOverrideValidTest:
    # Example 1: RawMessage ([]byte alias) with Type=object
    # RawMessage stores arbitrary JSON configuration data.
    # Since it doesn't have a known schema, use Type=object to override.
    # +kubebuilder:validation:Schemaless
    # +kubebuilder:pruning:PreserveUnknownFields
    # +kubebuilder:validation:Type=object
    # +optional
    config: RawMessage = field(default=b"", metadata={"json": "config,omitempty"})
    # Example 2: Duration with Type=string
    # Duration is serialized as a string (e.g., "1m", "30s").
    # Use Type=string to enable string validation markers like Pattern.
    # +kubebuilder:validation:Type=string
    # +kubebuilder:validation:Pattern="^([0-9]+(\\.[0-9]+)?(ms|s|m|h))+$"
    # +kubebuilder:default:="1m"
    # +optional
    interval: Optional[Duration] = field(default=None, metadata={"json": "interval,omitempty"})


# TypeOverrideInvalidTest tests invalid cases without proper Type override
@dataclass
class TypeOverrideInvalidTest:
    # Invalid: RawMessage without Type=object override cannot use object markers
    # RawMessage is []byte which is treated as string by default
    # +kubebuilder:validation:MinProperties=1
    # +optional
    invalid_config: RawMessage = field(default=b"", metadata={"json": "invalidConfig,omitempty"})
    # Invalid: Duration without Type=string override cannot use string markers
    # Duration is a struct type which is treated as object by default
    # +kubebuilder:validation:Pattern="^([0-9]+(\\.[0-9]+)?(ms|s|m|h))+$"
    # +optional
    invalid_interval: Optional[Duration] = field(default=None, metadata={"json": "invalidInterval,omitempty"})
