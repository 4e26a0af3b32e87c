"""Resolve declarations across the scanned modules into typed dataclasses and named types.

A `Universe` holds every scanned `ModuleDecl` and resolves annotations (imports, relative
imports, re-exports, string annotations) to `source.model` types on demand, memoised. Modules that
were not scanned but are imported (a prefiltered file, a file outside a lint subset) are read
through `loader` when first needed, so types still resolve.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import replace
from typing import Any, TypeVar

from ..cache.deps import MARKERS, RUN, Frame, Tracker
from .constraints import constraints_of, overlay
from .model import (
    NO_CONSTRAINTS,
    Choice,
    ClassDecl,
    ClassRef,
    Constant,
    Constraints,
    DataClass,
    DictOf,
    Field,
    ListOf,
    Marker,
    MarkerKind,
    ModuleDecl,
    NamedRef,
    NamedType,
    NamedTypeDecl,
    NameExpr,
    NoneExpr,
    OpaqueExpr,
    Optional,
    PyDefault,
    PyDefaultKind,
    Scalar,
    Special,
    SubscriptExpr,
    Type,
    TypeExpr,
    UnionExpr,
    Unmappable,
    ValueExpr,
    first_default,
)
from .inherit import OBJECT, OUTSIDE, OUTSIDE_ALIASES, c3, collect
from .bindings import canonical_name
from .parse import LITERALS
from .scope import api_types, reach

_D = TypeVar("_D")

Loader = Callable[[str], "ModuleDecl | None"]

_SCALARS = {"builtins.str": "str", "builtins.int": "int", "builtins.float": "float", "builtins.bool": "bool"}
_LISTS = {"builtins.list", "typing.List", "typing_extensions.List"}
_DICTS = {"builtins.dict", "typing.Dict", "typing_extensions.Dict"}
_OPTIONALS = {"typing.Optional", "typing_extensions.Optional"}
_UNIONS = {"typing.Union", "typing_extensions.Union"}
_ANNOTATED = {"typing.Annotated", "typing_extensions.Annotated"}
_SPECIALS = {
    "datetime.datetime": "datetime",
    "datetime.date": "date",
    "builtins.bytes": "bytes",
    "typing.Any": "any",
    "typing_extensions.Any": "any",
}
# Enum bases: a class deriving from one of these (or from an Enum of ours) is an Enum
_ENUMS = {"enum.Enum": None, "enum.StrEnum": "str", "enum.IntEnum": "int"}
_MIXINS = {"builtins.str": "str", "builtins.int": "int"}
_BUILTIN_NAMES = frozenset(
    "str int float bool list dict set frozenset tuple bytes bytearray object complex type".split()
)
_WHY_NOT = {
    "builtins.set": "a set has no JSON form; use list[T]",
    "builtins.frozenset": "a frozenset has no JSON form; use list[T]",
    "builtins.tuple": "a tuple has no defaulting rules; use list[T] or a dataclass",
    "typing.Set": "a set has no JSON form; use list[T]",
    "typing.FrozenSet": "a frozenset has no JSON form; use list[T]",
    "typing.Tuple": "a tuple has no defaulting rules; use list[T] or a dataclass",
    "typing.Callable": "a Callable has no JSON form",
    "collections.abc.Callable": "a Callable has no JSON form",
    "builtins.object": "object cannot be defaulted or published; give the field a concrete type",
}
# the kinds of `__dataclass_fields__` entries (dataclasses' _FIELD, _FIELD_INITVAR, _FIELD_CLASSVAR)
_FIELD, _INIT_VAR, _CLASS_VAR, _KW_ONLY = "field", "init-var", "class-var", "kw-only"
_PSEUDO = {"dataclasses.InitVar": _INIT_VAR, "dataclasses.KW_ONLY": _KW_ONLY}
_NOT_A_FIELD = Unmappable("an InitVar is an __init__ parameter, not a field")
_Entry = tuple["Field | None", str]  # a `__dataclass_fields__` entry: (a Field, or None for a ClassVar; its kind)
# Names with a fixed meaning, even when their module (typing.py itself) is among the scanned files.
_WELL_KNOWN = frozenset(
    {*_SCALARS, *_LISTS, *_DICTS, *_OPTIONALS, *_UNIONS, *_ANNOTATED, *_WHY_NOT, *_SPECIALS, *_ENUMS, *LITERALS}
)


class Universe:
    """All scanned modules, with memoised resolution of their types."""

    def __init__(
        self,
        modules: Iterable[ModuleDecl],
        loader: Loader | None = None,
        *,
        known: Mapping[str, Callable[[], ModuleDecl | None]] | None = None,
        run: Iterable[str] | None = None,
        api_modules: Sequence[str] = (),
    ) -> None:
        """`modules` are the scanned modules; `known` more modules of the run, read on first
        use (as scanned ones: a rerun that lints a few modules knows the others this way);
        `run` the module names of every file of the run (default: the scanned ones);
        `api_modules` the module name patterns that take part (SPEC §1, `source.scope`)."""
        self.scanned: tuple[ModuleDecl, ...] = tuple(modules)
        self._modules: dict[str, ModuleDecl | None] = {m.module: m for m in self.scanned}
        self._known = dict(known or {})
        # the modules of the run that can hold types of ours: where API types are looked for
        self.readable: tuple[str, ...] = (*self._modules, *self._known)
        self.api_modules = tuple(api_modules)
        self._scope: tuple[dict[str, str], frozenset[str]] | None = None
        self.scope_frame = Frame()
        self._api_by_module: dict[str, list[str]] | None = None
        self.run = frozenset(run) if run is not None else frozenset(self._modules) | frozenset(self._known)
        self.loader = loader
        self.tracker = Tracker()
        self._digests: dict[tuple[str, str], str] = {}
        self._name_digests: dict[str, dict[str, str]] = {}  # of modules read without them
        self._types: dict[tuple[str, TypeExpr], Type] = {}
        self._classes: dict[str, DataClass] = {}
        self._named: dict[str, NamedType] = {}
        self._mros: dict[str, tuple[str, ...] | str] = {}
        self._derived: dict[Hashable, Any] = {}  # `memoised`'s results
        self._resolving: set[str] = set()

    # -- modules

    def module(self, name: str) -> ModuleDecl | None:
        """A scanned (or known) module, or one read through the loader on first use."""
        self.tracker.read(name, "")
        return self._module(name)

    def _module(self, name: str) -> ModuleDecl | None:
        if name not in self._modules:
            if name in self._known:
                self._modules[name] = self._known.pop(name)()
            else:
                loaded = self.loader(name) if self.loader is not None else None
                self._modules[name] = loaded if loaded is not None and loaded.failure is None else None
        return self._modules[name]

    def default_mode(self, name: str) -> MarkerKind | None:
        """Whether the fields of module `name` are optional (OPTIONAL) or required (REQUIRED)
        when they say nothing themselves: controller-gen's package markers
        `+kubebuilder:validation:Optional` / `Required`, in the module or else in the nearest
        enclosing package's `__init__.py` that has one; None: SPEC §1's rule (omitempty).
        Asked for every field's `required` (once a run per module: memoised)."""
        return self.memoised(("default mode", name), lambda: self._default_mode(name))

    def _default_mode(self, name: str) -> MarkerKind | None:
        parts = name.split(".")
        for depth in range(len(parts), 0, -1):
            for marker in self.module_markers(".".join(parts[:depth])):
                if marker.kind in (MarkerKind.OPTIONAL, MarkerKind.REQUIRED):
                    return marker.kind
        return None

    def module_markers(self, name: str) -> tuple[Marker, ...]:
        """The module-level markers of module `name` (controller-gen's package markers). A
        file of the run that discovery's prefilter passed over holds no marker (module-level
        markers are marker-shaped text), so it is not read for them; a module outside the run
        (an enclosing package's `__init__.py` not given) is read through the loader. The
        lookup is `(name, MARKERS)`: what it finds is the markers, so a rerun re-checks the
        modules that asked when a package's markers change (not when its types do)."""
        self.tracker.read(name, MARKERS)
        return self._module_markers(name)

    def _module_markers(self, name: str) -> tuple[Marker, ...]:
        if name in self.run and name not in self._modules and name not in self._known:
            return ()
        module = self._module(name)
        return module.markers if module is not None else ()

    def in_run(self, name: str) -> bool:
        """Whether the module is among the files of this run (scanned or not)."""
        self.tracker.read(name, RUN)
        return name in self.run

    @contextmanager
    def focus(self, module: ModuleDecl) -> Iterator[Frame]:
        """Work on `module` alone (it is what `scanned` holds meanwhile), tracking every
        lookup into the frame yielded."""
        scanned = self.scanned
        self.scanned = (module,)
        self._modules.setdefault(module.module, module)
        try:
            with self.tracker.frame() as frame:
                yield frame
        finally:
            self.scanned = scanned

    def digest(self, leaf: tuple[str, str]) -> str:
        """What a lookup finds now: compare with the digest of the same lookup in an earlier
        run to know whether a result computed from it still holds."""
        found = self._digests.get(leaf)
        if found is None:
            found = self._digests[leaf] = self._digest(*leaf)
        return found

    def _digest(self, name: str, what: str) -> str:
        from ..cache.parsed import ABSENT, encode, name_digests
        from ..cache.store import digest_of

        if what == RUN:
            return digest_of(name in self.run)
        if what == MARKERS:
            return digest_of(encode(self._module_markers(name)))
        module = self._module(name)
        if module is None:
            return digest_of(None)
        if what == "":
            return digest_of(module.path, module.module, module.is_package, module.failure is None)
        digests = module.digests  # worked out where the module was parsed, if it was parsed for a run
        if digests is None:
            digests = self._name_digests.get(name)
            if digests is None:
                digests = self._name_digests[name] = name_digests(module)
        return digests.get(what, ABSENT)

    # -- public lookups

    def dataclasses(self) -> list[DataClass]:
        """Every API dataclass of the scanned modules (`source.scope`), in file and declaration order."""
        return [cls for m in self.scanned if m.failure is None for cls in self.dataclasses_of(m)]

    def named_types(self) -> list[NamedType]:
        """Every API named type of the scanned modules, in file and declaration order."""
        return [
            self.named_type(f"{m.module}.{n.name}")
            for m in self.scanned
            if m.failure is None
            for n in m.named_types
            if self.is_api(f"{m.module}.{n.name}")
        ]

    def dataclasses_of(self, module: ModuleDecl) -> list[DataClass]:
        """The API dataclasses of one module, in declaration order."""
        return [
            self.dataclass(f"{module.module}.{c.name}")
            for c in module.classes
            if c.is_dataclass and self.is_api(f"{module.module}.{c.name}")
        ]

    def is_api(self, qualname: str) -> bool:
        """Whether a dataclass or named type is an API type (SPEC §1, see `source.scope`). It depends
        on every module of the run (who references it), so it is not tracked as a lookup:
        `cache.rerun` compares `api_of` instead."""
        return qualname in self._api_scope()[1]

    def api_of(self, module: str) -> list[str]:
        """The names of the API types declared in `module`, sorted."""
        if self._api_by_module is None:
            by_module: dict[str, list[str]] = {}
            for qualname in sorted(self._api_scope()[1]):
                owner, _, name = qualname.rpartition(".")
                by_module.setdefault(owner, []).append(name)
            self._api_by_module = by_module
        return list(self._api_by_module.get(module, ()))

    def taking_part(self) -> dict[str, str]:
        """The modules of the run that take part, by module name, with why."""
        return self._api_scope()[0]

    def _api_scope(self) -> tuple[dict[str, str], frozenset[str]]:
        if self._scope is None:
            # the run-wide scope is nobody's lookup (see `is_api`): its own frame, which
            # `cache.rerun` stores so that the next run can reuse the scope
            with self.tracker.frame() as self.scope_frame:
                self._scope = api_types(self, self.api_modules)
        return self._scope

    @property
    def has_scope(self) -> bool:
        return self._scope is not None

    def adopt_scope(
        self, reasons: dict[str, str], api: frozenset[str], new_seeds: list[str], changed: Sequence[str] = ()
    ) -> None:
        """Take the scope of an earlier run, whose lookups still hold but for the API types
        `changed` (whose references are walked again), and add what `new_seeds` (types added
        to modules that take part) reach."""
        with self.tracker.frame() as self.scope_frame:
            self._scope = (reasons, reach(self, new_seeds, api, changed))

    def dataclass(self, qualname: str) -> DataClass:
        key = ("class", qualname)
        self.tracker.use(key)
        found = self._classes.get(qualname)
        if found is None:
            self.tracker.start(key)
            try:
                found = self._classes[qualname] = self._build_class(qualname)
            finally:
                self.tracker.end()
        return found

    def memoised(self, key: Hashable, compute: Callable[[], _D]) -> _D:
        """A result another stage derives from the universe (a dataclass's schema), computed
        once per run by `compute()`; the lookups it made are charged to whoever uses it, as
        for the universe's own results (`cache.deps`). `key` names the result, its kind
        first (`("object schema", qualname)`); the result is shared: never change it."""
        self.tracker.use(key)
        if key in self._derived:
            return self._derived[key]  # type: ignore[no-any-return]
        self.tracker.start(key)
        try:
            found = self._derived[key] = compute()
        finally:
            self.tracker.end()
        return found

    def named_type(self, qualname: str) -> NamedType:
        key = ("named", qualname)
        self.tracker.use(key)
        found = self._named.get(qualname)
        if found is None:
            self.tracker.start(key)
            try:
                found = self._build_named(qualname)
            finally:
                self.tracker.end()
        return found

    def _build_named(self, qualname: str) -> NamedType:
        module_name, _, name = qualname.rpartition(".")
        module = self.module(module_name)
        assert module is not None
        self.tracker.read(module_name, name)
        decl = next(n for n in module.named_types if n.name == name)
        found = NamedType(decl, module, qualname, Unmappable("a named type that refers to itself"))
        self._named[qualname] = found  # breaks cycles A -> B -> A
        target = self._named_target(decl, module)
        found = self._named[qualname] = NamedType(
            decl,
            module,
            qualname,
            target,
            self._typed(self.resolved(first_default(decl.markers), module), target),
            constraints_of(decl.markers),
        )
        return found

    def type_default(self, type_: Type) -> Marker | None:
        """The `+default` a named type carries (nearest along a chain of named types)."""
        seen: set[str] = set()
        while isinstance(type_, NamedRef) and type_.qualname not in seen:
            seen.add(type_.qualname)
            named = self.named_type(type_.qualname)
            if named.marker_default is not None:
                return named.marker_default
            type_ = named.target
        return None

    def field_default(self, field: Field) -> Marker | None:
        """D of SPEC §3: the field's own marker, else its (named) type's marker — through
        Optional, as Kubernetes looks through a pointer to its element type."""
        type_ = field.type.inner if isinstance(field.type, Optional) else field.type
        return field.marker_default or self.type_default(type_)

    def type_constraints(self, type_: Type) -> Constraints:
        """The constraints a type carries by itself: those of its named types (through
        Optional), an outer named type's on top of the one it names."""
        type_ = type_.inner if isinstance(type_, Optional) else type_
        chain: list[Constraints] = []
        seen: set[str] = set()
        while isinstance(type_, NamedRef) and type_.qualname not in seen:
            seen.add(type_.qualname)
            named = self.named_type(type_.qualname)
            chain.append(named.constraints)
            type_ = named.target
        found = NO_CONSTRAINTS
        for constraints in reversed(chain):
            found = overlay(found, constraints)
        return found

    def field_constraints(self, field: Field) -> Constraints:
        """Every validation constraint at a field (SPEC §8), in one: its named type's (every
        use carries them), with the field's own markers on top (`source.constraints.overlay`:
        a keyword both declare differently holds from both, as `all_of`; CEL rules and field
        groups accumulate, the type's first). `items` are the `items:` markers of the named
        types and the field; the item type's own constraints are `type_constraints` of it,
        laid under them where the items are checked (each level once). A dataclass's own
        constraints (`DataClass.constraints`) stay on its object schema and are not part of
        this."""
        return overlay(self.type_constraints(field.type), field.constraints)

    def underlying(self, type_: Type) -> Type:
        """`type_` with named types looked through (`Item` → `Scalar("str")`)."""
        seen: set[str] = set()
        while isinstance(type_, NamedRef) and type_.qualname not in seen:
            seen.add(type_.qualname)
            type_ = self.named_type(type_.qualname).target
        return type_

    def resolve(self, expr: TypeExpr, module: ModuleDecl) -> Type:
        """The type an annotation means in `module`."""
        key = (module.module, expr)
        self.tracker.use(key)
        found = self._types.get(key)
        if found is None:
            self.tracker.start(key)
            try:
                found = self._types[key] = self._resolve(expr, module)
            finally:
                self.tracker.end()
        return found

    # -- constants (`ref(NAME)`)

    def resolved(self, marker: Marker | None, module: ModuleDecl) -> Marker | None:
        """`marker` with a `ref(NAME)` replaced by NAME's value; None when it does not
        resolve (DG307 says why)."""
        if marker is None or marker.ref is None:
            return marker
        value, problem = self.constant(marker.ref, module)
        return None if problem is not None else replace(marker, value=value)

    def _typed(self, marker: Marker | None, type_: Type) -> Marker | None:
        """A `+kubebuilder:default={}` on a list is `[]`: controller-gen's value syntax cannot
        tell an empty map from an empty list, and its Default marker makes `{}` on an array
        `[]` (pkg/crd/markers/validation.go, Default.ApplyToSchema)."""
        if marker is None or marker.name != "kubebuilder:default" or marker.value != {}:
            return marker
        plain = self.underlying(type_.inner if isinstance(type_, Optional) else type_)
        return replace(marker, value=[]) if isinstance(plain, ListOf) else marker

    def constant(self, dotted: str, module: ModuleDecl) -> tuple[object, str | None]:
        """The JSON value `dotted` names in `module`: a module-level literal constant or an
        Enum member (its value), found statically across the scanned modules. (value, None),
        or (None, why not)."""
        owner, _, member = dotted.rpartition(".")
        if owner:  # `Proto.TCP`, `mod.Proto.TCP`: an Enum member
            symbol = self._symbol(NameExpr(owner), module)
            if isinstance(symbol, tuple) and isinstance(symbol[1], ClassDecl):
                choice = self._enum(symbol[0], symbol[1])
                if isinstance(choice, Unmappable):
                    return None, f"`{owner}` is not an Enum defaultgen can read ({choice.reason})"
                if member not in choice.names:
                    return None, f"`{owner}` has no member `{member}` (members: {', '.join(choice.names)})"
                return choice.values[choice.names.index(member)], None
        found = self._constant_decl(dotted, module)
        if found is None:
            return None, f"`{dotted}` is not a module-level constant or Enum member of the scanned modules"
        if not found.readable or found.value is None:
            return None, f"`{dotted}` is not a literal JSON value (write `{found.name} = <literal>`)"
        return found.value, None

    def _constant_decl(self, dotted: str, module: ModuleDecl) -> Constant | None:
        self.tracker.read(module.module, dotted.partition(".")[0])
        if "." not in dotted:
            for constant in module.constants:
                if constant.name == dotted:
                    return constant
            if dotted not in module.imports:
                return None
        target = canonical_name(dotted, module.imports)
        found = self._global(target, set(), _local_constant)
        return found[1] if isinstance(found, tuple) and isinstance(found[1], Constant) else None

    # -- classes

    def _build_class(self, qualname: str) -> DataClass:
        """A dataclass's fields exactly as `dataclasses.fields()` gives them: collected over
        the reversed MRO, a redeclared field keeping its first place (`source.inherit`)."""
        module, decl = self._class_decl(qualname)
        mro = self.mro(qualname)
        chain = mro if isinstance(mro, tuple) else (qualname,)
        entries = collect(chain, self._shown, self._own_entries(qualname, module, decl, chain))
        fields = tuple(entry for entry, kind in entries.values() if kind == _FIELD)
        init_vars = tuple(entry for entry, kind in entries.values() if kind == _INIT_VAR)
        unresolved = mro if isinstance(mro, str) else None
        plain_init = (
            unresolved is None
            and not init_vars
            and all(f.decl.init for f in fields)
            and all(name == OBJECT or self._plain_dataclass(name) for name in chain)
        )
        return DataClass(
            decl,
            module,
            qualname,
            fields,
            constraints_of(decl.markers),
            init_vars=init_vars,
            layout=tuple(entries),
            unresolved=unresolved,
            plain_init=plain_init,
        )

    def _plain_dataclass(self, qualname: str) -> bool:
        """Whether a class of an MRO is a dataclass of the scanned modules whose own
        declaration adds nothing to building an object (`ClassDecl.plain_init`, not frozen)."""
        if qualname in OUTSIDE:
            return False
        decl = self._class_decl(qualname)[1]
        return decl.is_dataclass and decl.plain_init and not decl.frozen

    def _own_entries(
        self, qualname: str, module: ModuleDecl, decl: ClassDecl, mro: tuple[str, ...]
    ) -> Iterator[tuple[str, _Entry]]:
        """A dataclass's own `__dataclass_fields__` entries: (name, (Field or None, kind)); a
        `KW_ONLY` pseudo-field is none (it only makes the fields after it keyword-only). A
        field or InitVar written without a default takes the class attribute of that name
        that Python's `getattr` finds up the MRO, as `dataclasses` does."""
        for field_decl in decl.fields:
            if not field_decl.assigned:
                field_decl = replace(field_decl, py_default=self._class_attribute(mro[1:], field_decl.name))
            kind = _FIELD
            if field_decl.is_classvar:
                annotation = field_decl.annotation  # `ClassVar[int]`, `InitVar[int]`, `KW_ONLY`
                written = annotation.base if isinstance(annotation, SubscriptExpr) else _written(annotation)
                kind = _PSEUDO.get(canonical_name(written, module.imports), _CLASS_VAR)
            if kind == _KW_ONLY:
                continue
            if kind == _FIELD:
                type_ = self.resolve(field_decl.annotation, module)
                field = Field(
                    field_decl,
                    qualname,
                    type_,
                    self._typed(self.resolved(first_default(field_decl.markers), module), type_),
                    constraints_of(field_decl.markers),
                )
                yield field_decl.name, (field, kind)
            else:
                yield field_decl.name, (Field(field_decl, qualname, _NOT_A_FIELD) if kind == _INIT_VAR else None, kind)

    def _class_attribute(self, mro: Sequence[str], name: str) -> PyDefault:
        """The value `getattr` finds for `name` on the classes of `mro`, as written: a default
        a dataclass keeps as its class attribute (a factory's is deleted), a ClassVar's, a
        plain class's `name = value`; `PyDefault()` when there is none."""
        for qualname in mro:
            if qualname in OUTSIDE:
                continue
            _, decl = self._class_decl(qualname)
            for member in reversed(decl.members):
                if member.name == name:
                    return PyDefault(PyDefaultKind.VALUE, member.value) if member.readable else PyDefault(PyDefaultKind.OTHER)
            own = [f for f in decl.fields if f.name == name]
            if own and own[-1].py_default.kind not in (PyDefaultKind.NONE, PyDefaultKind.FACTORY):
                return own[-1].py_default
        return PyDefault()

    def _shown(self, qualname: str) -> Iterator[tuple[str, _Entry]] | None:
        """The `__dataclass_fields__` Python finds on the class `qualname` of an MRO (with
        `getattr`): those of the first dataclass in its own MRO; None when there is none."""
        if qualname in OUTSIDE:
            return None
        mro = self.mro(qualname)
        for name in mro if isinstance(mro, tuple) else ():
            if name not in OUTSIDE and self._class_decl(name)[1].is_dataclass:
                return _entries(self.dataclass(name))
        return None

    def _class_decl(self, qualname: str) -> tuple[ModuleDecl, ClassDecl]:
        module_name, _, name = qualname.rpartition(".")
        module = self.module(module_name)
        assert module is not None, qualname
        self.tracker.read(module_name, name)
        return module, next(c for c in module.classes if c.name == name)

    def mro(self, qualname: str) -> tuple[str, ...] | str:
        """The method resolution order of a class of the scanned modules as Python's C3 builds
        it (qualified names; classes from outside as `source.inherit.OUTSIDE` names them), or
        why it cannot be known statically (a base that cannot be followed, an MRO Python
        refuses)."""
        key = ("mro", qualname)
        self.tracker.use(key)
        found = self._mros.get(qualname)
        if found is None:
            if qualname in self._resolving:
                return f"`{qualname.rpartition('.')[2]}` inherits from itself"
            self._resolving.add(qualname)
            self.tracker.start(key)
            try:
                found = self._mros[qualname] = self._build_mro(qualname)
            finally:
                self.tracker.end()
                self._resolving.discard(qualname)
        return found

    def _build_mro(self, qualname: str) -> tuple[str, ...] | str:
        module, decl = self._class_decl(qualname)
        bases: list[str] = []
        mros: list[tuple[str, ...]] = []
        for i, expr in enumerate(decl.bases):
            found = self._base(expr, module)
            if isinstance(found, str):
                return f"its base `{_written(expr)}` {found}"
            if found[0] == "typing.Generic" and isinstance(expr, SubscriptExpr):
                if any(isinstance(later, SubscriptExpr) for later in decl.bases[i + 1 :]):
                    continue  # `Generic[T]` before `Base[T]` is no base at all (typing's __mro_entries__)
            bases.append(found[0])
            mros.append(found)
        if not bases:
            bases, mros = [OBJECT], [OUTSIDE[OBJECT]]
        return c3(qualname, bases, mros)

    def _base(self, expr: TypeExpr, module: ModuleDecl) -> tuple[str, ...] | str:
        """The MRO of the class a base expression names, or why it cannot be known."""
        if isinstance(expr, SubscriptExpr):  # `Generic[T]`, `Base[int]`: the class subscripted
            expr = NameExpr(expr.base)
        if not isinstance(expr, NameExpr):
            return "is an expression (a call?), which defaultgen does not run"
        symbol = self._symbol(expr, module)
        if isinstance(symbol, tuple):
            owner, decl = symbol
            if isinstance(decl, NamedTypeDecl):
                return "is a named type (NewType, TypeAlias or `type`), not a class; name the class itself"
            mro = self.mro(f"{owner.module}.{decl.name}")
            return mro if isinstance(mro, tuple) else f"cannot be followed: {mro}"
        if symbol is None:
            return "cannot be resolved (define it, or import it from a scanned module)"
        outside = OUTSIDE.get(OUTSIDE_ALIASES.get(symbol, symbol))
        if outside is None:
            return f"is `{symbol}`, a class from outside the scanned modules whose dataclass fields cannot be known"
        return outside

    def _named_target(self, decl: NamedTypeDecl, module: ModuleDecl) -> Type:
        target = self.resolve(decl.target, module)
        if self._leads_back(target, f"{module.module}.{decl.name}"):
            return Unmappable("a named type that refers to itself; make it name a scalar, list or dict")
        plain = self.underlying(target)
        if isinstance(plain, Optional):
            return Unmappable(f"a named type cannot be Optional; write Optional[{decl.name}] where it is used")
        if isinstance(plain, ClassRef):
            return Unmappable("a named type must name a scalar, list or dict; use the dataclass directly")
        return target

    def _enum(self, module: ModuleDecl, decl: ClassDecl, seen: frozenset[str] = frozenset()) -> Choice | Unmappable | None:
        """The Enum a plain class is (None when it is no Enum): its members read from the
        class body, all str or all int values."""
        qualname = f"{module.module}.{decl.name}"
        kinds: set[str] = set()
        is_enum = False
        for base in decl.bases:
            symbol = self._symbol(base, module) if isinstance(base, NameExpr) else None
            if isinstance(symbol, str) and symbol in _ENUMS:
                is_enum = True
                kinds.update([_ENUMS[symbol]] if _ENUMS[symbol] else [])
            elif isinstance(symbol, str) and symbol in _MIXINS:
                kinds.add(_MIXINS[symbol])
            elif isinstance(symbol, tuple) and isinstance(symbol[1], ClassDecl) and qualname not in seen:
                inherited = self._enum(symbol[0], symbol[1], seen | {qualname})
                if inherited is not None:
                    is_enum = True
                    if isinstance(inherited, Unmappable) or inherited.names:
                        return Unmappable(f"`{decl.name}` extends an Enum with members, which Python forbids")
                    kinds.add(inherited.kind)
        if not is_enum:
            return None
        members = [m for m in decl.members if not m.name.startswith("_")]
        if not members:
            return Unmappable(f"the Enum `{decl.name}` has no members defaultgen can read")
        unreadable = [m.name for m in members if not m.readable]
        if unreadable:
            return Unmappable(
                f"the Enum member `{decl.name}.{unreadable[0]}` has no literal value (auto() or a call); "
                "write its str or int value"
            )
        values = tuple(m.value for m in members)
        if all(type(v) is str for v in values):
            kind = "str"
        elif all(type(v) is int for v in values):
            kind = "int"
        else:
            return Unmappable(f"the members of the Enum `{decl.name}` must all be str or all int values")
        if len(kinds | {kind}) > 1:
            return Unmappable(f"the members of `{decl.name}` do not match its base (str or int)")
        if len(set(values)) != len(values):
            return Unmappable(f"two members of the Enum `{decl.name}` share a value (an alias); give each its own")
        return Choice(kind, values, qualname, tuple(m.name for m in members))

    def _leads_back(self, type_: Type, qualname: str) -> bool:
        """Whether following named types from `type_` (`A = B`, `B = A`) comes back to `qualname`."""
        seen: set[str] = set()
        while isinstance(type_, NamedRef) and type_.qualname not in seen:
            if type_.qualname == qualname:
                return True
            seen.add(type_.qualname)
            owner = self.module(type_.module)
            assert owner is not None
            self.tracker.read(type_.module, type_.name)
            decl = next(n for n in owner.named_types if n.name == type_.name)
            type_ = self.resolve(decl.target, owner)
        return False

    # -- names

    def _symbol(self, expr: NameExpr, module: ModuleDecl) -> tuple[ModuleDecl, ClassDecl] | tuple[
        ModuleDecl, NamedTypeDecl
    ] | str | None:
        """What a name means: a (module, declaration) pair of the scanned world, the canonical
        dotted name of something outside it (`typing.Optional`), or None if unknown."""
        head = expr.dotted.partition(".")[0]
        self.tracker.read(module.module, head)
        if "." not in expr.dotted:
            local = _local(module, head)
            if local is not None:
                return module, local
        if head in module.imports:
            return self._global(canonical_name(expr.dotted, module.imports), set())
        if head in _BUILTIN_NAMES and "." not in expr.dotted:
            return f"builtins.{head}"
        if "." in expr.dotted:
            return self._global(expr.dotted, set())
        return None

    def _global(self, dotted: str, seen: set[str], find: Callable[[ModuleDecl, str], object] | None = None) -> Any:
        """Look up `pkg.mod.Name` in the scanned world, following re-exports: a (module,
        declaration) pair (`find` says what a module declares: types, or constants), the
        canonical name of something outside it, or None."""
        find = find or _local
        if dotted in _WELL_KNOWN:
            return dotted
        if dotted in seen:
            return None
        seen.add(dotted)
        module_name, _, name = dotted.rpartition(".")
        while module_name:
            module = self.module(module_name)
            if module is not None:
                self.tracker.read(module_name, name)
                local = find(module, name)
                if local is not None:
                    return module, local
                if name in module.imports:  # a re-export: `from .types import Sub` in __init__
                    return self._global(canonical_name(name, module.imports), seen, find)
                return None
            module_name, _, parent = module_name.rpartition(".")
            name = f"{parent}.{name}"
        return dotted

    # -- types

    def _resolve(self, expr: TypeExpr, module: ModuleDecl) -> Type:
        if isinstance(expr, NoneExpr):
            return Unmappable("None alone is not a type; use Optional[T]")
        if isinstance(expr, OpaqueExpr):
            return Unmappable(f"`{expr.text}` is not a type annotation defaultgen can read")
        if isinstance(expr, ValueExpr):
            return Unmappable(f"`{expr.value!r}` is a value, not a type (did you mean Literal[{expr.value!r}]?)")
        if isinstance(expr, UnionExpr):
            return self._union(expr.members, module)
        if isinstance(expr, NameExpr):
            return self._named_expr(expr, module)
        return self._subscript(expr, module)

    def _named_expr(self, expr: NameExpr, module: ModuleDecl) -> Type:
        symbol = self._symbol(expr, module)
        if isinstance(symbol, tuple):
            owner, decl = symbol
            qualname = f"{owner.module}.{decl.name}"
            if isinstance(decl, NamedTypeDecl):
                return NamedRef(qualname)
            if decl.is_dataclass:
                return ClassRef(qualname)
            choice = self._enum(owner, decl)
            if choice is not None:
                return choice
            return Unmappable(f"`{expr.dotted}` is a class but neither a dataclass nor an Enum")
        if symbol is None:
            return Unmappable(
                f"cannot resolve `{expr.dotted}`: define it (as a dataclass, NewType or TypeAlias) "
                "or import it from a scanned module"
            )
        if symbol in _SCALARS:
            return Scalar(_SCALARS[symbol])
        if symbol in _SPECIALS:
            return Special(_SPECIALS[symbol])
        if symbol in LITERALS:
            return Unmappable("Literal needs its values: Literal[\"a\", \"b\"]")
        if symbol in _LISTS:
            return Unmappable("a list needs its item type: list[T]")
        if symbol in _DICTS:
            return Unmappable("a dict needs its types: dict[str, T]")
        return Unmappable(_WHY_NOT.get(symbol, f"`{expr.dotted}` ({symbol}) is not a type defaultgen can map"))

    def _subscript(self, expr: SubscriptExpr, module: ModuleDecl) -> Type:
        symbol = self._symbol(NameExpr(expr.base), module)
        args = expr.args
        if not isinstance(symbol, str):  # unknown, or a class / named type of ours made generic
            return Unmappable(f"`{expr.base}[...]` is not a type defaultgen can map")
        if symbol in _OPTIONALS:
            if len(args) != 1:
                return Unmappable("Optional takes exactly one type")
            return self._union((args[0], NoneExpr()), module)
        if symbol in _UNIONS:
            return self._union(args, module)
        if symbol in _ANNOTATED and args:
            return self.resolve(args[0], module)
        if symbol in LITERALS:
            return _literal(args)
        if symbol in _LISTS:
            if len(args) != 1:
                return Unmappable("a list takes exactly one item type: list[T]")
            item = self.resolve(args[0], module)
            return item if isinstance(item, Unmappable) else ListOf(item)
        if symbol in _DICTS:
            if len(args) != 2:
                return Unmappable("a dict takes a key and a value type: dict[str, T]")
            key = self.underlying(self.resolve(args[0], module))
            if key != Scalar("str"):
                return Unmappable("dict keys must be str (JSON object keys are strings)")
            value = self.resolve(args[1], module)
            if value == Special("any"):
                return Special("object")  # free-form JSON object
            return value if isinstance(value, Unmappable) else DictOf(value)
        return Unmappable(_WHY_NOT.get(symbol, f"`{expr.base}[...]` ({symbol}) is not a type defaultgen can map"))

    def _union(self, members: tuple[TypeExpr, ...], module: ModuleDecl) -> Type:
        rest = [m for m in members if not isinstance(m, NoneExpr)]
        if len(rest) == 2 and {self.resolve(m, module) for m in rest} == {Scalar("int"), Scalar("str")}:
            inner: Type = Special("int-or-string")
        elif len(rest) != 1:
            return Unmappable(
                "a Union of several types has no JSON schema; use one type (Optional[T] at most) or `int | str`"
            )
        else:
            inner = self.resolve(rest[0], module)
        if isinstance(inner, Unmappable):
            return inner
        if len(rest) == len(members):
            return inner  # `Union[T]`
        if isinstance(inner, Optional):
            return Unmappable("Optional of Optional cannot tell its two Nones apart; use Optional[T]")
        return Optional(inner)


