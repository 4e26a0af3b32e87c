"""Read one source file with libcst into a `ModuleDecl`. The user's code is never imported.

Positions: libcst's PositionProvider re-generates the whole module with bookkeeping and costs
about twice the parse itself, so lines are derived here instead: every `EmptyLine` is one line
(more when a backslash continues it), and a statement spans as many lines as its generated
code has newlines. Only statements that can hold our markers are looked into; comments inside
anything else are found by `tokenize` on that statement's code, and only when its text
contains a `+` marker at all.
"""

from __future__ import annotations

import ast
import base64
import inspect
import io
import re
import tokenize

import libcst as cst

from .bindings import canonical_name, read_bindings
from .comments import (
    COMPAT_PREFIX,
    DIRECTIVE,
    MODULE_MARKER,
    CommentReader,
    attached_block,
    comment_text,
    height,
    source_lines,
)
from .literal import UNREADABLE, dotted_name, literal_value
from .markers import MARKER_TEXT
from .model import (
    ClassDecl,
    Comment,
    Constant,
    FieldDecl,
    ImportTarget,
    JsonTag,
    Marker,
    MarkerKind,
    ModuleDecl,
    NamedTypeDecl,
    NameExpr,
    NoneExpr,
    OpaqueExpr,
    ParseFailure,
    PyDefault,
    PyDefaultKind,
    Span,
    StrayMarker,
    StrayReason,
    SubscriptExpr,
    TypeExpr,
    UnionExpr,
    ValueExpr,
)

KNOWN_JSON_OPTIONS = frozenset({"omitempty", "omitzero"})

_DATACLASS = {"dataclasses.dataclass"}
_FIELD = {"dataclasses.field"}
_NEWTYPE = {"typing.NewType", "typing_extensions.NewType"}
LITERALS = {"typing.Literal", "typing_extensions.Literal"}
_TYPEALIAS = {"typing.TypeAlias", "typing_extensions.TypeAlias"}
_NOT_FIELDS = {
    "typing.ClassVar",
    "typing_extensions.ClassVar",
    "dataclasses.InitVar",
    "dataclasses.KW_ONLY",
}
_FILE_NOQA = re.compile(r"^#\s*defaultgen:\s*noqa\s*$", re.M)
# A module-level `# +defaultgen` line: the module's types are API types (SPEC §1).
_OPT_IN = re.compile(r"^#[ \t]*\+defaultgen[ \t]*$", re.M)


def parse_source(path: str, module: str, source: bytes, *, is_package: bool = False) -> ModuleDecl:
    """Parse `source` (the file's bytes) into declarations; a file that cannot be read is a
    `ModuleDecl` with `failure` set (DG100), never an exception."""
    if b"\0" in source:
        return ModuleDecl(path, module, is_package, failure=ParseFailure("binary file (NUL byte)"))
    source = source.replace(b"\r\n", b"\n").replace(b"\r", b"\n")  # Python's line ends, all as `\n`
    try:
        tree = cst.parse_module(source)
    except cst.ParserSyntaxError as exc:
        return ModuleDecl(path, module, is_package, failure=_syntax_failure(source, exc))
    except (UnicodeDecodeError, LookupError, SyntaxError, ValueError) as exc:
        return ModuleDecl(path, module, is_package, failure=ParseFailure(f"cannot decode: {exc}"))
    except RecursionError:
        return ModuleDecl(path, module, is_package, failure=ParseFailure("nested too deeply"))
    try:
        return _ModuleReader(tree, _text(source, tree), path, module, is_package).read()
    except RecursionError:
        return ModuleDecl(path, module, is_package, failure=ParseFailure("nested too deeply"))


def _syntax_failure(source: bytes, exc: cst.ParserSyntaxError) -> ParseFailure:
    """libcst's native parser locates errors poorly (often line 1, column 1, with another
    position inside its message); Python's own parser (`ast.parse`: parses, never runs)
    says where and what. libcst's word is the fallback when Python accepts the file."""
    try:
        ast.parse(source)
    except SyntaxError as err:
        if err.lineno:
            return ParseFailure(f"syntax error: {err.msg}", Span(err.lineno, _char_column(source, err.lineno, err.offset)))
    except (ValueError, RecursionError, MemoryError):
        pass
    first = str(exc.message).strip().splitlines()[0] if str(exc.message).strip() else "syntax error"
    return ParseFailure(f"syntax error: {first}", Span(max(exc.editor_line, 1), max(exc.editor_column, 1)))


