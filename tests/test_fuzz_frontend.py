"""The front end on hostile input: arbitrary, often broken, dataclass sources and marker lines.

Whatever the source (bad JSON, NaN, huge numbers, odd unicode, NUL bytes, a BOM, CRLF or CR
line ends, tabs, syntax errors, deep nesting, misplaced markers, `"); import os; ...` in a
marker), lint never raises and every finding points inside the file; `generate` either
refuses (exit 1) or writes modules that compile, and import whenever the source does.

Most inputs go through the internal functions (parse_source, Universe, lint) for speed; a
sample goes through the command line. `DEFAULTGEN_FUZZ_INPUTS=N` sets the number of inputs
(`make fuzz` runs 10,000); the seed is printed on failure and `DEFAULTGEN_FUZZ_SEED` replays it.
"""

from __future__ import annotations

import importlib
import itertools
import json
import os
import re
import sys

import pytest
from profiles import property_seed
from hypothesis import HealthCheck, given, note, seed, settings
from hypothesis import strategies as st
from strategies import run_cli

from defaultgen.lint.linter import lint
from defaultgen.settings import Settings
from defaultgen.source.parse import parse_source
from defaultgen.source.universe import Universe

INPUTS = int(os.environ.get("DEFAULTGEN_FUZZ_INPUTS", "300"))
SEED = property_seed("DEFAULTGEN_FUZZ_SEED")
CLI_INPUTS = max(40, INPUTS // 10)
FUZZ = settings(
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much],
    print_blob=True,
)

# --------------------------------------------------------------------------- the input generator

_JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=6),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner, max_size=3),
    max_leaves=8,
)
_BAD_VALUES = [
    "", "bar", "{", '"unterminated', "[1, 2", "1e999", "-Infinity", "NaN", "Infinity", "null",
    "1" * 5000, "-" + "9" * 4400, '"\\ud800"', '"a\u2028b"', '"\x00"', '"\x85"', "'single'",
    "{'a': 1}", "[" * 3000 + "]" * 3000, "0x10", "01", "1_000", "True", " 1 ", "\t1", '"x" "y"',
    '{"a":1,}', "+1", "{}", "[]", '""', "0", "false", '{"name": ""}', '[null, "foo"]',
    '"); import os; os.system("echo pwned"); ("', "\"'''\"", '"\\"\\"\\""', '"${HOME}"', "\ufeff1",
    '{"a": {"b": {"c": [1, {"d": null}]}}}', '"\u202e\u0000"', "1.5", "-0.0", "1e308", "2e308",
    # controller-gen's argument grammar, broken: unclosed quotes and braces, empty items, nesting
    "`raw", "{a: {b: {c", "a;b;c", "{a,b", '"a\\"', "{:}", "{,}", ";;;", "x,rule=y", "=", "{" * 40,
    "{a: 1, a: 2}", "{{{}}}", "0987", "-", "1e", ".5", "a:b:c", "`" + "x" * 300 + "`", "(?P<x>a)(?=b)",
    "self >", "has(self.a) ||", "[[:alpha:]]", "\\pL+", "{1;2,3;4}", "true;false", "x" * 3000,
    # the agreement property's markers, broken: patterns Go refuses or reads otherwise, CEL that
    # does not compile or names odd fields, bounds of the wrong kind, widths beyond any int
    "^(foo|bar", "a{,2}", "(?i)x", "\\Z", "[[:word:]]", "a**", "^\\d{1,3}$", "self.size() <=", "self.a == self.",
    "!has(self.a) || self.a == self.b", "self >= 0.0", "1e400", "-0", "2147483648", "9223372036854775808",
    "date-time", "uuid", "hostname", "byte", "int32", "a;b;;c", '"";a', "{1,2", "0.5", "-1", "true", "map",
]  # fmt: skip
_MARKER_FORMS = [
    "# +default={}", "#+default={}", "#   +default={}", "# +defualt={}", "# +Default={}", "# +default: {}",
    "# +default {}", "# +default:={}", "# +default ={}", "# +optional", "# +required", "# +optinal",
    "# +Required", "# +kubebuilder:default={}", "# +listType=atomic", "# +k8s:openapi-gen=true",
    "# +default={} # and a comment", "#\t+default={}", "# + default={}", "# ++default={}",
    "# +default=ref(P.TCP)", "# +default=ref(LIMIT)", "# +default=ref(Nope)", "# +default=ref(", "# +default=ref()",
    "# +listType=map", "# +listMapKey=name", "# +listType=set", "# +mapType=atomic", "# +structType=granular",
    "# +listType=", "# +listMapKey=",
    # the whole marker language (SPEC §1, §8): validation, items:, CEL, loose defaults, aliases,
    # CRD markers, misspellings (DG109) and misplacements (DG110), each with any value above
    "# +kubebuilder:validation:Minimum={}", "# +kubebuilder:validation:MaxLength={}",
    "# +kubebuilder:validation:Enum={}", "# +kubebuilder:validation:Pattern={}",
    "# +kubebuilder:validation:items:MaxItems={}", "# +kubebuilder:validation:items:Pattern={}",
    "# +kubebuilder:validation:XValidation:rule={}", "# +kubebuilder:validation:XValidation:rule={},message={}",
    "# +kubebuilder:default:={}", "# +kubebuilder:validation:Minimun={}", "# +listtype={}", "# +k8s:listType={}",
    "# +nullable", "# +k8s:optional", "# +kubebuilder:validation:Optional", "# +patchStrategy={}",
    "# +kubebuilder:printcolumn:name={},type=string,JSONPath=.a", "# +kubebuilder:validation:Format=int32",
    "# +kubebuilder:validation:ExactlyOneOf={}", "# +kubebuilder:example={}", "# +kubebuilder:title={}",
    "# +kubebuilder:validation:Type={}", "# +kubebuilder:validation:UniqueItems={}", "# +k8s:immutable",
    "# +kubebuilder:object:root={}", "# +groupName={}", "# +kubebuilder:{}", "# +k8s:{}",
    # slips found in real repositories (testdata/markers/misspelled_in_the_wild.json), and externalDocs
    "# +kubebuilder:valdiation:Optional", "# +kube:validation:Enum={}", "# +kubebuilder:validation:Items=pattern={}",
    "# +kubebuilder:validation:Nullable", "# +kubebuilder:externalDocs:url={}", "# +kubebuilder:validation:Format={}",
    # every kind the agreement property draws (tests/constrained.py), with any value: bounds,
    # counts, widths, formats, CEL on objects, item forms, list-map keys, `:=` and quoting
    "# +kubebuilder:validation:Maximum={}", "# +kubebuilder:validation:ExclusiveMinimum={}",
    "# +kubebuilder:validation:ExclusiveMaximum={}", "# +kubebuilder:validation:MultipleOf={}",
    "# +kubebuilder:validation:MinLength={}", "# +kubebuilder:validation:MinItems={}",
    "# +kubebuilder:validation:MaxItems:={}", "# +kubebuilder:validation:MinProperties={}",
    "# +kubebuilder:validation:MaxProperties={}", "# +kubebuilder:validation:Format=int64", "# +kubebuilder:validation:Format=int-or-string",
    "# +kubebuilder:validation:Pattern=`{}`", '# +kubebuilder:validation:Pattern="{}"',
    "# +kubebuilder:validation:Enum={{}}", "# +kubebuilder:validation:items:Minimum={}",
    "# +kubebuilder:validation:items:Enum={}", "# +kubebuilder:validation:items:Format={}",
    '# +kubebuilder:validation:XValidation:rule="{}",message="m"', "# +k8s:listMapKey={}",
    "# +listType=set", "# +k8s:listType=map", "# +kubebuilder:validation:UniqueItems=true",
]  # fmt: skip
_ANNOTATIONS = [
    "int", "str", "float", "bool", "Optional[int]", "int | None", "None | str", "Union[int, None]",
    "list[int]", "List[str]", "dict[str, int]", "Dict[str, Sub]", "dict[int, str]", "set[str]",
    "tuple[int, ...]", "Union[int, str]", "Optional[Optional[int]]", "'Sub'", "Sub", "Sub | None",
    "Optional['Sub']", "Any", "Callable[[], int]", "list", "dict[str]", "Undefined", "Item",
    "Annotated[int, 'x']", "ClassVar[int]", "InitVar[int]", "KW_ONLY", "int | str | None",
    "List[Dict[str, List[Optional[Sub]]]]", "None", "1", "'Optional[int]'", "'bad[syntax'",
    "list[Item]", "Optional[Item]", "dict[str, Optional[Item]]", "Self", "typing.Optional[int]",
    "P", "Optional[P]", "list[P]", "L", "Auto", "Literal['a', 'b']", "Literal[1, 'a']", "Literal[]", "Literal",
    "datetime.datetime", "Optional[datetime.date]", "bytes", "dict[str, Any]", "list[Any]", "Optional[Any]",
    "int | str", "Union[int, str, None]", "dict[str, int | str]", "Literal[P.TCP]",
]  # fmt: skip
_DEFAULTS = [
    "", " = 0", " = 1", " = ''", " = None", " = field(default=0)", " = field(default_factory=list)",
    " = field(default_factory=Sub)", " = field(default_factory=dict, metadata={'json': 'name,omitempty'})",
    ' = field(metadata={"json": "-"})', ' = field(metadata={"json": "x,omitemtpy"})',
    " = field(metadata=META)", ' = field(metadata={"json": 5})', ' = field(default=f(), metadata={"json": "a"})',
    " = lambda: 1", " = [1]", ' = field(default="", metadata={"json": ",omitempty"})',
    ' = field(default=None, metadata={"json": "dup,omitempty"})', ' = field(default=0, metadata={"json": "dup"})',
    ' = field(metadata={"json": "\\u00e9\\n,omitempty"}, default="")', " = field(", " = 0  # noqa",
    " = 0  # noqa: DG203", " = 0  # +default=1", ' = field(default=0, metadata={"json": "-,"})',
    " = P.TCP", " = P.NOPE", " = LIMIT", ' = b""', " = b'x'", " = L.LOW",
]  # fmt: skip
_NAMES = ["name", "value", "x", "é", "名前", "self", "field", "dataclass", "class", "_", "__x", "a" * 200, "Sub", "Item"]
_JUNK = [
    "def f(:", "(((", "x = " + "[" * 300 + "]" * 300, "x = " + "(" * 100 + ")" * 100, "\x0c", "pass",
    "if True:", "    return", "'''unterminated", 'b"\\xff"', "import os", "x = 1 +", "@", "class", "\\",
    "# -*- coding: latin-1 -*-", "# coding: bogus", "# defaultgen: noqa", "Item = NewType('Item', Item)",
    "type Item = str", "X = NewType('X', Optional[int])", "Sub.x = 1", "async def g(): pass", "lambda: (yield)",
    "class P(str, Enum):\n    TCP = 'TCP'\n    UDP = 'UDP'", "class L(IntEnum):\n    LOW = 1", "LIMIT: Final = 3",
    "class Auto(Enum):\n    A = auto()", "class Mixed(Enum):\n    A = 1\n    B = 'b'", "LIMIT = f()",
]  # fmt: skip


