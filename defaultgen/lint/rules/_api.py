"""What the API-conventions rules (DG4xx, SPEC §12) share: their settings and the conventions'
vocabulary read from the one model and the one marker grammar.

Each DG4xx module names the kube-api-linter (KAL) linter it translates (`KAL = "defaults"`),
whether KAL enables it by default (`API = True`: the rules `select = ["API"]` turns on), and its
settings (`SETTINGS`: KAL's configuration keys, spelled as KAL's `lintersConfig` spells them,
with their dotted path for nested ones: `"pointers.preference"`). In pyproject.toml they are
`[tool.defaultgen.api-conventions.<KAL name>]`, the tables of KAL's YAML as TOML:

    [tool.defaultgen.api-conventions.conditions]
    isFirstField = "Ignore"
    [tool.defaultgen.api-conventions.optionalfields.pointers]
    preference = "WhenRequired"

`checked_settings` reads that table for `defaultgen.settings` (an unknown linter or key, or a
bad value, is a usage error naming it, exit 2); a rule reads its values with
`context.option(key)`, which falls back to the declared default.
"""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, NamedTuple

from ...source.discover import UsageError
from ...source.model import (
    ClassDecl,
    ClassRef,
    Comment,
    DataClass,
    DictOf,
    Field,
    FieldDecl,
    ListOf,
    MarkerKind,
    ModuleDecl,
    NamedRef,
    NamedTypeDecl,
    Optional,
    Scalar,
    Span,
    Special,
    Type,
)
from ...source.registry import lookup

from ._context import field_name

if TYPE_CHECKING:
    from ._context import Context

# KAL's policies (a fix, a finding without a fix, nothing; or the opposite of a fix)
SUGGEST_FIX, WARN, IGNORE, FORBID = "SuggestFix", "Warn", "Ignore", "Forbid"


@dataclass(frozen=True)
class Option:
    """One KAL setting: its default, the values it may take (`choices`, for a string), or a
    `check` that returns the value read (raising ValueError with what is wrong) for anything
    else: lists of tables, regular expressions."""

    default: Any
    help: str
    choices: tuple[str, ...] = ()
    check: Callable[[Any], Any] | None = None

    def read(self, value: Any) -> Any:
        if self.check is not None:
            return self.check(value)
        if self.choices:
            if value not in self.choices:
                raise ValueError(f"must be one of {', '.join(self.choices)}, not {value!r}")
            return value
        if not isinstance(value, type(self.default)) or isinstance(value, bool) is not isinstance(self.default, bool):
            raise ValueError(f"must be a {type(self.default).__name__}, not {value!r}")
        return value


def policy(default: str, *choices: str, what: str) -> Option:
    return Option(default, what, choices=choices)


def pattern(value: Any) -> str:
    """A regular expression setting (Go's RE2 and Python's agree on the ones KAL documents)."""
    if not isinstance(value, str):
        raise ValueError(f"must be a regular expression string, not {value!r}")
    try:
        re.compile(value)
    except re.error as exc:
        raise ValueError(f"is not a valid regular expression: {exc}") from None
    return value


def table_list(*required: str, optional: tuple[str, ...] = ()) -> Callable[[Any], tuple[dict[str, Any], ...]]:
    """A check for a list of tables with these keys (KAL's `markers: [{identifier: ...}]`)."""

    def check(value: Any) -> tuple[dict[str, Any], ...]:
        if not isinstance(value, list) or not all(isinstance(item, dict) for item in value):
            raise ValueError("must be a list of tables")
        for index, item in enumerate(value):
            missing = [key for key in required if key not in item]
            unknown = [key for key in item if key not in required and key not in optional]
            if missing:
                raise ValueError(f"entry {index + 1} lacks `{missing[0]}`")
            if unknown:
                raise ValueError(f"entry {index + 1} has an unknown key `{unknown[0]}` (known: {', '.join(required + optional)})")
        return tuple(value)

    return check