def _char_column(source: bytes, line: int, offset: int | None) -> int:
    """Python gives a syntax error's column in bytes of the source line; ours count characters."""
    lines = source.split(b"\n")
    if not offset or not 1 <= line <= len(lines):
        return 1
    try:
        encoding = tokenize.detect_encoding(io.BytesIO(source).readline)[0]
    except (SyntaxError, LookupError):
        encoding = "utf-8"
    text = lines[line - 1].decode(encoding, "replace")
    return min(len(lines[line - 1][: offset - 1].decode(encoding, "replace")), len(text)) + 1


_BRACKETS = {"(": 1, "[": 1, "{": 1, ")": -1, "]": -1, "}": -1}
_SIGNIFICANT = re.compile(r"""["'#()\[\]{}:=;\\]""")  # what `_scan` looks at; the rest of a line is skipped


def _one_line(line: str) -> bool:
    """Whether a statement starting on `line` certainly ends on it: brackets closed, no
    string left open, no backslash continuation. Unsure means False."""
    return _scan(line) is not None


def _scan(line: str) -> tuple[list[int], int] | None:
    """The indexes of `:`, `=` and `;` outside brackets and strings in `line`, and where its
    code ends (at a comment, or the line's end); None when the statement may go on past the
    line (an open bracket or string, a backslash continuation).

    Only the characters of `_SIGNIFICANT` are visited (a regular expression skips the rest:
    every field line of a module is scanned). Inside a string, a backslash hides the next
    character and only the string's own quote (three of them for a triple-quoted string)
    ends it, as Python's tokenizer reads it (a raw string's too: its backslashes stay, but a
    quote after one does not end it)."""
    depth = 0
    quote = ""
    index = 0
    top: list[int] = []
    search = _SIGNIFICANT.search
    while (found := search(line, index)) is not None:
        index = found.start()
        char = line[index]
        if quote:
            if char == "\\":
                index += 2
                continue
            if line.startswith(quote, index):
                index += len(quote)
                quote = ""
                continue
        elif char in "\"'":
            quote = char * 3 if line.startswith(char * 3, index) else char
            index += len(quote)
            continue
        elif char == "#":
            break
        elif char in _BRACKETS:
            depth += _BRACKETS[char]
        elif depth == 0 and char in ":=;":
            top.append(index)
        index += 1
    else:
        index = len(line)
    if depth != 0 or quote or line[:index].rstrip().endswith("\\"):
        return None
    return top, index


def _annotated_parts(line: str) -> tuple[str, str | None] | None:
    """The source text of the annotation and of the value (None without one) of a one-line
    `name: annotation = value` statement, exactly as libcst renders those nodes; None when the
    line is anything less plain (then libcst renders them)."""
    scanned = _scan(line)
    if scanned is None:
        return None
    top, end = scanned
    if not top or line[top[0]] != ":" or any(line[i] == ";" for i in top):
        return None
    equals = next((i for i in top[1:] if line[i] == "="), None)
    annotation = line[top[0] + 1 : end if equals is None else equals].strip()
    value = None if equals is None else line[equals + 1 : end].strip()
    return (annotation, value) if annotation and value != "" else None


def _simple_text(node: cst.BaseExpression) -> str | None:
    """A name, number or plain string literal's source text, without rendering it."""
    if isinstance(node, cst.Name | cst.Integer | cst.Float | cst.SimpleString) and not node.lpar:
        return node.value
    return None


def _text(source: bytes, tree: cst.Module) -> str:
    """The source as text, exactly as libcst reads it (so it equals `tree.code`, which would
    cost a full regeneration of the module)."""
    try:
        return source.decode(tree.encoding)
    except (UnicodeDecodeError, LookupError):
        return tree.code


