"""The performance page's plots, drawn with matplotlib from the results table that a full
`make bench` writes into docs/benchmarks.md (between bench/report.py's markers):

- docs/assets/bench-goals.svg: every row's distance from its goal (the ratio over the goal, so
  that 1 is the goal and less is better, whatever the row's direction), passes and misses;
- docs/assets/bench-runtime.svg: the run-time rows' time per object, defaultgen's generated
  code beside each validating peer.

Each SVG carries the digest of the table it was drawn from (its `dc:description`), so that
tests/test_bench_plots.py fails when a bench run changed the table and the plots were not
redrawn: `make docs` (`python -m tools.bench_plots`) redraws them.
"""

from __future__ import annotations

import hashlib
import re
import sys
from dataclasses import dataclass
from pathlib import Path

from bench.report import DOC_END, DOC_START

REPO = Path(__file__).resolve().parent.parent
DOC = REPO / "docs" / "benchmarks.md"
GOALS = REPO / "docs" / "assets" / "bench-goals.svg"
RUNTIME = REPO / "docs" / "assets" / "bench-runtime.svg"

_NUMBER = re.compile(r"\d+(?:\.\d+)?")
_PER_OBJECT = re.compile(r"^(\d+(?:\.\d+)?) µs/(?:obj|doc)$")


@dataclass(frozen=True)
class Row:
    name: str
    measured: str
    baseline: str
    ratio: str
    goal: str
    status: str

    @property
    def distance(self) -> float:
        """The ratio over the goal, turned so that below 1 meets it (a speed-up or an
        at-least goal is met above its limit)."""
        ratio, limit = float(_NUMBER.search(self.ratio)[0]), float(_NUMBER.search(self.goal)[0])
        return limit / ratio if self.goal.startswith("≥") else ratio / limit


def results(doc: str) -> str:
    """The results section of docs/benchmarks.md."""
    return doc[doc.index(DOC_START) + len(DOC_START) : doc.index(DOC_END)].strip()


def rows(section: str) -> list[Row]:
    """The measured rows of the results table (rows without a ratio left out)."""
    found = []
    for line in section.splitlines():
        cells = [cell.strip() for cell in re.split(r"(?<!\\)\|", line.strip())[1:-1]]
        if len(cells) < 6 or cells[0] == "target" or set(cells[0]) <= {"-"} or cells[3] == "n/a":
            continue
        found.append(Row(*(cell.replace("\\|", "|") for cell in cells[:6])))
    return found


def digest(section: str) -> str:
    return "results " + hashlib.sha256(section.encode("utf-8")).hexdigest()[:16]


def runtime_groups(found: list[Row]) -> dict[str, dict[str, float]]:
    """What a run-time row measures -> contender -> µs per object, defaultgen first."""
    groups: dict[str, dict[str, float]] = {}
    for row in found:
        what, sep, peer = row.name.partition(": generated vs ")
        ours, theirs = _PER_OBJECT.match(row.measured), _PER_OBJECT.match(row.baseline)
        if not (sep and ours and theirs):
            continue
        group = groups.setdefault(what, {"defaultgen": float(ours[1])})
        group[peer] = float(theirs[1])
    return groups


def draw(section: str, goals: Path = GOALS, runtime: Path = RUNTIME) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    plt.rcParams.update({"svg.hashsalt": "defaultgen", "svg.fonttype": "none", "font.size": 8})
    metadata = {"Date": None, "Description": digest(section)}
    found = rows(section)

    figure, axes = plt.subplots(figsize=(9, 0.28 * len(found) + 1.2))
    labels = [row.name if len(row.name) <= 60 else row.name[:57] + "..." for row in found]
    colours = ["#2e7d32" if row.status == "PASS" else "#c62828" for row in found]
    axes.barh(range(len(found)), [row.distance for row in found], color=colours)
    axes.axvline(1, color="black", linewidth=0.8)
    axes.set_xscale("log")
    axes.set_yticks(range(len(found)), labels)
    axes.invert_yaxis()
    axes.set_xlabel("measured ratio / goal (log scale; left of the line meets the goal)")
    axes.set_title("make bench: every target against its goal (green: PASS, red: MISS)")
    figure.tight_layout()
    goals.parent.mkdir(parents=True, exist_ok=True)
    figure.savefig(goals, format="svg", metadata=metadata)
    plt.close(figure)

    groups = runtime_groups(found)
    contenders = list(dict.fromkeys(peer for group in groups.values() for peer in group))
    colour = dict(zip(contenders, plt.get_cmap("tab10").colors))
    bars = sum(len(group) + 1 for group in groups.values())
    figure, axes = plt.subplots(figsize=(9, 0.2 * bars + 1.2))
    y, ticks = 0, []
    for group in groups.values():
        ticks.append(y + (len(group) - 1) / 2)
        for peer, value in group.items():
            axes.barh(y, value, color=colour[peer], label=peer)
            y += 1
        y += 1
    axes.set_yticks(ticks, list(groups))
    axes.invert_yaxis()
    axes.set_xscale("log")
    handles, names = axes.get_legend_handles_labels()
    unique = dict(zip(names, handles))
    axes.legend(unique.values(), unique.keys(), loc="lower right", fontsize=7)
    axes.set_xlabel("µs per object (log scale; less is faster)")
    axes.set_title("make bench: run-time rows, the generated code beside its peers")
    figure.tight_layout()
    figure.savefig(runtime, format="svg", metadata=metadata)
    plt.close(figure)


def main() -> int:
    draw(results(DOC.read_text(encoding="utf-8")))
    print(f"drew {GOALS.relative_to(REPO)} and {RUNTIME.relative_to(REPO)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
