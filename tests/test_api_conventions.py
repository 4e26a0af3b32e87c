"""The API-conventions rules' common ground (SPEC §12): the `API` selector, the settings of
`[tool.defaultgen.api-conventions]`, the KAL names in `defaultgen rules`, and reporting under
a DG4xx code where another rule fires too."""

from __future__ import annotations

import contextlib
import io
import json
from pathlib import Path

import pytest

from defaultgen.cli.main import main
from defaultgen.lint.rules import API, KAL_NAMES, OPT_IN, RULES

SOURCE = '''\
from dataclasses import dataclass, field


@dataclass
class Spec:
    paused: bool = field(default=False, metadata={"json": "paused,omitempty"})
    # +optional
    # +required
    both: str = field(default="", metadata={"json": "both,omitempty"})
'''


def lint(tmp_path: Path, monkeypatch, config: str, *flags: str) -> tuple[int, str, str]:
    (tmp_path / "api.py").write_text(SOURCE, encoding="utf-8")
    (tmp_path / "pyproject.toml").write_text("[tool.defaultgen]\n" + config, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main(["lint", "--no-cache", *flags, "."])
    return status, out.getvalue(), err.getvalue()


def codes(out: str) -> list[str]:
    return sorted({line.split()[1] for line in out.splitlines() if line.startswith("api.py:")})


def test_every_api_rule_is_opt_in_and_names_its_kal_linter() -> None:
    api = [rule for rule in RULES if rule.CODE.startswith("DG4")]
    assert api and all(rule.CODE in OPT_IN and KAL_NAMES[rule.CODE] == rule.KAL for rule in api)
    # KAL's default set (its initializers' `true`), among the rules written so far
    kal_default = {
        "arrayofstruct", "commentstart", "conditions", "defaultorrequired", "defaults", "duplicatemarkers",
        "integers", "jsontags", "markerscope", "nodurations", "nofloats", "nomaps", "nonpointerstructs", "nonullable", "nophase",
        "noreferences", "notimestamp", "optionalfields", "optionalorrequired", "requiredfields", "ssatags",
        "uniquemarkers",
    }  # fmt: skip
    assert {KAL_NAMES[code] for code in API} == kal_default & {rule.KAL for rule in api}


def test_the_default_selection_has_no_api_rule(tmp_path, monkeypatch) -> None:
    status, out, _ = lint(tmp_path, monkeypatch, "")
    assert not [c for c in codes(out) if c.startswith("DG4")] and "DG107" in codes(out)


def test_api_selects_kal_s_default_set(tmp_path, monkeypatch) -> None:
    _, out, _ = lint(tmp_path, monkeypatch, 'select = ["API"]\n')
    # commentstart, optionalorrequired, and `both`: optionalfields (not Optional) and
    # requiredfields ("" is valid and unbounded, so Optional); nobools (DG416) and maxlength
    # (DG413) are off in KAL by default
    assert codes(out) == ["DG402", "DG425", "DG426", "DG428"]
    _, out, _ = lint(tmp_path, monkeypatch, 'extend-select = ["API", "DG416"]\n')
    assert codes(out) == ["DG107", "DG402", "DG416", "DG425", "DG426", "DG428"]


def test_a_prefix_and_all_select_api_rules(tmp_path, monkeypatch) -> None:
    _, out, _ = lint(tmp_path, monkeypatch, 'select = ["DG4"]\n')
    assert codes(out) == ["DG402", "DG413", "DG414", "DG416", "DG425", "DG426", "DG428"]  # every DG4 rule, KAL default or not
    _, out, _ = lint(tmp_path, monkeypatch, 'select = ["ALL"]\n')
    assert {"DG107", "DG416", "DG426"} <= set(codes(out))
    _, out, _ = lint(tmp_path, monkeypatch, 'select = ["API"]\nignore = ["DG402", "DG425", "DG426", "DG428"]\n')
    assert codes(out) == []


def test_an_api_rule_reports_beside_the_rule_that_also_fires(tmp_path, monkeypatch) -> None:
    """SPEC §12: DG426 reports `both` under its own code where DG107 reports it too."""
    _, out, _ = lint(tmp_path, monkeypatch, 'extend-select = ["DG426"]\n')
    both = [line for line in out.splitlines() if line.startswith("api.py:9:")]
    assert [line.split()[1] for line in both] == ["DG107", "DG426"]


def test_a_setting_changes_what_is_reported(tmp_path, monkeypatch) -> None:
    config = 'select = ["DG426"]\n[tool.defaultgen.api-conventions.optionalorrequired]\npreferredOptionalMarker = "kubebuilder:validation:Optional"\n'
    _, out, _ = lint(tmp_path, monkeypatch, config)
    assert "`+kubebuilder:validation:Optional` or `+required`" in out


@pytest.mark.parametrize(
    ("table", "message"),
    [
        ("[tool.defaultgen.api-conventions.nosuch]\nx = 1\n", "unknown linter `nosuch`"),
        ("[tool.defaultgen.api-conventions.optionalorrequired]\nnope = 1\n", "unknown key `nope`"),
        (
            '[tool.defaultgen.api-conventions.optionalorrequired]\npreferredOptionalMarker = "k8s:optional"\n',
            "`preferredOptionalMarker` must be one of optional, kubebuilder:validation:Optional, not 'k8s:optional'",
        ),
        ('[tool.defaultgen.api-conventions.nomaps]\npolicy = 3\n', "`policy` must be one of"),
        ('[tool.defaultgen]\napi-conventions = 3\n', "must be a table of tables"),
        # markerscope's customMarkers, checked as KAL's validateConfig checks them
        ('[tool.defaultgen.api-conventions.markerscope]\npolicy = "Fix"\n', "`policy` must be one of SuggestFix, Warn"),
        (
            '[[tool.defaultgen.api-conventions.markerscope.customMarkers]]\nidentifier = "x"\nscopes = ["Method"]\n',
            "`customMarkers` entry 1: `scopes` must be a non-empty list of Field, Type",
        ),
        (
            '[[tool.defaultgen.api-conventions.markerscope.customMarkers]]\nidentifier = "x"\nscopes = ["Field"]\n'
            'namedTypeConstraint = "OnTypeOnly"\n',
            "`namedTypeConstraint` OnTypeOnly requires the Type scope",
        ),
        (
            '[[tool.defaultgen.api-conventions.markerscope.customMarkers]]\nidentifier = "x"\nscopes = ["Field"]\n'
            'typeConstraint = {allowedSchemaTypes = ["array"], elementConstraint = {allowedSchemaTypes = ["str"]}}\n',
            "`allowedSchemaTypes` must be a list of integer, number, string, boolean, array, object, not ['str']",
        ),
        ('[[tool.defaultgen.api-conventions.markerscope.customMarkers]]\nscopes = ["Field"]\n', "entry 1 lacks `identifier`"),
    ],
)
def test_a_bad_setting_stops_the_run_naming_it(tmp_path, monkeypatch, table: str, message: str) -> None:
    status, out, err = lint(tmp_path, monkeypatch, 'select = ["API"]\n' + table.replace("[tool.defaultgen]\n", ""))
    assert status == 2 and out == "" and message in err and "pyproject.toml" in err


def test_rules_lists_the_kal_name(capsys) -> None:
    assert main(["rules"]) == 0
    line = next(line for line in capsys.readouterr().out.splitlines() if line.startswith("DG426"))
    assert "[optionalorrequired]" in line


MISUSED_LISTS = '''\
from dataclasses import dataclass, field
from typing import Optional


@dataclass
class Port:
    # +required
    # +kubebuilder:validation:MinLength=1
    name: str = field(default="", metadata={"json": "name,omitempty"})


@dataclass
class Spec:
    # +optional
    # +listType=set
    ports: list[Port] = field(default_factory=list, metadata={"json": "ports,omitempty"})
    # +optional
    # +listType=atomic
    data: Optional[bytes] = field(default=None, metadata={"json": "data,omitempty"})
    # +optional
    # +listType=map
    # +listMapKey=port
    keyed: list[Port] = field(default_factory=list, metadata={"json": "keyed,omitempty"})
'''


@pytest.mark.parametrize(("setting", "expected"), [("", 3), ('listTypeSetUsage = "Ignore"\n', 2)])
def test_ssatags_reports_the_misuses_beside_dg108(tmp_path, monkeypatch, setting: str, expected: int) -> None:
    """A set of objects (unless `listTypeSetUsage = "Ignore"`), a listType on bytes, a map key
    naming no field: DG429 under its own code, where DG108 reports them as errors too."""
    (tmp_path / "api.py").write_text(MISUSED_LISTS, encoding="utf-8")
    config = 'select = ["DG108", "DG429"]\n[tool.defaultgen.api-conventions.ssatags]\n' + setting
    (tmp_path / "pyproject.toml").write_text("[tool.defaultgen]\n" + config, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        main(["lint", "--no-cache", "."])
    found = [line for line in out.getvalue().splitlines() if " DG429 " in line]
    assert len(found) == expected, out.getvalue()
    assert any("`+listMapKey=port`, which is no field" in line for line in found)
    assert any("is bytes" in line for line in found)
    assert " DG108 " in out.getvalue()


def test_the_guide_s_table_of_findings_on_real_code_is_current(monkeypatch) -> None:
    """docs/guides/api-conventions.md counts the findings of `select = ["API"]` on the widgets
    example, testdata/controller_tools and testdata/k8s: the counts are what lint finds."""
    import re
    from collections import Counter

    repo = Path(__file__).resolve().parent.parent
    table = (repo / "docs/guides/api-conventions.md").read_text(encoding="utf-8").split("## On real code", 1)[1]
    rows = {m[1]: tuple(int(n) for n in m.groups()[1:]) for m in re.finditer(r"^\| (DG4\d\d) \| \w+ \| (\d+) \| (\d+) \| (\d+) \|", table, re.M)}
    counts = []
    for directory in ("testdata/examples/widgets/api", "testdata/controller_tools", "testdata/k8s"):
        monkeypatch.chdir(repo)
        out = io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
            main(["lint", "--no-cache", "--select", "API", directory])
        counts.append(Counter(re.findall(r" (DG4\d\d) ", out.getvalue())))
    found = {code: tuple(c[code] for c in counts) for code in set().union(*counts)}
    assert rows == found


def test_requiredfields_fix_adds_omitzero_to_a_dataclass_whose_zero_value_is_refused(tmp_path, monkeypatch) -> None:
    """KAL's requiredfields: a required dataclass value whose `{}` fails (its own required
    field) is omitzero, not Optional; `--fix --unsafe-fixes` writes the omitzero."""
    source = (
        "from dataclasses import dataclass, field\n\n\n@dataclass\nclass Ref:\n    # +required\n"
        '    # +kubebuilder:validation:MinLength=1\n    name: str = field(default="", metadata={"json": "name,omitempty"})\n\n\n'
        '@dataclass\nclass Spec:\n    # +required\n    ref: Ref = field(default_factory=Ref, metadata={"json": "ref"})\n'
    )
    (tmp_path / "api.py").write_text(source, encoding="utf-8")
    (tmp_path / "pyproject.toml").write_text('[tool.defaultgen]\nselect = ["DG428"]\n', encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    with contextlib.redirect_stdout(io.StringIO()) as out, contextlib.redirect_stderr(io.StringIO()):
        main(["lint", "--no-cache", "--api-modules", "*", "."])
    assert "api.py:14:5: DG428 field `Spec.ref` does not allow the zero value: add omitzero" in out.getvalue()
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        status = main(["lint", "--no-cache", "--api-modules", "*", "--fix", "--unsafe-fixes", "."])
    assert status == 0
    assert '"json": "ref,omitzero"' in (tmp_path / "api.py").read_text(encoding="utf-8")


def test_optionalfields_when_required_asks_optional_only_where_the_zero_value_is_valid(tmp_path, monkeypatch) -> None:
    """`pointers.preference = "WhenRequired"`: an optional str with MinLength=1 need not be
    Optional (`""` is never meant), one without a bound must be."""
    source = (
        "from dataclasses import dataclass, field\n\n\n@dataclass\nclass Spec:\n    # +optional\n"
        '    # +kubebuilder:validation:MinLength=1\n    name: str = field(default="", metadata={"json": "name,omitempty"})\n'
        '    # +optional\n    note: str = field(default="", metadata={"json": "note,omitempty"})\n'
    )
    (tmp_path / "api.py").write_text(source, encoding="utf-8")
    config = '[tool.defaultgen]\nselect = ["DG425"]\n[tool.defaultgen.api-conventions.optionalfields.pointers]\npreference = "WhenRequired"\n'
    (tmp_path / "pyproject.toml").write_text(config, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    with contextlib.redirect_stdout(io.StringIO()) as out, contextlib.redirect_stderr(io.StringIO()):
        main(["lint", "--no-cache", "--api-modules", "*", "."])
    assert [line.split(":")[1] for line in out.getvalue().splitlines() if line.startswith("api.py:")] == ["10"]
MARKERSCOPE = '''\
from dataclasses import dataclass, field
from typing import NewType

Port = NewType("Port", int)
Name = NewType("Name", str)

# +kubebuilder:validation:Format=int32
Int32 = NewType("Int32", int)


@dataclass
class Duration:
    # +optional
    seconds: Int32 = field(default=0, metadata={"json": "seconds,omitempty"})


@dataclass
class Spec:
    # +optional
    # +kubebuilder:validation:Maximum=10
    port: Port = field(default=0, metadata={"json": "port,omitempty"})
    # +optional
    # +kubebuilder:validation:MaxLength=10
    name: Name = field(default="", metadata={"json": "name,omitempty"})
    # +optional
    other: Name = field(default="", metadata={"json": "other,omitempty"})
    # +optional
    # +kubebuilder:validation:Minimum=1
    replicas: Int32 = field(default=0, metadata={"json": "replicas,omitempty"})
    # +optional
    # +kubebuilder:validation:Type=string
    # +kubebuilder:validation:Pattern=`^[0-9]+s$`
    timeout: Duration = field(default_factory=Duration, metadata={"json": "timeout,omitzero"})
'''


def _markerscope(tmp_path: Path, monkeypatch, *args: str, config: str = "") -> str:
    (tmp_path / "api.py").write_text(MARKERSCOPE, encoding="utf-8")
    pyproject = '[tool.defaultgen]\nextend-select = ["DG412"]\napi-modules = ["*"]\n' + config
    (tmp_path / "pyproject.toml").write_text(pyproject, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
        main([*args, "."] if args[0] == "lint" else list(args))
    return out.getvalue()


def test_markerscope_moves_a_field_s_bound_onto_its_named_type_safely_only_where_the_schema_stays(tmp_path, monkeypatch) -> None:
    """DG412's safe fix: `port`'s Maximum goes onto `Port`, which only `port` uses, and the
    published schema is the same; `name`'s MaxLength would reach `other` through `Name`, so that
    move is unsafe. A width (`Int32`, Go's int32) is no named type to move a bound to, and a
    field's `Type=string` makes its Pattern apply (the class `Duration` is an object: no move)."""
    found = _markerscope(tmp_path, monkeypatch, "lint", "--no-cache")
    assert [line.split(": ")[0] for line in found.splitlines() if " DG412 " in line] == ["api.py:20:5", "api.py:23:5"]
    before = _markerscope(tmp_path, monkeypatch, "openapi", "api.py")
    _markerscope(tmp_path, monkeypatch, "lint", "--no-cache", "--fix")
    fixed = (tmp_path / "api.py").read_text(encoding="utf-8")
    assert '# +kubebuilder:validation:Maximum=10\nPort = NewType("Port", int)' in fixed
    assert "    # +kubebuilder:validation:MaxLength=10\n    name: Name" in fixed  # unsafe: left
    (tmp_path / "api.py").write_text(fixed, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
        main(["openapi", "api.py"])
    assert json.loads(out.getvalue()) == json.loads(before) and "maximum" in before


def test_markerscope_s_warn_policy_reports_without_fixes(tmp_path, monkeypatch) -> None:
    config = '[tool.defaultgen.api-conventions.markerscope]\npolicy = "Warn"\n'
    found = _markerscope(tmp_path, monkeypatch, "lint", "--no-cache", config=config)
    assert found.count(" DG412 ") == 2 and "can be fixed" not in found
    _markerscope(tmp_path, monkeypatch, "lint", "--no-cache", "--fix", "--unsafe-fixes", config=config)
    assert (tmp_path / "api.py").read_text(encoding="utf-8") == MARKERSCOPE


def test_markerscope_s_custom_marker_overrides_a_built_in_rule(tmp_path, monkeypatch) -> None:
    """`customMarkers` replaces the registry's rule for `Maximum`: now only on fields, and of any
    type; a rule for another generator's marker checks its JSON type."""
    config = (
        '[[tool.defaultgen.api-conventions.markerscope.customMarkers]]\nidentifier = "kubebuilder:validation:Maximum"\n'
        'scopes = ["Field"]\n[[tool.defaultgen.api-conventions.markerscope.customMarkers]]\n'
        'identifier = "kubebuilder:validation:Pattern"\nscopes = ["Field", "Type"]\nnamedTypeConstraint = "OnTypeOnly"\n'
        'typeConstraint = {allowedSchemaTypes = ["integer"]}\n'
    )
    found = [line for line in _markerscope(tmp_path, monkeypatch, "lint", "--no-cache", config=config).splitlines() if " DG412 " in line]
    assert [line.split(": ")[0] for line in found] == ["api.py:23:5", "api.py:32:5"]
    assert "`+kubebuilder:validation:Pattern` on field `Spec.timeout`: it applies to integer values, not to a string" in found[1]
