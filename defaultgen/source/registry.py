"""Every marker defaultgen reads, as data: one registry, like controller-tools' pkg/markers.

Each `Definition` says a marker's name, where it may stand (`Target`), its argument grammar
(`source.markerargs`: one anonymous value, named arguments, or none), what it becomes in the
model (`kind`, and for validation markers the `Constraints` keyword it fills), and one line of
help. The marker reader (`source.markers`), DG109's suggestions, `defaultgen rule DG109` and the
README's list of markers all come from here; `defaultgen crd` reads its CRD markers through it.

References: sigs.k8s.io/controller-tools pkg/crd/markers (validation.go, crd.go, package.go,
topology.go) for the kubebuilder and list/map markers; kube-openapi and gengo for `+optional`,
`+required`, `+patchStrategy`, `+patchMergeKey`, `+enum`; KEP-1929 for `+default`.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .markerargs import Arg, ArgType, split_marker
from .model import MarkerKind


class Target(str, Enum):
    """Where a marker may stand: above a dataclass field, a named type, a class (a dataclass,
    or an Enum for `+enum`), or among a module's (a package `__init__.py`'s) top-level
    comments."""

    FIELD = "field"
    TYPE = "named type"
    CLASS = "class"
    MODULE = "module"


FIELD, TYPE, CLASS, MODULE = Target.FIELD, Target.TYPE, Target.CLASS, Target.MODULE
_S, _I, _N, _B, _ANY = (Arg(ArgType.STRING), Arg(ArgType.INT), Arg(ArgType.NUMBER), Arg(ArgType.BOOL), Arg(ArgType.ANY))


@dataclass(frozen=True)
class Definition:
    name: str
    targets: frozenset[Target]
    args: dict[str, Arg]  # {"": Arg}: one anonymous value; {}: no argument
    kind: MarkerKind
    summary: str
    keyword: str | None = None  # for VALIDATION: the OpenAPI keyword it fills (Constraints.spans)
    items: bool = False  # an `items:` form: applies to the items of a list

    @property
    def anonymous(self) -> Arg | None:
        return self.args.get("")

    @property
    def applies(self) -> tuple[str, ...]:
        """The JSON types of the positions the marker can apply to (empty: any): an `items:`
        form's is a list's, the list and map markers' a list's and an object's."""
        if self.items:
            return ("array",)
        return _KIND_APPLIES.get(self.kind) or APPLIES.get(self.keyword or "", ())

    @property
    def item_applies(self) -> tuple[str, ...]:
        """For an `items:` form, the JSON types of the items it can apply to (empty: any)."""
        return APPLIES.get(self.keyword or "", ()) if self.items else ()


def _def(name, targets, args, kind, summary, keyword=None, items=False):  # type: ignore[no-untyped-def]
    return Definition(name, frozenset(targets), args, kind, summary, keyword, items)


V = "kubebuilder:validation:"
_VALIDATION = MarkerKind.VALIDATION

# validation keyword → the JSON types it applies to (controller-tools pkg/crd/markers/
# validation.go, each marker's ApplyToSchema); "int-or-string" is an `int | str` position (no `type`)
APPLIES: dict[str, tuple[str, ...]] = {
    **dict.fromkeys(("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"), ("integer", "number")),
    **dict.fromkeys(("minLength", "maxLength", "pattern"), ("string", "int-or-string")),
    **dict.fromkeys(("minItems", "maxItems", "uniqueItems"), ("array",)),
    **dict.fromkeys(("minProperties", "maxProperties"), ("object",)),
}
# the list and map markers (controller-tools pkg/crd/markers/topology.go): lists, objects
_KIND_APPLIES: dict[MarkerKind, tuple[str, ...]] = {
    MarkerKind.LIST_TYPE: ("array",),
    MarkerKind.LIST_MAP_KEY: ("array",),
    MarkerKind.MAP_TYPE: ("object",),
    MarkerKind.STRUCT_TYPE: ("object",),
}
_ANYWHERE = (FIELD, TYPE, CLASS)

