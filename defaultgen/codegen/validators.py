"""The generated `validate_<Class>` functions (SPEC §8, the built-in path).

A typed object is checked as the API server checks the document `to_dict` writes for it
(after pruning its nulls, as the API server prunes a non-nullable null before validation),
with the messages of `defaultgen.validate_document`: the same keywords in kube-openapi's
order, each at its JSON path. What each check does is decided here as small step records
(`Fail`, `Chain`, `Guard`, `Loop`, `Bind`, `Do`); templates/validate.py.j2 writes them as
straight-line Python. A check exists only where a constraint is declared (or a required
field can be absent): a class with none below it gets a `validate_<Class>` that returns at
once and is never called from another class's.

CEL rules (and the field groups controller-gen publishes as CEL) are not checked here: SPEC §8
keeps a CEL runtime out of generated code.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, ClassVar

from ..openapi.schemas import is_required
from ..source.constraints import overlay
from ..source.model import (
    NO_CONSTRAINTS,
    Choice,
    ClassRef,
    Constraints,
    DataClass,
    DictOf,
    Field,
    ListOf,
    Optional,
    Scalar,
    Special,
    Type,
)
from ..source.semantic import field_extensions
from ..source.values import has_zero, is_zero
from ..validate import formats
from ..validate.goregex import GoRegexError, translate_go
from ..validate.numbers import FLOAT32, INT32, in_range
from .patterns import predicate
from .pyliteral import python_literal

if TYPE_CHECKING:
    from ..source.universe import Universe

# the JSON kinds a typed value of each type can have on the wire (what decides which of
# kube-openapi's kind-driven checks apply)
_STRING_SPECIALS = ("datetime", "date", "bytes")
# bytes are published with `format: byte`, which strfmt checks (an empty one is not valid);
# the typed values of datetime and date are always valid date-times and dates
_BYTES = Special("bytes")


class ValidateError(ValueError):
    """A constraint the generated code cannot enforce (lint's DG110 reports it first)."""


# --------------------------------------------------------------------------- steps


@dataclass(frozen=True)
class Fail:
    """`if test: call` (the call records one problem). A limit on an integer (a length, a
    count, an int) says so in `bound`: `test` is `expr op limit`, which fail-fast load joins
    with the other end's into one `not lo <= expr <= hi`."""

    kind: ClassVar[str] = "fail"
    test: str
    call: str
    bound: tuple[str, str, str] | None = None  # (expr, op, limit), op one of > >= < <=


def _limit(expr: str, op: str, limit: object, call: str) -> Fail:
    """The check that the integer `expr` is not `op limit`."""
    return Fail(f"{expr} {op} {limit}", call, (expr, op, str(limit)))


@dataclass(frozen=True)
class Chain:
    """`if ...: elif ...:`: only the first failing check is reported (kube-openapi's string
    validator stops at the first of maxLength, minLength, pattern)."""

    kind: ClassVar[str] = "chain"
    fails: tuple[Fail, ...]


@dataclass(frozen=True)
class Do:
    """A statement: a nested class's check, or with `report` a problem recorded whatever
    the value (a required field missing, a bound no value fits)."""

    kind: ClassVar[str] = "do"
    call: str
    report: bool = False


@dataclass(frozen=True)
class Scan:
    """A duplicate scan, `function(sink, args)`, that records each duplicate it finds in
    `sink`: the validator's `errors`, or in load `_dg.FAIL_FAST`, which raises at the first
    (`fail_fast`: load binds no `errors` of its own)."""

    kind: ClassVar[str] = "do"  # written as a statement, as a Do is
    function: str
    args: str
    sink: str = "errors"

    @property
    def call(self) -> str:
        return f"{self.function}({self.sink}, {self.args})"


@dataclass(frozen=True)
class Bind:
    """`var = value`."""

    kind: ClassVar[str] = "bind"
    var: str
    value: str


@dataclass(frozen=True)
class Guard:
    """`if test:` body, `else:` otherwise."""

    kind: ClassVar[str] = "guard"
    test: str
    body: tuple[Step, ...]
    otherwise: tuple[Step, ...] = ()


@dataclass(frozen=True)
class Loop:
    """`for slot, item in enumerate(over)` (a dict's: `over.items()`): body. Without `slot`,
    the items (a dict's values) alone."""

    kind: ClassVar[str] = "loop"
    item: str
    over: str
    body: tuple[Step, ...]
    slot: str = ""
    is_dict: bool = False

    @property
    def head(self) -> str:
        if self.is_dict:
            return f"{self.slot}, {self.item} in {self.over}.items()" if self.slot else f"{self.item} in {self.over}.values()"
        return f"{self.slot}, {self.item} in enumerate({self.over})" if self.slot else f"{self.item} in {self.over}"


Step = Fail | Chain | Do | Scan | Bind | Guard | Loop


@dataclass(frozen=True)
class ValidatorCode:
    """What the template writes for one dataclass: `validate_<name>` and, when it checks
    anything, `_validate_<name>(obj, errors, path)` with `steps`. `own` are the checks of the
    class's own fields alone, which `load_<name>` runs (the objects below it were built, and
    checked, by their own `load_<Class>`): at the first broken one it raises (`fail_fast`).
    With `early` they read the locals the fields were decoded into, before the object is
    built, else the object as built."""

    name: str
    steps: tuple[Step, ...]
    own: tuple[Step, ...] = ()
    early: bool = False

    @property
    def path(self) -> bool:
        """Whether load's checks need the local `path` (a duplicate scan records at it)."""
        return mentions(self.own, "path")


# --------------------------------------------------------------------------- texts


def number_text(x: float) -> str:
    """A bound as kube-openapi's messages write it (`1`, not `1.0`)."""
    return str(int(x)) if isinstance(x, float) and x.is_integer() and abs(x) < 1e16 else str(x)


_CHARACTERS = ("character", "characters")


def _plural(n: int, one: str, many: str) -> str:
    return one if n == 1 else many


def _path(where: tuple[str, ...]) -> str:
    return f"(*path, {', '.join(where)})" if where else "path"


def _fail(where: tuple[str, ...], expected: str, value: str) -> str:
    return f"_dg.fail(errors, {_path(where)}, {python_literal(expected)}, {value})"


# --------------------------------------------------------------------------- the checks


class Validators:
    """The validators of one generated module. `function(kind, ref)` spells a generated
    function of a class (local, or through its module's alias), `wire(type, expr)` the
    expression of a typed value's JSON form, `needs(ref)` whether a class checks anything."""

    def __init__(
        self,
        universe: Universe,
        function: Callable[[str, ClassRef], str],
        wire: Callable[[Type, str], str],
    ) -> None:
        self.universe = universe
        self.function = function
        self.wire = wire
        self.patterns: dict[str, str] = {}  # Go pattern -> module-level constant name
        self.python_patterns: dict[str, str] = {}  # constant name -> translated Python pattern
        self._translated: dict[str, str] = {}  # Go pattern -> Python pattern (validate, load and leaves ask)
        self._needs: dict[str, bool] = {}
        self._descend = True  # whether a nested class's check is called (False: its own load checks it)

    # -- which classes check anything

    def needs(self, ref: ClassRef) -> bool:
        """Whether `_validate_<Class>` checks anything: a constraint, a list type or a
        required field that can be absent in the class, or a class below it that needs it."""
        if ref.qualname not in self._needs:
            self._solve(ref.qualname)
        return self._needs[ref.qualname]

    def _solve(self, root: str) -> None:
        """Decide `needs` for every class reachable from `root` (the least solution: a cycle
        of classes that check nothing themselves checks nothing)."""
        holds: dict[str, set[str]] = {}
        needed: set[str] = set()
        pending = [root]
        while pending:
            qualname = pending.pop()
            if qualname in holds or qualname in self._needs:
                continue
            held = holds[qualname] = set()
            cls = self.universe.dataclass(qualname)
            if _counts(cls.constraints) or any(self._field_needs(f, held) for f in cls.wire_fields):
                needed.add(qualname)
            pending.extend(held)
        changed = True
        while changed:
            changed = False
            for qualname, held in holds.items():
                if qualname not in needed and any(h in needed or self._needs.get(h) for h in held):
                    needed.add(qualname)
                    changed = True
        self._needs.update({qualname: qualname in needed for qualname in holds})

    def _field_needs(self, field: Field, held: set[str]) -> bool:
        if self._required(field):
            return True
        if self._null_kept(field) and self._null_refused(field.type, self.universe.field_constraints(field)) is not None:
            return True
        if field_extensions(field, self.universe).get("x-kubernetes-list-type") in ("set", "map"):
            return True
        return self._type_needs(field.type, self.universe.field_constraints(field), held)

    def _type_needs(self, type_: Type, constraints: Constraints, held: set[str]) -> bool:
        """Whether a value of `type_` at a position with `constraints` has checks of its own;
        the classes it holds are added to `held`."""
        if _counts(constraints):
            return True
        plain = self.universe.underlying(type_)
        if isinstance(plain, Optional):
            return self._type_needs(plain.inner, constraints, held)
        if isinstance(plain, ClassRef):
            held.add(plain.qualname)
            return False
        if plain == _BYTES:
            return True
        if isinstance(plain, ListOf | DictOf):
            item = plain.item if isinstance(plain, ListOf) else plain.value
            item_constraints = self._items(plain, constraints) if isinstance(plain, ListOf) else self.universe.type_constraints(item)
            if self._null_refused(item, item_constraints) is not None:
                return True
            return self._type_needs(item, item_constraints, held)
        return False

    def _items(self, plain: ListOf, constraints: Constraints) -> Constraints:
        return overlay(self.universe.type_constraints(plain.item), constraints.items or NO_CONSTRAINTS)

    # -- one class

    def class_code(self, cls: DataClass, decoded: Mapping[str, str] | None = None) -> ValidatorCode:
        """The validator of `cls`; with `decoded` (field name -> the local load decoded it
        into, when the object is built from exactly those), load checks the locals."""
        if not self.needs(ClassRef(cls.qualname)):
            return ValidatorCode(cls.name, ())
        own = self.own(cls, decoded)
        return ValidatorCode(cls.name, self._steps(cls), own, decoded is not None)

    def own(self, cls: DataClass, decoded: Mapping[str, str] | None = None) -> tuple[Step, ...]:
        """What load checks of `cls` itself (`ValidatorCode.own`), fail-fast: on the locals of
        `decoded`, or on the object `obj`."""
        self._descend = False
        try:
            return fail_fast(self._steps(cls, decoded))
        finally:
            self._descend = True

    def _steps(self, cls: DataClass, decoded: Mapping[str, str] | None = None) -> tuple[Step, ...]:
        steps: list[Step] = []
        steps.extend(self._properties(cls.constraints, ClassRef(cls.qualname), "obj", (), decoded))
        for i, field in enumerate(cls.wire_fields):
            steps.extend(self._field(field, decoded[field.name] if decoded else f"f{i}", decoded is not None))
        return tuple(steps)

    def _absent(self, field: Field, var: str) -> tuple[str, str] | None:
        """The tests for a field that is not in the document `to_dict` writes once its nulls
        are pruned (omitempty or omitzero at the zero value, or None) and for one that is, on its value
        in `var`; None when it is always there. A field whose default is its zero value is always
        there but for None: the API server fills that default in where to_dict leaves the zero
        out (a non-zero default is what set_defaults gives a zero, so load never sees it absent).
        A non-Optional dataclass is always there: omitempty never leaves it out, and where
        omitzero does, the API server fills in its published `default: {}` (KEP-1929 rule 1)
        and validates that, which is the zero object `set_defaults` left (SPEC §7: where that
        object fails its schema, a CRD cannot carry the default, and `crd` says CRD103)."""
        plain = self.universe.underlying(field.type)
        if isinstance(plain, Optional) or plain == Special("any") or not isinstance(plain, ClassRef) and not has_zero(plain, self.universe):
            return f"{var} is None", f"{var} is not None"  # unset: written as null
        default = self.universe.field_default(field)
        if isinstance(plain, ClassRef) or not field.omits_zero or default is not None and is_zero(default.value, plain, self.universe):
            return None
        if isinstance(plain, Choice) and plain.qualname is not None:
            return f"not {var}._value_", f"{var}._value_"
        return f"not {var}", var

    def _required(self, field: Field) -> bool:
        """Whether the field is required and can be absent."""
        return self._absent(field, "v") is not None and not self._null_kept(field) and is_required(field, self.universe)

    def _null_kept(self, field: Field) -> bool:
        """Whether None is a value in the document: an Optional `+nullable` field that `to_dict`
        writes as null (not omitempty), which the API server keeps and validates as null."""
        plain = self.universe.underlying(field.type)
        return isinstance(plain, Optional) and self.universe.field_constraints(field).nullable and not field.omits_zero

    def _field(self, field: Field, var: str, bound: bool = False) -> list[Step]:
        """The checks of a field whose value is in `var` (with `bound`, already; else read
        from `obj` first)."""
        key = python_literal(field.wire_name)
        where = (key,)
        constraints = self.universe.field_constraints(field)
        plain = self.universe.underlying(field.type)
        present = plain.inner if isinstance(plain, Optional) else field.type  # checked once present
        body: list[Step] = list(self._value(present, constraints, var, where, 0))
        body.extend(self._list_type(field.type, field_extensions(field, self.universe), var, where))
        tests = self._absent(field, var)
        required = self._required(field)
        null: list[Step] = []
        allowed = self._null_refused(field.type, constraints) if self._null_kept(field) else None
        if allowed is not None:  # kube-openapi checks a null against the enum, which never holds it
            null = [Fail(f"{var} is None", f"_dg.not_one_of(errors, {_path(where)}, {allowed}, None)")]
        if not body and not required and not null:
            return []
        bind: list[Step] = [] if bound else [Bind(var, f"obj.{field.name}")]
        if tests is None:
            return [*bind, *body]
        absent, there = tests
        if required:
            return [*bind, Guard(absent, (Do(f"_dg.required(errors, {_path(where)})", True),), tuple(body))]
        return [*bind, *null, Guard(there, tuple(body))] if body else [*bind, *null]

    def _value(
        self, type_: Type, constraints: Constraints, var: str, where: tuple[str, ...], depth: int
    ) -> list[Step]:
        """The checks of the (present, not None) typed value in `var` of `type_`."""
        plain = self.universe.underlying(type_)
        if isinstance(plain, Optional):
            inner = self._value(plain.inner, constraints, var, where, depth)
            return [Guard(f"{var} is not None", tuple(inner))] if inner else []
        if isinstance(plain, ClassRef):
            steps = self._properties(constraints, plain, var, where)
            if self._descend and self.needs(plain):
                steps.append(Do(f"{self.function('_validate', plain)}({var}, errors, {_path(where)})"))
            return steps
        if isinstance(plain, ListOf | DictOf):
            return self._container(plain, constraints, var, where, depth)
        if plain == Special("object"):  # a free-form object: its values are unknown, its size is not
            return [
                step
                for c in _layers(constraints)
                for step in _sizes(var, where, c.min_properties, c.max_properties, ("property", "properties"))
            ]
        return self._scalar(plain, constraints, var, where)

    def _container(
        self, plain: ListOf | DictOf, constraints: Constraints, var: str, where: tuple[str, ...], depth: int
    ) -> list[Step]:
        steps: list[Step] = []
        item, slot = f"x{depth}", f"j{depth}"
        if isinstance(plain, ListOf):
            noun = ("item", "items")
            sizes = [(c.min_items, c.max_items) for c in _layers(constraints)]
            item_type, item_constraints = plain.item, self._items(plain, constraints)
        else:
            noun = ("property", "properties")
            sizes = [(c.min_properties, c.max_properties) for c in _layers(constraints)]
            item_type, item_constraints = plain.value, self.universe.type_constraints(plain.value)
        body = self._value(item_type, item_constraints, item, (*where, slot), depth + 1)
        allowed = self._null_refused(item_type, item_constraints)
        if allowed is not None:  # kube-openapi checks a null against the enum, which never holds it
            body = [Fail(f"{item} is None", f"_dg.not_one_of(errors, {_path((*where, slot))}, {allowed}, None)"), *body]
        if body:
            if self.universe.type_default(item_type) is not None:  # a null item set_defaults fills
                body = [Guard(f"{item} is not None", tuple(body))]
            steps.append(Loop(item, var, tuple(body), slot, isinstance(plain, DictOf)))
        steps.extend(step for lo, hi in sizes for step in _sizes(var, where, lo, hi, noun))
        if isinstance(plain, ListOf) and any(c.unique_items for c in _layers(constraints)):
            # `uniqueItems` (outside CRDs: DG110), on the items as to_dict writes them
            check = Scan("_dg.unique_items", f"{_path(where)}, {self.wire(plain, var)}")
            steps.append(Guard(f"len({var}) > 1", (check,)))
        return steps

    def _null_refused(self, item_type: Type, constraints: Constraints) -> str | None:
        """The enum (a literal) that refuses a null item of a nullable (Optional) item type: its
        `+kubebuilder:validation:Enum`, or an Enum's or Literal's values; None without one."""
        plain = self.universe.underlying(item_type)
        if not isinstance(plain, Optional):
            return None
        if constraints.enum is not None:
            return python_literal(list(constraints.enum))
        inner = self.universe.underlying(plain.inner)
        # published sorted, as kube-openapi lists an `+enum` type's constants (openapi/schemas.py)
        return python_literal(sorted(inner.values)) if isinstance(inner, Choice) else None  # type: ignore[type-var]

    def _properties(
        self, constraints: Constraints, ref: ClassRef, var: str, where: tuple[str, ...],
        decoded: Mapping[str, str] | None = None,
    ) -> list[Step]:  # fmt: skip
        """min/maxProperties on an object: the number of properties the API server sees in the
        document `to_dict` writes, as `_absent` tells them (nulls pruned unless `+nullable`, a
        zero default filled in). The object's fields are its attributes, or the locals of
        `decoded`."""
        sizes = [(c.min_properties, c.max_properties) for c in _layers(constraints)]
        sizes = [(lo, hi) for lo, hi in sizes if lo is not None or hi is not None]
        if not sizes:
            return []
        always, terms = 0, []
        for field in self.universe.dataclass(ref.qualname).wire_fields:
            tests = self._absent(field, decoded[field.name] if decoded else f"{var}.{field.name}")
            if tests is None or self._null_kept(field):
                always += 1
            else:
                terms.append(f"bool({tests[1]})")
        count = f"{var}_n"
        steps: list[Step] = [Bind(count, " + ".join([str(always), *terms]))]
        for lo, hi in sizes:
            if lo is not None:
                message = f"must have at least {lo} {_plural(lo, 'property', 'properties')}"
                steps.append(_limit(count, "<", lo, f"_dg.count(errors, {_path(where)}, {python_literal(message)}, {count})"))
            if hi is not None:
                message = f"must have at most {hi} {_plural(hi, 'property', 'properties')}"
                steps.append(_limit(count, ">", hi, f"_dg.count(errors, {_path(where)}, {python_literal(message)}, {count})"))
        return steps

    def _scalar(self, plain: Type, constraints: Constraints, var: str, where: tuple[str, ...]) -> list[Step]:
        """kube-openapi's checks of a JSON scalar, in its order: string (lengths, pattern),
        format, number (range, multipleOf, maximum, minimum), enum."""
        kinds = _wire_kinds(plain)
        if plain == _BYTES and not constraints.format:
            constraints = replace(constraints, format="byte")  # as published: b"" is no valid byte
        if not kinds or not _counts(constraints):
            return []
        steps: list[Step] = []
        value = var
        if isinstance(plain, Choice | Special) and plain != Special("int-or-string"):
            converted = self.wire(plain, var)
            if converted != var:
                steps.append(Bind(f"{var}w", converted))
                value = f"{var}w"
        # kube-openapi checks the allOf members (the keywords two levels declare differently) before
        # the schema's own string and number keywords; a member has no `type`, so its bounds are
        # those of a `number` and a numeric format in it is dropped (apiextensions strips it)
        for c, typed in [*((member, False) for member in constraints.all_of), (constraints, True)]:
            if "string" in kinds:
                string = self._strings(c, value, where, typed)
                steps.extend(_only(value, "str", string) if len(kinds) > 1 else string)
            if "integer" in kinds or "number" in kinds:
                number = self._numbers(c, value, where, "integer" in kinds, typed)
                steps.extend(_only(value, "int", number) if len(kinds) > 1 else number)
        if constraints.enum is not None:
            allowed = python_literal(list(constraints.enum))
            steps.append(Fail(f"{value} not in {allowed}", f"_dg.not_one_of(errors, {_path(where)}, {allowed}, {value})"))
        return steps

    def _strings(self, constraints: Constraints, var: str, where: tuple[str, ...], typed: bool = True) -> list[Step]:
        fails: list[Fail] = []
        hi, lo = constraints.max_length, constraints.min_length
        if hi is not None:
            fails.append(_limit(f"len({var})", ">", hi, f"_dg.length(errors, {_path(where)}, 'at most {hi} {_plural(hi, *_CHARACTERS)}', {var})"))
        if lo is not None:
            fails.append(_limit(f"len({var})", "<", lo, f"_dg.length(errors, {_path(where)}, 'at least {lo} {_plural(lo, *_CHARACTERS)}', {var})"))
        if constraints.pattern:
            fails.append(Fail(self._mismatch(constraints.pattern, var), _fail(where, f"must match {constraints.pattern}", var)))
        steps: list[Step] = [Chain(tuple(fails))] if fails else []
        fmt = constraints.format
        if fmt and (formats.is_format(fmt) if typed else formats.is_crd_format(fmt)):
            name = python_literal(fmt.replace("-", ""))
            steps.append(Fail(f"not _dg.FORMATS[{name}]({var})", _fail(where, f"must be a valid {fmt}", var)))
        return steps

    def _mismatch(self, pattern: str, var: str) -> str:
        """The test that the str in `var` does not match the Go `pattern`: string operations
        where its shape allows (codegen.patterns), else its compiled `re` at module level."""
        source = self._translated.get(pattern)
        if source is None:
            try:
                source = self._translated[pattern] = translate_go(pattern)
            except GoRegexError as exc:  # DG110 refuses it before generate runs
                raise ValidateError(f"pattern {pattern!r} cannot be checked: {exc}") from None
        test = predicate(source, var)
        if test is not None:
            return f"not ({test})"
        name = self.patterns.get(pattern)
        if name is None:
            name = self.patterns[pattern] = f"_RX_{len(self.patterns)}"
            self.python_patterns[name] = source
        return f"{name}.search({var}) is None"

    def _numbers(
        self, constraints: Constraints, var: str, where: tuple[str, ...], integer: bool, typed: bool = True
    ) -> list[Step]:
        """kube-openapi's numberValidator for a value of the published type (`integer` for an
        int, else `number`): the format's range, multipleOf, maximum, minimum. On an integer,
        a bound that is an integer of the format's range is compared as an integer (Go
        truncates it); one that is not is reported for every value, as kube-openapi does. An
        untyped schema (an allOf member) is a `number` one, without a numeric format."""
        fmt = constraints.format if typed and constraints.format in ("int32", "int64", "float", "double") else None
        type_name = "integer" if integer and typed else "number"
        steps: list[Step] = []
        if integer and fmt == "int32":
            steps.append(Fail(f"not {INT32[0]} <= {var} <= {INT32[1]}", _fail(where, "must fit int32", var)))
        elif not integer and fmt == "float":
            steps.append(Fail(f"not abs({var}) <= {FLOAT32!r}", _fail(where, "must fit float", var)))
        bounds = [(n, b) for n, b in (("multipleOf", constraints.multiple_of), ("maximum", constraints.maximum),
                                      ("minimum", constraints.minimum)) if b is not None]  # fmt: skip
        native = {name: in_range(bound, type_name, fmt) for name, bound in bounds}
        for name, bound in bounds:
            if not native[name]:
                message = f"{name} {number_text(bound)} is not a valid {fmt or type_name}, so no value fits"
                steps.append(Do(f"_dg.problem(errors, {_path(where)}, {python_literal(message)})", True))
        mult = constraints.multiple_of
        if mult is not None:
            steps.append(self._multiple_of(mult, var, where, integer and native["multipleOf"]))
        for name, bound, exclusive, op, cmp in (
            ("maximum", constraints.maximum, constraints.exclusive_maximum, "<", ">"),
            ("minimum", constraints.minimum, constraints.exclusive_minimum, ">", "<"),
        ):
            if bound is None:
                continue
            compared = math.trunc(bound) if integer and native[name] else bound
            fail = _limit(var, f"{cmp}{'=' if exclusive else ''}", repr(compared), _fail(where, f"must be {op}{'' if exclusive else '='} {number_text(bound)}", var))
            # a float may be NaN, which no chained comparison of its bounds lets through
            steps.append(fail if integer else replace(fail, bound=None))
        return steps

    @staticmethod
    def _multiple_of(mult: float, var: str, where: tuple[str, ...], as_integer: bool) -> Step:
        factor = math.trunc(mult) if as_integer else mult
        if factor <= 0:
            return Do(f"_dg.problem(errors, {_path(where)}, {python_literal(f'multipleOf {number_text(mult)} must be positive')})", True)
        expected = f"must be a multiple of {number_text(mult)}"
        if as_integer:
            return Fail(f"{var} % {factor!r}", _fail(where, expected, var))
        return Fail(f"not _dg.multiple_of({var}, {mult!r})", _fail(where, expected, var))

    def _list_type(self, type_: Type, extensions: dict, var: str, where: tuple[str, ...]) -> list[Step]:
        """Unique items of `+listType=set`, unique keys of `+listType=map` (as the API server
        checks them for a CRD), on the items as `to_dict` writes them."""
        list_type = extensions.get("x-kubernetes-list-type")
        plain = self.universe.underlying(type_)
        if isinstance(plain, Optional):
            plain = self.universe.underlying(plain.inner)
        if list_type not in ("set", "map") or not isinstance(plain, ListOf):
            return []
        item = self.universe.underlying(plain.item)
        inner = item.inner if isinstance(item, Optional) else item
        if list_type == "set":
            converted = self.wire(inner, "x")
            items = var if converted == "x" else f"[None if x is None else {converted} for x in {var}]"
            check = Scan("_dg.set_duplicates", f"{_path(where)}, {items}")
        else:
            if not isinstance(inner, ClassRef):
                return []
            names = list(extensions.get("x-kubernetes-list-map-keys") or [])
            entries = f"[None if x is None else {self.function('to_dict', inner)}(x) for x in {var}]"
            filled = self._filled_keys(inner, names)
            extra = f", {python_literal(filled)}" if filled else ""
            check = Scan("_dg.map_duplicates", f"{_path(where)}, {entries}, {python_literal(names)}{extra}")
        return [Guard(f"len({var}) > 1", (check,))]


    def _filled_keys(self, item: ClassRef, names: list[str]) -> dict[str, object]:
        """The key fields of a map list's items that `to_dict` leaves out at their zero value
        while the API server has them, filled in by their zero `+default` (the KEP's
        LocalObjectReference case), with that value: the key the API server compares."""
        filled: dict[str, object] = {}
        for field in self.universe.dataclass(item.qualname).wire_fields:
            default = self.universe.field_default(field) if field.wire_name in names else None
            if default is not None and field.omits_zero and is_zero(default.value, self.universe.underlying(field.type), self.universe):
                filled[field.wire_name] = default.value
        return filled

def fail_fast(steps: tuple[Step, ...]) -> tuple[Step, ...]:
    """The steps as load runs them: any broken check raises `_dg.Invalid` at once (load()
    then takes the long way, which words every problem at its path), so a chain of checks is
    one test and a loop that only needed its index for the path goes without `enumerate`."""
    invalid = "raise _dg.Invalid"
    result: list[Step] = []
    for step in steps:
        if isinstance(step, Fail | Chain):  # neighbouring checks: one test, below
            fails = step.fails if isinstance(step, Chain) else (step,)
            if result and isinstance(result[-1], Chain):
                result[-1] = Chain((*result[-1].fails, *fails))
            else:
                result.append(Chain(fails))
            continue
        if isinstance(step, Do) and step.report:
            step = Do(invalid)
        elif isinstance(step, Scan):
            step = replace(step, sink="_dg.FAIL_FAST")
        elif isinstance(step, Guard):
            step = Guard(step.test, fail_fast(step.body), fail_fast(step.otherwise))
        elif isinstance(step, Loop):
            body = fail_fast(step.body)
            step = replace(step, body=body, slot=step.slot if step.slot and mentions(body, step.slot) else "")
        result.append(step)
    return tuple(Fail(_any_fails(step.fails), invalid) if isinstance(step, Chain) else step for step in result)


def _any_fails(fails: tuple[Fail, ...]) -> str:
    """The test that one of the checks fails; an upper and a lower limit of the same integer
    next to each other are one chained comparison."""
    tests: list[str] = []
    pending = list(fails)
    while pending:
        first = pending.pop(0)
        second = pending[0] if pending else None
        if first.bound and second and second.bound and first.bound[0] == second.bound[0] and {first.bound[1][0], second.bound[1][0]} == {"<", ">"}:
            pending.pop(0)
            upper, lower = (first.bound, second.bound) if first.bound[1][0] == ">" else (second.bound, first.bound)
            low = "<=" if lower[1] == "<" else "<"  # `x < 1` fails: `1 <= x` passes
            high = "<=" if upper[1] == ">" else "<"
            tests.append(f"not {lower[2]} {low} {upper[0]} {high} {upper[2]}")
        else:
            tests.append(first.test)
    return " or ".join(f"({test})" if " or " in test else test for test in tests)


def mentions(steps: tuple[Step, ...], name: str) -> bool:
    """Whether any of the steps (or those inside them) uses the local `name`."""
    word = re.compile(rf"\b{re.escape(name)}\b")
    for step in steps:
        texts = [getattr(step, attr) for attr in ("test", "call", "value", "over") if hasattr(step, attr)]
        if any(word.search(text) for text in texts):
            return True
        inner = (*getattr(step, "body", ()), *getattr(step, "otherwise", ()), *getattr(step, "fails", ()))
        if inner and mentions(inner, name):
            return True
    return False


def _counts(constraints: Constraints) -> bool:
    """Whether the constraints declare anything the generated code checks (CEL rules, field
    groups, shape and documentation markers are not checks of its own)."""
    c = constraints
    keywords = (c.minimum, c.maximum, c.multiple_of, c.min_length, c.max_length, c.pattern, c.enum, c.min_items,
                c.max_items, c.min_properties, c.max_properties)  # fmt: skip
    if any(k is not None for k in keywords) or c.unique_items or c.format in ("int32", "float"):
        return True
    if c.format and formats.is_format(c.format):
        return True
    return any(_counts(member) for member in c.all_of) or c.items is not None and _counts(c.items)


def _layers(c: Constraints) -> tuple[Constraints, ...]:
    """The schemas one position's checks come from, in kube-openapi's order: the allOf members
    (`Constraints.all_of`), then the position's own keywords."""
    return (*c.all_of, c)


def _wire_kinds(plain: Type) -> tuple[str, ...]:
    """The JSON kinds a typed value is written as (where kube-openapi's checks depend on it)."""
    if isinstance(plain, Scalar):
        return {"str": ("string",), "int": ("integer",), "float": ("number",), "bool": ("boolean",)}[plain.kind]
    if isinstance(plain, Choice):
        return ("string",) if plain.kind == "str" else ("integer",)
    if isinstance(plain, Special):
        if plain.kind in _STRING_SPECIALS:
            return ("string",)
        if plain.kind == "int-or-string":
            return ("integer", "string")
    return ()


def _sizes(var: str, where: tuple[str, ...], lo: int | None, hi: int | None, noun: tuple[str, str]) -> list[Step]:
    """minItems/maxItems, minProperties/maxProperties on a list or dict in `var`."""
    steps: list[Step] = []
    if lo is not None:
        steps.append(_limit(f"len({var})", "<", lo, f"_dg.count(errors, {_path(where)}, 'must have at least {lo} {_plural(lo, *noun)}', len({var}))"))
    if hi is not None:
        steps.append(_limit(f"len({var})", ">", hi, f"_dg.count(errors, {_path(where)}, 'must have at most {hi} {_plural(hi, *noun)}', len({var}))"))
    return steps


def _only(var: str, kind: str, steps: list[Step]) -> list[Step]:
    return [Guard(f"type({var}) is {kind}", tuple(steps))] if steps else []
