"""The built-in defaulting path: one generated Python module per source module (SPEC §3).

Python decides *what* the generated code does (which checks, in which order, with which values)
as small step records and expressions (`codegen.layout`); the jinja2 templates in `templates/` decide
how that reads as Python; black formats the result once (`codegen.formatted`). Everything that reaches
the output is fixed syntax, an identifier read from the source, or a value written by
`python_literal`.
"""

from __future__ import annotations

import functools
import keyword
import sys
from collections import defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar, TypeVar

from ..fileio import GENERATED_HEADER
from ..source.model import (
    SCALAR_ZERO,
    Choice,
    ClassRef,
    DataClass,
    DictOf,
    Field,
    ListOf,
    ModuleDecl,
    Optional,
    PyDefaultKind,
    Scalar,
    Special,
    Type,
)
from ..openapi.implicit import item_default
from ..source.values import NO_ZERO, has_zero, is_zero, zero_value
from .formatted import format_source
from .iszero import ZeroTests
from .layout import (
    LINE_LENGTH,
    Args,
    Call,
    Comp,
    Cond,
    Display,
    Expr,
    clause,
    fit,
    literal,
    signature,
)
from .pyliteral import python_literal
from .support import go_patterns, shared_texts
from .validators import ValidateError, ValidatorCode, Validators

if TYPE_CHECKING:
    from ..source.universe import Universe

_DECODERS = (  # the decoding functions of each class, and their docstrings
    ("from_dict", "Build {} from its JSON object the way Go's json.Unmarshal reads it."),
    ("load", "Decode {} from its JSON object and apply its defaults (from_dict, then set_defaults)."),
)
_R = TypeVar("_R")
SOURCE_ALIAS = "_src"
# The codec's helpers for the kinds with a fixed wire form (templates/kinds.py.j2), each
# written into a generated module only when it uses it, with the standard modules it needs.
HELPERS = ("_rfc3339", "_datetime", "_date", "_b64", "_bytes", "_int_or_string", "_member", "_one_of", "_object")
_HELPER_IMPORTS = {"_rfc3339": "datetime", "_datetime": "datetime", "_date": "datetime", "_b64": "base64",
                   "_bytes": "base64", "_object": "copy", "copy.deepcopy": "copy"}  # fmt: skip
_TO_JSON = {"datetime": "_rfc3339", "bytes": "_b64", "any": "copy.deepcopy", "object": "copy.deepcopy"}
_FROM_JSON = {"datetime": "_datetime", "date": "_date", "bytes": "_bytes", "int-or-string": "_int_or_string",
              "any": "copy.deepcopy", "object": "_object"}  # fmt: skip
SUPPORT_ALIAS = "_dg"
SUPPORT_STEM = "_defaultgen"  # the support module's name in its package (see support_module_name)
_RESERVED = frozenset({SOURCE_ALIAS, SUPPORT_ALIAS, "_T", "_registered", *HELPERS})  # module-level names of our own


class GenerateError(Exception):
    """Source that cannot become a generated module; the message names the place."""


# --------------------------------------------------------------------------- steps of set_defaults


@dataclass(frozen=True)
class FrozenField:
    """The field `name` of `obj` as the target of an assignment when its dataclass is frozen
    (`obj.name = value` raises there): `object.__setattr__(obj, "name", value)`, as the
    dataclass's own __init__ sets its fields."""

    name: str

    def call(self, value: Expr) -> Call:
        return Call("object.__setattr__", Args(("obj", python_literal(self.name), value)))


Target = str | FrozenField  # what a value is assigned to: `obj.name`, a local, an item, or a frozen field


@dataclass(frozen=True)
class IfZero:
    """`if test: target = value`: a non-Optional scalar, list or dict at its zero value (`test`
    is `not <target>`, or for an Enum `<target> is <its zero member>`)."""

    kind: ClassVar[str] = "if_zero"
    target: Target
    value: Expr
    test: str


@dataclass(frozen=True)
class IfNone:
    """`if target is None: assign = value`; `assign` is the target, or for a list item or dict
    value the entry it came from (`v0 = obj.items[i0]` when the item is visited afterwards)."""

    kind: ClassVar[str] = "if_none"
    target: str
    assign: Target
    value: Expr


@dataclass(frozen=True)
class Descend:
    """`set_defaults_X(target)`: default a dataclass value's own fields."""

    kind: ClassVar[str] = "descend"
    call: Call


@dataclass(frozen=True)
class IfNotNone:
    """`if target is not None:` then `body`."""

    kind: ClassVar[str] = "if_not_none"
    target: str
    body: tuple[Step, ...]


@dataclass(frozen=True)
class EachItem:
    """A loop over a list's items or a dict's values; `slot` names the index or key variable
    when items may be replaced."""

    kind: ClassVar[str] = "each_item"
    target: str
    item: str
    body: tuple[Step, ...]
    is_dict: bool
    slot: str = ""


