"""`defaultgen apply --validate` (SPEC §6, §8): a local dry run of create.

As `kubectl apply --dry-run=server` does, a document the API server would refuse is refused:
every problem on stderr, located by document and JSON path, nothing on stdout or written, exit 1
(docs/decisions.md, "Validation").
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

SCHEMA = {
    "type": "object",
    "properties": {
        "spec": {
            "type": "object",
            "required": ["name"],
            "x-kubernetes-validations": [{"rule": "self.name == oldSelf.name", "message": "immutable"}],
            "properties": {
                "replicas": {"type": "integer", "minimum": 1, "default": 0},
                "name": {"type": "string", "pattern": "^[a-z]+$"},
            },
        }
    },
}


@pytest.fixture
def work(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "schema.json").write_text(json.dumps(SCHEMA), encoding="utf-8")
    return tmp_path


def apply(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "defaultgen", "apply", "--schema", "schema.json", *args],
        input=stdin, capture_output=True, text=True, check=False,
    )


def test_a_refused_document_prints_every_problem_and_nothing_else(work):
    (work / "cr.yaml").write_text("spec:\n  name: A\n", encoding="utf-8")
    result = apply("--validate", "cr.yaml")
    assert result.returncode == 1
    assert result.stdout == ""
    assert result.stderr.splitlines() == [
        'cr.yaml: $.spec.name: must match ^[a-z]+$, got "A"',
        # the default itself is invalid: the API server checks after defaulting, and so do we
        "cr.yaml: $.spec.replicas: must be >= 1, got 0",
        "cr.yaml: $.spec: note: rule self.name == oldSelf.name not evaluated: a transition rule (it uses "
        "oldSelf): the API server evaluates it only on update, against the stored object, which a create "
        "does not have",
        "cr.yaml: refused: 2 problems (nothing printed or written)",
    ]


def test_an_accepted_document_is_printed_with_its_notes_on_stderr(work):
    result = apply("--validate", stdin='{"spec": {"name": "a", "replicas": 2}}')
    assert result.returncode == 0
    assert json.loads(result.stdout) == {"spec": {"name": "a", "replicas": 2}}
    assert result.stderr.count("note: rule self.name == oldSelf.name not evaluated") == 1


def test_in_place_writes_nothing_when_refused(work):
    (work / "cr.json").write_text('{"spec": {"name": "a"}}', encoding="utf-8")
    result = apply("--validate", "--in-place", "cr.json")
    assert result.returncode == 1
    assert (work / "cr.json").read_text(encoding="utf-8") == '{"spec": {"name": "a"}}'


def test_without_the_flag_nothing_is_validated(work):
    result = apply(stdin='{"spec": {"name": "A"}}')
    assert result.returncode == 0 and result.stderr == ""


def test_the_setting_comes_from_pyproject_too(work):
    (work / "pyproject.toml").write_text("[tool.defaultgen]\nvalidate = true\n", encoding="utf-8")
    assert apply(stdin='{"spec": {"name": "A"}}').returncode == 1
    assert apply("--no-validate", stdin='{"spec": {"name": "A"}}').returncode == 0


def test_a_schema_only_validation_rejects_is_a_located_usage_error(work):
    (work / "schema.json").write_text(json.dumps({"type": "object", "enum": "A"}), encoding="utf-8")
    result = apply("--validate", stdin="{}")
    assert result.returncode == 2
    assert result.stderr.startswith("defaultgen apply: schema.json: #/enum: must be a list")
    assert "Traceback" not in result.stderr
