"""Module names as Python's import system gives them, and the relative imports of generated
code (SPEC §6): src layouts, flat layouts, namespace packages, loose files, installed and
vendored packages, from any working directory."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import black
import pytest

from defaultgen.cli.main import main
from defaultgen.codegen.generate import import_statement
from defaultgen.source.discover import module_name

# A src layout (`src/mypkg/...`, every folder a package) where the subpackage `a` uses the
# subpackage `b`, `b` declares a dataclass in its `__init__.py`, and `mypkg.types` imports
# from `b` by absolute name.
SRC_LAYOUT = {
    "pyproject.toml": """
        [build-system]
        requires = ["hatchling"]
        build-backend = "hatchling.build"

        [project]
        name = "mypkg"
        version = "0.1.0"

        [tool.hatch.build.targets.wheel]
        packages = ["src/mypkg"]
        """,
    "src/mypkg/__init__.py": "",
    "src/mypkg/types.py": """
        from dataclasses import dataclass, field
        from typing import Optional

        from mypkg.b.common import Port


        @dataclass
        class Spec:
            # +default="web"
            name: str = field(default="", metadata={"json": "name,omitempty"})
            port: Port = field(default_factory=Port)
            # +default={"port": 443}
            secure: Optional[Port] = field(default=None, metadata={"json": "secure,omitempty"})
        """,
    "src/mypkg/a/__init__.py": "",
    "src/mypkg/a/app.py": """
        from dataclasses import dataclass, field

        from .. import b
        from ..b.common import Port


        @dataclass
        class App:
            # +default=[{"name": "http"}]
            ports: list[Port] = field(default_factory=list, metadata={"json": "ports,omitempty"})
            meta: b.Meta = field(default_factory=b.Meta)
        """,
    "src/mypkg/b/__init__.py": """
        from dataclasses import dataclass, field


        @dataclass
        class Meta:
            # +default="v1"
            version: str = field(default="", metadata={"json": "version,omitempty"})
        """,
    "src/mypkg/b/common.py": """
        from dataclasses import dataclass, field


        @dataclass
        class Port:
            name: str = field(default="", metadata={"json": "name,omitempty"})
            # +default=8080
            port: int = field(default=0, metadata={"json": "port,omitempty"})
        """,
}

GENERATED = [
    "src/mypkg/a/app_defaults.py",
    "src/mypkg/b/__init___defaults.py",
    "src/mypkg/b/common_defaults.py",
    "src/mypkg/types_defaults.py",
]

# Run inside the installed (or vendored) package: both defaulting entry points, across packages.
CHECK = """
import json
import {package}.types as types, {package}.types_defaults as types_defaults
import {package}.a.app as app, {package}.a.app_defaults as app_defaults
spec = types_defaults.load(types.Spec, {{}})
application = app_defaults.load(app.App, {{"ports": [{{"port": 1}}]}})
print(json.dumps([types.__file__, types_defaults.to_dict(spec), app_defaults.to_dict(application)]))
"""
LOADED = [
    {"name": "web", "port": {"port": 8080}, "secure": {"port": 443}},
    {"ports": [{"port": 1}], "meta": {"version": "v1"}},
]


def write_tree(root: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text).lstrip("\n"), encoding="utf-8")


def run_in(directory: Path, monkeypatch: pytest.MonkeyPatch, *argv: str) -> int:
    monkeypatch.chdir(directory)
    return main([*argv[:1], "--no-cache", *argv[1:]])


def outputs(root: Path) -> dict[str, str]:
    """Every generated file under `root`, by path from there."""
    return {str(p.relative_to(root)): p.read_text(encoding="utf-8") for p in sorted(root.rglob("*_defaults.py"))}


@pytest.fixture
def src_layout(tmp_path: Path) -> Path:
    write_tree(tmp_path, SRC_LAYOUT)
    return tmp_path


def test_src_layout_generates_the_same_bytes_from_the_root_and_from_src(
    src_layout: Path, tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`generate src` from the repository root and `generate mypkg` from src/ write the same
    files, and `--check` is clean from either directory (and from a subpackage)."""
    assert run_in(src_layout, monkeypatch, "generate", "src") == 0
    from_root = outputs(src_layout)
    assert sorted(from_root) == GENERATED
    other = tmp_path_factory.mktemp("elsewhere") / "checkout"
    write_tree(other, SRC_LAYOUT)
    assert run_in(other / "src", monkeypatch, "generate", "mypkg") == 0
    assert outputs(other) == from_root
    assert run_in(src_layout, monkeypatch, "generate", "--check", "src") == 0
    assert run_in(src_layout / "src", monkeypatch, "generate", "--check", "mypkg") == 0
    assert run_in(src_layout / "src" / "mypkg" / "a", monkeypatch, "generate", "--check", ".") == 0
    assert str(src_layout) not in "".join(from_root.values()) and "src.mypkg" not in "".join(from_root.values())


