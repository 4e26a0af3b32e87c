"""One schema node → the Python type, json metadata, markers and description of a field.

Every keyword becomes what `defaultgen openapi` / `crd` publish it from (SPEC §1, §4, §8):
- the structure (`type`, `properties`, `items`, `additionalProperties`, `$ref`, the
  int-or-string and free-form shapes) is the annotation: `str int float bool`, `list[T]`,
  `dict[str, T]`, a dataclass (inline objects get a class named from their path), `int | str`,
  `Any`, `dict[str, Any]`; every field is `Optional[...]` with `omitempty`, so no implicit
  default of KEP-1929 appears that the schema did not have, and `+required` / `+optional`
  say which are required;
- `default` is `+default=<json>`, `description` the comment lines (`comment_lines`);
- every other keyword is the marker the registry (`source.registry`) defines for it: its
  definition found by the keyword it fills (`Definition.keyword`), its argument written by
  `source.markerargs.render_arguments` and read back to prove it means the value; the
  `x-kubernetes-*` list, map and patch extensions by the kind of marker they come from
  (`source.semantic.EXTENSIONS`). A marker added to the registry is imported with no change
  here. A keyword without a marker is an `ImportProblem` at its JSON path.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from ..codegen.pyliteral import python_literal
from ..openapi.describe import VERBATIM, describe
from ..source.markerargs import ArgumentError, parse_arguments, render_arguments
from ..source.model import MarkerKind
from ..source.registry import REGISTRY, Definition, Target, lookup
from ..source.semantic import EXTENSIONS
from .model import ClassSpec, FieldSpec, ImportProblem, NamedSpec
from .names import Scope, pascal, snake


def _by_keyword(target: Target, items: bool) -> dict[str, Definition]:
    """keyword → the first registry definition that fills it at `target` (`items:` forms or not)."""
    found: dict[str, Definition] = {}
    for definition in REGISTRY.values():
        if definition.kind is MarkerKind.VALIDATION and definition.keyword and definition.items == items:
            if target in definition.targets:
                found.setdefault(definition.keyword, definition)
    return found


def _by_kind(kind: MarkerKind) -> Definition:
    return next(d for d in REGISTRY.values() if d.kind is kind)


FIELD_KEYWORDS = _by_keyword(Target.FIELD, False)
ITEM_KEYWORDS = _by_keyword(Target.FIELD, True)
CLASS_KEYWORDS = _by_keyword(Target.CLASS, False)
TYPE_KEYWORDS = _by_keyword(Target.TYPE, False)
FIELD_EXTENSIONS = {extension: _by_kind(kind) for kind, extension in EXTENSIONS.items()}
CLASS_EXTENSIONS = {EXTENSIONS[MarkerKind.MAP_TYPE]: _by_kind(MarkerKind.STRUCT_TYPE)}
DEFAULT = REGISTRY["default"]
INT_OR_STRING_ANY_OF = [{"type": "integer"}, {"type": "string"}]
_NOTHING: Any = object()
_COMBINATORS = ("anyOf", "oneOf", "allOf", "not")
_SCALARS = {"string": "str", "integer": "int", "number": "float", "boolean": "bool"}
# the zero value each annotation's items carry implicitly (SPEC §4, item zero defaults)
_ITEM_ZERO = {"str": "", "int": 0, "float": 0.0, "bool": False}
_ITEM_NAMES = {"str": "StrItem", "int": "IntItem", "float": "FloatItem", "bool": "BoolItem", "int | str": "IntOrStringItem"}


def _same(a: object, b: object) -> bool:
    """Equal as JSON, types included (1 is not 1.0 or true)."""
    return json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)


def marker(definition: Definition, value: object) -> str:
    """The marker line text (`+name...`) that means `value` for `definition`; ArgumentError
    when its grammar has no spelling that reads back as exactly `value`."""
    if definition.anonymous is not None:
        if value is False and definition.anonymous.type.value == "bool" and definition.kind is MarkerKind.VALIDATION:
            raise ArgumentError("false is what leaving the keyword out means, and would not come back")
        args: dict[str, object] = {"": value}
    elif not definition.args:
        if value is not True:
            raise ArgumentError(f"only `true` has a spelling, not {json.dumps(value)}")
        args = {}
    elif isinstance(value, dict):
        args = dict(value)
    else:
        raise ArgumentError(f"expected an object, got {json.dumps(value)}")
    text = render_arguments(definition.name, args, definition.args)
    found = lookup(text)
    if found is None or found[0] is not definition or not _same(parse_arguments(found[1], definition.args), args):
        raise ArgumentError(f"{json.dumps(value)} does not read back from a marker")
    return "+" + text


def comment_lines(text: str) -> list[str]:
    """Comment lines whose description (`openapi.describe`) is `text`, byte for byte: its
    paragraphs as lines, a single line break as a line ending in a backslash; where no such
    lines give it back, one `+defaultgen:description=<JSON>` line."""
    if not text:
        return []
    if _one_line(text):
        for lines in (_paragraphs(text), _hard_breaks(text)):
            if _safe(lines) and describe(lines) == text:
                return lines
    return [VERBATIM + json.dumps(text)]


def _one_line(text: str) -> bool:
    """Only printable characters besides `\\n` and tabs: none that a reader of lines takes for a
    line break, nor a NUL or other control character a source file cannot hold."""
    return text.replace("\n", "").replace("\t", "").isprintable()


def _paragraphs(text: str) -> list[str]:
    lines: list[str] = []
    for number, paragraph in enumerate(text.split("\n\n")):
        if number:
            lines.append("")
        rows = paragraph.split("\n")
        lines += [row + "\\" if i < len(rows) - 1 and not rows[i + 1].startswith((" ", "\t")) else row for i, row in enumerate(rows)]
    return lines


def _hard_breaks(text: str) -> list[str]:
    rows = text.split("\n")
    return [row + "\\" if i < len(rows) - 1 else row for i, row in enumerate(rows)]


def _safe(lines: list[str]) -> bool:
    """Lines that the comment reader takes as description lines only (no directive)."""
    for line in lines:
        word = line.strip().lower()
        if word.startswith(("noqa", "defaultgen:", "type:", "+", "todo", "fmt:")) or "# noqa" in word:
            return False
    return True


class Refs:
    """How `$ref`s resolve: a function from the reference text to the annotation of what it
    names (recording an import where needed), raising ImportProblem for a dangling one; and
    whether a name it gave is a class (not a named type)."""

    def __init__(
        self, resolve: Callable[[str, str], str], is_class: Callable[[str], bool], schema: Callable[[str], Any]
    ) -> None:
        self.resolve = resolve
        self.is_class = is_class
        self.schema = schema  # `$ref` → the schema it names (None: none)


class Reader:
    """Reads the schema nodes of one module's classes (`add_class` files the inline ones)."""

    def __init__(
        self, source: str, classes: Scope, add_class: Callable[[ClassSpec], None], refs: Refs | None, named: list[NamedSpec]
    ) -> None:
        self.source = source
        self.classes = classes
        self.add_class = add_class
        self.refs = refs
        self.named = named  # the module's named types
        self.typing: set[str] = set()
        self.made: dict[str, ClassSpec] = {}  # the inline classes made, by name

    def problem(self, path: str, message: str) -> ImportProblem:
        return ImportProblem(self.source, path, message)

    # ------------------------------------------------------------------ objects and fields

    def object_fields(self, node: dict[str, Any], path: str, owner: str) -> list[FieldSpec]:
        """The fields of an object schema's `properties` (removed from `node` with `required`)."""
        properties = node.pop("properties", {}) or {}
        required = node.pop("required", []) or []
        if not isinstance(properties, dict):
            raise self.problem(path + ".properties", "must be an object")
        if not isinstance(required, list) or any(not isinstance(r, str) or r not in properties for r in required):
            raise self.problem(path + ".required", "must list names of the properties")
        if len(set(required)) != len(required):
            raise self.problem(path + ".required", "names a property twice")
        names = Scope()
        return [self.field(wire, sub, f"{path}.properties.{wire}", wire in required, owner, names) for wire, sub in properties.items()]

    def field(self, wire: str, node: object, path: str, required: bool, owner: str, names: Scope) -> FieldSpec:
        rest = self.node(node, path)
        if "," in wire:
            raise self.problem(path, "a property name with a comma has no json metadata spelling")
        comments = comment_lines(self.description(rest, path))
        markers = ["+required" if required else "+optional"]
        default = rest.pop("default", _NOTHING)
        annotation = self.structure(rest, path, owner + pascal(wire), markers)
        is_class = self.is_class(annotation)
        extensions = _extensions_for(annotation, is_class)
        name = names.claim(snake(wire))
        container = annotation.startswith(("list[", "dict["))
        implicit = default is not _NOTHING and (annotation in _ITEM_ZERO or is_class or container) and _same(default, _zero(annotation))
        if implicit and wire != "-":  # (a bare `json:"-"` tag would leave the field out: omitempty it keeps)
            # KEP-1929's implicit default (rules 1 and 4): a non-Optional field without omitempty
            markers += self.keywords(rest, path, FIELD_KEYWORDS, extensions)
            if required:  # required as a field without omitempty is (SPEC §1); `+required` there is DG205
                markers.remove("+required")
            if is_class or container:
                python = f"default_factory={annotation if is_class else annotation[:4]}"  # a class, `list`, `dict`
            else:
                python = f"default={python_literal(default)}"
            return FieldSpec(name, wire, annotation, comments + markers, omitempty=False, default=python)
        if self.refs is not None and self._loose_keys(node, rest):
            # Kubernetes publishes some list-map keys optional (ServiceAccount.secrets by `name`),
            # which a CRD could not carry (DG306); the import keeps them as published
            markers.append("defaultgen: ignore[DG306] a list-map key optional as Kubernetes publishes it")
        if default is not _NOTHING:
            markers.insert(1, self.marker(DEFAULT, json.dumps(default, ensure_ascii=True), path + ".default"))
        markers += self.keywords(rest, path, FIELD_KEYWORDS, extensions)
        self.typing.add("Optional")
        return FieldSpec(name, wire, f"Optional[{annotation}]", comments + markers)

    def is_class(self, annotation: str) -> bool:
        """Whether `annotation` names a dataclass (an inline one, or a component's)."""
        return annotation in self.made or self.refs is not None and self.refs.is_class(annotation)

    def _loose_keys(self, node: Any, rest: dict[str, Any]) -> bool:
        """A list of `$ref` items keyed by a field its item schema neither requires nor defaults."""
        keys = rest.get(EXTENSIONS[MarkerKind.LIST_MAP_KEY])
        items = dict(node.get("items") or {}) if isinstance(node.get("items"), dict) else {}
        ref = _reference(items)
        target = self.refs.schema(ref) if ref is not None and self.refs is not None else None
        if not isinstance(keys, list) or not isinstance(target, dict):
            return False
        properties = target.get("properties") or {}
        return any(k not in (target.get("required") or []) and "default" not in (properties.get(k) or {}) for k in keys)

    def node(self, node: object, path: str) -> dict[str, Any]:
        if not isinstance(node, dict):
            raise self.problem(path, "a schema must be an object")
        return dict(node)

    def description(self, rest: dict[str, Any], path: str) -> str:
        if "description" not in rest:
            return ""
        text = rest.pop("description")
        if not isinstance(text, str):
            raise self.problem(path + ".description", "must be a string")
        if not text:
            raise self.problem(path + ".description", "an empty description would not come back (leave it out)")
        return text

    def class_of(self, rest: dict[str, Any], path: str, hint: str) -> str:
        """An inline object schema → a dataclass named `hint` (made unique in the module)."""
        spec = ClassSpec(self.classes.claim(hint))
        self.add_class(spec)
        self.made[spec.name] = spec
        spec.fields = self.object_fields(rest, path, spec.name)
        return spec.name

    # ------------------------------------------------------------------ structure

    def structure(self, rest: dict[str, Any], path: str, hint: str, markers: list[str]) -> str:
        """The annotation the structural keywords of `rest` make (they are removed from it);
        `markers` gets the `items:` markers of a list."""
        ref = _reference(rest)
        if ref is not None:
            if self.refs is None:
                raise self.problem(path, "a $ref has no place in a CRD's schema")
            return self.refs.resolve(ref, path)
        if rest.get("x-kubernetes-int-or-string") is True:
            rest.pop("x-kubernetes-int-or-string")
            any_of = rest.pop("anyOf", INT_OR_STRING_ANY_OF)
            if not _same(any_of, INT_OR_STRING_ANY_OF) or "type" in rest:
                raise self.problem(path, "an int-or-string schema is `anyOf: [{type: integer}, {type: string}]` and no type")
            return "int | str"
        kind = rest.pop("type", None)
        if kind is None:
            if rest.get("x-kubernetes-preserve-unknown-fields") is True and not _shaped(rest):
                rest.pop("x-kubernetes-preserve-unknown-fields")
                self.typing.add("Any")
                return "Any"
            if any(k in rest for k in _COMBINATORS) and not _shaped(rest):
                # a value the combinators alone describe (Kubernetes' Quantity: `oneOf` string or
                # number): any JSON value, the combinators (and a format) published verbatim
                if "format" in rest:
                    rest["x-defaultgen-format"] = rest.pop("format")
                self.typing.add("Any")
                return "Any"
            if not _shaped(rest):  # any JSON value (apiextensions' JSON): free-form
                self.typing.add("Any")
                return "Any"
            raise self.problem(path, "a schema with properties, items or additionalProperties but no type cannot be represented")
        if kind == "array":
            items = rest.pop("items", None)
            if items is None:
                raise self.problem(path, "an array schema without items cannot be represented")
            return f"list[{self.element(items, path + '.items', hint, markers, True)}]"
        if kind == "object":
            if "properties" in rest:
                if "additionalProperties" in rest:
                    raise self.problem(path, "properties beside additionalProperties cannot be represented")
                return self.class_of(rest, path, hint)
            if "additionalProperties" in rest:
                value = self.element(rest.pop("additionalProperties"), path + ".additionalProperties", hint, markers, False)
                if value == "Any":  # `dict[str, Any]` is the free-form object (SPEC §4)
                    raise self.problem(path + ".additionalProperties", "free-form values of a map cannot be told from a free-form object")
                return f"dict[str, {value}]"
            if rest.get("x-kubernetes-preserve-unknown-fields") is True:
                rest.pop("x-kubernetes-preserve-unknown-fields")
                self.typing.add("Any")
                return "dict[str, Any]"
            return self.class_of(rest, path, hint)
        if kind not in _SCALARS:
            raise self.problem(path + ".type", f"unknown type {json.dumps(kind)}")
        return _SCALARS[kind]

    def element(self, node: object, path: str, hint: str, markers: list[str], items: bool) -> str:
        """A list item or dict value: its structure, `nullable` as an Optional item, its
        other keywords as `items:` markers (a list's; a dict value has none)."""
        rest = self.node(node, path)
        nullable = rest.pop("nullable", False)
        default = rest.pop("default", None)
        description = comment_lines(self.description(rest, path))
        inner: list[str] = []
        annotation = self.structure(rest, path, hint, inner)
        loose = any(k not in ITEM_KEYWORDS and k not in _COMBINATORS and not k.startswith("x-") for k in rest)
        if inner or rest and (not items or loose) and annotation not in self.made:
            # keywords with no `items:` form here (a dict value's, a nested list's items'): the
            # markers of a named type made for them
            lines = inner + (self.keywords(rest, path, TYPE_KEYWORDS, {}) if annotation not in self.made else [])
            rest.clear()
            spec = NamedSpec(self.classes.claim(hint + "Item"), annotation, description + lines)
            self.typing.add("TypeAlias")
            self.named.append(spec)
            annotation, description = spec.name, []
        if description:  # the item type's own description: its class's, or a named type's
            annotation = self.described(annotation, description, path)
        if default is not None and not _same(default, _zero(annotation)):
            # an item default of its own: the `+default` of a named item type (SPEC §4: a named
            # type's default lands on every use, list items and dict values included)
            if self.is_class(annotation):
                raise self.problem(path + ".default", "an item default other than {} beside a $ref has no marker")
            line = self.marker(DEFAULT, json.dumps(default, ensure_ascii=True), path + ".default")
            made = next((n for n in self.named if n.name == annotation), None)
            if made is not None and not any(c.startswith("+default=") for c in made.comments):
                made.comments.append(line)  # the named type made for the items' description
            else:
                spec = NamedSpec(self.classes.claim(hint + "Item"), annotation, [line])
                self.typing.add("TypeAlias")
                self.named.append(spec)
                annotation = spec.name
        elif default is None and nullable is not True:
            annotation = self.without_item_default(annotation)
        if rest and annotation in self.made:  # an inline class's own keywords: its class markers
            self.made[annotation].comments += self.keywords(rest, path, CLASS_KEYWORDS, CLASS_EXTENSIONS)
        elif rest:
            markers += self.keywords(rest, path, ITEM_KEYWORDS, {})
        if nullable is True:
            self.typing.add("Optional")
            return f"Optional[{annotation}]"
        return annotation

    def described(self, annotation: str, description: list[str], path: str) -> str:
        if annotation in self.made and not self.made[annotation].comments:
            self.made[annotation].comments = list(description)
            return annotation
        made = next((n for n in self.named if n.name == annotation), None)
        if made is not None and not any(not c.startswith("+") for c in made.comments):  # a named type made here
            made.comments[:0] = description
            return annotation
        if self.is_class(annotation):
            raise self.problem(path + ".description", "a description beside a $ref of list items has no marker")
        spec = NamedSpec(self.classes.claim(_ITEM_NAMES.get(annotation, "Item")), annotation, list(description))
        self.typing.add("TypeAlias")
        self.named.append(spec)
        return spec.name

    def without_item_default(self, annotation: str) -> str:
        """`annotation` as an item type that gets no implicit zero default (SPEC §4): an inline
        class marked `+defaultgen:noItemDefault`, a scalar through a named type so marked
        (`StrItem: TypeAlias = str`, one per module); `Any` and a class of another schema as
        they are (`Any` has none; a component's class keeps its `default: {}`)."""
        line = marker(REGISTRY["defaultgen:noItemDefault"], True)
        if annotation in self.made:
            if line not in self.made[annotation].comments:
                self.made[annotation].comments.append(line)
            return annotation
        described = next((n for n in self.named if n.name == annotation and n.comments and line not in n.comments), None)
        if described is not None and described.annotation != "Any":  # a named type made for its description
            described.comments.append(line)
            return annotation
        if annotation == "Any" or self.is_class(annotation) or annotation.isidentifier() and annotation not in _ITEM_NAMES:
            return annotation  # free-form, a class, or a component's named type
        name = _ITEM_NAMES.get(annotation, "Item")
        for named in self.named:
            if named.annotation == annotation and named.comments == [line]:
                return named.name
        spec = NamedSpec(self.classes.claim(name), annotation, [line])
        self.typing.add("TypeAlias")
        self.named.append(spec)
        return spec.name

    # ------------------------------------------------------------------ markers

    def keywords(self, rest: dict[str, Any], path: str, table: dict[str, Definition], extensions: dict[str, Definition]) -> list[str]:
        """The markers for every keyword left in `rest` (in its order); the keywords without a
        marker of their own together in one `+defaultgen:schema` (or `items:schema`) marker."""
        lines: list[str] = []
        verbatim: dict[str, Any] = {}
        for keyword, value in rest.items():
            where = f"{path}.{keyword}"
            if keyword in extensions:
                values = value if keyword == EXTENSIONS[MarkerKind.LIST_MAP_KEY] and isinstance(value, list) else [value]
                lines += [self.marker(extensions[keyword], item, where) for item in values]
            elif keyword == "x-kubernetes-validations" and keyword in table and isinstance(value, list):
                lines += [self.marker(table[keyword], rule, f"{where}[{i}]") for i, rule in enumerate(value)]
            elif keyword == "externalDocs" and keyword in table and isinstance(value, dict):
                lines.append(self.marker(table[keyword], value, where))
            elif keyword in table and keyword not in ("x-kubernetes-validations", "externalDocs"):
                lines.append(self.marker(table[keyword], value, where))
            elif "x-defaultgen-schema" in table and (keyword in _COMBINATORS or keyword.startswith("x-")):
                verbatim["format" if keyword == "x-defaultgen-format" else keyword] = value
            else:
                raise self.problem(where, "this keyword has no marker here")
        if verbatim:
            lines.append(self.marker(table["x-defaultgen-schema"], json.dumps(verbatim, ensure_ascii=True), path))
        return lines

    def marker(self, definition: Definition, value: object, where: str) -> str:
        if definition.anonymous is not None and definition.anonymous.type.value == "text" and not isinstance(value, str):
            raise self.problem(where, f"expected a string, got {json.dumps(value)}")
        try:
            return marker(definition, value)
        except ArgumentError as exc:
            raise self.problem(where, f"cannot be written as `+{definition.name}`: {exc}") from None


