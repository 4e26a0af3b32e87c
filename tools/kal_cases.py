"""Translate kube-api-linter's analysistest cases into Python fixtures (issue 41, item 4).

Run as `python -m tools.kal_cases [MIRROR] [--out DIR]`. MIRROR is a bare git clone of
kubernetes-sigs/kube-api-linter holding COMMIT; nothing is checked out: every file is read with
`git show`. For each linter L it writes, under DIR/L (default testdata/kal/L):

- `<package>/<file>.py`: the Go testdata file as a module of dataclasses and named types
  (SPEC §1 and §12), every comment above a type or field kept, `// want` parts stripped;
- `<package>/<file>.want`: one line per KAL `// want`, `<python line> <DG code> <regex>`;
- `<package>/meta.py`: metav1's types the package uses (Condition, Time, Duration, ...);
- `<package>/pyproject.toml` for each package a KAL test runs: `select` and the test's
  configuration under `[tool.defaultgen.api-conventions.L]`, spelled as KAL's YAML is;
- `CASES.md`: every want, where it went (or why it could not go anywhere), and the counts;

and DIR/CASES.md with one row per linter. A small tokenizer reads Go (with Go's automatic
semicolons), a recursive parser reads declarations, struct fields and composite literals.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

REPO = "kubernetes-sigs/kube-api-linter"
COMMIT = "5ebe05f9440bddd681fd9f4d3251546d1937fc99"
MIRROR = "/work/.mirror/kubernetes-sigs+kube-api-linter/repo"
OUT = Path(__file__).resolve().parent.parent / "testdata" / "kal"
TOOL = "tools/kal_cases.py"

CODES = {
    name: f"DG{401 + index}"
    for index, name in enumerate(
        "arrayofstruct commentstart conditions conflictingmarkers defaultorrequired defaults "
        "dependenttags duplicatemarkers forbiddenmarkers integers jsontags markerscope maxlength "
        "minlength namingconventions nobools nodurations nofloats nomaps nonpointerstructs "
        "nonullable nophase noreferences notimestamp optionalfields optionalorrequired "
        "preferredmarkers requiredfields ssatags statusoptional statussubresource "
        "uniquemarkers".split()
    )
}

SCALARS = {"string": ("str", '""'), "bool": ("bool", "False"), "int": ("int", "0"),
           "int32": ("Int32", "0"), "int64": ("Int64", "0"), "float32": ("float", "0.0"),
           "float64": ("float", "0.0")}
NO_COUNTERPART = {"uint": "unsigned integer", "uint8": "unsigned integer", "uint16": "unsigned integer",
                  "uint32": "unsigned integer", "uint64": "unsigned integer", "uintptr": "uintptr",
                  "byte": "byte (unsigned integer)", "rune": "rune", "int8": "int8 (no Python width)",
                  "int16": "int16 (no Python width)", "complex64": "complex number",
                  "complex128": "complex number", "error": "interface (error)", "any": "interface (any)"}
# Types of other packages that meta.py declares: Go name -> (Python name, declaration).
META = {
    "metav1.Condition": "Condition", "metav1.Time": "datetime", "time.Time": "datetime",
    "metav1.Duration": "Duration", "time.Duration": "Duration", "metav1.ObjectMeta": "ObjectMeta",
    "metav1.TypeMeta": "TypeMeta", "metav1.ListMeta": "ListMeta", "types.UID": "UID",
}
META_PY = '''\
# metav1's types as SPEC §12 translates them, for the modules of this package ({tool}).
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import NewType

# Duration is metav1.Duration (and time.Duration): a duration string such as "1h2m".
Duration = NewType("Duration", str)

# UID is k8s.io/apimachinery/pkg/types.UID.
UID = NewType("UID", str)


# Condition is metav1.Condition, with its wire fields.
@dataclass(kw_only=True)
class Condition:
    # +required
    # +kubebuilder:validation:Pattern=`^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])$`
    # +kubebuilder:validation:MaxLength=316
    type: str = field(default="", metadata={{"json": "type"}})
    # +required
    # +kubebuilder:validation:Enum=True;False;Unknown
    status: str = field(default="", metadata={{"json": "status"}})
    # +optional
    # +kubebuilder:validation:Minimum=0
    observed_generation: int = field(default=0, metadata={{"json": "observedGeneration,omitempty"}})
    # +required
    last_transition_time: datetime = field(metadata={{"json": "lastTransitionTime"}})
    # +required
    # +kubebuilder:validation:MaxLength=1024
    # +kubebuilder:validation:MinLength=1
    # +kubebuilder:validation:Pattern=`^[A-Za-z]([A-Za-z0-9_,:]*[A-Za-z0-9_])?$`
    reason: str = field(default="", metadata={{"json": "reason"}})
    # +required
    # +kubebuilder:validation:MaxLength=32768
    message: str = field(default="", metadata={{"json": "message"}})


# TypeMeta is metav1.TypeMeta.
@dataclass
class TypeMeta:
    # +optional
    kind: str = field(default="", metadata={{"json": "kind,omitempty"}})
    # +optional
    api_version: str = field(default="", metadata={{"json": "apiVersion,omitempty"}})


# ObjectMeta is metav1.ObjectMeta (the fields the test cases need).
@dataclass
class ObjectMeta:
    # +optional
    name: str = field(default="", metadata={{"json": "name,omitempty"}})
    # +optional
    namespace: str = field(default="", metadata={{"json": "namespace,omitempty"}})


# ListMeta is metav1.ListMeta.
@dataclass
class ListMeta:
    # +optional
    resource_version: str = field(default="", metadata={{"json": "resourceVersion,omitempty"}})
'''


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

    def group(self, one: callable) -> None:
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
    name = p.next().text
    while p.peek().text not in ("=", ";", ")"):
        p.next()
    if p.peek().text == "=":
        p.next()
        if p.peek().kind in ("string", "raw") and p.peek(1).text in (";", ")"):
            out.consts[name] = unquote(p.next().text)
    while p.peek().text not in (";", ")"):
        p.skip_balanced(";") if p.peek().text in "([{" else p.next()
        if p.toks[p.i - 1].text == ";":
            return
    if p.peek().text == ";":
        p.next()


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
    if word == "interface":
        p.expect("{")
        p.i -= 1
        p.skip_balanced("}")
    elif word == "func":
        p.i -= 0
        p.skip_balanced(")") if p.peek().text == "(" else None
        if p.peek().text == "(":
            p.skip_balanced(")")
        elif p.peek().kind == "ident" or p.peek().text in "*[":
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


# ---------------------------------------------------------------- Python names and types


def snake(name: str) -> str:
    """Go's CamelCase name as a Python attribute (`JSONTagRegex` -> `json_tag_regex`)."""
    words = re.sub(r"([A-Z]+)([A-Z][a-z])", r"\1_\2", name)
    words = re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", words)
    out = words.lower()
    return out + "_" if out in PY_KEYWORDS else out


