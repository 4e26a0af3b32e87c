"""defaultgen.validate.goregex: Go RE2 patterns mean in Python what they mean to the API server.

The reference is Go itself: testdata/goregex/vectors.json is what Go's `regexp.Compile` and
`MatchString` said (Go version named in the file) for the patterns and inputs of
tools/goregex_vectors/cases.py — hand-picked ones from Go's regexp/syntax documentation and
parser error cases, Kubernetes patterns, and 600 seeded random ones. `make vectors` rebuilds it.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from defaultgen.validate.goregex import GoRegexError, compile_go, translate_go

VECTORS = json.loads(
    (Path(__file__).parent.parent / "testdata" / "goregex" / "vectors.json").read_text("utf-8")
)
# Go accepts these but we refuse them, on purpose: Unicode scripts are not in Python's
# unicodedata, and what is unassigned depends on the Unicode version, so neither can be
# translated exactly (docs/decisions.md, "Validation").
REFUSED_ON_PURPOSE = {"\\p{Greek}", "\\P{Greek}", "[\\p{Greek}]", "\\p{Cn}"}


def by_pattern() -> dict[str, dict]:
    """The hand-picked case of each pattern (a random one may repeat it with other inputs)."""
    return {r["pattern"]: r for r in reversed(VECTORS["results"])}


@pytest.mark.parametrize("case", VECTORS["results"], ids=lambda r: repr(r["pattern"])[:60])
def test_agrees_with_go(case):
    pattern = case["pattern"]
    if pattern in REFUSED_ON_PURPOSE:
        with pytest.raises(GoRegexError, match="not supported") as info:
            compile_go(pattern)
        assert info.value.unsupported  # Go runs it: a note for the validator, not an error
        return
    if case["error"] is not None:
        with pytest.raises(GoRegexError):
            compile_go(pattern)
        return
    rx = compile_go(pattern)
    got = [bool(rx.search(text)) for text in case["inputs"]]
    wrong = [(t, m) for t, m, g in zip(case["inputs"], case["matches"], got) if m != g]
    assert not wrong, f"{pattern!r} (Go's MatchString, input): {wrong}"


def test_the_vectors_cover_what_python_reads_differently():
    """The pitfalls SPEC §8 names are in the vectors, with the answer Go gives."""
    results = by_pattern()

    def go(pattern: str, text: str) -> bool:
        r = results[pattern]
        return r["matches"][r["inputs"].index(text)]

    assert go("^abc$", "abc\n") is False  # Go's $ is the end of the text
    assert re.search("^abc$", "abc\n")  # ...Python's is not
    assert go("\\d", "٣") is False  # ASCII \d
    assert go("a{,2}", "a{,2}") is True and go("a{,2}", "aa") is False  # a literal in Go
    assert go("\\s", "\v") is False  # Go's \s has no \v
    assert go("[[:alpha:]]", "é") is False and go("[[:alpha:]]", "a") is True
    assert go("(?i)k", "\u212a") is True  # Unicode case folding: the Kelvin sign
    assert results["(a)\\1"]["error"] and results["(?=a)"]["error"]
    assert sum(r["source"].startswith("random") for r in VECTORS["results"]) >= 500


@pytest.mark.parametrize(
    "pattern, reason",
    [
        ("(a)\\1", "backreferences"),
        ("(?=a)", "lookaround"),
        ("(?<!a)b", "lookaround"),
        ("a**", "nested repetition"),
        ("x{1001}", "repeat count"),
        ("\\p{Greek}", "not supported"),
        ("[z-a]", "character class range"),
        ("(a", "missing closing )"),
        ("[a", "missing closing ]"),
        ("\\Z", "invalid escape"),
        ("*", "missing argument"),
    ],
)
def test_refusals_name_the_construct_and_where(pattern, reason):
    with pytest.raises(GoRegexError) as info:
        compile_go(pattern)
    err = info.value
    assert isinstance(err, ValueError)
    assert reason in str(err) and repr(pattern) in str(err)
    assert 0 <= err.pos <= len(pattern)


def test_translation_spells_out_go_meanings():
    assert translate_go("^a$") == "\\Aa\\Z"
    assert translate_go("(?m)^a$") == "(?m:^)a(?m:$)"
    assert translate_go("\\d{,2}") == "[0-9]\\x7b\\x2c2\\x7d"
    assert translate_go("(?P<1st>x)") == "(x)"  # a name Python would refuse; groups are unnamed


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("ab()[]{}^$|*+?.\\-:,<>=!PpQEdDwWsSbBzAx0123i")), max_size=12))
def test_any_text_is_translated_or_refused_never_a_crash(pattern):
    try:
        rx = compile_go(pattern)
    except GoRegexError:
        return
    assert isinstance(rx, re.Pattern)
