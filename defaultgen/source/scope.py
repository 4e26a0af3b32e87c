"""Which dataclasses are API types (SPEC §1): defaultgen's business, linted and generated.

A module takes part when it holds a marker defaultgen reads (`source.registry`), a near miss
or an unknown spelling of one, `json` field metadata, a module-level `# +defaultgen` line, or
is named by the `api-modules` setting. The
API types are the dataclasses and named types of those modules plus every type they reference
(field types through Optional, lists, dicts and named types, and the base classes their fields
come from), wherever that lives. Everything else — caches, syntax trees, internal records — is
left alone, so running defaultgen on a whole repository finds nothing in it.
"""

from __future__ import annotations

import fnmatch
import logging
from collections.abc import Iterable, Iterator, Sequence
from typing import TYPE_CHECKING

from .model import ClassRef, DictOf, ListOf, ModuleDecl, NamedRef, Optional, Type

if TYPE_CHECKING:
    from .universe import Universe

_log = logging.getLogger("defaultgen")

MARKERS = "it holds defaultgen markers"
JSON_METADATA = "it holds `json` field metadata"
OPT_IN = "it opts in with a `# +defaultgen` line"


def taking_part(module: ModuleDecl, patterns: Sequence[str]) -> str | None:
    """Why `module` takes part (its types are API types), or None when it does not."""
    if module.failure is not None:
        return None
    if module.opt_in:
        return OPT_IN
    for pattern in patterns:
        if fnmatch.fnmatchcase(module.module, pattern):
            return f"it is listed in api-modules (`{pattern}`)"
    if module.near_misses or module.unknown_markers or module.stray_markers or module.markers:
        return MARKERS
    if any(named.markers for named in module.named_types):
        return MARKERS
    for cls in module.classes:
        if cls.is_dataclass and cls.markers:
            return MARKERS  # `+structType`, type-level validation, the CRD markers `defaultgen crd` reads
    for cls in module.classes:
        if cls.is_dataclass and any(f.markers or f.trailing_markers for f in cls.fields):
            return MARKERS
    for cls in module.classes:
        if cls.is_dataclass and any(f.json_tag is not None for f in cls.fields):
            return JSON_METADATA
    return None


def api_types(universe: Universe, patterns: Sequence[str]) -> tuple[dict[str, str], frozenset[str]]:
    """The scanned modules that take part (module name → why), and the qualified names of
    every API dataclass and named type (in scanned modules or not)."""
    reasons: dict[str, str] = {}
    todo: list[str] = []
    for name in universe.readable:
        module = universe.module(name)
        if module is None:
            continue
        why = taking_part(module, patterns)
        if why is None:
            continue
        reasons[module.module] = why
        todo += seeds(module)
    return reasons, reach(universe, todo)


def seeds(module: ModuleDecl) -> list[str]:
    """The types of a module that takes part: where the walk to every API type starts."""
    return [f"{module.module}.{c.name}" for c in module.classes if c.is_dataclass] + [
        f"{module.module}.{n.name}" for n in module.named_types
    ]


def reach(
    universe: Universe, todo: list[str], known: frozenset[str] = frozenset(), again: Sequence[str] = ()
) -> frozenset[str]:
    """`known` (a set closed under references, except from the types in `again`, which
    changed) and every type the types in `todo` and `again` reach."""
    seen: set[str] = set(known)
    for qualname in again:
        todo.extend(_references(universe, qualname))
    while todo:
        qualname = todo.pop()
        if qualname in seen:
            continue
        seen.add(qualname)
        todo.extend(_references(universe, qualname))
    return frozenset(seen)


def _references(universe: Universe, qualname: str) -> Iterator[str]:
    """The types a dataclass or named type refers to: its fields' (and the base classes
    they come from), or its target's."""
    if _is_named(universe, qualname):
        yield from _referenced(universe.named_type(qualname).target)
        return
    for field in universe.dataclass(qualname).fields:
        yield field.owner  # a base class the field comes from
        yield from _referenced(field.type)


def _is_named(universe: Universe, qualname: str) -> bool:
    module_name, _, name = qualname.rpartition(".")
    module = universe.module(module_name)
    universe.tracker.read(module_name, name)
    return module is not None and any(n.name == name for n in module.named_types)


def _referenced(type_: Type) -> Iterator[str]:
    """The dataclasses and named types a type names directly."""
    if isinstance(type_, Optional):
        yield from _referenced(type_.inner)
    elif isinstance(type_, ListOf):
        yield from _referenced(type_.item)
    elif isinstance(type_, DictOf):
        yield from _referenced(type_.value)
    elif isinstance(type_, ClassRef | NamedRef):
        yield type_.qualname


def log_scope(universe: Universe, modules: Iterable[ModuleDecl]) -> None:
    """Say (at `-v`) which of `modules` take part and why, and what is left alone."""
    modules = [m for m in modules if m.failure is None]
    if not modules or not _log.isEnabledFor(logging.INFO):
        return
    reasons = universe.taking_part()
    for module in modules:
        why = reasons.get(module.module)
        if why is not None:
            _log.info("%s: takes part: %s", module.path, why)
            continue
        names = [c.name for c in module.classes if c.is_dataclass] + [n.name for n in module.named_types]
        if not names:
            continue
        used = [name for name in names if universe.is_api(f"{module.module}.{name}")]
        left = len(names) - len(used)
        if used:
            _log.info(
                "%s: does not take part, but API types use %s from it (checked); %d other type%s left alone",
                module.path,
                ", ".join(f"`{name}`" for name in used),
                left,
                "" if left == 1 else "s",
            )
        else:
            _log.info(
                "%s: does not take part (no defaultgen marker, `json` metadata or `# +defaultgen` line): "
                "its %d type%s left alone",
                module.path,
                left,
                " is" if left == 1 else "s are",
            )
