"""Class shapes against Python itself (SPEC §1, struct embedding): a differential test.

A hypothesis strategy draws random class hierarchies as source files: dataclasses and plain
classes spread over modules, single and multiple inheritance, diamonds, redeclared fields,
bases named directly, through a module (`_m0.Base`), through an alias (`Alias = Base`, here or
in the base's own module, imported relatively or absolutely), through `Generic[T]` and
subscripted generic bases, now and then through a call (`_same(Base)`, which defaultgen must
report rather than follow); `kw_only=True`, `KW_ONLY`, `field(kw_only=...)`, `InitVar` (with a
default, now and then without), `ClassVar`, `init=False`, frozen and slotted dataclasses,
`Annotated[...]`, a `__post_init__` on a dataclass or a plain class. Then:

- Python imports the sources. Where Python refuses a class for its MRO, defaultgen must report
  DG302 in that file; where it refuses one for its argument order, the example is dropped.
- defaultgen lints them: clean, but for DG302 at exactly the classes Python builds yet whose
  fields defaultgen cannot know (a call as base) or cannot build (an InitVar without default).
- The model's fields (names, order, types) are `dataclasses.fields()` and
  `typing.get_type_hints()` of the imported class, its InitVars and `__init__` parameters
  (positional or keyword-only) are `inspect.signature(cls)`.
- The generated `from_dict`, `load` and `to_dict` read and write every field under its own
  wire name, on random documents and on random objects. Decoding runs every `__post_init__`
  the class's `__init__` runs, once, and stores the attributes in `__init__`'s order.

`make test` runs a small derandomized budget; `DEFAULTGEN_PROPERTY_EXAMPLES=N` (`make fuzz`)
runs N examples at random (`DEFAULTGEN_PROPERTY_SEED=S` replays one run).
"""

from __future__ import annotations

import dataclasses
import importlib
import inspect
import itertools
import os
import random
import sys
import traceback
import typing
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from hypothesis import HealthCheck, event, given, note, reject, seed, settings
from hypothesis import strategies as st

from defaultgen.codegen.generate import Generator, support_file
from defaultgen.lint.linter import lint
from defaultgen.settings import Settings
from defaultgen.source import model as M
from defaultgen.source.discover import discover, load_universe

FUZZ = os.environ.get("DEFAULTGEN_PROPERTY_EXAMPLES")
EXAMPLES = int(FUZZ) if FUZZ else 50
SEED = int(os.environ.get("DEFAULTGEN_PROPERTY_SEED") or random.randrange(2**32))

# --------------------------------------------------------------------------- the drawn shapes

# type key -> (annotation, zero value, a strategy for wire values, the model's type)
TYPES = {
    "str": ("str", "", st.text(max_size=3), M.Scalar("str")),
    "int": ("int", 0, st.integers(-5, 5), M.Scalar("int")),
    "opt": ("Optional[int]", None, st.none() | st.integers(-5, 5), M.Optional(M.Scalar("int"))),
    "list": ("list[str]", [], st.lists(st.text(max_size=2), max_size=2), M.ListOf(M.Scalar("str"))),
    "ann": ('Annotated[int, "meta"]', 0, st.integers(-5, 5), M.Scalar("int")),
}
PYTHON_TYPES = {"str": str, "int": int, "opt": typing.Optional[int], "list": list[str], "ann": int}
FIELD_NAMES = ("a", "b", "c", "d", "e", "f")  # few, so that subclasses redeclare them


