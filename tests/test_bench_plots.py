"""The performance page's plots (tools/bench_plots.py): read from docs/benchmarks.md's results
table, each row's distance from its goal, and the committed SVGs drawn from the current table."""

from __future__ import annotations

import re
from pathlib import Path

from tools import bench_plots as plots

SECTION = """
- run: full, 1 s

| target | defaultgen | baseline | ratio | goal | status | peak memory (dg / baseline) | notes |
|---|---|---|---|---|---|---|---|
| lint corpus, cold (vs libcst parse) | 5.19 s | 4.09 s | 1.269× | ≤ 1.5× | PASS | 1 / 2 | a \\| b |
| set_defaults: generated vs reflective walker | 0.778 µs/obj | 35.7 µs/obj | 45.9× faster | ≥ 5× faster | PASS |  |  |
| growth: cores busy | cpu 9 s in 5 s | 2 cores | 0.60 | ≥ 0.75 | MISS |  |  |
| load(cls, data): generated vs msgspec.convert (C) | 2 µs/obj | 0.5 µs/obj | 4.000× | ≤ 2.5× | MISS |  |  |
| not built | n/a | n/a | n/a | ≤ 1× | n/a |  |  |
"""


def test_rows_and_their_distance_from_the_goal() -> None:
    rows = plots.rows(SECTION)
    assert [row.name for row in rows] == [
        "lint corpus, cold (vs libcst parse)",
        "set_defaults: generated vs reflective walker",
        "growth: cores busy",
        "load(cls, data): generated vs msgspec.convert (C)",
    ]
    # at most 1.5x, measured 1.269x; at least 5x faster, measured 45.9x; at least 0.75, measured 0.60
    distances = [row.distance for row in rows]
    assert abs(distances[0] - 1.269 / 1.5) < 1e-9
    assert abs(distances[1] - 5 / 45.9) < 1e-9
    assert abs(distances[2] - 0.75 / 0.60) < 1e-9 and distances[2] > 1  # a miss is right of the goal
    assert distances[3] == 4 / 2.5


def test_runtime_groups_put_the_generated_code_first() -> None:
    groups = plots.runtime_groups(plots.rows(SECTION))
    assert groups == {
        "set_defaults": {"defaultgen": 0.778, "reflective walker": 35.7},
        "load(cls, data)": {"defaultgen": 2.0, "msgspec.convert (C)": 0.5},
    }


def test_the_real_table_is_read_whole() -> None:
    section = plots.results(plots.DOC.read_text(encoding="utf-8"))
    table_lines = [line for line in section.splitlines() if line.startswith("| ") and not line.startswith("| target")]
    assert len(plots.rows(section)) == len(table_lines) > 20


def test_the_committed_plots_are_drawn_from_the_current_table() -> None:
    """`make docs` redraws them when a bench run changed the table."""
    digest = plots.digest(plots.results(plots.DOC.read_text(encoding="utf-8")))
    for svg in (plots.GOALS, plots.RUNTIME):
        found = re.search(r"<dc:description>([^<]*)</dc:description>", svg.read_text(encoding="utf-8"))
        assert found and found[1] == digest, f"{svg.name} is older than docs/benchmarks.md's results: run `make docs`"


def test_draw_writes_both_plots(tmp_path: Path) -> None:
    plots.draw(SECTION, tmp_path / "goals.svg", tmp_path / "runtime.svg")
    goals = (tmp_path / "goals.svg").read_text(encoding="utf-8")
    assert plots.digest(SECTION) in goals and "lint corpus, cold (vs libcst parse)" in goals
    assert "msgspec.convert (C)" in (tmp_path / "runtime.svg").read_text(encoding="utf-8")
