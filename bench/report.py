"""The results table: rows with a measured ratio against a target, the machine they ran on,
and the docs/benchmarks.md section that keeps the latest full run."""

from __future__ import annotations

import datetime
import importlib.metadata
import os
import platform
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

DOC_START = "<!-- bench:results:start -->"
DOC_END = "<!-- bench:results:end -->"


@dataclass(frozen=True)
class Row:
    """One target: `ratio` is defaultgen / baseline, or baseline / defaultgen for a speed-up
    goal (`faster`); None when it could not be measured (`note` says why). `failed` makes it
    a MISS whatever the ratio (crashes)."""

    name: str
    limit: float
    faster: bool = False
    ratio: float | None = None
    at_least: bool = False  # the ratio must reach the limit (as for `faster`, but a plain ratio)
    failed: bool = False
    measured: str = ""
    baseline: str = ""
    memory: str = ""
    note: str = ""

    @property
    def ok(self) -> bool | None:
        if self.ratio is None:
            return None
        high = self.faster or self.at_least
        return not self.failed and (self.ratio >= self.limit if high else self.ratio <= self.limit)

    @property
    def status(self) -> str:
        return "n/a" if self.ok is None else "PASS" if self.ok else "MISS"

    @property
    def goal(self) -> str:
        if self.at_least:
            return f"≥ {self.limit:g}"
        return f"≥ {self.limit:g}× faster" if self.faster else f"≤ {self.limit:g}×"

    @property
    def ratio_text(self) -> str:
        if self.ratio is None:
            return "n/a"
        if self.at_least:
            return f"{self.ratio:.2f}"
        text = f"{self.ratio:.3f}×" if self.ratio < 10 else f"{self.ratio:.1f}×"
        return text + " faster" if self.faster else text

    @property
    def distance(self) -> float:
        """How far from the goal: above 1 misses it by that factor."""
        assert self.ratio is not None
        return self.limit / self.ratio if self.faster or self.at_least else self.ratio / self.limit


def at_most(name: str, value: float, base: float, limit: float, **columns: Any) -> Row:
    """`value / base` must be at most `limit` (times, or shares of a cold run)."""
    return Row(name, limit, ratio=value / base, **columns)


def speedup(name: str, fast: float, slow: float, limit: float, **columns: Any) -> Row:
    """`slow / fast` must be at least `limit`."""
    return Row(name, limit, faster=True, ratio=slow / fast, **columns)


def unavailable(name: str, limit: float, reason: str, *, faster: bool = False) -> Row:
    return Row(name, limit, faster, note=f"n/a ({reason})")


def seconds(value: float) -> str:
    return f"{value:.3g} s" if value >= 0.1 else f"{value * 1000:.3g} ms"


def wall_cpu(sample) -> str:
    """A process's wall time, and its CPU time (all its processes) when that differs."""
    if abs(sample.cpu_seconds - sample.seconds) < 0.1 * sample.seconds:
        return seconds(sample.seconds)
    return f"{seconds(sample.seconds)} (cpu {seconds(sample.cpu_seconds)})"


def mib(kib: int) -> str:
    return f"{kib / 1024:.0f} MiB"


def kib(nbytes: int) -> str:
    return f"{nbytes / 1024:.0f} KiB"


def table(rows: list[Row]) -> str:
    """A Markdown table (readable as plain text too)."""
    header = ("target", "defaultgen", "baseline", "ratio", "goal", "status", "peak memory (dg / baseline)", "notes")
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    for row in rows:
        cells = (row.name, row.measured, row.baseline, row.ratio_text, row.goal, row.status, row.memory, row.note)
        lines.append("| " + " | ".join(cell.replace("|", "\\|") for cell in cells) + " |")
    return "\n".join(lines)


def machine(load_before: float) -> str:
    """Where the numbers come from: cores, CPU, load, Python, key library versions, commit."""
    versions = ", ".join(f"{name} {_version(name)}" for name in ("libcst", "black", "pydantic", "mashumaro", "msgspec", "jsonschema"))
    return (
        f"- date: {datetime.date.today().isoformat()}; commit {_commit()}\n"
        f"- nproc: {len(os.sched_getaffinity(0))}; CPU: {_cpu_model()}\n"
        f"- load average (1 min) before / after the run: {load_before:.2f} / {os.getloadavg()[0]:.2f}"
        " (anything above 0 is other work competing for the cores)\n"
        f"- Python {platform.python_version()} ({sys.implementation.name}) on {platform.system()} {platform.release()}\n"
        f"- {versions}"
    )


def _cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def _version(distribution: str) -> str:
    try:
        return importlib.metadata.version(distribution)
    except importlib.metadata.PackageNotFoundError:
        return "not installed"


def _commit() -> str:
    try:
        out = subprocess.run(["git", "describe", "--always", "--dirty"], capture_output=True, text=True, check=True)
        return out.stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def update_doc(doc: Path, section: str) -> None:
    """Replace the results section of `doc` (between the bench markers), keeping the prose."""
    text = doc.read_text(encoding="utf-8")
    start, end = text.index(DOC_START) + len(DOC_START), text.index(DOC_END)
    doc.write_text(text[:start] + "\n" + section.strip() + "\n" + text[end:], encoding="utf-8")
