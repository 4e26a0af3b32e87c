"""CRD manifests as `defaultgen compat` reads them when the user has only those
(`--against old.yaml new.yaml`, a CRD from a cluster, controller-gen's output): every
CustomResourceDefinition of a YAML or JSON file (several documents, or a `List`), with the
line of each position so that a change is located in the file."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from ..source.discover import UsageError
from .crds import crd_key

MANIFEST_SUFFIXES = (".yaml", ".yml", ".json")


@dataclass
class ManifestFile:
    """The CRDs of one file, by key, and where each position of each stands."""

    path: str
    crds: dict[str, dict[str, Any]] = field(default_factory=dict)
    lines: dict[str, dict[tuple, int]] = field(default_factory=dict)  # key → path in the document → line

    def line_of(self, key: str, path: tuple) -> int:
        """The line of the deepest position of `path` (in the document of CRD `key`) that
        the file has."""
        lines = self.lines.get(key, {})
        for end in range(len(path), -1, -1):
            if path[:end] in lines:
                return lines[path[:end]]
        return 1


def is_manifest(path: str) -> bool:
    return path.lower().endswith(MANIFEST_SUFFIXES)


def read_manifests(path: str, text: str | None = None) -> ManifestFile:
    """The CRDs in `path` (or in `text`, read from there): a usage error when it cannot be
    read or holds none."""
    import yaml

    if text is None:
        try:
            with open(path, encoding="utf-8") as handle:
                text = handle.read()
        except (OSError, UnicodeDecodeError) as exc:
            raise UsageError(f"{path}: cannot read: {getattr(exc, 'strerror', None) or exc}") from None
    found = ManifestFile(path)
    try:
        nodes = list(yaml.compose_all(text, Loader=yaml.SafeLoader))
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f":{mark.line + 1}:{mark.column + 1}" if mark is not None else ""
        raise UsageError(f"{path}{where}: not YAML or JSON: {getattr(exc, 'problem', None) or exc}") from None
    for node in nodes:
        if node is None:
            continue
        document = yaml.SafeLoader("").construct_document(node)
        for item, item_node in _crds(document, node):
            key = crd_key(item)
            found.crds[key] = item
            found.lines[key] = dict(_lines(item_node, ()))
    if not found.crds:
        raise UsageError(f"{path}: holds no CustomResourceDefinition (kind: CustomResourceDefinition)")
    return found


def _crds(document: Any, node: Any) -> Iterator[tuple[dict[str, Any], Any]]:
    if not isinstance(document, dict):
        return
    if document.get("kind") == "CustomResourceDefinition":
        yield document, node
    elif isinstance(document.get("items"), list):  # a List, as `kubectl get crd -o yaml` writes several
        items_node = _child(node, "items")
        for i, item in enumerate(document["items"]):
            if isinstance(item, dict) and item.get("kind") == "CustomResourceDefinition":
                yield item, items_node.value[i] if items_node is not None else None


def _child(node: Any, key: str) -> Any:
    import yaml

    if isinstance(node, yaml.MappingNode):
        for k, v in node.value:
            if k.value == key:
                return v
    return None


def _lines(node: Any, path: tuple) -> Iterator[tuple[tuple, int]]:
    """Each position under `node` (mapping keys by name, sequence items by index; a CRD's
    versions also by name, as `crds` paths them) with its line."""
    if node is None:
        return
    if not path:
        yield path, node.start_mark.line + 1
    import yaml

    if isinstance(node, yaml.MappingNode):
        for key_node, value in node.value:
            yield (*path, key_node.value), key_node.start_mark.line + 1
            yield from _lines(value, (*path, key_node.value))
    elif isinstance(node, yaml.SequenceNode):
        for i, item in enumerate(node.value):
            yield from _lines(item, (*path, i))
            if path == ("spec", "versions"):
                name = _child(item, "name")
                if name is not None:
                    name = name.value
                    yield from (((path[0], "version", name, *rest), line) for rest, line in _schema_lines(item))


def _schema_lines(version: Any) -> Iterator[tuple[tuple, int]]:
    """A version's positions as `crds` paths them: from its openAPIV3Schema down, and its
    `served` flag; the version itself at its first line."""
    yield (), version.start_mark.line + 1
    for key_node, value in version.value:
        if key_node.value == "served":
            yield ("served",), key_node.start_mark.line + 1
        if key_node.value == "schema":
            schema = _child(value, "openAPIV3Schema")
            if schema is not None:
                yield from ((path, line) for path, line in _lines(schema, ()) if path)
