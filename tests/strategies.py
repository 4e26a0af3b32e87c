"""Hypothesis strategies for the two-path property: random lint-clean type universes, random
objects of them, and independent oracles for what defaultgen should do with them.

Everything here is written from SPEC §1-§3 and KEP-1929 alone. A universe is described by
this module's own small model (`Universe`, `ClassDef`, `FieldDef`, `NamedDef`, with types
`Scalar`, `Named`, `ListOf`, `DictOf`, `Opt`, `Ref`, and `Kind` for the kinds real APIs use:
Enums with and without a zero member, Literals, datetime, date, bytes, `int | str`, Any,
`dict[str, Any]`, whose spec values `W` carry their wire form), rendered to Python source by
`Universe.render`, and never read back through defaultgen. `encode` is Go's
`encoding/json` written against that model, and `default_object` is SPEC §3's table: so a
test that compares defaultgen with them compares two independent readings of the spec.

The universe strategy respects every rule of SPEC §2 by construction: defaults only where
KEP-1929 allows them (on omitempty fields, zero values included as Kubernetes writes them;
anything on Optional ones; never on a non-Optional dataclass field), no zero values of
omitempty fields inside default objects, default values of the right type (nulls only where
something fills them in), default objects that often leave out the lists and dicts
serialization always writes (the schema adds them, SPEC §4), Python-level defaults at the
zero value (None under a default for a kind without one, which always gets a default,
sometimes written `ref(Enum.MEMBER)`; `init=False` fields always have one), no cycle of non-Optional dataclass fields and no default that, once inserted and
defaulted in turn, fills itself in again.
"""

from __future__ import annotations

import base64
import contextlib
import copy
import dataclasses
import datetime
import functools
import io
import json
import keyword
import os
import random
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Union

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

import constrained as C



def property_settings(examples: int) -> settings:
    """The settings of the properties that draw whole universes (each example is slow)."""
    return settings(
        max_examples=examples,
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much],
        print_blob=True,
    )


# --------------------------------------------------------------------------- the model


@dataclass(frozen=True)
class Scalar:
    kind: str  # "str" | "int" | "float" | "bool"


@dataclass(frozen=True)
class Named:
    name: str


@dataclass(frozen=True)
class ListOf:
    item: T


@dataclass(frozen=True)
class DictOf:
    value: T


@dataclass(frozen=True)
class Opt:
    inner: T


@dataclass(frozen=True)
class Ref:
    name: str  # a class of the universe


@dataclass(frozen=True)
class Kind:
    """One of the kinds real APIs use (SPEC §1), a key of KINDS."""

    name: str


T = Union[Scalar, Named, ListOf, DictOf, Opt, Ref, Kind]


class _NoDefault:
    def __repr__(self) -> str:
        return "NO"


NO = _NoDefault()
"""No default (a marker value can never be this)."""
PENDING = _NoDefault()
"""A default that will be drawn once the classes it names have fields (never zero)."""

ZERO = {"str": "", "int": 0, "float": 0.0, "bool": False}


@dataclass(frozen=True)
class W:
    """A spec value of a Kind: its wire form (what Go's encoding/json writes), which `build`
    turns into the Python value (an Enum member, a datetime, bytes, ...)."""

    kind: str
    wire: object


@dataclass(frozen=True)
class KindDef:
    annotation: str  # as written in a field's annotation (enum classes live in module 0)
    zero: object  # the wire zero value (docs/decisions.md), NO when the type has none
    members: tuple[tuple[str, object], ...] = ()  # an Enum's (name, value) pairs


# Enum classes rendered at the top of module 0 (module 1 imports them): a str-mixin Enum and an
# IntEnum without a zero member, a plain Enum whose "" member is its zero.
ENUMS = {
    "Color": ("(str, Enum)", (("RED", "red"), ("BLUE", "blue"))),
    "Phase": ("(Enum)", (("NONE", ""), ("RUNNING", "Running"))),
    "Level": ("(IntEnum)", (("LOW", 1), ("HIGH", 2))),
}
KINDS = {
    "color": KindDef("Color", NO, ENUMS["Color"][1]),
    "phase": KindDef("Phase", "", ENUMS["Phase"][1]),
    "level": KindDef("Level", NO, ENUMS["Level"][1]),
    "mode": KindDef('Literal["a", "b"]', NO, (("", "a"), ("", "b"))),
    "count": KindDef("Literal[0, 1, 2]", 0, (("", 0), ("", 1), ("", 2))),
    "datetime": KindDef("datetime.datetime", NO),
    "date": KindDef("datetime.date", NO),
    "bytes": KindDef("bytes", ""),
    "intstr": KindDef("int | str", 0),
    "any": KindDef("Any", None),
    "object": KindDef("dict[str, Any]", {}),
}


def rfc3339(value: datetime.datetime) -> str:
    """Go's time.RFC3339 for UTC (`Z`), Python's isoformat otherwise: the text to_dict writes."""
    text = value.isoformat()
    return text[:-6] + "Z" if text.endswith("+00:00") else text


@dataclass
class NamedDef:
    name: str
    module: int
    target: T  # a Scalar, an earlier Named, or a list / dict of those
    default: object = NO
    spelling: str = "newtype"  # or "alias"
    comments: list[str] = field(default_factory=list)
    of_objects: bool = False  # a list or dict of dataclasses: declared after the classes
    cons: C.Cons | None = None  # its validation and semantic markers (tests/constrained.py)


@dataclass
class FieldDef:
    name: str  # the Python name
    type: T
    wire: str | None  # None: `json:"-"`, not on the wire
    omitempty: bool = False  # to_dict drops its zero value: the tag has omitempty or omitzero (not a dataclass)
    omitzero: bool = False  # the tag has omitzero (SPEC §1a): a dataclass field at Go's IsZero is dropped
    tag: str | None = None  # the json metadata, None when there is none
    default: object = NO  # the field's own `+default`
    presence: str = ""  # "", "optional" or "required"
    required_arg: bool = False  # no Python-level default: a required constructor argument
    init: bool = True  # False: `field(init=False)`, set after construction (never a required argument)
    seed: int = 0  # picks spellings (annotation, Python default, marker JSON) when rendering
    cons: C.Cons | None = None  # its validation and semantic markers (tests/constrained.py)


@dataclass
class ClassDef:
    name: str
    module: int
    fields: list[FieldDef]  # its own, in declaration order
    base: str | None = None
    second: str | None = None  # a second dataclass base (`class C(Base, Second)`): multiple inheritance
    doc: str | None = None
    decorator: str = "@dataclass"
    comments: list[str] = field(default_factory=list)
    extras: bool = False  # a ClassVar and a method: class attributes that are not fields
    cons: C.Cons | None = None  # its type-level validation markers (tests/constrained.py)


@dataclass
class Obj:
    """An object of a universe class, as a spec: Python field name -> value (scalars, None,
    lists, dicts, Obj). `build` turns it into an instance of the generated-for class."""

    cls: str
    values: dict[str, object]


