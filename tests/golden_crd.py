"""Comparing a schema of ours with controller-gen's, keyword by keyword (tests/test_publish.py,
tests/test_controller_tools.py).

What is compared, property by property through `properties`, `items`,
`additionalProperties` and `allOf`: every keyword, except
- `description` (ours follows SPEC §4's reading of comments, controller-gen keeps line breaks);
- `required`, compared as a set (controller-gen sorts it, we keep declaration order);
- `default` where controller-gen writes none: ours may then only be one KEP-1929 makes
  implicit (SPEC §4, §7): a zero value (`"" 0 0.0 false [] {}`) or, on an object, the object
  that defaulting `{}` gives (no keyword of it but defaults).
"""

from __future__ import annotations

from typing import Any

from defaultgen import apply_defaults

_ZEROS = ("", 0, 0.0, False, [], {})


def differences(ours: Any, golden: Any, path: str = "") -> list[str]:
    """Every way `ours` differs from `golden`, as `path: what` lines."""
    if not isinstance(ours, dict) or not isinstance(golden, dict):
        return [] if ours == golden else [f"{path or '/'}: {ours!r} != {golden!r}"]
    found: list[str] = []
    for keyword in sorted(set(ours) | set(golden)):
        where = f"{path}/{keyword}"
        if keyword == "description":
            continue
        if keyword not in golden:
            if keyword == "default" and _implicit(ours):
                continue
            found.append(f"{where}: ours has {ours[keyword]!r}, controller-gen has none")
        elif keyword not in ours:
            found.append(f"{where}: missing, controller-gen has {golden[keyword]!r}")
        elif keyword == "required":
            if set(ours[keyword]) != set(golden[keyword]):
                found.append(f"{where}: {sorted(ours[keyword])} != {sorted(golden[keyword])}")
        elif keyword == "properties":
            for name in sorted(set(ours[keyword]) | set(golden[keyword])):
                if name not in golden[keyword]:
                    found.append(f"{where}/{name}: ours only")
                elif name not in ours[keyword]:
                    found.append(f"{where}/{name}: controller-gen's only")
                else:
                    found += differences(ours[keyword][name], golden[keyword][name], f"{where}/{name}")
        elif keyword == "allOf" and len(ours[keyword]) == len(golden[keyword]):
            for index, (mine, theirs) in enumerate(zip(ours[keyword], golden[keyword])):
                found += differences(mine, theirs, f"{where}/{index}")
        else:
            found += differences(ours[keyword], golden[keyword], where)
    return found


def _implicit(node: dict[str, Any]) -> bool:
    """Whether `node`'s default is one KEP-1929 adds by itself: a zero value, or what
    defaulting `{}` with the node's schema gives (SPEC §7's filled-in `{}`)."""
    value = node["default"]
    if isinstance(value, dict) and value:
        return apply_defaults({}, {k: v for k, v in node.items() if k != "default"}) == value
    return any(value == zero and type(value) is type(zero) for zero in _ZEROS)