def checked_settings(where: str, value: Any, rules: Mapping[str, Mapping[str, Option]]) -> dict[str, dict[str, Any]]:
    """`[tool.defaultgen.api-conventions]` read against the rules' SETTINGS (by KAL name):
    KAL name → {dotted key → value}, every key checked."""
    if not isinstance(value, dict):
        raise UsageError(f"{where} must be a table of tables, one per linter")
    result: dict[str, dict[str, Any]] = {}
    for linter, table in value.items():
        options = rules.get(linter)
        if options is None:
            known = ", ".join(sorted(name for name, opts in rules.items() if opts))
            raise UsageError(f"{where}: unknown linter `{linter}` (linters with settings: {known})")
        if not isinstance(table, dict):
            raise UsageError(f"{where}.{linter} must be a table")
        result[linter] = {}
        for key, item in _flat(table):
            option = options.get(key)
            if option is None:
                raise UsageError(f"{where}.{linter}: unknown key `{key}` (known: {', '.join(options) or 'none'})")
            try:
                result[linter][key] = option.read(item)
            except ValueError as exc:
                raise UsageError(f"{where}.{linter}: `{key}` {exc}") from None
    return result


def _flat(table: dict[str, Any], prefix: str = "") -> Iterator[tuple[str, Any]]:
    for key, value in table.items():
        if isinstance(value, dict):
            yield from _flat(value, f"{prefix}{key}.")
        else:
            yield prefix + key, value


# -------------------------------------------------------------------------- the vocabulary

OPTIONAL_MARKERS = ("optional", "kubebuilder:validation:Optional", "k8s:optional")
REQUIRED_MARKERS = ("required", "kubebuilder:validation:Required", "k8s:required")
DEFAULT_MARKERS = ("default", "kubebuilder:default", "k8s:default")


def is_optional(decl: FieldDecl) -> bool:
    return any(m.kind is MarkerKind.OPTIONAL for m in decl.markers)


def is_required(decl: FieldDecl) -> bool:
    return any(m.kind is MarkerKind.REQUIRED for m in decl.markers)


class MarkerLine(NamedTuple):
    """A `+marker` comment as KAL identifies it: `identifier` is the marker's name without its
    arguments (`kubebuilder:validation:MaxLength`, `kubebuilder:validation:XValidation`),
    `arguments` the rest, `comment` where it is. (A named tuple: the rules collect these
    for every field of every module, and a tuple is the cheapest record to make.)"""

    identifier: str
    arguments: str
    comment: Comment

    @property
    def text(self) -> str:
        """The marker as written, after the `+`."""
        return self.comment.text.strip()[1:]


def marker_lines(decl: FieldDecl | NamedTypeDecl | ClassDecl, detached: bool = False) -> list[MarkerLine]:
    """Every `+` marker in the comment block above `decl`, ours or any other generator's (with
    `detached`, a class's also in the block above that one, as controller-gen reads them)."""
    found = []
    comments = (*getattr(decl, "detached_comments", ()), *decl.comments) if detached else decl.comments
    for comment in comments:
        text = comment.text.strip()
        if len(text) > 1 and text[0] == "+" and text[1].isalpha():
            identifier, arguments = marker_identity(text[1:])
            found.append(MarkerLine(identifier, arguments, comment))
    return found


@functools.lru_cache(maxsize=4096)  # the same few markers stand above most fields
def marker_identity(text: str) -> tuple[str, str]:
    """(identifier, argument text) of the marker `text` (after `+`): a marker the registry
    knows by its definition's name (controller-gen's lookup); another as KAL reads an unknown
    one: with a single `=`, what is left of it (a trailing `:` dropped); else the `:`-separated
    parts before the first one holding an `=`."""
    found = lookup(text)
    if found is not None:
        return found[0].name, found[1]
    tag = re.match(r"(k8s:[A-Za-z0-9_:-]+)(\(.*)$", text)
    if tag:  # declarative validation's `+k8s:name(arg: value)=payload` (gengo's codetags)
        return tag[1], tag[2]
    if text.count("=") == 1:
        head, _, value = text.partition("=")
        return head.rstrip().removesuffix(":"), value
    parts = text.split(":")
    names = list(itertools.takewhile(lambda part: "=" not in part, parts))
    return ":".join(names), ":".join(parts[len(names) :])


