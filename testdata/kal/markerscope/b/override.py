# Translated from kubernetes-sigs/kube-api-linter@e816b4e7f6cba9b509780b47b1f3ed4b937f8b2e pkg/analysis/markerscope/testdata/src/b/override.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional


# Built-in markers should work with their default scope on fields
@dataclass
class BuiltInMarkerTest:
    # Valid: optional is allowed on fields ([Field, Type] includes FieldScope)
    # +optional
    valid_optional_field: str = field(default="", metadata={"json": "validOptionalField"})
    # Valid: required is allowed on fields ([Field, Type] includes FieldScope)
    # +required
    valid_required_field: str = field(default="", metadata={"json": "validRequiredField"})


# Built-in markers on types should now be VALID with overridden [Field, Type]
# +optional
@dataclass
class ValidOptionalOnType:
    name: str = field(default="", metadata={"json": "name"})


# +required
@dataclass
class ValidRequiredOnType:
    name: str = field(default="", metadata={"json": "name"})


# Test that non-overridden markers still follow default rules
@dataclass
class NonOverriddenMarkerTest:
    # Valid: nullable is FieldScope by default (not overridden)
    # +nullable
    valid_nullable_field: Optional[str] = field(default=None, metadata={"json": "validNullableField"})


# +nullable
@dataclass
class InvalidNullableOnType:
    name: str = field(default="", metadata={"json": "name"})
