# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/statusoptional/testdata/src/a/a.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

from b import StructFromAnotherFile


# Different embedding scenarios
@dataclass
class ResourceWithEmbeddings:
    status: StatusWithEmbeddings = field(default_factory=StatusWithEmbeddings, metadata={"json": "status"})


@dataclass
class StatusWithEmbeddings(InlineEmbed, StructFromAnotherFile):
    # Non-inlined embed
    non_inline_embed: NonInlineEmbed = field(default_factory=NonInlineEmbed, metadata={"json": "nonInlineEmbed"})
    # Non-inlined embed with omitempty
    non_inline_omit_empty_embed: NonInlineOmitEmptyEmbed = field(default_factory=NonInlineOmitEmptyEmbed, metadata={"json": "nonInlineOmitEmpty,omitempty"})
    # Pointer to non-inlined embed
    pointer_embed: Optional[PointerEmbed] = field(default=None, metadata={"json": "pointerEmbed"})
    # Pointer to non-inlined embed with omitempty
    pointer_omit_empty_embed: Optional[PointerOmitEmptyEmbed] = field(default=None, metadata={"json": "pointerOmitEmpty,omitempty"})
    # NonInlinedStructFromAnotherFile imports a type from another file
    non_inlined_struct_from_another_file: StructFromAnotherFile = field(default_factory=StructFromAnotherFile, metadata={"json": "nonInlinedStructFromAnotherFile"})


@dataclass
class InlineEmbed:
    inline_field: str = field(default="", metadata={"json": "inlineField"})


@dataclass
class NonInlineEmbed:
    non_inline_field: str = field(default="", metadata={"json": "nonInlineField"})


@dataclass
class NonInlineOmitEmptyEmbed:
    non_inline_omit_empty_field: str = field(default="", metadata={"json": "nonInlineOmitEmptyField"})


@dataclass
class PointerEmbed:
    pointer_field: str = field(default="", metadata={"json": "pointerField"})


@dataclass
class PointerOmitEmptyEmbed:
    pointer_omit_empty_field: str = field(default="", metadata={"json": "pointerOmitEmptyField"})


@dataclass
class NonInlineOmitZeroEmbed:
    non_inline_omit_zero_field: str = field(default="", metadata={"json": "nonInlineOmitZeroField"})


@dataclass
class PointerOmitZeroEmbed:
    pointer_omit_zero_field: str = field(default="", metadata={"json": "pointerOmitZeroField"})


@dataclass
class ResourceWithNestedStatus:
    status: NestedStatusStatus = field(default_factory=NestedStatusStatus, metadata={"json": "status"})


@dataclass
class NestedStatusStatus:
    # +optional
    nested_status: SecondLevelStatus = field(default_factory=SecondLevelStatus, metadata={"json": "nestedStatus"})


@dataclass
class SecondLevelStatus:
    # The required here is ignored because it is not the top-level status field.
    # +required
    nested_field: str = field(default="", metadata={"json": "nestedField"})


@dataclass
class ResourceWithStatusMarkedRequired:
    status: StatusMarkedRequired = field(default_factory=StatusMarkedRequired, metadata={"json": "status"})


@dataclass
class StatusMarkedRequired:
    # +required
    one_required_field: str = field(default="", metadata={"json": "oneRequiredField"})
    # +required
    # +kubebuilder:validation:Required
    both_required_field: str = field(default="", metadata={"json": "bothRequiredField"})
