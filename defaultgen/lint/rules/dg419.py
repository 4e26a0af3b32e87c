"""DG419: an API field or named type that is a map (a `dict`), other than `dict[str, str]`.

Kubernetes' API conventions: "lists of named subobjects are preferred over maps": in a map the
keys are data hidden in the structure, clients cannot tell a map from a struct in the schema's
YAML, and a map cannot be merged per entry by server-side apply with keys validated as a
list-map's can. `dict[str, str]` is the exception Kubernetes makes for labels and annotations
(KAL's `AllowStringToStringMaps`, its default `policy`; `Enforce` forbids those too, and
`Ignore` allows maps of any simple type: a string, number, bool or enum).
"""

from __future__ import annotations

from collections.abc import Iterator

from ...diagnostics import Diagnostic, Severity
from ...source.model import Choice, DictOf, Scalar, Type
from ._api import Option, type_findings
from ._context import Context

CODE = "DG419"
KAL = "nomaps"
API = True
OPT_IN = True
SEVERITY = Severity.WARNING
SUMMARY = "Use a list of named objects (a `+listType=map` list) instead of a `dict`."
SETTINGS = {
    "policy": Option(
        "AllowStringToStringMaps",
        "which maps are reported: every one, all but `dict[str, str]`, or only maps of structured values",
        choices=("Enforce", "AllowStringToStringMaps", "Ignore"),
    ),
}

EXAMPLE_BAD = """\
from dataclasses import dataclass, field


@dataclass
class Spec:
    # +optional
    ports: dict[str, int] = field(default_factory=dict, metadata={"json": "ports,omitempty"})
"""

EXAMPLE_GOOD = """\
from dataclasses import dataclass, field


@dataclass
class Port:
    # +required
    # +kubebuilder:validation:MinLength=1
    name: str = field(default="", metadata={"json": "name,omitempty"})
    # +optional
    port: int = field(default=0, metadata={"json": "port,omitempty"})


@dataclass
class Spec:
    # +optional
    # +listType=map
    # +listMapKey=name
    ports: list[Port] = field(default_factory=list, metadata={"json": "ports,omitempty"})
"""

_MESSAGE = "should not use a map type: use a list type with a unique name/identifier instead"


def check(context: Context) -> Iterator[Diagnostic]:
    policy = context.option("policy")

    def found(type_: Type, prefix: str) -> str | None:
        if isinstance(type_, DictOf) and _reported(context, type_, policy):
            return _MESSAGE
        return None

    for module, span, message in type_findings(context, found):
        yield context.report(module, span, message)


def _reported(context: Context, type_: DictOf, policy: str) -> bool:
    value = _plain(context, type_.value)
    if policy == "Enforce":
        return True
    if policy == "AllowStringToStringMaps":
        return value != Scalar("str")
    return not isinstance(value, Scalar | Choice)  # `Ignore`: maps of simple values only (a pointer is none)


def _plain(context: Context, type_: Type) -> Type:
    """The type without its named types (KAL looks through aliases to the basic type, but a
    pointer to a string is no string)."""
    return context.universe.underlying(type_)
