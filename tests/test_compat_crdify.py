"""`defaultgen compat` on CRD manifests and schema dicts: the change sets crdify's
documentation lists for each of its validations (kubernetes-sigs/crdify, commit
54162f2e3097fb147e1932b9b27abf5c97980a70, docs/validations.md), each with the check and the
severity SPEC §9 gives it, and the constraint and CEL checks, which work on the published
keywords whoever publishes them (a CRD from a cluster here: no marker reading involved)."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest
import yaml
from compat_repo import Repo

from defaultgen.cli.main import main
from defaultgen.compat.schemas import SchemaDiff


def crd(**spec_props) -> dict:
    """A CRD with one served and stored version whose spec has `spec_props`."""
    return {
        "apiVersion": "apiextensions.k8s.io/v1",
        "kind": "CustomResourceDefinition",
        "metadata": {"name": "widgets.example.com"},
        "spec": {
            "group": "example.com",
            "names": {"kind": "Widget", "plural": "widgets", "singular": "widget", "listKind": "WidgetList"},
            "scope": "Namespaced",
            "versions": [
                {
                    "name": "v1",
                    "served": True,
                    "storage": True,
                    "schema": {
                        "openAPIV3Schema": {
                            "type": "object",
                            "properties": {"spec": {"type": "object", "properties": spec_props}},
                        }
                    },
                }
            ],
        },
    }


def spec_of(document: dict) -> dict:
    return document["spec"]["versions"][0]["schema"]["openAPIV3Schema"]["properties"]["spec"]


def run(tmp_path: Path, capsys, monkeypatch, old: dict, new: dict, *args: str) -> tuple[int, list[dict]]:
    (tmp_path / "old.yaml").write_text(yaml.safe_dump(old), encoding="utf-8")
    (tmp_path / "new.yaml").write_text(yaml.safe_dump(new), encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    capsys.readouterr()
    status = main(["compat", "--format", "json", "--against", "old.yaml", "new.yaml", *args])
    return status, json.loads(capsys.readouterr().out)


BASE = {
    "color": {"type": "string", "enum": ["blue", "red"], "default": "blue"},
    "size": {"type": "integer", "minimum": 1, "maximum": 10},
    "name": {"type": "string", "minLength": 1, "maxLength": 63, "pattern": "^[a-z]+$"},
    "tags": {"type": "array", "items": {"type": "string"}, "minItems": 1, "maxItems": 5},
    "labels": {"type": "object", "additionalProperties": {"type": "string"}, "minProperties": 1, "maxProperties": 8},
    "note": {"type": "string", "description": "A note."},
    "free": {"type": "string"},
    "step": {"type": "integer", "multipleOf": 2},
    "maybe": {"type": "string", "nullable": True},
}


def changed(path: str, value) -> dict:
    """BASE with `path` (`prop.keyword`, or `prop` for the whole property) set to `value`
    (None: removed)."""
    props = copy.deepcopy(BASE)
    prop, _, keyword = path.partition(".")
    target = props if not keyword else props[prop]
    key = keyword or prop
    if value is None:
        del target[key]
    else:
        target[key] = value
    return props


# (crdify validation and change, new BASE, [(code, severity)])
CHANGE_SETS = [
    ("enum: adding an enum constraint", changed("free.enum", ["a"]), [("DGC403", "error")]),
    ("enum: removing an allowed value", changed("color.enum", ["blue"]), [("DGC401", "error")]),
    ("enum: adding an allowed value", changed("color.enum", ["blue", "red", "green"]), [("DGC402", "warning")]),
    ("enum: dropping the constraint", changed("color.enum", None), [("DGC404", "info")]),
    ("default: removing", changed("color.default", None), [("DGC302", "error")]),
    ("default: changing", changed("color.default", "red"), [("DGC303", "error")]),
    ("default: adding", changed("free.default", "x"), [("DGC301", "error")]),
    ("maximum: adding", changed("step.maximum", 100), [("DGC602", "error")]),
    ("maximum: decreasing", changed("size.maximum", 9), [("DGC602", "error")]),
    ("maximum: increasing", changed("size.maximum", 11), [("DGC619", "info")]),
    ("maximum: made exclusive", changed("size.exclusiveMaximum", True), [("DGC602", "error")]),
    ("maxLength: decreasing", changed("name.maxLength", 32), [("DGC604", "error")]),
    ("maxItems: adding", changed("tags.maxItems", 4), [("DGC606", "error")]),
    ("maxProperties: decreasing", changed("labels.maxProperties", 4), [("DGC608", "error")]),
    ("minimum: adding", changed("step.minimum", 0), [("DGC601", "error")]),
    ("minimum: increasing", changed("size.minimum", 2), [("DGC601", "error")]),
    ("minimum: removing", changed("size.minimum", None), [("DGC619", "info")]),
    ("minLength: increasing", changed("name.minLength", 2), [("DGC603", "error")]),
    ("minItems: increasing", changed("tags.minItems", 2), [("DGC605", "error")]),
    ("minProperties: adding", changed("maybe.minProperties", 1), [("DGC607", "error")]),
    ("required: a new required field", {**BASE, "x": {"type": "string"}}, []),  # required handled below
    ("type: changing", changed("size.type", "string"), [("DGC201", "error")]),
    ("pattern: adding", changed("free.pattern", "^a"), [("DGC609", "error")]),
    ("pattern: modifying", changed("name.pattern", "^[a-z0-9]+$"), [("DGC609", "error")]),
    ("pattern: removing", changed("name.pattern", None), [("DGC619", "info")]),
    ("nullable: adding", changed("free.nullable", True), [("DGC702", "info")]),
    ("nullable: removing", changed("maybe.nullable", None), [("DGC701", "error")]),
    ("multipleOf: to a multiple", changed("step.multipleOf", 4), [("DGC610", "error")]),
    ("multipleOf: to a divisor", changed("step.multipleOf", 1), [("DGC619", "info")]),
    ("existingFieldRemoval", changed("note", None), [("DGC101", "error")]),
    ("description: off by default", changed("note.description", "Another note."), []),
    ("unhandled: anything else", changed("free.x-kubernetes-embedded-resource", True), [("DGC990", "warning")]),
]


@pytest.mark.parametrize(("new_props", "expected"), [c[1:] for c in CHANGE_SETS], ids=[c[0] for c in CHANGE_SETS])
def test_crdify_change_sets(tmp_path, capsys, monkeypatch, new_props, expected) -> None:
    status, findings = run(tmp_path, capsys, monkeypatch, crd(**BASE), crd(**new_props))
    assert [(f["code"], f["severity"]) for f in findings] == expected
    assert status == (1 if any(severity == "error" for _, severity in expected) else 0)


def test_findings_are_located_in_the_manifest(tmp_path, capsys, monkeypatch) -> None:
    status, findings = run(tmp_path, capsys, monkeypatch, crd(**BASE), crd(**changed("color.default", "red")))
    (finding,) = findings
    lines = (tmp_path / "new.yaml").read_text(encoding="utf-8").splitlines()
    assert finding["path"] == "new.yaml"
    assert lines[finding["line"] - 1].strip() == "color:"
    assert finding["message"].startswith('`Widget.spec.color`: default changed from "blue" to "red"')
    status, findings = run(tmp_path, capsys, monkeypatch, crd(**BASE), crd(**changed("note", None)))
    assert (findings[0]["path"], findings[0]["code"]) == ("old.yaml", "DGC101")
    assert (tmp_path / "old.yaml").read_text(encoding="utf-8").splitlines()[findings[0]["line"] - 1].strip() == "note:"


def test_required_field_added_and_dropped(tmp_path, capsys, monkeypatch) -> None:
    old, new = crd(**BASE), crd(**BASE)
    spec_of(new)["required"] = ["name"]
    assert run(tmp_path, capsys, monkeypatch, old, new)[1][0]["code"] == "DGC501"
    status, findings = run(tmp_path, capsys, monkeypatch, new, old)
    assert (status, [(f["code"], f["severity"]) for f in findings]) == (0, [("DGC503", "info")])


def test_description_check_is_there_for_who_wants_it(tmp_path, capsys, monkeypatch) -> None:
    status, findings = run(
        tmp_path,
        capsys,
        monkeypatch,
        crd(**BASE),
        crd(**changed("note.description", "Other.")),
        "--policy",
        "description-changed=error",
    )
    assert (status, [f["code"] for f in findings]) == (1, ["DGC951"])


def test_enum_addition_policy_as_crdify_disallow(tmp_path, capsys, monkeypatch) -> None:
    new = crd(**changed("color.enum", ["blue", "red", "green"]))
    assert run(tmp_path, capsys, monkeypatch, crd(**BASE), new, "--policy", "enum-value-added=error")[0] == 1
    assert run(tmp_path, capsys, monkeypatch, crd(**BASE), new, "--policy", "enum-value-added=ignore")[1] == []


def test_scope_and_versions(tmp_path, capsys, monkeypatch) -> None:
    """crdify's global validations: scope, storedVersionRemoval; and a served version gone."""
    old = crd(**BASE)
    v1beta1 = copy.deepcopy(old["spec"]["versions"][0]) | {"name": "v1beta1", "storage": False}
    old["spec"]["versions"].insert(0, v1beta1)
    new = copy.deepcopy(old)
    new["spec"]["scope"] = "Cluster"
    assert [f["code"] for f in run(tmp_path, capsys, monkeypatch, old, new)[1]] == ["DGC105"]
    unserved = copy.deepcopy(old)
    unserved["spec"]["versions"][0]["served"] = False
    assert [f["code"] for f in run(tmp_path, capsys, monkeypatch, old, unserved)[1]] == ["DGC103"]
    gone = copy.deepcopy(old)
    del gone["spec"]["versions"][0]
    assert [f["code"] for f in run(tmp_path, capsys, monkeypatch, old, gone)[1]] == ["DGC103"]
    moved = copy.deepcopy(old)
    moved["spec"]["versions"] = [moved["spec"]["versions"][0] | {"storage": True}]
    status, findings = run(tmp_path, capsys, monkeypatch, old, moved)
    assert (status, [(f["code"], f["path"]) for f in findings]) == (1, [("DGC104", "old.yaml")])
    # the cluster's status.storedVersions counts too (a CRD read with kubectl)
    old["status"] = {"storedVersions": ["v1beta1", "v1"]}
    assert [f["code"] for f in run(tmp_path, capsys, monkeypatch, old, gone)[1]] == ["DGC104"]
    assert [
        f["code"] for f in run(tmp_path, capsys, monkeypatch, crd(**BASE), {**crd(), "metadata": {"name": "other"}})[1]
    ] == ["DGC107"]