@dataclass
class FieldSpec:
    name: str
    kind: str  # "field", "initvar", "classvar", "kw_only" (a `_: KW_ONLY` line)
    type: str = "int"
    default: str = "plain"  # "plain" (`= zero`), "field" (`field(default=...)`), "none"
    kw_only: bool | None = None  # field(kw_only=...)
    init: bool = True
    wire: str | None = None  # the json metadata's name; None: no metadata

    def line(self) -> str:
        if self.kind == "kw_only":
            return "_: KW_ONLY"
        annotation, zero, _, _ = TYPES[self.type]
        if self.kind == "classvar":
            return f"{self.name}: ClassVar[{annotation}] = {zero!r}"
        if self.kind == "initvar":
            return f"{self.name}: InitVar[{annotation}]" + ("" if self.default == "none" else f" = {zero!r}")
        arguments = []
        if self.default != "none":
            arguments.append("default_factory=list" if self.type == "list" else f"default={zero!r}")
        if self.kw_only is not None:
            arguments.append(f"kw_only={self.kw_only}")
        if not self.init:
            arguments.append("init=False")
        if self.wire is not None:
            arguments.append(f'metadata={{"json": "{self.wire}"}}')
        if not arguments:
            return f"{self.name}: {annotation}"
        if arguments == [f"default={zero!r}"] and self.default == "plain":
            return f"{self.name}: {annotation} = {zero!r}"
        return f"{self.name}: {annotation} = field({', '.join(arguments)})"


@dataclass
class BaseRef:
    cls: str
    how: str  # "name", "attr", "alias_here", "alias_there", "call", "subscript"
    absolute: bool = False


@dataclass
class ClassSpec:
    name: str
    module: int
    is_dataclass: bool
    bases: list[BaseRef] = field(default_factory=list)
    fields: list[FieldSpec] = field(default_factory=list)
    generic: bool = False  # `Generic[T]` among its bases: it can be subscripted
    generic_first: bool = False  # `Generic[T]` written before the other bases
    kw_only: bool = False
    slots: bool = False
    post_init: bool = False  # a `__post_init__` that counts its calls in `calls.CALLS`


@dataclass
class Hierarchy:
    classes: list[ClassSpec]
    modules: int
    frozen: bool

    def render(self, package: str) -> dict[str, str]:
        """Source files: relative path -> text."""
        files = {f"{package}/__init__.py": "", f"{package}/calls.py": "CALLS: list[str] = []\n"}
        by_name = {c.name: c for c in self.classes}
        for index in range(self.modules):
            head = [
                "# +defaultgen",
                "import dataclasses",
                "from dataclasses import InitVar, KW_ONLY, dataclass, field",
                "from typing import Annotated, ClassVar, Generic, Optional, TypeVar",
                "from . import calls",
            ]
            body = ['T = TypeVar("T")', "", "", "def _same(cls):", "    return cls"]
            for cls in self.classes:
                if cls.module != index:
                    continue
                bases = []
                for ref in cls.bases:
                    owner = by_name[ref.cls].module
                    elsewhere = owner != index
                    source = f"{package}.m{owner}" if ref.absolute else f".m{owner}"
                    if ref.how == "attr":
                        if elsewhere:
                            head.append(
                                f"import {package}.m{owner} as _m{owner}" if ref.absolute else f"from . import m{owner} as _m{owner}"
                            )
                            bases.append(f"_m{owner}.{ref.cls}")
                        else:
                            bases.append(ref.cls)
                    elif ref.how == "alias_there" and elsewhere:
                        head.append(f"from {source} import Alias{ref.cls}")
                        bases.append(f"Alias{ref.cls}")
                    elif ref.how in ("alias_here", "alias_there"):
                        if elsewhere:
                            head.append(f"from {source} import {ref.cls}")
                        body += ["", f"Here{ref.cls}{cls.name} = {ref.cls}"]
                        bases.append(f"Here{ref.cls}{cls.name}")
                    else:
                        if elsewhere:
                            head.append(f"from {source} import {ref.cls}")
                        written = {"call": f"_same({ref.cls})", "subscript": f"{ref.cls}[int]"}.get(ref.how, ref.cls)
                        bases.append(written)
                if cls.generic:
                    bases.insert(0 if cls.generic_first else len(bases), "Generic[T]")
                body += ["", ""]
                if cls.is_dataclass:
                    options = [o for o, on in (("frozen=True", self.frozen), ("kw_only=True", cls.kw_only), ("slots=True", cls.slots)) if on]
                    body.append(f"@dataclass({', '.join(options)})" if options else "@dataclass")
                body.append(f"class {cls.name}({', '.join(bases)}):" if bases else f"class {cls.name}:")
                lines = [f.line() for f in cls.fields]
                if cls.post_init:  # InitVars are its arguments
                    lines += ["", "def __post_init__(self, *args) -> None:", "    calls.CALLS.append('post_init')"]
                lines = lines or ["pass"]
                body += [f"    {line}" for line in lines]
                body += ["", f"Alias{cls.name} = {cls.name}"]
            files[f"{package}/m{index}.py"] = "\n".join(dict.fromkeys(head)) + "\n\n\n" + "\n".join(body) + "\n"
        return files


