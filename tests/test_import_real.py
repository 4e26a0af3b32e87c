"""`defaultgen import` on real schemas (SPEC §10's round-trip guarantee, issue 40 item 3).

The data is testdata/import/ (SOURCES.md names where each file comes from): Kubernetes 1.35's
published OpenAPI v3, every group-version, and 22 CRDs of 10 projects. For each document:
- `defaultgen import` accepts it;
- `defaultgen lint` finds no error in what it wrote;
- `defaultgen openapi` gives back every component schema of it, and `defaultgen crd` each CRD,
  keyword by keyword, descriptions byte for byte (`compare` below says exactly how).

A definition or CRD that does not come back must be listed in `UNEQUAL` with its reason, and
one that import refuses in `REFUSED`: the test then checks that it still fails that way (so a
fix shows up as a failure asking to shorten the list). testdata/import/ROUNDTRIP.md records
the counts, which `test_roundtrip_md_states_the_measured_counts` checks.
"""

from __future__ import annotations

import contextlib
import io
import json
import re
from pathlib import Path
from typing import Any

import pytest
import yaml

from defaultgen.cli.main import main

REPO = Path(__file__).resolve().parent.parent
DATA = REPO / "testdata/import"
KUBERNETES = sorted((DATA / "kubernetes/v1.35").glob("*_openapi.json"))
CRDS = sorted((DATA / "crds").glob("*/*.yaml"))

# definition or CRD name → why it does not come back exactly
UNEQUAL: dict[str, str] = {
    "orders.acme.cert-manager.io": (
        "the root requires `metadata`; `defaultgen crd` publishes a root's apiVersion, kind and metadata "
        "as the API server defines them and never lists them in `required` (defaultgen/crd/manifest.py; "
        "the API server sets metadata on every object, so the requirement holds anyway)"
    ),
}
# source file (relative to testdata/import) → why import refuses it (none known)
REFUSED: dict[str, str] = {}

# Differences not yet fixed, by kind: each difference of a definition must be one of these (or
# the definition listed in UNEQUAL), and each kind must still occur somewhere
# (`test_every_known_difference_still_occurs`), so a fix shows up as a failure asking to remove
# its kind. ROUNDTRIP.md, "What does not come back yet", says more of each.
_SCALARS = (
    "io.k8s.apimachinery.pkg.apis.meta.v1.Time",
    "io.k8s.apimachinery.pkg.apis.meta.v1.MicroTime",
    "io.k8s.apimachinery.pkg.util.intstr.IntOrString",
    "io.k8s.apimachinery.pkg.api.resource.Quantity",
)
_REF = r'"#/components/schemas/([^"]+)"'
KNOWN: dict[str, str] = {
    "struct items": (
        "a list item or map value of a struct type: Kubernetes publishes `{allOf: [{$ref}], default: {}}` even "
        "where `{}` fails the item's schema (its required fields); `openapi` publishes no item default its "
        "schema refuses (SPEC §4, item zero defaults), so it writes the bare `$ref`"
    ),
    "named scalars": (
        "Time, MicroTime, IntOrString and Quantity are named types that are no objects: `openapi` inlines a "
        "named type where it is used (SPEC §4), Kubernetes references them as components, so the field gets "
        "their keywords instead of the `allOf: [{$ref}]` and the four components are not emitted"
    ),
    "dashed names": (
        "`io.k8s.apiextensions-apiserver...` and `io.k8s.kube-aggregator...` are no Python module paths: "
        "import writes them with `_`, and `openapi` names the schemas by their module"
    ),
}


def known_kind(name: str, difference: str, differences: list[str]) -> str | None:
    """The KNOWN kind that explains one `difference` of definition `name` (all of whose
    differences are `differences`), None when none does."""
    if difference in ("not emitted", "emitted, but not in the source"):
        if name in _SCALARS:
            return "named scalars"
        return "dashed names" if re.match(r"io\.k8s\.(apiextensions[-_]apiserver|kube[-_]aggregator)\.", name) else None
    where, _, what = difference.partition(": ")
    head, _, keyword = where.rpartition("/")
    scalar_at = {d.partition(": ")[0].rpartition("/")[0] for d in differences if _names_scalar(d)}
    if _names_scalar(difference) or (head in scalar_at and what.startswith("added")):
        return "named scalars"
    if re.search(r"/(items|additionalProperties)$", head) and (
        (keyword == "allOf" and re.fullmatch(r"missing \(the source has \[\{\"\$ref\": " + _REF + r"\}\]\)", what))
        or (keyword == "default" and what == "missing (the source has {})")
        or (keyword == "$ref" and what.startswith("added "))
    ):
        return "struct items"
    return None


