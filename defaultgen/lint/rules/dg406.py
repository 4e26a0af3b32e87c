"""DG406: a defaulted API field that is not optional, or not omitempty / omitzero.

A default is what the server fills in when a client leaves a field out, so a defaulted field
must be one a client may leave out: marked `+optional` (not `+required`, which contradicts
it), and left out of the JSON at its zero value (`omitempty`; for a dataclass value Go 1.24's
`omitzero`, since omitempty never leaves a struct out), or the zero value is sent and the
default never applies (KEP-1929). KAL's defaults also asks for one default spelling,
`+default` (KEP-1929's JSON; `preferredDefaultMarker`), and for a `+default` beside every
declarative-validation `+k8s:default`.

Fixes: the secondary spelling becomes the preferred one with the value it means (as DG111
reads `+kubebuilder:default`), a repeated one is removed, a `+k8s:default` gets its `+default`,
and omitempty (omitzero for a dataclass) is added to the json metadata (`omitempty.policy` /
`omitzero.policy`: `SuggestFix`, `Warn` without a fix, or `Ignore` / `Forbid` to not check).
"""

from __future__ import annotations

from collections.abc import Iterator

from ...diagnostics import Diagnostic, Severity
from ...source.model import ClassRef, Field, MarkerKind, ModuleDecl
from ..fix import Applicability, Fix
from ._api import IGNORE, SUGGEST_FIX, WARN, Option, api_fields, has_marker, marker_lines
from ._context import Context, field_name
from ._edits import FieldCalls, comment_above, delete_comment, field_edit, json_tag_edit, replace_in_comment
from .dg111 import json_text
from .dg203 import omitempty_fix

CODE = "DG406"
KAL = "defaults"
API = True
OPT_IN = True
SEVERITY = Severity.WARNING
SUMMARY = "Make a defaulted field `+optional` and omitempty (omitzero for a dataclass), with one `+default`."
FIX = Applicability.SAFE
FIX_DOES = (
    "writes the preferred default marker, adds `+default` beside `+k8s:default`, and adds omitempty "
    "(omitzero for a dataclass) to the json metadata"
)
SETTINGS = {
    "preferredDefaultMarker": Option("default", "the default marker to use", choices=("default", "kubebuilder:default")),
    "omitempty.policy": Option(SUGGEST_FIX, "missing omitempty: fix, report, or ignore", choices=(SUGGEST_FIX, WARN, IGNORE)),
    "omitzero.policy": Option(SUGGEST_FIX, "missing omitzero on a dataclass field: fix, report, or not asked", choices=(SUGGEST_FIX, WARN, "Forbid")),
}

EXAMPLE_BAD = """\
from dataclasses import dataclass, field


@dataclass
class Spec:
    # +optional
    # +kubebuilder:default=Always
    policy: str = field(default="", metadata={"json": "policy,omitempty"})
"""

EXAMPLE_GOOD = """\
from dataclasses import dataclass, field


@dataclass
class Spec:
    # +optional
    # +default="Always"
    policy: str = field(default="", metadata={"json": "policy,omitempty"})
"""

_DEFAULTS = ("default", "kubebuilder:default", "k8s:default")
_SECONDARY = {"default": "kubebuilder:default", "kubebuilder:default": "default"}


def check(context: Context) -> Iterator[Diagnostic]:
    preferred = context.option("preferredDefaultMarker")
    secondary = _SECONDARY[preferred]
    for cls, field in api_fields(context):
        lines = marker_lines(field.decl)
        if not any(line.identifier in _DEFAULTS for line in lines):
            continue
        module, name = cls.module, field_name(field)
        spelled = {line.identifier for line in lines}
        if "k8s:default" in spelled and not spelled & {"default", "kubebuilder:default"}:
            k8s = next(line for line in lines if line.identifier == "k8s:default")
            added = comment_above(field.decl.span.line, f"# +{preferred}={k8s.arguments}")
            yield context.report(module, field.decl.span, f"field {name} has `+k8s:default` but should also have `+{preferred}`", Fix.safe(added))
        if secondary in spelled:
            yield _secondary(context, module, field, preferred, secondary, preferred in spelled)
        if has_marker(field.decl, "required", "kubebuilder:validation:Required", "k8s:required"):
            yield context.report(module, field.decl.span, f"field {name} has a default but is marked as required, which is contradictory")
        elif not has_marker(field.decl, "optional", "kubebuilder:validation:Optional", "k8s:optional"):
            yield context.report(module, field.decl.span, f"field {name} has a default but is not marked as optional")
        yield from _omitted(context, module, field)


def _secondary(context: Context, module: ModuleDecl, field: Field, preferred: str, secondary: str, both: bool) -> Diagnostic:
    copies = [line for line in marker_lines(field.decl) if line.identifier == secondary]
    name = field_name(field)
    if both:
        fix = Fix.safe(*(delete_comment(line.comment.span) for line in copies))
        return context.report(module, field.decl.span, f"field {name} should use only `+{preferred}`; `+{secondary}` repeats it", fix)
    first, *rest = copies
    typed = next((m for m in field.decl.markers if m.kind is MarkerKind.DEFAULT and m.span == first.comment.span), None)
    value = json_text(typed.value) if typed is not None and typed.is_usable_default else first.arguments
    edits = [replace_in_comment(first.comment.span, "+" + first.text, f"+{preferred}={value}")]
    fix = Fix.safe(*edits, *(delete_comment(line.comment.span) for line in rest))
    return context.report(module, field.decl.span, f"field {name} should use `+{preferred}` instead of `+{secondary}`", fix)


def _omitted(context: Context, module: ModuleDecl, field: Field) -> Iterator[Diagnostic]:
    name = field_name(field)
    if isinstance(context.universe.underlying(field.type), ClassRef):
        policy = context.option("omitzero.policy")
        if not field.omitzero and policy != "Forbid":
            fix = _omitzero_fix(module, field) if policy == SUGGEST_FIX else None
            yield context.report(module, field.decl.span, f"field {name} has a default but is not omitzero: add omitzero to its json metadata", fix)
        return
    policy = context.option("omitempty.policy")
    if not field.omitempty and policy != IGNORE:
        fix = omitempty_fix(module, field) if policy == SUGGEST_FIX else None
        yield context.report(module, field.decl.span, f"field {name} has a default but is not omitempty: add omitempty to its json metadata", fix)


def _omitzero_fix(module: ModuleDecl, field: Field) -> Fix | None:
    tag = field.decl.json_tag
    if field.wire_name is None or (tag is not None and tag.error is not None):
        return None
    calls = FieldCalls(module)
    return Fix.safe(field_edit(field.decl.span.line, json_tag_edit(_with_omitzero, field.wire_name, calls)), *calls.edits)


def _with_omitzero(tag: str) -> str:
    """omitempty replaced by omitzero (or omitzero added)."""
    name, *options = tag.split(",")
    kept = [option for option in options if option not in ("omitempty", "omitzero")]
    return ",".join([name, *kept, "omitzero"])
