"""The typed model in the middle: source → model → (lint rules, generator, OpenAPI).

Two layers:
- *declarations* (`ModuleDecl`, `ClassDecl`, `FieldDecl`, `NamedTypeDecl`) are what one file
  says, read once by `source.parse` and never re-parsed. They hold no libcst nodes, so they pickle
  (the cache stores them) and compare by value.
- *types* (`Scalar`, `Special`, `Choice`, `ListOf`, `DictOf`, `Optional`, `ClassRef`, `NamedRef`,
  `Unmappable`) are annotations resolved across modules by `source.universe.Universe`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Union

# --------------------------------------------------------------------------- positions


@dataclass(frozen=True, order=True, slots=True)
class Span:
    """A 1-based line and column in a source file."""

    line: int
    col: int


# --------------------------------------------------------------------------- comments and markers


@dataclass(frozen=True, slots=True)
class Comment:
    """One `#` comment: `text` is what follows `#` with one leading space removed (like Go's
    comment text), `span` points at the `#`."""

    text: str
    span: Span


class MarkerKind(str, Enum):
    DEFAULT = "default"
    OPTIONAL = "optional"
    REQUIRED = "required"
    # Kubernetes' semantic markers (`+listType=map`, ...): `raw` is the value after `=`
    LIST_TYPE = "listType"
    LIST_MAP_KEY = "listMapKey"
    MAP_TYPE = "mapType"
    STRUCT_TYPE = "structType"
    # `+patchStrategy=merge` / `+patchMergeKey=name`: `raw` is the value (openapi-gen publishes them)
    PATCH_STRATEGY = "patchStrategy"
    PATCH_MERGE_KEY = "patchMergeKey"
    # a validation marker of SPEC §8 (`+kubebuilder:validation:Minimum=1`, `+nullable`, ...):
    # `name` is its registry name, `value` its argument (named arguments: a dict)
    VALIDATION = "validation"
    CRD = "crd"  # controller-gen's CRD markers (`+kubebuilder:resource:...`), read by `defaultgen crd`
    NOTED = "noted"  # read and known, with no effect on the model (`+enum`, `+defaultgen`)
    # DG109: a marker in a namespace defaultgen reads that it does not know, or whose argument
    # cannot be read; `error` says which, `suggestion` is the nearest known spelling (or None)
    UNKNOWN = "unknown"
    NEAR_MISS = "near-miss"  # looks like one of ours but is misspelled or malformed (DG102)


class _NoValue:
    """The type of NO_VALUE: one instance, which pickles (into the parse workers' results) as
    a reference to it, so `is NO_VALUE` holds in every process."""

    def __repr__(self) -> str:
        return "NO_VALUE"

    def __reduce__(self) -> str:
        return "NO_VALUE"


NO_VALUE: object = _NoValue()
"""The value of a marker whose JSON did not parse (its `error` says why)."""


@dataclass(frozen=True, slots=True)
class Marker:
    """A `+default=`, `+optional` or `+required` marker, or a near miss of one.

    For DEFAULT, `raw` is the text after `=` and `value` the parsed JSON (`NO_VALUE` with an
    `error` when it is not valid one-line JSON). A `+default=ref(NAME)` has `ref` set and
    `value` NO_VALUE until the universe resolves NAME (`Universe.resolved`). For the semantic
    markers, `raw` is their value. For NEAR_MISS, `suggestion` is what was meant.

    `name` is the marker's name in `source.registry` (`kubebuilder:default`, `k8s:optional`,
    `kubebuilder:validation:items:MaxLength`): kinds such as DEFAULT, OPTIONAL and LIST_TYPE
    have more than one spelling, and the name says which was written.
    """

    kind: MarkerKind
    span: Span
    raw: str = ""
    value: object = None
    error: str | None = None
    suggestion: str | None = None
    ref: str | None = None
    name: str = ""

    @property
    def is_usable_default(self) -> bool:
        """A default that takes effect: parsed and not null (null is no default, DG101);
        a `ref(NAME)` counts once resolved."""
        return self.kind is MarkerKind.DEFAULT and self.error is None and self.value is not None and self.value is not NO_VALUE

    @property
    def is_default(self) -> bool:
        """A `+default` that is meant to take effect: a usable one, or a `ref(NAME)` (usable
        once resolved, DG307 otherwise)."""
        return self.is_usable_default or (self.kind is MarkerKind.DEFAULT and self.error is None and self.ref is not None)


class SuppressionKind(str, Enum):
    NOQA = "noqa"  # `# noqa` / `# noqa: CODES` on the declaration's own line(s)
    IGNORE = "ignore"  # an own-line `# defaultgen: ignore[CODES]` in the comment block above


@dataclass(frozen=True, slots=True)
class Suppression:
    """A comment that silences lint codes for one field or named type. `codes` are upper
    case, as written (a noqa may name other tools' codes too); empty for a blanket `# noqa`.
    `span` points at the `#`, where an unused one is reported (DG001)."""

    kind: SuppressionKind
    codes: tuple[str, ...]
    span: Span


def _noqa_codes(suppressions: tuple[Suppression, ...]) -> frozenset[str] | None:
    """The codes of the `# noqa` comments among `suppressions`: None without one, empty when
    one of them is blanket."""
    noqas = [s for s in suppressions if s.kind is SuppressionKind.NOQA]
    if not noqas:
        return None
    if any(not s.codes for s in noqas):
        return frozenset()
    return frozenset(code for s in noqas for code in s.codes)


# --------------------------------------------------------------------------- type expressions


@dataclass(frozen=True, slots=True)
class NameExpr:
    """A (dotted) name as written: `int`, `typing.Optional`, `api.Sub`."""

    dotted: str


@dataclass(frozen=True, slots=True)
class SubscriptExpr:
    """`base[args...]` as written: `list[int]`, `Dict[str, Item]`."""

    base: str
    args: tuple[TypeExpr, ...]


@dataclass(frozen=True, slots=True)
class UnionExpr:
    """`A | B | ...` as written."""

    members: tuple[TypeExpr, ...]


@dataclass(frozen=True, slots=True)
class NoneExpr:
    """The literal `None` in an annotation."""


@dataclass(frozen=True, slots=True)
class ValueExpr:
    """A literal value inside `Literal[...]` (a str, int, bool or None as written)."""

    value: object


@dataclass(frozen=True, slots=True)
class OpaqueExpr:
    """Anything an annotation cannot statically mean (a call, a number, a bad string)."""

    text: str


TypeExpr = Union[NameExpr, SubscriptExpr, UnionExpr, NoneExpr, ValueExpr, OpaqueExpr]


# --------------------------------------------------------------------------- declarations


class PyDefaultKind(str, Enum):
    NONE = "none"  # no `= ...` at all
    VALUE = "value"  # a literal we could read: `= 0`, `field(default="")`
    FACTORY = "factory"  # `field(default_factory=NAME)`
    NAME = "name"  # `= NAME` / `= Enum.MEMBER`: a constant read like `ref(NAME)`
    OTHER = "other"  # something we cannot read statically


@dataclass(frozen=True, slots=True)
class PyDefault:
    """The Python-level default of a field, read statically (DG303 compares it to the zero)."""

    kind: PyDefaultKind = PyDefaultKind.NONE
    value: object = None  # for VALUE: the literal; for FACTORY and NAME: the dotted name as written
    text: str = ""  # source text, for messages


@dataclass(frozen=True, slots=True)
class JsonTag:
    """`metadata={"json": "name,omitempty"}` read like a Go struct tag.

    `error` is set when the metadata exists but cannot be read statically or has an unknown
    option (DG106); `skip` is the `"-"` tag (the field is not on the wire at all).
    """

    name: str = ""
    options: tuple[str, ...] = ()
    span: Span | None = None
    error: str | None = None

    @property
    def skip(self) -> bool:
        return self.name == "-" and not self.options

    @property
    def omitempty(self) -> bool:
        return "omitempty" in self.options

    @property
    def omitzero(self) -> bool:
        return "omitzero" in self.options


@dataclass(frozen=True, slots=True)
class FieldDecl:
    """One annotated class attribute, as written."""

    name: str
    span: Span  # of the field's name
    end_line: int  # last line of the field's statement
    annotation: TypeExpr
    annotation_text: str
    # the block directly above (no blank line between), without `# defaultgen:` directives
    comments: tuple[Comment, ...] = ()
    markers: tuple[Marker, ...] = ()  # parsed from `comments`
    trailing_markers: tuple[Marker, ...] = ()  # markers in a comment on the field's own line
    py_default: PyDefault = PyDefault()
    json_tag: JsonTag | None = None  # None: no json metadata (wire name = Python name)
    is_classvar: bool = False  # ClassVar / InitVar / KW_ONLY: not a dataclass field
    # an __init__ parameter that can be passed by position: not keyword-only (`field(kw_only=True)`,
    # after a `KW_ONLY` pseudo-field, `@dataclass(kw_only=True)`); only read when `init`
    positional: bool = True
    init: bool = True  # False for `field(init=False)`: not a parameter of __init__ at all
    # the body assigns the name (`= value`, `= field(...)`); a bare annotation takes the default
    # Python's getattr finds up the MRO (`Universe._class_attribute`)
    assigned: bool = True
    suppressions: tuple[Suppression, ...] = ()  # its `# noqa` and `# defaultgen: ignore[...]`

    def markers_of(self, kind: MarkerKind) -> tuple[Marker, ...]:
        return tuple(m for m in self.markers if m.kind is kind)

    @property
    def noqa(self) -> frozenset[str] | None:
        """None: no `# noqa`; empty: a blanket `# noqa`; else its codes."""
        return _noqa_codes(self.suppressions)


@dataclass(frozen=True, slots=True)
class Constant:
    """A module-level `NAME = <literal>` (or `NAME: Final = ...`, `NAME: int = ...`), or a class
    attribute of a plain class (an Enum's members). `readable` is False when the value is not a
    literal defaultgen can read statically (`auto()`, a call): then `value` is None."""

    name: str
    value: object
    readable: bool = True


@dataclass(frozen=True, slots=True)
class ClassDecl:
    """A module-level class. Only dataclasses carry fields that matter, but plain classes are
    kept so that a base class or a name can be told apart from an unknown one."""

    name: str
    span: Span
    is_dataclass: bool
    bases: tuple[TypeExpr, ...]
    fields: tuple[FieldDecl, ...]
    docstring: str | None = None
    comments: tuple[Comment, ...] = ()  # comment block above the class (or its decorators)
    # the comment block above that one, cut off by blank lines (read by `defaultgen crd` only:
    # controller-gen takes a type's markers from there too)
    detached_comments: tuple[Comment, ...] = ()
    members: tuple[Constant, ...] = ()  # a plain class's `NAME = value` attributes (Enum members)
    # the markers above the class, in its own comment block and the detached one above it
    # (`+structType`, type-level validation markers, controller-gen's CRD markers)
    markers: tuple[Marker, ...] = ()
    frozen: bool = False  # `@dataclass(frozen=True)`: fields are set with object.__setattr__
    # building an object is only what `@dataclass`'s own `__init__` does: `@dataclass` is the
    # only decorator and does not say `init=...`, no metaclass is named, and the body binds no
    # `__init__ __new__ __post_init__ __setattr__ __slots__` (see `DataClass.plain_init`)
    plain_init: bool = False
    # `# defaultgen: ignore[DGC...]` in the comment block above a dataclass: `defaultgen compat`'s
    # acknowledged breaks located at the class (a removed field, a type-level change)
    suppressions: tuple[Suppression, ...] = ()


@dataclass(frozen=True, slots=True)
class NamedTypeDecl:
    """`Item = NewType("Item", str)`, `Item: TypeAlias = str` or `type Item = str`."""

    name: str
    span: Span
    target: TypeExpr
    target_text: str
    comments: tuple[Comment, ...] = ()  # as for FieldDecl
    markers: tuple[Marker, ...] = ()
    suppressions: tuple[Suppression, ...] = ()

    def markers_of(self, kind: MarkerKind) -> tuple[Marker, ...]:
        return tuple(m for m in self.markers if m.kind is kind)

    @property
    def noqa(self) -> frozenset[str] | None:
        """As for FieldDecl."""
        return _noqa_codes(self.suppressions)


class StrayReason(str, Enum):
    """Why a marker applies to nothing (DG104) or is ignored (DG105)."""

    NOTHING_BELOW = "it is not directly above a dataclass field or named type"
    BLANK_LINE = "a blank line separates it from the field below"
    METHOD = "it is above a method"
    CLASSVAR = "it is above a ClassVar, which is not a dataclass field"
    NOT_DATACLASS = "the class is not a dataclass"
    CLASS = "it is above a class; defaults go on fields or named types"
    TRAILING = "it is a trailing comment on the field's own line"


@dataclass(frozen=True, slots=True)
class StrayMarker:
    """A marker that will be ignored, and why."""

    marker: Marker
    reason: StrayReason


@dataclass(frozen=True, slots=True)
class ImportTarget:
    """What a local name is bound to by an import: `module` (absolute), and `attr` when the
    name is an attribute of it (`from module import attr`), None for `import module`. A
    module-level alias `Alias = Name` is kept as one too (`from <this module> import Name`)."""

    module: str
    attr: str | None = None


@dataclass(frozen=True, slots=True)
class ParseFailure:
    """Why a file could not be read (DG100)."""

    message: str
    span: Span = Span(1, 1)


@dataclass(frozen=True, slots=True)
class ModuleDecl:
    """Everything one source file declares."""

    path: str  # as shown in messages
    module: str  # dotted module name
    is_package: bool = False  # an __init__.py: relative imports resolve from the module itself
    classes: tuple[ClassDecl, ...] = ()
    named_types: tuple[NamedTypeDecl, ...] = ()
    imports: dict[str, ImportTarget] = field(default_factory=dict)
    near_misses: tuple[Marker, ...] = ()  # DG102, wherever they stand
    unknown_markers: tuple[Marker, ...] = ()  # DG109, wherever they stand
    stray_markers: tuple[StrayMarker, ...] = ()  # DG104 / DG105
    failure: ParseFailure | None = None
    file_noqa: bool = False  # a file-level `# defaultgen: noqa`
    # `# defaultgen:` comments that suppress nothing: misplaced or malformed (DG001)
    stray_directives: tuple[Comment, ...] = ()
    # module-level markers (controller-gen's package markers: `+groupName=`, `+versionName=`,
    # `+kubebuilder:validation:Optional`): top-level comment lines that are no declaration's
    markers: tuple[Marker, ...] = ()
    constants: tuple[Constant, ...] = ()  # module-level literal constants, for `ref(NAME)`
    opt_in: bool = False  # a module-level `# +defaultgen` line (its types are API types)
    # what each name declared or imported here means, as a digest (`cache.parsed.name_digests`):
    # worked out where the file is parsed (a worker process) and kept in the parse cache, so
    # that recording what results depend on costs the main process a lookup; None: not yet
    digests: dict[str, str] | None = field(default=None, compare=False)


# --------------------------------------------------------------------------- validation constraints


@dataclass(frozen=True, slots=True)
class CelRule:
    """One `+kubebuilder:validation:XValidation` rule: an item of `x-kubernetes-validations`.
    Empty strings and None are arguments that were not given."""

    rule: str
    message: str = ""
    message_expression: str = ""
    reason: str = ""
    field_path: str = ""
    optional_old_self: bool | None = None


@dataclass(frozen=True, slots=True)
class Constraints:
    """The validation facts at one position of a schema (SPEC §8): a field, a named type (every
    use carries them), a dataclass (type-level markers), or the items of a list (controller-gen's
    `items:` markers, in `items`). Read once from markers in `source/`; `openapi/` and `crd/`
    publish them, `codegen/` enforces them, `lint/` checks defaults against them, `compat/`
    compares them. Each attribute is named after the OpenAPI keyword it is published as; None,
    False or empty means "not declared". `spans` says where each declared keyword's marker
    stands (keyword in OpenAPI spelling: `"minimum"`, `"x-kubernetes-validations"`, ...).

    Widths: Python's `int` has none; `format` `"int32"` / `"int64"` on an integer is the width
    (published as Kubernetes' openapi-gen publishes Go's int32/int64, range enforced by the
    decoder and by lint on defaults)."""

    # numbers
    minimum: int | float | None = None
    exclusive_minimum: bool = False
    maximum: int | float | None = None
    exclusive_maximum: bool = False
    multiple_of: int | float | None = None
    # strings
    min_length: int | None = None
    max_length: int | None = None
    pattern: str | None = None
    format: str | None = None
    # any scalar: the allowed JSON values (`+kubebuilder:validation:Enum=A;B`)
    enum: tuple[object, ...] | None = None
    # lists
    min_items: int | None = None
    max_items: int | None = None
    unique_items: bool = False
    items: Constraints | None = None
    # objects and dicts
    min_properties: int | None = None
    max_properties: int | None = None
    # CEL (`x-kubernetes-validations`), in declaration order
    rules: tuple[CelRule, ...] = ()
    # shape and documentation
    nullable: bool = False
    type: str | None = None  # `+kubebuilder:validation:Type=string`: replaces the schema's type
    int_or_string: bool = False  # XIntOrString
    embedded_resource: bool = False
    schemaless: bool = False
    preserve_unknown_fields: bool = False
    title: str | None = None
    example: object = None  # the `+kubebuilder:example` JSON value; None: none
    external_docs: tuple[str, str] | None = None  # `+kubebuilder:externalDocs`: (url, description or "")
    # field groups of a dataclass (wire names), published as controller-gen does
    exactly_one_of: tuple[tuple[str, ...], ...] = ()
    at_most_one_of: tuple[tuple[str, ...], ...] = ()
    at_least_one_of: tuple[tuple[str, ...], ...] = ()
    # what must hold besides these, each on its own: a checked keyword that two levels of one
    # position declare with different values (a named type's `MinLength=4`, the field's
    # `MinLength=10`) is kept from each, as controller-gen publishes the pair (an `allOf`
    # member each); only `source.constraints.overlay` makes them
    all_of: tuple[Constraints, ...] = ()
    # `+defaultgen:schema={...}`: keywords without a marker of their own, published as they are
    # (a JSON object's text, so that the constraints stay hashable)
    verbatim: str | None = None
    spans: tuple[tuple[str, Span], ...] = field(default=(), compare=False)

    def span_of(self, keyword: str) -> Span | None:
        """Where the marker that declared `keyword` (OpenAPI spelling) stands."""
        for name, span in self.spans:
            if name == keyword:
                return span
        return None

    @property
    def empty(self) -> bool:
        return self is NO_CONSTRAINTS or self == NO_CONSTRAINTS


NO_CONSTRAINTS = Constraints()


# --------------------------------------------------------------------------- resolved types

SCALAR_ZERO: dict[str, object] = {"str": "", "int": 0, "float": 0.0, "bool": False}


@dataclass(frozen=True, slots=True)
class Scalar:
    kind: str  # "str" | "int" | "float" | "bool"


@dataclass(frozen=True, slots=True)
class Special:
    """A type with a fixed wire form and no JSON structure of its own:
    "datetime" (RFC 3339 string), "date" (`YYYY-MM-DD`), "bytes" (base64 string),
    "int-or-string" (`int | str`), "any" (`Any`: any JSON value), "object" (`dict[str, Any]`:
    any JSON object)."""

    kind: str


SPECIAL_KINDS = ("datetime", "date", "bytes", "int-or-string", "any", "object")


@dataclass(frozen=True, slots=True)
class Choice:
    """One of fixed `values`, all str or all int (`kind`): an Enum subclass (`qualname`, its
    member `names` in declaration order) or a `Literal[...]` (`qualname` None)."""

    kind: str  # "str" | "int"
    values: tuple[object, ...]
    qualname: str | None = None
    names: tuple[str, ...] = ()

    @property
    def name(self) -> str:
        return self.qualname.rpartition(".")[2] if self.qualname else "Literal"

    @property
    def module(self) -> str:
        return self.qualname.rpartition(".")[0] if self.qualname else ""


@dataclass(frozen=True, slots=True)
class ListOf:
    item: Type


@dataclass(frozen=True, slots=True)
class DictOf:
    value: Type


@dataclass(frozen=True, slots=True)
class Optional:
    """`Optional[T]`: None means unset (a Go pointer)."""

    inner: Type


@dataclass(frozen=True, slots=True)
class ClassRef:
    """A dataclass of the scanned modules, by qualified name (`pkg.mod.Class`)."""

    qualname: str

    @property
    def module(self) -> str:
        return self.qualname.rpartition(".")[0]

    @property
    def name(self) -> str:
        return self.qualname.rpartition(".")[2]


@dataclass(frozen=True, slots=True)
class NamedRef:
    """A named type (NewType / TypeAlias / `type`) of the scanned modules."""

    qualname: str

    @property
    def module(self) -> str:
        return self.qualname.rpartition(".")[0]

    @property
    def name(self) -> str:
        return self.qualname.rpartition(".")[2]


@dataclass(frozen=True, slots=True)
class Unmappable:
    """A type defaultgen cannot map to JSON (DG302); `reason` says what and why."""

    reason: str


Type = Union[Scalar, Special, Choice, ListOf, DictOf, Optional, ClassRef, NamedRef, Unmappable]


# --------------------------------------------------------------------------- resolved classes


@dataclass(frozen=True, slots=True)
class Field:
    """A dataclass field with everything resolved: what generators and rules read."""

    decl: FieldDecl
    owner: str  # qualname of the class that declares it (differs from the class for inherited)
    type: Type
    # the field's own `+default` with a `ref(NAME)` resolved (the universe sets it)
    default: Marker | None = None
    # the field's own validation markers (SPEC §8); its named type's are the type's own:
    # `Universe.field_constraints` gives both together
    constraints: Constraints = NO_CONSTRAINTS

    @property
    def name(self) -> str:
        return self.decl.name

    @property
    def wire_name(self) -> str | None:
        """The JSON key, or None for a `"-"` field that is not serialized at all."""
        tag = self.decl.json_tag
        if tag is None or tag.error is not None:
            return self.decl.name
        if tag.skip:
            return None
        return tag.name or self.decl.name

    @property
    def omitempty(self) -> bool:
        tag = self.decl.json_tag
        return tag is not None and tag.error is None and tag.omitempty

    @property
    def omitzero(self) -> bool:
        """Go 1.24's `omitzero` (SPEC §1a): left out at its zero value, a dataclass included."""
        tag = self.decl.json_tag
        return tag is not None and tag.error is None and tag.omitzero

    @property
    def omits_zero(self) -> bool:
        """`omitempty` or `omitzero`: to_dict leaves the field out at its zero value (None for
        an Optional one), so it is not required by default and gets no implicit zero default
        (a non-Optional dataclass field is left out only with omitzero)."""
        return self.omitempty or self.omitzero

    @property
    def marker_default(self) -> Marker | None:
        """The field's own usable `+default` (the first one; DG103 reports repeats), a
        `ref(NAME)` resolved; None when it does not resolve (DG307)."""
        return self.default


@dataclass(frozen=True, slots=True)
class DataClass:
    """A resolved dataclass: own and inherited fields in dataclass order."""

    decl: ClassDecl
    module: ModuleDecl
    qualname: str
    fields: tuple[Field, ...]
    # type-level validation markers above the class (CEL rules, Min/MaxProperties, field groups)
    constraints: Constraints = NO_CONSTRAINTS
    # the `InitVar` pseudo-fields: no fields, but parameters of `__init__` (own and inherited)
    init_vars: tuple[Field, ...] = ()
    # the names of the class's `__dataclass_fields__` in order (fields, InitVars and ClassVars):
    # what a subclass inherits, and the order of `__init__`'s parameters
    layout: tuple[str, ...] = ()
    # why the fields Python gives the class cannot all be known statically (a base that cannot
    # be followed, an MRO Python refuses): DG302 reports it; None when they are all known
    unresolved: str | None = None
    # `__init__` does nothing but set the fields: the class and every class of its MRO but
    # `object` are dataclasses of the scanned modules, `plain_init` and not frozen, and every
    # field is an `init` field (no InitVar). The generated decoders then build an object with
    # `object.__new__` and one attribute store per field, as `__init__` would, without its call.
    plain_init: bool = False

    @property
    def name(self) -> str:
        return self.decl.name

    @property
    def parameters(self) -> tuple[Field, ...]:
        """`__init__`'s parameters as dataclasses builds it: the fields and InitVars that are
        `init`, the positional ones first, then the keyword-only ones, each group in layout
        order."""
        by_name = {f.name: f for f in (*self.fields, *self.init_vars)}
        taken = [by_name[name] for name in self.layout if name in by_name and by_name[name].decl.init]
        return tuple(f for f in taken if f.decl.positional) + tuple(f for f in taken if not f.decl.positional)

    @property
    def wire_fields(self) -> tuple[Field, ...]:
        """Fields that are on the wire (not `json:"-"`)."""
        return tuple(f for f in self.fields if f.wire_name is not None)


@dataclass(frozen=True, slots=True)
class NamedType:
    """A resolved named type."""

    decl: NamedTypeDecl
    module: ModuleDecl
    qualname: str
    target: Type
    default: Marker | None = None  # as for Field
    constraints: Constraints = NO_CONSTRAINTS  # every use of the type carries them

    @property
    def name(self) -> str:
        return self.decl.name

    @property
    def marker_default(self) -> Marker | None:
        return self.default


def first_default(markers: tuple[Marker, ...]) -> Marker | None:
    """The first `+default` meant to take effect (DG103 reports any after it)."""
    for marker in markers:
        if marker.is_default:
            return marker
    return None
