"""`defaultgen import` (SPEC §10): sources, output files, the header rule, --check / --diff,
`-o -`, and bad input (a located message, exit 1, nothing written, no traceback).

The round trip itself is tests/test_importer_roundtrip.py (random schemas and universes) and
tests/test_import_real.py (real documents); here each expected text is the input itself or a
message written from SPEC §10."""

from __future__ import annotations

import contextlib
import io
import json
from pathlib import Path

import pytest
import yaml

from defaultgen.cli.main import main
from defaultgen.crd.manifest import API_VERSION, KIND
from defaultgen.fileio import IMPORTED_HEADER


def run(cwd: Path, *argv: object, stdin: str = "") -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.chdir(cwd), contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        import sys

        saved, sys.stdin = sys.stdin, io.StringIO(stdin)
        try:
            status = main([str(a) for a in argv])
        finally:
            sys.stdin = saved
    return status, out.getvalue(), err.getvalue()


SPEC = {
    "description": "What the user asks for.\nOne more line.",
    "type": "object",
    "required": ["size"],
    "properties": {
        "replicas": {"type": "integer", "format": "int32", "minimum": 0, "default": 1},
        "size": {"type": "string", "enum": ["small", "large"]},
        "tags": {"type": "array", "items": {"type": "string", "maxLength": 10}, "x-kubernetes-list-type": "set"},
        "privateKey": {"type": "object", "properties": {"size": {"type": "integer"}}},
    },
    "x-kubernetes-validations": [{"rule": "self.size != 'x'", "message": "no x"}],
}


def crd(spec: dict = SPEC, **version: object) -> dict:
    return {
        "apiVersion": "apiextensions.k8s.io/v1",
        "kind": "CustomResourceDefinition",
        "metadata": {"name": "certificates.example.com"},
        "spec": {
            "group": "example.com",
            "names": {"kind": "Certificate", "listKind": "CertificateList", "plural": "certificates", "singular": "certificate"},
            "scope": "Namespaced",
            "versions": [
                {
                    "name": "v1",
                    "served": True,
                    "storage": True,
                    "schema": {
                        "openAPIV3Schema": {
                            "type": "object",
                            "properties": {"apiVersion": API_VERSION, "kind": KIND, "metadata": {"type": "object"}, "spec": spec},
                        }
                    },
                    **version,
                }
            ],
        },
    }


def test_a_crd_comes_back_from_crd(tmp_path: Path) -> None:
    source = crd(subresources={"status": {}}, additionalPrinterColumns=[{"name": "Size", "type": "string", "jsonPath": ".spec.size"}])
    (tmp_path / "certs.yaml").write_text(yaml.safe_dump(source), encoding="utf-8")
    assert run(tmp_path, "import", "certs.yaml", "-o", "api")[0] == 0
    module = (tmp_path / "api/example_com/v1.py").read_text(encoding="utf-8")
    assert module.startswith(f"{IMPORTED_HEADER}\n# defaultgen import certs.yaml\n")
    assert "class CertificateSpecPrivateKey:" in module  # named from its path
    assert "private_key: Optional[CertificateSpecPrivateKey]" in module  # snake_case, wire name kept
    assert '"json": "privateKey,omitempty"' in module
    assert run(tmp_path, "lint", "api")[0] == 0
    assert run(tmp_path, "crd", "api", "-o", "crds", "--format", "json")[0] == 0
    (written,) = [json.loads(p.read_text()) for p in (tmp_path / "crds").iterdir()]
    assert written["spec"] == source["spec"]


