"""`defaultgen lint`: check the types against KEP-1929's rules (SPEC §2)."""

from __future__ import annotations

import argparse
import sys

from ._cache import RunCache
from ._diagnostics import Diagnostic, Severity
from ._discover import files_for, universe_of
from ._lint import lint
from ._progress import ProgressLine
from ._report import render
from ._settings import Settings

HELP = "check dataclasses and their +default markers (KEP-1929 rules)"
DESCRIPTION = """\
Check dataclasses, named types and their `# +default=<json>` markers against the rules of
KEP-1929 (omitempty, non-Optional fields) and for the mistakes that make a default silently
not apply (typo'd or misplaced markers, defaults that do not fit their type).
`defaultgen rules` lists the rules, `defaultgen rule CODE` explains one.

Output (--format): text prints one `path:line:col: CODE message` line per finding, then a
summary (-q: findings only); json a list of {path, line, col, code, severity, message};
github workflow annotations; sarif a SARIF 2.1.0 log for code scanning.

Suppressions: `# noqa: CODE` on a field's (or named type's) line, or
`# defaultgen: ignore[CODE, ...]` on a line of its own in the comment block above it;
`# defaultgen: noqa` on a line of its own silences a whole file. A suppression that
silences nothing is itself reported (DG001).

Exit status: 0 no errors (warnings alone do not fail, unless --warnings-as-errors),
1 errors found, 2 usage or internal error.

Example:
  defaultgen lint src/api --select DG2 --format github
"""


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "paths", nargs="*", metavar="PATH", help="files or directories (default: configured paths, else .)"
    )


def run(settings: Settings, args: argparse.Namespace) -> int:
    progress = ProgressLine.on_stderr(quiet=args.quiet, verbose=args.verbose)
    try:
        diagnostics = _findings(settings, args, progress)
    finally:
        progress.close()
    sys.stdout.write(render(diagnostics, settings.output_format, quiet=args.quiet))
    failing = [d for d in diagnostics if d.severity is Severity.ERROR or settings.warnings_as_errors]
    return 1 if failing else 0


def _findings(settings: Settings, args: argparse.Namespace, progress: ProgressLine) -> list[Diagnostic]:
    """Lint the files, or reuse the last run's findings when nothing it read has changed."""
    files = files_for(settings, args.paths)
    keyed = [(f.path, f.module) for f in files]
    cache = RunCache(settings.cache_dir, "lint", settings, keyed) if settings.cache_dir else None
    stored = cache.load() if cache is not None else None
    if stored is not None:
        if args.verbose:
            print("defaultgen lint: nothing changed since the last run; its findings are reused", file=sys.stderr)
        return [Diagnostic(*row[:5], Severity(row[5])) for row in stored]
    universe = universe_of(settings, files, progress)
    diagnostics = lint(universe, settings, progress)
    if cache is not None:
        rows = [[d.path, d.line, d.col, d.code, d.message, d.severity.value] for d in diagnostics]
        cache.store(rows, list(getattr(universe.loader, "consulted", [])))
    return diagnostics
