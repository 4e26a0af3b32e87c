"""The executed examples (tests/doc_examples.py): a page's files are written, its sessions run
and compared, its Python run, each page in a directory of its own; a changed message fails;
and no page of README.md or docs/ holds a block that would go unrun by its spelling."""

from __future__ import annotations

import re
import sys
import textwrap
from pathlib import Path

import pytest
from sybil.example import SybilFailure

import doc_examples
from doc_examples import NOT_RUN, REPO, matches, session

FENCE = "```"


def _page(tmp_path: Path, text: str) -> Path:
    page = tmp_path / "page.md"
    page.write_text(textwrap.dedent(text).replace("'''", FENCE), encoding="utf-8")
    return page


def _run(page: Path) -> list[str]:
    """Evaluate the page's examples in order, as the plugin does; the failures' messages."""
    sybil = doc_examples.sybil(page.parent, ["page.md"])
    document = sybil.parse(page)
    failures = []
    sybil.setup(document.namespace)
    try:
        for example in document.examples():
            try:
                example.evaluate()
            except SybilFailure as failure:
                failures.append(str(failure))
    finally:
        sybil.teardown(document.namespace)
    return failures


def test_a_page_writes_its_files_and_runs_its_session_there(tmp_path: Path) -> None:
    page = _page(
        tmp_path,
        """
        '''python title="pkg/mod.py"
        GREETING = "hello"
        '''

        '''console
        $ python -c 'from pkg.mod import GREETING; print(GREETING)'
        hello
        $ ls pkg && echo "to stderr" >&2
        mod.py
        to stderr
        $ printf 'a\\nb\\nc\\n' && echo \\
          done
        ...
        done
        '''

        '''python
        from pkg.mod import GREETING
        assert GREETING == "hello"
        '''

        '''python
        >>> print(GREETING.upper(), "world")
        HELLO ...
        '''
        """,
    )
    assert _run(page) == []


def test_a_changed_message_fails_with_a_diff(tmp_path: Path) -> None:
    page = _page(
        tmp_path,
        """
        '''console
        $ echo "Found 2 errors."
        Found 1 error.
        '''
        """,
    )
    (failure,) = _run(page)
    assert '$ echo "Found 2 errors."' in failure and "-Found 1 error." in failure and "+Found 2 errors." in failure


def test_python_blocks_that_fail_fail_the_page(tmp_path: Path) -> None:
    page = _page(tmp_path, "'''python\n>>> 1 + 1\n3\n'''\n")
    sybil = doc_examples.sybil(tmp_path, ["page.md"])
    document = sybil.parse(page)
    sybil.setup(document.namespace)
    try:
        (example,) = document.examples()
        with pytest.raises(SybilFailure, match="Expected:\\n    3\\nGot:\\n    2"):
            example.evaluate()
    finally:
        sybil.teardown(document.namespace)


def test_each_page_has_its_own_directory_and_forgets_its_modules(tmp_path: Path) -> None:
    page = _page(tmp_path, "'''python title=\"docpkg_x/__init__.py\"\nX = 1\n'''\n\n'''python\nimport docpkg_x\n'''\n")
    assert _run(page) == []
    assert "docpkg_x" not in sys.modules
    assert _run(_page(tmp_path, "'''console\n$ ls\n'''\n")) == []  # a fresh, empty directory


@pytest.mark.parametrize(
    ("expected", "actual", "result"),
    [
        (["a", "b"], "a\nb\n", True),
        (["a", "b"], "a\nb  \n\n", True),  # trailing spaces and blank lines aside
        (["a", "b"], "a\nc\n", False),
        (["a", "..."], "a\n", True),  # `...` may stand for no line
        (["a", "...", "z"], "a\nb\nc\nz\n", True),
        (["a", "  ...", "z"], "a\nb\nz\n", True),  # indented, as in YAML
        (["a", "...", "z"], "a\nb\n", False),
        (["took ... s"], "took 0.25 s\n", True),  # within a line: any text there
        (["took ... s"], "took 0.25 ms\n", False),
        (["a.b"], "axb\n", False),  # the rest is literal
    ],
)
def test_matches(expected: list[str], actual: str, result: bool) -> None:
    assert matches(expected, actual) is result


def test_a_session_splits_commands_and_their_output() -> None:
    commands = session("$ one \\\n  --flag\nout 1\nout 2\n$ two\n")
    assert [(c.line, c.expected) for c in commands] == [("one \\\n  --flag", ("out 1", "out 2")), ("two", ())]
    with pytest.raises(ValueError, match="starts with a `\\$ ` command line"):
        session("output first\n$ cmd\n")
    with pytest.raises(ValueError, match="no `\\$ ` command line"):
        session("")


_OPENING = re.compile(r'^[ \t]*(?:[-*+][ \t]+)?```(?P<language>[\w+-]*)(?P<title>[ \t]+title="[^"]+")?[ \t]*$', re.M)


def _pages() -> list[Path]:
    return [REPO / "README.md", *sorted((REPO / "docs").rglob("*.md"))]


def _languages(text: str) -> list[str]:
    """The language of each fenced block ("title" for a file block)."""
    languages, inside = [], False
    for line in text.splitlines():
        opening = _OPENING.match(line)
        if not inside and opening:
            languages.append("title" if opening["title"] else opening["language"])
            inside = True
        elif inside and line.strip() == FENCE:
            inside = False
    return languages


def _unrun(text: str) -> set[str]:
    return {language for language in _languages(text) if language not in NOT_RUN | {"console", "python", "title"}}


def test_unrun_languages_are_found() -> None:
    text = "```bash\n$ make\n```\n\n- item\n\n    ```pycon\n    >>> 1\n    ```\n\n```yaml title=\"a.yaml\"\n```\n\n```text\n```bash\n```\n"
    assert _languages(text) == ["bash", "pycon", "title", "text"]
    assert _unrun(text) == {"bash", "pycon"}


@pytest.mark.parametrize("page", _pages(), ids=lambda p: str(p.relative_to(REPO)))
def test_every_block_is_run_or_plainly_shown(page: Path) -> None:
    """A fence is a file (it has a title), a session, Python, or one of the languages that are
    shown and not run; a ```bash or ```pycon block would go unrun, so it is refused."""
    assert not _unrun(page.read_text(encoding="utf-8")), f"{page.name}: blocks that are neither run nor plain"
