"""Print (JSON, stdout) the patterns and inputs that main.go runs through Go's regexp.

Hand-picked cases name where they come from (Go's regexp/syntax documentation, its parser's
error cases, patterns seen in Kubernetes CRDs); the rest are random patterns from a small
grammar of RE2 pieces (seeded, so the file is reproducible), each with inputs built from the
same alphabet so that matches and misses both occur. Piped into main.go by `make vectors`.
"""

import json
import random
import sys

DOC = "Go regexp/syntax package documentation (pkg.go.dev/regexp/syntax, section Syntax)"
PARSE = "Go src/regexp/syntax/parse.go (its error cases)"
K8S = "patterns seen in Kubernetes and kubebuilder CRDs"
RANDOM = "random pattern (tools/goregex_vectors/cases.py, seed 1929)"

COMMON = ["", "a", "abc", "ABC", "a\n", "\n", "abc\n", "x1_", "é", "É", "ſ", "\u212a", "k", "K",
          " ", "\t", "\v", "\f", "\r", "0", "9", "٣", "a{,2}", "{", "{,2}", "aa", "aaa", "-", "]",
          "[", "\\", "a.b", "a\nb", "αβγ", "Ω", "😀", "\x00", "\x7f", "_", "a b", "AbC", "x{2}"]

HAND = [
    (DOC, ["x*", "x+", "x?", "x{2}", "x{1,2}", "x{2,}", "x*?", "x+?", "x??", "x{1,2}?", "x{2,}?",
           "x{0}", "a{,2}", "a{,}", "a{", "a{x}", "a{2", "{", "{2}", "^a{2}$"]),
    (DOC, [".", "(?s).", "(?s:.)b", "[xyz]", "[^xyz]", "\\d", "\\D", "[[:alpha:]]", "[[:^alpha:]]",
           "\\pN", "\\p{Greek}", "\\PN", "\\P{Greek}", "\\p{Lu}", "\\p{^Lu}", "\\pL", "\\p{L}",
           "\\p{Nd}", "\\p{Zs}", "\\p{Any}", "\\pC", "\\p{Cc}", "\\p{Cn}"]),
    (DOC, ["xy", "x|y", "(re)", "(?P<name>re)", "(?<name>re)", "(?:re)", "(?i)abc", "(?i:a)bc",
           "(?m)^a$", "(?U)x*", "(?i-s:a.)", "(?is)A.", "(?i)[a-c]", "(?i)[^k]", "(?i)k", "(?i)\\w",
           "(?i)[[:lower:]]", "a(?i)b|c", "(?)a", "(?-i)a", "(?P<n>a)(?P<n>b)", "(?P<1a>x)"]),
    (DOC, ["^", "$", "^a$", "^abc$", "\\Aabc\\z", "(?m)abc$", "\\babc\\b", "\\Babc", "\\bé", "é\\b",
           "a\\b", "\\Qa.b\\E", "\\Qa.b", "\\Q\\E", "\\Qab\\E+", "a\\z", "\\A"]),
    (DOC, ["\\a", "\\f", "\\t", "\\n", "\\r", "\\v", "\\123", "\\0", "\\012", "\\x7F", "\\x{10FFFF}",
           "\\x{1F600}", "\\*", "\\.", "\\{", "\\\\", "\\-", "\\ "]),
    (DOC, ["[\\d]", "[^\\d]", "[\\D]", "[\\s]", "[\\S]", "[\\w]", "[\\W]", "\\s", "\\S", "\\w", "\\W",
           "[\\pL]", "[\\p{Greek}]", "[[:word:]]", "[[:space:]]", "[[:punct:]]", "[[:xdigit:]]",
           "[[:blank:]]", "[[:cntrl:]]", "[[:graph:]]", "[[:print:]]", "[[:ascii:]]", "[[:upper:]]",
           "[[:lower:]]", "[[:digit:]]", "[[:alnum:]]"]),
    (DOC, ["[]a]", "[^]a]", "[a-]", "[-a]", "[a-c-e]", "[\\]]", "[\\[]", "[[]", "[a\\-z]",
           "[\\x00-\\x{10FFFF}]", "[^\\x00-\\x{10FFFF}]", "[\\n]", "[.]", "[$]", "[^\\n]"]),
    (PARSE, ["a**", "a*+", "a++", "a??+", "a{2}{3}", "a{2}*", "*", "+a", "?", "(*)", "a|*", "{2}",
             "a{1001}", "a{2,1}", "a{1000}", "(", ")", "a)", "(a", "[a", "[]", "[z-a]", "[[:foo:]]",
             "\\", "a\\", "\\1", "(a)\\1", "\\8", "\\Z", "\\e", "\\C", "\\x", "\\xZZ", "\\x{110000}",
             "(?=a)", "(?!a)", "(?<=a)", "(?<!a)", "(?P=n)", "(?P<>a)", "(?P<a-b>x)", "(?i-)a",
             "(?-)a", "(?x)a", "(?i)*", "[\\b]", "[a-\\d]", "\\p{Foo}", "\\pX", "\\p{", "(?#c)",
             "\\G", "(?i", "(?P<n"]),
    (K8S, ["^[a-z0-9]([-a-z0-9]*[a-z0-9])?$",
           "^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$",
           "^(\\d+)(m|Mi|Gi)?$", "^[A-Za-z_][A-Za-z0-9_]*$", "^v\\d+(alpha\\d+|beta\\d+)?$",
           "^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$", "[[:alpha:]]+", "^$",
           "^(?:[0-9]{1,3}\\.){3}[0-9]{1,3}$", "^.*$", "^.+$", "^\\s*$"]),
]
EXTRA = {
    "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$": ["my-name", "-bad", "ok\n", "Bad"],
    "^(\\d+)(m|Mi|Gi)?$": ["10Mi", "10Mi\n", "١٠Mi", "5"],
    "^(?:[0-9]{1,3}\\.){3}[0-9]{1,3}$": ["1.2.3.4", "1.2.3.4\n", "1.2.3"],
    "^v\\d+(alpha\\d+|beta\\d+)?$": ["v1", "v1beta1", "v1\n", "v١"],
}

