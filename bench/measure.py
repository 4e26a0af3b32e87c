"""Timing and memory primitives: whole processes (wall time, peak RSS) and in-process calls
(best of N, tracemalloc peak)."""

from __future__ import annotations

import gc
import os
import subprocess
import tempfile
import time
import tracemalloc
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any


@dataclass(frozen=True)
class Sample:
    """One finished process: wall seconds, CPU seconds (user + system, its worker processes
    included), peak RSS in KiB (the largest single process of its tree, as Linux's wait4
    reports it), exit status and output."""

    seconds: float
    cpu_seconds: float
    maxrss_kib: int
    returncode: int
    stdout: str
    stderr: str


def run_process(argv: Sequence[str], cwd: Path, env: dict[str, str] | None = None) -> Sample:
    """Run `argv` to completion, timing it from spawn to exit. Python writes and reuses
    bytecode caches, as for an installed package (pip compiles on install), even where the
    environment sets PYTHONDONTWRITEBYTECODE: otherwise every run of the editable checkout
    would compile our modules again."""
    env = {k: v for k, v in (os.environ if env is None else env).items() if k != "PYTHONDONTWRITEBYTECODE"}
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        start = time.perf_counter()
        proc = subprocess.Popen(list(argv), cwd=cwd, stdout=out, stderr=err, env=env)
        _, status, usage = os.wait4(proc.pid, 0)
        seconds = time.perf_counter() - start
        proc.returncode = os.waitstatus_to_exitcode(status)  # reaped here, not by Popen
        out.seek(0)
        err.seek(0)
        return Sample(
            seconds,
            usage.ru_utime + usage.ru_stime,
            usage.ru_maxrss,
            proc.returncode,
            out.read().decode("utf-8", "replace"),
            err.read().decode("utf-8", "replace"),
        )


def best_process(
    runs: int, argv: Sequence[str], cwd: Path, prepare: Callable[[int], None] | None = None, budget: float = 20.0
) -> Sample:
    """The fastest of up to `runs` runs; `prepare(i)` runs untimed before run i. Stops early
    once the runs took `budget` seconds: a slow command is timed fewer times (its noise is
    small next to its duration), which keeps the whole benchmark to minutes."""
    samples: list[Sample] = []
    for i in range(runs):
        if prepare is not None:
            prepare(i)
        samples.append(run_process(argv, cwd))
        if sum(s.seconds for s in samples) >= budget:
            break
    return min(samples, key=lambda s: s.seconds)


def best_call(runs: int, setup: Callable[[], Any], work: Callable[[Any], Any]) -> float:
    """Fastest seconds of `work(setup())` over `runs` runs, timing only `work`, with the
    garbage collector off while timing (as timeit does). The time is this thread's CPU time:
    on a shared machine, the time other processes hold the core is not `work`'s."""
    best = float("inf")
    for _ in range(runs):
        state = setup()
        gc.collect()
        gc.disable()
        try:
            start = time.thread_time()
            work(state)
            best = min(best, time.thread_time() - start)
        finally:
            gc.enable()
    return best


def peak_memory(setup: Callable[[], Any], work: Callable[[Any], Any]) -> int:
    """Peak bytes allocated by one `work(setup())` (tracemalloc; untimed: it slows code)."""
    state = setup()
    gc.collect()
    tracemalloc.start()
    try:
        work(state)
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
