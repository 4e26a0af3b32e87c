"""DG111: a `+kubebuilder:default` that can be written as `+default=<json>`.

`+kubebuilder:default` is read with exactly the rules of `+default` (SPEC §1), but its value is
in controller-gen's loose syntax, where `forty-two` is a string, `{a,b}` a list, `{}` an empty
list on a list field, `3` an integer and `{type: Automatic}` a map: the same text can mean
different JSON depending on the field, and only controller-gen's grammar tells which. A project
that has moved off controller-gen can say every default once, in KEP-1929's one-line JSON,
which defaultgen, kube-openapi and defaulter-gen read alike.

This rule is opt-in: it is not reported unless selected by name (`extend-select = ["DG111"]`,
`--extend-select DG111`, or an explicit `select` that covers it), because `+kubebuilder:default`
is correct as written and controller-gen's own sources, kubebuilder scaffolds and Kubernetes'
types use it. Its fix writes the value defaultgen (and controller-gen) reads as canonical JSON,
so the published schema is the same before and after; a `+kubebuilder:default` beside a
`+default` with the same value is simply removed.
"""

from __future__ import annotations

import json
from collections.abc import Iterator

from ...diagnostics import Diagnostic, Severity
from ...source.model import Marker, MarkerKind, ModuleDecl
from ..fix import Applicability, CommentEdit, Fix, Unfixable
from ._context import Context
from ._edits import delete_comment

CODE = "DG111"
SEVERITY = Severity.WARNING
OPT_IN = True
SUMMARY = "Write the default as `+default=<json>`, the value controller-gen reads from `+kubebuilder:default`, in JSON."
FIX = Applicability.SAFE
FIX_DOES = (
    "rewrites the marker as `+default=<json>` with the value controller-gen reads, or removes it where a "
    "`+default` already says the same value"
)

EXAMPLE_BAD = """\
from dataclasses import dataclass, field


@dataclass
class Spec:
    # +kubebuilder:default={a,b}
    tags: list[str] = field(default_factory=list, metadata={"json": "tags,omitempty"})
"""

EXAMPLE_GOOD = """\
from dataclasses import dataclass, field


@dataclass
class Spec:
    # +default=["a", "b"]
    tags: list[str] = field(default_factory=list, metadata={"json": "tags,omitempty"})
"""

_LINE_BREAKS = ("\x85", "\u2028", "\u2029")  # one-line JSON: no character a reader may split at


def check(context: Context) -> Iterator[Diagnostic]:
    for cls, field in context.own_fields():
        yield from _found(context, cls.module, field.decl.markers_of(MarkerKind.DEFAULT), field.default)
    for named in context.named_types():
        yield from _found(context, named.module, named.decl.markers_of(MarkerKind.DEFAULT), named.default)


def _found(context: Context, module: ModuleDecl, markers: tuple[Marker, ...], typed: Marker | None) -> Iterator[Diagnostic]:
    """`typed`: the first default marker as the field or type reads it (`{}` on a list is `[]`)."""
    for position, marker in enumerate(markers):
        if marker.name != "kubebuilder:default" or not marker.is_usable_default:
            continue
        others = [m for m in markers if m is not marker]
        if not all(m.is_usable_default and _same(m.value, marker.value) for m in others):
            continue  # two defaults that differ, or one that is not one: DG103's and DG101's business
        if position == 0 and typed is not None and not any(m.name == "default" for m in others):
            text = json_text(typed.value)
            message = f"`+kubebuilder:default` can be written as `+default={text}`"
            yield context.report(module, marker.span, message, Fix.safe(_rewrite(marker, text)))
        else:  # another marker already says the same value
            said = (m.span.line for m in others if m.name == "default" or m.span.line < marker.span.line)
            line = next(said, markers[0].span.line)
            message = f"`+kubebuilder:default` repeats the default on line {line}; remove it"
            yield context.report(module, marker.span, message, Fix.safe(delete_comment(marker.span)))


def json_text(value: object) -> str:
    """`value` as one-line JSON for a `+default=` marker."""
    text = json.dumps(value, ensure_ascii=False)
    return json.dumps(value) if any(c in text for c in _LINE_BREAKS) else text


def _same(a: object, b: object) -> bool:
    return json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)


def _rewrite(marker: Marker, text: str) -> CommentEdit:
    """The comment from `+kubebuilder:default` on replaced by `+default=<text>`."""

    def rewrite(comment: str, offset: int) -> str:
        at = comment.find("+kubebuilder:default", max(offset, 0))
        if at < 0:
            raise Unfixable("`+kubebuilder:default` is not in the comment")
        return comment[:at] + "+default=" + text

    return CommentEdit(marker.span, rewrite)
