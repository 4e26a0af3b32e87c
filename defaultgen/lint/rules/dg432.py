"""DG432: a marker that may be given once, given more than once on a field or type.

A second `MaxLength`, `Pattern`, `Enum` or `+default` with another value does not add a
constraint: the generators keep one of them, and which one is an accident (controller-gen
publishes both as an `allOf` pair, others the last). KAL's uniquemarkers lists the markers
that may stand once on a field (with its named types' markers) or a type — the defaults, the
validation markers and their `items:` forms, the declarative-validation `k8s:` bounds, and
`XValidation` once per `rule` — and takes project markers in `customMarkers` ({identifier,
attributes}: the attributes whose values tell two markers apart). No fix: which one was meant
cannot be known.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ...diagnostics import Diagnostic, Severity
from ._api import MarkerLine, Option, api_fields, api_types, marker_arguments, marker_lines, table_list, type_aware_lines
from ._context import Context, field_name

CODE = "DG432"
KAL = "uniquemarkers"
API = True
OPT_IN = True
SEVERITY = Severity.WARNING
SUMMARY = "Keep one definition of the marker: remove the others."


def _custom(value: Any) -> tuple[dict[str, Any], ...]:
    entries = table_list("identifier", optional=("attributes",))(value)
    if len({e["identifier"] for e in entries}) < len(entries):
        raise ValueError("names an identifier twice")
    return entries


SETTINGS = {"customMarkers": Option((), "a list of {identifier, attributes}: more markers that may stand once", check=_custom)}

EXAMPLE_BAD = """\
from dataclasses import dataclass, field


@dataclass
class Spec:
    # +optional
    # +kubebuilder:validation:MaxLength=10
    # +kubebuilder:validation:MaxLength=20
    name: str = field(default="", metadata={"json": "name,omitempty"})
"""

EXAMPLE_GOOD = """\
from dataclasses import dataclass, field


@dataclass
class Spec:
    # +optional
    # +kubebuilder:validation:MaxLength=10
    name: str = field(default="", metadata={"json": "name,omitempty"})
"""

_V = "kubebuilder:validation:"
_BOUNDS = ("Enum", "ExclusiveMaximum", "ExclusiveMinimum", "Format", "MaxItems", "MaxLength", "MaxProperties", "Maximum",
           "MinItems", "MinLength", "MinProperties", "Minimum", "MultipleOf", "Pattern", "Type", "UniqueItems")  # fmt: skip
# KAL's default set (pkg/analysis/uniquemarkers: defaultUniqueMarkers): identifier → attributes
UNIQUE: dict[str, tuple[str, ...]] = {
    "default": (),
    "kubebuilder:default": (),
    "kubebuilder:example": (),
    **{_V + name: () for name in _BOUNDS},
    **{_V + "items:" + name: () for name in _BOUNDS},
    _V + "XValidation": ("rule",),
    _V + "items:XValidation": ("rule",),
    **{f"k8s:{name}": () for name in ("format", "minLength", "maxLength", "minItems", "maxItems", "minimum", "maximum", "listType")},
}


def check(context: Context) -> Iterator[Diagnostic]:
    unique = {**UNIQUE, **{m["identifier"]: tuple(m.get("attributes", ())) for m in context.option("customMarkers")}}
    for cls, field in api_fields(context):
        for key in _repeated(type_aware_lines(context, field), unique):
            message = f"field {field_name(field)} has more than one `+{key}`, which may be given once: keep one"
            yield context.report(cls.module, field.decl.span, message)
    for module, what, decl, span in api_types(context):
        for key in _repeated(marker_lines(decl), unique):
            yield context.report(module, span, f"{what} has more than one `+{key}`, which may be given once: keep one")

def _repeated(lines: list[MarkerLine], unique: dict[str, tuple[str, ...]]) -> Iterator[str]:
    """Each repetition of a unique marker, named with its distinguishing attributes."""
    seen: set[str] = set()
    for line in lines:
        attributes = unique.get(line.identifier)
        if attributes is None:
            continue
        arguments = marker_arguments(line)
        key = line.identifier + (":" + ",".join(f"{a}={arguments.get(a, '')}" for a in attributes) if attributes else "")
        if key in seen:
            yield key
        seen.add(key)
