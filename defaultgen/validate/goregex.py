"""Go `regexp` (RE2 syntax) patterns, run with Python's `re` meaning exactly what they mean in Go.

The API server checks a CRD's `pattern` with Go's `regexp.MatchString`: a match anywhere in
the value, RE2 syntax with Go's Perl flags. Python's `re` reads many of the same characters
differently (`$` also matches before a final newline, `\\d \\w \\s \\b` are Unicode, `{,2}` is a
repetition, `[[:alpha:]]` and `\\pL` do not exist, `\\Z` is Go's `\\z`...), so a pattern is parsed
here as Go's `regexp/syntax` parses it and re-written construct by construct into an
equivalent Python pattern; what cannot be written exactly is refused with `GoRegexError`
naming the construct and its position. Only whether a match exists is preserved: groups
are emitted unnamed (Go allows names Python does not) and submatch positions are not a
concern of `pattern`.

The one API is `compile_go(pattern) -> re.Pattern` (use `.search`, as Go's MatchString
does); `translate_go` gives the Python source. The reference is Go's `regexp/syntax`
package documentation and its parser (go/src/regexp/syntax/parse.go).
"""

from __future__ import annotations

import functools
import re
import unicodedata

__all__ = ["GoRegexError", "compile_go", "translate_go"]

_MAX_CODE = 0x10FFFF
_MAX_REPEAT = 1000  # Go: "invalid repeat count" above this
_FLAG_CHARS = frozenset("imsU")
_ESCAPED_CHARS = {"a": 0x07, "f": 0x0C, "t": 0x09, "n": 0x0A, "r": 0x0D, "v": 0x0B}

# Perl classes: ASCII only in Go (regexp/syntax/perl_groups.go).
_DIGIT = ((0x30, 0x39),)
_SPACE = ((0x09, 0x0A), (0x0C, 0x0D), (0x20, 0x20))  # \t \n \f \r and space: no \v
_WORD = ((0x30, 0x39), (0x41, 0x5A), (0x5F, 0x5F), (0x61, 0x7A))
_PERL = {"d": _DIGIT, "s": _SPACE, "w": _WORD}
# Go's \b and \B are ASCII word boundaries; Python 3.11's \B never matches an empty text
# (Go's does), so both are spelled out with lookarounds.
_W = "[0-9A-Za-z_]"
_ASSERTIONS = {
    "A": "\\A",
    "z": "\\Z",
    "b": f"(?:(?<!{_W})(?={_W})|(?<={_W})(?!{_W}))",
    "B": f"(?:(?<!{_W})(?!{_W})|(?<={_W})(?={_W}))",
}

# POSIX classes, [[:name:]] inside a bracket expression only (regexp/syntax/perl_groups.go).
_POSIX = {
    "alnum": ((0x30, 0x39), (0x41, 0x5A), (0x61, 0x7A)),
    "alpha": ((0x41, 0x5A), (0x61, 0x7A)),
    "ascii": ((0x00, 0x7F),),
    "blank": ((0x09, 0x09), (0x20, 0x20)),
    "cntrl": ((0x00, 0x1F), (0x7F, 0x7F)),
    "digit": _DIGIT,
    "graph": ((0x21, 0x7E),),
    "lower": ((0x61, 0x7A),),
    "print": ((0x20, 0x7E),),
    "punct": ((0x21, 0x2F), (0x3A, 0x40), (0x5B, 0x60), (0x7B, 0x7E)),
    "space": ((0x09, 0x0D), (0x20, 0x20)),
    "upper": ((0x41, 0x5A),),
    "word": _WORD,
    "xdigit": ((0x30, 0x39), (0x41, 0x46), (0x61, 0x66)),
}