@dataclass
class Universe:
    modules: int
    package: bool
    named: dict[str, NamedDef] = field(default_factory=dict)
    classes: dict[str, ClassDef] = field(default_factory=dict)

    # -- types

    def underlying(self, t: T) -> T:
        while isinstance(t, Named):
            t = self.named[t.name].target
        return t

    def type_default(self, t: T) -> object:
        """A named type's `+default` (the nearest along a chain of named types), else NO."""
        while isinstance(t, Named):
            named = self.named[t.name]
            if named.default is not NO:
                return named.default
            t = named.target
        return NO

    def field_default(self, f: FieldDef) -> object:
        """D of SPEC §3: the field's own marker, else its (named) type's, through Optional."""
        if f.default is not NO:
            return f.default
        return self.type_default(f.type.inner if isinstance(f.type, Opt) else f.type)

    def zeroable(self, t: T) -> bool:
        """A non-Optional scalar, list or dict, or a kind with a zero value other than Any's
        null: what omitempty drops at its zero value and a default replaces."""
        plain = self.underlying(t)
        if isinstance(plain, Kind):
            return plain.name != "any" and KINDS[plain.name].zero is not NO
        return isinstance(plain, Scalar | ListOf | DictOf)

    def has_zero(self, t: T) -> bool:
        plain = self.underlying(t)
        return not isinstance(plain, Kind) or KINDS[plain.name].zero is not NO

    def is_zero(self, value: object, t: T) -> bool:
        plain = self.underlying(t)
        if isinstance(plain, Kind):
            wire = value.wire if isinstance(value, W) else value
            if plain.name == "intstr":  # 0 and "" (docs/decisions.md)
                return (type(wire) is int and wire == 0) or wire == ""
            zero = KINDS[plain.name].zero
            return zero is not NO and type(wire) is type(zero) and wire == zero
        if isinstance(plain, Scalar):
            if plain.kind == "float":
                return type(value) in (int, float) and value == 0
            return type(value) is type(ZERO[plain.kind]) and value == ZERO[plain.kind]
        if isinstance(plain, ListOf):
            return value == [] and isinstance(value, list)
        if isinstance(plain, DictOf):
            return value == {} and isinstance(value, dict)
        return False

    def required(self, f: FieldDef) -> bool:
        """Whether the published schema lists the field in `required` (SPEC §1, controller-gen's
        precedence): `+required`, else not when `+optional`, else not when omitempty or omitzero."""
        if f.presence:
            return f.presence == "required"
        return not (f.omitempty or f.omitzero)

    def must_be_nonzero(self, f: FieldDef) -> bool:
        """A field a default object may not set to its zero value (DG305): omitempty drops it."""
        return f.omitempty and not isinstance(f.type, Opt) and self.zeroable(f.type)

    def writable(self, t: T, *, nonzero: bool = False) -> bool:
        """Whether a default of `t` can be written that its own schema accepts as written
        (DG308): finite, with every required field of every object in it. A class with a
        required field that leads back to it (`next: Optional[Node]` without omitempty) has
        none. `nonzero`: a value other than the zero value (a list or dict with an item)."""
        return self._writable_in(t, self.writable_classes(), nonzero)

    def writable_classes(self) -> set[str]:
        """The classes a default can hold (see `writable`): the least fixpoint, so a class
        whose required fields lead back to itself is never in it."""
        found: set[str] = set()
        changed = True
        while changed:
            changed = False
            for name in self.classes:
                if name not in found and all(
                    self._writable_in(f.type, found, self.must_be_nonzero(f)) for f in self.wire_fields(name) if self.required(f)
                ):
                    found.add(name)
                    changed = True
        return found

    def _writable_in(self, t: T, classes: set[str], nonzero: bool) -> bool:
        plain = self.underlying(t.inner if isinstance(t, Opt) else t)
        if isinstance(plain, ListOf | DictOf):
            return not nonzero or self._writable_in(plain.item if isinstance(plain, ListOf) else plain.value, classes, False)
        return not isinstance(plain, Ref) or plain.name in classes

    def fields(self, cls: str) -> list[FieldDef]:
        """Inherited fields first, as dataclasses order them: over the reversed MRO, so a second
        base's fields come before the first's (the two share no ancestor and no field name)."""
        c = self.classes[cls]
        return [f for base in (c.second, c.base) if base for f in self.fields(base)] + c.fields

    def ancestors(self, cls: str) -> set[str]:
        """The class and every class it inherits from."""
        c = self.classes[cls]
        return {cls}.union(*(self.ancestors(base) for base in (c.base, c.second) if base))

    def wire_fields(self, cls: str) -> list[FieldDef]:
        return [f for f in self.fields(cls) if f.wire is not None]

    def constructible(self, cls: str) -> bool:
        """`Cls()` works: no required constructor argument, own or inherited."""
        return not any(f.required_arg for f in self.fields(cls))

    # -- names

    def module_name(self, index: int, prefix: str) -> str:
        return f"{prefix}.m{index}" if self.package else f"{prefix}_m{index}"

    def qualname(self, cls: str, prefix: str) -> str:
        return f"{self.module_name(self.classes[cls].module, prefix)}.{cls}"

    def reaches_itself(self, cls: str) -> bool:
        """Whether `cls` can reach a cycle through its fields (itself, or any class that
        reaches itself): such a root has no structural (fully inlined) schema. Two fields of
        the same class (a diamond) are no cycle."""
        done: set[str] = set()
        on_path: set[str] = set()

        def cyclic(current: str) -> bool:
            if current in on_path:
                return True
            if current in done:
                return False
            on_path.add(current)
            found = any(cyclic(ref) for f in self.fields(current) for ref in self.refs(f.type))
            on_path.discard(current)
            done.add(current)
            return found

        return cyclic(cls)

    def refs(self, t: T) -> Iterator[str]:
        """The classes a type names, through named types, lists, dicts and Optional."""
        plain = self.underlying(t.inner if isinstance(t, Opt) else t)
        if isinstance(plain, Ref):
            yield plain.name
        elif isinstance(plain, ListOf | DictOf):
            yield from self.refs(plain.item if isinstance(plain, ListOf) else plain.value)

    # -- source

    def render(self, prefix: str) -> dict[str, str]:
        """The universe as source files: relative path -> text."""
        files = {}
        for index in range(self.modules):
            path = f"{prefix}/m{index}.py" if self.package else f"{prefix}_m{index}.py"
            files[path] = _Renderer(self, index, prefix).module()
        if self.package:
            files[f"{prefix}/__init__.py"] = ""
        return files


# --------------------------------------------------------------------------- rendering


class _Renderer:
    """One module of a universe as Python source. Spellings vary with each field's seed."""

    def __init__(self, universe: Universe, index: int, prefix: str) -> None:
        self.u = universe
        self.index = index
        self.prefix = prefix
        self.from_first: set[str] = set()  # names module 1 imports from module 0
        self.uses_other = False  # module 0 refers to module 1's names (imported at the bottom)

    def module(self) -> str:
        body = []
        for named in self.u.named.values():
            if named.module == self.index and not named.of_objects:
                body.append(self.named_type(named))
        for cls in self.u.classes.values():
            if cls.module == self.index:
                body.append(self.dataclass(cls))
        for named in self.u.named.values():  # `list[Port]` needs Port when the module runs
            if named.module == self.index and named.of_objects:
                body.append(self.named_type(named))
        head = [
            f'"""Random universe {self.prefix}, module {self.index}."""',
            "# +defaultgen",  # its types are API types, marked or not (SPEC §1)
            "",
            "from __future__ import annotations",
            "",
            "import dataclasses",
            "import typing",
            "from dataclasses import dataclass, field",
            "from typing import ClassVar, Dict, List, NewType, Optional, TypeAlias, Union",
            "import datetime",
            "from enum import Enum, IntEnum",
            "from typing import Any, Literal",
        ]
        if self.index == 0:
            for name, (bases, members) in ENUMS.items():
                body.insert(0, f"class {name}{bases}:\n" + "\n".join(f"    {m} = {v!r}" for m, v in members))
        if self.from_first:
            first = ".m0" if self.u.package else self.u.module_name(0, self.prefix)
            head.append(f"from {first} import {', '.join(sorted(self.from_first))}")
        tail = []
        if self.uses_other:
            # At the bottom: module 1 imports module 0 by name at its top, so a cycle is only
            # safe when module 0 reads module 1 lazily (annotations are strings here).
            if self.u.package:
                tail = ["", "from . import m1 as other  # noqa: E402"]
            else:
                tail = ["", f"import {self.u.module_name(1, self.prefix)} as other  # noqa: E402"]
        return "\n".join(head) + "\n\n\n" + "\n\n\n".join(body) + "\n" + "\n".join(tail) + "\n"

    def name_of(self, name: str, module: int) -> str:
        """How this module spells a name declared in `module`."""
        if module == self.index:
            return name
        if self.index == 1:
            self.from_first.add(name)
            return name
        self.uses_other = True
        return f"other.{name}"

    def annotation(self, t: T, rng: random.Random) -> str:
        if isinstance(t, Scalar):
            return t.kind
        if isinstance(t, Named):
            return self.name_of(t.name, self.u.named[t.name].module)
        if isinstance(t, Ref):
            return self.name_of(t.name, self.u.classes[t.name].module)
        if isinstance(t, Kind):
            spelled = KINDS[t.name].annotation
            return self.name_of(spelled, 0) if spelled in ENUMS else spelled
        if isinstance(t, ListOf):
            form = rng.choice(["list[{}]", "List[{}]", "typing.List[{}]"])
            return form.format(self.annotation(t.item, rng))
        if isinstance(t, DictOf):
            form = rng.choice(["dict[str, {}]", "Dict[str, {}]", "typing.Dict[str, {}]"])
            return form.format(self.annotation(t.value, rng))
        form = rng.choice(["Optional[{}]", "{} | None", "Union[{}, None]", "None | {}", "typing.Optional[{}]"])
        return form.format(self.annotation(t.inner, rng))

    def named_type(self, named: NamedDef) -> str:
        rng = random.Random(named.name)
        lines = [f"# {c}" if c else "#" for c in named.comments + C.marker_lines(named.cons)]
        if named.default is not NO:
            lines.insert(rng.randrange(len(lines) + 1), f"# +default={_marker_json(named.default, rng)}")
        # A NewType's supertype is evaluated at import time: it only names what is already there.
        target = self.annotation(named.target, rng)
        if named.spelling == "newtype":
            lines.append(f'{named.name} = NewType("{named.name}", {target})')
        else:
            lines.append(f"{named.name}: TypeAlias = {target}")
        return "\n".join(lines)

    def dataclass(self, cls: ClassDef) -> str:
        lines = [f"# {c}" if c else "#" for c in cls.comments + C.marker_lines(cls.cons)]
        lines.append(cls.decorator)
        bases = [self.name_of(b, self.u.classes[b].module) for b in (cls.base, cls.second) if b]
        base = f"({', '.join(bases)})" if bases else ""
        lines.append(f"class {cls.name}{base}:")
        if cls.doc is not None:
            lines.append(f"    {json.dumps(cls.doc)}")
            lines.append("")
        for f in cls.fields:
            lines.extend(self.field(f))
        if cls.extras:
            lines += [
                "    # Not a field: a ClassVar.",
                "    registry: ClassVar[dict[str, int]] = {}",
                "",
                "    def describe(self) -> str:",
                "        # +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get",
                "        return type(self).__name__",
            ]
        if not cls.fields and cls.doc is None and not cls.extras:
            lines.append("    pass")
        return "\n".join(lines)

    def field(self, f: FieldDef) -> list[str]:
        rng = random.Random(f.seed)
        block = [rng.choice(_DESCRIPTIONS) for _ in range(rng.choice([0, 0, 1, 2]))]
        if rng.random() < 0.2:
            block.append(rng.choice(_OTHER_TOOLS))
        if f.presence:
            block.append(f"+{f.presence}")
        for line in C.marker_lines(f.cons):
            block.insert(rng.randrange(len(block) + 1), line)
        if f.default is not NO:
            block.insert(rng.randrange(len(block) + 1), f"+default={self._default_text(f, rng)}")
        lines = [f"    # {c}" if c else "    #" for c in block]
        annotation = self.annotation(f.type, rng)
        if rng.random() < 0.1:
            annotation = json.dumps(annotation)  # a string annotation
        lines.append(f"    {f.name}: {annotation}{self.py_default(f, rng)}")
        return lines

    def _default_text(self, f: FieldDef, rng: random.Random) -> str:
        """The marker's value: JSON, or for an Enum member sometimes `ref(Enum.MEMBER)`."""
        plain = self.u.underlying(f.type.inner if isinstance(f.type, Opt) else f.type)
        if isinstance(plain, Kind) and KINDS[plain.name].annotation in ENUMS and rng.random() < 0.5:
            enum = KINDS[plain.name]
            member = next(name for name, value in enum.members if value == f.default)
            return f"ref({self.name_of(enum.annotation, 0)}.{member})"
        return _marker_json(f.default, rng)

    def py_default(self, f: FieldDef, rng: random.Random) -> str:
        """A Python-level default at the zero value (DG303), or none for a required argument."""
        metadata = f"metadata={{{_py_string('json', rng)}: {_py_string(f.tag, rng)}}}" if f.tag is not None else ""
        if f.required_arg:
            return f" = field({metadata})" if metadata else ""
        plain = self.u.underlying(f.type)
        if isinstance(f.type, Opt):
            options = ["default=None"]
        elif isinstance(plain, Kind):
            options = [self._kind_default(plain)]
        elif isinstance(plain, Scalar):
            zero = {"str": '""', "int": "0", "float": rng.choice(["0.0", "0"]), "bool": "False"}[plain.kind]
            options = [f"default={zero}"] + ([f"default_factory={plain.kind}"] if f.type == plain else [])
        elif isinstance(plain, ListOf):
            options = ["default_factory=list"]
        elif isinstance(plain, DictOf):
            options = ["default_factory=dict"]
        else:
            options = [f"default_factory={self.name_of(plain.name, self.u.classes[plain.name].module)}"]
        option = rng.choice(options)
        if not metadata and f.init and option.startswith("default=") and rng.random() < 0.7:
            return f" = {option.removeprefix('default=')}"
        return f" = field({', '.join(o for o in (option, '' if f.init else 'init=False', metadata) if o)})"


    def _kind_default(self, plain: Kind) -> str:
        """A kind's zero as a Python default; None (unset until its +default) without one."""
        kind = KINDS[plain.name]
        if kind.zero is NO or plain.name == "any":
            return "default=None"
        if kind.annotation in ENUMS:
            member = next(name for name, value in kind.members if value == kind.zero)
            return f"default={self.name_of(kind.annotation, 0)}.{member}"
        return {"bytes": 'default=b""', "intstr": "default=0", "object": "default_factory=dict", "count": "default=0"}[
            plain.name
        ]


