"""`defaultgen import`: CRD manifests and OpenAPI v3 documents → annotated dataclasses (SPEC §10).

The command is `import`; its module is `importer` (`import` is a Python keyword)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from .outputs import Output, OutputError, count, read_existing, report, say, write

DESCRIPTION = """\
Read CustomResourceDefinitions (apiextensions.k8s.io/v1, YAML or JSON, several documents
or a List per file, every version) and OpenAPI v3 documents (components.schemas, $refs
resolved across every document given; Kubernetes' /openapi/v3 documents, kube-openapi's
and `defaultgen openapi`'s output), `-` for standard input, and write Python modules of
dataclasses that `defaultgen crd` / `defaultgen openapi` turn back into the same schemas:

  a CRD's version v of group g         -> DIR/<g, . and - as _>/<v>.py (+groupName, the kind's
                                          class with controller-gen's CRD markers, inline objects
                                          as classes named from their path: CertificateSpec)
  a component io.k8s.api.core.v1.Pod   -> class Pod in DIR/io/k8s/api/core/v1.py

Every field is Optional with json metadata (its wire name) and +required / +optional; every
keyword is a marker (defaults, enums, formats, bounds, lengths, patterns, nullable, list and
map types, CEL rules, title, example, externalDocs, ...); descriptions are the comment lines.
What cannot be represented is an error naming the file and the JSON path; nothing is written
then. Written files start with defaultgen's header, the command and the sources; a file
without that header is never overwritten.

--check and --diff write nothing: --check names each file that is missing or stale, --diff
prints what would change.

exit status: 0 written (or up to date), 1 a source that cannot be imported or (with
--check/--diff) changes, 2 usage error.

example:
  defaultgen import certificates.yaml -o api
  kubectl get --raw /openapi/v3/api/v1 | defaultgen import - -o k8s
"""


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("sources", nargs="+", metavar="SOURCE", help="CRD manifests or OpenAPI v3 documents; - for stdin")
    parser.add_argument(
        "-o", "--output", dest="import_output", default=".", metavar="DIR|-",
        help="the directory to write the modules under (default: .); - prints the one module to stdout",
    )
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if any file is missing or stale")
    parser.add_argument("--diff", action="store_true", help="write nothing; print a unified diff of what would change")


def run(settings, args: argparse.Namespace) -> int:
    from ..fileio import IMPORTED_HEADER, is_generated
    from ..importer.model import ImportProblem
    from ..importer.run import import_sources

    if args.sources.count("-") > 1:
        say("defaultgen import: `-` (standard input) can be given once")
        return 2
    try:
        files = import_sources(args.sources)
    except ImportProblem as exc:
        say(str(exc))
        say("defaultgen import: nothing written")
        return 1
    if args.import_output == "-":
        modules = [text for path, text in files.items() if path.name != "__init__.py"]
        if len(modules) != 1:
            say(f"defaultgen import: -o - prints one module; the sources make {count(len(modules), 'module')}: give a directory")
            return 2
        sys.stdout.write(modules[0])
        return 0
    root = Path(args.import_output)
    outputs = []
    try:
        for relative, text in sorted(files.items()):
            path = root / relative
            old = read_existing(path, str(path))
            if old is not None and not is_generated(path, IMPORTED_HEADER):
                if relative.name == "__init__.py":
                    continue  # a package of the user's: it stays as it is
                say(f"{path}: not written by `defaultgen import`: not overwritten (move it away or remove it)")
                say("defaultgen import: nothing written")
                return 1
            outputs.append(Output(path, str(path), old, text))
    except OutputError as exc:
        say(str(exc))
        return 1
    if args.check or args.diff:
        return report([o for o in outputs if o.changed], show_diff=args.diff, list_changes=args.check)
    done = write(outputs)
    if done is None:
        return 1
    written, _, unchanged = done
    if not args.quiet:
        say(f"defaultgen import: {count(written, 'file')} written, {unchanged} unchanged")
    return 0
