"""`make bench`: every target of the benchmark issue, measured in one run, as one table.

Whole-tool targets run `defaultgen` as a command against baselines run as commands; run-time
targets run in this process. Anything not built yet shows as "n/a (not built: ...)". A full
run rewrites the results section of docs/benchmarks.md; `BENCH_QUICK=1` (or --quick) is a
smaller run that leaves the doc alone. `--profile` adds a cProfile summary of the cold command
furthest from its target.
"""

from __future__ import annotations

import argparse
import os
import sys
import sysconfig
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from . import corpus, importing, report, runtime, server, tools
from .measure import run_process

DOC = tools.REPO / "docs" / "benchmarks.md"


@dataclass(frozen=True)
class Config:
    shape: corpus.Shape
    stdlib_subset: tuple[str, ...]  # packages of the stdlib to lint; empty: all of it
    runs: int  # best of N for the cold whole-tool runs
    warm_runs: int
    runtime_runs: int
    runtime_count: int  # objects / documents per run-time measurement
    server_edits: int  # edits timed in the server's latency row
    server_lint_runs: int  # cached lint runs it is compared with


FULL = Config(corpus.FULL, (), runs=2, warm_runs=3, runtime_runs=15, runtime_count=2000, server_edits=100, server_lint_runs=20)
QUICK = Config(corpus.QUICK, ("json", "email", "asyncio", "importlib", "dataclasses.py"), 1, 2, 9, 500, 100, 10)


def log(message: str) -> None:
    print(f"[bench] {message}", file=sys.stderr, flush=True)


def measure(config: Config, work: Path) -> tuple[list[report.Row], list[tools.Cold]]:
    stdlib = Path(sysconfig.get_paths()["stdlib"])
    paths = [str(stdlib / p) for p in config.stdlib_subset] or [str(stdlib)]
    rows, colds = tools.stdlib_rows(paths, work, config.runs, log)
    log(f"writing the corpus ({config.shape.modules} type modules)")
    run = tools.CorpusRun(work, config.shape, config.runs, config.warm_runs, log)
    corpus_rows, corpus_colds = run.rows()
    growth = tools.growth_rows(work, config.shape, run.cold_lint, log)
    log("run-time benchmarks")
    runtime_rows = runtime.rows(work, config.runtime_runs, config.runtime_count)
    log("import rows")
    import_rows = importing.rows(work, config.runs, log)
    log("server rows")
    server_rows = server_row(config, work)
    return rows + corpus_rows + growth + runtime_rows + import_rows + server_rows, colds + corpus_colds


def server_row(config: Config, work: Path) -> list[report.Row]:
    return server.rows(work, config.shape, config.server_edits, config.server_lint_runs, log)


def furthest_from_target(colds: list[tools.Cold]) -> tools.Cold | None:
    """The measured cold command furthest from its goal."""
    measured = [c for c in colds if c.row.ratio is not None]
    return max(measured, key=lambda c: c.row.distance, default=None)


def profile(cold: tools.Cold) -> str:
    if cold.prepare is not None:
        cold.prepare(0)
    sample = run_process(
        [sys.executable, "-m", "bench.profiling", "--", *cold.args],
        cold.cwd,
        env={**os.environ, "PYTHONPATH": str(tools.REPO)},
    )
    return sample.stdout if sample.returncode == 0 else f"profiling failed: {sample.stderr.strip()[-400:]}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--quick",
        action="store_true",
        default=bool(os.environ.get("BENCH_QUICK")),
        help="a smaller run (also BENCH_QUICK=1); does not update docs/benchmarks.md",
    )
    parser.add_argument("--profile", action="store_true", help="profile the cold command furthest from its target")
    parser.add_argument(
        "--runtime-only",
        action="store_true",
        help="only the run-time rows (set_defaults, load, to_dict, apply_defaults, validate_document); does not update docs/benchmarks.md",
    )
    parser.add_argument(
        "--import-only",
        action="store_true",
        help="only the `defaultgen import` rows (bench/importing.py); does not update docs/benchmarks.md",
    )
    parser.add_argument(
        "--server-only",
        action="store_true",
        help="only the `defaultgen server` rows (bench/server.py); does not update docs/benchmarks.md",
    )
    args = parser.parse_args(argv)
    config = QUICK if args.quick else FULL
    started, load_before = time.perf_counter(), os.getloadavg()[0]
    with tempfile.TemporaryDirectory(prefix="defaultgen-bench-") as tmp:
        if args.runtime_only:
            rows, colds = runtime.rows(Path(tmp), config.runtime_runs, config.runtime_count), []
        elif args.import_only:
            rows, colds = importing.rows(Path(tmp), config.runs, log), []
        elif args.server_only:
            rows, colds = server_row(config, Path(tmp)), []
        else:
            rows, colds = measure(config, Path(tmp))
        worst = furthest_from_target(colds) if args.profile else None
        profiled = profile(worst) if worst is not None else ""
    section = f"{report.machine(load_before)}\n- run: {'quick' if args.quick else 'full'}, {time.perf_counter() - started:.0f} s\n\n{report.table(rows)}\n"
    if profiled:
        section += f"\nProfile of the cold command furthest from its target ({worst.row.name}):\n\n```\n{profiled.strip()}\n```\n"
    print(section)
    if not (args.quick or args.runtime_only or args.import_only or args.server_only):
        report.update_doc(DOC, section)
        log(f"updated {DOC.relative_to(tools.REPO)}")
    return 0
