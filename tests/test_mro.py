"""Named class shapes (SPEC §1, struct embedding), each checked against Python itself: the
sources are both read by defaultgen and imported, and the model's fields, InitVars and
`__init__` parameters must be what `dataclasses` and `inspect` say. The random version of this
is tests/test_class_shapes.py; these are the cases worth naming, and the C3 algorithm on
Python's own documented examples."""

from __future__ import annotations

import dataclasses
import importlib
import inspect
import sys
import textwrap
import uuid

import pytest

from defaultgen.source.discover import discover, load_universe
from defaultgen.source.inherit import c3
from defaultgen.source.model import PyDefaultKind

HEADER = """\
# +defaultgen
from dataclasses import InitVar, KW_ONLY, dataclass, field
from typing import ClassVar, Generic, Optional, TypeVar
T = TypeVar("T")
"""

CASES = {
    "diamond with a redeclared field": {
        "types": """
        @dataclass
        class Root:
            x: int = 0
            r: int = 0

        @dataclass
        class Left(Root):
            left: int = 0

        @dataclass
        class Right(Root):
            x: int = 1
            right: int = 0

        @dataclass
        class Bottom(Left, Right):
            bottom: int = 0
        """
    },
    # a plain class shows its nearest dataclass's fields (Python reads them with getattr), so
    # `x` comes back from Root even though Right, earlier in the MRO, redeclares it
    "plain subclass of a dataclass": {
        "types": """
        @dataclass
        class Root:
            x: int = 0

        class Plain(Root):
            pass

        @dataclass
        class Right(Root):
            x: str = ""

        @dataclass
        class Both(Plain, Right):
            y: int = 0
        """
    },
    "alias in another module, re-exported, absolute and through a module": {
        "other": """
        @dataclass
        class Embedded:
            e: int = 0

        InlineAlias = Embedded
        """,
        "mid": """
        from PKG.other import InlineAlias
        """,
        "types": """
        from .mid import InlineAlias
        from . import other

        @dataclass
        class First(other.Embedded):
            f: int = 0

        Local = InlineAlias

        @dataclass
        class Spec(Local):
            s: int = 0
        """,
    },
    "kw_only is per class; field(kw_only=False) wins; KW_ONLY": {
        "types": """
        @dataclass(kw_only=True)
        class Base:
            k: int = 0
            p: int = field(default=0, kw_only=False)

        @dataclass
        class Spec(Base):
            a: int = 0
            _: KW_ONLY
            b: int = 0
            c: int = field(default=0, kw_only=False)
        """
    },
    "InitVar and ClassVar, own and inherited; a ClassVar hides an inherited field": {
        "types": """
        @dataclass
        class Base:
            a: int = 0
            seed: InitVar[int] = 0
            hidden: int = 0
            count: ClassVar[int] = 0

        @dataclass
        class Spec(Base):
            hidden: ClassVar[int] = 1
            b: int = 0
            scale: InitVar[Optional[int]] = None
            c: int = field(default=0, init=False)
        """
    },
    # a bare annotation takes the class attribute getattr finds up the MRO as its default: the
    # InitVar `b` gets Base's field default, `c` a plain class's value, `d` none (a factory's
    # class attribute is deleted)
    "bare redeclarations take the default getattr finds": {
        "types": """
        @dataclass
        class Base:
            a: int
            b: int = field(default=3, init=False)
            d: list[int] = field(default_factory=list)

        class Plain:
            c = 2

        @dataclass
        class Spec(Base, Plain):
            a: int = 1
            b: InitVar[int]
            c: int
            _: KW_ONLY
            d: list[int]
        """
    },
    "plain mixins, Generic and frozen, slotted dataclasses": {
        "types": """
        class Mixin:
            m: int = 0

        @dataclass(frozen=True)
        class Base(Generic[T]):
            a: int = 0

        @dataclass(frozen=True, slots=True)
        class Spec(Mixin, Base[int]):
            b: str = ""
        """
    },
}


@pytest.mark.parametrize("name", CASES)
def test_the_model_is_what_python_makes(tmp_path, monkeypatch, name):
    package = "mro_" + uuid.uuid4().hex[:10]
    (tmp_path / package).mkdir()
    (tmp_path / package / "__init__.py").write_text("")
    for stem, text in CASES[name].items():
        body = HEADER + textwrap.dedent(text).replace("PKG", package)
        (tmp_path / package / f"{stem}.py").write_text(body, encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    importlib.invalidate_caches()
    try:
        universe = load_universe(discover([str(tmp_path / package)], tmp_path), tmp_path)
        compared = 0
        for module in universe.scanned:
            imported = importlib.import_module(module.module)
            for cls in universe.dataclasses_of(module):
                python = getattr(imported, cls.name)
                assert [(f.name, f.owner.rpartition(".")[2]) for f in cls.fields] == [
                    (f.name, _declaring(python, f)) for f in dataclasses.fields(python)
                ], cls.name
                assert [f.name for f in cls.init_vars] == [f.name for f in _init_vars(python)]
                assert [(f.name, f.decl.positional) for f in cls.parameters] == [
                    (p.name, p.kind is not p.KEYWORD_ONLY) for p in inspect.signature(python).parameters.values()
                ]
                assert [f.decl.py_default.kind is PyDefaultKind.NONE for f in (*cls.fields, *cls.init_vars)] == [
                    f.default is f.default_factory is dataclasses.MISSING
                    for f in (*dataclasses.fields(python), *_init_vars(python))
                ], "which fields have a default"
                assert cls.unresolved is None
                compared += 1
        assert compared
    finally:
        for module in [m for m in sys.modules if m.startswith(package)]:
            del sys.modules[module]


def _init_vars(cls: type) -> list[dataclasses.Field]:
    return [f for f in cls.__dataclass_fields__.values() if f._field_type is dataclasses._FIELD_INITVAR]


def _declaring(cls: type, field: dataclasses.Field) -> str:
    """The class that declares `field` (subclasses share the field object)."""
    return next(
        c.__name__
        for c in cls.__mro__
        if c.__dict__.get("__dataclass_fields__", {}).get(field.name) is field and field.name in c.__dict__["__annotations__"]
    )


def test_c3_on_the_examples_of_pythons_mro_document():
    """"The Python 2.3 Method Resolution Order" (docs.python.org/3/howto/mro.html): its first
    example's MRO, and its refused example (`class Z(X, Y)` with X(O), Y(O) and Z(Y, X) orders)."""
    mro = {"O": ("O",)}
    for name, bases in [("F", "O"), ("E", "O"), ("D", "O"), ("C", "DF"), ("B", "DE"), ("A", "BC")]:
        found = c3(name, list(bases), [mro[b] for b in bases])
        assert isinstance(found, tuple)
        mro[name] = found
    assert mro["A"] == tuple("ABCDEFO")
    mro.update({"X": ("X", "O"), "Y": ("Y", "O")})
    mro["A2"] = c3("A2", ["X", "Y"], [mro["X"], mro["Y"]])
    mro["B2"] = c3("B2", ["Y", "X"], [mro["Y"], mro["X"]])
    refused = c3("Z", ["A2", "B2"], [mro["A2"], mro["B2"]])
    assert refused == "Python cannot create a consistent method resolution order (MRO) for bases `X`, `Y`"
    assert c3("D", ["A", "A"], [mro["A"], mro["A"]]) == "Python refuses the duplicate base class `A`"
