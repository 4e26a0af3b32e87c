"""Go's reflect.DeepEqual on what encoding/json decodes, as kube-openapi compares values
(`enum`, `uniqueItems`): shared by the CRD path (`engine`) and, as text, the generated
support module (so it imports nothing of ours)."""

from typing import Any


def go_equal(a: Any, b: Any) -> bool:
    """reflect.DeepEqual on decoded JSON: int64 and float64 differ, as do bool and numbers."""
    if type(a) is not type(b):
        return False
    if type(a) is dict:
        return a.keys() == b.keys() and all(go_equal(a[k], b[k]) for k in a)
    if type(a) is list:
        return len(a) == len(b) and all(map(go_equal, a, b))
    return a == b


def has_equal_items(items: list[Any]) -> bool:
    """Whether two items of a list are go_equal (what `uniqueItems` refuses)."""
    return any(go_equal(items[i], items[j]) for j in range(len(items)) for i in range(j))
