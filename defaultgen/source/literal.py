"""Read Python literals from libcst expressions without evaluating anything."""

from __future__ import annotations

import ast

import libcst as cst

UNREADABLE: object = type("Unreadable", (), {"__repr__": lambda self: "UNREADABLE"})()
"""Returned for an expression that is not a plain literal."""


def literal_value(node: cst.BaseExpression) -> object:
    """The value of a literal expression (numbers, strings, True/False/None, and lists,
    tuples and dicts of those), or UNREADABLE. Nothing is executed."""
    if isinstance(node, cst.SimpleString):
        text = node.value  # most are plain: quoted without prefix or escape (docstrings triple-quoted)
        if text[0] in "\"'" and "\\" not in text:
            return text[3:-3] if text.startswith(text[0] * 3) else text[1:-1]
    if isinstance(node, cst.Integer):
        return int(node.value) if node.value.isdecimal() else ast.literal_eval(node.value)
    if isinstance(node, cst.Float):
        return ast.literal_eval(node.value)
    if isinstance(node, cst.SimpleString | cst.ConcatenatedString):
        value = node.evaluated_value
        return value if isinstance(value, str) else UNREADABLE
    if isinstance(node, cst.Name) and node.value in ("True", "False", "None"):
        return {"True": True, "False": False, "None": None}[node.value]
    if isinstance(node, cst.UnaryOperation) and isinstance(node.operator, cst.Minus):
        inner = literal_value(node.expression)
        if isinstance(inner, int | float) and not isinstance(inner, bool):
            return -inner
        return UNREADABLE
    if isinstance(node, cst.List | cst.Tuple):
        items = []
        for element in node.elements:
            if not isinstance(element, cst.Element):
                return UNREADABLE
            item = literal_value(element.value)
            if item is UNREADABLE:
                return UNREADABLE
            items.append(item)
        return items if isinstance(node, cst.List) else tuple(items)
    if isinstance(node, cst.Dict):
        result = {}
        for element in node.elements:
            if not isinstance(element, cst.DictElement):
                return UNREADABLE
            key, value = literal_value(element.key), literal_value(element.value)
            if key is UNREADABLE or value is UNREADABLE or isinstance(key, list | dict):
                return UNREADABLE
            result[key] = value
        return result
    return UNREADABLE


def dotted_name(node: cst.BaseExpression) -> str | None:
    """`a.b.c` for a Name/Attribute chain, else None."""
    if isinstance(node, cst.Name):
        return node.value
    if isinstance(node, cst.Attribute):
        base = dotted_name(node.value)
        return None if base is None else f"{base}.{node.attr.value}"
    return None
