"""The executed examples of README.md and the docs site: a pytest plugin (`-p doc_examples`
in pyproject's addopts) that has Sybil collect every page and run its examples in page order,
each page in a fresh temporary directory of its own (docs/contributing.md says it for authors):

- a fenced block whose info string names a title, ```` ```python title="api/types.py" ```` (any
  language: `yaml`, `toml`, ...), is a file: it is written to that path of the page's directory
  (folders made as needed) when it is reached, and nothing is run;
- a ```` ```console ```` block is a session: each line that starts with `$ ` is a command (a line
  ending in `\\` goes on on the next), run by bash in the page's directory with this
  interpreter's environment first on PATH (`defaultgen` and `python` are the venv's; git has an
  author and no user configuration); the lines after it, up to the next command, are what it
  prints, stdout and stderr together, compared exactly but for trailing spaces. Placeholders: a
  line that is only `...` stands for any lines (none included), and `...` within a line for any
  text on that line (timings, temporary paths). The exit status is not compared: what the
  command prints is;
- a ```` ```python ```` block without a title runs as written, in the page's namespace (shared by
  its blocks), with the page's directory current and first on sys.path; one that starts with
  `>>>` is a doctest (Sybil's), its output compared with `...` as doctest's ELLIPSIS.

Every other fence is shown, not run (`NOT_RUN`); tests/test_doc_examples.py refuses any other
language, so that no session or snippet goes unexecuted by a spelling (```` ```bash ````).
"""

from __future__ import annotations

import contextlib
import difflib
import doctest
import importlib
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from sybil import Document, Example, Region, Sybil
from sybil.parsers.markdown import PythonCodeBlockParser
from sybil.parsers.markdown.lexers import RawFencedCodeBlockLexer

REPO = Path(__file__).resolve().parent.parent
# the pages: README.md and everything the site builds
PATTERNS = ("README.md", "docs/*.md", "docs/*/*.md")
# fences that are shown and not run: a command to type without its output (`sh`), config
# and data (a file block runs them), editors' configuration (Neovim's Lua, Emacs Lisp), plain
# output, diagrams
NOT_RUN = frozenset({"sh", "text", "yaml", "toml", "json", "lua", "elisp", "mermaid", ""})
COMMAND_TIMEOUT = 300  # seconds; a `generate` of the example project takes a few

_INFO = re.compile(r'(?P<language>[\w+-]*)(?:[ \t]+title="(?P<title>[^"\n]+)")?[ \t]*$\n', re.MULTILINE)
_LEXER = RawFencedCodeBlockLexer(info_pattern=_INFO)
_DIR = "__page_dir__"  # the namespace key of the page's directory


@dataclass(frozen=True)
class Command:
    line: str  # as written after `$ `, continuation lines joined with newlines
    expected: tuple[str, ...]


def session(text: str) -> tuple[Command, ...]:
    """The commands of a console block and the output written under each."""
    commands: list[tuple[list[str], list[str]]] = []
    lines = text.splitlines()
    index = 0
    while index < len(lines):
        line = lines[index]
        if line.startswith("$ ") or line == "$":
            command = [line[2:]]
            while command[-1].endswith("\\") and index + 1 < len(lines):
                index += 1
                command.append(lines[index])
            commands.append((command, []))
        elif not commands:
            raise ValueError(f"a console block starts with a `$ ` command line, not {line!r}")
        else:
            commands[-1][1].append(line)
        index += 1
    if not commands:
        raise ValueError("a console block holds no `$ ` command line")
    return tuple(Command("\n".join(command), tuple(output)) for command, output in commands)


def matches(expected: Iterable[str], actual: str) -> bool:
    """Whether `actual` is the `expected` lines, with `...` placeholders (a line of its own: any
    lines; within a line: any text), trailing spaces and final blank lines aside."""
    pattern = "".join(
        r"(?:[^\n]*\n)*?" if line.strip() == "..." else ".*".join(map(re.escape, line.rstrip().split("..."))) + r"\n"
        for line in _trimmed(expected)
    )
    text = "".join(line + "\n" for line in _trimmed(actual.splitlines()))
    return re.fullmatch(pattern, text) is not None


