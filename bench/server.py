"""The `defaultgen server` rows (SPEC §11; issue 42's performance targets), on the bench corpus
grown to 200 API modules:

- latency: the server started as an editor starts it (the console script, over stdio, driven
  by pygls' LSP client), the module `corpus.touch_target` edits opened; then `edits` edits of
  it (`didChange`, the whole text, as `corpus.touched` makes it: a dataclass appended), each
  timed from sending the change to receiving the `publishDiagnostics` of that version; their
  95th percentile against the median of cached `defaultgen lint` runs of that one file after
  the same edit on disk (the cache filled by an untimed first run);
- memory: the server process's peak RSS (VmHWM in /proc/<pid>/status) after those edits,
  against 300 MiB.
"""

from __future__ import annotations

import asyncio
import dataclasses
import statistics
import time
from collections.abc import Callable
from pathlib import Path

from lsprotocol import types as lsp
from pygls.lsp.client import LanguageClient

from . import corpus
from .measure import Sample, run_process
from .report import Row, at_most, mib, seconds, unavailable
from .tools import defaultgen_argv, missing

MODULES = 200  # API modules of the project the server works in
LATENCY = 1.5  # goal: p95 of the server's diagnostics after an edit, against a cached lint of the file
MEMORY_MIB = 300  # goal: the server's peak RSS
TIMEOUT = 120.0  # seconds to wait for one publication before calling the run failed

NAMES = (
    f"server: diagnostics after one edit, p95 ({MODULES} API modules; vs cached lint of the file, median)",
    "server: peak memory over the edits",
)


@dataclasses.dataclass
class Drive:
    """What a run of the server gave: seconds per edit, the first check's seconds, the
    server's peak RSS (KiB), and the versions published out of order (must be none)."""

    latencies: list[float]
    first: float
    peak_kib: int
    out_of_order: int


def rows(work: Path, shape: corpus.Shape, edits: int, lint_runs: int, log: Callable[[str], None]) -> list[Row]:
    root = work / "server"
    root.mkdir()
    reason = missing("server", root)
    if reason:
        return [unavailable(NAMES[0], LATENCY, reason), unavailable(NAMES[1], 1.0, reason)]
    project = dataclasses.replace(shape, modules=MODULES, helper_modules=MODULES // 10)
    corpus.write_corpus(root, project)
    target = corpus.touch_target(project)
    original = (root / target).read_text(encoding="utf-8")
    lint = _lint_runs(root, target, original, lint_runs)
    log(f"cached lint of {target}: median {seconds(statistics.median(s.seconds for s in lint))} over {len(lint)} runs")
    (root / target).write_text(original, encoding="utf-8")
    try:
        drive = asyncio.run(_drive(root, target, original, edits))
    except (OSError, RuntimeError, asyncio.TimeoutError) as exc:
        failure = f"the server failed: {type(exc).__name__}: {exc}"
        return [unavailable(NAMES[0], LATENCY, failure), unavailable(NAMES[1], 1.0, failure)]
    p95 = _percentile(drive.latencies, 95)
    median = statistics.median(drive.latencies)
    base = statistics.median(s.seconds for s in lint)
    log(f"server after an edit: p95 {seconds(p95)}, median {seconds(median)}; peak {mib(drive.peak_kib)}")
    lint_p95 = _percentile([s.seconds for s in lint], 95)
    latency = at_most(
        NAMES[0],
        p95,
        base,
        LATENCY,
        failed=drive.out_of_order > 0,
        measured=f"p95 {seconds(p95)} (median {seconds(median)}, max {seconds(max(drive.latencies))})",
        baseline=f"median {seconds(base)} (p95 {seconds(lint_p95)})",
        memory=f"{mib(drive.peak_kib)} / {mib(max(s.maxrss_kib for s in lint))}",
        note=(
            f"{len(drive.latencies)} edits of {target}; first check on open {seconds(drive.first)}; "
            f"{len(lint)} lint runs; versions published out of order: {drive.out_of_order}"
        ),
    )
    memory = Row(
        NAMES[1],
        1.0,
        ratio=drive.peak_kib / 1024 / MEMORY_MIB,
        measured=mib(drive.peak_kib),
        baseline=f"{MEMORY_MIB} MiB",
        memory=mib(drive.peak_kib),
        note="VmHWM of the server process after the edits",
    )
    return [latency, memory]


def _lint_runs(root: Path, target: str, original: str, runs: int) -> list[Sample]:
    """`defaultgen lint` of the target after each edit, on the cache an untimed first run filled."""
    argv = [*defaultgen_argv(), "lint", "--format", "json", target]
    run_process(argv, root)
    samples = []
    for generation in range(1, runs + 1):
        corpus.touch(root, original, target, generation)
        samples.append(run_process(argv, root))
    return samples


def _percentile(values: list[float], percent: int) -> float:
    """The nearest-rank percentile: the smallest value that `percent`% of the values do not exceed."""
    ordered = sorted(values)
    return ordered[max(0, -(-len(ordered) * percent // 100) - 1)]


async def _drive(root: Path, target: str, original: str, edits: int) -> Drive:
    client = LanguageClient("defaultgen-bench", "1")
    published: asyncio.Queue[lsp.PublishDiagnosticsParams] = asyncio.Queue()
    client.feature(lsp.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)(lambda params: published.put_nowait(params))
    argv = defaultgen_argv()
    await client.start_io(argv[0], *argv[1:], "server", cwd=str(root))
    uri = (root / target).as_uri()
    newest = 0  # the highest version published so far
    out_of_order = 0

    async def published_version(version: int) -> None:
        nonlocal newest, out_of_order
        while True:
            params = await asyncio.wait_for(published.get(), TIMEOUT)
            if params.uri != uri or params.version is None:
                continue
            if params.version < newest:
                out_of_order += 1
            newest = max(newest, params.version)
            if params.version == version:
                return

    try:
        await client.initialize_async(lsp.InitializeParams(capabilities=lsp.ClientCapabilities(), root_uri=root.as_uri()))
        client.initialized(lsp.InitializedParams())
        start = time.perf_counter()
        client.text_document_did_open(lsp.DidOpenTextDocumentParams(lsp.TextDocumentItem(uri, "python", 1, original)))
        await published_version(1)
        first = time.perf_counter() - start
        latencies = []
        for generation in range(1, edits + 1):
            version = generation + 1
            change = lsp.TextDocumentContentChangeWholeDocument(text=corpus.touched(original, generation))
            start = time.perf_counter()
            client.text_document_did_change(
                lsp.DidChangeTextDocumentParams(lsp.VersionedTextDocumentIdentifier(version=version, uri=uri), [change])
            )
            await published_version(version)
            latencies.append(time.perf_counter() - start)
        assert client._server is not None
        peak = _vm_hwm(client._server.pid)
        await client.shutdown_async(None)
        client.exit(None)
    finally:
        await client.stop()
    return Drive(latencies, first, peak, out_of_order)


def _vm_hwm(pid: int) -> int:
    """The peak RSS of process `pid` in KiB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1])
    raise RuntimeError(f"no VmHWM for process {pid}")
