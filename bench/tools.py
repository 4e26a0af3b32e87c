"""Whole-tool timings: `defaultgen lint` and `generate` run as commands, against libcst and
black baselines run as commands too (same interpreter start-up and import costs on both sides).

Cold runs start from a fresh cache directory (as the first run in a new checkout does, writing
the cache included); warm runs reuse the cache the cold run left, with nothing or one file
changed in between.
"""

from __future__ import annotations

import dataclasses
import json
import os
import shutil
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from defaultgen.fileio import is_generated
from defaultgen.source.discover import discover

from . import corpus
from .measure import Sample, best_process, run_process
from .report import Row, at_most, mib, seconds, unavailable, wall_cpu

REPO = Path(__file__).resolve().parent.parent
CACHE_DIR = ".defaultgen_cache"  # where the cache lives, relative to the working directory
UNCHANGED = 0.02  # goal: a rerun with nothing changed, as a share of the cold run
ONE_CHANGED = 0.05  # goal: a rerun after one module changed
COMPAT_VS_LINT = 1.5  # goal: compat after a one-file edit costs about what lint's rerun does
_GIT_ENV = {
    "GIT_CONFIG_GLOBAL": os.devnull,
    "GIT_CONFIG_NOSYSTEM": "1",
    "GIT_AUTHOR_NAME": "bench",
    "GIT_AUTHOR_EMAIL": "bench@example.com",
    "GIT_COMMITTER_NAME": "bench",
    "GIT_COMMITTER_EMAIL": "bench@example.com",
}
GROWTH = 10  # the corpus grows this many times for the growth rows
GROWTH_TIME = 11.0  # goal: lint at GROWTH× the corpus takes at most this many times as long (linear)
GROWTH_MEMORY_MIB = 1024  # goal: peak memory of lint at GROWTH× the corpus
GROWTH_CORES = 0.75  # goal: cold lint at GROWTH× keeps this share of every core busy (CPU time / wall time / cores)


@dataclass(frozen=True)
class Cold:
    """A cold command worth profiling: its arguments, directory and untimed preparation."""

    row: Row
    args: tuple[str, ...]
    cwd: Path
    prepare: Callable[[int], None] | None = None


def defaultgen_argv() -> list[str]:
    """The installed console script next to this interpreter (what users run)."""
    script = Path(sys.executable).with_name("defaultgen")
    return [str(script)] if script.exists() else [sys.executable, "-m", "defaultgen"]


def missing(command: str, cwd: Path) -> str | None:
    """Why `defaultgen COMMAND` cannot run yet, or None when it can."""
    sample = run_process([*defaultgen_argv(), command, "--help"], cwd)
    if sample.returncode == 0:
        return None
    last = (sample.stderr.strip().splitlines() or ["exit status %d" % sample.returncode])[-1]
    return f"not built: `defaultgen {command}`: {last}"


def defaultgen(runs: int, args: Sequence[str], cwd: Path, prepare: Callable[[int], None] | None = None) -> Sample:
    return best_process(runs, [*defaultgen_argv(), *args], cwd, prepare)


def baseline(runs: int, *args: str) -> Sample:
    return best_process(runs, [sys.executable, "-m", "bench.baselines", *args], REPO)


def fresh_cache(cwd: Path) -> Callable[[int], None]:
    """A preparation that gives the next run in `cwd` an empty cache directory."""

    def prepare(_: int) -> None:
        shutil.rmtree(cwd / CACHE_DIR, ignore_errors=True)

    return prepare


def write_list(path: Path, files: Sequence[Path]) -> str:
    path.write_text("".join(f"{f.resolve()}\n" for f in files), encoding="utf-8")
    return str(path)


def compare(name: str, ours: Sample, base: Sample, limit: float, note: str = "") -> Row:
    """A whole-tool row: the wall-time ratio against the goal, and in the notes the CPU-time
    ratio, which other work on the machine disturbs less (workers' CPU time included)."""
    cpu = f"cpu ratio {ours.cpu_seconds / base.cpu_seconds:.3f}×"
    return at_most(
        name,
        ours.seconds,
        base.seconds,
        limit,
        measured=wall_cpu(ours),
        baseline=wall_cpu(base),
        memory=f"{mib(ours.maxrss_kib)} / {mib(base.maxrss_kib)}",
        note=f"{note}; {cpu}" if note else cpu,
    )


