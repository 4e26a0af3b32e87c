"""The generated `load` against the real kube-openapi validator (issue #23 item 5).

testdata/kube_openapi_validate/vectors.json holds what kube-openapi's pkg/validation/validate
(the commit apiextensions-apiserver vendors, tools/kube_openapi_validate/) said about 6,143
documents under 356 schemas. test_validate.py holds `validate_document` to those verdicts; this
file holds the built-in path to them: every schema that a Python type with validation markers
publishes exactly is written as one field `v` of a dataclass, and `load(cls, {"v": doc})` must
refuse exactly the documents kube-openapi refuses.

"Publishes exactly" is checked, not assumed: the property schema defaultgen publishes for the
field must be the vector's schema, up to what does not change a verdict (the field's implicit
`default`, which only matters when `v` is absent; `x-kubernetes-preserve-unknown-fields`, which
only matters to pruning; the `format: double` a float carries, whose verdicts the vectors show
to be those of a bare `type: number`, also where a `Format` marker puts it in an `allOf` beside
its own format). A schema whose markers lint refuses (a pattern Go
refuses, `\\p{Greek}` that cannot be translated exactly, a fractional bound on an integer) is
not expressible either: lint stops those types before code is generated (DG110), and the test
names them.

Documents left out, each for a reason SPEC §8 or the property gives:
- null: at a property, the API server replaces a null by the default or prunes it before it
  validates (SPEC §3's null-is-absent), so kube-openapi's verdict on a bare null is not what the
  CRD path does with `{"v": null}` (test_agreement covers nulls against the whole CRD path);
- an integral float for an integer field (`3.0`, `1e300`) and an integer outside int64 or not
  held exactly by a float64 (SPEC §8's exclusions: the typed decoder refuses them as Go's
  json.Unmarshal does; docs/decisions.md, "a float field's integer must be a float64");
- a JSON integer for a float field whose `minimum`, `maximum` or `multipleOf` is fractional:
  kube-openapi compares an integer value with the bound truncated to an integer (`1` passes
  `minimum: 1.5`, `5` fails `multipleOf: 2.5`, every integer fails `multipleOf: 0.5`), while
  the typed decoder holds a float64 and compares it exactly, as a built-in Kubernetes type's
  validation does: Kubernetes' own two paths differ there (docs/decisions.md, "Validation, the
  built-in path").
"""

from __future__ import annotations

import json
import uuid
from pathlib import Path

import pytest
from test_generated_semantics import generate_tree, import_generated

from defaultgen.lint.linter import lint
from defaultgen.openapi.schemas import openapi_document
from defaultgen.settings import Settings
from defaultgen.source.discover import discover, load_universe

VECTORS = json.loads(
    (Path(__file__).parent.parent / "testdata" / "kube_openapi_validate" / "vectors.json").read_text("utf-8")
)

_TYPES = {"string": "str", "integer": "int", "number": "float", "boolean": "bool"}
_MARKERS = {
    "minimum": "Minimum", "maximum": "Maximum", "multipleOf": "MultipleOf", "minLength": "MinLength",
    "maxLength": "MaxLength", "format": "Format", "minItems": "MinItems", "maxItems": "MaxItems",
    "minProperties": "MinProperties", "maxProperties": "MaxProperties",
}  # fmt: skip
_EXCLUSIVE = {"exclusiveMinimum": "ExclusiveMinimum", "exclusiveMaximum": "ExclusiveMaximum"}
_UNCHANGED = ("default", "x-kubernetes-preserve-unknown-fields")


def _annotation(schema: dict) -> str | None:
    """The Python type whose published schema has `schema`'s type keywords, or None."""
    kind = schema.get("type")
    if schema.get("x-kubernetes-int-or-string"):
        return "int | str" if kind is None else None
    if kind in _TYPES:
        return _TYPES[kind]
    if kind == "array":
        items = schema.get("items")
        if items is None:
            return "list[Any]"
        inner = _annotation(items) if set(items) == {"type"} else None
        return None if inner is None else f"list[{inner}]"
    if kind == "object" and "properties" not in schema and "additionalProperties" not in schema:
        return "dict[str, Any]"
    return None


