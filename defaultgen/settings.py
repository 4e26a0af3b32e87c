"""Every setting, declared once: the CLI flags and `[tool.defaultgen]` keys derive from here.

Each field of `Settings` carries its help text, the commands whose flags expose it, and how it
appears in pyproject.toml (its name with `-` for `_`). Precedence: defaults < pyproject < flags.

Paths in pyproject.toml are relative to the directory that holds it, as for ruff: `paths`,
`module-root` and `openapi-output` name files there, and a pattern of `exclude` or
`per-file-ignores` that contains a `/` matches paths from there (one without a `/` matches a
file or directory name anywhere). They are rewritten relative to the current directory when
read (patterns absolute when the file is not in the current directory), so every command sees
the same thing whether the value came from a flag or the file.
"""

from __future__ import annotations

import argparse
import dataclasses
import glob
import os
import posixpath
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .cache import CACHE_DIR
from .compat.checks import POLICIES, policy_key
from .lint.report import FORMATS
from .source.discover import UsageError

ALL = ("lint", "generate", "openapi", "crd", "compat")

_PATH, _PATTERN = "path", "pattern"  # how a pyproject value is anchored at its file
_KINDS = {str: "a string", bool: "true or false", tuple: "a list of strings", dict: "a table of lists of strings"}
_TABLE = "a table of check = level"


def _setting(
    default: Any,
    help: str,
    commands: tuple[str, ...] = (),
    choices: tuple[str, ...] = (),
    flag: str = "",
    relative: str = "",
    keys: Callable[[str], str | None] | None = None,
    check: Callable[[str, Any], Any] | None = None,
):
    """A settings field. `commands` lists the subcommands that take it as a flag (config-only
    when empty); `flag` overrides the derived `--name`; `relative` says whether a pyproject
    value is a path or a pattern relative to that file. A table whose values are `choices`
    (a table of its own in pyproject.toml, `[tool.defaultgen.<name>]`, and `--flag KEY=VALUE`)
    names its keys through `keys` (the canonical key, None for an unknown one). A table of
    another shape is read by `check(where, value)` (config-only)."""
    meta = {
        "help": help,
        "commands": commands,
        "choices": choices,
        "flag": flag,
        "relative": relative,
        "keys": keys,
        "check": check,
    }
    if isinstance(default, (list, dict, tuple)):
        return field(default_factory=lambda: type(default)(default), metadata=meta)
    return field(default=default, metadata=meta)


def _api_conventions(where: str, value: Any) -> dict[str, dict[str, Any]]:
    """The DG4xx rules' settings, checked by the rules' declarations (read only when present)."""
    from .lint.rules import API_SETTINGS
    from .lint.rules._api import checked_settings

    return checked_settings(where, value, API_SETTINGS)


