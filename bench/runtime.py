"""Run-time timings, each group of rows in a Python process of its own (`rows`): the generated
module's `set_defaults_Root` and `load`, `apply_defaults` and `validate_document`, against
their contenders on the same inputs.

The generated module is the real one: `defaultgen generate` runs on a copy of
bench/kep_types.py (as module `bench.kep_types`: `--module-root .` names the namespace folder
`bench`, so the output's `from . import kep_types` imports the very classes this package uses)
and the result is imported from the temp dir as `bench.kep_types_defaults`. Each contender's
results are compared with defaultgen's, so a speed-up never hides a wrong answer.
"""

from __future__ import annotations

import copy
import dataclasses
import importlib
import json
import shutil
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

from . import constrained_types, handwritten, inputs, kep_types, reflective, service_types, validation, workload_types
from .measure import best_call, peak_memory
from .report import Row, at_most, kib, speedup, unavailable
from .tools import REPO, defaultgen, missing

PREPARED = "prepared.json"  # what prepare made: why generation failed (or ""), the schema
NAMING = ("--no-cache", "--module-root", ".")  # the copy in <work>/runtime/bench/ is bench.kep_types


@dataclass(frozen=True)
class TypeSet:
    """One set of benchmark types: its source module (generated from, as bench.<stem>), its
    root class, its documents, and the names of its root's loader and adapter in the peers."""

    label: str  # what the row names add ("" for the KEP set, whose rows keep their names)
    types: ModuleType
    root: str
    documents: Callable[[int], list[dict]]
    peer_load: str  # the peers' function: load(data) -> their root
    adapter: str  # bench.pydantic_models' TypeAdapter of the root
    peers: tuple[str, ...] = ("pydantic_models", "mashumaro_models", "msgspec_models")
    to_dict: bool = True  # a to_dict row too
    invalid: Callable[[], list[dict]] | None = None  # documents every contender must refuse

    def name(self, row: str) -> str:
        head, _, tail = row.partition(": ")
        return f"{head} {self.label}: {tail}" if self.label else row

    @property
    def stem(self) -> str:
        return self.types.__name__.rpartition(".")[2]


KEP = TypeSet("", kep_types, "Root", inputs.documents, "load", "ROOT")
WORKLOAD = TypeSet(
    "on the Workload types", workload_types, "Workload", inputs.workload_documents, "load_workload", "WORKLOAD"
)
SERVICE = TypeSet(
    "on the Service types", service_types, "Service", inputs.service_documents, "load_service", "SERVICE"
)
# mashumaro checks no constraint: only the validating peers, with the same constraints
CONSTRAINED = TypeSet(
    "with constraints",
    constrained_types,
    "App",
    inputs.app_documents,
    "load_app",
    "APP",
    peers=("pydantic_models", "msgspec_models"),
    to_dict=False,
    invalid=inputs.invalid_app_documents,
)
TYPE_SETS = (KEP, WORKLOAD, SERVICE, CONSTRAINED)


def prepare(work: Path) -> tuple[dict[str, ModuleType | str], dict | str]:
    """The generated module of each type set (by stem) and the structural schema of Root, or
    why each is missing; what a process of `rows` reads back with `prepared`."""
    cwd = work / "runtime"
    (cwd / "bench").mkdir(parents=True)
    for type_set in TYPE_SETS:
        shutil.copy(Path(type_set.types.__file__), cwd / "bench" / f"{type_set.stem}.py")
    reason, schema = _generate(cwd), _schema(cwd)
    (cwd / PREPARED).write_text(json.dumps({"reason": reason, "schema": schema}), encoding="utf-8")
    return prepared(work)


def prepared(work: Path) -> tuple[dict[str, ModuleType | str], dict | str]:
    """What `prepare` made in `work`: the generated modules, imported, and the schema."""
    cwd = work / "runtime"
    state = json.loads((cwd / PREPARED).read_text(encoding="utf-8"))
    return {s.stem: state["reason"] or _imported(cwd, s.stem) for s in TYPE_SETS}, state["schema"]


def _generate(cwd: Path) -> str:
    """Generate the modules of every type set; why not, or ""."""
    reason = missing("generate", cwd)
    if reason:
        return reason
    sample = defaultgen(1, ("generate", *NAMING, "bench"), cwd)
    if sample.returncode != 0:
        return f"failed: `defaultgen generate` exit status {sample.returncode}: {sample.stderr.strip()[-160:]}"
    return ""


