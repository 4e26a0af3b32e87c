"""Numbers as kube-openapi and go-openapi's swag read them (`multipleOf`, bounds against a
format's range): shared by the CRD path (`engine`), the generator of the built-in path
(`codegen.validators`) and, as text, the generated support module (so it imports nothing of
ours)."""

import math

_JSON_INT = float(2**53 - 1)
INT64 = (-(2**63), 2**63 - 1)
INT32 = (-(2**31), 2**31 - 1)
FLOAT32 = 3.4028234663852886e38


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


def in_range(bound: float, type_name: str, fmt: str | None) -> bool:
    """kube-openapi IsValueValidAgainstRange for a schema bound (a float64) of an `integer`
    or `number` schema with format `fmt`."""
    if type_name == "integer":
        if not (isinstance(bound, int) or (math.isfinite(bound) and float(bound).is_integer())):
            return False
        lo, hi = INT32 if fmt == "int32" else INT64
        return lo <= int(bound) <= hi
    if fmt == "float":
        return math.isfinite(bound) and abs(bound) <= FLOAT32
    return True