def crashes(sample: Sample) -> int:
    """Internal errors: our own "internal error" reports, raw tracebacks, or exit status 2
    (usage or internal error; a directory of Python files is no usage error)."""
    counted = sample.stderr.count("internal error") + sample.stderr.count("Traceback (most recent call last)")
    return counted or int(sample.returncode == 2 or sample.returncode < 0)


def _findings(sample: Sample) -> list[dict]:
    try:
        found = json.loads(sample.stdout or "[]")
    except json.JSONDecodeError:
        return []
    return found if isinstance(found, list) else []


def _failure(sample: Sample) -> str:
    tail = (sample.stderr.strip().splitlines() or [""])[-1][:160]
    return f"failed: exit status {sample.returncode}: {tail}"


# --------------------------------------------------------------------------- the standard library


def stdlib_rows(
    paths: Sequence[str], work: Path, runs: int, log: Callable[[str], None]
) -> tuple[list[Row], list[Cold]]:
    """Lint the standard library cold against parsing every file it holds with libcst."""
    name = "lint stdlib, cold (vs libcst parse of every file)"
    cwd = work / "stdlib-cwd"
    cwd.mkdir()
    reason = missing("lint", cwd)
    if reason:
        return [unavailable(name, 0.25, reason)], []
    files = [f.path for f in discover(paths, cwd)]
    listing = write_list(work / "stdlib-files.txt", files)
    base = baseline(runs, "parse", listing)
    log(f"libcst parse of {len(files)} stdlib files: {seconds(base.seconds)} ({base.stdout.strip()})")
    args = ("lint", "--format", "json", *paths)
    prepare = fresh_cache(cwd)
    lint = defaultgen(runs, args, cwd, prepare)
    log(f"lint stdlib cold: {seconds(lint.seconds)} (exit {lint.returncode})")
    crashed = crashes(lint)
    findings = _findings(lint)
    dg100 = sum(1 for f in findings if f.get("code") == "DG100")
    note = (
        f"{len(files)} files; crashes: {crashed}; {len(findings)} findings, DG100 {dg100} "
        f"(libcst: {base.stdout.split('failed ')[-1].split()[0]} unparsable)"
    )
    row = compare(name, lint, base, 0.25, note)
    if crashed:
        row = dataclasses.replace(row, failed=True)
    return [row], [Cold(row, args, cwd, prepare)]


# --------------------------------------------------------------------------- the dense corpus


