"""`defaultgen lint`: check the types against KEP-1929's rules (SPEC §2)."""

from __future__ import annotations

import argparse
import sys

from ._diagnostics import Severity
from ._discover import universe_for
from ._lint import lint
from ._report import FORMATS, render
from ._settings import Settings

HELP = "check dataclasses and their +default markers (KEP-1929 rules)"
DESCRIPTION = """\
Check dataclasses, named types and their `# +default=<json>` markers against the rules of
KEP-1929 (omitempty, non-Optional fields) and for the mistakes that make a default silently
not apply (typo'd or misplaced markers, defaults that do not fit their type).

Output: one `path:line:col: CODE message` line per finding, then a summary
(`--format json` and `--format github` print only the findings). `# noqa: CODE` on a
field's line suppresses CODE for that field; `# defaultgen: noqa` a whole file.

Exit status: 0 no errors (warnings alone do not fail, unless --warnings-as-errors),
1 errors found, 2 usage or internal error.

Example:
  defaultgen lint src/api --select DG2 --format github
"""


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "paths", nargs="*", metavar="PATH", help="files or directories (default: configured paths, else .)"
    )
    parser.add_argument(
        "--format", dest="lint_format", choices=FORMATS, default="text", help="output format (default: text)"
    )


def run(settings: Settings, args: argparse.Namespace) -> int:
    _, universe = universe_for(settings, args.paths)
    diagnostics = lint(universe, settings)
    sys.stdout.write(render(diagnostics, args.lint_format))
    failing = [d for d in diagnostics if d.severity is Severity.ERROR or settings.warnings_as_errors]
    return 1 if failing else 0