# Go's one-letter Unicode categories are unions of these two-letter ones; "C" has no "Cn"
# (Go's unicode.C is Cc|Cf|Co|Cs: unassigned code points are in no category).
_CATEGORIES = frozenset(
    "Cc Cf Co Cs Ll Lm Lo Lt Lu Mc Me Mn Nd Nl No Pc Pd Pe Pf Pi Po Ps Sc Sk Sm So Zl Zp Zs".split()
)


class GoRegexError(ValueError):
    """A pattern Go's regexp rejects, or one this translator cannot reproduce exactly
    (`unsupported` is True then: Go would run it, we cannot say what it matches)."""

    def __init__(self, pattern: str, pos: int, message: str, unsupported: bool = False) -> None:
        self.pattern = pattern
        self.pos = pos
        self.reason = message
        self.unsupported = unsupported
        super().__init__(f"{message} at offset {pos} of Go pattern {pattern!r}")


@functools.lru_cache(maxsize=1)
def _category_table() -> dict[str, tuple[tuple[int, int], ...]]:
    """Code point ranges of every two-letter Unicode category (built once, on first use)."""
    table: dict[str, list[tuple[int, int]]] = {}
    category = unicodedata.category
    start, current = 0, category("\0")
    for cp in range(1, _MAX_CODE + 2):
        cat = category(chr(cp)) if cp <= _MAX_CODE else None
        if cat != current:
            table.setdefault(current, []).append((start, cp - 1))
            start, current = cp, cat
    return {name: tuple(ranges) for name, ranges in table.items()}


def _unicode_class(name: str) -> tuple[tuple[int, int], ...] | None:
    if name == "Any":
        return ((0, _MAX_CODE),)
    table = _category_table()
    if name in _CATEGORIES:
        return table.get(name, ())
    if len(name) == 1:
        parts = [c for c in _CATEGORIES if c[0] == name]
        if parts:
            return _normalize([r for c in parts for r in table.get(c, ())])
    return None


def _normalize(ranges) -> tuple[tuple[int, int], ...]:
    merged: list[list[int]] = []
    for lo, hi in sorted(ranges):
        if merged and lo <= merged[-1][1] + 1:
            merged[-1][1] = max(merged[-1][1], hi)
        else:
            merged.append([lo, hi])
    return tuple((lo, hi) for lo, hi in merged)


def _negate(ranges) -> tuple[tuple[int, int], ...]:
    out, nxt = [], 0
    for lo, hi in _normalize(ranges):
        if lo > nxt:
            out.append((nxt, lo - 1))
        nxt = hi + 1
    if nxt <= _MAX_CODE:
        out.append((nxt, _MAX_CODE))
    return tuple(out)


def _char(cp: int) -> str:
    """One code point as Python pattern text that is literal both inside and outside `[...]`."""
    c = chr(cp)
    if c.isascii() and (c.isalnum() or c == "_"):
        return c
    if cp < 0x100:
        return f"\\x{cp:02x}"
    if cp < 0x10000:
        return f"\\u{cp:04x}"
    return f"\\U{cp:08x}"


def _class_text(ranges, negated: bool) -> str:
    ranges = _normalize(ranges)
    if not ranges:
        return "[\\s\\S]" if negated else "(?!)"
    body = "".join(_char(lo) if lo == hi else f"{_char(lo)}-{_char(hi)}" for lo, hi in ranges)
    return f"[{'^' if negated else ''}{body}]"


