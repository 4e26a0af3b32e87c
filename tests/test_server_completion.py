"""`server.completion.complete`: marker names after `# +`, a marker's enumerated values after
`=`, the json options in a `"json": "name,` metadata string; nothing elsewhere."""

from __future__ import annotations

from lsprotocol import types as lsp

from defaultgen.server.completion import complete


def _labels(text: str, line: int, character: int) -> list[str] | None:
    found = complete(text, lsp.Position(line, character))
    return None if found is None else [item.label for item in found.items]


def test_marker_names_after_a_plus_with_their_help() -> None:
    found = complete("x = 1\n    # +", lsp.Position(1, len("    # +")))
    assert found is not None
    by_label = {item.label: item for item in found.items}
    assert {"default", "optional", "listType", "kubebuilder:validation:Minimum"} <= set(by_label)
    minimum = by_label["kubebuilder:validation:Minimum"]
    assert minimum.documentation.value == "the smallest value a number may have"
    assert "field" in minimum.detail


def test_enumerated_values_of_semantic_markers() -> None:
    assert _labels("    # +listType=", 0, 16) == ["atomic", "set", "map"]
    assert _labels("    # +mapType=gr", 0, 17) == ["atomic", "granular"]


def test_format_names() -> None:
    labels = _labels("# +kubebuilder:validation:Format=", 0, 33)
    assert labels is not None and {"datetime", "uuid", "email", "cidr"} <= set(labels)  # as the validator names them


def test_json_options_in_field_metadata() -> None:
    text = '    name: str = field(default="", metadata={"json": "name,'
    assert _labels(text, 0, len(text)) == ["omitempty", "omitzero"]


def test_nothing_outside_markers_and_metadata() -> None:
    assert _labels("x = 1 + 2", 0, 7) is None
    assert _labels("    # +unknownMarker=", 0, 21) is None  # no values known
    assert _labels("    # +listType=", 0, 4) is None  # before the comment


def test_positions_count_utf16_units() -> None:
    text = 'x = "😀"  # +'
    # the cursor after `+` is at code point 12 but UTF-16 unit 13 (😀 takes two)
    assert _labels(text, 0, 13) is not None
    assert _labels(text, 0, 12) is None  # before the `+`
