"""DG308: a written default that its own schema rejects.

The API server checks every default of a CRD's schema against the schema of its own position
when the CRD is created, *as written*: nested defaults are not applied to the default first
(k8s.io/apiextensions-apiserver, validation of `default` in the structural schema). A default
its schema refuses makes the whole CRD invalid (`defaultgen crd` refuses it as CRD103), and
were it published anyway, every document without the field would be defaulted to a value the
same schema then refuses. The field report's example: `+kubebuilder:default={}` on a
`transmission` whose type requires `type` — `{}` lacks `type`, even though `type` has a
default of its own, because that default is not applied to a default.

Every `+default`, `+kubebuilder:default`, resolved `ref()` and named type's default is checked
with the one validator (`defaultgen.validate_document`, kube-openapi's rules) against the
published schema of its position: enum, ranges, lengths, pattern (Go's meaning), items,
properties, the required fields of an object default and the CEL rules that can be evaluated
statically (those that cannot are not findings). A value that does not fit its type at all is
DG301's (DG307's for a `ref()`), and a default on a non-Optional dataclass field,
forbidden altogether, DG201's; KEP-1929's implicit defaults are SPEC §7's, not this rule's.
A named type's default is reported at the named type's marker; a field that only inherits it
is reported where its own constraints refuse it further.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ...diagnostics import Diagnostic, Severity
from ...openapi.implicit import default_problems
from ...openapi.schemas import Schemas
from ...source.model import ClassRef, Marker, NamedRef, Optional, Type
from ...source.universe import Universe
from ._context import Context, field_name, shorten, spelled
from .dg301 import misfits

CODE = "DG308"
SEVERITY = Severity.ERROR
SUMMARY = "Write a default its own schema accepts: fill in the nested values it requires, or relax the constraint."

EXAMPLE_BAD = """\
from dataclasses import dataclass, field
from typing import Optional


@dataclass
class Transmission:
    # +required
    # +kubebuilder:validation:MinLength=1
    type: str = field(metadata={"json": "type,omitempty"})


@dataclass
class CarSpec:
    # +default={}
    transmission: Optional[Transmission] = field(default=None, metadata={"json": "transmission,omitempty"})
"""

EXAMPLE_GOOD = """\
from dataclasses import dataclass, field
from typing import Optional


@dataclass
class Transmission:
    # +required
    # +kubebuilder:validation:MinLength=1
    type: str = field(metadata={"json": "type,omitempty"})


@dataclass
class CarSpec:
    # +default={"type": "Automatic"}
    transmission: Optional[Transmission] = field(default=None, metadata={"json": "transmission,omitempty"})
"""


def check(context: Context) -> Iterator[Diagnostic]:
    universe = context.universe
    schemas = Schemas(universe)  # a dataclass's schema emitted (and compiled) only where a default reaches it
    for named in context.named_types():
        default = named.marker_default
        if default is None or misfits(default.value, named.target, universe):
            continue
        problems = refusals(default.value, *schemas.of_type(NamedRef(named.qualname)))
        if problems:
            yield context.report(named.module, default.span, _message(f"type `{named.name}`", default, problems))
    for cls, field in context.own_fields():
        default = universe.field_default(field)
        if field.wire_name is None or default is None or misfits(default.value, field.type, universe):
            continue
        if field.marker_default is not None and isinstance(context.plain(field.type), ClassRef):
            continue  # a default a non-Optional dataclass field may not have at all: DG201's
        node = schemas.of_class(cls)["properties"][field.wire_name]
        problems = refusals(default.value, node, schemas.of_type(field.type)[1])
        if field.marker_default is None:  # its named type's default: reported there, unless the field refuses more
            problems = [p for p in problems if p not in _named_refusals(field.type, universe, schemas)]
            if problems:
                what = f"field {field_name(field)} (its type's, inherited)"
                yield context.report(cls.module, field.decl.span, _message(what, default, problems))
        elif problems:
            yield context.report(cls.module, default.span, _message(f"field {field_name(field)}", default, problems))


def refusals(value: object, node: dict[str, Any], components: dict[str, Any]) -> list[str]:
    """What the API server's validator says about `value` as the default of `node` (the
    published schema of its position, `$ref`s into `components`), as written."""
    bare = {k: v for k, v in node.items() if k != "default"}
    try:
        found = default_problems(value, bare, components)
    except RecursionError:  # a schema too deep to compile: CRD108's / DG110's finding
        return []
    return [f"{where}: {problem}".lstrip(": ") for where, problem in found]


def _named_refusals(type_: Type, universe: Universe, schemas: Schemas) -> list[str]:
    inner = type_.inner if isinstance(type_, Optional) else type_
    if not isinstance(inner, NamedRef) or universe.type_default(inner) is None:
        return []
    schema, components = schemas.of_type(inner)
    return refusals(schema.get("default"), schema, components)


# what each kind of refusal asks of the type author, by the end of the validator's message
_FIXES = (
    (
        "missing required field",
        "fill in the nested values it requires (the API server does not apply nested defaults to a default), "
        "or mark those nested fields `+optional`",
    ),
    ("got null", "write the value instead of null (nothing replaces a null inside a default), or leave an optional key out"),
    ('must be a valid byte, got ""', "leave the default out: `\"\"` is no valid `format: byte` (bytes), and absent is empty already"),
)


def _message(what: str, default: Marker, problems: list[str]) -> str:
    fixes = [fix for ending, fix in _FIXES if any(p.endswith(ending) for p in problems)]
    if not all(p.endswith(tuple(ending for ending, _ in _FIXES)) for p in problems):
        fixes.append("write a default its constraints accept, or change the constraint")
    return (
        f"the default `{shorten(spelled(default))}` of {what} is refused by its own schema, as the API server "
        f"checks a CRD's defaults (as written): {'; '.join(problems)}; {'; '.join(fixes)}"
    )