# Random patterns: pieces of RE2 syntax over a small alphabet, including the ones whose
# meaning differs in Python (`$`, `\d`, `{,n}`, `[[:x:]]`, flags, `\b`...).
ATOMS = ["a", "b", "A", "é", "1", "٣", ".", "\\d", "\\w", "\\s", "\\W", "\\b", "\\B", "^", "$",
         "\\A", "\\z", "[ab]", "[^a]", "[[:alpha:]]", "[[:^digit:]]", "[a-c\\d]", "\\pL", "\\p{Nd}",
         "\\PL", "\\n", "\\.", "{", "}", ",", "-", "\\Qa.\\E", "[]]", "\\x41", "\\101", " ", "\\{",
         "k", "s"]
REPEATS = ["", "", "", "*", "+", "?", "*?", "{2}", "{1,2}", "{,2}", "{0,}", "{2,1}", "**", "{1001}"]
FLAGS = ["", "", "", "(?i)", "(?m)", "(?s)", "(?U)", "(?i-m)", "(?-)"]
ALPHABET = ["a", "b", "A", "B", "é", "É", "1", "٣", " ", "\n", "\t", "\v", ".", "{", ",", "2", "}",
            "-", "k", "K", "\u212a", "s", "ſ", "]", "_"]


def random_pattern(rnd: random.Random, depth: int = 0) -> str:
    parts = [rnd.choice(FLAGS)]
    for _ in range(rnd.randint(1, 4)):
        if depth < 2 and rnd.random() < 0.2:
            inner = random_pattern(rnd, depth + 1)
            group = rnd.choice(["(%s)", "(?:%s)", "(?i:%s)", "(?P<g%d>%%s)" % rnd.randint(0, 9)])
            atom = group % inner
        else:
            atom = rnd.choice(ATOMS)
        parts.append(atom + rnd.choice(REPEATS))
        if rnd.random() < 0.15:
            parts.append("|")
    return "".join(parts)


def main() -> None:
    cases = [
        {"source": source, "pattern": p, "inputs": COMMON + EXTRA.get(p, [])}
        for source, patterns in HAND
        for p in patterns
    ]
    rnd = random.Random(1929)
    for _ in range(600):
        inputs = ["".join(rnd.choice(ALPHABET) for _ in range(rnd.randint(0, 6))) for _ in range(25)]
        cases.append({"source": RANDOM, "pattern": random_pattern(rnd), "inputs": inputs})
    json.dump(cases, sys.stdout, ensure_ascii=False)


if __name__ == "__main__":
    main()
