"""DG111, opt-in: `+kubebuilder:default=<value>` rewritten as `+default=<json>` (SPEC §1: "`lint
--fix` can rewrite it"). The rewrite keeps the value controller-gen reads: on every
`+kubebuilder:default` of controller-gen's own testdata (testdata/controller_tools, sources in
its README) the CRD `defaultgen crd` writes is the same before and after, and that CRD's
defaults are controller-gen's golden ones (tests/test_controller_tools.py). By default the rule
is off, so those translations and the examples lint as written.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from test_controller_tools import CASES, DATA, IGNORED_BY_CONTROLLER_GEN

from defaultgen.cli.main import main
from defaultgen.lint.linter import lint
from defaultgen.settings import Settings
from defaultgen.source.discover import discover, load_universe

REPO = Path(__file__).resolve().parent.parent
BAD = REPO / "tests/fixtures/rules/DG111_bad.py"


def codes(path: Path, **settings: object) -> list[str]:
    universe = load_universe(discover([str(path)], path.parent), path.parent)
    return [d.code for d in lint(universe, Settings(cache=False, **settings))]


@pytest.mark.parametrize(
    ("settings", "reported"),
    [
        ({}, False),  # off by default
        ({"extend_select": ("DG111",)}, True),
        ({"select": ("ALL",)}, True),  # an explicit ALL covers it
        ({"select": ("DG1",)}, True),  # so does a prefix the settings name
        ({"select": ("DG2",)}, False),
        ({"extend_select": ("DG111",), "ignore": ("DG111",)}, False),
        ({"select": ("DG1",), "ignore": ("DG11",)}, False),  # the longer prefix wins, as for any rule
    ],
)
def test_dg111_is_opt_in(settings, reported):
    assert ("DG111" in codes(BAD, **settings)) is reported


def test_the_examples_and_translations_do_not_report_it_by_default():
    for path in (REPO / "testdata/examples", DATA, REPO / "testdata/k8s"):
        assert "DG111" not in codes(path)


def _copy(tmp_path: Path, case: str) -> Path:
    """The translation, without the markers controller-gen ignores (as test_controller_tools)."""
    copy = tmp_path / "controller_tools"
    shutil.copytree(DATA, copy, ignore=shutil.ignore_patterns("golden", "__pycache__"))
    for source in copy.rglob("*.py"):
        lines = source.read_text(encoding="utf-8").splitlines(keepends=True)
        source.write_text("".join(line for line in lines if line.strip().removeprefix("# ") not in IGNORED_BY_CONTROLLER_GEN[case]))
    return copy / CASES[case][0].relative_to(DATA)


def _crd(tmp_path: Path, path: Path, out: str, capsys) -> str:
    status = main(["crd", "--no-cache", str(path), "-o", str(tmp_path / out)])
    assert status == 0, capsys.readouterr().err
    return (tmp_path / out / CASES_GOLDEN[path.name]).read_text(encoding="utf-8")


CASES_GOLDEN = {CASES[case][0].name: CASES[case][1] for case in CASES}


def _markers(path: Path) -> list[str]:
    return [line.strip() for source in sorted(path.rglob("*.py")) for line in source.read_text(encoding="utf-8").splitlines()
            if "+kubebuilder:default" in line or line.strip().startswith("# +default=")]  # fmt: skip


@pytest.mark.parametrize("case", ["cronjob", "tutorial"])  # the translations with `+kubebuilder:default`
def test_the_rewrite_keeps_every_published_default(tmp_path, monkeypatch, capsys, case):
    """Fix every `+kubebuilder:default` of the translation (DG111 alone selected, so nothing
    else changes); the CRD is byte for byte the one written before."""
    path = _copy(tmp_path, case)
    monkeypatch.chdir(tmp_path)
    before = _crd(tmp_path, path, "before", capsys)
    written = sum("+kubebuilder:default" in marker for marker in _markers(path))
    assert main(["lint", "--no-cache", "--select", "DG111", "--fix", str(path)]) == 0, capsys.readouterr().out
    capsys.readouterr()
    left = [marker for marker in _markers(path) if "+kubebuilder:default" in marker]
    # controller-gen's precedence test: two default markers with different values (DG103)
    assert left == (['# +kubebuilder:default="kubebuilder-default"'] if case == "cronjob" else [])
    assert written > len(left)
    assert _crd(tmp_path, path, "after", capsys) == before


def test_the_values_are_what_controller_gen_reads(tmp_path, monkeypatch, capsys):
    """The rewritten markers of the CronJob testdata, checked by hand against the golden CRD's
    defaults (testdata.kubebuilder.io_cronjobs.yaml): a bare string, `{a,b}`, a list of maps,
    `{}` on a list (controller-gen writes `[]`), on a map and on an object (`{}`)."""
    path = _copy(tmp_path, "cronjob")
    monkeypatch.chdir(tmp_path)
    main(["lint", "--no-cache", "--select", "DG111", "--fix", str(path)])
    capsys.readouterr()
    text = (path / "cronjob_types.py").read_text(encoding="utf-8")
    for expected in (
        '# +default="forty-two"\n    # +kubebuilder:example=forty-two',
        '# +default=["a", "b"]',
        '# +default=[{"nested": {"foo": "baz", "bar": true}}, {"nested": {"foo": "qux", "bar": false}}]',
        '# +default=[]\n    # +kubebuilder:title="{}"',
        '# +default={}\n    defaulted_empty_map',
        '# +default={}\n    defaulted_empty_object',
    ):
        assert expected in text


def test_the_tutorial_s_colon_equals_form(tmp_path, monkeypatch, capsys):
    path = _copy(tmp_path, "tutorial")
    monkeypatch.chdir(tmp_path)
    main(["lint", "--no-cache", "--select", "DG111", "--fix", str(path)])
    capsys.readouterr()
    assert '# +default="Allow"' in "".join(p.read_text(encoding="utf-8") for p in path.rglob("*.py"))
