"""String formats as the API server checks them for a CRD: kube-openapi's `strfmt` registry.

Each check is a translation of the Go function the registry calls (kube-openapi
pkg/validation/strfmt/default.go, date.go, time.go, duration.go, kubernetes-extensions.go;
Go's net.ParseIP / ParseCIDR / ParseMAC, net/url.ParseRequestURI and net/mail.ParseAddress;
k8s.io/utils/net's "sloppy" IPv4 parsing), not Python's idea of the format: a `uuid` may lack
its dashes, a `hostname` may hold Unicode letters and symbols, an `ipv4` may have leading
zeros, a `date-time` is checked by a regular expression with string comparisons.

The API server validates only the formats it supports for CRDs
(apiextensions-apiserver pkg/apiserver/validation/formats.go) and ignores the rest: `check`
returns None for those. Names are compared without dashes, as go-openapi normalises them.
Go reads strings as UTF-8 bytes; the byte-level checks here do the same.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .goregex import compile_go

__all__ = ["FORMATS", "check", "is_crd_format", "is_format"]


def _go(pattern: str) -> Callable[[str], bool]:
    rx = compile_go(pattern)
    return lambda s: rx.search(s) is not None


def _bytes(s: str) -> bytes:
    return s.encode("utf-8", "surrogatepass")


_DIGITS = b"0123456789"
_HEX = b"0123456789abcdefABCDEF"
_BIG = 0xFFFFFF


def _dtoi(s: bytes) -> tuple[int, int, bool]:
    """Go net's dtoi: the decimal at the start of s, its length, ok."""
    n = i = 0
    while i < len(s) and s[i] in _DIGITS:
        n = n * 10 + s[i] - 48
        if n >= _BIG:
            return _BIG, i, False
        i += 1
    return (n, i, i > 0)


def _xtoi(s: bytes) -> tuple[int, int, bool]:
    n = i = 0
    while i < len(s) and s[i] in _HEX:
        n = n * 16 + int(chr(s[i]), 16)
        if n >= _BIG:
            return 0, i, False
        i += 1
    return (n, i, i > 0)


def _ipv4(s: bytes, sloppy: bool) -> bool:
    """Go 1.16's parseIPv4 (sloppy: leading zeros allowed) or netip's (strict)."""
    for i in range(4):
        if not s:
            return False
        if i > 0:
            if s[0] != ord("."):
                return False
            s = s[1:]
        n, c, ok = _dtoi(s)
        if not ok or n > 0xFF:
            return False
        if not sloppy and (c > 3 or (c > 1 and s[0] == ord("0"))):
            return False
        s = s[c:]
    return not s


def _ipv6(s: bytes, sloppy: bool) -> bool:
    """Go's parseIPv6 (16 bytes, one `::`, a trailing IPv4 in the last 4 bytes)."""
    ellipsis = -1
    if s[:2] == b"::":
        ellipsis, s = 0, s[2:]
        if not s:
            return True
    i = 0
    while i < 16:
        n, c, ok = _xtoi(s)
        if not ok or n > 0xFFFF or (not sloppy and c > 4):
            return False
        if c < len(s) and s[c] == ord("."):
            if (ellipsis < 0 and i != 12) or i + 4 > 16 or not _ipv4(s, sloppy):
                return False
            i += 4
            s = b""
            break
        i += 2
        s = s[c:]
        if not s:
            break
        if s[0] != ord(":") or len(s) == 1:
            return False
        s = s[1:]
        if s[0] == ord(":"):
            if ellipsis >= 0:
                return False
            ellipsis, s = i, s[1:]
            if not s:
                break
    if s:
        return False
    if i < 16:
        return ellipsis >= 0
    return ellipsis < 0


def _parse_ip(s: bytes, sloppy: bool) -> bool:
    for b in s:
        if b == ord("."):
            return _ipv4(s, sloppy)
        if b == ord(":"):
            return _ipv6(s, sloppy)
    return False


def _is_ipv4(s: str) -> bool:  # strfmt isIPv4: netutils.ParseIPSloppy(s) != nil && has "."
    b = _bytes(s)
    return _parse_ip(b, sloppy=True) and b"." in b


