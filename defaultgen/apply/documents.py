"""Read and write the JSON / YAML documents and schema files of `defaultgen apply`.

A document remembers the format it was read in, so `apply` answers in kind (SPEC §6).
Every failure is a DocumentError whose message is located (`path:line:col: message`).
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any, Literal

import yaml

__all__ = [
    "Document",
    "DocumentError",
    "dump_document",
    "load_document",
    "load_schema_file",
    "parse_document",
]

Format = Literal["json", "yaml"]
STDIN_NAME = "<stdin>"
# Hostile-input guards: nesting deeper than this is surely not an API object (and would
# exhaust the recursion limit), and YAML aliases may not blow a document up by more nodes.
MAX_DEPTH = 500
MAX_ALIAS_EXPANSION = 1_000_000


class DocumentError(Exception):
    """A document that cannot be read or parsed; str() is the located message."""


@dataclass
class Document:
    """A parsed document, the format it came in, and the name to show in messages."""

    data: Any
    format: Format
    name: str


def _read(path: str | None, stdin: IO[Any] | None) -> tuple[str, str]:
    """Return (name for messages, text) of a file, or of stdin for None / '-'."""
    if path is None or path == "-":
        name = STDIN_NAME
        stream = stdin if stdin is not None else sys.stdin
        try:
            raw = stream.buffer.read() if hasattr(stream, "buffer") else stream.read()
        except OSError as exc:
            raise DocumentError(f"{name}: cannot read: {exc.strerror or exc}") from None
    else:
        name = str(path)
        try:
            raw = Path(path).read_bytes()
        except FileNotFoundError:
            raise DocumentError(f"{name}: no such file") from None
        except IsADirectoryError:
            raise DocumentError(f"{name}: is a directory, not a document") from None
        except OSError as exc:
            raise DocumentError(f"{name}: cannot read: {exc.strerror or exc}") from None
    if isinstance(raw, str):
        return name, raw
    try:
        return name, raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise DocumentError(
            f"{name}: not UTF-8 text (bad byte at offset {exc.start})"
        ) from None


def _reject_constant(token: str) -> Any:
    raise ValueError(token)


def parse_document(text: str, name: str) -> Document:
    """Parse JSON, else YAML (JSON is tried first: it is the stricter, faster parser).

    A `*.json` file must be JSON: a typo there is reported as such rather than read as
    YAML (which `--in-place` would then write back as YAML).
    """
    if not text.strip():
        raise DocumentError(f"{name}: empty document")
    try:
        data, fmt = _parse(text, name)
    except RecursionError:
        raise DocumentError(f"{name}: nested too deeply") from None
    _check_shape(data, name)
    return Document(data, fmt, name)


def _parse(text: str, name: str) -> tuple[Any, Format]:
    try:
        return json.loads(text, parse_constant=_reject_constant), "json"
    except json.JSONDecodeError as exc:
        json_error = f"{name}:{exc.lineno}:{exc.colno}: invalid JSON: {exc.msg}"
    except ValueError as exc:  # NaN / Infinity, from _reject_constant
        raise DocumentError(
            f"{name}: invalid JSON: {exc} is not a JSON value"
        ) from None
    if name.lower().endswith(".json"):
        raise DocumentError(json_error)
    try:
        return _load_yaml(text, name), "yaml"
    except yaml.YAMLError as exc:
        # Neither parses: report the error of the format the text looks like.
        if text.lstrip()[:1] in ("{", "["):
            raise DocumentError(json_error) from None
        raise DocumentError(_yaml_message(name, exc)) from None


def _load_yaml(text: str, name: str) -> Any:
    """yaml.safe_load, but a stream with no document at all is an error rather than null."""
    loader = yaml.SafeLoader(text)
    try:
        node = (
            loader.get_single_node()
        )  # also rejects a second document, with its position
        if node is None:
            raise DocumentError(f"{name}: empty document (no YAML content)")
        return loader.construct_document(node)
    finally:
        loader.dispose()


def _yaml_message(name: str, error: yaml.YAMLError) -> str:
    if isinstance(error, yaml.MarkedYAMLError):
        mark = error.problem_mark or error.context_mark
        parts = [p for p in (error.context, error.problem) if p]
        text = "; ".join(parts) or str(error)
        if mark is not None:
            return f"{name}:{mark.line + 1}:{mark.column + 1}: invalid YAML: {text}"
        return f"{name}: invalid YAML: {text}"
    return f"{name}: invalid YAML: {error}"


def _check_shape(data: Any, name: str) -> None:
    """Reject what would hang or crash later: very deep nesting, alias cycles and bombs."""
    sizes: dict[int, int] = {}  # id -> expanded node count, for each container met
    active: set[int] = set()
    written = 1  # nodes as written: each container once, with its scalar children

    def size(value: Any, depth: int) -> int:
        nonlocal written
        if not isinstance(value, (dict, list)):
            return 1
        if depth > MAX_DEPTH:
            raise DocumentError(f"{name}: nested more than {MAX_DEPTH} levels deep")
        key = id(value)
        if key in sizes:
            return sizes[key]
        if key in active:
            raise DocumentError(
                f"{name}: a YAML alias refers to its own parent (a cycle)"
            )
        active.add(key)
        children = value.values() if isinstance(value, dict) else value
        total = 1
        for child in children:
            n = size(child, depth + 1)
            total += n
            if not isinstance(child, (dict, list)):
                written += 1
        active.discard(key)
        sizes[key] = total
        written += 1
        return total

    if size(data, 1) - written > MAX_ALIAS_EXPANSION:
        raise DocumentError(
            f"{name}: YAML aliases expand the document by more than "
            f"{MAX_ALIAS_EXPANSION} nodes; refusing"
        )


def load_document(path: str | None, stdin: IO[Any] | None = None) -> Document:
    """Load a JSON or YAML document from `path`, or from stdin for None or '-'."""
    name, text = _read(path, stdin)
    return parse_document(text, name)


def load_schema_file(path: str) -> Any:
    """Load a schema file (JSON or YAML, like documents); returns the parsed data."""
    return load_document(path).data


def dump_document(data: Any, fmt: Format) -> str:
    """Serialize in the given format: JSON with indent 2, or block-style YAML; newline-terminated.

    Raises DocumentError when the data cannot be written in that format (a YAML timestamp
    or .inf from a YAML schema's default, in a JSON document).
    """
    try:
        if fmt == "json":
            return (
                json.dumps(data, indent=2, ensure_ascii=False, allow_nan=False) + "\n"
            )
        return yaml.safe_dump(
            data, sort_keys=False, default_flow_style=False, allow_unicode=True
        )
    except (TypeError, ValueError, yaml.YAMLError) as exc:
        raise DocumentError(
            f"cannot write the result as {fmt.upper()}: {exc}"
        ) from None
