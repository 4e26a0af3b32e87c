"""The `defaultgen server` rows' harness (bench/server.py): the percentile it reports, and a
short drive of the real server over stdio on a small corpus."""

from __future__ import annotations

import asyncio
from pathlib import Path

from bench import corpus, server

SMALL = corpus.Shape(packages=2, modules=6, helper_modules=1, seed=7)


def test_percentile_is_the_nearest_rank() -> None:
    values = [float(v) for v in range(1, 101)]  # 1..100
    assert server._percentile(values, 95) == 95.0
    assert server._percentile(values, 100) == 100.0
    assert server._percentile([3.0, 1.0, 2.0], 95) == 3.0  # ceil(0.95 * 3) = 3rd smallest
    assert server._percentile([3.0, 1.0, 2.0], 50) == 2.0
    assert server._percentile([5.0], 95) == 5.0


def test_a_drive_times_each_edit_until_its_version_is_published(tmp_path: Path) -> None:
    corpus.write_corpus(tmp_path, SMALL)
    target = corpus.touch_target(SMALL)
    original = (tmp_path / target).read_text(encoding="utf-8")
    drive = asyncio.run(server._drive(tmp_path, target, original, 3))
    assert len(drive.latencies) == 3 and all(0 < t < server.TIMEOUT for t in drive.latencies)
    assert drive.out_of_order == 0 and drive.first > 0
    assert 10 * 1024 < drive.peak_kib < server.MEMORY_MIB * 1024  # a Python process's RSS, in KiB
    assert (tmp_path / target).read_text(encoding="utf-8") == original  # edits are the editor's, not on disk