@st.composite
def hierarchies(draw) -> Hierarchy:
    count = draw(st.integers(2, 6))
    modules = draw(st.integers(1, 3))
    placed = sorted(draw(st.lists(st.integers(0, modules - 1), min_size=count, max_size=count)))
    classes: list[ClassSpec] = []
    for i, module in enumerate(placed):
        cls = ClassSpec(f"C{i}", module, is_dataclass=draw(st.integers(0, 4)) > 0)
        earlier = [c.name for c in classes]
        if earlier:
            wanted = min(len(earlier), draw(st.sampled_from([0, 1, 1, 2, 2, 3])))
            for name in draw(st.lists(st.sampled_from(earlier), min_size=wanted, max_size=wanted, unique=True)):
                generic = next(c for c in classes if c.name == name).generic
                hows = ["name", "name", "attr", "alias_here", "alias_there"] + ["subscript"] * generic
                how = draw(st.sampled_from(hows + ["call"] if draw(st.integers(0, 9)) == 0 else hows))
                cls.bases.append(BaseRef(name, how, absolute=draw(st.booleans())))
        if draw(st.integers(0, 5)) == 0:
            cls.generic, cls.generic_first = True, draw(st.booleans())
        cls.post_init = draw(st.integers(0, 5)) == 0
        if cls.is_dataclass:
            cls.kw_only = draw(st.integers(0, 4)) == 0
            cls.fields = draw(_own_fields())
        elif draw(st.booleans()):  # a plain class's annotations are no fields
            cls.fields = [FieldSpec("m" + str(i), "field", type=draw(st.sampled_from(sorted(TYPES))))]
        classes.append(cls)
    used = {ref.cls for c in classes for ref in c.bases}
    for cls in classes:  # slotted classes are leaves: two slotted bases have conflicting layouts
        cls.slots = cls.is_dataclass and cls.name not in used and draw(st.integers(0, 3)) == 0
    return Hierarchy(classes, modules, frozen=draw(st.integers(0, 4)) == 0)


@st.composite
def _own_fields(draw) -> list[FieldSpec]:
    fields: list[FieldSpec] = []
    names = draw(st.lists(st.sampled_from(FIELD_NAMES), max_size=4, unique=True))
    for name in names:
        kind = draw(st.sampled_from(["field"] * 6 + ["initvar", "classvar"]))
        spec = FieldSpec(name, kind, type=draw(st.sampled_from(sorted(TYPES))))
        rare = draw(st.integers(0, 9)) == 0
        if kind == "initvar":
            spec.default = "none" if rare else "plain"
        elif kind == "field":
            spec.default = "none" if rare else draw(st.sampled_from(["plain", "field"]))
            spec.kw_only = draw(st.sampled_from([None, None, None, True, False]))
            spec.init = spec.default == "none" or draw(st.integers(0, 5)) > 0
            spec.wire = draw(st.sampled_from([None, name + "_w", ""]))
        fields.append(spec)
    if fields and draw(st.integers(0, 4)) == 0:
        fields.insert(draw(st.integers(0, len(fields))), FieldSpec("_", "kw_only"))
    return fields


