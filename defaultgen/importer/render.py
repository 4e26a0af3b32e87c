"""Modules → Python text: the `imported.py.j2` template, then black (as for generated code)."""

from __future__ import annotations

from ..codegen.formatted import format_source
from ..codegen.generate import _environment
from ..fileio import IMPORTED_HEADER
from .build import Modules
from .model import ModuleSpec


def header(sources: list[str]) -> str:
    """The header every written file starts with (`fileio.IMPORTED_HEADER`), then the command
    and its sources."""
    return f"{IMPORTED_HEADER}\n# defaultgen import {' '.join(sources)}"


def render(parts: tuple[str, ...], modules: Modules, sources: list[str]) -> str:
    module = modules.modules[parts]
    imports = _imports(module)
    template = _environment().get_template("imported.py.j2")
    text = template.render(
        header=header(sources),
        module=module,
        typing=sorted(module.typing),
        imports=imports,
        named_types=modules.named[parts],
        comment=lambda line: "#" if not line else f"# {line}",
    )
    return format_source(text)


def init_text(sources: list[str]) -> str:
    return header(sources) + "\n"


def _imports(module: ModuleSpec) -> list[str]:
    """`from <relative module> import Name [as Alias]` for each class used from another module."""
    statements = []
    for (where, name), alias in sorted(module.imports.items()):
        suffix = "" if alias == name else f" as {alias}"
        statements.append(f"from {_relative(module.parts, where)} import {name}{suffix}")
    return statements


def _relative(here: tuple[str, ...], there: tuple[str, ...]) -> str:
    package = here[:-1]
    common = 0
    while common < len(package) and common < len(there) and package[common] == there[common]:
        common += 1
    return "." * (len(package) - common + 1) + ".".join(there[common:])
