"""What the generated code of one module does, field by field: the set_defaults steps, the
to_dict entries and the from_dict / load checks of each field (`codegen.steps`), and the
expressions that build default values and convert values to and from their wire form."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import TYPE_CHECKING, TypeVar

from ..source.model import (
    SCALAR_ZERO,
    Choice,
    ClassRef,
    DataClass,
    DictOf,
    Field,
    ListOf,
    Optional,
    PyDefaultKind,
    Scalar,
    Special,
    Type,
)
from ..openapi.implicit import item_default
from ..source.values import NO_ZERO, has_zero, is_zero, zero_value
from .iszero import ZeroTests
from .layout import Args, Call, Comp, Cond, Display, Expr, literal
from .names import GenerateError, Names
from .prebuilt import Prebuilt
from .pyliteral import python_literal
from .validators import Step as ValidatorStep
from .validators import mentions
from .steps import (
    Argument,
    Check,
    CheckConvert,
    CheckEach,
    CheckObject,
    CheckScalar,
    Descend,
    EachItem,
    Encoded,
    FieldRead,
    IfNone,
    IfNoneElse,
    Built,
    IfNotNone,
    IfZero,
    Inlined,
    InlineLoad,
    Step,
    Target,
    field_target,
)

if TYPE_CHECKING:
    from ..source.universe import Universe
    from .validators import Validators

_R = TypeVar("_R")
_INLINED = 8  # the most fields of a dataclass that to_dict or load writes in place
_INLINED_TREE = 24  # the most fields written in place for one nested dataclass, those below it included
_TO_JSON = {"datetime": "_rfc3339", "bytes": "_b64", "any": "copy.deepcopy", "object": "copy.deepcopy"}
_FROM_JSON = {"datetime": "_datetime", "date": "_date", "bytes": "_bytes", "int-or-string": "_int_or_string",
              "any": "copy.deepcopy", "object": "_object"}  # fmt: skip


class Code:
    """The statements and expressions of one generated module.

    `names` spells classes and their generated functions; `needs(ref)` says whether a
    class's set_defaults does anything (calls to those that do nothing are left out);
    `checks` are the module's validators (whether a class's validate checks anything, below
    it included, and what load checks of it); None writes set_defaults alone.
    """

    def __init__(
        self,
        universe: Universe,
        names: Names,
        needs: Callable[[ClassRef], bool],
        checks: Validators | None = None,
    ) -> None:
        self.universe = universe
        self.function = names.function
        self.constructor = names.constructor
        self.needs = needs
        self.checks = checks
        self.prebuilt = Prebuilt(universe, names.constructor, self.member, checks.needs if checks else lambda ref: True)
        self.helpers: set[str] = set()  # the codec helpers the module's code calls
        # the tables the decoders look an Enum's members or a Literal's values up in: for each
        # Enum or Literal, its name in the module and what the name is bound to
        self.tables: dict[Choice, tuple[str, Expr]] = {}
        # the Enum members the code spells (defaults, zero values), each bound to a module-level
        # name once (`_src.Protocol.TCP` goes through EnumType.__getattr__, 130 ns a read in
        # CPython 3.11; a global is read in 10 ns): for each, that name and what it is bound to
        self.members: dict[tuple[Choice, str], tuple[str, str]] = {}
        # the plain dataclasses the decoders build without calling __init__: for each, what
        # spells the class and the module-level name bound to `functools.partial(object.__new__,
        # cls)` (one global read an object, where `_new(_src.Cls)` read two names and an attribute)
        self.builders: dict[str, str] = {}
        self.zero = ZeroTests(universe, lambda choice: str(self.value(zero_value(choice, universe), choice)))
        self._sizes: dict[tuple[str, str], int | None] = {}  # `_inline_size` of each (codec, class) asked about
        self._below: dict[str, frozenset[str]] = {}  # `_classes_below` of each class asked about

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
        assign = field_target(field.name, frozen)
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
            return self.member(plain, value)
        if isinstance(plain, Special) and plain.kind in ("datetime", "date", "bytes") and isinstance(value, str):
            return Call(self.helper(_FROM_JSON[plain.kind]), python_literal(value))
        if isinstance(plain, ClassRef) and isinstance(value, dict):
            made = self.prebuilt.built(plain, value) if codec == "load" else None
            return made or Call(self.function(codec, plain), literal(value))
        if isinstance(plain, ListOf) and isinstance(value, list) and value:
            return Display("[", tuple(("", self.value(item, plain.item, codec)) for item in value), "]")
        if isinstance(plain, DictOf) and isinstance(value, dict) and value and all(type(k) is str for k in value):
            if item_default(plain.value, self.universe) is NO_ZERO:  # a null nothing fills is left out
                value = {k: v for k, v in value.items() if v is not None}
            items = tuple((f"{python_literal(k)}: ", self.value(v, plain.value, codec)) for k, v in value.items())
            return Display("{", items, "}") if items else literal(value)
        return literal(value)

    # -- the codec

    def encoded(self, field: Field, owner: str = "obj", depth: int = 0) -> Encoded:
        """to_dict's entry for a wire field of the object in `owner`: Go's encoding/json,
        omitempty and omitzero included. A nested dataclass in it (or each item of its list)
        is written in place where `_written_in_place` allows; `depth` counts the objects
        written in place that hold this one (the names of its loop and dicts carry it)."""
        source = f"{owner}.{field.name}"
        entry = replace(self._encoded(field, source, depth), depth=depth)
        plain = self.universe.underlying(field.type)
        plain = plain.inner if isinstance(plain, Optional) else plain
        item = self.universe.underlying(plain.item) if isinstance(plain, ListOf) else None
        item = item.inner if isinstance(item, Optional) else item
        if isinstance(plain, ClassRef) and isinstance(entry.value, Call) and entry.when != "not_zero":
            inline = self._written_in_place(plain, source, depth)
        elif isinstance(item, ClassRef) and isinstance(entry.value, Comp):
            inline = self._written_in_place(item, source, depth)
        else:
            inline = None
        return replace(entry, inline=inline) if inline else entry

    def _written_in_place(self, ref: ClassRef, source: str, depth: int) -> Inlined | None:
        """A nested dataclass that to_dict writes in place, where `_inline_size` allows, as
        load decodes them (`_inline_load`): a single object or a list's items, with what is
        written in place below it. Its object is read into `v<depth>`, the name the item of a
        loop at that depth has (`_convert` numbers them alike): what is written in place at
        one depth is written one after the other, never one inside the other."""
        if self._inline_size(ref.qualname, "to_dict") is None:
            return None
        var = f"v{depth}"
        entries = tuple(self.encoded(f, var, depth + 1) for f in self.universe.dataclass(ref.qualname).wire_fields)
        return Inlined(var, source, f"d{depth}_{source.rpartition('.')[2]}", entries)  # one name per field

    def _encoded(self, field: Field, target: str, depth: int) -> Encoded:
        key = python_literal(field.wire_name)
        plain = self.universe.underlying(field.type)
        if isinstance(plain, Optional):
            converted = self._convert(plain.inner, target, "to_dict", depth)
            if field.omits_zero:
                return Encoded(key, target, converted or target, "not_none")
            value = target if converted is None else Cond("None", f"{target} is None", converted)
            return Encoded(key, target, value, "")
        value = self._convert(plain, target, "to_dict", depth) or target
        if not isinstance(plain, ClassRef) and not has_zero(plain, self.universe) and value != target:
            value = Cond("None", f"{target} is None", value)  # unset: None until set_defaults fills it
        if isinstance(plain, ClassRef) and field.omitzero:  # Go's IsZero: every field at its zero
            return Encoded(key, self.zero.call(plain, target), value, "not_zero")
        if not field.omits_zero or isinstance(plain, ClassRef):
            return Encoded(key, target, value, "")  # never left out: a dataclass without omitzero
        if plain == Special("any") or not has_zero(plain, self.universe):
            return Encoded(key, target, value, "not_none")  # Any's zero is None (null); unset is None
        if isinstance(plain, Choice) and plain.qualname is not None:
            return Encoded(key, f"{target}._value_", value, "truthy")  # the member's value is "" or 0
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

    def decoded(
        self, field: Field, var: str, codec: str, source: str = "data", checked: bool = False, depth: int = 0
    ) -> FieldRead:
        """How from_dict (`codec` "from_dict") or load ("load") reads a wire field into `var`:
        Go's json.Unmarshal (missing or null: the zero value, or None when Optional), every
        JSON type checked. load applies the defaults on the way, as set_defaults would after
        from_dict: a missing key or null that has a default is the default at once, written
        out (`steps.IfNoneElse`: the other checks are for present values) where it can be,
        else the default's JSON decoded in its place; a non-Optional value still at its zero
        value afterwards gets the default itself. `source` holds the JSON object. With `checked`, load checks the
        class's validation markers on the values it decodes (a plain dataclass, `Validators.own`):
        an int whose own minimum and maximum lie within Go's 64 bits is not tested against
        them while decoding too (a value outside fails its bounds, and either way load raises
        and takes the long way, which reports what from_dict reports). `depth` numbers the
        loop variables of its containers (those of loops around it have lower numbers)."""
        key = python_literal(field.wire_name)
        ranged = not (checked and codec == "load" and self._bounded_in_int64(field))
        plain = self.universe.underlying(field.type)
        get = read = f"{source}.get({key})"
        if isinstance(plain, Scalar):  # a missing key is the zero value without a detour
            read = f"{source}.get({key}, {python_literal(SCALAR_ZERO[plain.kind])})"

        def present() -> tuple[Check, ...]:  # the checks of a value that is not None
            return self._check(plain, var, (key,), False, depth, codec, ranged, never_null=True)

        if isinstance(plain, Choice | Special) and self.universe.field_default(field) is None:
            if not has_zero(plain, self.universe) and plain != Special("any"):  # nothing can fill it
                required = Call("_dg.missing", Args((_errors(codec), key)))
                return FieldRead(var, get, (IfNoneElse(var, required, present()),))
        default = self.universe.field_default(field) if codec == "load" else None
        zero_default = default is None or is_zero(default.value, plain, self.universe)
        if isinstance(plain, Scalar) and field.omits_zero and zero_default:
            # left out at its zero value, the field is mostly missing: then one test, not the checks
            zero = python_literal(SCALAR_ZERO[plain.kind])
            return FieldRead(var, get, (IfNoneElse(var, zero, present()),))
        if default is None or isinstance(plain, ClassRef):  # on a dataclass it is DG201
            return FieldRead(var, read, self._check(plain, var, (key,), False, depth, codec, ranged))
        if isinstance(plain, Optional):
            made = self._located(field, self.prebuilt.value, default.value, plain.inner)
            if made is not None:  # decoded when there, else the default written out
                return FieldRead(var, read, (self._if_none(var, made, plain.inner, default.value, present()),))
            checks = self._check(plain, var, (key,), False, depth, codec, ranged)
            return FieldRead(var, read, (IfNone(var, var, self._located(field, literal, default.value)), *checks))
        if is_zero(default.value, plain, self.universe):
            return FieldRead(var, read, self._check(plain, var, (key,), False, depth, codec, ranged))
        # missing or null: the default at once; any other value decoded, and defaulted when it is
        # its type's zero (a type without one never decodes a value to None: it is a problem)
        value = self._located(field, self.value, default.value, plain, "load")
        step = self._default_step(plain, var, var, value)
        checks = (*present(), step) if isinstance(step, IfZero) else present()
        return FieldRead(var, get, (IfNoneElse(var, value, checks),))

    def _check(
        self, type_: Type, var: str, where: tuple[str, ...], keep_null: bool, depth: int, codec: str,
        ranged: bool = True, never_null: bool = False,
    ) -> tuple[Check, ...]:  # fmt: skip
        """The checks that decode the JSON value in `var` as a `type_` in place. Null becomes
        None with `keep_null` (an Optional, or an item whose type has a default), else the
        zero value. With `codec` "load", dataclasses are decoded by their load and a null
        item whose type has a default becomes that default. With `never_null`, a null cannot
        reach the value (a null item was replaced by its default, or refused, before)."""
        plain = self.universe.underlying(type_)
        if isinstance(plain, Optional):
            return self._check(plain.inner, var, where, True, depth, codec, ranged, never_null)
        keep_null = keep_null and not never_null
        null = "None" if keep_null else self._zero(plain)
        if isinstance(plain, Scalar):
            test = _not_exact(plain, var, ranged, small_first=not keep_null)
            if keep_null:
                test = f"{var} is not None and ({test})" if plain.kind == "int" else f"{var} is not None and {test}"
            return (CheckScalar(var, test, self._fix(var, plain.kind, null, where, codec)),)
        if isinstance(plain, ClassRef):
            # null: the zero object; load has no strict mode of its own (load() takes the long way)
            call = Call(self.function(codec, plain), Args((var, "strict")) if codec == "from_dict" else var)
            if codec == "from_dict":
                return (CheckObject(var, call, Call("_dg.nested", Args(("errors", "exc", *where))), keep_null),)
            # load's nested load raises at its first problem (load() then takes the long way); a
            # missing object is its defaulted zero object, written out where it can be
            made = None if keep_null or never_null else self.prebuilt.built(plain, {})
            inline = self._inline_load(plain, var, depth)
            if made is not None:
                present = (CheckObject(var, call, None, False, inline, True),)
                return (self._if_none(var, made, plain, {}, present),)
            return (CheckObject(var, call, None, keep_null, inline, never_null),)
        if isinstance(plain, ListOf | DictOf):
            is_dict = isinstance(plain, DictOf)
            item_type = plain.value if isinstance(plain, DictOf) else plain.item
            # a list item's index is the length of the copy made so far: no enumerate on the valid path
            item, slot = f"v{depth}", (f"k{depth}" if is_dict else f"len(out{depth})")
            default = None if isinstance(item_type, Optional) else self.universe.type_default(item_type)
            unfilled = item_default(item_type, self.universe) is NO_ZERO
            refuses = unfilled and not is_dict  # a null item that nothing fills: a problem
            if default is not None and codec == "load":  # a null item is its type's default
                body: tuple[Check, ...] = (
                    IfNone(item, item, literal(default.value)),
                    *self._check(item_type, item, (*where, slot), False, depth + 1, codec, never_null=True),
                )
            else:
                # nothing may fill a null item (SPEC §4): a list refuses it, a dict drops the value,
                # as the CRD path keeps a null item (which validation refuses) and removes a null value;
                # either way the null is not decoded
                # (load's null_item raises at once: what follows it never sees a null)
                raises = refuses and codec == "load"
                keep = isinstance(item_type, Optional) or default is not None or unfilled and not raises
                body = self._check(item_type, item, (*where, slot), keep, depth + 1, codec, never_null=raises)
            if refuses:
                refused = Call("_dg.null_item", Args((_errors(codec), *where, slot)))
                first = body[0]
                if raises and isinstance(first, CheckObject) and first.inline:  # tested once it is not an object
                    body = (replace(first, refused=refused), *body[1:])
                else:
                    body = (IfNone(item, item, refused), *body)
            kind = "dict" if is_dict else "list"
            bad_key = Call("_dg.bad_key", Args((_errors(codec), slot, *where))) if is_dict else None
            fix = self._fix(var, kind, null, where, codec)
            exact = _exact(item_type, body, var, item, slot if is_dict else "", self.universe)
            each = CheckEach(
                var, f"out{depth}", slot, item, body, is_dict, keep_null, null, fix, bad_key, unfilled and is_dict, exact,
                never_null,
            )  # fmt: skip
            return (each,)
        if isinstance(plain, Choice | Special):  # a helper of the module reads the wire form
            call = self._convert(plain, var, "from_dict", depth)
            unset = not has_zero(plain, self.universe) or plain == Special("any")  # null stays None
            invalid = Call("_dg.invalid", Args((_errors(codec), "exc", *where)))
            other, found = self._choice(plain, var) if isinstance(plain, Choice) else ("", None)
            return (CheckConvert(var, call, invalid, keep_null or unset, null, never_null, other, found),)
        raise ValueError(f"no decoder for {type_}")  # lint reports unmappable types (DG302) first

    def _choice(self, choice: Choice, var: str) -> tuple[str, Expr | None]:
        """How the decoders tell at once that the JSON value in `var` is one of `choice`'s: the
        test that it is not (its exact JSON type, then, for a Literal, a lookup in a table of
        the module's, `tables`), and what it decodes to when it is: an Enum's member from its
        table of them by value, a lookup whose miss (KeyError) is the helper's way too (one
        lookup, not a test and a read: 2% of a Service's load); None for a Literal's value,
        which is itself. Anything else takes the helper's way, which decides it as before (the
        same member, or the same problem)."""
        test = f"type({var}) is not {choice.kind}"
        if choice not in self.tables:  # one table per Enum or Literal, however often it is decoded
            if choice.qualname is None:
                values = Display("{", tuple(("", python_literal(v)) for v in choice.values), "}")
                self.tables[choice] = (f"_choices_{len(self.tables)}", Call("frozenset", values))
            else:
                constructor = self.constructor(ClassRef(choice.qualname))
                loop = f"for m in {constructor} if type(m.value) is {choice.kind}"
                self.tables[choice] = (self._name_for("_members_", constructor), Comp("{", "m.value: ", "m", loop, "}"))
        table = self.tables[choice][0]
        if choice.qualname is None:
            return f"{test} or {var} not in {table}", None
        return test, f"{table}[{var}]"

    def member(self, choice: Choice, value: object) -> str:
        """The module-level name bound to the member of the Enum `choice` whose value is
        `value` (one of `choice.values`; the first name of an alias), bound on first use."""
        assert choice.qualname is not None
        name = choice.names[choice.values.index(value)]
        if (choice, name) not in self.members:
            spelled = f"{self.constructor(ClassRef(choice.qualname))}.{name}"
            self.members[choice, name] = (self._name_for("_", spelled), spelled)
        return self.members[choice, name][0]

    def builder(self, ref: ClassRef) -> str:
        """The module-level name that builds the plain dataclass `ref` without its __init__
        (`_new_src_Port()`), bound on first use."""
        constructor = self.constructor(ref)
        if constructor not in self.builders:
            self.builders[constructor] = self._name_for("_new_", constructor)
        return self.builders[constructor]

    def _name_for(self, prefix: str, spelled: str) -> str:
        """The module-level name of what `spelled` reads (`_src.Protocol.TCP` with prefix "_":
        `_src_Protocol_TCP`), numbered (`..._2`, `..._3`) past any name a table or member is
        bound to already: `_a.b_C` and `_a_b.C` spell alike."""
        name = prefix + spelled.lstrip("_").replace(".", "_")
        taken = {bound for bound, _ in (*self.tables.values(), *self.members.values())} | set(self.builders.values())
        fresh, number = name, 1
        while fresh in taken:
            number += 1
            fresh = f"{name}_{number}"
        return fresh

    def _if_none(self, var: str, made: Expr, type_: Type, value: object, present: tuple[Check, ...]) -> IfNoneElse:
        """`if var is None: var = made` (the default `value` of `type_` written out; a plain
        dataclass's is built in place, `steps.Built`), `else:` the checks of `present`."""
        plain = self.universe.underlying(type_)
        if isinstance(plain, ClassRef) and self.universe.dataclass(plain.qualname).plain_init:
            fields = self.prebuilt.fields(plain, value)
            if fields is not None:
                order = self.universe.dataclass(plain.qualname).fields  # as __init__ stores them
                stores = tuple(Argument(f.name, fields[f.name]) for f in order)
                return IfNoneElse(var, Built(self.builder(plain), stores), present)
        return IfNoneElse(var, made, present)

    def _inline_load(self, ref: ClassRef, var: str, depth: int) -> InlineLoad | None:
        """load's decoding of a nested dataclass written in place (`steps.InlineLoad`) where
        `_inline_size` allows it (at most 24 fields written in place for it, its subtree
        included), a single object as well as a container's items: a Service's ServiceSpec,
        its ports in its loop. Its fields' loops are numbered from `depth`; its own checks
        (those below it are its nested objects', written in place or called) run on the
        locals as its load_<Class> runs them."""
        if self._inline_size(ref.qualname) is None:
            return None
        cls = self.universe.dataclass(ref.qualname)
        names = {f.name: f"{var}_{i}" for i, f in enumerate(cls.fields)}
        return InlineLoad(
            tuple(self.decoded(f, names[f.name], "load", var, True, depth) for f in cls.fields),
            self.builder(ref),
            tuple(Argument(name, local) for name, local in names.items()),
            self._own_checks(cls, names),
        )

    def _own_checks(self, cls: DataClass, names: dict[str, str]) -> tuple[ValidatorStep, ...]:
        assert self.checks is not None
        return self.checks.own(cls, names) if self.checks.needs(ClassRef(cls.qualname)) else ()

    def _inline_size(self, qualname: str, codec: str = "load") -> int | None:
        """How many fields `codec` ("load" or "to_dict") writes in place where it reads or
        writes the dataclass `qualname` without calling its own function (the call costs as
        much as a few fields): its own and, for each nested dataclass it holds that is written
        in place too, that one's size (one that is not counts nothing: it is called). None
        when it is not written in place: more than `_INLINED` fields of its own or
        `_INLINED_TREE` in all, a class inside itself (its functions call each other), or
        for load, not `_loaded_in_place`."""
        if (codec, qualname) in self._sizes:
            return self._sizes[codec, qualname]
        cls = self.universe.dataclass(qualname)
        fields = cls.fields if codec == "load" else cls.wire_fields
        size: int | None = None
        if (
            len(fields) <= _INLINED
            and qualname not in self._classes_below(qualname)
            and (codec == "to_dict" or self._loaded_in_place(cls))
        ):
            size = len(fields)
            for field in fields:
                for ref in _held(self.universe, field.type):
                    size += self._inline_size(ref.qualname, codec) or 0
            size = size if size <= _INLINED_TREE else None
        self._sizes[codec, qualname] = size
        return size

    def _loaded_in_place(self, cls: DataClass) -> bool:
        """Whether load may decode `cls` without its load_<Class>: built without __init__
        (`DataClass.plain_init`), every field on the wire, and no own check that records at a
        path of its own."""
        return (
            self.checks is not None
            and cls.plain_init
            and all(f.wire_name is not None for f in cls.fields)
            and not mentions(self._own_checks(cls, {f.name: f"v_{i}" for i, f in enumerate(cls.fields)}), "path")
        )

    def _classes_below(self, qualname: str) -> frozenset[str]:
        """The dataclasses reachable from the fields of `qualname`, through any depth."""
        if qualname not in self._below:
            seen: set[str] = set()
            pending = [qualname]
            while pending:
                for field in self.universe.dataclass(pending.pop()).fields:
                    for ref in _held(self.universe, field.type):
                        if ref.qualname not in seen:
                            seen.add(ref.qualname)
                            pending.append(ref.qualname)
            self._below[qualname] = frozenset(seen)
        return self._below[qualname]

    def _bounded_in_int64(self, field: Field) -> bool:
        """Whether the field's own minimum and maximum both lie within Go's 64-bit ints."""
        c = self.universe.field_constraints(field)
        return c.minimum is not None and c.maximum is not None and -(2**63) <= c.minimum and c.maximum < 2**63

    def wire(self, type_: Type, expr: str) -> str:
        """The expression of the JSON form of the (not None) typed value `expr`, as to_dict
        writes it: `expr` itself for a scalar."""
        converted = self._convert(type_, expr, "to_dict", 0)
        return expr if converted is None else str(converted)

    @staticmethod
    def _fix(var: str, kind: str, null: Expr, where: tuple[str, ...], codec: str) -> Call:
        return Call("_dg.fix", Args((var, python_literal(kind), null, _errors(codec), *where)))

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
                # `_value_`, what Enum's `value` property returns, is read without the property
                # (200 ns a read in CPython 3.11, 40 ns without)
                return f"{expr}._value_" if plain.qualname is not None else None
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
        if inner is None:  # a copy: unpacked into a display, no call (of any iterable, as list() takes)
            return f"{{**{expr}}}" if isinstance(plain, DictOf) else f"[*{expr}]"
        converted = Cond("None", f"{item} is None", inner)
        if isinstance(plain, DictOf):
            return Comp("{", f"k{depth}: ", converted, f"for k{depth}, {item} in {expr}.items()", "}")
        return Comp("[", "", converted, f"for {item} in {expr}", "]")




def _errors(codec: str) -> str:
    """Where the decoders' checks record a problem: from_dict's list `errors`; load's
    `_dg.FAIL_FAST`, which raises at the first, named where it is used (only off the valid
    path) rather than bound to a local on every call (1.5% of a Service's load)."""
    return "errors" if codec == "from_dict" else "_dg.FAIL_FAST"


def _held(universe: Universe, type_: Type) -> Iterator[ClassRef]:
    """The dataclasses a value of `type_` holds directly: itself, or its items'."""
    plain = universe.underlying(type_)
    if isinstance(plain, Optional):
        yield from _held(universe, plain.inner)
    elif isinstance(plain, ClassRef):
        yield plain
    elif isinstance(plain, ListOf):
        yield from _held(universe, plain.item)
    elif isinstance(plain, DictOf):
        yield from _held(universe, plain.value)


def unknown_keys(cls: DataClass, source: str) -> Call:
    """The strict decoders' check of the JSON object in `source` for keys no field has."""
    names = [python_literal(f.wire_name) for f in cls.wire_fields]
    keys: Expr = f"({names[0]},)" if len(names) == 1 else Display("(", tuple(("", n) for n in names), ")")
    return Call("_dg.unknown_keys", Args((source, keys, "errors")))


# The largest int CPython 3.11 stores in one digit: comparing two such ints is specialised
# (COMPARE_OP_INT_JUMP); a comparison with 2**63 never is and costs four times as much.
_ONE_DIGIT = 2**30 - 1


def _not_exact(plain: Scalar, var: str, ranged: bool = True, small_first: bool = True, read: str = "") -> str:
    """Whether the JSON value in `var` is anything but a `plain` scalar that decodes to itself:
    its exact type (a bool is not an int, an int not a float: json.Unmarshal's kinds), and
    for an int within Go's 64 bits (json.Unmarshal refuses more) unless not `ranged`: two
    plain comparisons with one-digit bounds first (a chained one copies the value around, 6 ns
    more an int), then, for the rare int beyond them, the two with Go's bounds. Not
    `small_first`: Go's bounds alone (inside `x is not None and (...)`, the longer test would
    need black's split at its last bracket, which `layout.clause` does not write). With
    `read`, the type test reads the value so (and, for an int, binds it to `var`)."""
    if read:
        read = f"{var} := {read}" if plain.kind == "int" and ranged else read
    test = f"type({read or var}) is not {plain.kind}"
    if plain.kind != "int" or not ranged:
        return test
    if not small_first:
        return f"{test} or {var} >= 2**63 or {var} < -(2**63)"
    small = f"({var} > {_ONE_DIGIT} or {var} < -{_ONE_DIGIT})"
    return f"{test} or {small} and ({var} >= 2**63 or {var} < -(2**63))"


def _exact(item_type: Type, body: tuple[Check, ...], container: str, item: str, key: str, universe: Universe) -> str:
    """The test that a container's item (and its key, for a dict) passes `body` unchanged,
    or "" when items are not scalars: a scalar of its exact type is neither replaced by a
    default (only None is) nor converted nor refused, so a container of only such items
    decodes to a copy of itself. A dict's test runs in a loop over its keys, and reads the
    value by key: no items view and no pair a key (35 ns a dict of labels, 2% of a Service)."""
    plain = universe.underlying(item_type)
    if not isinstance(plain, Scalar) or not all(isinstance(check, CheckScalar | IfNone) for check in body):
        return ""
    if not key:
        return _not_exact(plain, item)
    return f"type({key}) is not str or {_not_exact(plain, item, read=f'{container}[{key}]')}"
