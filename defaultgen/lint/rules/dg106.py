"""DG106: `json` metadata that cannot be read statically, has an unknown option, or repeats
another field's wire name.

The json metadata is the Go struct tag: it decides the wire name and `omitempty`, which
every other rule (and both defaulting paths) depend on. A tag we cannot read, a typo like
`omitemtpy` (Go ignores unknown options silently), or two fields on one wire key would make
the generated code and the OpenAPI schema disagree about what is on the wire.
"""

from __future__ import annotations

from collections.abc import Iterator

from ...diagnostics import Diagnostic, Severity
from ...source.model import DataClass, Field
from ...source.parse import KNOWN_JSON_OPTIONS
from ._context import Context, field_name

CODE = "DG106"
SEVERITY = Severity.ERROR
SUMMARY = 'Write json metadata as a literal `metadata={"json": "name,omitempty"}`, with unique wire names.'

EXAMPLE_BAD = """\
from dataclasses import dataclass, field


@dataclass
class Spec:
    protocol: str = field(default="", metadata={"json": "protocol,omitemtpy"})
"""

EXAMPLE_GOOD = """\
from dataclasses import dataclass, field


@dataclass
class Spec:
    protocol: str = field(default="", metadata={"json": "protocol,omitempty"})
"""

_KNOWN = ", ".join(sorted(KNOWN_JSON_OPTIONS))


def check(context: Context) -> Iterator[Diagnostic]:
    for cls, field in context.own_fields():
        tag = field.decl.json_tag
        if tag is not None and tag.error is not None:
            known = f" (known options: {_KNOWN})" if tag.options else ""
            yield context.report(cls.module, field.decl.span, f"field {field_name(field)}: {tag.error}{known}")
    for cls in context.universe.dataclasses():
        for first, second in _same_wire_name(cls):
            if second.owner == cls.qualname:
                span = second.decl.span
            elif first.owner == cls.qualname:  # an own field redefined in an inherited one's place
                span = first.decl.span
            elif first in context.universe.dataclass(second.owner).fields:
                continue  # both come from one base class: reported there
            else:  # two base classes bring them together
                span = cls.decl.span
            yield context.report(
                cls.module,
                span,
                f"fields {field_name(first)} and {field_name(second)} both have the wire name "
                f"`{first.wire_name}`; give one of them another name in its json metadata",
            )


def _same_wire_name(cls: DataClass) -> Iterator[tuple[Field, Field]]:
    seen: dict[str | None, Field] = {}
    for field in cls.wire_fields:
        first = seen.setdefault(field.wire_name, field)
        if first is not field:
            yield first, field
