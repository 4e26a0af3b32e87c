"""The libcst edits the rules' fixes are made of: comment lines, a field's `field(...)` call
and its json metadata, and the `field` import. Each changes one node and lays out what it adds
like its neighbours (same quotes, same one-item-per-line style, comments kept in place)."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence

import libcst as cst

from ...source.literal import dotted_name
from ...source.model import ImportTarget, ModuleDecl, Span
from ..fix import CommentEdit, ModuleEdit, StatementEdit, Unfixable

_FIELD = ImportTarget("dataclasses", "field")
_DATACLASSES = ImportTarget("dataclasses")

# -------------------------------------------------------------------------- comments


def replace_in_comment(span: Span, old: str, new: str) -> CommentEdit:
    """Replace the first `old` at or after `span` in its comment by `new`."""

    def rewrite(comment: str, offset: int) -> str:
        at = comment.find(old, max(offset, 0))
        if at < 0:
            raise Unfixable(f"`{old}` is not in the comment")
        return comment[:at] + new + comment[at + len(old) :]

    return CommentEdit(span, rewrite)


def delete_comment(span: Span) -> CommentEdit:
    """Delete the comment at `span` (an own-line comment with its line)."""
    return CommentEdit(span, lambda comment, offset: None)


def comment_above(line: int, text: str) -> StatementEdit:
    """Add the comment line `text` (from `#`) directly above the statement on `line`, at its
    indentation: the last line of its comment block (for a class, `line` is its `class`
    keyword's and the comment goes above its decorators)."""

    def rewrite(stmt: cst.SimpleStatementLine) -> cst.SimpleStatementLine:
        added = cst.EmptyLine(indent=True, whitespace=cst.SimpleWhitespace(""), comment=cst.Comment(text))
        return stmt.with_changes(leading_lines=(*stmt.leading_lines, added))

    return StatementEdit(line, rewrite)


# -------------------------------------------------------------------------- fields


def field_edit(line: int, rewrite: Callable[[cst.AnnAssign], cst.AnnAssign]) -> StatementEdit:
    """Rewrite the annotated assignment of the field whose statement starts on `line`."""

    def on_statement(stmt: cst.SimpleStatementLine) -> cst.SimpleStatementLine:
        if len(stmt.body) != 1 or not isinstance(stmt.body[0], cst.AnnAssign):
            raise Unfixable("the field is not a plain annotated assignment")
        return stmt.with_changes(body=(rewrite(stmt.body[0]),))

    return StatementEdit(line, on_statement)


class FieldCalls:
    """How a module reaches `dataclasses.field`: the local names that call it, and the name a
    fix writes (with the import to add when the module has none)."""

    def __init__(self, module: ModuleDecl) -> None:
        self.names = {local for local, target in module.imports.items() if target == _FIELD}
        modules = sorted(local for local, target in module.imports.items() if target == _DATACLASSES)
        self.names.update(f"{local}.field" for local in modules)
        self.edits: tuple[ModuleEdit, ...] = ()
        if "field" in self.names:
            self.callee = "field"
        elif self.names:
            self.callee = sorted(self.names)[0]
        elif "field" not in module.imports:
            self.callee = "field"
            self.edits = (ModuleEdit(_import_field),)
        else:
            self.callee = ""  # `field` is something else here: no fix writes a call

    def is_field_call(self, node: cst.BaseExpression | None) -> bool:
        return isinstance(node, cst.Call) and dotted_name(node.func) in (self.names | {self.callee})

    def call(self, *args: cst.Arg) -> cst.Call:
        if not self.callee:
            raise Unfixable("`field` names something else in this module")
        return cst.Call(cst.parse_expression(self.callee), args=_comma_separated(args))


def keyword(node: cst.Call, name: str) -> cst.Arg | None:
    return next((arg for arg in node.args if arg.keyword is not None and arg.keyword.value == name), None)


def replace_keyword(node: cst.Call, name: str, value: cst.BaseExpression) -> cst.Call:
    """`node` with the value of keyword argument `name` replaced, or the argument added."""
    arg = keyword(node, name)
    if arg is None:
        return add_arg(node, cst.Arg(value, keyword=cst.Name(name), equal=_EQUAL))
    return node.with_changes(args=[a.with_changes(value=value) if a is arg else a for a in node.args])


def json_tag_edit(tag: Callable[[str], str], wire_name: str, fields: FieldCalls) -> Callable[[cst.AnnAssign], cst.AnnAssign]:
    """An edit of a field's json tag: `tag(text)` maps the tag as written (`name,opts`) to the
    new one. A field without json metadata gets `metadata={"json": tag(wire_name)}` — added
    to its `field(...)` call, or a plain `= value` becomes `= field(default=value, ...)`."""

    def rewrite(ann: cst.AnnAssign) -> cst.AnnAssign:
        value = ann.value
        if fields.is_field_call(value):
            assert isinstance(value, cst.Call)
            return ann.with_changes(value=_with_tag(value, tag, wire_name))
        metadata = cst.Arg(_metadata(tag(wire_name)), keyword=cst.Name("metadata"), equal=_EQUAL)
        if value is None:
            return ann.with_changes(value=fields.call(metadata), equal=_ASSIGN)
        default = cst.Arg(value, keyword=cst.Name("default"), equal=_EQUAL)
        return ann.with_changes(value=fields.call(default, metadata))

    return rewrite


def _with_tag(call: cst.Call, tag: Callable[[str], str], wire_name: str) -> cst.Call:
    arg = keyword(call, "metadata")
    if arg is None:
        return add_arg(call, cst.Arg(_metadata(tag(wire_name)), keyword=cst.Name("metadata"), equal=_EQUAL))
    if not isinstance(arg.value, cst.Dict):
        raise Unfixable("the metadata is not a literal dict")
    entries = arg.value.elements
    for entry in entries:
        if isinstance(entry, cst.DictElement) and _string(entry.key) == "json":
            if not isinstance(entry.value, cst.SimpleString):
                raise Unfixable('the "json" metadata is not a plain string')
            new = entry.with_changes(value=retag(entry.value, tag))
            entries = [new if e is entry else e for e in entries]
            return call.with_changes(args=[a.with_changes(value=arg.value.with_changes(elements=entries)) if a is arg else a for a in call.args])
    added = add_element(arg.value, cst.DictElement(_quoted("json", arg.value), _quoted(tag(wire_name), arg.value)))
    return call.with_changes(args=[a.with_changes(value=added) if a is arg else a for a in call.args])


def _metadata(tag: str) -> cst.Dict:
    return cst.Dict([cst.DictElement(cst.SimpleString('"json"'), cst.SimpleString(json.dumps(tag, ensure_ascii=False)))])


def _string(node: cst.BaseExpression) -> str | None:
    if isinstance(node, cst.SimpleString):
        value = node.evaluated_value
        return value if isinstance(value, str) else None
    return None


def _quoted(text: str, like: cst.Dict) -> cst.SimpleString:
    """`text` as a string literal quoted like the first key of `like` (double quotes else)."""
    for entry in like.elements:
        if isinstance(entry, cst.DictElement) and isinstance(entry.key, cst.SimpleString):
            quote = entry.key.quote
            if quote in ("'", '"') and quote not in text and text.isprintable() and "\\" not in text:
                return cst.SimpleString(f"{quote}{text}{quote}")
            break
    return cst.SimpleString(json.dumps(text, ensure_ascii=False))


def retag(node: cst.SimpleString, tag: Callable[[str], str]) -> cst.SimpleString:
    """The string literal `node` with `tag` applied to its text, edited as written: escapes,
    prefix and quotes stay (`tag` only appends or removes `,omitempty`, which needs none)."""
    body = node.value[len(node.prefix) + len(node.quote) : -len(node.quote)]
    edited = node.with_changes(value=f"{node.prefix}{node.quote}{tag(body)}{node.quote}")
    try:
        matches = edited.evaluated_value == tag(_string(node) or "")
    except (SyntaxError, ValueError):
        matches = False
    if not matches:
        raise Unfixable("the json tag is not written as plain text")
    return edited


def with_option(option: str) -> Callable[[str], str]:
    """A json tag edit adding `option` (`omitempty`, `omitzero`) unless it is there."""
    return lambda tag: tag if option in tag.split(",")[1:] else f"{tag},{option}"


def without_option(option: str) -> Callable[[str], str]:
    """A json tag edit removing `option`."""

    def edit(tag: str) -> str:
        name, *options = tag.split(",")
        return ",".join([name, *(o for o in options if o != option)])

    return edit


with_omitempty, without_omitempty = with_option("omitempty"), without_option("omitempty")


# -------------------------------------------------------------------------- lists of items


_EQUAL = cst.AssignEqual(whitespace_before=cst.SimpleWhitespace(""), whitespace_after=cst.SimpleWhitespace(""))
_ASSIGN = cst.AssignEqual()
_SPACE = cst.SimpleWhitespace(" ")


def _comma_separated(args: tuple[cst.Arg, ...]) -> list[cst.Arg]:
    return [a.with_changes(comma=cst.Comma(whitespace_after=_SPACE)) for a in args[:-1]] + list(args[-1:])


def add_arg(call: cst.Call, arg: cst.Arg) -> cst.Call:
    """`call` with `arg` added last, laid out like the arguments before it."""
    args = list(call.args)
    if not args:
        return call.with_changes(args=[arg])
    last = args[-1]
    if isinstance(last.comma, cst.Comma):
        before, after = _split(last.comma.whitespace_after, _separator(args, call.whitespace_before_args))
        args[-1] = last.with_changes(comma=last.comma.with_changes(whitespace_after=before))
        return call.with_changes(args=[*args, arg.with_changes(comma=cst.Comma(whitespace_after=after))])
    before, after = _split(last.whitespace_after_arg, _separator(args, call.whitespace_before_args))
    args[-1] = last.with_changes(comma=cst.Comma(whitespace_after=before), whitespace_after_arg=cst.SimpleWhitespace(""))
    return call.with_changes(args=[*args, arg.with_changes(whitespace_after_arg=after)])


def add_element(node: cst.Dict, element: cst.DictElement) -> cst.Dict:
    """`node` with `element` added last, laid out like the entries before it."""
    elements = list(node.elements)
    if not elements:
        return node.with_changes(elements=[element])
    last = elements[-1]
    separator = _separator(elements, node.lbrace.whitespace_after)
    # libcst keeps what follows a trailing comma (and its comment) before the `}`
    before, after = _split(node.rbrace.whitespace_before, separator)
    trailing = isinstance(last.comma, cst.Comma)
    comma = last.comma.with_changes(whitespace_after=before) if trailing else cst.Comma(whitespace_after=before)
    elements[-1] = last.with_changes(comma=comma)
    element = element.with_changes(comma=cst.Comma()) if trailing else element
    return node.with_changes(elements=[*elements, element], rbrace=node.rbrace.with_changes(whitespace_before=after))


def _separator(items: list, opening: cst.BaseParenthesizableWhitespace) -> cst.BaseParenthesizableWhitespace:
    """The whitespace between two items: as between the last two, else as after the opening
    bracket when that starts a new line, else one space."""
    if len(items) > 1 and isinstance(items[-2].comma, cst.Comma):
        return items[-2].comma.whitespace_after
    return opening if isinstance(opening, cst.ParenthesizedWhitespace) else _SPACE


def _split(closing: cst.BaseParenthesizableWhitespace, separator: cst.BaseParenthesizableWhitespace):
    """Whitespace `closing` followed the last item; a new item goes after it. Returns the
    whitespace after the old last item (its end-of-line comment stays with it) and the
    whitespace closing the new one."""
    if isinstance(closing, cst.ParenthesizedWhitespace) and isinstance(separator, cst.ParenthesizedWhitespace):
        before = closing.with_changes(indent=separator.indent, last_line=separator.last_line)
        after = closing.with_changes(first_line=cst.TrailingWhitespace(newline=closing.first_line.newline), empty_lines=())
        return before, after
    return separator, closing


# -------------------------------------------------------------------------- imports


def _import_field(module: cst.Module) -> cst.Module:
    """Import `field` from dataclasses, next to the module's other dataclasses import (at
    the top level), unless it is imported already."""
    for index, stmt in enumerate(module.body):
        if not isinstance(stmt, cst.SimpleStatementLine):
            continue
        for small in stmt.body:
            if isinstance(small, cst.ImportFrom) and not small.relative and dotted_name(small.module) == "dataclasses":
                if isinstance(small.names, cst.ImportStar):
                    return module
                if any(dotted_name(a.name) == "field" and a.asname is None for a in small.names):
                    return module
                names = _add_alias(small, small.names, cst.ImportAlias(cst.Name("field")))
                new_stmt = stmt.with_changes(body=[names if s is small else s for s in stmt.body])
                return module.with_changes(body=[new_stmt if i == index else s for i, s in enumerate(module.body)])
    raise Unfixable("no `from dataclasses import ...` at the top of the module to add `field` to")


def _add_alias(node: cst.ImportFrom, aliases: Sequence[cst.ImportAlias], alias: cst.ImportAlias) -> cst.ImportFrom:
    names = list(aliases)
    last = names[-1]
    separator = _separator(names, node.lpar.whitespace_after if node.lpar is not None else _SPACE)
    if isinstance(last.comma, cst.Comma):  # here, what follows a trailing comma is the comma's
        before, after = _split(last.comma.whitespace_after, separator)
        names[-1] = last.with_changes(comma=last.comma.with_changes(whitespace_after=before))
        return node.with_changes(names=[*names, alias.with_changes(comma=cst.Comma(whitespace_after=after))])
    if node.rpar is None:
        names[-1] = last.with_changes(comma=cst.Comma(whitespace_after=_SPACE))
        return node.with_changes(names=[*names, alias])
    before, after = _split(node.rpar.whitespace_before, separator)
    names[-1] = last.with_changes(comma=cst.Comma(whitespace_after=before))
    return node.with_changes(names=[*names, alias], rpar=node.rpar.with_changes(whitespace_before=after))