def test_served_versions_must_agree(tmp_path, capsys, monkeypatch) -> None:
    """crdify's served-version validation: a new served version that lacks a field of an older
    served one is reported; what separated the versions before is not reported again."""
    old = crd(**BASE)
    new = copy.deepcopy(old)
    v2 = copy.deepcopy(new["spec"]["versions"][0]) | {"name": "v2", "storage": False}
    del spec_of({"spec": {"versions": [v2]}})["properties"]["note"]
    new["spec"]["versions"].append(v2)
    status, findings = run(tmp_path, capsys, monkeypatch, old, new)
    assert [f["code"] for f in findings] == ["DGC101"]
    assert findings[0]["message"].startswith("between served versions v1 and v2: field `Widget.spec.note` was removed")
    assert run(tmp_path, capsys, monkeypatch, new, new)[1] == []


CEL = [{"rule": "self.size <= 10", "message": "too big"}, {"rule": "self.name != ''", "reason": "FieldValueInvalid"}]


@pytest.mark.parametrize(
    ("new_rules", "expected"),
    [
        ([*CEL, {"rule": "self.size > 0"}], [("DGC901", "error")]),
        ([{"rule": "self.size <= 5", "message": "too big"}, CEL[1]], [("DGC902", "error")]),
        ([CEL[1]], [("DGC903", "info")]),
        ([{"rule": "self.size <= 10", "message": "far too big"}, CEL[1]], [("DGC904", "info")]),
        ([{**CEL[0], "messageExpression": "'size ' + string(self.size)"}, CEL[1]], [("DGC904", "info")]),
        ([CEL[0], {**CEL[1], "reason": "FieldValueForbidden"}], [("DGC902", "error")]),
        ([CEL[1], CEL[0]], []),  # reordered
    ],
    ids=["added", "changed", "removed", "message-only", "message expression", "reason changed", "reordered"],
)
def test_cel_rules_are_classified(tmp_path, capsys, monkeypatch, new_rules, expected) -> None:
    old, new = crd(**BASE), crd(**BASE)
    spec_of(old)["x-kubernetes-validations"] = CEL
    spec_of(new)["x-kubernetes-validations"] = new_rules
    status, findings = run(tmp_path, capsys, monkeypatch, old, new)
    assert [(f["code"], f["severity"]) for f in findings] == expected


