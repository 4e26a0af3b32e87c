"""Print (JSON, stdout) the schemas and documents that main.go runs through kube-openapi's validator.

Every keyword validate_document implements, at its boundaries: each case is one schema and
the documents to try under it, chosen on both sides of each limit and across JSON kinds (an
integral float, an integer beyond int64, null, a string for a number...). Piped into main.go
by `make vectors`; the output is testdata/kube_openapi_validate/vectors.json.
"""

import json
import random
import sys

KINDS = [None, True, False, 0, 1, -1, 3, 3.0, 3.5, -2.5, 1e300, 9223372036854775807,
         9223372036854775808, "", "a", "3", [], [1], {}, {"a": 1}]

# Strings on both sides of each format's rules (the Go functions strfmt's registry calls).
FORMAT_VALUES = {
    "uuid": ["6ba7b810-9dad-11d1-80b4-00c04fd430c8", "6BA7B8109DAD11D180B400C04FD430C8",
             "6ba7b810-9dad-11d1-80b4-00c04fd430c", "6ba7b810-9dad-11d1-80b4-00c04fd430c8\n",
             "{6ba7b810-9dad-11d1-80b4-00c04fd430c8}", "6ba7b810--9dad-11d1-80b4-00c04fd430c8", ""],
    "uuid3": ["6ba7b810-9dad-31d1-80b4-00c04fd430c8", "6ba7b810-9dad-41d1-80b4-00c04fd430c8"],
    "uuid4": ["6ba7b810-9dad-41d1-80b4-00c04fd430c8", "6ba7b810-9dad-41d1-c0b4-00c04fd430c8"],
    "uuid5": ["6ba7b810-9dad-51d1-90b4-00c04fd430c8", "6ba7b810-9dad-41d1-90b4-00c04fd430c8"],
    "hostname": ["example.com", "a", "a-b.c", "-a.com", "a-.com", "xn--bcher-kva.ch", "bücher.ch",
                 "a.b.c.d.e.fg", "a.b1", "1.2.3.4", "a" * 63, "a" * 64, "a" * 63 + ".com",
                 ("a" * 62 + ".") * 4 + "com", "exa mple.com", "ex_ample.com", "a..b.com", "",
                 "localhost", "a.b.", "€.com", "a\n"],
    "ipv4": ["1.2.3.4", "255.255.255.255", "256.1.1.1", "01.02.03.04", "001.2.3.4", "0001.2.3.4",
             "1.2.3", "1.2.3.4.5", "::ffff:1.2.3.4", "::1.2.3.4", "1.2.3.4 ", "", "a.b.c.d",
             "1.2.3.04", "1.2.3.-1"],
    "ipv6": ["::1", "::", "2001:db8::1", "2001:db8:0:0:0:0:0:1", "2001:db8::0:0:0:0:0:1",
             "::ffff:1.2.3.4", "::ffff:01.2.3.4", "1.2.3.4", "2001:db8::g", "fe80::1%eth0",
             "00001::", "1:2:3:4:5:6:7:8", "1:2:3:4:5:6:7:8:9", ":1::", "1::2::3",
             "1:2:3:4:5:6:1.2.3.4", "1:2:3:4:5:6:7:1.2.3.4", "[::1]", ""],
    "cidr": ["10.0.0.0/8", "10.0.0.0/33", "010.0.0.0/8", "10.0.0.0/08", "::/0", "::/128", "::/129",
             "10.0.0.0", "10.0.0.0/", "10.0.0.0/+8", "/8", "::ffff:1.2.3.4/120", "10.0.0.0/8/8"],
    "mac": ["01:23:45:67:89:ab", "01-23-45-67-89-ab", "0123.4567.89ab", "01:23:45:67:89:ab:cd:ef",
            "01:23:45:67:89", "01:23:45:67:89:zz", "0123.4567.89ab.cdef", "01:23-45:67:89:ab",
            "01:23:45:67:89:ab:cd:ef:01:23:45:67:89:ab:cd:ef:01:23:45:67", ""],
    "uri": ["http://example.com/a?b#c", "/absolute/path", "relative/path", "*", "mailto:a@b.c",
            "http://[::1]:80/", "http://a:b@host/", "http://host:port/", "http://ho st/",
            "http://%41.com/", "http://host/%zz", "http://host/%41", "://x", "1http://x", "",
            "http://[::1/", "http://a b@host/", "http://h%2x/", "http://[fe80::1%25eth0]/",
            "foo:", "http://host:/", "http://a\x01/", "http://host/é", "HTTP://X", "a+b://x"],
    "email": ["a@b.c", "a@b", "a.b@c.d", "a..b@c.d", ".a@b.c", "a.@b.c", "\"a b\"@c.d",
              "Name <a@b.c>", "\"Name\" <a@b.c>", "<a@b.c>", "a@b.c (comment)", "a@[1.2.3.4]",
              "a@", "@b.c", "a", "", "a@b.c, d@e.f", "group: a@b.c;", "a b@c.d", "a@b..c",
              "=?utf-8?q?J=C3=B6rg?= <a@b.c>", "=?foo?q?x?= <a@b.c>", "é@b.c", "a@é.c",
              "a@b.c>", "a@b.c ", " a@b.c"],
    "byte": ["", "aGVsbG8=", "aGVsbG8", "aGVsbA==", "aGVsbA=", "aGVs", "aGVs\n", "a+/=", "ab==", "_-=="],
    "date": ["2024-01-02", "2024-02-29", "2023-02-29", "2024-13-01", "2024-00-10", "2024-01-32",
             "2024-1-2", "24-01-02", "2024-01-02T00:00:00Z", "2024/01/02", "2024-04-31", ""],
    "date-time": ["2024-01-02T03:04:05Z", "2024-01-02t03:04:05z", "2024-01-02T03:04:05.123+01:00",
                  "2024-01-02T24:00:00Z", "2024-01-02T23:60:00Z", "2024-01-02T23:59:60Z",
                  "2024-01-02 03:04:05Z", "2024-01-02T03:04:05", "2024-01-02T03:04:05+1:00",
                  "2024-02-30T00:00:00Z", "2024-01-02T03:04:05Zt", "2024-01-02T03:04:05X123Z",
                  "2024-01-02T03:04:05+99:99", "", "abc"],
    "duration": ["1s", "1h30m", "1.5h", "0", "-1s", "+1s", "", "1", "s", "1d", "2 days", "3 weeks",
                 "5 foo", "1 hour 2 mins", "1µs", "1μs", "1us", "5.s", ".5s", "1e3s", "10 y",
                 "x 5s y", "99999999999999999999s", "9223372036854775808 ns"],
    "hexcolor": ["#fff", "fff", "#ffff", "#ffffff", "#ggg", ""],
    "rgbcolor": ["rgb(0,0,0)", "rgb(255, 255, 255)", "rgb(256,0,0)", "rgb( 1 , 2 , 3 )", "rgb(1,2)"],
    "ssn": ["123-45-6789", "123 45 6789", "123456789", "12-345-6789", "123-45-678a"],
    "isbn10": ["0321751043", "0-321-75104-3", "0321751044", "123456789X", "123456789x"],
    "isbn13": ["9780321751041", "978-0321751041", "9780321751042", "978 0 321 75104 1"],
    "isbn": ["0321751043", "9780321751041", "0321751044"],
    "creditcard": ["4111111111111111", "4111-1111-1111-1111", "4111111111111112", "5500000000000004",
                   "378282246310005", "abc"],
    "bsonobjectid": ["507f1f77bcf86cd799439011", "507F1F77BCF86CD799439011", "507f1f77bcf86cd79943901",
                     "507f1f77bcf86cd79943901g"],
    "password": ["", "anything"],
    "k8s-short-name": ["a", "a-b", "-a", "a-", "A", "a" * 63, "a" * 64, "a.b", ""],
    "k8s-long-name": ["a.b", "a..b", "a" * 253, "a" * 254, ("a" * 70 + ".") * 3 + "b", "A.b"],
    "quantity": ["1Gi", "not a quantity"],  # supported by the API server's list, not in strfmt
    "foo": ["anything"],  # unknown: dropped
}