def _literal(args: tuple[TypeExpr, ...]) -> Type:
    """`Literal[...]` of str values or of int values."""
    if not args or not all(isinstance(a, ValueExpr) for a in args):
        return Unmappable("Literal takes str or int values: Literal[\"a\", \"b\"]")
    values = tuple(a.value for a in args)  # type: ignore[union-attr]
    if all(type(v) is str for v in values):
        kind = "str"
    elif all(type(v) is int for v in values):
        kind = "int"
    else:
        return Unmappable("a Literal's values must all be str or all int (JSON enums have one type)")
    return Choice(kind, tuple(dict.fromkeys(values)))


def _entries(cls: DataClass) -> Iterator[tuple[str, _Entry]]:
    """A dataclass's `__dataclass_fields__` entries, as `Universe._own_entries` gives them."""
    by_name = {f.name: (f, _FIELD) for f in cls.fields} | {f.name: (f, _INIT_VAR) for f in cls.init_vars}
    for name in cls.layout:
        yield name, by_name.get(name, (None, _CLASS_VAR))


def _written(expr: TypeExpr) -> str:
    """A base class expression as written (near enough for a message)."""
    if isinstance(expr, NameExpr):
        return expr.dotted
    if isinstance(expr, SubscriptExpr):
        return f"{expr.base}[...]"
    return expr.text if isinstance(expr, OpaqueExpr) else "..."


def _local_constant(module: ModuleDecl, name: str) -> Constant | None:
    for constant in module.constants:
        if constant.name == name:
            return constant
    return None


def _local(module: ModuleDecl, name: str) -> ClassDecl | NamedTypeDecl | None:
    for decl in module.classes:
        if decl.name == name:
            return decl
    for named in module.named_types:
        if named.name == name:
            return named
    return None
