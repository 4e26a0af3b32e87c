"""DG306: a `+listMapKey` field that is neither required nor defaulted in the item type.

KEP-1929's motivation: server-side apply identifies the items of an associative list
(`+listType=map`) by their keys, so every item must have every key. The API server rejects a
CRD whose list-map key field is neither in the item's `required` list nor has a `default`
(apiextensions' structural-schema validation). In Kubernetes' own types a key with a
`+default` (`ContainerPort.protocol`, `+default="TCP"`) or the implicit zero default of a
non-omitempty scalar is fine; an omitempty key without a default is not.
"""

from __future__ import annotations

from collections.abc import Iterator

from ...diagnostics import Diagnostic, Severity
from ...openapi.schemas import class_schema
from ...source.model import ClassRef, ListOf, MarkerKind, Optional
from ...source.semantic import field_problems, semantic_markers
from ._context import Context, field_name

CODE = "DG306"
SEVERITY = Severity.ERROR
SUMMARY = "Make each `+listMapKey` field of the item required (`+required`, or no omitempty) or give it a `+default`."

EXAMPLE_BAD = """\
from dataclasses import dataclass, field


@dataclass
class Port:
    port: int = field(default=0, metadata={"json": "port,omitempty"})
    protocol: str = field(default="", metadata={"json": "protocol,omitempty"})


@dataclass
class Spec:
    # +listType=map
    # +listMapKey=port
    # +listMapKey=protocol
    ports: list[Port] = field(default_factory=list)
"""

EXAMPLE_GOOD = """\
from dataclasses import dataclass, field


@dataclass
class Port:
    port: int = field(default=0, metadata={"json": "port"})
    # +default="TCP"
    protocol: str = field(default="", metadata={"json": "protocol,omitempty"})


@dataclass
class Spec:
    # +listType=map
    # +listMapKey=port
    # +listMapKey=protocol
    ports: list[Port] = field(default_factory=list)
"""


def check(context: Context) -> Iterator[Diagnostic]:
    universe = context.universe
    for cls, field in context.own_fields():
        # its own keys, or its named type's (reported at the field, where the type is used)
        keys = [m for m in semantic_markers(field, universe) if m.kind is MarkerKind.LIST_MAP_KEY]
        if not keys or field_problems(field, universe):
            continue  # misused markers are DG108's
        plain = universe.underlying(field.type.inner if isinstance(field.type, Optional) else field.type)
        assert isinstance(plain, ListOf)
        item = universe.underlying(plain.item)
        assert isinstance(item, ClassRef)
        schema = class_schema(universe.dataclass(item.qualname), universe)
        required = set(schema.get("required", ()))
        for marker in keys:
            if marker.raw not in required and "default" not in schema["properties"][marker.raw]:
                yield context.report(
                    cls.module,
                    marker.span if any(marker is m for m in field.decl.markers) else field.decl.span,
                    f"field {field_name(field)} is keyed by `{marker.raw}`, but {item.name}.{marker.raw} is neither "
                    "required nor defaulted: server-side apply needs every key of every item; mark it `+required` "
                    "(or drop its omitempty) or give it a `+default`",
                )