def _imported(cwd: Path, stem: str) -> ModuleType | str:
    output = cwd / "bench" / f"{stem}_defaults.py"
    if not output.is_file():
        return f"failed: `defaultgen generate` wrote no {output.name}"
    # The generated modules join this package, after its own folder: their relative imports
    # find this very bench.<stem>, and the package's support module next to them.
    bench = importlib.import_module("bench")
    if str(output.parent) not in bench.__path__:
        bench.__path__.append(str(output.parent))
    try:
        return importlib.import_module(f"bench.{stem}_defaults")
    except Exception as exc:  # a generated module that does not import is a finding, not a crash
        return f"failed: the generated module does not import: {type(exc).__name__}: {exc}"


def _schema(cwd: Path) -> dict | str:
    reason = missing("openapi", cwd)
    if reason:
        return reason
    sample = defaultgen(1, ("openapi", *NAMING, "--structural", "bench.kep_types.Root", "bench"), cwd)
    if sample.returncode != 0:
        return (
            f"failed: `defaultgen openapi --structural` exit status {sample.returncode}: {sample.stderr.strip()[-160:]}"
        )
    return json.loads(sample.stdout)


# the groups of run-time rows, each measured in a process of its own
GROUPS = (
    "set_defaults",
    *(f"{s.stem} {codec}" for s in TYPE_SETS for codec in ("load", "to_dict") if codec == "load" or s.to_dict),
    "validate step",
    "apply",
    "validation",
)


def rows(work: Path, runs: int, count: int) -> list[Row]:
    """Every run-time row, each group of them (one row, or the rows of one function against
    its peers) measured in a fresh Python process, as pyperf
    runs each benchmark in worker processes of its own: the heap a process has churned
    through changes the time of code that allocates in it, and not alike for every
    contender (the Workload's to_dict took 2.4 µs in a fresh process, 2.8 µs after the load
    rows and 4.1 µs at the end of a whole run in one process, pydantic's 4.1, 4.0 and 5.1 µs
    at the same points), so no group is timed on what another left behind. The load and
    to_dict rows go further: each contender is timed in processes of its own (`solo`, the
    fastest of `SOLO_PROCESSES`), with nothing but its inputs and its own imports, then the
    group's process checks their results and writes the rows. Timed one after another in one
    process, the generated load went first on a fresh heap and msgspec last, after pydantic
    and mashumaro had churned it: msgspec took 1.5-1.75 µs a Workload there and 1.38-1.43 µs
    in a process of its own (ours 3.57-3.95 and 3.6-3.77), so the row read 2.23-2.48x where
    it is 2.58-2.68x; the KEP to_dict row read 0.25x to 0.73x from one run to the next."""
    prepare(work)
    return [row for group in GROUPS for row in _apart(work, group, runs, count)]


# processes per contender of a load or to_dict row, the fastest kept: a fresh process's own
# layout (its heap, its addresses) moved one contender's time by up to 10% from one process
# to the next, and msgspec's Service load by 2x (1.41 to 2.95 µs in eight processes, its
# best layouts at 1.41-1.47; ours 3.84-4.23): of three, all could miss them
SOLO_PROCESSES = 5


def _apart(work: Path, group: str, runs: int, count: int) -> list[Row]:
    timings: dict[str, list] = {}
    contenders = _contenders(group)
    for _ in range(SOLO_PROCESSES):  # the contenders take turns
        for contender in contenders:
            done = _run(work, "solo", group, contender, runs, count)
            if done.returncode != 0:
                return [unavailable(f"run-time rows: {group}", 1.0, f"failed: {done.stderr.strip()[-300:]}")]
            timing = json.loads(done.stdout)
            kept = timings.get(contender)
            if kept is None or isinstance(timing, str) or timing[0] < kept[0]:
                timings[contender] = timing
    done = _run(work, "rows", group, json.dumps(timings), runs, count)
    if done.returncode != 0:
        return [unavailable(f"run-time rows: {group}", 1.0, f"failed: {done.stderr.strip()[-300:]}")]
    return [Row(**fields) for fields in json.loads(done.stdout)]


def _contenders(group: str) -> tuple[str, ...]:
    """Who a group's `solo` processes time: "ours" and the peers of a load row, "ours" and
    pydantic for a to_dict row; nobody for the other groups (timed in the group's process)."""
    stem, _, codec = group.partition(" ")
    if codec == "load":
        return ("ours", *_type_set(stem).peers)
    return ("ours", "pydantic_models") if codec == "to_dict" else ()


