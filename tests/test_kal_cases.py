"""The DG4xx rules against kube-api-linter's own test cases (issue 41 item 4).

testdata/kal/<linter>/ holds KAL's analysistest packages (`pkg/analysis/<linter>/testdata/src/`)
translated to Python by tools/kal_cases.py, each package a directory with a pyproject.toml
(`select` of the rule, and KAL's configuration of that package as
`[tool.defaultgen.api-conventions.<linter>]`), its modules, and beside each module a `.want`
file: one line per finding KAL's `// want` comments expect, `<line> <code> <KAL's message>`,
at the line of the translated field, type or marker. A line may instead start with `!` (KAL
reports it, the translation does not, for the reason given) or `+` (the translation reports
what KAL does not, for the reason given); testdata/kal/<linter>/CASES.md lists every case.

Each package is linted as a project; the findings of the rule must be exactly the expected
ones, by file, line and code (the messages are ours: they say what to do in Python's terms).
Linters whose rule is not written yet are not collected (testdata/kal/CASES.md says which).
"""

from __future__ import annotations

import contextlib
import io
import re
from collections import Counter
from pathlib import Path

import pytest

from defaultgen.cli.main import main
from defaultgen.lint.rules import KAL_NAMES
from defaultgen.source.discover import discover, load_universe
from defaultgen.source.model import NamedRef, Unmappable

KAL = Path(__file__).resolve().parent.parent / "testdata" / "kal"
CODES = {name: code for code, name in KAL_NAMES.items()}
PACKAGES = sorted(
    project.parent
    for linter in sorted(KAL.iterdir()) if linter.is_dir() and linter.name in CODES
    for project in linter.rglob("pyproject.toml")
)  # fmt: skip
_FINDING = re.compile(r"^(?P<path>[^:\n]+\.py):(?P<line>\d+):\d+: (?P<code>DG\d{3}) ", re.M)


def expected(package: Path) -> tuple[Counter, Counter]:
    """(findings the rule must report, findings it must not) as (file, line, code)."""
    must, must_not = Counter(), Counter()
    for want in sorted(package.rglob("*.want")):
        module = want.with_suffix(".py").relative_to(package).as_posix()
        for number, line in enumerate(want.read_text(encoding="utf-8").splitlines(), 1):
            if not line.strip():
                continue
            kind = line[0] if line[0] in "!+" else ""
            fields = line[len(kind) :].split(maxsplit=2)
            assert len(fields) >= 2 and fields[0].isdigit() and re.fullmatch(r"DG\d{3}", fields[1]), f"{want}:{number}: {line!r}"
            key = (module, int(fields[0]), fields[1])
            (must_not if kind == "!" else must)[key] += 1
    return must, must_not


def differences() -> dict[str, dict[tuple[str, int, str, str], str]]:
    """testdata/kal/DIFFERENCES: the cases where the translation deliberately differs from KAL,
    one per line: `<package>/<file>:<line> <code> <! or +> <reason>` (`!`: KAL reports it, the
    Python translation does not; `+`: the translation reports what KAL does not)."""
    found: dict[str, dict[tuple[str, int, str, str], str]] = {}
    path = KAL / "DIFFERENCES"
    for number, text in enumerate(path.read_text(encoding="utf-8").splitlines() if path.is_file() else [], 1):
        if not text.strip() or text.startswith("#"):
            continue
        where, code, kind, reason = text.split(maxsplit=3)
        place, _, line = where.rpartition(":")
        package, _, file = place.rpartition("/")
        assert kind in "!+" and line.isdigit() and reason, f"DIFFERENCES:{number}: {text!r}"
        found.setdefault(package, {})[(file, int(line), code, kind)] = reason
    return found


DIFFERENCES = differences()


def findings(package: Path, monkeypatch) -> Counter:
    """What `defaultgen lint` reports in the package (its own pyproject.toml selects the rule)."""
    monkeypatch.chdir(package)
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        # every module of a KAL package is API code (Go's analyzers see every type of it)
        status = main(["lint", "--no-cache", "--api-modules", "*", "."])
    assert status in (0, 1), err.getvalue()
    return Counter((m["path"].removeprefix("./"), int(m["line"]), m["code"]) for m in _FINDING.finditer(out.getvalue()))


