"""DG110: a validation marker that cannot apply where it stands: to its field's or type's JSON
type (`MinLength` on an int, `MinItems` on a string, an enum value of the wrong type), with
bounds that exclude every value (`Minimum` > `Maximum`, `MinLength` > `MaxLength`), a `Pattern`
that is not a regular expression Kubernetes can run the same way (Go's RE2 syntax), a CEL rule
that does not compile, `UniqueItems` in a CRD, or a marker above something it does not describe
(`+kubebuilder:validation:ExactlyOneOf` on a field, `+nullable` on a named type); also a title
that is not a string, bounds and enum values an `int32` / `int64` position cannot hold, a
`Format` the API server does not know, an exclusive bound without its bound, an
`externalDocs` url Go's `url.ParseRequestURI` refuses, and a marker (a field's, a named type's,
an `items:` form's) that controller-gen's flattener leaves without effect over the named type
below it (an `Enum` under the type's enum, a numeric `Format` other than the type's, an
exclusive bound whose bound the type declares differently: the two bounds go into an `allOf`,
apart from the flag).

controller-gen refuses some of these when it writes the CRD (after the Go code compiled and
the tests passed), the API server others when the CRD is applied, and some nobody refuses: a
`Pattern` Python's `re` reads differently from Go's `regexp` would let the two defaulting and
validating paths disagree. A field's markers are checked against its type with its named type's
constraints included (a field's `MinLength=10` under its type's `MaxLength=5` is refused at the
field); a named type's and a class's own markers where they stand. An unknown `Format` is
accepted by the API server with only a warning ("unrecognized format") and then validates
nothing, and `exclusiveMinimum: true` without a `minimum` is accepted and means nothing: markers
that silently do nothing are errors here, as everywhere in defaultgen.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from ...diagnostics import Diagnostic, Severity
from ...source.model import (
    Constraints,
    ListOf,
    Marker,
    MarkerKind,
    ModuleDecl,
    Optional,
    Span,
    Type,
)
from ...source.registry import APPLIES, REGISTRY, Target
from ...source.universe import Universe
from ...source.spelling import nearest
from ._context import Context, as_json, field_name, schema_type

CODE = "DG110"
SEVERITY = Severity.ERROR
SUMMARY = (
    "Put each validation marker where it can apply: numbers' bounds on numbers, lengths and patterns on strings, "
    "item counts on lists, with bounds some value fits, a Go (RE2) regular expression, a CEL rule that compiles."
)

EXAMPLE_BAD = """\
from dataclasses import dataclass, field
from typing import Optional


@dataclass
class Spec:
    # +kubebuilder:validation:MinLength=1
    replicas: Optional[int] = None
    # +kubebuilder:validation:Minimum=10
    # +kubebuilder:validation:Maximum=1
    size: Optional[int] = None
"""

EXAMPLE_GOOD = """\
from dataclasses import dataclass, field
from typing import Optional


@dataclass
class Spec:
    # +kubebuilder:validation:Minimum=1
    replicas: Optional[int] = None
    # +kubebuilder:validation:Minimum=1
    # +kubebuilder:validation:Maximum=10
    size: Optional[int] = None
