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
    """The known word closest to `word` (the first of `closest`), or None."""
    found = closest(word, known, limit)
    return found[0] if found else None


def closest(word: str, known: Iterable[str], limit: int | None = None) -> list[str]:
    """The known words closest to `word`: the one that differs only in case (`enum` → `Enum`),
    else all those at the smallest edit distance within `limit` (default: a third of the word,
    at least 2), sorted; empty when none is that close. More than one: the word is ambiguous."""
    candidates = sorted(set(known))
    lowered = word.lower()
    same = [c for c in candidates if c.lower() == lowered]
    if same:
        return same
    if limit is None:
        limit = max(2, len(word) // 3)
    distances = {c: distance(lowered, c.lower()) for c in candidates}
    best = min(distances.values(), default=limit + 1)
    return [c for c in candidates if distances[c] == best] if best <= limit else []
