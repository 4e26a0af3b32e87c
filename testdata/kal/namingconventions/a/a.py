# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/namingconventions/testdata/src/a/a.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field


# Shouldn't care about Go types
@dataclass
class BasketOfFruit:
    red_fruit: list[str] = field(default_factory=list, metadata={"json": "redFruit,omitempty"})
    orange_fruit: list[str] = field(default_factory=list, metadata={"json": "orangeFruit,omitempty"})
    green_fruit: list[str] = field(default_factory=list, metadata={"json": "greenFruit,omitempty"})
    fruit_blue: list[str] = field(default_factory=list, metadata={"json": "fruitBlue,omitempty"})
    fruit: list[str] = field(default_factory=list, metadata={"json": "fruit,omitempty"})
    a_fruit: str = field(default="", metadata={"json": "aFruit,omitempty"})


@dataclass
class SpecialBehaviors:
    something_behavior: str = field(default="", metadata={"json": "somethingBehavior,omitempty"})
    behavior_crazy: bool = field(default=False, metadata={"json": "behaviorCrazy,omitempty"})


@dataclass
class Configurations:
    some_supported_thingy: str = field(default="", metadata={"json": "someSupportedThingy,omitempty"})
    unsupported_thingy: str = field(default="", metadata={"json": "unsupportedThingy,omitempty"})


@dataclass
class TestSet:
    test_name: str = field(default="", metadata={"json": "testName,omitempty"})
    other: str = field(default="", metadata={"json": "otherTest,omitempty"})