def _is_ipv6(s: str) -> bool:  # govalidator.IsIPv6: net.ParseIP(s) != nil && has ":"
    b = _bytes(s)
    return _parse_ip(b, sloppy=False) and b":" in b


def _is_cidr(s: str) -> bool:  # netutils.ParseCIDRSloppy
    b = _bytes(s)
    i = b.find(b"/")
    if i < 0:
        return False
    addr, mask = b[:i], b[i + 1 :]
    if _ipv4(addr, sloppy=True):
        bits = 32
    elif _ipv6(addr, sloppy=True) if addr else False:
        bits = 128
    else:
        return False
    n, c, ok = _dtoi(mask)
    return ok and c == len(mask) and 0 <= n <= bits


def _is_mac(s: str) -> bool:  # net.ParseMAC
    b = _bytes(s)

    def xtoi2(part: bytes, sep: int) -> bool:
        if len(part) > 2 and part[2] != sep:
            return False
        _, ei, ok = _xtoi(part[:2])
        return ok and ei == 2

    if len(b) < 14:
        return False
    if b[2] in b":-":
        if (len(b) + 1) % 3:
            return False
        n = (len(b) + 1) // 3
        return n in (6, 8, 20) and all(xtoi2(b[3 * i :], b[2]) for i in range(n))
    if b[4] == ord("."):
        if (len(b) + 1) % 5:
            return False
        n = 2 * (len(b) + 1) // 5
        return n in (6, 8, 20) and all(
            xtoi2(b[5 * j : 5 * j + 2], 0) and xtoi2(b[5 * j + 2 :], b[4]) for j in range(n // 2)
        )
    return False


# --- net/url.ParseRequestURI ----------------------------------------------------------

_HOST_OK = set(b"!$&'()*+,;=:[]<>\"-_.~")
_USERINFO_OK = set(b"-._:~!$&'()*+,;=%@")


def _alnum(b: int) -> bool:
    return 48 <= b <= 57 or 65 <= b <= 90 or 97 <= b <= 122


def _unescape(s: bytes, mode: str) -> bool:
    """Go url.unescape's checks (no decoding needed): bad %-escapes, bad host bytes."""
    i = 0
    while i < len(s):
        c = s[i]
        if c == ord("%"):
            if i + 2 >= len(s) or s[i + 1] not in _HEX or s[i + 2] not in _HEX:
                return False
            v = int(s[i + 1 : i + 3], 16)
            if mode == "host" and v < 0x80 and s[i : i + 3] != b"%25":  # Go: unhex(s[i+1]) < 8
                return False
            if mode == "zone" and s[i : i + 3] != b"%25" and v != 32 and _escapes_in_host(v):
                return False
            i += 3
            continue
        if mode in ("host", "zone") and c < 0x80 and _escapes_in_host(c):
            return False
        i += 1
    return True


def _escapes_in_host(c: int) -> bool:
    return not (_alnum(c) or c in _HOST_OK)


def _valid_port(port: bytes) -> bool:
    return port == b"" or (port[:1] == b":" and all(b in _DIGITS for b in port[1:]))


def _parse_host(host: bytes) -> bool:
    if host.startswith(b"["):
        i = host.rfind(b"]")
        if i < 0 or not _valid_port(host[i + 1 :]):
            return False
        zone = host[:i].find(b"%25")
        if zone >= 0:
            return (
                _unescape(host[:zone], "host")
                and _unescape(host[zone:i], "zone")
                and _unescape(host[i:], "host")
            )
    else:
        i = host.rfind(b":")
        if i != -1 and not _valid_port(host[i:]):
            return False
    return _unescape(host, "host")


def _is_request_uri(s: str) -> bool:  # govalidator.IsRequestURI: url.ParseRequestURI(s) == nil error
    b = _bytes(s)
    if any(c < 0x20 or c == 0x7F for c in b) or not b:
        return False
    if b == b"*":
        return True
    scheme, rest = b"", b
    for i, c in enumerate(b):
        if 65 <= c <= 90 or 97 <= c <= 122:
            continue
        if c in _DIGITS or c in b"+-.":
            if i == 0:
                break
            continue
        if c == ord(":"):
            if i == 0:
                return False  # "missing protocol scheme"
            scheme, rest = b[:i], b[i + 1 :]
        break
    if rest.endswith(b"?") and rest.count(b"?") == 1:
        rest = rest[:-1]
    else:
        rest = rest.split(b"?", 1)[0]
    if not rest.startswith(b"/"):
        return bool(scheme)  # an opaque URI ("mailto:x"); without a scheme: not for a request
    if scheme and rest.startswith(b"//"):
        authority, _, path = rest[2:].partition(b"/")
        rest = b"/" + path if _ else b""
        at = authority.rfind(b"@")
        if at >= 0:
            userinfo = authority[:at]
            if not all(_alnum(c) or c in _USERINFO_OK or c >= 0x80 for c in userinfo):
                return False
            if not _unescape(userinfo, "userinfo"):
                return False
        if not _parse_host(authority[at + 1 :]):
            return False
    return _unescape(rest, "path")


# --- net/mail.ParseAddress -----------------------------------------------------------

_ATEXT = set(b"!#$%&'*+-/=?^_`{|}~")


class _Mail:
    """The parts of Go's net/mail addrParser that decide whether an address parses."""

    def __init__(self, s: str) -> None:
        self.s = s

    def skip_space(self) -> None:
        self.s = self.s.lstrip(" \t")

    def skip_cfws(self) -> bool:
        self.skip_space()
        while self.s.startswith("("):
            if not self.comment():
                return False
            self.skip_space()
        return True

    def comment(self) -> bool:
        depth, i = 1, 1
        while i < len(self.s) and depth:
            c = self.s[i]
            if c == "\\" and i + 1 < len(self.s):
                i += 1
            elif c == "(":
                depth += 1
            elif c == ")":
                depth -= 1
            i += 1
        if depth:
            return False
        self.s = self.s[i:]
        return True

    def atom(self, dot: bool, permissive: bool) -> str | None:
        i = 0
        while i < len(self.s):
            c = self.s[i]
            if c == "\\" or c.isspace() or not self.is_atext(c, dot):
                break
            i += 1
        if i == 0:
            return None
        atom = self.s[:i]
        if not permissive and (atom.startswith(".") or ".." in atom or atom.endswith(".")):
            return None
        self.s = self.s[i:]
        return atom

    @staticmethod
    def is_atext(c: str, dot: bool) -> bool:
        if c == ".":
            return dot
        if ord(c) >= 0x80:
            return c.isprintable()
        return _alnum(ord(c)) or ord(c) in _ATEXT

    def quoted_string(self) -> str | None:
        i, out, escaped = 1, [], False
        while True:
            if i >= len(self.s):
                return None
            c = self.s[i]
            if escaped:
                if not (c.isprintable() or c in " \t"):
                    return None
                out.append(c)
                escaped = False
            elif c == '"':
                break
            elif c == "\\":
                escaped = True
            elif c not in " \t" and not (c.isprintable() and c != "\\"):
                return None
            else:
                out.append(c)
            i += 1
        self.s = self.s[i + 1 :]
        return "".join(out)

    def addr_spec(self) -> bool:
        saved = self.s
        ok = self._addr_spec()
        if not ok:
            self.s = saved
        return ok

    def _addr_spec(self) -> bool:
        if not self.skip_cfws() or not self.s:
            return False
        if self.s.startswith('"'):
            if self.quoted_string() is None:
                return False
        elif self.atom(dot=True, permissive=False) is None:
            return False
        if not self.skip_cfws() or not self.s.startswith("@"):
            return False
        self.s = self.s[1:]
        if not self.skip_cfws() or not self.s:
            return False
        if self.s.startswith("["):
            end = self.s.find("]")
            if end < 0 or not all(c.isprintable() and c not in "[]\\" for c in self.s[1:end]):
                return False
            self.s = self.s[end + 1 :]
        elif self.atom(dot=True, permissive=False) is None:
            return False
        return self.skip_cfws()

    def phrase(self) -> bool:
        words = 0
        while True:
            if not self.skip_cfws():
                return False
            if self.s.startswith('"'):
                if self.quoted_string() is None:
                    return False
            else:
                atom = self.atom(dot=True, permissive=True)
                if atom is None:
                    break
                if atom.startswith("=?") and not _rfc2047_ok(atom):
                    return False
            words += 1
        return words > 0

    def address(self, group: bool) -> int | None:
        """Go's parseAddress: how many addresses were read (a group may hold several), or None."""
        self.skip_space()
        if not self.s:
            return None
        if self.addr_spec():
            self.skip_space()
            if self.s.startswith("(") and not self.comment():
                return None
            return 1
        if not self.s.startswith("<") and not self.phrase():
            return None
        self.skip_space()
        if group and self.s.startswith(":"):
            self.s = self.s[1:]
            return self.group_list()
        if not self.s.startswith("<"):
            return None
        self.s = self.s[1:]
        if not self.addr_spec() or not self.s.startswith(">"):
            return None
        self.s = self.s[1:]
        return 1

    def group_list(self) -> int | None:
        count = 0
        self.skip_space()
        if self.s.startswith(";"):
            self.s = self.s[1:]
            return 0 if self.skip_cfws() else None
        while True:
            self.skip_space()
            n = self.address(group=False)
            if n is None or not self.skip_cfws():
                return None
            count += n
            if self.s.startswith(";"):
                self.s = self.s[1:]
                return count if self.skip_cfws() else None
            if not self.s.startswith(","):
                return None
            self.s = self.s[1:]

    def parse(self) -> bool:
        """ParseAddress: exactly one address (a group of one counts), nothing after it."""
        return self.address(group=True) == 1 and self.skip_cfws() and not self.s


_ENCODED_WORD = re.compile(r"=\?([^?]+)\?([bBqQ])\?([^?]*)\?=\Z")


def _rfc2047_ok(word: str) -> bool:
    """Go's mime.WordDecoder fails (and so does ParseAddress) only on an unknown charset."""
    m = _ENCODED_WORD.match(word)
    if m is None:
        return True  # not an encoded word: kept as it is
    return m.group(1).lower() in ("utf-8", "iso-8859-1", "us-ascii")


def _is_email(s: str) -> bool:  # strfmt IsEmail: mail.ParseAddress(s) ok and Address != ""
    return _Mail(s).parse()


# --- dates, times, durations ---------------------------------------------------------

_DAYS = (31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)


def _is_date(s: str) -> bool:  # time.Parse("2006-01-02", s)
    if len(s) != 10 or s[4] != "-" or s[7] != "-":
        return False
    y, m, d = s[:4], s[5:7], s[8:]
    if not all(part.isascii() and part.isdigit() for part in (y, m, d)):
        return False
    year, month, day = int(y), int(m), int(d)
    if not 1 <= month <= 12 or day < 1 or day > _DAYS[month - 1]:
        return False
    leap = year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)
    return not (month == 2 and day == 29 and not leap)


