"""tools/kal_cases: the translator of kube-api-linter's analysistest cases (issue 41, item 4).

Its pieces on small Go snippets written here by hand, and the committed testdata/kal being what
the translator writes from KAL's commit (when the mirror holds it)."""

from __future__ import annotations

import ast
import dataclasses
import subprocess
import tomllib
from pathlib import Path

from tools import kal_cases
from tools.kal_cases import golang, pymodule

KAL = Path(__file__).resolve().parent.parent / "testdata" / "kal"


def _translate(src: str) -> pymodule.Module:
    go = golang.parse_file(src)
    scope = kal_cases._scopes({"a/a.go": go})["a"]
    return pymodule.translate(go, dataclasses.replace(scope, stem="a"), "a/a.go")


def _line(module: pymodule.Module, go_line: int) -> str:
    return module.text.splitlines()[module.line_of[go_line] - 1]


POINTER = """package a

type S struct {
	// name is optional.
	// +optional
	Name *string `json:"name,omitempty"` // want "field S.Name must not be a pointer"
}
"""


def test_a_pointer_field_is_optional_with_its_comments_and_json_tag():
    module = _translate(POINTER)
    assert _line(module, 6) == '    name: Optional[str] = field(default=None, metadata={"json": "name,omitempty"})'
    assert _line(module, 4) == "    # name is optional."
    assert _line(module, 5) == "    # +optional"
    assert _line(module, 3) == "class S:"
    assert "from typing import Optional" in module.text
    ast.parse(module.text)


def test_a_map_field_is_a_dict_with_an_empty_factory_and_a_field_without_tag_keeps_its_go_name():
    module = _translate("package a\n\ntype S struct {\n\tLabels map[string]int\n\tCount int32\n}\n")
    assert _line(module, 4) == "    Labels: dict[str, int] = field(default_factory=dict)"
    assert _line(module, 5) == "    Count: Int32 = field(default=0)"
    assert '# +kubebuilder:validation:Format=int32\nInt32 = NewType("Int32", int)' in module.text


def test_a_want_on_a_marker_line_goes_to_that_comments_python_line_without_the_want():
    src = ('package a\n\ntype S struct {\n\t// +kubebuilder:validation:MaxLength=10 // want "duplicated"\n'
           '\t// +kubebuilder:validation:MaxLength=10\n\tName string `json:"name"`\n}\n')
    module = _translate(src)
    assert _line(module, 4) == "    # +kubebuilder:validation:MaxLength=10"
    assert golang.wants_of(golang.tokenize(src)[1][0].text) == ["duplicated"]


def test_an_unsigned_field_is_left_out_with_its_reason():
    src = 'package a\n\ntype S struct {\n\t// count.\n\tCount uint `json:"count"` // want "unsigned"\n\tName string\n}\n'
    module = _translate(src)
    assert "count" not in module.text.lower().replace("# translated", "")
    assert module.skipped[5] == "field S.Count: unsigned integer"
    assert module.skipped[4] == module.skipped[5]
    assert 5 not in module.line_of
    assert _line(module, 6) == '    Name: str = field(default="")'


def test_named_types_aliases_and_a_named_struct():
    src = ("package a\n\n// S is a string.\n// +kubebuilder:validation:MaxLength=3\ntype S string\n\n"
           "type A = S\n\ntype T struct{}\n\ntype U T // want \"u\"\n")
    module = _translate(src)
    assert _line(module, 5) == 'S = NewType("S", str)'
    assert _line(module, 4) == "# +kubebuilder:validation:MaxLength=3"
    assert _line(module, 7) == "A: TypeAlias = S"
    assert _line(module, 11) == "class U(T):"


def test_several_wants_in_backquotes_and_quotes():
    comment = '// want `a "b"` "c\\\\.d"'
    assert golang.wants_of(comment) == ['a "b"', "c\\.d"]
    assert golang.python_comment("// text // want `x`") == "# text"
    assert golang.python_comment('// want "x"') == "#"


def test_snake_case_of_go_names():
    assert pymodule.snake("JSONTagRegex") == "json_tag_regex"
    assert pymodule.snake("IntPtr") == "int_ptr"
    assert pymodule.snake("From") == "from_"


TEST_GO = """package x_test

func TestOne(t *testing.T) {
	a, err := x.Initializer().Init(&x.XConfig{
		Policy: x.PolicyWarn,
		Rules: []x.Rule{
			{Identifier: "a", DependsOn: []string{"b", "c"}},
		},
		Nested: x.Nested{Policy: x.PolicyWarn},
	})
	analysistest.Run(t, testdata, a, "a", "b/...")
}
"""


def test_configuration_literals_become_kals_yaml_spelling_and_toml():
    names = {"Policy": "policy", "Rules": "rules", "Identifier": "identifier", "DependsOn": "dependsOn",
             "Nested": "omitzero"}
    [(test, patterns, config)] = kal_cases.analyzer_tests(TEST_GO, names, {"PolicyWarn": "Warn"})
    assert (test, patterns) == ("TestOne", ["a", "b/..."])
    expected = {"policy": "Warn", "rules": [{"identifier": "a", "dependsOn": ["b", "c"]}], "omitzero": {"policy": "Warn"}}
    assert config == expected
    text = "\n".join(kal_cases.toml("tool.defaultgen.api-conventions.x", config))
    assert tomllib.loads(text)["tool"]["defaultgen"]["api-conventions"]["x"] == expected


