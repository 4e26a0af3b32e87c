"""DG304: a cycle of non-Optional dataclass fields.

A non-Optional dataclass field defaults to its class's zero value, `{}` with every nested
non-Optional dataclass field filled in (KEP-1929 rule 1). Around a cycle that object is
infinite: Python cannot construct it, and the generated code and the schema's `default: {}`
would recurse forever. In Go the cycle does not even compile; a pointer (Optional) breaks it.

Defaults can close the same kind of loop through Optional fields: `next: Optional[Node]` with
`+default={"value": 1}` gives every defaulted Node a next Node whose `next` is unset, so it is
defaulted again, forever, on both paths. A cycle of defaults that fill each other in (a
default holding an object whose unset fields have defaults, back to the first) is reported too.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator

from ...diagnostics import Diagnostic, Severity
from ...source.model import (
    ClassRef,
    DictOf,
    Field,
    ListOf,
    ModuleDecl,
    NamedRef,
    NamedType,
    Optional,
    Type,
)
from ._context import Context, field_name

CODE = "DG304"
SEVERITY = Severity.ERROR
SUMMARY = "Break the cycle: make one of the dataclass fields on it Optional, or drop one of the defaults on it."

EXAMPLE_BAD = """\
# +defaultgen
from dataclasses import dataclass


@dataclass
class Node:
    next: "Node"
"""

EXAMPLE_GOOD = """\
# +defaultgen
from dataclasses import dataclass
from typing import Optional


@dataclass
class Node:
    next: Optional["Node"] = None
"""

Edge = tuple[str, Field, str]  # class, its non-Optional dataclass field, the field's class


def check(context: Context) -> Iterator[Diagnostic]:
    universe = context.universe
    edges = _edges(context)
    for component in _cycles(edges):
        declared_here = [
            edge
            for cls in component
            for edge in edges[cls]
            if edge[2] in component and universe.in_run(universe.dataclass(edge[1].owner).module.module)
        ]
        if not declared_here:
            continue  # the whole cycle lives in modules that were not scanned
        first = min(declared_here, key=lambda e: (universe.dataclass(e[1].owner).module.path, e[1].decl.span))
        field = first[1]
        yield context.report(
            universe.dataclass(field.owner).module,
            field.decl.span,
            f"field `{_label(first)}` is on a cycle of non-Optional dataclass fields ({_around(first, component, edges)}), "
            "so its zero value would be infinite; make one of these fields Optional",
        )
    yield from _default_cycles(context)


def _edges(context: Context) -> dict[str, list[Edge]]:
    """The non-Optional dataclass fields of every class reachable from the scanned ones (a
    cycle may pass through a module that is imported but not scanned)."""
    edges: dict[str, list[Edge]] = {}
    todo = [cls.qualname for cls in context.universe.dataclasses()]
    while todo:
        qualname = todo.pop()
        if qualname in edges:
            continue
        edges[qualname] = []
        for field in context.universe.dataclass(qualname).fields:
            target = context.plain(field.type)
            if isinstance(target, ClassRef):
                edges[qualname].append((qualname, field, target.qualname))
                todo.append(target.qualname)
    return edges


def _cycles(edges: dict[str, list[Edge]]) -> list[set[str]]:
    """The strongly connected components that hold a cycle (Tarjan's algorithm, iterative so
    that long chains of classes cannot exhaust the stack)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[set[str]] = []
    for root in edges:
        if root in index:
            continue
        work = [(root, 0)]
        while work:
            node, child = work.pop()
            if child == 0:
                index[node] = low[node] = len(index)
                stack.append(node)
                on_stack.add(node)
            targets = [target for _, _, target in edges[node]]
            if child < len(targets):
                work.append((node, child + 1))
                target = targets[child]
                if target not in index:
                    work.append((target, 0))
                elif target in on_stack:
                    low[node] = min(low[node], index[target])
                continue
            if low[node] == index[node]:
                component: set[str] = set()
                while node not in component:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.add(member)
                if len(component) > 1 or node in targets:
                    found.append(component)
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
    return found


def _around(first: Edge, component: set[str], edges: dict[str, list[Edge]]) -> str:
    """`A.b -> B.a -> A`: the shortest way around the cycle, starting with `first`."""
    steps = [first, *_path(first[2], first[0], component, edges)]
    return " -> ".join([_label(edge) for edge in steps] + [_short(first[0])])


def _path(source: str, target: str, component: set[str], edges: dict[str, list[Edge]]) -> list[Edge]:
    """The shortest chain of edges inside `component` from `source` to `target` (none when
    they are the same node, at least one edge otherwise)."""
    came_by: dict[str, Edge] = {}
    queue = deque([source])
    while target not in came_by and source != target:
        for edge in edges[queue.popleft()]:
            if edge[2] in component and edge[2] not in came_by:
                came_by[edge[2]] = edge
                queue.append(edge[2])
    path: list[Edge] = []
    node = target
    while node != source:
        path.append(came_by[node])
        node = came_by[node][0]
    return path[::-1]