def _run(work: Path, *args: object) -> subprocess.CompletedProcess:
    argv = [sys.executable, "-m", "bench.runtime", str(work), *map(str, args)]
    return subprocess.run(argv, cwd=REPO, capture_output=True, text=True, check=False)


def solo(work: Path, group: str, contender: str, runs: int, count: int) -> tuple[float, int] | str:
    """One contender's side of a load or to_dict group ("<stem> load", "<stem> to_dict") on
    the type set's documents: its best time and peak memory, or why it cannot run (a peer
    that is not installed). A to_dict contender encodes what its own load made of them: the
    generated to_dict, or pydantic's dump_python by wire name (as to_dict writes them)."""
    stem, _, codec = group.partition(" ")
    type_set = _type_set(stem)
    docs = type_set.documents(count)
    if contender == "ours":
        generated = prepared(work)[0][stem]
        if isinstance(generated, str):
            return generated
        load, root = generated.load, getattr(type_set.types, type_set.root)
        if codec == "to_dict":
            objects = [load(root, doc) for doc in docs]
            return _timed(runs, lambda: objects, _each(generated.to_dict))
        return _timed(runs, lambda: docs, _each(lambda doc: load(root, doc)))
    try:
        peer = peer_load(type_set, contender)
    except ImportError as exc:
        return f"not installed ({exc}); `make bench` installs .[test]"
    if codec == "to_dict":
        from . import pydantic_models

        adapter, models = getattr(pydantic_models, type_set.adapter), [peer(doc) for doc in docs]
        return _timed(runs, lambda: models, _each(lambda model: adapter.dump_python(model, by_alias=True)))
    return _timed(runs, lambda: docs, _each(peer))


def _type_set(stem: str) -> TypeSet:
    return next(s for s in TYPE_SETS if s.stem == stem)


def group_rows(work: Path, group: str, runs: int, count: int, timings: dict) -> list[Row]:
    """The rows of one group of `GROUPS`, measured in this process; the load rows from the
    `timings` of each contender's `solo` processes (contender -> (time, memory) or why not)."""
    modules, schema = prepared(work)
    if group == "set_defaults":
        return _set_defaults_rows(modules[KEP.stem], inputs.documents(count), runs)
    if group == "validate step":
        return [_validate_cost_row(modules[CONSTRAINED.stem], runs, count)]
    if group == "apply":
        return [_apply_row(schema, inputs.documents(count), runs)]
    if group == "validation":
        return [validation.row(runs, count)]
    stem, _, codec = group.partition(" ")
    type_set = _type_set(stem)
    docs = type_set.documents(count)
    if codec == "to_dict":
        return [_to_dict_row(type_set, modules[stem], docs, timings)]
    return _load_rows(type_set, modules[stem], docs, timings)


def _timed(runs: int, setup: Callable[[], Any], work: Callable[[Any], Any]) -> tuple[float, int]:
    return best_call(runs, setup, work), peak_memory(setup, work)


def _each(function: Callable[[Any], Any]) -> Callable[[list], None]:
    def work(values: list) -> None:
        for value in values:
            function(value)

    return work


def _per_item(total: float, count: int) -> str:
    return f"{total / count * 1e6:.3g} µs/obj"


# --------------------------------------------------------------------------- set_defaults


def _set_defaults_rows(generated: ModuleType | str, docs: list[dict], runs: int) -> list[Row]:
    vs_hand = "set_defaults: generated vs hand-written"
    vs_walker = "set_defaults: generated vs reflective walker"
    function = getattr(generated, "set_defaults_Root", None)
    if function is None:
        reason = generated if isinstance(generated, str) else "not built: the generated module has no set_defaults_Root"
        return [unavailable(vs_hand, 1.2, reason), unavailable(vs_walker, 5, reason, faster=True)]

    def ours() -> list:  # fresh objects for every run: set_defaults mutates them
        return inputs.objects(kep_types, docs)

    def walker_objects() -> list:
        return inputs.objects(reflective, docs)

    gen_time, gen_mem = _timed(runs, ours, _each(function))
    hand_time, hand_mem = _timed(runs, ours, _each(handwritten.set_defaults_root))
    walk_time, walk_mem = _timed(runs, walker_objects, _each(reflective.set_defaults))
    expected = _defaulted(ours, handwritten.set_defaults_root)
    same_hand = _defaulted(ours, function) == expected
    same_walker = _defaulted(walker_objects, reflective.set_defaults) == expected
    return [
        at_most(
            vs_hand,
            gen_time,
            hand_time,
            1.2,
            measured=_per_item(gen_time, len(docs)),
            baseline=_per_item(hand_time, len(docs)),
            memory=f"{kib(gen_mem)} / {kib(hand_mem)}",
            note=f"{len(docs)} objects; same result as hand-written: {_yes(same_hand)}",
        ),
        speedup(
            vs_walker,
            gen_time,
            walk_time,
            5,
            measured=_per_item(gen_time, len(docs)),
            baseline=_per_item(walk_time, len(docs)),
            memory=f"{kib(gen_mem)} / {kib(walk_mem)}",
            note=f"walker agrees with hand-written: {_yes(same_walker)}",
        ),
    ]


