"""Which known word a misspelled one most likely meant: the one edit distance behind every
"did you mean" about markers (DG102, DG109, marker arguments)."""

from __future__ import annotations

from collections.abc import Iterable


def distance(a: str, b: str) -> int:
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


def nearest(word: str, known: Iterable[str], limit: int | None = None) -> str | None:
    """The known word closest to `word`, ignoring case first (`enum` → `Enum`), then by edit
    distance; None when nothing is within `limit` edits (default: a third of the word, at
    least 2)."""
    candidates = sorted(set(known))
    lowered = word.lower()
    for candidate in candidates:
        if candidate.lower() == lowered:
            return candidate
    if limit is None:
        limit = max(2, len(word) // 3)
    best = min(candidates, key=lambda c: (distance(lowered, c.lower()), c), default=None)
    if best is None or distance(lowered, best.lower()) > limit:
        return None
    return best