# --------------------------------------------------------------------------- the test


class Workspace:
    def __init__(self, root: Path) -> None:
        self.root = root
        self.names = itertools.count()


@pytest.fixture(scope="module")
def workspace(tmp_path_factory):
    root = tmp_path_factory.mktemp("shapes")
    sys.path.insert(0, str(root))
    yield Workspace(root)
    sys.path.remove(str(root))


def _import(package: str, modules: int) -> list | BaseException:
    """The modules, or how Python refused a class: TypeError (an MRO, a field order), or
    ValueError (a field whose default is a list, dict or set, its own or found up the MRO)."""
    importlib.invalidate_caches()
    try:
        return [importlib.import_module(f"{package}.m{i}") for i in range(modules)]
    except (TypeError, ValueError) as exc:
        return exc


def _refused(h: Hierarchy, error: Exception, package: str) -> ClassSpec:
    """The class whose statement raised `error` (the last frame in the drawn package: the
    error may come from inside `dataclasses`)."""
    frame = [f for f in traceback.extract_tb(error.__traceback__) if f"/{package}/" in f.filename][-1]
    lines = Path(frame.filename).read_text(encoding="utf-8").splitlines()[frame.lineno - 1 :]
    name = next(line for line in lines if line.startswith("class ")).removeprefix("class ").partition("(")[0]
    return next(c for c in h.classes if c.name == name)


def _python_type(model_type: M.Type) -> object:
    for key, (_, _, _, type_) in TYPES.items():
        if type_ == model_type:
            return PYTHON_TYPES[key]
    raise AssertionError(f"unexpected model type {model_type}")


def _expected_dg302(h: Hierarchy, classes: dict[str, type]) -> set[str]:
    """The dataclasses Python builds but defaultgen must report: a call among the bases of a
    class in the MRO, or an InitVar without default among the `__init__` parameters."""
    called = {c.name for c in h.classes if any(ref.how == "call" for ref in c.bases)}
    found = set()
    for spec in h.classes:
        cls = classes[spec.name]
        if not spec.is_dataclass:
            continue
        if any(base.__name__ in called for base in cls.__mro__):
            found.add(spec.name)
        for f in cls.__dataclass_fields__.values():
            if f._field_type is dataclasses._FIELD_INITVAR and f.default is dataclasses.MISSING:
                found.add(spec.name)
    return found


def _expected_dg303(h: Hierarchy, classes: dict[str, type], unmapped: set[str]) -> set[str]:
    """The fields (`Class.name`) whose Python default is not their type's zero value: a
    subclass that redeclares an inherited field without a default takes the base's class
    attribute as its default (Python's dataclasses read it with getattr), so `b: int` under a
    base's `b: Optional[int] = None` (or `b: str = ""`) defaults to None (or `""`): DG303, found
    with seed 11 under `make fuzz`. A field is named by the class that declares it, as lint
    reports it once, where it is written: a subclass that only inherits such a field adds
    nothing (found with seed 1750639483)."""
    zeros = {annotation: zero for annotation, zero, _, _ in TYPES.values()}
    zeros.update({PYTHON_TYPES[kind]: TYPES[kind][1] for kind in TYPES})
    found = set()
    for spec in h.classes:
        if spec.is_dataclass and spec.name not in unmapped:
            for f in dataclasses.fields(classes[spec.name]):
                annotation = f.type
                if typing.get_origin(annotation) is typing.Annotated:
                    annotation = annotation.__origin__  # Annotated[int, "meta"] is an int
                zero = zeros.get(annotation, f.default)
                if f.default is not dataclasses.MISSING and (type(f.default) is not type(zero) or f.default != zero):
                    found.add(f"{_declaring(classes[spec.name], f).__qualname__}.{f.name}")
    return found


def _wire(f: dataclasses.Field) -> str:
    return f.metadata.get("json") or f.name


