"""Compare CustomResourceDefinitions as a whole (SPEC §9's last row, crdify's global
validations): a kind gone, its scope changed, a served or stored version gone; each version's
`openAPIV3Schema` with the version of the same name; and crdify's served-version check: the
served versions of one CRD are all readable and writable at once, so what separates them
(a field one has and the next lacks) is reported when it is new.

A CRD is known by `key` (`<plural>.<group>`, its metadata.name); paths are
`(key, "version", NAME, *steps into its openAPIV3Schema)` or `(key, "scope")`, located by
the caller (in a manifest file, or at the root dataclass of that version)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from .schemas import Change, SchemaDiff

_KUBE_VERSION = re.compile(r"v(\d+)(?:(alpha|beta)(\d+))?")
_STAGE = {"alpha": 0, "beta": 1, None: 2}


def crd_key(document: dict[str, Any]) -> str:
    spec = document.get("spec") or {}
    names = spec.get("names") or {}
    return str((document.get("metadata") or {}).get("name") or f"{names.get('plural', '')}.{spec.get('group', '')}")


def versions(document: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {str(v.get("name")): v for v in (document.get("spec") or {}).get("versions") or () if isinstance(v, dict)}


def schema_of(version: dict[str, Any]) -> dict[str, Any]:
    return ((version.get("schema") or {}).get("openAPIV3Schema")) or {}


def kube_order(name: str) -> tuple:
    """Kubernetes' version priority, lowest first (v1alpha1 < v1beta1 < v1 < v2alpha1 < v2),
    as crdify orders served versions; other names after those, alphabetically."""
    match = _KUBE_VERSION.fullmatch(name)
    if match is None:
        return (1, 0, 0, 0, name)
    return (0, int(match.group(1)), _STAGE[match.group(2)], int(match.group(3) or 0), name)


def compare_crds(
    old: dict[str, dict[str, Any]], new: dict[str, dict[str, Any]], *, schemas: bool, kinds: dict[str, str]
) -> Iterator[Change]:
    """The changes from the CRDs `old` to `new` (by key). `schemas`: also compare each
    version's schema with the same version's (the source mode compares the types instead).
    `kinds` names each key's kind (the label of its schemas' positions)."""
    for key, before in old.items():
        after = new.get(key)
        kind = kinds.get(key, key)
        if after is None:
            yield Change(
                "DGC107",
                f"CustomResourceDefinition {key} ({kind}) was removed: every stored {kind} and every client of it "
                "breaks; keep the CRD (mark its versions deprecated first)",
                (key,),
                side="old",
            )
            continue
        yield from _crd(key, kind, before, after, schemas)
    for key, after in new.items():
        before = old.get(key)
        if before is not None:
            yield from _served_pairs(key, kinds.get(key, key), before, after)


def _crd(key: str, kind: str, before: dict[str, Any], after: dict[str, Any], schemas: bool) -> Iterator[Change]:
    old_scope, new_scope = (before.get("spec") or {}).get("scope"), (after.get("spec") or {}).get("scope")
    if old_scope != new_scope:
        yield Change(
            "DGC105",
            f"{kind}'s scope changed from {old_scope} to {new_scope}: stored objects and every client's URLs are "
            "the old scope's (the API server refuses the change while objects exist); keep the scope, or make a "
            "new CRD (a new group or kind) and migrate",
            (key, "scope"),
        )
    old_versions, new_versions = versions(before), versions(after)
    stored = set((before.get("status") or {}).get("storedVersions") or ())
    stored |= {name for name, v in old_versions.items() if v.get("storage")}
    for name, version in old_versions.items():
        now = new_versions.get(name)
        if name in stored and now is None:
            yield Change(
                "DGC104",
                f"{kind} {name} is the stored version and was removed: objects stored as {name} can no longer be read "
                f"(the API server refuses the CRD while status.storedVersions lists it); keep {name} served until every "
                "stored object is migrated to the new storage version (kube-storage-version-migrator)",
                (key, "version", name),
                side="old",
            )
        elif version.get("served") and (now is None or not now.get("served")):
            yield Change(
                "DGC103",
                f"{kind} {name} is {'removed' if now is None else 'no longer served'}: clients that use "
                f"{name} break; keep serving it (mark it `+kubebuilder:deprecatedversion` first) and remove it in a "
                "later release, once no client uses it",
                (key, "version", name) if now is None else (key, "version", name, "served"),
                side="old" if now is None else "new",
            )
        elif schemas and now is not None:
            path = (key, "version", name)
            yield from SchemaDiff().compare(schema_of(version), schema_of(now), path, path, kind)


def _served_pairs(key: str, kind: str, before: dict[str, Any], after: dict[str, Any]) -> Iterator[Change]:
    """crdify's served-version validation: each pair of served versions of the new CRD
    compared (older priority → newer), less what the old CRD's pairs already showed."""
    known = {(c.code, c.path, c.message) for c in _pairs(key, kind, before)}
    for change in _pairs(key, kind, after):
        if (change.code, change.path, change.message) not in known:
            yield change


def _pairs(key: str, kind: str, document: dict[str, Any]) -> list[Change]:
    served = sorted(
        (v for v in versions(document).values() if v.get("served")), key=lambda v: kube_order(str(v.get("name")))
    )
    found = []
    for i, older in enumerate(served):
        for newer in served[i + 1 :]:
            a, b = str(older.get("name")), str(newer.get("name"))
            diff = SchemaDiff()
            for change in diff.compare(
                schema_of(older), schema_of(newer), (key, "version", a), (key, "version", b), kind
            ):
                found.append(
                    Change(
                        change.code,
                        f"between served versions {a} and {b}: {change.message}",
                        change.path,
                        change.side,
                    )
                )
    return found
