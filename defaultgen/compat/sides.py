"""The old side of a comparison as a universe, built by the same front end as every command:
the files of a git revision (read from its objects, `compat.git`) or of another directory.

A revision's files are named and found as `source.discover` names and finds files on disk,
but against the revision's own tree: its `__init__.py` files decide module names, its files
are what imports reach. Their declarations are cached by blob id (a blob id is a content
key), in a parse cache of their own (`.defaultgen_cache/compat/`), so that comparing with the
same revision again parses only what was never parsed before."""

from __future__ import annotations

import os
import posixpath
from collections.abc import Callable, Sequence
from pathlib import Path

from ..fileio import GENERATED_HEADER
from ..source.discover import _SKIP_DIRS, SourceFile, Workspace, collector_paused, files_for, matching, universe_of
from ..source.model import ModuleDecl
from ..source.universe import Universe
from .git import Revision, Tree

_GENERATED = GENERATED_HEADER.encode()


def old_cache_dir(settings) -> Path | None:
    return None if settings.cache_dir is None else settings.cache_dir / "compat"


class TreeWorkspace(Workspace):
    """A `Workspace` whose files are a git revision's: bytes from the object database, keys
    from blob ids, imports resolved inside the revision."""

    def __init__(self, tree: Tree, files: Sequence[SourceFile], paths: dict[str, str], *, settings, root: str) -> None:
        super().__init__((), None, cache_dir=old_cache_dir(settings), api_modules=settings.api_modules)
        self._file_keys = None  # keys come from blob ids, not from files' sizes and times
        from ..cache.store import digest_of, build

        self.tree = tree
        self.files = list(files)
        self.paths = paths  # each file (as shown) → its path in the tree
        self.tree_root = root
        for source in self.files:
            self.by_module.setdefault(source.module, source)
            blob = tree.blobs[paths[source.shown]]
            self.keys[source.shown] = digest_of(blob, source.module, source.shown, source.is_package, build())

    def _bytes(self, source: SourceFile) -> bytes | OSError:
        data = self._data.get(source.shown)
        if data is None:
            data = self._data[source.shown] = _ungenerated(self.tree.read(self.paths[source.shown]))
        return data

    def parsable(self, source: SourceFile) -> bool:
        return self.decl(source) is not None

    def read_bytes(self, source: SourceFile) -> bytes | None:
        data = self._bytes(source)
        return None if isinstance(data, OSError) else data

    def loader(self) -> Callable[[str], ModuleDecl | None]:
        by_module: dict[str, str] | None = None

        def load(name: str) -> ModuleDecl | None:
            nonlocal by_module
            if by_module is None:
                by_module = {}
                for path in sorted(self.tree.blobs):
                    if path.endswith(".py"):
                        by_module.setdefault(tree_module(path, self.tree.blobs, self.tree_root)[0], path)
            path = by_module.get(name)
            if path is None:
                return None
            from ..source.parse import parse_source

            data = _ungenerated(self.tree.read(path))
            if isinstance(data, OSError):
                return None
            shown = shown_path(self.tree.revision, path)
            return parse_source(shown, name, data, is_package=path.endswith("/__init__.py") or path == "__init__.py")

        return load


def _ungenerated(data: bytes | OSError) -> bytes | OSError:
    """A file we generated holds nothing of ours to compare."""
    return b"" if isinstance(data, bytes) and data.startswith(_GENERATED) else data


def tree_module(path: str, blobs: dict[str, str], root: str) -> tuple[str, bool]:
    """The module name of `path` in a revision's tree (`source.discover.module_name` on the
    tree instead of the disk), and whether it is a package."""
    is_package = posixpath.basename(path) == "__init__.py"
    stem = path[:-3]
    if root and path.startswith(root + "/") and path != f"{root}/__init__.py":
        parts = stem[len(root) + 1 :].split("/")
    else:
        folder = posixpath.dirname(path)
        base = folder
        while base and f"{base}/__init__.py" in blobs:
            base = posixpath.dirname(base)
        parts = (stem[len(base) + 1 :] if base else stem).split("/")
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts), is_package


