"""Long generated lines are laid out exactly as black lays them out (black is the oracle)."""

from __future__ import annotations

import keyword

import black
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from defaultgen.codegen.layout import (
    LINE_LENGTH,
    Call,
    Comp,
    Cond,
    Display,
    clause,
    fit,
    literal,
    signature,
)


def black_format(code: str) -> str:
    return black.format_str(code, mode=black.Mode())


def in_function(*lines: str) -> str:
    return "def f(obj, data):\n" + "\n".join(lines) + "\n"


LONG = "_some_module_defaults.from_dict_AVeryLongDataclassNameIndeed"


def test_short_lines_stay_on_one_line():
    """Nothing is split that fits in 88 columns."""
    assert fit("    x = ", Call("f", "obj.y")) == "    x = f(obj.y)"


def test_a_call_is_split_inside_its_parentheses():
    """`x = f(arg)` too long: the argument on a line of its own."""
    text = fit("    obj.attribute_name = ", Call(LONG, literal({"name": "pointer-name"})))
    assert text == (f"    obj.attribute_name = {LONG}(\n" '        {"name": "pointer-name"}\n' "    )")
    assert black_format(in_function(text)) == in_function(text)


def test_a_conditional_is_wrapped_in_parentheses_and_split_before_if_and_else():
    """A too-long conditional gets black's parentheses, then one line per part."""
    cond = Cond("None", '(value := data.get("strategyVolume")) is None', Call(LONG, "value"))
    text = fit("        strategy_volume=", cond, ",")
    assert text.splitlines() == [
        "        strategy_volume=(",
        "            None",
        '            if (value := data.get("strategyVolume")) is None',
        f"            else {LONG}(value)",
        "        ),",
    ]
    code = in_function("    return g(", text, "    )")
    assert black_format(code) == code


def test_comprehensions_split_their_element_from_their_clause():
    """A long comprehension: brackets on their own lines, then element and `for` apart,
    the element parenthesized when it is a conditional that still does not fit."""
    comp = Comp(
        "{", "k0: ", Cond("None", "v0 is None", Call(LONG, "v0")), "for k0, v0 in obj.some_mapping.items()", "}"
    )
    text = fit('    data["someMapping"] = ', comp)
    code = in_function(text)
    assert black_format(code) == code
    assert text.splitlines()[1] == "        k0: ("


def test_json_displays_explode_one_item_per_line():
    """A long list or dict: one item per line, with a trailing comma when there are several."""
    value = {"first": ["a" * 30, "b" * 30], "second": {"only": "c" * 70}}
    text = fit("    obj.labels = ", literal(value))
    code = in_function(text)
    assert black_format(code) == code
    assert text.splitlines()[-1] == "    }"


def test_long_signatures_put_their_parameter_on_its_own_line():
    """`def name(param) -> T:` too long: black's exploded form with a trailing comma."""
    name = "set_defaults_" + "X" * 40
    text = signature(name, "obj: _src." + "X" * 40, "_src." + "X" * 40)
    code = text + "\n    return obj\n"
    assert black_format(code) == code
    assert text.splitlines()[1].endswith(",")


def test_what_cannot_be_split_is_left_for_black():
    """A bare name too long to fit is returned as one line."""
    name = "x" * 100
    assert fit("    y = ", name) == f"    y = {name}"


# Random expressions of the shapes the generator builds, with names of random lengths:
# JSON literals, calls of one argument, conditionals (statement values and comprehension
# elements) and comprehensions.
NAMES = (
    st.text(alphabet="abcdefghij_.", min_size=1, max_size=40)
    .map(lambda s: "n" + s.replace("..", "._") + "x")
    .filter(lambda name: not any(keyword.iskeyword(part) for part in name.split(".")))
)
SCALARS = st.one_of(
    st.text(alphabet="abc xyz-", max_size=70).map(lambda s: f'"{s}"'), st.integers().map(str), st.just("None")
)
LITERALS = st.recursive(
    SCALARS,
    lambda children: st.one_of(
        st.lists(children, min_size=1, max_size=4).map(lambda items: Display("[", tuple(("", i) for i in items), "]")),
        st.lists(st.tuples(st.text(alphabet="abc", max_size=30), children), min_size=1, max_size=4).map(
            lambda items: Display("{", tuple((f'"{k}": ', v) for k, v in items), "}")
        ),
    ),
    max_leaves=8,
)
CALLS = st.builds(Call, NAMES, st.one_of(NAMES, LITERALS))


def _converted(children):
    element = st.builds(Cond, st.just("None"), st.just("v0 is None"), children)
    return st.one_of(
        st.builds(Comp, st.just("["), st.just(""), element, NAMES.map(lambda n: f"for v0 in {n}"), st.just("]")),
        st.builds(
            Comp,
            st.just("{"),
            st.just("k0: "),
            element,
            NAMES.map(lambda n: f"for k0, v0 in {n}.items()"),
            st.just("}"),
        ),
    )


CONVERTED = st.recursive(CALLS, _converted, max_leaves=3)
EXPRS = st.one_of(
    LITERALS,
    CONVERTED,
    st.builds(Cond, SCALARS, NAMES.map(lambda n: f"(value := data.get({n})) is None"), CONVERTED),
    st.lists(CALLS, min_size=1, max_size=3).map(lambda items: Display("[", tuple(("", i) for i in items), "]")),
)


@settings(max_examples=300, deadline=None)
@given(EXPRS, st.sampled_from(["    obj.value = ", '        data["key"] = ', "        name="]))
def test_whatever_is_split_is_split_exactly_as_black_would(expr, head):
    """For random expressions of the generated shapes: when every line fits, the layout is
    black's own (black leaves it unchanged)."""
    tail = "," if head.endswith("name=") else ""
    text = fit(head, expr, tail)
    if any(len(line) > LINE_LENGTH for line in text.splitlines()):
        return  # left for black
    if tail:
        code = in_function("    return g(", text, "    )")
    elif head.startswith("        "):
        code = in_function("    if obj:", text)
    else:
        code = in_function(text)
    assert black_format(code) == code


@pytest.mark.parametrize(
    "test",
    [
        "type(value) is not int or (value > 1073741823 or value < -1073741823) and (value >= 2**63 or value < -(2**63))",
        'type(protocol_value) is not str or protocol_value != "TCP or UDP" and protocol_value not in _choices_12',
        "type(f0) is not int or f0 >= 2**63 or f0 < -(2**63)",
    ],
)
@pytest.mark.parametrize("depth", [0, 2, 5])
def test_a_long_test_is_laid_out_as_black_lays_it_out(test, depth):
    """A test too long for its line is put in parentheses on a line of its own, and when that
    is too long still, cut before each `and` / `or` outside brackets and strings, as black
    does (the module text is black's fixed point)."""
    blocks = "".join("    " * level + "if x:\n" for level in range(depth))
    module = blocks + clause("    " * depth + "if ", test) + "\n" + "    " * (depth + 1) + "pass\n"
    assert black.format_str(module, mode=black.Mode()) == module