Step = IfZero | IfNone | Descend | IfNotNone | EachItem

# --------------------------------------------------------------------------- codec entries


@dataclass(frozen=True)
class Encoded:
    """One `data[key] = value` of to_dict; `when` is "" (always), "truthy", "not_none", or
    "not_zero" (`target` is then the IsZero test of an omitzero dataclass field)."""

    key: str
    target: str
    value: Expr
    when: str


@dataclass(frozen=True)
class Argument:
    """One argument of the decoders' constructor call: by position while every field before
    it is passed by position too (half the cost of a keyword), else by keyword `name`."""

    name: str
    value: Expr
    positional: bool = False


@dataclass(frozen=True)
class Store:
    """`target = value` after the decoders' constructor call: an `init=False` field, which
    __init__ does not take."""

    target: Target
    value: Expr


# --------------------------------------------------------------------------- checks of from_dict
# Each check takes the raw JSON value in local `var` and leaves the decoded value there. A value
# of the wrong type goes through `fix`, a call into the support module that records the
# problem at `where` (keys and indexes relative to the object being decoded). A new kind of
# type is one more record here and one more branch in templates/from_dict.py.j2.


@dataclass(frozen=True)
class CheckScalar:
    """`if test: var = fix`: a str, int, float or bool (`test` is true for a wrong type)."""

    kind: ClassVar[str] = "scalar"
    var: str
    test: str
    fix: Call


@dataclass(frozen=True)
class CheckObject:
    """`var = from_dict_X(var, strict)`; the nested object's problems are recorded under
    its place (`nested`). With `keep_null`, null stays None; else it is decoded to the zero
    object."""

    kind: ClassVar[str] = "object"
    var: str
    call: Call
    nested: Call
    keep_null: bool


@dataclass(frozen=True)
class CheckEach:
    """A list (or dict) copied item by item into `out`, each item checked by `body`; null is
    None with `keep_null`, else `zero`; any other non-list is a problem (`fix`). A dict's
    keys must be strings (`bad_key`); with `drop_null` its null values are left out, as the
    CRD path removes a null value that no default fills (SPEC §5)."""

    kind: ClassVar[str] = "each"
    var: str
    out: str
    slot: str
    item: str
    body: tuple[Check, ...]
    is_dict: bool
    keep_null: bool
    zero: Expr
    fix: Call
    bad_key: Call | None
    drop_null: bool = False


@dataclass(frozen=True)
class CheckConvert:
    """`var = call` (a helper of the module reading an Enum, Literal, datetime, ... from its
    wire form, raising ValueError for anything else, recorded by `invalid`); null is None
    with `keep_null` (or for a type without a zero value: unset), else `null`."""

    kind: ClassVar[str] = "convert"
    var: str
    call: Expr
    invalid: Call
    keep_null: bool
    null: Expr


Check = CheckScalar | CheckObject | CheckEach | CheckConvert | IfNone


@dataclass(frozen=True)
class FieldRead:
    """`var = read` (the field's JSON value), then its checks."""

    var: str
    read: Expr
    checks: tuple[Check, ...]


@dataclass(frozen=True)
class Decoder:
    """One decoding function of a class, `<codec>_<Class>`: from_dict (Go's json.Unmarshal)
    or load (the same, applying the class's defaults on the way: from_dict then set_defaults
    in one pass). Both read each field (`fields`), then build the object from `arguments`."""

    codec: str
    doc: str
    fields: tuple[FieldRead, ...]


@dataclass(frozen=True)
class ClassCode:
    """What the templates write for one dataclass."""

    name: str
    set_defaults: tuple[Step, ...]
    to_dict: tuple[Encoded, ...]
    decoders: tuple[Decoder, ...]
    arguments: tuple[Argument, ...]
    stores: tuple[Store, ...]
    unknown_keys: Call
    validator: ValidatorCode | None = None  # validate_<Class> (codegen.validators)


# --------------------------------------------------------------------------- names


def output_file_name(pattern: str, stem: str) -> str:
    """The file name `pattern` gives the module whose file stem is `stem`.

    Raises ValueError when the pattern cannot name a Python module next to its source.
    """
    if "{module}" not in pattern or not pattern.endswith(".py") or "/" in pattern or "\\" in pattern:
        raise ValueError(
            f"output-pattern {pattern!r} must be a file name containing {{module}} and ending in .py "
            "(e.g. {module}_defaults.py)"
        )
    if pattern == "{module}.py":
        raise ValueError("output-pattern '{module}.py' would name the source file itself")
    return pattern.replace("{module}", stem)


