"""Run-time timings, in this process: the generated module's `set_defaults_Root` and `load`,
`apply_defaults` and `validate_document`, against their contenders on the same inputs.

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
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

from . import handwritten, inputs, kep_types, reflective, validation
from .measure import best_call, peak_memory
from .report import Row, at_most, kib, speedup, unavailable
from .tools import defaultgen, missing

KEP_MODULE = "bench.kep_types"
NAMING = ("--no-cache", "--module-root", ".")  # the copy in <work>/runtime/bench/ is bench.kep_types


def prepare(work: Path) -> tuple[ModuleType | str, dict | str]:
    """The generated module and the structural schema of Root, or why each is missing."""
    cwd = work / "runtime"
    (cwd / "bench").mkdir(parents=True)
    shutil.copy(Path(kep_types.__file__), cwd / "bench" / "kep_types.py")
    return _generated(cwd), _schema(cwd)


def _generated(cwd: Path) -> ModuleType | str:
    reason = missing("generate", cwd)
    if reason:
        return reason
    sample = defaultgen(1, ("generate", *NAMING, "bench"), cwd)
    output = cwd / "bench" / "kep_types_defaults.py"
    if sample.returncode != 0 or not output.is_file():
        return f"failed: `defaultgen generate` exit status {sample.returncode}: {sample.stderr.strip()[-160:]}"
    # The generated modules join this package, after its own folder: their relative imports
    # find this very bench.kep_types, and the package's support module next to them.
    bench = importlib.import_module("bench")
    if str(output.parent) not in bench.__path__:
        bench.__path__.append(str(output.parent))
    try:
        return importlib.import_module(f"{KEP_MODULE}_defaults")
    except Exception as exc:  # a generated module that does not import is a finding, not a crash
        return f"failed: the generated module does not import: {type(exc).__name__}: {exc}"


def _schema(cwd: Path) -> dict | str:
    reason = missing("openapi", cwd)
    if reason:
        return reason
    sample = defaultgen(1, ("openapi", *NAMING, "--structural", f"{KEP_MODULE}.Root", "bench"), cwd)
    if sample.returncode != 0:
        return (
            f"failed: `defaultgen openapi --structural` exit status {sample.returncode}: {sample.stderr.strip()[-160:]}"
        )
    return json.loads(sample.stdout)


def rows(work: Path, runs: int, count: int) -> list[Row]:
    generated, schema = prepare(work)
    docs = inputs.documents(count)
    return [
        *_set_defaults_rows(generated, docs, runs),
        *_load_rows(generated, docs, runs),
        _to_dict_row(generated, docs, runs),
        _apply_row(schema, docs, runs),
        validation.row(runs, count),
    ]


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
        "to_builtins",
        "both check every value; msgspec in C",
    ),
)


def _load_rows(generated: ModuleType | str, docs: list[dict], runs: int) -> list[Row]:
    """load on valid documents (every value checked) against each validating peer."""
    load = getattr(generated, "load", None)
    if load is None:
        reason = generated if isinstance(generated, str) else "not built: the generated module has no load"
        return [unavailable(name, goal, reason) for name, _, goal, _, _ in _PEERS]
    gen_time, gen_mem = _timed(runs, lambda: docs, _each(lambda doc: load(kep_types.Root, doc)))
    ours = [dataclasses.asdict(load(kep_types.Root, d)) for d in docs]
    rows = []
    for name, module_name, goal, dump, checks in _PEERS:
        try:
            peer = importlib.import_module(f".{module_name}", __package__)
        except ImportError as exc:
            rows.append(unavailable(name, goal, f"not installed ({exc}); `make bench` installs .[bench]"))
            continue
        peer_time, peer_mem = _timed(runs, lambda: docs, _each(peer.load))
        same = ours == [_dumped(peer.load(d), dump) for d in docs]
        rows.append(
            at_most(
                name,
                gen_time,
                peer_time,
                goal,
                measured=_per_item(gen_time, len(docs)),
                baseline=_per_item(peer_time, len(docs)),
                memory=f"{kib(gen_mem)} / {kib(peer_mem)}",
                note=f"{len(docs)} valid documents ({checks}); same result: {_yes(same)}",
            )
        )
    return rows


def _dumped(obj: Any, dump: str) -> dict:
    if dump == "to_builtins":
        import msgspec

        return msgspec.to_builtins(obj)
    return getattr(obj, dump)()


def _to_dict_row(generated: ModuleType | str, docs: list[dict], runs: int) -> Row:
    """to_dict of loaded objects against pydantic's dump_python of the same models."""
    name = "to_dict(obj): generated vs pydantic TypeAdapter.dump_python"
    load, to_dict = getattr(generated, "load", None), getattr(generated, "to_dict", None)
    if load is None or to_dict is None:
        reason = generated if isinstance(generated, str) else "not built: the generated module has no to_dict"
        return unavailable(name, 0.5, reason)
    try:
        from . import pydantic_models
    except ImportError as exc:
        return unavailable(name, 0.5, f"pydantic is not installed ({exc}); `make bench` installs .[bench]")
    objects = [load(kep_types.Root, d) for d in docs]
    models = [pydantic_models.load(d) for d in docs]
    gen_time, gen_mem = _timed(runs, lambda: objects, _each(to_dict))
    pyd_time, pyd_mem = _timed(runs, lambda: models, _each(pydantic_models.ROOT.dump_python))
    round_trip = all(generated.from_dict(kep_types.Root, to_dict(o)) == o for o in objects)
    return at_most(
        name,
        gen_time,
        pyd_time,
        0.5,
        measured=_per_item(gen_time, len(docs)),
        baseline=_per_item(pyd_time, len(docs)),
        memory=f"{kib(gen_mem)} / {kib(pyd_mem)}",
        note=f"{len(docs)} objects; to_dict leaves out omitempty zero values as Go does; from_dict(to_dict(o)) == o: {_yes(round_trip)}",
    )


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
