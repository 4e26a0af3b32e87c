"""defaultgen.cache (store, parsed, deps, rerun): the caches are invisible except for speed.

Every cache is checked the same ways: a rerun gives what an uncached run gives; editing a
dependency re-checks its dependents (and only what uses the changed names); a corrupt or
foreign cache is ignored and rebuilt; `--no-cache` neither reads nor writes one.
"""

from __future__ import annotations

import json
import os
import shutil
import textwrap
import time
from pathlib import Path

import pytest

from bench import corpus
from defaultgen.cache import parsed as _parsed
from defaultgen.cache import store as _cache
from defaultgen.cli.main import main
from defaultgen.codegen import generate as _generate
from defaultgen.lint import linter as _lint
from defaultgen.source.discover import SourceFile, discover, load_universe, read_file
from defaultgen.source.model import ClassRef, Scalar

CACHE = _cache.CACHE_DIR


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
            # +defaultgen
            from dataclasses import dataclass, field
            from .base import Sub

            @dataclass
            class Top:
                sub: Sub = field(default_factory=Sub)
            """
        )
    )
    (tmp_path / "pkg" / "alone.py").write_text(
        "# +defaultgen\nfrom dataclasses import dataclass\n\n@dataclass\nclass Alone:\n    n: int = 0\n"
    )
    return tmp_path


def _universe(root: Path, cache: bool = True):
    files = discover(["pkg"], root)
    return load_universe(files, root, cache_dir=root / CACHE if cache else None, jobs=1)


def _append(path: Path, text: str) -> None:
    path.write_text(path.read_text() + text)


# --------------------------------------------------------------------------- the parse cache


def test_second_run_reads_the_cache_and_gives_equal_declarations(project: Path) -> None:
    """A warm run yields exactly the declarations a cold run parsed."""
    cold = _universe(project)
    assert len(list((project / CACHE / f"parse-v{_cache.FORMAT}").glob("*.json"))) == 4
    warm = _universe(project)
    assert warm.scanned == cold.scanned


def test_warm_run_does_not_parse(project: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Unchanged files are not parsed again."""
    _universe(project)
    import defaultgen.source.parse as parse_module

    def fail(*args: object, **kwargs: object) -> None:
        raise AssertionError("parsed a cached file")

    monkeypatch.setattr(parse_module, "parse_source", fail)
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
        json.dumps(["another shape", None]),
        json.dumps([_parsed.SHAPE, ["c", 9999]]),  # a class index outside the whitelist
        json.dumps([_parsed.SHAPE, ["x", "os.system"]]),  # an unknown tag
        json.dumps([_parsed.SHAPE, {"$": "ModuleDecl"}]),  # the old, named encoding
        json.dumps([_parsed.SHAPE, ["c", 0]]),  # a whitelisted class with the wrong number of fields
        json.dumps([_parsed.SHAPE, "a string"]),  # not a ModuleDecl
    ],
)
def test_corrupt_or_foreign_parse_entries_are_ignored_and_rebuilt(project: Path, content: str) -> None:
    """Any cache entry we cannot trust is dropped; results are as if uncached."""
    expected = _universe(project, cache=False).scanned
    _universe(project)
    entries = list((project / CACHE / f"parse-v{_cache.FORMAT}").glob("*.json"))
    for entry in entries:
        entry.write_text(content)
    assert _universe(project).scanned == expected
    for entry in entries:
        assert json.loads(entry.read_text())[0] == _parsed.SHAPE  # rewritten


def test_no_cache_writes_nothing(project: Path) -> None:
    """Without a cache directory nothing is written."""
    _universe(project, cache=False)
    assert main(["lint", "-q", "--no-cache", "pkg"]) == 0
    assert main(["generate", "-q", "--no-cache", "pkg"]) == 0
    assert not (project / CACHE).exists()


def test_marker_values_survive_the_round_trip(project: Path) -> None:
    """JSON values that look like our encoding's tags stay plain data."""
    value = {"$": "ModuleDecl", "c": ["c", 0, 1], "t": ["t"], "d": ["d", "k", 1], "n": ["n"], "e": ["e", 0, "x"]}
    (project / "pkg" / "odd.py").write_text(
        "from dataclasses import dataclass\nfrom typing import Optional\n\n@dataclass\nclass Odd:\n"
        f"    # +default={json.dumps(value)}\n"
        "    extra: Optional[dict[str, object]] = None\n"
    )
    cold = _universe(project)
    warm = _universe(project)
    marker = warm.dataclass("pkg.odd.Odd").fields[0].marker_default
    assert marker is not None and marker.value == value
    assert warm.scanned == cold.scanned


