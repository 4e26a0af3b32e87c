"""KEP-1929's implicit defaults in a structural schema (SPEC §7, amended).

The API server checks a CRD's defaults as written (nested defaults not applied), so the `{}`
KEP-1929 gives a non-Optional dataclass field makes a CRD invalid as soon as the type has a
required field, and a zero default (`""`, `[]`) can break its own constraints (`MinLength=1`).
An implicit default that fails as written is therefore published

- *filled in* when it is an object: the object that defaulting `{}` with the node's schema
  gives (nested defaults applied), which defaults every document exactly as `{}` does;
- *left out* when even that fails its schema: a document without the value is then refused
  by both paths alike when its parent requires it; where the parent does not require it, a
  document without it would be accepted by the CRD path and the built-in one alike only if
  the zero value were valid, which it is not, so the position is reported (`crd` makes it
  CRD103, naming the field to make Optional or to default).

Written defaults (`+default`, a named type's) are never changed here: they are checked as
written (CRD103, DG308).
"""

from __future__ import annotations

from typing import Any

from ..apply.engine import apply_defaults
from ..crd.checks import default_problems


def settle(node: dict[str, Any]) -> tuple[dict[str, Any], bool]:
    """`node` (a schema whose `default` is implicit, its own nested defaults settled already)
    with that default kept, filled in, or left out; and whether the default it carries, if
    any, is valid (False: it was left out because no default could be made valid)."""
    if "default" not in node:
        return node, True
    value = node["default"]
    bare = {k: v for k, v in node.items() if k != "default"}
    if not default_problems(value, bare):
        return node, True
    if isinstance(value, dict):
        filled = apply_defaults(value, bare)
        if not default_problems(filled, bare):
            return {**bare, "default": filled}, True
    return bare, False
