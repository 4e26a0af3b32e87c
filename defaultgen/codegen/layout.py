"""Lay out long generated lines the way black does, so that black has little left to do.

black formats every generated module anyway; this only spares it work (it spends most of its
time on the lines it has to split). Generated expressions have few shapes: a call with one
argument, a conditional expression, a comprehension, a list or dict display (JSON literals
among them). A line too long for one line is split the way black splits those; anything
else that does not fit is left on one line, for black to handle.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from .pyliteral import MAX_DEPTH, python_literal

LINE_LENGTH = 88  # black's default


@dataclass(frozen=True)
class Call:
    """`function(argument)`."""

    function: str
    argument: Expr

    def __str__(self) -> str:
        return f"{self.function}({self.argument})"


@dataclass(frozen=True)
class Cond:
    """`then if test else other`."""

    then: Expr
    test: str
    other: Expr

    def __str__(self) -> str:
        return f"{self.then} if {self.test} else {self.other}"


@dataclass(frozen=True)
class Comp:
    """`[element clause]`, or `{key element clause}` for a dict comprehension."""

    opening: str
    key: str
    element: Expr
    clause: str
    closing: str

    def __str__(self) -> str:
        return f"{self.opening}{self.key}{self.element} {self.clause}{self.closing}"

    def store(self, out: str) -> tuple[str, str]:
        """The head and tail of the statement that adds one element to `out` when the
        comprehension is written as a loop: `out.append(` `)`, or `out[k] = ` for a dict."""
        if self.opening == "{":
            return f"{out}[{self.key.removesuffix(': ')}] = ", ""
        return f"{out}.append(", ")"


@dataclass(frozen=True)
class Display:
    """A list or dict display: `[a, b]`, `{"k": v}`; each item is (`"k": ` or "", value)."""

    opening: str
    items: tuple[tuple[str, Expr], ...]
    closing: str

    def __str__(self) -> str:
        return self.opening + ", ".join(f"{key}{value}" for key, value in self.items) + self.closing


@dataclass(frozen=True)
class Args:
    """The arguments of a call with several: `a, b, c`."""

    items: tuple[Expr, ...]

    def __str__(self) -> str:
        return ", ".join(map(str, self.items))


Expr = Union[str, Call, Cond, Comp, Display, Args]


def literal(value: object, _depth: int = 0) -> Expr:
    """The JSON `value` as an expression that builds a fresh copy of it (see python_literal)."""
    if _depth > MAX_DEPTH:
        raise ValueError(f"nested more than {MAX_DEPTH} levels deep")
    if type(value) is list and value:
        return Display("[", tuple(("", literal(item, _depth + 1)) for item in value), "]")
    if type(value) is dict and value and all(type(key) is str for key in value):
        return Display("{", tuple((f"{python_literal(k)}: ", literal(v, _depth + 1)) for k, v in value.items()), "}")
    return python_literal(value, _depth)


def fit(head: str, expr: Expr, tail: str = "") -> str:
    """`head + expr + tail` as black lays out a statement or keyword argument (`head` starts
    with the line's indentation and ends with `= ` or `=`)."""
    return "\n".join(_statement(head, expr, tail) or [f"{head}{expr}{tail}"])


def signature(name: str, parameters: str | tuple[str, ...], returns: str) -> str:
    """`def name(parameters) -> returns:`, the parameters on a line of their own when too
    long (a single one gains a trailing comma there, as black adds it), else one per line."""
    if isinstance(parameters, str):
        parameters = (parameters,)
    joined = ", ".join(parameters)
    line = f"def {name}({joined}) -> {returns}:"
    if _fits(line):
        return line
    body = [f"    {joined}{',' if len(parameters) == 1 else ''}"]
    if not _fits(body[0]):
        body = [f"    {parameter}," for parameter in parameters]
    exploded = [f"def {name}(", *body, f") -> {returns}:"]
    return "\n".join(exploded) if all(map(_fits, exploded)) else line


def _fits(line: str) -> bool:
    return len(line) <= LINE_LENGTH


def _statement(head: str, expr: Expr, tail: str) -> list[str] | None:
    """The lines of `head + expr + tail`, or None when black would split it some other way."""
    line = f"{head}{expr}{tail}"
    if _fits(line):
        return [line]
    indent = " " * (len(head) - len(head.lstrip(" ")))
    inner = indent + "    "
    if isinstance(expr, Cond):  # black wraps a conditional in parentheses
        body = _conditional(inner, expr)
        opening, closing = f"{head}(", f"{indent}){tail}"
    elif isinstance(expr, Call):
        body = _statement(inner, expr.argument, "")
        opening, closing = f"{head}{expr.function}(", f"{indent}){tail}"
    elif isinstance(expr, Comp):
        body = _comprehension(inner, expr)
        opening, closing = f"{head}{expr.opening}", f"{indent}{expr.closing}{tail}"
    elif isinstance(expr, Display):
        body = _display(inner, expr)
        opening, closing = f"{head}{expr.opening}", f"{indent}{expr.closing}{tail}"
    elif isinstance(expr, Args):  # inside a call's parentheses: one per line, with a comma
        return _items(indent, expr.items)
    else:
        return None
    return [opening, *body, closing] if body is not None and _fits(opening) else None


def _conditional(indent: str, expr: Cond) -> list[str] | None:
    """A conditional inside parentheses: one line, else split before `if` and `else`."""
    if _fits(f"{indent}{expr}"):
        return [f"{indent}{expr}"]
    parts = [
        _statement(indent, expr.then, ""),
        _statement(f"{indent}if ", expr.test, ""),
        _statement(f"{indent}else ", expr.other, ""),
    ]
    return None if None in parts else [line for part in parts for line in part]  # type: ignore[union-attr]


def _comprehension(indent: str, expr: Comp) -> list[str] | None:
    """A comprehension's body: one line, else its element and its `for` clause apart."""
    whole = f"{indent}{expr.key}{expr.element} {expr.clause}"
    if _fits(whole):
        return [whole]
    element = _statement(f"{indent}{expr.key}", expr.element, "")
    clause = f"{indent}{expr.clause}"
    return [*element, clause] if element and _fits(clause) else None


def _display(indent: str, expr: Display) -> list[str] | None:
    """A display's items, one per line; with several, each ends with a comma."""
    tail = "," if len(expr.items) > 1 else ""
    lines = []
    for key, value in expr.items:
        item = _statement(f"{indent}{key}", value, tail)
        if item is None and isinstance(value, str):
            item = [f"{indent}{key}{value}{tail}"]  # a scalar cannot be split: black leaves it long
        if item is None:
            return None
        lines.extend(item)
    return lines


def _items(indent: str, items: tuple[Expr, ...]) -> list[str] | None:
    """A call's arguments that do not fit on one line: one per line, each ending with a comma."""
    lines = []
    for value in items:
        item = _statement(indent, value, ",")
        if item is None:
            return None
        lines.extend(item)
    return lines


def clause(head: str, test: str) -> str:
    """`head test:` (`    if x is None:`), its test in parentheses on a line of its own when too
    long, and split before each `and` / `or` outside brackets when that is too long still
    (black splits at every operator of the lowest priority it finds, and both have it), as
    black lays it out."""
    line = f"{head}{test}:"
    indent = " " * (len(head) - len(head.lstrip(" ")))
    wrapped = [f"{head}(", f"{indent}    {test}", f"{indent}):"]
    if _fits(line):
        return line
    if not _fits(wrapped[1]):
        operands = _logic_operands(test)
        if len(operands) == 1:
            return line
        wrapped[1:2] = [f"{indent}    {operand}" for operand in operands]
    return "\n".join(wrapped)


def _logic_operands(test: str) -> list[str]:
    """`test` cut before each `and` / `or` outside brackets and string literals, each cut
    starting with its operator: `a or (b and c) and d` -> `a`, `or (b and c)`, `and d`."""
    operands, start, depth, quote, i = [], 0, 0, "", 0
    while i < len(test):
        char = test[i]
        if quote:
            if char == "\\":
                i += 1
            elif char == quote:
                quote = ""
        elif char in "\"'":
            quote = char
        elif char in "([{":
            depth += 1
        elif char in ")]}":
            depth -= 1
        elif depth == 0 and char == " ":
            for operator in ("or ", "and "):
                if test.startswith(operator, i + 1):
                    operands.append(test[start:i])
                    start = i + 1
                    break
        i += 1
    operands.append(test[start:])
    return operands