def _defaulted(make: Callable[[], list], function: Callable[[Any], Any]) -> list[dict]:
    objects = make()
    for obj in objects:
        function(obj)
    return [dataclasses.asdict(obj) for obj in objects]


# --------------------------------------------------------------------------- load


# The validating peers of `load`: (row name, module in this package, goal, what "same result"
# compares the generated object with).
_PEERS = (
    (
        "load(cls, data): generated vs pydantic TypeAdapter.validate_python",
        "pydantic_models",
        0.6,
        "model_dump",
        "both check every value",
    ),
    (
        "load(cls, data): generated vs mashumaro from_dict",
        "mashumaro_models",
        1.0,
        "to_dict",
        "mashumaro passes str and int values through unchecked",
    ),
    (
        "load(cls, data): generated vs msgspec.convert (C)",
        "msgspec_models",
        2.5,
        "struct_fields",
        "both check every value; msgspec in C",
    ),
)


def _load_rows(type_set: TypeSet, generated: ModuleType | str, docs: list[dict], timings: dict) -> list[Row]:
    """load on valid documents (every value checked) against each validating peer, from
    each contender's (time, peak memory) in `timings` (or why it could not run)."""
    load = getattr(generated, "load", None)
    ours_timing = timings["ours"]
    if load is None or isinstance(ours_timing, str):
        reason = generated if isinstance(generated, str) else "not built: the generated module has no load"
        reason = ours_timing if isinstance(ours_timing, str) else reason
        return [unavailable(type_set.name(name), goal, reason) for name, _, goal, _, _ in _PEERS]
    gen_time, gen_mem = ours_timing
    ours = loaded(type_set, generated, docs)
    rows = []
    for name, module_name, goal, _, checks in _PEERS:
        if module_name not in type_set.peers:
            continue
        peer_timing = timings[module_name]
        if isinstance(peer_timing, str):
            rows.append(unavailable(type_set.name(name), goal, peer_timing))
            continue
        peer_time, peer_mem = peer_timing
        same = ours == peer_loaded(type_set, module_name, docs)
        if type_set.invalid is not None:
            checks = checks.replace("check every value", "check every value and every constraint")
            refused = f"; refuses the same {len(type_set.invalid())} invalid documents: {_yes(same_refusals(type_set, generated, module_name))}"
        else:
            refused = ""
        rows.append(
            at_most(
                type_set.name(name),
                gen_time,
                peer_time,
                goal,
                measured=_per_item(gen_time, len(docs)),
                baseline=_per_item(peer_time, len(docs)),
                memory=f"{kib(gen_mem)} / {kib(peer_mem)}",
                note=f"{len(docs)} valid documents ({checks}); each timed in processes of its own; same result: {_yes(same)}{refused}",
            )
        )
    return rows


def same_refusals(type_set: TypeSet, generated: ModuleType, module_name: str) -> bool:
    """Whether the generated load and the peer both refuse every invalid document of the set
    (each breaks one constraint), with their own ValidationError."""
    assert type_set.invalid is not None
    root = getattr(type_set.types, type_set.root)
    peer = peer_load(type_set, module_name)
    peer_error = _peer_error(module_name)
    for doc in type_set.invalid():
        for load, error in ((lambda d: generated.load(root, d), generated.ValidationError), (peer, peer_error)):
            try:
                load(doc)
            except error:
                continue
            return False
    return True


def _peer_error(module_name: str) -> type[Exception]:
    if module_name == "msgspec_models":
        import msgspec

        return msgspec.ValidationError
    import pydantic

    return pydantic.ValidationError