def _replayable(test):
    """Derandomized in `make test` (the same examples every run, no example database);
    at random under `make fuzz`, with the seed printed on failure."""
    return seed(SEED)(test) if FUZZ else test


@_replayable
@settings(
    max_examples=EXAMPLES,
    derandomize=not FUZZ,
    database=None if not FUZZ else settings.default.database,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much, HealthCheck.function_scoped_fixture],
    print_blob=True,
)
@given(h=hierarchies(), data=st.data())
def test_fields_and_codec_are_pythons_own(workspace, h, data):
    if FUZZ:
        note(f"seed {SEED} (replay with DEFAULTGEN_PROPERTY_SEED={SEED})")
    package = f"shapes{next(workspace.names)}"
    files = h.render(package)
    for relative, text in files.items():
        note(f"--- {relative}\n{text}")
        path = workspace.root / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    imported = _import(package, h.modules)
    paths = [str(workspace.root / p) for p in files]
    universe = load_universe(discover(paths, workspace.root), workspace.root)
    diagnostics = lint(universe, Settings())
    note("\n".join(d.as_text() for d in diagnostics))
    if isinstance(imported, (TypeError, ValueError)):
        if "non-default argument" in str(imported):
            reject()  # Python refuses the argument order: nothing to compare
        refused = _refused(h, imported, package)
        event(f"Python refuses a {'dataclass' if refused.is_dataclass else 'plain class'}")
        if refused.is_dataclass:  # a plain class is none of defaultgen's business
            assert any(  # the MRO Python refuses, or a base before it that cannot be followed
                d.code == "DG302" and f"class `{refused.name}` cannot be mapped" in d.message for d in diagnostics
            ), f"Python refused {refused.name} ({imported}) and defaultgen said nothing"
        return
    assert not isinstance(imported, BaseException)
    classes = {spec.name: getattr(imported[spec.module], spec.name) for spec in h.classes}
    expected = _expected_dg302(h, classes)
    reported = {d.message.split("`")[1] for d in diagnostics if d.code == "DG302"}
    assert [d for d in diagnostics if d.code not in ("DG302", "DG303")] == []
    assert reported == expected
    none_defaults = {d.message.split("`")[1] for d in diagnostics if d.code == "DG303"}
    assert none_defaults == _expected_dg303(h, classes, expected)
    for spec in h.classes:
        if spec.is_dataclass and spec.name not in expected:
            _same_shape(universe.dataclass(f"{package}.m{spec.module}.{spec.name}"), classes[spec.name])
    if expected:
        event("DG302 where Python builds the class")
        return  # generate refuses to write while lint reports errors
    event(f"compared, {sum(len(c.bases) > 1 for c in h.classes)} classes with several bases")
    generated = _generate(workspace.root, package, h.modules)
    calls = importlib.import_module(f"{package}.calls").CALLS
    for spec in h.classes:
        if spec.is_dataclass:
            _same_codec(classes[spec.name], generated[spec.module], data, calls)


def _same_shape(model: M.DataClass, cls: type) -> None:
    """The model says what Python made: fields, types, InitVars and `__init__` parameters."""
    fields = dataclasses.fields(cls)
    assert [f.name for f in model.fields] == [f.name for f in fields], "fields or their order differ"
    for ours, theirs in zip(model.fields, fields):
        owner = _declaring(cls, theirs)
        assert ours.owner == f"{owner.__module__}.{owner.__qualname__}", f"field {theirs.name} is another class's"
        assert _python_type(ours.type) == typing.get_type_hints(owner)[theirs.name]
        assert ours.wire_name == _wire(theirs)
    init_vars = [f for f in cls.__dataclass_fields__.values() if f._field_type is dataclasses._FIELD_INITVAR]
    assert [f.name for f in model.init_vars] == [f.name for f in init_vars]
    assert [f.decl.py_default.kind is M.PyDefaultKind.NONE for f in (*model.fields, *model.init_vars)] == [
        f.default is f.default_factory is dataclasses.MISSING for f in (*fields, *init_vars)
    ], "which fields have a default"
    parameters = list(inspect.signature(cls).parameters.values())
    assert [(p.name, p.kind is p.KEYWORD_ONLY) for p in parameters] == [
        (f.name, not f.decl.positional) for f in model.parameters
    ], "__init__'s parameters differ"


