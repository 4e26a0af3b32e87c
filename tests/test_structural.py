"""_structural: one root type → one self-contained structural schema (a CRD's openAPIV3Schema).

`structural_problems` is a small checker of the rules of Kubernetes' structural-schema KEP
(20190425-structural-openapi) and CRD validation, applied to every schema produced here.
"""

from __future__ import annotations

import json
import textwrap
from pathlib import Path
from typing import Any

import pytest

from defaultgen import apply_defaults
from defaultgen.openapi.structural import RecursiveTypeError, find_root, structural_schema
from defaultgen.source.discover import UsageError, discover, load_universe

REPO = Path(__file__).resolve().parent.parent
KEP = json.loads((REPO / "testdata/kep1929/expectations.json").read_text())
KEP_MODULES = {name: m for name, m in KEP["modules"].items() if m["openapi"]["expected"] is not None}
K8S_ROOTS = ["ContainerPort", "HTTPGetAction", "GRPCAction", "ServicePort"]
_JUNCTORS = ("allOf", "anyOf", "oneOf", "not")
_NOT_IN_JUNCTORS = ("description", "type", "default", "additionalProperties", "nullable")


def structural_problems(schema: dict[str, Any], path: str = "") -> list[str]:
    """Every way `schema` breaks the structural-schema rules, as `path: problem` lines:
    - every node has a non-empty `type` (unless x-kubernetes-int-or-string or
      x-kubernetes-preserve-unknown-fields says otherwise);
    - no `$ref`; `properties` and `additionalProperties` never on the same node;
      `additionalProperties: false` never;
    - inside allOf/anyOf/oneOf/not: no description, type, default, additionalProperties or
      nullable, and no field or item that is not also specified outside;
    - `items` is one schema (not a list); `uniqueItems: true` and
      `x-kubernetes-preserve-unknown-fields: false` are not allowed.
    """
    where = path or "/"
    problems: list[str] = []
    exempt = schema.get("x-kubernetes-int-or-string") is True or schema.get("x-kubernetes-preserve-unknown-fields") is True
    if not schema.get("type") and not exempt:
        problems.append(f"{where}: no type")
    if "$ref" in schema:
        problems.append(f"{where}: $ref")
    if "properties" in schema and "additionalProperties" in schema:
        problems.append(f"{where}: properties and additionalProperties together")
    if schema.get("additionalProperties") is False:
        problems.append(f"{where}: additionalProperties: false")
    if schema.get("uniqueItems") is True:
        problems.append(f"{where}: uniqueItems: true")
    if schema.get("x-kubernetes-preserve-unknown-fields") is False:
        problems.append(f"{where}: x-kubernetes-preserve-unknown-fields: false")
    for junctor in _JUNCTORS:
        branches = schema.get(junctor)
        for index, branch in enumerate(branches if isinstance(branches, list) else [branches] if branches else []):
            problems += _junctor_problems(branch, schema, f"{path}/{junctor}/{index}")
    for name, child in schema.get("properties", {}).items():
        problems += structural_problems(child, f"{path}/properties/{name}")
    if isinstance(schema.get("additionalProperties"), dict):
        problems += structural_problems(schema["additionalProperties"], f"{path}/additionalProperties")
    if "items" in schema:
        if isinstance(schema["items"], list):
            problems.append(f"{where}: items is a list")
        else:
            problems += structural_problems(schema["items"], f"{path}/items")
    return problems


def _junctor_problems(branch: dict[str, Any], outside: dict[str, Any] | None, path: str) -> list[str]:
    problems = [f"{path}: {key} inside a junctor" for key in _NOT_IN_JUNCTORS if key in branch]
    if "$ref" in branch:
        problems.append(f"{path}: $ref")
    for name, child in branch.get("properties", {}).items():
        if outside is None or name not in outside.get("properties", {}):
            problems.append(f"{path}/properties/{name}: not specified outside the junctor")
        problems += _junctor_problems(child, (outside or {}).get("properties", {}).get(name), f"{path}/properties/{name}")
    if "items" in branch:
        if outside is None or "items" not in outside:
            problems.append(f"{path}/items: not specified outside the junctor")
        problems += _junctor_problems(branch["items"], (outside or {}).get("items"), f"{path}/items")
    return problems


def universe_of(file: Path, root: Path = REPO):
    return load_universe(discover([str(file)], root), root)


def source_universe(tmp_path: Path, source: str):
    """As in test_openapi: the module opts in with `# +defaultgen`."""
    (tmp_path / "api.py").write_text("# +defaultgen\n" + textwrap.dedent(source))
    return universe_of(tmp_path / "api.py", tmp_path)


# --------------------------------------------------------------------------- the checker itself


