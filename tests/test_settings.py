"""Settings (defaultgen/settings): `[tool.defaultgen]` in the nearest pyproject.toml, flags
that override it, mistakes in it (exit 2 naming the key), and every setting honoured by the
commands that use it — run through `defaultgen.cli.main.main` as a user would."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest
import yaml

from defaultgen.cli.main import build_parser, main
from defaultgen.settings import Settings

CLEAN = """\
from dataclasses import dataclass, field


@dataclass
class Spec:
    # +default=3
    replicas: int = field(default=0, metadata={"json": "replicas,omitempty"})
"""

# DG203 (an error) at 6:5.
ERROR = CLEAN.replace('metadata={"json": "replicas,omitempty"}', 'metadata={"json": "replicas"}')

# DG204 (a warning) at 6:5.
WARNING = CLEAN.replace("# +default=3", "# +default=0").replace(",omitempty", "")


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty project (with its own pyproject.toml) as the current directory."""
    configure(tmp_path, "")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def configure(root: Path, table: str) -> None:
    (root / "pyproject.toml").write_text("[tool.defaultgen]\n" + table, encoding="utf-8")


def put(root: Path, name: str, text: str) -> None:
    path = root / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def reported(out: str) -> list[str]:
    """The paths of the findings in text output (the summary line left out)."""
    return [line.split(":")[0] for line in out.splitlines() if not line.startswith(("Found", "All checks"))]


# --- one declaration per setting ---------------------------------------------------------------


def test_every_setting_is_a_pyproject_key_and_its_flags_come_from_the_same_field(project: Path) -> None:
    """Each Settings field is accepted in [tool.defaultgen] under its dashed name, and each
    command that lists it takes the flag (no second declaration anywhere)."""
    subparsers = next(a for a in build_parser()._actions if a.dest == "command").choices
    for f in dataclasses.fields(Settings):
        key = f.name.replace("_", "-")
        assert f.metadata["help"], key
        for command in f.metadata["commands"]:
            flag = f.metadata["flag"] or "--" + key
            assert flag in subparsers[command]._option_string_actions, (command, flag)
    every_key = "".join(f"{f.name.replace('_', '-')} = {toml_value(f)}\n" for f in dataclasses.fields(Settings))
    configure(project, every_key)
    put(project, "spec.py", CLEAN)
    assert main(["lint"]) == 0


def toml_value(f: dataclasses.Field) -> str:
    """A setting's default, written as TOML."""
    value = f.default_factory() if f.default_factory is not dataclasses.MISSING else f.default  # type: ignore[misc]
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, dict):
        return "{}"
    return json.dumps(list(value) if isinstance(value, tuple) else value)


# --- mistakes are usage errors that name the key -----------------------------------------------


