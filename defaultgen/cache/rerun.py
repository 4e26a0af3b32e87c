"""Reruns proportional to the change: results per module, reused while what they were
computed from holds.

A result (a module's lint findings, a module's generated output) is stored with the content
key of its module and, for every other module it looked into, the names it looked up there
(`cache.deps`); the content key of each such module and the digest of each such name are kept
once for all results, as of the run that stored them. On the next run an entry holds when its
module's key is the same and each other module is unchanged or, where it changed, every name
looked up in it still has the same digest: appending a class to a module does not touch the
modules that import other names from it; changing a class re-checks exactly the modules that
use it (directly or through other classes). Nothing else is re-read: a rerun with nothing
changed reads and hashes the files and the results, and never imports the parser.
"""

from __future__ import annotations

import functools
import logging
import os
from typing import TYPE_CHECKING, Any

from ..diagnostics import SEVERITY, Diagnostic, in_order
from ..source.discover import Progress, SourceFile, Workspace, collector_paused
from .deps import RUN, Frame
from .store import ResultCache

if TYPE_CHECKING:
    from ..settings import Settings
    from ..source.discover import Loaded
    from ..source.model import ModuleDecl
    from ..source.universe import Universe

_log = logging.getLogger("defaultgen")
_BROKEN = (TypeError, ValueError, KeyError, IndexError, AttributeError)


