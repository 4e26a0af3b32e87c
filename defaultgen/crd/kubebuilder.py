"""controller-gen's CRD markers, read from the comments the parser already holds.

`defaultgen crd` takes a resource's settings from the markers Go operator authors already
write (sigs.k8s.io/controller-tools, pkg/crd/markers/crd.go and package.go; the argument
syntax of pkg/markers/parse.go):

    # +groupName=example.com                   top-level, in the module or an enclosing package's __init__.py
    # +versionName=v1                          top-level; else the version is the module's name
    # +kubebuilder:object:root=true            above the root dataclass, as the rest below
    # +kubebuilder:resource:path=widgets,singular=widget,shortName=wd;wdg,categories=all,scope=Namespaced
    # +kubebuilder:subresource:status
    # +kubebuilder:subresource:scale:specpath=.spec.replicas,statuspath=.status.replicas,selectorpath=.status.selector
    # +kubebuilder:printcolumn:name="Size",type=integer,JSONPath=`.spec.size`,description=...,format=...,priority=1
    # +kubebuilder:storageversion
    # +kubebuilder:unservedversion / +kubebuilder:deprecatedversion:warning="..." / +kubebuilder:skipversion
    # +kubebuilder:metadata:annotations="k=v";"k2=v2",labels="k=v"
    # +kubebuilder:selectablefield:JSONPath=`.spec.color`

As in controller-gen, `+a:b:c=v,...` with `a:b` a marker that takes arguments means `c=v,...`;
a value is a quoted string ("..." with escapes, `...` raw), a bare word up to the next `,`, an
integer, or for a list `a;b;c` / `{a,b,c}`. Unknown and missing arguments are errors (the
definitions are strict), located at the marker; so is a near miss of one of these names.
Other `+kubebuilder:` markers (validation, webhooks, RBAC, ...) are not ours.
"""

from __future__ import annotations

import difflib
import json
import re
from dataclasses import dataclass, field

from ..source.model import Comment, Span

_STR, _INT, _LIST, _BOOL = "string", "integer", "list", "bool"

# marker name -> {argument: (kind, required)}; an empty dict: a marker without arguments
_TYPE_MARKERS: dict[str, dict[str, tuple[str, bool]]] = {
    "kubebuilder:object:root": {"": (_BOOL, False)},
    "kubebuilder:resource": {
        "path": (_STR, False),
        "shortName": (_LIST, False),
        "categories": (_LIST, False),
        "singular": (_STR, False),
        "scope": (_STR, False),
    },
    "kubebuilder:subresource:status": {},
    "kubebuilder:subresource:scale": {
        "specpath": (_STR, True),
        "statuspath": (_STR, True),
        "selectorpath": (_STR, False),
    },
    "kubebuilder:printcolumn": {
        "name": (_STR, True),
        "type": (_STR, True),
        "JSONPath": (_STR, True),
        "description": (_STR, False),
        "format": (_STR, False),
        "priority": (_INT, False),
    },
    "kubebuilder:storageversion": {},
    "kubebuilder:skipversion": {},
    "kubebuilder:unservedversion": {},
    "kubebuilder:deprecatedversion": {"warning": (_STR, False)},
    "kubebuilder:metadata": {"annotations": (_LIST, False), "labels": (_LIST, False)},
    "kubebuilder:selectablefield": {"JSONPath": (_STR, True)},
}
_PACKAGE_MARKERS = {"groupName": {"": (_STR, True)}, "versionName": {"": (_STR, True)}}


@dataclass(frozen=True)
class MarkerError:
    span: Span
    message: str


@dataclass(frozen=True)
class PrintColumn:
    """One `+kubebuilder:printcolumn` (apiextensions v1 CustomResourceColumnDefinition)."""

    name: str
    type: str
    json_path: str
    description: str = ""
    format: str = ""
    priority: int = 0
    span: Span = Span(1, 1)


@dataclass(frozen=True)
class Scale:
    spec_path: str
    status_path: str
    selector_path: str | None = None


@dataclass(frozen=True)
class TypeMarkers:
    """What controller-gen's markers say about one dataclass."""

    root: bool = False
    path: str = ""
    singular: str = ""
    scope: str = ""
    short_names: tuple[str, ...] = ()
    categories: tuple[str, ...] = ()
    resource_span: Span | None = None
    status: bool = False
    scale: Scale | None = None
    print_columns: tuple[PrintColumn, ...] = ()
    storage: bool = False
    skip: bool = False
    unserved: bool = False
    deprecated: bool = False
    deprecation_warning: str | None = None
    annotations: tuple[tuple[str, str], ...] = ()  # for the whole CRD, from every version
    labels: tuple[tuple[str, str], ...] = ()
    metadata_span: Span | None = None
    selectable_fields: tuple[str, ...] = ()
    errors: tuple[MarkerError, ...] = field(default=())


@dataclass(frozen=True)
class PackageMarkers:
    group: str | None = None
    group_span: Span | None = None
    version: str | None = None
    version_span: Span | None = None
    errors: tuple[MarkerError, ...] = ()


