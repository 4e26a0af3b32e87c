"""`defaultgen` command line: one entry point, one module per command.

Each command module (`cli/<name>.py`) provides `HELP`, `DESCRIPTION`, `configure(parser)` for
its own arguments and `run(settings, args) -> int`. Flags that are settings come from
`settings` (declared once). Commands import their heavy dependencies lazily, so `lint` never
loads black or jinja2.

`-q/--quiet` and `-v/--verbose` are not settings (they are about one invocation, not a
project): they work before or after the command, and every command finds them in `args`.
`-v` shows the "defaultgen" logger's explanations (what was skipped and why) on stderr.
"""

from __future__ import annotations

import argparse
import gc
import importlib
import logging
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from .. import __version__
from ..settings import add_flags, find_pyproject, load_config, resolve_settings
from ..source.discover import UsageError

COMMANDS = ("lint", "generate", "openapi", "crd", "apply", "rules", "rule")

EXIT_USAGE = 2

_log = logging.getLogger("defaultgen")


def _add_verbosity(parser: argparse.ArgumentParser, default: object) -> None:
    """`-q` / `-v`, on the main parser (`default` False) and on each command (`SUPPRESS`, so
    that a command's defaults do not undo `defaultgen -q lint`)."""
    group = parser.add_mutually_exclusive_group()
    group.add_argument(
        "-q", "--quiet", action="store_true", default=default, help="print findings only: no progress, no summary"
    )
    group.add_argument(
        "-v", "--verbose", action="store_true", default=default, help="explain what was skipped and why (on stderr)"
    )


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
        "`defaultgen rules` lists the lint rules, `defaultgen rule CODE` explains one. "
        "Exit status: 0 clean, 1 findings (or stale output), 2 usage or internal error.",
    )
    parser.add_argument("--version", action="version", version=f"defaultgen {__version__}")
    _add_verbosity(parser, False)
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
        _add_verbosity(command, argparse.SUPPRESS)
    return parser


def _command(name: str):
    try:
        return importlib.import_module(f"defaultgen.cli.{name}")
    except ModuleNotFoundError as exc:
        if exc.name == f"defaultgen.cli.{name}":
            return None  # not built yet
        raise


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    handler = _explain_on_stderr() if args.verbose else None
    try:
        pyproject = find_pyproject(Path.cwd())
        _log.info("settings: %s", f"[tool.defaultgen] of {pyproject}" if pyproject else "defaults (no pyproject.toml)")
        settings = resolve_settings(args, load_config(pyproject))
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
    finally:
        if handler is not None:
            _log.removeHandler(handler)
            _log.setLevel(logging.NOTSET)
            _log.propagate = True


def _explain_on_stderr() -> logging.Handler:
    """Send the explanations of `-v` to this run's stderr, and only there."""
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter("%(message)s"))
    _log.addHandler(handler)
    _log.setLevel(logging.INFO)
    _log.propagate = False
    return handler


def entry() -> None:
    """The console script. Like mypy, it collects cyclic garbage rarely: a run allocates
    millions of small objects (syntax trees, declarations) and frees almost none in cycles, so
    the default thresholds spend a fifth of a cold lint re-scanning live objects, more as the
    tree grows (docs/benchmarks.md). Worker processes are forked and inherit this."""
    gc.set_threshold(200_000, 30, 30)
    sys.exit(main())