def test_checker_catches_each_rule():
    """The checker reports each kind of violation (so a clean result means something)."""
    bad = {
        "type": "object",
        "properties": {
            "untyped": {"description": "x"},
            "ref": {"$ref": "#/components/schemas/X", "type": "object"},
            "both": {"type": "object", "properties": {"a": {"type": "string"}}, "additionalProperties": {"type": "string"}},
            "closed": {"type": "object", "additionalProperties": False},
            "wrapped": {"type": "object", "allOf": [{"type": "object", "properties": {"hidden": {"type": "string"}}}]},
            "list": {"type": "array", "items": {}, "uniqueItems": True},
        },
    }
    assert sorted(structural_problems(bad)) == sorted(
        [
            "/properties/untyped: no type",
            "/properties/ref: $ref",
            "/properties/both: properties and additionalProperties together",
            "/properties/closed: additionalProperties: false",
            "/properties/wrapped/allOf/0: type inside a junctor",
            "/properties/wrapped/allOf/0/properties/hidden: not specified outside the junctor",
            "/properties/wrapped/allOf/0/properties/hidden: type inside a junctor",
            "/properties/list/items: no type",
            "/properties/list: uniqueItems: true",
        ]
    )
    assert structural_problems({"x-kubernetes-int-or-string": True}) == []


# --------------------------------------------------------------------------- emitted schemas


@pytest.mark.parametrize("name", KEP_MODULES)
def test_kep_roots_are_structural(name):
    """Each KEP example's root type gives a structural schema."""
    universe = universe_of(REPO / KEP_MODULES[name]["file"])
    assert structural_problems(structural_schema(universe.dataclasses()[-1], universe)) == []


@pytest.mark.parametrize("name", K8S_ROOTS)
def test_k8s_roots_are_structural(name):
    """The real core/v1 types give structural schemas."""
    universe = universe_of(REPO / "testdata/k8s/core_v1.py")
    assert structural_problems(structural_schema(find_root(name, universe), universe)) == []


def test_inlining_merges_the_field_over_the_type(tmp_path):
    """An `allOf: [$ref]` field becomes the referenced object with the field's description,
    default and nullable laid over it; the type's own description gives way to the field's."""
    universe = source_universe(
        tmp_path,
        '''
        from dataclasses import dataclass, field
        from typing import Optional

        @dataclass
        class Sub:
            """A sub-object."""
            # +default="n"
            name: str = field(default="", metadata={"json": "name,omitempty"})

        @dataclass
        class Root:
            # The main entry.
            entry: Sub = field(default_factory=Sub)
            plain: Optional[Sub] = None
            items: dict[str, Optional[Sub]] = field(default_factory=dict)
        ''',
    )
    sub = {"type": "object", "properties": {"name": {"type": "string", "default": "n"}}}
    assert structural_schema(find_root("Root", universe), universe) == {
        "type": "object",
        "properties": {
            "entry": {"description": "The main entry.", **sub, "default": {}},
            "plain": {"description": "A sub-object.", **sub},
            "items": {
                "type": "object",
                "additionalProperties": {"description": "A sub-object.", **sub, "nullable": True},
                "default": {},
            },
        },
        "required": ["entry", "plain", "items"],
    }


def test_structural_schema_defaults_like_the_components(tmp_path):
    """Applying the structural schema gives the same result as the components it inlines."""
    universe = universe_of(REPO / KEP_MODULES["struct_pointers_fixed"]["file"])
    schema = structural_schema(find_root("Root", universe), universe)
    assert apply_defaults({"entry": None}, schema) == {"entry": {"name": "pointer-name", "number": 0}}
    assert apply_defaults({"entry": {}}, schema) == {"entry": {"name": "default-name", "number": 0}}


def test_recursive_type_is_a_located_error(tmp_path):
    """A cycle (here through Optional and a list) cannot be inlined: the error names the
    cycle and points at the field that closes it."""
    universe = source_universe(
        tmp_path,
        """
        from dataclasses import dataclass, field
        from typing import Optional

        @dataclass
        class Root:
            tree: Optional["Tree"] = None

        @dataclass
        class Tree:
            name: str = ""
            children: list["Tree"] = field(default_factory=list)
        """,
    )
    with pytest.raises(RecursiveTypeError) as error:
        structural_schema(find_root("Root", universe), universe)
    message = str(error.value)
    assert message.startswith(f"{tmp_path / 'api.py'}:13:5: api.Tree is recursive (Tree.children → Tree)")


# --------------------------------------------------------------------------- ROOT lookup


def test_find_root_by_qualified_or_unique_short_name():
    """ROOT is a qualified name, or a class name that only one scanned dataclass has."""
    universe = universe_of(REPO / "testdata/k8s/core_v1.py")
    assert find_root("testdata.k8s.core_v1.ServicePort", universe).qualname == "testdata.k8s.core_v1.ServicePort"
    assert find_root("ServicePort", universe).qualname == "testdata.k8s.core_v1.ServicePort"
    assert find_root("core_v1.GRPCAction", universe).qualname == "testdata.k8s.core_v1.GRPCAction"


def test_find_root_unknown_name_suggests():
    """A misspelled ROOT is a usage error that suggests the intended name."""
    universe = universe_of(REPO / "testdata/k8s/core_v1.py")
    with pytest.raises(UsageError, match="no dataclass named `SericePort`.*did you mean `ServicePort`"):
        find_root("SericePort", universe)


def test_find_root_ambiguous_short_name():
    """A short name that several scanned dataclasses share must be qualified."""
    files = [str(REPO / KEP_MODULES[m]["file"]) for m in ("lists", "string_maps")]
    universe = load_universe(discover(files, REPO), REPO)
    with pytest.raises(UsageError, match="`Object` is ambiguous: .*testdata.kep1929.lists.Object"):
        find_root("Object", universe)
