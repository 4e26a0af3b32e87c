"""`defaultgen openapi` on the command line (SPEC §4, §6)."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
import yaml

from defaultgen.cli.main import main

SOURCE = '''\
from dataclasses import dataclass, field
from typing import NewType, Optional

# +default=["a", "b"]
Names = NewType("Names", list[str])


@dataclass
class Sub:
    """Sub is nested."""

    # +default="n"
    name: str = field(default="", metadata={"json": "name,omitempty"})


@dataclass
class Root:
    # The entry.
    entry: Sub = field(default_factory=Sub)
    first: Names = field(default_factory=list, metadata={"json": "first,omitempty"})
    second: Names = field(default_factory=list, metadata={"json": "second,omitempty"})
    maybe: Optional[Sub] = field(default=None, metadata={"json": "maybe,omitempty"})
'''

SUB = {
    "description": "Sub is nested.",
    "type": "object",
    "properties": {"name": {"type": "string", "default": "n"}},
}
ROOT = {
    "type": "object",
    "properties": {
        "entry": {"description": "The entry.", "allOf": [{"$ref": "#/components/schemas/pkg.api.Sub"}], "default": {}},
        "first": {"type": "array", "items": {"type": "string", "default": ""}, "default": ["a", "b"]},
        "second": {"type": "array", "items": {"type": "string", "default": ""}, "default": ["a", "b"]},
        "maybe": {"$ref": "#/components/schemas/pkg.api.Sub"},
    },
    "required": ["entry"],
}


@pytest.fixture
def project(tmp_path, monkeypatch):
    """A project directory with the package pkg (pkg/api.py), as the current directory."""
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'x'\n")
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "__init__.py").write_text("")
    (tmp_path / "pkg" / "api.py").write_text(SOURCE)
    monkeypatch.chdir(tmp_path)
    return tmp_path


def run(*argv: str) -> int:
    return main(["openapi", "--no-cache", *argv])


def test_json_to_stdout(project, capsys):
    """The document goes to stdout as JSON, schemas named by dotted module path (`pkg.api.Root`:
    the package that holds them) and class, in declaration order."""
    assert run("pkg") == 0
    document = json.loads(capsys.readouterr().out)
    assert document == {"components": {"schemas": {"pkg.api.Sub": SUB, "pkg.api.Root": ROOT}}}
    assert list(document["components"]["schemas"]["pkg.api.Root"]["properties"]) == ["entry", "first", "second", "maybe"]


def test_yaml_output_has_no_aliases(project, capsys):
    """--format yaml writes the same document in YAML, with repeated defaults written out
    (no `&id` anchors)."""
    assert run("pkg", "--format", "yaml") == 0
    text = capsys.readouterr().out
    assert "&" not in text and "*id" not in text
    assert yaml.safe_load(text) == {"components": {"schemas": {"pkg.api.Sub": SUB, "pkg.api.Root": ROOT}}}


@pytest.mark.parametrize("flag", ["-o", "--output"])
def test_output_file(project, capsys, flag):
    """-o/--output writes the file (and nothing to stdout); running again gives the same bytes."""
    assert run("pkg", flag, "openapi.json") == 0
    assert capsys.readouterr().out == ""
    first = (project / "openapi.json").read_bytes()
    assert json.loads(first)["components"]["schemas"]["pkg.api.Root"] == ROOT
    assert run("pkg", flag, "openapi.json") == 0
    assert (project / "openapi.json").read_bytes() == first


def test_output_settings_from_pyproject(project, capsys):
    """`openapi-output` and `openapi-format` in [tool.defaultgen] choose file and format."""
    (project / "pyproject.toml").write_text('[tool.defaultgen]\nopenapi-output = "out.yaml"\nopenapi-format = "yaml"\n')
    assert run("pkg") == 0
    assert yaml.safe_load((project / "out.yaml").read_text())["components"]["schemas"]["pkg.api.Sub"] == SUB


def test_lint_errors_write_nothing(project, capsys):
    """While lint reports errors, nothing is emitted: the diagnostics go to stderr, exit 1."""
    (project / "pkg" / "bad.py").write_text(
        textwrap.dedent(
            """\
            from dataclasses import dataclass

            @dataclass
            class Bad:
                # +default="x"
                name: str = ""
            """
        )
    )
    assert run("pkg", "-o", "openapi.json") == 1
    captured = capsys.readouterr()
    assert "pkg/bad.py:5:5: DG203" in captured.err
    assert "nothing written" in captured.err
    assert captured.out == ""
    assert not (project / "openapi.json").exists()


def test_warnings_do_not_block_unless_configured(project, capsys):
    """A warning (DG204) does not stop the output; with warnings-as-errors it does."""
    (project / "pkg" / "warn.py").write_text(
        "from dataclasses import dataclass\n\n@dataclass\nclass W:\n    # +default=0\n    n: int = 0\n"
    )
    assert run("pkg") == 0
    assert "pkg.warn.W" in json.loads(capsys.readouterr().out)["components"]["schemas"]
    (project / "pyproject.toml").write_text("[tool.defaultgen]\nwarnings-as-errors = true\n")
    assert run("pkg") == 1
    assert "DG204" in capsys.readouterr().err


def test_structural_root(project, capsys):
    """--structural ROOT prints one inlined schema for ROOT."""
    assert run("pkg", "--structural", "Root") == 0
    schema = json.loads(capsys.readouterr().out)
    sub = {"type": "object", "properties": {"name": {"type": "string", "default": "n"}}}
    assert schema["properties"]["entry"] == {"description": "The entry.", **sub, "default": {}}
    assert schema["properties"]["maybe"] == {"description": "Sub is nested.", **sub}
    assert "$ref" not in json.dumps(schema)


def test_structural_unknown_root_is_a_usage_error(project, capsys):
    """An unknown ROOT exits 2 with a suggestion and writes nothing."""
    assert run("pkg", "--structural", "Rot") == 2
    captured = capsys.readouterr()
    assert "no dataclass named `Rot`" in captured.err and "`Root`" in captured.err
    assert captured.out == ""


def test_structural_recursive_root(project, capsys):
    """A recursive ROOT exits 1 with the located cycle on stderr."""
    (project / "pkg" / "tree.py").write_text(
        "from __future__ import annotations\n"
        "from dataclasses import dataclass, field\n\n"
        '@dataclass\nclass Tree:\n    children: list[Tree] = field(default_factory=list, metadata={"json": "children"})\n'
    )
    assert run("pkg", "--structural", "Tree") == 1
    captured = capsys.readouterr()
    assert "pkg/tree.py:6:5: pkg.tree.Tree is recursive (Tree.children → Tree)" in captured.err
    assert captured.out == ""


def test_missing_path_is_a_usage_error(project, capsys):
    """A PATH that does not exist exits 2."""
    assert run("nowhere") == 2
    assert "nowhere: no such file or directory" in capsys.readouterr().err


def test_python_dash_m(project):
    """`python -m defaultgen openapi` works the same."""
    result = subprocess.run(
        [sys.executable, "-m", "defaultgen", "openapi", "--no-cache", "pkg"], capture_output=True, text=True, cwd=project
    )
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["components"]["schemas"]["pkg.api.Root"] == ROOT