_ONE_LINE = st.text(alphabet=st.characters(blacklist_categories=("Cs",), blacklist_characters="\r\n\x00"), max_size=12)


_TAME_MARKERS = ["# +default={}", "# +default={}", "# +optional", "# +required", "# +listType=atomic"]
_TAME_ANNOTATIONS = [
    "int", "str", "float", "bool", "Optional[int]", "str | None", "list[str]", "dict[str, int]", "Sub",
    "Optional[Sub]", "list[Sub]", "dict[str, Optional[Sub]]", "Item", "Optional[Item]", "list[Item]",
    "Optional[P]", "list[P]", "Optional[datetime.datetime]", "bytes", "int | str", "dict[str, Any]",
]  # fmt: skip
_TAME_DEFAULTS = [
    "", " = 0", " = ''", " = None", " = field(default_factory=list)", " = field(default_factory=dict)",
    ' = field(default=None, metadata={"json": "n,omitempty"})', ' = field(default=0, metadata={"json": ",omitempty"})',
    ' = field(default="", metadata={"json": "é\\n,omitempty"})', ' = field(default_factory=list, metadata={"json": "-"})',
]  # fmt: skip
CHAOS, WILD, TAME = 0, 1, 2


@st.composite
def marker_lines(draw, level: int) -> str:
    """A marker-like comment: one of the forms, with a valid, invalid or hostile value
    (that, in chaos, may even end the comment early)."""
    chaos = level == CHAOS
    form = draw(st.sampled_from(_TAME_MARKERS if level == TAME else _MARKER_FORMS))
    if level == TAME or draw(st.booleans()):
        value = json.dumps(draw(_JSON), ensure_ascii=draw(st.booleans()))
    else:
        bad = _BAD_VALUES if chaos else [v for v in _BAD_VALUES if "\x00" not in v]
        value = draw(st.sampled_from(bad) | (st.text(max_size=12) if chaos else _ONE_LINE))
    return form.replace("{}", value)


