"""What the generated support module (`_defaultgen.py`, templates/support.py.j2) shares with
defaultgen itself: the text of the modules the CRD path validates with, so that the generated
validators run the same code (SPEC §3: the generated code imports nothing of defaultgen's)."""

from __future__ import annotations

import ast
import functools
import re
from pathlib import Path

from .pyliteral import python_literal

# defaultgen's own modules whose text the support module carries (in this order: each may use
# the names of those before it), so that the generated validators check numbers, formats and
# equal items with the very code the CRD path runs. The Go patterns formats.py compiles are
# translated here, at generate time (goregex stays out of apps: building its Unicode tables
# takes a while), and compiled by the support module on first use.
_SHARED = ("numbers", "formats", "deepequal")
_NOT_SHARED = ("from __future__ import annotations", "from .goregex import compile_go, go_pattern")


@functools.cache
def shared_texts() -> tuple[tuple[str, str], ...]:
    """The text of each shared module without what cannot stand in the middle of another
    module (its `from __future__` line, its imports of ours, its `__all__`). Raises
    AssertionError when two of them (or the support template) define the same name."""
    folder = Path(__file__).parent.parent / "validate"
    texts = []
    for name in _SHARED:
        lines = (folder / f"{name}.py").read_text(encoding="utf-8").splitlines()
        kept = [line for line in lines if line not in _NOT_SHARED and not line.startswith("__all__ = ")]
        texts.append((f"defaultgen/validate/{name}.py", "\n".join(kept).strip()))
    _check_distinct(texts)
    return tuple(texts)


@functools.cache
def go_patterns() -> tuple[tuple[str, str], ...]:
    """Each Go pattern the shared modules compile, with its Python translation (as literals).
    Found by running their text (ours, not the user's) with a `compile_go` and a `go_pattern`
    (what declares a pattern compiled at first use) that record."""
    from ..validate.goregex import translate_go

    recorded: list[str] = []

    def compiled(pattern: str) -> re.Pattern[str]:
        recorded.append(pattern)
        return re.compile("")

    def declared(pattern: str) -> str:
        recorded.append(pattern)
        return pattern

    for name, text in shared_texts():
        exec(compile(text, name, "exec"), {"__name__": "_shared", "compile_go": compiled, "go_pattern": declared})
    return tuple((python_literal(p), python_literal(translate_go(p))) for p in dict.fromkeys(recorded))


def _check_distinct(texts: list[tuple[str, str]]) -> None:
    from .generate import _environment

    support = _environment().get_template("support.py.j2").render(header="", shared=(), go_patterns=())
    owners: dict[str, str] = {}
    for name, text in [("templates/support.py.j2", support), *texts]:
        for node in ast.parse(text).body:
            if isinstance(node, ast.Import | ast.ImportFrom):
                continue  # the same standard module may be imported twice
            for defined in _defined(node):
                if owners.setdefault(defined, name) != name:
                    raise AssertionError(f"the support module would define `{defined}` twice: in {owners[defined]} and {name}")


def _defined(node: object) -> list[str]:
    if isinstance(node, ast.FunctionDef | ast.ClassDef):
        return [node.name]
    targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(node, ast.AnnAssign) else []
    return [t.id for t in targets if isinstance(t, ast.Name)]