class _ModuleReader(CommentReader):
    """One pass over the top-level statements of one module."""

    def __init__(self, tree: cst.Module, text: str, path: str, module: str, is_package: bool) -> None:
        self.tree = tree
        self.text = text  # the source as written (what `tree.code` would regenerate, for free)
        self.path = path
        self.module = module
        self.is_package = is_package
        self.imports: dict[str, ImportTarget] = {}  # `read` fills it first (`source.bindings`)
        self.classes: list[ClassDecl] = []
        self.named_types: list[NamedTypeDecl] = []
        self.near_misses: list[Marker] = []
        self.unknown_markers: list[Marker] = []
        self._declaration_comments: set[Span] = set()  # comments above classes and named types
        self.strays: list[StrayMarker] = []
        self._consumed: set[Span] = set()  # `# defaultgen: ignore[...]` taken by a declaration
        self._source_lines: list[str] | None = None
        self._class_doc_comments: tuple[Comment, ...] = ()
        self._class_detached_comments: tuple[Comment, ...] = ()
        self._keyword_only = False  # the dataclass being read takes its next fields by keyword only
        self._class_markers: tuple[Marker, ...] = ()
        self._class_suppressions: tuple[Suppression, ...] = ()
        self.constants: list[Constant] = []

    # -- driver

    def read(self) -> ModuleDecl:
        body = self.tree.body
        # imports (and aliases) first: decorators and annotations are read through them
        self.imports = read_bindings(body, self.module, self.is_package)
        line = 1 + height(self.tree.header)
        self._scan_comment_lines(self.tree.header, 1, indent="")
        for stmt in body:
            if isinstance(stmt, cst.ClassDef) and self._is_dataclass(stmt):
                line += self._dataclass(stmt, line)
                continue
            code = self.tree.code_for_node(stmt)
            self._statement(stmt, line, code)
            line += code.count("\n")
        self._scan_comment_lines(self.tree.footer, line, indent="")
        return ModuleDecl(
            path=self.path,
            module=self.module,
            is_package=self.is_package,
            classes=tuple(self.classes),
            named_types=tuple(self.named_types),
            imports=self.imports,
            near_misses=tuple(self.near_misses),
            unknown_markers=tuple(self.unknown_markers),
            stray_markers=tuple(self.strays),
            file_noqa=bool(_FILE_NOQA.search(self.text)) if "defaultgen" in self.text else False,
            stray_directives=self._stray_directives() if DIRECTIVE in self.text else (),
            markers=self._module_markers() if MODULE_MARKER.search(self.text) else (),
            opt_in=bool(_OPT_IN.search(self.text)) if "+defaultgen" in self.text else False,
            constants=tuple(self.constants),
        )

    def _statement(self, stmt: cst.CSTNode, start: int, code: str) -> None:
        if isinstance(stmt, cst.ClassDef):
            self._class(stmt, start, code)
            return
        leading = height(getattr(stmt, "leading_lines", ()))
        named = self._named_type(stmt, start, leading, code)
        if named is not None:
            self.named_types.append(named)
            return
        constant = self._constant(stmt)
        if constant is not None and constant.readable:
            self.constants.append(constant)
        self._leading(stmt, start, indent="", reason=StrayReason.NOTHING_BELOW)
        self._deep_scan(code, start, skip_lines=leading)

    # -- names

    def _canonical(self, node: cst.BaseExpression) -> str | None:
        name = dotted_name(node)
        return None if name is None else canonical_name(name, self.imports)

    # -- named types

    def _named_type(self, stmt: cst.CSTNode, start: int, leading: int, code: str) -> NamedTypeDecl | None:
        target: cst.BaseExpression | None = None
        name: str | None = None
        if isinstance(stmt, cst.SimpleStatementLine) and len(stmt.body) == 1:
            small = stmt.body[0]
            if (
                isinstance(small, cst.Assign)
                and len(small.targets) == 1
                and isinstance(small.targets[0].target, cst.Name)
                and isinstance(small.value, cst.Call)
                and self._canonical(small.value.func) in _NEWTYPE
                and len(small.value.args) == 2
            ):
                name, target = small.targets[0].target.value, small.value.args[1].value
            elif (
                isinstance(small, cst.AnnAssign)
                and isinstance(small.target, cst.Name)
                and small.value is not None
                and self._canonical(small.annotation.annotation) in _TYPEALIAS
            ):
                name, target = small.target.value, small.value
            elif isinstance(small, cst.TypeAlias) and small.type_parameters is None:
                name, target = small.name.value, small.value
        if name is None or target is None:
            return None
        line = start + leading
        block = attached_block(stmt)
        comments, ignores = self._attached(block, line - height(block), indent="")
        self._declaration_comments.update(c.span for c in comments)
        self._leading(stmt, start, indent="", reason=StrayReason.BLANK_LINE, detached_only=True)
        own_lines = source_lines(code)[leading:]
        noqa = self._own_line_comments(own_lines, line)
        return NamedTypeDecl(
            name=name,
            span=Span(line, 1),
            target=self._type_expr(target),
            target_text=self.tree.code_for_node(target),
            comments=comments,
            markers=self._markers(comments),
            suppressions=ignores + noqa,
        )

    # -- constants

    def _constant(self, stmt: cst.CSTNode) -> Constant | None:
        """`NAME = value`, `NAME: T = value` (`Final` included): a constant `ref(NAME)` may name,
        readable when its value is a literal. Dunder and sunder names are not constants."""
        if not (isinstance(stmt, cst.SimpleStatementLine) and len(stmt.body) == 1):
            return None
        small = stmt.body[0]
        if isinstance(small, cst.Assign) and len(small.targets) == 1 and isinstance(small.targets[0].target, cst.Name):
            name, value = small.targets[0].target.value, small.value
        elif isinstance(small, cst.AnnAssign) and isinstance(small.target, cst.Name) and small.value is not None:
            name, value = small.target.value, small.value
        else:
            return None
        if name.startswith("_") and name.endswith("_"):
            return None
        literal = literal_value(value)
        if literal is UNREADABLE or isinstance(literal, tuple):
            return Constant(name, None, readable=False)
        return Constant(name, literal)

    # -- classes

    def _is_dataclass(self, node: cst.ClassDef) -> bool:
        return any(self._canonical(_decorator_callee(d.decorator)) in _DATACLASS for d in node.decorators)

    def _class(self, node: cst.ClassDef, start: int, code: str) -> None:
        """A class that is not a dataclass: nothing in it applies; its markers are strays."""
        body = node.body
        docstring = _docstring(body.body[0]) if isinstance(body, cst.IndentedBlock) and body.body else None
        leading = height(node.leading_lines)
        line = start + leading + sum(self.tree.code_for_node(d).count("\n") for d in node.decorators)
        self._class_comments(node, start, leading)
        self._deep_scan(code, start, skip_lines=leading, reason=StrayReason.NOT_DATACLASS)
        members = ()
        if isinstance(body, cst.IndentedBlock):
            members = tuple(c for c in map(self._constant, body.body) if c is not None)
        self._add_class(node, line + height(node.lines_after_decorators), False, (), docstring, members)

    def _dataclass(self, node: cst.ClassDef, start: int) -> int:
        """Read a dataclass starting at line `start`; return how many lines it takes.

        Only its body statements are rendered back to code (once each): the class as a whole
        never is, its height is the sum of its parts.
        """
        leading = height(node.leading_lines)
        self._class_comments(node, start, leading)
        # Decorators and the `class ...:` header, rendered with a stand-in body (` pass`).
        header = self.tree.code_for_node(
            node.with_changes(leading_lines=(), body=cst.SimpleStatementSuite(body=(cst.Pass(),)))
        )
        header_lines = header.count("\n") - 1
        self._deep_scan(header, start + leading, skip_lines=0, stop_line=header_lines + 1)
        decorator_lines = sum(self.tree.code_for_node(d).count("\n") for d in node.decorators)
        class_line = start + leading + decorator_lines + height(node.lines_after_decorators)
        body = node.body
        frozen = any(self._dataclass_flag(d.decorator, "frozen") for d in node.decorators)
        plain_init = self._plain_init(node)
        if not isinstance(body, cst.IndentedBlock):  # `class X: pass` on one line
            self._add_class(node, class_line, True, (), None, frozen=frozen, plain_init=plain_init)
            return leading + header_lines + 1
        if body.header.comment is not None:
            self._trailing_comment(body.header.comment, start + leading + header_lines)
        indent = self.tree.default_indent if body.indent is None else body.indent
        cursor = start + leading + header_lines + 1
        fields: list[FieldDecl] = []
        self._keyword_only = any(self._dataclass_flag(d.decorator, "kw_only") for d in node.decorators)
        for stmt in body.body:
            stmt_code = self._statement_code(stmt, cursor)
            field_decl = self._field(stmt, cursor, stmt_code, indent)
            if field_decl is not None:
                fields.append(field_decl)
            cursor += stmt_code.count("\n")
        self._scan_comment_lines(body.footer, cursor, indent=indent)
        docstring = _docstring(body.body[0]) if body.body else None
        self._add_class(node, class_line, True, tuple(fields), docstring, frozen=frozen, plain_init=plain_init)
        return cursor + height(body.footer) - start

    def _plain_init(self, node: cst.ClassDef) -> bool:
        """Whether building the dataclass is only what `@dataclass`'s `__init__` does itself
        (`ClassDecl.plain_init`): the decorator is the only one and does not say `init=...`,
        the class names no metaclass, and its body binds none of `_BUILD_HOOKS` (a body
        statement that is not a plain definition or assignment might, so it counts too)."""
        if len(node.decorators) != 1 or node.keywords:
            return False
        decorator = node.decorators[0].decorator
        if isinstance(decorator, cst.Call) and any(
            arg.keyword is not None and arg.keyword.value == "init" and not _keyword_is(arg, "init", True)
            for arg in decorator.args
        ):
            return False
        body = node.body.body if isinstance(node.body, cst.IndentedBlock) else node.body.body
        return not any(_binds_hook(stmt) for stmt in body)

    def _dataclass_flag(self, decorator: cst.BaseExpression, keyword: str) -> bool:
        """Whether a decorator is `@dataclass(..., <keyword>=True)` (`kw_only`, `frozen`)."""
        return (
            isinstance(decorator, cst.Call)
            and self._canonical(decorator.func) in _DATACLASS
            and any(_keyword_is(arg, keyword, True) for arg in decorator.args)
        )

    def _statement_code(self, stmt: cst.CSTNode, start: int) -> str:
        """A body statement's code with its leading lines, as its lines of the file: taken
        from the source when the statement is plainly one line (the common field), rendered
        by libcst otherwise. Only the line count and the statement's own lines are used."""
        if isinstance(stmt, cst.SimpleStatementLine):
            leading = height(stmt.leading_lines)
            first = self._source_line(start + leading)
            if _one_line(first):
                return "\n" * leading + first + "\n"
        return self.tree.code_for_node(stmt)

    def _class_comments(self, node: cst.ClassDef, start: int, leading: int) -> None:
        """The markers above a class (its own block and the one above that); a `+default`
        there applies to nothing: defaults go on fields."""
        block = attached_block(node)
        comments, ignores = self._attached(block, start + leading - height(block), indent="")
        # a class answers only for `defaultgen compat`'s codes (a removed field, a type-level rule)
        self._class_suppressions = tuple(s for s in ignores if all(c.startswith(COMPAT_PREFIX) for c in s.codes))
        self._consumed -= {s.span for s in ignores if s not in self._class_suppressions}
        self._class_doc_comments = comments
        self._class_detached_comments = self._detached_comments(node, start)
        self._declaration_comments.update(c.span for c in (*comments, *self._class_detached_comments))
        markers = self._markers(comments)
        self._class_markers = tuple(m for m in markers if m.kind is not MarkerKind.DEFAULT)
        for marker in markers:
            if marker.kind is MarkerKind.DEFAULT:
                self.strays.append(StrayMarker(marker, StrayReason.CLASS))
        self._leading(node, start, indent="", reason=StrayReason.NOTHING_BELOW, detached_only=True)
        # controller-gen reads a type's markers from the block above its own too (the
        # kubebuilder layout: `+kubebuilder:object:root=true`, a blank line, the doc comment)
        detached = self._markers(self._class_detached_comments, record=False)
        self._class_markers = tuple(m for m in detached if m.kind is not MarkerKind.DEFAULT) + self._class_markers

    def _detached_comments(self, node: cst.ClassDef, start: int) -> tuple[Comment, ...]:
        """The comment block above a class's own block, cut off from it by blank lines (Go's
        kubebuilder layout puts the CRD markers there; controller-gen reads them)."""
        lines = getattr(node, "leading_lines", ())
        end = len(lines) - len(attached_block(node))
        while end > 0 and lines[end - 1].comment is None:
            end -= 1
        begin = end
        while begin > 0 and lines[begin - 1].comment is not None:
            begin -= 1
        return self._comments(lines[begin:end], start + height(lines[:begin]), indent="")

    def _add_class(
        self,
        node: cst.ClassDef,
        line: int,
        is_dc: bool,
        fields: tuple[FieldDecl, ...],
        docstring: str | None,
        members: tuple[Constant, ...] = (),
        frozen: bool = False,
        plain_init: bool = False,
    ) -> None:
        self.classes.append(
            ClassDecl(
                name=node.name.value,
                span=Span(line, 1),
                is_dataclass=is_dc,
                bases=tuple(self._type_expr(arg.value) for arg in node.bases if arg.keyword is None),
                fields=fields,
                docstring=docstring,
                comments=self._class_doc_comments,
                detached_comments=self._class_detached_comments,
                members=members,
                markers=self._class_markers,
                frozen=frozen,
                plain_init=plain_init,
                suppressions=self._class_suppressions if is_dc else (),
            )
        )

    def _trailing_comment(self, comment: cst.Comment, line: int) -> None:
        """A comment after `class X:`: a marker there applies to nothing."""
        if not MARKER_TEXT.search(comment.value):
            return
        col = max(self._source_line(line).rfind(comment.value), 0) + 1
        marker = self._marker(Comment(comment_text(comment.value), Span(line, col)))
        if self._stray(marker):
            self.strays.append(StrayMarker(marker, StrayReason.NOTHING_BELOW))

    def _field(self, stmt: cst.CSTNode, start: int, code: str, indent: str) -> FieldDecl | None:
        """A statement in a dataclass body: a field, or something whose comments are read."""
        ann = _single_annassign(stmt)
        leading = height(getattr(stmt, "leading_lines", ()))
        if ann is None:
            reason = StrayReason.METHOD if isinstance(stmt, cst.FunctionDef) else StrayReason.NOTHING_BELOW
            self._leading(stmt, start, indent=indent, reason=reason)
            self._deep_scan(code, start, skip_lines=leading)
            return None
        line = start + leading
        annotation = self._type_expr(ann.annotation.annotation)
        is_classvar = _base_name(annotation, self.imports) in _NOT_FIELDS
        if _base_name(annotation, self.imports) == "dataclasses.KW_ONLY":
            self._keyword_only = True  # the fields after it are keyword-only
        block = attached_block(stmt)
        comments, ignores = self._attached(block, line - height(block), indent=indent)
        markers = self._markers(comments)
        self._leading(stmt, start, indent=indent, reason=StrayReason.BLANK_LINE, detached_only=True)
        if is_classvar:
            self.strays += [StrayMarker(marker, StrayReason.CLASSVAR) for marker in markers if self._stray(marker)]
            markers = ()
        own_lines = source_lines(code)[leading:]
        trailing: list[Marker] = []
        noqa = self._own_line_comments(own_lines, line, trailing)
        parts = _annotated_parts(own_lines[0]) if len(own_lines) == 1 else None
        py_default, json_tag = self._field_value(ann.value, parts[1] if parts else None)
        arguments = ann.value.args if isinstance(ann.value, cst.Call) and self._canonical(ann.value.func) in _FIELD else ()
        keyword_only = self._keyword_only  # `field(kw_only=...)` wins over the class's and a `KW_ONLY` above
        for arg in arguments:
            if _keyword_is(arg, "kw_only", True) or _keyword_is(arg, "kw_only", False):
                keyword_only = _keyword_is(arg, "kw_only", True)
        return FieldDecl(
            name=_target_name(ann.target),
            span=Span(line, len(indent) + 1),
            end_line=line + len(own_lines) - 1,
            annotation=annotation,
            annotation_text=parts[0] if parts else self.tree.code_for_node(ann.annotation.annotation),
            comments=comments,
            markers=markers,
            trailing_markers=tuple(trailing),
            py_default=py_default,
            json_tag=json_tag,
            is_classvar=is_classvar,
            positional=not keyword_only,
            init=not any(_keyword_is(arg, "init", False) for arg in arguments),
            assigned=ann.value is not None,
            suppressions=ignores + noqa,
        )

    def _field_value(self, value: cst.BaseExpression | None, text: str | None) -> tuple[PyDefault, JsonTag | None]:
        """The Python default and json tag of a field (`text`: the value's source, when the
        line gave it); source text is rendered only for the default itself (messages quote
        it), never for the metadata."""
        if value is None:
            return PyDefault(), None
        if not (isinstance(value, cst.Call) and self._canonical(value.func) in _FIELD):
            return self._py_default(value, text), None
        default = PyDefault()
        tag: JsonTag | None = None
        for arg in value.args:
            keyword = arg.keyword.value if arg.keyword is not None else None
            if keyword == "default":
                default = self._py_default(arg.value)
            elif keyword == "default_factory":
                factory = dotted_name(arg.value)
                if factory is None:
                    default = PyDefault(PyDefaultKind.OTHER, None, self.tree.code_for_node(arg.value))
                else:
                    default = PyDefault(PyDefaultKind.FACTORY, canonical_name(factory, self.imports), factory)
            elif keyword == "metadata":
                tag = _json_tag(arg.value)
        return default, tag

    def _py_default(self, node: cst.BaseExpression, text: str | None = None) -> PyDefault:
        literal = literal_value(node)
        name = dotted_name(node) if literal is UNREADABLE else None
        if name is not None:  # a constant or an Enum member, resolved like `ref(NAME)`
            return PyDefault(PyDefaultKind.NAME, name, name)
        if literal is UNREADABLE:
            if isinstance(node, cst.SimpleString) and isinstance(node.evaluated_value, bytes):
                # bytes are compared as they are written on the wire: base64
                wire = base64.b64encode(node.evaluated_value).decode("ascii")
                return PyDefault(PyDefaultKind.VALUE, wire, text or self._code(node))
            return PyDefault(PyDefaultKind.OTHER, None, text or self._code(node))
        return PyDefault(PyDefaultKind.VALUE, literal, text or self._code(node))

    def _code(self, node: cst.BaseExpression) -> str:
        """A node's source text (rendered by libcst unless it is a plain literal or name)."""
        return _simple_text(node) or self.tree.code_for_node(node)

    # -- annotations

    def _type_expr(self, node: cst.BaseExpression) -> TypeExpr:
        if isinstance(node, cst.Name) and node.value == "None":
            return NoneExpr()
        name = dotted_name(node)
        if name is not None:
            return NameExpr(name)
        if isinstance(node, cst.Subscript):
            base = dotted_name(node.value)
            is_literal = base is not None and canonical_name(base, self.imports) in LITERALS
            args: list[TypeExpr] = []
            for element in node.slice:
                if not isinstance(element.slice, cst.Index):
                    return OpaqueExpr(self.tree.code_for_node(node))
                if is_literal:
                    value = literal_value(element.slice.value)
                    readable = value is not UNREADABLE and (value is None or type(value) in (str, int, bool))
                    args.append(ValueExpr(value) if readable else OpaqueExpr(self.tree.code_for_node(element.slice.value)))
                else:
                    args.append(self._type_expr(element.slice.value))
            if base is None:
                return OpaqueExpr(self.tree.code_for_node(node))
            return SubscriptExpr(base, tuple(args))
        if isinstance(node, cst.BinaryOperation) and isinstance(node.operator, cst.BitOr):
            members: list[TypeExpr] = []
            for side in (node.left, node.right):
                expr = self._type_expr(side)
                members.extend(expr.members if isinstance(expr, UnionExpr) else (expr,))
            return UnionExpr(tuple(members))
        if isinstance(node, cst.SimpleString | cst.ConcatenatedString):
            text = node.evaluated_value
            if isinstance(text, str):
                try:
                    return self._type_expr(cst.parse_expression(text.strip()))
                except (cst.ParserSyntaxError, RecursionError):
                    return OpaqueExpr(text)
        return OpaqueExpr(self.tree.code_for_node(node))


