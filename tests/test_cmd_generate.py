"""`defaultgen generate`: what is written where, and when nothing may be written."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from defaultgen.cli.main import main
from defaultgen.fileio import GENERATED_HEADER

CLEAN = """
from dataclasses import dataclass, field


@dataclass
class Widget:
    # +default="blue"
    color: str = field(default="", metadata={"json": "color,omitempty"})
"""

# DG203: a non-zero default on a non-omitempty field
BROKEN = """
from dataclasses import dataclass


@dataclass
class Gadget:
    # +default=3
    size: int = 0
"""

# DG204 (a warning): a zero default on a non-omitempty field
WARNING = """
from dataclasses import dataclass


@dataclass
class Gizmo:
    # +default=0
    size: int = 0
"""


@pytest.fixture
def project(tmp_path, monkeypatch):
    """A project directory as the current directory; `write(name, text)` adds files."""
    monkeypatch.chdir(tmp_path)

    def write(name: str, text: str) -> Path:
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text).lstrip("\n"), encoding="utf-8")
        return path

    write("pkg/__init__.py", "")
    return write


def generate(*args: str) -> int:
    return main(["generate", *args])


def test_writes_a_module_next_to_each_module_with_dataclasses(project, capsys):
    """types.py gets types_defaults.py; a module without dataclasses gets nothing."""
    project("pkg/types.py", CLEAN)
    project("pkg/util.py", "def helper():\n    return 1\n")
    assert generate("pkg") == 0
    output = Path("pkg/types_defaults.py")
    assert output.read_text(encoding="utf-8").startswith(GENERATED_HEADER + "\n")
    assert not Path("pkg/util_defaults.py").exists()
    assert not Path("pkg/__init___defaults.py").exists()
    assert Path("pkg/_defaultgen.py").read_text(encoding="utf-8").startswith(GENERATED_HEADER + "\n")
    assert capsys.readouterr().err == "2 files generated\n"  # the module and the package's support module


def test_one_support_module_per_top_level_package_and_one_for_top_level_modules(project, capsys):
    """Every generated module of a package imports the same support module, at the top of the
    package; modules outside any package share one at the module root."""
    project("pkg/sub/__init__.py", "")
    project("pkg/sub/deep.py", CLEAN)
    project("pkg/types.py", CLEAN.replace("Widget", "Other"))
    project("loose.py", CLEAN.replace("Widget", "Loose"))
    assert generate("pkg", "loose.py") == 0
    assert sorted(str(p) for p in Path(".").rglob("_defaultgen.py")) == ["_defaultgen.py", "pkg/_defaultgen.py"]
    assert "from .. import _defaultgen as _dg\n" in Path("pkg/sub/deep_defaults.py").read_text(encoding="utf-8")
    assert "import _defaultgen as _dg\n" in Path("loose_defaults.py").read_text(encoding="utf-8")
    assert Path("_defaultgen.py").read_text(encoding="utf-8") == Path("pkg/_defaultgen.py").read_text(encoding="utf-8")


def test_check_covers_the_support_module_and_never_overwrites_one_we_did_not_write(project, capsys):
    """A stale support module is reported by --check and rewritten by generate; a hand-written
    file of that name is left alone and nothing is written."""
    project("pkg/types.py", CLEAN)
    assert generate("pkg") == 0
    support = Path("pkg/_defaultgen.py")
    support.write_text(support.read_text(encoding="utf-8") + "# edited\n", encoding="utf-8")
    capsys.readouterr()
    assert generate("pkg", "--check") == 1
    assert capsys.readouterr().err == "pkg/_defaultgen.py: stale\n1 file would change\n"
    assert generate("pkg") == 0
    assert generate("pkg", "--check") == 0
    support.write_text("# mine\n", encoding="utf-8")
    capsys.readouterr()
    assert generate("pkg") == 1
    assert "pkg/_defaultgen.py: not overwritten" in capsys.readouterr().err
    assert support.read_text(encoding="utf-8") == "# mine\n"


def test_a_second_run_leaves_unchanged_files_alone(project, capsys):
    """Generated files are not sources; unchanged outputs are not rewritten."""
    project("pkg/types.py", CLEAN)
    project("pkg/more.py", CLEAN.replace("Widget", "Other"))
    assert generate("pkg") == 0
    before = Path("pkg/types_defaults.py").stat().st_mtime_ns
    capsys.readouterr()
    assert generate("pkg") == 0
    assert capsys.readouterr().err == "3 files unchanged\n"
    assert Path("pkg/types_defaults.py").stat().st_mtime_ns == before
    assert not list(Path("pkg").glob("*_defaults_defaults.py"))


def test_exit_non_zero_on_change_fails_only_when_a_file_was_written(project):
    """For pre-commit: a newly created output exits 1 (pre-commit cannot see untracked files);
    a rerun with nothing to write exits 0."""
    project("pkg/types.py", CLEAN)
    assert generate("--exit-non-zero-on-change", "pkg") == 1
    assert Path("pkg/types_defaults.py").is_file()
    assert generate("--exit-non-zero-on-change", "pkg") == 0


def test_reports_generated_and_unchanged_together(project, capsys):
    """The summary counts what was written and what was already up to date."""
    project("pkg/types.py", CLEAN)
    assert generate("pkg") == 0
    project("pkg/more.py", CLEAN.replace("Widget", "Other"))
    project("pkg/third.py", CLEAN.replace("Widget", "Third"))
    capsys.readouterr()
    assert generate("pkg") == 0
    assert capsys.readouterr().err == "2 files generated, 2 unchanged\n"


def test_paths_default_to_the_current_directory(project):
    """With no PATHS (and none configured) the current directory is scanned."""
    project("pkg/types.py", CLEAN)
    assert generate() == 0
    assert Path("pkg/types_defaults.py").exists()


def test_nothing_is_written_while_lint_reports_errors(project, capsys):
    """A lint error anywhere: exit 1, the error printed, no file written (not even clean ones)."""
    project("pkg/types.py", CLEAN)
    project("pkg/broken.py", BROKEN)
    assert generate("pkg") == 1
    err = capsys.readouterr().err
    assert "pkg/broken.py:6:5: DG203 " in err
    assert "nothing written" in err
    assert not list(Path("pkg").glob("*_defaults.py"))


def test_warnings_do_not_block_unless_they_are_errors(project, capsys):
    """Warnings alone still generate; --warnings-as-errors makes them block."""
    project("pkg/gizmo.py", WARNING)
    assert generate("pkg", "--warnings-as-errors") == 1
    assert "DG204" in capsys.readouterr().err
    assert not Path("pkg/gizmo_defaults.py").exists()
    assert generate("pkg") == 0
    assert Path("pkg/gizmo_defaults.py").exists()


def test_a_file_without_the_generated_header_is_never_overwritten(project, capsys):
    """An existing hand-written file in the way: exit 1, untouched, named in the message,
    and no other output is written either."""
    project("pkg/types.py", CLEAN)
    project("pkg/more.py", CLEAN.replace("Widget", "Other"))
    mine = project("pkg/types_defaults.py", "# my own code\nVALUE = 1\n")
    assert generate("pkg") == 1
    err = capsys.readouterr().err
    assert "pkg/types_defaults.py: not overwritten: it was not generated by defaultgen" in err
    assert mine.read_text(encoding="utf-8") == "# my own code\nVALUE = 1\n"
    assert not Path("pkg/more_defaults.py").exists()


def test_check_names_missing_and_stale_outputs_and_writes_nothing(project, capsys):
    """--check: exit 1 naming each missing or stale file; exit 0 once up to date."""
    source = project("pkg/types.py", CLEAN)
    assert generate("pkg", "--check") == 1
    assert "pkg/types_defaults.py: missing" in capsys.readouterr().err
    assert not Path("pkg/types_defaults.py").exists()

    assert generate("pkg") == 0
    capsys.readouterr()
    assert generate("pkg", "--check") == 0

    source.write_text(CLEAN.replace('"blue"', '"red"'), encoding="utf-8")
    before = Path("pkg/types_defaults.py").read_text(encoding="utf-8")
    assert generate("pkg", "--check") == 1
    assert "pkg/types_defaults.py: stale" in capsys.readouterr().err
    assert Path("pkg/types_defaults.py").read_text(encoding="utf-8") == before


def test_a_hand_edited_output_is_stale_and_is_put_back(project, capsys):
    """Editing a generated file does not fool the next run (nor its cache)."""
    project("pkg/types.py", CLEAN)
    assert generate("pkg") == 0
    output = Path("pkg/types_defaults.py")
    original = output.read_text(encoding="utf-8")
    output.write_text(original.replace('"blue"', '"green"'), encoding="utf-8")
    capsys.readouterr()
    assert generate("pkg", "--check") == 1
    assert "pkg/types_defaults.py: stale" in capsys.readouterr().err
    assert generate("pkg") == 0
    assert output.read_text(encoding="utf-8") == original


def test_diff_prints_what_would_change_and_writes_nothing(project, capsys):
    """--diff: a unified diff on stdout and exit 1 when something would change; silence
    and exit 0 when nothing would."""
    project("pkg/types.py", CLEAN)
    assert generate("pkg", "--diff") == 1
    out = capsys.readouterr().out
    assert out.startswith("--- /dev/null\n+++ pkg/_defaultgen.py\n")
    assert "--- /dev/null\n+++ pkg/types_defaults.py\n" in out
    assert f"+{GENERATED_HEADER}\n" in out
    assert not Path("pkg/types_defaults.py").exists()

    assert generate("pkg") == 0
    Path("pkg/types.py").write_text(CLEAN.replace('"blue"', '"red"'), encoding="utf-8")
    capsys.readouterr()
    assert generate("pkg", "--diff") == 1
    out = capsys.readouterr().out
    assert '-        obj.color = "blue"\n' in out and '+        obj.color = "red"\n' in out
    assert '"blue"' in Path("pkg/types_defaults.py").read_text(encoding="utf-8")

    assert generate("pkg") == 0
    capsys.readouterr()
    assert generate("pkg", "--diff") == 0
    assert capsys.readouterr().out == ""


def test_an_output_whose_module_lost_its_dataclasses_is_removed(project, capsys):
    """Only files we generated go: a hand-written file of the same kind of name stays."""
    source = project("pkg/types.py", CLEAN)
    project("pkg/util.py", "X = 1\n")
    mine = project("pkg/util_defaults.py", "# hand-written\n")
    assert generate("pkg") == 0
    source.write_text("X = 2\n", encoding="utf-8")
    assert generate("pkg", "--check") == 1
    assert "pkg/types_defaults.py: orphaned" in capsys.readouterr().err
    assert generate("pkg") == 0
    assert capsys.readouterr().err == "1 file removed\n"
    assert not Path("pkg/types_defaults.py").exists()
    assert mine.read_text(encoding="utf-8") == "# hand-written\n"


def test_output_pattern_names_the_files(project):
    """--output-pattern (and [tool.defaultgen] output-pattern) choose the file name."""
    project("pkg/types.py", CLEAN)
    assert generate("pkg", "--output-pattern", "{module}_gen.py") == 0
    assert Path("pkg/types_gen.py").exists()
    project("pyproject.toml", '[tool.defaultgen]\noutput-pattern = "gen_{module}.py"\n')
    assert generate("pkg") == 0
    assert Path("pkg/gen_types.py").exists()


def test_a_bad_output_pattern_is_a_usage_error(project, capsys):
    """A pattern without {module} is refused with exit 2 before anything is read."""
    project("pkg/types.py", CLEAN)
    assert generate("pkg", "--output-pattern", "defaults.py") == 2
    assert "output-pattern 'defaults.py' must be a file name containing {module}" in capsys.readouterr().err


def test_a_module_that_cannot_be_imported_is_reported(project, capsys):
    """A package folder name that is not an identifier: exit 1, the file named, nothing written."""
    project("my-api/__init__.py", "")
    project("my-api/types.py", CLEAN)
    project("pkg/types.py", CLEAN)
    assert generate("my-api", "pkg") == 1
    err = capsys.readouterr().err
    assert "my-api/types.py: `my-api.types` is not an importable module name" in err
    assert not list(Path(".").rglob("*_defaults.py"))


def test_written_files_are_black_clean_and_leave_no_temporary_files(project):
    """`black --check` accepts the output; atomic writes leave nothing behind."""
    project("pkg/types.py", CLEAN)
    project("pkg/more.py", CLEAN.replace("Widget", "Other"))
    assert generate("pkg") == 0
    result = subprocess.run(
        [sys.executable, "-m", "black", "--check", "--quiet", "pkg/types_defaults.py", "pkg/more_defaults.py", "pkg/_defaultgen.py"],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stderr
    assert sorted(p.name for p in Path("pkg").iterdir() if p.is_file()) == [
        "__init__.py",
        "_defaultgen.py",
        "more.py",
        "more_defaults.py",
        "types.py",
        "types_defaults.py",
    ]


def test_the_command_line_does_not_load_black_or_jinja2_until_generate_runs():
    """Building the parser (what `lint` pays for) imports neither black nor jinja2."""
    script = "import sys, defaultgen.cli.main as c; c.build_parser(); print(sorted(m for m in ('black', 'jinja2') if m in sys.modules))"
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "[]"
