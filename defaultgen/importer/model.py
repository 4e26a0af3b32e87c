"""What `defaultgen import` writes, before it is text: modules of dataclasses whose fields
carry their annotation, json metadata, marker lines and description lines."""

from __future__ import annotations

from dataclasses import dataclass, field


class ImportProblem(Exception):
    """A source node import cannot represent: `file: JSON.path: message` (SPEC §10)."""

    def __init__(self, source: str, path: str, message: str) -> None:
        super().__init__(f"{source}: {path}: {message}" if path else f"{source}: {message}")


@dataclass
class FieldSpec:
    name: str  # the Python name
    wire: str  # the JSON name
    annotation: str
    comments: list[str] = field(default_factory=list)  # description lines, then marker lines
    omitempty: bool = True
    default: str = "default=None"  # the `field(...)` argument giving the Python default

    @property
    def tag(self) -> str:
        """The json metadata: the wire name and its options."""
        return f"{self.wire},omitempty" if self.omitempty else self.wire


@dataclass
class ClassSpec:
    name: str
    docstring: list[str] | None = None  # the description's lines (None: no docstring)
    comments: list[str] = field(default_factory=list)  # class-level marker lines
    fields: list[FieldSpec] = field(default_factory=list)


@dataclass
class NamedSpec:
    """A named type (`Quantity: TypeAlias = str`) with its comment lines."""

    name: str
    annotation: str
    comments: list[str] = field(default_factory=list)


@dataclass
class ModuleSpec:
    """One module, `parts` its dotted path under the output directory (`io.k8s.api.core.v1`)."""

    parts: tuple[str, ...]
    comments: list[str] = field(default_factory=list)  # module-level markers (`+groupName=...`)
    classes: list[ClassSpec] = field(default_factory=list)
    # names used from other modules: (module parts, class name) → the name it has here
    imports: dict[tuple[tuple[str, ...], str], str] = field(default_factory=dict)
    typing: set[str] = field(default_factory=set)  # `Any`, `Optional`
