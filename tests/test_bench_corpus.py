"""The benchmark corpus generator (bench/corpus.py): deterministic, big enough, varied, and
lint-clean, so that the lint and generate timings measure real work on valid input."""

from __future__ import annotations

import functools
import re
from pathlib import Path

import pytest

from bench import corpus
from defaultgen.cli.main import main

SMALL = corpus.Shape(packages=2, modules=12, helper_modules=2, seed=7)
DATACLASS = re.compile(r"^@(?:dataclasses\.)?dataclass\b", re.M)


@functools.cache
def full_corpus() -> dict[str, str]:
    return corpus.corpus_files(corpus.FULL)


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty project as the current directory, with its own (empty) configuration."""
    (tmp_path / "pyproject.toml").write_text("[tool.defaultgen]\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def test_same_shape_same_bytes() -> None:
    """Two generations of one shape are identical; another seed gives another corpus."""
    assert corpus.corpus_files(SMALL) == corpus.corpus_files(SMALL)
    assert corpus.corpus_files(SMALL) != corpus.corpus_files(
        corpus.Shape(packages=2, modules=12, helper_modules=2, seed=8)
    )


def test_full_corpus_is_as_big_as_the_issue_asks() -> None:
    """At least 300 modules with dataclasses, 3,000 dataclasses, and some files with none."""
    texts = full_corpus().values()
    per_file = [len(DATACLASS.findall(text)) for text in texts]
    assert sum(1 for n in per_file if n) >= 300
    assert sum(per_file) >= 3000
    assert sum(1 for n in per_file if not n) >= 30


@pytest.mark.parametrize(
    ("kind", "pattern"),
    [
        ("Optional scalar", r": Optional\[(str|int|float|bool)\] = "),
        ("PEP 604 Optional", r": (str|int|float|bool) \| None = "),
        ("named type with a type-level default", r"# \+default=.*\n\w+ = NewType\("),
        ("TypeAlias named type", r"^\w+: TypeAlias = (str|int)$"),
        ("list of scalars", r": (list|List)\[(str|int|float|bool)\] = "),
        ("dict of scalars", r": (dict|Dict)\[str, (str|int|float|bool)\] = "),
        ("list of named types", r": list\[\w+Name\d{3}[a-z]\] = "),
        ("dict of named types", r": dict\[str, \w+Name\d{3}[a-z]\] = "),
        ("list of dataclasses", r": (list|List)\[[\w.]+\d{3}[a-z]\] = "),
        ("dict of dataclasses", r": dict\[str, [\w.]+\d{3}[a-z]\] = "),
        ("Optional list items", r": list\[Optional\[(str|int)\]\] = "),
        ("Optional dict values", r": Dict\[str, Optional\[int\]\] = "),
        ("nested non-Optional dataclass", r"= field\(default_factory=[\w.]+\d{3}[a-z]\b"),
        (
            "Optional dataclass with a default object",
            r'# \+default=\{"\w+": .+\}\n    \w+: Optional\[[\w.]+\d{3}[a-z]\]',
        ),
        ("omitempty field with a default", r'# \+default=.*\n    \w+: \w+ = field\(default=.*omitempty"\}\)'),
        ("absolute cross-module import", r"^from corpus\.\w+\.m\d{3}_\w+ import "),
        ("relative import", r"^from \.m\d{3}_\w+ import "),
        ("module import", r"^from corpus\.\w+ import m\d{3}_\w+$"),
        ("description comment", r"^    # [A-Z][^+]*\.$"),
        ("inherited dataclass", r"^class \w+\(\w+\):"),
    ],
)
def test_corpus_has_every_field_kind(kind: str, pattern: str) -> None:
    """The full corpus contains each kind of declaration the benchmark is meant to exercise."""
    text = "\n".join(full_corpus().values())
    assert re.search(pattern, text, re.M), kind


def test_corpus_lints_clean(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Every generated file parses and breaks no lint rule, warnings included."""
    corpus.write_corpus(project, SMALL)
    assert main(["lint", "--no-cache", "--warnings-as-errors", corpus.ROOT_PACKAGE]) == 0
    assert capsys.readouterr().out == "All checks passed!\n"


def test_touch_changes_one_module_and_stays_clean(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`touch` rewrites only its target module, differently per generation, still lint-clean."""
    written = corpus.write_corpus(project, SMALL)
    before = {path: path.read_text(encoding="utf-8") for path in written}
    target = corpus.touch_target(SMALL)
    corpus.touch(project, before[project / target], target, 1)
    first = (project / target).read_text(encoding="utf-8")
    corpus.touch(project, before[project / target], target, 2)
    changed = [path for path in written if path.read_text(encoding="utf-8") != before[path]]
    assert changed == [project / target]
    assert (project / target).read_text(encoding="utf-8") != first
    assert main(["lint", "--no-cache", "--warnings-as-errors", corpus.ROOT_PACKAGE]) == 0
    capsys.readouterr()