# Random edits of the listed strings, over each format's own alphabet (seeded): the rules'
# corners nobody listed, near enough to valid values that both verdicts occur.
RANDOM_ALPHABETS = {
    "email": 'ab.@"<> ()[]\\,:;=?é-',
    "uri": "ab:/?#[]@!$&'()*+,;=%20.-_~é ",
    "hostname": "ab1-.é€_ ",
    "ipv4": "0123.45:f",
    "ipv6": "0af:.1%",
    "cidr": "019./:af",
    "duration": "01.5hmsµμnuwkdayr +-",
    "date-time": "0129-:T.Zz+t",
    "date": "0129-",
    "mac": "0af:-.",
    "byte": "aZ9+/=-_",
}


def random_strings(seeds: list[str], alphabet: str, rnd: random.Random, count: int = 150) -> list[str]:
    out = []
    for _ in range(count):
        s = list(rnd.choice(seeds))
        for _ in range(rnd.choice([0, 1, 1, 2, 3])):
            i = rnd.randint(0, len(s))
            edit = rnd.choice(["insert", "delete", "replace"])
            if edit == "insert" or not s:
                s.insert(i, rnd.choice(alphabet))
            elif edit == "delete":
                del s[min(i, len(s) - 1)]
            else:
                s[min(i, len(s) - 1)] = rnd.choice(alphabet)
        out.append("".join(s))
    return out


