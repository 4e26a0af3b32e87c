"""The sources of `defaultgen import`: files (YAML or JSON, one or several documents) or `-`
for standard input, each document a CRD manifest, a `List` of them, or an OpenAPI v3
document (SPEC §10)."""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass, field
from typing import Any

from .model import ImportProblem

CRD_API_VERSION = "apiextensions.k8s.io/v1"


@dataclass
class Found:
    """What the sources hold: CRDs (source shown, path prefix, manifest) and OpenAPI
    documents (source shown, document), in the order given."""

    crds: list[tuple[str, str, dict[str, Any]]] = field(default_factory=list)
    openapi: list[tuple[str, dict[str, Any]]] = field(default_factory=list)


def read_sources(paths: list[str]) -> Found:
    found = Found()
    for path in paths:
        shown = "<stdin>" if path == "-" else path
        documents = _documents(shown, _text(path, shown))
        for number, document in enumerate(documents):
            where = shown if len(documents) == 1 else f"{shown} (document {number + 1})"
            _collect(where, "", document, found)
    return found


def _text(path: str, shown: str) -> str:
    if path == "-":
        return sys.stdin.read()
    try:
        with open(path, encoding="utf-8") as handle:
            return handle.read()
    except (OSError, UnicodeDecodeError) as exc:
        raise ImportProblem(shown, "", f"cannot read: {getattr(exc, 'strerror', None) or exc}") from None


def _documents(shown: str, text: str) -> list[Any]:
    """The documents of a JSON file or a YAML stream (empty documents left out)."""
    try:
        return [json.loads(text)]
    except ValueError:
        pass
    import yaml

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    try:
        return [d for d in yaml.load_all(text, Loader=loader) if d is not None]
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f"line {mark.line + 1}" if mark is not None else ""
        raise ImportProblem(shown, where, f"not YAML or JSON: {getattr(exc, 'problem', None) or exc}") from None


def _collect(shown: str, prefix: str, document: Any, found: Found) -> None:
    if not isinstance(document, dict):
        raise ImportProblem(shown, prefix.rstrip("."), "not a CustomResourceDefinition, a List or an OpenAPI v3 document")
    kind = document.get("kind")
    if kind == "CustomResourceDefinition":
        if document.get("apiVersion") != CRD_API_VERSION:
            raise ImportProblem(shown, prefix + "apiVersion", f"a CustomResourceDefinition must be {CRD_API_VERSION}")
        found.crds.append((shown, prefix, document))
    elif isinstance(kind, str) and kind.endswith("List") and isinstance(document.get("items"), list):
        for index, item in enumerate(document["items"]):
            _collect(shown, f"{prefix}items[{index}].", item, found)
    elif isinstance(document.get("components"), dict) and not prefix:
        found.openapi.append((shown, document))
    else:
        raise ImportProblem(
            shown, prefix.rstrip("."), "not a CustomResourceDefinition (apiextensions.k8s.io/v1), a List of them or an OpenAPI v3 document"
        )