"""

_KINDS = {"integer": "integers", "number": "numbers", "string": "strings", "int-or-string": "`int | str`",
          "array": "lists", "object": "objects and dicts", "boolean": "booleans"}  # fmt: skip
_TYPES = ("string", "integer", "number", "boolean", "object", "array")
_PAIRS = (("minimum", "maximum"), ("minLength", "maxLength"), ("minItems", "maxItems"), ("minProperties", "maxProperties"))
_COUNTS = ("minLength", "maxLength", "minItems", "maxItems", "minProperties", "maxProperties")
_ATTRIBUTE = {
    "minimum": "minimum", "maximum": "maximum", "multipleOf": "multiple_of", "minLength": "min_length",
    "maxLength": "max_length", "minItems": "min_items", "maxItems": "max_items", "minProperties": "min_properties",
    "maxProperties": "max_properties", "exclusiveMinimum": "exclusive_minimum", "exclusiveMaximum": "exclusive_maximum",
    "pattern": "pattern", "uniqueItems": "unique_items",
}  # fmt: skip
# Go's integer widths, as `Format` names them (kube-openapi publishes Go's int32 / int64 so)
_WIDTHS = {"int32": (-(2**31), 2**31 - 1), "int64": (-(2**63), 2**63 - 1)}
# formats openapi-gen publishes for Go types that the API server's strfmt list lacks
_OPENAPI_FORMATS = ("int32", "int64", "float", "double", "int-or-string")
# the marker each keyword is written with, for messages
_MARKER = {d.keyword: d.name for d in REGISTRY.values() if d.kind is MarkerKind.VALIDATION and not d.items and d.keyword}


def check(context: Context) -> Iterator[Diagnostic]:
    universe = context.universe
    in_crd: dict[str, bool] = {}  # by module name: asked once a module, not once a field

    def crd_package(module: ModuleDecl) -> bool:
        found = in_crd.get(module.module)
        if found is None:
            found = in_crd[module.module] = _in_crd_package(module, universe)
        return found

    for cls, field in context.own_fields():
        label = f"field {field_name(field)}"
        yield from _misplaced(context, cls.module, field.decl.markers, Target.FIELD)
        crd = crd_package(cls.module)
        for span, problem in _problems(field.constraints, field.type, universe, crd):
            yield context.report(cls.module, span, f"{label}: {problem}")
        own = {keyword for keyword, _ in field.constraints.spans}
        combined = universe.field_constraints(field)
        below = universe.type_constraints(field.type)
        for span, problem in (*_bounds(_tightest(combined), own), *_limits(combined, own), *_dropped(field.constraints, below)):
            yield context.report(cls.module, span, f"{label}: {problem}")
    for named in context.named_types():
        yield from _misplaced(context, named.module, named.decl.markers, Target.TYPE)
        crd = crd_package(named.module)
        for span, problem in _problems(named.constraints, named.target, universe, crd):
            yield context.report(named.module, span, f"type `{named.name}`: {problem}")
        own = {keyword for keyword, _ in named.constraints.spans}
        below = universe.type_constraints(named.target)
        for span, problem in (*_bounds(named.constraints, own), *_limits(named.constraints, own), *_dropped(named.constraints, below)):
            yield context.report(named.module, span, f"type `{named.name}`: {problem}")
    for module in context.modules():
        for decl in module.classes:
            if decl.is_dataclass:
                yield from _misplaced(context, module, decl.markers, Target.CLASS)
                cls = universe.dataclass(f"{module.module}.{decl.name}")
                for span, problem in _class_problems(cls.constraints, cls, universe):
                    yield context.report(module, span, f"class `{decl.name}`: {problem}")
            else:
                yield from _misplaced(context, module, decl.markers, Target.CLASS)


def _misplaced(context: Context, module: ModuleDecl, markers: tuple[Marker, ...], where: Target) -> Iterator[Diagnostic]:
    """Markers above something they do not describe (a default there is DG104's), and a title
    that is not a string (controller-gen's Title marker refuses it: "expected string")."""
    for marker in markers:
        if marker.kind is MarkerKind.DEFAULT or marker.name not in REGISTRY:
            continue
        targets = REGISTRY[marker.name].targets
        if where not in targets:
            fits = " or ".join(f"a {t.value}" for t in Target if t in targets)
            yield context.report(module, marker.span, f"`+{marker.name}` applies to {fits}, not to a {where.value}")
        elif marker.name == "kubebuilder:title" and marker.error is None and not isinstance(marker.value, str):
            written, quoted = as_json(marker.value), as_json(as_json(marker.value))
            message = f"`+kubebuilder:title` must be a string, got {written}; quote it: `+kubebuilder:title={quoted}`"
            yield context.report(module, marker.span, message)


def _problems(c: Constraints, type_: Type, universe: Universe, crd: bool) -> Iterator[tuple[Span, str]]:
    """What is wrong with the constraints declared at one position of type `type_`."""
    if c.empty:
        return
    json_type = schema_type(type_, universe)
    if c.type is not None:
        if c.type not in _TYPES:
            yield _at(c, "type"), f"`Type={c.type}` is not a JSON schema type (one of {', '.join(_TYPES)})"
        else:
            json_type = c.type
    yield from _own(c, json_type, crd)
    if c.items is not None and not c.items.empty:
        plain = universe.underlying(type_.inner if isinstance(type_, Optional) else type_)
        if not isinstance(plain, ListOf):
            yield c.items.spans[0][1], "`items:` markers apply to lists only"
        else:
            yield from _problems(c.items, plain.item, universe, crd)
            yield from _dropped(c.items, universe.type_constraints(plain.item), "items: ")
            item_own = {keyword for keyword, _ in c.items.spans}
            yield from _bounds(c.items, item_own, "items: ")
            yield from _limits(c.items, item_own, "items: ")


def _class_problems(c: Constraints, cls, universe: Universe) -> Iterator[tuple[Span, str]]:  # type: ignore[no-untyped-def]
    yield from _own(c, "object", crd=False)
    yield from _bounds(c, {keyword for keyword, _ in c.spans})
    wire = {f.wire_name: f for f in cls.wire_fields}
    for keyword, groups in (("exactlyOneOf", c.exactly_one_of), ("atMostOneOf", c.at_most_one_of),
                            ("atLeastOneOf", c.at_least_one_of)):  # fmt: skip
        spans = [span for name, span in c.spans if name == keyword]
        for group, span in zip(groups, spans, strict=False):
            unknown = [name for name in group if name not in wire]
            if unknown:
                yield span, f"`{keyword}` names no field `{unknown[0]}` (by its wire name: {', '.join(sorted(map(str, wire)))})"
            for name in group:
                if name in wire and wire[name].decl.markers_of(MarkerKind.REQUIRED):
                    yield span, f"field `{name}` is in an `{keyword}` group and cannot be marked required"


def _own(c: Constraints, json_type: str | None, crd: bool) -> Iterator[tuple[Span, str]]:
    for keyword, span in c.spans:
        allowed = APPLIES.get(keyword)
        if allowed is not None and json_type is not None and json_type not in allowed:
            kinds = " and ".join(_KINDS[k] for k in allowed)
            yield span, f"`+{_MARKER.get(keyword, keyword)}` applies to {kinds}, not to {_a(json_type)}"
            continue
        value = getattr(c, _ATTRIBUTE[keyword]) if keyword in _ATTRIBUTE else None
        if keyword in ("minimum", "maximum", "multipleOf") and json_type == "integer" and value != int(value):
            yield span, f"`{keyword}` {value} is not an integer, but the field is"
        elif keyword == "multipleOf" and value <= 0:
            yield span, f"`multipleOf` must be greater than 0, got {value}"
        elif keyword in _COUNTS and value < 0:
            yield span, f"`{keyword}` cannot be negative, got {value}"
        elif keyword == "pattern":
            from ...validate.goregex import GoRegexError, compile_go  # ~40 ms: only where a pattern is

            try:
                compile_go(str(value))
            except GoRegexError as exc:
                yield span, f"`Pattern` is not a regular expression Kubernetes runs the same way: {exc}"
        elif keyword == "uniqueItems" and value and crd:
            yield span, "a CRD cannot have `uniqueItems: true` (the API server refuses it): use `+listType=set`, which it enforces"
        elif keyword == "format" and c.format in _WIDTHS and json_type not in (None, "integer"):
            yield span, f"`Format={c.format}` is an integer width, but the position is {_a(json_type)}"
        elif keyword == "externalDocs" and c.external_docs is not None and not _is_url(c.external_docs[0]):
            yield span, (
                f"`+kubebuilder:externalDocs` url {as_json(c.external_docs[0])} is not a URL controller-gen accepts "
                "(Go's url.ParseRequestURI refuses it): write an absolute URL or path"
            )
        elif keyword == "format" and c.format and not _known_format(c.format):
            names = _format_names()
            close = nearest(c.format, names)
            hint = f"did you mean `{close}`?" if close else f"known: {', '.join(names)}"
            yield span, (
                f"`Format={c.format}` is no format the API server knows: it would accept the CRD with a warning "
                f"(`unrecognized format`) and validate nothing; {hint}"
            )
        elif keyword == "enum" and json_type is not None:
            wrong = [v for v in c.enum or () if not _fits(v, json_type)]
            if wrong:
                yield span, f"enum value {as_json(wrong[0])} is not {_a(json_type)}"
    rules = [span for keyword, span in c.spans if keyword == "x-kubernetes-validations"]
    if c.rules:
        from ...validate.cel import compile_rule  # loads cel-cpp: only where a rule is
    for rule, span in zip(c.rules, rules, strict=False):
        error = compile_rule(rule.rule)
        if error is not None:
            yield span, f"the CEL rule `{rule.rule}` does not compile: {error}"


def _bounds(c: Constraints, own: set[str], prefix: str = "") -> Iterator[tuple[Span, str]]:
    """Bounds no value fits (`Minimum` > `Maximum`, ...), reported at the one of the two that
    this position declares (a named type's own pair is reported at the type)."""
    for low, high in _PAIRS:
        lo, hi = getattr(c, _ATTRIBUTE[low]), getattr(c, _ATTRIBUTE[high])
        if lo is None or hi is None or not (own & {low, high}):
            continue
        empty = lo > hi or (low == "minimum" and lo == hi and (c.exclusive_minimum or c.exclusive_maximum))
        if empty:
            where = low if low in own else high
            span = _at(c, where)
            yield span, f"{prefix}`{low}` {lo} and `{high}` {hi} leave no value that fits"


def _limits(c: Constraints, own: set[str], prefix: str = "") -> Iterator[tuple[Span, str]]:
    """Bounds and enum values an int32 / int64 position can never hold (its `Format`, its own or
    its named type's), and an exclusive bound without the bound it excludes (controller-gen
    publishes `exclusiveMinimum: true` alone and the API server lets it mean nothing)."""
    width = _WIDTHS.get(c.format or "")
    if width is not None:
        low, high = width
        for keyword in ("minimum", "maximum"):
            value = getattr(c, keyword)
            if keyword in own and value is not None and not low <= value <= high:
                yield _at(c, keyword), f"{prefix}`{keyword}` {value} is outside `{c.format}` ({low} to {high})"
        if "enum" in own:
            outside = [v for v in c.enum or () if isinstance(v, int) and not isinstance(v, bool) and not low <= v <= high]
            if outside:
                yield _at(c, "enum"), f"{prefix}enum value {outside[0]} is outside `{c.format}` ({low} to {high})"
    for flag, bound in (("exclusiveMinimum", "minimum"), ("exclusiveMaximum", "maximum")):
        if flag in own and getattr(c, _ATTRIBUTE[flag]) and getattr(c, bound) is None:
            marker = _MARKER[bound].rpartition(":")[2]
            paired = [getattr(m, bound) for m in c.all_of if getattr(m, bound) is not None]
            if paired:  # the field's bound and its type's differ: both stand apart, in an allOf
                yield _at(c, flag), (
                    f"{prefix}`{flag}` excludes nothing here: this `{marker}` and its named type's differ "
                    f"({' and '.join(map(str, paired))}), so both are published in an `allOf`, apart from the flag "
                    f"(controller-gen's flattener); declare the type's `{marker}` or none"
                )
            else:
                fix = f"add `+{_MARKER[bound]}=<value>` or drop it"
                yield _at(c, flag), f"{prefix}`{flag}` without a `{marker}` excludes nothing: {fix}"


def _dropped(own: Constraints, below: Constraints, prefix: str = "") -> Iterator[tuple[Span, str]]:
    """Markers (a field's, a named type's, an `items:` form's) that controller-gen's flattener
    leaves without effect over the named type below them: an `Enum` (the type's enum is kept,
    the outer one dropped), and a numeric `Format` other than the type's (both go into an
    allOf, where the API server drops a numeric format, so neither width is checked)."""
    if own.enum is not None and below.enum is not None and own.enum != below.enum:
        yield _at(own, "enum"), (
            f"{prefix}this `Enum` is never published: controller-gen keeps its named type's enum "
            f"({as_json(list(below.enum))}); change the type's enum or use another type"
        )
    numeric = ("int32", "int64", "float", "double")
    if own.format in numeric and below.format is not None and own.format != below.format:
        yield _at(own, "format"), (
            f"{prefix}`Format={own.format}` differs from its named type's `{below.format}`: both are published in an "
            "`allOf`, where the API server ignores a numeric format, so neither width is checked; declare one"
        )
    if own.items is not None and below.items is not None:
        yield from _dropped(own.items, below.items, f"{prefix}items: ")


def _tightest(c: Constraints) -> Constraints:
    """`c` with the bounds of its allOf pairs (`Constraints.all_of`) folded in, the tightest of
    each kept: all of them must hold, so together they can leave no value."""
    if not c.all_of:
        return c
    tightest: dict[str, object] = {}
    for low, high in _PAIRS:
        for keyword, pick in ((low, max), (high, min)):
            attribute = _ATTRIBUTE[keyword]
            values = [v for v in (getattr(m, attribute) for m in (c, *c.all_of)) if v is not None]
            if values and getattr(c, attribute) is None:
                tightest[attribute] = pick(values)
                if keyword in ("minimum", "maximum"):  # a flag applies to the schema's own bound only
                    tightest[_ATTRIBUTE[f"exclusive{keyword[0].upper()}{keyword[1:]}"]] = False
    return replace(c, **tightest)


def _known_format(name: str) -> bool:
    from ...validate.formats import is_crd_format  # compiles its patterns: only where a format is

    return name in _OPENAPI_FORMATS or is_crd_format(name)


def _is_url(text: str) -> bool:
    from ...validate.formats import check

    return bool(check("uri", text))  # strfmt's uri is Go's url.ParseRequestURI, as controller-gen's check


def _format_names() -> list[str]:
    """For suggestions: the API server's CRD formats (as `validate.formats` names them, and
    `date-time` as it is usually written) and openapi-gen's."""
    from ...validate.formats import FORMATS

    return [*FORMATS, "date-time", "quantity", *_OPENAPI_FORMATS]


def _at(c: Constraints, keyword: str) -> Span:
    span = c.span_of(keyword)
    assert span is not None
    return span


def _fits(value: object, json_type: str) -> bool:
    if json_type in ("string",):
        return isinstance(value, str)
    if json_type == "integer":
        return isinstance(value, int) and not isinstance(value, bool)
    if json_type == "number":
        return isinstance(value, int | float) and not isinstance(value, bool)
    if json_type == "boolean":
        return isinstance(value, bool)
    if json_type == "int-or-string":
        return isinstance(value, str | int) and not isinstance(value, bool)
    return True


def _a(json_type: str) -> str:
    return {"integer": "an integer", "array": "a list", "object": "an object", "int-or-string": "an `int | str`"}.get(
        json_type, f"a {json_type}"
    )


def _in_crd_package(module: ModuleDecl, universe: Universe) -> bool:
    """Whether a module's types go into CRDs: it has a resource kind (`+kubebuilder:object:root`)
    or belongs to an API group (`+groupName` in it or an enclosing package's `__init__.py`)."""
    if any(m.name == "kubebuilder:object:root" for cls in module.classes for m in cls.markers):
        return True
    parts = module.module.split(".")
    for depth in range(len(parts), 0, -1):
        place = module.markers if depth == len(parts) else universe.module_markers(".".join(parts[:depth]))
        if any(m.name == "groupName" for m in place):
            return True
    return False
