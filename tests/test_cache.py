"""defaultgen._cache: the parse cache is invisible except for speed."""

from __future__ import annotations

import json
import textwrap
from pathlib import Path

import pytest

from defaultgen import _cache
from defaultgen._discover import discover, load_universe
from defaultgen._model import ClassRef, Scalar


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "__init__.py").write_text("")
    (tmp_path / "pkg" / "base.py").write_text(
        textwrap.dedent(
            """\
            from dataclasses import dataclass, field

            @dataclass
            class Sub:
                # +default="x"
                name: str = field(default="", metadata={"json": "name,omitempty"})
            """
        )
    )
    (tmp_path / "pkg" / "top.py").write_text(
        textwrap.dedent(
            """\
            from dataclasses import dataclass, field
            from .base import Sub

            @dataclass
            class Top:
                sub: Sub = field(default_factory=Sub)
            """
        )
    )
    return tmp_path


def _universe(root: Path, cache: bool = True):
    files = discover(["pkg"], root)
    return load_universe(files, root, cache_dir=root / _cache.CACHE_DIR if cache else None, jobs=1)


def test_second_run_reads_the_cache_and_gives_equal_declarations(project: Path) -> None:
    """A warm run yields exactly the declarations a cold run parsed."""
    cold = _universe(project)
    assert (project / _cache.CACHE_DIR / f"parse-v{_cache._FORMAT}.json").is_file()
    warm = _universe(project)
    assert warm.scanned == cold.scanned


def test_warm_run_does_not_parse(project: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Unchanged files are not parsed again."""
    _universe(project)
    import defaultgen._discover as discover_module

    def fail(*args: object, **kwargs: object) -> None:
        raise AssertionError("parsed a cached file")

    monkeypatch.setattr(discover_module, "parse_source", fail)
    _universe(project)


def test_changed_dependency_is_seen_by_its_dependents(project: Path) -> None:
    """Editing the module that defines a type changes how an importing module resolves."""
    first = _universe(project)
    (sub_field,) = first.dataclass("pkg.base.Sub").fields
    assert sub_field.type == Scalar("str")
    assert first.dataclass("pkg.top.Top").fields[0].type == ClassRef("pkg.base.Sub")
    (project / "pkg" / "base.py").write_text(
        "from dataclasses import dataclass\n\n@dataclass\nclass Other:\n    n: int = 0\n"
    )
    second = _universe(project)
    reason = second.dataclass("pkg.top.Top").fields[0].type
    assert not isinstance(reason, ClassRef), "stale Sub still resolved from the cache"


@pytest.mark.parametrize(
    "content",
    [
        "not json at all",
        "",
        "[1, 2, 3]",
        json.dumps({"format": _cache._FORMAT, "version": "0.0.0-other", "entries": {}}),
        json.dumps({"format": _cache._FORMAT, "version": _cache.__version__, "entries": {"k": {"$": "os.system"}}}),
        json.dumps({"format": _cache._FORMAT, "version": _cache.__version__, "entries": 7}),
    ],
)
def test_corrupt_or_foreign_cache_is_ignored_and_rebuilt(project: Path, content: str) -> None:
    """Any cache file we cannot trust is dropped; results are as if uncached."""
    expected = _universe(project, cache=False).scanned
    cache_file = project / _cache.CACHE_DIR / f"parse-v{_cache._FORMAT}.json"
    cache_file.parent.mkdir(exist_ok=True)
    cache_file.write_text(content)
    assert _universe(project).scanned == expected
    rebuilt = json.loads(cache_file.read_text())
    assert rebuilt["version"] == _cache.__version__ and len(rebuilt["entries"]) == 3


def test_damaged_entry_with_right_key_is_a_miss(project: Path) -> None:
    """An entry naming a class outside the model whitelist is never instantiated."""
    _universe(project)
    cache_file = project / _cache.CACHE_DIR / f"parse-v{_cache._FORMAT}.json"
    raw = json.loads(cache_file.read_text())
    for key in raw["entries"]:
        raw["entries"][key] = {"$": "Path", "x": 1}
    cache_file.write_text(json.dumps(raw))
    assert _universe(project).scanned == _universe(project, cache=False).scanned


def test_no_cache_writes_nothing(project: Path) -> None:
    """Without a cache directory nothing is written."""
    _universe(project, cache=False)
    assert not (project / _cache.CACHE_DIR).exists()


def test_marker_values_survive_the_round_trip(project: Path) -> None:
    """JSON values that look like our encoding's tags stay plain data."""
    (project / "pkg" / "odd.py").write_text(
        "from dataclasses import dataclass\nfrom typing import Optional\n\n@dataclass\nclass Odd:\n"
        '    # +default={"$": "ModuleDecl", "$t": [1], "$d": []}\n'
        "    extra: Optional[dict[str, int]] = None\n"
    )
    cold = _universe(project)
    warm = _universe(project)
    marker = warm.dataclass("pkg.odd.Odd").fields[0].marker_default
    assert marker is not None and marker.value == {"$": "ModuleDecl", "$t": [1], "$d": []}
    assert warm.scanned == cold.scanned


def _lint(*args: str) -> int:
    from defaultgen._cli import main

    return main(["lint", "-q", *args])


def test_lint_rerun_reuses_findings_only_while_nothing_changed(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A rerun prints the same findings from the run cache; editing a scanned file is seen."""
    assert _lint("pkg") == 0
    capsys.readouterr()
    (project / "pkg" / "top.py").write_text(
        (project / "pkg" / "top.py").read_text() + "\n\n@dataclass\nclass Bad:\n    # +default=3\n    n: int = 0\n"
    )
    assert _lint("pkg") == 1
    first = capsys.readouterr().out
    assert "DG203" in first
    assert _lint("pkg") == 1
    assert capsys.readouterr().out == first


def test_lint_rerun_sees_a_changed_module_it_did_not_scan(project: Path) -> None:
    """Linting one file reads the modules it imports from files not passed; editing one of
    those invalidates the stored findings."""
    top = project / "pkg" / "top.py"
    top.write_text(top.read_text() + "\n\n@dataclass\nclass Holder:\n    name: Sub = field(default_factory=Sub)\n")
    assert _lint("pkg/top.py") == 0
    base = project / "pkg" / "base.py"
    base.write_text(base.read_text().replace("class Sub:", "class Sub:\n    bad: set[int] = field(default_factory=set)"))
    base.write_text(base.read_text().replace("@dataclass\nclass Sub", "class Sub"))
    assert _lint("pkg/top.py") == 1, "Sub is no dataclass any more: the stale clean result was reused"


def test_lint_rerun_sees_an_imported_module_that_appeared(project: Path) -> None:
    """A module that an import looked for and did not find, created since: seen."""
    top = project / "pkg" / "top.py"
    top.write_text(
        "from typing import Optional\n" + top.read_text().replace("from .base import Sub", "from .base import Sub\nfrom .other import Later")
        + "\n\n@dataclass\nclass M:\n    m: Optional[Later] = None\n"
    )
    assert _lint("pkg/top.py") == 1  # Later cannot be resolved: DG302
    (project / "pkg" / "other.py").write_text("from dataclasses import dataclass\n\n@dataclass\nclass Later:\n    n: int = 0\n")
    assert _lint("pkg/top.py") == 0, "a module that appeared since the last run was not seen"
