"""`make run` on a copy of the checkout: every step of the example passes, the output says so
in a few lines, and the committed example files come out unchanged."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
_SCRATCH = ("__pycache__", ".defaultgen_cache")  # what a run may leave behind
# the real data of testdata/import that `make run` imports
_IMPORTED = ("kubernetes/v1.35/api__v1_openapi.json", "crds/flux-source-controller")


def _contents(root: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(root)): p.read_bytes()
        for p in sorted(root.rglob("*"))
        if p.is_file() and not set(_SCRATCH) & set(p.parts)
    }


def test_make_run_passes_and_changes_nothing(tmp_path: Path) -> None:
    """From the Makefile, testdata/examples and the real data it imports alone (with this
    interpreter's environment as .venv, already installed), `make run` exits 0, shows each
    step's result, and leaves every committed file as it was: imported and generated modules
    and schema are current."""
    shutil.copy(REPO / "Makefile", tmp_path / "Makefile")
    examples = tmp_path / "testdata" / "examples"
    shutil.copytree(REPO / "testdata" / "examples", examples, ignore=shutil.ignore_patterns(*_SCRATCH))
    for name in _IMPORTED:
        source, target = REPO / "testdata" / "import" / name, tmp_path / "testdata" / "import" / name
        target.parent.mkdir(parents=True, exist_ok=True)
        (shutil.copytree if source.is_dir() else shutil.copyfile)(source, target)
    (tmp_path / ".venv").symlink_to(Path(sys.prefix), target_is_directory=True)
    before = _contents(examples)

    done = subprocess.run(
        ["make", "--no-print-directory", "-o", ".venv/.installed", "run"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=300,
    )

    assert done.returncode == 0, done.stdout + done.stderr
    for step in (
        "All checks passed!",
        "wrote service/openapi.json",
        '"name": "checkout"',
        "service/config-broken.yaml refused: both mistakes named",
        "service/config-invalid.yaml refused: the port beyond 65535 named with its path",
        "built-in and CRD paths agree",
        "Widget v1: built-in and CRD paths agree",
        "Widget v1alpha1: built-in and CRD paths agree",
        "GitRepository v1: built-in and CRD paths agree",
        "GitRepository v1: both paths refuse gitrepository-invalid.yaml",
    ):
        assert step in done.stdout, done.stdout
    # both imports are current: what they write is what is committed (the summary goes to stderr)
    assert "defaultgen import: 0 files written, 21 unchanged" in done.stderr, done.stderr
    assert "defaultgen import: 0 files written, 2 unchanged" in done.stderr, done.stderr
    assert _contents(examples) == before
