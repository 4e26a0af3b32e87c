"""The source reader (defaultgen/source/parse): declarations with exact 1-based positions, markers,
json tags, Python defaults and noqa — read without importing anything."""

from __future__ import annotations

import textwrap

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from defaultgen.source.model import (
    ClassDecl,
    FieldDecl,
    ImportTarget,
    MarkerKind,
    ModuleDecl,
    NameExpr,
    PyDefaultKind,
    Span,
    StrayReason,
    SubscriptExpr,
)
from defaultgen.source.parse import parse_source


def parse(source: str, module: str = "pkg.mod", *, is_package: bool = False) -> ModuleDecl:
    decl = parse_source("mod.py", module, textwrap.dedent(source).encode(), is_package=is_package)
    assert decl.failure is None, decl.failure
    return decl


def only_class(decl: ModuleDecl) -> ClassDecl:
    [cls] = decl.classes
    return cls


def fields(decl: ModuleDecl) -> dict[str, FieldDecl]:
    return {f.name: f for cls in decl.classes for f in cls.fields}


# --- positions -------------------------------------------------------------------------------


def test_positions_under_stacked_decorators_and_a_docstring() -> None:
    """Decorator lines and a multi-line docstring shift fields; spans point at the name."""
    decl = parse('''\
        import dataclasses
        import functools


        @functools.total_ordering
        @dataclasses.dataclass(
            frozen=True,
        )
        class Spec:
            """Two
            lines."""

            # The count.
            # +default=3
            replicas: int = 0
        ''')
    cls = only_class(decl)
    assert cls.is_dataclass and cls.span == Span(9, 1) and cls.docstring == "Two\nlines."
    replicas = cls.fields[0]
    assert replicas.span == Span(15, 5) and replicas.end_line == 15
    assert [(c.text, c.span) for c in replicas.comments] == [("The count.", Span(13, 5)), ("+default=3", Span(14, 5))]
    [marker] = replicas.markers
    assert (marker.kind, marker.value, marker.span) == (MarkerKind.DEFAULT, 3, Span(14, 5))


def test_multiline_field_spans_its_statement() -> None:
    """A field written over several lines starts at its name and ends at its last line; the
    next field's line is counted after it."""
    decl = parse("""\
        from dataclasses import dataclass, field


        @dataclass
        class Spec:
            # +default=["a"]
            tags: list[str] = field(
                default_factory=list,
                metadata={"json": "tags,omitempty"},
            )
            count: int = 0
        """)
    tags, count = only_class(decl).fields
    assert (tags.span, tags.end_line) == (Span(7, 5), 10)
    assert tags.markers[0].span == Span(6, 5)
    assert (count.span, count.end_line) == (Span(11, 5), 11)
    assert tags.json_tag is not None and (tags.json_tag.name, tags.json_tag.omitempty) == ("tags", True)


def test_comment_block_stops_at_a_blank_line() -> None:
    """Only the contiguous block directly above belongs to the field; a marker cut off by a
    blank line is stray (BLANK_LINE)."""
    decl = parse("""\
        from dataclasses import dataclass


        @dataclass
        class Spec:
            # +default=1

            # Described.
            replicas: int = 0
        """)
    [replicas] = only_class(decl).fields
    assert [c.text for c in replicas.comments] == ["Described."] and replicas.markers == ()
    [stray] = decl.stray_markers
    assert (stray.reason, stray.marker.span) == (StrayReason.BLANK_LINE, Span(6, 5))


@pytest.mark.parametrize(
    ("indent", "col"),
    [("\t", 2), ("  ", 3), ("        ", 9)],
)
def test_odd_indentation_gives_columns_in_characters(indent: str, col: int) -> None:
    """Tabs and 2- or 8-space bodies: the column is that of the name and of the `#`."""
    source = (
        "from dataclasses import dataclass\n"
        "\n"
        "@dataclass\n"
        "class Spec:\n"
        f"{indent}# +default=1\n"
        f"{indent}replicas: int = 0\n"
    )
    decl = parse_source("mod.py", "mod", source.encode())
    [replicas] = fields(decl).values()
    assert replicas.span == Span(6, col)
    assert replicas.markers[0].span == Span(5, col)


