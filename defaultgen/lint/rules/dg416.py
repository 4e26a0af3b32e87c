"""DG416: an API field or named type that is a `bool`.

A boolean cannot grow: the day a third state is needed ("enabled", "disabled", and now
"audit"), a `bool` field must be deprecated and replaced. Kubernetes' API conventions advise
"think twice about bool fields... many ideas start as boolean but eventually trend towards a
small set of mutually exclusive options": a string type with named values (an Enum or
`Literal`) evolves where a `bool` cannot. KAL enables nobools only on request, and so does
`API`; select DG416 to hold the whole API to it.
"""

from __future__ import annotations

from collections.abc import Iterator

from ...diagnostics import Diagnostic, Severity
from ...source.model import Scalar, Type
from ._api import type_findings
from ._context import Context

CODE = "DG416"
KAL = "nobools"
API = False
OPT_IN = True
SEVERITY = Severity.WARNING
SUMMARY = "Use a string Enum or `Literal` with meaningful values instead of `bool`."

EXAMPLE_BAD = """\
from dataclasses import dataclass, field


@dataclass
class Spec:
    # +optional
    paused: bool = field(default=False, metadata={"json": "paused,omitempty"})
"""

EXAMPLE_GOOD = """\
from dataclasses import dataclass, field
from typing import Literal, Optional


@dataclass
class Spec:
    # +optional
    mode: Optional[Literal["Running", "Paused"]] = field(default=None, metadata={"json": "mode,omitempty"})
"""


def check(context: Context) -> Iterator[Diagnostic]:
    for module, span, message in type_findings(context, _bool):
        yield context.report(module, span, message)


def _bool(type_: Type, prefix: str) -> str | None:
    if type_ == Scalar("bool"):
        return "should not use a bool: use a string type with meaningful values (an Enum or Literal)"
    return None