def _py_string(text: str, rng: random.Random) -> str:
    """A Python string literal for `text`, in one of the spellings a person might use."""
    if rng.random() < 0.5 and text.isascii() and '"' not in text and "\\" not in text and text.isprintable():
        return f'"{text}"'
    return repr(text)


def _marker_json(value: object, rng: random.Random) -> str:
    """One-line JSON for a marker, spaced and escaped in one of the ways people write it."""
    separators = rng.choice([(", ", ": "), (",", ":")])
    text = json.dumps(value, separators=separators, ensure_ascii=False)
    if rng.random() < 0.5 or not text.isprintable():
        text = json.dumps(value, separators=separators)
    return text


_DESCRIPTIONS = [
    "",
    "The name of the thing.",
    "Ports to expose; see https://example.com/docs#ports.",
    "Über-wichtig: ünïcödé text, 名前, emoji 🎉.",
    "TODO: remove this in v2",
    "Quotes \" and 'single' and back\\slash.",
    "---",
    "Multiple words   with  odd    spacing",
]
# markers of generators defaultgen leaves alone (SPEC §1, `source.registry.LEFT_ALONE`)
_OTHER_TOOLS = ["+protobuf=true", "+kubebuilder:webhook:path=/x,mutating=true", "+k8s:openapi-gen=true", "+genclient"]
_CLASS_WORDS = ["Root", "Spec", "Sub", "Node", "Config", "Ünïcode", "Port", "Q", "名前型"]
_NAMED_WORDS = ["Proto", "Label", "Mode", "Size", "Ratio", "Flag", "Tags", "Ñame"]
# Field names: common ones, names generated code might use itself, keywords-to-be, unicode.
_FIELD_WORDS = [
    "name", "value", "items", "spec", "port", "protocol", "enabled", "ratio", "labels", "self",
    "obj", "data", "cls", "copy", "json", "keys", "get", "result", "x", "é", "ñame", "名前",
    "type", "match", "case", "id", "_hidden", "camelCase", "to_dict", "set_defaults", "load",
    "default", "omitempty", "metadata", "k0", "v0", "i0", "_src", "_T", "DEFAULTERS", "any",
]  # fmt: skip
# Wire names: any JSON key except those a Go-style tag cannot spell (a comma ends the name).
_WIRE_WORDS = [
    "name", "apiVersion", "x-kubernetes", "a.b", "with space", "", "ключ", "🎉", "$ref", "default",
    "null", "0", "__proto__", "quote\"d", "back\\slash", "tab\there", "-", "'", "new\nline",
]  # fmt: skip


# --------------------------------------------------------------------------- values


@functools.cache
def scalar_values(kind: str, *, nonzero: bool = False) -> st.SearchStrategy:
    """JSON scalars of a kind, zero values often (they are what defaulting looks at)."""
    if kind == "str":
        values = st.text(max_size=8)
        return values.filter(bool) if nonzero else st.one_of(st.just(""), values)
    if kind == "int":
        # Go's int is 64 bits: json.Unmarshal (and the generated from_dict) refuse more
        values = st.one_of(st.integers(-5, 5), st.integers(-(2**63), 2**63 - 1), st.sampled_from([2**53 + 1, -(2**63)]))
        return values.filter(lambda v: v != 0) if nonzero else st.one_of(st.just(0), values)
    if kind == "float":
        values = st.floats(allow_nan=False, allow_infinity=False)
        if nonzero:
            return values.filter(lambda v: v != 0)
        return st.one_of(st.sampled_from([0.0, -0.0]), values)
    return st.just(True) if nonzero else st.booleans()


_UTC = datetime.timezone.utc
_ZONES = [_UTC, datetime.timezone(datetime.timedelta(hours=2)), datetime.timezone(-datetime.timedelta(hours=5, minutes=30))]


@functools.cache
def _free_json() -> st.SearchStrategy:
    """Free-form JSON (Any): nulls inside too, no floats (1.0 and 1 are one JSON number)."""
    leaves = st.none() | st.booleans() | st.integers(-3, 3) | st.text(max_size=3)
    return st.recursive(leaves, lambda c: st.lists(c, max_size=2) | st.dictionaries(st.text(max_size=2), c, max_size=2), max_leaves=4)


@functools.cache
def kind_values(name: str, *, nonzero: bool = False) -> st.SearchStrategy:
    """Wire values of a kind, in the form to_dict writes them (RFC 3339 with Z for UTC,
    `YYYY-MM-DD`, padded base64)."""
    kind = KINDS[name]
    if kind.members:
        values: st.SearchStrategy = st.sampled_from([value for _, value in kind.members])
    elif name == "datetime":
        moments = st.datetimes(datetime.datetime(1900, 1, 1), datetime.datetime(2200, 1, 1), timezones=st.sampled_from(_ZONES))
        values = moments.map(rfc3339)
    elif name == "date":
        values = st.dates().map(datetime.date.isoformat)
    elif name == "bytes":
        values = st.binary(max_size=6).map(lambda b: base64.b64encode(b).decode("ascii"))
    elif name == "intstr":
        values = st.one_of(st.just(0), st.integers(-5, 5), st.text(max_size=4))
    elif name == "object":
        values = st.dictionaries(st.text(max_size=3), _free_json(), max_size=3)
    else:
        values = _free_json()
    if nonzero:
        zero = kind.zero
        values = values.filter(lambda v: zero is NO or not (v == zero and type(v) is type(zero)) and v != "")
    return values


@functools.cache
def _keys() -> st.SearchStrategy[str]:
    return st.one_of(st.sampled_from(["a", "b", "", "key with space", "ü"]), st.text(max_size=4))


