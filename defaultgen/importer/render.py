"""Modules → Python text: the `imported.py.j2` template, its statements already in black's style.

black formatted the whole text once, and was nine tenths of what an import of Kubernetes'
core/v1 cost (docs/benchmarks.md, "Import (session 23)"). The text is now written as black
writes it (`Layout`): the few statement shapes an import emits are laid out by black's rules
for them; a statement of any other shape (or one black would measure otherwise: non-ASCII,
a `fmt:` / `yapf:` comment) makes the module go through black as before, so the output is
black's either way (tests/test_importer_render.py holds black to that).
"""

from __future__ import annotations

import functools

from ..codegen.pyliteral import python_literal
from ..fileio import IMPORTED_HEADER
from ..templating import environment
from .build import Modules
from .model import ClassSpec, FieldSpec, ModuleSpec

LINE_LENGTH = 88  # black's default (`codegen.formatted.format_source` runs it so)
_BODY = " " * 8  # the indentation of a field statement's continuation lines


def header(sources: list[str]) -> str:
    """The header every written file starts with (`fileio.IMPORTED_HEADER`), then the command
    and its sources."""
    return f"{IMPORTED_HEADER}\n# defaultgen import {' '.join(sources)}"


def render(parts: tuple[str, ...], modules: Modules, sources: list[str]) -> str:
    text, sure = _rendered(parts, modules, sources, Layout())
    if sure:
        return text
    from ..codegen.formatted import format_source

    return format_source(_rendered(parts, modules, sources, Layout(plain=True))[0])


def _rendered(parts: tuple[str, ...], modules: Modules, sources: list[str], layout: Layout) -> tuple[str, bool]:
    module = modules.modules[parts]
    template = _template()
    text = template.render(
        header="\n".join(layout.comment(line.removeprefix("# ")) for line in header(sources).split("\n")),
        module=module,
        classes=_declaration_order(module),
        typing=sorted(module.typing),
        imports=_imports(module),
        named_types=modules.named[parts],
        plain=layout.plain,
        comment=layout.comment,
        line=layout.line,
        field_lines=layout.field,
        literal=python_literal,
    )
    return text, layout.sure


@functools.cache
def _template():
    return environment().get_template("imported.py.j2")


def init_text(sources: list[str]) -> str:
    return header(sources) + "\n"


class Layout:
    """Lines as black writes them, for the statements the template emits; `sure` turns False
    at the first statement whose shape it does not know. `plain` writes each statement on one
    line and comments as they are, for black to format (the text it formatted before `Layout`:
    where black is needed, it makes of it what it made before, `# fmt: off` regions included)."""

    def __init__(self, plain: bool = False) -> None:
        self.plain = plain
        self.sure = True

    def comment(self, text: str) -> str:
        """A comment line holding `text`: black strips trailing whitespace (`#` alone when
        nothing is left); a `fmt:` or `yapf:` directive would turn black off or on."""
        if self.plain:
            return f"# {text}" if text else "#"
        text = text.rstrip()
        if "fmt:" in text or "yapf:" in text:
            self.sure = False
        return f"# {text}" if text else "#"

    def line(self, statement: str) -> str:
        """A statement black leaves on one line: one that fits (any other is black's to split)."""
        if not _fits(statement):
            self.sure = False
        return statement

    def field(self, spec: FieldSpec) -> list[str]:
        """`name: annotation = field(default..., metadata={"json": tag})` in a class body, as
        black splits it where it is too long (`_call`): after `field(`; where the line up to
        `field(` does not fit, the call in parentheses of its own; where not even the line up to
        those fits, the annotation split at its brackets first (`_subscript`). A statement of
        another shape stays one line, for black."""
        target = f"    {spec.name}: {spec.annotation} = "
        arguments = (spec.default, f'metadata={{"json": {python_literal(spec.tag)}}}')
        if self.plain:
            return [f"{target}field({', '.join(arguments)})"]
        sure, self.sure = self.sure, True
        lines = self._field(spec.annotation, target, arguments)
        if not (self.sure and all(_fits(line) for line in lines)):  # black measures non-ASCII by width
            sure, lines = False, [f"{target}field({', '.join(arguments)})"]
        self.sure = sure
        return lines

    def _field(self, annotation: str, target: str, arguments: tuple[str, str]) -> list[str]:
        if len(target + "field(") <= LINE_LENGTH:
            return _call(target, "    ", arguments)
        if len(target + "(") <= LINE_LENGTH:
            self.sure = "[" in annotation  # (black splits one without brackets otherwise)
            return [target + "(", *_call(_BODY, _BODY, arguments), "    )"]
        # `name: Outer[`, the subscript's lines, then `] = field(...` split as a line of its own
        lines = self._subscript(annotation, target[: -len(annotation) - 3], _BODY, " = (")[:-1]
        return lines + _call("    ] = ", "    ", arguments)

    def _subscript(self, text: str, before: str, indent: str, after: str = "") -> list[str]:
        """`before` + `text` where it fits (with `after`, what follows it on its line), else
        split at the brackets that end `text`: `Outer[`, the contents on lines of their own
        (indented by `indent`, split again where they do not fit), `]` (`list[` / `    Name` /
        `]`). A subscript holding a comma or a `|` black splits otherwise (trailing commas,
        parentheses): not laid out here."""
        opening = text.find("[")
        inner = text[opening + 1 : -1]
        if len(before + text + after) <= LINE_LENGTH:
            return [before + text]
        if opening < 0 or _closing(text, opening) != len(text) - 1 or _top_level(inner, ",|"):
            self.sure = False
            return [before + text]
        closing = before[: len(before) - len(before.lstrip())] + "]"
        return [before + text[: opening + 1], *self._subscript(inner, indent, indent + "    "), closing]