# --------------------------------------------------------------------------- small helpers




def _keyword_is(arg: cst.Arg, keyword: str, value: bool) -> bool:
    """Whether a call argument is `keyword=True` / `keyword=False` as written."""
    return arg.keyword is not None and arg.keyword.value == keyword and isinstance(arg.value, cst.Name) and arg.value.value == str(value)


# what a class body may bind that changes how an object of it is built or its fields are set
_BUILD_HOOKS = frozenset({"__init__", "__new__", "__post_init__", "__setattr__", "__slots__"})


def _binds_hook(stmt: cst.BaseStatement | cst.BaseSmallStatement) -> bool:
    """Whether a class body statement binds one of `_BUILD_HOOKS`, or may (an `if`, a `try`,
    anything but a definition, an assignment, a docstring or `pass`)."""
    if isinstance(stmt, cst.FunctionDef | cst.ClassDef):
        return stmt.name.value in _BUILD_HOOKS
    if isinstance(stmt, cst.SimpleStatementLine):
        return any(_binds_hook(small) for small in stmt.body)
    if isinstance(stmt, cst.AnnAssign):
        return not isinstance(stmt.target, cst.Name) or stmt.target.value in _BUILD_HOOKS
    if isinstance(stmt, cst.Assign):
        targets = [t.target for t in stmt.targets]
        return not all(isinstance(t, cst.Name) and t.value not in _BUILD_HOOKS for t in targets)
    return not isinstance(stmt, cst.Expr | cst.Pass)