def _validate_cost_row(generated: ModuleType | str, runs: int, count: int) -> Row:
    """What the validate step of `load` costs on a class without constraints (PlainApp, in a
    module whose App has them): load against the same dispatch without the validate step."""
    name = "validate step of load on types without constraints: load vs load without it"
    loaders = getattr(generated, "LOADERS", None)
    if loaders is None:
        reason = generated if isinstance(generated, str) else "not built: the generated module has no LOADERS"
        return unavailable(name, 1.02, reason)
    load, plain, docs = generated.load, constrained_types.PlainApp, inputs.app_documents(count)

    def unvalidated(cls: type, data: dict, strict: bool = False) -> Any:  # load's dispatch, no validate step
        if not strict:
            try:
                return loaders[cls](data)
            except KeyError:
                raise TypeError(cls) from None
        raise NotImplementedError("strict: load takes the long way")

    with_time, with_mem = _timed(runs, lambda: docs, _each(lambda d: load(plain, d)))
    without_time, without_mem = _timed(runs, lambda: docs, _each(lambda d: unvalidated(plain, d)))
    objects = [load(plain, d) for d in docs]
    validate_time = best_call(runs, lambda: objects, _each(generated.validate))
    same = objects == [unvalidated(plain, d) for d in docs]
    return at_most(
        name,
        with_time,
        without_time,
        1.02,
        measured=_per_item(with_time, count),
        baseline=_per_item(without_time, count),
        memory=f"{kib(with_mem)} / {kib(without_mem)}",
        note=f"{count} PlainApp documents; same result: {_yes(same)}; validate(obj) alone: {_per_item(validate_time, count)}",
    )


def peer_load(type_set: TypeSet, module_name: str) -> Callable[[dict], Any]:
    """The peer's load of the type set's root (ImportError when the peer is not installed)."""
    return getattr(importlib.import_module(f".{module_name}", __package__), type_set.peer_load)


def loaded(type_set: TypeSet, generated: ModuleType, docs: list[dict]) -> list[dict]:
    """What the generated load makes of `docs`, as plain data (field names as in Python)."""
    root = getattr(type_set.types, type_set.root)
    return [dataclasses.asdict(generated.load(root, d)) for d in docs]


def peer_loaded(type_set: TypeSet, module_name: str, docs: list[dict]) -> list[dict]:
    """What a peer makes of `docs`, as plain data in the same form as `loaded`."""
    dump = next(dump for _, name, _, dump, _ in _PEERS if name == module_name)
    load = peer_load(type_set, module_name)
    return [_dumped(load(d), dump) for d in docs]


def _dumped(obj: Any, dump: str) -> Any:
    if dump == "struct_fields":  # msgspec: Structs by field name (to_builtins would use wire names)
        if isinstance(obj, list):
            return [_dumped(v, dump) for v in obj]
        if isinstance(obj, dict):
            return {k: _dumped(v, dump) for k, v in obj.items()}
        fields = getattr(obj, "__struct_fields__", None)
        return obj if fields is None else {f: _dumped(getattr(obj, f), dump) for f in fields}
    return getattr(obj, dump)()


def _to_dict_row(type_set: TypeSet, generated: ModuleType | str, docs: list[dict], timings: dict) -> Row:
    """to_dict of loaded objects against pydantic's dump_python of the same models (by wire
    name, as to_dict writes them), from each one's (time, peak memory) in `timings` (or why
    it could not run)."""
    name = type_set.name("to_dict(obj): generated vs pydantic TypeAdapter.dump_python")
    load, to_dict = getattr(generated, "load", None), getattr(generated, "to_dict", None)
    ours, theirs = timings["ours"], timings["pydantic_models"]
    if load is None or to_dict is None or isinstance(ours, str) or isinstance(theirs, str):
        reason = generated if isinstance(generated, str) else "not built: the generated module has no to_dict"
        return unavailable(name, 0.5, next((t for t in (ours, theirs) if isinstance(t, str)), reason))
    (gen_time, gen_mem), (pyd_time, pyd_mem) = ours, theirs
    root = getattr(type_set.types, type_set.root)
    objects = [load(root, d) for d in docs]
    return at_most(
        name,
        gen_time,
        pyd_time,
        0.5,
        measured=_per_item(gen_time, len(docs)),
        baseline=_per_item(pyd_time, len(docs)),
        memory=f"{kib(gen_mem)} / {kib(pyd_mem)}",
        note=f"{len(docs)} objects; each timed in processes of its own; to_dict leaves out omitempty zero values as Go does; from_dict(to_dict(o)) == o: {_yes(round_trip(generated, objects))}",
    )


def round_trip(generated: ModuleType, objects: list) -> bool:
    """Whether every object comes back equal from its to_dict (the to_dict row's check)."""
    return all(generated.from_dict(type(o), generated.to_dict(o)) == o for o in objects)


