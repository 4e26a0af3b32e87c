"""`defaultgen openapi`: emit OpenAPI v3 schemas carrying the defaults (SPEC §4, §6)."""

from __future__ import annotations

import argparse
import sys


DESCRIPTION = """\
Emit {"components": {"schemas": {...}}} with one schema per dataclass, named by dotted
module path and class name (pkg.api.types.Root), shaped like Kubernetes' published
OpenAPI v3: +default markers become `default`, non-Optional dataclass fields get
`default: {}`, non-omitempty scalars their zero value, comments become descriptions.

With --structural ROOT, emit instead one self-contained structural schema for ROOT
(no $ref, everything inlined), as a CustomResourceDefinition's openAPIV3Schema needs.

Nothing is emitted while `defaultgen lint` reports errors for the scanned files: the
schemas would not default like the generated code.

exit status: 0 written, 1 lint errors or a recursive ROOT, 2 usage error.

example:
  defaultgen openapi pkg/api --format yaml -o openapi.yaml
  defaultgen openapi pkg/api --structural Widget > widget-schema.json
"""


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("paths", nargs="*", metavar="PATH", help="files or directories to scan (default: settings, then .)")
    parser.add_argument(
        "--structural",
        metavar="ROOT",
        help="emit one structural schema for the dataclass ROOT (qualified name, or a unique class name)",
    )
    parser.add_argument("-o", dest="openapi_output", default=None, metavar="FILE", help="short for --output")


def run(settings, args: argparse.Namespace) -> int:
    from ..apply.documents import dump_document
    from ..diagnostics import Severity
    from ..fileio import atomic_write
    from ..lint.linter import lint
    from ..openapi.schemas import openapi_document
    from ..openapi.structural import RecursiveTypeError, find_root, structural_schema
    from ..source.discover import universe_for

    _, universe = universe_for(settings, args.paths)
    blocking = [
        d for d in lint(universe, settings) if d.severity is Severity.ERROR or settings.warnings_as_errors
    ]
    if blocking:
        for diagnostic in blocking:
            print(diagnostic.as_text(), file=sys.stderr)
        print(f"defaultgen openapi: nothing written: lint reports {len(blocking)} error(s)", file=sys.stderr)
        return 1
    if args.structural is not None:
        root = find_root(args.structural, universe)
        try:
            document = structural_schema(root, universe)
        except RecursiveTypeError as exc:
            print(exc, file=sys.stderr)
            return 1
    else:
        document = openapi_document(universe)
    text = dump_document(document, settings.openapi_format)
    if settings.openapi_output:
        try:
            atomic_write(settings.openapi_output, text)
        except OSError as exc:
            print(f"defaultgen openapi: {settings.openapi_output}: cannot write: {exc.strerror or exc}", file=sys.stderr)
            return 2
    else:
        sys.stdout.write(text)
    return 0