def test_components_across_documents_resolve_and_keep_their_names(tmp_path: Path) -> None:
    meta = {"components": {"schemas": {"io.k8s.meta.v1.ObjectMeta": {"type": "object", "properties": {"name": {"type": "string"}}}}}}
    pod = {
        "description": "Pod is a pod.",
        "type": "object",
        "properties": {
            "metadata": {"allOf": [{"$ref": "meta.json#/components/schemas/io.k8s.meta.v1.ObjectMeta"}], "default": {}},
            "containers": {"type": "array", "items": {"type": "string", "default": ""}, "x-kubernetes-list-type": "atomic"},
        },
    }
    core = {"components": {"schemas": {"io.k8s.api.core.v1.Pod": pod}}}
    (tmp_path / "meta.json").write_text(json.dumps(meta))
    (tmp_path / "core.json").write_text(json.dumps(core))
    assert run(tmp_path, "import", "core.json", "meta.json", "-o", "out")[0] == 0
    assert "from ...meta.v1 import ObjectMeta" in (tmp_path / "out/io/k8s/api/core/v1.py").read_text()
    status, out, err = run(tmp_path, "openapi", "out", "--module-root", "out", "--format", "json")
    assert status == 0, err
    schemas = json.loads(out)["components"]["schemas"]
    pod["properties"]["metadata"]["allOf"][0]["$ref"] = "#/components/schemas/io.k8s.meta.v1.ObjectMeta"
    assert schemas == {"io.k8s.api.core.v1.Pod": pod, **meta["components"]["schemas"]}


def test_stdin_and_one_module_to_stdout(tmp_path: Path) -> None:
    status, out, _ = run(tmp_path, "import", "-", "-o", "-", stdin=yaml.safe_dump(crd()))
    assert status == 0 and out.startswith(IMPORTED_HEADER + "\n# defaultgen import -\n")
    assert not list(tmp_path.iterdir())


def test_check_diff_and_the_header_rule(tmp_path: Path) -> None:
    (tmp_path / "certs.json").write_text(json.dumps(crd()))
    assert run(tmp_path, "import", "certs.json", "--check", "-o", "api")[0] == 1  # missing
    assert not (tmp_path / "api").exists()
    assert run(tmp_path, "import", "certs.json", "-o", "api")[0] == 0
    assert run(tmp_path, "import", "certs.json", "--check", "-o", "api")[0] == 0
    module = tmp_path / "api/example_com/v1.py"
    module.write_text(module.read_text() + "# edited\n")
    status, out, _ = run(tmp_path, "import", "certs.json", "--diff", "-o", "api")
    assert status == 1 and "-# edited" in out
    module.write_text("# mine\n")
    status, _, err = run(tmp_path, "import", "certs.json", "-o", "api")
    assert status == 1 and "not written by `defaultgen import`: not overwritten" in err
    assert module.read_text() == "# mine\n"


def _refused(tmp_path: Path, name: str, document: object, *more: tuple[str, object]) -> str:
    for file, value in ((name, document), *more):
        text = value if isinstance(value, str) else json.dumps(value) if file.endswith(".json") else yaml.safe_dump_all(value)
        (tmp_path / file).write_text(text)
    status, out, err = run(tmp_path, "import", name, *(f for f, _ in more), "-o", "out")
    assert status == 1 and out == "" and "Traceback" not in err
    assert not (tmp_path / "out").exists()  # nothing written
    return err.splitlines()[0]


def test_a_document_that_is_no_crd_nor_openapi(tmp_path: Path) -> None:
    message = _refused(tmp_path, "x.yaml", [{"apiVersion": "v1", "kind": "ConfigMap"}])
    assert message == "x.yaml: not a CustomResourceDefinition (apiextensions.k8s.io/v1), a List of them or an OpenAPI v3 document"
    message = _refused(tmp_path, "beta.yaml", [{**crd(), "apiVersion": "apiextensions.k8s.io/v1beta1"}])
    assert message == "beta.yaml: apiVersion: a CustomResourceDefinition must be apiextensions.k8s.io/v1"
    message = _refused(tmp_path, "bad.yaml", "a: [")
    assert message.startswith("bad.yaml: line ")


def test_a_dangling_ref(tmp_path: Path) -> None:
    doc = {"components": {"schemas": {"a.v1.A": {"type": "object", "properties": {"b": {"$ref": "#/components/schemas/a.v1.B"}}}}}}
    message = _refused(tmp_path, "a.json", doc)
    assert message == "a.json: components.schemas.a.v1.A.properties.b.$ref: dangling $ref '#/components/schemas/a.v1.B': no such component in the sources"