def shown_path(revision: Revision, path: str) -> str:
    """A tree path as the working tree's file would be shown (relative to the current directory)."""
    return os.path.relpath(revision.top / path)


def revision_files(settings, paths: Sequence[str], tree: Tree) -> tuple[list[SourceFile], dict[str, str], str]:
    """The files PATHS name in the revision, as `discover` would find them there: (files,
    each one's path in the tree, the module root's path in the tree)."""
    revision = tree.revision
    given = list(paths) or list(settings.paths) or ["."]
    wanted = [posixpath.normpath(revision.prefix + Path(p).as_posix()) for p in given]
    wanted = ["" if w == "." else w for w in wanted]
    root = posixpath.normpath(revision.prefix + Path(settings.module_root).as_posix()) if settings.module_root else ""
    found: dict[str, SourceFile] = {}
    where: dict[str, str] = {}
    for path in sorted(tree.blobs):
        if not path.endswith(".py") or path in where.values():
            continue
        for prefix in wanted:
            if path == prefix or not prefix or path.startswith(prefix + "/"):
                inside = path[len(prefix) :].lstrip("/").split("/")[:-1]
                if path != prefix and any(part.startswith(".") or part in _SKIP_DIRS for part in inside):
                    continue
                shown = shown_path(revision, path)
                if matching(shown, settings.exclude) is not None and (path != prefix or settings.force_exclude):
                    continue
                if _excluded_folder(shown, settings.exclude):
                    continue
                module, is_package = tree_module(path, tree.blobs, root)
                found[shown] = SourceFile(Path(shown), shown, module, is_package, str(revision.top / path))
                where[shown] = path
                break
    return sorted(found.values(), key=lambda f: f.shown), where, root


def _excluded_folder(shown: str, exclude: Sequence[str]) -> bool:
    """Whether a folder above `shown` is excluded (discovery does not enter it)."""
    folder = os.path.dirname(shown)
    while folder and folder not in (".", os.sep):
        if matching(folder, exclude) is not None:
            return True
        folder = os.path.dirname(folder)
    return False


def revision_universes(settings, paths: Sequence[str], tree: Tree) -> tuple[Universe, Universe]:
    """The old side (the revision) and the new side (the working tree) of PATHS, each
    scanning only the files that can differ between them (`affected`): what the revision
    has as it is, and what uses it, cannot change. Every other file of either side is read
    (through the parse caches) only when a scanned one looks into it."""
    old_files, where, root = revision_files(settings, paths, tree)
    new_files = files_for(settings, paths)
    with collector_paused():
        old_side = TreeWorkspace(tree, old_files, where, settings=settings, root=root)
        new_side = Workspace(
            new_files, settings.module_root_dir, cache_dir=settings.cache_dir, api_modules=settings.api_modules
        )
        changed = affected(new_side, old_side, {f.shown: tree.blobs[where[f.shown]] for f in old_files})
        old = partial_universe(old_side, [f for f in old_files if f.shown in changed])
        new = partial_universe(new_side, [f for f in new_files if f.shown in changed])
        old_side.finish()  # the new side's parse cache is lint's: its next run prunes it
    return old, new