def test_digests_are_the_same_wherever_they_are_worked_out(project: Path) -> None:
    """A name's digest is worked out where its file is parsed and kept in the parse cache;
    for a module the loader reads, the universe works it out. They must agree, or reruns
    would re-check results for nothing (or keep stale ones)."""
    parsed = _universe(project).module("pkg.base")
    cached = _universe(project).module("pkg.base")
    loaded = read_file(SourceFile(project / "pkg" / "base.py", "pkg/base.py", "pkg.base", False))
    assert parsed is not None and cached is not None and loaded is not None
    assert loaded.digests is None
    assert parsed.digests == cached.digests == _parsed.name_digests(loaded)
    assert sorted(parsed.digests) == ["Sub", "dataclass", "field"]
    assert len(set(parsed.digests.values()) | {_parsed.ABSENT}) == 4


def test_encoding_round_trips_every_model_class() -> None:
    """Every class of the model is whitelisted, by position, and comes back equal."""
    from defaultgen.source.model import ModuleDecl, ParseFailure, Span

    decl = ModuleDecl("a.py", "a", failure=ParseFailure("bad", Span(3, 4)))
    assert _parsed.decode(json.loads(json.dumps(_parsed.encode(decl)))) == decl
    with pytest.raises(TypeError):
        _parsed.encode(object())


# --------------------------------------------------------------------------- lint findings per module