def _label(edge: Edge) -> str:
    return f"{_short(edge[0])}.{edge[1].name}"


def _short(qualname: str) -> str:
    return qualname.rpartition(".")[2]


def _default_cycles(context: Context) -> Iterator[Diagnostic]:
    """Defaults that, once inserted and defaulted in turn, fill themselves in again: a field's,
    or a named type's (which fills in null list items and dict values of the type)."""
    universe = context.universe
    nodes: dict[str, Field | NamedType] = {}
    edges: dict[str, list[Edge]] = {}
    todo: list[Field | NamedType] = [
        f for cls in universe.dataclasses() for f in cls.fields if universe.field_default(f) is not None
    ]
    todo += [named for named in universe.named_types() if named.marker_default is not None]
    while todo:
        node = todo.pop()
        key = _key(node)
        if key in edges:
            continue
        nodes[key], edges[key] = node, []
        if isinstance(node, NamedType):
            value, type_ = node.marker_default.value, node.target  # type: ignore[union-attr]
        else:
            value, type_ = universe.field_default(node).value, node.type  # type: ignore[union-attr]
        for target in _fills(value, type_, context, frozenset()):
            edges[key].append((key, node, _key(target)))  # type: ignore[arg-type]
            todo.append(target)
    for component in _cycles(edges):
        here = [nodes[k] for k in component if universe.in_run(_module(nodes[k], context).module)]
        if not here:
            continue
        node = min(here, key=lambda n: (_module(n, context).path, n.decl.span))
        start = _key(node)
        first = next(edge for edge in edges[start] if edge[2] in component)
        steps = [first, *_path(first[2], start, component, edges)]
        loop = " -> ".join(_name(nodes[k]).strip("`") for k in [start, *(edge[2] for edge in steps)])
        marker = node.marker_default
        what = f"type {_name(node)}" if isinstance(node, NamedType) else f"field {_name(node)}"
        yield context.report(
            _module(node, context),
            marker.span if marker is not None else node.decl.span,
            f"defaulting {what} never ends: its default holds an object whose unset fields (or null items) "
            f"are defaulted in turn, back to this one ({loop}), so both defaulting paths would recurse forever; "
            "remove one of these defaults",
        )


def _key(node: Field | NamedType) -> str:
    return f"type:{node.qualname}" if isinstance(node, NamedType) else f"{node.owner}:{node.name}"


def _name(node: Field | NamedType) -> str:
    return f"`{node.name}`" if isinstance(node, NamedType) else field_name(node)


def _module(node: Field | NamedType, context: Context) -> ModuleDecl:
    return node.module if isinstance(node, NamedType) else context.universe.dataclass(node.owner).module


def _fills(value: object, type_: Type, context: Context, implied: frozenset[str]) -> Iterator[Field | NamedType]:
    """What defaulting `value` (of `type_`) fills in: the fields with a default left unset in
    the objects inside it and in the `{}` an unset non-Optional dataclass field becomes, and
    the named types whose default replaces its null items."""
    universe = context.universe
    if isinstance(type_, Optional):
        type_ = type_.inner
    plain = universe.underlying(type_)
    if isinstance(plain, ClassRef) and isinstance(value, dict):
        for field in universe.dataclass(plain.qualname).wire_fields:
            item = value.get(field.wire_name)
            target = context.plain(field.type)
            if item is not None:
                yield from _fills(item, field.type, context, frozenset())
            elif universe.field_default(field) is not None:
                yield field
            elif isinstance(target, ClassRef) and target.qualname not in implied:
                yield from _fills({}, target, context, implied | {target.qualname})
    elif isinstance(plain, ListOf | DictOf) and isinstance(value, list | dict):
        element = plain.item if isinstance(plain, ListOf) else plain.value
        for item in value if isinstance(value, list) else value.values():
            if item is not None:
                yield from _fills(item, element, context, frozenset())
            elif not isinstance(element, Optional) and (named := _default_carrier(element, context)) is not None:
                yield named


def _default_carrier(type_: Type, context: Context) -> NamedType | None:
    """The named type whose `+default` a value of `type_` takes (the nearest on a chain)."""
    seen: set[str] = set()
    while isinstance(type_, NamedRef) and type_.qualname not in seen:
        seen.add(type_.qualname)
        named = context.universe.named_type(type_.qualname)
        if named.marker_default is not None:
            return named
        type_ = named.target
    return None
