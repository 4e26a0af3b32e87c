"""Validation markers for the random universes of tests/strategies.py (SPEC §8, §1's widths and
semantic markers): what a position declares (`Cons`, this test's own small model, never read
back through defaultgen), how a source spells it (`marker_lines`, in controller-gen's
spellings: `=` and `:=`, bare, backquoted and double-quoted strings, `A;B` and `{A,B}` enums,
`XValidation`'s named arguments, `items:` forms, `+k8s:listType`), which values it admits
(`admits`, written from the OpenAPI keywords' meaning and Go's regexp, with the patterns and
formats limited to a small table whose answers are known), and the boundary values a document
draws around it (`boundary_scalars`, `boundary_sizes`).

A universe draws its defaults first; `draw_constraints` then gives each field, named type,
list item position and dataclass only markers that lint accepts there (DG110: the keyword fits
the JSON type, bounds leave a value, `UniqueItems` only outside CRD modules) and that every
written default admits as written (the API server checks a CRD's defaults: SPEC §2 DG308), so
the universe stays lint-clean; where a field could be absent for the schema but not for the
decoder, its zero value must be admitted too (DG309).
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field, fields, replace

from hypothesis import strategies as st

# Go patterns whose meaning defaultgen translates (SPEC §8: anchors, classes, `\d`, alternation),
# each with the same test written for Python's `re` by hand (Go's `$` is the end of the text,
# `\d` and POSIX classes are ASCII), and strings that match and nearly match.
PATTERNS: dict[str, tuple[str, tuple[str, ...], tuple[str, ...]]] = {
    "^[a-z]+$": (r"\A[a-z]+\Z", ("a", "abc", "zz"), ("", "Abc", "abc\n", "a-b", "é")),
    r"^\d{1,3}$": (r"\A[0-9]{1,3}\Z", ("7", "123"), ("", "1234", "١٢", "12\n", "x1")),
    "^(foo|bar)-[0-9]+$": (r"\A(foo|bar)-[0-9]+\Z", ("foo-1", "bar-42"), ("baz-1", "foo-", "foo-1x", "foobar-1")),
    "^[[:alpha:]]+$": (r"\A[A-Za-z]+\Z", ("abc", "XY"), ("ab1", "é", "", "a b")),
    r"\w+": (r"[A-Za-z0-9_]", ("a", "_", "a b"), ("", "-", "é", " ")),
    "^$|^[A-Z][a-z0-9]*$": (r"\A\Z|\A[A-Z][a-z0-9]*\Z", ("", "A", "Ab1"), ("a", "AB", " A")),
}
# formats kube-openapi's strfmt knows, with values on either side of them (SPEC §8)
FORMATS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "date-time": (("2024-01-02T03:04:05Z", "2024-01-02T03:04:05.5+02:00"), ("2024-01-02", "yesterday", "")),
    "uuid": (("123e4567-e89b-12d3-a456-426614174000",), ("123e4567-e89b-12d3-a456", "not-a-uuid", "")),
    "hostname": (("example.com", "a"), ("-bad-", "a" * 64 + ".com", "", "under_score")),
    "byte": (("aGVsbG8=", "YQ=="), ("not base64!", "YQ=", "")),
}
SIZE_RULE = "self.size() <= 3"
ENUM_WORDS = ("", "a", "b", "Always", "IfNotPresent", "x-y", "v1.2")


@dataclass
class Cons:
    """The validation markers drawn at one position (None / False / empty: not declared)."""

    minimum: int | float | None = None
    exclusive_minimum: bool = False
    maximum: int | float | None = None
    exclusive_maximum: bool = False
    multiple_of: int | float | None = None
    min_length: int | None = None
    max_length: int | None = None
    pattern: str | None = None
    format: str | None = None  # a string format, or an integer width (int32 / int64)
    enum: tuple[object, ...] | None = None
    min_items: int | None = None
    max_items: int | None = None
    unique_items: bool = False
    min_properties: int | None = None
    max_properties: int | None = None
    rules: tuple[str, ...] = ()
    nullable: bool = False
    list_type: str | None = None  # atomic | set | map (a semantic marker)
    list_map_keys: tuple[str, ...] = ()
    items: Cons | None = None
    seed: int = 0  # picks spellings

    def kinds(self) -> set[str]:
        """The marker kinds declared here (an `items:` form counts as its own kind)."""
        out = set()
        for f in fields(self):
            value = getattr(self, f.name)
            if f.name in ("seed", "items", "list_map_keys") or value in (None, False, ()):
                continue
            if f.name == "format":
                out.add("width" if value in ("int32", "int64") else f"format:{value}")
            elif f.name == "list_type":
                out.add(f"listType={value}")
            elif f.name == "rules":
                out.add("XValidation")
            else:
                out.add(f.name)
        if self.items is not None:
            out |= {f"items:{k}" for k in self.items.kinds()}
        return out


def overlay(base: Cons | None, over: Cons | None) -> Cons | None:
    """A named type's constraints under a field's, for drawing documents at the bounds: a
    keyword the field declares wins, CEL rules accumulate. (Where both declare one, the schema
    keeps both as an allOf pair, `settle`; the field's bound is the one drawn near.)"""
    if base is None or over is None:
        return over or base
    merged = {}
    for f in fields(Cons):
        mine, theirs = getattr(over, f.name), getattr(base, f.name)
        if f.name == "rules":
            merged[f.name] = theirs + mine
        elif f.name == "items":
            merged[f.name] = overlay(theirs, mine)
        else:
            merged[f.name] = theirs if mine in (None, False, ()) else mine
    return Cons(**merged)


def settle(c: Cons | None, below: list[Cons | None]) -> Cons | None:
    """`c`, drawn for a level above `below` (the constraints of the named types under a field,
    an `items:` form or a named type), without what DG110 refuses there: where two levels
    declare a keyword differently, the schema keeps both as an `allOf` pair (controller-gen's
    flattener) and the generated code checks both, which the property exercises; but the type's
    `enum` is kept and the field's dropped, a pair of widths checks neither, an exclusive flag
    stays apart from its paired bound, and bounds can leave no value together."""
    if c is None:
        return None
    below = [b for b in below if b is not None]
    for b in below:
        if b.enum is not None:
            c.enum = None
        if c.format in ("int32", "int64") and b.format in ("int32", "int64") and b.format != c.format:
            c.format = None
        for bound, flag in (("minimum", "exclusive_minimum"), ("maximum", "exclusive_maximum")):
            if getattr(b, bound) is not None and getattr(c, bound) not in (None, getattr(b, bound)):
                setattr(c, flag, False)
    for low, high in (("minimum", "maximum"), ("min_length", "max_length"), ("min_items", "max_items"),
                      ("min_properties", "max_properties")):  # fmt: skip
        lows = [getattr(x, low) for x in (c, *below) if getattr(x, low) is not None]
        highs = [getattr(x, high) for x in (c, *below) if getattr(x, high) is not None]
        if lows and highs and max(lows) >= min(highs) and (max(lows) > min(highs) or low == "minimum"):
            setattr(c, low, None)
            setattr(c, high, None)
            if low == "minimum":
                c.exclusive_minimum = c.exclusive_maximum = False
    c.items = settle(c.items, [b.items for b in below])
    return None if not c.kinds() else c


# --------------------------------------------------------------------------- what is admitted


def admits(c: Cons | None, value: object, kind: str) -> bool:
    """Whether `value` (JSON, of a position whose JSON kind is `kind`: "int", "float", "str",
    "list", "dict", "object", "other") passes every keyword of `c` that the generated code
    and `validate_document` check alike (CEL rules included: DG308 evaluates them on defaults)."""
    if c is None or value is None:
        return True
    return all(_admits(c, name, value, kind) for name in _KEYWORDS)


_KEYWORDS = ("minimum", "maximum", "multiple_of", "length", "pattern", "format", "enum", "items", "properties",
             "unique", "rules")  # fmt: skip


def _as_checked(bound: float, value: object) -> float:
    """The bound kube-openapi compares `value` with: an integer is checked against int64(bound)
    (`MinimumNativeType`: a fractional bound truncated toward zero), so `0` fails
    `exclusiveMinimum: -0.5` in a written default (DG308) though the number exceeds it."""
    return math.trunc(bound) if isinstance(value, int) and not isinstance(value, bool) else bound


def _admits(c: Cons, keyword: str, value: object, kind: str) -> bool:
    if keyword == "minimum" and c.minimum is not None and kind in ("int", "float"):
        bound = _as_checked(c.minimum, value)
        return value > bound or (value == bound and not c.exclusive_minimum)
    if keyword == "maximum" and c.maximum is not None and kind in ("int", "float"):
        bound = _as_checked(c.maximum, value)
        return value < bound or (value == bound and not c.exclusive_maximum)
    if keyword == "multiple_of" and c.multiple_of is not None and kind in ("int", "float"):
        if isinstance(value, int):  # kube-openapi: an integer is checked against int64(multipleOf)
            factor = math.trunc(c.multiple_of)
            return factor > 0 and value % factor == 0
        # exactly integral (the drawn factors are powers of two, so the quotient is exact): a
        # tolerance would admit -2.98e-165 under multipleOf 2, which kube-openapi refuses
        quotient = value / c.multiple_of
        return math.isfinite(quotient) and abs(quotient) < 2**52 and quotient == math.trunc(quotient)
    if keyword == "format" and c.format in ("int32", "int64") and kind == "int":
        bits = 31 if c.format == "int32" else 63
        return -(2**bits) <= value < 2**bits
    if kind == "str":
        if keyword == "length":
            return (c.min_length is None or len(value) >= c.min_length) and (c.max_length is None or len(value) <= c.max_length)
        if keyword == "pattern" and c.pattern is not None:
            return re.search(PATTERNS[c.pattern][0], value) is not None
        if keyword == "format" and c.format in FORMATS:
            return value in FORMATS[c.format][0]
    if keyword == "enum" and c.enum is not None:
        return any(type(value) is type(v) and value == v for v in c.enum)
    if keyword == "items" and kind == "list":
        return (c.min_items is None or len(value) >= c.min_items) and (c.max_items is None or len(value) <= c.max_items)
    if keyword == "properties" and kind in ("dict", "object"):
        n = len(value)
        return (c.min_properties is None or n >= c.min_properties) and (c.max_properties is None or n <= c.max_properties)
    if keyword == "unique" and kind == "list" and (c.list_type in ("set", "map") or c.unique_items):
        keys = [_key(c, v) for v in value if v is not None]
        return len(set(keys)) == len(keys)
    if keyword == "rules":
        return all(_rule_holds(rule, value, kind) for rule in c.rules)
    return True


def _key(c: Cons, item: object) -> str:
    """What two items of a unique list are compared by: `uniqueItems` as reflect.DeepEqual
    compares decoded JSON (every number a float64, so `0`, `-0.0` and `0.0` are one value);
    a set list's item and a map list's key as apiextensions' listtype compares them (a scalar
    by its Go value: int64 `0` is not float64 `0.0`, but `-0.0` is `0.0`; an object or a list
    by its JSON text, an integral float written as an integer)."""
    import json

    if c.unique_items:
        return json.dumps(_as_decoded(item), sort_keys=True)
    if c.list_type == "map" and isinstance(item, dict):
        keys = c.list_map_keys
        if len(keys) == 1 and keys[0] not in item:
            return '["no key field set"]'
        item = item[keys[0]] if len(keys) == 1 else {k: item[k] for k in keys if k in item}
    if isinstance(item, dict | list):
        return json.dumps(["json", _integral(item)], sort_keys=True)
    return json.dumps([type(item).__name__, item + 0.0 if isinstance(item, float) else item])


def _integral(value: object) -> object:
    """`value` with every integral float written as an integer (`1.0` as `1`), as Go's JSON
    text of a decoded object writes it."""
    return _each_number(value, lambda x: int(x) if isinstance(x, float) and x.is_integer() and abs(x) < 1e21 else x)


def _as_decoded(value: object) -> object:
    """`value` as Go decodes JSON into interface{}: every number a float64 (`-0.0` is `0.0`;
    one with no float64 is left as it is: Go refuses the document before comparing anything)."""

    def as_float(x: int | float) -> object:
        try:
            return float(x) + 0.0
        except OverflowError:
            return x

    return _each_number(value, as_float)


def _each_number(value: object, change) -> object:
    """`value` with `change` applied to every number in it (not to booleans)."""
    if isinstance(value, int | float) and not isinstance(value, bool):
        return change(value)
    if isinstance(value, list):
        return [_each_number(v, change) for v in value]
    if isinstance(value, dict):
        return {k: _each_number(v, change) for k, v in value.items()}
    return value


def _rule_holds(rule: str, value: object, kind: str) -> bool:
    if rule == SIZE_RULE:
        return len(value) <= 3
    if rule.startswith("self >= 0"):
        return value >= 0
    a, b = _equal_pair(rule)
    return a not in value or b not in value or value[a] == value[b]


def equal_rule(a: str, b: str) -> str:
    return f"!has(self.{a}) || !has(self.{b}) || self.{a} == self.{b}"


def _equal_pair(rule: str) -> tuple[str, str]:
    match = re.fullmatch(r"!has\(self\.(\w+)\) \|\| !has\(self\.(\w+)\) \|\| self\.\w+ == self\.\w+", rule)
    assert match, rule
    return match.group(1), match.group(2)


# --------------------------------------------------------------------------- drawing


def restated(below: list[Cons | None]) -> frozenset[str]:
    """The picks of `draw_scalar` / `draw_collection` that declare a keyword a level below
    declares too: drawn often, so the two levels' values form allOf pairs (`settle`)."""
    names = {"minimum": "minimum", "maximum": "maximum", "multiple_of": "multiple", "min_length": "min",
             "max_length": "max", "pattern": "pattern", "min_items": "min", "max_items": "max",
             "min_properties": "min", "max_properties": "max"}  # fmt: skip
    return frozenset(pick for b in below if b is not None for attr, pick in names.items() if getattr(b, attr) is not None)


def _picks(draw, options: list[str], prefer: frozenset[str], most: int) -> set[str]:
    picks = draw(st.sets(st.sampled_from(options), min_size=1, max_size=most))
    usable = sorted(prefer & set(options))
    return picks | draw(st.sets(st.sampled_from(usable))) if usable else picks


def draw_scalar(draw, kind: str, witnesses: list, *, crd: bool = False, prefer: frozenset[str] = frozenset()) -> Cons | None:
    """Markers for a scalar position of JSON kind "int", "float" or "str" that every witness
    (a value the position must admit) passes."""
    c = Cons(seed=draw(st.integers(0, 2**16)))
    if kind in ("int", "float"):
        numbers = [w for w in witnesses if isinstance(w, int | float) and not isinstance(w, bool)]
        lo, hi = (min(numbers), max(numbers)) if numbers else (None, None)
        picks = _picks(draw, ["minimum", "maximum", "multiple", "enum", "width", "rule"], prefer, 3)
        if any(abs(n) > 1e15 for n in numbers):
            picks -= {"minimum", "maximum", "multiple"}  # (bounds beside such a default prove little)
        step = 1 if kind == "int" else 0.5
        if "minimum" in picks:
            c.minimum = draw(st.sampled_from([-3, 0, 1, 5])) if lo is None else _floor(lo, step) - draw(st.sampled_from([0, 0, step, 2]))
            c.exclusive_minimum = draw(st.integers(0, 3)) == 0 and (lo is None or c.minimum < lo)
        if "maximum" in picks:
            base = max(c.minimum if c.minimum is not None else 0, 0)
            c.maximum = base + draw(st.sampled_from([1, 3, 10, 100])) if hi is None else _ceil(hi, step) + draw(st.sampled_from([0, 0, step, 2]))
            c.exclusive_maximum = draw(st.integers(0, 3)) == 0 and (hi is None or c.maximum > hi)
        if "multiple" in picks:
            c.multiple_of = draw(st.sampled_from([2, 3, 5] if kind == "int" else [0.5, 0.25, 2]))
        if "enum" in picks and kind == "int" and len(set(numbers)) <= 3:
            extra = draw(st.lists(st.integers(-2, 9), min_size=1, max_size=3))
            c.enum = tuple(dict.fromkeys([*numbers, *extra]))
        if "width" in picks and kind == "int":
            c.format = draw(st.sampled_from(["int32", "int32", "int64"]))
        if "rule" in picks:
            c.rules = ("self >= 0" if kind == "int" else "self >= 0.0",)
    elif kind == "str":
        texts = [w for w in witnesses if isinstance(w, str)]
        picks = _picks(draw, ["min", "max", "pattern", "format", "enum", "rule"], prefer, 3)
        if "min" in picks:
            c.min_length = draw(st.sampled_from([0, 1, 2])) if not texts else max(0, min(map(len, texts)) - draw(st.sampled_from([0, 0, 1])))
        if "max" in picks:
            base = max(c.min_length or 0, max(map(len, texts), default=0))
            c.max_length = base + draw(st.sampled_from([0, 1, 3, 8]))
        if "pattern" in picks:
            c.pattern = draw(st.sampled_from(sorted(PATTERNS)))
        if "format" in picks:
            c.format = draw(st.sampled_from(sorted(FORMATS)))
        if "enum" in picks:
            c.enum = tuple(dict.fromkeys([*texts, *draw(st.lists(st.sampled_from(ENUM_WORDS), min_size=1, max_size=3))]))
            if any(not re.fullmatch(r"[A-Za-z0-9._-]*", v) for v in c.enum):
                c.enum = None  # what a marker cannot spell plainly
        if "rule" in picks:
            c.rules = (SIZE_RULE,)
    return _admitted(c, witnesses, kind)


def draw_collection(
    draw, kind: str, witnesses: list, item_kind: str | None, *, map_keys: list[str], crd: bool, prefer: frozenset[str] = frozenset()
) -> Cons | None:
    """Markers for a list ("list") or dict ("dict") position: counts, a CEL size rule, and for
    lists `+listType` (set for scalar items, map with a key for dataclass items)."""
    c = Cons(seed=draw(st.integers(0, 2**16)))
    sizes = [len(w) for w in witnesses if isinstance(w, list | dict)]
    picks = _picks(draw, ["min", "max", "rule", "type", "type", "min", "max"], prefer, 3)
    lo_attr, hi_attr = ("min_items", "max_items") if kind == "list" else ("min_properties", "max_properties")
    if "min" in picks:
        setattr(c, lo_attr, draw(st.sampled_from([0, 1, 2])) if not sizes else max(0, min(sizes) - draw(st.sampled_from([0, 1]))))
    if "max" in picks:
        setattr(c, hi_attr, max(getattr(c, lo_attr) or 0, max(sizes, default=0)) + draw(st.sampled_from([0, 1, 2])))
    if "rule" in picks:
        c.rules = (SIZE_RULE,)
    if "type" in picks and kind == "list":
        if item_kind == "scalar":
            c.list_type = draw(st.sampled_from(["set", "set", "atomic"]))
            if c.list_type == "set" and not crd and draw(st.integers(0, 3)) == 0:
                c.list_type, c.unique_items = None, True  # outside CRDs (DG110)
        elif item_kind == "object" and map_keys:
            c.list_type = "map"
            c.list_map_keys = (draw(st.sampled_from(map_keys)),)
    return _admitted(c, witnesses, kind)


def draw_object(draw, witnesses: list, pairs: list[tuple[str, str]]) -> Cons | None:
    """Type-level markers of a dataclass: property counts, a CEL rule relating two fields."""
    c = Cons(seed=draw(st.integers(0, 2**16)))
    sizes = [len(w) for w in witnesses if isinstance(w, dict)]
    picks = draw(st.sets(st.sampled_from(["min", "max", "rule"]), min_size=1, max_size=2))
    if "min" in picks:
        c.min_properties = draw(st.sampled_from([0, 1])) if not sizes else min(sizes)
    if "max" in picks:
        c.max_properties = max(c.min_properties or 0, max(sizes, default=0)) + draw(st.sampled_from([0, 1, 3]))
    if "rule" in picks and pairs:
        c.rules = (equal_rule(*draw(st.sampled_from(pairs))),)
    return _admitted(c, witnesses, "object")


def _admitted(c: Cons, witnesses: list, kind: str) -> Cons | None:
    """`c` without the keywords some witness does not pass (a bound and its exclusivity go together)."""
    groups = {
        "minimum": ("minimum", "exclusive_minimum"), "maximum": ("maximum", "exclusive_maximum"),
        "multiple_of": ("multiple_of",), "length": ("min_length", "max_length"), "pattern": ("pattern",),
        "format": ("format",), "enum": ("enum",), "items": ("min_items", "max_items"),
        "properties": ("min_properties", "max_properties"), "unique": ("list_type", "list_map_keys", "unique_items"),
        "rules": ("rules",),
    }  # fmt: skip
    for keyword, attrs in groups.items():
        if not all(_admits(c, keyword, w, kind) for w in witnesses if w is not None):
            for attr in attrs:
                setattr(c, attr, getattr(Cons, attr) if attr != "list_map_keys" else ())
    if c.multiple_of is not None and c.minimum is not None and c.maximum is not None:
        first = math.ceil(c.minimum / c.multiple_of) * c.multiple_of
        if first == c.minimum and c.exclusive_minimum:
            first += c.multiple_of
        if first > c.maximum or (first == c.maximum and c.exclusive_maximum):
            c.multiple_of = None  # no value fits both (lint accepts it, but the position is then useless)
    return None if c.kinds() == set() else c


def _floor(value: float, step: float) -> int | float:
    out = math.floor(value / step) * step
    return int(out) if step == 1 else out


def _ceil(value: float, step: float) -> int | float:
    out = math.ceil(value / step) * step
    return int(out) if step == 1 else out


# --------------------------------------------------------------------------- boundary values


def boundary_scalars(c: Cons, kind: str) -> list:
    """Values at, just inside and just outside each bound of `c`, pattern matches and near
    misses, enum members and non-members: roughly half admitted, half refused."""
    out: list = []
    if kind in ("int", "float"):
        step = 1 if kind == "int" else 0.5
        for bound in (c.minimum, c.maximum):
            if bound is not None:
                out += [bound - step, bound, bound + step]
        if c.multiple_of is not None:
            out += [c.multiple_of * 3, c.multiple_of * 3 + step / 2 if kind == "float" else c.multiple_of * 3 + 1]
        if c.format in ("int32", "int64"):
            bits = 31 if c.format == "int32" else 63
            out += [2**bits - 1, 2**bits, -(2**bits), -(2**bits) - 1]
        if c.rules:
            out += [0, -step]
        if kind == "int":
            out = [int(v) for v in out if float(v).is_integer() and -(2**63) <= v < 2**63]
    elif kind == "str":
        for n in (c.min_length, c.max_length):
            if n is not None:
                out += ["x" * m for m in (n - 1, n, n + 1) if m >= 0]
        if c.pattern is not None:
            _, good, bad = PATTERNS[c.pattern]
            out += [*good, *bad]
            if c.max_length is not None:
                out += [g * (c.max_length + 1) for g in good[:1]]  # a match that is too long
        if c.format in FORMATS:
            out += [*FORMATS[c.format][0], *FORMATS[c.format][1]]
        if c.rules:
            out += ["abc", "abcd"]
    if c.enum is not None:
        out += list(c.enum)
        out += [9999] if kind in ("int", "float") else ["not-a-member"]
    return out


def boundary_sizes(c: Cons, kind: str) -> list[int]:
    """Item or property counts at, just inside and just outside each bound of `c`."""
    bounds = (c.min_items, c.max_items) if kind == "list" else (c.min_properties, c.max_properties)
    out = [m for n in bounds if n is not None for m in (n - 1, n, n + 1) if m >= 0]
    if c.rules:
        out += [3, 4]
    return out


def without(c: Cons | None, **changes) -> Cons | None:
    return None if c is None else replace(c, **changes)


# --------------------------------------------------------------------------- spellings


_V = "+kubebuilder:validation:"


def marker_lines(c: Cons | None, *, items: bool = False) -> list[str]:
    """The markers that declare `c`, in one of the ways real sources spell them."""
    if c is None:
        return []
    import random

    rng = random.Random(c.seed)
    prefix = _V + ("items:" if items else "")
    eq = "=" if rng.random() < 0.8 else ":="
    lines = []

    def number(name: str, value: int | float) -> None:
        lines.append(f"{prefix}{name}{eq}{_num(value)}")

    if c.minimum is not None:
        number("Minimum", c.minimum)
        if c.exclusive_minimum:
            lines.append(f"{prefix}ExclusiveMinimum{eq}true")
    if c.maximum is not None:
        number("Maximum", c.maximum)
        if c.exclusive_maximum:
            lines.append(f"{prefix}ExclusiveMaximum{eq}true")
    if c.multiple_of is not None:
        number("MultipleOf", c.multiple_of)
    for name, value in (("MinLength", c.min_length), ("MaxLength", c.max_length), ("MinItems", c.min_items),
                        ("MaxItems", c.max_items), ("MinProperties", c.min_properties), ("MaxProperties", c.max_properties)):  # fmt: skip
        if value is not None:
            number(name, value)
    if c.pattern is not None:
        bare = not any(ch in c.pattern for ch in ",;{}\"`") and rng.random() < 0.5
        text = c.pattern if bare else rng.choice([f"`{c.pattern}`", '"' + c.pattern.replace("\\", "\\\\") + '"'])
        lines.append(f"{prefix}Pattern{eq}{text}")
    if c.format is not None:
        lines.append(f"{prefix}Format{eq}{c.format}")
    if c.enum is not None:
        words = [_num(v) if isinstance(v, int) else (v if re.fullmatch("[A-Za-z][A-Za-z-]*", v) and rng.random() < 0.5 else f'"{v}"') for v in c.enum]
        lines.append(f"{prefix}Enum{eq}" + (";".join(words) if rng.random() < 0.7 else "{" + ",".join(words) + "}"))
    if c.unique_items:
        lines.append(f"{prefix}UniqueItems{eq}true")
    for rule in c.rules:
        message = f',message="{rule.split()[0]} fails"' if rng.random() < 0.5 else ""
        lines.append(f'{prefix}XValidation:rule="{rule}"{message}')
    if c.nullable:
        lines.append("+nullable")
    if c.list_type is not None:
        k8s = "k8s:" if rng.random() < 0.3 else ""
        lines.append(f"+{k8s}listType={c.list_type}")
        lines += [f"+{k8s}listMapKey={key}" for key in c.list_map_keys]
    if c.items is not None:
        lines += marker_lines(c.items, items=True)
    rng.shuffle(lines)
    return lines


def _num(value: int | float) -> str:
    return str(int(value)) if value == int(value) else repr(value)
