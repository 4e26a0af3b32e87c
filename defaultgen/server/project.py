"""Which settings and which module an open document has: the nearest pyproject.toml's
`[tool.defaultgen]` (as the command line reads it), and the module name discovery gives the
file. A pyproject.toml that cannot be read is a `ConfigError` located in that file."""

from __future__ import annotations

import argparse
import dataclasses
import os
from pathlib import Path

from ..settings import Settings, find_pyproject, load_config, resolve_settings
from ..source.discover import SourceFile, UsageError, module_name


@dataclasses.dataclass(frozen=True)
class ConfigError(Exception):
    """A pyproject.toml whose `[tool.defaultgen]` (or whose TOML) is wrong."""

    pyproject: Path
    message: str


@dataclasses.dataclass(frozen=True)
class Project:
    """The settings that hold for the documents under one pyproject.toml (None: defaults)."""

    pyproject: Path | None
    settings: Settings


def project_of(path: Path) -> Project:
    """The project of the document at `path`; raises ConfigError."""
    pyproject = find_pyproject(path.parent)
    try:
        config = load_config(pyproject)
        settings = resolve_settings(argparse.Namespace(), config)
    except UsageError as exc:
        assert pyproject is not None  # defaults alone are never wrong
        raise ConfigError(pyproject, str(exc).removeprefix(f"{pyproject}: ")) from None
    return Project(pyproject, settings)


def source_of(path: Path, settings: Settings, text: str) -> SourceFile:
    """The document as a file of a lint run, holding its unsaved text (a lone surrogate, which
    JSON lets a client send, kept as its bytes: the lint says DG100 of such a file)."""
    shown = os.path.relpath(path) if _relative_ok(path) else str(path)
    module = module_name(path, settings.module_root_dir)
    return SourceFile(path, shown, module, path.name == "__init__.py", str(path), text.encode("utf-8", "surrogatepass"))


def _relative_ok(path: Path) -> bool:
    try:
        os.path.relpath(path)
    except ValueError:  # another drive
        return False
    return True