def _declaring(cls: type, field: dataclasses.Field) -> type:
    """The dataclass that declares `field` (the field object is shared with subclasses; its
    type is that class's annotation, which `get_type_hints` of a subclass may not show: a
    later base can annotate the name again without being where the field comes from)."""
    return next(c for c in cls.__mro__ if c.__dict__.get("__dataclass_fields__", {}).get(field.name) is field and field.name in c.__dict__.get("__annotations__", {}))


def _generate(root: Path, package: str, modules: int) -> list:
    files = discover([str(root / package)], root)
    universe = load_universe(files, root)
    generator = Generator(universe, "{module}_defaults.py")
    for source in files:
        module = next((m for m in universe.scanned if m.path == source.shown), None)
        if module is not None and any(c.is_dataclass for c in module.classes):
            (source.path.parent / f"{source.path.stem}_defaults.py").write_text(generator.source(module), encoding="utf-8")
            support_file(source.path, module.module, module.is_package).write_text(Generator.support_source(), encoding="utf-8")
    importlib.invalidate_caches()
    return [
        importlib.import_module(f"{package}.m{i}_defaults") if (root / package / f"m{i}_defaults.py").exists() else None
        for i in range(modules)
    ]


def _same_codec(cls: type, generated, data, calls: list[str]) -> None:
    """Every field is read from and written to its own wire name; decoding builds the object
    as `cls(...)` does (its `__post_init__` run once, if it has one; its attributes stored in
    the order `__init__` stores them)."""
    fields = dataclasses.fields(cls)
    types = {f.name: _key(typing.get_type_hints(_declaring(cls, f))[f.name]) for f in fields}
    document = {}
    for f in fields:
        if data.draw(st.integers(0, 3)) > 0:
            document[_wire(f)] = data.draw(TYPES[types[f.name]][2])
    note(f"{cls.__name__} document {document!r}")
    # and load's own pass, which decodes, defaults and checks (a field without omitempty is
    # required, and `load_<Class>` raises Invalid where it is left out): where each value lands
    runs = ["post_init"] if hasattr(cls, "__post_init__") else []
    calls.clear()
    decoded_by = [generated.from_dict(cls, document)]
    assert calls == runs, "from_dict did not build the object as __init__ does"
    try:
        calls.clear()
        decoded_by.append(generated.LOADERS[cls](document))
        assert calls == runs, "load did not build the object as __init__ does"
    except generated._dg.Invalid:
        event("load refused the document: only from_dict's placement checked")
    reference = cls(**{f.name: TYPES[types[f.name]][1] for f in fields if f.init})
    for decoded in decoded_by:
        assert type(decoded) is cls
        if hasattr(reference, "__dict__") and all(f.init for f in fields):
            assert list(vars(decoded)) == list(vars(reference)), "attributes stored in another order"
        for f in fields:
            assert getattr(decoded, f.name) == document.get(_wire(f), TYPES[types[f.name]][1]), f"field {f.name}"
        assert generated.to_dict(decoded) == {_wire(f): getattr(decoded, f.name) for f in fields}
    values = {f.name: data.draw(TYPES[types[f.name]][2]) for f in fields}
    obj = cls(**{f.name: values[f.name] for f in fields if f.init})
    for f in fields:
        if not f.init:
            object.__setattr__(obj, f.name, values[f.name])
    assert generated.to_dict(obj) == {_wire(f): values[f.name] for f in fields}


def _key(python_type: object) -> str:
    return next(key for key, type_ in PYTHON_TYPES.items() if type_ == python_type)
