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

import base64
import binascii
import ipaddress
import re
from collections.abc import Callable

from .goregex import compile_go, go_pattern

__all__ = ["FORMATS", "check", "is_crd_format", "is_format"]


# The Go patterns below (`_RX_*` and the rest, each declared by `go_pattern`) are compiled
# at first use, by the cached `compile_go`: the hostname's `\p{S}` and `\p{L}` build
# Unicode's category tables, which cost every run of the command line 0.4-0.5 s at import,
# a lint rerun after one edit half its time.
def _go(pattern: str) -> Callable[[str], bool]:
    go_pattern(pattern)
    return lambda s: compile_go(pattern).search(s) is not None


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


# --- net/url.ParseRequestURI (Go 1.27's net/url) ---------------------------------------

_HOST_OK = set(b"!$&'()*+,;=:[]<>\"-_.~")
_USERINFO_OK = set(b"-._:~!$&'()*+,;=%@")


def _alnum(b: int) -> bool:
    return 48 <= b <= 57 or 65 <= b <= 90 or 97 <= b <= 122


def _escapes_in_host(c: int) -> bool:  # url.shouldEscape(c, encodeHost / encodeZone)
    return not (_alnum(c) or c in _HOST_OK)


def _hex_pair(s: bytes, i: int) -> bool:
    """Whether two hex digits follow the escape character at s[i] (`%41`, `=41`)."""
    return i + 2 < len(s) and s[i + 1] in _HEX and s[i + 2] in _HEX


def _unescape(s: bytes, mode: str) -> bytes | None:
    """Go's url.unescape: the decoded bytes, or None where Go returns an error."""
    out = bytearray()
    i = 0
    while i < len(s):
        c = s[i]
        if c == ord("%"):
            if not _hex_pair(s, i):
                return None
            v = int(s[i + 1 : i + 3], 16)
            if mode == "host" and v < 0x80 and s[i : i + 3] != b"%25":  # Go: unhex(s[i+1]) < 8
                return None
            if mode == "zone" and s[i : i + 3] != b"%25" and v != 32 and _escapes_in_host(v):
                return None
            out.append(v)
            i += 3
            continue
        if mode in ("host", "zone") and c < 0x80 and _escapes_in_host(c):
            return None
        out.append(c)
        i += 1
    return bytes(out)


def _valid_port(port: bytes) -> bool:
    return port == b"" or (port[:1] == b":" and all(b in _DIGITS for b in port[1:]))


def _netip_v6(addr: bytes) -> bool:
    """netip.ParseAddr(addr) succeeds and is not an IPv4 address (a bracketed URL host)."""
    for b in addr:
        if b == ord("."):
            return False  # IPv4 (or invalid): "invalid IP-literal" either way
        if b == ord(":"):
            ip, pct, zone = addr.partition(b"%")
            return _ipv6(ip, sloppy=False) and (not pct or bool(zone))
        if b == ord("%"):
            return False
    return False


def _parse_host(scheme: bytes, host: bytes) -> bool:
    bracket = host.rfind(b"[")
    if bracket > 0:
        return False  # "invalid IP-literal"
    if bracket == 0:
        close = host.rfind(b"]")
        if close < 0 or not _valid_port(host[close + 1 :]) or _unescape(host[close + 1 :], "host") is None:
            return False
        name = host[1:close]
        zone = name.find(b"%25")
        if zone >= 0:
            head, tail = _unescape(name[:zone], "host"), _unescape(name[zone:], "zone")
            unescaped = None if head is None or tail is None else head + tail
        else:
            unescaped = _unescape(name, "host")
        return unescaped is not None and _netip_v6(unescaped)
    first = host.find(b":")
    if first != -1:
        # Since Go 1.26 an http(s) host may hold one colon only (godebug urlstrictcolons).
        i = first if scheme in (b"http", b"https") else host.rfind(b":")
        if not _valid_port(host[i:]):
            return False
    return _unescape(host, "host") is not None


