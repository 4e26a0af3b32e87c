"""Cross-module resolution (defaultgen/source/universe): annotations to model types, inheritance,
named types and their defaults, modules read lazily."""

from __future__ import annotations

import textwrap

import pytest

from defaultgen.source.model import (
    Choice,
    ClassRef,
    DictOf,
    ListOf,
    ModuleDecl,
    NamedRef,
    Optional,
    Scalar,
    Special,
    Unmappable,
)
from defaultgen.source.parse import parse_source
from defaultgen.source.universe import Universe


def module(name: str, source: str, *, is_package: bool = False) -> ModuleDecl:
    decl = parse_source(f"{name}.py", name, textwrap.dedent(source).encode(), is_package=is_package)
    assert decl.failure is None
    return decl


def types_of(universe: Universe, qualname: str) -> dict[str, object]:
    return {f.name: f.type for f in universe.dataclass(qualname).fields}


SPEC = module(
    "api.spec",
    """\
    from __future__ import annotations

    import typing
    from dataclasses import dataclass, field
    from typing import Dict, List, Optional, Union

    from .sub import Sub


    @dataclass
    class Spec:
        a: int
        b: "str"
        c: List[float]
        d: dict[str, bool]
        e: Optional[int]
        f: int | None
        g: Union[None, Sub]
        h: typing.Optional[Dict[str, "Sub"]]
        i: list[Optional[Sub]]
        j: typing.Annotated[int, "meta"]
    """,
)
SUB = module(
    "api.sub",
    """\
    from dataclasses import dataclass


    @dataclass
    class Sub:
        name: str = ""
    """,
)


def test_annotations_resolve_to_model_types() -> None:
    """Every spelling of scalars, lists, dicts and Optional, and a dataclass by relative import."""
    universe = Universe([SPEC, SUB])
    sub = ClassRef("api.sub.Sub")
    assert types_of(universe, "api.spec.Spec") == {
        "a": Scalar("int"),
        "b": Scalar("str"),
        "c": ListOf(Scalar("float")),
        "d": DictOf(Scalar("bool")),
        "e": Optional(Scalar("int")),
        "f": Optional(Scalar("int")),
        "g": Optional(sub),
        "h": Optional(DictOf(sub)),
        "i": ListOf(Optional(sub)),
        "j": Scalar("int"),
    }


@pytest.mark.parametrize(
    ("annotation", "reason"),
    [
        ("set[int]", "a set has no JSON form"),
        ("tuple[int, str]", "a tuple has no defaulting rules"),
        ("Union[int, float]", "a Union of several types"),
        ("int | str | bool | None", "a Union of several types"),
        ("Literal[1, 'a']", "must all be str or all int"),
        ("Literal[1.5]", "Literal takes str or int values"),
        ("Callable[[], int]", "a Callable has no JSON form"),
        ("Nowhere", "cannot resolve `Nowhere`"),
        ("dict[int, str]", "dict keys must be str"),
        ("Optional[Optional[int]]", "Optional of Optional"),
        ("list", "a list needs its item type"),
        ("Plain", "`Plain` is a class but neither a dataclass nor an Enum"),
        ("Counted", "has no literal value (auto() or a call)"),
        ("Mixed", "must all be str or all int"),
    ],
)
def test_unmappable_types_say_why(annotation: str, reason: str) -> None:
    """Types with no single JSON shape resolve to Unmappable with a reason (DG302's message)."""
    decl = module(
        "m",
        f"""\
        from dataclasses import dataclass
        from enum import Enum, auto
        from typing import Any, Callable, Literal, Optional, Union


        class Plain:
            pass


        class Counted(Enum):
            A = auto()


        class Mixed(Enum):
            A = "a"
            B = 1


        @dataclass
        class A:
            x: {annotation}
        """,
    )
    [field] = Universe([decl]).dataclass("m.A").fields
    assert isinstance(field.type, Unmappable) and reason in field.type.reason


def test_inherited_fields_come_first_and_overrides_keep_their_place() -> None:
    """Dataclass order: base fields, then own; a redefined field keeps the base's position but
    belongs to the subclass."""
    decl = module(
        "m",
        """\
        from dataclasses import dataclass


        @dataclass
        class Base:
            a: int = 0
            b: int = 0


        @dataclass
        class Child(Base):
            c: str = ""
            a: str = ""
        """,
    )
    child = Universe([decl]).dataclass("m.Child")
    assert [(f.name, f.owner, f.type) for f in child.fields] == [
        ("a", "m.Child", Scalar("str")),
        ("b", "m.Base", Scalar("int")),
        ("c", "m.Child", Scalar("str")),
    ]


def test_named_types_and_their_defaults() -> None:
    """A named type is a NamedRef; its default is found through chains and Optional fields."""
    decl = module(
        "m",
        """\
        from dataclasses import dataclass
        from typing import NewType, Optional, TypeAlias

        # +default="apple"
        Item = NewType("Item", str)
        Fruit: TypeAlias = Item
        Maybe: TypeAlias = Optional[str]


        @dataclass
        class A:
            plain: Item = ""
            chained: Fruit = ""
            # +default="pear"
            own: Item = ""
            pointer: Optional[Item] = None
            maybe: Maybe = None
        """,
    )
    universe = Universe([decl])
    fields = {f.name: f for f in universe.dataclass("m.A").fields}
    assert fields["plain"].type == NamedRef("m.Item")
    assert universe.underlying(fields["chained"].type) == Scalar("str")
    assert {name: getattr(universe.field_default(f), "value", None) for name, f in fields.items()} == {
        "plain": "apple",
        "chained": "apple",
        "own": "pear",
        "pointer": "apple",
        "maybe": None,
    }
    maybe_target = universe.named_type("m.Maybe").target
    assert isinstance(maybe_target, Unmappable) and "cannot be Optional" in maybe_target.reason