def generated_module_name(module: ModuleDecl, pattern: str) -> str:
    """The dotted name of `module`'s generated module (`pkg.types` → `pkg.types_defaults`)."""
    if module.is_package:
        package, stem = module.module, "__init__"
    else:
        package, _, stem = module.module.rpartition(".")
    name = output_file_name(pattern, stem)[: -len(".py")]
    return f"{package}.{name}" if package else name


def import_statement(importer: str, target: str, alias: str) -> str:
    """How the generated module `importer` imports the module `target` as `alias` (SPEC §6):
    relatively when both are in the same top-level package (`from . import types as _src`,
    `from ..b import common as _common` in `pkg.a` for `pkg.b.common`), so the code keeps
    working when the package is installed, vendored or renamed; absolutely for a top-level
    target (a relative import cannot name a top-level package) or one in another top-level
    package."""
    package = importer.split(".")[:-1]
    *parent, name = target.split(".")
    if not parent or not package or parent[0] != package[0]:
        return f"import {target} as {alias}"
    shared = 0
    while shared < min(len(package), len(parent)) and package[shared] == parent[shared]:
        shared += 1
    head = f"from {'.' * (len(package) - shared + 1)}{'.'.join(parent[shared:])} import "
    line = f"{head}{name} as {alias}"
    return line if len(line) <= LINE_LENGTH else f"{head}(\n    {name} as {alias},\n)"


def support_module_name(module: ModuleDecl) -> str:
    """The dotted name of the support module that `module`'s generated module imports: one
    per output root, the top-level package (`pkg.sub.types` → `pkg._defaultgen`), or the
    module root itself for modules outside any package."""
    top = module.module.partition(".")[0] if module.is_package or "." in module.module else ""
    return f"{top}.{SUPPORT_STEM}" if top else SUPPORT_STEM


def _field_target(name: str, frozen: bool) -> Target:
    """How the generated code assigns the field `name` of `obj`: `obj.name = ...`, or through
    object.__setattr__ when its dataclass is frozen."""
    return FrozenField(name) if frozen else f"obj.{name}"


def _positional(arguments: tuple[tuple[Argument, bool] | None, ...]) -> tuple[Argument, ...]:
    """The constructor's arguments, each `(argument, field is positional)` or None for a field
    left to its Python default: positional up to the first field that is not or is left out."""
    result, by_position = [], True
    for entry in arguments:
        by_position = by_position and entry is not None and entry[1]
        if entry is not None:
            result.append(Argument(entry[0].name, entry[0].value, by_position))
    return tuple(result)


def support_file(source: Path, module: str, is_package: bool) -> Path:
    """Where the support module of the module `module`, whose file is `source`, is written."""
    folder = source.parent
    for _ in range(module.count(".") - (0 if is_package else 1)):
        folder = folder.parent
    return folder / f"{SUPPORT_STEM}.py"


def _importable(dotted: str) -> bool:
    return bool(dotted) and all(part.isidentifier() and not keyword.iskeyword(part) for part in dotted.split("."))


def _unreachable(module: str) -> str:
    """Why a generated `import` could not reach the source module `module` ("" if it can)."""
    if not _importable(module):
        return f"`{module}` is not an importable module name; rename the file or its folders, or set module-root"
    if "." not in module and module in sys.stdlib_module_names:
        return (
            f"`{module}` is a top-level module named like the standard library's, which `import {module}` "
            "would find instead; make its folder a package (add __init__.py) or set module-root"
        )
    return ""


class _Names:
    """How one generated module spells a class and its generated functions: locally, or
    through an alias of the module that holds them (imported, once, on first use)."""

    def __init__(self, universe: Universe, module: ModuleDecl, pattern: str) -> None:
        self._universe = universe
        self._module = module.module
        self._pattern = pattern
        self._taken = set(_RESERVED)
        self.imports: dict[str, str] = {}  # module -> alias

    def function(self, kind: str, ref: ClassRef) -> str:
        if ref.module == self._module:
            return f"{kind}_{ref.name}"
        target = generated_module_name(self._universe.module(ref.module), self._pattern)  # type: ignore[arg-type]
        return f"{self._alias(target)}.{kind}_{ref.name}"

    def constructor(self, ref: ClassRef) -> str:
        alias = SOURCE_ALIAS if ref.module == self._module else self._alias(ref.module)
        return f"{alias}.{ref.name}"

    def _alias(self, module: str) -> str:
        alias = self.imports.get(module)
        if alias is None:
            why = _unreachable(module)
            if why:
                raise GenerateError(why)
            alias = base = "_" + module.rpartition(".")[2]
            number = 2
            while alias in self._taken:
                alias, number = f"{base}_{number}", number + 1
            self._taken.add(alias)
            self.imports[module] = alias
        return alias


# --------------------------------------------------------------------------- what the code does