def api_fields(context: Context, list_types: bool = False) -> Iterator[tuple[DataClass, Field]]:
    """The fields KAL's inspector visits, as Python has them: each dataclass's own fields
    (an inherited one is checked where it is written, as Go checks an embedded struct's fields
    in that struct) but those not on the wire (`"-"`), those of a `+kubebuilder:validation:
    Schemaless` field, the fields of a list type (`apiVersion`, `kind`, `metadata` and
    `items`: Kubernetes' `XList` shape, which KAL skips) and a kind's `apiVersion` and `kind`
    (Go's inline TypeMeta). `list_types`: a list type's fields too (jsontags checks them).
    Worked out once per module linted, for all the DG4xx rules that walk them."""
    universe = context.universe
    key = ("api fields", tuple(m.module for m in universe.scanned), list_types)
    return iter(universe.memoised(key, lambda: list(_api_fields(context, list_types))))


def _api_fields(context: Context, list_types: bool) -> Iterator[tuple[DataClass, Field]]:
    for cls in context.universe.dataclasses():
        wire = {f.wire_name for f in cls.fields}
        skipped = (
            set(wire)  # Kubernetes' `XList` shape (apiVersion, kind, metadata, items), which KAL skips
            if not list_types and {"apiVersion", "kind", "metadata", "items"} <= wire and len(wire) == 4
            else {"apiVersion", "kind"} if {"apiVersion", "kind"} <= wire else set()  # Go's inline TypeMeta
        )
        for field in cls.fields:
            if field.owner != cls.qualname:
                continue  # an inherited field is checked where it is written
            wire_name = field.wire_name
            if wire_name is None or wire_name in skipped or _inline(field):
                continue
            if any(m.name == "kubebuilder:validation:Schemaless" for m in field.decl.markers):
                continue
            yield cls, field


def _inline(field: Field) -> bool:
    """json metadata `",inline"`: Go's embedded struct, written out in a Go-shaped translation
    (in Python a base class is the embedding, and its fields are checked where written)."""
    tag = field.decl.json_tag
    return tag is not None and "inline" in tag.options


def type_aware_lines(context: Context, field: Field) -> list[MarkerLine]:
    """A field's markers with those of the named types its type goes through (every use of a
    type carries them: KAL's type-aware marker collection), the types' first."""
    found: list[MarkerLine] = []
    type_, seen = field.type.inner if isinstance(field.type, Optional) else field.type, set()
    while isinstance(type_, NamedRef) and type_.qualname not in seen:
        seen.add(type_.qualname)
        named = context.universe.named_type(type_.qualname)
        found += marker_lines(named.decl)
        type_ = named.target.inner if isinstance(named.target, Optional) else named.target
    return found + marker_lines(field.decl)


def api_types(context: Context) -> Iterator[tuple[ModuleDecl, str, NamedTypeDecl | ClassDecl, Span]]:
    """Named types and classes (KAL's type specs), each with how messages name it and where it
    is reported."""
    for named in context.named_types():
        yield named.module, f"type `{named.name}`", named.decl, named.decl.span
    for cls in context.universe.dataclasses():
        yield cls.module, f"type `{cls.decl.name}`", cls.decl, cls.decl.span


def has_marker(decl: FieldDecl | NamedTypeDecl | ClassDecl, *identifiers: str) -> bool:
    return any(line.identifier in identifiers for line in marker_lines(decl))


def type_findings(
    context: Context, found: Callable[[Type, str], str | None]
) -> Iterator[tuple[ModuleDecl, Span, str]]:
    """KAL's type checker in Python's terms: each API field's type and each named type's
    target, walked through Optional (`pointer`), list items (`array element`), dict values
    (`map value`) and the named types of the scanned modules (`type Name`), as Go's is through
    pointers, slices, maps and the package's type declarations. `found(leaf, prefix)` says
    what is wrong with a leaf (a Scalar, Special, Choice, ClassRef, ...), or None; the result is
    each finding's module, place and message (`<prefix> <what>`)."""
    for cls, field in api_fields(context):
        for message in walk_type(context, field.type, f"field {field_name(field)}", found):
            yield cls.module, field.decl.span, message
    for named in context.named_types():
        for message in walk_type(context, named.target, f"type `{named.name}`", found, frozenset({named.qualname})):
            yield named.module, named.decl.span, message


