"""DG100: a source file cannot be read or parsed.

A file defaultgen cannot parse is a file whose types and markers it cannot check; saying
so (and carrying on with the other files) beats silently skipping it, or stopping at the
first bad file.
"""

from __future__ import annotations

from collections.abc import Iterator

from ...diagnostics import Diagnostic, Severity
from ._context import Context

CODE = "DG100"
SEVERITY = Severity.ERROR
SUMMARY = "Fix the file so that it parses (or exclude it); nothing in it can be checked until then."

EXAMPLE_BAD = """\
from dataclasses import dataclass


@dataclass
class Spec
    replicas: int = 0
"""

EXAMPLE_GOOD = """\
from dataclasses import dataclass


@dataclass
class Spec:
    replicas: int = 0
"""


def check(context: Context) -> Iterator[Diagnostic]:
    for module in context.universe.scanned:
        if module.failure is not None:
            yield context.report(
                module,
                module.failure.span,
                f"cannot read this file ({module.failure.message}): fix it, or exclude it from the scan",
            )
