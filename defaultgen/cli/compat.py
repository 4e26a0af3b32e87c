"""`defaultgen compat`: the API changes that can break clients or stored objects (SPEC §9)."""

from __future__ import annotations

import argparse
import sys

DESCRIPTION = """\
Compare the API types of PATHS (the working tree as it is, uncommitted edits included) with
what they were, and report every change that can break clients or stored objects: a field,
type or version removed, a wire name or JSON type changed, a default added, removed or
changed (KEP-1929 makes defaults part of the API), an enum value removed, a field newly
required, a constraint tightened, nullable removed, list/map merge semantics changed, a CEL
rule added or changed, a CRD's scope changed. Harmless changes (a constraint loosened, a
required field made optional, a CEL rule removed) are notes. Each finding is located at the
new source line, a removal at the old one (`path@REV:line`).

--against (default HEAD) is
  REV       a git revision: its files are read from git objects (no checkout, no stash; the
            working tree and index are left alone);
  DIR       another copy of the project (an existing directory wins over a branch name);
  OLD.yaml  a CRD manifest (or several, or a List: `kubectl get crd NAME -o yaml`), compared
            with the CRDs PATHS generate, or with PATHS when they are manifests too.
PATHS that are all manifest files (.yaml/.yml/.json) are compared with the same files at REV.

Types match by schema name (module and class), fields by wire name: renaming a Python field
that keeps its json name is no change; named types and ref() constants compare by value.

Policies: `[tool.defaultgen.compat]` (or --policy CHECK=LEVEL) sets any check (code or name)
to error, warning, info or ignore, e.g. `enum-value-added = "ignore"`. An intentional break
is acknowledged where it is reported: `# defaultgen: ignore[DGC303]` in the comment block
above the field (above the class for a removed field or a type-level change), or
`# noqa: DGC303` on the field's line.

Exit status: 0 nothing breaking (warnings and notes do not fail, unless
--warnings-as-errors), 1 breaking changes, 2 usage error (an unknown revision, unreadable
manifest).

Examples:
  defaultgen compat --against origin/main          # in CI
  defaultgen compat api/ --against v1.2.0 --format github
  defaultgen compat --against old-crd.yaml config/crd/bases/widgets.yaml
"""


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "paths",
        nargs="*",
        metavar="PATH",
        help="files or directories (default: configured paths, else .), or CRD manifests",
    )


def run(settings, args: argparse.Namespace) -> int:
    from ..compat.run import compat, sarif_rules
    from ..diagnostics import Severity
    from ..lint.report import render

    diagnostics = compat(settings, args.paths)
    rules = sarif_rules() if settings.output_format == "sarif" else None
    sys.stdout.write(render(diagnostics, settings.output_format, quiet=args.quiet, rules=rules))
    failing = [
        d
        for d in diagnostics
        if d.severity is Severity.ERROR or (settings.warnings_as_errors and d.severity is Severity.WARNING)
    ]
    return 1 if failing else 0
