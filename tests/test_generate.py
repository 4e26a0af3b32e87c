"""The generator as text: golden files, determinism, black, imports, and what is left out."""

from __future__ import annotations

import ast
import importlib.util
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import black
import pytest

from defaultgen.codegen.generate import GenerateError, Generator, _environment
from defaultgen.source.discover import discover, load_universe

REPO = Path(__file__).resolve().parent.parent
KEP = REPO / "testdata" / "kep1929"
GOLDEN = Path(__file__).parent / "golden" / "generate"

# Two modules that use each other: cross-module references, inheritance, named types with
# defaults (scalar and a list of dataclasses), lists, dicts, nested lists, Optional items, a
# recursive type, a class with no defaults anywhere, a `json:"-"` field and a quoted wire name.
CROSS_MODULE = {
    "pkg/__init__.py": "",
    "pkg/common.py": """
        from __future__ import annotations

        from dataclasses import dataclass, field
        from typing import NewType, Optional

        # +default="TCP"
        Protocol = NewType("Protocol", str)


        @dataclass
        class Port:
            # +default=80
            port: int = field(default=0, metadata={"json": "port,omitempty"})
            protocol: Protocol = field(default="", metadata={"json": "protocol,omitempty"})
            name: str = field(default="", metadata={"json": "name,omitempty"})


        @dataclass
        class Plain:
            name: str = ""
            next: Optional[Plain] = None
        """,
    "pkg/types.py": """
        from __future__ import annotations

        from dataclasses import dataclass, field
        from typing import Dict, List, NewType, Optional

        from .common import Plain, Port

        # +default=[{"name": "http"}]
        Ports = NewType("Ports", list[Port])

        # +default="apple"
        Item = NewType("Item", str)


        @dataclass
        class Base:
            # +default="base"
            kind: str = field(default="", metadata={"json": "kind,omitempty"})


        @dataclass
        class Node(Base):
            # +default=3
            replicas: Optional[int] = None
            # +default={"a": "x\\"); import os; os.system('echo pwned') #"}
            labels: dict[str, str] = field(default_factory=dict, metadata={"json": "labels,omitempty"})
            ports: list[Port] = field(default_factory=list, metadata={"json": "ports,omitempty"})
            maybe_ports: Dict[str, Optional[Port]] = field(default_factory=dict, metadata={"json": "maybePorts,omitempty"})
            grid: List[List[Item]] = field(default_factory=list)
            named_ports: Ports = field(default_factory=list, metadata={"json": "namedPorts,omitempty"})
            plain: Plain = field(default_factory=Plain)
            child: Optional[Node] = None
            secret: str = field(default="s", metadata={"json": "-"})
            # +default={"protocol": "UDP"}
            main: Optional[Port] = field(default=None, metadata={"json": "ma\\"in,omitempty"})


        @dataclass
        class Holder:
            port: Port = field(default_factory=Port)
        """,
}


def write_tree(root: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text).lstrip("\n"), encoding="utf-8")


def generate(root: Path, paths: list[str], pattern: str = "{module}_defaults.py") -> dict[str, str]:
    """Generated text by source module name, for the files under `root` that `paths` name
    (no module root configured: packages are named by their `__init__.py` files, loose
    files by their stems)."""
    files = discover([str(root / p) for p in paths])
    universe = load_universe(files)
    generator = Generator(universe, pattern)
    return {m.module: generator.source(m) for m in universe.scanned if any(c.is_dataclass for c in m.classes)}


def function(source: str, name: str) -> ast.FunctionDef:
    return next(n for n in ast.parse(source).body if isinstance(n, ast.FunctionDef) and n.name == name)


def called(node: ast.AST) -> set[str]:
    """Names of everything called inside `node` (`a.b(...)` gives `a.b`)."""
    return {ast.unparse(n.func) for n in ast.walk(node) if isinstance(n, ast.Call)}


