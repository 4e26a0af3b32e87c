"""Apply an OpenAPI v3 schema's defaults to a JSON document (SPEC §5, the CRD path).

The algorithm is the CRD defaulting KEP's (default a missing property, top-down) with
KEP-1929's null normalisation (a non-nullable null is defaulted, or removed when there is
no default; a null list item is defaulted, or kept).

Speed matters, so a schema is compiled once into a graph of small `_Node` objects, each
carrying a `walk(value) -> new value` closure; `$ref`s are resolved at compile time (a
recursive type is a cycle in the graph), and compiled schemas are cached.
"""

from __future__ import annotations

import copy
import difflib
from collections.abc import Callable, Mapping
from typing import Any

__all__ = ["SchemaError", "apply_defaults", "compile_schema", "pointer", "ref_name"]

_REF_PREFIX = "#/components/schemas/"
# Immutable JSON scalars: shared, never copied.
_ATOMS = frozenset({str, int, float, bool, type(None)})
# A root schema with only these keys is a reference to the root type (see _compile).
_REF_ONLY_KEYS = frozenset({"$ref", "description"})
_CACHE_SIZE = 128


class SchemaError(ValueError):
    """A schema that cannot be applied: a bad shape or an unresolvable `$ref`."""


class _NoDefault:
    """Sentinel: "no default" (`default: null` is no default either, so None cannot be it)."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "<no default>"


_NO = _NoDefault()


def _copy(value: Any) -> Any:
    """Deep copy of a JSON value: much faster than copy.deepcopy for dicts, lists and scalars."""
    t = type(value)
    if t is dict:
        return {k: v if type(v) in _ATOMS else _copy(v) for k, v in value.items()}
    if t is list:
        return [v if type(v) in _ATOMS else _copy(v) for v in value]
    if t in _ATOMS:
        return value
    # Anything else (YAML timestamps or sets, dict subclasses): rare, so be safe.
    return copy.deepcopy(value)


def pointer(path: str, *parts: object) -> str:
    """Extend a JSON pointer (for error messages), escaping `~` and `/` as RFC 6901 says."""
    for part in parts:
        path += "/" + str(part).replace("~", "~0").replace("/", "~1")
    return path


class _Node:
    """One compiled schema position.

    `default` (a private copy, or _NO) and `nullable` belong to the position itself: they
    decide what happens to a missing or null value here. The structure (type, properties,
    additionalProperties, items) is merged from the schema and its `$ref` / `allOf` sources,
    and `walk(value)` returns a defaulted copy of a value at this position.
    """

    __slots__ = (
        "default",
        "nullable",
        "type",
        "props",
        "addl",
        "items",
        "sources",
        "path",
        "state",
        "walk",
    )

    def __init__(self, path: str) -> None:
        self.path = path
        self.default: Any = _NO
        self.nullable = False
        self.type: str | None = None
        self.props: dict[str, _Node] | None = None
        self.addl: _Node | None = None
        self.items: _Node | None = None
        self.sources: list[_Node] = []
        self.state = 0  # 0 = compiled, 1 = merging its sources, 2 = walk ready
        self.walk: Callable[[Any], Any] = _copy


def ref_name(components: Mapping[str, Any] | None, ref: Any, path: str) -> str:
    """The NAME of a `#/components/schemas/NAME` reference found in `components` (SchemaError if not)."""
    if not isinstance(ref, str):
        raise SchemaError(f"{path}/$ref: must be a string, not {_json_type(ref)}")
    if not ref.startswith(_REF_PREFIX):
        raise SchemaError(
            f"{path}: unsupported $ref {ref!r} (only '{_REF_PREFIX}NAME' is understood)"
        )
    name = ref[len(_REF_PREFIX) :].replace("~1", "/").replace("~0", "~")
    if components is None:
        raise SchemaError(
            f"{path}: cannot resolve $ref {ref!r}: no components were given"
        )
    if name not in components:
        hint = ""
        close = difflib.get_close_matches(
            name, [str(k) for k in components], n=3
        )
        if close:
            hint = f"; did you mean {', '.join(repr(c) for c in close)}?"
        elif "schemas" in components:
            hint = "; pass the components.schemas mapping, not the whole components object"
        raise SchemaError(
            f"{path}: cannot resolve $ref {ref!r}: no schema named {name!r} in components{hint}"
        )
    return name


class _Compiler:
    """Turns a schema (plus components) into a graph of _Node; one instance per compile."""

    def __init__(self, components: Mapping[str, Any] | None) -> None:
        if components is not None and not isinstance(components, Mapping):
            raise SchemaError(
                f"components must be a mapping of schema names to schemas, "
                f"not {type(components).__name__}"
            )
        self.components = components
        self.refs: dict[str, _Node] = {}
        self.nodes: list[_Node] = []

    def node(self, schema: Any, path: str) -> _Node:
        node = _Node(path)
        self.nodes.append(node)
        self.fill(node, schema)
        return node

    def fill(self, node: _Node, schema: Any) -> None:
        path = node.path
        if not isinstance(schema, dict):
            raise SchemaError(
                f"{path}: a schema must be an object, not {_json_type(schema)}"
            )
        t = schema.get("type")
        node.type = t if isinstance(t, str) else None
        default = schema.get("default")
        nullable = schema.get("nullable") is True

        props = schema.get("properties")
        if props is not None:
            if not isinstance(props, dict):
                raise SchemaError(
                    f"{path}/properties: must be an object, not {_json_type(props)}"
                )
            node.props = {
                k: self.node(v, pointer(path, "properties", k))
                for k, v in props.items()
            }
        addl = schema.get("additionalProperties")
        if isinstance(addl, dict):
            node.addl = self.node(addl, path + "/additionalProperties")
        elif addl is not None and not isinstance(
            addl, bool
        ):  # true/false: no schema for values
            raise SchemaError(
                f"{path}/additionalProperties: must be a schema or a boolean, not {_json_type(addl)}"
            )
        items = schema.get("items")
        if items is not None:
            if not isinstance(items, dict):
                raise SchemaError(
                    f"{path}/items: must be one schema, not {_json_type(items)}"
                )
            node.items = self.node(items, path + "/items")

        ref = schema.get("$ref")
        if ref is not None:
            node.sources.append(self.ref(ref, path))
        all_of = schema.get("allOf")
        if all_of is not None:
            if not isinstance(all_of, list):
                raise SchemaError(
                    f"{path}/allOf: must be a list, not {_json_type(all_of)}"
                )
            for i, sub in enumerate(all_of):
                member = self.node(sub, pointer(path, "allOf", i))
                node.sources.append(member)
                # An inline allOf member is part of this position; a $ref only brings a
                # type's structure (its own default is not this field's default).
                if default is None and member.default is not _NO:
                    default = member.default
                nullable = nullable or member.nullable
        node.default = _NO if default is None else _copy(default)
        node.nullable = nullable

    def ref(self, ref: Any, path: str) -> _Node:
        """The node of a `#/components/schemas/NAME` target, compiled once per name."""
        name = ref_name(self.components, ref, path)
        node = self.refs.get(name)
        if node is None:
            target = self.components[name]  # type: ignore[index]  # checked by ref_name
            node = self.refs[name] = _Node(pointer(_REF_PREFIX.rstrip("/"), name))
            self.nodes.append(node)
            self.fill(node, target)  # registered first: a recursive type finds itself
        return node

    def finish(self, node: _Node) -> None:
        """Merge the structure of `node`'s sources into it and build its walk function."""
        if node.state == 2:
            return
        if node.state == 1:
            raise SchemaError(f"{node.path}: $ref/allOf refers back to itself")
        node.state = 1
        props = dict(node.props) if node.props else {}
        for source in node.sources:
            self.finish(source)
            node.type = node.type or source.type
            for k, v in (source.props or {}).items():
                props.setdefault(
                    k, v
                )  # the schema's own properties, then sources in order
            node.addl = node.addl or source.addl
            node.items = node.items or source.items
        node.props = props
        node.walk = _make_walk(node)
        node.state = 2