# --------------------------------------------------------------------------- apply_defaults


def _apply_row(schema: dict | str, docs: list[dict], runs: int) -> Row:
    name = "apply_defaults vs jsonschema FAQ recipe"
    if isinstance(schema, str):
        return unavailable(name, 10, schema, faster=True)
    try:
        ours = _defaultgen_defaulter(schema)
    except ImportError as exc:
        return unavailable(name, 10, f"not built: {exc}", faster=True)
    from . import jsonschema_recipe

    recipe = jsonschema_recipe.defaulter(copy.deepcopy(schema))
    gen_time, gen_mem = _timed(runs, lambda: docs, _each(ours))
    recipe_time, recipe_mem = _timed(runs, lambda: copy.deepcopy(docs), _each(recipe))
    same = [ours(d) for d in docs] == [recipe(d) for d in copy.deepcopy(docs)]
    checks = {
        "explicit nulls": _explicit_nulls,
        "shared default objects": _shared_defaults,
    }
    verdicts = "; ".join(
        f"{label}: defaultgen {check(schema, _defaultgen_defaulter)}, "
        f"recipe {check(schema, jsonschema_recipe.defaulter)}"
        for label, check in checks.items()
    )
    return speedup(
        name,
        gen_time,
        recipe_time,
        10,
        measured=_per_item(gen_time, len(docs)),
        baseline=_per_item(recipe_time, len(docs)),
        memory=f"{kib(gen_mem)} / {kib(recipe_mem)}",
        note=f"{len(docs)} documents; same result: {_yes(same)}; {verdicts}",
    )


def _defaultgen_defaulter(schema: dict) -> Callable[[dict], dict]:
    from defaultgen import apply_defaults

    return lambda doc: apply_defaults(doc, schema)


# What SPEC §5 says these documents default to (worked out by hand from the Root schema).
_DEFAULT_ENTRY = {"name": "default-name", "port": 8080}
_DEFAULT_POINTER = {"name": "pointer-name", "port": 8080}
_NULLS_IN = {"pointer": None, "replicas": None, "labels": {"a": None}, "items": [None, "x"]}
_NULLS_OUT = {
    "entry": _DEFAULT_ENTRY,
    "pointer": _DEFAULT_POINTER,
    "items": ["apple", "x"],
    "labels": {"a": "banana"},
    "tags": ["a", "b"],
    "replicas": 3,
}
_EMPTY_OUT = {"entry": _DEFAULT_ENTRY, "pointer": _DEFAULT_POINTER, "tags": ["a", "b"], "replicas": 3}


def _explicit_nulls(schema: dict, make: Callable[[dict], Callable[[dict], dict]]) -> str:
    """A null property, list item and dict value take the default (KEP-1929's normalisation)."""
    try:
        result = make(copy.deepcopy(schema))(copy.deepcopy(_NULLS_IN))
    except Exception as exc:
        return f"wrong ({type(exc).__name__})"
    return "ok" if result == _NULLS_OUT else "wrong (nulls kept)"


def _shared_defaults(schema: dict, make: Callable[[dict], Callable[[dict], dict]]) -> str:
    """Two defaulted documents share nothing with each other or with the schema."""
    pristine = copy.deepcopy(schema)
    apply = make(schema)
    try:
        first, second = apply({}), apply({})
        correct = first == _EMPTY_OUT and second == _EMPTY_OUT
        first["tags"].append("changed")
        first["entry"]["name"] = "changed"
        shared = second != _EMPTY_OUT or schema != pristine
    except Exception as exc:
        return f"wrong ({type(exc).__name__})"
    if not correct:
        return "wrong (not defaulted)"
    return "wrong (shared)" if shared else "ok"


def _yes(flag: bool) -> str:
    return "yes" if flag else "NO"


if __name__ == "__main__":
    # python -m bench.runtime WORK rows GROUP TIMINGS RUNS COUNT: one group of rows, as JSON
    # python -m bench.runtime WORK solo GROUP CONTENDER RUNS COUNT: one contender's load or
    # to_dict timing
    work_dir, mode, name, detail, run_count, item_count = sys.argv[1:]
    if mode == "solo":
        print(json.dumps(solo(Path(work_dir), name, detail, int(run_count), int(item_count))))
    else:
        measured = group_rows(Path(work_dir), name, int(run_count), int(item_count), json.loads(detail))
        print(json.dumps([dataclasses.asdict(row) for row in measured]))
