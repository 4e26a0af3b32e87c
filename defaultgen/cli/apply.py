"""`defaultgen apply`: default a JSON/YAML document with a schema file (SPEC §5, §6)."""

from __future__ import annotations

import argparse
import difflib
import sys
from collections.abc import Mapping
from typing import IO, TYPE_CHECKING, Any

from ..apply.documents import DocumentError, dump_document, load_document, load_schema_file
from ..apply.engine import SchemaError, compile_schema

if TYPE_CHECKING:
    from ..settings import Settings

__all__ = ["run_apply"]

PROG = "defaultgen apply"


class _UsageError(Exception):
    """Bad flags or inputs: one line on stderr, exit 2."""


def run_apply(
    schema_path: str,
    type_name: str | None,
    doc_path: str | None,
    in_place: bool,
    stdout: IO[str],
    stderr: IO[str],
    validate: bool = False,
) -> int:
    """Print DOC with the defaults of a schema applied (a dry run unless --in-place).

    usage: defaultgen apply --schema FILE [--type NAME] [--in-place] [--validate] [DOC | -]

    --schema FILE  the schema, JSON or YAML: what `defaultgen openapi` writes
                   ({"components": {"schemas": {...}}}) or one structural schema.
    --type NAME    the schema in FILE to apply at the document's root (e.g.
                   pkg.api.types.Root, or just Root when that is unambiguous); may be
                   left out when FILE holds a single schema.
    --in-place     write the defaulted document back to DOC (atomically, only when
                   something changed) instead of printing it; needs a DOC file.
    --validate     then validate the defaulted document as the API server validates a
                   custom resource (a local `kubectl apply --dry-run=server`): every
                   problem goes to stderr with its location, and a document with a problem
                   is refused as the API server refuses it: nothing printed or written,
                   exit 1. What cannot be checked (a CEL transition rule...) is a note.
    DOC            the JSON or YAML document; `-` or nothing reads stdin. The output
                   uses the input's format.

    Returns the exit status: 0 on success, 1 when --validate finds a problem, 2 on bad
    input (reported on stderr).
    """
    try:
        if in_place and doc_path in (None, "-"):
            raise _UsageError("--in-place needs a DOC file, not stdin")
        schema, components = _select_schema(
            load_schema_file(schema_path), type_name, schema_path
        )
        try:
            defaulter = compile_schema(schema, components)
        except SchemaError as exc:
            raise _UsageError(f"{schema_path}: {exc}") from None
        doc = load_document(doc_path)
        try:
            result = defaulter(doc.data)
        except RecursionError:
            raise _UsageError(f"{doc.name}: nested too deeply to default") from None
        if validate and _report_problems(result, schema, components, doc.name, stderr, schema_path):
            return 1
        try:
            text = dump_document(result, doc.format)
        except DocumentError as exc:
            raise _UsageError(f"{doc.name}: {exc}") from None
        if not in_place:
            stdout.write(text)
        elif result != doc.data:  # unchanged: keep the file (and its comments) as it is
            from ..fileio import atomic_write

            try:
                atomic_write(doc.name, text)
            except OSError as exc:
                raise _UsageError(
                    f"{doc.name}: cannot write: {exc.strerror or exc}"
                ) from None
    except (_UsageError, DocumentError) as exc:
        stderr.write(f"{PROG}: {exc}\n")
        return 2
    return 0


def _report_problems(
    doc: Any,
    schema: Mapping[str, Any],
    components: Mapping[str, Any] | None,
    name: str,
    stderr: IO[str],
    schema_path: str,
) -> bool:
    """Validate `doc`; print its problems and notes located in `name`; True when it is refused."""
    from ..validate.engine import validate_document

    notes: list = []
    try:
        problems = validate_document(doc, schema, components, notes=notes)
    except SchemaError as exc:
        raise _UsageError(f"{schema_path}: {exc}") from None
    except RecursionError:
        raise _UsageError(f"{name}: nested too deeply to validate") from None
    for problem in problems:
        stderr.write(f"{name}: {problem}\n")
    for note in notes:
        stderr.write(f"{name}: {note.location}: note: {note.message}\n")
    if problems:
        n = len(problems)
        stderr.write(f"{name}: refused: {n} problem{'s' * (n != 1)} (nothing printed or written)\n")
    return bool(problems)


