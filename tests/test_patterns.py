"""defaultgen.codegen.patterns: a pattern checked without `re` matches what Go's regexp matches.

Two references: Go itself (testdata/goregex/vectors.json, what Go's `MatchString` said for
hand-picked Kubernetes patterns and 600 seeded random ones, see tests/test_goregex.py), and
Python's `re` on the translated pattern (itself checked against those vectors) for random
patterns of the shapes the predicates cover, on random values and on values drawn to match.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from defaultgen.codegen.patterns import predicate
from defaultgen.validate.goregex import GoRegexError, compile_go, translate_go

VECTORS = json.loads(
    (Path(__file__).parent.parent / "testdata" / "goregex" / "vectors.json").read_text("utf-8")
)


def check(pattern: str):
    """The predicate of a Go pattern as a function of a str, or None."""
    expression = predicate(translate_go(pattern), "s")
    if expression is None:
        return None
    code = compile(expression, "<predicate>", "eval")
    return lambda value: eval(code, {}, {"s": value})  # our own expression, under test


def test_agrees_with_go_on_the_vectors():
    checked = 0
    for case in VECTORS["results"]:
        if case["error"] is not None:
            continue
        try:
            function = check(case["pattern"])
        except GoRegexError:  # refused on purpose (tests/test_goregex.py)
            continue
        if function is None:
            continue
        checked += 1
        wrong = [(t, m) for t, m in zip(case["inputs"], case["matches"]) if function(t) != m]
        assert not wrong, f"{case['pattern']!r} (Go's MatchString, input): {wrong}"
    assert checked >= 10  # the anchored class runs among them (DNS label, C identifier, quantity, ...)


@pytest.mark.parametrize(
    ("pattern", "expected"),
    [
        # the shapes of Kubernetes' own patterns and the field report's, each an expression
        ("^[a-z0-9]([-a-z0-9]*[a-z0-9])?$", ...),  # DNS-1123 label
        ("^[a-z]([-a-z0-9]*[a-z0-9])?$", ...),  # port name
        ("^[A-Za-z_][A-Za-z0-9_]*$", ...),  # C identifier
        ("^[-._a-zA-Z0-9]+$", ...),  # config map key
        ("^(TCP|UDP|SCTP)$", 's == "TCP" or s == "UDP" or s == "SCTP"'),
        ('^$', 's == ""'),
        ("^.*$", '"\\n" not in s'),
        ("^v[0-9]+$", 'len(s) >= 2 and s[0] == "v" and not s[1:].strip("0123456789")'),
        # not a single run of classes: `re` checks them
        ("^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$", None),  # DNS subdomain
        ("^[a-z]+\\.[a-z]+$", None),  # two repeated classes
        ("[a-z]+", None),  # not anchored: a match anywhere
        ("^(?i)abc$", None),  # a flag
        ("^\\d+\\b$", None),  # an assertion inside
        ("^x(a)?(b)?(c)?$", None),  # eight ways through
    ],
)
def test_which_patterns_get_an_expression(pattern, expected):
    expression = predicate(translate_go(pattern), "s")
    if expected is ...:
        assert expression is not None
    else:
        assert expression == expected


ALPHABET = "ab-.0/\n\u00e9"
ATOMS = ["a", "b", "-", "\\.", "[ab]", "[a-c0]", "[^a]", "[^/\\n]", "[-a.]", ".", "\\d", "[\\x{e9}b]"]
QUANTIFIERS = ["", "", "*", "+", "?", "{2}", "{1,3}", "{0,2}", "*?"]


@st.composite
def runs(draw, depth: int = 0) -> str:
    """A Go pattern's body; inside groups mostly unrepeated classes, so that the groups' runs
    have one repeated class at most (the shape the predicates cover) often enough."""
    parts = []
    for _ in range(draw(st.integers(0, 4 if depth == 0 else 2))):
        kind = draw(st.sampled_from(["atom", "atom", "atom", "group", "choice"] if depth < 2 else ["atom"]))
        if kind == "atom":
            quantifiers = QUANTIFIERS if depth == 0 else ["", "", "", "?", "*"]
            parts.append(draw(st.sampled_from(ATOMS)) + draw(st.sampled_from(quantifiers)))
        elif kind == "group":
            parts.append(f"({draw(runs(depth + 1))}){draw(st.sampled_from(['', '?', '?', '*']))}")
        else:
            parts.append(f"({draw(runs(depth + 1))}|{draw(runs(depth + 1))})")
    return "".join(parts)


@settings(max_examples=300, deadline=None)
@given(data=st.data(), body=runs())
def test_agrees_with_re_on_random_patterns(data, body):
    pattern = f"^{body}$"
    function = check(pattern)
    assume(function is not None)
    rx = compile_go(pattern)
    values = data.draw(st.lists(st.text(ALPHABET, max_size=8), max_size=20))
    values += data.draw(st.lists(st.from_regex(rx), max_size=10))
    for value in values:
        assert function(value) == (rx.search(value) is not None), (pattern, value)
