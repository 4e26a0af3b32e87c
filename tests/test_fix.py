"""`defaultgen lint --fix`: each rule's fix, byte for byte on unusual formatting, and the
command's behaviour (output, exit status, --diff, --unsafe-fixes, what it never touches).

Every expected output below was written by hand from the input: the fixed line(s) as the
rule's message says they should read, every other byte as in the input.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from defaultgen.cli.main import main
from defaultgen.fileio import GENERATED_HEADER
from defaultgen.lint.autofix import fix
from defaultgen.lint.fix import Applicability
from defaultgen.lint.linter import lint
from defaultgen.lint.rules import OPT_IN, RULES
from defaultgen.settings import Settings
from defaultgen.source.discover import discover, load_universe

FIXTURES = Path(__file__).parent / "fixtures" / "rules"
FIXABLE = [rule for rule in RULES if getattr(rule, "FIX", None) is not None]


def fixed(tmp_path: Path, source: str | bytes, *, unsafe: bool = False, name: str = "m.py", **settings):
    """The file after `fix`, and what fix reported."""
    path = tmp_path / name
    path.write_bytes(source if isinstance(source, bytes) else source.encode())
    files = discover([str(path)], tmp_path)
    config = Settings(cache=False, unsafe_fixes=unsafe, **settings)
    outcome = fix(load_universe(files, tmp_path), config, files, write=True)
    return path.read_bytes(), outcome


# every rule's settings for its examples (DG404's conflict, DG409's forbidden marker, ...)
EXAMPLE_SETTINGS = {name: table for rule in RULES for name, table in getattr(rule, "EXAMPLE_SETTINGS", {}).items()}


def _chosen(rule) -> dict:
    """The settings a rule's examples and fixture are linted with: an opt-in rule selected,
    with the settings of its examples."""
    chosen = {"extend_select": (rule.CODE,)} if rule.CODE in OPT_IN else {}
    return {**chosen, "api_conventions": getattr(rule, "EXAMPLE_SETTINGS", {})}


def codes(tmp_path: Path, name: str = "m.py") -> list[str]:
    files = discover([str(tmp_path / name)], tmp_path)
    return [d.code for d in lint(load_universe(files, tmp_path), Settings(cache=False))]


# --------------------------------------------------------------------------- every fixable rule


def test_fixable_rules_are_the_issue_list():
    safe = {r.CODE for r in FIXABLE if r.FIX is Applicability.SAFE}
    unsafe = {r.CODE for r in FIXABLE if r.FIX is Applicability.UNSAFE}
    assert safe == {"DG001", "DG102", "DG105", "DG109", "DG111", "DG202", "DG203", "DG204", "DG406", "DG408", "DG412", "DG426"}
    assert unsafe == {"DG303", "DG402", "DG403", "DG409", "DG411", "DG420", "DG421", "DG425", "DG427", "DG428", "DG430"}


@pytest.mark.parametrize("rule", FIXABLE, ids=lambda r: r.CODE)
def test_example_bad_fixes_to_example_good(tmp_path, rule):
    """The documented example, fixed, is exactly the documented fix (the examples are written
    so that the two agree everywhere), lints clean, and a second run changes nothing."""
    chosen = _chosen(rule)
    result, outcome = fixed(tmp_path, rule.EXAMPLE_BAD, unsafe=True, **chosen)
    assert result.decode() == rule.EXAMPLE_GOOD
    assert outcome.fixed == 1 and not outcome.dropped
    assert codes(tmp_path) == []
    again, outcome = fixed(tmp_path, result, unsafe=True, **chosen)
    assert again == result and outcome.fixed == 0


def test_only_fixable_rules_offer_fixes_and_of_their_kind():
    """Across every rule's bad fixture, a finding carries a fix only if its rule declares one,
    with the declared applicability (rules without a fix need no change at all); a rule that
    declares `FIX_ALSO_UNSAFE` (DG412: a move that changes the schema) offers both kinds."""
    declared = {r.CODE: r.FIX for r in FIXABLE}
    both = {r.CODE for r in FIXABLE if getattr(r, "FIX_ALSO_UNSAFE", False)}
    offered, kinds = set(), {code: set() for code in both}
    for bad in sorted(FIXTURES.glob("DG*_bad.py")):
        files = discover([str(bad)], FIXTURES)
        for d in lint(load_universe(files, FIXTURES), Settings(cache=False, extend_select=tuple(OPT_IN), api_conventions=EXAMPLE_SETTINGS)):
            if d.fix is not None:
                allowed = {declared[d.code], Applicability.UNSAFE} if d.code in both else {declared[d.code]}
                assert d.fix.applicability in allowed, d.as_text()
                offered.add(d.code)
                kinds.get(d.code, set()).add(d.fix.applicability)
    assert offered == set(declared)
    assert both == {"DG412"} and all(kinds[code] == {Applicability.SAFE, Applicability.UNSAFE} for code in both)


@pytest.mark.parametrize("rule", FIXABLE, ids=lambda r: r.CODE)
def test_bad_fixture_loses_its_code_or_says_why(tmp_path, rule):
    """The rule's bad fixture (files fixes have not been written for): after --fix every
    finding of the code is gone, or its fix was dropped with a reason; a second run is a no-op."""
    source = (FIXTURES / f"{rule.CODE}_bad.py").read_bytes()
    chosen = _chosen(rule)
    result, outcome = fixed(tmp_path, source, unsafe=True, **chosen)
    assert outcome.fixed > 0
    files = discover([str(tmp_path / "m.py")], tmp_path)
    found = lint(load_universe(files, tmp_path), Settings(cache=False, **chosen))
    still_fixable = [d for d in found if d.code == rule.CODE and d.fix]
    dropped = [line for line in outcome.dropped if f" {rule.CODE} fix not applied: it " in line]
    assert len(still_fixable) == len(dropped)
    again, second = fixed(tmp_path, result, unsafe=True, **chosen)
    assert again == result and second.fixed == 0


# --------------------------------------------------------------------------- formatting kept


def test_dg203_adds_metadata_inside_a_commented_multiline_call(tmp_path):
    source = '''\
from dataclasses import dataclass, field


@dataclass
class Spec:
    # +default=3
    replicas: int = field(
        default=0,  # the Python zero
    )
    # +default=2
    count: int = field(
        # before the default
        default=0  # no trailing comma
    )
'''
    expected = '''\
from dataclasses import dataclass, field


@dataclass
class Spec:
    # +default=3
    replicas: int = field(
        default=0,  # the Python zero
        metadata={"json": "replicas,omitempty"},
    )
    # +default=2
    count: int = field(
        # before the default
        default=0,  # no trailing comma
        metadata={"json": "count,omitempty"}
    )
'''
    result, outcome = fixed(tmp_path, source)
    assert result.decode() == expected and outcome.fixed == 2


def test_dg203_keeps_a_parenthesised_annotation_and_value(tmp_path):
    source = '''\
from dataclasses import dataclass


@dataclass
class Spec:
    # +default=3
    replicas: (
        int  # the count
    ) = (0)
'''
    expected = '''\
from dataclasses import dataclass, field


@dataclass
class Spec:
    # +default=3
    replicas: (
        int  # the count
    ) = field(default=(0), metadata={"json": "replicas,omitempty"})
'''
    result, _ = fixed(tmp_path, source)
    assert result.decode() == expected


def test_dg203_edits_a_multiline_metadata_dict(tmp_path):
    source = """\
