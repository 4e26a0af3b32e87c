"""DG403: a `conditions` field that is not the conventions' list of `Condition`.

Kubernetes' API conventions: "conditions should be added explicitly to convey properties that
users and components care about", as a list of `metav1.Condition`, merged by `type`, so that
every controller and tool reads them alike (`kubectl wait --for=condition=Ready`) and server-side
apply lets each controller own its own condition. KAL's conditions asks for exactly that: a
field `conditions` whose items are `Condition` (meta/v1's, in Python a dataclass named
`Condition`, e.g. the one `defaultgen import` writes from Kubernetes' OpenAPI), marked
`+listType=map`, `+listMapKey=type`, `+patchStrategy=merge`, `+patchMergeKey=type` and
`+optional`, with json `conditions,omitempty`, and first in its class (`isFirstField`).

Settings: `isFirstField` (`Warn` | `Ignore`), `usePatchStrategy` (`SuggestFix` | `Warn` |
`Ignore` | `Forbid`: CRDs do not use strategic merge patch), `useProtobuf` (accepted for
KAL's configuration; Python types have no protobuf tags, so it changes nothing). The fix adds
the missing markers and the json options; it is unsafe, as it changes the published schema
(a list-map is merged per item by server-side apply).
"""

from __future__ import annotations

from collections.abc import Iterator

from ...diagnostics import Diagnostic, Severity
from ...source.model import ClassRef, DataClass, Field, ListOf, Optional
from ..fix import Applicability, Fix
from ._api import FORBID, IGNORE, OPTIONAL_MARKERS, SUGGEST_FIX, WARN, Option, has_marker, marker_lines
from ._context import Context
from ._edits import FieldCalls, comment_above, delete_comment, field_edit, json_tag_edit

CODE = "DG403"
KAL = "conditions"
API = True
OPT_IN = True
SEVERITY = Severity.WARNING
SUMMARY = "Make `conditions` the first field, a `+listType=map` list of `Condition` keyed by `type`, optional."
FIX = Applicability.UNSAFE
FIX_DOES = "adds the missing markers and `omitempty` (unsafe: the published schema changes)"
SETTINGS = {
    "isFirstField": Option(WARN, "whether conditions must be the first field", choices=(WARN, IGNORE)),
    "usePatchStrategy": Option(SUGGEST_FIX, "the patch strategy markers", choices=(SUGGEST_FIX, WARN, IGNORE, FORBID)),
    "useProtobuf": Option(SUGGEST_FIX, "protobuf tags (none in Python: no effect)", choices=(SUGGEST_FIX, WARN, IGNORE, FORBID)),
}

EXAMPLE_BAD = """\
from dataclasses import dataclass, field


@dataclass
class Condition:
    # +required
    # +kubebuilder:validation:MinLength=1
    type: str = field(default="", metadata={"json": "type,omitempty"})
    # +required
    # +kubebuilder:validation:MinLength=1
    status: str = field(default="", metadata={"json": "status,omitempty"})


@dataclass
class WidgetStatus:
    conditions: list[Condition] = field(default_factory=list, metadata={"json": "conditions,omitempty"})
"""

EXAMPLE_GOOD = """\
from dataclasses import dataclass, field


@dataclass
class Condition:
    # +required
    # +kubebuilder:validation:MinLength=1
    type: str = field(default="", metadata={"json": "type,omitempty"})
    # +required
    # +kubebuilder:validation:MinLength=1
    status: str = field(default="", metadata={"json": "status,omitempty"})


@dataclass
class WidgetStatus:
    # +listType=map
    # +listMapKey=type
    # +patchStrategy=merge
    # +patchMergeKey=type
    # +optional
    conditions: list[Condition] = field(default_factory=list, metadata={"json": "conditions,omitempty"})
"""

_LIST = (("listType", "map"), ("listMapKey", "type"))
_PATCH = (("patchStrategy", "merge"), ("patchMergeKey", "type"))


def check(context: Context) -> Iterator[Diagnostic]:
    for cls in context.universe.dataclasses():
        for index, field in enumerate(cls.fields):
            # the Python name, or the Go one a translation without json metadata keeps
            if field.name in ("conditions", "Conditions") and field.owner == cls.qualname:
                yield from _conditions(context, cls, index, field)


def _conditions(context: Context, cls: DataClass, index: int, field: Field) -> Iterator[Diagnostic]:
    where = f"`{cls.decl.name}`"
    module, span = cls.module, field.decl.span
    if not _is_condition_list(context, field):
        yield context.report(module, span, f"the conditions field in {where} must be a list of Condition (meta/v1's)")
        return
    policy = context.option("usePatchStrategy")
    lines = marker_lines(field.decl)
    have = {(line.identifier, line.arguments.strip()) for line in lines}
    wanted = [*_LIST, *(_PATCH if policy in (SUGGEST_FIX, WARN) else ()), ("optional", "")]
    missing = [pair for pair in wanted if pair not in have and not (pair[0] == "optional" and has_marker(field.decl, *OPTIONAL_MARKERS))]
    if missing:
        spelled = ", ".join(f"`+{name}={value}`" if value else f"`+{name}`" for name, value in missing)
        edits = [comment_above(span.line, f"# +{name}={value}" if value else f"# +{name}") for name, value in missing]
        fixable = policy != WARN or any(pair[0] not in ("patchStrategy", "patchMergeKey") for pair in missing)
        yield context.report(module, span, f"the conditions field in {where} is missing the markers {spelled}", Fix.unsafe(*edits) if fixable else None)
    if policy == FORBID:
        extra = [line for line in lines if line.identifier in ("patchStrategy", "patchMergeKey")]
        if extra:
            spelled = ", ".join(f"`+{line.text}`" for line in extra)
            fix = Fix.unsafe(*(delete_comment(line.comment.span) for line in extra))
            yield context.report(module, span, f"the conditions field in {where} has the markers {spelled}: remove them", fix)
    tag = field.decl.json_tag
    if field.wire_name != "conditions" or not field.omitempty or (tag is not None and tag.options != ("omitempty",)):
        calls = FieldCalls(module)
        edit = field_edit(span.line, json_tag_edit(lambda _: "conditions,omitempty", field.wire_name or "conditions", calls))
        fix = Fix.unsafe(edit, *calls.edits) if field.wire_name is not None and (tag is None or tag.error is None) else None
        yield context.report(module, span, f'the conditions field in {where} must be written as json "conditions,omitempty"', fix)
    if context.option("isFirstField") == WARN and index != 0:
        yield context.report(module, span, f"the conditions field in {where} must be the first field of the class")


def _is_condition_list(context: Context, field: Field) -> bool:
    type_ = context.universe.underlying(field.type.inner if isinstance(field.type, Optional) else field.type)
    if not isinstance(type_, ListOf):
        return False
    item = context.universe.underlying(type_.item)
    if not isinstance(item, ClassRef) or item.qualname.rpartition(".")[2] != "Condition":
        return False
    wire = {f.wire_name for f in context.universe.dataclass(item.qualname).fields}
    return {"type", "status"} <= wire