class _ArgumentError(ValueError):
    pass


def read_type_markers(comments: tuple[Comment, ...]) -> TypeMarkers:
    """controller-gen's CRD markers among the comments above a class."""
    values: dict[str, dict[str, object]] = {}
    spans: dict[str, Span] = {}
    columns: list[PrintColumn] = []
    selectable: list[str] = []
    metadata: dict[str, list[tuple[str, str]]] = {"annotations": [], "labels": []}
    errors: list[MarkerError] = []
    for comment in comments:
        found = _split(comment.text, _TYPE_MARKERS)
        if found is None:
            problem = _misspelled(comment.text)
            if problem is not None:
                errors.append(MarkerError(comment.span, problem))
            continue
        name, raw = found
        try:
            args = _arguments(name, raw, _TYPE_MARKERS[name])
        except _ArgumentError as exc:
            errors.append(MarkerError(comment.span, f"`+{name}`: {exc}"))
            continue
        if name == "kubebuilder:printcolumn":
            columns.append(
                PrintColumn(
                    str(args["name"]),
                    str(args["type"]),
                    str(args["JSONPath"]),
                    str(args.get("description", "")),
                    str(args.get("format", "")),
                    int(args.get("priority", 0)),  # type: ignore[call-overload]
                    comment.span,
                )
            )
        elif name == "kubebuilder:selectablefield":
            selectable.append(str(args["JSONPath"]))
        elif name == "kubebuilder:metadata":
            for key in ("annotations", "labels"):
                for pair in args.get(key, ()):  # type: ignore[attr-defined]
                    if "=" not in pair:
                        errors.append(MarkerError(comment.span, f"`+{name}`: {key[:-1]} {pair!r} is not in `key=value` form"))
                    else:
                        metadata[key].append(tuple(pair.split("=", 1)))  # type: ignore[arg-type]
            spans[name] = comment.span
        else:
            values[name] = args
            spans[name] = comment.span
    resource: dict = values.get("kubebuilder:resource", {})
    deprecated: dict | None = values.get("kubebuilder:deprecatedversion")
    scale: dict | None = values.get("kubebuilder:subresource:scale")
    return TypeMarkers(
        root=bool(values.get("kubebuilder:object:root", {}).get("", False)),
        path=resource.get("path", ""),
        singular=resource.get("singular", ""),
        scope=resource.get("scope", ""),
        short_names=tuple(resource.get("shortName", ())),
        categories=tuple(resource.get("categories", ())),
        resource_span=spans.get("kubebuilder:resource"),
        status="kubebuilder:subresource:status" in values,
        scale=Scale(scale["specpath"], scale["statuspath"], scale.get("selectorpath")) if scale is not None else None,
        print_columns=tuple(columns),
        storage="kubebuilder:storageversion" in values,
        skip="kubebuilder:skipversion" in values,
        unserved="kubebuilder:unservedversion" in values,
        deprecated=deprecated is not None,
        deprecation_warning=deprecated.get("warning") if deprecated is not None else None,
        annotations=tuple(metadata["annotations"]),
        labels=tuple(metadata["labels"]),
        metadata_span=spans.get("kubebuilder:metadata"),
        selectable_fields=tuple(selectable),
        errors=tuple(errors),
    )


def _misspelled(text: str) -> str | None:
    """Why a `+kubebuilder:` comment that is none of ours would be a mistake to ignore: it is
    a near miss of one of them (controller-gen ignores unknown markers without a word)."""
    text = text.strip()
    if not text.startswith("+kubebuilder:"):
        return None
    head = text[1:].partition("=")[0].rstrip()
    for candidate in (head, head.rpartition(":")[0]):
        close = difflib.get_close_matches(candidate, list(_TYPE_MARKERS), n=1, cutoff=0.9)
        if close and candidate not in _TYPE_MARKERS:
            return f"unknown marker `+{candidate}`; did you mean `+{close[0]}`? (controller-gen would ignore it silently)"
    return None


def read_package_markers(comments: tuple[Comment, ...]) -> PackageMarkers:
    """`+groupName=` and `+versionName=` among a module's top-level comments."""
    found: dict[str, tuple[str, Span]] = {}
    errors: list[MarkerError] = []
    for comment in comments:
        split = _split(comment.text, _PACKAGE_MARKERS)
        if split is None:
            continue
        name, raw = split
        try:
            value = str(_arguments(name, raw, _PACKAGE_MARKERS[name])[""])
        except _ArgumentError as exc:
            errors.append(MarkerError(comment.span, f"`+{name}`: {exc}"))
            continue
        if name in found and found[name][0] != value:
            errors.append(MarkerError(comment.span, f"`+{name}={value}` contradicts `+{name}={found[name][0]}` above it"))
        found.setdefault(name, (value, comment.span))
    group, group_span = found.get("groupName", (None, None))
    version, version_span = found.get("versionName", (None, None))
    return PackageMarkers(group, group_span, version, version_span, tuple(errors))