def _decorator_callee(node: cst.BaseExpression) -> cst.BaseExpression:
    return node.func if isinstance(node, cst.Call) else node


def _single_annassign(stmt: cst.CSTNode) -> cst.AnnAssign | None:
    if isinstance(stmt, cst.SimpleStatementLine) and len(stmt.body) == 1:
        small = stmt.body[0]
        if isinstance(small, cst.AnnAssign) and isinstance(small.target, cst.Name):
            return small
    return None


def _target_name(node: cst.BaseExpression) -> str:
    assert isinstance(node, cst.Name)
    return node.value


def _base_name(expr: TypeExpr, imports: dict[str, ImportTarget]) -> str | None:
    if isinstance(expr, NameExpr):
        return canonical_name(expr.dotted, imports)
    if isinstance(expr, SubscriptExpr):
        return canonical_name(expr.base, imports)
    return None


def _docstring(stmt: cst.CSTNode) -> str | None:
    if isinstance(stmt, cst.SimpleStatementLine) and len(stmt.body) == 1:
        small = stmt.body[0]
        if isinstance(small, cst.Expr) and isinstance(small.value, cst.SimpleString | cst.ConcatenatedString):
            value = literal_value(small.value)
            if isinstance(value, str):
                return inspect.cleandoc(value)
    return None


def _json_tag(node: cst.BaseExpression) -> JsonTag | None:
    """Read `metadata={"json": "name,opts"}`; None when metadata has no json entry."""
    metadata = literal_value(node)
    if metadata is UNREADABLE or not isinstance(metadata, dict):
        if isinstance(node, cst.Dict) and not any(
            isinstance(e, cst.DictElement) and literal_value(e.key) == "json" for e in node.elements
        ) and all(isinstance(e, cst.DictElement) and literal_value(e.key) is not UNREADABLE for e in node.elements):
            return None  # a literal dict without "json": other tools' metadata, not ours
        return JsonTag(error="the metadata cannot be read statically; write it as a literal dict")
    if "json" not in metadata:
        return None
    raw = metadata["json"]
    if not isinstance(raw, str):
        return JsonTag(error='the "json" metadata must be a string like "name,omitempty"')
    name, *options = raw.split(",")
    options = [option for option in options if option]
    unknown = [option for option in options if option not in KNOWN_JSON_OPTIONS]
    if unknown:
        return JsonTag(name, tuple(options), error=f"unknown json option `{unknown[0]}`")
    return JsonTag(name, tuple(options))
