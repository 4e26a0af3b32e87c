"""A generic reflective defaulter and its own copy of the benchmark types.

The approach generated code replaces: walk `dataclasses.fields` at run time and read each
field's default from its metadata (`metadata={"default": <json>}`); a named type carries its
default as `Annotated[T, Default(<json>)]`. Type hints are resolved once per class (any
sensible walker caches them); everything else is decided per object, as reflection does.
Semantics are SPEC §3's.
"""

from __future__ import annotations

import copy
import dataclasses
import functools
import types
import typing
from dataclasses import dataclass, field
from typing import Annotated, Any, Optional, Union


@dataclass(frozen=True)
class Default:
    """A type-level default, attached with Annotated."""

    value: Any


_NONE = object()  # no default


# --------------------------------------------------------------------------- the types, again

Item = Annotated[str, Default("apple")]
LabelValue = Annotated[str, Default("banana")]


@dataclass
class SubLevel:
    name: str = field(default="", metadata={"json": "name,omitempty", "default": "default-name"})
    port: int = field(default=0, metadata={"json": "port,omitempty", "default": 8080})


@dataclass
class Root:
    entry: SubLevel = field(default_factory=SubLevel)
    pointer: Optional[SubLevel] = field(
        default=None, metadata={"json": "pointer,omitempty", "default": {"name": "pointer-name"}}
    )
    items: list[Item] = field(default_factory=list, metadata={"json": "items,omitempty"})
    labels: dict[str, LabelValue] = field(default_factory=dict, metadata={"json": "labels,omitempty"})
    tags: Optional[list[str]] = field(default=None, metadata={"json": "tags,omitempty", "default": ["a", "b"]})
    subs: list[SubLevel] = field(default_factory=list, metadata={"json": "subs,omitempty"})
    replicas: Optional[int] = field(default=None, metadata={"json": "replicas,omitempty", "default": 3})


# --------------------------------------------------------------------------- the walker


def set_defaults(obj: Any) -> Any:
    """Apply every default below the dataclass instance `obj`, in place, top-down."""
    hints = _hints(type(obj))
    for f in dataclasses.fields(obj):
        optional, tp, type_default = _split(hints[f.name])
        value = getattr(obj, f.name)
        default = f.metadata.get("default", type_default)
        if default is not _NONE and (value is None if optional else not value):
            value = _from_json(tp, default)
            setattr(obj, f.name, value)
        elif value is None and not optional and dataclasses.is_dataclass(tp):
            value = tp()
            setattr(obj, f.name, value)
        if value is not None:
            _visit(value, tp)
    return obj


def _visit(value: Any, tp: Any) -> None:
    """Default the contents of a value: a dataclass's fields, list items, dict values."""
    if dataclasses.is_dataclass(tp):
        set_defaults(value)
        return
    origin = typing.get_origin(tp)
    if origin is list:
        optional, item_type, item_default = _split(typing.get_args(tp)[0])
        for index, item in enumerate(value):
            if item is None:
                if not optional and item_default is not _NONE:
                    value[index] = _from_json(item_type, item_default)
            else:
                _visit(item, item_type)
    elif origin is dict:
        optional, item_type, item_default = _split(typing.get_args(tp)[1])
        for key, item in value.items():
            if item is None:
                if not optional and item_default is not _NONE:
                    value[key] = _from_json(item_type, item_default)
            else:
                _visit(item, item_type)


@functools.cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls, include_extras=True)


def _split(tp: Any) -> tuple[bool, Any, Any]:
    """(is Optional, the type inside, its type-level default or _NONE)."""
    optional = False
    if typing.get_origin(tp) in (Union, types.UnionType):
        args = [a for a in typing.get_args(tp) if a is not type(None)]
        optional, tp = len(args) < len(typing.get_args(tp)), args[0]
    default = _NONE
    if typing.get_origin(tp) is Annotated:
        tp, *extras = typing.get_args(tp)
        default = next((e.value for e in extras if isinstance(e, Default)), _NONE)
    return optional, tp, default


def _from_json(tp: Any, value: Any) -> Any:
    """A fresh Python value of type `tp` from a JSON default (dataclasses by wire name)."""
    if dataclasses.is_dataclass(tp) and isinstance(value, dict):
        hints = _hints(tp)
        kwargs = {}
        for f in dataclasses.fields(tp):
            wire = (f.metadata.get("json", "").split(",")[0]) or f.name
            if wire in value:
                kwargs[f.name] = _from_json(_split(hints[f.name])[1], value[wire])
        return tp(**kwargs)
    return copy.deepcopy(value)
