"""The `defaultgen import` rows (SPEC §10; issue 40's performance targets), on Kubernetes 1.35's
published OpenAPI v3 (testdata/import/kubernetes/v1.35, SOURCES.md beside it):

- `import` of core/v1 against datamodel-code-generator turning the same document into
  dataclasses, both run as commands from a clean output directory;
- the time a fresh process takes to import what `import` + `generate` wrote for core/v1,
  apps/v1 and batch/v1 (every module: the types and their `_defaults` modules, bytecode
  cached by an untimed first run), against importing every module kube-models ships for the
  same group-versions; the notes give lines of code per type on both sides;
- `import` + `generate` of every published group-version at once, each command's peak memory
  against 1 GiB.
"""

from __future__ import annotations

import importlib.util
import shutil
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from .measure import Sample, best_process, run_process
from .report import Row, at_most, mib, seconds, unavailable
from .tools import REPO, compare, defaultgen, missing

KUBERNETES = REPO / "testdata/import/kubernetes/v1.35"
CORE = KUBERNETES / "api__v1_openapi.json"
WORKLOADS = (CORE, KUBERNETES / "apis__apps__v1_openapi.json", KUBERNETES / "apis__batch__v1_openapi.json")
KUBE_MODELS = ("api_v1", "apis_apps_v1", "apis_batch_v1")  # kube-models' packages for WORKLOADS
VS_DATAMODEL_CODEGEN = 0.5  # goal: import of core/v1 against datamodel-code-generator
IMPORT_TIME = 1.5  # goal: importing the generated modules against importing kube-models'
WHOLE_RELEASE_MIB = 1024  # goal: peak memory of import, and of generate, of every group-version

NAMES = (
    "import core/v1, cold (vs datamodel-code-generator)",
    "import time of imported core+apps+batch/v1 with generated modules (vs kube-models)",
    "import + generate every Kubernetes 1.35 group-version: peak memory",
)
LIMITS = (VS_DATAMODEL_CODEGEN, IMPORT_TIME, 1.0)
# run in a fresh interpreter: import each named module, print the seconds it took
_TIMED_IMPORT = (
    "import importlib, sys, time\n"
    "start = time.perf_counter()\n"
    "for name in sys.argv[1:]:\n"
    "    importlib.import_module(name)\n"
    "print(time.perf_counter() - start)\n"
)


def rows(work: Path, runs: int, log: Callable[[str], None]) -> list[Row]:
    root = work / "import"
    root.mkdir()
    reason = missing("import", root)
    if reason:
        return [unavailable(name, limit, reason) for name, limit in zip(NAMES, LIMITS)]
    return [_versus_datamodel_codegen(root, runs, log), _import_time(root, runs, log), _whole_release(root, log)]


def _clean(*paths: Path) -> Callable[[int], None]:
    def prepare(_: int) -> None:
        for path in paths:
            shutil.rmtree(path, ignore_errors=True)

    return prepare


def _failure(what: str, sample: Sample) -> str:
    tail = (sample.stderr.strip().splitlines() or [""])[-1][:160]
    return f"{what} failed: exit status {sample.returncode}: {tail}"


def _classes(paths: Sequence[Path]) -> int:
    """Top-level classes of `paths` (the types, in modules that `import` wrote)."""
    return sum(1 for path in paths for line in path.read_text(encoding="utf-8").splitlines() if line.startswith("class "))


def _types(folder: Path) -> list[Path]:
    """The Python modules under `folder`, but the ones `generate` wrote."""
    return [path for path in sorted(folder.rglob("*.py")) if not path.stem.endswith("_defaults")]


def _lines(paths: Sequence[Path]) -> int:
    return sum(len(path.read_text(encoding="utf-8").splitlines()) for path in paths)


# --------------------------------------------------------------------------- against datamodel-code-generator


def _versus_datamodel_codegen(root: Path, runs: int, log: Callable[[str], None]) -> Row:
    name = NAMES[0]
    tool = Path(sys.executable).with_name("datamodel-codegen")
    if not tool.exists():
        return unavailable(name, VS_DATAMODEL_CODEGEN, "datamodel-code-generator is not installed (the test extra has it)")
    ours_out, theirs_out = root / "core-ours", root / "core-datamodel-codegen"
    ours = defaultgen(runs, ("import", str(CORE), "-o", str(ours_out)), root, _clean(ours_out, root / ".defaultgen_cache"))
    log(f"import core/v1 cold: {seconds(ours.seconds)} (exit {ours.returncode})")
    if ours.returncode != 0:
        return unavailable(name, VS_DATAMODEL_CODEGEN, _failure("import", ours))
    argv = [str(tool), "--input", str(CORE), "--input-file-type", "openapi"]
    argv += ["--output-model-type", "dataclasses.dataclass", "--output", str(theirs_out)]
    theirs = best_process(runs, argv, root, _clean(theirs_out))
    log(f"datamodel-codegen core/v1: {seconds(theirs.seconds)} (exit {theirs.returncode})")
    if theirs.returncode != 0:
        return unavailable(name, VS_DATAMODEL_CODEGEN, _failure("datamodel-codegen", theirs))
    note = f"classes written: {_classes(_types(ours_out))} / {_classes(_types(theirs_out))}"
    return compare(name, ours, theirs, VS_DATAMODEL_CODEGEN, note)


