"""DG427: a marker written in another spelling than the one the project prefers.

Kubernetes has several spellings of one idea (`+optional`, `+k8s:optional`,
`+kubebuilder:validation:Optional`), and a project that mixes them is harder to read and to
move between generators. KAL's preferredmarkers takes the project's choice: for each
`preferredIdentifier`, its `equivalentIdentifiers`; a field or type that carries an equivalent
is reported (with the entry's `message`, if any). The fix rewrites the first equivalent as the
preferred one, keeping its arguments (`:=value` becomes `=value`), and removes the others, or
removes them all where the preferred one is already there; it is unsafe, since markers that
KAL calls equivalent need not publish the same schema. It reports nothing until `markers` is
configured.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ...diagnostics import Diagnostic, Severity
from ...source.model import ModuleDecl, Span
from ..fix import Applicability, Fix
from ._api import MarkerLine, Option, api_fields, api_types, marker_lines, table_list
from ._context import Context, field_name
from ._edits import delete_comment, replace_in_comment

CODE = "DG427"
KAL = "preferredmarkers"
API = False
OPT_IN = True
SEVERITY = Severity.WARNING
SUMMARY = "Write the marker in the project's preferred spelling."
FIX = Applicability.UNSAFE
FIX_DOES = "rewrites the first equivalent marker as the preferred one, keeping its arguments, and removes the others (unsafe)"


def _markers(value: Any) -> tuple[dict[str, Any], ...]:
    entries = table_list("preferredIdentifier", "equivalentIdentifiers", optional=("message",))(value)
    for entry in entries:
        table_list("identifier")(entry["equivalentIdentifiers"])
    return entries


SETTINGS = {
    "markers": Option((), "a list of {preferredIdentifier, equivalentIdentifiers: [{identifier}], message}", check=_markers),
}
# the settings the examples are linted with (`defaultgen rule`, tests/test_cmd_rules.py)
EXAMPLE_SETTINGS = {
    "preferredmarkers": {
        "markers": _markers(
            [{"preferredIdentifier": "optional", "equivalentIdentifiers": [{"identifier": "kubebuilder:validation:Optional"}]}]
        )
    }
}

EXAMPLE_BAD = """\
# [[tool.defaultgen.api-conventions.preferredmarkers.markers]] with preferredIdentifier = "optional"
# and equivalentIdentifiers = [{identifier = "kubebuilder:validation:Optional"}]
from dataclasses import dataclass, field


@dataclass
class Spec:
    # +kubebuilder:validation:Optional
    name: str = field(default="", metadata={"json": "name,omitempty"})
"""

EXAMPLE_GOOD = """\
# [[tool.defaultgen.api-conventions.preferredmarkers.markers]] with preferredIdentifier = "optional"
# and equivalentIdentifiers = [{identifier = "kubebuilder:validation:Optional"}]
from dataclasses import dataclass, field


@dataclass
class Spec:
    # +optional
    name: str = field(default="", metadata={"json": "name,omitempty"})
"""


def check(context: Context) -> Iterator[Diagnostic]:
    entries = context.option("markers")
    if not entries:
        return
    for cls, field in api_fields(context):
        yield from _check(context, cls.module, field.decl.span, f"field {field_name(field)}", marker_lines(field.decl), entries)
    for module, what, decl, span in api_types(context):
        yield from _check(context, module, span, what, marker_lines(decl), entries)

def _check(
    context: Context, module: ModuleDecl, span: Span, what: str, lines: list[MarkerLine], entries: tuple[dict[str, Any], ...]
) -> Iterator[Diagnostic]:
    for entry in sorted(entries, key=lambda e: e["preferredIdentifier"]):
        preferred = entry["preferredIdentifier"]
        equivalents = {e["identifier"] for e in entry["equivalentIdentifiers"]}
        found = [line for line in lines if line.identifier in equivalents]
        if not found:
            continue
        names = ", ".join(sorted(f"`+{line.identifier}`" for line in found))
        message = f"{what} uses {names}; use the preferred `+{preferred}` instead" + (f": {entry['message']}" if entry.get("message") else "")
        if any(line.identifier == preferred for line in lines):
            fix = Fix.unsafe(*(delete_comment(line.comment.span) for line in found))
        else:
            first, *rest = found
            arguments = first.arguments.strip().removeprefix(":").removeprefix("=")
            written = f"+{preferred}" + (f"={arguments}" if arguments else "")
            fix = Fix.unsafe(replace_in_comment(first.comment.span, "+" + first.text, written), *(delete_comment(line.comment.span) for line in rest))
        yield context.report(module, span, message, fix)
