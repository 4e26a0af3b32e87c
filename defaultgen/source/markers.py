"""The marker grammar: which comment lines are markers defaultgen reads, near misses of them, or
someone else's.

Every marker defaultgen knows is a definition of `source.registry` (its own `+default`,
`+optional`, `+required`; Kubernetes' semantic, patch and `+k8s:` markers; controller-gen's
validation and CRD markers); its arguments are read by `source.markerargs`, controller-gen's
grammar. A comment that is *almost* `+default` / `+optional` / `+required` (`+defualt=`,
`+Default=`, `+default: x`) is a near miss (DG102); an unknown marker in a namespace defaultgen
reads (`+kubebuilder:validation:Minimun=1`, `+listtype=set`), or a known one whose argument
cannot be read, is UNKNOWN (DG109) with the nearest known spelling, because controller-gen's
worst pitfall is a typo'd marker that is silently ignored. Markers of other generators
(`registry.LEFT_ALONE`) and prose are None.
"""

from __future__ import annotations

import functools
import json
import math
import re

from .markerargs import ArgumentError, parse_arguments, split_marker
from .model import NO_VALUE, Comment, Marker, MarkerKind
from .registry import REGISTRY, STRICT_NAMESPACES, Definition, left_alone, lookup
from .spelling import closest, distance

# A comment that could be a marker of ours or a near miss: `+` then a letter and 3+ more
# name characters (`+inf` or `+1` in a comment is not one; `+k8s:optional` is). Shared with
# discovery's prefilter.
MARKER_TEXT = re.compile(r"#[ \t]*\+[ \t]*[A-Za-z][A-Za-z0-9_:-]{3}")
_OURS = ("default", "optional", "required")
_FLAGS = ("optional", "required")  # markers that take no value
_WORD = re.compile(r"\s*([A-Za-z0-9_\-]*)(.*)", re.DOTALL)
# `ref(NAME)`: NAME a (dotted) Python name, as kube-openapi and defaulter-gen write it
_REF = re.compile(r"ref\(\s*([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*)\s*\)")
_LONGEST = 2 * max(map(len, REGISTRY))
_MARKER_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_\-]*(?::[A-Za-z0-9_\-]*)*")
_KUBEBUILDER = "kubebuilder"
# markers without a namespace that a `+kubebuilder:...:<name>` may have meant, by lower-case name
_BARE = {name.lower(): name for name, d in REGISTRY.items() if ":" not in name and d.kind is not MarkerKind.DEFAULT}


def parse_marker(comment: Comment) -> Marker | None:
    """Classify one comment: a marker defaultgen reads, a near miss of `+default` /
    `+optional` / `+required` (DG102), an unknown or unreadable marker (DG109), or None (prose,
    or another generator's marker)."""
    text = comment.text.strip()
    if not text.startswith("+"):
        return None
    word, rest = _WORD.match(text[1:]).groups()  # type: ignore[union-attr]
    if word == "default" and rest.startswith("=") and not text[1:].startswith(" "):
        return _default_marker(rest[1:], comment)
    found = lookup(text[1:]) if not text[1:].startswith(" ") else None
    # `+default:=x` and `+required=true` are near misses of ours (DG102), not arguments
    if found is not None and found[0].name != "default" and not (found[0].name in _FLAGS and found[1].strip()):
        return _known(found[0], found[1], comment)
    intended = _intended(word, rest)
    if intended is not None:
        return Marker(MarkerKind.NEAR_MISS, comment.span, raw=text, suggestion=_suggest(intended, rest))
    return _unknown(text, comment)


def _known(definition: Definition, raw: str, comment: Comment) -> Marker:
    name, span = definition.name, comment.span
    if definition.name == "kubebuilder:default":  # controller-gen's value syntax
        return _loose_default(raw, comment)
    try:
        args = parse_arguments(raw, definition.args)
    except ArgumentError as exc:
        return Marker(MarkerKind.UNKNOWN, span, raw=comment.text.strip(), error=f"`+{name}`: {exc}", name=name)
    value = args.get("") if definition.anonymous is not None else (args or None)
    return Marker(definition.kind, span, raw=value if isinstance(value, str) else raw.strip(), value=value, name=name)