from dataclasses import dataclass, field


@dataclass
class Spec:
    # +default="x"
    name: str = field(
        default='',
        metadata={
            'json': 'name',  # the wire name
            'doc': 'the name',
        },
    )
    # +default="y"
    other: str = field(
        default='',
        metadata={
            'doc': 'no json key',  # kept
        },
    )
"""
    expected = """\
from dataclasses import dataclass, field


@dataclass
class Spec:
    # +default="x"
    name: str = field(
        default='',
        metadata={
            'json': 'name,omitempty',  # the wire name
            'doc': 'the name',
        },
    )
    # +default="y"
    other: str = field(
        default='',
        metadata={
            'doc': 'no json key',  # kept
            'json': 'other,omitempty',
        },
    )
"""
    result, _ = fixed(tmp_path, source)
    assert result.decode() == expected


def test_crlf_file_stays_crlf_with_new_lines_too(tmp_path):
    source = (
        "from dataclasses import dataclass\r\n"
        "\r\n"
        "\r\n"
        "@dataclass\r\n"
        "class Spec:\r\n"
        "    replicas: int = 0  # +default=3\r\n"
        "    # +default=0\r\n"
        "    count: int = 0\r\n"
    )
    expected = (
        "from dataclasses import dataclass, field\r\n"
        "\r\n"
        "\r\n"
        "@dataclass\r\n"
        "class Spec:\r\n"
        "    # +default=3\r\n"
        '    replicas: int = field(default=0, metadata={"json": "replicas,omitempty"})\r\n'
        "    count: int = 0\r\n"
    )
    result, outcome = fixed(tmp_path, source.encode())
    assert result == expected.encode()
    assert outcome.fixed == 3  # DG105, then DG203 once the marker counts, DG204
    assert codes(tmp_path) == []


def test_tabs_stay_tabs(tmp_path):
    source = (
        "from dataclasses import dataclass, field\n\n\n@dataclass\nclass Spec:\n"
        "\t# +defualt=\"TCP\"\n"
        '\tprotocol: str = field(default="", metadata={"json": "protocol,omitempty"})\t# +default="x"\n'
    )
    result, _ = fixed(tmp_path, source, select=("DG102",))
    assert result.decode() == source.replace("+defualt=", "+default=")


def test_dg105_moves_into_a_tab_indented_block(tmp_path):
    source = (
        "from dataclasses import dataclass\nfrom typing import Optional\n\n\n@dataclass\nclass Spec:\n"
        "\t# How many.\n"
        "\treplicas: Optional[int] = None\t# +default=3\n"
    )
    expected = (
        "from dataclasses import dataclass\nfrom typing import Optional\n\n\n@dataclass\nclass Spec:\n"
        "\t# How many.\n"
        "\t# +default=3\n"
        "\treplicas: Optional[int] = None\n"
    )
    result, _ = fixed(tmp_path, source)
    assert result.decode() == expected


def test_field_is_imported_into_a_parenthesised_import(tmp_path):
    source = """\
