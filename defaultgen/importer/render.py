"""Modules → Python text: the `imported.py.j2` template, then black (as for generated code)."""

from __future__ import annotations

from ..codegen.formatted import format_source
from ..codegen.generate import _environment
from ..codegen.pyliteral import python_literal
from ..fileio import IMPORTED_HEADER
from .build import Modules
from .model import ClassSpec, ModuleSpec


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
        classes=_declaration_order(module),
        typing=sorted(module.typing),
        imports=imports,
        named_types=modules.named[parts],
        comment=lambda line: "#" if not line else f"# {line}",
        literal=python_literal,
    )
    return format_source(text)


def init_text(sources: list[str]) -> str:
    return header(sources) + "\n"


def _declaration_order(module: ModuleSpec) -> list[ClassSpec]:
    """The classes in their order, each moved after the classes of the module its fields'
    `default_factory` names: the class body calls `field(default_factory=Cls)` when it runs, so
    `Cls` must be declared by then (a cycle of such fields is DG304, and no schema makes one)."""
    by_name = {c.name: c for c in module.classes}
    done: dict[str, ClassSpec] = {}

    def place(cls: ClassSpec, trail: tuple[str, ...]) -> None:
        if cls.name in done or cls.name in trail:
            return
        for spec in cls.fields:
            factory = spec.default.removeprefix("default_factory=")
            if factory != spec.default and factory in by_name:
                place(by_name[factory], (*trail, cls.name))
        done[cls.name] = cls

    for cls in module.classes:
        place(cls, ())
    return list(done.values())


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
