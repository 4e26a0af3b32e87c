"""One root type → one self-contained structural schema (a CRD's `openAPIV3Schema`).

A CRD schema cannot refer to other schemas, so every `$ref` of the emitted components is
inlined: an `allOf: [{$ref}, ...]` wrapper is replaced by the referenced object schema with the
wrapper's own keywords (`description`, `default`, `nullable`, the field's constraints) laid
over it as controller-gen's flattener does (`openapi.constraints.flatten`: the field's
description wins over the type's, its CEL rules come before the type's). A recursive type has no finite inlining; it is
reported with the cycle, located at the field that closes it.
"""

from __future__ import annotations

import copy
import difflib
from typing import Any

from ..source.discover import UsageError
from ..source.model import DataClass, Field, Span
from ..source.universe import Universe
from .constraints import flatten
from .implicit import settle
from .schemas import REF_PREFIX, class_schema


class RecursiveTypeError(Exception):
    """ROOT reaches itself (or another type reaches itself) through its fields. `path`, `span`
    locate the field that closes the cycle, `cycle` names it (`pkg.Node is recursive (...)`)."""

    def __init__(self, message: str, path: str, span: Span, cycle: str) -> None:
        super().__init__(message)
        self.path, self.span, self.cycle = path, span, cycle


def find_root(name: str, universe: Universe) -> DataClass:
    """The dataclass called `name`: a qualified name, or a short name that is unique.
    Anything else is a usage error that suggests the names that were probably meant."""
    dataclasses = universe.dataclasses()
    by_qualname = {d.qualname: d for d in dataclasses}
    if name in by_qualname:
        return by_qualname[name]
    matches = [d for d in dataclasses if d.name == name or d.qualname.endswith(f".{name}")]
    if len(matches) == 1:
        return matches[0]
    if matches:
        raise UsageError(f"`{name}` is ambiguous: it could be {', '.join(d.qualname for d in matches)}; give the qualified name")
    left_alone = [
        f"{m.module}.{c.name}"
        for m in universe.scanned
        for c in m.classes
        if c.is_dataclass and name in (c.name, f"{m.module}.{c.name}")
    ]
    if left_alone:
        raise UsageError(
            f"`{left_alone[0]}` is not an API type: its module holds no defaultgen marker, json metadata or "
            "`# +defaultgen` line, and no API type uses it; add `# +defaultgen` to the module, or list it in "
            "api-modules"
        )
    candidates = [*by_qualname, *{d.name for d in dataclasses}]
    close = difflib.get_close_matches(name, candidates, n=3, cutoff=0.6)
    hint = f"; did you mean {' or '.join(f'`{c}`' for c in close)}?" if close else ""
    known = f" (known: {', '.join(sorted(by_qualname))})" if not close and by_qualname else ""
    raise UsageError(f"no dataclass named `{name}` among the scanned files{hint}{known}")


def structural_schema(root: DataClass, universe: Universe) -> dict[str, Any]:
    """ROOT's object schema with every referenced dataclass inlined, KEP-1929's implicit
    defaults settled as SPEC §7 says (`openapi.implicit`)."""
    return structural(root, universe)[0]


def structural(root: DataClass, universe: Universe) -> tuple[dict[str, Any], list[tuple[Field, tuple[str, ...]]]]:
    """`structural_schema`, and the fields whose implicit default had to be left out although
    their object does not require them (SPEC §7: no default could be made valid there), each
    with the wire names leading to it from ROOT."""
    inliner = _Inliner(universe)
    return inliner.object(root, ()), inliner.unsettled


class _Inliner:
    def __init__(self, universe: Universe) -> None:
        self.universe = universe
        self.unsettled: list[tuple[Field, tuple[str, ...]]] = []

    def object(self, dataclass: DataClass, trail: tuple[tuple[DataClass, str], ...]) -> dict[str, Any]:
        """`trail` is the way here: (class, wire name) of each field followed from ROOT."""
        schema = class_schema(dataclass, self.universe)
        required = schema.get("required", ())
        for field in dataclass.wire_fields:
            wire_name = field.wire_name
            assert wire_name is not None
            node = self.node(schema["properties"][wire_name], (*trail, (dataclass, wire_name)))
            if self.universe.field_default(field) is None:  # the default, if any, is KEP-1929's
                node, valid = settle(node)
                if not valid and wire_name not in required:
                    self.unsettled.append((field, (*(w for _, w in trail), wire_name)))
            schema["properties"][wire_name] = node
        return schema

    def node(self, schema: dict[str, Any], trail: tuple[tuple[DataClass, str], ...]) -> dict[str, Any]:
        if "allOf" in schema and "$ref" in schema["allOf"][0]:
            target, *pairs = schema["allOf"]
            siblings = {k: v for k, v in schema.items() if k != "allOf"}
            merged = flatten(self.node(target, trail), siblings)
            if pairs:
                merged["allOf"] = [*merged.get("allOf", []), *pairs]
            if "description" in merged:  # first, where the emitter puts it
                merged = {"description": merged.pop("description"), **merged}
            return merged
        if "$ref" in schema:
            qualname = schema["$ref"].removeprefix(REF_PREFIX)
            self._check_cycle(qualname, trail)
            return self.object(self.universe.dataclass(qualname), trail)
        result = copy.deepcopy(schema)
        if "items" in schema:
            result["items"] = self.node(schema["items"], trail)
        if "additionalProperties" in schema:
            result["additionalProperties"] = self.node(schema["additionalProperties"], trail)
        return result

    def _check_cycle(self, qualname: str, trail: tuple[tuple[DataClass, str], ...]) -> None:
        classes = [owner.qualname for owner, _ in trail]
        if qualname not in classes:
            return
        cycle = trail[classes.index(qualname) :]
        owner, wire_name = trail[-1]
        field = next(f for f in owner.wire_fields if f.wire_name == wire_name)
        way = " → ".join(f"{c.name}.{w}" for c, w in cycle) + f" → {cycle[0][0].name}"
        path, span = self.universe.dataclass(field.owner).module.path, field.decl.span
        cycle = f"{qualname} is recursive ({way})"
        raise RecursiveTypeError(
            f"{path}:{span.line}:{span.col}: {cycle}: a structural schema has no $ref, so it cannot describe a "
            "recursive type; emit the components with `defaultgen openapi` instead, or break the cycle",
            path,
            span,
            cycle,
        )
