"""Which dataclasses are API types (SPEC §1): only they are linted, generated and published.

A module takes part when it holds a defaultgen marker (or a near miss), `json` field metadata,
a module-level `# +defaultgen` line, or is listed in `api-modules`; the API types are its
dataclasses and named types plus everything they reference, wherever that lives. The rest of a
repository is left alone: copies of four real, dataclass-heavy packages lint and generate with
nothing to say and nothing written.
"""

from __future__ import annotations

import hashlib
import shutil
import textwrap
from pathlib import Path

import black
import hypothesis
import libcst
import pydantic
import pytest

import strategies as S

PACKAGES = (libcst, black, hypothesis, pydantic)


def _tree(root: Path) -> dict[str, str]:
    """Every file under `root` (the cache directory aside) with a hash of its bytes."""
    return {
        str(path.relative_to(root)): hashlib.sha256(path.read_bytes()).hexdigest()
        for path in sorted(root.rglob("*"))
        if path.is_file() and ".defaultgen_cache" not in path.parts
    }


@pytest.fixture(scope="module")
def real_packages(tmp_path_factory) -> tuple[Path, dict[str, str], list[tuple[int, str, str]]]:
    """Copies of the installed packages, linted then generated once (generate reads the parse
    cache lint wrote: the packages are parsed once, ~500 files)."""
    root = tmp_path_factory.mktemp("real")
    for package in PACKAGES:
        source = Path(package.__file__).parent
        shutil.copytree(source, root / source.name, ignore=shutil.ignore_patterns("__pycache__"))
    before = _tree(root)
    runs = [S.run_cli(root, "lint", "."), S.run_cli(root, "generate", ".")]
    return root, before, runs


def test_real_packages_have_no_findings(real_packages) -> None:
    """Their dataclasses (caches, syntax trees, records) are no API types: nothing to report."""
    root, _, [(status, out, err), _] = real_packages
    assert len(list(root.rglob("*.py"))) > 400
    assert (status, out) == (0, "All checks passed!\n"), err


def test_real_packages_get_nothing_generated(real_packages) -> None:
    """generate writes nothing (and says why), and no file of the packages changed."""
    root, before, [_, (status, out, err)] = real_packages
    assert status == 0, err
    assert "no API types found" in err
    assert _tree(root) == before


def _write(root: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text), encoding="utf-8")


SHARED = """\
    from dataclasses import dataclass, field


    @dataclass
    class Used:
        tags: set[str] = field(default_factory=set)
        extra: "Extra" = field(default_factory=lambda: Extra())


    @dataclass
    class Extra:
        count: int = 1


    @dataclass
    class Internal:
        cache: set[str] = field(default_factory=set)
        hits: int = 1
    """

API = """\
    from dataclasses import dataclass, field
    from typing import Optional

    from shared import Used


    @dataclass
    class Spec:
        # +default={"tags": [], "extra": {"count": 1}}
        used: Optional[Used] = None
    """


def test_a_type_referenced_by_an_api_type_is_checked_wherever_it_lives(tmp_path: Path) -> None:
    """`Used` (and `Extra`, which `Used` references) are API types because a marked module
    uses them: their unmappable field and Python defaults are reported. `Internal`, in the
    same unmarked module, is left alone."""
    _write(tmp_path, {"shared.py": SHARED, "api.py": API})
    status, out, _ = S.run_cli(tmp_path, "lint", "--no-cache", "-q", ".")
    assert status == 1
    assert out.splitlines() == [
        "shared.py:6:5: DG302 field `Used.tags` has a type defaultgen cannot map (`set[str]`): a set has no JSON form; use list[T]",
        out.splitlines()[1],
        out.splitlines()[2],
    ]
    assert out.splitlines()[1].startswith("shared.py:7:5: DG303 field `Used.extra`")
    assert out.splitlines()[2].startswith("shared.py:12:5: DG303 field `Extra.count`")
    assert "Internal" not in out


SHARED_CLEAN = """\
    from dataclasses import dataclass, field
    from typing import Optional


    @dataclass
    class Used:
        tags: list[str] = field(default_factory=list)
        extra: Optional["Extra"] = None


    @dataclass
    class Extra:
        count: int = 0


    @dataclass
    class Internal:
        cache: set[str] = field(default_factory=set)
        hits: int = 1
    """


def test_generate_writes_only_the_api_types_of_a_module(tmp_path: Path) -> None:
    """A module that does not take part gets generated code for the types API types use, and
    none for its other dataclasses (whose problems do not stop generate); the OpenAPI document
    holds the same types."""
    _write(tmp_path, {"shared.py": SHARED_CLEAN, "api.py": API})
    status, _, err = S.run_cli(tmp_path, "generate", "--no-cache", ".")
    assert status == 0, err
    generated = (tmp_path / "shared_defaults.py").read_text(encoding="utf-8")
    assert "def set_defaults_Used(" in generated and "def to_dict_Extra(" in generated
    assert "Internal" not in generated
    status, out, err = S.run_cli(tmp_path, "openapi", "--no-cache", ".")
    assert status == 0, err
    assert "shared.Internal" not in out and "shared.Used" in out and "shared.Extra" in out and "api.Spec" in out


