"""DG404: a field with markers that the project declares mutually exclusive.

Some markers cannot mean anything together (a default and `+required`; a format and a
pattern that contradict it; two unions), and which one wins is an accident of a generator.
KAL's conflictingmarkers lets a project declare such sets: a field (with the markers of the
named types it uses) that carries markers of two or more sets of one conflict is reported, with
the conflict's description. It reports nothing until `conflicts` is configured.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ...diagnostics import Diagnostic, Severity
from ._api import MarkerLine, Option, api_fields, table_list, type_aware_lines
from ._context import Context, field_name

CODE = "DG404"
KAL = "conflictingmarkers"
API = False
OPT_IN = True
SEVERITY = Severity.WARNING
SUMMARY = "Keep the markers of one set of the conflict and remove the others."


def _conflicts(value: Any) -> tuple[dict[str, Any], ...]:
    entries = table_list("name", "sets", "description")(value)
    for index, entry in enumerate(entries, 1):
        sets = entry["sets"]
        if not (isinstance(sets, list) and len(sets) >= 2 and all(isinstance(s, list) and s and all(isinstance(m, str) for m in s) for s in sets)):
            raise ValueError(f"entry {index}: `sets` must be at least two non-empty lists of marker identifiers")
    if len({e["name"] for e in entries}) < len(entries):
        raise ValueError("has two conflicts of the same name")
    return entries


SETTINGS = {
    "conflicts": Option((), "a list of {name, sets (lists of marker identifiers, `id=value` for a value), description}", check=_conflicts),
}
# the settings the examples are linted with (`defaultgen rule`, tests/test_cmd_rules.py)
EXAMPLE_SETTINGS = {
    "conflictingmarkers": {
        "conflicts": _conflicts(
            [{"name": "default_vs_required", "sets": [["default"], ["required"]], "description": "a required field is never defaulted"}]
        )
    }
}

EXAMPLE_BAD = """\
# [[tool.defaultgen.api-conventions.conflictingmarkers.conflicts]] with
# name = "default_vs_required", sets = [["default"], ["required"]]
from dataclasses import dataclass, field


@dataclass
class Spec:
    # defaultgen: ignore[DG203, DG205]
    # +required
    # +default="Always"
    policy: str = field(default="", metadata={"json": "policy"})
"""

EXAMPLE_GOOD = """\
# [[tool.defaultgen.api-conventions.conflictingmarkers.conflicts]] with
# name = "default_vs_required", sets = [["default"], ["required"]]
from dataclasses import dataclass, field


@dataclass
class Spec:
    # +optional
    # +default="Always"
    policy: str = field(default="", metadata={"json": "policy,omitempty"})
"""


def check(context: Context) -> Iterator[Diagnostic]:
    conflicts = context.option("conflicts")
    if not conflicts:
        return
    for cls, field in api_fields(context):
        lines = type_aware_lines(context, field)
        for conflict in conflicts:
            present = [found for markers in conflict["sets"] if (found := sorted(_present(lines, markers)))]
            if len(present) >= 2:
                sets = ", ".join("{" + ", ".join(f"+{m}" for m in found) + "}" for found in present)
                message = f"field {field_name(field)} has conflicting markers: {conflict['name']}: {sets}. {conflict['description']}"
                yield context.report(cls.module, field.decl.span, message)


def _present(lines: list[MarkerLine], markers: list[str]) -> set[str]:
    """The markers of one set present: an identifier, or `identifier=value` for that value."""
    found = set()
    for marker in markers:
        identifier, has_value, value = marker.partition("=")
        for line in lines:
            if line.identifier == identifier and (not has_value or line.arguments.strip() == value):
                found.add(marker)
    return found