def _is_request_uri(s: str) -> bool:  # govalidator.IsRequestURI: url.ParseRequestURI(s) succeeds
    b = _bytes(s)
    if any(c < 0x20 or c == 0x7F for c in b) or not b:
        return False
    if b == b"*":
        return True
    scheme, rest = b"", b
    for i, c in enumerate(b):  # getScheme
        if 65 <= c <= 90 or 97 <= c <= 122:
            continue
        if c in _DIGITS or c in b"+-.":
            if i == 0:
                break
            continue
        if c == ord(":"):
            if i == 0:
                return False  # "missing protocol scheme"
            scheme, rest = b[:i].lower(), b[i + 1 :]
        break
    if rest.endswith(b"?") and rest.count(b"?") == 1:
        rest = rest[:-1]
    else:
        rest = rest.split(b"?", 1)[0]
    if not rest.startswith(b"/"):
        return bool(scheme)  # opaque ("mailto:x"); without a scheme: "invalid URI for request"
    if scheme and rest.startswith(b"//"):
        authority, slash, path = rest[2:].partition(b"/")
        rest = slash + path
        at = authority.rfind(b"@")
        if not _parse_host(scheme, authority[at + 1 :]):
            return False
        if at >= 0:
            userinfo = authority[:at]
            if not all(_alnum(c) or c in _USERINFO_OK for c in userinfo):
                return False
            if any(_unescape(part, "userinfo") is None for part in userinfo.split(b":", 1)):
                return False
    return _unescape(rest, "path") is not None


# --- net/mail.ParseAddress (Go 1.27's net/mail) ----------------------------------------

_SPECIALS = frozenset('()<>[]:;@\\,"')


def _vchar(c: str) -> bool:
    return "!" <= c <= "~" or ord(c) >= 0x80


def _atext(c: str, dot: bool) -> bool:
    if c == ".":
        return dot
    return c not in _SPECIALS and _vchar(c)


class _CharsetError(Exception):
    """An encoded word in a charset Go's decoder does not know: ParseAddress fails."""


def _rfc2047(word: str) -> bool:
    """addrParser.decodeRFC2047Word: True if `word` decodes as an encoded word; raises
    _CharsetError when it would but its charset is unknown; False when it is not one."""
    raw = _bytes(word)
    if len(raw) < 8 or not word.startswith("=?") or not word.endswith("?=") or word.count("?") != 4:
        return False
    charset, _, rest = word[2:-2].partition("?")
    encoding, _, text = rest.partition("?")
    if not charset or len(encoding) != 1:
        return False
    if encoding in "Bb":
        try:
            base64.b64decode(text, validate=True)
        except (binascii.Error, ValueError):
            return False
    elif encoding in "Qq":
        t, i = _bytes(text), 0
        while i < len(t):  # mime.qDecode
            if t[i] == ord("="):
                if not _hex_pair(t, i):
                    return False
                i += 2
            elif not (32 <= t[i] <= 126 or t[i] in b"\n\r\t"):
                return False
            i += 1
    else:
        return False
    if charset.lower() not in ("utf-8", "iso-8859-1", "us-ascii"):
        raise _CharsetError(charset)
    return True