PY_KEYWORDS = {"from", "import", "class", "def", "in", "is", "not", "or", "and", "global", "lambda",
               "pass", "return", "type", "with", "yield", "as", "del", "if", "else", "for", "while",
               "try", "raise", "none", "true", "false"} - {"type"}


INHERITED = "a base class of"  # the reason of an inline embedded struct's lines: translated, as a base


class Untranslatable(Exception):
    """A Go construct with no Python counterpart; the message is the reason."""


@dataclasses.dataclass
class Scope:
    """What a file's type names resolve to: the package's own types (by file) and imports."""

    package: str  # the package's path under testdata/src
    own: dict[str, str]  # type name -> file stem, the whole package
    decls: dict[str, GoDecl]  # type name -> declaration, the whole package
    imports: dict[str, str]  # local package name -> import path
    packages: dict[str, Scope]  # import path -> scope of a testdata package
    stem: str = ""
    needs: dict[str, str] = dataclasses.field(default_factory=dict)  # python name -> import line
    anonymous: dict[int, str] = dataclasses.field(default_factory=dict)  # id of a struct type -> its class


def annotation(t: GoType, scope: Scope) -> str:
    if t.kind == "ptr":
        if t.args[0].kind == "ptr":
            raise Untranslatable("pointer to a pointer (Optional of Optional has one None)")
        scope.needs["Optional"] = ""
        return f"Optional[{annotation(t.args[0], scope)}]"
    if t.kind == "slice":
        inner = t.args[0]
        if inner.kind == "name" and inner.name == "byte" and not inner.pkg:
            return "bytes"
        return f"list[{annotation(inner, scope)}]"
    if t.kind == "map":
        return f"dict[{annotation(t.args[0], scope)}, {annotation(t.args[1], scope)}]"
    if t.kind == "array":
        raise Untranslatable("fixed-size array")
    if t.kind == "struct":
        if id(t) not in scope.anonymous:
            raise Untranslatable("anonymous struct type in a list or map")
        return scope.anonymous[id(t)]
    if t.kind == "other":
        raise Untranslatable(t.name)
    return _named(t, scope)


