"""Reading Go source as far as KAL's testdata needs: tokens (with Go's automatic semicolons)
and line comments, declarations (types, struct fields and their tags, string constants,
functions as token runs), and analysistest's `// want` comments."""

from __future__ import annotations

import dataclasses
import json
import re
from collections.abc import Callable


# ---------------------------------------------------------------- Go tokens


@dataclasses.dataclass(frozen=True)
class Tok:
    kind: str  # ident, number, string, raw, char, op, ;
    text: str
    line: int


@dataclasses.dataclass(frozen=True)
class Comment:
    line: int
    text: str  # the whole `// ...` comment
    own_line: bool  # nothing but blanks before it on its line


_OPS = ("...", ":=", "<-", "==", "!=", "<=", ">=", "&&", "||", "++", "--")
_ENDS_STATEMENT = {")", "]", "}", "++", "--"}


def tokenize(src: str) -> tuple[list[Tok], list[Comment]]:
    """Go's tokens (with the semicolons Go inserts at line ends) and its line comments."""
    toks: list[Tok] = []
    comments: list[Comment] = []
    i, line, line_start_tok = 0, 1, 0
    while i < len(src):
        c = src[i]
        if c == "\n":
            _semicolon(toks, line)
            i, line, line_start_tok = i + 1, line + 1, len(toks)
        elif c in " \t\r":
            i += 1
        elif src.startswith("//", i):
            end = src.find("\n", i)
            end = len(src) if end < 0 else end
            comments.append(Comment(line, src[i:end].rstrip(), len(toks) == line_start_tok))
            i = end
        elif src.startswith("/*", i):
            end = src.index("*/", i) + 2
            if "\n" in src[i:end]:
                _semicolon(toks, line)
            line += src.count("\n", i, end)
            i = end
        else:
            tok, i = _token(src, i, line)
            line += tok.text.count("\n")
            toks.append(tok)
    _semicolon(toks, line)
    return toks, comments


def _semicolon(toks: list[Tok], line: int) -> None:
    if toks and (toks[-1].kind in ("ident", "number", "string", "raw", "char") or toks[-1].text in _ENDS_STATEMENT):
        toks.append(Tok(";", ";", line))


def _token(src: str, i: int, line: int) -> tuple[Tok, int]:
    c = src[i]
    if c.isalpha() or c == "_":
        j = i
        while j < len(src) and (src[j].isalnum() or src[j] == "_"):
            j += 1
        return Tok("ident", src[i:j], line), j
    if c.isdigit():
        j = i
        while j < len(src) and (src[j].isalnum() or src[j] in "._"):
            j += 1
        return Tok("number", src[i:j], line), j
    if c in "\"'":
        j = i + 1
        while src[j] != c:
            j += 2 if src[j] == "\\" else 1
        return Tok("string" if c == '"' else "char", src[i : j + 1], line), j + 1
    if c == "`":
        j = src.index("`", i + 1)
        return Tok("raw", src[i : j + 1], line), j + 1
    for op in _OPS:
        if src.startswith(op, i):
            return Tok("op", op, line), i + len(op)
    return Tok("op", c, line), i + 1


def unquote(text: str) -> str:
    """The value of a Go string literal (interpreted or raw)."""
    if text.startswith("`"):
        return text[1:-1]
    return json.loads(re.sub(r"\\x([0-9a-fA-F]{2})", r"\\u00\1", text)) if "\\" in text else text[1:-1]


# ---------------------------------------------------------------- Go declarations


@dataclasses.dataclass
class GoType:
    """A Go type expression: kind is name (pkg, name), ptr, slice, array, map, struct, other."""

    kind: str
    name: str = ""
    pkg: str = ""
    args: list[GoType] = dataclasses.field(default_factory=list)
    fields: list[GoField] = dataclasses.field(default_factory=list)


@dataclasses.dataclass
class GoField:
    names: list[str]  # empty for an embedded field
    type: GoType
    tag: str
    line: int
    end: int = 0  # the line of its last token


@dataclasses.dataclass
class GoDecl:
    name: str
    line: int
    type: GoType
    alias: bool
    generic: bool = False
    end: int = 0  # the line of its last token


