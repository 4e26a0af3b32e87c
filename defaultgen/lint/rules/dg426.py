"""DG426: an API field that is not marked `+optional` or `+required`.

Kubernetes' API conventions ask every field to say whether a client must set it: "fields
must be either optional or required", marked so in the field's comment. Left unsaid, whether
a field is required follows from its json options (omitempty) and the module's default mode,
which readers of the type — and of its published schema — cannot see at a glance. The rule
also asks for one spelling: `+optional` / `+required` (KAL's default; or the kubebuilder
spellings, `preferredOptionalMarker` / `preferredRequiredMarker`), finds a field marked both
optional and required, and a named type or class marked either (optionality belongs to the
field that uses a type, not to the type).

Its fix adds the marker that says what the field already is (so the published schema does not
change), rewrites the secondary spelling to the preferred one, and removes a secondary marker
that repeats the preferred one, or one above a type.
"""

from __future__ import annotations

from collections.abc import Iterator

from ...diagnostics import Diagnostic, Severity
from ...source.model import MarkerKind, ModuleDecl, Span
from ...source.values import is_required
from ..fix import Applicability, Fix
from ._api import Option, api_fields, api_types, marker_lines
from ._context import Context, field_name
from ._edits import comment_above, delete_comment, replace_in_comment

CODE = "DG426"
KAL = "optionalorrequired"
API = True
OPT_IN = True
SEVERITY = Severity.WARNING
SUMMARY = "Mark the field `+optional` or `+required`, once, in the preferred spelling."
FIX = Applicability.SAFE
FIX_DOES = (
    "adds `+optional` or `+required` as the field already is, rewrites the secondary spelling to the "
    "preferred one, and removes a repeated or misplaced marker"
)
SETTINGS = {
    "preferredOptionalMarker": Option(
        "optional", "the optional marker fixes write", choices=("optional", "kubebuilder:validation:Optional")
    ),
    "preferredRequiredMarker": Option(
        "required", "the required marker fixes write", choices=("required", "kubebuilder:validation:Required")
    ),
}

EXAMPLE_BAD = """\
from dataclasses import dataclass, field


@dataclass
class Spec:
    # The number of replicas.
    replicas: int = field(default=0, metadata={"json": "replicas,omitempty"})
"""

EXAMPLE_GOOD = """\
from dataclasses import dataclass, field


@dataclass
class Spec:
    # The number of replicas.
    # +optional
    replicas: int = field(default=0, metadata={"json": "replicas,omitempty"})
"""

_SECONDARY = {"optional": "kubebuilder:validation:Optional", "kubebuilder:validation:Optional": "optional",
              "required": "kubebuilder:validation:Required", "kubebuilder:validation:Required": "required"}  # fmt: skip
_MARKS = ("optional", "required", "kubebuilder:validation:Optional", "kubebuilder:validation:Required",
          "k8s:optional", "k8s:required")  # fmt: skip


def check(context: Context) -> Iterator[Diagnostic]:
    optional, required = context.option("preferredOptionalMarker"), context.option("preferredRequiredMarker")
    for cls, field in api_fields(context):
        module, name, decl = cls.module, field_name(field), field.decl
        names = {m.name for m in decl.markers if m.kind in (MarkerKind.OPTIONAL, MarkerKind.REQUIRED)}
        either_optional = bool(names & {optional, _SECONDARY[optional]})
        either_required = bool(names & {required, _SECONDARY[required]})
        yield from _k8s(context, module, decl.span, name, names, either_optional, either_required)
        if either_optional and either_required:
            yield context.report(module, decl.span, f"field {name} must not be marked as both optional and required")
        elif _SECONDARY[optional] in names or _SECONDARY[required] in names:
            preferred = optional if _SECONDARY[optional] in names else required
            secondary = _SECONDARY[preferred]
            copies = [line for line in marker_lines(decl) if line.identifier == secondary]
            if preferred in names:
                message = f"field {name} should use only the marker `+{preferred}`; `+{secondary}` repeats it"
                fix = Fix.safe(*(delete_comment(line.comment.span) for line in copies))
            else:
                message = f"field {name} should use the marker `+{preferred}` instead of `+{secondary}`"
                first, *rest = copies
                edits = [replace_in_comment(first.comment.span, "+" + first.text, f"+{preferred}")]
                fix = Fix.safe(*edits, *(delete_comment(line.comment.span) for line in rest))
            yield context.report(module, decl.span, message, fix)
        elif not names & {optional, required}:
            marker = required if is_required(field, context.universe) else optional
            message = f"field {name} must be marked as `+{optional}` or `+{required}`"
            yield context.report(module, decl.span, message, Fix.safe(comment_above(decl.span.line, f"# +{marker}")))
    for module, what, decl, span in api_types(context):
        for line in marker_lines(decl):
            if line.identifier in _MARKS:
                message = f"{what} should not be marked `+{line.text}`: mark the fields that use it"
                yield context.report(module, span, message, Fix.safe(delete_comment(line.comment.span)))


def _k8s(
    context: Context, module: ModuleDecl, span: Span, name: str, names: set[str], either_optional: bool, either_required: bool
) -> Iterator[Diagnostic]:
    """Declarative validation's `+k8s:optional` / `+k8s:required` against each other and the rest."""
    if {"k8s:optional", "k8s:required"} <= names:
        yield context.report(module, span, f"field {name} must not be marked as both `+k8s:optional` and `+k8s:required`")
    if "k8s:optional" in names and either_required:
        yield context.report(module, span, f"field {name} must not be marked as both `+k8s:optional` and `+required`")
    if "k8s:required" in names and either_optional:
        yield context.report(module, span, f"field {name} must not be marked as both `+optional` and `+k8s:required`")

