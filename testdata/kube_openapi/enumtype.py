"""kube-openapi test/integration/testdata/enumtype/enum.go, translated (see README.md)."""

from dataclasses import dataclass, field
from enum import Enum


# FruitType defines a kind of fruits.
class FruitType(str, Enum):
    # FruitApple is the Apple
    FruitApple = "apple"
    # FruitBanana is the Banana
    FruitBanana = "banana"
    # FruitRiceBall is the Rice ball that does not seem to belong to
    # a fruits basket but has a long comment that is so long that it spans
    # multiple lines
    FruitRiceBall = "onigiri"


@dataclass
class FruitsBasket:
    """FruitsBasket is the type that contains the enum type."""

    content: FruitType = field(metadata={"json": "content"})
    # +default=0
    count: int = field(default=0, metadata={"json": "count"})
