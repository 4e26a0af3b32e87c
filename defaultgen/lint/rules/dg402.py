"""DG402: an API field whose comment does not start with its wire name.

The field's comment becomes its description in the published schema and in `kubectl
explain`, which users read by the serialized name: "the comment of a field starts with the
field's name as written in JSON/YAML" (Kubernetes' API conventions, as Go's godoc asks for the
Go name). KAL's commentstart asks every field's comment to start with its json name, followed
by a space, and fixes the casing when only that differs (`Replicas is` → `replicas is`).
"""

from __future__ import annotations

from collections.abc import Iterator

from ...diagnostics import Diagnostic, Severity
from ..fix import Applicability, Fix
from ._api import api_fields
from ._context import Context, field_name
from ._edits import replace_in_comment

CODE = "DG402"
KAL = "commentstart"
API = True
OPT_IN = True
SEVERITY = Severity.WARNING
SUMMARY = "Start the field's comment with its wire name: `# replicas is ...`."
FIX = Applicability.UNSAFE
FIX_DOES = "rewrites the comment's first word in the wire name's casing (unsafe: the published description changes)"

EXAMPLE_BAD = """\
from dataclasses import dataclass, field


@dataclass
class Spec:
    # MaxReplicas is the most replicas to run.
    # +optional
    max_replicas: int = field(default=0, metadata={"json": "maxReplicas,omitempty"})
"""

EXAMPLE_GOOD = """\
from dataclasses import dataclass, field


@dataclass
class Spec:
    # maxReplicas is the most replicas to run.
    # +optional
    max_replicas: int = field(default=0, metadata={"json": "maxReplicas,omitempty"})
"""


def check(context: Context) -> Iterator[Diagnostic]:
    for cls, field in api_fields(context):
        wire, name, tag = field.wire_name, field_name(field), field.decl.json_tag
        if not wire or tag is None or not tag.name:
            continue  # KAL asks only fields with a json name for it
        if not field.decl.comments:
            yield context.report(cls.module, field.decl.span, f"field {name} has no comment: describe it, starting with `{wire}`")
            continue
        first = field.decl.comments[0]
        if first.text.startswith(wire + " "):
            continue
        message = f"the comment of field {name} should start with `{wire} ...`"
        fix = None
        if first.text.lower().startswith(wire.lower() + " "):
            fix = Fix.unsafe(replace_in_comment(first.span, first.text[: len(wire)], wire))
        yield context.report(cls.module, first.span, message, fix)