def walk_type(
    context: Context,
    type_: Type,
    prefix: str,
    found: Callable[[Type, str], str | None],
    seen: frozenset[str] = frozenset(),
) -> Iterator[str]:
    """The messages `found` gives along `type_` (see `type_findings`); `found` returning ""
    stops the walk there with nothing to say."""
    what = found(type_, prefix)
    if what is not None:
        if what:
            yield f"{prefix} {what}"
    elif isinstance(type_, Optional):
        yield from walk_type(context, type_.inner, f"{prefix} pointer", found, seen)
    elif isinstance(type_, ListOf):
        yield from walk_type(context, type_.item, f"{prefix} array element", found, seen)
    elif isinstance(type_, DictOf):
        yield from walk_type(context, type_.value, f"{prefix} map value", found, seen)
    elif isinstance(type_, NamedRef) and type_.qualname not in seen:
        named = context.universe.named_type(type_.qualname)
        yield from walk_type(context, named.target, f"{prefix} type `{named.name}`", found, seen | {type_.qualname})


# -------------------------------------------------------------------------- naming conventions

OPERATIONS = ("Inform", "Drop", "DropField", "Replacement")


@dataclass(frozen=True)
class Convention:
    """KAL's naming convention: a field whose name or wire name `matcher` finds violates it;
    `operation` says what to do (inform, drop the matched text, drop the field, or replace the
    text with `replacement`, where `$1` is a group as in Go)."""

    name: str
    matcher: str
    operation: str
    message: str
    replacement: str = ""


def conventions(value: Any) -> tuple[Convention, ...]:
    """The `conventions` setting of namingconventions, checked as KAL checks it."""
    entries = table_list("name", "violationMatcher", "operation", "message", optional=("replacement",))(value)
    found = []
    for index, entry in enumerate(entries, 1):
        if entry["operation"] not in OPERATIONS:
            raise ValueError(f"entry {index}: `operation` must be one of {', '.join(OPERATIONS)}, not {entry['operation']!r}")
        if (entry["operation"] == "Replacement") is not ("replacement" in entry):
            raise ValueError(f"entry {index}: `replacement` is required with operation Replacement and forbidden otherwise")
        pattern(entry["violationMatcher"])
        found.append(Convention(entry["name"], entry["violationMatcher"], entry["operation"], entry["message"], entry.get("replacement", "")))
    if len({c.name for c in found}) < len(found):
        raise ValueError("has two conventions of the same name")
    return tuple(found)


def naming_findings(context: Context, rules: tuple[Convention, ...]) -> Iterator[tuple[ModuleDecl, Span, str]]:
    """The API fields whose name breaks a convention: matched against its wire name and its
    Python name spelled as Go would (`node_ref` → `NodeRef`), as KAL matches the Go name and
    the json tag; the message says what the convention asks."""
    compiled = [(rule, re.compile(rule.matcher)) for rule in rules]
    for cls, field in api_fields(context):
        names = (go_name(field.name), field.wire_name or "")
        for rule, matcher in compiled:
            if not any(matcher.search(name) for name in names):
                continue
            message = f"field {field_name(field)}: {rule.message}"
            if rule.operation == "Replacement":
                renamed = matcher.sub(re.sub(r"\$(\d+)", r"\\g<\1>", rule.replacement), field.wire_name or "")
                message += f"; rename it (on the wire `{_lower_first(renamed)}`)"
            elif rule.operation == "Drop":
                message += f"; rename it (on the wire `{_lower_first(matcher.sub('', field.wire_name or ''))}`)"
            elif rule.operation == "DropField":
                message += "; remove the field"
            yield cls.module, field.decl.span, message


def go_name(python: str) -> str:
    """A snake_case Python name as a Go exported name: `node_reference` → `NodeReference`."""
    return "".join(part[:1].upper() + part[1:] for part in python.split("_"))


def _lower_first(name: str) -> str:
    return name[:1].lower() + name[1:]


# -------------------------------------------------------------------------- length bounds

_BOUNDED_FORMATS = ("date", "date-time", "duration")
_STRINGS = (Scalar("str"), Special("bytes"))  # Go's string and []byte