class _Mail:
    """Go's net/mail addrParser, as far as deciding whether ParseAddress succeeds."""

    def __init__(self, s: str) -> None:
        self.s = s

    def skip_space(self) -> None:
        self.s = self.s.lstrip(" \t")

    def consume(self, c: str) -> bool:
        if self.s.startswith(c):
            self.s = self.s[1:]
            return True
        return False

    def comment(self) -> str | None:
        """consumeComment, after the '(': the comment, or None when unclosed."""
        depth, text = 1, []
        while self.s and depth:
            if self.s[0] == "\\" and len(self.s) > 1:
                self.s = self.s[1:]
            elif self.s[0] == "(":
                depth += 1
            elif self.s[0] == ")":
                depth -= 1
            if depth:
                text.append(self.s[0])
            self.s = self.s[1:]
        return None if depth else "".join(text)

    def skip_cfws(self) -> bool:
        self.skip_space()
        while self.consume("("):
            if self.comment() is None:
                return False
            self.skip_space()
        return True

    def atom(self, dot: bool, permissive: bool) -> str:
        i = 0
        while i < len(self.s) and _atext(self.s[i], dot):
            i += 1
        if i == 0:
            raise ValueError("invalid string")
        atom = self.s[:i]
        if not permissive and (atom.startswith(".") or ".." in atom or atom.endswith(".")):
            raise ValueError("dots")
        self.s = self.s[i:]
        return atom

    def quoted_string(self) -> str:
        i, out, escaped = 1, [], False
        while True:
            if i >= len(self.s):
                raise ValueError("unclosed quoted-string")
            c = self.s[i]
            if escaped:
                if not (_vchar(c) or c in " \t"):
                    raise ValueError("bad character")
                out.append(c)
                escaped = False
            elif (c not in '\\"' and _vchar(c)) or c in " \t":
                out.append(c)
            elif c == '"':
                break
            elif c == "\\":
                escaped = True
            else:
                raise ValueError("bad character")
            i += 1
        self.s = self.s[i + 1 :]
        return "".join(out)

    def domain_literal(self) -> None:
        self.s = self.s[1:]  # the '['
        end = 0
        while True:
            if end >= len(self.s):
                raise ValueError("unclosed domain-literal")
            c = self.s[end]
            if c == "]":
                break
            if c in "[\\" or not _vchar(c):
                raise ValueError("bad character in domain-literal")
            end += 1
        dtext, self.s = self.s[:end], self.s[end + 1 :]
        raw = _bytes(dtext)
        if raw.startswith(b"IPv6:"):
            ok = _parse_ip(raw[5:], sloppy=False)  # any IP: Go's ParseIP gives 16 bytes for both
        else:  # ParseIP(...).To4() != nil: IPv4, or IPv4-mapped IPv6
            ok = _parse_ip(raw, sloppy=False) and (
                b":" not in raw or _ipv4_mapped(raw)
            )
        if not ok:
            raise ValueError("invalid IP address in domain-literal")

    def addr_spec(self) -> bool:
        saved = self.s
        try:
            self.skip_space()
            if not self.s:
                raise ValueError("no addr-spec")
            if self.s.startswith('"'):
                if self.quoted_string() == "":
                    raise ValueError("empty quoted string in addr-spec")
            else:
                self.atom(dot=True, permissive=False)
            if not self.consume("@"):
                raise ValueError("missing @")
            self.skip_space()
            if not self.s:
                raise ValueError("no domain")
            if self.s.startswith("["):
                self.domain_literal()
            else:
                self.atom(dot=True, permissive=False)
        except ValueError:
            self.s = saved
            return False
        return True

    def phrase(self) -> None:
        words = 0
        while True:
            if words and not self.skip_cfws():
                raise ValueError("misformatted parenthetical comment")
            self.skip_space()
            if not self.s:
                break
            try:
                if self.s.startswith('"'):
                    self.quoted_string()
                else:
                    _rfc2047(self.atom(dot=True, permissive=True))
            except (ValueError, _CharsetError):
                if words:
                    break  # errors after the first word are ignored
                raise ValueError("missing word in phrase") from None
            words += 1

    def address(self, group: bool) -> int:
        """parseAddress: how many addresses (a group may hold several); ValueError if none."""
        self.skip_space()
        if not self.s:
            raise ValueError("no address")
        if self.addr_spec():
            self.skip_space()
            if self.consume("("):
                comment = self.comment()
                if comment is None:
                    raise ValueError("misformatted parenthetical comment")
                for word in comment.replace("\t", " ").split():
                    try:
                        _rfc2047(word)
                    except _CharsetError:
                        raise ValueError("charset") from None
            return 1
        if not self.s.startswith("<"):
            self.phrase()
        self.skip_space()
        if group and self.consume(":"):
            return self.group_list()
        if not self.consume("<") or not self.addr_spec() or not self.consume(">"):
            raise ValueError("no angle-addr")
        return 1

    def group_list(self) -> int:
        count = 0
        self.skip_space()
        if self.consume(";"):
            if not self.skip_cfws():
                raise ValueError("misformatted parenthetical comment")
            return 0
        while True:
            self.skip_space()
            count += self.address(group=False)
            if not self.skip_cfws():
                raise ValueError("misformatted parenthetical comment")
            if self.consume(";"):
                if not self.skip_cfws():
                    raise ValueError("misformatted parenthetical comment")
                return count
            if not self.consume(","):
                raise ValueError("expected comma")

    def parse(self) -> bool:
        """parseSingleAddress: exactly one address (a group of one counts), nothing after."""
        try:
            count = self.address(group=True)
        except ValueError:
            return False
        return self.skip_cfws() and not self.s and count == 1


