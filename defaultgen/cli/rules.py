"""`defaultgen rules`: every lint rule, with its severity and what it catches."""

from __future__ import annotations

import argparse
import sys

DESCRIPTION = """\
List every lint rule: its code, its severity and what it catches, one per line. A `*` after
the severity marks a rule whose findings `defaultgen lint --fix` fixes, a `!` one fixed only
with `--unsafe-fixes`. `defaultgen rule CODE` explains one rule, with an example and its fix.

With --markdown, print the full rule documentation instead (docs/rules.md is this output).

Exit status: 0.

Example:
  defaultgen rules --markdown > docs/rules.md
"""


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--markdown", action="store_true", help="print every rule's documentation as Markdown")


def run(settings, args: argparse.Namespace) -> int:
    from ..lint.docs import listing, rules_markdown

    sys.stdout.write(rules_markdown() if args.markdown else listing())
    return 0
