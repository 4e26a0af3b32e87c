"""What a module's names are bound to, read from its top-level statements (libcst): imports
(also under `if TYPE_CHECKING:` and try/except) and module-level aliases (`Alias = Name`), as
`ImportTarget`s; and the canonical dotted name a name written in the module stands for."""

from __future__ import annotations

from collections.abc import Sequence

import libcst as cst

from .literal import dotted_name
from .model import ImportTarget


def read_bindings(body: Sequence[cst.CSTNode], module: str, is_package: bool) -> dict[str, ImportTarget]:
    """The imports of a module's top-level statements, then its aliases (read through them)."""
    bindings: dict[str, ImportTarget] = {}
    for stmt in body:
        _imports(stmt, module, is_package, bindings)
    for stmt in body:
        _alias(stmt, module, bindings)
    return bindings


def canonical_name(dotted: str, imports: dict[str, ImportTarget]) -> str:
    """`dataclass` → `dataclasses.dataclass` when imported so; unimported names stay as is."""
    head, _, rest = dotted.partition(".")
    target = imports.get(head)
    if target is None:
        return dotted
    base = target.module if target.attr is None else f"{target.module}.{target.attr}"
    return f"{base}.{rest}" if rest else base


def resolve_relative(module: str, is_package: bool, level: int, name: str | None) -> str:
    """The absolute module named by a relative import inside `module`."""
    parts = module.split(".") if module else []
    if not is_package:
        parts = parts[:-1]
    if level > 1:
        parts = parts[: len(parts) - (level - 1)] if level - 1 <= len(parts) else []
    if name:
        parts.append(name)
    return ".".join(parts)


def _imports(stmt: cst.CSTNode, module: str, is_package: bool, bindings: dict[str, ImportTarget]) -> None:
    if isinstance(stmt, cst.SimpleStatementLine):
        for small in stmt.body:
            if isinstance(small, cst.Import):
                for alias in small.names:
                    full = dotted_name(alias.name) or ""
                    if alias.asname is not None and isinstance(alias.asname.name, cst.Name):
                        bindings[alias.asname.name.value] = ImportTarget(full)
                    else:
                        head = full.partition(".")[0]
                        bindings[head] = ImportTarget(head)
            elif isinstance(small, cst.ImportFrom) and not isinstance(small.names, cst.ImportStar):
                base = dotted_name(small.module) if small.module is not None else None
                level = len(small.relative)
                source = resolve_relative(module, is_package, level, base) if level else base
                for alias in small.names:
                    name = dotted_name(alias.name) or ""
                    local = name
                    if alias.asname is not None and isinstance(alias.asname.name, cst.Name):
                        local = alias.asname.name.value
                    bindings[local] = ImportTarget(source or "", name)
    elif isinstance(stmt, cst.If | cst.Try):  # `if TYPE_CHECKING:` and try/except imports
        for inner in _child_statements(stmt):
            _imports(inner, module, is_package, bindings)


def _alias(stmt: cst.CSTNode, module: str, bindings: dict[str, ImportTarget]) -> None:
    """A module-level `Alias = Name` or `Alias = mod.Name` binds `Alias` to what the name
    means, as `from <module> import Name as Alias` would: a base class, annotation or constant
    named through the alias resolves (here and in modules that import it)."""
    if not (isinstance(stmt, cst.SimpleStatementLine) and len(stmt.body) == 1):
        return
    small = stmt.body[0]
    if not (isinstance(small, cst.Assign) and len(small.targets) == 1 and isinstance(small.targets[0].target, cst.Name)):
        return
    name, dotted = small.targets[0].target.value, dotted_name(small.value)
    if dotted is None or dotted in ("None", "True", "False") or name in bindings:
        return
    target = canonical_name(dotted, bindings)
    if dotted.partition(".")[0] not in bindings:  # a name of this module
        target = f"{module}.{dotted}"
    owner, _, attr = target.rpartition(".")
    bindings[name] = ImportTarget(owner, attr)


def _child_statements(stmt: cst.CSTNode) -> list[cst.CSTNode]:
    children: list[cst.CSTNode] = []
    for block in (getattr(stmt, "body", None), getattr(stmt, "orelse", None)):
        if isinstance(block, cst.IndentedBlock):
            children.extend(block.body)
        elif isinstance(block, cst.Else | cst.If):
            children.extend(_child_statements(block))
    for handler in getattr(stmt, "handlers", ()):
        children.extend(_child_statements(handler))
    return children