def _ref(name: str) -> dict[str, str]:
    """The root as a reference: errors are then located under #/components/schemas/NAME."""
    return {
        "$ref": "#/components/schemas/" + name.replace("~", "~0").replace("/", "~1")
    }


def _select_schema(
    data: Any, type_name: str | None, path: str
) -> tuple[Mapping[str, Any], Mapping[str, Any] | None]:
    """Return (root schema, components.schemas or None) from a loaded schema file."""
    if not isinstance(data, dict):
        raise _UsageError(f"{path}: not a schema: expected an object at the top level")
    if "components" not in data:
        if type_name is not None:
            raise _UsageError(
                f"{path}: --type {type_name} given, but the file is one schema "
                "(--type picks a schema from components.schemas)"
            )
        return data, None
    components = data["components"]
    schemas = components.get("schemas") if isinstance(components, dict) else None
    if not isinstance(schemas, dict):
        raise _UsageError(
            f"{path}: components.schemas must be an object of named schemas"
        )
    if not all(isinstance(name, str) for name in schemas):
        raise _UsageError(f"{path}: components.schemas names must be strings")
    names = sorted(schemas)
    if not names:
        raise _UsageError(f"{path}: components.schemas is empty")
    if type_name is None:
        if len(names) > 1:
            raise _UsageError(
                f"{path}: holds {len(names)} schemas; pick one with --type: {', '.join(names)}"
            )
        return _ref(names[0]), schemas
    if type_name in schemas:
        return _ref(type_name), schemas
    # `Root` for `pkg.api.types.Root`, when only one schema ends so.
    tails = [name for name in names if name.rsplit(".", 1)[-1] == type_name]
    if len(tails) == 1:
        return _ref(tails[0]), schemas
    candidates = tails or difflib.get_close_matches(type_name, names, n=3, cutoff=0.6)
    if not candidates:  # also try the short names: `Roto` for `pkg.Root`
        short = {name.rsplit(".", 1)[-1]: name for name in names}
        candidates = [
            short[s] for s in difflib.get_close_matches(type_name, list(short), n=3)
        ]
    hint = f"; did you mean {' or '.join(candidates)}?" if candidates else ""
    available = "" if candidates else f"; available: {', '.join(names)}"
    raise _UsageError(f"{path}: no schema named {type_name!r}{hint}{available}")


DESCRIPTION = """\
Print DOC with the defaults of a schema applied, as the Kubernetes API server defaults a
custom resource (SPEC §5): missing properties get deep copies of their defaults, top-down;
non-nullable nulls are replaced by the default or removed. JSON in, JSON out; YAML in, YAML out.

With --validate, the defaulted document is then validated as the API server validates a custom
resource (SPEC §8): every problem is printed to stderr with its location, and a document with a
problem is refused (nothing printed or written, exit 1), as `kubectl apply --dry-run=server` is.

Exit status: 0 on success, 1 when --validate finds a problem, 2 on bad input (reported on
stderr as one located line).
Example: defaultgen openapi api/ -o api.json && defaultgen apply --schema api.json --type Root cfg.yaml"""


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("doc", nargs="?", metavar="DOC", help="JSON or YAML document; `-` or nothing reads stdin")
    parser.add_argument("--schema", required=True, metavar="FILE", help="what `defaultgen openapi` wrote, or one schema")
    parser.add_argument("--type", dest="type_name", metavar="NAME", help="the schema in FILE to apply at the root")
    parser.add_argument("--in-place", action="store_true", help="write the result back to DOC instead of printing it")


def run(settings: Settings, args: argparse.Namespace) -> int:
    return run_apply(
        args.schema, args.type_name, args.doc, args.in_place, sys.stdout, sys.stderr, validate=settings.validate
    )