def _ipv4_mapped(raw: bytes) -> bool:
    """Whether an IPv6 text is an IPv4-mapped address (::ffff:a.b.c.d or its hex form)."""
    ip = ipaddress.IPv6Address(raw.decode("ascii"))
    return ip.ipv4_mapped is not None


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


_RX_DATE_TIME = go_pattern(r"^([0-9]{2}):([0-9]{2}):([0-9]{2})(.[0-9]+)?(z|([+-][0-9]{2}:[0-9]{2}))$")


def _is_date_time(s: str) -> bool:  # strfmt IsDateTime
    if len(_bytes(s)) < 4:
        return False
    parts = s.lower().split("t")
    if len(parts) < 2 or not _is_date(parts[0]):
        return False
    m = compile_go(_RX_DATE_TIME).search(parts[1])
    return m is not None and m.group(1) <= "23" and m.group(2) <= "59" and m.group(3) <= "59"


_GO_UNITS = {"ns", "us", "\u00b5s", "\u03bcs", "ms", "s", "m", "h"}
_DURATION_MATCHER = go_pattern(r"((\d+)\s*([A-Za-zµ]+))")
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
    for m in compile_go(_DURATION_MATCHER).finditer(s):
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

_RX_HOSTNAME = go_pattern(
    r"^([a-zA-Z0-9\p{S}\p{L}]((-?[a-zA-Z0-9\p{S}\p{L}]{0,62})?)|([a-zA-Z0-9\p{S}\p{L}](([a-zA-Z0-9-\p{S}\p{L}]{0,61}[a-zA-Z0-9\p{S}\p{L}])?)(\.)){1,}([a-zA-Z\p{L}]){2,63})$"
)


def _is_hostname(s: str) -> bool:  # strfmt IsHostname
    return (
        compile_go(_RX_HOSTNAME).search(s) is not None
        and len(_bytes(s)) <= 255
        and all(len(_bytes(p)) <= 63 for p in s.split("."))
    )


_WS_MINUS = go_pattern(r"[\s-]+")
_NOT_NUMBER = go_pattern(r"[^0-9]+")
_ISBN10 = go_pattern(r"^(?:[0-9]{9}X|[0-9]{10})$")
_ISBN13 = go_pattern(r"^(?:[0-9]{13})$")
_CREDIT_CARD = go_pattern(
    r"^(?:4[0-9]{12}(?:[0-9]{3})?|5[1-5][0-9]{14}|6(?:011|5[0-9][0-9])[0-9]{12}|3[47][0-9]{13}|3(?:0[0-5]|[68][0-9])[0-9]{11}|(?:2131|1800|35\d{3})\d{11})$"
)


def _is_isbn10(s: str) -> bool:
    d = compile_go(_WS_MINUS).sub("", s)
    if not compile_go(_ISBN10).search(d):
        return False
    total = sum((i + 1) * int(d[i]) for i in range(9)) + 10 * (10 if d[9] == "X" else int(d[9]))
    return total % 11 == 0


def _is_isbn13(s: str) -> bool:
    d = compile_go(_WS_MINUS).sub("", s)
    if not compile_go(_ISBN13).search(d):
        return False
    total = sum((1, 3)[i % 2] * int(d[i]) for i in range(12))
    return int(d[12]) - (10 - total % 10) % 10 == 0


def _is_credit_card(s: str) -> bool:
    d = compile_go(_NOT_NUMBER).sub("", s)
    if not compile_go(_CREDIT_CARD).search(d):
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
_RX_SHORT = go_pattern(f"^{_SHORT}$")
_RX_LONG = go_pattern(f"^{_SHORT}(\\.{_SHORT})*$")
_RX_SSN = go_pattern(r"^\d{3}[- ]?\d{2}[- ]?\d{4}$")

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
    "ssn": lambda s: len(_bytes(s)) == 11 and compile_go(_RX_SSN).search(s) is not None,
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
    "k8sshortname": lambda s: len(_bytes(s)) <= 63 and compile_go(_RX_SHORT).search(s) is not None,
    "k8slongname": lambda s: len(_bytes(s)) <= 253 and compile_go(_RX_LONG).search(s) is not None,
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
