# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/dependenttags/testdata/src/a/a.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field
from typing import NewType


@dataclass
class Union:
    # +k8s:unionMember
    InvalidMember: str = field(default="")
    # +k8s:unionMember
    # +k8s:optional
    ValidMember: str = field(default="")


@dataclass
class List:
    # +listType
    InvalidList: list[str] = field(default_factory=list)
    # +listType
    # +k8s:listType
    ValidList: list[str] = field(default_factory=list)


@dataclass
class AnyOf:
    # +example:any
    InvalidAny: str = field(default="")
    # +example:any
    # +dep1
    ValidAny1: str = field(default="")
    # +example:any
    # +dep2
    ValidAny2: str = field(default="")


# +dep1
MyString = NewType("MyString", str)


@dataclass
class TypeAlias:
    # +example:any
    InvalidAlias: str = field(default="")
    # +example:any
    ValidAlias: MyString = field(default="")


@dataclass
class ListMap:
    # +listType=map
    InvalidListMap: list[str] = field(default_factory=list)
    # +listType=map
    # +listMapKey
    ValidListMap: list[str] = field(default_factory=list)
