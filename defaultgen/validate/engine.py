"""Validate a JSON document against a schema as the API server validates a custom resource.

The semantics are kube-openapi's `pkg/validation/validate` (the validator the API server
runs on a CRD's structural schema) after apiextensions-apiserver's conversion of the schema
(`x-kubernetes-int-or-string` is the type pair integer/string, formats the API server does not
support for CRDs are dropped), plus what the API server checks beside it: unique items of
`x-kubernetes-list-type: set`, unique keys of `map` lists, and the CEL rules of
`x-kubernetes-validations` (evaluated where `cel.py` can; otherwise a note says so).

Values are typed as the API server decodes JSON: an integer in int64 range is an integer,
anything else numeric is a float. Which checks run depends on the value's kind, not on the
schema's type, as in kube-openapi: a string under `minimum` is only a type error.

A schema is compiled once into small `_Node` objects whose `check(value, path, out)`
closures append `Problem`s; `$ref`s (and `allOf` members that are only a `$ref`) are merged
into the position that uses them, as they are inlined in a structural schema, so a
wrapper's `nullable` counts. Compiled schemas are cached like apply's. `validate_lazily`
compiles each node when a value first reaches it (DG308's defaults against a whole API).
"""

from __future__ import annotations

import json
import math
import re
import warnings
import weakref
from collections.abc import Callable, Mapping
from typing import Any, NamedTuple

from ..apply.engine import SchemaError, pointer, ref_name
from . import formats
from .deepequal import go_equal, has_equal_items
from .goregex import GoRegexError, compile_go
from .numbers import in_range, is_json_integer

__all__ = ["Problem", "UnevaluatedRuleWarning", "compile_validator", "validate_document"]

_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_SHOWN = 40
_INT64 = (-(2**63), 2**63 - 1)
_INT32 = (-(2**31), 2**31 - 1)
_REF_ONLY = frozenset({"$ref", "description"})
_CACHE_SIZE = 128

Path = tuple  # keys and list indexes from the document's root
Check = Callable[[Any, Path, list], None]


class Problem(NamedTuple):
    """One thing wrong with a document (or, with `note=True`, something not checked)."""

    path: tuple[str | int, ...]
    message: str
    note: bool = False

    @property
    def location(self) -> str:
        """The path as JSONPath: `$.spec.ports[0].port`, `$.labels["a b"]`."""
        parts = ["$"]
        for part in self.path:
            if type(part) is str and _NAME.fullmatch(part):
                parts.append(f".{part}")
            else:
                parts.append(f"[{json.dumps(part, ensure_ascii=False)}]")
        return "".join(parts)

    def __str__(self) -> str:
        return f"{self.location}: {self.message}"


class UnevaluatedRuleWarning(UserWarning):
    """A CEL rule (or a pattern) that could not be checked; the message says why."""


# --- values as Go sees them ------------------------------------------------------------


def _kind(v: Any) -> str:
    """The JSON kind of a decoded value, as the API server's decoder types it."""
    t = type(v)
    if t is bool:
        return "boolean"
    if t is int:
        return "integer" if _INT64[0] <= v <= _INT64[1] else "number"
    if t is float:
        return "number"
    if t is str:
        return "string"
    if t is list:
        return "array"
    if t is dict:
        return "object"
    if v is None:
        return "null"
    return type(v).__name__  # not JSON (a YAML timestamp, a set): no schema type matches it