def test_a_self_referential_named_type_does_not_hang() -> None:
    """`A: TypeAlias = "B"` / `B: TypeAlias = "A"` resolve to Unmappable, not a loop."""
    decl = module(
        "m",
        """\
        from typing import TypeAlias

        A: TypeAlias = "B"
        B: TypeAlias = "A"
        """,
    )
    universe = Universe([decl])
    assert [isinstance(universe.underlying(NamedRef(f"m.{n}")), Unmappable) for n in "AB"] == [True, True]


def test_reexports_and_lazily_loaded_modules() -> None:
    """A name re-exported by a package __init__ resolves to its definition, and a module that
    was not scanned is read through the loader when first needed (and only then)."""
    init = module("pkg", "from .types import Sub\n", is_package=True)
    types = module(
        "pkg.types",
        """\
        from dataclasses import dataclass


        @dataclass
        class Sub:
            name: str = ""
        """,
    )
    user = module(
        "app",
        """\
        from dataclasses import dataclass, field

        from pkg import Sub


        @dataclass
        class App:
            sub: Sub = field(default_factory=Sub)
        """,
    )
    requested: list[str] = []

    def loader(name: str) -> ModuleDecl | None:
        requested.append(name)
        return {"pkg": init, "pkg.types": types}.get(name)

    universe = Universe([user], loader=loader, api_modules=["app"])
    assert requested == []
    assert types_of(universe, "app.App") == {"sub": ClassRef("pkg.types.Sub")}
    assert requested == ["pkg", "pkg.types"]
    assert [m.module for m in universe.scanned] == ["app"]
    assert [c.qualname for c in universe.dataclasses()] == ["app.App"]


KINDS = module(
    "api.kinds",
    """\
    import datetime as dt
    from dataclasses import dataclass, field
    from enum import Enum, IntEnum, StrEnum
    from typing import Any, Literal, NewType, Optional, TypeAlias, Union

    from .consts import Proto, PORT


    class Mode(StrEnum):
        FAST = "fast"
        SLOW = "slow"


    class Level(IntEnum):
        LOW = 1
        HIGH = 2


    Stamp = NewType("Stamp", dt.datetime)
    Port: TypeAlias = "int | str"


    @dataclass
    class Spec:
        proto: Proto
        mode: Optional[Mode]
        level: list[Level]
        pick: Literal["a", "b"]
        number: dict[str, Literal[1, 2]]
        created: Stamp
        day: Optional[dt.date]
        port: Port
        target: Union[int, str, None]
        free: Any
        blob: Optional[bytes]
        extra: dict[str, Any]
        # +default=ref(PORT)
        with_ref: Optional[int] = None
        # +default=ref(Proto.UDP)
        with_member: Optional[Proto] = None
        # +default=ref(Level.HIGH)
        with_local_member: Optional[Level] = None
    """,
)
CONSTS = module(
    "api.consts",
    """\
    from enum import Enum
    from typing import Final

    PORT: Final = 8080


    class Proto(str, Enum):
        TCP = "TCP"
        UDP = "UDP"
    """,
)


def test_the_kinds_real_apis_use_resolve_everywhere_a_type_can_stand() -> None:
    """SPEC §1: Enum (str mixin, StrEnum, IntEnum; members read from the class body), Literal,
    datetime, date, int | str, Any, dict[str, Any], bytes — as fields, items, values, Optional,
    behind NewType / TypeAlias, imported from another module."""
    universe = Universe([KINDS, CONSTS])
    proto = Choice("str", ("TCP", "UDP"), "api.consts.Proto", ("TCP", "UDP"))
    got = types_of(universe, "api.kinds.Spec")
    assert got["proto"] == proto
    assert got["mode"] == Optional(Choice("str", ("fast", "slow"), "api.kinds.Mode", ("FAST", "SLOW")))
    assert got["level"] == ListOf(Choice("int", (1, 2), "api.kinds.Level", ("LOW", "HIGH")))
    assert got["pick"] == Choice("str", ("a", "b"))
    assert got["number"] == DictOf(Choice("int", (1, 2)))
    assert got["created"] == NamedRef("api.kinds.Stamp")
    assert universe.underlying(got["created"]) == Special("datetime")
    assert got["day"] == Optional(Special("date"))
    assert universe.underlying(got["port"]) == Special("int-or-string")
    assert got["target"] == Optional(Special("int-or-string"))
    assert got["free"] == Special("any")
    assert got["blob"] == Optional(Special("bytes"))
    assert got["extra"] == Special("object")


def test_ref_defaults_resolve_statically_across_imports() -> None:
    """`+default=ref(NAME)`: a Final constant imported from another module, an imported Enum's
    member, a local Enum's member — each becomes the default's JSON value."""
    universe = Universe([KINDS, CONSTS])
    defaults = {f.name: f.marker_default.value for f in universe.dataclass("api.kinds.Spec").fields if f.marker_default}
    assert defaults == {"with_ref": 8080, "with_member": "UDP", "with_local_member": 2}
    assert universe.constant("Proto.SCTP", KINDS)[1] == "`Proto` has no member `SCTP` (members: TCP, UDP)"
