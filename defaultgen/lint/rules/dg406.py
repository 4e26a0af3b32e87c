"""DG406: a defaulted API field that is not optional, or not omitempty / omitzero.

A default is what the server fills in when a client leaves a field out, so a defaulted field
must be one a client may leave out: marked `+optional` (not `+required`, which contradicts
it), and left out of the JSON at its zero value (`omitempty`; for a dataclass value Go 1.24's
`omitzero`, since omitempty never leaves a struct out), or the zero value is sent and the
default never applies (KEP-1929). KAL's defaults also asks for one default spelling,
`+default` (KEP-1929's JSON; `preferredDefaultMarker`), and for a `+default` beside every
declarative-validation `+k8s:default`.

Fixes: the secondary spelling becomes the preferred one with the value it means (as DG111
reads `+kubebuilder:default`), and a repeated one is removed. A `+default` missing beside
`+k8s:default` is reported without a fix (adding it changes the published schema), and a missing omitempty (omitzero for a dataclass; `omitempty.policy` /
`omitzero.policy`: `Ignore` / `Forbid` stop asking) is reported without a fix of this rule:
adding it changes the published `required`, so only DG203, the error that guards the case
where the default would never apply, fixes it.
"""

from __future__ import annotations

from collections.abc import Iterator

from ...diagnostics import Diagnostic, Severity
from ...source.model import ClassRef, Field, ModuleDecl
from ..fix import Applicability, Fix
from ._api import IGNORE, SUGGEST_FIX, WARN, Option, api_fields, has_marker, marker_lines
from ._context import Context, field_name
from ._edits import delete_comment, replace_in_comment
from .dg111 import json_text

CODE = "DG406"
KAL = "defaults"
API = True
OPT_IN = True
SEVERITY = Severity.WARNING
SUMMARY = "Make a defaulted field `+optional` and omitempty (omitzero for a dataclass), with one `+default`."
FIX = Applicability.SAFE
FIX_DOES = "writes the preferred default marker, with the value the field reads"
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
            # no fix: the added default would change the published schema
            message = f"field {name} has `+k8s:default` but should also have `+{preferred}={k8s.arguments}`"
            yield context.report(module, field.decl.span, message)
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
    # the value as the field reads it (`{}` on a list is `[]`), as DG111 writes it
    typed = field.default if field.default is not None and field.default.span == first.comment.span else None
    value = json_text(typed.value) if typed is not None and typed.is_usable_default else first.arguments
    edits = [replace_in_comment(first.comment.span, "+" + first.text, f"+{preferred}={value}")]
    fix = Fix.safe(*edits, *(delete_comment(line.comment.span) for line in rest))
    return context.report(module, field.decl.span, f"field {name} should use `+{preferred}` instead of `+{secondary}`", fix)


def _omitted(context: Context, module: ModuleDecl, field: Field) -> Iterator[Diagnostic]:
    """omitempty (omitzero for a dataclass) missing: reported without a fix of this rule's
    own, since adding it changes the published `required` (DG203, an error, fixes it where the
    default would otherwise never apply)."""
    name = field_name(field)
    if isinstance(context.universe.underlying(field.type), ClassRef) and context.option("omitzero.policy") != "Forbid":
        if not field.omitzero:
            yield context.report(module, field.decl.span, f"field {name} has a default but is not omitzero: add omitzero to its json metadata")
        return
    if not field.omitempty and context.option("omitempty.policy") != IGNORE:
        message = f"field {name} has a default but is not omitempty: add omitempty to its json metadata (DG203's fix does)"
        yield context.report(module, field.decl.span, message)