def _named(t: GoType, scope: Scope) -> str:
    qualified = f"{t.pkg}.{t.name}" if t.pkg else t.name
    if qualified in META:
        python = META[qualified]
        scope.needs[python] = "from datetime import datetime" if python == "datetime" else f"from meta import {python}"
        return python
    if t.pkg:
        path = scope.imports.get(t.pkg, t.pkg)
        other = scope.packages.get(path)
        if other is None or t.name not in other.own:
            raise Untranslatable(f"{qualified} (a type of package {path})")
        module = _module_path(other.package, scope.package, other.own[t.name])
        python = f"{t.pkg}_{t.name}" if t.name in scope.own else t.name
        scope.needs[python] = f"from {module} import {t.name}" + (f" as {python}" if python != t.name else "")
        return python
    if t.name in scope.own:
        decl = scope.decls[t.name]
        if decl.generic:
            raise Untranslatable(f"generic type {t.name}")
        if decl.type.kind != "struct":
            try:
                default(decl.type, dataclasses.replace(scope, needs={}))
            except Untranslatable as error:
                raise Untranslatable(f"type {t.name} is not translated ({error})") from None
        if scope.own[t.name] != scope.stem:
            scope.needs[t.name] = f"from {scope.own[t.name]} import {t.name}"
        return t.name
    if t.name in SCALARS:
        python = SCALARS[t.name][0]
        if python.startswith("Int"):
            scope.needs[python] = ""
        return python
    raise Untranslatable(NO_COUNTERPART.get(t.name, f"unknown type {t.name}"))


def _module_path(package: str, importer: str, stem: str) -> str:
    """The dotted module of `stem` in testdata package `package`, seen from `importer`'s folder."""
    if package.startswith(importer + "/"):
        package = package[len(importer) + 1 :]
    return ".".join([*package.split("/"), stem])


def default(t: GoType, scope: Scope, seen: frozenset[str] = frozenset()) -> str:
    """The `field(...)` argument that gives the Go zero value."""
    if t.kind == "ptr":
        return "default=None"
    if t.kind == "slice":
        return "default=b\"\"" if annotation(t, scope) == "bytes" else "default_factory=list"
    if t.kind == "map":
        return "default_factory=dict"
    if t.kind == "struct":
        return f"default_factory={annotation(t, scope)}"
    qualified = f"{t.pkg}.{t.name}" if t.pkg else t.name
    python = META.get(qualified)
    if python in ("Duration", "UID"):
        return 'default=""'
    if python == "datetime":
        return ""  # no zero value (SPEC §2, DG309): no Python default
    if python:
        return f"default_factory={python}"
    owner = scope.packages.get(scope.imports.get(t.pkg, t.pkg)) if t.pkg else scope
    decl = owner.decls.get(t.name) if owner else None
    if decl is None:
        annotation(t, scope)  # raises for a type with no Python counterpart
        return f"default={SCALARS[t.name][1]}"
    if decl.type.kind == "struct" or _is_struct(decl, owner) or t.name in seen:
        return f"default_factory={annotation(t, scope)}"
    return default(decl.type, owner, seen | {t.name})


def _is_struct(decl: GoDecl, scope: Scope) -> bool:
    """Whether the named type is (a name of) a struct: its Python form is a dataclass."""
    t, seen = decl.type, set()
    while t.kind == "name" and not t.pkg and t.name in scope.decls and t.name not in seen:
        seen.add(t.name)
        t = scope.decls[t.name].type
    return t.kind == "struct"


# ---------------------------------------------------------------- one Go file -> one Python module


@dataclasses.dataclass
class Module:
    """A translated file: its text, the Python line of each Go line that has one, and the
    reason of each Go line left out."""

    text: str
    line_of: dict[int, int]
    skipped: dict[int, str]