_RX_DATE_TIME = compile_go(r"^([0-9]{2}):([0-9]{2}):([0-9]{2})(.[0-9]+)?(z|([+-][0-9]{2}:[0-9]{2}))$")


def _is_date_time(s: str) -> bool:  # strfmt IsDateTime
    if len(_bytes(s)) < 4:
        return False
    parts = s.lower().split("t")
    if len(parts) < 2 or not _is_date(parts[0]):
        return False
    m = _RX_DATE_TIME.search(parts[1])
    return m is not None and m.group(1) <= "23" and m.group(2) <= "59" and m.group(3) <= "59"


_GO_UNITS = {"ns", "us", "\u00b5s", "\u03bcs", "ms", "s", "m", "h"}
_DURATION_MATCHER = compile_go(r"((\d+)\s*([A-Za-zµ]+))")
_UNIT_VARIANTS = (
    ("ns", "nano"),
    ("us", "µs", "micro"),
    ("ms", "milli"),
    ("s", "sec"),
    ("m", "min"),
    ("h", "hr", "hour"),
    ("d", "day"),
    ("w", "wk", "week"),
)
_INT64_MAX = 2**63 - 1


def _go_parse_duration(s: str) -> bool:
    """Whether Go's time.ParseDuration accepts s (overflow included)."""
    orig = s
    if s[:1] in ("-", "+"):
        s = s[1:]
    if s == "0":
        return True
    if not s:
        return False
    total = 0
    while s:
        m = re.match(r"([0-9]*)(\.([0-9]*))?", s)
        pre, post = m.group(1), m.group(3) or ""
        if not pre and not post:
            return False  # no digits (".s" or a unit alone)
        s = s[m.end() :]
        u = re.match(r"[^0-9.]*", s).group(0)
        if u not in _GO_UNITS:
            return False
        s = s[len(u) :]
        scale = {"ns": 1, "us": 10**3, "\u00b5s": 10**3, "\u03bcs": 10**3, "ms": 10**6,
                 "s": 10**9, "m": 60 * 10**9, "h": 3600 * 10**9}[u]
        whole = int(pre or "0")
        if whole > (1 << 63) // scale:
            return False
        value = whole * scale
        if post:
            value += int(int(post) * scale / 10 ** len(post))
        total += value
        if total > 1 << 63:
            return False
    return total <= _INT64_MAX or orig.startswith("-")


