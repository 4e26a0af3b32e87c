"""Completion in a `# +` comment: marker names from the registry (with their help), and the
enumerated values of a marker's argument (`+listType=` atomic/set/map, `Format=` the formats
the validator knows); in a `"json": "name,` metadata string, the json options."""

from __future__ import annotations

import re
from lsprotocol import types as lsp

from ..source.parse import KNOWN_JSON_OPTIONS
from ..source.registry import REGISTRY, Definition, Target
from ..source.semantic import VALUES
from .positions import UTF16, PositionCodec, from_client, lines_of

_MARKER = re.compile(r"#\s*\+([\w:.\-]*)$")
_VALUE = re.compile(r"#\s*\+([\w:.\-]+)=([\w\-]*)$")
_JSON = re.compile(r"""["']json["']\s*:\s*["'][^"',]*,(?:[\w]*,)*\w*$""")


def complete(text: str, position: lsp.Position, codec: PositionCodec = UTF16) -> lsp.CompletionList | None:
    """What may be typed at `position` (the client's units) of a document holding `text`."""
    line, at = from_client(lines_of(text), position, codec)
    before = line[:at]
    if (match := _VALUE.search(before)) is not None:
        return _items(_values(match.group(1)), lsp.CompletionItemKind.EnumMember)
    if (match := _MARKER.search(before)) is not None:
        return lsp.CompletionList(is_incomplete=False, items=[_marker(d) for d in REGISTRY.values()])
    if _JSON.search(before):
        return _items(sorted(KNOWN_JSON_OPTIONS), lsp.CompletionItemKind.Keyword)
    return None


def values_of(definition: Definition) -> list[str]:
    """The values a marker's argument may take, when they are a known few."""
    if definition.kind in VALUES:
        return list(VALUES[definition.kind])
    if definition.name.endswith("validation:Format"):
        from ..validate.formats import FORMATS

        return sorted(FORMATS)
    return []


def _values(name: str) -> list[str]:
    definition = REGISTRY.get(name)
    return values_of(definition) if definition is not None else []


def _marker(definition: Definition) -> lsp.CompletionItem:
    where = ", ".join(t.value for t in Target if t in definition.targets)
    return lsp.CompletionItem(
        label=definition.name,
        kind=lsp.CompletionItemKind.Property,
        detail=f"on a {where}",
        documentation=lsp.MarkupContent(lsp.MarkupKind.Markdown, definition.summary),
    )


def _items(values: list[str], kind: lsp.CompletionItemKind) -> lsp.CompletionList | None:
    if not values:
        return None
    return lsp.CompletionList(is_incomplete=False, items=[lsp.CompletionItem(label=v, kind=kind) for v in values])
