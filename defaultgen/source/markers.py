"""The marker grammar: which comment lines are our markers, near misses, or someone else's.

Only `+default=<json>` (or `+default=ref(NAME)`), `+optional` and `+required` are ours, plus
Kubernetes' semantic markers `+listType=`, `+listMapKey=`, `+mapType=`, `+structType=`, which we
publish (SPEC §1). Markers of other tools (`+kubebuilder:...`, `+k8s:...`) are left alone; a comment that is *almost* one
of ours (`+defualt=`, `+Default=`, `+default: x`) is a near miss, because controller-gen's worst
pitfall is a typo'd marker that is silently ignored.
"""

from __future__ import annotations

import json
import math
import re

from .model import NO_VALUE, Comment, Marker, MarkerKind

# A comment that could be a marker of ours or a near miss: `+` then a word of 4+ letters
# (`+inf` or `+1` in a comment is not one). Shared with discovery's prefilter.
MARKER_TEXT = re.compile(r"#[ \t]*\+[ \t]*[A-Za-z][A-Za-z_-]{3}")
_OURS = ("default", "optional", "required")
_FLAGS = ("optional", "required")  # markers that take no value
_WORD = re.compile(r"\s*([A-Za-z0-9_\-]*)(.*)", re.DOTALL)
_SEMANTIC = {
    "listType": MarkerKind.LIST_TYPE,
    "listMapKey": MarkerKind.LIST_MAP_KEY,
    "mapType": MarkerKind.MAP_TYPE,
    "structType": MarkerKind.STRUCT_TYPE,
}
# `ref(NAME)`: NAME a (dotted) Python name, as kube-openapi and defaulter-gen write it
_REF = re.compile(r"ref\(\s*([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*)\s*\)")


def parse_marker(comment: Comment) -> Marker | None:
    """Classify one comment: our marker, a near miss of one, or None (not ours)."""
    text = comment.text.strip()
    if not text.startswith("+"):
        return None
    word, rest = _WORD.match(text[1:]).groups()  # type: ignore[union-attr]
    if word == "default" and rest.startswith("=") and not text[1:].startswith(" "):
        return _default_marker(rest[1:], comment)
    if word in _SEMANTIC and rest.startswith("=") and not text[1:].startswith(" "):
        return Marker(_SEMANTIC[word], comment.span, raw=rest[1:].strip())
    if word in _FLAGS and rest.strip() == "" and not text[1:].startswith(" "):
        kind = MarkerKind.OPTIONAL if word == "optional" else MarkerKind.REQUIRED
        return Marker(kind, comment.span)
    intended = _intended(word, rest)
    if intended is None:
        return None
    return Marker(MarkerKind.NEAR_MISS, comment.span, raw=text, suggestion=_suggest(intended, rest))


def _default_marker(raw: str, comment: Comment) -> Marker:
    ref = _REF.fullmatch(raw.strip())
    if ref is not None:
        return Marker(MarkerKind.DEFAULT, comment.span, raw=raw, value=NO_VALUE, ref=ref.group(1))
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
    return Marker(MarkerKind.DEFAULT, comment.span, raw=raw, value=value, error=error)


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
    best = min(_OURS, key=lambda ours: _distance(lowered, ours))
    return best if _distance(lowered, best) <= 2 else None


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


def _distance(a: str, b: str) -> int:
    """Optimal-string-alignment edit distance (a transposition counts as one edit)."""
    rows = [list(range(len(b) + 1))]
    for i, ca in enumerate(a, 1):
        row = [i] + [0] * len(b)
        for j, cb in enumerate(b, 1):
            cost = 0 if ca == cb else 1
            row[j] = min(rows[-1][j] + 1, row[j - 1] + 1, rows[-1][j - 1] + cost)
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                row[j] = min(row[j], rows[-2][j - 2] + 1)
        rows.append(row)
    return rows[-1][-1]
