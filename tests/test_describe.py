"""_describe: comment lines → description, by kube-openapi's `generateDescription` rules.

Each expected string was worked out by hand from kube-openapi's Go code (pkg/generators/
openapi.go, `generateDescription`) applied to the lines Go's `CommentGroup.Text()` yields.
"""

from defaultgen.openapi.describe import describe


def test_lines_are_joined_with_spaces():
    """Consecutive comment lines form one sentence stream, joined by a space."""
    assert describe(["The header field name.", "This will be canonicalized."]) == (
        "The header field name. This will be canonicalized."
    )


def test_blank_line_is_a_paragraph_break():
    """A blank comment line becomes `\\n\\n` between the paragraphs."""
    assert describe(["First.", "", "Second."]) == "First.\n\nSecond."


def test_marker_lines_are_dropped():
    """`+...` lines (ours and other tools') are instructions, not prose."""
    assert describe(["Protocol for port.", "+optional", "+default=\"TCP\"", "  +listType=atomic", "Done."]) == (
        "Protocol for port. Done."
    )


def test_todo_lines_are_dropped():
    """A line starting with TODO (after spaces) is left out."""
    assert describe(["Keep this.", "TODO: remove the field", "  TODO(me) later", "And this."]) == "Keep this. And this."


def test_nothing_after_a_triple_dash_line():
    """A line that is exactly `---` ends the description; `---` inside a line does not."""
    assert describe(["Public.", "---", "Private notes."]) == "Public."
    assert describe(["a --- b", "--- c"]) == "a --- b --- c"


def test_indented_lines_keep_their_own_line():
    """A line starting with a space or tab is put on its own line, indentation kept."""
    lines = ["Valid values:", "  * 'a' - first", "  * 'b' - second", "Other text."]
    assert describe(lines) == "Valid values:\n  * 'a' - first\n  * 'b' - second\nOther text."
    assert describe(["Example:", "\t{\"a\": 1}"]) == 'Example:\n\t{"a": 1}'


def test_indented_line_before_a_paragraph_break():
    """After an indented line, a blank line still gives exactly one empty line."""
    assert describe(["List:", "  * x", "", "Next."]) == "List:\n  * x\n\nNext."


def test_blank_lines_at_the_ends_and_in_runs():
    """Leading and trailing blank lines vanish and a run of blank lines is one break (Go's
    CommentGroup.Text())."""
    assert describe(["", "a", "", "", "", "b", "", ""]) == "a\n\nb"


def test_trailing_whitespace_is_trimmed():
    """Spaces and tabs at line ends do not leak into the joined text."""
    assert describe(["a  ", "b\t", "c"]) == "a b c"


def test_escaped_quote_becomes_a_quote():
    """A written `\\"` is unescaped to `"` as kube-openapi does."""
    assert describe(['Supports \\"TCP\\".']) == 'Supports "TCP".'


def test_only_markers_give_no_description():
    """A block with nothing but markers describes nothing."""
    assert describe(["+optional", "+default=1"]) == ""
    assert describe([]) == ""


def test_blank_line_between_dropped_lines():
    """A paragraph break survives even when the lines around it were markers."""
    assert describe(["Text.", "+optional", "", "More."]) == "Text.\n\nMore."


# -- defaultgen's extensions (docs/decisions.md, Import): every description has a comment block


def test_a_trailing_backslash_is_a_hard_line_break():
    """A line (not indented) ending in `\\` ends with a line break, the backslash dropped, as
    CommonMark's hard line break; a line that is only `\\` is an empty line of the text."""
    assert describe(["First line.\\", "Second line."]) == "First line.\nSecond line."
    assert describe(["a\\", "\\", "\\", "b"]) == "a\n\n\nb"
    assert describe(["a \\", "b"]) == "a \nb"  # the space before the break is kept


def test_a_backslash_inside_a_line_or_ending_an_indented_one_is_text():
    assert describe(["C:\\dir is a path"]) == "C:\\dir is a path"
    assert describe(["Example:", "  echo a \\", "done"]) == "Example:\n  echo a \\\ndone"


def test_the_verbatim_description_marker_wins():
    """`+defaultgen:description=<JSON string>` is the description as it is (what lines cannot
    spell: leading spaces, `\\"`, a line starting with `+`)."""
    assert describe(["ignored prose", '+defaultgen:description=" lead\\n+x \\\\\\"q\\""']) == ' lead\n+x \\"q"'


def test_no_existing_comment_ends_in_a_backslash():
    """The hard break collides with no comment of the repository's sources and test data (but
    the files `defaultgen import` wrote, which use it: test data under `imported/` and the
    examples' imported modules, known by their header)."""
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    found = [
        f"{path}:{number}"
        for directory in ("defaultgen", "testdata", "tests")
        for path in (root / directory).rglob("*.py")
        for number, line in enumerate(path.read_text(encoding="utf-8", errors="replace").splitlines(), 1)
        if re.match(r"\s*#(?!!).*\\$", line) and "imported" not in path.parts and not _imported(path)
    ]
    assert found == []


def _imported(path) -> bool:
    """A module `defaultgen import` wrote (its header's first line)."""
    with path.open(encoding="utf-8", errors="replace") as file:
        return file.readline().startswith("# Imported by defaultgen")