class Values:
    """Strategies of JSON values and object specs that fit the types of one universe.

    Values are drawn recursively inside one composite strategy (not as a tree of nested
    strategies, which grows with every self-reference)."""

    def __init__(self, universe: Universe, max_depth: int = 3) -> None:
        self.u = universe
        self.max_depth = max_depth

    def json(self, t: T, *, nonzero: bool = False) -> st.SearchStrategy:
        """A JSON value of `t` that lints clean as a default: its own schema accepts it as
        written (DG308: every required field of an object in it, no null but free-form JSON's,
        no empty bytes), no zero value for an omitempty field inside (DG305). `t` must be
        `writable` (with `nonzero`, a value other than the zero: `writable(t, nonzero=True)`)."""
        return st.composite(lambda draw: self._json(draw, t, 0, nonzero))()

    def obj(self, cls: str) -> st.SearchStrategy[Obj]:
        """An object spec of class `cls`: None only where SPEC §3's contract has it."""
        return st.composite(lambda draw: self._obj(draw, cls, 0))()

    # -- JSON values (markers)

    def _json(self, draw, t: T, depth: int, nonzero: bool = False) -> object:
        u = self.u
        if isinstance(t, Opt):  # its null is no value its schema accepts (not nullable)
            return self._json(draw, t.inner, depth)
        plain = u.underlying(t)
        if isinstance(plain, Scalar):
            values = scalar_values(plain.kind, nonzero=nonzero)
            if plain.kind == "float" and draw(st.integers(0, 4)) == 0:
                # an integer is a number too, if a float64 holds it exactly (DG301 refuses others)
                values = scalar_values("int", nonzero=nonzero).map(lambda v: int(float(v)))
            return draw(values)
        if isinstance(plain, Kind):  # `""` is no valid `format: byte` (kube-openapi's verdict)
            return draw(kind_values(plain.name, nonzero=nonzero or plain.name == "bytes"))
        if isinstance(plain, ListOf | DictOf):
            element = plain.item if isinstance(plain, ListOf) else plain.value
            most = 0 if not u.writable(element) else int(nonzero) if depth >= self.max_depth else 3
            items = [self._json(draw, element, depth + 1) for _ in range(draw(st.integers(int(nonzero), most)))]
            if isinstance(plain, ListOf):
                return items
            return {draw(_keys()): item for item in items}
        assert isinstance(plain, Ref)
        value = {}
        for f in self.u.wire_fields(plain.name):
            must = u.must_be_nonzero(f)  # DG305
            if u.required(f):  # never left out: the API server does not apply nested defaults to a default
                deep = depth >= self.max_depth
                value[f.wire] = smallest(u, f.type, nonzero=must) if deep else self._json(draw, f.type, depth + 1, must)
            elif depth < self.max_depth and u.writable(f.type, nonzero=must) and draw(st.booleans()):
                value[f.wire] = self._json(draw, f.type, depth + 1, must)
            # else left out: defaulting fills in what serialization writes (SPEC §4)
        return value

    def _null_allowed(self, element: T) -> bool:
        """A null list item or dict value is a value (Optional) or becomes its type's default."""
        return isinstance(element, Opt) or self.u.type_default(element) is not NO

    # -- object specs

    def _spec(self, draw, t: T, depth: int, cons: C.Cons | None = None) -> object:
        """A spec value of `t`; where `cons` (the position's constraints) declares bounds,
        often a boundary value (tests/constrained.py): at, just inside or just outside."""
        u = self.u
        if isinstance(t, Opt):
            if depth >= self.max_depth or draw(st.booleans()):
                return None
            return self._spec(draw, t.inner, depth, cons)
        plain = u.underlying(t)
        if isinstance(plain, Scalar):
            edges = C.boundary_scalars(cons, json_kind(u, t)) if cons is not None and plain.kind != "bool" else []
            if edges and draw(st.integers(0, 4)) < 3:
                value = draw(st.sampled_from(edges))
                return float(value) if plain.kind == "float" else value
            return draw(scalar_values(plain.kind))
        if isinstance(plain, Kind):
            return W(plain.name, draw(kind_values(plain.name)))
        if isinstance(plain, ListOf | DictOf):
            element = plain.item if isinstance(plain, ListOf) else plain.value
            top = 0 if depth >= self.max_depth else 3
            sizes = [n for n in C.boundary_sizes(cons, json_kind(u, t)) if n <= top + 2] if cons is not None and top else []
            size = draw(st.sampled_from(sizes)) if sizes and draw(st.booleans()) else draw(st.integers(0, top))
            inner = position_cons(u, element, cons.items if cons is not None else None)
            items = [self._spec_element(draw, element, depth + 1, inner) for _ in range(size)]
            if isinstance(plain, ListOf):
                if items and cons is not None and (cons.list_type in ("set", "map") or cons.unique_items) and draw(st.booleans()):
                    items.append(copy.deepcopy(draw(st.sampled_from(items))))  # a duplicate item, or key
                return items
            keys = draw(st.lists(_keys(), min_size=size, max_size=size, unique=True))
            return dict(zip(keys, items))
        assert isinstance(plain, Ref)
        return self._obj(draw, plain.name, depth + 1)

    def _spec_element(self, draw, t: T, depth: int, cons: C.Cons | None = None) -> object:
        if self._null_allowed(t) and draw(st.integers(0, 3)) == 0:
            return None
        return self._spec(draw, t, depth, cons)

    def _obj(self, draw, cls: str, depth: int) -> Obj:
        u = self.u
        values = {}
        for f in u.fields(cls):
            value = self._spec(draw, f.type, depth, position_cons(u, f.type, f.cons))
            if f.omitzero and isinstance(value, Obj) and is_zero_value(u, value, f.type):
                # to_dict leaves an omitzero object at Go's IsZero out, and decoding gives the
                # zero object back: one holding another zero (`""` for `int | str`) would come
                # back changed, SPEC §3's accepted drift (an explicit zero that omit drops)
                value = zero_spec(u, f.type)
            values[f.name] = value
        return Obj(cls, values)


# --------------------------------------------------------------------------- universes


def _identifier(word: str, taken: set[str]) -> str:
    name, n = word, 1
    while name in taken or keyword.iskeyword(name):
        name, n = f"{word}{n}", n + 1
    taken.add(name)
    return name


@st.composite
def universes(draw, max_classes: int = 5, max_named: int = 4) -> Universe:
    """A random universe of dataclasses and named types that lints clean."""
    modules = draw(st.sampled_from([1, 1, 2]))
    u = Universe(modules=modules, package=draw(st.booleans()))
    for i in range(draw(st.integers(0, max_named))):
        _draw_named(draw, u, i)
    n_classes = draw(st.integers(1, max_classes))
    layout = [draw(st.integers(0, modules - 1)) for _ in range(n_classes)]
    layout.sort()  # module 0's classes first: module 1 may use them at import time
    names = [f"{draw(st.sampled_from(_CLASS_WORDS))}{i}" for i in range(n_classes)]
    for i, (name, module) in enumerate(zip(names, layout)):
        u.classes[name] = ClassDef(name, module, [])
    for j in range(draw(st.integers(0, 2))):
        _draw_object_named(draw, u, names, j)
    for i, name in enumerate(names):
        _draw_class_shape(draw, u, names, i)
    for named in u.named.values():  # once every class has its fields, defaults can name them
        if named.default is PENDING:  # not where no item can be written (see Universe.writable)
            named.default = draw(Values(u).json(named.target, nonzero=True)) if u.writable(named.target, nonzero=True) else NO
    for name in names:
        for f in u.classes[name].fields:
            _draw_default(draw, u, f)
    _break_default_cycles(u)
    _draw_python_defaults(draw, u, names)
    _drop_unguarded_required(u)
    _draw_constraints(draw, u)
    return u


def _drop_unguarded_required(u: Universe) -> None:
    """`+required` only where it can fail (DG205): not on a field with a default, nor on a
    non-omitempty field that KEP-1929 defaults to its zero value."""
    for cls in u.classes.values():
        for f in cls.fields:
            if f.presence != "required":
                continue
            always = not isinstance(f.type, Opt) and not f.omitempty and u.has_zero(f.type)
            if always or u.field_default(f) is not NO:
                f.presence = ""


# --------------------------------------------------------------------------- constraints


def json_kind(u: Universe, t: T) -> str:
    """The JSON kind of a position, for tests/constrained.py: "int", "float", "str", "list",
    "dict", "object", or "other" (bool, the kinds: no constraint is drawn there)."""
    plain = u.underlying(t.inner if isinstance(t, Opt) else t)
    if isinstance(plain, Scalar):
        return {"str": "str", "int": "int", "float": "float"}.get(plain.kind, "other")
    return {ListOf: "list", DictOf: "dict", Ref: "object"}.get(type(plain), "other")


def position_cons(u: Universe, t: T, own: C.Cons | None) -> C.Cons | None:
    """What a position of type `t` declaring `own` is checked against: the constraints of the
    named types it goes through (outermost winning), then its own."""
    chain = []
    t = t.inner if isinstance(t, Opt) else t
    while isinstance(t, Named):
        chain.append(u.named[t.name].cons)
        t = u.named[t.name].target
    effective = None
    for cons in reversed(chain):
        effective = C.overlay(effective, cons)
    return C.overlay(effective, own)


def levels(u: Universe, t: T) -> list[C.Cons | None]:
    """The constraints of the named types `t` goes through, outermost first."""
    return [u.named[name].cons for name in _named_chain(u, t)]


def _named_chain(u: Universe, t: T) -> list[str]:
    t = t.inner if isinstance(t, Opt) else t
    out = []
    while isinstance(t, Named):
        out.append(t.name)
        t = u.named[t.name].target
    return out


