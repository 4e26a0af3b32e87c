"""One `defaultgen compat` run: decide what the two sides are, compare them, and turn the
changes into diagnostics under the project's policies and suppressions.

The old side (`--against`) is a git revision (the default, `HEAD`), a directory (another
copy of the project: an existing directory wins over a branch of the same name) or a CRD
manifest file. PATHS that are all manifest files are compared as manifests (with the same
files at the revision, or with the `--against` manifest); otherwise PATHS are source, whose
CRDs (`defaultgen crd`) are compared with an `--against` manifest, or whose whole API is
compared with the same PATHS of the revision or directory."""

from __future__ import annotations

import os
from collections.abc import Iterable, Sequence
from pathlib import Path

from ..diagnostics import Diagnostic
from ..source.discover import universe_for
from ..source.model import Span, SuppressionKind
from .checks import BY_CODE, severity_of
from .compare import Located, compare_universes
from .crds import compare_crds, crd_key
from .manifests import ManifestFile, is_manifest, read_manifests
from .schemas import Change


def compat(settings, paths: Sequence[str]) -> list[Diagnostic]:
    """Every reported change, sorted by place."""
    against = settings.against
    if is_manifest(against) and os.path.isfile(against):
        located = _against_manifest(settings, paths, read_manifests(against))
    elif paths and all(is_manifest(p) for p in paths):
        located = _manifests_at_revision(paths, against)
    elif os.path.isdir(against):
        from .sides import directory_universe

        _, new = universe_for(settings, paths)
        located = compare_universes(directory_universe(settings, paths, against), new, "") + _unreadable(new.scanned)
    else:
        located = _against_revision(settings, paths, against)
    return sorted(_diagnostics(located, settings.compat))


def _against_revision(settings, paths: Sequence[str], against: str) -> list[Located]:
    from .git import Tree, resolve
    from .sides import revision_universes

    revision = resolve(against)
    tree = Tree(revision)
    try:
        old, new = revision_universes(settings, paths, tree)
        found = compare_universes(old, new, f"@{against}")
    finally:
        tree.close()
    return found + _unreadable(new.scanned)


def _unreadable(modules: Iterable) -> list[Located]:
    return [
        Located(
            Change("DGC001", f"cannot compare this file: {m.failure.message}; fix it, then compare again", ()),
            m.path,
            m.failure.span,
        )
        for m in modules
        if m.failure is not None
    ]


def _manifests_at_revision(paths: Sequence[str], against: str) -> list[Located]:
    """Manifest files compared with themselves at the revision (a file new there: no change)."""
    from .git import Tree, resolve

    revision = resolve(against)
    tree = Tree(revision)
    old, new = [], []
    try:
        for path in paths:
            new.append(read_manifests(path))
            inside = (Path(revision.prefix) / path).as_posix() if revision.prefix else Path(path).as_posix()
            data = tree.read(os.path.normpath(inside).replace(os.sep, "/"))
            if isinstance(data, bytes):
                old.append(read_manifests(f"{path}@{against}", data.decode("utf-8", "replace")))
    finally:
        tree.close()
    return _compare_files(old, new)


def _against_manifest(settings, paths: Sequence[str], old: ManifestFile) -> list[Located]:
    if paths and all(is_manifest(p) for p in paths):
        return _compare_files([old], [read_manifests(p) for p in paths])
    from ..crd.manifest import build_crds
    from .compare import Locator

    _, universe = universe_for(settings, paths)
    manifests, _ = build_crds(universe)
    new = {crd_key(m.document): m for m in manifests}
    locator = Locator(universe, universe, "")
    locator.crds({}, new)
    olds = {"": old}
    changes = compare_crds(old.crds, {k: m.document for k, m in new.items()}, schemas=True, kinds=_kinds(old.crds, new))
    found = []
    for change in changes:
        if change.side == "old":
            found.append(_in_file(change, olds))
        else:
            found.append(locator(change))
    return found + _unreadable(universe.scanned)


def _kinds(*tables: dict) -> dict[str, str]:
    kinds = {}
    for table in tables:
        for key, crd in table.items():
            document = getattr(crd, "document", crd)
            kinds[key] = str(((document.get("spec") or {}).get("names") or {}).get("kind") or key)
    return kinds


def _compare_files(old: list[ManifestFile], new: list[ManifestFile]) -> list[Located]:
    olds = {key: f for f in old for key in f.crds}
    news = {key: f for f in new for key in f.crds}
    before = {key: f.crds[key] for key, f in olds.items()}
    after = {key: f.crds[key] for key, f in news.items()}
    changes = compare_crds(before, after, schemas=True, kinds=_kinds(before, after))
    return [_in_file(c, olds if c.side == "old" else news) for c in changes]


def _in_file(change: Change, files: dict[str, ManifestFile]) -> Located:
    key = change.path[0] if change.path else ""
    file = files.get(key) or next(iter(files.values()))
    inside = ("spec", *change.path[1:]) if len(change.path) > 1 else ()
    return Located(change, file.path, Span(file.line_of(key, inside), 1))


def _diagnostics(located: Iterable[Located], policies: dict[str, str]) -> Iterable[Diagnostic]:
    seen = set()
    for item in located:
        change = item.change
        severity = severity_of(change.code, policies)
        if severity is None or _suppressed(item):
            continue
        diagnostic = Diagnostic(
            item.path or "<unknown>", item.span.line, item.span.col, change.code, change.message, severity
        )
        if diagnostic not in seen:
            seen.add(diagnostic)
            yield diagnostic


def _suppressed(item: Located) -> bool:
    """An acknowledged break: `# defaultgen: ignore[CODE]` above the field (or the class), or
    `# noqa: CODE` on its line, naming the code (a blanket `# noqa` does not: a break is
    acknowledged by name)."""
    return any(
        item.change.code in s.codes and s.kind in (SuppressionKind.IGNORE, SuppressionKind.NOQA)
        for s in item.suppressions
    )


def sarif_rules() -> list[dict[str, object]]:
    """The checks as SARIF rules (`lint.report.sarif`)."""
    from ..lint.docs import HOMEPAGE

    return [
        {
            "id": check.code,
            "name": check.name,
            "shortDescription": {"text": check.summary},
            "helpUri": f"{HOMEPAGE}/blob/main/README.md#api-compatibility-defaultgen-compat",
            "defaultConfiguration": {"level": _SARIF_LEVEL[check.severity.value if check.severity else "none"]},
        }
        for check in BY_CODE.values()
    ]


_SARIF_LEVEL = {"error": "error", "warning": "warning", "info": "note", "none": "none"}
