"""Write JSON values as Python source: marker text is data, never code.

A `+default=` value reaches generated code only through `python_literal`. It accepts nothing
but the exact types `json.loads` returns (str, int, float, bool, None, list, dict with str
keys) and spells scalars with their built-in `repr`, so quotes, newlines or `"); import os` in
a marker stay inside a string literal. The raw marker text is never pasted anywhere.
"""

from __future__ import annotations

import math

MAX_DEPTH = 100
"""Deeper values are refused: Python's parser rejects very deeply nested brackets."""


def python_literal(value: object, _depth: int = 0) -> str:
    """A Python expression that evaluates to a fresh copy of the JSON `value`.

    Raises ValueError for anything that is not a finite JSON value or is nested too deeply.
    """
    if _depth > MAX_DEPTH:
        raise ValueError(f"nested more than {MAX_DEPTH} levels deep")
    kind = type(value)  # exact types: a subclass could bring its own __repr__
    if value is None or kind is bool or kind is int:
        return repr(value)
    if kind is float:
        if not math.isfinite(value):  # type: ignore[arg-type]
            raise ValueError(f"{value!r} is not a JSON number")
        return repr(value)
    if kind is str:
        return _string(value)  # type: ignore[arg-type]
    if kind is list:
        return "[" + ", ".join(python_literal(item, _depth + 1) for item in value) + "]"  # type: ignore[attr-defined]
    if kind is dict:
        items = []
        for key, item in value.items():  # type: ignore[attr-defined]
            if type(key) is not str:
                raise ValueError(f"object key {key!r} is not a string")
            items.append(f"{_string(key)}: {python_literal(item, _depth + 1)}")
        return "{" + ", ".join(items) + "}"
    raise ValueError(f"{kind.__name__} is not a JSON value")


def _string(text: str) -> str:
    """`repr`, in the quotes black prefers: double, unless they need more backslashes."""
    literal = repr(text)
    if literal[0] == '"':
        return literal  # repr chose double quotes itself
    single = literal[1:-1]
    double = _requoted(single)
    return f'"{double}"' if double.count("\\") <= single.count("\\") else literal


def _requoted(single: str) -> str:
    """The body of a single-quoted literal as the body of a double-quoted one."""
    out, i = [], 0
    while i < len(single):
        if single[i] == "\\":  # an escape: keep it, except that \' needs none any more
            escape = single[i : i + 2]
            out.append("'" if escape == "\\'" else escape)
            i += 2
        else:
            out.append('\\"' if single[i] == '"' else single[i])
            i += 1
    return "".join(out)