def test_comments_inside_methods_and_nested_classes_are_stray() -> None:
    """Markers in a method body or above a method do not attach to any field."""
    decl = parse("""\
        from dataclasses import dataclass


        @dataclass
        class Spec:
            replicas: int = 0

            # +default=1
            def double(self) -> int:
                # +default=2
                return self.replicas * 2

            class Inner:
                # +default=3
                x: int = 0

            count: int = 0
        """)
    assert [f.name for f in only_class(decl).fields] == ["replicas", "count"]
    assert [(s.marker.raw, s.marker.span, s.reason) for s in decl.stray_markers] == [
        ("1", Span(8, 5), StrayReason.METHOD),
        ("2", Span(10, 9), StrayReason.NOTHING_BELOW),
        ("3", Span(14, 9), StrayReason.NOTHING_BELOW),
    ]


def test_trailing_markers_are_recorded_with_their_column() -> None:
    """A `+default` in a trailing comment is kept on the field and reported as TRAILING."""
    decl = parse("""\
        from dataclasses import dataclass


        @dataclass
        class Spec:
            replicas: int = 0  # +default=3
        """)
    [replicas] = only_class(decl).fields
    assert replicas.markers == ()
    assert [(m.value, m.span) for m in replicas.trailing_markers] == [(3, Span(6, 24))]
    assert [s.reason for s in decl.stray_markers] == [StrayReason.TRAILING]


def test_named_types_of_every_spelling() -> None:
    """NewType, TypeAlias and the `type` statement, each with the marker block above it."""
    decl = parse("""\
        from typing import NewType, TypeAlias
        import typing

        # +default="a"
        Item = NewType("Item", str)
        # +default=["x"]
        Items: TypeAlias = list[str]
        Other: typing.TypeAlias = "dict[str, int]"
        type Alias = int
        NotAType = 3
        """)
    named = {n.name: n for n in decl.named_types}
    assert list(named) == ["Item", "Items", "Other", "Alias"]
    assert named["Item"].span == Span(5, 1) and named["Item"].markers[0].value == "a"
    assert named["Items"].target == SubscriptExpr("list", (NameExpr("str"),))
    assert named["Items"].markers[0].span == Span(6, 1)
    assert named["Other"].target == SubscriptExpr("dict", (NameExpr("str"), NameExpr("int")))
    assert named["Alias"].target == NameExpr("int") and named["Alias"].span == Span(9, 1)


# --- what a field says -----------------------------------------------------------------------


def test_python_defaults_are_read_statically() -> None:
    """Literals, `field(default=...)`, factories (canonical names) and the unreadable."""
    decl = parse("""\
        import dataclasses
        from dataclasses import dataclass, field
        from .sub import Sub


        @dataclass
        class Spec:
            a: int
            b: int = -1
            c: str = field(default="x")
            d: list[int] = field(default_factory=list)
            e: "Sub" = dataclasses.field(default_factory=Sub)
            f: int = LIMIT
            g: list[int] = field(default_factory=lambda: [1])
        """)
    got = {name: (f.py_default.kind, f.py_default.value) for name, f in fields(decl).items()}
    assert got == {
        "a": (PyDefaultKind.NONE, None),
        "b": (PyDefaultKind.VALUE, -1),
        "c": (PyDefaultKind.VALUE, "x"),
        "d": (PyDefaultKind.FACTORY, "list"),
        "e": (PyDefaultKind.FACTORY, "pkg.sub.Sub"),
        "f": (PyDefaultKind.NAME, "LIMIT"),  # a constant: read like `ref(LIMIT)`
        "g": (PyDefaultKind.OTHER, None),
    }


