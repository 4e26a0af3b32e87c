"""KEP-1929's implicit defaults in a structural schema (SPEC §7, amended).

The API server checks a CRD's defaults as written (nested defaults not applied), so the `{}`
KEP-1929 gives a non-Optional dataclass field makes a CRD invalid as soon as the type has a
required field, and a zero default (`""`, `[]`) can break its own constraints (`MinLength=1`).
An implicit default that fails as written is therefore published

- *filled in* when it is an object: the object that defaulting `{}` with the node's schema
  gives (nested defaults applied), which defaults every document exactly as `{}` does;
- *left out* when even that fails its schema: a document without the value is then refused
  by both paths alike when its parent requires it; where the parent does not require it, a
  document without it would be accepted by the CRD path and the built-in one alike only if
  the zero value were valid, which it is not, so the position is reported (`crd` makes it
  CRD103, naming the field to make Optional or to default).

Written defaults (`+default`, a named type's) are never changed here: they are checked as
written (CRD103, DG308).

A type marked `+defaultgen:noItemDefault` (named type or dataclass) gets no implicit default
as a list item or dict value: `NO_ZERO`, as for a zero its schema refuses (SPEC §4), so both
paths refuse its null items; `defaultgen import` marks the item types of a CRD's lists this way,
as controller-gen publishes no item defaults (docs/decisions.md, Import).

Whether an implicit zero default fails the schema of its position is decided here too, for
every consumer (the published item defaults, the decoders' null items, DG205, DG309), by the
one validator: `validate_document` on the keywords the constraints of the position publish
(`openapi.constraints.apply`), level by level (the position's own, each named type's, a
dataclass's), so a pattern means what Go means and a format what strfmt says.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ..apply.engine import SchemaError, apply_defaults
from ..source.model import NO_CONSTRAINTS, ClassRef, Constraints, NamedRef, Optional, Special, Type
from ..source.values import NO_ZERO, is_required, zero_value
from ..validate.engine import validate_lazily
from .constraints import apply
from .shapes import SPECIAL_SCHEMA

if TYPE_CHECKING:
    from ..source.universe import Universe


def settle(node: dict[str, Any]) -> tuple[dict[str, Any], bool]:
    """`node` (a schema whose `default` is implicit, its own nested defaults settled already)
    with that default kept, filled in, or left out; and whether the default it carries, if
    any, is valid (False: it was left out because no default could be made valid)."""
    if "default" not in node:
        return node, True
    value = node["default"]
    bare = {k: v for k, v in node.items() if k != "default"}
    if not default_problems(value, bare):
        return node, True
    if isinstance(value, dict):
        filled = apply_defaults(value, bare)
        if not default_problems(filled, bare):
            return {**bare, "default": filled}, True
    return bare, False


def default_problems(
    value: Any, node: dict[str, Any], components: Mapping[str, Any] | None = None
) -> list[tuple[str, str]]:
    """What the API server's schema validator says about a default `value` under its own
    schema `node` (`$ref`s into `components`), as written: (where below the default, problem),
    empty when it validates. The validator is kube-openapi's (`defaultgen.validate_document`),
    CEL rules evaluated where they can be; a schema it cannot compile is another check's
    finding (CRD108, DG110). Only what the value reaches is compiled (`validate_lazily`): a
    default costs its own size, not that of every schema its type reaches."""
    try:
        found = validate_lazily(value, node, components, notes=[])
    except SchemaError:
        return []
    return [("".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in problem.path), problem.message) for problem in found]


def item_default(type_: Type, universe: Universe, constraints: Constraints = NO_CONSTRAINTS) -> object:
    """The default of a list item or dict value of `type_` (SPEC §4, item zero defaults): its
    named type's `+default` (for an Optional item too, whose null it does not replace), None
    where a null item is a value and nothing else applies (Optional, Any: no default),
    else KEP-1929's implicit zero value when its own schema accepts it, as Kubernetes publishes
    `items: {type: string, default: ""}`; NO_ZERO when a null item has nothing to become (no
    zero value, or one its own schema refuses): both paths then refuse it. `constraints` are the
    `items:` markers of the list (a field's or its named type's)."""
    if isinstance(type_, Optional):  # its named type's default, published beside `nullable`
        named = universe.type_default(type_.inner)
        return None if named is None else named.value
    plain = universe.underlying(type_)
    if plain == Special("any"):
        return None
    named = universe.type_default(type_)
    if named is not None:
        return named.value
    if _without_item_default(type_, universe):
        return NO_ZERO
    zero = zero_value(plain, universe)
    if zero is NO_ZERO or implicit_default_fails(zero, type_, universe, constraints) is not None:
        return NO_ZERO
    return zero


NO_ITEM_DEFAULT = "defaultgen:noItemDefault"


def _without_item_default(type_: Type, universe: Universe) -> bool:
    """`+defaultgen:noItemDefault` above the item's named type (one along its chain) or class:
    no implicit zero default as an item (how `defaultgen import` writes a CRD's items, which
    carry none), so a null item is refused by both paths."""
    while isinstance(type_, NamedRef):
        named = universe.named_type(type_.qualname)
        if any(m.name == NO_ITEM_DEFAULT for m in named.decl.markers):
            return True
        type_ = named.target
    if isinstance(type_, ClassRef):
        return any(m.name == NO_ITEM_DEFAULT for m in universe.dataclass(type_.qualname).decl.markers)
    return False


def _object_level(qualname: str, universe: Universe) -> dict[str, Any]:
    """What a dataclass publishes of its own for an object value: its required fields and its
    type-level constraints. One dict a run (memoised), so its compiled check is reused."""
    cls = universe.dataclass(qualname)
    required = [f.wire_name for f in cls.wire_fields if f.wire_name is not None and is_required(f, universe)]
    return apply({"required": required} if required else {}, cls.constraints)


def implicit_default_fails(
    value: object, type_: Type, universe: Universe, constraints: Constraints = NO_CONSTRAINTS
) -> str | None:
    """Why KEP-1929's implicit default `value` (a zero value: `{}`, `""`, `0`, `[]`) would fail
    the schema of its own position, as the API server checks a default as written; None when it
    passes. `constraints` are the position's own (a field's, or its `items:` markers); those of
    the named types along `type_` and of a dataclass (with its required fields) apply too. The
    verdict is the validator's on the keywords each level publishes."""
    levels = [apply({}, constraints)]
    while isinstance(type_, NamedRef):
        named = universe.named_type(type_.qualname)
        levels.append(apply({}, named.constraints))
        type_ = named.target
    if isinstance(type_, Special):  # its own shape: `""` is no valid `format: byte`
        levels.append(SPECIAL_SCHEMA[type_.kind])
    if isinstance(type_, ClassRef) and isinstance(value, dict):
        levels.append(universe.memoised(("object level", type_.qualname), lambda: _object_level(type_.qualname, universe)))
    for node in levels:
        if not node:  # a level that publishes nothing refuses nothing (most: no constraints)
            continue
        problems = default_problems(value, node)
        if problems:
            return "; ".join(f"{where.lstrip('.')}: {problem}" if where else problem for where, problem in problems)
    return None
