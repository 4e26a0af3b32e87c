"""One Go testdata file as a Python module of dataclasses and named types (SPEC §1 and §12):
the Python line of every Go line that has one, and why each Go construct left out is."""

from __future__ import annotations

import dataclasses
import json
import keyword
import re
from collections.abc import Iterable

from .golang import Comment, GoDecl, GoField, GoFile, GoType, python_comment, struct_tag

REPO = "kubernetes-sigs/kube-api-linter"
COMMIT = "5ebe05f9440bddd681fd9f4d3251546d1937fc99"
# linters read from another commit: markerscope is not in COMMIT; it is on the unmerged branch
# of its pull request, whose last commit is this one
COMMITS = {"markerscope": "e816b4e7f6cba9b509780b47b1f3ed4b937f8b2e"}


def commit_of(linter: str) -> str:
    """The KAL commit a linter's cases are translated from."""
    return COMMITS.get(linter, COMMIT)
TOOL = "tools/kal_cases"

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


# ---------------------------------------------------------------- Python names and types


def snake(name: str) -> str:
    """Go's CamelCase name as a Python attribute (`JSONTagRegex` -> `json_tag_regex`)."""
    words = re.sub(r"([A-Z]+)([A-Z][a-z])", r"\1_\2", name)
    words = re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", words)
    out = words.lower()
    return out + "_" if keyword.iskeyword(out) else out


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
        needs = dict(self.scope.needs)
        try:
            if go_field.type.kind == "ptr":
                raise Untranslatable("a pointer, which a base class cannot be")
            hint = annotation(go_field.type, self.scope)
            if not _is_dataclass(go_field.type, self.scope):
                raise Untranslatable("not a struct, which a base class must be")
        except Untranslatable as error:
            self.scope.needs.clear()
            self.scope.needs.update(needs)  # no import of a base left out
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

    def prelude(self, source: str, commit: str) -> list[str]:
        body = "\n".join(self.body)
        widths = [w for w in ("Int32", "Int64") if w in self.scope.needs]
        typing = sorted(n for n in ("NewType", "Optional", "TypeAlias") if n in self.scope.needs or widths and n == "NewType")
        local = _joined(line for line in self.scope.needs.values() if line and not line.startswith("from datetime"))
        lines = [f"# Translated from {REPO}@{commit} {source} by {TOOL}", "# +defaultgen",
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


def _joined(imports: Iterable[str]) -> list[str]:
    """`from m import a` lines, one per module with its names sorted."""
    names: dict[str, set[str]] = {}
    for line in imports:
        module, name = line.removeprefix("from ").split(" import ")
        names.setdefault(module, set()).add(name)
    return [f"from {module} import {', '.join(sorted(names[module]))}" for module in sorted(names)]


def _type_text(t: GoType) -> str:
    return {"ptr": "*", "slice": "[]"}.get(t.kind, "") + (
        _type_text(t.args[0]) if t.args else f"{t.pkg + '.' if t.pkg else ''}{t.name}")


def translate(go: GoFile, scope: Scope, source: str, commit: str = COMMIT) -> Module:
    """`go` as a Python module; `source` (at KAL's `commit`) names it in the header."""
    writer = _Writer(go, scope)
    for decl in go.decls:
        writer.declaration(decl)
    prelude = writer.prelude(source, commit)
    if writer.body:
        prelude += ["", ""]
    offset = len(prelude) + 1
    return Module("\n".join(prelude + writer.body) + "\n",
                  {line: at + offset for line, at in writer.line_of.items()}, writer.skipped)