class Rerun:
    """One command's stored results over a workspace: which still hold, and recording new ones."""

    def __init__(self, workspace: Workspace, cache: ResultCache | None) -> None:
        self.workspace = workspace
        self.cache = cache
        self.entries: dict[str, Any] = {}
        # Every file is as the stored results saw it (same files, same content keys): each
        # stored result holds as it is, and what it was computed from need not even be read.
        self._as_before = cache is not None and cache.state == workspace.keys
        self._kept: list[str] = []  # results taken that way
        self._new: set[str] = set()  # results computed in this run
        self._changes: set[str] | None = None  # modules whose API types changed (None: not known yet)
        self._scope_known = False
        self._scope_modules: dict[str, list] | None = None  # the stored scope's modules, brought up to date

    @functools.cached_property
    def stored(self) -> dict[str, Any]:
        """The stored results, each with the names it looked up in other modules."""
        return self.cache.entries if self.cache is not None else {}

    @functools.cached_property
    def _stored_api_of(self) -> dict[str, list[str]]:
        """The API types of the stored results' run, by module (sorted names)."""
        by_module: dict[str, list[str]] = {}
        for qualname in sorted(_api_of_scope(self.cache.scope if self.cache is not None else None)):
            owner, _, name = qualname.rpartition(".")
            by_module.setdefault(owner, []).append(name)
        return by_module

    @property
    def universe(self) -> Universe:
        return self.workspace.known

    def reusable(self, name: str, source: SourceFile) -> Any | None:
        """The stored entry `name` (of the module in `source`), if it still holds."""
        if self._as_before:
            result = self.cache.results.get(name)  # type: ignore[union-attr]
            if isinstance(result, dict):
                self._kept.append(name)
                return {"key": self.workspace.keys[source.shown], **result}
        entry = self.stored.get(name)
        try:
            if entry is None or entry["key"] != self.workspace.keys[source.shown] or not self._deps_hold(entry["deps"]):
                return None
            changes = self._scope_changes()
            stored_api = self._stored_api_of.get(source.module, [])
            if (changes is None or source.module in changes) and stored_api != self.universe.api_of(source.module):
                return None
        except _BROKEN:
            return None
        self.entries[name] = entry
        return entry

    def _scope_changes(self) -> set[str] | None:
        """The modules whose API types (`Universe.api_of`) may differ from the stored results'
        (None: any). Which types are API types depends on every module of the run (who
        references what), so the stored results keep the scope with what decided it: which
        modules take part, the types they start from, and the lookups of the walk from there.
        When only files with nothing of ours changed, nothing did; when those lookups still
        hold, the stored scope is taken and only what new types reach is walked; otherwise the
        scope is worked out again."""
        if not self._scope_known:
            self._scope_known = True
            if self._only_plain_files_changed():
                self._changes = set()
            else:
                stored = self._stored_api()
                if stored is not None:
                    current = self.universe._api_scope()[1]
                    self._changes = {q.rpartition(".")[0] for q in current ^ stored}
        return self._changes

    def _stored_api(self) -> frozenset[str] | None:
        """The API types of the stored results (None: none stored); the universe's scope is
        the stored one, brought up to date, when the stored scope still holds.

        It holds when the same modules take part, none lost a type, and every lookup of the
        walk finds what it found, or finds a changed type of a module that takes part while
        every API type is some module's own (none is one only by being referenced): then no
        type can drop out, and walking again from the changed types and the new ones finds
        what joins. Editing a type again and again keeps to that path."""
        from ..source.scope import seeds, taking_part

        scope = self.cache.scope if self.cache is not None else None
        if scope is None:
            return None
        try:
            stored_api = _api_of_scope(scope)
            if self.universe.has_scope:
                return stored_api
            universe = self.universe
            modules: dict[str, list] = scope["modules"]
            if set(modules) != set(universe.readable):
                return stored_api
            own = {qualname for _, starts in modules.values() for qualname in starts}
            reasons: dict[str, str] = {}
            added: list[str] = []
            now_seeds: dict[str, list[str]] = {}
            for name, (why, starts) in modules.items():
                if not self._unchanged(name):
                    module = universe.module(name)
                    now = taking_part(module, universe.api_modules) if module is not None else None
                    now_seeds[name] = seeds(module) if module is not None and now is not None else []
                    if now != why or not set(starts) <= set(now_seeds[name]):
                        return stored_api  # a module stopped taking part, or lost types: walk again
                    added += [q for q in now_seeds[name] if q not in starts]
                    modules[name] = [now, now_seeds[name]]
                if why is not None:
                    reasons[name] = why
            changed = [f"{module}.{name}" for module, name in self._changed_lookups(scope["deps"])]
            if changed and not (stored_api <= own and all(q in now_seeds.get(q.rpartition(".")[0], ()) for q in changed)):
                return stored_api
            universe.adopt_scope(reasons, stored_api, added, changed)
            self._scope_modules = modules
            return stored_api
        except (*_BROKEN, AttributeError):
            return None

    def _only_plain_files_changed(self) -> bool:
        keys = self.workspace.keys
        for source in self.workspace.files:
            entry = self.stored.get(source.shown)
            if isinstance(entry, dict) and entry.get("key") == keys[source.shown]:
                continue
            if self.workspace.parsable(source) or (entry is not None and (not isinstance(entry, dict) or entry.get("ours", True))):
                return False
        gone = self.stored.keys() - keys.keys()
        return all(isinstance(self.stored[name], dict) and not self.stored[name].get("ours", True) for name in gone)

    def _unchanged(self, module: str) -> bool:
        """Whether `module` is as it was when the stored results were computed."""
        keys = self.cache.keys if self.cache is not None else {}
        return module in keys and self.workspace.key_of_module(module) == keys[module]

    def _deps_hold(self, deps: dict[str, list]) -> bool:
        return not self._changed_lookups(deps, first=True)

    def _changed_lookups(self, deps: dict[str, list], *, first: bool = False) -> list[tuple[str, str]]:
        """The lookups in `deps` (module → names) that find something else now (with `first`,
        only the first such)."""
        digests = self.cache.digests if self.cache is not None else {}
        changed = []
        for module, names in deps.items():
            if self._unchanged(module):
                continue
            stored = digests[module]
            for name in names:
                if self.universe.digest((module, name)) != stored[name]:
                    changed.append((module, name))
                    if first:
                        return changed
        return changed

    def record(self, name: str, source: SourceFile, frame: Frame | None, **result: Any) -> None:
        """Store a result computed for `source` (in `frame`; None: from its own content only)."""
        self.store(name, source, self.deps(source, frame) if frame is not None else {}, **result)

    def store(self, name: str, source: SourceFile, deps: dict[str, list], **result: Any) -> None:
        """Store a result with what it holds while: its module's content key and `deps` (the
        module's API types are kept with the scope)."""
        ours = self.workspace.parsable(source)
        self.entries[name] = {"key": self.workspace.keys[source.shown], "deps": deps, "ours": ours, **result}
        self._new.add(name)

    def deps(self, source: SourceFile | None, frame: Frame) -> dict[str, list]:
        """What a result computed in `frame` depends on outside its own module (`source`):
        the names looked up in each other module."""
        deps: dict[str, list] = {}
        for module, what in sorted(self.universe.tracker.leaves(frame)):
            if source is not None and module == source.module and what != RUN:
                continue  # covered by the module's own content key
            deps.setdefault(module, []).append(what)
        return deps

    def save(self) -> None:
        self.workspace.finish()
        if self.cache is None:
            return
        if self._as_before and not self.entries and len(self._kept) == len(self.cache.state):
            return  # every result as it was stored
        for name in self._kept:
            if name in self.stored:
                self.entries.setdefault(name, self.stored[name])
        scope, walked = self._scope_to_store()
        looked = [(entry["deps"], name in self._new) for name, entry in self.entries.items()]
        if isinstance(scope, dict):
            looked.append((scope["deps"], walked))
        self.cache.save(self.entries, self.workspace.consulted(), scope, self._tables(looked, scope))

    def _tables(self, looked: list[tuple[dict[str, list], bool]], scope: Any) -> tuple[dict, dict]:
        """The content key of every module the results and the scope looked into (each with
        whether it was computed in this run), and the digest of every name looked up there,
        as of now: a stored result kept in this run holds now, so today's keys and digests
        are what it was computed from. An unchanged module's stored digests stand."""
        stored = self.cache.digests if self.cache is not None else {}
        keys: dict[str, str | None] = {}
        digests: dict[str, dict[str, str]] = {}

        def add(module: str, names: list[str]) -> None:
            table = digests.get(module)
            if table is None:
                keys[module] = self.workspace.key_of_module(module)
                table = digests[module] = dict(stored.get(module, {})) if self._unchanged(module) else {}
            for name in names:
                if name not in table:
                    table[name] = self.universe.digest((module, name))

        for deps, new in looked:
            for module, names in deps.items():
                add(module, names if new or not self._unchanged(module) else [])
        if isinstance(scope, dict):
            keys.update((name, self.workspace.key_of_module(name)) for name in scope["modules"] if name not in keys)
        return keys, digests

    def _scope_to_store(self) -> tuple[Any, bool]:
        """The run's scope with what decided it (see `_scope_changes`): which modules take
        part and why, the types they start from, the API types that are no module's own, and
        the names the walk looked up; and whether this run walked it. The stored one when this
        run did not work it out."""
        universe = self.workspace.known_if_any
        if universe is None or not universe.has_scope:
            return (self.cache.scope if self.cache is not None else None), False
        reasons, api = universe._api_scope()
        deps = self.deps(None, universe.scope_frame)
        modules = self._scope_modules
        if modules is None:
            from ..source.scope import seeds

            modules = {}
            for name in universe.readable:
                module = universe.module(name)
                why = reasons.get(name)
                modules[name] = [why, seeds(module) if module and why else []]
        else:  # the stored walk's lookups all held (`_stored_api`), or were walked again
            for module, names in self.cache.scope["deps"].items():  # type: ignore[union-attr]
                deps[module] = sorted({*deps.get(module, ()), *names})
        own = {qualname for _, starts in modules.values() for qualname in starts}
        return {"modules": modules, "extra": sorted(api - own), "deps": deps}, True


