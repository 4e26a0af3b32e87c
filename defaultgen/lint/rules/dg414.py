"""DG414: an API string, list, dict or object without a minimum length.

Whether an empty value is valid should be a decision, not an accident: "in general, empty
strings, arrays, maps and structs are not recommended, and API authors should not distinguish
between empty and omitted values" (KAL's minlength, after the API conventions). It asks every
string field for `+kubebuilder:validation:MinLength` (an enum, or a `date`, `date-time` or
`duration` format, bounds it), every list for `MinItems` and its string items for
`items:MinLength`, every dict for `MinProperties`, and every dataclass field whose class has no
required field for `MinProperties` (or the class's `ExactlyOneOf` / `AtLeastOneOf`). Where
empty is valid, say so: `MinLength=0`. It is for CRDs, so `API` leaves it off, as KAL does.
"""

from __future__ import annotations

from collections.abc import Iterator

from ...diagnostics import Diagnostic, Severity
from ._api import length_findings
from ._context import Context

CODE = "DG414"
KAL = "minlength"
API = False
OPT_IN = True
SEVERITY = Severity.WARNING
SUMMARY = "Say the smallest valid value: `MinLength`, `MinItems` (`items:MinLength`), `MinProperties`, or a required field."

EXAMPLE_BAD = """\
from dataclasses import dataclass, field


@dataclass
class Spec:
    # +optional
    names: list[str] = field(default_factory=list, metadata={"json": "names,omitempty"})
"""

EXAMPLE_GOOD = """\
from dataclasses import dataclass, field


@dataclass
class Spec:
    # +optional
    # +kubebuilder:validation:MinItems=1
    # +kubebuilder:validation:items:MinLength=1
    names: list[str] = field(default_factory=list, metadata={"json": "names,omitempty"})
"""


def check(context: Context) -> Iterator[Diagnostic]:
    for module, span, message in length_findings(context, "Min"):
        yield context.report(module, span, message)