class CorpusRun:
    """The corpus in a working directory, and the measurements made on it."""

    def __init__(self, work: Path, shape: corpus.Shape, runs: int, warm_runs: int, log: Callable[[str], None]) -> None:
        self.root = work / "corpus-root"
        self.root.mkdir()
        corpus.write_corpus(self.root, shape)
        self.inputs = [f.path for f in discover([str(self.root / corpus.ROOT_PACKAGE)], self.root)]
        self.target = corpus.touch_target(shape)
        self.original = (self.root / self.target).read_text(encoding="utf-8")
        self.runs, self.warm_runs, self.log = runs, warm_runs, log
        self.listing = write_list(work / "corpus-files.txt", self.inputs)
        self.work = work
        self._clean_cache = fresh_cache(self.root)
        self.cold_lint: Sample | None = None  # for the growth rows
        self.one_changed: dict[str, Sample] = {}  # by command: its rerun after one file changed

    def rows(self) -> tuple[list[Row], list[Cold]]:
        parse = baseline(self.runs, "parse", self.listing)
        self.log(f"libcst parse of {len(self.inputs)} corpus files: {seconds(parse.seconds)}")
        rows, colds = self._lint(parse)
        rows.append(self._compat())
        more_rows, more_colds = self._generate()
        return rows + more_rows, colds + more_colds

    # -- lint

    def _lint(self, parse: Sample) -> tuple[list[Row], list[Cold]]:
        name = "lint corpus, cold (vs libcst parse)"
        reason = missing("lint", self.root)
        if reason:
            return [unavailable(name, 1.5, reason), *self._warm_unavailable("lint", reason)], []
        args = ("lint", "--format", "json", corpus.ROOT_PACKAGE)
        cold = defaultgen(self.runs, args, self.root, self._clean_cache)
        self.log(f"lint corpus cold: {seconds(cold.seconds)} (exit {cold.returncode})")
        if cold.returncode not in (0, 1):
            return [unavailable(name, 1.5, _failure(cold)), *self._warm_unavailable("lint", _failure(cold))], []
        findings = _findings(cold)
        note = f"{len(self.inputs)} files; " + (
            "lint-clean" if not findings else f"NOT lint-clean: {len(findings)} findings"
        )
        row = compare(name, cold, parse, 1.5, note)
        self.cold_lint = cold
        return [row, self._all_rules(cold), *self._warm("lint", args, cold)], [Cold(row, args, self.root, self._clean_cache)]

    def _all_rules(self, default: Sample) -> Row:
        """Every rule (the API conventions DG4xx, DG111) against the default selection, cold
        (issue 41: within 1.3×)."""
        name = "lint corpus, select ALL, cold (vs the default selection)"
        args = ("lint", "--format", "json", "--select", "ALL", corpus.ROOT_PACKAGE)
        every = defaultgen(self.runs, args, self.root, self._clean_cache)
        self.log(f"lint corpus cold, select ALL: {seconds(every.seconds)} (exit {every.returncode})")
        if every.returncode not in (0, 1):
            return unavailable(name, 1.3, _failure(every))
        return compare(name, every, default, 1.3, f"{len(_findings(every))} findings")

    # -- generate

    def _generate(self) -> tuple[list[Row], list[Cold]]:
        name = "generate corpus, cold (vs parse + black per output)"
        reason = missing("generate", self.root)
        if reason:
            return [unavailable(name, 1.5, reason), *self._warm_unavailable("generate", reason)], []
        args = ("generate", corpus.ROOT_PACKAGE)
        cold = defaultgen(self.runs, args, self.root, self._clean_outputs)
        self.log(f"generate corpus cold: {seconds(cold.seconds)} (exit {cold.returncode})")
        outputs = self._outputs()
        if cold.returncode != 0 or not outputs:
            failure = _failure(cold) if cold.returncode else "failed: wrote no module"
            return [unavailable(name, 1.5, failure), *self._warm_unavailable("generate", failure)], []
        listing = write_list(self.work / "corpus-outputs.txt", outputs)
        floor = baseline(self.runs, "generate", self.listing, listing)
        self.log(f"parse + black of {len(outputs)} outputs: {seconds(floor.seconds)}")
        row = compare(name, cold, floor, 1.5, f"{len(outputs)} modules written")
        return [row, *self._warm("generate", args, cold)], [Cold(row, args, self.root, self._clean_outputs)]

    # -- warm reruns

    def _warm(self, command: str, args: tuple[str, ...], cold: Sample) -> list[Row]:
        """Rerun on the cache (and outputs) the last cold run left: nothing changed, then one
        file changed. When the unchanged rerun costs half a cold run or more, no cache is in
        effect and the one-file rerun (which cannot be cheaper) is skipped to save minutes."""
        same = defaultgen(self.warm_runs, args, self.root)
        self.log(f"{command} rerun, nothing changed: {seconds(same.seconds)}")
        note = "" if same.returncode in (0, 1) else _failure(same)
        unchanged = compare(f"{command} rerun, nothing changed (vs cold)", same, cold, UNCHANGED, note)
        name = f"{command} rerun, one file changed (vs cold)"
        if same.seconds >= 0.5 * cold.seconds:
            reason = (
                f"skipped: the unchanged rerun took {same.seconds / cold.seconds:.0%} of a cold run, no cache in effect"
            )
            return [unchanged, unavailable(name, ONE_CHANGED, reason)]
        changed = self.one_changed[command] = defaultgen(self.warm_runs, args, self.root, self._touch)
        self.log(f"{command} rerun, one file changed: {seconds(changed.seconds)}")
        self._restore()
        return [unchanged, compare(name, changed, cold, ONE_CHANGED, f"changed {self.target}")]

    # -- compat

    def _compat(self) -> Row:
        """`compat` against the last commit with one file edited (as the pre-commit hook runs
        it), the revision's side cached by a first run, against lint's rerun after the same
        kind of edit: SPEC §9's "about as much as a cached lint run"."""
        name = "compat vs HEAD, one file changed (vs lint rerun, one file changed)"
        lint = self.one_changed.get("lint")
        reason = missing("compat", self.root) or ("" if lint is not None else "no lint rerun to compare with")
        if reason:
            return unavailable(name, COMPAT_VS_LINT, reason)
        for args in (("init", "-q"), ("add", "-A"), ("commit", "-q", "-m", "corpus")):
            run_process(["git", *args], self.root, env={**os.environ, **_GIT_ENV})
        args = ("compat", "--format", "json", corpus.ROOT_PACKAGE)
        self._touch(0)
        first = defaultgen(1, args, self.root)  # reads the revision's files once: cached by blob id
        self.log(f"compat, first run against HEAD: {seconds(first.seconds)} (exit {first.returncode})")
        changed = defaultgen(self.warm_runs, args, self.root, self._touch)
        self._restore()
        self.log(f"compat, one file changed: {seconds(changed.seconds)} (exit {changed.returncode})")
        if changed.returncode != 0:
            return unavailable(name, COMPAT_VS_LINT, _failure(changed))
        note = f"changed {self.target}; first run (revision parsed) {seconds(first.seconds)}"
        return compare(name, changed, lint, COMPAT_VS_LINT, note)

    def _warm_unavailable(self, command: str, reason: str) -> list[Row]:
        return [
            unavailable(f"{command} rerun, nothing changed (vs cold)", UNCHANGED, reason),
            unavailable(f"{command} rerun, one file changed (vs cold)", ONE_CHANGED, reason),
        ]

    # -- preparations (untimed)

    def _clean_outputs(self, run: int) -> None:
        self._clean_cache(run)
        for output in self._outputs():
            output.unlink()

    def _outputs(self) -> list[Path]:
        return sorted(p for p in (self.root / corpus.ROOT_PACKAGE).rglob("*.py") if is_generated(p))

    def _touch(self, run: int) -> None:
        corpus.touch(self.root, self.original, self.target, run + 1)

    def _restore(self) -> None:
        (self.root / self.target).write_text(self.original, encoding="utf-8")


