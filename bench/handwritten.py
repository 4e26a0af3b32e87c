"""Defaulting for bench/kep_types.py written by hand, as a careful programmer would: the
yardstick the generated `set_defaults_Root` is held to (target: at most 1.2× this).

Same semantics as SPEC §3, no reflection, no generality.
"""

from __future__ import annotations

from .kep_types import Root, SubLevel


def set_defaults_sublevel(obj: SubLevel) -> None:
    if not obj.name:
        obj.name = "default-name"
    if not obj.port:
        obj.port = 8080


def set_defaults_root(obj: Root) -> None:
    if obj.entry is None:
        obj.entry = SubLevel()
    set_defaults_sublevel(obj.entry)
    if obj.pointer is None:
        obj.pointer = SubLevel(name="pointer-name")
    set_defaults_sublevel(obj.pointer)
    items = obj.items
    for index, item in enumerate(items):
        if item is None:
            items[index] = "apple"
    labels = obj.labels
    for key, value in labels.items():
        if value is None:
            labels[key] = "banana"
    if obj.tags is None:
        obj.tags = ["a", "b"]
    for sub in obj.subs:
        set_defaults_sublevel(sub)
    if obj.replicas is None:
        obj.replicas = 3
