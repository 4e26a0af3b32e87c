"""The protocol side: pygls' LanguageServer with defaultgen's features.

Work is done off the event loop, one job at a time (lint's state is not shared between
threads), so typing is never blocked. A check reads the open documents as they stood when it
was asked for; when the edited document has a newer version by the time the worker gets to
it, the check is dropped unrun, and a result for a version that is no longer the latest is
dropped unpublished (a newer check is queued behind it either way). Whatever a document's
text, a check gives diagnostics or none: an unexpected error is logged to the client and
the document keeps its last diagnostics.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import logging
import os
from pathlib import Path
from typing import TYPE_CHECKING

from lsprotocol import types as lsp
from pygls.lsp.server import LanguageServer
from pygls.uris import to_fs_path

from .. import __version__
from .actions import FIX_ALL, code_actions
from .checks import check_documents, config_diagnostic
from .completion import complete
from .hover import hover
from .project import ConfigError, Project, project_of, source_of

if TYPE_CHECKING:
    from ..source.discover import Loaded

_log = logging.getLogger("defaultgen")


class DefaultgenServer(LanguageServer):
    def __init__(self) -> None:
        super().__init__("defaultgen", __version__)
        self.worker = concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="defaultgen-check")
        self.published: dict[str, list[lsp.Diagnostic]] = {}  # by document URI, as last published
        self.broken: set[str] = set()  # URIs of pyproject.toml files with a diagnostic
        # the files that are not open, as the checks read them (each read again once changed on
        # disk): an edit re-parses the document, not the modules it imports
        self.loaded: Loaded = {}

    def project(self, uri: str) -> Project:
        path = to_fs_path(uri)
        return project_of(Path(path if path is not None else uri))

    def snapshot(self) -> dict[str, tuple[int | None, str]]:
        """Every open document's version and text as of now (taken on the event loop, where
        the changes are applied, so a check reads one version of each document)."""
        return {uri: (document.version, document.source) for uri, document in self.workspace.text_documents.items()}

    def sources(self, project: Project, snapshot: dict[str, tuple[int | None, str]]) -> dict[str, object]:
        """The open documents of `project` in `snapshot`, as files of a lint run, by URI."""
        found = {}
        for uri, (_, text) in snapshot.items():
            try:
                if self.project(uri).pyproject != project.pyproject:
                    continue
            except ConfigError:
                continue
            path = to_fs_path(uri)
            if path is not None and path.endswith(".py"):
                found[uri] = source_of(Path(path), project.settings, text)
        return found

    def check(self, uri: str, snapshot: dict[str, tuple[int | None, str]]) -> dict[str, list[lsp.Diagnostic]]:
        """The diagnostics of `uri` and of the other open documents of its project as they
        stand in `snapshot`, computed in the worker thread (pyproject.toml trouble is
        published on that file)."""
        try:
            project = self.project(uri)
        except ConfigError as error:
            pyproject = error.pyproject.as_uri()
            self.broken.add(pyproject)
            return {pyproject: [config_diagnostic(error)], uri: []}
        results = {}
        if project.pyproject is not None and project.pyproject.as_uri() in self.broken:
            self.broken.discard(project.pyproject.as_uri())
            results[project.pyproject.as_uri()] = []
        results.update(check_documents(project, self.sources(project, snapshot), self.workspace.position_codec, self.loaded))
        return results

    def check_current(self, uri: str, snapshot: dict[str, tuple[int | None, str]]) -> dict[str, list[lsp.Diagnostic]] | None:
        """`check`, or None, computing nothing, when `uri` changed since `snapshot` (a newer
        check is queued behind this one)."""
        if uri in snapshot and self._version(uri) != snapshot[uri][0]:
            return None
        return self.check(uri, snapshot)

    async def run(self, job, *args):
        return await asyncio.get_running_loop().run_in_executor(self.worker, job, *args)

    async def refresh(self, uri: str) -> None:
        """Check `uri` (and its project's open documents) and publish the result, each
        document's diagnostics with the version they were computed from: always for `uri`,
        for the others when they changed. Nothing is published for a document that changed
        meanwhile (its own refresh is queued), so an older version's diagnostics never
        follow a newer one's."""
        snapshot = self.snapshot()
        try:
            results = await self.run(self.check_current, uri, snapshot)
        except Exception as exc:  # a bug of ours: said to the client, never a dead server
            self.window_log_message(lsp.LogMessageParams(lsp.MessageType.Error, f"defaultgen: {type(exc).__name__}: {exc}"))
            return
        if results is None:
            return  # stale: dropped before any work
        for doc_uri, diagnostics in results.items():
            version = snapshot[doc_uri][0] if doc_uri in snapshot else None
            if doc_uri in snapshot and self._version(doc_uri) != version:
                continue  # stale: a newer version's check publishes
            if doc_uri == uri or self.published.get(doc_uri) != diagnostics:
                self.published[doc_uri] = diagnostics
                self.text_document_publish_diagnostics(
                    lsp.PublishDiagnosticsParams(uri=doc_uri, diagnostics=diagnostics, version=version)
                )

    def _version(self, uri: str) -> int | None:
        document = self.workspace.text_documents.get(uri)
        return document.version if document is not None else None


def build() -> DefaultgenServer:
    server = DefaultgenServer()

    @server.feature(lsp.INITIALIZE)
    def initialize(ls: DefaultgenServer, params: lsp.InitializeParams) -> None:
        """Work from the workspace's root, as `defaultgen lint` run there would: paths are
        shown from it and the stored results are kept there."""
        folders = params.workspace_folders or []
        root = folders[0].uri if folders else params.root_uri
        path = to_fs_path(root) if root else None
        if path is not None and os.path.isdir(path):
            os.chdir(path)

    @server.feature(lsp.TEXT_DOCUMENT_DID_OPEN)
    async def did_open(ls: DefaultgenServer, params: lsp.DidOpenTextDocumentParams) -> None:
        await ls.refresh(params.text_document.uri)

    @server.feature(lsp.TEXT_DOCUMENT_DID_CHANGE)
    async def did_change(ls: DefaultgenServer, params: lsp.DidChangeTextDocumentParams) -> None:
        await ls.refresh(params.text_document.uri)

    @server.feature(lsp.TEXT_DOCUMENT_DID_SAVE)
    async def did_save(ls: DefaultgenServer, params: lsp.DidSaveTextDocumentParams) -> None:
        await ls.refresh(params.text_document.uri)

    @server.feature(lsp.TEXT_DOCUMENT_DID_CLOSE)
    def did_close(ls: DefaultgenServer, params: lsp.DidCloseTextDocumentParams) -> None:
        uri = params.text_document.uri
        ls.published.pop(uri, None)
        ls.text_document_publish_diagnostics(lsp.PublishDiagnosticsParams(uri=uri, diagnostics=[]))

    @server.feature(
        lsp.TEXT_DOCUMENT_DIAGNOSTIC,
        lsp.DiagnosticOptions(identifier="defaultgen", inter_file_dependencies=True, workspace_diagnostics=True),
    )
    async def pull(ls: DefaultgenServer, params: lsp.DocumentDiagnosticParams) -> lsp.DocumentDiagnosticReport:
        results = await ls.run(ls.check, params.text_document.uri, ls.snapshot())
        return lsp.RelatedFullDocumentDiagnosticReport(items=results.get(params.text_document.uri, []))

    @server.feature(lsp.WORKSPACE_DIAGNOSTIC)
    async def pull_all(ls: DefaultgenServer, params: lsp.WorkspaceDiagnosticParams) -> lsp.WorkspaceDiagnosticReport:
        items = []
        for uri in list(ls.workspace.text_documents):
            snapshot = ls.snapshot()
            results = await ls.run(ls.check, uri, snapshot)
            version = snapshot[uri][0] if uri in snapshot else None
            items.append(lsp.WorkspaceFullDocumentDiagnosticReport(uri=uri, version=version, items=results.get(uri, [])))
        return lsp.WorkspaceDiagnosticReport(items=items)

    @server.feature(
        lsp.TEXT_DOCUMENT_CODE_ACTION,
        lsp.CodeActionOptions(code_action_kinds=[lsp.CodeActionKind.QuickFix, lsp.CodeActionKind.SourceFixAll, FIX_ALL]),
    )
    async def actions(ls: DefaultgenServer, params: lsp.CodeActionParams) -> list[lsp.CodeAction]:
        return await ls.run(_actions, ls, params)

    @server.feature(lsp.TEXT_DOCUMENT_HOVER)
    async def on_hover(ls: DefaultgenServer, params: lsp.HoverParams) -> lsp.Hover | None:
        return await ls.run(_hover, ls, params)

    @server.feature(lsp.TEXT_DOCUMENT_COMPLETION, lsp.CompletionOptions(trigger_characters=["+", "=", ":"]))
    def on_complete(ls: DefaultgenServer, params: lsp.CompletionParams) -> lsp.CompletionList | None:
        document = ls.workspace.get_text_document(params.text_document.uri)
        return complete(document.source, params.position, ls.workspace.position_codec)

    return server


def _actions(ls: DefaultgenServer, params: lsp.CodeActionParams) -> list[lsp.CodeAction]:
    uri = params.text_document.uri
    try:
        project = ls.project(uri)
    except ConfigError:
        return []
    sources = ls.sources(project, ls.snapshot())
    if uri not in sources:
        return []
    return code_actions(project, list(sources.values()), sources[uri], uri, params.context.diagnostics, ls.workspace.position_codec)


def _hover(ls: DefaultgenServer, params: lsp.HoverParams) -> lsp.Hover | None:
    uri = params.text_document.uri
    try:
        project = ls.project(uri)
    except ConfigError:
        return None
    sources = ls.sources(project, ls.snapshot())
    if uri not in sources:
        return None
    return hover(project, list(sources.values()), sources[uri], params.position, ls.workspace.position_codec)


def serve() -> None:
    build().start_io()