@st.composite
def fields(draw, indent: str, level: int) -> list[str]:
    chaos = level == CHAOS
    lines = []
    for _ in range(draw(st.integers(0, 3))):
        kind = draw(st.integers(0, 7 if level == TAME else 9))
        if kind < 6:
            lines.append(indent + draw(marker_lines(level)))
        elif kind < 8:
            lines.append(indent + "# " + draw(st.text(max_size=20) if chaos else _ONE_LINE))
        else:
            lines.append("")  # a blank line: the marker above no longer attaches
    names = _NAMES if chaos else [n for n in _NAMES if n not in ("class", "field", "dataclass")]
    name = draw(st.sampled_from(names) | st.from_regex(r"[a-z_][a-z0-9_]{0,6}", fullmatch=True))
    annotation = draw(st.sampled_from(_TAME_ANNOTATIONS if level == TAME else _ANNOTATIONS))
    defaults = _TAME_DEFAULTS if level == TAME else _DEFAULTS if chaos else [d for d in _DEFAULTS if d != " = field("]
    default = draw(st.sampled_from(defaults))
    lines.append(f"{indent}{name}: {annotation}{default}")
    if draw(st.integers(0, 9)) == 0:
        lines += [f"{indent}def method(self):", f"{indent * 2}{draw(marker_lines(level))}", f"{indent * 2}return 1"]
    return lines


@st.composite
def elements(draw, level: int) -> list[str]:
    """A dataclass, a named type, a stray marker, or (in chaos) junk."""
    chaos = level == CHAOS
    kind = draw(st.integers(0, {CHAOS: 9, WILD: 7, TAME: 6}[level]))
    if kind < 5:  # a dataclass
        indent = draw(st.sampled_from(["    ", "    ", "\t", "  ", " \t"])) if chaos else "    "
        decorators = ["@dataclass", "@dataclass", "@dataclasses.dataclass(frozen=True)"]
        decorator = draw(st.sampled_from(decorators + (["@dataclass(", "", "@other"] if chaos else [])))
        head = [draw(marker_lines(level))] if level != TAME and draw(st.integers(0, 4)) == 0 else []
        name = draw(st.sampled_from(["Sub", "Root", "Item", "Ünï", "Sub"] + (["class"] if chaos else [])))
        base = draw(st.sampled_from(["", "(Sub)", "(Root)", "(object)", "(Missing)"] + (["("] if chaos else [])))
        body = [line for _ in range(draw(st.integers(0, 4))) for line in draw(fields(indent, level))]
        if draw(st.integers(0, 4)) == 0:
            body.insert(0, f'{indent}"""Doc {draw(st.text(max_size=10) if chaos else _ONE_LINE)!r}."""')
        return [*head, decorator, f"class {name}{base}:", *(body or [indent + "pass"])]
    if kind < 7:  # a named type
        markers = [draw(marker_lines(level)) for _ in range(draw(st.integers(0, 2)))]
        target = draw(st.sampled_from(["str", "int", "list[str]", "Optional[int]", "Sub", "Item", "dict[str, int]"]))
        form = draw(st.sampled_from(['{n} = NewType("{n}", {t})', "{n}: TypeAlias = {t}", "type {n} = {t}"]))
        return [*markers, form.format(n=draw(st.sampled_from(["Item", "Proto", "Sub"])), t=target)]
    if kind < 8:  # a stray marker
        return [draw(marker_lines(level))]
    return [draw(st.sampled_from(_JUNK) | st.text(max_size=30))]


_HEADER = [
    "from __future__ import annotations",
    "import dataclasses",
    "from dataclasses import dataclass, field, InitVar, KW_ONLY",
    "from typing import Annotated, Any, Callable, ClassVar, Dict, List, NewType, Optional, TypeAlias, Union",
    "import datetime",
    "from enum import Enum, IntEnum, auto",
    "from typing import Final, Literal",
]


_TAME_PREAMBLE = [
    "Item = NewType('Item', str)", "", "", "class P(str, Enum):", "    TCP = 'TCP'", "", "",
    "@dataclass", "class Sub:", "    name: str = ''",
]  # fmt: skip