def random_schema(rnd: random.Random, depth: int = 0) -> dict:
    """A schema from the keywords validate_document implements, with values near boundaries."""
    kind = rnd.choice(["integer", "number", "string", "boolean", "array", "object", None, "int-or-string"])
    s: dict = {}
    if kind == "int-or-string":
        s["x-kubernetes-int-or-string"] = True
    elif kind:
        s["type"] = kind

    def num():
        return rnd.choice([0, 1, 2, -1, 1.5, 0.5, 3, 10])

    for key, make in (("minimum", num), ("maximum", num), ("multipleOf", lambda: rnd.choice([1, 2, 0.5, 3])),
                      ("exclusiveMinimum", lambda: True), ("minLength", lambda: rnd.randint(0, 3)),
                      ("maxLength", lambda: rnd.randint(0, 3)), ("pattern", lambda: rnd.choice(["^a", "b$", "\\d", "^[a-z]*$"])),
                      ("format", lambda: rnd.choice(["uuid", "date", "int32", "hostname", "byte"])),
                      ("enum", lambda: rnd.sample([1, 2.5, "a", "b", True, None, 0], rnd.randint(1, 3))),
                      ("nullable", lambda: True), ("minItems", lambda: rnd.randint(0, 2)),
                      ("maxItems", lambda: rnd.randint(0, 2)), ("uniqueItems", lambda: True),
                      ("minProperties", lambda: rnd.randint(0, 2)), ("maxProperties", lambda: rnd.randint(0, 2))):
        if rnd.random() < 0.12:
            s[key] = make()
    if depth < 2 and kind in ("array", None) and rnd.random() < 0.5:
        s["items"] = random_schema(rnd, depth + 1)
    if depth < 2 and kind in ("object", None) and rnd.random() < 0.6:
        s["properties"] = {k: random_schema(rnd, depth + 1) for k in rnd.sample(["a", "b", "c"], rnd.randint(1, 2))}
        if rnd.random() < 0.4:
            s["required"] = rnd.sample(["a", "b", "c"], rnd.randint(1, 2))
        if rnd.random() < 0.3:
            s["additionalProperties"] = rnd.choice([False, {"type": "integer"}])
    if depth < 1 and rnd.random() < 0.1:
        s[rnd.choice(["anyOf", "oneOf", "allOf"])] = [random_schema(rnd, 2), random_schema(rnd, 2)]
    return s