def _witnesses(u: Universe) -> dict[tuple, list]:
    """Every value each position must admit: the written defaults (SPEC §2 DG308 checks them as
    written, where they stand and inside each other) and, for a field the schema lets be
    absent that the decoder reads as its zero value, that zero value (DG309)."""
    out: dict[tuple, list] = {}

    def walk(value: object, t: T, key: tuple | None) -> None:
        if value is None:
            return
        keys = ([key] if key else []) + [("named", n) for n in _named_chain(u, t)]
        for k in keys:
            out.setdefault(k, []).append(value)
        plain = u.underlying(t.inner if isinstance(t, Opt) else t)
        if isinstance(plain, ListOf | DictOf) and isinstance(value, list | dict):
            element = plain.item if isinstance(plain, ListOf) else plain.value
            for item in value if isinstance(value, list) else value.values():
                for k in keys:
                    walk(item, element, (*k, "items"))
        elif isinstance(plain, Ref) and isinstance(value, dict):
            for ancestor in u.ancestors(plain.name):
                out.setdefault(("class", ancestor), []).append(value)
            for f in u.wire_fields(plain.name):
                if value.get(f.wire) is not None:
                    walk(value[f.wire], f.type, ("field", id(f)))
                elif u.field_default(f) is NO and not isinstance(f.type, Opt) and not f.omitempty and u.has_zero(f.type):
                    # defaulting the inserted object fills in KEP-1929's zero (or `{}`), which
                    # validation then sees
                    walk(zero_spec_json(u, f.type), f.type, ("field", id(f)))

    for named in u.named.values():
        if named.default is not NO and named.default is not PENDING:
            walk(named.default, Named(named.name), None)
    for cls in u.classes.values():
        for f in cls.fields:
            if f.wire is None:
                continue
            key = ("field", id(f))
            if u.field_default(f) is not NO:
                walk(u.field_default(f), f.type, key)
            elif not isinstance(f.type, Opt) and u.has_zero(f.type) and not f.omitempty and f.presence == "optional":
                walk(zero_spec_json(u, f.type), f.type, key)
            plain = u.underlying(f.type.inner if isinstance(f.type, Opt) else f.type)
            if isinstance(plain, ListOf | DictOf):  # a named item type's default fills a null item
                element = plain.item if isinstance(plain, ListOf) else plain.value
                if not isinstance(element, Opt) and u.type_default(element) is not NO:
                    walk(u.type_default(element), element, (*key, "items"))
    return out


def zero_spec_json(u: Universe, t: T) -> object:
    plain = u.underlying(t)
    if isinstance(plain, Kind):
        return copy.deepcopy(KINDS[plain.name].zero)
    return {Scalar: lambda: ZERO.get(getattr(plain, "kind", ""), None), ListOf: list, DictOf: dict, Ref: dict}[type(plain)]()


_CEL_WORDS = {"in", "as", "break", "const", "continue", "else", "for", "function", "if", "import", "let", "loop",
              "package", "namespace", "return", "var", "void", "while", "true", "false", "null", "self"}  # fmt: skip


def _draw_constraints(draw, u: Universe) -> None:
    """Validation and semantic markers where lint accepts them, admitting every witness."""
    witnesses = _witnesses(u)
    crd = {c.module for c in u.classes.values() if "+kubebuilder:object:root=true" in c.comments}

    def draw_at(key: tuple, t: T, module: int, *, items: bool = True) -> C.Cons | None:
        if draw(st.integers(0, 3)) == 0:
            return None
        kind = json_kind(u, t)
        seen = witnesses.get(key, [])
        prefer = C.restated(levels(u, t))
        if kind in ("int", "float", "str"):
            return C.draw_scalar(draw, kind, seen, prefer=prefer)
        if kind not in ("list", "dict"):
            return None
        plain = u.underlying(t.inner if isinstance(t, Opt) else t)
        element = plain.item if isinstance(plain, ListOf) else plain.value
        item_plain = u.underlying(element)
        scalar = isinstance(item_plain, Scalar) or (isinstance(item_plain, Kind) and item_plain.name not in ("any", "object"))
        if scalar and not isinstance(element, Opt):
            item_kind = "scalar"
        elif isinstance(item_plain, Ref) and not isinstance(element, Opt):
            item_kind = "object"
        else:
            item_kind = None
        keys = _map_keys(u, item_plain.name) if item_kind == "object" else []
        c = C.draw_collection(draw, kind, seen, item_kind, map_keys=keys, crd=module in crd, prefer=prefer)
        if items and kind == "list" and json_kind(u, element) in ("int", "float", "str") and draw(st.booleans()):
            below = levels(u, element)
            inner = C.draw_scalar(draw, json_kind(u, element), witnesses.get((*key, "items"), []), prefer=C.restated(below))
            inner = C.settle(inner, below)
            if inner is not None:
                c = c or C.Cons(seed=draw(st.integers(0, 2**16)))
                c.items = inner
        return c

    for named in u.named.values():  # in declaration order: a named type's target comes first
        if not named.of_objects:
            named.cons = draw_at(("named", named.name), Named(named.name), named.module)
            named.cons = C.settle(named.cons, levels(u, named.target))
            if named.cons is not None and named.cons.rules and isinstance(u.underlying(named.target), Scalar):
                named.cons.rules = ()  # (kept simple: scalar rules are drawn on fields)
    for cls in u.classes.values():
        for f in cls.fields:
            if f.wire is None:
                continue
            f.cons = C.settle(draw_at(("field", id(f)), f.type, cls.module), levels(u, f.type))
            choice = isinstance(u.underlying(f.type.inner), Kind) and bool(KINDS[u.underlying(f.type.inner).name].members) if isinstance(f.type, Opt) else False
            optional = f.omitempty or f.presence == "optional"
            if isinstance(f.type, Opt) and u.field_default(f) is NO and optional and not choice and draw(st.integers(0, 4)) == 0:
                if f.cons is None or f.cons.enum is None:
                    f.cons = f.cons or C.Cons(seed=f.seed)
                    f.cons.nullable = True  # null is a value: kept by the CRD path, None when decoded
        pairs = [
            (a.wire, b.wire)
            for a in u.wire_fields(cls.name)
            for b in u.wire_fields(cls.name)
            if a is not b and a.type == b.type and json_kind(u, a.type) in ("int", "str")
            and all(w.isidentifier() and w.isascii() and w not in _CEL_WORDS for w in (a.wire, b.wire))
        ]
        if draw(st.integers(0, 2)) == 0:
            cls.cons = C.draw_object(draw, witnesses.get(("class", cls.name), []), pairs)
    for cls in u.classes.values():
        # a typed object cannot tell the null to_dict writes for a +nullable field from the key
        # an object the CRD path inserts as a default lacks: not where properties are counted
        # (docs/decisions.md, the agreement property)
        if any(u.classes[a].cons and (u.classes[a].cons.min_properties is not None or u.classes[a].cons.max_properties is not None)
               for a in u.ancestors(cls.name)):  # fmt: skip
            for f in u.fields(cls.name):
                if f.cons is not None:
                    f.cons.nullable = False


def _map_keys(u: Universe, cls: str) -> list[str]:
    """Fields of an item class that can key a `+listType=map` (DG306: required or defaulted;
    a scalar; a wire name a marker can spell)."""
    out = []
    for f in u.wire_fields(cls):
        if isinstance(f.type, Opt) or json_kind(u, f.type) not in ("int", "str"):
            continue
        required = f.presence == "required" or (not f.omitempty and f.presence != "optional")
        if (required or u.field_default(f) is not NO) and f.wire.isidentifier() and f.wire.isascii():
            out.append(f.wire)
    return out


def _draw_named(draw, u: Universe, i: int) -> None:
    """A named scalar, or list or dict of scalars, with or without a default of its own."""
    module = draw(st.integers(0, u.modules - 1))
    name = f"{draw(st.sampled_from(_NAMED_WORDS))}{i}"
    # A NewType's supertype is evaluated at import: only names already defined can be used.
    earlier = [Named(n.name) for n in u.named.values() if n.module in (0, module)]
    kinds = [Kind(k) for k in ("color", "phase", "datetime", "bytes", "intstr")]
    leaves = st.sampled_from([Scalar(k) for k in ZERO] + [Scalar("str"), Scalar("int")] + kinds + earlier)
    target = draw(
        st.one_of(
            leaves, leaves, leaves,
            st.builds(ListOf, leaves), st.builds(DictOf, leaves),
            st.builds(ListOf, st.builds(Opt, leaves)),
        )
    )  # fmt: skip
    named = NamedDef(name, module, target, spelling=draw(st.sampled_from(["newtype", "alias"])))
    named.comments = draw(st.lists(st.sampled_from(_DESCRIPTIONS), max_size=2))
    u.named[name] = named
    if draw(st.booleans()):
        named.default = draw(Values(u).json(target))


def _draw_object_named(draw, u: Universe, names: list[str], j: int) -> None:
    """A named list or dict of dataclasses (`Ports = NewType("Ports", list[Port])`). Its
    default, drawn once the classes have fields, is non-empty, so fields of the type are
    given omitempty (DG203)."""
    module = draw(st.integers(0, u.modules - 1))
    usable = [n for n in names if u.classes[n].module in (0, module)]
    if not usable:
        return
    element: T = Ref(draw(st.sampled_from(usable)))
    if draw(st.booleans()):
        element = Opt(element)
    target = ListOf(element) if draw(st.booleans()) else DictOf(element)
    name = f"{draw(st.sampled_from(_NAMED_WORDS))}s{j}"
    spelling = draw(st.sampled_from(["newtype", "alias"]))
    u.named[name] = NamedDef(name, module, target, spelling=spelling, of_objects=True)
    if draw(st.booleans()):
        u.named[name].default = PENDING


