"""The built-in path against the real validator, on random constrained universes (issue #23).

`draw N SEED` draws N universes as tests/test_agreement.py does (tests/strategies.py with the
validation markers of tests/constrained.py, documents at the bounds), generates and imports
each, and prints (JSON, stdout) one case per class that does not reach itself: its structural
CRD schema without CEL rules (kube-openapi's validator does not run them; SPEC §8 leaves them
out of the comparison) and, for each drawn object, the document the API server validates (what
`to_dict` writes, defaulted by that schema), with what `load` and `validate_document` said of
it under "ours". main.go ignores "ours" and prints its verdicts; `compare CASES VERDICTS` then
counts where kube-openapi and either of our paths disagree, and prints each disagreement. The
unique items and keys of `x-kubernetes-list-type` set and map lists are left out: the API
server checks them beside kube-openapi's validator (apiextensions-apiserver), not in it.

`make crosscheck` runs the three steps (it needs what `make vectors` needs). A document whose
structural defaulting differs from the `$ref` schema's (SPEC §7: an implicit default left out
of a CRD) is compared with validate_document only.
"""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT / "tests"), str(ROOT)]

OBJECTS = 8


def draw(count: int, seed: int) -> list[dict]:
    import strategies as S
    import test_agreement as T
    from hypothesis import HealthCheck, Phase, given, settings
    from hypothesis import seed as seeded
    from hypothesis import strategies as st

    from defaultgen import apply_defaults, validate_document
    from defaultgen.openapi.structural import find_root, structural_schema

    workspace = T.Workspace(Path(tempfile.mkdtemp(prefix="crosscheck")))
    cases: list[dict] = []

    @seeded(seed)
    @settings(max_examples=count, deadline=None, database=None, phases=[Phase.generate],
              suppress_health_check=list(HealthCheck))  # fmt: skip
    @given(universe=S.universes(), data=st.data())
    def run(universe, data):
        prepared = T.Prepared(workspace, universe)
        values = S.Values(universe, max_depth=2)
        for name in universe.classes:
            if universe.reaches_itself(name):
                continue
            root = find_root(universe.qualname(name, prepared.prefix), prepared.universe)
            schema = T._without_cel(structural_schema(root, prepared.universe))
            ref = {"$ref": f"#/components/schemas/{universe.qualname(name, prepared.prefix)}"}
            gen, cls = prepared.generated[name], prepared.classes[name]
            docs, ours = [], []
            for _ in range(OBJECTS):
                doc = S.encode(universe, data.draw(values.obj(name)), S.Ref(name))
                crd = apply_defaults(doc, schema)
                try:
                    gen.load(cls, doc)
                    loaded: list[str] = []
                except gen.ValidationError as exc:
                    loaded = sorted(map(str, exc.problems))
                docs.append(crd)
                ours.append({
                    "load": loaded,
                    "validate_document": sorted(map(str, validate_document(crd, schema, notes=[]))),
                    "same_as_ref": S.same_json(crd, apply_defaults(doc, ref, prepared.components)),
                })  # fmt: skip
            cases.append({"name": f"{prepared.prefix}.{name}", "schema": schema, "docs": docs, "ours": ours})

    run()
    return cases


# what the API server checks besides kube-openapi's validator (apiextensions-apiserver's
# listtype validation: tests/test_validate.py holds it to that code by hand)
_NOT_KUBE_OPENAPI = "(x-kubernetes-list-type: "


def compare(cases: list[dict], verdicts: dict) -> int:
    tally = {"documents": 0, "refused by kube-openapi": 0, "validate_document differs": 0, "load differs": 0}
    for case, result in zip(cases, verdicts["cases"], strict=True):
        for ours, verdict in zip(case["ours"], result["verdicts"], strict=True):
            for path in ("validate_document", "load"):
                ours[path] = [p for p in ours[path] if _NOT_KUBE_OPENAPI not in p]
            tally["documents"] += 1
            valid = verdict["valid"]
            tally["refused by kube-openapi"] += not valid
            if valid != (not ours["validate_document"]):
                tally["validate_document differs"] += 1
                print(f"validate_document: {case['name']} {json.dumps(verdict['doc'])[:300]}\n"
                      f"  kube-openapi {verdict['errors']}\n  ours {ours['validate_document']}")  # fmt: skip
            if ours["same_as_ref"] and valid != (not ours["load"]):
                tally["load differs"] += 1
                print(f"load: {case['name']} {json.dumps(verdict['doc'])[:300]}\n"
                      f"  kube-openapi {verdict['errors']}\n  load {ours['load']}")  # fmt: skip
    print(json.dumps(tally))
    return 1 if tally["validate_document differs"] or tally["load differs"] else 0


if __name__ == "__main__":
    if sys.argv[1:2] == ["draw"]:
        json.dump(draw(int(sys.argv[2]), int(sys.argv[3])), sys.stdout, ensure_ascii=False)
    elif sys.argv[1:2] == ["compare"]:
        loaded = [json.loads(Path(p).read_text(encoding="utf-8")) for p in sys.argv[2:4]]
        sys.exit(compare(*loaded))
    else:
        sys.exit(__doc__)
