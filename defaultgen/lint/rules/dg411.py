"""DG411: an API field without json metadata, or whose wire name is not camelCase.

The wire name is the API; the Python name is not. Kubernetes' API conventions: "field names
in JSON must be lowerCamelCase" (`requestTTL` allowed: consecutive capitals for acronyms). A
field without `metadata={"json": ...}` is serialized under its Python name, `snake_case`,
which no Kubernetes client expects. KAL's jsontags asks every field for a json tag matching
`jsonTagRegex` (default `^[a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)*$`), and, with `fieldNameMatch`,
for a wire name that is the field's name in camelCase (`node_ref` ↔ `nodeRef`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ...diagnostics import Diagnostic, Severity
from ..fix import Applicability, Fix
from ._api import IGNORE, SUGGEST_FIX, WARN, Option, api_fields, pattern
from ._context import Context, field_name
from ._edits import FieldCalls, field_edit, json_tag_edit

CODE = "DG411"
KAL = "jsontags"
API = True
OPT_IN = True
SEVERITY = Severity.WARNING
SUMMARY = 'Give the field json metadata with a lowerCamelCase wire name: `metadata={"json": "fieldName"}`.'
FIX = Applicability.UNSAFE
FIX_DOES = (
    "adds json metadata naming the field in camelCase, or with `fieldNameMatch = \"SuggestFix\"` renames the wire "
    "name so (unsafe: the wire format changes)"
)
SETTINGS = {
    "jsonTagRegex": Option("^[a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)*$", "the pattern every wire name must match", check=pattern),
    "fieldNameMatch": Option(IGNORE, "whether the wire name must be the field's name in camelCase", choices=(SUGGEST_FIX, WARN, IGNORE)),
}

EXAMPLE_BAD = """\
from dataclasses import dataclass


@dataclass
class Spec:
    # +optional
    max_replicas: int = 0
"""

EXAMPLE_GOOD = """\
from dataclasses import dataclass, field


@dataclass
class Spec:
    # +optional
    max_replicas: int = field(default=0, metadata={"json": "maxReplicas"})
"""


def check(context: Context) -> Iterator[Diagnostic]:
    regex = re.compile(context.option("jsonTagRegex"))
    policy = context.option("fieldNameMatch")
    for cls, field in api_fields(context, list_types=True):
        name, tag = field_name(field), field.decl.json_tag
        if tag is None:
            calls = FieldCalls(cls.module)
            add = field_edit(field.decl.span.line, json_tag_edit(lambda _: camel(field.name), field.name, calls))
            message = f'field {name} is missing json metadata: add {{"json": "{camel(field.name)}"}}'
            yield context.report(cls.module, field.decl.span, message, Fix.unsafe(add, *calls.edits))
            continue
        if tag.error is not None:
            continue  # DG106's
        if not tag.name:
            yield context.report(cls.module, field.decl.span, f"field {name} has an empty json name")
            continue
        if not regex.search(tag.name):
            yield context.report(cls.module, field.decl.span, f"field {name} json name does not match {regex.pattern!r}: {tag.name}")
        expected = camel(field.name)
        if policy != IGNORE and tag.name.lower() != expected.lower():
            message = f"field {name} json name should be the camelCase field name {expected!r}: got {tag.name!r}"
            calls = FieldCalls(cls.module)
            rename = field_edit(field.decl.span.line, json_tag_edit(lambda t: expected + t[len(tag.name) :], tag.name, calls))
            yield context.report(cls.module, field.decl.span, message, Fix.unsafe(rename, *calls.edits) if policy == SUGGEST_FIX else None)


def camel(python: str) -> str:
    """A snake_case name in lowerCamelCase: `node_ref` → `nodeRef`."""
    first, *rest = python.strip("_").split("_")
    return first + "".join(part[:1].upper() + part[1:] for part in rest)
