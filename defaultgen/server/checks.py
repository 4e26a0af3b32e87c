"""Lint the open documents from their unsaved text, and say it in LSP's terms.

The open documents of one project are one lint run (`cache.rerun.lint_files`) whose files
carry their unsaved text: a document's findings are reused while what they were computed
from holds — its own text and the names it looked up in the other documents and files — so
an edit re-checks the edited document and exactly the open documents that use what changed,
never everything. The server's stored results are its own (`store="server"`): the command
line's stay as they are.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING

from lsprotocol import types as lsp

from ..cache.rerun import lint_files, workspace_for
from ..diagnostics import Diagnostic, Severity
from ..lint.docs import find_rule, url
from ..source.discover import SourceFile
from .positions import UTF16, PositionCodec, lines_of, to_client
from .project import ConfigError, Project

if TYPE_CHECKING:
    from ..source.discover import Loaded

SOURCE = "defaultgen"
STORE = "server"

_SEVERITY = {
    Severity.ERROR: lsp.DiagnosticSeverity.Error,
    Severity.WARNING: lsp.DiagnosticSeverity.Warning,
    Severity.INFO: lsp.DiagnosticSeverity.Information,
}
_WORD = re.compile(r"\w+|\S+")


def lint_documents(project: Project, sources: list[SourceFile], loaded: Loaded | None = None) -> dict[str, list[Diagnostic]]:
    """The findings of each document (by path as shown), configured as the project says;
    `loaded`: the files not open, as read by earlier checks (`source.discover.ModuleLoader`)."""
    found: dict[str, list[Diagnostic]] = {source.shown: [] for source in sources}
    workspace = workspace_for(project.settings, sources, loaded=loaded)
    for diagnostic in lint_files(project.settings, sources, workspace=workspace, store=STORE):
        found.setdefault(diagnostic.path, []).append(diagnostic)
    return found


def check_documents(
    project: Project, sources: dict[str, SourceFile], codec: PositionCodec = UTF16, loaded: Loaded | None = None
) -> dict[str, list[lsp.Diagnostic]]:
    """The LSP diagnostics of each open document of `project` (`sources` by URI), whatever
    their text (`loaded`: as for `lint_documents`)."""
    by_path = lint_documents(project, list(sources.values()), loaded)
    return {
        uri: [to_lsp(d, lines_of(text_of(source)), codec) for d in by_path.get(source.shown, [])]
        for uri, source in sources.items()
    }


def text_of(source: SourceFile) -> str:
    """A document's text as the client sent it (`project.source_of`'s bytes decoded back)."""
    try:
        return (source.text or b"").decode("utf-8", "surrogatepass")
    except UnicodeDecodeError:  # not a document's bytes: read as far as they go
        return (source.text or b"").decode("utf-8", "replace")


def to_lsp(diagnostic: Diagnostic, lines: list[str], codec: PositionCodec = UTF16) -> lsp.Diagnostic:
    """A finding as an LSP diagnostic, its range over the marker (a comment: to the end of
    the comment) or the name (a field) it starts at, in the client's units."""
    row, start, end = span(lines, diagnostic.line, diagnostic.col)
    return lsp.Diagnostic(
        range=lsp.Range(to_client(lines, row, start, codec), to_client(lines, row, end, codec)),
        message=diagnostic.message,
        severity=_SEVERITY[diagnostic.severity],
        code=diagnostic.code,
        code_description=lsp.CodeDescription(href=url(find_rule(diagnostic.code))),
        source=SOURCE,
    )


def span(lines: list[str], line: int, col: int) -> tuple[int, int, int]:
    """From 1-based `line` and `col` (code points): the 0-based line, and the columns (code
    points) of what stands there: to the end of the line for a comment or a marker, else one
    word (or one run of non-blanks)."""
    row = max(line - 1, 0)
    text = lines[row] if row < len(lines) else ""
    start = min(max(col - 1, 0), len(text))
    rest = text[start:]
    if rest.startswith(("#", "+")):
        end = len(text.rstrip())
    else:
        match = _WORD.match(rest)
        end = start + (len(match.group()) if match else 0)
    return row, start, max(end, start)


def config_diagnostic(error: ConfigError) -> lsp.Diagnostic:
    """A pyproject.toml that cannot be used, as a diagnostic on that file: at the key it
    names when it names one (`unknown key `x``, `[tool.defaultgen] key must be ...`), else at
    its start."""
    line = _line_of_key(error.pyproject, error.message)
    return lsp.Diagnostic(
        range=lsp.Range(lsp.Position(line, 0), lsp.Position(line, 0)),
        message=error.message,
        severity=lsp.DiagnosticSeverity.Error,
        source=SOURCE,
    )


_KEY = re.compile(r"`([\w-]+)`|\] ([\w-]+) must|line (\d+)")


def _line_of_key(pyproject: Path, message: str) -> int:
    match = _KEY.search(message)
    if match is None:
        return 0
    if match.group(3):
        return int(match.group(3)) - 1
    key = match.group(1) or match.group(2)
    try:
        lines = pyproject.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError):
        return 0
    return next((i for i, text in enumerate(lines) if re.match(rf"\s*{re.escape(key)}\s*=", text)), 0)