def _is_duration(s: str) -> bool:  # strfmt ParseDuration: Go's, then its own unit words
    if _go_parse_duration(s):
        return True
    ok = False
    for m in _DURATION_MATCHER.finditer(s):
        if int(m.group(2)) > _INT64_MAX:
            return False  # strconv.Atoi fails: the whole parse fails
        unit = m.group(3).strip().lower()
        for variants in _UNIT_VARIANTS:
            last = len(variants) - 1
            for i, variant in enumerate(variants):
                if (i == last and unit.startswith(variant)) or variant.casefold() == unit.casefold():
                    ok = True
    return ok


# --- the rest: patterns and checksums -------------------------------------------------

_RX_HOSTNAME = compile_go(
    r"^([a-zA-Z0-9\p{S}\p{L}]((-?[a-zA-Z0-9\p{S}\p{L}]{0,62})?)|([a-zA-Z0-9\p{S}\p{L}](([a-zA-Z0-9-\p{S}\p{L}]{0,61}[a-zA-Z0-9\p{S}\p{L}])?)(\.)){1,}([a-zA-Z\p{L}]){2,63})$"
)


def _is_hostname(s: str) -> bool:  # strfmt IsHostname
    return (
        _RX_HOSTNAME.search(s) is not None
        and len(_bytes(s)) <= 255
        and all(len(_bytes(p)) <= 63 for p in s.split("."))
    )


