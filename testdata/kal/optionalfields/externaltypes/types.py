# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/optionalfields/testdata/src/externaltypes/types.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field
from typing import NewType


# ResourceList is a named type with underlying type map.
# This simulates corev1.ResourceList from the k8s.io/api package.
ResourceList = NewType("ResourceList", dict[str, str])


# StringSlice is a named type with underlying type slice.
StringSlice = NewType("StringSlice", list[str])


# StringMap is a named type with underlying type map.
StringMap = NewType("StringMap", dict[str, str])


# StringAlias is a named type with underlying type string.
StringAlias = NewType("StringAlias", str)


# IntAlias is a named type with underlying type int.
IntAlias = NewType("IntAlias", int)


# BoolAlias is a named type with underlying type bool.
BoolAlias = NewType("BoolAlias", bool)


# FloatAlias is a named type with underlying type float64.
FloatAlias = NewType("FloatAlias", float)


# StructType is a named struct type from an external package.
# All fields have omitempty, so the zero value is {}.
@dataclass
class StructType:
    # Field is a string field.
    field: str = field(default="", metadata={"json": "field,omitempty"})


# StructTypeWithNonOmittedField is a named struct type with a non-omitempty field.
# The zero value would include the non-omitted field: {"name": ""}.
@dataclass
class StructTypeWithNonOmittedField:
    # Name is a required field without omitempty.
    name: str = field(default="", metadata={"json": "name"})
    # Description is an optional field with omitempty.
    description: str = field(default="", metadata={"json": "description,omitempty"})
