"""`source.markerargs.render_arguments`, the inverse of the marker argument grammar that
`defaultgen import` writes markers with: what it renders, `parse_arguments` reads back exactly
(or it refuses), for every definition of the registry."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from defaultgen.source.markerargs import ArgType, ArgumentError, parse_arguments, render_arguments
from defaultgen.source.registry import REGISTRY, lookup

_TEXT = st.text(st.characters(blacklist_categories=("Cs",)), max_size=12)
_SCALAR = st.one_of(_TEXT, st.integers(-(2**40), 2**40), st.floats(allow_nan=False, allow_infinity=False), st.booleans())
_ANY = st.recursive(_SCALAR, lambda inner: st.lists(inner, min_size=1, max_size=3) | st.dictionaries(_TEXT, inner, max_size=3), max_leaves=6)
_VALUES = {
    ArgType.STRING: _TEXT,
    ArgType.INT: st.integers(-(2**40), 2**40),
    ArgType.NUMBER: st.one_of(st.integers(-(2**40), 2**40), st.floats(allow_nan=False, allow_infinity=False)),
    ArgType.BOOL: st.booleans(),
    ArgType.STRINGS: st.lists(_TEXT, min_size=1, max_size=3),
    ArgType.ANYS: st.lists(_SCALAR, min_size=1, max_size=3),
    ArgType.ANY: _ANY,
}
_DEFINITIONS = sorted(d for d, definition in REGISTRY.items() if all(a.type is not ArgType.RAW for a in definition.args.values()))


def _same(a: object, b: object) -> bool:
    return json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)


@given(data=st.data(), name=st.sampled_from(_DEFINITIONS))
def test_what_is_rendered_reads_back_as_the_value(data, name: str) -> None:
    definition = REGISTRY[name]
    args = {
        key: data.draw(_VALUES[arg.type], label=key or "value")
        for key, arg in definition.args.items()
        if not arg.optional or data.draw(st.booleans(), label=f"give {key}")
    }
    try:
        text = render_arguments(name, args, definition.args)
    except ArgumentError:
        return  # no spelling: the importer refuses the value, naming it
    found = lookup(text)
    assert found is not None and found[0] is definition, text
    assert _same(parse_arguments(found[1], definition.args), args), text
    assert "\n" not in text


@pytest.mark.parametrize(
    ("name", "args", "text"),
    [
        ("kubebuilder:validation:Minimum", {"": 1}, "kubebuilder:validation:Minimum=1"),
        ("kubebuilder:validation:Pattern", {"": "^[a-z]+$"}, "kubebuilder:validation:Pattern=`^[a-z]+$`"),
        ("kubebuilder:validation:Enum", {"": ["a", "b", 1]}, "kubebuilder:validation:Enum=a;b;1"),
        ("kubebuilder:validation:Enum", {"": ["1"]}, 'kubebuilder:validation:Enum="1"'),  # not the number
        ("kubebuilder:validation:XIntOrString", {}, "kubebuilder:validation:XIntOrString"),
        ("kubebuilder:object:root", {"": True}, "kubebuilder:object:root=true"),
        (
            "kubebuilder:validation:XValidation",
            {"rule": "self.a == 'x'", "message": "no, x"},
            "kubebuilder:validation:XValidation:rule=`self.a == 'x'`,message=`no, x`",
        ),
        ("kubebuilder:deprecatedversion", {}, "kubebuilder:deprecatedversion"),
        ("kubebuilder:example", {"": {"a": [1]}}, "kubebuilder:example={a: {1}}"),
    ],
)
def test_renderings(name: str, args: dict, text: str) -> None:
    assert render_arguments(name, args, REGISTRY[name].args) == text


@pytest.mark.parametrize("value", [[], None, {"a": []}])
def test_values_without_a_spelling_are_refused(value: object) -> None:
    with pytest.raises(ArgumentError):
        render_arguments("kubebuilder:example", {"": value}, REGISTRY["kubebuilder:example"].args)