def test_a_ref_cycle_through_named_types(tmp_path: Path) -> None:
    schemas = {
        "a.v1.A": {"type": "array", "items": {"$ref": "#/components/schemas/a.v1.B"}},
        "a.v1.B": {"type": "array", "items": {"$ref": "#/components/schemas/a.v1.A"}},
    }
    message = _refused(tmp_path, "a.json", {"components": {"schemas": schemas}})
    assert message.startswith("a.json: components.schemas.a.v1.")
    assert message.endswith("a $ref cycle through a schema that is not an object cannot be represented")


def test_a_cycle_through_objects_is_fine(tmp_path: Path) -> None:
    schemas = {"a.v1.Node": {"type": "object", "properties": {"next": {"$ref": "#/components/schemas/a.v1.Node"}}}}
    (tmp_path / "a.json").write_text(json.dumps({"components": {"schemas": schemas}}))
    assert run(tmp_path, "import", "a.json", "-o", "out")[0] == 0


@pytest.mark.parametrize(
    ("node", "where", "message"),
    [
        (
            {"type": "object", "properties": {"a": {"type": "string"}}, "additionalProperties": {"type": "string"}},
            "",
            "properties beside additionalProperties cannot be represented",
        ),
        ({"type": "array"}, "", "an array schema without items cannot be represented"),
        ({"type": "string", "exclusiveMinimum": False}, ".exclusiveMinimum", "cannot be written as `+kubebuilder:validation:ExclusiveMinimum`"),
        ({"type": "string", "$schema": "x"}, ".$schema", "this keyword has no marker here"),
        ({"type": "tuple"}, ".type", 'unknown type "tuple"'),
    ],
)
def test_an_unrepresentable_node_is_named_by_its_path(tmp_path: Path, node: dict, where: str, message: str) -> None:
    spec = {"type": "object", "properties": {"x": node}}
    found = _refused(tmp_path, "certs.yaml", [crd(spec)])
    assert found.startswith(f"certs.yaml: spec.versions[v1].schema.openAPIV3Schema.properties.spec.properties.x{where}: {message}")


def test_a_list_of_crds_and_several_documents(tmp_path: Path) -> None:
    other = crd()
    other["metadata"]["name"] = "issuers.example.com"
    other["spec"]["names"] = {"kind": "Issuer", "listKind": "IssuerList", "plural": "issuers", "singular": "issuer"}
    (tmp_path / "list.yaml").write_text(yaml.safe_dump_all([{"apiVersion": "v1", "kind": "List", "items": [crd()]}, other]))
    assert run(tmp_path, "import", "list.yaml", "-o", "api")[0] == 0
    module = (tmp_path / "api/example_com/v1.py").read_text()
    assert "class Certificate:" in module and "class Issuer:" in module


def test_a_class_is_declared_before_a_field_that_defaults_to_it(tmp_path: Path) -> None:
    """`field(default_factory=B)` runs with A's class body: B must be declared by then, so the
    imported module imports (components are read in the source's order, A first)."""
    import importlib
    import sys

    ref = {"allOf": [{"$ref": "#/components/schemas/ex.v1.B"}], "default": {}}
    schemas = {"ex.v1.A": {"type": "object", "properties": {"b": ref}}, "ex.v1.B": {"type": "object", "properties": {"n": {"type": "integer"}}}}
    (tmp_path / "doc.json").write_text(json.dumps({"components": {"schemas": schemas}}))
    # a package name no other test imports (a worker process keeps what earlier tests imported)
    package = "declared_first_pkg"
    assert run(tmp_path, "import", "doc.json", "-o", package)[0] == 0
    (tmp_path / package / "__init__.py").write_text("")
    sys.path.insert(0, str(tmp_path))
    importlib.invalidate_caches()
    try:
        module = importlib.import_module(f"{package}.ex.v1")
        assert module.A().b == module.B()
    finally:
        sys.path.remove(str(tmp_path))
        for name in [n for n in sys.modules if n == package or n.startswith(f"{package}.")]:
            del sys.modules[name]