def _api_of_scope(scope: Any) -> frozenset[str]:
    """The API types of a stored scope: every module's own types and the extra ones."""
    if scope is None:
        return frozenset()
    return frozenset(scope["extra"]).union(*(starts for _, starts in scope["modules"].values()))


# --------------------------------------------------------------------------- lint


def workspace_for(
    settings: Settings, files: list[SourceFile], progress: Progress | None = None, loaded: Loaded | None = None
) -> Workspace:
    return Workspace(
        files,
        settings.module_root_dir,
        cache_dir=settings.cache_dir,
        progress=progress,
        api_modules=settings.api_modules,
        loaded=loaded,
    )


def lint_files(
    settings: Settings,
    files: list[SourceFile],
    progress: Progress | None = None,
    workspace: Workspace | None = None,
    *,
    store: str = "lint",
) -> list[Diagnostic]:
    """The findings of every file: stored ones where they still hold, the rest linted now.
    `store` names the stored results (`defaultgen server` keeps its own, of the open
    documents, beside the command line's)."""
    with collector_paused():
        workspace = workspace or workspace_for(settings, files, progress)
        cache = ResultCache(settings.cache_dir, store, lint_inputs(settings)) if settings.cache_dir else None
        rerun = Rerun(workspace, cache)
        found: list[Diagnostic] = []
        stale = []
        for source in files:
            entry = rerun.reusable(source.shown, source)
            rows = _rows(entry, source) if entry is not None else None
            if rows is None:
                stale.append(source)
            else:
                found.extend(rows)
        _log.info("lint: %d of %d files unchanged (findings reused), %d to check", len(files) - len(stale), len(files), len(stale))
        if stale:
            found.extend(_lint_stale(rerun, settings, stale, progress))
        rerun.save()
    return in_order(found)


