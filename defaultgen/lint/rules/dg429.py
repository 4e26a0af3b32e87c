"""DG429: an API list without a `+listType`, or with one server-side apply cannot use.

Server-side apply merges what several managers apply by each list's type: `atomic` lists are
replaced whole, `set` lists merged by value, `map` lists merged per item by their
`+listMapKey` fields. A list without `+listType` is atomic by default, so two controllers that
each apply one item overwrite each other. KAL's ssatags asks every list for a valid
`+listType` (on the field or its named type), a `map` only on a list of objects and with a
`+listMapKey` naming a field of the item, no `set` of objects (`listTypeSetUsage`: `Warn` |
`Ignore`: server-side apply merges object sets unreliably), and no `+listType` on `bytes`.
DG108 reports the misuses too (as errors: the schema would be refused or wrong); KAL's fix
(removing a `bytes` field's `+listType`) is left to the reader, as DG108's message says.
"""

from __future__ import annotations

from collections.abc import Iterator

from ...diagnostics import Diagnostic, Severity
from ...source.model import ClassRef, Field, ListOf, Optional, Special
from ._api import IGNORE, WARN, MarkerLine, Option, api_fields, type_aware_lines
from ._context import Context, field_name

CODE = "DG429"
KAL = "ssatags"
API = True
OPT_IN = True
SEVERITY = Severity.WARNING
SUMMARY = "Give the list a `+listType` (atomic, set or map; map with `+listMapKey`) that server-side apply can merge by."
SETTINGS = {
    "listTypeSetUsage": Option(WARN, "whether a `set` of objects is reported", choices=(WARN, IGNORE)),
}

EXAMPLE_BAD = """\
from dataclasses import dataclass, field


@dataclass
class Spec:
    # +optional
    names: list[str] = field(default_factory=list, metadata={"json": "names,omitempty"})
"""

EXAMPLE_GOOD = """\
from dataclasses import dataclass, field


@dataclass
class Spec:
    # +optional
    # +listType=set
    names: list[str] = field(default_factory=list, metadata={"json": "names,omitempty"})
"""

_TYPES = ("atomic", "set", "map")


def check(context: Context) -> Iterator[Diagnostic]:
    universe = context.universe
    for cls, field in api_fields(context):
        type_ = field.type.inner if isinstance(field.type, Optional) else field.type
        plain = universe.underlying(type_)
        lines = type_aware_lines(context, field)
        kinds = [line for line in lines if line.identifier == "listType"]
        name, module, span = field_name(field), cls.module, field.decl.span
        if plain == Special("bytes"):
            for _ in kinds:
                yield context.report(module, span, f"field {name} is bytes, which takes no `+listType`: remove it")
            continue
        if not isinstance(plain, ListOf):
            continue
        if not kinds:
            yield context.report(module, span, f"field {name} should have a `+listType` marker for server-side apply (atomic, set or map)")
            continue
        item = universe.underlying(plain.item.inner if isinstance(plain.item, Optional) else plain.item)
        for line in kinds:
            kind = line.arguments.strip()
            if kind not in _TYPES:
                yield context.report(module, span, f"field {name} has the invalid `+listType={kind}`: use atomic, set or map")
            elif kind == "map":
                yield from _map(context, field, item, lines)
            elif kind == "set" and isinstance(item, ClassRef) and context.option("listTypeSetUsage") == WARN:
                message = f"field {name} is a `+listType=set` of objects, which server-side apply merges unreliably: use atomic or map"
                yield context.report(module, span, message)


def _map(context: Context, field: Field, item: object, lines: list[MarkerLine]) -> Iterator[Diagnostic]:
    module, span, name = context.universe.dataclass(field.owner).module, field.decl.span, field_name(field)
    if not isinstance(item, ClassRef):
        yield context.report(module, span, f"field {name} is a `+listType=map` of values that are not objects: use set or atomic")
        return
    keys = [line.arguments.strip() for line in lines if line.identifier == "listMapKey"]
    if not keys:
        yield context.report(module, span, f"field {name} is a `+listType=map` without a `+listMapKey`: name the key field")
        return
    wire = {f.wire_name for f in context.universe.dataclass(item.qualname).fields}
    for key in keys:
        if key and key not in wire:
            yield context.report(module, span, f"field {name} has `+listMapKey={key}`, which is no field of its items")