@dataclass(frozen=True)
class Settings:
    """The resolved configuration of one run."""

    paths: tuple[str, ...] = _setting((), "files or directories to scan when none are given", relative=_PATH)
    exclude: tuple[str, ...] = _setting(
        (), "glob patterns of files and directories to skip (a name, or a path if it has a `/`)", ALL, relative=_PATTERN
    )
    force_exclude: bool = _setting(
        False, "apply `exclude` to files named on the command line too (as pre-commit passes them)", ALL
    )
    api_modules: tuple[str, ...] = _setting(
        (),
        "glob patterns of module names (`pkg.api.*`) whose types are API types even without markers "
        "or json metadata",
        ALL,
    )
    select: tuple[str, ...] = _setting((), "report only these rule codes (or prefixes, e.g. DG2)", ("lint", "generate"))
    extend_select: tuple[str, ...] = _setting((), "codes to add to `select`", ("lint", "generate"))
    ignore: tuple[str, ...] = _setting((), "rule codes (or prefixes) never to report", ("lint", "generate"))
    api_conventions: dict[str, dict[str, Any]] = _setting(
        {},
        "kube-api-linter's settings of the API-conventions rules (DG4xx), one table per linter by its KAL name, "
        "keys spelled as KAL's lintersConfig ([tool.defaultgen.api-conventions.<linter>])",
        check=_api_conventions,
    )
    per_file_ignores: dict[str, list[str]] = _setting(
        {}, "glob pattern -> codes ignored in matching files", relative=_PATTERN
    )
    warnings_as_errors: bool = _setting(False, "fail (exit 1) on warnings too", ("lint", "generate", "compat"))
    fix: bool = _setting(False, "apply the safe fixes of what lint finds, in place, then report what is left", ("lint",))
    unsafe_fixes: bool = _setting(False, "with --fix, also apply fixes that change behaviour", ("lint",))
    output_format: str = _setting("text", "how lint and compat print their findings", ("lint", "compat"), FORMATS, flag="--format")
    against: str = _setting(
        "HEAD",
        "what `compat` compares with: a git revision (read from git objects), a directory (another copy of the "
        "project) or a CRD manifest file (.yaml/.json)",
        ("compat",),
    )
    compat: dict[str, str] = _setting(
        {},
        "check (code or name) -> error, warning, info or ignore: how `compat` reports it "
        "([tool.defaultgen.compat])",
        ("compat",),
        POLICIES,
        flag="--policy",
        keys=policy_key,
    )
    output_pattern: str = _setting(
        "{module}_defaults.py", "name of each generated module; {module} is the source module's file stem", ("generate",)
    )
    module_root: str = _setting(
        "",
        "directory Python imports your modules from (e.g. src); needed only for namespace packages and loose "
        "files, as packages are named by their __init__.py files",
        ALL,
        relative=_PATH,
    )
    openapi_output: str = _setting(
        "", "file `openapi` writes (default: standard output)", ("openapi",), flag="--output", relative=_PATH
    )
    openapi_format: str = _setting("json", "format of the OpenAPI output", ("openapi",), ("json", "yaml"), flag="--format")
    crd_output: str = _setting(
        "crds",
        "where `crd` writes: a directory (one <group>_<plural> file per CRD), a .yaml/.yml/.json file "
        "(all CRDs in one), or - for standard output",
        ("crd",),
        flag="--output",
        relative=_PATH,
    )
    crd_format: str = _setting("yaml", "format of the CRD manifests", ("crd",), ("yaml", "json"), flag="--format")
    cache: bool = _setting(True, "reuse results for unchanged files (.defaultgen_cache)", ALL)
    validate: bool = _setting(
        False,
        "after defaulting, validate the document as the API server validates a custom resource; "
        "print every problem to stderr and exit 1 (printing or writing nothing) when there is one",
        ("apply",),
    )

    @property
    def module_root_dir(self) -> Path | None:
        return Path(self.module_root) if self.module_root else None

    @property
    def cache_dir(self) -> Path | None:
        """Where results are cached (None: not at all): the module root, else the current directory."""
        return Path(self.module_root or ".") / CACHE_DIR if self.cache else None


def _kind(f: dataclasses.Field) -> type:
    return type(default_of(f))


def default_of(f: dataclasses.Field) -> Any:
    return f.default_factory() if f.default_factory is not dataclasses.MISSING else f.default  # type: ignore[misc]


def key_of(f: dataclasses.Field) -> str:
    """The setting's key in [tool.defaultgen]."""
    return f.name.replace("_", "-")


def flag_of(f: dataclasses.Field) -> str:
    """The setting's flag, on the commands that take it."""
    return f.metadata["flag"] or "--" + key_of(f)


def kind_text(f: dataclasses.Field) -> str:
    """What a pyproject value of the setting must be, in words."""
    return _TABLE if f.metadata["keys"] is not None else _KINDS[_kind(f)]


def add_flags(parser: argparse.ArgumentParser, command: str) -> None:
    """Add the flags of every setting that `command` exposes."""
    for f in dataclasses.fields(Settings):
        if command not in f.metadata["commands"]:
            continue
        flag = flag_of(f)
        kind = _kind(f)
        if kind is bool:
            parser.add_argument(flag, dest=f.name, action=argparse.BooleanOptionalAction, default=None, help=f.metadata["help"])
        elif kind is tuple or kind is dict:
            metavar = "KEY=VALUE" if kind is dict else "VALUE"
            parser.add_argument(
                flag, dest=f.name, action="append", default=None, metavar=metavar, help=f.metadata["help"] + " (repeatable)"
            )
        else:
            choices = f.metadata["choices"] or None
            parser.add_argument(flag, dest=f.name, default=None, choices=choices, help=f.metadata["help"])


def find_pyproject(start: Path) -> Path | None:
    """The nearest pyproject.toml at or above `start`."""
    for directory in (start.resolve(), *start.resolve().parents):
        candidate = directory / "pyproject.toml"
        if candidate.is_file():
            return candidate
    return None


