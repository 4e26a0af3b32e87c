# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/commentstart/testdata/src/a/a.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

from pkg.a import A as pkg_A, Embedded, EmbeddedPointer


@dataclass
class CommentStartTestStructAnonymousStruct:
    no_comment: str = field(default="", metadata={"json": "noComment"})


@dataclass
class CommentStartTestStructAnonymousStructInlineJSONTag:
    no_comment: str = field(default="", metadata={"json": "noComment"})


@dataclass
class CommentStartTestStructIgnoredAnonymousStruct:
    no_comment: str = field(default="", metadata={"json": "noComment"})


@dataclass
class CommentStartTestStruct(StructForInlineField):
    NoJSONTag: str = field(default="")
    empty_json_tag: str = field(default="", metadata={"json": ""})
    inline_json_tag: str = field(default="", metadata={"json": ",inline"})
    no_comment: str = field(default="", metadata={"json": "noComment"})
    ignored: str = field(default="", metadata={"json": "-"})
    hyphen: str = field(default="", metadata={"json": "-,"})
    anonymous_struct: CommentStartTestStructAnonymousStruct = field(default_factory=CommentStartTestStructAnonymousStruct, metadata={"json": "anonymousStruct"})
    anonymous_struct_inline_json_tag: CommentStartTestStructAnonymousStructInlineJSONTag = field(default_factory=CommentStartTestStructAnonymousStructInlineJSONTag, metadata={"json": ",inline"})
    ignored_anonymous_struct: CommentStartTestStructIgnoredAnonymousStruct = field(default_factory=CommentStartTestStructIgnoredAnonymousStruct, metadata={"json": "-"})
    a: A = field(default_factory=A, metadata={"json": "a"})
    pkg_a: pkg_A = field(default_factory=pkg_A, metadata={"json": "pkgA"})
    embedded: Embedded = field(default_factory=Embedded, metadata={"json": "embedded"})
    embedded_pointer: Optional[EmbeddedPointer] = field(default=None, metadata={"json": "embeddedPointer"})
    # IncorrectStartComment is a field with an incorrect start to the comment.
    incorrect_start_comment: str = field(default="", metadata={"json": "incorrectStartComment"})
    # IncorrectStartOptionalComment is a field with an incorrect start to the comment.
    incorrect_start_optional_comment: str = field(default="", metadata={"json": "incorrectStartOptionalComment"})
    # correctStartComment is a field with a correct start to the comment.
    correct_start_comment: str = field(default="", metadata={"json": "correctStartComment"})
    # correctStartOptionalComment is a field with a correct start to the comment.
    correct_start_optional_comment: str = field(default="", metadata={"json": "correctStartOptionalComment,omitempty"})
    # IncorrectMultiLineComment is a field with an incorrect start to the comment.
    # Except this time there are multiple lines to the comment.
    incorrect_multi_line_comment: str = field(default="", metadata={"json": "incorrectMultiLineComment"})
    # correctMultiLineComment is a field with a correct start to the comment.
    # Except this time there are multiple lines to the comment.
    correct_multi_line_comment: str = field(default="", metadata={"json": "correctMultiLineComment"})
    # This comment just isn't correct at all, doesn't even start with anything resembling the field names.
    incorrect_comment: str = field(default="", metadata={"json": "incorrectComment"})


@dataclass
class StructForInlineField:
    no_comment: str = field(default="", metadata={"json": "noComment"})


@dataclass
class A:
    no_comment: str = field(default="", metadata={"json": "noComment"})


@dataclass
class unexportedStruct:
    no_comment: str = field(default="", metadata={"json": "noComment"})


@dataclass
class MultipleTypeDeclaration1:
    no_comment: str = field(default="", metadata={"json": "noComment"})


@dataclass
class MultipleTypeDeclaration2:
    no_comment: str = field(default="", metadata={"json": "noComment"})