@pytest.mark.parametrize(
    ("metadata", "name", "options", "error"),
    [
        ('{"json": "name,omitempty"}', "name", ("omitempty",), None),
        ('{"json": ",omitempty"}', "", ("omitempty",), None),
        ('{"json": "-"}', "-", (), None),
        ('{"json": "a,omitemtpy"}', "a", ("omitemtpy",), "unknown json option `omitemtpy`"),
        ('{"json": 3}', "", (), 'the "json" metadata must be a string like "name,omitempty"'),
        ("META", "", (), "the metadata cannot be read statically; write it as a literal dict"),
    ],
)
def test_json_tags_read_like_go_struct_tags(metadata: str, name: str, options: tuple, error: str | None) -> None:
    """The json entry of the metadata is a Go struct tag: wire name, then options."""
    decl = parse(f"""\
        from dataclasses import dataclass, field


        @dataclass
        class Spec:
            a: str = field(default="", metadata={metadata})
        """)
    tag = fields(decl)["a"].json_tag
    assert tag is not None and (tag.name, tag.options, tag.error) == (name, options, error)


def test_metadata_without_json_is_no_tag() -> None:
    """Other tools' metadata leaves the wire name alone."""
    decl = parse("""\
        from dataclasses import dataclass, field


        @dataclass
        class Spec:
            a: str = field(default="", metadata={"doc": "x"})
        """)
    assert fields(decl)["a"].json_tag is None


def test_classvar_is_not_a_field_and_plain_classes_have_none() -> None:
    """ClassVar attributes are marked; a class without @dataclass declares no fields."""
    decl = parse("""\
        from dataclasses import dataclass
        from typing import ClassVar


        @dataclass
        class Spec:
            kind: ClassVar[str] = "Spec"


        class Plain:
            x: int = 0
        """)
    spec, plain = decl.classes
    assert spec.fields[0].is_classvar
    assert not plain.is_dataclass and plain.fields == ()


@pytest.mark.parametrize(
    ("comment", "noqa"),
    [("", None), ("  # noqa", frozenset()), ("  # noqa: DG203,dg303", frozenset({"DG203", "DG303"}))],
)
def test_noqa_comments(comment: str, noqa: frozenset[str] | None) -> None:
    """None without noqa, empty for a blanket noqa, else the codes (upper case)."""
    decl = parse_source(
        "mod.py", "mod", f"from dataclasses import dataclass\n@dataclass\nclass A:\n    x: int = 0{comment}\n".encode()
    )
    assert fields(decl)["x"].noqa == noqa


def test_file_level_noqa() -> None:
    """`# defaultgen: noqa` on a line of its own marks the whole file."""
    assert parse("# defaultgen: noqa\nx = 1\n").file_noqa
    assert not parse("x = 1  # defaultgen: noqa is mentioned here\n").file_noqa


def test_imports_resolve_relative_to_the_module() -> None:
    """Relative imports are made absolute; a package's `.` is the package itself."""
    decl = parse(
        """\
        import os.path
        import typing as t
        from . import sibling
        from ..up import Thing as Other
        """,
        module="pkg.api",
        is_package=True,
    )
    assert decl.imports == {
        "os": ImportTarget("os"),
        "t": ImportTarget("typing"),
        "sibling": ImportTarget("pkg.api", "sibling"),
        "Other": ImportTarget("pkg.up", "Thing"),
    }


# --- failures --------------------------------------------------------------------------------


def test_failures_are_values_not_exceptions() -> None:
    """Syntax errors, NUL bytes and undecodable bytes become a located ParseFailure."""
    syntax = parse_source("m.py", "m", b"x = 1\ndef f(:\n    pass\n")
    assert syntax.failure is not None and syntax.failure.span == Span(2, 7)
    assert syntax.failure.message.startswith("syntax error")
    binary = parse_source("m.py", "m", b"abc\x00def")
    assert binary.failure is not None and "binary" in binary.failure.message
    latin = parse_source("m.py", "m", b"s = '\xe9'\n")
    assert latin.failure is not None and "decode" in latin.failure.message


