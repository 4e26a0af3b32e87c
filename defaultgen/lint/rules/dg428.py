"""DG428: a `+required` field whose json metadata or Optional-ness does not fit its zero value.

A required field must be sent, so its zero value should not be: with omitempty (omitzero for
a dataclass value) the encoder leaves an unset field out and the API server refuses the
object, instead of storing a zero the client never meant. The field is Optional only when
its zero value is one a client may mean (it passes the field's validation, or the validation
is incomplete), so that "set to zero" and "unset" differ; a list, dict or bytes never needs
Optional (empty and unset are told apart without it). KAL's requiredfields
(`pkg/analysis/requiredfields`, its serialization check); `omitempty.policy = "Ignore"` asks
instead that the zero value be acceptable. The fix adds omitempty / omitzero to the json
metadata (unsafe: the schema then publishes no implicit zero default); making a field
Optional or not is reported without a fix (it changes the class's Python API).
"""

from __future__ import annotations

from collections.abc import Iterator

from ...diagnostics import Diagnostic, Severity
from ..fix import Applicability
from ._context import Context
from ._serialization import WHEN_REQUIRED, findings, settings

CODE = "DG428"
KAL = "requiredfields"
API = True
OPT_IN = True
SEVERITY = Severity.WARNING
SUMMARY = "Make a `+required` field omitempty (omitzero for a dataclass), and Optional only if its zero value is valid."
FIX = Applicability.UNSAFE
FIX_DOES = "adds omitempty (omitzero for a dataclass) to the json metadata (unsafe: the implicit zero default goes)"
SETTINGS = settings(preference=False)

EXAMPLE_BAD = """\
from dataclasses import dataclass, field


@dataclass
class Spec:
    # +required
    # +kubebuilder:validation:MinLength=1
    name: str = field(default="", metadata={"json": "name"})
"""

EXAMPLE_GOOD = """\
from dataclasses import dataclass, field


@dataclass
class Spec:
    # +required
    # +kubebuilder:validation:MinLength=1
    name: str = field(default="", metadata={"json": "name,omitempty"})
"""


def check(context: Context) -> Iterator[Diagnostic]:
    return findings(context, optional=False, preference=WHEN_REQUIRED)
