"""`importer/render.py`: the modules `defaultgen import` writes are in black's style without
black (`Layout`), and black still agrees with every line of them.

Each expectation is black's own output (`black.format_str` with the default mode, what
`codegen.formatted.format_source` runs), never the layout's."""

from __future__ import annotations

import keyword
import os
from pathlib import Path

import black
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import defaultgen.codegen.formatted as formatted
from defaultgen.importer.model import FieldSpec
from defaultgen.importer.render import LINE_LENGTH, Layout
from defaultgen.importer.run import import_sources

REPO = Path(__file__).resolve().parent.parent
EXAMPLES = REPO / "testdata/examples"
CORE = "../import/kubernetes/v1.35/api__v1_openapi.json"  # as `make run` imports it from EXAMPLES
PROPERTY_EXAMPLES = int(os.environ.get("DEFAULTGEN_PROPERTY_EXAMPLES", "40"))


def blacked(text: str) -> str:
    return black.format_str(text, mode=black.Mode())


def in_class(lines: list[str]) -> str:
    return "class A:\n" + "".join(line + "\n" for line in lines)


@pytest.fixture
def no_black(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(text: str) -> str:
        raise AssertionError("black ran")

    monkeypatch.setattr(formatted, "format_source", refuse)


def test_core_v1_is_imported_without_black_as_black_wrote_it(no_black, monkeypatch: pytest.MonkeyPatch) -> None:
    """The widgets example's core/v1 modules were written when black formatted every module
    (`make run` writes them again); the import makes the same bytes, and black leaves them be."""
    monkeypatch.chdir(EXAMPLES)
    files = import_sources([CORE])
    committed = EXAMPLES / "widgets/k8s"
    assert len([path for path in files if path.name != "__init__.py"]) == 8
    for relative, text in files.items():
        assert text == (committed / relative).read_text(encoding="utf-8"), relative
    biggest = max(files.values(), key=len)  # io/k8s/api/core/v1.py: every shape a field takes here
    assert blacked(biggest) == biggest


# ------------------------------------------------------------------ each shape black gives a field

_SHAPES = [
    # (name, annotation, default, tag): one line; split after `field(`; the arguments one per line;
    # the call in parentheses of its own; the annotation split at its brackets (twice)
    ("replicas", "Optional[int]", "default=None", "replicas,omitempty"),
    ("api_version", "Optional[str]", "default=None", "apiVersion,omitempty"),
    ("ignore_store_read_error_with_cluster_breaking_potential", "Optional[bool]", "default=None", "i" * 48),
    ("items", "Optional[list[ExternalSecretSpecTargetTemplateTemplateFromSecretItems]]", "default=None", "items,omitempty"),
    ("preferred_during_scheduling_ignored_during_execution", "Optional[list[PreferredSchedulingTerm]]", "default=None", "p" * 57),
    ("policies", "Optional[list[" + "P" * 74 + "]]", "default=None", "policies,omitempty"),
]


@pytest.mark.parametrize(("name", "annotation", "default", "tag"), _SHAPES)
def test_each_shape_of_a_field_is_black_s(name: str, annotation: str, default: str, tag: str) -> None:
    spec = FieldSpec(name, tag, annotation, default=default, omitempty=False)
    layout = Layout()
    lines = layout.field(spec)
    one_line = in_class([f'    {name}: {annotation} = field({default}, metadata={{"json": "{tag}"}})'])
    assert layout.sure
    assert in_class(lines) == blacked(one_line)


def test_a_statement_of_another_shape_is_left_to_black() -> None:
    """An annotation that black splits at a comma or a `|` it cannot be sure of, a comment
    that is a `fmt:` directive, a line too long: `sure` is False, the statement one line."""
    layout = Layout()
    spec = FieldSpec("x" * 40, "x", "Optional[dict[str, " + "V" * 80 + "]]")
    assert layout.field(spec) == [f'    {"x" * 40}: {spec.annotation} = field(default=None, metadata={{"json": "x,omitempty"}})']
    assert not layout.sure
    for make in (lambda lay: lay.comment("fmt: off"), lambda lay: lay.line("from .a import " + "B" * 80)):
        layout = Layout()
        make(layout)
        assert not layout.sure


def test_a_module_black_is_needed_for_is_black_s_output_of_the_plain_text(tmp_path: Path) -> None:
    """A description `yapf: disable` (black's `# fmt: off`) turns black off for the statement
    below it: the module is what black makes of the plain text (every statement on one line),
    as before `Layout`, and that statement stays one line too long."""
    import json

    off = {"type": "string", "description": "yapf: disable"}
    document = {"openapi": "3.0.0", "components": {"schemas": {"a.v1.Thing": {"type": "object", "properties": {"z" * 60: off}}}}}
    (tmp_path / "doc.json").write_text(json.dumps(document), encoding="utf-8")
    text = import_sources([str(tmp_path / "doc.json")])[Path("a/v1.py")]
    long_line = f'    {"z" * 60}: Optional[str] = field(default=None, metadata={{"json": "{"z" * 60},omitempty"}})'
    assert long_line in text.splitlines()  # black left the statement after `# fmt: off` as it was
    assert blacked(text) == text


# ------------------------------------------------------------------ the property

# names of every length up to the line's (a regex alone draws mostly short ones)
_IDENTIFIER = st.builds(
    lambda name, more: name + "x" * more, st.from_regex(r"[a-z][a-z0-9_]{0,9}", fullmatch=True), st.integers(0, 60)
).filter(lambda name: not keyword.iskeyword(name))
_CLASS = st.builds(lambda name, more: name + "X" * more, st.from_regex(r"[A-Z][A-Za-z0-9]{0,9}", fullmatch=True), st.integers(0, 75))


@st.composite
def _annotations(draw) -> str:
    inner = draw(st.one_of(_CLASS, st.sampled_from(["str", "int", "int | str", "Any"])))
    for _ in range(draw(st.integers(0, 3))):
        inner = draw(st.sampled_from(["list[{}]", "dict[str, {}]", "Optional[{}]"])).format(inner)
    return draw(st.sampled_from(["Optional[{}]", "{}"])).format(inner)


@st.composite
def _fields(draw) -> FieldSpec:
    annotation = draw(_annotations())
    default = draw(st.sampled_from(["default=None", 'default=""', "default=0", "default_factory=list", "default_factory=" + draw(_CLASS)]))
    wire = draw(st.one_of(_IDENTIFIER, st.text(min_size=1, max_size=70)))
    return FieldSpec(draw(_IDENTIFIER), wire, annotation, omitempty=draw(st.booleans()), default=default)


@settings(max_examples=PROPERTY_EXAMPLES, deadline=None)
@given(_fields())
def test_black_agrees_with_every_field_the_layout_is_sure_of(spec: FieldSpec) -> None:
    layout = Layout()
    lines = layout.field(spec)
    text = in_class(lines)
    if layout.sure:
        assert blacked(text) == text
        assert all(len(line) <= LINE_LENGTH for line in lines)
    else:
        assert len(lines) == 1  # one line, for black to split
        blacked(text)  # (and one black can read)


def test_an_import_loads_neither_black_nor_libcst_nor_the_code_generator(tmp_path: Path) -> None:
    """What an import of core/v1 does not need, it does not load (each costs a cold run a
    large share of its time: docs/benchmarks.md, "Import (session 23)")."""
    import json
    import subprocess
    import sys

    source = REPO / "testdata/import/kubernetes/v1.35/api__v1_openapi.json"
    script = (
        "import json, sys\n"
        "from defaultgen.cli.main import main\n"
        f"assert main(['import', {str(source)!r}, '-o', 'out']) == 0\n"
        "print(json.dumps(sorted(sys.modules)))\n"
    )
    done = subprocess.run([sys.executable, "-c", script], cwd=tmp_path, capture_output=True, text=True, check=True)
    loaded = {name.split(".")[0] if not name.startswith("defaultgen.") else name for name in json.loads(done.stdout.splitlines()[-1])}
    assert {"jinja2", "defaultgen.importer.render"} <= loaded  # (the check sees what is loaded)
    assert not loaded & {"black", "libcst", "defaultgen.codegen.generate", "defaultgen.codegen.formatted"}
