"""Hover: on a `+marker`, what the registry says of it (where it may stand, its arguments,
what it becomes); on a rule code in `# noqa: CODE` or `ignore[...]`, the rule as
`defaultgen rule CODE` explains it; on a field, the schema property it publishes (the
OpenAPI emitter's)."""

from __future__ import annotations

import json
import re

from lsprotocol import types as lsp

from ..lint.docs import rule_markdown
from ..lint.rules import CODES
from ..source.discover import SourceFile
from ..source.registry import Target, lookup
from .completion import values_of
from .checks import text_of
from .positions import UTF16, PositionCodec, from_client, lines_of
from .project import Project

_MARKER = re.compile(r"#\s*\+(\S+)")
_CODE = re.compile(r"\bDG\d{3}\b")
_FIELD = re.compile(r"^\s*(\w+)\s*:")


def hover(
    project: Project, sources: list[SourceFile], source: SourceFile, position: lsp.Position, codec: PositionCodec = UTF16
) -> lsp.Hover | None:
    line, at = from_client(lines_of(text_of(source)), position, codec)
    for match in _CODE.finditer(line):
        if match.start() <= at <= match.end() and match.group() in CODES and _in_suppression(line[: match.start()]):
            from ..lint.docs import find_rule

            return _markdown(rule_markdown(find_rule(match.group())))
    for match in _MARKER.finditer(line):
        if match.start() <= at <= match.end():
            return _marker(match.group(1))
    field = _FIELD.match(line)
    if field is not None and field.start(1) <= at <= field.end(1):
        return _field(project, sources, source, position.line + 1, field.group(1))
    return None


def _in_suppression(before: str) -> bool:
    return bool(re.search(r"#\s*noqa\b|defaultgen:\s*ignore\[", before))


def _marker(text: str) -> lsp.Hover | None:
    found = lookup(text)
    if found is None:
        return None
    definition, _ = found
    where = ", ".join(t.value for t in Target if t in definition.targets)
    if not definition.args:
        grammar = "no argument"
    elif definition.anonymous is not None:
        grammar = f"one value (`={definition.anonymous.type.value}`)"
    else:
        grammar = ", ".join(f"`{n}`{' (optional)' if a.optional else ''}: {a.type.value}" for n, a in definition.args.items())
    parts = [f"**+{definition.name}** — {definition.summary}", f"- where: on a {where}", f"- arguments: {grammar}"]
    values = values_of(definition)
    if values:
        parts.append(f"- values: {', '.join(f'`{v}`' for v in values)}")
    if definition.keyword:
        parts.append(f"- in the schema: `{definition.keyword}`")
    return _markdown("\n".join(parts))


def _field(project: Project, sources: list[SourceFile], source: SourceFile, line: int, name: str) -> lsp.Hover | None:
    """The property the field's class publishes for it, as the OpenAPI emitter writes it
    (`openapi.schemas.class_schema`), and whether the class requires it."""
    from ..openapi.schemas import class_schema
    from ..source.discover import universe_of

    universe = universe_of(project.settings, sources)
    module = next((m for m in universe.scanned if m.path == source.shown), None)
    if module is None or module.failure is not None:
        return None
    for dataclass in universe.dataclasses_of(module):
        for field in dataclass.fields:
            if field.decl.span.line == line and field.owner == dataclass.qualname and field.wire_name is not None:
                schema = class_schema(dataclass, universe)
                published = schema.get("properties", {}).get(field.wire_name)
                if published is None:
                    return None
                required = field.wire_name in schema.get("required", ())
                text = (
                    f"**{name}** is `{field.wire_name}` in the schema of `{dataclass.qualname}`"
                    f" ({'required' if required else 'optional'}):\n\n"
                    f"```json\n{json.dumps(published, indent=2, sort_keys=True)}\n```"
                )
                return _markdown(text)
    return None


def _markdown(text: str) -> lsp.Hover:
    return lsp.Hover(contents=lsp.MarkupContent(lsp.MarkupKind.Markdown, text))
