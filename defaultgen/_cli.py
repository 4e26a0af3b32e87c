"""`defaultgen` command line: one entry point, one module per command.

Each command module (`_cmd_<name>.py`) provides `HELP`, `DESCRIPTION`, `configure(parser)` for
its own arguments and `run(settings, args) -> int`. Flags that are settings come from
`_settings` (declared once). Commands import their heavy dependencies lazily, so `lint` never
loads black or jinja2.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from . import __version__
from ._discover import UsageError
from ._settings import add_flags, find_pyproject, load_config, resolve_settings

COMMANDS = ("lint", "generate", "openapi", "apply", "rules", "rule")

EXIT_OK, EXIT_FINDINGS, EXIT_USAGE = 0, 1, 2


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="defaultgen",
        description=(
            "Kubernetes-style declarative defaults (KEP-1929) for Python dataclasses. "
            "Write `# +default=<json>` above a field; defaultgen lints the types, generates "
            "set_defaults modules, emits OpenAPI with the same defaults, and applies such "
            "schemas to JSON/YAML documents."
        ),
        epilog="Settings are read from [tool.defaultgen] in the nearest pyproject.toml; flags override them. "
        "Exit status: 0 clean, 1 findings (or stale output), 2 usage or internal error.",
    )
    parser.add_argument("--version", action="version", version=f"defaultgen {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    for name in COMMANDS:
        module = _command(name)
        if module is None:
            continue
        command = sub.add_parser(
            name,
            help=module.HELP,
            description=getattr(module, "DESCRIPTION", module.HELP),
            formatter_class=argparse.RawDescriptionHelpFormatter,
        )
        module.configure(command)
        add_flags(command, name)
    return parser


def _command(name: str):
    try:
        return importlib.import_module(f"defaultgen._cmd_{name}")
    except ModuleNotFoundError as exc:
        if exc.name == f"defaultgen._cmd_{name}":
            return None  # not built yet
        raise


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        config = load_config(find_pyproject(Path.cwd()))
        settings = resolve_settings(args, config)
        return _command(args.command).run(settings, args)
    except UsageError as exc:
        print(f"defaultgen {args.command}: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        return 130
    except Exception as exc:  # a bug of ours: say so plainly, traceback only on request
        if os.environ.get("DEFAULTGEN_DEBUG"):
            raise
        print(
            f"defaultgen {args.command}: internal error: {type(exc).__name__}: {exc} "
            "(set DEFAULTGEN_DEBUG=1 for a traceback, and please report it)",
            file=sys.stderr,
        )
        return EXIT_USAGE


def entry() -> None:
    sys.exit(main())