def _draw_type(draw, u: Universe, names: list[str], i: int) -> T:
    """A field type of class `names[i]`. A non-Optional dataclass field only names an earlier
    class (no cycle, DG304) that is importable when this class is created."""
    module = u.classes[names[i]].module
    before = [Ref(n) for n in names[:i] if u.classes[n].module in (0, module)]
    kind = draw(st.sampled_from(["leaf", "leaf", "scalar", "container", "optional", "optional", "dataclass"]))
    if kind == "scalar":  # where most validation markers go (tests/constrained.py)
        return draw(st.sampled_from([Scalar("str"), Scalar("int"), Scalar("float")]))
    if kind == "dataclass" and before:
        return draw(st.sampled_from(before))
    if kind == "optional":
        return Opt(_draw_element(draw, u, names, 1, optional=False))
    if kind == "container":
        return _draw_container(draw, u, names, 1)
    return draw(st.sampled_from(_leaves(u) + [Kind("any")]))  # Any: not in Optional, nor a dict value


def _leaves(u: Universe) -> list[T]:
    return [Scalar(k) for k in ZERO] + [Kind(k) for k in KINDS if k != "any"] + [Named(n) for n in u.named]


def _draw_container(draw, u: Universe, names: list[str], depth: int) -> T:
    element = _draw_element(draw, u, names, depth + 1)
    return ListOf(element) if draw(st.booleans()) else DictOf(element)


def _draw_element(draw, u: Universe, names: list[str], depth: int, optional: bool = True) -> T:
    """A list item, dict value or Optional's inner type: anything but an Optional of Optional;
    any class, this one and later ones too (they are only read lazily)."""
    kinds = ["leaf", "leaf", "dataclass", "dataclass"] + ["container"] * (depth < 3) + ["optional"] * optional
    kind = draw(st.sampled_from(kinds))
    if kind == "dataclass":
        return Ref(draw(st.sampled_from(names)))
    if kind == "container":
        return _draw_container(draw, u, names, depth)
    if kind == "optional":
        return Opt(_draw_element(draw, u, names, depth, optional=False))
    return draw(st.sampled_from(_leaves(u)))


def _draw_class_shape(draw, u: Universe, names: list[str], i: int) -> None:
    """Fields, wire names and omitempty of one class; defaults come later."""
    cls = u.classes[names[i]]
    bases = [n for n in names[:i] if u.classes[n].module in (0, cls.module)]
    if bases and draw(st.integers(0, 4)) == 0:
        cls.base = draw(st.sampled_from(bases))
    if cls.base and draw(st.integers(0, 2)) == 0:  # Python refuses mixed frozenness and two slotted layouts
        seconds = [
            n
            for n in bases
            if not u.ancestors(n) & u.ancestors(cls.base)
            and not _names(u, n) & _names(u, cls.base)  # a field of both would take one place
            and _frozen(u.classes[n]) == _frozen(u.classes[cls.base])
            and not any("slots=True" in u.classes[a].decorator for a in u.ancestors(n) | u.ancestors(cls.base))
        ]
        cls.second = draw(st.sampled_from(seconds)) if seconds else None
    inherited = [f for base in (cls.second, cls.base) if base for f in u.fields(base)]
    taken = {f.name for f in inherited} | set(_NOT_FIELD_NAMES) | set(u.classes) | set(u.named)
    wires = {f.wire for f in inherited}
    for _ in range(draw(st.integers(0, 6))):
        t = _draw_type(draw, u, names, i)
        name = _identifier(draw(st.sampled_from(_FIELD_WORDS)), taken)
        f = FieldDef(name, t, wire=name, seed=draw(st.integers(0, 2**32)))
        _draw_wire(draw, u, f, wires)
        cls.fields.append(f)
    cls.doc = draw(st.none() | st.sampled_from(["A type.", "Ünïcode docstring.\n\nWith a second paragraph."]))
    decorators = ["@dataclass", "@dataclass", "@dataclasses.dataclass", "@dataclass()", "@dataclass(eq=True, repr=False)"]
    decorators += ["@dataclass(kw_only=True)", "@dataclasses.dataclass(slots=True)"]
    frozen = ["@dataclass(frozen=True)", "@dataclasses.dataclass(frozen=True, slots=True)"]
    if cls.base:  # Python refuses to mix frozen and non-frozen dataclasses in one hierarchy
        cls.decorator = draw(st.sampled_from(frozen if _frozen(u.classes[cls.base]) else decorators))
    else:
        cls.decorator = draw(st.sampled_from(decorators + frozen))
    cls.extras = draw(st.integers(0, 5)) == 0
    cls.comments = draw(st.lists(st.sampled_from(["A comment above the class.", "+kubebuilder:object:root=true"]), max_size=1))


def _names(u: Universe, cls: str) -> set[str]:
    """The Python and wire names of a class's fields."""
    return {name for f in u.fields(cls) for name in (f.name, f.wire) if name is not None}


def _frozen(cls: ClassDef) -> bool:
    return "frozen=True" in cls.decorator


_NOT_FIELD_NAMES = frozenset(
    "field dataclass dataclasses typing ClassVar Dict List NewType Optional TypeAlias Union other "
    "str int float bool list dict registry describe datetime Enum IntEnum Any Literal Color Phase Level".split()
)  # names the class body itself reads, and the extras


def _draw_wire(draw, u: Universe, f: FieldDef, wires: set[str | None]) -> None:
    """The json tag of a field: its wire name (unique in the class, DG106) and omitempty or
    omitzero (spelled either way, or both), forced where the field's named type has a non-zero
    default (DG203); a non-Optional dataclass field may be omitzero (never omitempty alone: DG202)."""
    t = f.type
    zeroable = not isinstance(t, Opt) and u.zeroable(t)
    dataclass_field = isinstance(u.underlying(t), Ref) and not isinstance(t, Opt)
    if draw(st.integers(0, 14)) == 0:  # not on the wire at all
        f.wire, f.tag = None, "-"
        return
    omitempty = False if dataclass_field else draw(st.booleans())  # DG202
    named_default = u.type_default(t)
    if zeroable and named_default is not NO and not u.is_zero(named_default, t):
        omitempty = True  # DG203 (omitzero does as well)
    f.omitempty = omitempty
    if dataclass_field:  # omitzero leaves a zero object out; with it, omitempty is no DG202
        options = draw(st.sampled_from(["", "", ",omitzero", ",omitempty,omitzero"]))
    else:
        options = draw(st.sampled_from([",omitempty", ",omitempty", ",omitzero", ",omitempty,omitzero"])) if omitempty else ""
    f.omitzero = "omitzero" in options
    wire = f.name
    if draw(st.booleans()) or f.name in wires:
        wire = draw(st.sampled_from(_WIRE_WORDS)) or f.name
        if wire == "-" and not options:
            wire = f.name  # a bare "-" would skip the field
        while wire in wires:
            wire += "_"
    f.wire = wire
    wires.add(wire)
    if wire == f.name and not options and draw(st.booleans()):
        f.tag = None  # no metadata at all
    else:
        f.tag = ("" if wire == f.name and draw(st.booleans()) else wire) + options
    f.presence = draw(st.sampled_from(["", "", "", "optional", "required"]))
    if f.presence == "optional" and not options and not isinstance(t, Opt) and u.underlying(t) == Kind("bytes"):
        f.presence = ""  # DG309: absent, it decodes to b"", which `format: byte` refuses


def _draw_default(draw, u: Universe, f: FieldDef) -> None:
    """The field's own `+default`, where SPEC §2 allows one."""
    if f.wire is None:
        return
    t = f.type
    values = Values(u)
    if isinstance(t, Opt):
        if u.writable(t.inner) and draw(st.booleans()):
            f.default = draw(values.json(t.inner))
    elif not u.has_zero(t):  # no zero value: a default fills the unset field (docs/decisions.md)
        if u.field_default(f) is NO or draw(st.booleans()):
            f.default = draw(values.json(t))
    elif u.zeroable(t) and f.omitempty:
        kind = draw(st.sampled_from(["none", "zero", "value", "value"]))
        if kind == "zero" and u.is_zero(smallest(u, t), t):  # not bytes: "" is no valid byte (DG308)
            # as Kubernetes' LocalObjectReference.name: `+default=""` (DG204 allows it)
            f.default = smallest(u, t)
        elif kind == "value" and u.writable(t, nonzero=True):
            f.default = draw(values.json(t, nonzero=True))


def _fills(
    u: Universe, value: object, t: T, implied: frozenset[str] = frozenset()
) -> Iterator[FieldDef | NamedDef]:
    """What defaulting an inserted `value` of type `t` fills in: the fields with a default
    left unset in the objects inside it and in the `{}` that an unset non-Optional dataclass
    field becomes (a default holds no null item for a named type's default to replace: DG308)."""
    if value is None:
        return
    if isinstance(t, Opt):
        yield from _fills(u, value, t.inner)
        return
    plain = u.underlying(t)
    if isinstance(plain, ListOf | DictOf) and isinstance(value, list | dict):
        element = plain.item if isinstance(plain, ListOf) else plain.value
        for item in value if isinstance(value, list) else value.values():
            yield from _fills(u, item, element)
    elif isinstance(plain, Ref) and isinstance(value, dict):
        for f in u.wire_fields(plain.name):
            target = u.underlying(f.type)
            if value.get(f.wire) is not None:
                yield from _fills(u, value[f.wire], f.type)
            elif u.field_default(f) is not NO:
                yield f
            elif isinstance(target, Ref) and not isinstance(f.type, Opt) and target.name not in implied:
                yield from _fills(u, {}, target, implied | {target.name})