def _unknown(text: str, comment: Comment) -> Marker | None:
    """An unknown marker: UNKNOWN when it is in a namespace defaultgen reads (`+kubebuilder:`)
    or within two edits of a marker it knows (`+listtype`, `+k8s:listtyp`), else None (another
    generator's marker, or prose)."""
    name, anonymous, fields = split_marker(text[1:])
    if not _MARKER_NAME.fullmatch(anonymous) or left_alone(anonymous) or left_alone(name):
        return None
    shortened = _shortened_namespace(text, comment, anonymous)
    if shortened is not None:
        return shortened
    strict = anonymous.startswith(STRICT_NAMESPACES)
    if len(anonymous) > _LONGEST:  # no marker is that long: nothing to compare it with
        return _unknown_marker(text, comment, anonymous) if strict else None
    # the name as written, then (for `+name:argument=value`) without its first argument
    for candidate, tail in ((anonymous, ""), (name, anonymous[len(name) :])):
        last = candidate.rpartition(":")[2]
        close = closest(candidate, _same_depth(candidate), limit=max(2, len(last) // 3) if strict else 2)
        if close:
            # one nearest spelling is a suggestion (and DG109's fix); several are named only
            suggestion = f"+{close[0]}{tail}{'=' if '=' in text else ''}{fields}" if len(close) == 1 else None
            return Marker(
                MarkerKind.UNKNOWN,
                comment.span,
                raw=text,
                error=f"unknown marker `+{candidate}` would be ignored silently; "
                f"did you mean {' or '.join(f'`+{c}`' for c in close)}?",
                suggestion=suggestion,
                name=close[0],
            )
    bare = _BARE.get(anonymous.rpartition(":")[2].lower())
    if strict and bare is not None:  # `+kubebuilder:validation:nullable`, `...:Nullable`
        return _meant(text, comment, anonymous, bare, f"+{bare}{text[1 + len(anonymous):]}")
    regrouped = _regrouped(anonymous, fields) if strict else None
    if regrouped is not None:  # `+kubebuilder:validation:Items=pattern=...`
        return _meant(text, comment, anonymous, regrouped[0], f"+{regrouped[0]}={regrouped[1]}")
    return _unknown_marker(text, comment, anonymous) if strict else None


def _meant(text: str, comment: Comment, written: str, known: str, suggestion: str) -> Marker:
    return Marker(
        MarkerKind.UNKNOWN,
        comment.span,
        raw=text,
        error=f"unknown marker `+{written[:80]}` would be ignored silently; did you mean `+{known}`?",
        suggestion=suggestion,
        name=known,
    )


def _shortened_namespace(text: str, comment: Comment, anonymous: str) -> Marker | None:
    """`+kube:validation:Enum=...`: a kubebuilder marker under a shortened namespace (a real
    slip: ngrok-operator's types carried three, silently ignored), with the marker meant."""
    namespace, _, rest = anonymous.partition(":")
    if not rest or len(namespace) < 4 or namespace == _KUBEBUILDER or not _KUBEBUILDER.startswith(namespace):
        return None
    respelled = _KUBEBUILDER + text[1 + len(namespace) :]
    if lookup(respelled) is None:
        return None
    return _meant(text, comment, anonymous, _KUBEBUILDER + ":" + rest, "+" + respelled)


def _regrouped(anonymous: str, fields: str) -> tuple[str, str] | None:
    """`+kubebuilder:validation:Items=pattern=x` meant `+kubebuilder:validation:items:Pattern=x`:
    a known group (`items`) written as a marker, its marker's name as the first argument."""
    word = re.match(r"\s*([A-Za-z]+)\s*=(.*)", fields, re.DOTALL)
    if word is None:
        return None
    group = anonymous.rpartition(":")[0] + ":" + anonymous.rpartition(":")[2].lower() + ":"
    for known in REGISTRY:
        if known.startswith(group) and known[len(group) :].lower() == word.group(1).lower():
            return known, word.group(2)
    return None


def _unknown_marker(text: str, comment: Comment, name: str) -> Marker:
    return Marker(
        MarkerKind.UNKNOWN, comment.span, raw=text, error=f"unknown marker `+{name[:80]}` would be ignored silently"
    )


def _same_depth(name: str) -> list[str]:
    """The known names a misspelling of `name` is compared with: those with as many `:` parts."""
    parts = name.count(":")
    return [known for known in REGISTRY if known.count(":") == parts]


def _loose_default(raw: str, comment: Comment) -> Marker:
    """`+kubebuilder:default=<value>`: controller-gen's any-typed value (`Automatic`,
    `{type: Automatic}`, `{a,b}`, `3`), else one-line JSON (`{"a": [1, 2]}`, which controller-gen's
    grammar cannot read)."""
    name = "kubebuilder:default"
    try:
        value = parse_arguments(raw, REGISTRY[name].args)[""]
    except ArgumentError as exc:
        try:
            value = json.loads(raw, parse_constant=_reject_constant)
        except (ValueError, RecursionError):
            return Marker(MarkerKind.DEFAULT, comment.span, raw=raw, value=NO_VALUE, error=f"`+{name}`: {exc}", name=name)
    if isinstance(value, float) and not math.isfinite(value):
        return Marker(MarkerKind.DEFAULT, comment.span, raw=raw, value=NO_VALUE, error="not a finite number", name=name)
    return Marker(MarkerKind.DEFAULT, comment.span, raw=raw, value=value, name=name)


def _default_marker(raw: str, comment: Comment) -> Marker:
    ref = _REF.fullmatch(raw.strip())
    if ref is not None:
        return Marker(MarkerKind.DEFAULT, comment.span, raw=raw, value=NO_VALUE, ref=ref.group(1), name="default")
    error: str | None = None
    value: object = NO_VALUE
    try:
        value = json.loads(raw, parse_constant=_reject_constant)
    except _NonFiniteError as exc:
        error = f"{exc} is not JSON; write a finite number"
    except (ValueError, RecursionError) as exc:
        error = _json_error(raw, exc)
    else:
        if isinstance(value, float) and not math.isfinite(value):
            error, value = "a number too large for JSON; write a finite number", NO_VALUE
    return Marker(MarkerKind.DEFAULT, comment.span, raw=raw, value=value, error=error, name="default")


class _NonFiniteError(ValueError):
    pass


def _reject_constant(name: str) -> object:
    raise _NonFiniteError(name)


def _json_error(raw: str, exc: Exception) -> str:
    if not raw.strip():
        return "the value is empty; write one-line JSON after `=`"
    if isinstance(exc, RecursionError):
        return "the value is nested too deeply"
    bare = raw.strip()
    if re.fullmatch(r"[A-Za-z_][\w.\-/:]*", bare):
        return f"`{bare}` is not valid JSON; quote strings: `+default={json.dumps(bare)}`"
    return f"the value is not valid one-line JSON ({exc}); fix the JSON"


def _intended(word: str, rest: str) -> str | None:
    """Which of our markers a non-matching `+word...` comment most likely meant, if any."""
    lowered = word.lower()
    if lowered in _OURS:
        return lowered  # right word, wrong case or form (`+Default=`, `+default: x`)
    if len(lowered) < 4 or rest.startswith(":"):
        # `+k8s:...`, `+kubebuilder:default=...`: namespaced markers belong to other tools.
        return None
    return _nearest(lowered)


@functools.lru_cache(maxsize=1024)
def _nearest(word: str) -> str | None:
    """Our marker within two edits of `word` (a source repeats its few marker words
    thousands of times: `+protobuf=true` on every field)."""
    best = min(_OURS, key=lambda ours: distance(word, ours))
    return best if distance(word, best) <= 2 else None


def _suggest(intended: str, rest: str) -> str:
    if intended in _FLAGS:
        return f"+{intended}"
    value = rest.lstrip(" :=").strip()
    if value and (_is_json(value) or _REF.fullmatch(value)):
        return f"+default={value}"
    if value:
        return f"+default={json.dumps(value)}"
    return "+default=<json>"


def _is_json(text: str) -> bool:
    try:
        json.loads(text)
    except ValueError:
        return False
    return True
