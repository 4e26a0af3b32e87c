"""The run-time benchmark harness (bench/runtime.py) checks that every contender gives the
same results before it compares their times: these tests run those checks (never the
timings) on small inputs, for every type set, so a row's "same result: yes" can be trusted.
"""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pytest

from bench import inputs, runtime


@pytest.fixture(scope="module")
def work(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A work directory `runtime.prepare` has generated every type set's module in."""
    path = tmp_path_factory.mktemp("bench")
    runtime.prepare(path)
    return path


@pytest.fixture(scope="module")
def generated(work: Path) -> dict:
    """The generated module of every type set, from the real `defaultgen generate`."""
    modules, _ = runtime.prepared(work)
    assert all(not isinstance(m, str) for m in modules.values()), modules
    return modules


def test_a_contender_is_timed_alone(work):
    """`solo` times one contender's load or to_dict (ours, or a peer's) and nothing else."""
    load, to_dict = f"{runtime.WORKLOAD.stem} load", f"{runtime.WORKLOAD.stem} to_dict"
    assert runtime._contenders(load) == ("ours", *runtime.WORKLOAD.peers)
    assert runtime._contenders(to_dict) == ("ours", "pydantic_models")
    assert runtime._contenders("apply") == ()
    for group in (load, to_dict):
        for contender in runtime._contenders(group):
            seconds, peak = runtime.solo(work, group, contender, 1, 5)
            assert seconds > 0 and peak > 0, (group, contender)
        assert "not installed" in runtime.solo(work, group, "no_such_peer", 1, 5)


def test_to_dict_rows_are_written_from_each_contenders_own_timing(work):
    """Like the load rows: made-up timings (ours 1 s, pydantic 2.5 s, then 1.5 s) make the row."""
    group = f"{runtime.SERVICE.stem} to_dict"
    timings = {"ours": [1.0, 1024], "pydantic_models": [2.5, 1024]}
    [row] = runtime.group_rows(work, group, 1, 5, timings)
    assert (row.ratio, row.ok) == (0.4, True) and "from_dict(to_dict(o)) == o: yes" in row.note
    timings["pydantic_models"] = [1.5, 1024]
    [row] = runtime.group_rows(work, group, 1, 5, timings)
    assert (round(row.ratio, 3), row.ok) == (0.667, False)
    timings["pydantic_models"] = "not installed (no pydantic)"
    [row] = runtime.group_rows(work, group, 1, 5, timings)
    assert row.note == "n/a (not installed (no pydantic))"


def test_load_rows_are_written_from_each_contenders_own_timing(work):
    """The group's process times no load: its rows compare the timings the contenders'
    own processes measured (here made up: ours 1 s, the peers 2, 4 and 0.5 s)."""
    timings = {"ours": [1.0, 1024], "pydantic_models": [2.0, 1024], "mashumaro_models": [4.0, 1024],
               "msgspec_models": [0.5, 1024]}  # fmt: skip
    rows = runtime.group_rows(work, f"{runtime.WORKLOAD.stem} load", 1, 5, timings)
    assert [(row.ratio, row.ok) for row in rows] == [(0.5, True), (0.25, True), (2.0, True)]
    timings["msgspec_models"] = [0.25, 1024]
    rows = runtime.group_rows(work, f"{runtime.WORKLOAD.stem} load", 1, 5, timings)
    assert (rows[2].ratio, rows[2].ok) == (4.0, False)
    assert all("same result: yes" in row.note for row in rows)


@pytest.mark.parametrize("type_set", runtime.TYPE_SETS, ids=lambda s: s.root)
def test_every_peer_loads_what_the_generated_load_loads(generated, type_set):
    """Same objects (as plain data, by Python field name) from generated `load` and from each
    peer, on the documents the rows time."""
    docs = type_set.documents(60)
    ours = runtime.loaded(type_set, generated[type_set.stem], docs)
    for peer in type_set.peers:
        assert runtime.peer_loaded(type_set, peer, docs) == ours, peer


@pytest.mark.parametrize("type_set", runtime.TYPE_SETS, ids=lambda s: s.root)
def test_the_documents_exercise_the_defaults(generated, type_set):
    """The comparison is not vacuous: loading fills in defaults the documents leave out, so a
    peer with another default would differ."""
    docs = type_set.documents(60)
    root = getattr(type_set.types, type_set.root)
    module = generated[type_set.stem]
    assert any(module.load(root, d) != module.from_dict(root, d) for d in docs)


@pytest.mark.parametrize("type_set", [s for s in runtime.TYPE_SETS if s.to_dict], ids=lambda s: s.root)
def test_to_dict_round_trips(generated, type_set):
    """The to_dict rows' check: every loaded object comes back equal from its JSON."""
    module = generated[type_set.stem]
    root = getattr(type_set.types, type_set.root)
    assert runtime.round_trip(module, [module.load(root, d) for d in type_set.documents(60)])


@pytest.mark.parametrize("peer", runtime.CONSTRAINED.peers)
def test_constrained_load_refuses_what_the_peers_refuse(generated, peer):
    """Each invalid App document (one broken constraint of each kind) is refused by generated
    `load` and by the peer with its Field / Meta constraints; the valid ones by neither."""
    module = generated[runtime.CONSTRAINED.stem]
    assert runtime.same_refusals(runtime.CONSTRAINED, module, peer)
    docs = inputs.app_documents(60)
    assert runtime.loaded(runtime.CONSTRAINED, module, docs) == runtime.peer_loaded(runtime.CONSTRAINED, peer, docs)


def test_the_refusal_check_fails_on_documents_that_are_valid(generated):
    """same_refusals is not vacuous: valid documents are not refused, and it says so."""
    valid = dataclasses.replace(runtime.CONSTRAINED, invalid=lambda: inputs.app_documents(5))
    assert not runtime.same_refusals(valid, generated[runtime.CONSTRAINED.stem], "pydantic_models")


def test_every_run_time_row_reports_agreement(tmp_path: Path):
    """A whole run of the run-time rows at a tiny size: each row is measured and each of its
    correctness checks says yes (its ratio and PASS / MISS are not looked at)."""
    rows = runtime.rows(tmp_path, runs=1, count=20)
    names = [row.name for row in rows]
    assert any("Workload" in name for name in names) and any("constraints" in name for name in names)
    assert any("Service" in name for name in names)
    for row in rows:
        assert row.ratio is not None, (row.name, row.note)
        checks = re.findall(r"(same result[^:]*|same verdicts|== o|invalid documents): (\w+)", row.note)
        assert checks or "walker agrees" in row.note, row.name
        assert all(answer == "yes" for _, answer in checks), (row.name, row.note)
        assert ": NO" not in row.note, (row.name, row.note)