@pytest.fixture
def linted(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The paths of the modules each lint run checked (as opposed to reused)."""
    checked: list[str] = []
    original = _lint._lint_one

    def spy(universe, module, *args):
        checked.append(module.path)
        return original(universe, module, *args)

    monkeypatch.setattr(_lint, "_lint_one", spy)
    return checked


def _lint_out(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str]:
    capsys.readouterr()
    status = main(["lint", "--format", "json", *args])
    return status, capsys.readouterr().out


@pytest.fixture
def reads(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The files read from disk (to be hashed or parsed), as shown."""
    import defaultgen.source.discover as _discover

    read: list[str] = []
    original = _discover.read_bytes
    monkeypatch.setattr(_discover, "read_bytes", lambda source: read.append(source.shown) or original(source))
    return read


def _age(root: Path) -> None:
    """Date every file back a minute: past the racy window, so its key is kept by size and time."""
    past = time.time() - 60
    for path in root.rglob("*.py"):
        os.utime(path, (past, past))


def test_files_of_unchanged_size_and_time_are_not_read_again(project: Path, reads: list[str], capsys) -> None:
    """As ruff and mypy: a rerun stats the files and reads only those whose size or time
    changed; a same-size edit is seen by its time."""
    _age(project)
    first = _lint_out(capsys, "pkg")
    reads.clear()
    assert _lint_out(capsys, "pkg") == first
    assert reads == []
    alone = project / "pkg" / "alone.py"
    alone.write_text(alone.read_text().replace("n: int = 0", "n: int = 7"))  # the same size
    changed = _lint_out(capsys, "pkg")
    assert reads == ["pkg/alone.py"]
    assert changed == _lint_out(capsys, "--no-cache", "pkg") and changed != first


def test_files_modified_just_now_are_read_again(project: Path, reads: list[str], capsys) -> None:
    """A file modified within the racy window is not kept by size and time: another edit in
    the same tick of a coarse file-system clock would look unchanged."""
    _lint_out(capsys, "pkg")
    reads.clear()
    _lint_out(capsys, "pkg")
    assert sorted(reads) == ["pkg/__init__.py", "pkg/alone.py", "pkg/base.py", "pkg/top.py"]


@pytest.mark.parametrize("content", ["garbage", json.dumps({"build": "another", "files": {}}), "[]"])
def test_corrupt_or_foreign_file_keys_are_ignored(project: Path, reads: list[str], capsys, content: str) -> None:
    _age(project)
    first = _lint_out(capsys, "pkg")
    (project / CACHE / f"files-v{_cache.FORMAT}.json").write_text(content)
    reads.clear()
    assert _lint_out(capsys, "pkg") == first
    assert len(reads) == 4
    reads.clear()
    assert _lint_out(capsys, "pkg") == first
    assert reads == []


def test_lint_rerun_checks_nothing_when_nothing_changed(project: Path, linted: list[str], capsys) -> None:
    first = _lint_out(capsys, "pkg")
    assert sorted(linted) == ["pkg/alone.py", "pkg/base.py", "pkg/top.py"]
    linted.clear()
    assert _lint_out(capsys, "pkg") == first
    assert linted == []


def test_editing_a_dependency_rechecks_its_dependents_only(project: Path, linted: list[str], capsys) -> None:
    """Sub changes: base.py and top.py (which uses Sub) are checked again, alone.py is not;
    the findings are what an uncached run finds."""
    _lint_out(capsys, "pkg")
    linted.clear()
    base = project / "pkg" / "base.py"
    base.write_text(base.read_text().replace("@dataclass\nclass Sub", "class Sub"))  # no dataclass any more
    status, out = _lint_out(capsys, "pkg")
    assert sorted(linted) == ["pkg/base.py", "pkg/top.py"]
    assert (status, out) == _lint_out(capsys, "--no-cache", "pkg")
    assert status == 1 and "pkg/top.py" in out


def test_adding_a_class_to_a_dependency_rechecks_only_that_module(project: Path, linted: list[str], capsys) -> None:
    """top.py looks up `Sub` in base.py, not `Extra`: appending Extra leaves top.py's findings
    standing; a module that does use the new name is checked again."""
    _lint_out(capsys, "pkg")
    linted.clear()
    _append(project / "pkg" / "base.py", "\n\n@dataclass\nclass Extra:\n    # +default=1\n    n: int = 0\n")
    result = _lint_out(capsys, "pkg")
    assert linted == ["pkg/base.py"]
    assert result == _lint_out(capsys, "--no-cache", "pkg")
    assert result[0] == 1  # DG203 in base.py
    linted.clear()
    top = project / "pkg" / "top.py"
    top.write_text(top.read_text().replace("import Sub", "import Sub, Extra"))
    _append(project / "pkg" / "top.py", "\n\n@dataclass\nclass Uses:\n    e: Extra = field(default_factory=Extra)\n")
    _lint_out(capsys, "pkg")
    assert linted == ["pkg/top.py"]
    linted.clear()
    base = project / "pkg" / "base.py"
    base.write_text(base.read_text().replace("class Extra:", "class Extra(Sub):"))
    assert _lint_out(capsys, "pkg") == _lint_out(capsys, "--no-cache", "pkg")
    assert sorted(linted[:2]) == ["pkg/base.py", "pkg/top.py"]


def test_a_base_named_through_an_alias_elsewhere_is_a_dependency(project: Path, linted: list[str], capsys) -> None:
    """A base class named through an alias in another module (`Alias = Sub`): pointing the
    alias elsewhere checks the subclass again (the alias is a name its MRO looked up there)."""
    _append(project / "pkg" / "base.py", "\n\nAlias = Sub\n")
    _append(project / "pkg" / "top.py", "\n\nfrom .base import Alias\n\n\n@dataclass\nclass Derived(Alias):\n    n: int = 0\n")
    assert _lint_out(capsys, "pkg")[0] == 0
    linted.clear()
    base = project / "pkg" / "base.py"
    base.write_text(base.read_text().replace("Alias = Sub", "Alias = Missing"))
    status, out = _lint_out(capsys, "pkg")
    assert sorted(linted) == ["pkg/base.py", "pkg/top.py"]
    assert (status, out) == _lint_out(capsys, "--no-cache", "pkg")
    assert status == 1 and "its base `Alias` cannot be resolved" in out


def test_lint_rerun_sees_a_changed_module_it_did_not_scan(project: Path) -> None:
    """Linting one file reads the modules it imports from files not passed; editing one of
    those invalidates the stored findings."""
    top = project / "pkg" / "top.py"
    top.write_text(top.read_text() + "\n\n@dataclass\nclass Holder:\n    name: Sub = field(default_factory=Sub)\n")
    assert main(["lint", "-q", "pkg/top.py"]) == 0
    base = project / "pkg" / "base.py"
    base.write_text(base.read_text().replace("@dataclass\nclass Sub", "class Sub"))
    assert main(["lint", "-q", "pkg/top.py"]) == 1, "Sub is no dataclass any more: the stale clean result was reused"


def test_lint_rerun_sees_an_imported_module_that_appeared(project: Path) -> None:
    """A module that an import looked for and did not find, created since: seen."""
    top = project / "pkg" / "top.py"
    top.write_text(
        "from typing import Optional\n"
        + top.read_text().replace("from .base import Sub", "from .base import Sub\nfrom .other import Later")
        + "\n\n@dataclass\nclass M:\n    m: Optional[Later] = None\n"
    )
    assert main(["lint", "-q", "pkg/top.py"]) == 1  # Later cannot be resolved: DG302
    (project / "pkg" / "other.py").write_text("from dataclasses import dataclass\n\n@dataclass\nclass Later:\n    n: int = 0\n")
    assert main(["lint", "-q", "pkg/top.py"]) == 0, "a module that appeared since the last run was not seen"
    (project / "pkg" / "other.py").unlink()
    assert main(["lint", "-q", "pkg/top.py"]) == 1, "a module that went away since the last run was not seen"


def test_a_cycle_across_modules_is_reported_once_and_kept_on_rerun(project: Path, capsys) -> None:
    """Each module is linted on its own; a cycle through two of them is still reported once
    (at its first field), in a cold run, a rerun and after editing either side."""
    (project / "pkg" / "a.py").write_text(
        "# +defaultgen\nfrom __future__ import annotations\nfrom dataclasses import dataclass, field\nfrom . import b\n\n"
        "@dataclass\nclass A:\n    b: b.B = field(default_factory=lambda: b.B())\n"
    )
    (project / "pkg" / "b.py").write_text(
        "# +defaultgen\nfrom __future__ import annotations\nfrom dataclasses import dataclass, field\nfrom . import a\n\n"
        "@dataclass\nclass B:\n    a: a.A = field(default_factory=lambda: a.A())\n"
    )
    cold = _lint_out(capsys, "pkg")
    assert [f["code"] for f in json.loads(cold[1])].count("DG304") == 1
    assert _lint_out(capsys, "pkg") == cold
    _append(project / "pkg" / "b.py", "\n# a comment\n")
    assert _lint_out(capsys, "pkg") == cold
    assert _lint_out(capsys, "--no-cache", "pkg") == cold


@pytest.mark.parametrize(
    "content",
    [
        "garbage",
        "[]",
        json.dumps({"key": "other", "consulted": {}, "state": {}, "results": {}, "deps": ""}),
        "TAMPERED",  # the right key, results of the wrong shape
        "SEVERITY",  # the right key and shape, a severity no finding has (one of them not even hashable)
        "DETACHED",  # the second file is not the one the first names (another run wrote it)
    ],
)
def test_corrupt_or_foreign_results_are_ignored_and_rebuilt(project: Path, capsys, content: str) -> None:
    _append(project / "pkg" / "top.py", "\n\n@dataclass\nclass Bad:\n    # +default=3\n    n: int = 0\n")
    expected = _lint_out(capsys, "--no-cache", "pkg")
    _lint_out(capsys, "pkg")
    results = project / CACHE / f"lint-v{_cache.FORMAT}.json"
    details = project / CACHE / f"lint-v{_cache.FORMAT}.deps.json"
    raw = json.loads(results.read_text())
    if content == "TAMPERED":
        raw["results"] = {path: {"findings": [["x"]]} for path in raw["results"]}
        content = json.dumps(raw)
    elif content == "SEVERITY":
        odd = [[1, 1, "DG203", "m", "fatal"], [1, 1, "DG203", "m", ["error"]]]
        raw["results"] = {path: {"findings": odd[i % 2 : i % 2 + 1]} for i, path in enumerate(raw["results"])}
        content = json.dumps(raw)
    elif content == "DETACHED":  # stored entries that would wrongly hold, under another run's name
        _append(project / "pkg" / "alone.py", "\n# changed, so what results were computed from is read\n")
        token, _, body = details.read_text().partition("\n")
        stale = json.loads(body)
        for entry in stale["entries"].values():
            entry["deps"] = {}
        details.write_text("another-run\n" + json.dumps(stale))
        content = json.dumps({**raw, "results": {path: {"findings": []} for path in raw["results"]}})
    results.write_text(content)
    assert _lint_out(capsys, "pkg") == expected
    rewritten = json.loads(results.read_text())
    assert len(rewritten["state"]) == len(rewritten["results"]) == 4
    assert details.read_text().partition("\n")[0] == rewritten["deps"]


def test_settings_that_change_findings_are_part_of_the_key(project: Path, capsys) -> None:
    _append(project / "pkg" / "top.py", "\n\n@dataclass\nclass Bad:\n    # +default=3\n    n: int = 0\n")
    assert _lint_out(capsys, "pkg")[0] == 1
    assert _lint_out(capsys, "--ignore", "DG203", "pkg")[0] == 0
    assert _lint_out(capsys, "pkg")[0] == 1


# --------------------------------------------------------------------------- generated outputs per module


@pytest.fixture
def rendered(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The modules each generate run rendered (as opposed to reused)."""
    seen: list[str] = []
    original = _generate.Generator.render

    def spy(self, module):
        seen.append(module.path)
        return original(self, module)

    monkeypatch.setattr(_generate.Generator, "render", spy)
    return seen


def test_generate_rerenders_only_outputs_whose_inputs_changed(project: Path, rendered: list[str]) -> None:
    assert main(["generate", "-q", "pkg"]) == 0
    assert sorted(rendered) == ["pkg/alone.py", "pkg/base.py", "pkg/top.py"]
    rendered.clear()
    assert main(["generate", "-q", "pkg"]) == 0
    assert rendered == []
    # a default that changes: base.py's output, and top.py's (which defaults Sub through it) if it changed
    base = project / "pkg" / "base.py"
    base.write_text(base.read_text().replace('+default="x"', '+default="y"'))
    assert main(["generate", "-q", "pkg"]) == 0
    assert sorted(rendered) == ["pkg/base.py", "pkg/top.py"]
    assert main(["generate", "-q", "--no-cache", "--check", "pkg"]) == 0
    rendered.clear()
    # Sub no longer needs defaulting: top.py's output must change (no set_defaults_Sub call)
    base.write_text(base.read_text().replace('    # +default="y"\n', ""))
    assert main(["generate", "-q", "pkg"]) == 0
    assert sorted(rendered) == ["pkg/base.py", "pkg/top.py"]
    assert main(["generate", "-q", "--no-cache", "--check", "pkg"]) == 0
    rendered.clear()
    _append(project / "pkg" / "alone.py", "\n# unrelated\n")
    assert main(["generate", "-q", "pkg"]) == 0
    assert rendered == ["pkg/alone.py"]


def test_an_output_edited_by_hand_is_rewritten(project: Path, rendered: list[str]) -> None:
    assert main(["generate", "-q", "pkg"]) == 0
    output = project / "pkg" / "top_defaults.py"
    expected = output.read_text()
    output.write_text(expected + "# edited\n")
    assert main(["generate", "-q", "--check", "pkg"]) == 1
    assert main(["generate", "-q", "pkg"]) == 0
    assert output.read_text() == expected
    output.unlink()
    assert main(["generate", "-q", "pkg"]) == 0
    assert output.read_text() == expected


# --------------------------------------------------------------------------- the bench corpus, edited


def test_reruns_on_an_edited_corpus_match_uncached_runs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys) -> None:
    """A sequence of edits to a small bench corpus (a module appended to, a class used
    elsewhere broken, a module removed): after each, the cached lint and generate agree with
    uncached runs."""
    monkeypatch.chdir(tmp_path)
    shape = corpus.Shape(packages=2, modules=12, helper_modules=2, seed=7)
    corpus.write_corpus(tmp_path, shape)
    modules = sorted(p for p in (tmp_path / corpus.ROOT_PACKAGE).rglob("m*.py"))
    first = modules[0]
    used = first.read_text().split("class ", 2)[1].split(":")[0]  # its first class, imported by later modules

    def check() -> None:
        assert _lint_out(capsys, corpus.ROOT_PACKAGE) == _lint_out(capsys, "--no-cache", corpus.ROOT_PACKAGE)

    check()
    assert main(["generate", "-q", corpus.ROOT_PACKAGE]) == 0
    target = tmp_path / corpus.touch_target(shape)
    corpus.touch(tmp_path, target.read_text(), corpus.touch_target(shape), 7)
    check()
    assert main(["generate", "-q", corpus.ROOT_PACKAGE]) == 0
    assert main(["generate", "-q", "--no-cache", "--check", corpus.ROOT_PACKAGE]) == 0
    first.write_text(first.read_text().replace(f"@dataclass\nclass {used}", f"class {used}", 1))
    check()
    shutil.move(first, tmp_path / "moved_away.py")
    check()


def test_linting_in_worker_processes_finds_what_one_process_finds(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys
) -> None:
    """Many modules are linted in forked workers (each inherits the universe); their findings
    and recorded dependencies are those of linting in this process."""
    from defaultgen.cache import rerun as _rerun

    monkeypatch.chdir(tmp_path)
    shape = corpus.Shape(packages=2, modules=12, helper_modules=2, seed=7)
    corpus.write_corpus(tmp_path, shape)
    for path in sorted((tmp_path / corpus.ROOT_PACKAGE).rglob("m*.py"))[::3]:
        _append(path, "\n\n@dataclass\nclass Bad:\n    # +default=3\n    n: int = 0\n")
    serial = _lint_out(capsys, corpus.ROOT_PACKAGE)
    stored = json.loads((tmp_path / CACHE / f"lint-v{_cache.FORMAT}.json").read_text())
    assert serial[0] == 1 and serial[1].count("DG203") == 4
    shutil.rmtree(tmp_path / CACHE)
    monkeypatch.setattr(_rerun, "_PARALLEL_FROM", 2)
    in_this_process = []
    original = _rerun._lint_in
    monkeypatch.setattr(_rerun, "_lint_in", lambda *args: in_this_process.append(1) or original(*args))
    assert _lint_out(capsys, corpus.ROOT_PACKAGE) == serial
    assert in_this_process == [], "the modules were linted in this process, not in workers"
    assert json.loads((tmp_path / CACHE / f"lint-v{_cache.FORMAT}.json").read_text()) == stored


def test_results_of_another_build_are_not_reused(project: Path, linted: list[str], monkeypatch, capsys) -> None:
    """Editing a rule or a template of defaultgen itself (same version number) makes every
    stored result and parse entry stale."""
    first = _lint_out(capsys, "pkg")
    linted.clear()
    assert _cache.build() == _cache.build() and len(_cache.build()) == 20
    monkeypatch.setattr(_cache, "build", lambda: "another build")
    assert _lint_out(capsys, "pkg") == first
    assert sorted(linted) == ["pkg/alone.py", "pkg/base.py", "pkg/top.py"]


def test_the_build_digest_covers_every_stage_and_the_templates(tmp_path: Path, monkeypatch) -> None:
    """The build digest reads defaultgen's code in every subpackage (a rule in lint/rules/, the
    parser in source/) and the templates: changing any of them changes it."""
    import defaultgen

    package = tmp_path / "defaultgen"
    shutil.copytree(Path(defaultgen.__file__).parent, package, ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(Path(defaultgen.__file__).parent.parent / "templates", tmp_path / "templates")
    monkeypatch.setattr(_cache, "__file__", str(package / "cache" / "store.py"))
    digests = []
    for edited in ("lint/rules/dg203.py", "source/parse.py", "../templates/module.py.j2"):
        _cache.build.cache_clear()
        before = _cache.build()
        with (package / edited).open("a", encoding="utf-8") as out:
            out.write("\n# edited\n")
        _cache.build.cache_clear()
        digests.append((before, _cache.build()))
    _cache.build.cache_clear()
    assert all(before != after for before, after in digests), digests


def test_api_types_that_change_with_another_module_are_rechecked(tmp_path: Path, monkeypatch, capsys) -> None:
    """Whether a dataclass is an API type depends on who references it (SPEC §1): when an
    edit elsewhere makes one an API type (a new class referencing it, or an edited one), its
    unchanged module is checked again; the stored scope is reused otherwise."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "__init__.py").write_text("")
    (tmp_path / "pkg" / "plain.py").write_text(
        "from dataclasses import dataclass\n\n@dataclass\nclass Used:\n    n: int = 0\n\n"
        "@dataclass\nclass Later:\n    bad: set[int] = None\n\n"
        "@dataclass\nclass Third:\n    bad: set[int] = None\n"
    )
    api = tmp_path / "pkg" / "api.py"
    api.write_text(
        "from dataclasses import dataclass, field\nfrom .plain import Used, Later, Third\n\n"
        "@dataclass\nclass Top:\n    used: Used = field(default_factory=Used, metadata={'json': 'used'})\n"
    )
    first = _lint_out(capsys, "pkg")
    assert first == _lint_out(capsys, "--no-cache", "pkg") and first[0] == 0
    _append(api, "\n\n@dataclass\nclass More:\n    later: Later = field(default_factory=Later, metadata={'json': 'later'})\n")
    second = _lint_out(capsys, "pkg")
    assert second == _lint_out(capsys, "--no-cache", "pkg")
    assert second[0] == 1 and "Later.bad" in second[1] and "Third" not in second[1]
    api.write_text(api.read_text().replace("used: Used = field(default_factory=Used", "used: Third = field(default_factory=Third"))
    third = _lint_out(capsys, "pkg")
    assert third == _lint_out(capsys, "--no-cache", "pkg") and "Third.bad" in third[1]
    api.write_text(api.read_text().split("\n\n@dataclass\nclass More")[0] + "\n")
    fourth = _lint_out(capsys, "pkg")
    assert fourth == _lint_out(capsys, "--no-cache", "pkg") and "Later.bad" not in fourth[1]


def test_editing_a_type_again_and_again_walks_only_from_it(project: Path, monkeypatch, capsys) -> None:
    """When every API type is some module's own, editing one type (again and again, as one
    does) walks only from it: the stored scope still holds for the rest. What it newly refers
    to joins the API types; once some type is an API type only by being referenced, an edit
    that may drop it walks everything again. Findings always match an uncached run."""
    import defaultgen.source.scope as _scope

    def full_walk(*args: object) -> None:
        raise AssertionError("walked every module again")

    def cached_lint_walking_only_from_the_edit() -> tuple[int, str]:
        with monkeypatch.context() as patch:
            patch.setattr(_scope, "api_types", full_walk)
            return _lint_out(capsys, "pkg")

    (project / "pkg" / "plain.py").write_text("from dataclasses import dataclass\n\n@dataclass\nclass Outside:\n    bad: set[int] = None\n")
    base = project / "pkg" / "base.py"
    _lint_out(capsys, "pkg")
    for value in ("y", "z"):
        base.write_text(base.read_text().replace('# +default="x"', f'# +default="{value}"').replace('"y"', f'"{value}"'))
        edited = cached_lint_walking_only_from_the_edit()
        assert edited == _lint_out(capsys, "--no-cache", "pkg") and edited[0] == 0
    referring = base.read_text().replace("from dataclasses import dataclass, field", "from dataclasses import dataclass, field\nfrom .plain import Outside")
    base.write_text(referring + "    out: Outside = field(default_factory=Outside)\n")
    joined = cached_lint_walking_only_from_the_edit()
    assert joined == _lint_out(capsys, "--no-cache", "pkg") and "Outside.bad" in joined[1]
    base.write_text(referring)
    dropped = _lint_out(capsys, "pkg")
    assert dropped == _lint_out(capsys, "--no-cache", "pkg") and dropped[0] == 0


def test_a_package_marker_that_changes_required_is_seen_by_a_rerun(project: Path, capsys) -> None:
    """Whether a field is required reads the package's `+kubebuilder:validation:Optional`
    (`Universe.default_mode`, memoised per module for a run): the lookup is still charged to
    each module that asks, so adding the marker to `__init__.py` re-checks them."""
    (project / "pkg" / "svc.py").write_text(
        textwrap.dedent(
            """\
            import enum
            from dataclasses import dataclass, field

            class Kind(str, enum.Enum):
                A = "a"

            @dataclass
            class Svc:
                kind: Kind = field(metadata={"json": "kind"})
            """
        )
    )
    assert main(["lint", "-q", "pkg"]) == 0
    (project / "pkg" / "__init__.py").write_text("# +kubebuilder:validation:Optional\n")
    rerun = main(["lint", "-q", "pkg"])
    assert "DG309" in capsys.readouterr().out, "the stored clean result outlived the package marker"
    assert rerun == main(["lint", "-q", "--no-cache", "pkg"])