def _default_carrier(u: Universe, t: T) -> NamedDef | None:
    """The named type whose default a value of `t` takes (the nearest on a chain), if any."""
    t = t.inner if isinstance(t, Opt) else t
    while isinstance(t, Named):
        if u.named[t.name].default is not NO:
            return u.named[t.name]
        t = u.named[t.name].target
    return None


def default_cycle(u: Universe) -> list[FieldDef | NamedDef] | None:
    """Defaults that fill each other in, round in a circle (defaulting never ends:
    `next: Optional[Node]` defaulting to `{}`), or None. A node is a field with a default (once,
    however many classes inherit it) or a named type with one (its fields take it)."""
    nodes: list[FieldDef | NamedDef] = [n for n in u.named.values() if n.default is not NO]
    nodes += [f for c in u.classes.values() for f in c.fields if f.wire is not None and u.field_default(f) is not NO]
    edges = {id(n): (n, list(_fills(u, *_inserted(u, n)))) for n in nodes}
    state: dict[int, int] = {}
    trail: list[FieldDef | NamedDef] = []

    def visit(key: int) -> list[FieldDef | NamedDef] | None:
        state[key] = 1
        trail.append(edges[key][0])
        for target in edges[key][1]:
            if state.get(id(target)) == 1:
                return trail[next(i for i, n in enumerate(trail) if n is target) :]
            if id(target) not in state:
                found = visit(id(target))
                if found is not None:
                    return found
        trail.pop()
        state[key] = 2
        return None

    for key in edges:
        if key not in state and (found := visit(key)) is not None:
            return found
    return None


def _inserted(u: Universe, node: FieldDef | NamedDef) -> tuple[object, T]:
    """The default a node inserts, and its type."""
    return (node.default, node.target) if isinstance(node, NamedDef) else (u.field_default(node), node.type)


def _break_default_cycles(u: Universe) -> None:
    """Drop defaults until none fills itself in again: both paths would recurse forever (DG304)."""
    while (cycle := default_cycle(u)) is not None:
        node = cycle[0]  # its default holds objects: dropping it (or its type's) is always clean
        if isinstance(node, FieldDef) and node.default is not NO:
            node.default = NO
            continue
        named = node if isinstance(node, NamedDef) else _default_carrier(u, node.type)
        assert named is not None
        named.default = NO  # every other default is still valid as written: it held no null


def smallest(u: Universe, t: T, *, nonzero: bool = False) -> object:
    """The smallest JSON value of `t` that lints clean inside a default and that its own schema
    accepts as written (DG308): the zero value (but for bytes: `""` is no valid byte), an object
    with its required fields only; with `nonzero`, the smallest other than the zero (DG305).
    `t` must be `writable` (with `nonzero`, `writable(t, nonzero=True)`)."""
    plain = u.underlying(t.inner if isinstance(t, Opt) else t)
    if isinstance(plain, Kind):
        kind = KINDS[plain.name]
        if kind.zero is not NO and not nonzero and plain.name != "bytes":
            return copy.deepcopy(kind.zero)
        others = [value for _, value in kind.members if value != kind.zero]
        return others[0] if others else _NONZERO_KIND[plain.name]
    if isinstance(plain, Scalar):
        return {"str": "a", "int": 1, "float": 1.0, "bool": True}[plain.kind] if nonzero else ZERO[plain.kind]
    if isinstance(plain, ListOf):
        return [smallest(u, plain.item)] if nonzero else []
    if isinstance(plain, DictOf):
        return {"a": smallest(u, plain.value)} if nonzero else {}
    assert isinstance(plain, Ref)
    return {f.wire: smallest(u, f.type, nonzero=u.must_be_nonzero(f)) for f in u.wire_fields(plain.name) if u.required(f)}


_NONZERO_KIND = {"datetime": "2000-01-01T00:00:00Z", "date": "2000-01-01", "bytes": "AA==", "intstr": 1, "object": {"a": 0}}


def _draw_python_defaults(draw, u: Universe, names: list[str]) -> None:
    """Which fields are required constructor arguments. A class used as a base, or as a
    subclass, or by a non-Optional field of one of those, must be constructible with no
    arguments; a non-Optional dataclass field can only default to a constructible class."""
    must: set[str] = set()
    for name in names:
        for base in (u.classes[name].base, u.classes[name].second):
            if base:
                must |= {name, base}
    changed = True
    while changed:
        changed = False
        for name in list(must):
            for f in u.fields(name):
                plain = u.underlying(f.type)
                if isinstance(plain, Ref) and not isinstance(f.type, Opt) and plain.name not in must:
                    must.add(plain.name)
                    changed = True
    bases = {base for n in names for base in (u.classes[n].base, u.classes[n].second) if base}
    for name in names:  # earlier classes first: `constructible` of a field's class is known
        cls = u.classes[name]
        # Python itself leaves a slotted base's `init=False` field unset in a subclass's
        # `__init__` (it counts on a class attribute, which the slot replaced): not a shape
        # an object of which can be built (docs/decisions.md, class shapes)
        slotted_base = name in bases and "slots=True" in cls.decorator
        for f in cls.fields:
            plain = u.underlying(f.type)
            needs_arg = isinstance(plain, Ref) and not isinstance(f.type, Opt) and not u.constructible(plain.name)
            f.required_arg = needs_arg or (name not in must and draw(st.integers(0, 5)) == 0)
            f.init = f.required_arg or slotted_base or draw(st.integers(0, 5)) != 0
        cls.fields.sort(key=lambda f: not f.required_arg)  # dataclasses: no default after a default


# --------------------------------------------------------------------------- oracles


def encode(u: Universe, value: object, t: T) -> object:
    """Go's `encoding/json` on a spec value (SPEC §3 `to_dict`): wire names; omitempty drops
    a non-Optional zero value (never a nested object) and a None Optional; None is null."""
    if value is None:
        return None
    if isinstance(value, W):
        return copy.deepcopy(value.wire)
    if isinstance(t, Opt):
        return encode(u, value, t.inner)
    plain = u.underlying(t)
    if isinstance(plain, ListOf):
        return [encode(u, item, plain.item) for item in value]  # type: ignore[union-attr]
    if isinstance(plain, DictOf):
        return {k: encode(u, v, plain.value) for k, v in value.items()}  # type: ignore[union-attr]
    if isinstance(plain, Ref):
        assert isinstance(value, Obj)
        out = {}
        for f in u.wire_fields(value.cls):
            v = value.values[f.name]
            if f.omitempty and (v is None if isinstance(f.type, Opt) else v is None or u.is_zero(v, f.type)):
                continue  # (a None non-Optional value: Any's null, or a kind's unset value)
            if f.omitzero and (v is None if isinstance(f.type, Opt) else is_zero_value(u, v, f.type)):
                continue  # Go 1.24's omitzero: IsZero, for a struct every field at its zero
            out[f.wire] = encode(u, v, f.type)
        return out
    return value


def is_zero_value(u: Universe, value: object, t: T) -> bool:
    """Go's `reflect.Value.IsZero` on a spec value (what omitzero tests): None (Optional, a
    kind's unset value, Any's null), a scalar's, list's or dict's zero, a kind's zero wire value,
    a dataclass every wire field of which is at its zero (a `json:"-"` field does not count,
    unlike Go: docs/decisions.md). It looks at values, not at what would be serialized."""
    if value is None:
        return True
    if isinstance(t, Opt):
        return False
    plain = u.underlying(t)
    if isinstance(plain, Ref):
        assert isinstance(value, Obj)
        return all(is_zero_value(u, value.values[f.name], f.type) for f in u.wire_fields(plain.name))
    return u.is_zero(value, t)


def decode(u: Universe, data: object, t: T) -> object:
    """Go's `json.Unmarshal` into a spec value (SPEC §3 `from_dict`): a missing key or a null
    gives the zero value (None for Optional); null items stay None."""
    if isinstance(t, Opt):
        return None if data is None else decode(u, data, t.inner)
    plain = u.underlying(t)
    if data is None:
        return zero_spec(u, t)
    if isinstance(plain, Kind):
        return W(plain.name, copy.deepcopy(data))
    if isinstance(plain, ListOf):
        return [None if item is None else decode(u, item, plain.item) for item in data]  # type: ignore[union-attr]
    if isinstance(plain, DictOf):
        return {k: None if v is None else decode(u, v, plain.value) for k, v in data.items()}  # type: ignore[union-attr]
    if isinstance(plain, Ref):
        assert isinstance(data, dict)
        values = {}
        for f in u.fields(plain.name):
            values[f.name] = decode(u, data.get(f.wire), f.type) if f.wire is not None else zero_spec(u, f.type)
        return Obj(plain.name, values)
    return data


