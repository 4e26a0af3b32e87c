"""DG415: an API field whose name breaks one of the project's naming conventions.

Naming is where an API's conventions are easiest to state and hardest to keep: "use
`colour`", "no `fruit` in field names", "say `Ref`". namingconventions lets a project write its
own, each a regular expression that finds the violating text in a field's name (its wire name,
or its Python name spelled as Go would: `node_ref` → `NodeRef`), a message, and what to do:
`Inform`, `Drop` the matched text, `DropField`, or `Replacement`. It reports nothing until
`conventions` is configured.
"""

from __future__ import annotations

from collections.abc import Iterator

from ...diagnostics import Diagnostic, Severity
from ._api import Option, conventions, naming_findings
from ._context import Context

CODE = "DG415"
KAL = "namingconventions"
API = False
OPT_IN = True
SEVERITY = Severity.WARNING
SUMMARY = "Rename the field as the project's naming convention asks."
SETTINGS = {
    "conventions": Option(
        (),
        "a list of {name, violationMatcher, operation (Inform | Drop | DropField | Replacement), replacement, message}",
        check=conventions,
    ),
}

EXAMPLE_BAD = """\
# [tool.defaultgen.api-conventions.namingconventions] with
# conventions = [{name = "nofruit", violationMatcher = "(?i)fruit", operation = "Inform", message = "no fruit"}]
from dataclasses import dataclass, field


@dataclass
class Spec:
    # +optional
    fruit_count: int = field(default=0, metadata={"json": "fruitCount,omitempty"})
"""

EXAMPLE_GOOD = """\
# [tool.defaultgen.api-conventions.namingconventions] with
# conventions = [{name = "nofruit", violationMatcher = "(?i)fruit", operation = "Inform", message = "no fruit"}]
from dataclasses import dataclass, field


@dataclass
class Spec:
    # +optional
    item_count: int = field(default=0, metadata={"json": "itemCount,omitempty"})
"""


# the settings the examples are linted with (`defaultgen rule`, tests/test_cmd_rules.py)
EXAMPLE_SETTINGS = {
    "namingconventions": {
        "conventions": conventions(
            [{"name": "nofruit", "violationMatcher": "(?i)fruit", "operation": "Inform", "message": "no fruit"}]
        )
    }
}


def check(context: Context) -> Iterator[Diagnostic]:
    for module, span, message in naming_findings(context, context.option("conventions")):
        yield context.report(module, span, message)