def affected(new_side: Workspace, old_side: TreeWorkspace, old_blobs: dict[str, str]) -> set[str]:
    """The files (as shown) whose types can compare differently. First those whose content
    differs from the revision's (git blob ids compared; added and removed files too), and the
    names they declare differently (`cache.parsed.name_digests`). A module must name what it
    imports, so every file whose text names a changed name is taken too. A schema takes from
    elsewhere only what it inlines, so of the declarations of every file taken those that use
    a changed name in an annotation, base, marker or default (a dataclass: its fields are
    inherited; a named type) count as changed in turn, in their own file too (a class written
    as before can use a named type that changed beside it); a class only referred to keeps
    its `$ref`. To a fixed point.
    When a CRD root is among the files, every file holding one is taken (a CRD's versions and
    scope are the whole kind's)."""
    texts: dict[str, bytes] = {}
    for source in new_side.files:
        try:
            texts[source.shown] = source.path.read_bytes()
        except OSError:
            texts[source.shown] = b""
    edited = {shown for shown, data in texts.items() if old_blobs.get(shown) != _blob_id(data)}
    edited |= set(old_blobs) - set(texts)
    names: set[str] = set()
    for shown in edited:  # what they declare differently (`cache.parsed.name_digests`, as lint's caches compare)
        before, after = _digests(old_side, shown), _digests(new_side, shown)
        names |= {name for name in before.keys() | after.keys() if before.get(name) != after.get(name)}
    taken = set(edited)
    grown = True
    while grown:
        grown = False
        wanted = [n.encode() for n in names]
        for shown, data in texts.items():
            if shown not in taken and any(n in data for n in wanted):
                taken.add(shown)
        for shown in taken:
            more = set(_declared(new_side, shown, names)) - names
            if more:
                names |= more
                grown = True
    old_text = {f.shown: f for f in old_side.files}
    if any(_ROOT in (texts.get(shown) or old_side.read_bytes(old_text[shown]) or b"") for shown in taken):
        taken |= {shown for shown, data in texts.items() if _ROOT in data}
        taken |= {f.shown for f in old_side.files if _ROOT in (old_side.read_bytes(f) or b"")}
    return taken


def _decl(workspace: Workspace, shown: str) -> ModuleDecl | None:
    source = next((f for f in workspace.files if f.shown == shown), None)
    return workspace.decl(source) if source is not None else None


def _digests(workspace: Workspace, shown: str) -> dict[str, str]:
    from ..cache.parsed import name_digests

    decl = _decl(workspace, shown)
    if decl is None:
        return {}
    return decl.digests if decl.digests is not None else name_digests(decl)


def _declared(workspace: Workspace, shown: str, using: set[str]) -> list[str]:
    """The dataclasses and named types of `shown` whose annotations, bases, markers or
    defaults name one of `using`."""
    decl = _decl(workspace, shown)
    if decl is None:
        return []

    def uses(*texts: str) -> bool:
        return any(name in text for name in using for text in texts)

    found = [
        c.name
        for c in decl.classes
        if c.is_dataclass
        and uses(
            repr(c.bases), *(f"{f.annotation_text} {f.py_default.text} {[m.raw for m in f.markers]}" for f in c.fields)
        )
    ]
    return found + [n.name for n in decl.named_types if uses(n.target_text, repr([m.raw for m in n.markers]))]


_ROOT = b"+kubebuilder:object:root"


def _blob_id(data: bytes) -> str:
    """git's object id of a file's content (`git hash-object`)."""
    import hashlib

    return hashlib.sha1(b"blob %d\0" % len(data) + data).hexdigest()


def partial_universe(workspace: Workspace, scanned: Sequence[SourceFile]) -> Universe:
    """The universe of `scanned`, any other module of the workspace read when looked up."""
    modules = [m for m in workspace.read(scanned) if m is not None]
    by_module = workspace.by_module
    fallback = workspace.loader()

    def load(name: str) -> ModuleDecl | None:
        source = by_module.get(name)
        return workspace.decl(source) if source is not None else fallback(name)

    return Universe(modules, loader=load, run=by_module, api_modules=workspace.api_modules)


def directory_universe(settings, paths: Sequence[str], directory: str) -> Universe:
    """The universe of PATHS under another tree (a copy of the project as it was)."""
    from dataclasses import replace

    from ..source.discover import discover

    given = [os.path.join(directory, p) for p in (list(paths) or list(settings.paths) or ["."])]
    given = [g for g in given if os.path.exists(g)]
    root = os.path.join(directory, settings.module_root) if settings.module_root else ""
    moved = replace(settings, module_root=root, cache=False)
    files = (
        discover(given, moved.module_root_dir, settings.exclude, force_exclude=settings.force_exclude) if given else []
    )
    return universe_of(moved, files)
