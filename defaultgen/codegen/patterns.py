"""A `pattern` checked with string operations instead of `re`, where its shape allows.

A call into `re` costs 100-200 ns however short the value (the matcher's state is set up on
every call), a quarter of `load`'s time on a type with one pattern. Most patterns of
Kubernetes types are one anchored run of character classes: a DNS label
`^[a-z0-9]([-a-z0-9]*[a-z0-9])?$`, a C identifier `^[A-Za-z_][A-Za-z0-9_]*$`, a choice
`^(TCP|UDP)$`. Such a pattern matches exactly the strings whose length fits and whose
characters are in the right classes at the right places, which indexing, `in` on a short
string literal and `str.strip(chars)` (true of "every character is one of these" when it
leaves nothing) tell without a matcher.

`predicate(python_pattern, var)` reads the Python pattern `validate.goregex` translated
from Go (so Go's meaning is already settled) with CPython's own parser of `re` patterns,
and gives a Python expression, true when `re.search(python_pattern, var)` matches, or None
when the pattern has another shape (the generated code then calls `re`). The shapes:
anchored at both ends (`\\A`, `\\Z`), with no flags, made of literals, character classes
and `.`, repeated or not, in groups that are optional (`?`) or alternatives (`|`), which
spell at most `_MAX_ALTERNATIVES` runs of fixed positions around at most one repeated class.
tests/test_patterns.py checks each expression against `re` on random patterns and values.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from .pyliteral import python_literal

try:  # CPython's parser of `re` patterns (private, stable since 3.11); without it `re` is called
    from re import _constants as _c
    from re import _parser as _sre
except ImportError:  # pragma: no cover - another Python implementation
    _sre = None

_MAX_ALTERNATIVES = 4  # runs an expression spells out (`(a)?(b)?` is four)
_MAX_POSITIONS = 16  # fixed positions one run checks one by one
_MAX_SET = 128  # characters of a class written out as a string literal
_MAX_EXCLUDED = 4  # characters a negated class repeated over a run may exclude


@dataclass(frozen=True)
class _Class:
    """One character position: a character of `chars`, or with `negated` any other one."""

    chars: frozenset[str]
    negated: bool = False

    def test(self, char: str) -> str:
        """The expression that the one-character expression `char` is in the class."""
        if len(self.chars) == 1:
            return f"{char} {'!=' if self.negated else '=='} {python_literal(next(iter(self.chars)))}"
        return f"{char} {'not in' if self.negated else 'in'} {_literal(self.chars)}"

    def within(self, other: _Class) -> bool:
        """Whether every character of this class is in `other`."""
        if other.negated:
            return self.chars.isdisjoint(other.chars) if not self.negated else self.chars >= other.chars
        return not self.negated and self.chars <= other.chars


@dataclass(frozen=True)
class _Atom:
    """A class repeated `lo` to `hi` times (`hi` None: no limit)."""

    cls: _Class
    lo: int = 1
    hi: int | None = 1


Run = list[_Atom]


@functools.lru_cache(maxsize=1024)  # a class's pattern is asked for by validate, load and its holders
def predicate(python_pattern: str, var: str) -> str | None:
    """A Python expression true exactly when `re.search(python_pattern, <var>)` matches
    (`var` names a str local), or None when the pattern has another shape."""
    if _sre is None:
        return None
    try:
        parsed = _sre.parse(python_pattern)
    except re.error:  # the caller's `re.compile` reports it
        return None
    if parsed.state.flags & ~_c.SRE_FLAG_UNICODE:
        return None
    items = list(parsed)
    if len(items) < 2 or items[0] != (_c.AT, _c.AT_BEGINNING_STRING) or items[-1] != (_c.AT, _c.AT_END_STRING):
        return None
    runs = _runs(items[1:-1])
    if runs is None:
        return None
    tests = [_run_test(run, var) for run in runs]
    if any(test is None for test in tests):
        return None
    unique = list(dict.fromkeys(tests))  # type: ignore[arg-type]
    return unique[0] if len(unique) == 1 else " or ".join(f"({test})" if " and " in test else test for test in unique)


def _runs(items: list) -> list[Run] | None:
    """The runs of classes the parsed items match, one per way through their optional groups
    and alternatives; None for anything else."""
    runs: list[Run] = [[]]
    for op, value in items:
        options = _options(op, value)
        if options is None:
            return None
        runs = [run + option for run in runs for option in options]
        if len(runs) > _MAX_ALTERNATIVES:
            return None
    return runs


def _options(op: object, value: object) -> list[Run] | None:
    """The runs one parsed item matches."""
    single = _single(op, value)
    if single is not None:
        return [[_Atom(single)]]
    if op is _c.SUBPATTERN:
        _group, add_flags, del_flags, sub = value  # type: ignore[misc]
        return None if add_flags or del_flags else _runs(list(sub))
    if op is _c.BRANCH:
        options: list[Run] = []
        for branch in value[1]:  # type: ignore[index]
            runs = _runs(list(branch))
            if runs is None:
                return None
            options.extend(runs)
        return options
    if op in (_c.MAX_REPEAT, _c.MIN_REPEAT):  # greedy or lazy: the same strings match
        lo, hi, sub = value  # type: ignore[misc]
        inner = _runs(list(sub))
        if inner is None:
            return None
        upper = None if hi is _c.MAXREPEAT else hi
        if len(inner) == 1 and len(inner[0]) == 1 and inner[0][0].lo == inner[0][0].hi == 1:
            return [[_Atom(inner[0][0].cls, lo, upper)]]
        if (lo, upper) == (0, 1):
            return [[], *inner]
    return None


def _single(op: object, value: object) -> _Class | None:
    """The class of a parsed item that matches one character, else None."""
    if op is _c.LITERAL:
        return _Class(frozenset(chr(value)))  # type: ignore[arg-type]
    if op is _c.NOT_LITERAL:
        return _Class(frozenset(chr(value)), True)  # type: ignore[arg-type]
    if op is _c.ANY:  # no DOTALL (flags are refused): any character but a newline
        return _Class(frozenset("\n"), True)
    if op is not _c.IN:
        return None
    chars: set[str] = set()
    negated = False
    for kind, item in value:  # type: ignore[attr-defined]
        if kind is _c.NEGATE:
            negated = True
        elif kind is _c.LITERAL:
            chars.add(chr(item))
        elif kind is _c.RANGE and item[1] - item[0] < _MAX_SET:
            chars.update(chr(cp) for cp in range(item[0], item[1] + 1))
        else:  # a category, or a range too wide to write out
            return None
    return _Class(frozenset(chars), negated) if 0 < len(chars) <= _MAX_SET else None


def _run_test(run: Run, var: str) -> str | None:
    """The expression that `var` is matched by the run: fixed positions from each end, and
    what lies between them in the one repeated class."""
    atoms = [atom for atom in run if atom.hi != 0]
    repeated = [i for i, atom in enumerate(atoms) if atom.lo != atom.hi]
    if len(repeated) > 1:
        return None
    cut = repeated[0] if repeated else len(atoms)
    head = [atom.cls for atom in atoms[:cut] for _ in range(atom.lo)]
    tail = [atom.cls for atom in atoms[cut + 1 :] for _ in range(atom.lo)]
    if len(head) + len(tail) > _MAX_POSITIONS:
        return None
    fixed = len(head) + len(tail)
    tests: list[str] = []
    if not repeated:
        if all(len(cls.chars) == 1 and not cls.negated for cls in head):  # a literal
            return f"{var} == {python_literal(''.join(next(iter(cls.chars)) for cls in head))}"
        tests.append(f"len({var}) == {fixed}")
    else:
        middle = atoms[cut]
        lo, hi = fixed + middle.lo, None if middle.hi is None else fixed + middle.hi
        if lo == hi:
            tests.append(f"len({var}) == {lo}")
        else:
            if lo:
                tests.append(f"len({var}) >= {lo}")
            if hi is not None:
                tests.append(f"len({var}) <= {hi}")
    tests.extend(cls.test(f"{var}[{i}]") for i, cls in enumerate(head))
    tests.extend(cls.test(f"{var}[-{i}]") for i, cls in enumerate(reversed(tail), 1))
    if repeated:
        between = _between(atoms[cut].cls, head + tail, var, len(head), len(tail))
        if between is None:
            return None
        tests.extend(between)
    return " and ".join(tests)


def _between(cls: _Class, ends: list[_Class], var: str, head: int, tail: int) -> list[str] | None:
    """The tests that every character between the fixed positions is in `cls`: on the whole
    value when the fixed positions' classes are inside it (their characters pass anyway)."""
    if all(end.within(cls) for end in ends):
        span = var
    else:
        span = f"{var}[{head or ''}:{-tail or ''}]"
    if not cls.negated:
        return [f"not {span}.strip({_literal(cls.chars)})"]
    if len(cls.chars) > _MAX_EXCLUDED:
        return None
    return [f"{python_literal(char)} not in {span}" for char in sorted(cls.chars)]


def _literal(chars: frozenset[str]) -> str:
    return python_literal("".join(sorted(chars)))