@pytest.mark.parametrize("name", ["non_pointer_structs", "struct_pointers_fixed", "lists", "string_maps"])
def test_kep_modules_match_their_golden_files(name):
    """The generated module of a KEP example is exactly the hand-checked golden file."""
    generated = generate(REPO, [f"testdata/kep1929/{name}.py"])
    assert generated == {name: (GOLDEN / f"{name}_defaults.py").read_text(encoding="utf-8")}


def test_cross_module_types_match_their_golden_files(tmp_path):
    """Two modules that use each other generate the hand-checked golden files."""
    write_tree(tmp_path, CROSS_MODULE)
    generated = generate(tmp_path, ["pkg"])
    assert generated == {
        "pkg.common": (GOLDEN / "pkg" / "common_defaults.py").read_text(encoding="utf-8"),
        "pkg.types": (GOLDEN / "pkg" / "types_defaults.py").read_text(encoding="utf-8"),
    }


def test_output_is_the_same_in_any_checkout(tmp_path):
    """Byte-identical output from two checkouts at different places, and from run to run."""
    outputs = []
    for checkout in (tmp_path / "a", tmp_path / "deeper" / "b"):
        shutil.copytree(KEP, checkout / "testdata" / "kep1929")
        write_tree(checkout, CROSS_MODULE)
        outputs.append(generate(checkout, ["testdata", "pkg"]))
    outputs.append(generate(tmp_path / "a", ["testdata", "pkg"]))
    assert outputs[0] == outputs[1] == outputs[2]
    assert len(outputs[0]) > 5
    assert str(tmp_path) not in "".join(outputs[0].values())


def test_output_is_black_formatted():
    """Generated modules are already what black makes of them."""
    for path in GOLDEN.rglob("*_defaults.py"):
        text = path.read_text(encoding="utf-8")
        assert black.format_str(text, mode=black.Mode()) == text, path


def test_black_has_nothing_left_to_change(tmp_path):
    """The rendering before black is already what black makes of it (so black is cheap),
    for the KEP modules, Kubernetes' core/v1 types and the cross-module fixture."""
    write_tree(tmp_path, CROSS_MODULE)
    shutil.copytree(KEP, tmp_path / "testdata" / "kep1929")
    shutil.copy(REPO / "testdata" / "k8s" / "core_v1.py", tmp_path / "testdata" / "core_v1.py")
    universe = load_universe(discover([str(tmp_path / "pkg"), str(tmp_path / "testdata")], tmp_path), tmp_path)
    generator = Generator(universe, "{module}_defaults.py")
    modules = [m for m in universe.scanned if any(c.is_dataclass for c in m.classes)]
    assert len(modules) > 10
    for module in modules:
        rendering = generator.render(module)
        assert black.format_str(rendering, mode=black.Mode()) == rendering, module.module


