"""Numbers as go-openapi's swag reads them, for `multipleOf`: shared by the CRD path
(`engine`) and, as text, by the generated support module (so it imports nothing of ours)."""

import math

_JSON_INT = float(2**53 - 1)


def go_uint64(f: float) -> int:
    """Go's uint64(f) on amd64: a negative float wraps around through int64."""
    return math.trunc(f) % 2**64


def is_json_integer(f: float) -> bool:
    """go-openapi swag.IsFloat64AJSONInteger, tolerance and all (2.0000000001 is an integer,
    -2.0000000001 is not: Go's uint64 of a negative float wraps)."""
    if math.isnan(f) or math.isinf(f) or not -_JSON_INT <= f <= _JSON_INT:
        return False
    g = float(go_uint64(f))
    diff = abs(f - g)
    if f == g or f == float(math.trunc(f)):
        return True
    if f == 0 or g == 0 or diff < 5e-324:
        return False
    return diff / min(abs(f) + abs(g), 1.7976931348623157e308) < 1e-9
