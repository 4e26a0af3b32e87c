"""The structs controller-tools' CronJobSpec embeds inline, translated to Python dataclasses.

Translated from kubernetes-sigs/controller-tools, commit 434758187dddcaf646276fbe2c2ba40ff4e859d5,
pkg/crd/testdata/cronjob_types.go (`unexportedStruct`, `ExportedStruct`, `EmbeddedStruct` and its
alias `InlineAlias`, `InlinePointerStruct`): only the embedding shapes. Go's unexported fields
(`bar`, `qux`), which encoding/json skips, are `json:"-"` fields. Go keeps them in one package;
here they live in a module of their own, so that CronJobSpec also inherits through an import
and through an alias defined in another module.
"""

from dataclasses import dataclass, field


@dataclass
class UnexportedStruct:
    # This tests that exported fields are not skipped in the schema generation
    foo: str = field(default="", metadata={"json": "foo"})

    # This tests that unexported fields are skipped in the schema generation
    bar: str = field(default="", metadata={"json": "-"})


@dataclass
class ExportedStruct:
    # This tests that exported fields are not skipped in the schema generation
    baz: str = field(default="", metadata={"json": "baz"})

    # This tests that unexported fields are skipped in the schema generation
    qux: str = field(default="", metadata={"json": "-"})


# EmbeddedStruct is for testing that embedded struct is handled correctly when it is used through an alias type.
@dataclass
class EmbeddedStruct:
    # FromEmbedded is a field from the embedded struct that was used through an alias type.
    from_embedded: str = field(default="", metadata={"json": "fromEmbedded,omitempty"})


InlineAlias = EmbeddedStruct


# InlinePointerStruct tests pointer embedded struct with inline tag.
@dataclass
class InlinePointerStruct:
    from_pointer: str = field(default="", metadata={"json": "fromPointer,omitempty"})