def unmappable(package: Path) -> dict[tuple[str, int], str]:
    """(file, line) of each field and named type whose type defaultgen cannot map to JSON (DG302:
    Go's named pointer types, non-string map keys, ...), with the reason: a KAL case about such a
    construct has no Python counterpart, and is counted as untranslatable rather than compared."""
    files = discover([str(package)], package)
    universe = load_universe(files, package, api_modules=("*",))
    found = {}
    for cls in universe.dataclasses():
        for field in cls.fields:
            if (reason := _unmapped(universe, field.type)) is not None:
                found[(Path(cls.module.path).relative_to(package).as_posix(), field.decl.span.line)] = reason
    for named in universe.named_types():
        if (reason := _unmapped(universe, named.target)) is not None:
            found[(Path(named.module.path).relative_to(package).as_posix(), named.decl.span.line)] = reason
    return found


def _unmapped(universe, type_, seen=frozenset()) -> str | None:  # type: ignore[no-untyped-def]
    if isinstance(type_, Unmappable):
        return type_.reason
    if isinstance(type_, NamedRef) and type_.qualname not in seen:
        return _unmapped(universe, universe.named_type(type_.qualname).target, seen | {type_.qualname})
    inner = getattr(type_, "inner", None) or getattr(type_, "item", None) or getattr(type_, "value", None)
    return _unmapped(universe, inner, seen) if inner is not None else None


@pytest.mark.parametrize("package", PACKAGES, ids=[p.relative_to(KAL).as_posix() for p in PACKAGES])
def test_kal_case(package: Path, monkeypatch) -> None:
    code = CODES[package.relative_to(KAL).parts[0]]
    must, must_not = expected(package)
    found = Counter({key: n for key, n in findings(package, monkeypatch).items() if key[2] == code})
    cannot = unmappable(package)
    must = Counter({key: n for key, n in must.items() if (key[0], key[1]) not in cannot or key in found})
    for (file, line, code_, kind), _ in DIFFERENCES.get(package.relative_to(KAL).as_posix(), {}).items():
        if kind == "!":  # one of KAL's findings there the translation does not report
            must[(file, line, code_)] -= 1
        else:  # the translation reports what KAL does not
            must[(file, line, code_)] += 1
    must = +must  # counts at or below zero dropped
    missing, extra = must - found, found - must
    assert not missing and not extra, f"missing {sorted(missing.elements())}, not expected {sorted(extra.elements())}"
    assert not (found & must_not), f"reported though the translation says it is not: {sorted((found & must_not).elements())}"


def test_every_translated_linter_is_one_of_spec_12() -> None:
    """A directory of testdata/kal/ is a KAL linter SPEC §12 names, and every rule's KAL name is."""
    assert set(CODES) <= set(SPEC_12)
    assert {p.name for p in KAL.iterdir() if p.is_dir()} <= set(SPEC_12)


# SPEC §12's linters, in code order (DG401...)
SPEC_12 = (
    "arrayofstruct", "commentstart", "conditions", "conflictingmarkers", "defaultorrequired", "defaults",
    "dependenttags", "duplicatemarkers", "forbiddenmarkers", "integers", "jsontags", "markerscope", "maxlength",
    "minlength", "namingconventions", "nobools", "nodurations", "nofloats", "nomaps", "nonpointerstructs",
    "nonullable", "nophase", "noreferences", "notimestamp", "optionalfields", "optionalorrequired",
    "preferredmarkers", "requiredfields", "ssatags", "statusoptional", "statussubresource", "uniquemarkers",
)  # fmt: skip


def test_codes_follow_spec_12_order() -> None:
    assert all(code == f"DG{401 + SPEC_12.index(name)}" for name, code in CODES.items())


def test_every_listed_difference_names_a_translated_place() -> None:
    for package, entries in DIFFERENCES.items():
        for file, line, _, _ in entries:
            assert (KAL / package / file).is_file() and line <= len((KAL / package / file).read_text().splitlines())