def _call(start: str, indent: str, arguments: tuple[str, str]) -> list[str]:
    """`start` + `field(default, metadata)` where it fits, else split after `field(`: the
    arguments on a line of their own (indented by four more than `indent`), or one per line
    with a trailing comma where they do not fit together; `)` on a line of its own."""
    whole = f"{start}field({', '.join(arguments)})"
    if len(whole) <= LINE_LENGTH:
        return [whole]
    inner = indent + "    "
    together = inner + ", ".join(arguments)
    body = [together] if len(together) <= LINE_LENGTH else [f"{inner}{argument}," for argument in arguments]
    return [start + "field(", *body, indent + ")"]


def _fits(line: str) -> bool:
    return len(line) <= LINE_LENGTH and line.isascii()


def _top_level(text: str, characters: str) -> bool:
    """Whether one of `characters` stands in `text` outside its brackets."""
    depth = 0
    for character in text:
        depth += {"[": 1, "]": -1}.get(character, 0)
        if depth == 0 and character in characters:
            return True
    return False


def _closing(text: str, opening: int) -> int:
    """The index of the bracket that closes the one at `opening` (-1: none)."""
    depth = 0
    for index in range(opening, len(text)):
        depth += {"[": 1, "]": -1}.get(text[index], 0)
        if depth == 0:
            return index
    return -1


def _declaration_order(module: ModuleSpec) -> list[ClassSpec]:
    """The classes in their order, each moved after the classes of the module its fields'
    `default_factory` names: the class body calls `field(default_factory=Cls)` when it runs, so
    `Cls` must be declared by then (a cycle of such fields is DG304, and no schema makes one)."""
    by_name = {c.name: c for c in module.classes}
    done: dict[str, ClassSpec] = {}

    def place(cls: ClassSpec, trail: tuple[str, ...]) -> None:
        if cls.name in done or cls.name in trail:
            return
        for spec in cls.fields:
            factory = spec.default.removeprefix("default_factory=")
            if factory != spec.default and factory in by_name:
                place(by_name[factory], (*trail, cls.name))
        done[cls.name] = cls

    for cls in module.classes:
        place(cls, ())
    return list(done.values())


def _imports(module: ModuleSpec) -> list[str]:
    """`from <relative module> import Name [as Alias]` for each class used from another module."""
    statements = []
    for (where, name), alias in sorted(module.imports.items()):
        suffix = "" if alias == name else f" as {alias}"
        statements.append(f"from {_relative(module.parts, where)} import {name}{suffix}")
    return statements


def _relative(here: tuple[str, ...], there: tuple[str, ...]) -> str:
    package = here[:-1]
    common = 0
    while common < len(package) and common < len(there) and package[common] == there[common]:
        common += 1
    return "." * (len(package) - common + 1) + ".".join(there[common:])
