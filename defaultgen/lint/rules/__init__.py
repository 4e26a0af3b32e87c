"""The lint rules, one module per code (ruff style).

Each rule module has `CODE`, `SEVERITY`, `SUMMARY` (one line: what to do), a docstring that
says why, `EXAMPLE_BAD` / `EXAMPLE_GOOD` (a small module that breaks the rule, and the same
module fixed: `defaultgen rule`, docs/rules.md and SARIF show them, and a test lints them), and
`check(context)` yielding `Diagnostic`s. `RULES` lists them in code order. DG001 (unused
suppressions) is the exception: it runs after all the others and its `check` is told what
they reported. A rule with `OPT_IN = True` is reported only when the settings select it by a
code or prefix they name (ruff's rules outside its default selection): DG111 and the
API-conventions rules DG4xx (SPEC §12), each of which also names the kube-api-linter linter it
translates (`KAL`), says whether KAL enables it by default (`API`: the selector `API` turns
those on) and declares KAL's settings (`SETTINGS`, `_api`). A fixable rule names its fixes'
applicability (`FIX`) and what they do (`FIX_DOES`); `FIX_ALSO_UNSAFE` says that some of its
fixes are unsafe although `FIX` is safe (DG412's moves that change the schema).
"""

from __future__ import annotations

from types import ModuleType

from . import dg001
from . import dg100, dg101, dg102, dg103, dg104, dg105, dg106, dg107, dg108, dg109, dg110, dg111
from . import dg201, dg202, dg203, dg204, dg205
from . import dg301, dg302, dg303, dg304, dg305, dg306, dg307, dg308, dg309
from . import dg401, dg402, dg403, dg404, dg405, dg406, dg407, dg408, dg409, dg410, dg411, dg412, dg413, dg414, dg415, dg416, dg417, dg418, dg419
from . import dg420, dg421, dg422, dg423, dg424, dg425, dg426, dg427, dg428, dg429, dg430, dg431, dg432

RULES: tuple[ModuleType, ...] = (
    dg001,
    dg100, dg101, dg102, dg103, dg104, dg105, dg106, dg107, dg108, dg109, dg110, dg111,
    dg201, dg202, dg203, dg204, dg205,
    dg301, dg302, dg303, dg304, dg305, dg306, dg307, dg308, dg309,
    dg401, dg402, dg403, dg404, dg405, dg406, dg407, dg408, dg409, dg410, dg411, dg412, dg413, dg414, dg415, dg416, dg417, dg418, dg419,
    dg420, dg421, dg422, dg423, dg424, dg425, dg426, dg427, dg428, dg429, dg430, dg431, dg432,
)  # fmt: skip

CODES: tuple[str, ...] = tuple(rule.CODE for rule in RULES)
# rules reported only when the settings select them by a prefix they name (not by default)
OPT_IN: frozenset[str] = frozenset(rule.CODE for rule in RULES if getattr(rule, "OPT_IN", False))
# the API-conventions rules KAL enables by default: what `select = ["API"]` turns on
API: tuple[str, ...] = tuple(rule.CODE for rule in RULES if getattr(rule, "API", False))
# KAL linter name → its settings (`[tool.defaultgen.api-conventions.<name>]`)
API_SETTINGS = {rule.KAL: getattr(rule, "SETTINGS", {}) for rule in RULES if hasattr(rule, "KAL")}
KAL_NAMES = {rule.CODE: rule.KAL for rule in RULES if hasattr(rule, "KAL")}
