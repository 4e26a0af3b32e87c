"""`defaultgen server` end to end: a real LSP client (pytest-lsp) starts the server as a
subprocess and talks to it over stdio."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

import pytest
import pytest_lsp
from lsprotocol import types as lsp
from pytest_lsp import ClientServerConfig, LanguageClient
from pytest_lsp.client import DEFAULT_CLIENT_FEATURES, register_lsp_features

from defaultgen.lint.docs import RULES_URL

API = '''\
from dataclasses import dataclass, field


@dataclass
class Spec:
    # +kubebuilder:validation:Minimun=1
    replicas: int = 1
    # +optional
    name: str | None = field(default=None, metadata={"json": "name"})
'''

pytestmark = pytest.mark.asyncio(loop_scope="function")


def _record(client: LanguageClient, params: lsp.PublishDiagnosticsParams) -> None:
    client.diagnostics[params.uri] = params.diagnostics
    client.publications.put_nowait(params)


def _recording_client() -> LanguageClient:
    """pytest-lsp's client, keeping every publication in order (`publications`): waiting for
    the next notification would miss one sent while the test looked at the one before."""
    client = LanguageClient()
    register_lsp_features(client, {**DEFAULT_CLIENT_FEATURES, lsp.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS: _record})
    client.publications = asyncio.Queue()
    return client


@pytest_lsp.fixture(
    config=ClientServerConfig(
        server_command=[sys.executable, "-m", "defaultgen", "server"], client_factory=_recording_client
    )
)
async def client(lsp_client: LanguageClient, tmp_path: Path):
    lsp_client.root = tmp_path
    await lsp_client.initialize_session(
        lsp.InitializeParams(capabilities=lsp.ClientCapabilities(), root_uri=tmp_path.as_uri())
    )
    yield
    await lsp_client.shutdown_session()


async def _open(client: LanguageClient, name: str, text: str) -> str:
    uri = (client.root / name).as_uri()
    client.text_document_did_open(lsp.DidOpenTextDocumentParams(lsp.TextDocumentItem(uri, "python", 1, text)))
    await _published(client, uri)
    return uri


async def _published(client: LanguageClient, uri: str) -> list[lsp.Diagnostic]:
    return (await _publication(client, uri)).diagnostics


async def _publication(client: LanguageClient, uri: str) -> lsp.PublishDiagnosticsParams:
    """The next publication for `uri` (the others before it are passed over)."""
    while True:
        params = await client.publications.get()
        if params.uri == uri:
            return params


def _change(client: LanguageClient, uri: str, version: int, text: str) -> None:
    client.text_document_did_change(
        lsp.DidChangeTextDocumentParams(
            lsp.VersionedTextDocumentIdentifier(version=version, uri=uri), [lsp.TextDocumentContentChangeWholeDocument(text=text)]
        )
    )


def _apply(text: str, edits: list[lsp.TextEdit]) -> str:
    """Apply LSP text edits (all against `text`) as a client would."""
    lines = text.splitlines(keepends=True)

    def offset(p: lsp.Position) -> int:
        return sum(len(line) for line in lines[: p.line]) + p.character

    for edit in sorted(edits, key=lambda e: offset(e.range.start), reverse=True):
        text = text[: offset(edit.range.start)] + edit.new_text + text[offset(edit.range.end) :]
    return text


async def test_diagnostics_of_the_unsaved_text(client: LanguageClient):
    uri = await _open(client, "api.py", API)
    found = client.diagnostics[uri]
    assert [(d.code, d.range.start.line, d.range.start.character) for d in found] == [("DG109", 5, 4), ("DG303", 6, 4)]
    dg109 = found[0]
    assert dg109.range.end == lsp.Position(5, len("    # +kubebuilder:validation:Minimun=1"))
    assert dg109.severity == lsp.DiagnosticSeverity.Error and found[1].severity == lsp.DiagnosticSeverity.Warning
    assert dg109.code_description.href == f"{RULES_URL}#dg109"
    assert found[1].range.end.character == len("    replicas")
    # typing the fix (never saved): the finding goes
    _change(client, uri, 2, API.replace("Minimun", "Minimum"))
    assert [d.code for d in await _published(client, uri)] == ["DG303"]
    assert not (client.root / "api.py").exists()


async def test_quick_fix_and_fix_all_lint_clean(client: LanguageClient):
    uri = await _open(client, "api.py", API)
    found = client.diagnostics[uri]
    actions = await client.text_document_code_action_async(
        lsp.CodeActionParams(
            lsp.TextDocumentIdentifier(uri), found[0].range, lsp.CodeActionContext(diagnostics=found)
        )
    )
    by_title = {a.title: a for a in actions}
    assert set(by_title) == {
        "Fix DG109",
        "Suppress DG109 here",
        "Fix DG303 (unsafe: changes behaviour)",
        "Suppress DG303 here",
        "Fix all defaultgen findings (safe fixes)",
    }
    assert by_title["Fix DG109"].is_preferred and not by_title["Fix DG303 (unsafe: changes behaviour)"].is_preferred
    assert by_title["Fix all defaultgen findings (safe fixes)"].kind == "source.fixAll.defaultgen"
    fixed = _apply(API, by_title["Fix DG109"].edit.changes[uri])
    assert fixed == API.replace("Minimun", "Minimum")
    edits = by_title["Fix DG109"].edit.changes[uri]
    assert len(edits) == 1 and edits[0].range.start.line == 5 and edits[0].range.end.line == 6  # the one line
    unsafe = _apply(fixed, by_title["Fix DG303 (unsafe: changes behaviour)"].edit.changes[uri])
    _change(client, uri, 2, unsafe)
    assert list(await _published(client, uri)) == []


async def test_suppression_action_silences_the_finding(client: LanguageClient):
    uri = await _open(client, "api.py", API)
    found = client.diagnostics[uri]
    actions = await client.text_document_code_action_async(
        lsp.CodeActionParams(lsp.TextDocumentIdentifier(uri), found[1].range, lsp.CodeActionContext(diagnostics=found))
    )
    text = API
    for action in actions:
        if action.title.startswith("Suppress"):
            text = _apply(text, action.edit.changes[uri])
            _change(client, uri, 2, text)
            await _published(client, uri)
            break
    assert "replicas: int = 1  # noqa: DG109" not in text and "  # defaultgen: ignore[DG109]" in text
    actions = await client.text_document_code_action_async(
        lsp.CodeActionParams(lsp.TextDocumentIdentifier(uri), found[1].range, lsp.CodeActionContext(diagnostics=client.diagnostics[uri]))
    )
    suppress = next(a for a in actions if a.title == "Suppress DG303 here")
    text = _apply(text, suppress.edit.changes[uri])
    assert "    replicas: int = 1  # noqa: DG303\n" in text
    _change(client, uri, 3, text)
    assert list(await _published(client, uri)) == []


async def test_hover_and_completion(client: LanguageClient):
    text = API.replace("Minimun", "Minimum") + "    # +listType=\n    # +\n"
    uri = await _open(client, "api.py", text)
    shown = await client.text_document_hover_async(lsp.HoverParams(lsp.TextDocumentIdentifier(uri), lsp.Position(5, 10)))
    assert "**+kubebuilder:validation:Minimum**" in shown.contents.value and "`minimum`" in shown.contents.value
    shown = await client.text_document_hover_async(lsp.HoverParams(lsp.TextDocumentIdentifier(uri), lsp.Position(8, 5)))
    assert shown.contents.value.startswith("**name** is `name` in the schema of `api.Spec` (optional)")
    assert '"type": "string"' in shown.contents.value
    shown = await client.text_document_hover_async(lsp.HoverParams(lsp.TextDocumentIdentifier(uri), lsp.Position(6, 6)))
    assert '"minimum": 1' in shown.contents.value and '"type": "integer"' in shown.contents.value
    values = await client.text_document_completion_async(
        lsp.CompletionParams(lsp.TextDocumentIdentifier(uri), lsp.Position(9, len("    # +listType=")))
    )
    assert [item.label for item in values.items] == ["atomic", "set", "map"]
    names = await client.text_document_completion_async(
        lsp.CompletionParams(lsp.TextDocumentIdentifier(uri), lsp.Position(10, len("    # +")))
    )
    assert {"default", "optional", "kubebuilder:validation:Minimum"} <= {item.label for item in names.items}


async def test_hover_on_a_rule_code_in_a_suppression(client: LanguageClient):
    uri = await _open(client, "api.py", API.replace("replicas: int = 1", "replicas: int = 1  # noqa: DG303"))
    shown = await client.text_document_hover_async(lsp.HoverParams(lsp.TextDocumentIdentifier(uri), lsp.Position(6, 32)))
    assert shown.contents.value.startswith("## DG303")


async def test_a_broken_pyproject_is_a_diagnostic_on_it(client: LanguageClient):
    (client.root / "pyproject.toml").write_text("[tool.defaultgen]\nselect = ['DG1']\nnope = 1\n")
    uri = (client.root / "api.py").as_uri()
    client.text_document_did_open(lsp.DidOpenTextDocumentParams(lsp.TextDocumentItem(uri, "python", 1, API)))
    pyproject = (client.root / "pyproject.toml").as_uri()
    found = await _published(client, pyproject)
    assert found[0].range.start.line == 2 and "unknown key `nope`" in found[0].message
    (client.root / "pyproject.toml").write_text("[tool.defaultgen]\nselect = ['DG1']\n")
    _change(client, uri, 2, API + "\n")
    assert list(await _published(client, pyproject)) == []
    # api.py's diagnostics may be published before or after the pyproject's
    for _ in range(100):
        if [d.code for d in client.diagnostics.get(uri, [])] == ["DG109"]:
            break
        await asyncio.sleep(0.05)
    assert [d.code for d in client.diagnostics[uri]] == ["DG109"]  # DG303 not selected


async def test_a_document_that_does_not_parse_gets_dg100(client: LanguageClient):
    uri = await _open(client, "api.py", "@dataclass\nclass (:\n")
    assert [d.code for d in client.diagnostics[uri]] == ["DG100"]


async def test_pull_diagnostics(client: LanguageClient):
    uri = await _open(client, "api.py", API)
    report = await client.text_document_diagnostic_async(lsp.DocumentDiagnosticParams(lsp.TextDocumentIdentifier(uri)))
    assert [d.code for d in report.items] == ["DG109", "DG303"]
    everything = await client.workspace_diagnostic_async(lsp.WorkspaceDiagnosticParams(previous_result_ids=[]))
    assert [(r.uri, len(r.items)) for r in everything.items] == [(uri, 2)]


PORTS = '''\
from dataclasses import dataclass, field


@dataclass
class Port:
    port: int = field(default=0, metadata={"json": "port"})
    # +default="TCP"
    protocol: str = field(default="", metadata={"json": "protocol,omitempty"})
'''

SERVICE = '''\
from dataclasses import dataclass, field

from ports import Port


@dataclass
class Spec:
    # +listType=map
    # +listMapKey=port
    # +listMapKey=protocol
    ports: list[Port] = field(default_factory=list)
'''


async def test_an_edit_rechecks_the_open_documents_that_use_it(client: LanguageClient):
    ports = await _open(client, "ports.py", PORTS)
    service = await _open(client, "service.py", SERVICE)
    assert list(client.diagnostics[service]) == []
    # the key field loses its default in ports.py: service.py's +listMapKey=protocol is wrong now
    _change(client, ports, 2, PORTS.replace('    # +default="TCP"\n', ""))
    found = await asyncio.wait_for(_published(client, service), timeout=30)
    # (a server that re-checks only the edited document never publishes for service.py: the wait times out)
    assert [(d.code, d.range.start.line) for d in found] == [("DG306", 9)]
    assert "Port.protocol" in found[0].message


async def test_stale_versions_are_dropped(client: LanguageClient):
    """Five versions sent at once, the first one slow to check (hundreds of classes with a
    typo'd marker each): the others arrive while it runs, so only the newest one's diagnostics
    are published — the first one's result is dropped unpublished, the middle ones unrun —
    and nothing older comes after it."""
    uri = await _open(client, "api.py", API)
    slow = API + "".join(f"\n\n@dataclass\nclass Slow{i}:\n    # +kubebuilder:validation:Minimun=1\n    n: int = 0\n" for i in range(400))
    _change(client, uri, 2, slow)
    for version, typo in enumerate(["Mininum", "Minimmum", "Minnimum"], start=3):
        _change(client, uri, version, API.replace("Minimun", typo))
    _change(client, uri, 6, API.replace("Minimun", "Minimum"))
    newest = await asyncio.wait_for(_publication(client, uri), timeout=60)
    assert (newest.version, [d.code for d in newest.diagnostics]) == (6, ["DG303"])
    # a pull is answered after every check queued before it: whatever was still to come has come
    report = await client.text_document_diagnostic_async(lsp.DocumentDiagnosticParams(lsp.TextDocumentIdentifier(uri)))
    assert [d.code for d in report.items] == ["DG303"]
    assert client.publications.empty()