# the keywords of each JSON kind (a marker on a kind it does not apply to is DG110: controller-gen
# refuses it too, so such a schema is no Python type's)
_APPLY = {
    "string": {"minLength", "maxLength", "pattern", "format", "enum"},
    "integer": {"minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf", "format"},
    "boolean": set(),
    "array": {"minItems", "maxItems", "items"},
    "object": {"minProperties", "maxProperties"},
    None: {"minLength", "maxLength", "pattern", "format"},  # int-or-string
}  # fmt: skip
_APPLY["number"] = _APPLY["integer"]


def _markers(schema: dict) -> list[str] | None:
    """The marker lines that publish `schema`'s validation keywords, or None."""
    lines = []
    applies = _APPLY.get(schema.get("type"), set())
    if set(schema) - applies - {"type", "x-kubernetes-int-or-string"} - {k for k, v in schema.items() if v is False}:
        return None
    for key, value in schema.items():
        if key in _MARKERS:
            lines.append(f"# +kubebuilder:validation:{_MARKERS[key]}={value}")
        elif key in _EXCLUSIVE:
            if value is True:
                lines.append(f"# +kubebuilder:validation:{_EXCLUSIVE[key]}=true")
        elif key == "pattern":
            if "`" in value:
                return None
            lines.append(f"# +kubebuilder:validation:Pattern=`{value}`")
        elif key == "enum":
            if schema.get("type") != "string" or not all(isinstance(v, str) and v and ";" not in v for v in value):
                return None
            lines.append(f"# +kubebuilder:validation:Enum={';'.join(value)}")
        elif key not in ("type", "items", "x-kubernetes-int-or-string"):
            return None
    return lines


def _normal(schema: dict) -> dict:
    """`schema` without what does not change a verdict (see the module's docstring)."""
    out = {k: v for k, v in schema.items() if k not in _UNCHANGED and not (k in _EXCLUSIVE and v is False)}
    if out.get("type") == "number" and out.get("format") == "double":
        del out["format"]
    if out.get("type") == "number" and out.get("allOf", [None])[0] == {"format": "double"} and len(out["allOf"]) == 2:
        out.update(out.pop("allOf")[1])  # a float's own format beside the marker's, as controller-gen writes them
    if "items" in out:
        out["items"] = _normal(out["items"])
        if not out["items"]:
            del out["items"]
    out.pop("anyOf", None) if out.get("x-kubernetes-int-or-string") else None
    return out


def _excluded(schema: dict, doc: object) -> bool:
    if doc is None:
        return True
    kinds = {schema.get("type")} | ({"integer"} if schema.get("x-kubernetes-int-or-string") else set())
    if isinstance(doc, float) and "integer" in kinds and doc.is_integer():
        return True
    if type(doc) is int and not -(2**63) <= doc < 2**63:
        return True
    if type(doc) is int and "number" in kinds and float(doc) != doc:
        return True
    bounds = [schema.get(k) for k in ("minimum", "maximum", "multipleOf")]
    return type(doc) is int and "number" in kinds and any(b is not None and b != int(b) for b in bounds)


def _candidates() -> list[tuple[str, dict, str, list[str]]]:
    found = []
    for case in VECTORS["cases"]:
        schema = case["schema"]
        annotation, markers = _annotation(schema), _markers(schema)
        if annotation is not None and markers is not None:
            found.append((case["name"], schema, annotation, markers))
    return found


CANDIDATES = _candidates()


def _source() -> str:
    lines = ["from __future__ import annotations", "", "from dataclasses import dataclass, field",
             "from typing import Any", ""]  # fmt: skip
    for i, (_, _, annotation, markers) in enumerate(CANDIDATES):
        zero = {"str": '""', "int": "0", "float": "0.0", "bool": "False"}.get(annotation, "0" if annotation == "int | str" else None)
        default = f"default={zero}" if zero else ("default_factory=list" if annotation.startswith("list") else "default_factory=dict")
        lines += ["", "@dataclass", f"class C{i}:", *(f"    {m}" for m in markers),
                  f'    v: {annotation} = field({default}, metadata={{"json": "v"}})', ""]  # fmt: skip
    return "\n".join(lines)


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    """The generated module of every candidate type, lint's findings by class, and the
    property schema each class publishes."""
    root = tmp_path_factory.mktemp("kube_openapi_load")
    package = "kol_" + uuid.uuid4().hex[:12]
    (root / package).mkdir()
    (root / package / "__init__.py").write_text("")
    (root / package / "types.py").write_text(_source(), encoding="utf-8")
    universe = load_universe(discover([str(root / package)], root), root)
    owner, lines = -1, {}  # the class index of each source line
    for number, line in enumerate(_source().splitlines(), 1):
        owner = int(line[7:-1]) if line.startswith("class C") else owner
        lines[number] = owner
    refused: dict[int, list[str]] = {}
    for d in lint(universe, Settings()):
        refused.setdefault(lines.get(d.line, -1), []).append(f"{d.code} {d.message}")
    schemas = openapi_document(universe)["components"]["schemas"]
    published = {i: schemas[f"{package}.types.C{i}"]["properties"]["v"] for i in range(len(CANDIDATES))}
    assert -1 not in refused, refused.get(-1)  # every finding is about one candidate's field
    source = _source().split("\n@dataclass\n")  # generate what lint accepts
    kept = [source[0]] + [part for i, part in enumerate(source[1:]) if i not in refused]
    (root / package / "types.py").write_text("\n@dataclass\n".join(kept), encoding="utf-8")
    generate_tree(root, [package])
    types, generated = import_generated(root, f"{package}.types")
    return types, generated, refused, published


