"""How generated modules are named and import what they use: output file names, the support
module, import statements, and the aliases one generated module spells other modules by."""

from __future__ import annotations

import keyword
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from ..source.model import ClassRef, ModuleDecl
from .layout import LINE_LENGTH

if TYPE_CHECKING:
    from ..source.universe import Universe

SOURCE_ALIAS = "_src"
# The codec's helpers for the kinds with a fixed wire form (templates/kinds.py.j2), each
# written into a generated module only when it uses it, with the standard modules it needs.
HELPERS = ("_rfc3339", "_datetime", "_date", "_b64", "_bytes", "_int_or_string", "_member", "_one_of", "_object")
SUPPORT_ALIAS = "_dg"
SUPPORT_STEM = "_defaultgen"  # the support module's name in its package (see support_module_name)
_RESERVED = frozenset({SOURCE_ALIAS, SUPPORT_ALIAS, "_T", "_unregistered", *HELPERS})  # module-level names of our own


class GenerateError(Exception):
    """Source that cannot become a generated module; the message names the place."""




def output_file_name(pattern: str, stem: str) -> str:
    """The file name `pattern` gives the module whose file stem is `stem`.

    Raises ValueError when the pattern cannot name a Python module next to its source.
    """
    if "{module}" not in pattern or not pattern.endswith(".py") or "/" in pattern or "\\" in pattern:
        raise ValueError(
            f"output-pattern {pattern!r} must be a file name containing {{module}} and ending in .py "
            "(e.g. {module}_defaults.py)"
        )
    if pattern == "{module}.py":
        raise ValueError("output-pattern '{module}.py' would name the source file itself")
    return pattern.replace("{module}", stem)


def generated_module_name(module: ModuleDecl, pattern: str) -> str:
    """The dotted name of `module`'s generated module (`pkg.types` → `pkg.types_defaults`)."""
    if module.is_package:
        package, stem = module.module, "__init__"
    else:
        package, _, stem = module.module.rpartition(".")
    name = output_file_name(pattern, stem)[: -len(".py")]
    return f"{package}.{name}" if package else name


def import_statement(importer: str, target: str, alias: str) -> str:
    """How the generated module `importer` imports the module `target` as `alias` (SPEC §6):
    relatively when both are in the same top-level package (`from . import types as _src`,
    `from ..b import common as _common` in `pkg.a` for `pkg.b.common`), so the code keeps
    working when the package is installed, vendored or renamed; absolutely for a top-level
    target (a relative import cannot name a top-level package) or one in another top-level
    package."""
    package = importer.split(".")[:-1]
    *parent, name = target.split(".")
    if not parent or not package or parent[0] != package[0]:
        return f"import {target} as {alias}"
    shared = 0
    while shared < min(len(package), len(parent)) and package[shared] == parent[shared]:
        shared += 1
    head = f"from {'.' * (len(package) - shared + 1)}{'.'.join(parent[shared:])} import "
    line = f"{head}{name} as {alias}"
    return line if len(line) <= LINE_LENGTH else f"{head}(\n    {name} as {alias},\n)"


def support_module_name(module: ModuleDecl) -> str:
    """The dotted name of the support module that `module`'s generated module imports: one
    per output root, the top-level package (`pkg.sub.types` → `pkg._defaultgen`), or the
    module root itself for modules outside any package."""
    top = module.module.partition(".")[0] if module.is_package or "." in module.module else ""
    return f"{top}.{SUPPORT_STEM}" if top else SUPPORT_STEM


def support_file(source: Path, module: str, is_package: bool) -> Path:
    """Where the support module of the module `module`, whose file is `source`, is written."""
    folder = source.parent
    for _ in range(module.count(".") - (0 if is_package else 1)):
        folder = folder.parent
    return folder / f"{SUPPORT_STEM}.py"


def importable(dotted: str) -> bool:
    return bool(dotted) and all(part.isidentifier() and not keyword.iskeyword(part) for part in dotted.split("."))


def unreachable(module: str) -> str:
    """Why a generated `import` could not reach the source module `module` ("" if it can)."""
    if not importable(module):
        return f"`{module}` is not an importable module name; rename the file or its folders, or set module-root"
    if "." not in module and module in sys.stdlib_module_names:
        return (
            f"`{module}` is a top-level module named like the standard library's, which `import {module}` "
            "would find instead; make its folder a package (add __init__.py) or set module-root"
        )
    return ""


class Names:
    """How one generated module spells a class and its generated functions: locally, or
    through an alias of the module that holds them (imported, once, on first use)."""

    def __init__(self, universe: Universe, module: ModuleDecl, pattern: str) -> None:
        self._universe = universe
        self._module = module.module
        self._pattern = pattern
        self._taken = set(_RESERVED)
        self.imports: dict[str, str] = {}  # module -> alias

    def function(self, kind: str, ref: ClassRef) -> str:
        if ref.module == self._module:
            return f"{kind}_{ref.name}"
        target = generated_module_name(self._universe.module(ref.module), self._pattern)  # type: ignore[arg-type]
        return f"{self._alias(target)}.{kind}_{ref.name}"

    def constructor(self, ref: ClassRef) -> str:
        alias = SOURCE_ALIAS if ref.module == self._module else self._alias(ref.module)
        return f"{alias}.{ref.name}"

    def _alias(self, module: str) -> str:
        alias = self.imports.get(module)
        if alias is None:
            why = unreachable(module)
            if why:
                raise GenerateError(why)
            alias = base = "_" + module.rpartition(".")[2]
            number = 2
            while alias in self._taken:
                alias, number = f"{base}_{number}", number + 1
            self._taken.add(alias)
            self.imports[module] = alias
        return alias


# --------------------------------------------------------------------------- what the code does