# controller-gen's ValidationMarkers: on fields and types, and each again as `items:<Name>`
_VALIDATION_MARKERS: tuple[tuple[str, Arg | None, str, str], ...] = (
    ("Maximum", _N, "maximum", "the largest value a number may have"),
    ("Minimum", _N, "minimum", "the smallest value a number may have"),
    ("ExclusiveMaximum", _B, "exclusiveMaximum", "the Maximum itself is not allowed"),
    ("ExclusiveMinimum", _B, "exclusiveMinimum", "the Minimum itself is not allowed"),
    ("MultipleOf", _N, "multipleOf", "a number must be a multiple of this"),
    ("MinProperties", _I, "minProperties", "the fewest keys an object or dict may have"),
    ("MaxProperties", _I, "maxProperties", "the most keys an object or dict may have"),
    ("MaxLength", _I, "maxLength", "the longest a string may be"),
    ("MinLength", _I, "minLength", "the shortest a string may be"),
    ("Pattern", _S, "pattern", "a regular expression a string must match (ECMA-262 / RE2 subset)"),
    ("MaxItems", _I, "maxItems", "the most items a list may have"),
    ("MinItems", _I, "minItems", "the fewest items a list may have"),
    ("UniqueItems", _B, "uniqueItems", "items must be unique (forbidden in a CRD: use +listType=set)"),
    ("Enum", Arg(ArgType.ANYS), "enum", "the allowed values, `A;B;C`"),
    ("Format", _S, "format", "a format the API server knows (int32, int64, date-time, uuid, ...)"),
    ("Type", _S, "type", "overrides the schema's type"),
    ("XPreserveUnknownFields", None, "x-kubernetes-preserve-unknown-fields", "keep unknown fields"),
    ("XEmbeddedResource", None, "x-kubernetes-embedded-resource", "an embedded object with apiVersion, kind, metadata"),
    ("XIntOrString", None, "x-kubernetes-int-or-string", "an integer or a string"),
)
_XVALIDATION_ARGS = {
    "rule": _S,
    "message": Arg(ArgType.STRING, optional=True),
    "messageExpression": Arg(ArgType.STRING, optional=True),
    "reason": Arg(ArgType.STRING, optional=True),
    "fieldPath": Arg(ArgType.STRING, optional=True),
    "optionalOldSelf": Arg(ArgType.BOOL, optional=True),
}


def _validation() -> list[Definition]:
    found = []
    for name, arg, keyword, summary in _VALIDATION_MARKERS:
        args = {"": arg} if arg is not None else {}  # the X... markers take no argument
        found.append(_def(V + name, _ANYWHERE, args, _VALIDATION, summary, keyword))
        found.append(_def(V + "items:" + name, (FIELD, TYPE), args, _VALIDATION, "for list items: " + summary, keyword, True))
    rule = "a CEL rule (`rule=...,message=...`) → x-kubernetes-validations"
    found.append(_def(V + "XValidation", _ANYWHERE, _XVALIDATION_ARGS, _VALIDATION, rule, "x-kubernetes-validations"))
    found.append(
        _def(V + "items:XValidation", (FIELD, TYPE), _XVALIDATION_ARGS, _VALIDATION, "for list items: " + rule, "x-kubernetes-validations", True)
    )
    return found


