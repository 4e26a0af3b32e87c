"""`defaultgen rule CODE`: one lint rule explained, with an example and its fix."""

from __future__ import annotations

import argparse
import sys

DESCRIPTION = """\
Explain one lint rule (as Markdown, the same text as its section of docs/rules.md): what it
catches and why that matters, what to do instead, and a small module that breaks the rule
next to the same module fixed.

Exit status: 0, or 2 for an unknown code (with the closest known ones).

Example:
  defaultgen rule DG203
"""


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("code", metavar="CODE", help="a rule code, e.g. DG203 (`defaultgen rules` lists them)")


def run(settings, args: argparse.Namespace) -> int:
    from ..lint.docs import find_rule, rule_markdown

    sys.stdout.write(rule_markdown(find_rule(args.code)))
    return 0