# --------------------------------------------------------------------------- import time against kube-models


def _import_time(root: Path, runs: int, log: Callable[[str], None]) -> Row:
    name = NAMES[1]
    spec = importlib.util.find_spec("kube_models")
    if spec is None or spec.origin is None:
        return unavailable(name, IMPORT_TIME, "kube-models is not installed (the test extra has it)")
    out = root / "workloads"
    made = defaultgen(1, ("import", *map(str, WORKLOADS), "-o", str(out)), root)
    if made.returncode == 0:
        made = defaultgen(1, ("generate", str(out), "--module-root", str(out)), root)
    if made.returncode != 0:
        return unavailable(name, IMPORT_TIME, _failure("import + generate", made))
    ours = sorted(out.rglob("*.py"))
    kube_models = Path(spec.origin).parent
    theirs = sorted(path for package in KUBE_MODELS for path in (kube_models / package).rglob("*.py"))
    # imported as `workloads.io.k8s...`: a top-level `io` is the standard library's
    mine = _timed_import(root, [_module(path, root) for path in ours], runs)
    base = _timed_import(kube_models.parent, [_module(path, kube_models.parent) for path in theirs], runs)
    if isinstance(mine, str) or isinstance(base, str):
        return unavailable(name, IMPORT_TIME, mine if isinstance(mine, str) else base)
    log(f"import time: generated {seconds(mine)}, kube-models {seconds(base)}")
    written = _types(out)
    generated = [path for path in ours if path not in written]
    types, their_types = _classes(written), _classes(theirs)
    note = (
        f"{len(ours)} modules, {types} types: {_lines(written) / types:.1f} lines "
        f"per type imported + {_lines(generated) / types:.1f} generated; kube-models: {len(theirs)} modules, "
        f"{their_types} classes, {_lines(theirs) / their_types:.1f} lines per class"
    )
    return at_most(name, mine, base, IMPORT_TIME, measured=seconds(mine), baseline=seconds(base), note=note)


def _module(path: Path, base: Path) -> str:
    parts = path.relative_to(base).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _timed_import(path: Path, modules: Sequence[str], runs: int) -> float | str:
    """Best of `runs` fresh interpreters importing `modules` from `path` (an untimed first run
    writes their bytecode), or why it failed."""
    argv = [sys.executable, "-c", _TIMED_IMPORT, *modules]
    env = {"PYTHONPATH": f"{path}:{REPO}", "PATH": "/usr/bin:/bin"}
    best = float("inf")
    for _ in range(runs + 1):
        sample = run_process(argv, path, env=env)
        if sample.returncode != 0:
            return _failure(f"importing {len(modules)} modules from {path.name}", sample)
        best = min(best, float(sample.stdout))
    return best


# --------------------------------------------------------------------------- the whole release


def _whole_release(root: Path, log: Callable[[str], None]) -> Row:
    name = NAMES[2]
    documents = sorted(KUBERNETES.glob("*_openapi.json"))
    out = root / "release"
    made = defaultgen(1, ("import", *map(str, documents), "-o", str(out)), root)
    log(f"import of {len(documents)} documents: {seconds(made.seconds)}, {mib(made.maxrss_kib)} (exit {made.returncode})")
    if made.returncode != 0:
        return unavailable(name, 1.0, _failure("import", made))
    generated = defaultgen(1, ("generate", str(out), "--module-root", str(out)), root)
    log(f"generate: {seconds(generated.seconds)}, {mib(generated.maxrss_kib)} (exit {generated.returncode})")
    if generated.returncode != 0:
        return unavailable(name, 1.0, _failure("generate", generated))
    peak = max(made.maxrss_kib, generated.maxrss_kib)
    return Row(
        name,
        1.0,
        ratio=peak / 1024 / WHOLE_RELEASE_MIB,
        measured=mib(peak),
        baseline=f"{WHOLE_RELEASE_MIB} MiB",
        memory=f"import {mib(made.maxrss_kib)}, generate {mib(generated.maxrss_kib)}",
        note=(
            f"{len(documents)} documents, {_classes(_types(out))} types; import {seconds(made.seconds)}, "
            f"generate {seconds(generated.seconds)}"
        ),
    )
