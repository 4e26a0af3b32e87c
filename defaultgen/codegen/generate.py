"""The built-in defaulting path: one generated Python module per source module (SPEC §3).

Python decides *what* the generated code does (which checks, in which order, with which values)
as small step records and expressions (`codegen.layout`); the jinja2 templates in `templates/` decide
how that reads as Python; black formats the result once (`codegen.formatted`). Everything that reaches
the output is fixed syntax, an identifier read from the source, or a value written by
`python_literal`.
"""

from __future__ import annotations

import functools
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import replace
from typing import TYPE_CHECKING

from .. import templating
from ..fileio import GENERATED_HEADER
from ..source.model import ClassRef, DataClass, ModuleDecl
from .code import Code, unknown_keys
from .formatted import format_source
from .layout import Args, Call, clause, fit, signature
from .names import (
    HELPERS,
    SOURCE_ALIAS,
    SUPPORT_ALIAS,
    GenerateError,
    Names,
    importable,
    unreachable,
    generated_module_name,
    import_statement,
    output_file_name,
    support_module_name,
)
from .names import support_file as support_file  # the CLI and the tests find it here too
from .pyliteral import python_literal
from .steps import ClassCode, Decoder, Store, field_target, positional
from .support import go_patterns, shared_texts
from .validators import ValidateError, Validators

if TYPE_CHECKING:
    from ..source.universe import Universe

_DECODERS = (  # the decoding functions of each class, and their docstrings
    ("from_dict", "Build {} from its JSON object the way Go's json.Unmarshal reads it."),
    ("load", "Decode {} and apply its defaults as set_defaults(from_dict(data)) does; at the\n    first problem raise _dg.Invalid (load() then lists them all)."),
)
_HELPER_IMPORTS = {"_rfc3339": "datetime", "_datetime": "datetime", "_date": "datetime", "_b64": "base64",
                   "_bytes": "base64", "_object": "copy", "copy.deepcopy": "copy"}  # fmt: skip


class Generator:
    """Generated modules for the dataclasses of one universe, all written by the same rules."""

    def __init__(self, universe: Universe, output_pattern: str) -> None:
        output_file_name(output_pattern, "x")  # a bad pattern fails here, once
        self.universe = universe
        self.pattern = output_pattern
        self._needs: dict[str, bool] = {}
        self._solved_in: dict[str, tuple[str, int]] = {}  # class -> the `_solve` that decided it (tracked)
        self._probe_names = Names(universe, ModuleDecl("", ""), output_pattern)  # spells for no module

    def source(self, module: ModuleDecl) -> str:
        """The black-formatted text of `module`'s generated module (it must have dataclasses)."""
        return format_source(self.render(module))

    def render(self, module: ModuleDecl) -> str:
        """The text of `module`'s generated module, before black."""
        classes = self.universe.dataclasses_of(module)
        why = unreachable(module.module)
        if why:
            raise GenerateError(f"{module.path}: {why}")
        own = generated_module_name(module, self.pattern)
        if not importable(own):
            raise GenerateError(
                f"{module.path}: the generated module `{own}` would not be importable; change output-pattern"
            )
        self._solve(c.qualname for c in classes)
        names = Names(self.universe, module, self.pattern)
        checks = Validators(self.universe, names.function, lambda type_, expr: code.wire(type_, expr))
        code = Code(self.universe, names, self._need, checks)
        try:
            rendered = [self._with_checks(self._class_code(code, cls), checks, cls) for cls in classes]
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
        if code.builders:
            standard.add("functools")
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
                builders=[
                    fit(f"{name} = ", Call("functools.partial", Args(("object.__new__", constructor))))
                    for constructor, name in code.builders.items()
                ],
                zero_tests=zero_tests,
                standard=sorted(standard),
                patterns=[(name, python_literal(source)) for name, source in checks.python_patterns.items()],
                tables=[fit(f"{name} = ", value) for name, value in code.tables.values()],
                members=list(code.members.values()),
                support=support,
            )
        )

    @staticmethod
    def _with_checks(rendered: ClassCode, checks: Validators, cls: DataClass) -> ClassCode:
        """The class's code with its validator: load checks a plain dataclass's fields on the
        locals it decoded them into, before building it (the object holds exactly those)."""
        decoded = _variables(cls) if rendered.builder else None
        return replace(rendered, validator=checks.class_code(cls, decoded))

    @staticmethod
    def _class_code(code: Code, cls: DataClass) -> ClassCode:
        variables = _variables(cls)
        # __init__'s parameters in Python's order; an InitVar is left to its default
        given = tuple(code.argument(f, variables[f.name]) if f.name in variables else None for f in cls.parameters)
        # a plain dataclass is built without calling __init__, each field stored in field order
        # as __init__ stores them (none is left to its Python default)
        plain = cls.plain_init and None not in given
        if plain:
            by_name = {entry[0].name: entry[0] for entry in given if entry is not None}
            arguments = tuple(by_name[f.name] for f in cls.fields)
        else:
            arguments = positional(given)
        return ClassCode(
            name=cls.name,
            set_defaults=code.class_steps(cls),
            to_dict=tuple(code.encoded(f) for f in cls.wire_fields),
            decoders=tuple(
                Decoder(codec, doc.format(cls.name), tuple(code.decoded(f, variables[f.name], codec, checked=plain) for f in cls.wire_fields))
                for codec, doc in _DECODERS
            ),
            arguments=arguments,
            # what __init__ does not take is set once the object is built (after __post_init__);
            # one that is not on the wire is left to the dataclass
            stores=tuple(
                Store(field_target(f.name, cls.decl.frozen), variables[f.name])
                for f in cls.wire_fields
                if not f.decl.init
            ),
            unknown_keys=unknown_keys(cls, "data"),
            builder=code.builder(ClassRef(cls.qualname)) if plain else None,
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

        probe = Code(self.universe, self._probe_names, needs)  # set_defaults alone
        return bool(probe.class_steps(self.universe.dataclass(qualname)))


@functools.cache
def _environment():
    environment = templating.environment()
    environment.globals.update(fit=fit, signature=signature, clause=clause)
    return environment


def _variables(cls: DataClass) -> dict[str, str]:
    """The locals the decoders read each field of `cls` into."""
    return {f.name: f"f{i}" for i, f in enumerate(cls.fields)}
