"""`defaultgen lint` (defaultgen/cli/lint): output, formats, exit status, configuration."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from defaultgen.cli.main import main

CLEAN = """\
from dataclasses import dataclass, field


@dataclass
class Spec:
    # +default=3
    replicas: int = field(default=0, metadata={"json": "replicas,omitempty"})
"""

# DG203 at 6:5 (the marker).
ERROR = CLEAN.replace('metadata={"json": "replicas,omitempty"}', 'metadata={"json": "replicas"}')

# DG204 (a warning) at 6:5.
WARNING = CLEAN.replace("# +default=3", "# +default=0").replace(",omitempty", "")


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty project directory as the current directory (its own pyproject.toml, so no
    configuration from outside leaks in)."""
    (tmp_path / "pyproject.toml").write_text("[tool.defaultgen]\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def put(root: Path, name: str, text: str) -> None:
    path = root / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def test_clean_types_exit_0(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Nothing found: exit 0 and ruff's `All checks passed!`."""
    put(project, "api/spec.py", CLEAN)
    assert main(["lint", "api"]) == 0
    assert capsys.readouterr().out == "All checks passed!\n"


def test_errors_exit_1_with_paths_as_given(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Each finding on its own line, the path as given on the command line, then a summary."""
    put(project, "api/spec.py", ERROR)
    assert main(["lint", "api/"]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("api/spec.py:6:5: DG203 field `Spec.replicas` defaults to 3 without omitempty")
    assert lines[1:] == ["Found 1 error."]


def test_paths_default_to_the_configured_ones_then_the_current_directory(
    project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """No PATHS: `paths` from [tool.defaultgen], else `.`."""
    for package in ("api", "other"):  # packages: two loose spec.py files would both be `spec`
        put(project, f"{package}/__init__.py", "")
        put(project, f"{package}/spec.py", ERROR)
    assert main(["lint"]) == 1
    assert [line.split(":")[0] for line in capsys.readouterr().out.splitlines()[:-1]] == [
        "api/spec.py",  # as ruff shows them: `.` adds no `./`
        "other/spec.py",
    ]
    (project / "pyproject.toml").write_text('[tool.defaultgen]\npaths = ["other"]\n', encoding="utf-8")
    assert main(["lint"]) == 1
    assert capsys.readouterr().out.splitlines()[0].startswith("other/spec.py:6:5: DG203")


def test_warnings_do_not_fail_unless_asked(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A warning is printed and counted but exits 0; --warnings-as-errors makes it exit 1."""
    put(project, "spec.py", WARNING)
    assert main(["lint", "spec.py"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("spec.py:6:5: DG204 ") and out.endswith("\nFound 1 warning.\n")
    assert main(["lint", "spec.py", "--warnings-as-errors"]) == 1


def test_format_json(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """--format json prints only a JSON list of {path, line, col, code, severity, message}."""
    put(project, "spec.py", ERROR)
    assert main(["lint", "spec.py", "--format", "json"]) == 1
    [finding] = json.loads(capsys.readouterr().out)
    assert set(finding) == {"path", "line", "col", "code", "severity", "message"}
    assert (finding["path"], finding["line"], finding["col"], finding["code"], finding["severity"]) == (
        "spec.py",
        6,
        5,
        "DG203",
        "error",
    )


def test_format_github(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """--format github prints workflow annotations only."""
    put(project, "spec.py", ERROR)
    assert main(["lint", "spec.py", "--format", "github"]) == 1
    out = capsys.readouterr().out
    assert out.startswith("::error file=spec.py,line=6,col=5,title=DG203::field `Spec.replicas`")
    assert len(out.splitlines()) == 1


def test_select_and_ignore_flags(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """--ignore drops a code (exit 0 then); --select from pyproject is overridden by the flag."""
    put(project, "spec.py", ERROR)
    assert main(["lint", "spec.py", "--ignore", "DG203"]) == 0
    assert capsys.readouterr().out == "All checks passed!\n"
    (project / "pyproject.toml").write_text('[tool.defaultgen]\nselect = ["DG1"]\n', encoding="utf-8")
    assert main(["lint", "spec.py"]) == 0
    assert main(["lint", "spec.py", "--select", "DG2"]) == 1


def test_nonexistent_path_is_a_usage_error(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """One clear line on stderr, exit 2, nothing on stdout."""
    assert main(["lint", "nope"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == "defaultgen lint: nope: no such file or directory\n"


def test_unknown_rule_code_is_a_usage_error(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A typo in --select exits 2 and names the code."""
    put(project, "spec.py", CLEAN)
    assert main(["lint", "spec.py", "--select", "DG9"]) == 2
    assert "unknown rule code `DG9`" in capsys.readouterr().err


def test_unknown_format_is_a_usage_error(project: Path) -> None:
    """argparse rejects a format it does not know, with exit status 2."""
    with pytest.raises(SystemExit) as exit_info:
        main(["lint", "--format", "xml"])
    assert exit_info.value.code == 2


def test_syntax_error_is_a_finding_not_a_crash(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A broken file is DG100 (exit 1), never a traceback."""
    put(project, "broken.py", "from dataclasses import dataclass\n@dataclass\nclass A(:\n")
    assert main(["lint", "broken.py"]) == 1
    assert capsys.readouterr().out.startswith("broken.py:3:9: DG100")


def run_module(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, *args], cwd=cwd, capture_output=True, text=True, timeout=120)


def test_python_m_defaultgen_lint(project: Path) -> None:
    """`python -m defaultgen lint` is the same command, with the same exit status."""
    put(project, "spec.py", ERROR)
    result = run_module("-m", "defaultgen", "lint", "spec.py", "--no-cache", cwd=project)
    assert result.returncode == 1, result.stderr
    assert result.stdout.splitlines()[0].startswith("spec.py:6:5: DG203 ")
    assert result.stdout.splitlines()[-1] == "Found 1 error."


def test_lint_loads_neither_black_nor_jinja2(project: Path) -> None:
    """lint stays light: the generator's heavy dependencies are never imported."""
    put(project, "spec.py", CLEAN)
    script = textwrap.dedent("""\
        import sys
        from defaultgen.cli.main import main
        status = main(["lint", "spec.py", "--no-cache"])
        print(status, sorted(m for m in ("black", "jinja2") if m in sys.modules))
        """)
    result = run_module("-c", script, cwd=project)
    assert result.stdout.splitlines()[-1] == "0 []", result.stderr


def test_per_file_ignores_from_pyproject_match_paths_found_under_dot(
    project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Patterns are relative to the project: `api/*` matches `api/spec.py` found from `.`."""
    for package in ("api", "other"):
        put(project, f"{package}/__init__.py", "")
        put(project, f"{package}/spec.py", ERROR)
    (project / "pyproject.toml").write_text(
        '[tool.defaultgen]\n[tool.defaultgen.per-file-ignores]\n"api/*" = ["DG203"]\n', encoding="utf-8"
    )
    assert main(["lint", "."]) == 1
    assert [line.split(":")[0] for line in capsys.readouterr().out.splitlines()[:-1]] == ["other/spec.py"]