from dataclasses import (
    dataclass,  # the decorator
)


@dataclass
class Spec:
    # +default=3
    replicas: int = 0
"""
    expected = """\
from dataclasses import (
    dataclass,  # the decorator
    field,
)


@dataclass
class Spec:
    # +default=3
    replicas: int = field(default=0, metadata={"json": "replicas,omitempty"})
"""
    result, _ = fixed(tmp_path, source)
    assert result.decode() == expected


def test_module_style_import_uses_dataclasses_field(tmp_path):
    source = """\
import dataclasses


@dataclasses.dataclass
class Spec:
    # +default=3
    replicas: int
"""
    expected = """\
import dataclasses


@dataclasses.dataclass
class Spec:
    # +default=3
    replicas: int = dataclasses.field(metadata={"json": "replicas,omitempty"})
"""
    result, _ = fixed(tmp_path, source)
    assert result.decode() == expected


def test_dg202_and_dg001_keep_the_rest_of_the_comment_and_tag(tmp_path):
    source = """\
from dataclasses import dataclass, field


@dataclass
class Sub:
    cpu: int = 0


@dataclass
class Spec:
    sub: Sub = field(default_factory=Sub, metadata={'json': 'sub,omitempty'})  # type: ignore  # noqa: DG203,E501
    # defaultgen: ignore[DG999, DG202] why: legacy
    other: Sub = field(default_factory=Sub, metadata={"json": "other,omitempty"})
"""
    expected = """\
from dataclasses import dataclass, field


@dataclass
class Sub:
    cpu: int = 0


@dataclass
class Spec:
    # +optional
    sub: Sub = field(default_factory=Sub, metadata={'json': 'sub'})  # type: ignore  # noqa: E501
    # defaultgen: ignore[DG202] why: legacy
    other: Sub = field(default_factory=Sub, metadata={"json": "other,omitempty"})
"""
    result, outcome = fixed(tmp_path, source)
    assert result.decode() == expected and outcome.fixed == 3


def test_dg001_keeps_codes_only_this_runs_selection_turns_off(tmp_path):
    """`--select DG001` does not make a `# noqa: DG203` unused for the project: it stays."""
    source = """\
