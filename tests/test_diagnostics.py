"""The finding record (defaultgen/diagnostics): its order."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from defaultgen.diagnostics import Diagnostic, Severity, in_order

_SMALL = st.sampled_from(["", "a", "b", "a/b.py"])  # few values, so ties happen at every field
_DIAGNOSTICS = st.lists(
    st.builds(Diagnostic, _SMALL, st.integers(1, 3), st.integers(1, 3), _SMALL, _SMALL, st.sampled_from(Severity)),
    max_size=12,
)


@given(_DIAGNOSTICS)
def test_in_order_is_the_dataclass_order(diagnostics: list[Diagnostic]) -> None:
    """`in_order` sorts by a key for speed; the result is `sorted()` by the generated order
    (path, line, column, code, message, severity), element for element and stable on ties."""
    ours = in_order(diagnostics)
    assert [id(d) for d in ours] == [id(d) for d in sorted(diagnostics)]