class _Writer:
    def __init__(self, go: GoFile, scope: Scope) -> None:
        self.go, self.scope = go, scope
        self.body: list[str] = []
        self.line_of: dict[int, int] = {}  # go line -> index into body (0-based) for now
        self.skipped: dict[int, str] = {}
        self.own_line = {c.line: c for c in go.comments if c.own_line}
        self.trailing = {c.line: c for c in go.comments if not c.own_line}

    def emit(self, text: str, go_line: int | None = None) -> None:
        if go_line is not None and go_line not in self.line_of:
            self.line_of[go_line] = len(self.body)
        self.body.append(text)

    def docs(self, line: int) -> list[Comment]:
        """The comment lines directly above `line` (no blank line between)."""
        out = []
        while (line := line - 1) in self.own_line:
            out.insert(0, self.own_line[line])
        return out

    def emit_docs(self, docs: list[Comment], indent: str) -> None:
        for comment in docs:
            self.emit(indent + python_comment(comment.text), comment.line)

    def skip(self, lines: range, reason: str) -> None:
        for line in lines:
            self.skipped.setdefault(line, reason)

    def suffix(self, line: int) -> str:
        """A trailing comment's text other than its want, kept on the Python line."""
        comment = self.trailing.get(line)
        text = python_comment(comment.text) if comment else "#"
        return "" if text == "#" else "  " + text

    def declaration(self, decl: GoDecl) -> None:
        docs = self.docs(decl.line)
        first = docs[0].line if docs else decl.line
        mark = len(self.body)
        try:
            self.body.extend(["", ""] if self.body else [])
            if decl.type.kind == "struct":
                self.anonymous_classes(decl.name, decl.type)
            self.emit_docs(docs, "")
            if decl.generic:
                raise Untranslatable(f"generic type {decl.name}")
            if decl.type.kind == "struct":
                self.dataclass(decl)
            else:
                self.named(decl)
        except Untranslatable as error:
            del self.body[mark:]
            for line in [line for line, at in self.line_of.items() if at >= mark]:
                del self.line_of[line]
            self.skip(range(first, decl.end + 1), f"type {decl.name}: {error}")

    def anonymous_classes(self, outer: str, struct: GoType) -> None:
        """A dataclass of its own, named `<Outer><Field>`, for each field typed with an
        anonymous struct (or a pointer to one), written before the class that uses it."""
        for go_field in struct.fields:
            inner = go_field.type.args[0] if go_field.type.kind == "ptr" else go_field.type
            if inner.kind != "struct" or not go_field.names:
                continue
            name = outer + go_field.names[0]
            self.scope.anonymous[id(inner)] = name
            self.anonymous_classes(name, inner)
            self.dataclass(GoDecl(name, 0, inner, False), go_line=None)
            self.body.extend(["", ""])

    def dataclass(self, decl: GoDecl, base: str = "", go_line: int | None = -1) -> None:
        """A struct as a dataclass; its inline embedded structs are its bases (SPEC §1)."""
        bases = [base] if base else []
        header = len(self.body)
        self.emit("@dataclass")
        self.emit("", decl.line if go_line == -1 else go_line)  # the class line, once its bases are known
        needs_kw_only = False
        for go_field in decl.type.fields:
            if not go_field.names and not _json_name(go_field):
                bases += self.base(decl, go_field)
            else:
                needs_kw_only |= self.field(decl, go_field)
        if len(self.body) == header + 2:
            self.emit("    pass")
        self.body[header + 1] = f"class {decl.name}" + (f"({', '.join(bases)})" if bases else "") + ":"
        if needs_kw_only:
            self.body[header] = "@dataclass(kw_only=True)"

    def base(self, decl: GoDecl, go_field: GoField) -> list[str]:
        """An inline embedded field: the base class it becomes, if it can be one. Its lines
        have no Python line of their own either way."""
        docs = self.docs(go_field.line)
        lines = range(docs[0].line if docs else go_field.line, go_field.end + 1)
        embedded = f"inline embedded field {decl.name}.{_type_text(go_field.type)}"
        try:
            if go_field.type.kind == "ptr":
                raise Untranslatable("a pointer, which a base class cannot be")
            hint = annotation(go_field.type, self.scope)
            if not _is_dataclass(go_field.type, self.scope):
                raise Untranslatable("not a struct, which a base class must be")
        except Untranslatable as error:
            self.skip(lines, f"{embedded}: {error}")
            return []
        self.skip(lines, f"{embedded}: {INHERITED} {decl.name} (SPEC §1), with no line of its own")
        return [hint]

    def field(self, decl: GoDecl, go_field: GoField) -> bool:
        """Emit one struct field; True when it has no Python default."""
        docs = self.docs(go_field.line)
        lines = range(docs[0].line if docs else go_field.line, go_field.end + 1)
        if not go_field.names:  # embedded under a json name: a field named after its type
            inner = go_field.type.args[0] if go_field.type.kind == "ptr" else go_field.type
            go_field = dataclasses.replace(go_field, names=[inner.name])
        try:
            hint, zero = annotation(go_field.type, self.scope), default(go_field.type, self.scope)
        except Untranslatable as error:
            self.skip(lines, f"field {decl.name}.{go_field.names[0]}: {error}")
            return False
        self.emit_docs(docs, "    ")
        tags = struct_tag(go_field.tag)
        for name in go_field.names:
            python = snake(name) if "json" in tags else name
            args = ", ".join(a for a in (zero, f"metadata={json.dumps(tags)}" if tags else "") if a)
            self.emit(f"    {python}: {hint} = field({args}){self.suffix(go_field.line)}", go_field.line)
        return not zero

    def named(self, decl: GoDecl) -> None:
        target = decl.type
        if target.kind == "name" and _is_struct(decl, self.scope) and not decl.alias:
            self.dataclass(dataclasses.replace(decl, type=GoType("struct")), annotation(target, self.scope))
            return
        hint = annotation(target, self.scope)
        if decl.alias:
            self.scope.needs["TypeAlias"] = ""
            self.emit(f"{decl.name}: TypeAlias = {hint}{self.suffix(decl.line)}", decl.line)
        else:
            self.scope.needs["NewType"] = ""
            self.emit(f'{decl.name} = NewType("{decl.name}", {hint}){self.suffix(decl.line)}', decl.line)

    def prelude(self, source: str) -> list[str]:
        body = "\n".join(self.body)
        widths = [w for w in ("Int32", "Int64") if w in self.scope.needs]
        typing = sorted(n for n in ("NewType", "Optional", "TypeAlias") if n in self.scope.needs or widths and n == "NewType")
        local = sorted({line for name, line in self.scope.needs.items() if line and not line.startswith("from datetime")})
        lines = [f"# Translated from {REPO}@{COMMIT} {source} by {TOOL}", "# +defaultgen",
                 "from __future__ import annotations", ""]
        if "@dataclass" in body:
            lines.append("from dataclasses import dataclass, field")
        if "datetime" in self.scope.needs:
            lines.append("from datetime import datetime")
        if typing:
            lines.append(f"from typing import {', '.join(typing)}")
        if local:
            lines += ["", *local]
        for width in widths:
            lines += ["", f"# +kubebuilder:validation:Format={width.lower()}", f'{width} = NewType("{width}", int)']
        return lines


