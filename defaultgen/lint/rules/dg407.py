"""DG407: a field with a marker that needs another marker it lacks.

Some markers only mean something beside others (`+k8s:unionMember` with `+k8s:optional`, a
`+listType=map` with its keys), and a generator that finds one without the other silently does
less than intended. KAL's dependenttags lets a project declare such rules: when a field (with
its named types' markers) has the `identifier` marker, `All` of the `dependsOn` markers, or
`Any` one of them, must be there too. Only presence is checked, not values. It reports nothing
until `rules` is configured. A rule's identifier and dependencies match a marker as written:
`listType` is `+listType` alone, `listType=map` is `+listType=map`.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ...diagnostics import Diagnostic, Severity
from ._api import Option, api_fields, table_list, type_aware_lines
from ._context import Context, field_name

CODE = "DG407"
KAL = "dependenttags"
API = False
OPT_IN = True
SEVERITY = Severity.WARNING
SUMMARY = "Add the markers the field's marker depends on (or remove it)."


def _rules(value: Any) -> tuple[dict[str, Any], ...]:
    entries = table_list("identifier", "dependsOn", optional=("type",))(value)
    for index, entry in enumerate(entries, 1):
        if entry.get("type", "All") not in ("All", "Any"):
            raise ValueError(f"entry {index}: `type` must be All or Any, not {entry['type']!r}")
        if not (isinstance(entry["dependsOn"], list) and entry["dependsOn"] and all(isinstance(d, str) for d in entry["dependsOn"])):
            raise ValueError(f"entry {index}: `dependsOn` must be a non-empty list of marker identifiers")
    return entries


SETTINGS = {"rules": Option((), "a list of {identifier, type (All | Any), dependsOn (marker identifiers)}", check=_rules)}
# the settings the examples are linted with (`defaultgen rule`, tests/test_cmd_rules.py)
EXAMPLE_SETTINGS = {"dependenttags": {"rules": _rules([{"identifier": "listType=set", "type": "All", "dependsOn": ["optional"]}])}}

EXAMPLE_BAD = """\
# [[tool.defaultgen.api-conventions.dependenttags.rules]] with
# identifier = "listType=set", type = "All", dependsOn = ["optional"]
from dataclasses import dataclass, field


@dataclass
class Spec:
    # +listType=set
    names: list[str] = field(default_factory=list, metadata={"json": "names,omitempty"})
"""

EXAMPLE_GOOD = """\
# [[tool.defaultgen.api-conventions.dependenttags.rules]] with
# identifier = "listType=set", type = "All", dependsOn = ["optional"]
from dataclasses import dataclass, field


@dataclass
class Spec:
    # +optional
    # +listType=set
    names: list[str] = field(default_factory=list, metadata={"json": "names,omitempty"})
"""


def check(context: Context) -> Iterator[Diagnostic]:
    rules = context.option("rules")
    if not rules:
        return
    for cls, field in api_fields(context):
        lines = type_aware_lines(context, field)
        # a marker as written, `id` or `id=value` (KAL matches rules against the whole marker)
        present = {f"{line.identifier}={line.arguments.strip()}" if line.arguments.strip() else line.identifier for line in lines}
        for rule in rules:
            if rule["identifier"] not in present:
                continue
            wanted = [f"+{d}" for d in rule["dependsOn"] if d not in present]
            name, marker = field_name(field), rule["identifier"]
            if rule.get("type", "All") == "All" and wanted:
                yield context.report(cls.module, field.decl.span, f"field {name} with marker +{marker} is missing required marker(s): {', '.join(wanted)}")
            elif rule.get("type") == "Any" and len(wanted) == len(rule["dependsOn"]):
                message = f"field {name} with marker +{marker} requires at least one of: {', '.join(wanted)}"
                yield context.report(cls.module, field.decl.span, message)