# --------------------------------------------------------------------------- growth


def growth_rows(work: Path, shape: corpus.Shape, one: Sample | None, log: Callable[[str], None]) -> list[Row]:
    """Cold lint of the corpus grown GROWTH times (same density, same import fan-out) against
    the cold lint of the 1× corpus in the same run: time, peak memory and cores kept busy."""
    big = dataclasses.replace(shape, modules=shape.modules * GROWTH, helper_modules=shape.helper_modules * GROWTH)
    names = (
        f"growth: lint cold at {GROWTH}× the corpus (vs 1×)",
        f"growth: peak memory of lint cold at {GROWTH}×",
        f"growth: cores busy in lint cold at {GROWTH}× (cpu / wall / nproc)",
    )
    limits = (GROWTH_TIME, 1.0, GROWTH_CORES)
    if one is None:
        return [unavailable(n, limit, "the 1× cold lint did not run") for n, limit in zip(names, limits)]
    root = work / f"corpus-{GROWTH}x"
    root.mkdir()
    log(f"writing the corpus at {GROWTH}× ({big.modules} type modules)")
    written = corpus.write_corpus(root, big)
    args = ("lint", "--format", "json", corpus.ROOT_PACKAGE)
    cold = defaultgen(1, args, root, fresh_cache(root))
    log(f"lint corpus at {GROWTH}× cold: {seconds(cold.seconds)} (exit {cold.returncode})")
    if cold.returncode not in (0, 1):
        return [unavailable(n, limit, _failure(cold)) for n, limit in zip(names, limits)]
    same = defaultgen(1, args, root)
    findings = _findings(cold)
    clean = "lint-clean" if not findings else f"NOT lint-clean: {len(findings)} findings"
    cores = len(os.sched_getaffinity(0))
    busy = cold.cpu_seconds / cold.seconds / cores
    return [
        compare(
            names[0],
            cold,
            one,
            GROWTH_TIME,
            f"{len(written)} files; {clean}; rerun with nothing changed at {GROWTH}×: {seconds(same.seconds)}",
        ),
        Row(
            names[1],
            1.0,
            ratio=cold.maxrss_kib / 1024 / GROWTH_MEMORY_MIB,
            measured=mib(cold.maxrss_kib),
            baseline=f"{GROWTH_MEMORY_MIB} MiB",
            memory=f"{mib(cold.maxrss_kib)} / {mib(one.maxrss_kib)} (at 1×)",
            note="peak RSS of the largest process",
        ),
        Row(
            names[2],
            GROWTH_CORES,
            at_least=True,
            ratio=busy,
            measured=f"cpu {seconds(cold.cpu_seconds)} in {seconds(cold.seconds)}",
            baseline=f"{cores} cores",
            note=f"at 1×: {one.cpu_seconds / one.seconds / cores:.2f}; other work on the machine lowers it",
        ),
    ]