_BARE = {"": Arg(ArgType.RAW)}  # Kubernetes' (gengo's) markers: the value is the rest of the line
_DEFINITIONS: tuple[Definition, ...] = (
    # defaultgen's own and Kubernetes' (gengo, kube-openapi) markers
    _def("default", (FIELD, TYPE), {"": Arg(ArgType.RAW)}, MarkerKind.DEFAULT, "the default, one-line JSON or `ref(NAME)` (KEP-1929)"),
    _def("kubebuilder:default", (FIELD, TYPE), {"": _ANY}, MarkerKind.DEFAULT, "a default in controller-gen's value syntax: as `+default`"),
    _def("optional", (FIELD,), {}, MarkerKind.OPTIONAL, "the field is not required"),
    _def("required", (FIELD,), {}, MarkerKind.REQUIRED, "the field is required"),
    _def("k8s:optional", (FIELD,), {}, MarkerKind.OPTIONAL, "as `+optional`"),
    _def("k8s:required", (FIELD,), {}, MarkerKind.REQUIRED, "as `+required`"),
    _def(V + "Optional", (FIELD, MODULE), {}, MarkerKind.OPTIONAL, "not required; on a module: its fields' default mode"),
    _def(V + "Required", (FIELD, MODULE), {}, MarkerKind.REQUIRED, "required; on a module: its fields' default mode"),
    _def("nullable", (FIELD,), {}, _VALIDATION, "null is a value here (`nullable: true`)", "nullable"),
    _def("listType", (FIELD, TYPE), _BARE, MarkerKind.LIST_TYPE, "atomic, set or map → x-kubernetes-list-type"),
    _def("k8s:listType", (FIELD, TYPE), _BARE, MarkerKind.LIST_TYPE, "as `+listType`"),
    _def("listMapKey", (FIELD, TYPE), _BARE, MarkerKind.LIST_MAP_KEY, "a key of a `map` list → x-kubernetes-list-map-keys"),
    _def("k8s:listMapKey", (FIELD, TYPE), _BARE, MarkerKind.LIST_MAP_KEY, "as `+listMapKey`"),
    _def("mapType", (FIELD, TYPE), _BARE, MarkerKind.MAP_TYPE, "atomic or granular → x-kubernetes-map-type"),
    _def("structType", (FIELD, CLASS), _BARE, MarkerKind.STRUCT_TYPE, "atomic or granular → x-kubernetes-map-type"),
    _def("patchStrategy", (FIELD,), _BARE, MarkerKind.PATCH_STRATEGY, "→ x-kubernetes-patch-strategy (as openapi-gen)"),
    _def("patchMergeKey", (FIELD,), _BARE, MarkerKind.PATCH_MERGE_KEY, "→ x-kubernetes-patch-merge-key (as openapi-gen)"),
    _def("enum", (TYPE, CLASS), {}, MarkerKind.NOTED, "an enum type: its values come from the Enum or Literal"),
    _def("k8s:enum", (TYPE, CLASS), {}, MarkerKind.NOTED, "as `+enum`"),
    _def("defaultgen", (MODULE,), {}, MarkerKind.NOTED, "the module's types are API types (SPEC §1)"),
    _def(
        "defaultgen:noItemDefault", (TYPE, CLASS), {}, MarkerKind.NOTED,
        "as a list item or dict value, no implicit zero default: a null item is refused by both paths",
    ),
    _def(
        "defaultgen:description", (FIELD, TYPE, CLASS), {"": Arg(ArgType.RAW)}, MarkerKind.NOTED,
        "the description, a JSON string, verbatim (where comment lines cannot spell it; `defaultgen import` writes it)",
    ),
    # controller-gen's validation markers
    *_validation(),
    _def(V + "EmbeddedResource", (FIELD,), {}, _VALIDATION, "an embedded object with apiVersion, kind, metadata", "x-kubernetes-embedded-resource"),
    _def(V + "Schemaless", (FIELD,), {}, _VALIDATION, "publish no schema for the field", "schemaless"),
    _def(
        "kubebuilder:pruning:PreserveUnknownFields", _ANYWHERE, {}, _VALIDATION,
        "keep unknown fields → x-kubernetes-preserve-unknown-fields", "x-kubernetes-preserve-unknown-fields",
    ),
    _def("kubebuilder:title", _ANYWHERE, {"": _ANY}, _VALIDATION, "the schema's title", "title"),
    _def("kubebuilder:example", (FIELD,), {"": _ANY}, _VALIDATION, "an example value", "example"),  # DescribesField only
    _def(V + "ExactlyOneOf", (CLASS,), {"": Arg(ArgType.STRINGS)}, _VALIDATION, "exactly one of these fields is set", "exactlyOneOf"),
    _def(V + "AtMostOneOf", (CLASS,), {"": Arg(ArgType.STRINGS)}, _VALIDATION, "at most one of these fields is set", "atMostOneOf"),
    _def(V + "AtLeastOneOf", (CLASS,), {"": Arg(ArgType.STRINGS)}, _VALIDATION, "at least one of these fields is set", "atLeastOneOf"),
    _def("k8s:immutable", (FIELD,), {}, _VALIDATION, "the value never changes (a `self == oldSelf` rule)", "x-kubernetes-validations"),
    _def(
        "kubebuilder:externalDocs", _ANYWHERE, {"url": _S, "description": Arg(ArgType.STRING, optional=True)},
        _VALIDATION, "external documentation → `externalDocs: {url, description}`", "externalDocs",
    ),
    # defaultgen's own spelling for keywords without a marker (`defaultgen import` writes it)
    *(
        _def(
            name, targets, {"": Arg(ArgType.RAW)}, _VALIDATION,
            prefix + "schema keywords without a marker of their own (anyOf, oneOf, allOf, not, other x-kubernetes-* "
            "extensions) as a one-line JSON object, published verbatim", "x-defaultgen-schema", items,
        )
        for name, targets, prefix, items in (
            ("defaultgen:schema", _ANYWHERE, "", False),
            ("defaultgen:items:schema", (FIELD, TYPE), "for list items: ", True),
        )
    ),
    # controller-gen's CRD markers (read by `defaultgen crd`)
    _def("kubebuilder:object:root", (CLASS,), {"": Arg(ArgType.BOOL)}, MarkerKind.CRD, "a resource kind: a CRD is written for it"),
    _def(
        "kubebuilder:resource", (CLASS,),
        {"path": Arg(ArgType.STRING, True), "shortName": Arg(ArgType.STRINGS, True), "categories": Arg(ArgType.STRINGS, True),
         "singular": Arg(ArgType.STRING, True), "scope": Arg(ArgType.STRING, True)},
        MarkerKind.CRD, "the resource's names and scope",
    ),
    _def("kubebuilder:subresource:status", (CLASS,), {}, MarkerKind.CRD, "the status subresource"),
    _def(
        "kubebuilder:subresource:scale", (CLASS,),
        {"specpath": _S, "statuspath": _S, "selectorpath": Arg(ArgType.STRING, True)},
        MarkerKind.CRD, "the scale subresource",
    ),
    _def(
        "kubebuilder:printcolumn", (CLASS,),
        {"name": _S, "type": _S, "JSONPath": _S, "description": Arg(ArgType.STRING, True),
         "format": Arg(ArgType.STRING, True), "priority": Arg(ArgType.INT, True)},
        MarkerKind.CRD, "a column of `kubectl get`",
    ),
    _def("kubebuilder:storageversion", (CLASS,), {}, MarkerKind.CRD, "this version is stored"),
    _def("kubebuilder:skipversion", (CLASS,), {}, MarkerKind.CRD, "this version is left out of the CRD"),
    _def("kubebuilder:unservedversion", (CLASS,), {}, MarkerKind.CRD, "this version is not served"),
    _def("kubebuilder:deprecatedversion", (CLASS,), {"warning": Arg(ArgType.STRING, True)}, MarkerKind.CRD, "this version is deprecated"),
    _def(
        "kubebuilder:metadata", (CLASS,),
        {"annotations": Arg(ArgType.STRINGS, True), "labels": Arg(ArgType.STRINGS, True)},
        MarkerKind.CRD, "annotations and labels of the CRD",
    ),
    _def("kubebuilder:selectablefield", (CLASS,), {"JSONPath": _S}, MarkerKind.CRD, "a field selector"),
    _def("groupName", (MODULE,), {"": Arg(ArgType.STRING, optional=True)}, MarkerKind.CRD, "the API group of the module's (package's) types"),
    _def("versionName", (MODULE,), {"": _S}, MarkerKind.CRD, "the API version of the module's types"),
)

