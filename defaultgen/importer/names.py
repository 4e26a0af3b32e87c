"""Names `defaultgen import` gives: Python field names from wire names (snake_case), class names
from component names or from the path of an inline schema (`CertificateSpecPrivateKey`), module
paths from component names (`io.k8s.api.core.v1`) and CRD groups — deterministic, valid
identifiers, collision-free within their scope."""

from __future__ import annotations

import keyword
import re

# names a dataclass body or its module needs for itself
_RESERVED = frozenset(("field", "dataclass", "Any", "Optional", "annotations"))


def snake(wire: str) -> str:
    """`readyReplicas` → `ready_replicas`, `podCIDR` → `pod_cidr`, `x-foo` → `x_foo`."""
    text = re.sub(r"([A-Z]+)([A-Z][a-z])", r"\1_\2", wire)
    text = re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", text).lower()
    return _identifier(text)


def pascal(wire: str) -> str:
    """`privateKey` → `PrivateKey`, `x-foo` → `XFoo`."""
    parts = [p for p in re.split(r"[^0-9A-Za-z]+", wire) if p]
    return _identifier("".join(p[0].upper() + p[1:] for p in parts))


def _identifier(text: str) -> str:
    text = re.sub(r"\W", "_", text, flags=re.ASCII)
    if not text or text[0].isdigit():
        text = "_" + text if text else "_"
    if keyword.iskeyword(text) or keyword.issoftkeyword(text) or text in _RESERVED:
        text += "_"
    return text


def module_part(text: str) -> str:
    """One segment of a module path (`cert-manager` → `cert_manager`)."""
    return _identifier(re.sub(r"[^0-9A-Za-z_]", "_", text))


class Scope:
    """Names given in one scope (a module's classes, a class's fields): each new one unique."""

    def __init__(self, taken: tuple[str, ...] = ()) -> None:
        self.taken = set(taken)

    def claim(self, name: str) -> str:
        candidate, n = name, 1
        while candidate in self.taken:
            n += 1
            candidate = f"{name}{n}" if not name.endswith("_") else f"{name}{n}"
        self.taken.add(candidate)
        return candidate
