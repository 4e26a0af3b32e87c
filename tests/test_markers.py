"""The marker grammar (defaultgen/source/markers): ours, near misses of ours, and other tools'."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from defaultgen.source.markers import parse_marker
from defaultgen.source.model import NO_VALUE, Comment, Marker, MarkerKind, Span


def marker(text: str) -> Marker | None:
    return parse_marker(Comment(text, Span(1, 1)))


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("+default=32", 32),
        ('+default="bar"', "bar"),
        ('+default=["popcorn", "chips"]', ["popcorn", "chips"]),
        ('+default=[{"port": 80, "name": "http"}]', [{"port": 80, "name": "http"}]),
        ("+default=-1.5e3", -1500.0),
        ("+default=false", False),
        ("+default={}", {}),
        ('+default="bar"   ', "bar"),
        ('  +default="x"', "x"),
    ],
)
def test_default_values_are_one_line_json(text: str, value: object) -> None:
    """`+default=<json>`: the rest of the line, parsed as JSON (surrounding spaces allowed)."""
    found = marker(text)
    assert found is not None and found.kind is MarkerKind.DEFAULT
    assert (found.value, found.error) == (value, None) and found.is_usable_default


@pytest.mark.parametrize(
    ("text", "error"),
    [
        ("+default=bar", '`bar` is not valid JSON; quote strings: `+default="bar"`'),
        ("+default=", "the value is empty; write one-line JSON after `=`"),
        ("+default=NaN", "NaN is not JSON; write a finite number"),
        ("+default=-Infinity", "-Infinity is not JSON; write a finite number"),
        ("+default=1e999", "a number too large for JSON; write a finite number"),
        ("+default={'a': 1}", "the value is not valid one-line JSON"),
        ("+default=[" * 5000, "the value is"),
    ],
)
def test_invalid_values_carry_an_error(text: str, error: str) -> None:
    """Bad JSON is a DEFAULT marker with NO_VALUE and an error saying what to write."""
    found = marker(text)
    assert found is not None and found.kind is MarkerKind.DEFAULT
    assert found.value is NO_VALUE and found.error is not None and found.error.startswith(error)
    assert not found.is_usable_default


def test_null_parses_but_is_not_a_usable_default() -> None:
    """`+default=null` is valid JSON but no default (DG101 says so)."""
    found = marker("+default=null")
    assert found is not None and found.error is None and found.value is None
    assert not found.is_usable_default


@pytest.mark.parametrize(("text", "kind"), [("+optional", MarkerKind.OPTIONAL), ("+required", MarkerKind.REQUIRED)])
def test_flags(text: str, kind: MarkerKind) -> None:
    """`+optional` and `+required` take no value."""
    found = marker(text)
    assert found is not None and found.kind is kind


@pytest.mark.parametrize(
    ("text", "suggestion"),
    [
        ("+defualt=1", "+default=1"),
        ('+defaut="default-name"', '+default="default-name"'),
        ("+Default=3", "+default=3"),
        ("+DEFAULT=3", "+default=3"),
        ('+default "x"', '+default="x"'),
        ("+default:=x", '+default="x"'),
        ("+default: x", '+default="x"'),
        ("+default: [1, 2]", "+default=[1, 2]"),
        ("+ default=1", "+default=1"),
        ("+default", "+default=<json>"),
        ("+optinal", "+optional"),
        ("+Optional", "+optional"),
        ("+requried", "+required"),
        ("+required=true", "+required"),
    ],
)
def test_near_misses_suggest_what_was_meant(text: str, suggestion: str) -> None:
    """Typos, wrong case and wrong separators are near misses with a suggestion."""
    found = marker(text)
    assert found is not None and found.kind is MarkerKind.NEAR_MISS
    assert found.suggestion == suggestion and found.raw == text.strip()


@pytest.mark.parametrize(
    "text",
    [
        "+k8s:default=1",
        "+genclient",
        "+genclient:nonNamespaced",
        "+k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object",
        "+k8s:prerelease-lifecycle-gen:introduced=1.0",
        "+k8s:openapi-gen=true",
        "+featureGate=DynamicResourceAllocation",
        "+kubebuilder:rbac:groups=batch,resources=jobs,verbs=get;list",
        "+kubebuilder:webhook:path=/mutate,mutating=true",
        "+kubebuilder:object:generate=true",
        "+kubebuilder:docs-gen:collapse=Apache License",
        "+protobuf=true",
        "+protobuf.options.(gogoproto.goproto_stringer)=false",
        "+union",
        "+1 for this idea",
        "just a comment with +default=1 inside",
        "",
    ],
)
def test_other_tools_and_prose_are_not_ours(text: str) -> None:
    """Other tools' markers and ordinary comments are left alone (None)."""
    assert marker(text) is None


WILD = json.loads((Path(__file__).resolve().parent.parent / "testdata/markers/misspelled_in_the_wild.json").read_text())["cases"]


@pytest.mark.parametrize("case", WILD, ids=[c["written"][:40] for c in WILD])
def test_misspellings_found_in_real_repositories(case: dict[str, str]) -> None:
    """Each real misspelling (testdata/markers/misspelled_in_the_wild.json, sources named there)
    is DG109's unknown marker, whose one suggestion (DG109's fix) is the spelling the project
    meant, where it fixed it the very line of its fix."""
    found = marker(case["written"])
    assert found is not None and found.kind is MarkerKind.UNKNOWN, case["source"]
    assert found.suggestion == case["meant"], found.error
    meant = marker(case["meant"])
    assert meant is not None and meant.kind not in (MarkerKind.UNKNOWN, MarkerKind.NEAR_MISS) and meant.error is None


@pytest.mark.parametrize("text", ["+kube:custom", "+kube:validation:Nothing=1", "+kub:validation:Optional", "+kubernetes:foo=bar"])
def test_a_shortened_namespace_is_ours_only_before_a_known_kubebuilder_marker(text: str) -> None:
    assert marker(text) is None


def test_an_integer_of_thousands_of_digits_is_an_argument_error_not_a_crash() -> None:
    """Found by the front-end fuzzer: Python's int() refuses such a literal with a ValueError;
    controller-gen's strconv.Atoi refuses it too. It is DG109's unreadable argument."""
    found = marker("+kubebuilder:example=" + "1" * 5000)
    assert found is not None and found.kind is MarkerKind.UNKNOWN and "too large" in (found.error or "")