def _json_name(go_field: GoField) -> str:
    return struct_tag(go_field.tag).get("json", "").split(",")[0]


def _is_dataclass(t: GoType, scope: Scope) -> bool:
    """Whether the named type `t` is translated as a dataclass."""
    qualified = f"{t.pkg}.{t.name}" if t.pkg else t.name
    if qualified in META:
        return META[qualified] in ("Condition", "TypeMeta", "ObjectMeta", "ListMeta")
    owner = scope.packages.get(scope.imports.get(t.pkg, t.pkg)) if t.pkg else scope
    return t.kind == "name" and owner is not None and t.name in owner.decls and _is_struct(owner.decls[t.name], owner)


def _type_text(t: GoType) -> str:
    return {"ptr": "*", "slice": "[]"}.get(t.kind, "") + (
        _type_text(t.args[0]) if t.args else f"{t.pkg + '.' if t.pkg else ''}{t.name}")


def translate(go: GoFile, scope: Scope, source: str) -> Module:
    """`go` as a Python module; `source` names it in the header."""
    writer = _Writer(go, scope)
    for decl in go.decls:
        writer.declaration(decl)
    prelude = writer.prelude(source)
    if writer.body:
        prelude += ["", ""]
    offset = len(prelude) + 1
    return Module("\n".join(prelude + writer.body) + "\n",
                  {line: at + offset for line, at in writer.line_of.items()}, writer.skipped)


# ---------------------------------------------------------------- KAL's test configurations


