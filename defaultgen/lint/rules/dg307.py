"""DG307: a `+default=ref(NAME)` that does not resolve to a module-level literal constant or an
Enum member, or whose value does not fit the field.

kube-openapi and defaulter-gen let a default name a Go constant (`+default=ref(ProtocolTCP)`),
so the value is written once. defaultgen resolves NAME the same way, statically: a
module-level `NAME = <literal>` (`Final` or annotated ones too) or an Enum member
(`ref(Protocol.TCP)`), followed through imports across the scanned modules; the user's code is
never run. A name it cannot resolve would silently be no default at all, and a value that
does not fit breaks both paths like any bad default (DG301).
"""

from __future__ import annotations

from collections.abc import Iterator

from ...diagnostics import Diagnostic, Severity
from ...source.model import Marker, ModuleDecl, Type, first_default
from ._context import Context, field_name
from .dg301 import misfits

CODE = "DG307"
SEVERITY = Severity.ERROR
SUMMARY = "Make `ref(NAME)` name a module-level literal constant or an Enum member whose value fits the field."

EXAMPLE_BAD = """\
from dataclasses import dataclass
from typing import Optional

DEFAULT_PORT = "8080"


@dataclass
class Spec:
    # +default=ref(DEFAULT_PORT)
    port: Optional[int] = None
    # +default=ref(DEFAULT_HOST)
    host: Optional[str] = None
"""

EXAMPLE_GOOD = """\
from dataclasses import dataclass
from typing import Optional

DEFAULT_PORT = 8080
DEFAULT_HOST = "localhost"


@dataclass
class Spec:
    # +default=ref(DEFAULT_PORT)
    port: Optional[int] = None
    # +default=ref(DEFAULT_HOST)
    host: Optional[str] = None
"""


def check(context: Context) -> Iterator[Diagnostic]:
    universe = context.universe
    for cls, field in context.own_fields():
        marker = first_default(field.decl.markers)
        if marker is not None and marker.ref is not None:
            label = f"field {field_name(field)}"
            yield from _check(context, cls.module, marker, field.type, universe.module(field.owner.rpartition(".")[0]), label)
    for named in context.named_types():
        marker = first_default(named.decl.markers)
        if marker is not None and marker.ref is not None:
            yield from _check(context, named.module, marker, named.target, named.module, f"type `{named.name}`")


def _check(
    context: Context, module: ModuleDecl, marker: Marker, type_: Type, home: ModuleDecl | None, label: str
) -> Iterator[Diagnostic]:
    assert marker.ref is not None and home is not None
    value, problem = context.universe.constant(marker.ref, home)
    if problem is not None:
        yield context.report(module, marker.span, f"the default of {label}, `ref({marker.ref})`, does not resolve: {problem}")
        return
    for misfit in misfits(value, type_, context.universe):
        yield context.report(
            module,
            marker.span,
            f"the default of {label}, `ref({marker.ref})`, does not fit its type: {misfit}; "
            "name a constant of the field's type",
        )
