"""DG405: an API field that is both `+required` and defaulted.

A required field must be given by the client; a default is what the server uses when it is
not. Both at once cannot hold: the API server checks `required` before it would apply the
default (a required field is never defaulted), so the default is dead, and readers cannot tell
which of the two was meant. KAL's defaultorrequired finds any of `+default`,
`+kubebuilder:default` beside any of `+required`, `+kubebuilder:validation:Required`,
`+k8s:required`. Drop the one you do not mean. DG205 reports the same field (a required field
that can never be missing); one fix mends both, so the examples silence DG205.
"""

from __future__ import annotations

from collections.abc import Iterator

from ...diagnostics import Diagnostic, Severity
from ._api import api_fields, has_marker
from ._context import Context, field_name

CODE = "DG405"
KAL = "defaultorrequired"
API = True
OPT_IN = True
SEVERITY = Severity.WARNING
SUMMARY = "Keep either the default (and mark the field `+optional`) or `+required`, not both."

EXAMPLE_BAD = """\
from dataclasses import dataclass, field


@dataclass
class Spec:
    # defaultgen: ignore[DG203, DG205]
    # +required
    # +default="Always"
    policy: str = field(default="", metadata={"json": "policy"})
"""

EXAMPLE_GOOD = """\
from dataclasses import dataclass, field


@dataclass
class Spec:
    # +optional
    # +default="Always"
    policy: str = field(default="", metadata={"json": "policy,omitempty"})
"""

_DEFAULTS = ("default", "kubebuilder:default")
_REQUIRED = ("required", "kubebuilder:validation:Required", "k8s:required")


def check(context: Context) -> Iterator[Diagnostic]:
    for cls, field in api_fields(context):
        if has_marker(field.decl, *_DEFAULTS) and has_marker(field.decl, *_REQUIRED):
            message = f"field {field_name(field)} is required and has a default: a required field is never defaulted; keep one (DG205 reports it too; one fix mends both)"
            yield context.report(cls.module, field.decl.span, message)