def _shown(v: Any) -> str:
    try:
        text = json.dumps(v, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(v)
    return text if len(text) <= _SHOWN else text[: _SHOWN - 3] + "..."


def _found(v: Any) -> str:
    kind = _kind(v)
    if kind in ("null", "array", "object"):
        return kind if kind == "null" else f"{kind} {_shown(v)}"
    return f"{kind} {_shown(v)}"


def _num(x: float) -> str:
    return str(int(x)) if isinstance(x, float) and x.is_integer() and abs(x) < 1e16 else str(x)


def _enum_match(v: Any, allowed: Any) -> bool:
    """kube-openapi's basicCommonValidator: DeepEqual after Go's reflect conversion of the
    value to the enum value's type (an int converts to a float, a float truncates to an int,
    an int converts to a string as a rune). A null value never matches."""
    if v is None or allowed is None:
        return False
    if go_equal(v, allowed):
        return True
    tv, ta = type(v), type(allowed)
    if ta is float and tv is int:
        return float(v) == allowed
    if ta is int and tv is float and math.isfinite(v):
        return math.trunc(v) == allowed
    if ta is str and tv is int:
        return (chr(v) if 0 <= v <= 0x10FFFF and not 0xD800 <= v <= 0xDFFF else "\ufffd") == allowed
    return False


# --- compiling -------------------------------------------------------------------------


class _Node:
    __slots__ = ("schema", "check", "to_cel", "kinds", "__weakref__")

    def __init__(self, schema: dict) -> None:
        self.schema = schema
        self.check: Check = lambda v, p, o: None
        self.to_cel: Callable[[Any], Any] = lambda v: v
        self.kinds: frozenset[str] = frozenset()


class _Compiler:
    """Compiles schemas into nodes. `lazy`: each node is built the first time it checks or
    converts a value, so a value is checked at the cost of the schema it reaches, not of
    every schema reachable (DG308 checks a module's small defaults against an API's schemas);
    a bad part of the schema that no value reaches is then never found."""

    def __init__(self, components: Mapping[str, Any] | None, lazy: bool = False) -> None:
        if components is not None and not isinstance(components, Mapping):
            raise SchemaError("components must be a mapping of schema names to schemas")
        self.components = components
        self.lazy = lazy
        self.nodes: dict[int, _Node] = {}
        self.keep: list[Any] = []  # merged schemas stay alive while their ids are cache keys
        self.targets: dict[str, dict] = {}  # a component's effective schema, by name

    def effective(self, schema: Any, where: str, seen: tuple[str, ...] = ()) -> dict:
        """The schema with its `$ref` (and pure-`$ref` allOf members) merged in, own keys winning."""
        if not isinstance(schema, dict):
            raise SchemaError(f"{where}: a schema must be an object, not {_shown(schema)}")
        sources = []
        if "$ref" in schema:
            sources.append((schema["$ref"], where))
        all_of = schema.get("allOf", [])
        if not isinstance(all_of, list):
            raise SchemaError(f"{where}/allOf: must be a list")
        kept = []
        for i, member in enumerate(all_of):
            if isinstance(member, dict) and "$ref" in member and not member.keys() - _REF_ONLY:
                sources.append((member["$ref"], pointer(where, "allOf", i)))
            else:
                kept.append(member)
        if not sources:
            return schema
        if schema.keys() == {"$ref"}:  # the component itself: one node however often it is named
            name = ref_name(self.components, schema["$ref"], where)
            if name in seen:
                raise SchemaError(f"{where}: $ref {schema['$ref']!r} refers back to itself")
            if name not in self.targets:
                at = pointer("#/components/schemas", name)
                self.targets[name] = self.effective(self.components[name], at, (*seen, name))  # type: ignore[index]
            return self.targets[name]
        merged: dict = {}
        for ref, at in sources:
            name = ref_name(self.components, ref, at)
            if name in seen:
                raise SchemaError(f"{at}: $ref {ref!r} refers back to itself")
            target = self.effective(self.components[name], pointer("#/components/schemas", name), (*seen, name))  # type: ignore[index]
            _merge(merged, target)
        own = {k: v for k, v in schema.items() if k not in ("$ref", "allOf")}
        if kept:
            own["allOf"] = kept
        _merge(merged, own)
        self.keep.append(merged)
        return merged

    def node(self, schema: Any, where: str) -> _Node:
        node = self.nodes.get(id(schema))
        if node is not None:
            return node
        return self._deferred(schema, where) if self.lazy else self._built(schema, where)

    def _deferred(self, schema: Any, where: str) -> _Node:
        """A node standing in for `schema` until its first value: it is built then (its own
        children deferred in turn) and takes on the built node's checks. It refers to itself
        and to the compiler weakly: no reference cycle keeps a dropped compiler's nodes alive
        (most are never built). Its first check may outlive both (a compiled validator
        cached): it then builds with a compiler of its own, and keeps what it built."""
        node = self.nodes[id(schema)] = _Node(schema)
        self.keep.append(schema)
        itself, compiler, components = weakref.ref(node), weakref.ref(self), self.components
        done: list[_Node] = []

        def built() -> _Node:
            if done:
                return done[0]
            c = compiler() or _Compiler(components, lazy=True)
            stand_in = itself()
            if stand_in is not None and c.nodes.get(id(schema)) is stand_in:
                del c.nodes[id(schema)]  # the stand-in gives way to the node built
            done.append(c._built(schema, where))
            if stand_in is not None:
                stand_in.schema, stand_in.kinds = done[0].schema, done[0].kinds
                stand_in.check, stand_in.to_cel = done[0].check, done[0].to_cel
            return done[0]

        node.check = lambda v, path, out: built().check(v, path, out)
        node.to_cel = lambda v: built().to_cel(v)
        return node

    def _built(self, schema: Any, where: str) -> _Node:
        eff = self.effective(schema, where)
        node = self.nodes.get(id(eff))
        if node is None:
            node = _Node(eff)
            self.nodes[id(schema)] = self.nodes[id(eff)] = node
            self.keep.append(schema)
            _build(self, node, where)
        self.nodes[id(schema)] = node
        return node


def _merge(into: dict, schema: dict) -> None:
    for key, value in schema.items():
        if key == "properties" and isinstance(into.get(key), dict) and isinstance(value, dict):
            into[key] = {**into[key], **value}
        elif key in ("required", "allOf", "x-kubernetes-validations") and isinstance(
            into.get(key), list
        ) and isinstance(value, list):
            into[key] = into[key] + [v for v in value if v not in into[key]]
        else:
            into[key] = value


_COUNT = ("a non-negative integer", lambda v: type(v) is int and v >= 0)
_NUMBER = ("a number", lambda v: type(v) in (int, float) and math.isfinite(v))
_BOOL = ("true or false", lambda v: type(v) is bool)
_STRING = ("a string", lambda v: type(v) is str)
_LIST = ("a list", lambda v: type(v) is list)
_STRINGS = ("a list of strings", lambda v: type(v) is list and all(type(x) is str for x in v))
_SCHEMA = ("a schema (an object)", lambda v: type(v) is dict)
_SHAPES = {
    **dict.fromkeys(("minLength", "maxLength", "minItems", "maxItems", "minProperties", "maxProperties"), _COUNT),
    **dict.fromkeys(("minimum", "maximum", "multipleOf"), _NUMBER),
    **dict.fromkeys(
        ("exclusiveMinimum", "exclusiveMaximum", "nullable", "uniqueItems", "x-kubernetes-int-or-string"), _BOOL
    ),
    **dict.fromkeys(("pattern", "format", "x-kubernetes-list-type"), _STRING),
    **dict.fromkeys(("enum", "allOf", "anyOf", "oneOf", "x-kubernetes-validations"), _LIST),
    **dict.fromkeys(("required", "x-kubernetes-list-map-keys"), _STRINGS),
    **dict.fromkeys(("items", "not", "properties"), _SCHEMA),
    "additionalProperties": ("a schema or a boolean", lambda v: type(v) in (dict, bool)),
    "type": ("a type name or a list of them", lambda v: type(v) is str or _STRINGS[1](v)),
}


def _check_shapes(s: dict, where: str) -> dict:
    """The schema without null keywords (absent to kube-openapi), every other keyword checked."""
    s = {k: v for k, v in s.items() if v is not None}
    for key, value in s.items():
        shape = _SHAPES.get(key)
        if shape is not None and not shape[1](value):
            raise SchemaError(f"{pointer(where, key)}: must be {shape[0]}, not {_shown(value)}")
    return s


def _build(c: _Compiler, node: _Node, where: str) -> None:
    s = node.schema = _check_shapes(node.schema, where)
    types = _types(s, where)
    node.kinds = frozenset(types)
    nullable = s.get("nullable") is True
    fmt = s.get("format") if isinstance(s.get("format"), str) else ""
    fmt = _supported_format(fmt, types)
    checks: list[Check] = []
    null_checks: list[Check] = []

    if types or fmt:
        checks.append(_type_check(types, fmt))
        null_checks.append(_null_check(types, nullable))
    for key in ("allOf", "anyOf", "oneOf"):
        members = s.get(key)
        if members is not None:
            if not isinstance(members, list):
                raise SchemaError(f"{where}/{key}: must be a list")
            subs = [c.node(m, pointer(where, key, i)) for i, m in enumerate(members)]
            checks.append(_combinator(key, subs))
    if s.get("not") is not None:
        checks.append(_combinator("not", [c.node(s["not"], where + "/not")]))
    string = _string_checks(s, where)
    if string is not None:
        checks.append(string)
    if fmt and formats.is_format(fmt):
        checks.append(_format_check(fmt))
    number = _number_checks(s, types, fmt)
    if number is not None:
        checks.append(number)
    checks.extend(_array_checks(c, s, where))
    if s.get("enum") is not None:
        enum = s["enum"]
        if not isinstance(enum, list):
            raise SchemaError(f"{where}/enum: must be a list")
        checks.append(_enum_check(enum))
        null_checks.append(_enum_check(enum))
    checks.extend(_object_checks(c, s, where))
    rules = s.get("x-kubernetes-validations")
    if rules:
        checks.append(_cel_check(node, rules, where))

    only_type = len(checks) == 1 and bool(types or fmt)  # nothing but the type to check
    node.check = _sequence(checks, null_checks, _passing(types) if only_type else frozenset())
    node.to_cel = _cel_converter(c, s, types, where)


def _types(s: dict, where: str) -> list[str]:
    if s.get("x-kubernetes-int-or-string") is True:
        return ["integer", "string"]  # apiextensions' conversion of the schema
    t = s.get("type")
    if t is None:
        return []
    if isinstance(t, str):
        return [t]
    if isinstance(t, list) and all(isinstance(x, str) for x in t):
        return list(t)
    raise SchemaError(f"{where}/type: must be a string")


def _supported_format(fmt: str, types: list[str]) -> str:
    """apiextensions' StripUnsupportedFormatsPostProcess: formats it does not know are dropped
    (a kept one that strfmt does not check, `quantity`, still makes a non-string a type error)."""
    if not fmt:
        return ""
    only = types[0] if len(types) == 1 else ""
    if only in ("", "string"):
        return fmt if formats.is_crd_format(fmt) else ""
    if only == "integer":
        return fmt if fmt in ("int32", "int64") else ""
    if only == "number":
        return fmt if fmt in ("float", "double") else ""
    return ""


def _sequence(checks: list[Check], null_checks: list[Check], passing: frozenset[type]) -> Check:
    """Run the checks that apply (those for null on null); `passing`: value types that need none."""
    if passing:

        def check_type(v: Any, path: Path, out: list) -> None:
            if type(v) not in passing:
                for fn in null_checks if v is None else checks:
                    fn(v, path, out)

        return check_type

    def check(v: Any, path: Path, out: list) -> None:
        for fn in null_checks if v is None else checks:
            fn(v, path, out)

    return check


def _null_check(types: list[str], nullable: bool) -> Check:
    expected = " or ".join(types)

    def check(v: Any, path: Path, out: list) -> None:
        if types and "null" not in types and not nullable:
            out.append(Problem(path, f"expected {expected}, got null"))

    return check


# Python types whose every value passes a schema type (int only within int64: checked apart).
_PASSING = {"string": (str,), "boolean": (bool,), "array": (list,), "object": (dict,), "number": (int, float)}


def _passing(types: list[str]) -> frozenset[type]:
    return frozenset(t for name in types for t in _PASSING.get(name, ()))


def _type_check(types: list[str], fmt: str) -> Check:
    """kube-openapi's typeValidator (a JSON integer is an int64, a float a float64)."""
    expected = " or ".join(types) if types else fmt
    has_int, has_num = "integer" in types, "number" in types
    passing = _passing(types)
    lo, hi = _INT64

    def check(v: Any, path: Path, out: list) -> None:
        t = type(v)
        if t in passing or (t is int and has_int and lo <= v <= hi):
            return  # the common case: the value has the schema's type
        kind = _kind(v)
        float_int = kind == "number" and has_int and is_json_integer(float(v))
        int_float = kind == "integer" and has_num
        ok = kind in types or float_int or int_float
        if kind not in ("string", "array") and fmt and not ok:
            value_format = {"integer": "int64", "number": "float64"}.get(kind, "")
            if fmt != value_format:
                out.append(Problem(path, f"expected {fmt}, got {_found(v)}"))
                return
        if not (has_int or has_num) and fmt and kind in ("string", "array"):
            return
        if not ok:
            out.append(Problem(path, f"expected {expected}, got {_found(v)}"))

    return check


def _combinator(key: str, subs: list[_Node]) -> Check:
    def passes(node: _Node, v: Any, path: Path) -> bool:
        found: list = []
        node.check(v, path, found)
        return not any(not p.note for p in found)

    if key == "allOf":

        def check(v: Any, path: Path, out: list) -> None:
            for node in subs:
                node.check(v, path, out)

    elif key == "anyOf":

        def check(v: Any, path: Path, out: list) -> None:
            if not any(passes(node, v, path) for node in subs):
                out.append(Problem(path, f"must match at least one schema of anyOf, got {_found(v)}"))

    elif key == "oneOf":

        def check(v: Any, path: Path, out: list) -> None:
            n = sum(passes(node, v, path) for node in subs)
            if n != 1:
                out.append(Problem(path, f"must match exactly one schema of oneOf, matched {n}"))

    else:

        def check(v: Any, path: Path, out: list) -> None:
            if passes(subs[0], v, path):
                out.append(Problem(path, "must not match the schema of not"))

    return check


def _string_checks(s: dict, where: str) -> Check | None:
    """kube-openapi's stringValidator: maxLength, then minLength, then pattern; the first fails."""
    max_len, min_len, pattern = s.get("maxLength"), s.get("minLength"), s.get("pattern")
    if max_len is None and min_len is None and not pattern:
        return None
    rx, bad_pattern, note = None, None, None
    if pattern:
        try:
            rx = compile_go(pattern)
        except GoRegexError as exc:
            if exc.unsupported:
                note = f"pattern {pattern} not checked: {exc.reason}"
            else:
                bad_pattern = f"pattern {pattern} is invalid: {exc.reason}"

    def check(v: Any, path: Path, out: list) -> None:
        if type(v) is not str:
            return
        if max_len is not None or min_len is not None:
            n = len(v)  # Go counts runes: code points
            if max_len is not None and n > max_len:
                out.append(Problem(path, f"must be at most {max_len} character{'s' * (max_len != 1)} long, got {n}: {_shown(v)}"))
                return
            if min_len is not None and n < min_len:
                out.append(Problem(path, f"must be at least {min_len} character{'s' * (min_len != 1)} long, got {n}: {_shown(v)}"))
                return
        if bad_pattern:
            out.append(Problem(path, bad_pattern))
        elif note:
            out.append(Problem(path, note, note=True))
        elif rx is not None and rx.search(v) is None:
            out.append(Problem(path, f"must match {pattern}, got {_shown(v)}"))

    return check


def _format_check(fmt: str) -> Check:
    def check(v: Any, path: Path, out: list) -> None:
        if type(v) is str and not formats.check(fmt, v):
            out.append(Problem(path, f"must be a valid {fmt}, got {_shown(v)}"))

    return check


def _number_checks(s: dict, types: list[str], fmt: str) -> Check | None:
    """kube-openapi's numberValidator: the value's own range, multipleOf, maximum, minimum.

    A bound that fits the schema's type and format is compared in the value's native type, as
    Go does: for an integer value the bound is truncated to an integer first. A bound that does
    not fit (`minimum: 1.5` on an integer) is itself reported for every number, as kube-openapi
    has done since its numeric format enforcement (January 2026)."""
    type_name = types[0] if len(types) == 1 and types[0] in ("integer", "number") else "number"
    fmt = fmt if fmt in ("int32", "int64", "float", "double") else ""
    mult, maximum, minimum = s.get("multipleOf"), s.get("maximum"), s.get("minimum")
    ex_max, ex_min = s.get("exclusiveMaximum") is True, s.get("exclusiveMinimum") is True
    for name, bound in (("multipleOf", mult), ("maximum", maximum), ("minimum", minimum)):
        if bound is not None and (type(bound) not in (int, float)):
            raise SchemaError(f"{name} must be a number, not {_shown(bound)}")
    bounds = [(n, b) for n, b in (("multipleOf", mult), ("maximum", maximum), ("minimum", minimum)) if b is not None]
    native = {name: in_range(bound, type_name, fmt) for name, bound in bounds}
    value_range = type_name == "integer" or fmt == "float"
    int_lo, int_hi = _INT32 if fmt == "int32" else _INT64

    def check(v: Any, path: Path, out: list) -> None:
        t = type(v)
        if t is int:
            is_int = _INT64[0] <= v <= _INT64[1]
            if not is_int:
                v = float(v)  # an integer beyond int64 is a float64 to Go
        elif t is float:
            is_int = False
        else:
            return
        if value_range and not (
            int_lo <= v <= int_hi if is_int and type_name == "integer" else in_range(v, type_name, fmt)
        ):
            out.append(Problem(path, f"must fit {fmt or type_name}, got {_shown(v)}"))
        for name, bound in bounds:
            if not native[name]:  # kube-openapi reports a bound that does not fit the type
                out.append(Problem(path, f"{name} {_num(bound)} is not a valid {fmt or type_name}, so no value fits"))
        if mult is not None:
            if is_int and native["multipleOf"]:
                factor = math.trunc(mult)
                if factor <= 0:
                    out.append(Problem(path, f"multipleOf {_num(mult)} must be positive"))
                elif v % factor:
                    out.append(Problem(path, f"must be a multiple of {_num(mult)}, got {v}"))
            elif mult <= 0:
                out.append(Problem(path, f"multipleOf {_num(mult)} must be positive"))
            else:
                q = (1 / mult * v) if mult < 1 else (v / mult)
                if not is_json_integer(q):
                    out.append(Problem(path, f"must be a multiple of {_num(mult)}, got {_shown(v)}"))
        if maximum is not None:
            m = math.trunc(maximum) if is_int and native["maximum"] else maximum
            if (v >= m) if ex_max else (v > m):
                out.append(Problem(path, f"must be {'<' if ex_max else '<='} {_num(maximum)}, got {_shown(v)}"))
        if minimum is not None:
            m = math.trunc(minimum) if is_int and native["minimum"] else minimum
            if (v <= m) if ex_min else (v < m):
                out.append(Problem(path, f"must be {'>' if ex_min else '>='} {_num(minimum)}, got {_shown(v)}"))

    if mult is None and maximum is None and minimum is None and not value_range:
        return None
    return check


def _array_checks(c: _Compiler, s: dict, where: str) -> list[Check]:
    checks: list[Check] = []
    items = s.get("items")
    if isinstance(items, list):
        raise SchemaError(f"{where}/items: must be one schema (tuple items are not structural)")
    item = c.node(items, where + "/items") if items is not None else None
    min_items, max_items = s.get("minItems"), s.get("maxItems")
    unique = s.get("uniqueItems") is True
    list_type = s.get("x-kubernetes-list-type")
    keys = s.get("x-kubernetes-list-map-keys") or []

    def check(v: Any, path: Path, out: list) -> None:
        if type(v) is not list:
            return
        if item is not None:
            for i, x in enumerate(v):
                item.check(x, (*path, i), out)
        if min_items is not None and len(v) < min_items:
            out.append(Problem(path, f"must have at least {min_items} item{'s' * (min_items != 1)}, got {len(v)}"))
        if max_items is not None and len(v) > max_items:
            out.append(Problem(path, f"must have at most {max_items} item{'s' * (max_items != 1)}, got {len(v)}"))
        if unique and has_equal_items(v):  # reflect.DeepEqual
            out.append(Problem(path, "must not contain duplicate items"))
        if list_type == "set":
            for j in _second_occurrences(v):
                out.append(Problem((*path, j), f"duplicate item {_shown(v[j])} (x-kubernetes-list-type: set)"))
        elif list_type == "map" and keys:
            _check_map_list(v, keys, path, out)

    if item is not None or min_items is not None or max_items is not None or unique or list_type in ("set", "map"):
        checks.append(check)
    return checks


_UNSPECIFIED = object()  # a missing key, told apart from a null one


def _set_key(x: Any) -> Any:
    """apiextensions' listtype identity: scalars by Go value (int64 1 is not float64 1.0),
    objects and lists by their JSON text (where 1 and 1.0 are both "1")."""
    if type(x) in (dict, list):
        return ("json", json.dumps(_integral_floats(x), sort_keys=True, ensure_ascii=False))
    return (type(x), x)


def _integral_floats(x: Any) -> Any:
    if type(x) is float and x.is_integer() and abs(x) < 1e21:
        return int(x)
    if type(x) is dict:
        return {k: _integral_floats(v) for k, v in x.items()}
    if type(x) is list:
        return [_integral_floats(v) for v in x]
    return x


def _second_occurrences(items: list) -> list[int]:
    """The index of each value's second appearance (apiextensions reports only that one)."""
    seen: dict = {}
    found = []
    for i, x in enumerate(items):
        key = x if x is _UNSPECIFIED else _set_key(x)
        seen[key] = seen.get(key, 0) + 1
        if seen[key] == 2:
            found.append(i)
    return found


def _check_map_list(v: list, keys: list, path: Path, out: list) -> None:
    """apiextensions-apiserver listtype.validateListMap."""
    for i, x in enumerate(v):
        if x is not None and type(x) is not dict:
            out.append(Problem((*path, i), "must be an object for an array of list-type map"))
            return
    if len(keys) == 1:
        ids = [_UNSPECIFIED if x is None else x.get(keys[0], _UNSPECIFIED) for x in v]
    else:
        ids = [{k: x[k] for k in keys if k in x} if x is not None else {} for x in v]
    for j in _second_occurrences(ids):
        key = ids[j]
        if type(key) is dict:
            shown = ", ".join(f"{k}={_shown(x)}" for k, x in key.items()) or "no key field set"
        else:
            shown = "no key field set" if key is _UNSPECIFIED else f"{keys[0]}={_shown(key)}"
        out.append(Problem((*path, j), f"duplicate entry for {shown} (x-kubernetes-list-type: map)"))


def _enum_check(enum: list) -> Check:
    strings = frozenset(x for x in enum if type(x) is str)  # a string matches only a string

    def check(v: Any, path: Path, out: list) -> None:
        if type(v) is str and v in strings:
            return
        if not any(_enum_match(v, allowed) for allowed in enum):
            out.append(Problem(path, f"must be one of {_shown(enum)}, got {_found(v)}"))

    return check


def _object_checks(c: _Compiler, s: dict, where: str) -> list[Check]:
    props_schema = s.get("properties") or {}
    if not isinstance(props_schema, dict):
        raise SchemaError(f"{where}/properties: must be an object")
    props = {k: c.node(v, pointer(where, "properties", k)) for k, v in props_schema.items()}
    addl = s.get("additionalProperties")
    addl_node = c.node(addl, where + "/additionalProperties") if isinstance(addl, dict) else None
    closed = addl is False
    required = s.get("required") or []
    min_props, max_props = s.get("minProperties"), s.get("maxProperties")
    if not (props or addl_node or closed or required or min_props is not None or max_props is not None):
        return []

    def check(v: Any, path: Path, out: list) -> None:
        if type(v) is not dict:
            return
        n = len(v)
        if min_props is not None and n < min_props:
            out.append(Problem(path, f"must have at least {min_props} propert{'ies' if min_props != 1 else 'y'}, got {n}"))
        if max_props is not None and n > max_props:
            out.append(Problem(path, f"must have at most {max_props} propert{'ies' if max_props != 1 else 'y'}, got {n}"))
        for key, value in v.items():
            child = props.get(key)
            if child is not None:
                child.check(value, (*path, key), out)
            elif closed:
                out.append(Problem((*path, key), f"unknown field {_shown(key)}"))
            elif addl_node is not None:
                addl_node.check(value, (*path, key), out)
        for key in required:
            if key not in v:
                out.append(Problem((*path, key), "missing required field"))

    return [check]


# --- CEL -------------------------------------------------------------------------------


def _cel_converter(c: _Compiler, s: dict, types: list[str], where: str) -> Callable[[Any], Any]:
    """The value as the API server gives it to CEL: a `number` is a double even when integral."""
    if types == ["number"]:
        return lambda v: float(v) if type(v) is int else v
    props = s.get("properties")
    items = s.get("items")
    addl = s.get("additionalProperties")
    if not (props or isinstance(items, dict) or isinstance(addl, dict)):
        return lambda v: v
    children = {k: c.node(x, pointer(where, "properties", k)) for k, x in (props or {}).items()}
    item = c.node(items, where + "/items") if isinstance(items, dict) else None
    other = c.node(addl, where + "/additionalProperties") if isinstance(addl, dict) else None

    def convert(v: Any) -> Any:
        if type(v) is dict:
            out = {}
            for k, x in v.items():
                child = children.get(k, other)
                out[k] = child.to_cel(x) if child is not None else x
            return out
        if type(v) is list and item is not None:
            return [item.to_cel(x) for x in v]
        return v

    return convert


def _cel_check(node: _Node, rules: Any, where: str) -> Check:
    if not isinstance(rules, list) or not all(isinstance(r, dict) and isinstance(r.get("rule"), str) for r in rules):
        raise SchemaError(f"{where}/x-kubernetes-validations: must be a list of {{rule: ...}}")
    from . import cel  # loads cel-cpp: only for a schema with a rule (most commands never meet one)

    def check(v: Any, path: Path, out: list) -> None:
        if node.kinds and _kind(v) not in node.kinds and not (_kind(v) == "integer" and "number" in node.kinds):
            return  # a type error is already reported; CEL would only fail to evaluate
        value = node.to_cel(v)
        for r in rules:
            rule = r["rule"]
            result = cel.evaluate(rule, value)
            at = (*path, *_field_path(r.get("fieldPath")))
            if result is True:
                continue
            if result is False:
                expression = r.get("messageExpression")
                message = cel.evaluate_message(expression, value) if isinstance(expression, str) else None
                out.append(Problem(at, message or r.get("message") or f"failed rule: {rule}"))
            elif isinstance(result, cel.RuleError):
                out.append(Problem(at, f"rule {rule} failed to evaluate: {result.reason}"))
            else:
                out.append(Problem(at, f"rule {rule} not evaluated: {result.reason}", note=True))

    return check


def _field_path(field_path: Any) -> tuple:
    """A rule's `fieldPath` (`.spec.x`, `.map['key']`, `.list[0]`) as path parts."""
    if not isinstance(field_path, str) or not field_path:
        return ()
    parts: list = []
    for m in re.finditer(r"\.([A-Za-z_][A-Za-z0-9_]*)|\['((?:[^'\\]|\\.)*)'\]|\[(\d+)\]", field_path):
        name, key, index = m.groups()
        parts.append(name if name is not None else key if key is not None else int(index))
    return tuple(parts)


# --- entry points ------------------------------------------------------------------------

_cache: dict[tuple[int, int, bool], tuple[Any, Any, Check]] = {}
# the compiler of the last components mapping, so that many schemas naming the same components
# (DG308 checking a module's defaults) compile each component once, not each time; only the
# last one: each holds its schemas and nodes alive
_shared: list[_Compiler] = []
_KEEP_MAX = 50_000  # schemas a shared compiler holds on to before it starts over


def _compiler(components: Mapping[str, Any] | None, lazy: bool) -> _Compiler:
    if components is None:
        return _Compiler(None, lazy)
    shared = _shared[0] if _shared else None
    if shared is None or shared.components is not components or shared.lazy != lazy or len(shared.keep) > _KEEP_MAX:
        _shared[:] = [_Compiler(components, lazy)]
    return _shared[0]


def compile_validator(
    schema: Mapping[str, Any], components: Mapping[str, Any] | None = None, lazy: bool = False
) -> Check:
    """Compile `schema` once into `check(doc, path, out)`; cached by identity like apply's
    (the components too: a mapping may gain entries between calls, never change one).
    `lazy`: each part is compiled when a value first reaches it (`_Compiler`)."""
    key = (id(schema), id(components), lazy)
    hit = _cache.get(key)
    if hit is not None and hit[0] is schema and hit[1] is components:
        return hit[2]
    compiler = _compiler(components, lazy)
    try:
        root = compiler.node(schema, "#")
    except BaseException:  # a node half built stays behind: the next schema starts over
        _shared.clear()
        raise
    fn = root.check
    if len(_cache) >= _CACHE_SIZE:
        _cache.pop(next(iter(_cache)))
    _cache[key] = (schema, components, fn)
    return fn


def validate_document(
    doc: Any,
    schema: Mapping[str, Any] | None,
    components: Mapping[str, Any] | None = None,
    notes: list[Problem] | None = None,
) -> list[Problem]:
    """Every problem the API server would report for `doc` under `schema` (empty when valid).

    `schema` and `components` take the shapes `apply_defaults` takes. What could not be
    checked (a CEL transition rule, a Kubernetes-only CEL function, a pattern we cannot
    translate exactly) is appended to `notes` when given, else raised as an
    `UnevaluatedRuleWarning`: never skipped silently. Raises SchemaError for a bad schema.
    """
    return _problems(doc, schema, components, notes, lazy=False)


def validate_lazily(
    doc: Any, schema: Mapping[str, Any] | None, components: Mapping[str, Any] | None, notes: list[Problem]
) -> list[Problem]:
    """`validate_document`, compiling only the parts of the schema that `doc` reaches (a
    default checked against the schemas of a whole API, `components` perhaps built as they
    are asked for): a SchemaError only for a bad part it reaches."""
    return _problems(doc, schema, components, notes, lazy=True)


def _problems(
    doc: Any, schema: Mapping[str, Any] | None, components: Mapping[str, Any] | None, notes: list[Problem] | None,
    lazy: bool,
) -> list[Problem]:
    if schema is None:
        return []
    found: list[Problem] = []
    compile_validator(schema, components, lazy)(doc, (), found)
    problems, seen = [], set()
    for p in found:
        if (p.path, p.message) in seen:
            continue
        seen.add((p.path, p.message))
        if not p.note:
            problems.append(p)
        elif notes is not None:
            notes.append(p)
        else:
            warnings.warn(str(p), UnevaluatedRuleWarning, stacklevel=3)
    return problems
