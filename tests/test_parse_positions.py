"""defaultgen.source.parse positions: field lines agree with Python's own parser (an oracle that
shares no code with ours), including lines the one-line fast path must not misjudge."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from bench.corpus import QUICK, corpus_files
from defaultgen.source.parse import parse_source

ROOT = Path(__file__).resolve().parent.parent

TRICKY = '''\
from dataclasses import dataclass, field
from typing import Optional


@dataclass
class Tricky:
    a: str = field(default=")", metadata={"json": "a,omitempty"})
    b: str = field(
        default="(",
    )
    c: str = "#("  # a comment with ( in it
    d: str = """x
y"""
    e: int = 1 + \\
        2
    f: dict[str, str] = field(default_factory=lambda: {"k": "\\"("})
    g: Optional[str] = None; h = 1
    i: str = 'it''s'
    j: list[int] = field(default_factory=list)  # (
    k: str = field(default=")"
    )
    m: int = 0


@dataclass
class After:
    z: int = 0
'''


def _oracle(source: str) -> dict[tuple[str, str], tuple[int, int]]:
    """(class, field) -> (line, col) of each annotated class attribute, from `ast`."""
    found = {}
    for node in ast.parse(source).body:
        if isinstance(node, ast.ClassDef):
            for item in node.body:
                if isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name):
                    found[(node.name, item.target.id)] = (item.lineno, item.col_offset + 1)
    return found


def _ours(source: str) -> dict[tuple[str, str], tuple[int, int]]:
    module = parse_source("x.py", "x", source.encode())
    assert module.failure is None
    return {(c.name, f.name): (f.span.line, f.span.col) for c in module.classes for f in c.fields}


def _sources() -> list[tuple[str, str]]:
    files = [(str(p.relative_to(ROOT)), p.read_text(encoding="utf-8")) for p in sorted((ROOT / "testdata").rglob("*.py"))]
    files += sorted(corpus_files(QUICK).items())[:40]
    return files


def test_tricky_lines_are_placed_where_python_places_them() -> None:
    """Brackets and quotes inside strings, multi-line strings, backslashes, `;`: every field
    after them is still on the right line."""
    ours = _ours(TRICKY)
    oracle = _oracle(TRICKY)
    assert ours == {key: value for key, value in oracle.items() if key in ours}
    assert ("After", "z") in ours and ours[("After", "z")] == oracle[("After", "z")]


@pytest.mark.parametrize(("name", "source"), _sources(), ids=lambda value: value if "\n" not in value else "")
def test_every_dataclass_field_is_where_python_says(name: str, source: str) -> None:
    """Across the test data and the benchmark corpus, field positions match `ast`'s."""
    ours = _ours(source)
    oracle = _oracle(source)
    assert ours == {key: oracle[key] for key in ours}