def _split(text: str, known: dict[str, dict[str, tuple[str, bool]]]) -> tuple[str, str] | None:
    """(marker name, its argument text) when `text` is one of the `known` markers."""
    text = text.strip()
    if not text.startswith("+"):
        return None
    head, eq, rest = text[1:].partition("=")
    head = head.rstrip()
    if head in known:
        return head, rest if eq else ""
    name, _, first = head.rpartition(":")
    if name in known and known[name] and "" not in known[name]:
        return name, f"{first}={rest}" if eq else first
    return None


def _arguments(name: str, raw: str, spec: dict[str, tuple[str, bool]]) -> dict[str, object]:
    raw = raw.strip()
    if "" in spec:  # a marker with one anonymous value
        kind, required = spec[""]
        if not raw:
            if kind == _BOOL:
                return {"": True}
            raise _ArgumentError("a value is required after `=`")
        value, end = _value(raw, 0, kind)
        if raw[end:].strip():
            raise _ArgumentError(f"unexpected text after the value: {raw[end:].strip()!r}")
        return {"": value}
    if not spec:
        if raw:
            raise _ArgumentError(f"takes no arguments, got {raw!r}")
        return {}
    args: dict[str, object] = {}
    position = 0
    while position < len(raw):
        match = re.compile(r"\s*([A-Za-z][A-Za-z0-9_]*)\s*=").match(raw, position)
        if match is None:
            raise _ArgumentError(f"expected `argument=value` at {raw[position:]!r}")
        argument = match.group(1)
        if argument not in spec:
            close = difflib.get_close_matches(argument, list(spec), n=1)
            hint = f"; did you mean `{close[0]}`?" if close else f" (known: {', '.join(spec)})"
            raise _ArgumentError(f"unknown argument `{argument}`{hint}")
        if argument in args:
            raise _ArgumentError(f"argument `{argument}` given twice")
        args[argument], position = _value(raw, match.end(), spec[argument][0])
        rest = raw[position:].lstrip()
        if rest and not rest.startswith(","):
            raise _ArgumentError(f"expected `,` before {rest!r}")
        position = len(raw) - len(rest) + 1
    missing = [a for a, (_, required) in spec.items() if required and a not in args]
    if missing:
        raise _ArgumentError(f"missing argument{'s' if len(missing) > 1 else ''} {', '.join(f'`{a}`' for a in missing)}")
    return args


def _value(raw: str, start: int, kind: str) -> tuple[object, int]:
    """The value starting at `raw[start]` and where it ends."""
    while start < len(raw) and raw[start] in " \t":
        start += 1
    if kind == _LIST:
        if raw.startswith("{", start):
            end = raw.find("}", start)
            if end < 0:
                raise _ArgumentError("a list opened with `{` is not closed")
            items = [_string(item.strip()) for item in _separated(raw[start + 1 : end], ",")]
            return [i for i in items if i], end + 1
        text, end = _bare_or_quoted(raw, start)
        return [_string(item.strip()) for item in _separated(text, ";") if item.strip()], end
    text, end = _bare_or_quoted(raw, start)
    value = _string(text)
    if kind == _INT:
        if not re.fullmatch(r"[+-]?\d+", value):
            raise _ArgumentError(f"expected an integer, got {value!r}")
        return int(value), end
    if kind == _BOOL:
        if value not in ("true", "false"):
            raise _ArgumentError(f"expected true or false, got {value!r}")
        return value == "true", end
    return value, end


def _bare_or_quoted(raw: str, start: int) -> tuple[str, int]:
    """The text of one value (quotes kept) up to the `,` that ends it; a quote counts only
    at the start of the value (a bare `hey y'all` is a string)."""
    position = _closing(raw, start) + 1 if raw[start : start + 1] in ("\"", "`", "'") else start
    while position < len(raw) and raw[position] != ",":
        position += 1
    return raw[start:position].strip(), position


def _closing(raw: str, start: int) -> int:
    quote = raw[start]
    position = start + 1
    while position < len(raw):
        if raw[position] == "\\" and quote != "`":
            position += 2
            continue
        if raw[position] == quote:
            return position
        position += 1
    raise _ArgumentError(f"unterminated {quote}-quoted string")


def _separated(text: str, separator: str) -> list[str]:
    """`text` split at `separator`s outside quoted items."""
    parts, position, begin = [], 0, 0
    while position < len(text):
        if text[position] in "\"`'" and not text[begin:position].strip():
            position = _closing(text, position)
        elif text[position] == separator:
            parts.append(text[begin:position])
            begin = position + 1
        position += 1
    parts.append(text[begin:])
    return parts


def _string(text: str) -> str:
    """A quoted value unquoted (Go's rules: `...` raw, "..." with escapes), a bare one as is."""
    if len(text) >= 2 and text[0] == text[-1] == "`":
        return text[1:-1]
    if len(text) >= 2 and text[0] == text[-1] and text[0] in "\"'":
        try:
            return json.loads('"' + text[1:-1].replace('\\"', '"').replace('"', '\\"') + '"')
        except ValueError:
            raise _ArgumentError(f"cannot read the quoted string {text}") from None
    return text
