"""The safe literal writer: JSON values become Python literals that mean exactly that value."""

from __future__ import annotations

import ast

import black
import pytest
from hypothesis import given
from hypothesis import strategies as st

from defaultgen.codegen.pyliteral import MAX_DEPTH, python_literal

HOSTILE = [
    '"); import os; os.system("echo pwned") #',
    "'); import os #",
    '""" + __import__(\'os\').getcwd() + """',
    "line one\nline two\r\n\ttabbed",
    "back\\slash\\",
    "nul \x00 and bell \x07",
    "é ü 中文 😀",
    "\u2028line separator\u2029",
    "\ud800 lone surrogate",
    "{__import__('os')}",
    "",
]


@pytest.mark.parametrize("text", HOSTILE)
def test_hostile_strings_stay_one_string_literal(text):
    """Quotes, newlines, escapes and code in a string never leave the literal."""
    source = python_literal(text)
    tree = ast.parse(source, mode="eval")
    assert isinstance(tree.body, ast.Constant)
    assert tree.body.value == text


def test_plain_strings_use_double_quotes_like_black():
    """A string without quotes is written as black would write it."""
    assert python_literal("default-name") == '"default-name"'
    assert python_literal("it's") == '"it\'s"'


@given(st.text())
def test_strings_are_quoted_as_black_quotes_them(text):
    """Any string comes out in the quotes black would choose, so black leaves it alone."""
    code = f"f(\n    {python_literal(text)},\n)\n"  # exploded: black splits nothing, whatever the length
    assert black.format_str(code, mode=black.Mode()) == code
    assert ast.literal_eval(python_literal(text)) == text


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (None, "None"),
        (True, "True"),
        (False, "False"),
        (0, "0"),
        (-12, "-12"),
        (1.5, "1.5"),
        (-0.0, "-0.0"),
        ([], "[]"),
        ({}, "{}"),
        (["popcorn", "chips"], '["popcorn", "chips"]'),
        ({"port": 80, "name": "http"}, '{"port": 80, "name": "http"}'),
    ],
)
def test_scalars_and_containers_are_spelled_as_python(value, expected):
    """Each JSON type has its usual Python spelling."""
    assert python_literal(value) == expected


def test_huge_integers_are_exact():
    """A big integer is written digit for digit, not rounded through a float."""
    big = 10**300 + 7
    assert ast.literal_eval(python_literal(big)) == big
    assert ast.literal_eval(python_literal(-big)) == -big


@pytest.mark.parametrize(
    "value",
    [float("nan"), float("inf"), (1, 2), {1, 2}, b"bytes", {1: "int key"}, object()],
    ids=["nan", "inf", "tuple", "set", "bytes", "int-key", "object"],
)
def test_non_json_values_are_refused(value):
    """Only what json.loads can return is written."""
    with pytest.raises(ValueError):
        python_literal(value)


def test_subclasses_are_refused():
    """A str or int subclass could bring its own __repr__: exact types only."""

    class Sneaky(str):
        def __repr__(self) -> str:
            return "__import__('os')"

    with pytest.raises(ValueError):
        python_literal(Sneaky("x"))
    with pytest.raises(ValueError):
        python_literal({"k": Sneaky("x")})


def test_deep_nesting_is_refused():
    """Values nested deeper than MAX_DEPTH are refused (Python could not parse them)."""
    value: object = 0
    for _ in range(MAX_DEPTH):
        value = [value]
    assert ast.literal_eval(python_literal(value)) == value
    with pytest.raises(ValueError, match="nested"):
        python_literal([value])


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | st.text(),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(), children, max_size=4),
    max_leaves=20,
)


@given(JSON)
def test_every_json_value_round_trips(value):
    """Evaluating the literal gives back the value, for any JSON value."""
    assert ast.literal_eval(python_literal(value)) == value