def _trimmed(lines: Iterable[str]) -> list[str]:
    out = [line.rstrip() for line in lines]
    while out and not out[-1]:
        out.pop()
    return out


def environment() -> dict[str, str]:
    """What a command runs with: this interpreter's bin directory first on PATH, a fixed width
    for help text, no colours, no debugging tracebacks."""
    env = {key: value for key, value in os.environ.items() if key not in ("DEFAULTGEN_DEBUG", "PYTHONPATH")}
    env.update(PATH=f"{Path(sys.executable).parent}{os.pathsep}{env.get('PATH', '')}", COLUMNS="100", NO_COLOR="1")
    env.update(_GIT)
    return env


# git as on a fresh machine, with an author for `git commit` (the compat guide commits)
_GIT = {
    "GIT_CONFIG_GLOBAL": os.devnull,
    "GIT_CONFIG_NOSYSTEM": "1",
    **{f"GIT_{who}_{what}": value for who in ("AUTHOR", "COMMITTER") for what, value in (("NAME", "Docs"), ("EMAIL", "docs@example.com"))},
}


def run_session(example: Example) -> str | None:
    directory = example.namespace[_DIR]
    for command in example.parsed:
        done = subprocess.run(
            ["bash", "-c", command.line],
            cwd=directory,
            env=environment(),
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            timeout=COMMAND_TIMEOUT,
        )
        if not matches(command.expected, done.stdout):
            diff = difflib.unified_diff(
                _trimmed(command.expected), _trimmed(done.stdout.splitlines()), "the page says", "it printed", lineterm=""
            )
            return f"$ {command.line}\nprinted something else (exit status {done.returncode}):\n" + "\n".join(diff)
    return None


def write_file(example: Example) -> None:
    path = example.namespace[_DIR] / example.parsed[0]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(example.parsed[1], encoding="utf-8")


def _files_and_sessions(document: Document) -> Iterator[Region]:
    for region in _LEXER(document):
        title, language = region.lexemes["title"], region.lexemes["language"]
        if title:
            region.parsed, region.evaluator = (title, str(region.lexemes["source"])), write_file
        elif language == "console":
            region.parsed, region.evaluator = session(region.lexemes["source"]), run_session
        else:
            continue
        yield region


_PYTHON = PythonCodeBlockParser(doctest_optionflags=doctest.ELLIPSIS)


def _python(document: Document) -> Iterator[Region]:
    """Sybil's Python blocks and doctests (untitled ```python fences), run in the page's directory."""
    for region in _PYTHON(document):
        region.evaluator = _in_page_directory(region.evaluator)
        yield region


def _in_page_directory(evaluate):
    def evaluator(example: Example):
        with in_directory(example.namespace[_DIR]):
            return evaluate(example)

    return evaluator


@contextlib.contextmanager
def in_directory(directory: Path) -> Iterator[None]:
    """`directory` current and first on sys.path (the files just written importable)."""
    previous = os.getcwd()
    os.chdir(directory)
    sys.path.insert(0, str(directory))
    importlib.invalidate_caches()
    try:
        yield
    finally:
        sys.path.remove(str(directory))
        os.chdir(previous)


def setup(namespace: dict) -> None:
    namespace[_DIR] = Path(tempfile.mkdtemp(prefix="defaultgen-page-")).resolve()


def teardown(namespace: dict) -> None:
    """Forget the page's modules (the next page may have an `api` package of its own) and its directory."""
    directory = namespace.pop(_DIR)
    for name, module in list(sys.modules.items()):
        if str(getattr(module, "__file__", None) or "").startswith(str(directory)):
            del sys.modules[name]
    shutil.rmtree(directory, ignore_errors=True)


def sybil(path: Path = REPO, patterns: Iterable[str] = PATTERNS) -> Sybil:
    return Sybil(
        parsers=[_files_and_sessions, _python], path=str(path), patterns=list(patterns), setup=setup, teardown=teardown
    )


pytest_collect_file = sybil().pytest()