class _Code:
    """The statements and expressions of one generated module.

    `names` spells classes and their generated functions; `needs(ref)` says whether a
    class's set_defaults does anything (calls to those that do nothing are left out).
    """

    def __init__(self, universe: Universe, names: _Names, needs: Callable[[ClassRef], bool]) -> None:
        self.universe = universe
        self.function = names.function
        self.constructor = names.constructor
        self.needs = needs
        self.helpers: set[str] = set()  # the codec helpers the module's code calls
        self.zero = ZeroTests(universe, lambda choice: str(self.value(zero_value(choice, universe), choice)))

    def helper(self, name: str) -> str:
        self.helpers.add(name)
        return name

    # -- set_defaults

    def class_steps(self, cls: DataClass) -> tuple[Step, ...]:
        # a `json:"-"` field is skipped entirely (SPEC §1): the schema does not have it either
        return tuple(step for field in cls.wire_fields for step in self._field_steps(field, cls.decl.frozen))

    def _field_steps(self, field: Field, frozen: bool) -> tuple[Step, ...]:
        return self._located(field, self._steps_of, field, frozen)

    def _steps_of(self, field: Field, frozen: bool) -> tuple[Step, ...]:
        target = f"obj.{field.name}"
        assign = _field_target(field.name, frozen)
        plain = self.universe.underlying(field.type)
        default = self.universe.field_default(field)
        if isinstance(plain, Optional):
            if default is None:
                return self._visit(plain, target, 0)
            value = self.value(default.value, plain.inner)
            return (IfNone(target, assign, value), *self._visit(plain.inner, target, 0))
        if isinstance(plain, ClassRef):  # a marker here is DG201: the type's own defaults apply
            if not self.needs(plain):
                return ()
            return (
                IfNone(target, assign, f"{self.constructor(plain)}()"),  # None is taken as Cls()
                Descend(Call(self.function("set_defaults", plain), target)),
            )
        steps = self._visit(plain, target, 0)
        if default is not None and not is_zero(default.value, plain, self.universe):
            steps = (self._default_step(plain, target, assign, self.value(default.value, plain)), *steps)
        return steps

    def _located(self, field: Field, build: Callable[..., _R], *args: object) -> _R:
        """`build(*args)`; a ValueError (a default that cannot be written) is located at the field."""
        try:
            return build(*args)
        except ValueError as exc:
            module = self.universe.dataclass(field.owner).module
            span = field.decl.span
            raise GenerateError(
                f"{module.path}:{span.line}:{span.col}: cannot write the default of `{field.name}`: {exc}"
            ) from None

    def _visit(self, type_: Type, target: str, depth: int) -> tuple[Step, ...]:
        """Steps that default what the value at `target` contains (top-down: the value itself
        has been defaulted already)."""
        plain = self.universe.underlying(type_)
        if isinstance(plain, Optional):
            inner = self._visit(plain.inner, target, depth)
            return (IfNotNone(target, inner),) if inner else ()
        if isinstance(plain, ClassRef):
            return (Descend(Call(self.function("set_defaults", plain), target)),) if self.needs(plain) else ()
        if not isinstance(plain, ListOf | DictOf):
            return ()
        is_dict = isinstance(plain, DictOf)
        item_type = plain.value if isinstance(plain, DictOf) else plain.item
        item, slot = f"v{depth}", (f"k{depth}" if is_dict else f"i{depth}")
        body = self._visit(item_type, item, depth + 1)
        default = None if isinstance(item_type, Optional) else self.universe.type_default(item_type)
        if default is not None:  # a None item becomes the item type's default, then is visited
            entry = f"{target}[{slot}]"
            replace = IfNone(item, f"{item} = {entry}" if body else entry, self.value(default.value, item_type))
            return (EachItem(target, item, (replace, *body), is_dict, slot),)
        if not body:
            return ()
        if not isinstance(item_type, Optional):
            body = (IfNotNone(item, body),)  # a null item without a default stays None
        return (EachItem(target, item, body, is_dict),)

    def _zero_test(self, plain: Type, target: str) -> str:
        """Whether the value at `target` is its type's zero: falsy, or an Enum's zero member."""
        if isinstance(plain, Choice) and plain.qualname is not None:
            return f"{target} is {self.value(zero_value(plain, self.universe), plain)}"
        return f"not {target}"

    def _default_step(self, plain: Type, target: str, assign: Target, value: Expr) -> IfNone | IfZero:
        """The step that gives a non-Optional value at `target` (set through `assign`) its
        default `value`: when it is at its zero value, or still None (unset) for a type
        without a zero value."""
        if not has_zero(plain, self.universe) or plain == Special("any"):
            return IfNone(target, assign, value)  # no zero value: decoding leaves None for a missing key
        return IfZero(assign, value, self._zero_test(plain, target))

    def value(self, value: object, type_: Type, codec: str = "from_dict") -> Expr:
        """An expression building a fresh copy of the JSON `value` as a `type_`: dataclasses
        through their from_dict (fields missing from the JSON at their zero values), or
        through their load (defaulted too) when `codec` is "load"; Enum members by name,
        datetimes, dates and bytes decoded from their wire text."""
        plain = self.universe.underlying(type_)
        if isinstance(plain, Optional):
            return "None" if value is None else self.value(value, plain.inner, codec)
        if value is None:  # a null item in a default: what decoding it gives (SPEC §4's item defaults)
            default = self.universe.type_default(type_)
            if default is not None and codec == "load":  # as set_defaults fills it in
                return self.value(default.value, type_, codec)
            zero = item_default(type_, self.universe) if default is None else None
            if zero is not None and zero is not NO_ZERO:  # the zero value from_dict decodes it to
                return self.value(zero, type_, codec)
        if isinstance(plain, Choice) and plain.qualname is not None and value in plain.values:
            return f"{self.constructor(ClassRef(plain.qualname))}.{plain.names[plain.values.index(value)]}"
        if isinstance(plain, Special) and plain.kind in ("datetime", "date", "bytes") and isinstance(value, str):
            return Call(self.helper(_FROM_JSON[plain.kind]), python_literal(value))
        if isinstance(plain, ClassRef) and isinstance(value, dict):
            return Call(self.function(codec, plain), literal(value))
        if isinstance(plain, ListOf) and isinstance(value, list) and value:
            return Display("[", tuple(("", self.value(item, plain.item, codec)) for item in value), "]")
        if isinstance(plain, DictOf) and isinstance(value, dict) and value and all(type(k) is str for k in value):
            if item_default(plain.value, self.universe) is NO_ZERO:  # a null nothing fills is left out
                value = {k: v for k, v in value.items() if v is not None}
            items = tuple((f"{python_literal(k)}: ", self.value(v, plain.value, codec)) for k, v in value.items())
            return Display("{", items, "}") if items else literal(value)
        return literal(value)

    # -- the codec

    def encoded(self, field: Field) -> Encoded:
        """to_dict's entry for a wire field: Go's encoding/json, omitempty and omitzero included."""
        target = f"obj.{field.name}"
        key = python_literal(field.wire_name)
        plain = self.universe.underlying(field.type)
        if isinstance(plain, Optional):
            converted = self._convert(plain.inner, target, "to_dict", 0)
            if field.omits_zero:
                return Encoded(key, target, converted or target, "not_none")
            value = target if converted is None else Cond("None", f"{target} is None", converted)
            return Encoded(key, target, value, "")
        value = self._convert(plain, target, "to_dict", 0) or target
        if not isinstance(plain, ClassRef) and not has_zero(plain, self.universe) and value != target:
            value = Cond("None", f"{target} is None", value)  # unset: None until set_defaults fills it
        if isinstance(plain, ClassRef) and field.omitzero:  # Go's IsZero: every field at its zero
            return Encoded(key, self.zero.call(plain, target), value, "not_zero")
        if not field.omits_zero or isinstance(plain, ClassRef):
            return Encoded(key, target, value, "")  # never left out: a dataclass without omitzero
        if plain == Special("any") or not has_zero(plain, self.universe):
            return Encoded(key, target, value, "not_none")  # Any's zero is None (null); unset is None
        if isinstance(plain, Choice) and plain.qualname is not None:
            return Encoded(key, f"{target}.value", value, "truthy")  # the member's value is "" or 0
        return Encoded(key, target, value, "truthy")

    def argument(self, field: Field, var: str) -> tuple[Argument, bool] | None:
        """from_dict's constructor argument for an `init` field (the local `var` it was decoded
        into), and whether the field may be passed by position. A field that is not on the
        wire is left to the constructor, or given its zero value when it has no Python default."""
        if field.wire_name is not None:
            return Argument(field.name, var), field.decl.positional
        if field.decl.py_default.kind is PyDefaultKind.NONE:
            return Argument(field.name, self._zero(self.universe.underlying(field.type))), field.decl.positional
        return None

    def decoded(self, field: Field, var: str, codec: str) -> FieldRead:
        """How from_dict (`codec` "from_dict") or load ("load") reads a wire field into `var`:
        Go's json.Unmarshal (missing or null: the zero value, or None when Optional), every
        JSON type checked. load applies the defaults on the way, as set_defaults would after
        from_dict: a null that has a default is replaced by the default's JSON before it is
        decoded (and defaulted), a non-Optional value still at its zero value afterwards by
        the default itself."""
        key = python_literal(field.wire_name)
        plain = self.universe.underlying(field.type)
        read = f"data.get({key})"
        if isinstance(plain, Scalar):  # a missing key is the zero value without a detour
            read = f"data.get({key}, {python_literal(SCALAR_ZERO[plain.kind])})"
        if isinstance(plain, Choice | Special) and self.universe.field_default(field) is None:
            if not has_zero(plain, self.universe) and plain != Special("any"):  # nothing can fill it
                required = Call("_dg.missing", Args(("errors", key)))
                return FieldRead(var, read, (*self._check(plain, var, (key,), False, 0, codec), IfNone(var, var, required)))
        default = self.universe.field_default(field) if codec == "load" else None
        if default is None or isinstance(plain, ClassRef):  # on a dataclass it is DG201
            return FieldRead(var, read, self._check(plain, var, (key,), False, 0, codec))
        if isinstance(plain, Optional):
            checks = self._check(plain, var, (key,), False, 0, codec)
            return FieldRead(var, read, (IfNone(var, var, self._located(field, literal, default.value)), *checks))
        checks = self._check(plain, var, (key,), False, 0, codec)
        if is_zero(default.value, plain, self.universe):
            return FieldRead(var, read, checks)
        value = self._located(field, self.value, default.value, plain, "load")
        return FieldRead(var, read, (*checks, self._default_step(plain, var, var, value)))

    def _check(
        self, type_: Type, var: str, where: tuple[str, ...], keep_null: bool, depth: int, codec: str
    ) -> tuple[Check, ...]:
        """The checks that decode the JSON value in `var` as a `type_` in place. Null becomes
        None with `keep_null` (an Optional, or an item whose type has a default), else the
        zero value. With `codec` "load", dataclasses are decoded by their load and a null
        item whose type has a default becomes that default."""
        plain = self.universe.underlying(type_)
        if isinstance(plain, Optional):
            return self._check(plain.inner, var, where, True, depth, codec)
        null = "None" if keep_null else self._zero(plain)
        if isinstance(plain, Scalar):
            test = f"type({var}) is not {plain.kind}"
            if plain.kind == "int":  # Go's int is 64 bits: json.Unmarshal refuses more
                test = f"{test} or not -(2**63) <= {var} < 2**63"
            if keep_null:
                test = f"{var} is not None and ({test})" if plain.kind == "int" else f"{var} is not None and {test}"
            return (CheckScalar(var, test, self._fix(var, plain.kind, null, where)),)
        if isinstance(plain, ClassRef):
            call = Call(self.function(codec, plain), Args((var, "strict")))  # null: the zero object
            return (CheckObject(var, call, Call("_dg.nested", Args(("errors", "exc", *where))), keep_null),)
        if isinstance(plain, ListOf | DictOf):
            is_dict = isinstance(plain, DictOf)
            item_type = plain.value if isinstance(plain, DictOf) else plain.item
            item, slot = f"v{depth}", (f"k{depth}" if is_dict else f"i{depth}")
            default = None if isinstance(item_type, Optional) else self.universe.type_default(item_type)
            if default is not None and codec == "load":  # a null item is its type's default
                body: tuple[Check, ...] = (
                    IfNone(item, item, literal(default.value)),
                    *self._check(item_type, item, (*where, slot), False, depth + 1, codec),
                )
            else:
                keep = isinstance(item_type, Optional) or default is not None
                body = self._check(item_type, item, (*where, slot), keep, depth + 1, codec)
            # nothing may fill a null item (SPEC §4): a list refuses it, a dict drops the value,
            # as the CRD path keeps a null item (which validation refuses) and removes a null value
            unfilled = item_default(item_type, self.universe) is NO_ZERO
            if unfilled and not is_dict:
                refused = Call("_dg.null_item", Args(("errors", *where, slot)))
                body = (IfNone(item, item, refused), *body)
            kind = "dict" if is_dict else "list"
            bad_key = Call("_dg.bad_key", Args(("errors", slot, *where))) if is_dict else None
            fix = self._fix(var, kind, null, where)
            each = CheckEach(var, f"out{depth}", slot, item, body, is_dict, keep_null, null, fix, bad_key, unfilled and is_dict)
            return (each,)
        if isinstance(plain, Choice | Special):  # a helper of the module reads the wire form
            call = self._convert(plain, var, "from_dict", depth)
            unset = not has_zero(plain, self.universe) or plain == Special("any")  # null stays None
            invalid = Call("_dg.invalid", Args(("errors", "exc", *where)))
            return (CheckConvert(var, call, invalid, keep_null or unset, null),)
        raise ValueError(f"no decoder for {type_}")  # lint reports unmappable types (DG302) first

    def wire(self, type_: Type, expr: str) -> str:
        """The expression of the JSON form of the (not None) typed value `expr`, as to_dict
        writes it: `expr` itself for a scalar."""
        converted = self._convert(type_, expr, "to_dict", 0)
        return expr if converted is None else str(converted)

    @staticmethod
    def _fix(var: str, kind: str, null: Expr, where: tuple[str, ...]) -> Call:
        return Call("_dg.fix", Args((var, python_literal(kind), null, "errors", *where)))

    def _zero(self, type_: Type) -> Expr:
        """An expression for a fresh zero value of `type_` (what decoding null gives)."""
        if isinstance(type_, Optional):
            return "None"
        zero = zero_value(type_, self.universe)
        return "None" if zero is NO_ZERO else self.value(zero, type_)

    def _convert(self, type_: Type, expr: str, codec: str, depth: int) -> Expr | None:
        """`expr` (not None) in the other side's form through `codec` ("to_dict" or
        "from_dict"), or None when it is the value itself (a scalar). Containers are copied;
        their None items stay None."""
        plain = self.universe.underlying(type_)
        if isinstance(plain, Optional):
            return self._convert(plain.inner, expr, codec, depth)
        if isinstance(plain, ClassRef):
            return Call(self.function(codec, plain), expr)
        if isinstance(plain, Choice):
            if codec == "to_dict":
                return f"{expr}.value" if plain.qualname is not None else None
            if plain.qualname is not None:
                return f"{self.helper('_member')}({self.constructor(ClassRef(plain.qualname))}, {expr})"
            return f"{self.helper('_one_of')}({expr}, {python_literal(list(plain.values))})"
        if isinstance(plain, Special):
            if codec == "to_dict":
                if plain.kind == "date":
                    return f"{expr}.isoformat()"
                return Call(self.helper(_TO_JSON[plain.kind]), expr) if plain.kind in _TO_JSON else None
            return Call(self.helper(_FROM_JSON[plain.kind]), expr)
        if not isinstance(plain, ListOf | DictOf):
            return None
        item = f"v{depth}"
        inner = self._convert(plain.value if isinstance(plain, DictOf) else plain.item, item, codec, depth + 1)
        if inner is None:
            return Call("dict" if isinstance(plain, DictOf) else "list", expr)
        converted = Cond("None", f"{item} is None", inner)
        if isinstance(plain, DictOf):
            return Comp("{", f"k{depth}: ", converted, f"for k{depth}, {item} in {expr}.items()", "}")
        return Comp("[", "", converted, f"for {item} in {expr}", "]")