def _names_scalar(difference: str) -> bool:
    """An `allOf` or `$ref` the source has and ours lacks, naming one of `_SCALARS`."""
    where, _, what = difference.partition(": ")
    found = re.search(_REF, what)
    return where.rsplit("/", 1)[-1] in ("allOf", "$ref") and what.startswith("missing") and bool(found) and found[1] in _SCALARS

# Keys compared as sets: JSON Schema's `required` lists names whose order means nothing
# (kube-openapi and apiextensions-apiserver read it as a set; Kubernetes writes it in Go field
# order, controller-gen sorted, so a Python field order cannot always give both back).
_AS_SETS = frozenset(("required",))
# The one annotation `defaultgen crd` adds to a CRD's metadata (SPEC §7: how it knows its own files)
_OURS = "defaultgen/generated"


def run(cwd: Path, *argv: str) -> tuple[int, str, str]:
    """`defaultgen ARGV` in `cwd` (so no pyproject.toml of this repository is read):
    (exit status, stdout, stderr)."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.chdir(cwd), contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main([str(arg) for arg in argv])
    return status, out.getvalue(), err.getvalue()


def compare(theirs: Any, ours: Any, path: str = "") -> tuple[int, int, list[str]]:
    """`ours` against `theirs` (the source), keyword by keyword: (keywords compared, keywords
    equal, differences as `path: what` lines).

    A keyword is a leaf of the source: a key whose value is a scalar, a list of scalars (an
    `enum`, `x-kubernetes-list-map-keys`, ...) or empty. Objects are compared key by key, lists
    of objects (`allOf`, `x-kubernetes-validations`, CRD versions, printer columns) item by
    item in order. Equal means the same JSON value: `1` is not `1.0` nor `true`, strings byte
    for byte. `required` is compared as a set (`_AS_SETS`). A key only ours has is a difference
    too, though it is no keyword of the source."""
    if isinstance(theirs, dict) and theirs and isinstance(ours, dict):
        compared = equal = 0
        found: list[str] = []
        for key, value in theirs.items():
            where = f"{path}/{_escape(key)}"
            if key not in ours:
                count = _leaves(value)
                compared += count
                found.append(f"{where}: missing (the source has {_short(value)})")
                continue
            if key in _AS_SETS and isinstance(value, list) and isinstance(ours[key], list):
                compared += 1
                if sorted(map(_canonical, value)) == sorted(map(_canonical, ours[key])):
                    equal += 1
                else:
                    found.append(f"{where}: {_short(ours[key])}, the source has {_short(value)}")
                continue
            c, e, d = compare(value, ours[key], where)
            compared, equal, found = compared + c, equal + e, found + d
        for key in ours.keys() - theirs.keys():
            found.append(f"{path}/{_escape(key)}: added {_short(ours[key])}")
        return compared, equal, found
    if _nested(theirs) and isinstance(ours, list) and len(ours) == len(theirs):
        compared = equal = 0
        found = []
        for index, (mine, source) in enumerate(zip(ours, theirs)):
            c, e, d = compare(source, mine, f"{path}/{index}")
            compared, equal, found = compared + c, equal + e, found + d
        return compared, equal, found
    if _canonical(theirs) == _canonical(ours):
        return _leaves(theirs), _leaves(theirs), []
    return _leaves(theirs), 0, [f"{path or '/'}: {_short(ours)}, the source has {_short(theirs)}"]


def _nested(value: Any) -> bool:
    return isinstance(value, list) and any(isinstance(item, (dict, list)) for item in value)


def _leaves(value: Any) -> int:
    if isinstance(value, dict) and value:
        return sum(_leaves(v) for v in value.values())
    if _nested(value):
        return sum(_leaves(v) for v in value)
    return 1


def _canonical(value: Any) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False)


def _short(value: Any) -> str:
    text = _canonical(value)
    return text if len(text) <= 120 else text[:117] + "..."


def _escape(key: str) -> str:
    return key.replace("~", "~0").replace("/", "~1")


def _relative(path: Path) -> str:
    return path.relative_to(DATA).as_posix()


def test_compare_finds_each_kind_of_difference() -> None:
    source = {
        "description": "A b.\n\nC.",
        "type": "object",
        "required": ["b", "a"],
        "properties": {
            "a": {"type": "integer", "default": 1, "enum": [1, 2]},
            "b": {"allOf": [{"$ref": "#/x"}], "x-kubernetes-validations": [{"rule": "self > 0"}]},
        },
    }
    assert compare(source, json.loads(json.dumps(source))) == (8, 8, [])
    ours = json.loads(json.dumps(source))
    ours["description"] = "A b.\nC."  # one byte of a description
    ours["required"] = ["a", "b"]  # the same set: equal
    ours["properties"]["a"]["default"] = 1.0  # 1.0 is not 1
    del ours["properties"]["a"]["enum"]
    ours["properties"]["b"]["x-kubernetes-validations"][0]["message"] = "m"
    ours["properties"]["c"] = {"type": "string"}
    compared, equal, found = compare(source, ours)
    assert (compared, equal) == (8, 5)
    assert sorted(found) == [
        '/description: "A b.\\nC.", the source has "A b.\\n\\nC."',
        "/properties/a/default: 1.0, the source has 1",
        "/properties/a/enum: missing (the source has [1, 2])",
        '/properties/b/x-kubernetes-validations/0/message: added "m"',
        '/properties/c: added {"type": "string"}',
    ]


def test_compare_takes_only_required_as_a_set() -> None:
    assert compare({"enum": ["a", "b"]}, {"enum": ["b", "a"]})[2] == ['/enum: ["b", "a"], the source has ["a", "b"]']
    assert compare({"required": ["a", "b"]}, {"required": ["a"]})[2] == ['/required: ["a"], the source has ["a", "b"]']


# -- Kubernetes' OpenAPI v3: one document at a time --------------------------------------------


def import_openapi(source: Path, work: Path) -> tuple[int, str, dict[str, Any]]:
    """Import one document into `work`/out, lint it, emit its OpenAPI: (import status, import's
    stderr, the emitted component schemas). Lint must pass whenever import did."""
    out = work / "out"
    status, _, err = run(work, "import", source, "-o", out)
    if status != 0:
        return status, err, {}
    lint_status, lint_out, lint_err = run(work, "lint", out, "--module-root", out)
    assert lint_status == 0, f"lint of the import of {_relative(source)}:\n{lint_out}{lint_err}"
    emitted = work / "openapi.json"
    status, _, err = run(work, "openapi", out, "--module-root", out, "--format", "json", "-o", emitted)
    assert status == 0, f"openapi of the import of {_relative(source)}:\n{err}"
    return 0, "", json.loads(emitted.read_text(encoding="utf-8"))["components"]["schemas"]


def openapi_roundtrip(source: Path, emitted: dict[str, Any]) -> tuple[int, int, dict[str, list[str]]]:
    """(keywords compared, keywords equal, differences by definition) of `source`'s component
    schemas against what `defaultgen openapi` emitted; a definition emitted that the source does
    not have is a difference of its own."""
    schemas = json.loads(source.read_text(encoding="utf-8"))["components"]["schemas"]
    compared = equal = 0
    unequal: dict[str, list[str]] = {}
    for name, schema in schemas.items():
        if name not in emitted:
            unequal[name] = ["not emitted"]
            compared += _leaves(schema)
            continue
        c, e, found = compare(schema, emitted[name])
        compared, equal = compared + c, equal + e
        if found:
            unequal[name] = found
    for name in emitted.keys() - schemas.keys():
        unequal[name] = ["emitted, but not in the source"]
    return compared, equal, unequal


@pytest.mark.parametrize("source", KUBERNETES, ids=[p.name for p in KUBERNETES])
def test_kubernetes_openapi_document_comes_back(roundtrips, source: Path) -> None:
    _assert_as_listed(source, *roundtrips(source))


# -- CRDs ---------------------------------------------------------------------------------------


def import_crd(source: Path, work: Path) -> tuple[int, str, list[dict[str, Any]]]:
    """Import one CRD file into `work`/out, lint it, write its CRDs back: (import status,
    import's stderr, the CRD manifests `defaultgen crd` wrote)."""
    out = work / "out"
    status, _, err = run(work, "import", source, "-o", out)
    if status != 0:
        return status, err, []
    lint_status, lint_out, lint_err = run(work, "lint", out, "--module-root", out)
    assert lint_status == 0, f"lint of the import of {_relative(source)}:\n{lint_out}{lint_err}"
    written = work / "crds.yaml"
    status, _, err = run(work, "crd", out, "--module-root", out, "--format", "yaml", "-o", written)
    assert status == 0, f"crd of the import of {_relative(source)}:\n{err}"
    return 0, "", [doc for doc in yaml.safe_load_all(written.read_text(encoding="utf-8")) if doc]


def crd_roundtrip(source: Path, written: list[dict[str, Any]]) -> tuple[int, int, dict[str, list[str]]]:
    """(keywords compared, keywords equal, differences by CRD name) of the CRDs of `source`
    against the ones `defaultgen crd` wrote. Every keyword of the source is compared (spec,
    metadata.name, its labels and annotations); ours may add only its own annotation `_OURS`."""
    ours = {doc["metadata"]["name"]: doc for doc in written}
    compared = equal = 0
    unequal: dict[str, list[str]] = {}
    for crd in yaml.safe_load_all(source.read_text(encoding="utf-8")):
        if not crd:
            continue
        name = crd["metadata"]["name"]
        if name not in ours:
            unequal[name] = ["not written"]
            compared += _leaves(crd)
            continue
        mine = json.loads(json.dumps(ours.pop(name)))
        annotations = mine.get("metadata", {}).get("annotations", {})
        annotations.pop(_OURS, None)
        if not annotations:
            mine.get("metadata", {}).pop("annotations", None)
        c, e, found = compare(crd, mine)
        compared, equal = compared + c, equal + e
        if found:
            unequal[name] = found
    for name in ours:
        unequal[name] = ["written, but not in the source"]
    return compared, equal, unequal


@pytest.mark.parametrize("source", CRDS, ids=[p.name for p in CRDS])
def test_crd_comes_back(roundtrips, source: Path) -> None:
    _assert_as_listed(source, *roundtrips(source))


# -- what is compared, once per source ----------------------------------------------------------


@pytest.fixture(scope="module")
def roundtrips(tmp_path_factory):
    """source → (import status, import's stderr, keywords compared, keywords equal,
    differences by name), each source imported once for all the tests of this module."""
    done: dict[Path, tuple[int, str, int, int, dict[str, list[str]]]] = {}

    def get(source: Path):
        if source not in done:
            work = tmp_path_factory.mktemp(source.stem)
            crd = source in CRDS
            status, err, result = (import_crd if crd else import_openapi)(source, work)
            if status != 0:
                done[source] = (status, err, 0, 0, {})
            else:
                done[source] = (status, err, *(crd_roundtrip if crd else openapi_roundtrip)(source, result))
        return done[source]

    return get


def _assert_as_listed(source: Path, status: int, err: str, _c: int, _e: int, unequal: dict[str, list[str]]) -> None:
    """Import refuses `source` exactly if it is listed in REFUSED (with a message naming it), and
    exactly the listed definitions / CRDs of it differ; the message shows each difference (at
    most five per name)."""
    if _relative(source) in REFUSED:
        assert status == 1 and source.name in err, f"{_relative(source)} is listed as refused; import said:\n{err}"
        return
    assert status == 0, f"import refused {_relative(source)}:\n{err}"
    unlisted = {
        name: unexplained
        for name, found in unequal.items()
        if name not in UNEQUAL and (unexplained := [d for d in found if known_kind(name, d, found) is None])
    }
    report = "\n".join(
        f"{name}:\n  " + "\n  ".join(found[:5]) + (f"\n  ... {len(found) - 5} more" if len(found) > 5 else "")
        for name, found in sorted(unlisted.items())
    )
    assert not unlisted, f"{len(unlisted)} of {_relative(source)} do not come back:\n{report}"
    fixed = {name for name in UNEQUAL if name in _names(source) and name not in unequal}
    assert not fixed, f"listed in UNEQUAL but now come back: {sorted(fixed)}"


def _names(source: Path) -> set[str]:
    """The definitions (OpenAPI) or CRD names (CRDs) of `source`."""
    if source in CRDS:
        return {doc["metadata"]["name"] for doc in yaml.safe_load_all(source.read_text(encoding="utf-8")) if doc}
    return set(json.loads(source.read_text(encoding="utf-8"))["components"]["schemas"])


def test_every_listed_exception_names_real_data_and_says_why() -> None:
    names = set().union(*(_names(source) for source in KUBERNETES + CRDS))
    assert set(UNEQUAL) <= names and all(UNEQUAL.values())
    assert set(REFUSED) <= {_relative(p) for p in KUBERNETES + CRDS} and all(REFUSED.values())


# -- ROUNDTRIP.md -------------------------------------------------------------------------------


def measured_counts(roundtrips) -> dict[str, int]:
    """The counts ROUNDTRIP.md states, measured over every source."""
    counts = dict.fromkeys(
        ("documents", "refused", "definitions", "definitions equal", "crds", "crds equal", "keywords", "keywords equal"),
        0,
    )
    for source in KUBERNETES + CRDS:
        status, _, compared, equal, unequal = roundtrips(source)
        counts["documents"] += 1
        if status != 0:
            counts["refused"] += 1
            continue
        kind = "crds" if source in CRDS else "definitions"
        counts[kind] += len(_names(source))
        counts[f"{kind} equal"] += len(_names(source) - set(unequal))
        counts["keywords"] += compared
        counts["keywords equal"] += equal
    return counts


def stated_counts() -> dict[str, int]:
    """The `| what | number |` rows of ROUNDTRIP.md's table of counts."""
    text = (DATA / "ROUNDTRIP.md").read_text(encoding="utf-8")
    return {m[1]: int(m[2].replace(",", "")) for m in re.finditer(r"^\| ([a-z ]+) \| ([0-9,]+) \|$", text, re.M)}


def test_roundtrip_md_states_the_measured_counts(roundtrips) -> None:
    assert stated_counts() == measured_counts(roundtrips)


def test_every_known_difference_still_occurs(roundtrips) -> None:
    seen = set()
    for source in KUBERNETES + CRDS:
        for name, found in roundtrips(source)[4].items():
            seen.update(known_kind(name, d, found) for d in found)
    assert set(KNOWN) <= seen, f"fixed: remove {sorted(set(KNOWN) - seen)} from KNOWN and ROUNDTRIP.md"


def test_known_kinds_explain_only_their_own_differences() -> None:
    time = '{"$ref": "#/components/schemas/io.k8s.apimachinery.pkg.apis.meta.v1.Time"}'
    spec = '{"$ref": "#/components/schemas/io.k8s.api.core.v1.PodSpec"}'
    at_time = [f"/properties/t/allOf: missing (the source has [{time}])", '/properties/t/type: added "string"']
    assert [known_kind("X", d, at_time) for d in at_time] == ["named scalars", "named scalars"]
    # the same keywords added at a property that does not lose a scalar's reference: unexplained
    assert known_kind("X", '/properties/u/type: added "string"', at_time) is None
    items = [f"/properties/c/items/allOf: missing (the source has [{spec}])", "/properties/c/items/default: missing (the source has {})"]
    assert [known_kind("X", d, items) for d in items] == ["struct items", "struct items"]
    assert known_kind("X", f"/properties/c/allOf: missing (the source has [{spec}])", []) is None
    assert known_kind("X", "/properties/c/items/default: missing (the source has 0)", []) is None
    assert known_kind("io.k8s.kube-aggregator.pkg.apis.apiregistration.v1.APIService", "not emitted", []) == "dashed names"
    assert known_kind("io.k8s.api.core.v1.Pod", "not emitted", []) is None