from dataclasses import dataclass


@dataclass
class Spec:
    # +default=3
    replicas: int = 0  # noqa: DG203
"""
    result, outcome = fixed(tmp_path, source, select=("DG001",))
    assert result.decode() == source and outcome.fixed == 0


# --------------------------------------------------------------------------- what is not done


def test_a_fix_that_would_create_a_finding_is_dropped_and_reported(tmp_path):
    """`+defualt=1` inside a function body: spelled right, it would be a misplaced marker
    (DG104). The other DG102 in the file is still fixed."""
    source = """\
from dataclasses import dataclass
from typing import Optional


@dataclass
class Spec:
    # +defualt=1
    a: Optional[int] = None


def helper() -> None:
    # +defualt=1
    pass
"""
    result, outcome = fixed(tmp_path, source)
    assert result.decode() == source.replace("    # +defualt=1\n    a:", "    # +default=1\n    a:")
    assert outcome.fixed == 1
    assert len(outcome.dropped) == 1
    where = tmp_path / "m.py"
    assert outcome.dropped[0].startswith(f"{where}:12:5: DG102 fix not applied: it would create a new finding: {where}:12:5: DG104")


def test_a_second_marker_is_not_moved_next_to_the_first(tmp_path):
    """DG105 onto a field that has a marker already would be DG103: dropped."""
    source = """\
from dataclasses import dataclass
from typing import Optional


@dataclass
class Spec:
    # +default=1
    a: Optional[int] = None  # +default=2
"""
    result, outcome = fixed(tmp_path, source)
    assert result.decode() == source
    assert "DG105 fix not applied: it would create a new finding" in outcome.dropped[0]
    assert "DG103" in outcome.dropped[0]


def test_unsafe_fixes_only_when_asked(tmp_path):
    source = """\
# +defaultgen
from dataclasses import dataclass


@dataclass
class Spec:
    replicas: int = 1
"""
    result, outcome = fixed(tmp_path, source)
    assert result.decode() == source and outcome.fixed == 0
    result, outcome = fixed(tmp_path, source, unsafe=True)
    assert outcome.fixed == 1 and "# +default=1\n" in result.decode()


def test_generated_files_are_never_fixed(tmp_path):
    source = f"{GENERATED_HEADER}\nfrom dataclasses import dataclass\n\n\n@dataclass\nclass Spec:\n    # +default=3\n    replicas: int = 0\n"
    result, outcome = fixed(tmp_path, source)
    assert result.decode() == source and outcome.fixed == 0


def test_a_file_changed_since_it_was_linted_is_not_fixed(tmp_path):
    path = tmp_path / "m.py"
    path.write_text("from dataclasses import dataclass\n\n\n@dataclass\nclass Spec:\n    # +default=3\n    replicas: int = 0\n")
    files = discover([str(path)], tmp_path)
    universe = load_universe(files, tmp_path)
    changed = "# edited meanwhile\n" + path.read_text()
    path.write_text(changed)
    outcome = fix(universe, Settings(cache=False), files, write=True)
    assert path.read_text() == changed and outcome.fixed == 0
    assert outcome.dropped == [f"{path}: changed since it was linted; not fixed"]


def test_a_file_changed_while_fixing_is_not_written(tmp_path, monkeypatch):
    """The content is compared again right before the atomic rename."""
    import defaultgen.lint.autofix as autofix

    path = tmp_path / "m.py"
    original = "from dataclasses import dataclass\n\n\n@dataclass\nclass Spec:\n    # +default=3\n    replicas: int = 0\n"
    path.write_text(original)
    real = autofix.lint
    calls = []

    def lint_then_edit(universe, settings):
        calls.append(universe)
        if len(calls) == 2:  # the re-lint of the fixed source: someone saves the file meanwhile
            path.write_text(original + "# edited meanwhile\n")
        return real(universe, settings)

    monkeypatch.setattr(autofix, "lint", lint_then_edit)
    files = discover([str(path)], tmp_path)
    outcome = fix(load_universe(files, tmp_path), Settings(cache=False), files, write=True)
    assert path.read_text() == original + "# edited meanwhile\n"
    assert outcome.fixed == 0
    assert outcome.dropped == [f"{path}: changed on disk while it was being fixed; not written"]


# --------------------------------------------------------------------------- the command


BAD = """\
from dataclasses import dataclass, field


