"""`defaultgen` command line: one entry point, one module per command.

Each command module (`cli/<name>.py`, `cli/importer.py` for `import`: `_MODULES`) provides `DESCRIPTION`, `configure(parser)` for its own
arguments and `run(settings, args) -> int`; its one-line help is in `COMMANDS`. Flags that are
settings come from `settings` (declared once). Only the command being run is imported (a run
with nothing to do is mostly start-up), and commands import their heavy dependencies lazily,
so `lint` never loads black, jinja2 or YAML.

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
from collections.abc import Iterable, Sequence
from pathlib import Path

from .. import __version__
from ..cache.bytecode import compiled_once
from ..settings import add_flags, find_pyproject, load_config, resolve_settings
from ..source.discover import UsageError

# command → its line in `defaultgen --help`
COMMANDS = {
    "lint": "check dataclasses and their +default markers (KEP-1929 rules)",
    "generate": "write <module>_defaults.py (set_defaults, to_dict, from_dict, load) next to each module",
    "openapi": "emit OpenAPI v3 schemas (or one CRD structural schema) carrying the defaults",
    "crd": "write CustomResourceDefinition manifests for the types marked +kubebuilder:object:root=true",
    "compat": "report API changes that break clients or stored objects, against a git revision, directory or CRD",
    "import": "write annotated dataclasses from CRD manifests and OpenAPI v3 documents (crd/openapi give them back)",
    "apply": "default a JSON/YAML document with a schema (a dry run unless --in-place)",
    "rules": "list the lint rules (code, severity, what each catches)",
    "rule": "explain one lint rule: why, what to do, an example and its fix",
    "server": "a Language Server Protocol server (stdio): lint findings, fixes, hover and completion in editors",
}

EXIT_USAGE = 2
# a command whose name is a Python keyword lives in a module of another name
_MODULES = {"import": "importer"}

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


def build_parser(configured: Iterable[str] = COMMANDS) -> argparse.ArgumentParser:
    """The command line; only the `configured` commands get their arguments (and are
    imported): `main` configures the one being run."""
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
    configured = set(configured)
    for name, line in COMMANDS.items():
        if name not in configured:
            sub.add_parser(name, help=line)
            continue
        module = _command(name)
        command = sub.add_parser(
            name, help=line, description=module.DESCRIPTION, formatter_class=argparse.RawDescriptionHelpFormatter
        )
        module.configure(command)
        add_flags(command, name)
        _add_verbosity(command, argparse.SUPPRESS)
    return parser


def _command(name: str):
    return importlib.import_module(f"defaultgen.cli.{_MODULES.get(name, name)}")


def _chosen(argv: Sequence[str]) -> list[str]:
    """The command `argv` runs, if it names one (options before it take no values)."""
    first = next((arg for arg in argv if not arg.startswith("-")), None)
    return [first] if first in COMMANDS else []


def main(argv: Sequence[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    args = build_parser(_chosen(argv)).parse_args(argv)
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
    """The console script. Like mypy, it collects cyclic garbage rarely and exits without
    tearing the interpreter down: a run allocates millions of small objects (syntax trees,
    declarations, rendered code) and frees few in cycles, so the default thresholds spend a
    fifth of a cold run re-scanning live objects (reading and linting pause the collector
    altogether, `source.discover.collector_paused`), and freeing everything one by one at exit
    costs a rerun a fifth of its time (docs/benchmarks.md). Worker processes are forked and
    inherit the thresholds; every file and pool is closed by then, so only the standard
    streams need flushing. Dataclass methods run from code compiled once (`cache.bytecode`)."""
    gc.set_threshold(200_000, 30, 30)
    with compiled_once():
        status = main()
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (BrokenPipeError, ValueError):  # a reader that went away (`| head`), a closed stream
            pass
    os._exit(status)