def zero_spec(u: Universe, t: T) -> object:
    if isinstance(t, Opt):
        return None
    plain = u.underlying(t)
    if isinstance(plain, Scalar):
        return ZERO[plain.kind]
    if isinstance(plain, Kind):  # a kind without a zero value: unset (None) until defaulted
        zero = KINDS[plain.name].zero
        return None if zero is NO else W(plain.name, copy.deepcopy(zero))
    if isinstance(plain, ListOf):
        return []
    if isinstance(plain, DictOf):
        return {}
    assert isinstance(plain, Ref)
    return Obj(plain.name, {f.name: zero_spec(u, f.type) for f in u.fields(plain.name)})


def default_object(u: Universe, obj: Obj) -> Obj:
    """SPEC §3's table on a spec, top-down, returning a new spec (the input is kept)."""
    values = {}
    for f in u.fields(obj.cls):
        value = obj.values[f.name]
        if f.wire is None:  # `json:"-"`: skipped entirely
            values[f.name] = value
            continue
        default = u.field_default(f)
        if isinstance(f.type, Opt):
            if value is None and default is not NO:
                value = decode(u, default, f.type.inner)
        elif default is not NO and (value is None or u.is_zero(value, f.type)) and not (
            value is not None and u.is_zero(default, f.type)
        ):
            # a zero D changes nothing, and the generated code tests nothing for it: this
            # matters for `int | str`, whose zero values 0 and "" differ (docs/decisions.md)
            value = decode(u, default, f.type)
        values[f.name] = _default_value(u, value, f.type)
    return Obj(obj.cls, values)


def _default_value(u: Universe, value: object, t: T) -> object:
    if value is None:
        return None
    if isinstance(t, Opt):
        return _default_value(u, value, t.inner)
    plain = u.underlying(t)
    if isinstance(plain, ListOf | DictOf):
        element = plain.item if isinstance(plain, ListOf) else plain.value
        fill = NO if isinstance(element, Opt) else u.type_default(element)

        def item(v: object) -> object:
            if v is None and fill is not NO:
                v = decode(u, fill, element)
            return _default_value(u, v, element)

        if isinstance(plain, ListOf):
            return [item(v) for v in value]  # type: ignore[union-attr]
        return {k: item(v) for k, v in value.items()}  # type: ignore[union-attr]
    if isinstance(plain, Ref):
        assert isinstance(value, Obj)
        return default_object(u, value)
    return value


def drop_absent_properties(u: Universe, data: object, t: T) -> object:
    """`data` as the client's decoder reads it (SPEC §3): object properties that are null, and
    omitempty (or omitzero) properties at their zero value, removed as absent. Guided by the type, so null
    list items and nullable map values, which are values, stay."""
    if data is None:
        return None
    if isinstance(t, Opt):
        return drop_absent_properties(u, data, t.inner)
    plain = u.underlying(t)
    if isinstance(plain, ListOf) and isinstance(data, list):
        return [drop_absent_properties(u, item, plain.item) for item in data]
    if isinstance(plain, DictOf) and isinstance(data, dict):
        return {k: drop_absent_properties(u, v, plain.value) for k, v in data.items()}
    if isinstance(plain, Ref) and isinstance(data, dict):
        by_wire = {f.wire: f for f in u.wire_fields(plain.name)}
        kept = {}
        for k, v in data.items():
            f = by_wire.get(k)
            if v is None or (f is not None and f.omitempty and not isinstance(f.type, Opt) and u.is_zero(v, f.type)):
                continue
            if f is not None and f.omitzero and not isinstance(f.type, Opt) and isinstance(u.underlying(f.type), Ref):
                if isinstance(v, dict) and is_zero_value(u, decode(u, v, f.type), f.type):
                    continue  # an omitzero object at Go's IsZero reads as absent too
            kept[k] = drop_absent_properties(u, v, f.type) if f is not None else v
        return kept
    return data


def with_null_items(u: Universe, data: object, t: T, rng: random.Random) -> object:
    """`data` (a JSON document of `t`) as a person might write it: now and then a list item or
    dict value replaced by null, whatever its type (SPEC §4's item zero defaults are about what
    both paths make of them)."""
    if data is None:
        return None
    if isinstance(t, Opt):
        return with_null_items(u, data, t.inner, rng)
    plain = u.underlying(t)
    if isinstance(plain, ListOf | DictOf) and isinstance(data, list | dict):
        element = plain.item if isinstance(plain, ListOf) else plain.value

        def item(v: object) -> object:
            return None if rng.random() < 0.3 else with_null_items(u, v, element, rng)

        if isinstance(data, list):
            return [item(v) for v in data]
        return {k: item(v) for k, v in data.items()}
    if isinstance(plain, Ref) and isinstance(data, dict):
        by_wire = {f.wire: f for f in u.wire_fields(plain.name)}
        return {k: with_null_items(u, v, by_wire[k].type, rng) if k in by_wire else v for k, v in data.items()}
    return data


def members(u: Universe, data: object, t: T, path: str = "$") -> Iterator[tuple[str, object, T, FieldDef | None]]:
    """Every value inside `data` (a JSON document of `t`), top-down, with its path, its declared
    type and, for an object's property, its field (None for a list item or dict value)."""
    if data is None:
        return
    plain = u.underlying(t.inner if isinstance(t, Opt) else t)
    if isinstance(plain, ListOf | DictOf) and isinstance(data, list | dict):
        element = plain.item if isinstance(plain, ListOf) else plain.value
        for key, v in enumerate(data) if isinstance(data, list) else data.items():
            yield f"{path}[{key!r}]", v, element, None
            yield from members(u, v, element, f"{path}[{key!r}]")
    elif isinstance(plain, Ref) and isinstance(data, dict):
        by_wire = {f.wire: f for f in u.wire_fields(plain.name)}
        for k, v in data.items():
            if k in by_wire:
                yield f"{path}.{k}", v, by_wire[k].type, by_wire[k]
                yield from members(u, v, by_wire[k].type, f"{path}.{k}")


def refused_nulls(u: Universe, data: object, t: T) -> list[str]:
    """Where `data` holds a null list item or dict value that its schema does not allow (not
    Optional, so not `nullable`; not Any): what the API server's validation refuses."""
    return [
        path
        for path, v, element, f in members(u, data, t)
        if v is None and f is None and not isinstance(element, Opt) and u.underlying(element) != Kind("any")
    ]


def defaulted_zeros(u: Universe, data: object, t: T) -> bool:
    """Whether `data` holds an omitempty property at its zero value whose field has a default:
    SPEC §3's accepted drift (an explicit zero for an omitempty field), which the built-in path
    defaults and the CRD path keeps."""
    return any(
        f is not None and f.omitempty and not isinstance(f.type, Opt) and u.is_zero(v, f.type) and u.field_default(f) is not NO
        for _, v, _, f in members(u, data, t)
    )


def kept_zeros(u: Universe, data: object, t: T) -> bool:
    """Whether `data` holds an omitempty or omitzero property at its zero value, default or
    not (SPEC §3's accepted drift: the CRD path keeps it, to_dict and the built-in path leave
    it out); `defaulted_zeros` is the case where the built-in path then fills in a default."""
    return any(
        f is not None and (f.omitempty or f.omitzero) and not isinstance(f.type, Opt) and u.is_zero(v, f.type)
        for _, v, _, f in members(u, data, t)
    )


def same_json(a: object, b: object) -> bool:
    """JSON equality that Python's `==` blurs: `true` is not `1`; `1` and `1.0` are one number."""
    if isinstance(a, bool) or isinstance(b, bool):
        return type(a) is type(b) and a == b
    if isinstance(a, int | float) and isinstance(b, int | float):
        return a == b
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(same_json(x, y) for x, y in zip(a, b))
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(same_json(a[k], b[k]) for k in a)
    return type(a) is type(b) and a == b


def build(spec: object, classes: dict[str, type]) -> object:
    """A fresh Python value of a spec: dataclass instances from `classes` (the universe's
    classes and module 0's Enums), new containers, a kind's Python value from its wire form."""
    if isinstance(spec, W):
        kind = KINDS[spec.kind]
        if kind.annotation in ENUMS:
            return classes[kind.annotation](spec.wire)
        if spec.kind == "datetime":
            return datetime.datetime.fromisoformat(spec.wire)  # type: ignore[arg-type]
        if spec.kind == "date":
            return datetime.date.fromisoformat(spec.wire)  # type: ignore[arg-type]
        if spec.kind == "bytes":
            return base64.b64decode(spec.wire)  # type: ignore[arg-type]
        return copy.deepcopy(spec.wire)
    if isinstance(spec, Obj):
        cls = classes[spec.cls]
        init = {f.name for f in dataclasses.fields(cls) if f.init}
        obj = cls(**{k: build(v, classes) for k, v in spec.values.items() if k in init})
        for k, v in spec.values.items():  # `init=False` fields, as a frozen dataclass's __init__ sets them
            if k not in init:
                object.__setattr__(obj, k, build(v, classes))
        return obj
    if isinstance(spec, list):
        return [build(v, classes) for v in spec]
    if isinstance(spec, dict):
        return {k: build(v, classes) for k, v in spec.items()}
    return spec


def run_cli(root: Path, *args: str) -> tuple[int, str, str]:
    """`defaultgen ARGS` run in `root` as a user would (in this process, for speed): the exit
    status, standard output and standard error."""
    from defaultgen.cli.main import main

    out, err = io.StringIO(), io.StringIO()
    here = os.getcwd()
    os.chdir(root)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            status = main(list(args))
    finally:
        os.chdir(here)
    return status, out.getvalue(), err.getvalue()