def test_generated_modules_import_only_the_standard_library_and_the_source_modules(tmp_path):
    """No runtime dependency on defaultgen: imports are stdlib, the source modules, the
    generated modules of the source modules they use, and the package's support module."""
    write_tree(tmp_path, CROSS_MODULE)
    source = generate(tmp_path, ["pkg"])["pkg.types"]
    tree = ast.parse(source)
    imported = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            imported.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level:  # `from . import common`: pkg.common
            base = importlib.util.resolve_name("." * node.level + (node.module or ""), "pkg")
            imported.update(f"{base}.{alias.name}" for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            imported.add(node.module)
    user = {"pkg.types", "pkg.common", "pkg.common_defaults", "pkg._defaultgen"}
    stdlib = {name for name in imported if name.partition(".")[0] in sys.stdlib_module_names}
    assert imported - stdlib == user
    assert "defaultgen" not in source.replace("# Code generated by defaultgen.", "").replace("_defaultgen", "")


def test_the_support_module_imports_only_the_standard_library():
    """The support module is what generated modules share: it needs nothing but Python."""
    tree = ast.parse(Generator.support_source())
    imported = {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    imported |= {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
    assert imported and all(name.partition(".")[0] in sys.stdlib_module_names for name in imported)


def test_generated_code_uses_no_reflection_and_no_deepcopy(tmp_path):
    """Straight-line attribute checks: no getattr/setattr, fields(), asdict or deepcopy."""
    write_tree(tmp_path, CROSS_MODULE)
    for source in generate(tmp_path, ["pkg"]).values():
        calls = called(ast.parse(source))
        assert not calls & {"getattr", "setattr", "fields", "dataclasses.fields", "asdict", "deepcopy", "copy.deepcopy"}
        assert not calls & {"eval", "exec", "compile", "__import__"}


def test_types_without_defaults_below_them_cost_nothing(tmp_path):
    """A class with no default anywhere below it gets an empty set_defaults and is never
    called; classes with defaults below them are."""
    write_tree(tmp_path, CROSS_MODULE)
    generated = generate(tmp_path, ["pkg"])
    plain = function(generated["pkg.common"], "set_defaults_Plain")
    assert [type(s) for s in plain.body] == [ast.Expr, ast.Return]  # docstring, return obj
    node_calls = called(function(generated["pkg.types"], "set_defaults_Node"))
    assert "_common_defaults.set_defaults_Plain" not in node_calls
    assert {"_common_defaults.set_defaults_Port", "set_defaults_Node"} <= node_calls


def test_cycles_through_optional_fields_need_defaults_only_when_some_class_has_one(tmp_path):
    """In a cycle A -> B -> A through Optional fields, both get calls when one of them has a
    default, and neither does when none has."""
    write_tree(
        tmp_path,
        {"cyc.py": """
                from __future__ import annotations
                from dataclasses import dataclass, field
                from typing import Optional

                @dataclass
                class A:
                    b: Optional[B] = None

                @dataclass
                class B:
                    a: Optional[A] = None
                    # +default="x"
                    name: str = field(default="", metadata={"json": "name,omitempty"})

                @dataclass
                class C:
                    d: Optional[D] = None

                @dataclass
                class D:
                    c: Optional[C] = None
            """},
    )
    source = generate(tmp_path, ["cyc.py"])["cyc"]
    assert called(function(source, "set_defaults_A")) == {"set_defaults_B"}
    assert called(function(source, "set_defaults_B")) == {"set_defaults_A"}
    assert called(function(source, "set_defaults_C")) == set()
    assert called(function(source, "set_defaults_D")) == set()


HOSTILE_MARKERS = [
    r'"\"); import os; os.system(\"touch PWNED\") #"',
    r'"line\nbreak\r\n and tab\t"',
    r'"\u00e9 \u4e2d \ud83d\ude00 \u2028"',
    r'"{__import__(\"os\")}"',
    '"\'\'\' \\"\\"\\" ## \\\\"',
    "123456789012345678901234567890123456789012345678901234567890",
]


@pytest.mark.parametrize("marker", HOSTILE_MARKERS)
def test_marker_text_is_written_as_data(tmp_path, marker):
    """A hostile marker value becomes one literal equal to the parsed JSON; the module
    gains no statement, import or call from it."""
    import json

    value = json.loads(marker)
    annotation = "int" if isinstance(value, int) else "str"
    write_tree(
        tmp_path,
        {"m.py": f"""
                from dataclasses import dataclass, field

                @dataclass
                class Obj:
                    # +default={marker}
                    value: {annotation} = field(default={annotation}(), metadata={{"json": "value,omitempty"}})
            """},
    )
    source = generate(tmp_path, ["m.py"])["m"]
    body = function(source, "set_defaults_Obj").body
    assert len(body) == 3  # docstring, the one check, return
    check = body[1]
    assert isinstance(check, ast.If) and len(check.body) == 1
    assert ast.literal_eval(check.body[0].value) == value
    imports = [n for n in ast.walk(ast.parse(source)) if isinstance(n, ast.Import | ast.ImportFrom)]
    modules = [n.module if isinstance(n, ast.ImportFrom) else n.names[0].name for n in imports]
    # the source module and the support module, functools for the decoders' builders
    assert sorted(modules) == ["__future__", "_defaultgen", "functools", "m", "typing"]


def test_hostile_wire_names_are_written_as_data(tmp_path):
    """A wire name with quotes and code in it is one string literal in to_dict and from_dict."""
    name = 'a\\"); import os #'
    write_tree(
        tmp_path,
        {"m.py": f"""
                from dataclasses import dataclass, field

                @dataclass
                class Obj:
                    value: str = field(default="", metadata={{"json": "{name}"}})
            """},
    )
    source = generate(tmp_path, ["m.py"])["m"]
    wire = 'a"); import os #'
    writes = [
        n
        for n in ast.walk(function(source, "to_dict_Obj"))
        if isinstance(n, ast.Subscript) and ast.unparse(n.value) == "data"
    ]
    keys = [ast.literal_eval(n.slice) for n in writes]
    assert keys == [wire]
    gets = [
        n
        for n in ast.walk(function(source, "from_dict_Obj"))
        if isinstance(n, ast.Call) and ast.unparse(n.func) == "data.get"
    ]
    assert [ast.literal_eval(g.args[0]) for g in gets] == [wire]


def test_a_default_nested_too_deeply_is_a_located_error(tmp_path):
    """A default Python could not even parse is refused with its file, line and column."""
    deep = "[" * 150 + "]" * 150
    write_tree(
        tmp_path,
        {"m.py": f"""
                from dataclasses import dataclass
                from typing import Optional

                @dataclass
                class Obj:
                    # +default={deep}
                    value: Optional[list[str]] = None
            """},
    )
    with pytest.raises(GenerateError, match=r"m\.py:7:5: cannot write the default of `value`: nested"):
        generate(tmp_path, ["m.py"])


def test_a_module_name_python_cannot_import_is_refused(tmp_path):
    """A module in a package folder like `my-api` cannot be imported, so nothing is generated."""
    write_tree(
        tmp_path,
        {
            "my-api/__init__.py": "",
            "my-api/types.py": "from dataclasses import dataclass\n\n@dataclass\nclass A:\n    x: int = 0\n",
        },
    )
    with pytest.raises(GenerateError, match=r"`my-api\.types` is not an importable module name"):
        generate(tmp_path, ["my-api"])


@pytest.mark.parametrize("pattern", ["defaults.py", "{module}_defaults.txt", "gen/{module}.py", "{module}.py"])
def test_output_patterns_that_cannot_name_a_module_beside_the_source_are_refused(pattern):
    """The pattern must be a .py file name with {module}, and not the source's own name."""
    with pytest.raises(ValueError, match="output-pattern"):
        Generator(load_universe([], REPO), pattern)


def test_output_pattern_names_the_modules_that_are_imported(tmp_path):
    """Generated modules import each other by the configured output name."""
    write_tree(tmp_path, CROSS_MODULE)
    source = generate(tmp_path, ["pkg"], pattern="gen_{module}.py")["pkg.types"]
    assert "from . import gen_common as _gen_common\n" in source


def test_templates_are_found_in_a_source_checkout():
    """In a checkout the templates come from the top-level templates/ directory."""
    template = _environment().get_template("module.py.j2")
    assert Path(template.filename) == REPO / "templates" / "module.py.j2"


def test_templates_are_found_inside_an_installed_package(tmp_path):
    """A wheel carries the templates as defaultgen/templates; they are found there."""
    site = tmp_path / "site"
    shutil.copytree(REPO / "defaultgen", site / "defaultgen", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(REPO / "templates", site / "defaultgen" / "templates")
    script = (
        f"import sys; sys.path.insert(0, {str(site)!r})\n"
        "import defaultgen.codegen.generate as g\n"
        "print(g.__file__)\n"
        "print(g._environment().get_template('module.py.j2').filename)\n"
    )
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    module_file, template_file = result.stdout.splitlines()
    assert Path(module_file).parent == site / "defaultgen" / "codegen"
    assert Path(template_file) == site / "defaultgen" / "templates" / "module.py.j2"
