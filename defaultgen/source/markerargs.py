"""The one parser of marker arguments: controller-gen's argument grammar.

sigs.k8s.io/controller-tools, pkg/markers/parse.go (`splitMarker`, `Definition.Parse`,
`Argument.parse`, `guessType`), re-read in Python:

- `+name=value` gives a marker with one anonymous argument (`+kubebuilder:validation:Minimum=1`),
  `+name:=value` the same (controller-gen drops the empty last `:` segment);
- `+name:arg=value,other=value` gives named arguments: the text after the last `:` before the
  first `=` is the first argument's name (`+kubebuilder:printcolumn:name="Age",type=date,...`);
- a value is a quoted string (`"..."` with Go's escapes, `` `...` `` raw), a bare string up to
  the next `,` / `;` / `}`, an integer, a number, `true` / `false`, a list (`a;b;c` or
  `{a,b,c}`), or, for an argument of any type (`+kubebuilder:default`, `Enum`'s items), a map
  `{key: value, ...}`; the type of an any-typed value is guessed from its first token, as
  controller-gen does (`Automatic` a string, `3` an integer, `{type: Automatic}` a map).

Errors are `ArgumentError`s whose message says what was expected where; they never escape as
anything else (hostile marker text is data).
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from .spelling import nearest


class ArgumentError(ValueError):
    """An argument that cannot be read; the message says why."""


class ArgType(str, Enum):
    STRING = "string"
    INT = "integer"
    NUMBER = "number"
    BOOL = "bool"
    ANY = "any"  # guessed from its first token (controller-gen's `interface{}`)
    STRINGS = "list of strings"  # `a;b;c` or `{a,b,c}`
    ANYS = "list"  # a list whose items are each guessed (`Enum`)
    RAW = "text"  # the rest of the line, as gengo's markers take it (`+patchStrategy=merge,retainKeys`)


@dataclass(frozen=True)
class Arg:
    """One argument of a marker: its type and whether it may be left out."""

    type: ArgType
    optional: bool = False


_NAME = re.compile(r"\s*([A-Za-z][A-Za-z0-9_]*)\s*=")
_NUMBER = re.compile(r"-?\s*(?:\d+\.?\d*(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?)")
_INT = re.compile(r"-?\s*\d+")
_MAX_DEPTH = 32


def split_marker(text: str) -> tuple[str, str, str]:
    """`+a:b:c=rest` → (name, anonymous name, argument text), as controller-gen's
    splitMarker: the name drops the last `:` segment of the part before `=` (`a:b`), the
    anonymous name keeps it (`a:b:c`). `text` starts after the `+`."""
    head, eq, rest = text.partition("=")
    head = head.rstrip()
    if not eq:
        return head, head, ""
    name = head.rpartition(":")[0] if ":" in head else head
    return name, head, rest


def parse_arguments(raw: str, spec: dict[str, Arg]) -> dict[str, object]:
    """The arguments in `raw` for a marker taking `spec` (`{"": Arg}`: one anonymous value;
    `{}`: none). Missing required and unknown arguments are errors (controller-gen's
    definitions are strict)."""
    if "" in spec:  # one anonymous value
        kind = spec[""].type
        if not raw.strip():
            if kind is ArgType.BOOL:
                return {"": True}
            if spec[""].optional:
                return {"": ""}
            raise ArgumentError("a value is required after `=`")
        if kind is ArgType.RAW:
            return {"": raw.strip()}
        value, _ = _Reader(raw).top(kind)
        return {"": value}
    if not spec:
        if raw.strip():
            raise ArgumentError(f"takes no arguments, got {raw.strip()!r}")
        return {}
    args: dict[str, object] = {}
    reader = _Reader(raw)
    while not reader.done():
        match = _NAME.match(raw, reader.position)
        if match is None:
            raise ArgumentError(f"expected `argument=value` at {raw[reader.position:].strip()!r}")
        argument = match.group(1)
        if argument not in spec:
            raise ArgumentError(f"unknown argument `{argument}`{_hint(argument, list(spec))}")
        if argument in args:
            raise ArgumentError(f"argument `{argument}` given twice")
        reader.position = match.end()
        args[argument] = reader.value(spec[argument].type, delimiters=",")
        reader.skip_space()
        if not reader.done():
            if raw[reader.position] != ",":
                raise ArgumentError(f"expected `,` before {raw[reader.position:].strip()!r}")
            reader.position += 1
    missing = [a for a, arg in spec.items() if not arg.optional and a not in args]
    if missing:
        raise ArgumentError(f"missing argument{'s' if len(missing) > 1 else ''} {', '.join(f'`{a}`' for a in missing)}")
    return args


def _hint(word: str, known: list[str]) -> str:
    close = nearest(word, known)
    return f"; did you mean `{close}`?" if close else f" (known: {', '.join(known)})"


class _Reader:
    """A cursor over argument text."""

    def __init__(self, raw: str) -> None:
        self.raw = raw
        self.position = 0
        self.depth = 0

    def done(self) -> bool:
        self.skip_space()
        return self.position >= len(self.raw)

    def skip_space(self) -> None:
        while self.position < len(self.raw) and self.raw[self.position] in " \t":
            self.position += 1

    def peek(self) -> str:
        self.skip_space()
        return self.raw[self.position : self.position + 1]

    def top(self, kind: ArgType) -> tuple[object, int]:
        """A whole anonymous value: nothing may follow it."""
        value = self.value(kind, delimiters="")
        if not self.done():
            raise ArgumentError(f"unexpected text after the value: {self.raw[self.position:].strip()!r}")
        return value, self.position

    def value(self, kind: ArgType, delimiters: str) -> object:
        """One value of `kind`, ending before one of `delimiters` (`,` between named
        arguments) or at the end."""
        if kind is ArgType.STRINGS:
            return [str(item) for item in self._list(lambda: self._string(",;}" + delimiters), delimiters)]
        if kind is ArgType.ANYS:
            return self._list(lambda: self._scalar(",;}", in_map=False), delimiters)
        if kind is ArgType.ANY:
            return self._any(",;}" + delimiters, in_map=False)
        if kind is ArgType.STRING:
            return self._string(delimiters or ",;}")
        text = self._string(",;}" + delimiters)
        if kind is ArgType.INT:
            if not _INT.fullmatch(text):
                raise ArgumentError(f"expected an integer, got {text!r}")
            return _integer(text.replace(" ", ""))
        if kind is ArgType.NUMBER:
            if not _NUMBER.fullmatch(text):
                raise ArgumentError(f"expected an integer or a number, got {text!r}")
            return _number(text.replace(" ", ""))
        if text not in ("true", "false"):
            raise ArgumentError(f"expected true or false, got {text!r}")
        return text == "true"

    def _list(self, item: Callable[[], object], delimiters: str) -> list[object]:
        """`{a,b,c}` or `a;b;c` (up to one of `delimiters`)."""
        if self.peek() == "{":
            self.position += 1
            return self._in_braces(item, "list")
        items: list[object] = []
        while self.peek() not in ("", "}") and self.peek() not in delimiters:
            items.append(item())
            if self.peek() != ";":
                break
            self.position += 1
        return items

    def _in_braces(self, item: Callable[[], object], what: str) -> list[object]:
        """The `,`-separated items after a `{`, up to and past its `}`."""
        self._enter()
        items: list[object] = []
        while self.peek() not in ("}", ""):
            items.append(item())
            if self.peek() in ("}", ""):
                break
            if self.peek() != ",":
                raise ArgumentError(f"expected `,` or `}}` in a {what}, got {self.raw[self.position:].strip()!r}")
            self.position += 1
        if self.peek() != "}":
            raise ArgumentError(f"a {what} opened with `{{` is not closed")
        self.position += 1
        self.depth -= 1
        return items

    def _any(self, delimiters: str, in_map: bool) -> object:
        """A value whose type is guessed from its first token (controller-gen's guessType):
        `a;b;c` is a list of values like its first."""
        delimiters += ";"
        first = self._scalar(delimiters, in_map)
        if self.peek() != ";":
            return first
        items = [first]
        while self.peek() == ";":
            self.position += 1
            items.append(self._scalar(delimiters, in_map))
        return items

    def _scalar(self, delimiters: str, in_map: bool) -> object:
        """One value of `_any`: a string, number, bool, or a `{...}` map or list."""
        hint = self.peek()
        if hint == "{":
            return self._braces()
        if hint in ("\"", "`", "'"):
            return self._string(delimiters)
        text = self._string(delimiters + (":" if in_map else ""))
        if text in ("true", "false"):
            return text == "true"
        if re.fullmatch(r"-?0\d*[89]\d*", text):
            return text  # Go's scanner refuses an octal literal with 8 or 9: a string
        if _INT.fullmatch(text):
            return _integer(text.replace(" ", ""))
        if _NUMBER.fullmatch(text):
            return _number(text.replace(" ", ""))
        return text

    def _braces(self) -> object:
        """`{...}`: a map when it is empty or its first item is followed by `:`, else a list."""
        self.position += 1
        save = self.position
        is_map = self.peek() == "}"  # `{}`: an empty map; `{{...},...}` a list
        if not is_map and self.peek() != "{":
            try:
                self._string(",;}:")
                is_map = self.peek() == ":"
            except ArgumentError:
                pass
            self.position = save
        if not is_map:
            return self._in_braces(lambda: self._any(",}", in_map=False), "list")
        return dict(self._in_braces(self._entry, "map"))  # type: ignore[arg-type]

    def _entry(self) -> tuple[str, object]:
        """`key: value` in a map."""
        key = self._string(",;}:")
        if self.peek() != ":":
            raise ArgumentError(f"expected `:` after the key {key!r}")
        self.position += 1
        return key, self._any(",}", in_map=True)

    def _enter(self) -> None:
        self.depth += 1
        if self.depth > _MAX_DEPTH:
            raise ArgumentError("the value is nested too deeply")

    def _string(self, delimiters: str) -> str:
        """A quoted string, or bare text up to a delimiter (trimmed)."""
        self.skip_space()
        raw, start = self.raw, self.position
        if raw[start : start + 1] in ("\"", "`", "'"):
            end = _closing(raw, start)
            self.position = end + 1
            return _unquote(raw[start : end + 1])
        position = start
        while position < len(raw) and raw[position] not in delimiters:
            position += 1
        self.position = position
        return raw[start:position].strip()


def _integer(text: str) -> int:
    """An integer literal; one of thousands of digits (Python's int() refuses to read it) is an
    argument error, as controller-gen's strconv.Atoi refuses anything beyond int64."""
    try:
        return int(text)
    except ValueError:
        raise ArgumentError(f"the integer {text[:20]}... is too large") from None


def _number(text: str) -> int | float:
    if re.fullmatch(r"-?\d+", text):
        return _integer(text)
    value = float(text)
    if value != value or value in (float("inf"), float("-inf")):
        raise ArgumentError(f"{text} is not a finite number")
    return value


def _closing(raw: str, start: int) -> int:
    quote = raw[start]
    position = start + 1
    while position < len(raw):
        if raw[position] == "\\" and quote != "`":
            position += 2
            continue
        if raw[position] == quote:
            return position
        position += 1
    raise ArgumentError(f"unterminated {quote}-quoted string")


def _unquote(text: str) -> str:
    """A quoted value unquoted (Go's rules: `...` raw, "..." with escapes)."""
    if text[0] == "`":
        return text[1:-1]
    try:
        return str(json.loads('"' + text[1:-1].replace('\\"', '"').replace('"', '\\"') + '"'))
    except ValueError:
        raise ArgumentError(f"cannot read the quoted string {text}") from None


def render_arguments(name: str, args: dict[str, object], spec: dict[str, Arg]) -> str:
    """The marker text (after `+`) that `parse_arguments` reads back as `args` for the marker
    `name` taking `spec`: the inverse of this module's grammar, as `defaultgen import` writes
    markers. Strings are quoted (a backtick-quoted raw string where that is plain, else
    `"..."` with JSON's escapes, which Go's unquoting reads alike), lists `a;b` or `{a,b}`,
    maps `{key: value}`. Raises ArgumentError when no text of the grammar gives the value
    back exactly (an empty list in an any-typed argument, a null): the caller refuses it."""
    if not spec:
        text = name
    elif "" in spec:
        value = args[""]
        kind = spec[""].type
        text = f"{name}={value if kind is ArgType.RAW else _rendered(value, kind)}"
    else:
        given = [(key, args[key]) for key in spec if key in args]
        text = name if not given else name + ":" + ",".join(f"{key}={_rendered(value, spec[key].type)}" for key, value in given)
    if "\n" in text or "\r" in text:
        raise ArgumentError("a marker is one line")
    return text


def _rendered(value: object, kind: ArgType) -> str:
    if kind is ArgType.STRING:
        return _quoted(value)
    if kind in (ArgType.INT, ArgType.NUMBER):
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise ArgumentError(f"expected a number, got {value!r}")
        return json.dumps(value)
    if kind is ArgType.BOOL:
        if not isinstance(value, bool):
            raise ArgumentError(f"expected true or false, got {value!r}")
        return "true" if value else "false"
    if kind is ArgType.STRINGS:
        if not isinstance(value, list) or not value:
            raise ArgumentError("a list of strings must have an item")
        return ";".join(_quoted(item) for item in value)
    if kind is ArgType.ANYS:
        if not isinstance(value, list) or not value:
            raise ArgumentError("a list must have an item")
        return ";".join(_any(item, top=False) for item in value)
    if kind is ArgType.ANY:
        return _any(value, top=True)
    raise ArgumentError(f"cannot render a {kind.value} argument")


_BARE_STRING = re.compile(r"[A-Za-z_][A-Za-z0-9_./-]*")


def _quoted(value: object) -> str:
    if not isinstance(value, str):
        raise ArgumentError(f"expected a string, got {value!r}")
    if _BARE_STRING.fullmatch(value) and value not in ("true", "false"):
        return value  # a bare word reads back as itself
    if "`" not in value and value.isprintable() and value.isascii():
        return f"`{value}`"
    return json.dumps(value)


def _any(value: object, top: bool) -> str:
    """An any-typed value in controller-gen's syntax (guessed back from its first token)."""
    if isinstance(value, str):
        if _BARE_STRING.fullmatch(value) and value not in ("true", "false"):
            return value  # a word is guessed to be a string
        return json.dumps(value)  # `"..."`: a quoted first token is always a string
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return json.dumps(value)
    if isinstance(value, dict):
        return "{" + ",".join(f"{_quoted(k)}: {_any(v, top=False)}" for k, v in value.items()) + "}"
    if isinstance(value, list) and value:
        return "{" + ",".join(_any(item, top=False) for item in value) + "}"
    raise ArgumentError(f"{json.dumps(value)} has no spelling in a marker's value syntax")