@dataclass
class Spec:
    # +default=3
    replicas: int = 0
    # +default=[1]
    ports: list[int] = field(default_factory=list, metadata=META)
"""


def run_cli(tmp_path: Path, capsys, *args: str) -> tuple[int, str, str]:
    cwd = os.getcwd()
    os.chdir(tmp_path)
    try:
        status = main(["lint", "--no-cache", *args])
    finally:
        os.chdir(cwd)
    out, err = capsys.readouterr()
    return status, out, err


def test_cli_fix_reports_what_is_left_like_ruff(tmp_path, capsys):
    (tmp_path / "m.py").write_text(BAD)
    status, out, err = run_cli(tmp_path, capsys, "--fix", "m.py")
    lines = out.splitlines()
    assert lines[-1] == "Fixed 1 error (2 remaining)."
    assert [line.split(" ")[1] for line in lines[:-1]] == ["DG203", "DG106"]  # metadata=META: not fixable
    assert status == 1
    assert 'metadata={"json": "replicas,omitempty"}' in (tmp_path / "m.py").read_text()


def test_cli_exit_status(tmp_path, capsys):
    good_after_fix = BAD.replace("metadata=META", 'metadata={"json": "ports,omitempty"}')
    (tmp_path / "m.py").write_text(good_after_fix)
    status, out, _ = run_cli(tmp_path, capsys, "--fix", "m.py")
    assert (status, out) == (0, "Fixed 1 error (0 remaining).\n")
    (tmp_path / "m.py").write_text(good_after_fix)
    status, out, _ = run_cli(tmp_path, capsys, "--fix", "--exit-non-zero-on-fix", "m.py")
    assert status == 1
    status, out, _ = run_cli(tmp_path, capsys, "--fix", "--exit-non-zero-on-fix", "m.py")
    assert (status, out) == (0, "All checks passed!\n")


def test_cli_diff_writes_nothing(tmp_path, capsys):
    (tmp_path / "m.py").write_text(BAD)
    status, out, err = run_cli(tmp_path, capsys, "--fix", "--diff", "m.py")
    assert (tmp_path / "m.py").read_text() == BAD
    assert status == 1
    assert out == (
        "--- m.py\n+++ m.py\n@@ -4,6 +4,6 @@\n @dataclass\n class Spec:\n     # +default=3\n"
        '-    replicas: int = 0\n+    replicas: int = field(default=0, metadata={"json": "replicas,omitempty"})\n'
        "     # +default=[1]\n     ports: list[int] = field(default_factory=list, metadata=META)\n"
    )
    assert "Would fix 1 error." in err


def test_cli_dropped_fixes_go_to_stderr(tmp_path, capsys):
    (tmp_path / "m.py").write_text("def helper() -> None:\n    # +defualt=1\n    pass\n")
    status, out, err = run_cli(tmp_path, capsys, "--fix", "m.py")
    assert "m.py:2:5: DG102 fix not applied: it would create a new finding" in err
    assert out.splitlines()[-1] == "Found 1 error."


def test_pyproject_fix_and_unsafe_fixes(tmp_path, capsys):
    (tmp_path / "pyproject.toml").write_text("[tool.defaultgen]\nfix = true\nunsafe-fixes = true\n")
    source = "# +defaultgen\nfrom dataclasses import dataclass\n\n\n@dataclass\nclass Spec:\n    replicas: int = 1\n"
    (tmp_path / "m.py").write_text(source)
    status, out, _ = run_cli(tmp_path, capsys, "m.py", "--no-unsafe-fixes")
    assert (tmp_path / "m.py").read_text() == source and "DG303" in out
    assert out.splitlines()[-2:] == ["Found 1 warning.", "(1 more can be fixed with --unsafe-fixes.)"]
    status, out, _ = run_cli(tmp_path, capsys, "m.py")
    assert out == "Fixed 1 error (0 remaining).\n" and status == 0
    status, out, _ = run_cli(tmp_path, capsys, "m.py", "--no-fix")
    assert out == "All checks passed!\n"


def test_rule_docs_say_whether_and_how_a_rule_is_fixed():
    """`defaultgen rule CODE` (and docs/rules.md, the same text) names the fix, or its absence;
    `defaultgen rules` marks fixable rules."""
    from defaultgen.lint.docs import listing, rule_markdown

    for rule in RULES:
        fix_line = next(line for line in rule_markdown(rule).splitlines() if line.startswith("**Fix:**"))
        kind = getattr(rule, "FIX", None)
        if kind is None:
            assert fix_line == "**Fix:** none automatic: `defaultgen lint --fix` leaves these findings to you."
        elif kind is Applicability.SAFE:
            assert fix_line.startswith("**Fix:** `defaultgen lint --fix` ") and rule.FIX_DOES in fix_line
        else:
            assert fix_line.startswith("**Fix:** `defaultgen lint --fix --unsafe-fixes` (an unsafe fix) ")
    marks = {line.split()[0]: line.split()[2] for line in listing().splitlines()}
    assert marks["DG203"] == "*" and marks["DG303"] == "!" and marks["DG100"] != "*"


def test_fix_after_a_cached_run(tmp_path, capsys):
    """Declarations read back from the parse cache compare equal to a fresh parse: a file the
    cache knows is not taken for one changed since it was linted."""
    (tmp_path / "m.py").write_text(BAD)
    cwd = os.getcwd()
    os.chdir(tmp_path)
    try:
        assert main(["lint", "m.py"]) == 1
        assert main(["lint", "--fix", "m.py"]) == 1
    finally:
        os.chdir(cwd)
    out, err = capsys.readouterr()
    assert "Fixed 1 error (2 remaining)." in out and "changed since" not in err


def test_the_keps_typo_example_fixes_to_the_keps_corrected_type(tmp_path):
    """KEP-1929's "Struct pointers" example, verbatim (testdata/kep1929/struct_pointers.py: the
    KEP's own `+defaut` typo, and `Name` without the omitempty of the example it modifies),
    fixed for DG102 and DG203, is the type the KEP's outputs describe
    (struct_pointers_fixed.py, corrected by hand from the KEP's text) below their docstrings."""
    kep = Path(__file__).parent.parent / "testdata" / "kep1929"
    result, outcome = fixed(tmp_path, (kep / "struct_pointers.py").read_bytes(), select=("DG102", "DG203"))
    assert outcome.fixed == 2  # the typo, then the omitempty its default now needs

    def code(text: str) -> str:
        return text.split('"""\n', 1)[1]

    assert code(result.decode()) == code((kep / "struct_pointers_fixed.py").read_text(encoding="utf-8"))


DG202_SOURCE = """\
from dataclasses import dataclass, field


@dataclass
class Sub:
    cpu: int = 0


@dataclass
class Spec:
    # Resources.
    a: Sub = field(default_factory=Sub, metadata={"json": "a,omitempty"})
    # +required
    b: Sub = field(default_factory=Sub, metadata={"json": "b,omitempty"})
    # +optional
    c: Sub = field(default_factory=Sub, metadata={"json": "c,omitempty"})
    d: Sub = field(default_factory=Sub, metadata={"json": "d,omitempty,omitzero"})
"""


def test_dg202_keeps_the_field_optional_unless_it_is_required(tmp_path):
    """omitempty made the field optional in the schema: removing it adds `+optional`, except
    where `+optional` already says so (SPEC §2). A `+required` field is left as it is: without
    omitempty its `+required` could never fail (DG205)."""
    source = DG202_SOURCE
    expected = """\
from dataclasses import dataclass, field


@dataclass
class Sub:
    cpu: int = 0


@dataclass
class Spec:
    # Resources.
    # +optional
    a: Sub = field(default_factory=Sub, metadata={"json": "a"})
    # +required
    b: Sub = field(default_factory=Sub, metadata={"json": "b,omitempty"})
    # +optional
    c: Sub = field(default_factory=Sub, metadata={"json": "c"})
    d: Sub = field(default_factory=Sub, metadata={"json": "d,omitempty,omitzero"})
"""
    result, outcome = fixed(tmp_path, source)
    assert result.decode() == expected and outcome.fixed == 2 and not outcome.dropped
