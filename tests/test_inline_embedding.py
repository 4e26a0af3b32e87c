"""Go's inline embedding as dataclass bases (SPEC §1), on controller-tools' CronJob types
translated to Python (testdata/class_shapes/cronjob, sources named there), and the shapes of
issue #22 one by one."""

from __future__ import annotations

import dataclasses
import importlib
import json
import shutil
import sys
import textwrap
import uuid
from pathlib import Path

import pytest
from strategies import run_cli

from defaultgen.openapi.schemas import openapi_document
from defaultgen.source.discover import discover, load_universe

REPO = Path(__file__).resolve().parent.parent
SHAPES = REPO / "testdata" / "class_shapes"


@pytest.fixture
def generated(tmp_path, monkeypatch):
    """Copy a package under a fresh name, lint and generate it with the command line, import
    it: (the module `types`, its generated module, the package's root)."""
    monkeypatch.syspath_prepend(str(tmp_path))
    names = []

    def make(source: Path | dict[str, str]):
        package = "shapes_" + uuid.uuid4().hex[:10]
        names.append(package)
        if isinstance(source, Path):
            shutil.copytree(source, tmp_path / package)
        else:
            (tmp_path / package).mkdir()
            (tmp_path / package / "__init__.py").write_text("")
            for name, text in source.items():
                (tmp_path / package / name).write_text(textwrap.dedent(text), encoding="utf-8")
        status, out, err = run_cli(tmp_path, "lint", "--no-cache", package)
        assert status == 0, out + err
        status, out, err = run_cli(tmp_path, "generate", "--no-cache", package)
        assert status == 0, out + err
        importlib.invalidate_caches()
        types = importlib.import_module(f"{package}.types")
        return types, importlib.import_module(f"{package}.types_defaults"), tmp_path / package

    yield make
    for name in [m for m in sys.modules if any(m == p or m.startswith(p + ".") for p in names)]:
        del sys.modules[name]


def test_cronjob_loads_through_its_inline_embeds(generated):
    """Issue #22: `load(CronJob, {"spec": {"schedule": "x"}})` raised TypeError (two values for
    `from_pointer`): the decoder passed CronJobSpec's fields by position in Go's order, not
    Python's (the reversed MRO)."""
    types, gen, _ = generated(SHAPES / "cronjob")
    job = gen.load(types.CronJob, {"spec": {"schedule": "x"}})
    assert job.spec == types.CronJobSpec(schedule="x", protocol="TCP")  # +default="TCP"
    assert [f.name for f in dataclasses.fields(types.CronJobSpec)][:6] == [
        "from_pointer", "from_embedded", "baz", "qux", "foo", "bar"  # fmt: skip
    ]
    document = {
        "kind": "CronJob",
        "apiVersion": "testdata.kubebuilder.io/v1",
        "metadata": {"name": "job"},
        "spec": {"foo": "1", "baz": "2", "fromEmbedded": "3", "fromPointer": "4", "schedule": "5", "protocol": "UDP"},
    }
    job = gen.load(types.CronJob, document)
    assert (job.kind, job.api_version, job.metadata.name) == ("CronJob", "testdata.kubebuilder.io/v1", "job")
    spec = job.spec
    assert (spec.foo, spec.baz, spec.from_embedded, spec.from_pointer, spec.schedule) == ("1", "2", "3", "4", "5")
    assert (spec.bar, spec.qux, spec.unexported_field) == ("", "", "")  # json:"-": never read
    written = gen.to_dict(job)
    assert {k: written["spec"][k] for k in document["spec"]} == document["spec"]
    assert not {"bar", "qux", "unexportedField"} & written["spec"].keys()


def test_cronjob_spec_publishes_the_inline_fields_as_controller_gen_does(generated):
    """The embedded structs' fields are CronJobSpec's own properties in the CRD controller-gen
    writes for the Go types (testdata/class_shapes/cronjob_spec_reference.json)."""
    _, _, root = generated(SHAPES / "cronjob")
    reference = json.loads((SHAPES / "cronjob_spec_reference.json").read_text(encoding="utf-8"))
    universe = load_universe(discover([str(root)], root.parent), root.parent)
    schemas = openapi_document(universe)["components"]["schemas"]
    spec = schemas[f"{root.name}.types.CronJobSpec"]
    ours = {name: spec["properties"][name] for name in reference["properties"]}
    ours["protocol"].pop("description", None)
    for name in ("foo", "baz", "schedule"):  # no omitempty: the zero default KEP-1929 implies
        assert ours[name].pop("default") == ""  # (SPEC §4), which controller-gen does not write
    assert ours == reference["properties"]
    assert [name for name in spec["required"] if name in reference["properties"]] == reference["required"]
    assert not set(reference["absent"]) & spec["properties"].keys()


def test_issue_22_shapes(generated):
    """The three shapes issue #22 names: two dataclass bases, an alias base in another
    module, an InitVar among the fields."""
    types, gen, _ = generated(
        {
            "other.py": """\
            from dataclasses import dataclass

            @dataclass
            class EmbeddedStruct:
                embedded: str = ""

            InlineAlias = EmbeddedStruct
            """,
            "types.py": """\
            # +defaultgen
            from dataclasses import InitVar, dataclass

            from .other import InlineAlias

            @dataclass
            class A:
                a: str = ""

            @dataclass
            class B:
                b: str = ""

            @dataclass
            class C(A, B):
                c: str = ""

            @dataclass
            class Spec(C, InlineAlias):
                name: str = ""
                scale: InitVar[int] = 1
                size: int = 0

                def __post_init__(self, scale):
                    self.size *= scale
            """,
        }
    )
    assert gen.load(types.C, {"a": "x"}) == types.C(a="x")
    spec = gen.load(types.Spec, {"a": "1", "b": "2", "c": "3", "embedded": "4", "name": "5", "size": 6})
    assert spec == types.Spec(a="1", b="2", c="3", embedded="4", name="5", size=6)
    assert gen.to_dict(spec) == {"embedded": "4", "b": "2", "a": "1", "c": "3", "name": "5", "size": 6}
