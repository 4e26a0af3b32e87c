"""The parse cache (`.defaultgen_cache/parse-vN/<key>.json`): the declarations `source.parse`
read from each file, by the file's content key, in a positional JSON encoding, and the
digests of what each name of a module means (`name_digests`, used by `cache.deps`).

The encoding is positional (`["c", class index, field values...]`), which decodes several
times faster than objects with named keys; only the model's classes are ever built from it
(a whitelist: a cache found in a checkout is data, not code). `SHAPE` changes whenever a
model class changes shape (the class index and field order are part of the format).
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import os
from dataclasses import replace
from enum import Enum
from pathlib import Path
from typing import Any

from ..fileio import atomic_write
from ..source import model as _model
from .store import FORMAT, digest_of, prepare

_CLASSES = tuple(
    sorted(
        (
            cls
            for cls in vars(_model).values()
            if isinstance(cls, type) and dataclasses.is_dataclass(cls) and cls.__module__ == _model.__name__
        ),
        key=lambda cls: cls.__name__,
    )
)
_ENUMS = tuple(
    sorted(
        (
            cls
            for cls in vars(_model).values()
            if isinstance(cls, type) and issubclass(cls, Enum) and cls.__module__ == _model.__name__
        ),
        key=lambda cls: cls.__name__,
    )
)
_CLASS_INDEX = {cls: i for i, cls in enumerate(_CLASSES)}
_ENUM_INDEX = {cls: i for i, cls in enumerate(_ENUMS)}
_FIELDS = {cls: tuple(f.name for f in dataclasses.fields(cls) if f.init) for cls in _CLASSES}
# The shape of every model class, so that a cache written by a build whose classes differ
# (another checkout of defaultgen, a branch) is never misread, even under the same version.
SHAPE = hashlib.sha256(
    repr([(c.__name__, _FIELDS[c]) for c in _CLASSES] + [(e.__name__, [m.value for m in e]) for e in _ENUMS]).encode()
).hexdigest()[:16]

_SCALARS = (str, int, float, bool, type(None))


def encode(value: Any) -> Any:
    """Model objects as plain JSON data: scalars stay, containers become tagged lists."""
    kind = type(value)
    if kind in _SCALARS:
        return value
    index = _CLASS_INDEX.get(kind)
    if index is not None:
        return ["c", index, *[encode(getattr(value, name)) for name in _FIELDS[kind]]]
    if kind is tuple:
        return ["t", *map(encode, value)]
    if kind is list:
        return ["l", *map(encode, value)]
    if kind is dict:
        return ["d", *[item for key, v in value.items() for item in (key, encode(v))]]
    if value is _model.NO_VALUE:
        return ["n"]
    if isinstance(value, Enum):
        return ["e", _ENUM_INDEX[kind], value.value]
    if kind is frozenset:
        return ["f", *sorted(value)]
    raise TypeError(f"cannot cache a {kind.__name__}")


def decode(value: Any) -> Any:
    """The inverse of `encode`; raises ValueError (or KeyError, IndexError, TypeError) on
    anything `encode` cannot have written."""
    if type(value) is not list:
        if type(value) is dict:
            raise ValueError("untagged object")
        return value
    tag = value[0]
    if tag == "c":
        cls = _CLASSES[value[1]]
        if len(value) - 2 != len(_FIELDS[cls]):
            raise ValueError("wrong shape")
        return cls(*map(decode, value[2:]))
    if tag == "t":
        return tuple(map(decode, value[1:]))
    if tag == "l":
        return list(map(decode, value[1:]))
    if tag == "d":
        return {value[i]: decode(value[i + 1]) for i in range(1, len(value), 2)}
    if tag == "n":
        return _model.NO_VALUE
    if tag == "e":
        return _ENUMS[value[1]](value[2])
    if tag == "f":
        return frozenset(value[1:])
    raise ValueError(f"unknown tag {tag!r}")


def name_digests(module: _model.ModuleDecl) -> dict[str, str]:
    """The digest of what each name declared or imported in `module` finds there: its
    classes, named types and constants by that name, and what an import binds it to. A name
    that is neither has the digest `ABSENT`."""
    return _digests(module, encode(module))


def with_digests(module: _model.ModuleDecl | None) -> tuple[_model.ModuleDecl | None, Any]:
    """`module` with its names' digests, and its parse cache entry (`ParseCache.put`): each
    declaration is encoded once, for both."""
    if module is None or module.failure is not None:
        return module, encode(module)
    encoded = encode(module)
    digests = _digests(module, encoded)
    encoded[_AT["digests"]] = encode(digests)
    return replace(module, digests=digests), encoded


# where each field of a ModuleDecl stands in its encoding
_AT = {name: 2 + i for i, name in enumerate(_FIELDS[_model.ModuleDecl])}


def _digests(module: _model.ModuleDecl, encoded: list) -> dict[str, str]:
    found: dict[str, list] = {}
    declared = (*module.classes, *module.named_types, *module.constants)
    encodings = (*encoded[_AT["classes"]][1:], *encoded[_AT["named_types"]][1:], *encoded[_AT["constants"]][1:])
    for decl, encoding in zip(declared, encodings):
        found.setdefault(decl.name, []).append(encoding)
    imports = encoded[_AT["imports"]]  # ["d", name, target, name, target, ...]
    targets = dict(zip(imports[1::2], imports[2::2]))
    return {name: digest_of(found.get(name, []), targets.get(name)) for name in found.keys() | targets.keys()}


ABSENT = digest_of([], None)  # of a name that a module neither declares nor imports


class ParseCache:
    """Declarations by content key, one file each; `None` records a file that holds nothing
    of ours. Files are read only when asked for (a rerun that reuses every result reads none)."""

    def __init__(self, directory: Path) -> None:
        self.directory = directory / f"parse-v{FORMAT}"
        self._wrote = False

    def get(self, key: str) -> tuple[bool, _model.ModuleDecl | None]:
        """(hit, declarations); a missing or damaged entry is a miss."""
        try:
            raw = json.loads((self.directory / f"{key}.json").read_text(encoding="utf-8"))
            if raw[0] != SHAPE:
                return False, None
            decoded = decode(raw[1])
        except (OSError, ValueError, TypeError, KeyError, IndexError, AttributeError, RecursionError):
            return False, None
        if decoded is not None and not isinstance(decoded, _model.ModuleDecl):
            return False, None
        return True, decoded

    def prepare(self) -> bool:
        """Make the directory before entries are put (by this process or its workers);
        False when it cannot be made (a read-only checkout just runs uncached)."""
        try:
            prepare(self.directory)
        except OSError:
            return False
        self._wrote = True
        return True

    def put(self, key: str, encoded: Any) -> None:
        """Store a module's encoding (`with_digests`) under `key`, in the directory `prepare`
        made (done where the file was parsed, in a worker process)."""
        try:
            atomic_write(self.directory / f"{key}.json", json.dumps([SHAPE, encoded], separators=(",", ":"), ensure_ascii=False))
        except OSError:
            pass

    def prune(self, keep: set[str]) -> None:
        """Remove the entries of files that are gone or changed (after a run that wrote some)."""
        if not self._wrote:
            return
        try:
            for entry in os.scandir(self.directory):
                if entry.name.endswith(".json") and entry.name[:-5] not in keep:
                    os.unlink(entry.path)
        except OSError:
            pass
        self._wrote = False
