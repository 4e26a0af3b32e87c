"""DG409: a marker the project forbids, on a field or type.

Projects retire markers: a generator's that they no longer run, a validation they do through
CEL instead, an attribute value that broke clients. KAL's forbiddenmarkers reports each marker
of a configured identifier on a field (with its named types' markers) or type, or only those
whose attributes match one of its `ruleSets` (all the rule set's attributes present, each with
one of its `values` when values are given). The fix removes the marker from where it is
written; it is unsafe, as the published schema may change. It reports nothing until `markers`
is configured.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ...diagnostics import Diagnostic, Severity
from ..fix import Applicability, Fix
from ._api import MarkerLine, Option, api_fields, api_types, marker_arguments, marker_lines, table_list, type_aware_lines
from ._context import Context, field_name
from ._edits import delete_comment

CODE = "DG409"
KAL = "forbiddenmarkers"
API = False
OPT_IN = True
SEVERITY = Severity.WARNING
SUMMARY = "Remove the forbidden marker."
FIX = Applicability.UNSAFE
FIX_DOES = "removes the marker where it is written (unsafe: the published schema may change)"


def _markers(value: Any) -> tuple[dict[str, Any], ...]:
    entries = table_list("identifier", optional=("ruleSets",))(value)
    for entry in entries:
        for rule_set in entry.get("ruleSets", ()):
            table_list("attributes")([rule_set])
            table_list("name", optional=("values",))(rule_set["attributes"])
    return entries


SETTINGS = {"markers": Option((), "a list of {identifier, ruleSets: [{attributes: [{name, values}]}]}", check=_markers)}
# the settings the examples are linted with (`defaultgen rule`, tests/test_cmd_rules.py)
EXAMPLE_SETTINGS = {"forbiddenmarkers": {"markers": _markers([{"identifier": "kubebuilder:validation:Pattern"}])}}

EXAMPLE_BAD = """\
# [[tool.defaultgen.api-conventions.forbiddenmarkers.markers]] with
# identifier = "kubebuilder:validation:Pattern"
from dataclasses import dataclass, field


@dataclass
class Spec:
    # +optional
    # +kubebuilder:validation:Pattern=`^[a-z]+$`
    name: str = field(default="", metadata={"json": "name,omitempty"})
"""

EXAMPLE_GOOD = """\
# [[tool.defaultgen.api-conventions.forbiddenmarkers.markers]] with
# identifier = "kubebuilder:validation:Pattern"
from dataclasses import dataclass, field


@dataclass
class Spec:
    # +optional
    name: str = field(default="", metadata={"json": "name,omitempty"})
"""


def check(context: Context) -> Iterator[Diagnostic]:
    forbidden = context.option("markers")
    if not forbidden:
        return
    for cls, field in api_fields(context):
        own = marker_lines(field.decl)
        for line in _forbidden(type_aware_lines(context, field), forbidden):
            fix = Fix.unsafe(delete_comment(line.comment.span)) if line in own else None
            yield context.report(cls.module, field.decl.span, f"field {field_name(field)} has the forbidden marker `+{line.text}`", fix)
    for module, what, decl, span in api_types(context):
        for line in _forbidden(marker_lines(decl), forbidden):
            yield context.report(module, span, f"{what} has the forbidden marker `+{line.text}`", Fix.unsafe(delete_comment(line.comment.span)))

def _forbidden(lines: list[MarkerLine], forbidden: tuple[dict[str, Any], ...]) -> Iterator[MarkerLine]:
    """Each marker of `lines` a configured entry forbids (once per rule set that matches it)."""
    for entry in forbidden:
        identifier = entry["identifier"]
        for line in lines:
            # a configured identifier is a known marker, as KAL registers it: what follows it
            # (after `:` or `=`) is its arguments, even with a single `=`
            if not (line.text == identifier or line.text.startswith((identifier + ":", identifier + "="))):
                continue
            rule_sets = entry.get("ruleSets", ())
            if not rule_sets:
                yield line
                continue
            colon = line.text.startswith(identifier + ":")
            rest = line.text[len(identifier) + 1 :] if colon else line.arguments
            arguments = marker_arguments(MarkerLine(identifier, rest, line.comment))
            for rule_set in rule_sets:
                if all(_matches(arguments, attribute) for attribute in rule_set["attributes"]):
                    yield line


def _matches(arguments: dict[str, str], attribute: dict[str, Any]) -> bool:
    if attribute["name"] not in arguments:
        return False
    values = attribute.get("values", ())
    return not values or arguments[attribute["name"]].strip("\"'`") in values