@dataclasses.dataclass
class GoFile:
    package: str
    imports: dict[str, str]  # local name -> import path
    decls: list[GoDecl]
    consts: dict[str, str]  # name -> string value
    comments: list[Comment]
    funcs: list[tuple[str, list[Tok]]]  # (name, tokens of the whole declaration)


class Parser:
    def __init__(self, toks: list[Tok]) -> None:
        self.toks = toks
        self.i = 0

    def peek(self, ahead: int = 0) -> Tok:
        j = self.i + ahead
        return self.toks[j] if j < len(self.toks) else Tok("eof", "", 0)

    def next(self) -> Tok:
        tok = self.peek()
        self.i += 1
        return tok

    def expect(self, text: str) -> Tok:
        tok = self.next()
        if tok.text != text:
            raise SyntaxError(f"line {tok.line}: expected {text!r}, found {tok.text!r}")
        return tok

    def skip_semis(self) -> None:
        while self.peek().kind == ";":
            self.i += 1

    def skip_balanced(self, stop: str = ";") -> None:
        """Skip to `stop` at bracket depth 0 (consumed)."""
        depth = 0
        while (tok := self.next()).kind != "eof":
            if tok.text in "([{" and tok.kind == "op":
                depth += 1
            elif tok.text in ")]}" and tok.kind == "op":
                depth -= 1
            if depth <= 0 and tok.text == stop:
                return

    def group(self, one: Callable[[], None]) -> None:
        """`( spec; spec; ... )` or a single spec."""
        if self.peek().text != "(":
            one()
            return
        self.next()
        self.skip_semis()
        while self.peek().text != ")":
            one()
            self.skip_semis()
        self.next()


def parse_file(src: str) -> GoFile:
    toks, comments = tokenize(src)
    p = Parser(toks)
    p.skip_semis()
    p.expect("package")
    out = GoFile(p.next().text, {}, [], {}, comments, [])
    while p.peek().kind != "eof":
        p.skip_semis()
        word = p.next().text
        if word == "import":
            p.group(lambda: _import(p, out))
        elif word == "type":
            p.group(lambda: out.decls.append(_type_spec(p)))
        elif word == "const":
            p.group(lambda: _const_spec(p, out))
        elif word == "func":
            start = p.i - 1
            _skip_func(p)
            out.funcs.append((toks[start + 1].text, toks[start : p.i]))
        elif word:
            p.skip_balanced()
    return out


def _import(p: Parser, out: GoFile) -> None:
    alias = p.next().text if p.peek().kind == "ident" or p.peek().text == "." else ""
    path = unquote(p.next().text)
    out.imports[alias or path.rsplit("/", 1)[-1]] = path
    p.skip_semis()


def _const_spec(p: Parser, out: GoFile) -> None:
    """`Name [Type] = value`: a string value is kept, anything else skipped."""
    spec: list[Tok] = []
    depth = 0
    while p.peek().kind != "eof" and not (depth == 0 and p.peek().text in (";", ")")):
        tok = p.next()
        depth += {"(": 1, "[": 1, "{": 1, ")": -1, "]": -1, "}": -1}.get(tok.text, 0) if tok.kind == "op" else 0
        spec.append(tok)
    if p.peek().text == ";":
        p.next()
    texts = [t.text for t in spec]
    if "=" in texts and texts.index("=") == len(texts) - 2 and spec[-1].kind in ("string", "raw"):
        out.consts[spec[0].text] = unquote(spec[-1].text)


def _skip_func(p: Parser) -> None:
    depth = 0
    while (tok := p.next()).kind != "eof":
        if tok.text in "([":
            depth += 1
        elif tok.text in ")]":
            depth -= 1
        elif tok.text == "{" and depth == 0 and p.toks[p.i - 2].text not in ("struct", "interface"):
            p.i -= 1
            p.skip_balanced("}")
            return


def _type_spec(p: Parser) -> GoDecl:
    name = p.next()
    generic = p.peek().text == "[" and p.peek(1).kind == "ident" and p.peek(2).text not in ("]", ".")
    if generic:
        p.skip_balanced("]")
    alias = p.peek().text == "="
    if alias:
        p.next()
    decl = GoDecl(name.text, name.line, parse_type(p), alias, generic)
    decl.end = p.toks[p.i - 1].line
    return decl