def length_findings(context: Context, side: str) -> Iterator[tuple[ModuleDecl, Span, str]]:
    """maxlength's (`side` "Max") and minlength's ("Min") findings: each API string without a
    `<side>Length` (an enum, or a date, date-time or duration format, bounds it), list without
    `<side>Items` and its string items without `items:<side>Length`; for "Min" also each dict
    without `MinProperties` and each dataclass without a required field, `MinProperties`,
    `ExactlyOneOf` or `AtLeastOneOf`. Bounds count on the field and its named types alike."""
    universe = context.universe
    length, items = f"{side.lower()}_length", f"{side.lower()}_items"
    v = "+kubebuilder:validation:"
    for cls, field in api_fields(context):
        type_ = field.type.inner if isinstance(field.type, Optional) else field.type
        plain, constraints, name = universe.underlying(type_), universe.field_constraints(field), field_name(field)
        found = []
        if plain in _STRINGS and _unbounded(length, constraints):
            found.append(f"field {name} must have a {side.lower()}imum length: add `{v}{side}Length`")
        elif isinstance(plain, ListOf):
            item = plain.item.inner if isinstance(plain.item, Optional) else plain.item
            own = universe.type_constraints(item) if isinstance(item, NamedRef) else None
            if universe.underlying(item) in _STRINGS and _unbounded(length, constraints.items, own):
                found.append(f"field {name} array element must have a {side.lower()}imum length: add `{v}items:{side}Length`")
            if getattr(constraints, items) is None:
                found.append(f"field {name} must have a {side.lower()}imum items: add `{v}{side}Items`")
            element = universe.underlying(item)
            if side == "Min" and isinstance(element, ClassRef) and _may_be_empty(context, element, None):
                what = universe.dataclass(element.qualname).decl.name
                found.append(f"field {name} array element type `{what}` must have either a required field or a minimum properties")
        elif side == "Min" and isinstance(plain, DictOf) and constraints.min_properties is None:
            found.append(f"field {name} must have a minimum properties: add `{v}MinProperties`")
        elif side == "Min" and isinstance(plain, ClassRef) and _may_be_empty(context, plain, constraints):
            found.append(f"field {name} must have either a required field or a minimum properties: add `{v}MinProperties`")
        for message in found:
            yield cls.module, field.decl.span, message


def _unbounded(attribute: str, *levels: Any) -> bool:
    return not any(
        level is not None
        and (getattr(level, attribute) is not None or level.enum is not None or level.format in _BOUNDED_FORMATS)
        for level in levels
    )


def _may_be_empty(context: Context, ref: Any, constraints: Any) -> bool:
    target = context.universe.dataclass(ref.qualname)
    own = target.constraints
    if own.exactly_one_of or own.at_least_one_of or own.min_properties is not None:
        return False
    if constraints is not None and constraints.min_properties is not None:
        return False
    return not any(has_marker(f.decl, *REQUIRED_MARKERS) for f in target.fields)


def marker_arguments(line: MarkerLine) -> dict[str, str]:
    """A marker's named arguments as written (`rule="...",message="..."` → {rule, message}),
    split at the commas outside quotes and brackets; an anonymous value is under "". For
    declarative validation's tags, the arguments in the parentheses (not the payload)."""
    text = line.arguments.strip()
    tag = re.match(r"\((.*?)\)(?:=.*)?$", text)
    if tag:  # `(fruit: "apple")=10` / `("apple")=10`: the arguments in the parentheses (an unnamed one under "")
        return dict(_pair(part, ":") if ":" in part else ("", part.strip().strip('"')) for part in _top_level(tag[1]) if part.strip())
    found = {}
    for part in (p.strip() for p in _top_level(text) if p.strip()):
        name, has_value, value = part.partition("=")
        if has_value and name.isidentifier():
            found[name] = value.strip()
        else:
            found[""] = part
    return found


def _pair(part: str, separator: str) -> tuple[str, str]:
    name, _, value = part.partition(separator)
    return name.strip(), value.strip().strip('"')


def _top_level(text: str) -> list[str]:
    """`text` split at the commas outside quotes and brackets."""
    parts, depth, quote, start = [], 0, "", 0
    for index, char in enumerate(text):
        if quote:
            quote = "" if char == quote and text[index - 1] != "\\" else quote
        elif char in "\"'`":
            quote = char
        elif char in "{[(":
            depth += 1
        elif char in "}])":
            depth -= 1
        elif char == "," and depth == 0:
            parts.append(text[start:index])
            start = index + 1
    parts.append(text[start:])
    return parts