@pytest.mark.parametrize(
    ("table", "says"),
    [
        ('exlude = ["legacy"]\n', "unknown key `exlude` in [tool.defaultgen]"),
        ('select = "DG2"\n', "[tool.defaultgen] select must be a list of strings"),
        ('warnings-as-errors = "yes"\n', "[tool.defaultgen] warnings-as-errors must be true or false"),
        ('openapi-format = "xml"\n', "[tool.defaultgen] openapi-format must be one of json, yaml"),
        ('output-format = "junit"\n', "[tool.defaultgen] output-format must be one of text, json, github, sarif"),
        ("output-pattern = 3\n", "[tool.defaultgen] output-pattern must be a string"),
        ('[tool.defaultgen.per-file-ignores]\n"a.py" = "DG2"\n', "[tool.defaultgen] per-file-ignores must be a table"),
        ('select = ["DG9"]\n', "unknown rule code `DG9` in select"),
        (
            '[tool.defaultgen.per-file-ignores]\n"a.py" = ["DG9"]\n',
            "unknown rule code `DG9` in per-file-ignores `a.py`",
        ),
        ("select = [\n", "cannot read"),
    ],
)
def test_bad_configuration_exits_2_naming_the_key(
    project: Path, capsys: pytest.CaptureFixture[str], table: str, says: str
) -> None:
    """A typo'd key or a value of the wrong kind stops the run (exit 2) with one line that
    names the file and the key; nothing is linted."""
    configure(project, table)
    put(project, "spec.py", ERROR)
    assert main(["lint"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith("defaultgen lint: ") and says in captured.err
    assert len(captured.err.splitlines()) == 1


def test_a_table_that_is_not_a_table_is_a_usage_error(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`tool.defaultgen = 3` is rejected, not ignored."""
    (project / "pyproject.toml").write_text("[tool]\ndefaultgen = 3\n", encoding="utf-8")
    assert main(["lint"]) == 2
    assert "[tool.defaultgen] must be a table" in capsys.readouterr().err


# --- flags override the file ---------------------------------------------------------------------


def test_flags_override_pyproject(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Precedence: defaults < pyproject < flags, for values and booleans alike."""
    configure(project, 'output-format = "json"\nwarnings-as-errors = true\n')
    put(project, "spec.py", WARNING)
    assert main(["lint"]) == 1
    assert json.loads(capsys.readouterr().out)[0]["code"] == "DG204"
    assert main(["lint", "--format", "text", "--no-warnings-as-errors"]) == 0
    assert capsys.readouterr().out.endswith("Found 1 warning.\n")


# --- every setting honoured ----------------------------------------------------------------------


def test_paths_are_relative_to_the_pyproject_that_names_them(
    project: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """`paths = ["api"]` means the project's api/ even when run from a subdirectory; the
    findings are shown from the current directory."""
    configure(project, 'paths = ["api"]\n')
    put(project, "api/spec.py", ERROR)
    put(project, "tools/spec.py", ERROR)
    monkeypatch.chdir(project / "tools")
    assert main(["lint"]) == 1
    assert reported(capsys.readouterr().out) == ["../api/spec.py"]


def test_exclude_names_and_paths(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A pattern without `/` matches a file or directory name anywhere (a directory is not
    entered); one with `/` matches the path from the project root."""
    configure(project, 'exclude = ["legacy", "*_pb2.py", "api/v1/*"]\n')
    for name in ("api/legacy/spec.py", "legacy/spec.py", "api/spec_pb2.py", "api/v1/spec.py", "api/v2/spec.py"):
        put(project, name, ERROR)
    assert main(["lint"]) == 1
    assert reported(capsys.readouterr().out) == ["api/v2/spec.py"]


def test_exclude_patterns_from_pyproject_hold_from_a_subdirectory(
    project: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """`api/v1/*` is anchored at the pyproject's directory, wherever the command runs; a
    flag's pattern is relative to the current directory."""
    configure(project, 'exclude = ["api/v1/*"]\n')
    put(project, "api/v1/spec.py", ERROR)
    put(project, "api/v2/spec.py", ERROR)
    monkeypatch.chdir(project / "api")
    assert main(["lint", "."]) == 1
    assert reported(capsys.readouterr().out) == ["v2/spec.py"]
    assert main(["lint", ".", "--exclude", "v2/*"]) == 1  # the flag replaces the configured list
    assert reported(capsys.readouterr().out) == ["v1/spec.py"]


def test_files_named_on_the_command_line_are_excluded_only_with_force_exclude(
    project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """As with ruff: naming a file checks it, unless force-exclude (what pre-commit needs)."""
    configure(project, 'exclude = ["generated_*.py"]\n')
    put(project, "generated_spec.py", ERROR)
    assert main(["lint", "generated_spec.py"]) == 1
    assert main(["lint", "generated_spec.py", "--force-exclude"]) == 0
    assert capsys.readouterr().out.endswith("All checks passed!\n")


def test_select_ignore_and_extend_select_from_pyproject(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """select narrows, extend-select adds to it, ignore removes."""
    put(project, "spec.py", ERROR.replace("replicas: int = field(default=0,", "replicas: int = field(default=2,"))
    # DG203 (the marker, 6:5) and DG303 (`default=2`, 7:5)
    configure(project, 'select = ["DG1"]\nextend-select = ["DG303"]\n')
    assert main(["lint", "--format", "json"]) == 0
    assert [f["code"] for f in json.loads(capsys.readouterr().out)] == ["DG303"]
    configure(project, 'ignore = ["DG3"]\n')
    assert main(["lint", "--format", "json"]) == 1
    assert [f["code"] for f in json.loads(capsys.readouterr().out)] == ["DG203"]


def test_per_file_ignores_from_pyproject_hold_from_a_subdirectory(
    project: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A per-file-ignores path pattern is anchored at the pyproject's directory too."""
    configure(project, '[tool.defaultgen.per-file-ignores]\n"api/legacy/*" = ["DG203"]\n')
    put(project, "api/__init__.py", "")
    put(project, "api/legacy/__init__.py", "")
    put(project, "api/legacy/spec.py", ERROR)
    put(project, "api/spec.py", ERROR)
    monkeypatch.chdir(project / "api")
    assert main(["lint", "."]) == 1
    assert reported(capsys.readouterr().out) == ["spec.py"]


def test_warnings_as_errors_from_pyproject(project: Path) -> None:
    """A warning fails the run once the project says so."""
    put(project, "spec.py", WARNING)
    assert main(["lint"]) == 0
    configure(project, "warnings-as-errors = true\n")
    assert main(["lint"]) == 1


def test_output_format_from_pyproject(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`output-format = "github"` makes plain `defaultgen lint` print annotations."""
    configure(project, 'output-format = "github"\n')
    put(project, "spec.py", ERROR)
    assert main(["lint"]) == 1
    assert capsys.readouterr().out.startswith("::error file=spec.py,line=6,col=5,title=DG203::")


SCHEMA_SOURCE = """\
# +defaultgen
from dataclasses import dataclass


@dataclass
class Root:
    name: str = ""
"""


def test_module_root_and_openapi_output_are_relative_to_the_pyproject(
    project: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """From a subdirectory, `module-root = "src"` still names schemas from src/ and
    `openapi-output` still writes into the project, in the configured format."""
    configure(project, 'module-root = "src"\nopenapi-output = "out/api.yaml"\nopenapi-format = "yaml"\n')
    put(project, "src/pkg/types.py", SCHEMA_SOURCE)
    (project / "out").mkdir()
    monkeypatch.chdir(project / "src" / "pkg")
    assert main(["openapi", "types.py"]) == 0
    assert capsys.readouterr().out == ""
    schemas = yaml.safe_load((project / "out" / "api.yaml").read_text(encoding="utf-8"))["components"]["schemas"]
    assert list(schemas) == ["pkg.types.Root"]


def test_output_pattern_names_the_generated_module(project: Path) -> None:
    """`output-pattern` decides the file `generate` writes next to each module."""
    configure(project, 'output-pattern = "{module}_gen.py"\n')
    put(project, "api/spec.py", CLEAN)
    assert main(["generate", "api"]) == 0
    assert (project / "api" / "spec_gen.py").is_file()
    assert not (project / "api" / "spec_defaults.py").exists()


def test_cache_can_be_turned_off(project: Path) -> None:
    """The parse cache is written by default and not at all with `cache = false`."""
    put(project, "spec.py", CLEAN)
    configure(project, "cache = false\n")
    assert main(["lint"]) == 0
    assert not (project / ".defaultgen_cache").exists()
    configure(project, "")
    assert main(["lint"]) == 0
    assert (project / ".defaultgen_cache").is_dir()