_WS_MINUS = compile_go(r"[\s-]+")
_NOT_NUMBER = compile_go(r"[^0-9]+")
_ISBN10 = compile_go(r"^(?:[0-9]{9}X|[0-9]{10})$")
_ISBN13 = compile_go(r"^(?:[0-9]{13})$")
_CREDIT_CARD = compile_go(
    r"^(?:4[0-9]{12}(?:[0-9]{3})?|5[1-5][0-9]{14}|6(?:011|5[0-9][0-9])[0-9]{12}|3[47][0-9]{13}|3(?:0[0-5]|[68][0-9])[0-9]{11}|(?:2131|1800|35\d{3})\d{11})$"
)


def _is_isbn10(s: str) -> bool:
    d = _WS_MINUS.sub("", s)
    if not _ISBN10.search(d):
        return False
    total = sum((i + 1) * int(d[i]) for i in range(9)) + 10 * (10 if d[9] == "X" else int(d[9]))
    return total % 11 == 0


def _is_isbn13(s: str) -> bool:
    d = _WS_MINUS.sub("", s)
    if not _ISBN13.search(d):
        return False
    total = sum((1, 3)[i % 2] * int(d[i]) for i in range(12))
    return int(d[12]) - (10 - total % 10) % 10 == 0


def _is_credit_card(s: str) -> bool:
    d = _NOT_NUMBER.sub("", s)
    if not _CREDIT_CARD.search(d):
        return False
    total, double = 0, False
    for ch in reversed(d):
        n = int(ch) * (2 if double else 1)
        total += n % 10 + 1 if n >= 10 else n
        double = not double
    return total % 10 == 0


