"""Where a defaultgen command spends its time: cProfile of one run, in one process.

    python -m bench.profiling [--top N] -- COMMAND ARGS...

runs `defaultgen COMMAND ARGS...` in this process under cProfile and prints the top entries by
own time and by cumulative time. Parsing and formatting normally fan out to worker processes,
which cProfile cannot see, so the profiled run does everything in this process: the profile
shows the work, not the waiting. (Modules that fan out say from how many items, in
`_PARALLEL_FROM`.)
"""

from __future__ import annotations

import argparse
import contextlib
import cProfile
import importlib
import io
import pkgutil
import pstats
import sys

import defaultgen
from defaultgen.cli.main import main as defaultgen_main


def serialize() -> list[str]:
    """Keep every fan-out of defaultgen in this process; returns the modules changed."""
    changed = []
    for info in pkgutil.walk_packages(defaultgen.__path__, "defaultgen."):
        if info.name.endswith(".__main__"):  # importing it would run the command line
            continue
        module = importlib.import_module(info.name)
        if hasattr(module, "_PARALLEL_FROM"):
            module._PARALLEL_FROM = sys.maxsize  # below this many items, the work stays in-process
            changed.append(info.name)
    return changed


def profile(args: list[str], top: int) -> str:
    serial = serialize()
    profiler = cProfile.Profile()
    with contextlib.redirect_stdout(io.StringIO()):
        profiler.enable()
        try:
            status = defaultgen_main(args)
        except SystemExit as exc:
            status = exc.code
        finally:
            profiler.disable()
    stats = pstats.Stats(profiler)
    lines = [
        f"`defaultgen {' '.join(args)}`: exit status {status}, {stats.total_tt:.2f} s under cProfile; "
        f"kept in this process: {', '.join(serial) or 'nothing found (work in worker processes is not shown)'}"
    ]
    for key, title in (("tottime", "own time"), ("cumulative", "cumulative time")):
        lines += ["", f"top {top} by {title}:", "  own s    cum s      calls  function"]
        lines += [_entry(func, stat) for func, stat in _top(stats, key, top)]
    return "\n".join(lines)


def _top(stats: pstats.Stats, key: str, top: int):
    index = 2 if key == "tottime" else 3
    return sorted(stats.stats.items(), key=lambda item: item[1][index], reverse=True)[:top]  # type: ignore[attr-defined]


def _entry(func: tuple[str, int, str], stat: tuple) -> str:
    filename, line, name = func
    _, calls, own, cumulative, _ = stat
    where = name if filename == "~" else f"{_short(filename)}:{line}({name})"
    return f"{own:7.2f} {cumulative:8.2f} {calls:10d}  {where}"


def _short(filename: str) -> str:
    for marker in ("site-packages/", "/defaultgen/", "/lib/python3"):
        if marker in filename:
            tail = filename.split(marker, 1)[1]
            return ("defaultgen/" + tail) if marker == "/defaultgen/" else tail
    return filename


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    split = argv.index("--") if "--" in argv else len(argv)
    parser = argparse.ArgumentParser(prog="python -m bench.profiling", usage="%(prog)s [--top N] -- COMMAND ARGS...")
    parser.add_argument("--top", type=int, default=15, help="entries per list (default: 15)")
    args = parser.parse_args(argv[:split])
    command = argv[split + 1 :]
    if not command:
        parser.error("give the defaultgen command and its arguments after --")
    print(profile(command, args.top))
    return 0


if __name__ == "__main__":
    sys.exit(main())
