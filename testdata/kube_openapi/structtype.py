"""kube-openapi test/integration/testdata/structtype, translated (see README.md)."""

from dataclasses import dataclass, field


@dataclass
class ContainedStruct:
    pass


@dataclass
class AtomicStruct:
    # +structType=atomic
    Field: ContainedStruct = field(default_factory=ContainedStruct)
    OtherField: int = 0


@dataclass
class GranularStruct:
    # +structType=granular
    Field: ContainedStruct = field(default_factory=ContainedStruct)
    OtherField: int = 0


# +structType=atomic
@dataclass
class DeclaredAtomicStruct:
    Field: int = 0


@dataclass
class FieldLevelOverrideStruct:
    # +structType=atomic
    Field: DeclaredAtomicStruct = field(default_factory=DeclaredAtomicStruct)
    OtherField: int = 0