def lint_inputs(settings: Settings) -> tuple:
    """The settings that decide lint findings (not how they are shown, nor which files run:
    the files are part of each result's own key)."""
    return (
        settings.select,
        settings.extend_select,
        settings.ignore,
        sorted(settings.per_file_ignores.items()),
        settings.module_root,
        settings.api_modules,
        repr(sorted(settings.api_conventions.items())),
    )


def _lint_stale(rerun: Rerun, settings: Settings, stale: list[SourceFile], progress: Progress | None) -> list[Diagnostic]:
    from ..source.scope import log_scope

    decls = rerun.workspace.read(stale)
    log_scope(rerun.universe, [decl for decl in decls if decl is not None])
    if any(decl is not None for decl in decls):
        rerun.universe.taking_part()  # the run's API types, worked out once before workers fork
    for source, decl in zip(stale, decls):
        if decl is None:
            rerun.store(source.shown, source, {}, findings=[])
    linted = [(source, decl) for source, decl in zip(stale, decls) if decl is not None]
    found: list[Diagnostic] = []
    for (source, _), (rows, deps) in zip(linted, _lint_all(rerun, settings, linted, progress)):
        rerun.store(source.shown, source, deps, findings=rows)
        found.extend(Diagnostic(source.shown, *row[:4], SEVERITY[row[4]]) for row in rows)
    return found


_PARALLEL_FROM = 48  # below this many modules, starting workers costs more than it saves
# What forked lint workers work on (they inherit it, with every module already read).
_WORK: tuple[Rerun, Settings, list[tuple[SourceFile, ModuleDecl]]] | None = None


def _lint_all(
    rerun: Rerun, settings: Settings, linted: list[tuple[SourceFile, ModuleDecl]], progress: Progress | None
) -> list[tuple[list, dict]]:
    """(finding rows, dependencies) of each module. Many modules are linted in forked worker
    processes, one contiguous run of modules each (modules mostly use their neighbours, so
    each worker resolves little twice); they inherit the universe with every module read."""
    global _WORK
    workers = min(os.cpu_count() or 1, 8)
    context = _fork_context() if workers > 1 and len(linted) >= _PARALLEL_FROM else None
    if context is not None:
        from concurrent.futures import ProcessPoolExecutor

        size = -(-len(linted) // (workers * 4))
        chunks = [range(i, min(i + size, len(linted))) for i in range(0, len(linted), size)]
        _WORK = (rerun, settings, linted)
        try:
            with ProcessPoolExecutor(workers, mp_context=context) as pool:
                results = []
                for done, chunk in enumerate(pool.map(_lint_chunk, chunks)):
                    results.extend(chunk)
                    if progress is not None:
                        progress("checking rules", done + 1, len(chunks))
                return results
        except (OSError, RuntimeError):  # no process support here (sandbox): lint in-process
            pass
        finally:
            _WORK = None
    return _lint_in(rerun, settings, linted, progress)


def _fork_context() -> Any:
    """The "fork" start method, where there is one (multiprocessing is imported only when
    there is enough to share out)."""
    import multiprocessing

    return multiprocessing.get_context("fork") if "fork" in multiprocessing.get_all_start_methods() else None


def _lint_chunk(indexes: range) -> list[tuple[list, dict]]:
    assert _WORK is not None
    rerun, settings, linted = _WORK
    return _lint_in(rerun, settings, [linted[i] for i in indexes], None)


def _lint_in(
    rerun: Rerun, settings: Settings, linted: list[tuple[SourceFile, ModuleDecl]], progress: Progress | None
) -> list[tuple[list, dict]]:
    from ..lint.linter import lint_modules

    results = []
    modules = [decl for _, decl in linted]
    for (source, _), (_, diagnostics, frame) in zip(linted, lint_modules(rerun.universe, modules, settings, progress)):
        rows = [[d.line, d.col, d.code, d.message, d.severity.value] for d in diagnostics]
        results.append((rows, rerun.deps(source, frame)))
    return results


def _rows(entry: Any, source: SourceFile) -> list[Diagnostic] | None:
    try:
        return [Diagnostic(source.shown, int(r[0]), int(r[1]), str(r[2]), str(r[3]), SEVERITY[r[4]]) for r in entry["findings"]]
    except _BROKEN:
        return None