def _json_type(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, (int, float)):
        return "a number"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


def _make_walk(node: _Node) -> Callable[[Any], Any]:
    """Pick the walk for a node; a value of another JSON type than the schema's is just copied."""
    is_obj = bool(node.props or node.addl) and node.type in (None, "object")
    is_arr = node.items is not None and node.type in (None, "array")
    if is_obj and is_arr:  # no `type`, both shapes described: go by the value
        walk_obj, walk_arr = _object_walk(node), _array_walk(node)
        return lambda v: walk_obj(v) if isinstance(v, dict) else walk_arr(v)
    if is_obj:
        return _object_walk(node)
    if is_arr:
        return _array_walk(node)
    return _copy


def _object_walk(node: _Node) -> Callable[[Any], Any]:
    props = node.props or {}
    get, addl = props.get, node.addl
    defaulted = [(k, c) for k, c in props.items() if c.default is not _NO]

    def walk(value: Any) -> Any:
        if not isinstance(value, dict):
            return _copy(value)
        out = {}
        for k, v in value.items():
            if (
                type(v) in _ATOMS and v is not None
            ):  # a scalar is itself, whatever the schema
                out[k] = v
                continue
            child = get(k, addl)  # properties win over additionalProperties
            if child is None:
                out[k] = _copy(v)
            elif v is not None:
                out[k] = child.walk(v)
            elif child.nullable:
                out[k] = None
            elif child.default is not _NO:
                out[k] = child.walk(child.default)  # a fresh copy, itself defaulted
            # else: a non-nullable null without a default is removed
        for k, child in defaulted:
            if k not in value:
                out[k] = child.walk(child.default)
        return out

    return walk