REGISTRY: dict[str, Definition] = {d.name: d for d in _DEFINITIONS}

# Namespaces where every marker is ours to know: anything else there is DG109.
STRICT_NAMESPACES = ("kubebuilder:",)
# Markers of other generators, deliberately left alone (SPEC §1), by prefix of their name.
LEFT_ALONE: tuple[tuple[str, str], ...] = (
    ("genclient", "client-gen"),
    ("k8s:deepcopy-gen", "deepcopy-gen"),
    ("k8s:conversion-gen", "conversion-gen"),
    ("k8s:prerelease-lifecycle-gen", "prerelease-lifecycle-gen"),
    ("k8s:openapi-gen", "openapi-gen"),
    ("k8s:validation-gen", "validation-gen"),
    ("featureGate", "Kubernetes' feature gates"),
    ("kubebuilder:rbac", "controller-gen rbac"),
    ("kubebuilder:webhook", "controller-gen webhook"),
    ("kubebuilder:object:generate", "controller-gen object (deepcopy)"),
    ("kubebuilder:docs-gen", "crd-ref-docs"),
    ("kubebuilder:scaffold", "kubebuilder's scaffolding"),
    ("kubebuilder:skip", "controller-gen (skip a package)"),
    ("kubebuilder:ac", "controller-gen applyconfiguration"),
    ("protobuf", "go-to-protobuf"),
)