def _literal(p: Parser, names: dict[str, str], consts: dict[str, str]) -> object:
    """A Go constant expression or composite literal as JSON-able data; struct fields are
    renamed to their tag names (`names`), constants resolved (`consts`)."""
    while p.peek().text == "&":
        p.next()
    tok = p.next()
    if tok.kind in ("string", "raw"):
        return unquote(tok.text)
    if tok.kind == "number":
        return int(tok.text)
    if tok.text in ("true", "false"):
        return tok.text == "true"
    if tok.text == "[":  # a slice type: skip to its literal's brace
        while p.peek().text != "{":
            p.next()
        return _literal(p, names, consts)
    qualified = tok.text
    if tok.text != "{" and p.peek().text == ".":
        p.next()
        qualified += "." + p.next().text
    if tok.text != "{" and p.peek().text != "{":
        return consts[qualified.rsplit(".", 1)[-1] if not qualified.startswith("markers.") else qualified]
    if tok.text != "{":
        p.next()
    keyed: dict[str, object] = {}
    items: list[object] = []
    while p.peek().text != "}":
        if p.peek().kind == "ident" and p.peek(1).text == ":":
            key = p.next().text
            p.next()
            keyed[names.get(key, key[:1].lower() + key[1:])] = _literal(p, names, consts)
        else:
            items.append(_literal(p, names, consts))
        if p.peek().text == ",":
            p.next()
        p.skip_semis()
    p.next()
    return keyed if keyed or not items else items


def test_configs(test_go: str, names: dict[str, str], consts: dict[str, str]) -> list[tuple[str, list[str], dict]]:
    """(test name, package patterns, configuration) for each test of an analyzer_test.go."""
    out = []
    for name, toks in parse_file(test_go).funcs:
        texts = [t.text for t in toks]
        run = next((i for i in range(len(texts) - 2) if texts[i] == "analysistest" and texts[i + 2].startswith("Run")), None)
        if run is None:
            continue
        patterns = [unquote(arg[0].text) for arg in _arguments(toks, run + 3)[3:]]
        config: object = {}
        for i, tok in enumerate(toks):
            if tok.kind == "ident" and tok.text.endswith("Config") and texts[i + 1] == "{":
                config = _literal(Parser(toks[i:]), names, consts)
                break
            if tok.text == "newAnalyzer" and texts[i + 2] == "markers":  # statusoptional's marker
                config = {"preferredOptionalMarker": consts["markers." + texts[i + 4]]}
                break
        out.append((name, patterns, config if isinstance(config, dict) else {}))
    return out


def _arguments(toks: list[Tok], open_paren: int) -> list[list[Tok]]:
    """The arguments of the call whose `(` is at `open_paren`, each a list of tokens."""
    args: list[list[Tok]] = [[]]
    depth = 0
    for tok in toks[open_paren + 1 :]:
        depth += {"(": 1, "[": 1, "{": 1, ")": -1, "]": -1, "}": -1}.get(tok.text, 0) if tok.kind == "op" else 0
        if depth < 0:
            return args
        if depth == 0 and tok.text == ",":
            args.append([])
        elif tok.kind != ";":
            args[-1].append(tok)
    return args


def config_names(sources: list[str]) -> tuple[dict[str, str], dict[str, str]]:
    """A linter's Go config field names -> their json (or mapstructure) tag names, and its
    string constants."""
    names, consts = {}, {}
    for src in sources:
        go = parse_file(src)
        consts.update(go.consts)
        for decl in go.decls:
            for go_field in decl.type.fields if decl.type.kind == "struct" else []:
                tags = struct_tag(go_field.tag)
                tag = tags.get("json", tags.get("mapstructure", "")).split(",")[0]
                for name in go_field.names:
                    names[name] = tag or name[:1].lower() + name[1:]
    return names, consts


def toml(table: str, data: dict, array: bool = False) -> list[str]:
    """`data` as TOML lines under `[table]` (`[[table]]` for an item of an array of tables)."""
    lines = [f"[[{table}]]" if array else f"[{table}]"]
    lines += [f"{_key(k)} = {json.dumps(v)}" for k, v in data.items() if not _nested(v)]
    for key, value in data.items():
        if isinstance(value, dict):
            lines += ["", *toml(f"{table}.{_key(key)}", value)]
        elif _nested(value):
            for item in value:
                lines += ["", *toml(f"{table}.{_key(key)}", item, array=True)]
    return lines


def _nested(value: object) -> bool:
    return isinstance(value, dict) or isinstance(value, list) and bool(value) and isinstance(value[0], dict)


def _key(key: str) -> str:
    return key if re.fullmatch(r"[A-Za-z0-9_-]+", key) else json.dumps(key)


# ---------------------------------------------------------------- one linter


@dataclasses.dataclass
class Want:
    go: str  # file:line under testdata/src
    regex: str
    where: str  # python file:line, or "untranslatable: reason"


class Mirror:
    def __init__(self, git_dir: str) -> None:
        self.git_dir = git_dir

    def _git(self, *args: str) -> str:
        return subprocess.run(["git", "-C", self.git_dir, *args], check=True, capture_output=True, text=True).stdout

    def files(self, under: str) -> list[str]:
        return self._git("ls-tree", "-r", "--name-only", COMMIT, under).split()

    def show(self, path: str) -> str:
        return self._git("show", f"{COMMIT}:{path}")