def _array_walk(node: _Node) -> Callable[[Any], Any]:
    item = node.items
    assert item is not None
    default = _NO if item.nullable else item.default

    def walk(value: Any) -> Any:
        if not isinstance(value, list):
            return _copy(value)
        w = item.walk  # every walk maps None to None: null items stay unless defaulted
        if default is _NO:
            return [v if type(v) in _ATOMS else w(v) for v in value]
        return [
            (w(default) if v is None else v) if type(v) in _ATOMS else w(v)
            for v in value
        ]

    return walk


def _compile(schema: Any, components: Mapping[str, Any] | None) -> Callable[[Any], Any]:
    compiler = _Compiler(components)
    if (
        isinstance(schema, dict)
        and "$ref" in schema
        and not schema.keys() - _REF_ONLY_KEYS
    ):
        # A root that is only a reference is the referenced type, own default included
        # (a field's $ref brings structure only, but here there is no field).
        root = compiler.ref(schema["$ref"], "#")
    else:
        root = compiler.node(schema, "#")
    for node in compiler.nodes:
        compiler.finish(node)

    def apply(doc: Any) -> Any:
        if doc is None:
            if root.nullable or root.default is _NO:
                return None
            return root.walk(root.default)
        return root.walk(doc)

    return apply


_cache: dict[tuple[int, int], tuple[Any, Any, Callable[[Any], Any]]] = {}


def compile_schema(
    schema: Mapping[str, Any], components: Mapping[str, Any] | None = None
) -> Callable[[Any], Any]:
    """Compile `schema` once into a function `doc -> defaulted copy of doc`.

    Results are cached by the identity of `schema` and `components` (kept alive by the
    cache so the ids stay valid): a schema is treated as immutable once used.
    Raises SchemaError for a malformed schema or an unresolvable `$ref`.
    """
    key = (id(schema), id(components))
    hit = _cache.get(key)
    if hit is not None and hit[0] is schema and hit[1] is components:
        return hit[2]
    fn = _compile(schema, components)
    if len(_cache) >= _CACHE_SIZE:
        _cache.pop(next(iter(_cache)))
    _cache[key] = (schema, components, fn)
    return fn


def apply_defaults(
    doc: Any, schema: Mapping[str, Any] | None, components: Mapping[str, Any] | None = None
) -> Any:
    """Return a defaulted copy of `doc` (SPEC §5); `doc`, `schema`, `components` are untouched.

    `schema` is one schema, structural or using `$ref: "#/components/schemas/NAME"` (bare or
    in `allOf` wrappers); `components` is the `components.schemas` mapping those refs point
    into. A `None` schema is no schema: the copy comes back unchanged, as Kubernetes treats a
    nil structural schema. Raises SchemaError (a ValueError) for a malformed schema or an
    unknown `$ref`.
    """
    if schema is None:
        return _copy(doc)
    return compile_schema(schema, components)(doc)