# --------------------------------------------------------------------------- source texts against libcst


def _texts_as_libcst_renders_them(source: str) -> dict[tuple[str, str], tuple[str, str]]:
    """(class, field) -> (annotation, Python default) as libcst's `code_for_node` renders
    them: what the reader takes straight from one-line fields must be exactly this."""
    import libcst as cst

    tree = cst.parse_module(source)
    found = {}
    for stmt in tree.body:
        if not isinstance(stmt, cst.ClassDef) or not isinstance(stmt.body, cst.IndentedBlock):
            continue
        for line in stmt.body.body:
            if not (isinstance(line, cst.SimpleStatementLine) and len(line.body) == 1):
                continue
            ann = line.body[0]
            if not isinstance(ann, cst.AnnAssign) or not isinstance(ann.target, cst.Name):
                continue
            value = ann.value
            if isinstance(value, cst.Call) and getattr(value.func, "value", None) == "field":
                value = next((a.value for a in value.args if a.keyword is not None and a.keyword.value == "default"), None)
            default = tree.code_for_node(value) if value is not None and not isinstance(value, cst.Name | cst.Attribute) else None
            found[stmt.name.value, ann.target.value] = (tree.code_for_node(ann.annotation.annotation), default)
    return found


SOURCE_TEXT_CASES = """\
from dataclasses import dataclass, field
from typing import Optional, Literal

@dataclass
class Odd:
    a: int=1
    b :   Optional[ int ]   =   2   # a comment: with = and :
    c: "Fwd" = None
    d: Literal["x=y", 'a:b'] = "x=y"
    e: dict[str, int] = field(default_factory=dict)
    f: (int) = (3)
    g: bool = 1 == 1
    h: int = field(default=-1, metadata={"json": "h"})
    i: str = field(default="s", metadata={"json": "i"})
    j: float = 1e3  # +default=2
    k: list[int] = field(
        default_factory=list
    )
    l: bytes = b"\\x00"
    m: int = 0; n: int = 1
"""


@pytest.mark.parametrize("name", ["cases", "corpus", "k8s"])
def test_field_texts_are_exactly_what_libcst_renders(name: str) -> None:
    """Annotation and default texts (quoted in messages) taken from the source line equal
    libcst's rendering of the same nodes, on odd spellings, the bench corpus and real
    Kubernetes types."""
    from pathlib import Path

    from bench import corpus

    if name == "cases":
        sources = {"odd.py": SOURCE_TEXT_CASES}
    elif name == "corpus":
        sources = dict(list(corpus.corpus_files(corpus.Shape(packages=2, modules=12, helper_modules=2, seed=7)).items()))
    else:
        root = Path(__file__).resolve().parent.parent / "testdata" / "k8s"
        sources = {str(p): p.read_text(encoding="utf-8") for p in sorted(root.glob("*.py"))}
    compared = 0
    for path, source in sources.items():
        expected = _texts_as_libcst_renders_them(source)
        module = parse_source(path, "m", source.encode())
        for cls in module.classes:
            for f in cls.fields:
                if (cls.name, f.name) not in expected:
                    continue
                annotation, default = expected[cls.name, f.name]
                assert f.annotation_text == annotation, (path, cls.name, f.name)
                if default is not None:
                    assert f.py_default.text == default, (path, cls.name, f.name)
                compared += 1
    assert compared >= 10


# -- the line scanner and the literal reader: fast paths that must mean what Python means

_SCAN_ALPHABET = ["a", " ", '"', "'", '"', "'", '"""', "'''", "\\", "#", "(", ")", "[", "}", ":", "=", ";", "r"]