def test_schema_dicts_follow_refs_and_named_components() -> None:
    """Components compared through `$ref`s: the same name is compared once as a component; a
    reference to another component compares what it points at."""
    old = {"A": {"type": "object", "properties": {"x": {"type": "integer", "minimum": 1}}}}
    new = {"B": {"type": "object", "properties": {"x": {"type": "integer", "minimum": 2}}}}
    diff = SchemaDiff(old, new)
    changes = list(
        diff.compare(
            {"allOf": [{"$ref": "#/components/schemas/A"}], "default": {}},
            {"$ref": "#/components/schemas/B"},
            ("R",),
            ("R",),
            "R.f",
        )
    )
    assert [(c.code, c.path) for c in changes] == [("DGC302", ("R",)), ("DGC601", ("R", "properties", "x"))]
    same = SchemaDiff(old, old)
    assert list(same.compare({"$ref": "#/components/schemas/A"}, {"$ref": "#/components/schemas/A"}, (), (), "f")) == []


def test_manifests_against_a_revision(tmp_path, capsys, monkeypatch) -> None:
    """PATHS that are manifests, `--against REV`: the same files at the revision."""
    repo = Repo(tmp_path)
    repo.commit({"config/crd.yaml": yaml.safe_dump(crd(**BASE))})
    repo.write({"config/crd.yaml": yaml.safe_dump(crd(**changed("size.minimum", 3)))})
    result = repo.compat(capsys, monkeypatch, "--format", "json", "config/crd.yaml")
    assert [(f["code"], f["path"]) for f in result.findings] == [("DGC601", "config/crd.yaml")]
    assert repo.compat(capsys, monkeypatch, "--format", "json", "--against", "HEAD", "config/crd.yaml").status == 1


def test_unreadable_manifests_are_usage_errors(tmp_path, capsys, monkeypatch) -> None:
    (tmp_path / "old.yaml").write_text("a: [1,\n", encoding="utf-8")
    (tmp_path / "none.yaml").write_text("kind: ConfigMap\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    capsys.readouterr()
    assert main(["compat", "--against", "old.yaml", "none.yaml"]) == 2
    assert "old.yaml:2:1: not YAML or JSON" in capsys.readouterr().err
    (tmp_path / "old.yaml").write_text(yaml.safe_dump(crd(**BASE)), encoding="utf-8")
    assert main(["compat", "--against", "old.yaml", "none.yaml"]) == 2
    assert "none.yaml: holds no CustomResourceDefinition" in capsys.readouterr().err