class _Parser:
    """Recursive descent over Go's grammar, emitting Python `re` text as it goes."""

    def __init__(self, pattern: str) -> None:
        self.p = pattern
        self.i = 0

    def fail(self, message: str, pos: int | None = None, unsupported: bool = False) -> GoRegexError:
        return GoRegexError(self.p, self.i if pos is None else pos, message, unsupported)

    def peek(self, k: int = 0) -> str:
        j = self.i + k
        return self.p[j] if j < len(self.p) else ""

    # -- structure ------------------------------------------------------------------------

    def parse(self) -> str:
        out = self.alternation(set())
        if self.i < len(self.p):  # only an unmatched ')' stops the top level early
            raise self.fail("unexpected ) (no group to close)")
        return out

    def alternation(self, flags: set[str]) -> str:
        # Flags set by (?i) hold to the end of the enclosing group, across `|` too (as in Go).
        branches = [self.concat(flags)]
        while self.peek() == "|":
            self.i += 1
            branches.append(self.concat(flags))
        return "|".join(branches)

    def concat(self, flags: set[str]) -> str:
        parts: list[str] = []
        while self.i < len(self.p) and self.peek() not in "|)":
            start = self.i
            atom = self.atom(flags, parts)
            if atom is None:
                if self.repeat_op() is not None:
                    raise self.fail(
                        "repetition after a flag group or an empty \\Q...\\E is not supported",
                        unsupported=True,
                    )
                continue
            op = self.repeat_op()
            if op is not None:
                atom = f"(?:{atom}){self.lazy(op, flags)}"
                if self.repeat_op() is not None:
                    raise self.fail(f"invalid nested repetition operator: {self.p[start:self.i]}")
            parts.append(atom)
        return "".join(parts)

    def lazy(self, op: str, flags: set[str]) -> str:
        non_greedy = self.peek() == "?"
        if non_greedy:
            self.i += 1
        if "U" in flags:  # (?U) swaps the meaning of x* and x*?
            non_greedy = not non_greedy
        return op + "?" if non_greedy else op

    def repeat_op(self) -> str | None:
        """Consume a repetition operator if one starts here; `{` that is not one is a literal."""
        c = self.peek()
        if c in ("*", "+", "?") and c:
            self.i += 1
            return c
        if c == "{":
            m = re.compile(r"\{(\d+)(,(\d*))?\}").match(self.p, self.i)
            if m is None:
                return None
            lo = int(m.group(1))
            hi = lo if m.group(2) is None else (int(m.group(3)) if m.group(3) else -1)
            if lo > _MAX_REPEAT or hi > _MAX_REPEAT or (hi >= 0 and hi < lo):
                raise self.fail(f"invalid repeat count: {m.group(0)}")
            self.i = m.end()
            if hi == lo:
                return f"{{{lo}}}"
            return f"{{{lo},{hi if hi >= 0 else ''}}}"
        return None

    # -- atoms ----------------------------------------------------------------------------

    def atom(self, flags: set[str], parts: list[str]) -> str | None:
        c = self.peek()
        start = self.i
        if c == "(":
            return self.group(flags)
        if c == "[":
            return self.bracket(flags)
        if c in ("*", "+", "?"):
            raise self.fail(f"missing argument to repetition operator: {c}")
        if c == "{" and self.repeat_op() is not None:
            raise self.fail(f"missing argument to repetition operator: {self.p[start:self.i]}")
        self.i += 1
        if c == ".":
            return "(?s:.)" if "s" in flags else "."
        if c == "^":
            return "(?m:^)" if "m" in flags else "\\A"
        if c == "$":  # Go: end of text, never "before a final newline"
            return "(?m:$)" if "m" in flags else "\\Z"
        if c == "\\":
            return self.escape(flags, parts)
        return self.literal(ord(c), flags)

    def literal(self, cp: int, flags: set[str]) -> str:
        return f"(?i:{_char(cp)})" if "i" in flags else _char(cp)

    def group(self, flags: set[str]) -> str | None:
        start = self.i
        self.i += 1
        inner = set(flags)
        capture = True
        if self.peek() == "?":
            rest = self.p[self.i :]
            if rest.startswith(("?P<", "?<")) and not rest.startswith(("?<=", "?<!")):
                self.i += 3 if rest.startswith("?P<") else 2
                end = self.p.find(">", self.i)
                if end < 0:
                    raise self.fail("invalid named capture: missing >", start)
                name = self.p[self.i : end]
                if not name or not all(ch.isascii() and (ch.isalnum() or ch == "_") for ch in name):
                    raise self.fail(f"invalid named capture: {name!r}", start)
                self.i = end + 1
            elif rest.startswith(("?=", "?!", "?<=", "?<!")):
                raise self.fail("lookaround is not supported by Go's RE2 syntax", start)
            elif rest.startswith("?P="):
                raise self.fail("backreferences are not supported by Go's RE2 syntax", start)
            else:
                self.i += 1
                closed = self.flag_group(inner, start)
                if closed:  # (?flags): the flags hold to the end of the current group
                    flags.clear()
                    flags.update(inner)
                    return None
                capture = False
        body = self.alternation(inner)
        if self.peek() != ")":
            raise self.fail("missing closing )", start)
        self.i += 1
        return f"({body})" if capture else f"(?:{body})"

    def flag_group(self, inner: set[str], start: int) -> bool:
        """Read `(?flags)` or `(?flags:`; return True for the former. `inner` is updated."""
        negated = False
        saw = False
        while True:
            c = self.peek()
            self.i += 1
            if c in _FLAG_CHARS:
                (inner.discard if negated else inner.add)(c)
                saw = True
            elif c == "-" and not negated:
                negated, saw = True, False
            elif c in (":", ")") and (saw or not negated):
                return c == ")"
            else:
                raise self.fail("invalid or unsupported Perl syntax", start)

    def escape(self, flags: set[str], parts: list[str]) -> str | None:
        start = self.i - 1
        c = self.peek()
        if not c:
            raise self.fail("trailing backslash at end of expression", start)
        self.i += 1
        if c in _ASSERTIONS:
            return _ASSERTIONS[c]
        if c == "Q":
            end = self.p.find("\\E", self.i)
            text = self.p[self.i :] if end < 0 else self.p[self.i : end]
            self.i = len(self.p) if end < 0 else end + 2
            if not text:
                return None
            parts.extend(self.literal(ord(ch), flags) for ch in text[:-1])
            return self.literal(ord(text[-1]), flags)
        self.i -= 1
        ranges, negated = self.class_escape(start)
        if ranges is not None:
            return self.class_atom(ranges, negated, flags)
        return self.literal(self.char_escape(start), flags)

    def class_escape(self, start: int):
        """`\\d \\D \\s \\S \\w \\W \\pX \\PX \\p{Name}`: (ranges, negated), or (None, False)."""
        c = self.peek()
        if c.lower() in _PERL:
            self.i += 1
            return _PERL[c.lower()], c.isupper()
        if c in ("p", "P"):
            self.i += 1
            negated = c == "P"
            if self.peek() == "{":
                end = self.p.find("}", self.i)
                if end < 0:
                    raise self.fail("invalid character class range: missing }", start)
                name = self.p[self.i + 1 : end]
                self.i = end + 1
            else:
                name = self.peek()
                self.i += 1
            if name.startswith("^"):
                negated, name = not negated, name[1:]
            if name == "Cn":
                raise self.fail(
                    "Unicode class \\p{Cn} (unassigned) is not supported: Python's Unicode "
                    f"{unicodedata.unidata_version} and Go's differ on what is still unassigned",
                    start,
                    unsupported=True,
                )
            ranges = _unicode_class(name)
            if ranges is None:
                raise self.fail(
                    f"Unicode class \\p{{{name}}} is not supported (general categories only, "
                    "e.g. \\pL, \\p{Lu}, \\pN; scripts such as \\p{Greek} are refused)",
                    start,
                    unsupported=name.replace("_", "").isalpha() and name[:1].isupper(),  # a script?
                )
            return ranges, negated
        return None, False

    def char_escape(self, start: int) -> int:
        """One escaped character (shared by atoms and bracket expressions)."""
        c = self.peek()
        if not c:
            raise self.fail("trailing backslash at end of expression", start)
        self.i += 1
        if c in _ESCAPED_CHARS:
            return _ESCAPED_CHARS[c]
        if "1" <= c <= "7" and not ("0" <= self.peek() <= "7"):
            raise self.fail(f"backreferences are not supported by Go's RE2 syntax: \\{c}", start)
        if "0" <= c <= "7":  # octal: up to three digits
            digits = c
            while len(digits) < 3 and "0" <= self.peek() <= "7":
                digits += self.peek()
                self.i += 1
            return int(digits, 8)
        if c == "x":
            if self.peek() == "{":
                m = re.compile(r"\{([0-9A-Fa-f]+)\}").match(self.p, self.i)
                if m is None or int(m.group(1), 16) > _MAX_CODE:
                    raise self.fail("invalid escape sequence", start)
                self.i = m.end()
                return int(m.group(1), 16)
            m = re.compile(r"[0-9A-Fa-f]{2}").match(self.p, self.i)
            if m is None:
                raise self.fail("invalid escape sequence", start)
            self.i = m.end()
            return int(m.group(0), 16)
        if c.isascii() and not c.isalnum():  # any ASCII punctuation may be escaped
            return ord(c)
        raise self.fail(f"invalid escape sequence: \\{c}", start)

    def class_atom(self, ranges, negated: bool, flags: set[str]) -> str:
        text = _class_text(ranges, negated)
        return f"(?i:{text})" if "i" in flags else text

    def bracket(self, flags: set[str]) -> str:
        start = self.i
        self.i += 1
        negated = self.peek() == "^"
        if negated:
            self.i += 1
        ranges: list[tuple[int, int]] = []
        first = True
        while first or self.peek() != "]":
            if not self.peek():
                raise self.fail("missing closing ]", start)
            first = False
            if self.p.startswith("[:", self.i):
                end = self.p.find(":]", self.i + 2)
                if end >= 0:
                    name = self.p[self.i + 2 : end]
                    neg = name.startswith("^")
                    cls = _POSIX.get(name[1:] if neg else name)
                    if cls is None:
                        raise self.fail(f"invalid character class range: [:{name}:]")
                    ranges.extend(_negate(cls) if neg else cls)
                    self.i = end + 2
                    continue
            if self.peek() == "\\":
                self.i += 1  # class_escape reads the letter after the backslash
                cls, neg = self.class_escape(self.i - 1)
                if cls is not None:
                    ranges.extend(_negate(cls) if neg else cls)
                    continue
                self.i -= 1
            lo = self.class_char(start)
            hi = lo
            if self.peek() == "-" and self.peek(1) not in ("]", ""):
                self.i += 1
                hi = self.class_char(start)
                if hi < lo:
                    raise self.fail("invalid character class range", start)
            ranges.append((lo, hi))
        self.i += 1
        return self.class_atom(ranges, negated, flags)

    def class_char(self, start: int) -> int:
        c = self.peek()
        if not c:
            raise self.fail("missing closing ]", start)
        if c == "\\":
            self.i += 1
            return self.char_escape(self.i - 1)
        self.i += 1
        return ord(c)


def translate_go(pattern: str) -> str:
    """The Python `re` source that matches exactly what Go's `regexp` matches for `pattern`."""
    return _Parser(pattern).parse()


def go_pattern(source: str) -> str:
    """`source`, a Go pattern a module of ours compiles with `compile_go` at its first use
    rather than at import (Unicode classes take a while to build): declared so, the patterns
    are found without running any check (`codegen.support.go_patterns` records each)."""
    return source


@functools.lru_cache(maxsize=512)
def compile_go(pattern: str) -> re.Pattern[str]:
    """Compile a Go RE2 pattern into an equivalent Python pattern (use `.search`: Go's
    MatchString finds a match anywhere). Raises GoRegexError for what Go refuses or what
    cannot be reproduced exactly."""
    source = translate_go(pattern)
    try:
        return re.compile(source)
    except (re.error, RecursionError, OverflowError) as exc:  # a translator bug, still located
        raise GoRegexError(pattern, 0, f"internal translation error ({exc})") from None