def _is_bson_object_id(s: str) -> bool:
    return len(s) == 24 and all(c in "0123456789abcdefABCDEF" for c in s)


_SHORT = "[a-z0-9]([-a-z0-9]*[a-z0-9])?"
_RX_SHORT = compile_go(f"^{_SHORT}$")
_RX_LONG = compile_go(f"^{_SHORT}(\\.{_SHORT})*$")
_RX_SSN = compile_go(r"^\d{3}[- ]?\d{2}[- ]?\d{4}$")

# Registry name (dashes removed, as go-openapi normalises) -> check. Only what the API server
# validates for CRDs (apiextensions-apiserver formats.go, Kubernetes 1.34); "quantity" is in
# its list but not in strfmt's registry, so it is never checked either.
FORMATS: dict[str, Callable[[str], bool]] = {
    "bsonobjectid": _is_bson_object_id,
    "uri": _is_request_uri,
    "email": _is_email,
    "hostname": _is_hostname,
    "ipv4": _is_ipv4,
    "ipv6": _is_ipv6,
    "cidr": _is_cidr,
    "mac": _is_mac,
    "uuid": _go(r"(?i)^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$"),
    "uuid3": _go(r"(?i)^[0-9a-f]{8}-?[0-9a-f]{4}-?3[0-9a-f]{3}-?[0-9a-f]{4}-?[0-9a-f]{12}$"),
    "uuid4": _go(r"(?i)^[0-9a-f]{8}-?[0-9a-f]{4}-?4[0-9a-f]{3}-?[89ab][0-9a-f]{3}-?[0-9a-f]{12}$"),
    "uuid5": _go(r"(?i)^[0-9a-f]{8}-?[0-9a-f]{4}-?5[0-9a-f]{3}-?[89ab][0-9a-f]{3}-?[0-9a-f]{12}$"),
    "isbn": lambda s: _is_isbn10(s) or _is_isbn13(s),
    "isbn10": _is_isbn10,
    "isbn13": _is_isbn13,
    "creditcard": _is_credit_card,
    "ssn": lambda s: len(_bytes(s)) == 11 and _RX_SSN.search(s) is not None,
    "hexcolor": _go(r"^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$"),
    "rgbcolor": _go(
        r"^rgb\(\s*(0|[1-9]\d?|1\d\d?|2[0-4]\d|25[0-5])\s*,\s*(0|[1-9]\d?|1\d\d?|2[0-4]\d|25[0-5])\s*,\s*(0|[1-9]\d?|1\d\d?|2[0-4]\d|25[0-5])\s*\)$"
    ),
    "byte": _go(
        r"^(?:[A-Za-z0-9+\/]{4})*(?:[A-Za-z0-9+\/]{2}==|[A-Za-z0-9+\/]{3}=|[A-Za-z0-9+\/]{4})$"
    ),
    "password": lambda s: True,
    "date": _is_date,
    "duration": _is_duration,
    "datetime": _is_date_time,
    "k8sshortname": lambda s: len(_bytes(s)) <= 63 and _RX_SHORT.search(s) is not None,
    "k8slongname": lambda s: len(_bytes(s)) <= 253 and _RX_LONG.search(s) is not None,
}


def is_crd_format(name: str) -> bool:
    """Whether the API server keeps this format in a CRD schema ("quantity" is kept, unchecked)."""
    return name.replace("-", "") in FORMATS or name.replace("-", "") == "quantity"


def is_format(name: str) -> bool:
    """Whether the API server checks values of this format (for a CRD)."""
    return name.replace("-", "") in FORMATS


def check(name: str, value: str) -> bool | None:
    """Whether `value` is a valid `name`; None when the API server does not check `name`."""
    fn = FORMATS.get(name.replace("-", ""))
    return None if fn is None else fn(value)