def load_config(pyproject: Path | None) -> dict[str, Any]:
    """The `[tool.defaultgen]` table, checked key by key (unknown keys and bad values are usage
    errors naming the key), its paths and patterns made relative to the current directory."""
    if pyproject is None:
        return {}
    import tomllib  # only where there is a pyproject.toml

    try:
        data = tomllib.loads(pyproject.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise UsageError(f"{pyproject}: cannot read: {exc}") from None
    table = data.get("tool", {}).get("defaultgen", {})
    if not isinstance(table, dict):
        raise UsageError(f"{pyproject}: [tool.defaultgen] must be a table")
    known = {key_of(f): f for f in dataclasses.fields(Settings)}
    config: dict[str, Any] = {}
    for key, value in table.items():
        f = known.get(key)
        if f is None:
            raise UsageError(f"{pyproject}: unknown key `{key}` in [tool.defaultgen] (known: {', '.join(sorted(known))})")
        config[f.name] = _anchored(_checked(pyproject, key, value, f), f.metadata["relative"], pyproject.parent)
    return config


def _checked(pyproject: Path, key: str, value: Any, f: dataclasses.Field) -> Any:
    kind = _kind(f)
    where = f"{pyproject}: [tool.defaultgen] {key}"
    if f.metadata["check"] is not None:
        return f.metadata["check"](f"{pyproject}: [tool.defaultgen.{key}]", value)
    if kind is tuple:
        if not (isinstance(value, list) and all(isinstance(v, str) for v in value)):
            raise UsageError(f"{where} must be {_KINDS[kind]}")
        return tuple(value)
    if kind is dict and f.metadata["keys"] is not None:
        where = f"{pyproject}: [tool.defaultgen.{key}]"
        if not isinstance(value, dict):
            raise UsageError(f"{where} must be {_TABLE}")
        return _table(where, value, f)
    if kind is dict:
        if not (
            isinstance(value, dict)
            and all(isinstance(v, list) and all(isinstance(c, str) for c in v) for v in value.values())
        ):
            raise UsageError(f"{where} must be {_KINDS[kind]}")
        return {k: list(v) for k, v in value.items()}
    if not isinstance(value, kind):
        raise UsageError(f"{where} must be {_KINDS[kind]}, not {type(value).__name__} {value!r}")
    if f.metadata["choices"] and value not in f.metadata["choices"]:
        raise UsageError(f"{where} must be one of {', '.join(f.metadata['choices'])}, not {value!r}")
    return value


def _table(where: str, value: dict[str, Any], f: dataclasses.Field) -> dict[str, str]:
    """A table of `key = choice`, keys made canonical (`f.metadata["keys"]`)."""
    table = {}
    for key, choice in value.items():
        canonical = f.metadata["keys"](key)
        if canonical is None:
            raise UsageError(f"{where}: unknown key `{key}`")
        if choice not in f.metadata["choices"]:
            raise UsageError(f"{where}: `{key}` must be one of {', '.join(f.metadata['choices'])}, not {choice!r}")
        table[canonical] = choice
    return table


def _anchored(value: Any, relative: str, base: Path) -> Any:
    """A pyproject value as it reads from the current directory."""
    if relative == _PATH:
        if isinstance(value, tuple):
            return tuple(_from_here(base / path) for path in value)
        return _from_here(base / value) if value else value
    if relative == _PATTERN:
        here = _from_here(base) == "."
        prefix = glob.escape(str(base.resolve()).replace(os.sep, "/"))
        if isinstance(value, dict):
            return {pattern if here else _pattern_from(prefix, pattern): codes for pattern, codes in value.items()}
        return tuple(pattern if here else _pattern_from(prefix, pattern) for pattern in value)
    return value


def _from_here(path: Path) -> str:
    try:
        return os.path.relpath(path)
    except ValueError:  # another drive (Windows): only an absolute path reaches it
        return str(path.resolve())


def _pattern_from(prefix: str, pattern: str) -> str:
    """A pattern written relative to the pyproject's directory, made absolute (`prefix` is
    that directory, escaped); names (no `/`) match anywhere, so only path patterns move."""
    if "/" not in pattern.rstrip("/") or posixpath.isabs(pattern):
        return pattern
    return posixpath.join(prefix, pattern.removeprefix("./"))


def resolve_settings(args: argparse.Namespace, config: dict[str, Any]) -> Settings:
    """Defaults, then pyproject values, then flags."""
    values = dict(config)
    for f in dataclasses.fields(Settings):
        given = getattr(args, f.name, None)
        if given is not None and given != []:  # `[]`: positional PATHS left out, not "no paths"
            if _kind(f) is dict:
                pairs = dict(item.partition("=")[::2] for item in given)
                values[f.name] = {**values.get(f.name, {}), **_table(f"--{f.metadata['flag'].lstrip('-')}", pairs, f)}
            else:
                values[f.name] = tuple(given) if _kind(f) is tuple else given
    return Settings(**values)