def _tokenized(line: str) -> tuple[list[int], int] | None:
    """What Python's tokenizer says `_scan` should: the `:`, `=` and `;` of operators outside
    brackets, and where the code ends (a comment's column, else the line's end); None when
    the statement goes on past the line."""
    import io
    import tokenize

    top, depth, end = [], 0, len(line)
    try:
        tokens = list(tokenize.generate_tokens(io.StringIO(line + "\n").readline))
    except (tokenize.TokenError, IndentationError, SyntaxError):
        return None
    for token in tokens:
        if token.start[0] != 1:
            continue
        if token.type == tokenize.COMMENT:
            end = token.start[1]
            break
        if token.type == tokenize.ERRORTOKEN and token.string in "\"'":
            return None  # a string left open
        if token.type == tokenize.OP:
            if token.string in "([{":
                depth += 1
            elif token.string in ")]}":
                depth -= 1
            elif depth == 0:
                top += [token.start[1] + i for i, char in enumerate(token.string) if char in ":=;"]
    return top, end


@settings(max_examples=500)
@given(st.lists(st.sampled_from(_SCAN_ALPHABET), max_size=10).map("".join))
def test_a_line_the_scanner_calls_whole_is_whole_to_python(line: str) -> None:
    """`_scan` (which lets a field's line stand for its statement, unrendered) never calls a
    line complete that Python's tokenizer continues on the next line, and where it calls one
    complete it finds the tokenizer's top-level `:`, `=`, `;` and the comment's column."""
    from defaultgen.source.parse import _scan

    scanned = _scan(line)
    if scanned is not None:
        assert scanned == _tokenized(line), line


@pytest.mark.parametrize(
    "line",
    [
        '    """A docstring on one line."""',
        "    '''Single quotes, three of them.'''",
        '    """Quotes "inside" and an escaped \\""" close at the last three."""',
        '    x: str = field(default="a:b=c;d", metadata={"json": "x,omitempty"})  # c: d = e',
        "    y: dict[str, str] = {'k': 'v'}",
    ],
)
def test_one_line_statements_are_scanned_whole(line: str) -> None:
    """A one-line docstring is one line too: it is read from the source, not rendered."""
    from defaultgen.source.parse import _scan

    assert _scan(line) == _tokenized(line) is not None


@pytest.mark.parametrize("line", ['    """A docstring that goes on', "    x = (", "    y = 1 + \\", "    z = 'open"])
def test_statements_that_go_on_are_never_scanned_whole(line: str) -> None:
    from defaultgen.source.parse import _scan

    assert _scan(line) is None


_LITERALS = st.one_of(
    st.text(max_size=8).map(repr),
    st.text(alphabet="ab'\"\\ ", max_size=6).map(lambda t: f'"{t}"'),
    st.text(alphabet="ab'\"\\ ", max_size=6).map(lambda t: f"'{t}'"),
    st.text(alphabet="ab'\" ", max_size=6).map(lambda t: f'"""{t}x"""'),
    st.text(alphabet="ab'\" ", max_size=6).map(lambda t: "'''" + t + "x'''"),
    st.sampled_from(['""""""', "''''''", '"""a\nb"""', 'b"""x"""']),
    st.sampled_from(["0", "00", "7", "10800", "1_000", "0x1F", "0o17", "0b101", "1.5", "1e3", "r'\\d'", "b'x'", "''"]),
)


@given(_LITERALS)
def test_literals_are_read_as_python_reads_them(source: str) -> None:
    """`literal_value` (plain strings and decimal ints read without `ast`) gives what Python's
    own `ast.literal_eval` gives, for every string spelling and integer base."""
    import ast
    import warnings

    import libcst as cst

    from defaultgen.source.literal import UNREADABLE, literal_value

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)  # `"\ "`: an escape Python keeps as written
        try:
            expected = ast.literal_eval(source)
            node = cst.parse_expression(source)
        except (SyntaxError, ValueError, cst.ParserSyntaxError):
            return
        found = literal_value(node)
    if isinstance(expected, bytes):
        assert found is UNREADABLE
    else:
        assert found == expected and type(found) is type(expected), source