def left_alone(name: str) -> str | None:
    """The generator whose marker `name` is, when defaultgen leaves it alone."""
    if name in REGISTRY:
        return None
    for prefix, owner in LEFT_ALONE:
        if name == prefix or name.startswith((prefix + ":", prefix + ".", prefix + "=")):
            return owner  # `+genclient:nonNamespaced`, `+protobuf.options...`
    return None


def lookup(text: str) -> tuple[Definition, str] | None:
    """The definition of the marker `text` (after `+`) and its argument text, as
    controller-gen's Registry.Lookup and Definition.Parse find them."""
    name, anonymous, fields = split_marker(text)
    found = REGISTRY.get(anonymous)
    if found is not None:
        return found, fields
    found = REGISTRY.get(name)
    if found is None:
        return None
    if found.anonymous is None and found.args and len(anonymous) > len(name):
        fields = anonymous[len(name) + 1 :] + "=" + fields  # `+printcolumn:name=x,...`
    return found, fields


def markers_markdown() -> str:
    """The README's list of markers: what defaultgen reads (by where it may stand) and what it
    deliberately leaves alone, rendered from this registry (`make docs`; a test checks it)."""
    lines = [
        "| marker | where | arguments | what it becomes |",
        "|---|---|---|---|",
    ]
    for definition in _DEFINITIONS:
        where = ", ".join(t.value for t in Target if t in definition.targets)
        lines.append(f"| `+{definition.name}` | {where} | {_grammar(definition)} | {definition.summary} |")
    lines += [
        "",
        "Left alone (other generators' markers, no DG109): "
        + ", ".join(f"`+{prefix}`{'*' if prefix != 'featureGate' else ''} ({owner})" for prefix, owner in LEFT_ALONE)
        + ".",
    ]
    return "\n".join(lines) + "\n"


def _grammar(definition: Definition) -> str:
    if not definition.args:
        return "none"
    anonymous = definition.anonymous
    if anonymous is not None:
        return f"`=<{anonymous.type.value}>`"
    return ", ".join(f"`{name}`{'?' if arg.optional else ''}" for name, arg in definition.args.items())