@st.composite
def sources(draw, levels: tuple[int, ...] = (CHAOS, WILD, TAME)) -> bytes:
    """A Python source file as bytes: in chaos (a third of them) anything goes; the others are
    well-formed Python whose markers, types and defaults are all over the place (wild), or
    mostly right (tame, so that `generate` often gets to write)."""
    level = draw(st.sampled_from(levels))
    chaos = level == CHAOS
    lines = [line for line in _HEADER if level == TAME or draw(st.integers(0, 5))]
    if level == TAME:
        lines += _TAME_PREAMBLE
    for _ in range(draw(st.integers(0, 6))):
        lines += [""] * draw(st.integers(0, 2)) + draw(elements(level))
    ends = draw(st.sampled_from(["\n", "\n", "\r\n", "\r", "mixed"]))
    text = "".join(line + (draw(st.sampled_from(["\n", "\r\n", "\r"])) if ends == "mixed" else ends) for line in lines)
    if draw(st.integers(0, 3)) == 0:
        text = text.rstrip("\r\n")  # no newline at the end
    data = text.encode("utf-8", "surrogatepass")
    if draw(st.integers(0, 9)) == 0:
        data = b"\xef\xbb\xbf" + data
    mutation = draw(st.integers(0, 19)) if chaos else -1
    if mutation == 0 and data:
        at = draw(st.integers(0, len(data)))
        data = data[:at] + draw(st.sampled_from([b"\x00", b"\xff", b"\xc3", b"\xed\xa0\x80", b"\r", b"\t"])) + data[at:]
    elif mutation == 1 and data:
        data = data[: draw(st.integers(0, len(data)))]
    return data


# --------------------------------------------------------------------------- checks


def _line_lengths(data: bytes) -> list[int]:
    """Each line's length, the line after a final newline included: in characters for a UTF-8
    file without a coding cookie, else in bytes (an upper bound for any encoding)."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        text = data.decode("latin-1")
    else:
        if re.search(rb"^[ \t\f]*#.*coding[:=]", data, re.M):
            text = data.decode("latin-1")
    return [len(line) for line in re.split(r"\r\n|\r|\n", text)]


def _assert_inside(diagnostics, path: str, data: bytes) -> None:
    lengths = _line_lengths(data)
    for d in diagnostics:
        assert d["path"] == path, d
        assert re.fullmatch(r"DG\d{3}", d["code"]) and d["message"], d
        assert 1 <= d["line"] <= len(lengths), f"line outside the file ({len(lengths)} lines): {d}"
        assert 1 <= d["col"] <= lengths[d["line"] - 1] + 1, f"column outside its line ({lengths[d['line'] - 1]} long): {d}"


def _in_process(data: bytes) -> list[dict]:
    module = parse_source("fuzzed.py", "fuzzed", data)
    return [d.as_json() for d in lint(Universe([module]), Settings())]


@seed(SEED)
@settings(FUZZ, max_examples=INPUTS)
@given(data=sources())
def test_lint_never_raises_and_every_finding_is_inside_the_file(data):
    """parse_source + Universe + lint on arbitrary bytes: no exception, and each diagnostic's
    line and column exist in the file."""
    note(f"fuzz seed: {SEED} (replay with DEFAULTGEN_FUZZ_SEED={SEED})\nsource: {data!r}")
    _assert_inside(_in_process(data), "fuzzed.py", data)


_cli_names = itertools.count()


@pytest.fixture(scope="module")
def cli_dir(tmp_path_factory):
    root = tmp_path_factory.mktemp("fuzz_cli")
    sys.path.insert(0, str(root))
    yield root
    sys.path.remove(str(root))


@seed(SEED)
@settings(FUZZ, max_examples=CLI_INPUTS)
@given(data=sources(levels=(CHAOS, WILD, TAME, TAME, TAME)))
def test_commands_refuse_or_write_code_that_compiles_and_imports(cli_dir, data):
    """`defaultgen lint --format json` exits 0 or 1 with findings inside the file; `defaultgen
    generate` exits 0 or 1, never with an internal error, and what it writes compiles — and
    imports, whenever the fuzzed module itself imports."""
    note(f"fuzz seed: {SEED} (replay with DEFAULTGEN_FUZZ_SEED={SEED})\nsource: {data!r}")
    name = f"fuzzed_{next(_cli_names)}"
    (cli_dir / f"{name}.py").write_bytes(data)

    status, out, err = run_cli(cli_dir, "lint", "--no-cache", "--format", "json", f"{name}.py")
    assert status in (0, 1), err
    _assert_inside(json.loads(out), f"{name}.py", data)

    status, _, err = run_cli(cli_dir, "generate", "--no-cache", f"{name}.py")
    assert status in (0, 1), err
    assert "internal error" not in err and "Traceback" not in err, err
    generated = cli_dir / f"{name}_defaults.py"
    if status == 1:
        assert not generated.exists(), "generate wrote a file although it refused"
        return
    if not generated.exists():
        return  # no dataclass in the module: nothing to write
    text = generated.read_text(encoding="utf-8")
    compile(text, str(generated), "exec")
    importlib.invalidate_caches()
    try:
        importlib.import_module(name)
    except Exception:  # noqa: BLE001 - fuzzed source may fail at run time; then so may its import
        return
    importlib.import_module(f"{name}_defaults")
