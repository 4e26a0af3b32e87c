"""The docs site (mkdocs.yml, docs/): it builds with `--strict`, as `make docs` builds it, and
the strict build refuses a page left out of the nav and a link to nothing."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def _build(root: Path, site: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(site)],
        cwd=root,
        capture_output=True,
        text=True,
        timeout=300,
        env={**os.environ, "NO_MKDOCS_2_WARNING": "1"},
    )


def test_the_site_builds_strictly(tmp_path: Path) -> None:
    done = _build(REPO, tmp_path / "site")
    assert done.returncode == 0, done.stderr
    for page in ("index.html", "getting-started/index.html", "reference/cli/index.html", "rules/index.html"):
        assert (tmp_path / "site" / page).is_file(), page
    assert "flowchart LR" in (tmp_path / "site" / "concepts" / "index.html").read_text(encoding="utf-8")


def test_an_orphan_page_and_a_broken_link_fail_the_build(tmp_path: Path) -> None:
    shutil.copy(REPO / "mkdocs.yml", tmp_path / "mkdocs.yml")
    shutil.copytree(REPO / "docs", tmp_path / "docs")
    (tmp_path / "docs" / "orphan.md").write_text("# Orphan\n\nSee [nothing](missing.md).\n", encoding="utf-8")

    done = _build(tmp_path, tmp_path / "site")

    assert done.returncode != 0
    assert "orphan.md" in done.stderr and "not included in the \"nav\"" in done.stderr, done.stderr
    assert "missing.md" in done.stderr, done.stderr
