"""DG423: an API field named with `Reference` where the conventions say `Ref`.

Kubernetes' API conventions spell a field that points at another object `fooRef` (and a list
of them `fooRefs`): "references to other objects... should be named `fooRef`". KAL's default
policy, `PreferAbbreviatedReference`, reports `Reference` / `References` at the start or end of
a name; `NoReferences` reports any reference word (`Ref`, `Refs` too), for APIs that name the
kind of object instead.
"""

from __future__ import annotations

from collections.abc import Iterator

from ...diagnostics import Diagnostic, Severity
from ._api import Convention, Option, naming_findings
from ._context import Context

CODE = "DG423"
KAL = "noreferences"
API = True
OPT_IN = True
SEVERITY = Severity.WARNING
SUMMARY = "Name a reference to another object `...Ref` (`...Refs` for a list), not `...Reference`."
SETTINGS = {
    "policy": Option(
        "PreferAbbreviatedReference",
        "report `Reference` (suggesting `Ref`), or every reference word",
        choices=("PreferAbbreviatedReference", "NoReferences"),
    ),
}

EXAMPLE_BAD = """\
from dataclasses import dataclass, field


@dataclass
class Spec:
    # +optional
    secret_reference: str = field(default="", metadata={"json": "secretReference,omitempty"})
"""

EXAMPLE_GOOD = """\
from dataclasses import dataclass, field


@dataclass
class Spec:
    # +optional
    secret_ref: str = field(default="", metadata={"json": "secretRef,omitempty"})
"""

_POLICIES = {
    "PreferAbbreviatedReference": (
        Convention(
            "reference-to-ref",
            "^[Rr]eference|Reference(s?)$",
            "Replacement",
            "field names should use 'Ref' instead of 'Reference'",
            "Ref$1",
        ),
    ),
    "NoReferences": (
        Convention(
            "no-references",
            "^[Rr]ef(erence)?(s?)([A-Z])|Ref(erence)?(s?)$",
            "Inform",
            "field names should not contain reference-related words",
        ),
    ),
}


def check(context: Context) -> Iterator[Diagnostic]:
    for module, span, message in naming_findings(context, _POLICIES[context.option("policy")]):
        yield context.report(module, span, message)