def random_document(rnd: random.Random, depth: int = 0):
    pick = rnd.random()
    if depth < 2 and pick < 0.2:
        return [random_document(rnd, depth + 1) for _ in range(rnd.randint(0, 3))]
    if depth < 2 and pick < 0.45:
        return {k: random_document(rnd, depth + 1) for k in rnd.sample(["a", "b", "c", "d"], rnd.randint(0, 3))}
    return rnd.choice([None, True, False, 0, 1, 2, 3, -1, 1.5, 2.0, 0.5, 10, 2147483648, "", "a", "b", "ab",
                       "abc", "1", "2024-01-02", "6ba7b810-9dad-11d1-80b4-00c04fd430c8", "x.y", "aGVsbG8="])


def case(name, schema, docs):
    return {"name": name, "schema": schema, "docs": docs}


def cases():
    out = []
    for t in ("string", "integer", "number", "boolean", "array", "object"):
        out.append(case(f"type {t}", {"type": t}, KINDS))
        out.append(case(f"type {t} nullable", {"type": t, "nullable": True}, KINDS))
    out.append(case("int-or-string", {"x-kubernetes-int-or-string": True}, KINDS))
    out.append(case("no type", {}, KINDS))
    for fmt, values in FORMAT_VALUES.items():
        out.append(case(f"format {fmt}", {"type": "string", "format": fmt}, values + [1, None]))
        out.append(case(f"format {fmt} untyped", {"format": fmt}, values[:3] + [1, 3.5, True, [], {}]))
    out.append(case("format ipv4 int-or-string", {"x-kubernetes-int-or-string": True, "format": "ipv4"},
                    ["1.2.3.4", "x", 1, 3.0]))
    for t, fmt in (("integer", "int32"), ("integer", "int64"), ("number", "float"), ("number", "double"),
                   ("integer", "uint32"), ("number", "int32")):
        out.append(case(f"{t} format {fmt}", {"type": t, "format": fmt},
                        [0, 2147483647, 2147483648, -2147483648, -2147483649, 3.0, 3.5,
                         9223372036854775807, 9223372036854775808, 3.4e38, 3.5e38, 1e300, "1"]))
    for t in ("integer", "number"):
        for bound in (1, 1.5, -2.5, 0, 2147483648):
            for ex in (False, True):
                nums = [bound - 1, bound - 0.5, bound, bound + 0.5, bound + 1, int(bound), -3, -2, -1, 0, 1, 2,
                        1.0, 2.0, 9223372036854775808, "2", None]
                out.append(case(f"{t} minimum {bound} exclusive={ex}",
                                {"type": t, "minimum": bound, "exclusiveMinimum": ex}, nums))
                out.append(case(f"{t} maximum {bound} exclusive={ex}",
                                {"type": t, "maximum": bound, "exclusiveMaximum": ex}, nums))
        for factor in (2, 2.5, 0.1, 0.5, 3, 1e-9):
            out.append(case(f"{t} multipleOf {factor}", {"type": t, "multipleOf": factor},
                            [0, 1, 2, 3, 4, 5, 6, 7.5, -4, -5, 0.3, 0.2, 0.30000000001, 2.0000000001,
                             -2.0000000001, 1e20, 3.0, 10, "4"]))
    out.append(case("int32 minimum/maximum", {"type": "integer", "format": "int32", "minimum": 1, "maximum": 10},
                    [0, 1, 10, 11, 5.0, 5.5, 4294967296]))
    for limit in (0, 1, 3):
        texts = ["", "a", "ab", "abc", "abcd", "é", "éé", "ééé", "éééé", "😀", "😀😀😀", "😀😀😀😀",
                 "e\u0301", "e\u0301e\u0301", 3, None]
        out.append(case(f"minLength {limit}", {"type": "string", "minLength": limit}, texts))
        out.append(case(f"maxLength {limit}", {"type": "string", "maxLength": limit}, texts))
        out.append(case(f"items {limit}", {"type": "array", "minItems": limit, "maxItems": limit + 1},
                        [[], [1], [1, 2], [1, 2, 3], [1, 2, 3, 4], [1, 2, 3, 4, 5], "ab", None]))
        out.append(case(f"properties {limit}", {"type": "object", "minProperties": limit,
                                                 "maxProperties": limit + 1},
                        [{}, {"a": 1}, {"a": 1, "b": 2}, {"a": 1, "b": 2, "c": 3},
                         {"a": 1, "b": 2, "c": 3, "d": 4}, {"a": 1, "b": 2, "c": 3, "d": 4, "e": 5}, [], None]))
    out.append(case("length and pattern", {"type": "string", "minLength": 2, "maxLength": 4, "pattern": "^[a-z]+$"},
                    ["a", "ab", "abcd", "abcde", "AB", "A", "ABCDE", "ab\n"]))
    for pattern in ("^[a-z0-9]([-a-z0-9]*[a-z0-9])?$", "^\\d+$", "\\w", "^a{,2}$", "^[[:alpha:]]+$",
                    "^\\pL+$", "(?i)^abc$", "^a.b$", "(?s)^a.b$", "^$", "x*", "^(\\d{1,3}\\.){3}\\d{1,3}$",
                    "\\bword\\b", "^\\s*$", "[", "(?=a)", "\\p{Greek}"):
        out.append(case(f"pattern {pattern}", {"type": "string", "pattern": pattern},
                        ["", "a", "abc", "abc\n", "ABC", "a{,2}", "123", "١٢٣", "my-name", "-x", "é", "a\nb",
                         "1.2.3.4", " \t", "\v", "a word here", "αβγ", "words", 5]))
    enum_docs = [1, 1.0, 1.5, 2, "1", "a", "b", 97, True, False, None, [1], [1.0], {"a": 1}, {"a": 1.0}, 0]
    for enum in ([1, 2], [1.0, 2.5], ["a", "b"], [True], [None, "a"], [[1]], [{"a": 1}], [{"a": 1.0}], [1.5]):
        out.append(case(f"enum {json.dumps(enum)}", {"enum": enum}, enum_docs))
        out.append(case(f"enum {json.dumps(enum)} nullable", {"enum": enum, "nullable": True}, enum_docs))
    out.append(case("uniqueItems", {"type": "array", "uniqueItems": True},
                    [[], [1, 2], [1, 1], [1, 1.0], ["a", "a"], [{"a": 1}, {"a": 1}], [[1], [1]], [None, None], [True, 1]]))
    obj = {
        "type": "object",
        "required": ["name", "spec"],
        "properties": {
            "name": {"type": "string", "minLength": 1},
            "spec": {"type": "object", "properties": {"replicas": {"type": "integer", "minimum": 0}},
                     "required": ["replicas"]},
            "opt": {"type": "string", "nullable": True},
            "tags": {"type": "array", "items": {"type": "string", "maxLength": 2}},
            "labels": {"type": "object", "additionalProperties": {"type": "string", "pattern": "^[a-z]*$"}},
        },
    }
    out.append(case("object", obj, [
        {}, {"name": "a", "spec": {"replicas": 1}}, {"name": "", "spec": {"replicas": -1}},
        {"name": "a", "spec": {}}, {"name": "a", "spec": {"replicas": 1}, "opt": None},
        {"name": "a", "spec": {"replicas": 1}, "tags": ["ab", "abc", 1, None]},
        {"name": "a", "spec": {"replicas": 1}, "labels": {"x": "ok", "y": "NO", "z": 1}},
        {"name": None, "spec": None}, {"name": "a", "spec": {"replicas": 1}, "extra": [1, 2]},
        {"name": "a", "spec": {"replicas": 1.0}}, {"name": "a", "spec": {"replicas": 1.5}}, [], "x", None]))
    out.append(case("additionalProperties false", {"type": "object", "properties": {"a": {"type": "integer"}},
                                                   "additionalProperties": False},
                    [{}, {"a": 1}, {"a": 1, "b": 2}, {"b": None}]))
    combos = {
        "anyOf": {"anyOf": [{"type": "integer", "minimum": 5}, {"type": "string", "maxLength": 1}]},
        "oneOf": {"oneOf": [{"type": "integer", "minimum": 5}, {"type": "integer", "maximum": 10}]},
        "allOf": {"allOf": [{"type": "integer", "minimum": 5}, {"maximum": 10}]},
        "not": {"type": "integer", "not": {"minimum": 5}},
    }
    for key, schema in combos.items():
        out.append(case(key, schema, [1, 5, 7, 10, 11, "a", "ab", 7.0, 7.5, None, []]))
    rnd = random.Random(1929)
    for i in range(150):
        out.append(case(f"random schema {i} (seed 1929)", random_schema(rnd),
                        [random_document(rnd) for _ in range(12)]))
    for fmt, alphabet in RANDOM_ALPHABETS.items():
        out.append(case(f"format {fmt}, random strings (seed 1929)", {"type": "string", "format": fmt},
                        random_strings([v for v in FORMAT_VALUES[fmt] if v], alphabet, rnd)))
    return out + allof_pairs()