def test_src_layout_imports_are_relative_inside_the_package(src_layout: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each generated module imports its source and the modules it uses relatively: siblings
    with `from .`, other subpackages with `from ..b`, a package's own `__init__` as `b`."""
    assert run_in(src_layout, monkeypatch, "generate", "src") == 0
    generated = outputs(src_layout)

    def imports(name: str) -> list[str]:
        lines = generated[name].splitlines()  # the standard library's (functools) left out
        return [line for line in lines if line.startswith(("import ", "from .")) and line.split()[1] not in sys.stdlib_module_names]

    assert imports("src/mypkg/types_defaults.py") == [
        "from . import types as _src",
        "from . import _defaultgen as _dg",
        "from .b import common as _common",
        "from .b import common_defaults as _common_defaults",
    ]
    assert imports("src/mypkg/a/app_defaults.py") == [
        "from . import app as _src",
        "from .. import _defaultgen as _dg",
        "from .. import b as _b",
        "from ..b import __init___defaults as ___init___defaults",
        "from ..b import common as _common",  # its default Port is built by load: common.Port(...)
        "from ..b import common_defaults as _common_defaults",
    ]
    assert imports("src/mypkg/b/__init___defaults.py") == ["from .. import b as _src", "from .. import _defaultgen as _dg"]


def test_src_layout_schema_names_are_the_import_names(
    src_layout: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """OpenAPI schemas are named `mypkg.types.Spec` from either directory, and `apply --type`
    and `openapi --structural` take that name."""
    names = []
    for directory, path in ((src_layout, "src"), (src_layout / "src", "mypkg")):
        assert run_in(directory, monkeypatch, "openapi", path) == 0
        schemas = json.loads(capsys.readouterr().out)["components"]["schemas"]
        names.append(list(schemas))
    assert names[0] == names[1] == ["mypkg.a.app.App", "mypkg.b.Meta", "mypkg.b.common.Port", "mypkg.types.Spec"]
    assert schemas["mypkg.types.Spec"]["properties"]["port"]["allOf"] == [
        {"$ref": "#/components/schemas/mypkg.b.common.Port"}
    ]
    assert run_in(src_layout, monkeypatch, "openapi", "src", "--output", "openapi.json") == 0
    (src_layout / "spec.json").write_text("{}", encoding="utf-8")
    assert main(["apply", "--schema", "openapi.json", "--type", "mypkg.types.Spec", "spec.json"]) == 0
    assert json.loads(capsys.readouterr().out) == LOADED[0]
    assert run_in(src_layout / "src", monkeypatch, "openapi", "--structural", "mypkg.types.Spec", "mypkg") == 0
    assert json.loads(capsys.readouterr().out)["properties"]["secure"]["default"] == {"port": 443}


def test_a_subset_resolves_the_packages_it_imports_from_the_import_base(
    src_layout: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Linting or generating one subpackage reads the modules it imports (`..b.common`)
    from the directory the package is imported from, and writes what the full run writes."""
    assert run_in(src_layout, monkeypatch, "generate", "src") == 0
    full = outputs(src_layout)
    (src_layout / "src" / "mypkg" / "a" / "app_defaults.py").unlink()
    assert run_in(src_layout, monkeypatch, "lint", "src/mypkg/a") == 0
    assert run_in(src_layout, monkeypatch, "generate", "src/mypkg/a") == 0
    assert outputs(src_layout) == full


def test_an_installed_package_imports_its_generated_modules(src_layout: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A real, non-editable install of the src-layout project (a wheel built by its own
    backend, installed into a fresh virtual environment): `import mypkg.types_defaults` works,
    `load` runs, and the subpackages find each other's generated modules."""
    assert run_in(src_layout, monkeypatch, "generate", "src") == 0
    wheels, venv = src_layout / "dist", src_layout / "venv"
    pip = [sys.executable, "-m", "pip", "--disable-pip-version-check", "--no-input", "-q"]
    built = subprocess.run(
        [*pip, "wheel", "--no-deps", "--no-build-isolation", "--no-index", "-w", str(wheels), str(src_layout)],
        capture_output=True,
        text=True,
    )
    assert built.returncode == 0, built.stderr
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    python = venv / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")
    (wheel,) = wheels.glob("mypkg-*.whl")
    installed = subprocess.run(
        [*pip, "--python", str(python), "install", "--no-deps", "--no-index", str(wheel)], capture_output=True, text=True
    )
    assert installed.returncode == 0, installed.stderr
    shutil.rmtree(src_layout / "src")  # nothing left to import but the installed copy
    done = subprocess.run(
        [str(python), "-I", "-c", CHECK.format(package="mypkg")], capture_output=True, text=True, cwd=wheels
    )
    assert done.returncode == 0, done.stderr
    location, *loaded = json.loads(done.stdout)
    assert Path(location).is_relative_to(venv)
    assert loaded == LOADED


def test_a_vendored_copy_under_another_name_still_works(src_layout: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Relative imports do not name the package: the same files copied into another package
    (`vendor/acme/...`) import and run under their new names."""
    assert run_in(src_layout, monkeypatch, "generate", "src") == 0
    vendored = src_layout / "vendor" / "thirdparty" / "acme"
    shutil.copytree(src_layout / "src" / "mypkg", vendored)
    (vendored.parent / "__init__.py").write_text("", encoding="utf-8")
    # the one absolute import of the sources themselves, renamed as a vendoring tool would
    types = vendored / "types.py"
    types.write_text(types.read_text(encoding="utf-8").replace("mypkg.", "thirdparty.acme."), encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-c", CHECK.format(package="thirdparty.acme")],
        capture_output=True,
        text=True,
        cwd=src_layout / "vendor",
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)[1:] == LOADED


FLAT = {
    "pkg/__init__.py": "",
    "pkg/types.py": """
        # +defaultgen
        from dataclasses import dataclass, field

        from pkg.sub.common import Port


        @dataclass
        class Spec:
            port: Port = field(default_factory=Port)
        """,
    "pkg/sub/__init__.py": "",
    "pkg/sub/common.py": """
        from dataclasses import dataclass, field


        @dataclass
        class Port:
            # +default=80
            port: int = field(default=0, metadata={"json": "port,omitempty"})
        """,
}


def test_flat_layout(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Packages at the top of the project: the same output from the project and from inside
    the package, relative imports, and the generated code runs."""
    write_tree(tmp_path / "one", FLAT)
    write_tree(tmp_path / "two", FLAT)
    assert run_in(tmp_path / "one", monkeypatch, "generate") == 0
    assert run_in(tmp_path / "two" / "pkg", monkeypatch, "generate", ".") == 0
    assert outputs(tmp_path / "one") == outputs(tmp_path / "two")
    assert "from .sub import common_defaults as _common_defaults\n" in outputs(tmp_path / "one")["pkg/types_defaults.py"]
    script = "import pkg.types as t, pkg.types_defaults as d; print(d.to_dict(d.load(t.Spec, {})))"
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=tmp_path / "one")
    assert done.returncode == 0, done.stderr
    assert done.stdout == "{'port': {'port': 80}}\n"


NAMESPACE = {
    "pyproject.toml": '[tool.defaultgen]\nmodule-root = "src"\n',
    "src/ns/api/types.py": """
        # +defaultgen
        from dataclasses import dataclass, field

        from ns.common.base import Port


        @dataclass
        class Spec:
            port: Port = field(default_factory=Port)
        """,
    "src/ns/common/base.py": FLAT["pkg/sub/common.py"],
    "src/ns/regular/__init__.py": "",
    "src/ns/regular/kind.py": """
        from dataclasses import dataclass, field


        @dataclass
        class Kind:
            # +default="k"
            name: str = field(default="", metadata={"json": "name,omitempty"})
        """,
}


def test_namespace_packages_are_named_from_the_configured_root(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """No `__init__.py` in `ns`: `module-root = "src"` names `src/ns/api/types.py`
    `ns.api.types` (and the regular package inside `ns` `ns.regular`), from any directory;
    generated imports are relative, and run with src on sys.path."""
    write_tree(tmp_path / "one", NAMESPACE)
    write_tree(tmp_path / "two", NAMESPACE)
    assert run_in(tmp_path / "one", monkeypatch, "generate", "src") == 0
    assert run_in(tmp_path / "two" / "src" / "ns", monkeypatch, "generate", ".") == 0
    generated = outputs(tmp_path / "one")
    assert generated == outputs(tmp_path / "two")
    assert "from ..common import base_defaults as _base_defaults\n" in generated["src/ns/api/types_defaults.py"]
    assert run_in(tmp_path / "two" / "src" / "ns" / "api", monkeypatch, "openapi", ".") == 0
    assert list(json.loads(capsys.readouterr().out)["components"]["schemas"]) == [
        "ns.api.types.Spec",
        "ns.common.base.Port",
    ]
    assert run_in(tmp_path / "one", monkeypatch, "openapi", "src/ns/regular") == 0
    assert list(json.loads(capsys.readouterr().out)["components"]["schemas"]) == ["ns.regular.kind.Kind"]
    script = "import ns.api.types as t, ns.api.types_defaults as d; print(d.to_dict(d.load(t.Spec, {})))"
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=tmp_path / "one" / "src")
    assert done.returncode == 0, done.stderr
    assert done.stdout == "{'port': {'port': 80}}\n"


def test_a_loose_file_is_a_top_level_module(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A file in a folder without `__init__.py` (and no module-root) is named by its stem,
    and its generated module imports it absolutely, from wherever it is generated."""
    write_tree(tmp_path / "tools", {"spec.py": FLAT["pkg/sub/common.py"]})
    assert run_in(tmp_path, monkeypatch, "generate", "tools/spec.py") == 0
    first = outputs(tmp_path)
    assert "import spec as _src\n" in first["tools/spec_defaults.py"]
    assert run_in(tmp_path / "tools", monkeypatch, "generate", "--check", "spec.py") == 0


def test_a_loose_module_named_like_the_standard_library_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A loose `api/types.py` is the top-level `types`, and `import types` finds the standard
    library's: nothing is written, and the message says how to fix it; as a package it works."""
    write_tree(tmp_path / "api", {"types.py": FLAT["pkg/sub/common.py"]})
    assert run_in(tmp_path, monkeypatch, "generate", "api") == 1
    err = capsys.readouterr().err
    assert "api/types.py: `types` is a top-level module named like the standard library's" in err
    assert "add __init__.py" in err and not outputs(tmp_path)
    (tmp_path / "api" / "__init__.py").write_text("", encoding="utf-8")
    assert run_in(tmp_path, monkeypatch, "generate", "api") == 0
    assert "from . import types as _src\n" in outputs(tmp_path)["api/types_defaults.py"]


def test_two_modules_with_one_name_are_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Two loose `spec.py` would both be `spec`: a usage error naming both files, until
    module-root tells them apart."""
    for folder in ("api", "other"):
        write_tree(tmp_path / folder, {"spec.py": FLAT["pkg/sub/common.py"]})
    (tmp_path / "pyproject.toml").write_text("[tool.defaultgen]\n", encoding="utf-8")
    assert run_in(tmp_path, monkeypatch, "lint") == 2
    assert "other/spec.py: module `spec` is also api/spec.py: Python cannot import both" in capsys.readouterr().err
    assert not outputs(tmp_path)
    (tmp_path / "pyproject.toml").write_text('[tool.defaultgen]\nmodule-root = "."\n', encoding="utf-8")
    assert run_in(tmp_path, monkeypatch, "generate") == 0
    assert "from . import spec as _src\n" in outputs(tmp_path)["other/spec_defaults.py"]


@pytest.mark.parametrize(
    ("files", "root", "expected"),
    [
        (["src/pkg/__init__.py", "src/pkg/api/__init__.py", "src/pkg/api/types.py"], None, "pkg.api.types"),
        (["src/pkg/__init__.py", "src/pkg/api/__init__.py"], None, "pkg.api"),
        (["src/ns/pkg/__init__.py", "src/ns/pkg/types.py"], None, "pkg.types"),
        (["src/ns/pkg/__init__.py", "src/ns/pkg/types.py"], "src", "ns.pkg.types"),
        (["src/ns/pkg/__init__.py", "src/ns/pkg/types.py"], ".", "src.ns.pkg.types"),
        # the root is where Python imports from, even where a folder above it is a package (a
        # repository with an `__init__.py` at its top: the checkout's name must not matter)
        (["__init__.py", "app/__init__.py", "app/models.py"], ".", "app.models"),
        (["__init__.py", "app/__init__.py", "app/models.py"], "app", "models"),
        (["__init__.py", "app/__init__.py", "app/models.py"], None, "{top}.app.models"),
        (["__init__.py"], ".", "{top}"),  # not importable from the root: named by walking up instead
        (["src/pkg/__init__.py", "src/pkg/types.py"], "elsewhere", "pkg.types"),
        (["scripts/tool.py"], None, "tool"),
        (["scripts/tool.py"], ".", "scripts.tool"),
    ],
)
def test_module_name(tmp_path: Path, files: list[str], root: str | None, expected: str) -> None:
    """The import system's name of the last file, with or without a configured root (`{top}`:
    the name of the folder the files are in)."""
    write_tree(tmp_path, dict.fromkeys(files, ""))
    named = module_name(tmp_path / files[-1], None if root is None else tmp_path / root)
    assert named == expected.format(top=tmp_path.name)


@pytest.mark.parametrize(
    ("importer", "target", "expected"),
    [
        ("pkg.types_defaults", "pkg.types", "from . import types as _a"),
        ("pkg.a.app_defaults", "pkg.b.common", "from ..b import common as _a"),
        ("pkg.a.b.c_defaults", "pkg.x", "from ... import x as _a"),
        ("pkg.x_defaults", "pkg.a.b.c", "from .a.b import c as _a"),
        ("pkg.x_defaults", "other.c", "import other.c as _a"),  # another top-level package
        ("pkg.__init___defaults", "pkg", "import pkg as _a"),  # a top-level target
        ("types_defaults", "types", "import types as _a"),  # a top-level module
    ],
)
def test_import_statement(importer: str, target: str, expected: str) -> None:
    assert import_statement(importer, target, "_a") == expected


def test_a_long_relative_import_is_laid_out_as_black_does() -> None:
    deep = "pkg." + ".".join(f"level_{i}" for i in range(8))
    statement = import_statement("pkg.x_defaults", f"{deep}.some_module_defaults", "_some_module_defaults")
    assert "\n" in statement
    assert black.format_str(statement + "\n", mode=black.Mode()) == statement + "\n"