@pytest.mark.parametrize(
    ("source", "why"),
    [
        ("# +defaultgen\n@dataclass\nclass A:\n    x: int = 1\n", "it opts in with a `# +defaultgen` line"),
        ('@dataclass\nclass A:\n    x: int = field(default=1, metadata={"json": "x"})\n', "it holds `json` field metadata"),
        ("@dataclass\nclass A:\n    # +optional\n    x: int = 1\n", "it holds defaultgen markers"),
        ("@dataclass\nclass A:\n    # +defualt=2\n    x: int = 1\n", "it holds defaultgen markers"),
        ("# +kubebuilder:object:root=true\n@dataclass\nclass A:\n    x: int = 1\n", "it holds defaultgen markers"),
        # the whole marker language takes part (SPEC §1, §8): validation, `+k8s:`, module level
        ("@dataclass\nclass A:\n    # +kubebuilder:validation:Minimum=1\n    x: int = 1\n", "it holds defaultgen markers"),
        ("@dataclass\nclass A:\n    # +k8s:optional\n    x: int = 1\n", "it holds defaultgen markers"),
        ("# +kubebuilder:validation:Optional\n\n\n@dataclass\nclass A:\n    x: int = 1\n", "it holds defaultgen markers"),
        ("@dataclass\nclass A:\n    # +kubebuilder:validation:Minimun=1\n    x: int = 1\n", "it holds defaultgen markers"),
    ],
)
def test_what_makes_a_module_take_part_and_verbose_says_why(tmp_path: Path, source: str, why: str) -> None:
    """Each way in makes `x: int = 1` an API field (DG303 reported); `-v` names the reason."""
    _write(tmp_path, {"m.py": "from dataclasses import dataclass, field\n\n" + source})
    status, out, err = S.run_cli(tmp_path, "lint", "--no-cache", "-v", "m.py")
    assert "DG303" in out
    assert f"m.py: takes part: {why}" in err


def test_verbose_says_what_is_left_alone(tmp_path: Path) -> None:
    """`-v` names the modules that do not take part, and what of them API types use."""
    _write(tmp_path, {"shared.py": SHARED, "api.py": API, "other.py": "from dataclasses import dataclass\n\n@dataclass\nclass O:\n    x: int = 1\n"})
    _, _, err = S.run_cli(tmp_path, "lint", "--no-cache", "-v", ".")
    assert "api.py: takes part: it holds defaultgen markers" in err
    assert "shared.py: does not take part, but API types use `Used`, `Extra` from it (checked); 1 other type left alone" in err
    assert "other.py: does not take part (no defaultgen marker, `json` metadata or `# +defaultgen` line): its 1 type is left alone" in err


def test_api_modules_setting_makes_modules_take_part(tmp_path: Path) -> None:
    """`api-modules` (module name patterns) in pyproject.toml, or `--api-modules`."""
    _write(tmp_path, {"pkg/__init__.py": "", "pkg/m.py": "from dataclasses import dataclass\n\n@dataclass\nclass A:\n    x: int = 1\n"})
    status, out, _ = S.run_cli(tmp_path, "lint", "--no-cache", "-q", ".")
    assert (status, out) == (0, "")
    status, out, err = S.run_cli(tmp_path, "lint", "--no-cache", "-v", "--api-modules", "pkg.*", ".")
    assert "DG303" in out and "pkg/m.py: takes part: it is listed in api-modules (`pkg.*`)" in err
    (tmp_path / "pyproject.toml").write_text('[tool.defaultgen]\napi-modules = ["pkg.m"]\n', encoding="utf-8")
    status, out, _ = S.run_cli(tmp_path, "lint", "--no-cache", "-q", ".")
    assert "pkg/m.py:5:5: DG303" in out


def test_a_structural_root_that_is_no_api_type_is_a_clear_usage_error(tmp_path: Path) -> None:
    """Asking for a dataclass of a module that does not take part says so and how to fix it."""
    _write(tmp_path, {"m.py": "from dataclasses import dataclass\n\n@dataclass\nclass A:\n    x: int = 0\n"})
    status, out, err = S.run_cli(tmp_path, "openapi", "--no-cache", "--structural", "A", ".")
    assert status == 2 and out == ""
    assert "`m.A` is not an API type" in err and "# +defaultgen" in err


def test_a_rerun_sees_a_module_start_and_stop_using_another_modules_type(tmp_path: Path) -> None:
    """Whether `Used` is an API type depends on api.py, not on shared.py: when api.py starts
    (or stops) using it, shared.py's stored findings (and generated output) no longer hold."""
    unused = API.replace("from shared import Used\n", "").replace("Optional[Used]", "Optional[int]").replace('{"tags": [], "extra": {"count": 1}}', "1")
    _write(tmp_path, {"shared.py": SHARED, "api.py": unused})
    status, out, _ = S.run_cli(tmp_path, "lint", "-q", ".")
    assert (status, out) == (0, "")
    _write(tmp_path, {"api.py": API})
    status, out, _ = S.run_cli(tmp_path, "lint", "-q", ".")
    assert status == 1 and "shared.py:6:5: DG302" in out
    _write(tmp_path, {"api.py": unused})
    status, out, _ = S.run_cli(tmp_path, "lint", "-q", ".")
    assert (status, out) == (0, "")
    _write(tmp_path, {"shared.py": SHARED_CLEAN})
    assert S.run_cli(tmp_path, "generate", "-q", ".")[0] == 0
    assert not (tmp_path / "shared_defaults.py").exists()
    _write(tmp_path, {"api.py": API})
    assert S.run_cli(tmp_path, "generate", "-q", ".")[0] == 0
    assert "def set_defaults_Used(" in (tmp_path / "shared_defaults.py").read_text(encoding="utf-8")