def test_the_sample_is_large_and_its_types_publish_the_vectors_schemas(built):
    _, _, refused, published = built
    expressible = [i for i in range(len(CANDIDATES)) if i not in refused]
    mismatched = {CANDIDATES[i][0]: (published[i], CANDIDATES[i][1]) for i in expressible
                  if _normal(published[i]) != _normal(CANDIDATES[i][1])}  # fmt: skip
    assert not mismatched, "\n".join(f"{k}: {v}" for k, v in mismatched.items())
    assert len(expressible) >= 100
    # lint refuses what the API server would not run as written (Go refuses `[` and `(?=a)`;
    # `\p{Greek}` cannot be translated exactly) and bounds no value of the type meets as written
    # (kube-openapi reports a fractional bound of an integer for every value), and markers that
    # do nothing (an unknown format, `exclusiveMinimum` alone)
    assert {CANDIDATES[i][0]: [r.split()[0] for r in refused[i]] for i in refused} == {
        name: ["DG110"] for name in REFUSED_BY_LINT
    }


REFUSED_BY_LINT = [
    "number format int32", "pattern [", "pattern (?=a)", "pattern \\p{Greek}",
    *(f"integer {bound} {value} exclusive={exclusive}" for value in ("1.5", "-2.5")
      for bound in ("minimum", "maximum") for exclusive in (False, True)),
    *(f"integer multipleOf {value}" for value in ("2.5", "0.1", "0.5", "1e-09")),
    # a format strfmt does not know (the API server validates nothing for it) and an exclusive
    # bound without its bound (it excludes nothing): markers that silently do nothing, DG110
    "format foo", "integer format uint32", "random schema 42 (seed 1929)",
]  # fmt: skip


def test_format_double_changes_no_verdict():
    """What lets `_normal` drop the `format: double` a float field publishes."""
    by_name = {c["name"]: c for c in VECTORS["cases"]}
    bare = {json.dumps(v["doc"]): v["valid"] for v in by_name["type number"]["verdicts"]}
    double = {json.dumps(v["doc"]): v["valid"] for v in by_name["number format double"]["verdicts"]}
    assert len(bare.keys() & double.keys()) >= 5
    assert all(bare[doc] == double[doc] for doc in bare.keys() & double.keys())


@pytest.mark.parametrize(
    "index",
    [i for i, c in enumerate(CANDIDATES) if c[0] not in REFUSED_BY_LINT],
    ids=[c[0] for c in CANDIDATES if c[0] not in REFUSED_BY_LINT],
)
def test_load_refuses_what_kube_openapi_refuses(built, index):
    types, generated, _, _ = built
    name, schema, _, _ = CANDIDATES[index]
    cls = getattr(types, f"C{index}")
    case = next(c for c in VECTORS["cases"] if c["name"] == name)
    wrong = []
    for verdict in case["verdicts"]:
        doc = verdict["doc"]
        if _excluded(schema, doc):
            continue
        try:
            generated.load(cls, {"v": doc})
            problems = []
        except generated.ValidationError as exc:
            problems = [str(p) for p in exc.problems]
        if (not problems) != verdict["valid"]:
            wrong.append((doc, verdict["errors"], problems))
    assert not wrong, f"(document, kube-openapi's errors, load's problems): {wrong}"