def linter_cases(mirror: Mirror, linter: str) -> tuple[dict[str, str], list[Want], list[str]]:
    """The files of one linter's fixtures (relative path -> text), its wants, and its lines
    for CASES.md about packages and left-out constructs."""
    base = f"pkg/analysis/{linter}"
    src = f"{base}/testdata/src/"
    gofiles = {path[len(src):]: parse_file(mirror.show(path)) for path in mirror.files(src)
               if path.endswith(".go") and not path[len(src):].startswith("k8s.io/")}
    scopes = _scopes(gofiles)
    out: dict[str, str] = {}
    wants: list[Want] = []
    left_out: list[str] = []
    for rel, go in sorted(gofiles.items()):
        package, stem = rel.rsplit("/", 1)[0], rel.rsplit("/", 1)[1][:-3]
        scope = dataclasses.replace(scopes[package], stem=stem, needs={})
        module = translate(go, scope, src + rel)
        py = f"{package}/{stem}.py"
        out[py] = module.text
        lines = []
        for comment in go.comments:
            for regex in wants_of(comment.text):
                at = module.line_of.get(comment.line)
                where = f"{py}:{at}" if at else "untranslatable: " + module.skipped.get(
                    comment.line, "not on a translated type, field or comment (function, const or var)")
                wants.append(Want(f"{rel}:{comment.line}", regex, where))
                lines += [f"{at} {CODES[linter]} {regex}"] if at else []
        out[f"{package}/{stem}.want"] = "".join(line + "\n" for line in lines)
        want_lines = {c.line for c in go.comments if wants_of(c.text)}
        left_out += [f"| {rel}:{line} | {_cell(reason)} |" for line, reason in sorted(module.skipped.items())
                     if line not in want_lines and not _comment_line(go, line) and INHERITED not in reason
                     and module.skipped.get(line - 1) != reason]
        if any(name in META.values() for name in scope.needs):
            out[f"{package.split('/')[0]}/meta.py"] = META_PY.format(tool=TOOL)
        _package_files(out, package)
    _copy_imported(out, scopes)
    names, consts = config_names([mirror.show(p) for p in mirror.files(base) if _package_source(base, p)])
    consts.update({f"markers.{k}": v for k, v in parse_file(mirror.show("pkg/markers/markers.go")).consts.items()})
    packages = _pyprojects(mirror.show(f"{base}/analyzer_test.go"), linter, names, consts, out)
    return out, wants, packages + ["", "## Left out (no want on them)", "", "| Go file:line | reason |",
                                   "|---|---|", *left_out]


def _package_files(out: dict[str, str], package: str) -> None:
    """An `__init__.py` in each folder of a nested package: `a/aa/aa.py` imports as `aa.aa`
    from `a`, where a KAL test's package is linted."""
    for depth in range(2, package.count("/") + 2):
        out["/".join(package.split("/")[:depth]) + "/__init__.py"] = f"# A package of {REPO}'s testdata ({TOOL}).\n"


def _copy_imported(out: dict[str, str], scopes: dict[str, Scope]) -> None:
    """A copy of each testdata package imported from outside its own folder (optionalfields'
    `externaltypes`) inside the importer's folder, so that linting that folder alone resolves it."""
    for package, scope in scopes.items():
        root = package.split("/")[0]
        for imported in set(scope.imports.values()) & scopes.keys():
            if imported.split("/")[0] != root:
                copies = {path: text for path, text in out.items() if path.startswith(imported + "/") and path.endswith(".py")}
                out.update({f"{root}/{path}": text for path, text in copies.items()})
                _package_files(out, f"{root}/{imported}")


def _package_source(base: str, path: str) -> bool:
    """A Go file of the linter's own package (not its tests or testdata)."""
    return path.count("/") == base.count("/") + 1 and path.endswith(".go") and not path.endswith("_test.go")


def _comment_line(go: GoFile, line: int) -> bool:
    return any(c.line == line for c in go.comments)


def _scopes(gofiles: dict[str, GoFile]) -> dict[str, Scope]:
    scopes: dict[str, Scope] = {}
    for rel, go in gofiles.items():
        package, stem = rel.rsplit("/", 1)[0], rel.rsplit("/", 1)[1][:-3]
        scope = scopes.setdefault(package, Scope(package, {}, {}, {}, scopes))
        scope.imports.update(go.imports)
        for decl in go.decls:
            scope.own[decl.name] = stem
            scope.decls[decl.name] = decl
    return scopes