# --------------------------------------------------------------------------- modules


class Generator:
    """Generated modules for the dataclasses of one universe, all written by the same rules."""

    def __init__(self, universe: Universe, output_pattern: str) -> None:
        output_file_name(output_pattern, "x")  # a bad pattern fails here, once
        self.universe = universe
        self.pattern = output_pattern
        self._needs: dict[str, bool] = {}
        self._solved_in: dict[str, tuple[str, int]] = {}  # class -> the `_solve` that decided it (tracked)
        self._probe_names = _Names(universe, ModuleDecl("", ""), output_pattern)  # spells for no module

    def source(self, module: ModuleDecl) -> str:
        """The black-formatted text of `module`'s generated module (it must have dataclasses)."""
        return format_source(self.render(module))

    def render(self, module: ModuleDecl) -> str:
        """The text of `module`'s generated module, before black."""
        classes = self.universe.dataclasses_of(module)
        why = _unreachable(module.module)
        if why:
            raise GenerateError(f"{module.path}: {why}")
        own = generated_module_name(module, self.pattern)
        if not _importable(own):
            raise GenerateError(
                f"{module.path}: the generated module `{own}` would not be importable; change output-pattern"
            )
        self._solve(c.qualname for c in classes)
        names = _Names(self.universe, module, self.pattern)
        code = _Code(self.universe, names, self._need)
        checks = Validators(self.universe, names.function, code.wire)
        try:
            rendered = [replace(self._class_code(code, cls), validator=checks.class_code(cls)) for cls in classes]
        except ValidateError as exc:
            raise GenerateError(f"{module.path}: {exc}") from None
        support = support_module_name(module)
        imports = [
            import_statement(own, target, alias)
            for target, alias in [
                (module.module, SOURCE_ALIAS),
                (support, SUPPORT_ALIAS),
                *sorted(names.imports.items()),
            ]
        ]
        helpers = [name for name in HELPERS if name in code.helpers]
        zero_tests = list(code.zero.functions.values())  # reached while rendering the classes above
        standard = {_HELPER_IMPORTS[name] for name in code.helpers if name in _HELPER_IMPORTS}
        if checks.python_patterns:
            standard.add("re")
        return (
            _environment()
            .get_template("module.py.j2")
            .render(
                header=GENERATED_HEADER,
                source=module.module,
                imports=imports,
                classes=rendered,
                alias=SOURCE_ALIAS,
                helpers=helpers,
                zero_tests=zero_tests,
                standard=sorted(standard),
                patterns=[(name, python_literal(source)) for name, source in checks.python_patterns.items()],
                support=support,
            )
        )

    @staticmethod
    def _class_code(code: _Code, cls: DataClass) -> ClassCode:
        variables = {f.name: f"f{i}" for i, f in enumerate(cls.fields)}  # locals of from_dict
        names = [python_literal(f.wire_name) for f in cls.wire_fields]
        keys: Expr = f"({names[0]},)" if len(names) == 1 else Display("(", tuple(("", n) for n in names), ")")
        return ClassCode(
            name=cls.name,
            set_defaults=code.class_steps(cls),
            to_dict=tuple(code.encoded(f) for f in cls.wire_fields),
            decoders=tuple(
                Decoder(codec, doc.format(cls.name), tuple(code.decoded(f, variables[f.name], codec) for f in cls.wire_fields))
                for codec, doc in _DECODERS
            ),
            # __init__'s parameters in Python's order; an InitVar is left to its default
            arguments=_positional(
                tuple(code.argument(f, variables[f.name]) if f.name in variables else None for f in cls.parameters)
            ),
            # what __init__ does not take is set once the object is built (after __post_init__);
            # one that is not on the wire is left to the dataclass
            stores=tuple(
                Store(_field_target(f.name, cls.decl.frozen), variables[f.name])
                for f in cls.wire_fields
                if not f.decl.init
            ),
            unknown_keys=Call("_dg.unknown_keys", Args(("data", keys, "errors"))),
        )

    @staticmethod
    def support_source() -> str:
        """The black-formatted text of the support module."""
        return format_source(Generator.render_support())

    @staticmethod
    def render_support() -> str:
        """The text of the support module, before black: the same for every output root."""
        return _environment().get_template("support.py.j2").render(
            header=GENERATED_HEADER, shared=shared_texts(), go_patterns=go_patterns()
        )

    def _solve(self, roots: Iterable[str]) -> None:
        """Whether each class reachable from `roots` needs defaulting, i.e. its set_defaults
        would do anything: it has steps of its own, or it holds a class that needs defaulting.
        (The least such set: a cycle through Optional fields with no default costs nothing.)

        What one call decides is memoised, as a result of the universe's tracker: whoever uses
        an answer depends on the lookups that decided it (`cache.deps`)."""
        pending = []
        for qualname in roots:
            if qualname in self._needs:
                self.universe.tracker.use(self._solved_in[qualname])
            else:
                pending.append(qualname)
        if not pending:
            return
        key = ("solve", len(self._solved_in))
        self.universe.tracker.use(key)
        self.universe.tracker.start(key)
        try:
            self._solve_new(pending, key)
        finally:
            self.universe.tracker.end()

    def _solve_new(self, pending: list[str], key: tuple[str, int]) -> None:
        holds: dict[str, set[str]] = {}  # class -> the classes whose set_defaults it would call
        with_steps = []
        while pending:
            qualname = pending.pop()
            if qualname in self._needs:
                self.universe.tracker.use(self._solved_in[qualname])
                continue
            if qualname in holds:
                continue
            holds[qualname] = set()
            if self._has_own_steps(qualname, holds[qualname]):
                with_steps.append(qualname)
            pending.extend(holds[qualname])
        self._needs.update(dict.fromkeys(holds, False))
        self._solved_in.update(dict.fromkeys(holds, key))
        held_by = defaultdict(list)
        for holder, held in holds.items():
            for qualname in held:
                held_by[qualname].append(holder)
        needing = with_steps + [q for q, held in holds.items() if any(self._needs[h] for h in held)]
        while needing:
            qualname = needing.pop()
            if not self._needs[qualname]:
                self._needs[qualname] = True
                needing.extend(held_by[qualname])

    def _need(self, ref: ClassRef) -> bool:
        """Whether the class's set_defaults does anything (`_solve` decided it)."""
        self.universe.tracker.use(self._solved_in[ref.qualname])
        return self._needs[ref.qualname]

    def _has_own_steps(self, qualname: str, holds: set[str]) -> bool:
        """Whether the class's set_defaults has steps when no class it holds needs defaulting;
        the classes it holds are added to `holds`."""

        def needs(ref: ClassRef) -> bool:
            holds.add(ref.qualname)
            return False

        return bool(_Code(self.universe, self._probe_names, needs).class_steps(self.universe.dataclass(qualname)))


@functools.cache
def _environment():
    import jinja2

    package = Path(__file__).parent.parent
    environment = jinja2.Environment(
        # a wheel carries the templates inside the package; a checkout has them at the top
        loader=jinja2.FileSystemLoader([package / "templates", package.parent / "templates"]),
        undefined=jinja2.StrictUndefined,
        autoescape=False,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    environment.globals.update(fit=fit, signature=signature, clause=clause)
    return environment