def allof_pairs():
    """The allOf pairs controller-gen's flattener writes when a field and its named type declare
    one keyword differently (pkg/crd/flatten.go): untyped members, each checked on its own."""
    out = []
    pairs = {
        "allOf pair: maxLength, pattern beside": (
            {"type": "string", "pattern": "^[a-z]+$", "allOf": [{"maxLength": 5}, {"maxLength": 3}]},
            ["abc", "abcd", "abcdef", "ABCDEF", "AB", ""]),
        "allOf pair: maximum, a fractional one": (
            {"type": "integer", "allOf": [{"maximum": 2.5}, {"maximum": 10}]}, [1, 2, 3, -3, 11]),
        "allOf pair: minimum, a fractional one": (
            {"type": "integer", "allOf": [{"minimum": 0.5}, {"minimum": -1}]}, [-1, 0, 1, -2]),
        "allOf pair: exclusiveMaximum beside": (
            {"type": "integer", "exclusiveMaximum": True, "allOf": [{"maximum": 10}, {"maximum": 3}]},
            [2, 3, 4, 10, 11]),
        "allOf pair: multipleOf": (
            {"type": "number", "allOf": [{"multipleOf": 0.5}, {"multipleOf": 2}]}, [1, 2, 4, 1.5, 3.0, 4.0, 0.25]),
        "allOf pair: integer multipleOf": (
            {"type": "integer", "allOf": [{"multipleOf": 2}, {"multipleOf": 3}]}, [2, 3, 6, 12, 0]),
        "allOf pair: numeric formats": (
            {"type": "integer", "allOf": [{"format": "int32"}, {"format": "int64"}]},
            [1, 2147483648, 9223372036854775807]),
        "allOf pair: string formats": (
            {"type": "string", "allOf": [{"format": "uuid"}, {"format": "hostname"}]},
            ["example.com", "6ba7b810-9dad-11d1-80b4-00c04fd430c8", ""]),
        "allOf pair: maxProperties": (
            {"type": "object", "additionalProperties": {"type": "string"},
             "allOf": [{"maxProperties": 3}, {"maxProperties": 2}]},
            [{}, {"a": ""}, {"a": "", "b": "", "c": ""}, {"a": "", "b": "", "c": "", "d": ""}]),
        "allOf pair: maxItems": (
            {"type": "array", "items": {"type": "integer"}, "allOf": [{"maxItems": 1}, {"maxItems": 3}]},
            [[], [1], [1, 2], [1, 2, 3, 4]]),
    }
    for name, (schema, docs) in pairs.items():
        out.append(case(name, schema, docs))
    return out


if __name__ == "__main__":
    json.dump(cases(), sys.stdout, ensure_ascii=False)