def _pyprojects(test_go: str, linter: str, names: dict[str, str], consts: dict[str, str], out: dict[str, str]) -> list[str]:
    """Write a pyproject.toml into each package a test of analyzer_test.go runs; the lines of
    CASES.md's table of packages."""
    rows = ["## Packages and their configuration", "", "| package | KAL test | configuration |", "|---|---|---|"]
    for test, patterns, config in test_configs(test_go, names, consts):
        for pattern in patterns:
            package = pattern.removesuffix("/...")
            path = f"{package}/pyproject.toml"
            note = " (its pyproject.toml has the first test's)" if path in out else ""
            rows.append(f"| {pattern} | {test} | `{_cell(json.dumps(config))}`{note} |")
            if note:
                continue
            lines = [f"# Translated from {REPO}@{COMMIT} pkg/analysis/{linter}/analyzer_test.go ({test}) by {TOOL}",
                     "[tool.defaultgen]", f'select = ["{CODES[linter]}"]']
            if config:
                lines += ["", *toml(f"tool.defaultgen.api-conventions.{linter}", config)]
            out[path] = "\n".join(lines) + "\n"
    return rows


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def cases_md(linter: str, wants: list[Want], notes: list[str]) -> str:
    translated = sum(not w.where.startswith("untranslatable") for w in wants)
    lines = [f"# kube-api-linter's {linter} cases ({CODES[linter]})", "",
             f"Source: {REPO} at {COMMIT}, `pkg/analysis/{linter}/testdata/src` and `analyzer_test.go`, "
             f"translated by `{TOOL}` (do not edit: run it again).", "",
             f"Wants: {len(wants)}; translated: {translated}; untranslatable: {len(wants) - translated}.", "",
             *notes, "", "## Wants", "", "| Go file:line | KAL message | translated to |", "|---|---|---|"]
    lines += [f"| {w.go} | `{_cell(w.regex)}` | {_cell(w.where)} |" for w in wants]
    return "\n".join(lines) + "\n"


def linters(mirror: Mirror) -> list[str]:
    return sorted({p.split("/")[2] for p in mirror.files("pkg/analysis") if "/testdata/src/" in p} & CODES.keys())


def generate(mirror: Mirror) -> dict[str, str]:
    """Every file under testdata/kal, by relative path."""
    out: dict[str, str] = {}
    rows = ["# kube-api-linter's analysistest cases, translated", "",
            f"Source: {REPO} at {COMMIT} (`pkg/analysis/<linter>/testdata/src`), translated by `{TOOL}`.", "",
            "| linter | code | wants | translated | untranslatable |", "|---|---|---|---|---|"]
    for linter in sorted(CODES):
        if linter not in linters(mirror):
            rows.append(f"| {linter} | {CODES[linter]} | - | - | - (not in this commit) |")
            continue
        files, wants, notes = linter_cases(mirror, linter)
        out.update({f"{linter}/{path}": text for path, text in files.items()})
        out[f"{linter}/CASES.md"] = cases_md(linter, wants, notes)
        translated = sum(not w.where.startswith("untranslatable") for w in wants)
        rows.append(f"| {linter} | {CODES[linter]} | {len(wants)} | {translated} | {len(wants) - translated} |")
    out["CASES.md"] = "\n".join(rows) + "\n"
    return out


def write(files: dict[str, str], target: Path) -> None:
    """Write `files` under `target`, removing what an earlier run wrote there and no longer writes."""
    for old in written(target):
        if str(old.relative_to(target)) not in files:
            old.unlink()
    for path, text in files.items():
        (target / path).parent.mkdir(parents=True, exist_ok=True)
        (target / path).write_text(text, encoding="utf-8")


def written(target: Path) -> list[Path]:
    """The files under `target` a run may have written (not hidden ones such as lint caches)."""
    files = target.rglob("*") if target.exists() else []
    return [p for p in files if p.is_file() and not any(part.startswith(".") for part in p.relative_to(target).parts)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.kal_cases", description=__doc__.split("\n")[0])
    parser.add_argument("mirror", nargs="?", default=MIRROR, help=f"bare git clone of {REPO} (default {MIRROR})")
    parser.add_argument("--out", type=Path, default=OUT, help="where to write (default testdata/kal)")
    args = parser.parse_args(argv)
    write(generate(Mirror(args.mirror)), args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
