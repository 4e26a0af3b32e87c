"""DG425: an `+optional` field that is not Optional, or not omitempty / omitzero.

An optional field may be left out, and a client that leaves it out must be told from one
that set it to its zero value: so by default it is Optional (None: unset, Go's pointer) and
omitempty, or an unset field is sent as a zero the server cannot tell from a real one (the
API conventions' "optional fields are pointers"). With `pointers.preference = "WhenRequired"`
it is Optional only where its zero value passes its validation (a string with `MinLength=1`
need not be, as `""` can never be meant), and a dataclass value whose zero value is invalid is
omitzero instead; a list, dict or bytes never needs Optional. KAL's optionalfields
(`pkg/analysis/optionalfields`, its serialization check). The fix adds omitempty / omitzero to
the json metadata (unsafe: the schema then publishes no implicit zero default); making a
field Optional or not is reported without a fix (it changes the class's Python API).
"""

from __future__ import annotations

from collections.abc import Iterator

from ...diagnostics import Diagnostic, Severity
from ..fix import Applicability
from ._context import Context
from ._serialization import findings, settings

CODE = "DG425"
KAL = "optionalfields"
API = True
OPT_IN = True
SEVERITY = Severity.WARNING
SUMMARY = "Make an `+optional` field Optional and omitempty (or, where configured, only as its zero value needs)."
FIX = Applicability.UNSAFE
FIX_DOES = "adds omitempty (omitzero for a dataclass) to the json metadata (unsafe: the implicit zero default goes)"
SETTINGS = settings(preference=True)

EXAMPLE_BAD = """\
from dataclasses import dataclass, field
from typing import Optional


@dataclass
class Spec:
    # +optional
    replicas: Optional[int] = field(default=None, metadata={"json": "replicas"})
"""

EXAMPLE_GOOD = """\
from dataclasses import dataclass, field
from typing import Optional


@dataclass
class Spec:
    # +optional
    replicas: Optional[int] = field(default=None, metadata={"json": "replicas,omitempty"})
"""


def check(context: Context) -> Iterator[Diagnostic]:
    return findings(context, optional=True, preference=context.option("pointers.preference"))
