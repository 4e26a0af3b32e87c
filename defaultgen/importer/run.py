"""`defaultgen import` as a function: sources → {relative path: module text}."""

from __future__ import annotations

from pathlib import Path

from .build import build
from .render import init_text, render
from .sources import read_sources


def import_sources(paths: list[str]) -> dict[Path, str]:
    """The files an import of `paths` writes under its output directory: one module per
    group-version (CRDs) or dotted module path (OpenAPI components), and an `__init__.py` in
    every package on the way. Raises `model.ImportProblem` for what it cannot represent."""
    modules = build(read_sources(paths))
    shown = ["-" if p == "-" else p for p in paths]
    files: dict[Path, str] = {}
    for parts in modules.modules:
        for n in range(1, len(parts)):
            files.setdefault(Path(*parts[:n], "__init__.py"), init_text(shown))
        files[Path(*parts[:-1], parts[-1] + ".py")] = render(parts, modules, shown)
    return files
