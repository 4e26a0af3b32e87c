"""DG108: a `+listType` / `+listMapKey` / `+mapType` / `+structType` marker with an unknown
value or on a field it cannot apply to.

These markers are published as kube-openapi publishes them (`x-kubernetes-list-type`, ...),
and server-side apply merges lists and maps by them. A wrong one is worse than none: a
`+listType=set` of objects or a `+listMapKey` naming no field is rejected by the API server
when the CRD is created (so is a `+listType=map` without any `+listMapKey`), and a typo'd
value (`+listType=Map`) would silently publish nothing.
A misused marker is left out of the schema and reported here. `+structType` may also stand
above a dataclass (the whole type); `+listType`, `+listMapKey` and `+mapType` above a named
type apply to every field that uses it (as controller-gen reads them), and are checked against
the type they name.
"""

from __future__ import annotations

from collections.abc import Iterator

from ...diagnostics import Diagnostic, Severity
from ...source.semantic import class_problems, field_problems, named_problems
from ._context import Context, field_name

CODE = "DG108"
SEVERITY = Severity.ERROR
SUMMARY = (
    "Use `+listType=atomic|set|map` on lists (map: dataclass items, with `+listMapKey=<wire name>`), "
    "`+mapType` on dicts, `+structType` on dataclasses."
)

EXAMPLE_BAD = """\
from dataclasses import dataclass, field


@dataclass
class Port:
    name: str = ""
    port: int = 0


@dataclass
class Spec:
    # +listType=map
    # +listMapKey=number
    ports: list[Port] = field(default_factory=list)
"""

EXAMPLE_GOOD = """\
from dataclasses import dataclass, field


@dataclass
class Port:
    name: str = ""
    port: int = 0


@dataclass
class Spec:
    # +listType=map
    # +listMapKey=port
    ports: list[Port] = field(default_factory=list)
"""


def check(context: Context) -> Iterator[Diagnostic]:
    universe = context.universe
    for cls, field in context.own_fields():
        for marker, problem in field_problems(field, universe):
            yield context.report(cls.module, marker.span, f"field {field_name(field)}: {problem}")
    for module in context.modules():
        for decl in module.classes:
            if decl.is_dataclass:
                for marker, problem in class_problems(decl):
                    yield context.report(module, marker.span, f"class `{decl.name}`: {problem}")
    for named in context.named_types():
        for marker, problem in named_problems(named, universe):
            yield context.report(named.module, marker.span, f"type `{named.name}`: {problem}")