def parse_type(p: Parser) -> GoType:
    tok = p.next()
    if tok.text == "*":
        return GoType("ptr", args=[parse_type(p)])
    if tok.text == "(":
        inner = parse_type(p)
        p.expect(")")
        return inner
    if tok.text == "[":
        if p.peek().text == "]":
            p.next()
            return GoType("slice", args=[parse_type(p)])
        p.skip_balanced("]")
        return GoType("array", args=[parse_type(p)])
    if tok.text == "map":
        p.expect("[")
        key = parse_type(p)
        p.expect("]")
        return GoType("map", args=[key, parse_type(p)])
    if tok.text == "struct":
        return GoType("struct", fields=_struct_fields(p))
    if tok.text in ("interface", "func", "chan", "<-"):
        _skip_type_rest(p, tok.text)
        return GoType("other", name={"interface": "interface", "func": "func"}.get(tok.text, "channel"))
    if tok.kind != "ident":
        raise SyntaxError(f"line {tok.line}: expected a type, found {tok.text!r}")
    if p.peek().text == "." and p.peek(1).kind == "ident":
        p.next()
        qualified = GoType("name", name=p.next().text, pkg=tok.text)
    else:
        qualified = GoType("name", name=tok.text)
    if p.peek().text == "[":
        p.skip_balanced("]")
        return GoType("other", name="generic type instantiation")
    return qualified


def _skip_type_rest(p: Parser, word: str) -> None:
    """Skip the rest of an interface, func or channel type."""
    if word == "interface":
        p.skip_balanced("}")
    elif word == "func":
        p.skip_balanced(")")  # the parameters
        if p.peek().text == "(":
            p.skip_balanced(")")  # the results
        elif p.peek().kind == "ident" or p.peek().text in ("*", "["):
            parse_type(p)
    else:
        if p.peek().text == "chan":
            p.next()
        parse_type(p)


def _struct_fields(p: Parser) -> list[GoField]:
    p.expect("{")
    fields = []
    p.skip_semis()
    while p.peek().text != "}":
        line = p.peek().line
        if _embedded(p):
            names, type_ = [], parse_type(p)
        else:
            names = [p.next().text]
            while p.peek().text == ",":
                p.next()
                names.append(p.next().text)
            type_ = parse_type(p)
        tag = unquote(p.next().text) if p.peek().kind in ("string", "raw") else ""
        fields.append(GoField(names, type_, tag, line, p.toks[p.i - 1].line))
        p.skip_semis()
    p.next()
    return fields


def _embedded(p: Parser) -> bool:
    if p.peek().text == "*":
        return True
    ahead = 1
    if p.peek(ahead).text == "[":  # a generic type's arguments: look past them
        depth = 0
        while (depth := depth + {"[": 1, "]": -1}.get(p.peek(ahead).text, 0)) or ahead == 1:
            ahead += 1
        ahead += 1
    after = p.peek(ahead)
    return after.text in (".", ";", "}") or after.kind in ("string", "raw")


def struct_tag(tag: str) -> dict[str, str]:
    """A Go struct tag's `key:"value"` pairs, in order."""
    pairs = {}
    for key, value in re.findall(r'(\w+):("(?:[^"\\]|\\.)*")', tag):
        pairs[key] = unquote(value)
    return pairs


# ---------------------------------------------------------------- wants


def wants_of(comment: str) -> list[str]:
    """The regexes of a `// want "re" ...` comment part (none if it has no want)."""
    at = want_at(comment)
    if at < 0:
        return []
    rest = comment[at:].split("want", 1)[1]
    return [unquote(t.text) for t in tokenize(rest)[0] if t.kind in ("string", "raw")]


def want_at(comment: str) -> int:
    match = re.search(r"//\s*want\s+[\"`]", comment)
    return match.start() if match else -1


def python_comment(comment: str) -> str:
    """`// text // want ...` -> `# text` (`#` alone when the comment is nothing but its want)."""
    at = want_at(comment)
    return ("#" + comment[2 : at if at >= 0 else len(comment)]).rstrip()