def _extensions_for(annotation: str, is_class: bool) -> dict[str, Definition]:
    """The extensions a field of `annotation` has markers for: list types on a list, map types
    on a dict (`+structType` on a class); elsewhere (Kubernetes' `caBundle`, bytes published
    with `x-kubernetes-list-type: atomic`) they are kept verbatim (`+defaultgen:schema`)."""
    found = dict(FIELD_EXTENSIONS)
    if not annotation.startswith("list["):
        found.pop(EXTENSIONS[MarkerKind.LIST_TYPE])
        found.pop(EXTENSIONS[MarkerKind.LIST_MAP_KEY])
    if is_class:
        found.update(CLASS_EXTENSIONS)
    elif not annotation.startswith("dict["):
        found.pop(EXTENSIONS[MarkerKind.MAP_TYPE])
    return found


def _reference(rest: dict[str, Any]) -> str | None:
    """The `$ref` of `rest` (bare, or the one member of an `allOf`), removed from it."""
    if "$ref" in rest:
        return str(rest.pop("$ref"))
    all_of = rest.get("allOf")
    if isinstance(all_of, list) and len(all_of) == 1 and isinstance(all_of[0], dict) and list(all_of[0]) == ["$ref"]:
        rest.pop("allOf")
        return str(all_of[0]["$ref"])
    return None


def _shaped(rest: dict[str, Any]) -> bool:
    return any(k in rest for k in ("properties", "items", "additionalProperties"))


def _zero(annotation: str) -> object:
    if annotation in _ITEM_ZERO:
        return _ITEM_ZERO[annotation]
    if annotation.startswith("list["):
        return []
    return {}