def test_committed_fixtures_parse_and_name_their_source():
    modules = list(KAL.rglob("*.py"))
    assert len(modules) > 60
    for path in modules:
        ast.parse(path.read_text())
        first = path.read_text().splitlines()[0]
        assert pymodule.TOOL in first
        linter = path.relative_to(KAL).parts[0]
        assert pymodule.commit_of(linter) in first or path.name in ("__init__.py", "meta.py")
    for path in KAL.rglob("pyproject.toml"):
        linter = path.relative_to(KAL).parts[0]
        assert tomllib.loads(path.read_text())["tool"]["defaultgen"]["select"] == [kal_cases.CODES[linter]]


def _mirror_has_commit() -> bool:
    probes = [subprocess.run(["git", "-C", kal_cases.MIRROR, "cat-file", "-e", commit], capture_output=True, check=False)
              for commit in (pymodule.COMMIT, *pymodule.COMMITS.values())]
    return all(probe.returncode == 0 for probe in probes)


def test_committed_fixtures_are_what_the_translator_writes(tmp_path):
    """Where KAL's mirror is at hand, a fresh run writes exactly testdata/kal; elsewhere every
    want file still points at a line of its module that exists."""
    if _mirror_has_commit():
        kal_cases.main([kal_cases.MIRROR, "--out", str(tmp_path)])
        fresh = {str(p.relative_to(tmp_path)): p.read_text() for p in kal_cases.written(tmp_path)}
        committed = {str(p.relative_to(KAL)): p.read_text() for p in kal_cases.written(KAL)}
        assert fresh.keys() == committed.keys()
        assert [k for k in fresh if fresh[k] != committed[k]] == []
    for want in KAL.rglob("*.want"):
        lines = want.with_suffix(".py").read_text().splitlines()
        for entry in want.read_text().splitlines():
            number, code, _ = entry.split(" ", 2)
            assert code.startswith("DG4") and 0 < int(number) <= len(lines)


def test_inline_embedding_is_a_base_class_and_embedding_under_a_json_name_is_a_field():
    src = ('package a\n\ntype Base struct{}\n\ntype S struct {\n\t// inline.\n\tBase `json:",inline"` // want "x"\n'
           '\tBase2 `json:"base2,omitempty"` // want "y"\n\t*Base3 `json:",inline"`\n}\n\ntype Base2 struct{}\n\ntype Base3 struct{}\n')
    module = _translate(src)
    assert _line(module, 5) == "class S(Base):"
    assert _line(module, 8) == '    base2: Base2 = field(default_factory=Base2, metadata={"json": "base2,omitempty"})'
    assert module.skipped[7] == "inline embedded field S.Base: a base class of S (SPEC §1), with no line of its own"
    assert module.skipped[6] == module.skipped[7]
    assert module.skipped[9] == "inline embedded field S.*Base3: a pointer, which a base class cannot be"


def test_only_the_packages_a_kal_test_runs_have_wants():
    assert kal_cases._runs("a", "a") and kal_cases._runs("a/...", "a/pkg")
    assert not kal_cases._runs("a", "a/aa") and not kal_cases._runs("a/...", "ab")
    assert not (KAL / "ssatags" / "a" / "aa" / "aa.want").exists()
    assert (KAL / "ssatags" / "a" / "aa" / "aa.py").exists()


def test_a_run_keeps_files_it_does_not_write(tmp_path):
    (tmp_path / "a").mkdir()
    (tmp_path / "DIFFERENCES").write_text("kept\n")
    (tmp_path / "a" / "old.py").write_text("# stale\n")
    kal_cases.write({"a/new.py": "x = 1\n"}, tmp_path)
    assert (tmp_path / "DIFFERENCES").read_text() == "kept\n"
    assert not (tmp_path / "a" / "old.py").exists()
    assert [p.name for p in kal_cases.written(tmp_path)] == ["new.py"]


def test_a_linter_not_merged_at_the_commit_is_read_from_its_own():
    """markerscope is not in KAL's COMMIT: its cases come from its pull request's commit, named in
    every file written from it and in CASES.md, the others' from COMMIT."""
    assert pymodule.commit_of("markerscope") == "e816b4e7f6cba9b509780b47b1f3ed4b937f8b2e"
    assert pymodule.commit_of("maxlength") == pymodule.COMMIT
    first = (KAL / "markerscope" / "a" / "numeric.py").read_text().splitlines()[0]
    assert "@e816b4e7f6cba9b509780b47b1f3ed4b937f8b2e pkg/analysis/markerscope/testdata/src/a/numeric.go" in first
    assert "e816b4e7f6cba9b509780b47b1f3ed4b937f8b2e" in (KAL / "markerscope" / "b" / "pyproject.toml").read_text()
    cases = (KAL / "CASES.md").read_text()
    assert "markerscope at e816b4e7f6cba9b509780b47b1f3ed4b937f8b2e" in cases and "| markerscope | DG412 | 78 | 78 | 0 |" in cases
    if _mirror_has_commit():
        assert "markerscope" in kal_cases.linters(kal_cases.Mirror(kal_cases.MIRROR))


def test_a_base_left_out_leaves_no_import_behind():
    """Go's `struct { time.Duration }` (an embedded non-struct) has no base class; the module
    does not import the name it would have been (which would clash with the class itself)."""
    src = "package a\n\nimport \"time\"\n\ntype Duration struct {\n\ttime.Duration\n}\n"
    module = _translate(src)
    assert "from meta import" not in module.text
    assert _line(module, 5) == "class Duration:"
