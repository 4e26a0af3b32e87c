"""KEP-1929's rule of thumb, checked on random types: the generated code and the emitted schema
default alike.

**The guarantee.** For every set of dataclasses that `defaultgen lint` passes without errors,
and every well-typed object `o` of them, defaulting `o` with the generated code and defaulting
its JSON with the emitted OpenAPI schema give the same JSON:
`to_dict(set_defaults(o))` equals `apply_defaults(to_dict(o), schema, components)`, counting a
property that is null, and an omitempty property at its zero value, as absent (the client's
decoder reads both the same way; a zero `+default` on an omitempty field, as Kubernetes'
LocalObjectReference has it, is published by the schema and dropped by `to_dict`). This is
tested on random inputs: a hypothesis strategy (tests/strategies.py) draws universes of
dataclasses and named types covering every supported field kind (scalars, named types with
and without defaults, Optional, lists and dicts of anything, Enums, Literals, datetimes, dates,
bytes, `int | str`, Any and `dict[str, Any]` (as fields, items, values, Optional, behind named
types, with and without defaults and `ref()`), named lists of dataclasses,
nested and self-referencing dataclasses, inheritance (multiple too: two unrelated dataclass bases), `init=False` fields, frozen and slotted
dataclasses, two modules that import each other, odd wire and field names), with markers that obey every lint rule (zero defaults on omitempty
fields included, and default objects that leave out the lists and dicts `to_dict` always
writes); each universe must lint clean, is run through `defaultgen generate` and `defaultgen
openapi`, and dozens of random objects per universe (zero values and null items often) go
through both paths. Besides the agreement, each object checks that `to_dict` matches an
independent Go `encoding/json` oracle, that `set_defaults` matches SPEC §3's table written
independently in the test, that `load(cls, to_dict(o))` is the same built-in path and refuses
(with the same problems) exactly the documents `apply --validate` refuses (SPEC §8: the
universes carry validation markers, tests/constrained.py, and the objects sit at their bounds,
so a good share of documents is refused; CEL rules, which SPEC §8 excludes, are left out of
the comparison), that
`set_defaults` is idempotent and never shares a mutable default between objects, and that the
fully inlined (structural) schema of a non-recursive root defaults like the `$ref` one. Each
object's JSON is then written by hand, as it were: null list items and dict values put in at
random, which both paths must accept with the same result or both refuse (SPEC §4's item zero
defaults; the CRD path's refusal is a null left where the schema does not allow one). The other direction is tested too: for each
lint rule that protects the agreement there is a concrete counterexample that breaks it
(tests/test_counterexamples.py). The normal suite runs 50 universes (about a minute of CPU);
`DEFAULTGEN_PROPERTY_EXAMPLES=N` (`make fuzz`: 2,000) runs more. `make test` runs seed 0 (deterministic,
tests/profiles.py), `make fuzz` a random one; a failure prints the run's
seed, and `DEFAULTGEN_PROPERTY_SEED=S` replays it.
"""

from __future__ import annotations

import dataclasses
import importlib
import collections
import itertools
import json
import os
import random
import sys
from pathlib import Path

import pytest
import strategies as S
from profiles import property_seed
from hypothesis import HealthCheck, event, given, note, seed, settings
from hypothesis import strategies as st

from defaultgen import apply_defaults, validate_document
from defaultgen.lint.linter import lint
from defaultgen.openapi.schemas import openapi_document
from defaultgen.openapi.structural import find_root, structural
from defaultgen.settings import Settings
from defaultgen.source.discover import discover, load_universe

EXAMPLES = int(os.environ.get("DEFAULTGEN_PROPERTY_EXAMPLES", "50"))
OBJECTS = int(os.environ.get("DEFAULTGEN_PROPERTY_OBJECTS", "25"))
SEED = property_seed("DEFAULTGEN_PROPERTY_SEED")
TALLY: collections.Counter[str] = collections.Counter()  # verdicts on the documents to_dict writes


class Workspace:
    """A directory on sys.path where each universe gets fresh module names (no import cache)."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self._names = itertools.count()
        sys.path.insert(0, str(root))

    def prefix(self) -> str:
        return f"u{next(self._names)}"

    def write(self, files: dict[str, str]) -> list[str]:
        for relative, text in files.items():
            path = self.root / relative
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
        importlib.invalidate_caches()
        return [p for p in files if not p.endswith("__init__.py")]

    def cli(self, *args: str) -> tuple[int, str]:
        """`defaultgen ARGS` run in the workspace: exit status and standard error."""
        status, _, err = S.run_cli(self.root, *args)
        return status, err


@pytest.fixture(scope="module")
def workspace(tmp_path_factory) -> Workspace:
    root = tmp_path_factory.mktemp("agreement")
    yield Workspace(root)
    sys.path.remove(str(root))


class Prepared:
    """One universe, linted, generated, emitted and imported."""

    def __init__(self, workspace: Workspace, u: S.Universe) -> None:
        self.u = u
        self.prefix = workspace.prefix()
        files = u.render(self.prefix)
        for path, text in files.items():
            note(f"--- {path}\n{text}")
        paths = workspace.write(files)
        universe = load_universe(discover([str(workspace.root / p) for p in paths], workspace.root), workspace.root)
        diagnostics = lint(universe, Settings())
        assert not diagnostics, "the strategy drew a universe that does not lint clean:\n" + "\n".join(
            d.as_text() for d in diagnostics
        )
        status, err = workspace.cli("generate", "--no-cache", *paths)
        assert status == 0, err
        document = openapi_document(universe)
        if self.prefix.endswith("0"):  # now and then, the command line too: it must say the same
            openapi = workspace.root / f"{self.prefix}.openapi.json"
            status, err = workspace.cli("openapi", "--no-cache", "-o", str(openapi), *paths)
            assert status == 0, err
            assert json.loads(openapi.read_text(encoding="utf-8")) == document
        self.components = document["components"]["schemas"]
        # SPEC §8 excludes CEL rules from the property: "Excluded, because Kubernetes' own two
        # paths differ there too: CEL rules" (the generated code does not run them); load is
        # compared with validate_document on the schema without them
        self.checked = _without_cel(self.components)
        self.universe = universe
        self.structural: dict[str, dict | None] = {}  # None: `crd` refuses the root (CRD103)
        self.classes: dict[str, type] = {}
        self.generated: dict[str, object] = {}
        for name, cls in u.classes.items():
            module = u.module_name(cls.module, self.prefix)
            self.classes[name] = getattr(importlib.import_module(module), name)
            self.generated[name] = importlib.import_module(f"{module}_defaults")
        first = importlib.import_module(u.module_name(0, self.prefix))
        self.classes.update({name: getattr(first, name) for name in S.ENUMS})

    def check(self, spec: S.Obj, *, wrapped: bool, rng: random.Random) -> None:
        """Every promise of SPEC §3 and §5 for one object of one class."""
        u, name = self.u, spec.cls
        cls, gen, root = self.classes[name], self.generated[name], S.Ref(name)
        doc = S.encode(u, spec, root)
        note(f"object {spec}\nto_dict (oracle) {doc!r}")

        obj = S.build(spec, self.classes)
        assert S.same_json(gen.to_dict(obj), doc), "to_dict is not Go's encoding/json"
        assert S.same_json(gen.to_dict(gen.from_dict(cls, doc)), doc), "from_dict does not invert to_dict"

        gen.set_defaults(obj)
        builtin = gen.to_dict(obj)
        note(f"built-in {builtin!r}")
        expected = S.encode(u, S.default_object(u, spec), root)
        assert S.same_json(builtin, expected), f"set_defaults is not SPEC §3's table: expected {expected!r}"
        gen.set_defaults(obj)
        assert S.same_json(gen.to_dict(obj), builtin), "set_defaults is not idempotent"
        try:
            loaded = gen.load(cls, doc)
        except gen.ValidationError as exc:  # refused after defaulting: the CRD path must refuse it too
            refused = sorted(map(str, exc.problems))
            loaded = gen.set_defaults(gen.from_dict(cls, doc))  # decoded and defaulted: what load refused
        else:
            refused = []
        assert S.same_json(gen.to_dict(loaded), builtin), "load differs from set_defaults"

        other = S.build(spec, self.classes)
        gen.set_defaults(other)
        _assert_unshared(obj, other)

        ref = f"#/components/schemas/{u.qualname(name, self.prefix)}"
        schema = {"allOf": [{"$ref": ref}], "default": {}} if wrapped else {"$ref": ref}
        crd = apply_defaults(doc, schema, self.components)
        note(f"CRD {crd!r}")
        # SPEC §8, the property extended: load refuses exactly what apply --validate refuses
        # (the documents to_dict writes hold none of the cases SPEC §8 excludes), alike
        server = sorted(map(str, validate_document(crd, schema, self.checked, notes=[])))
        assert refused == server, f"load and apply --validate disagree: load {refused}, apply --validate {server}"
        verdict = "refused by both paths" if refused else "accepted by both paths"
        event(verdict)
        TALLY[verdict] += 1
        assert S.same_json(S.drop_absent_properties(u, builtin, root), S.drop_absent_properties(u, crd, root)), (
            "the two defaulting paths disagree"
        )
        if not u.reaches_itself(name):
            self.check_structural(name, doc, crd, builtin)
        self.check_null_items(cls, gen, root, schema, S.with_null_items(u, doc, root, rng))

    def check_structural(self, name: str, doc: object, crd: object, builtin: object) -> None:
        """The fully inlined schema of a CRD defaults `doc` like the `$ref` one (`crd`), or
        like the typed path (`builtin`), or gives a document the API server refuses."""
        u, root = self.u, S.Ref(name)
        if name not in self.structural:
            root_class = find_root(u.qualname(name, self.prefix), self.universe)
            published, unsettled = structural(root_class, self.universe)
            # SPEC §7: an implicit default left out where its object does not require the field
            # (no default could be made valid) is CRD103: `crd` publishes no CRD of such a root
            self.structural[name] = None if unsettled else published
        published = self.structural[name]
        if published is None:
            event("structural schema: none, CRD103")
            return
        structural_doc = apply_defaults(doc, published)
        same_as_typed = S.same_json(
            S.drop_absent_properties(u, structural_doc, root), S.drop_absent_properties(u, builtin, root)
        )
        if not S.same_json(structural_doc, crd) and not same_as_typed:
            # SPEC §7: an implicit default that fails its own schema even filled in is left out
            # of a CRD where its object requires the field, and a document that lacks it is then
            # refused by the CRD path (unless the typed path leaves that property out too: an
            # omitzero object at its zero, which both then read as absent)
            assert validate_document(structural_doc, published), (
                "the structural schema defaults differently, and the document it gives is valid"
            )

    def check_null_items(self, cls: type, gen, root: S.T, schema: dict, written: object) -> None:
        """A hand-written document with null list items and dict values (SPEC §4, item zero
        defaults): the built-in path (`load`) accepts it exactly when the CRD path leaves no
        null where its schema refuses one (an item without a default is not `nullable`, so the
        API server's validation refuses it), and then both give the same JSON."""
        u = self.u
        note(f"hand-written {written!r}")
        crd = apply_defaults(written, schema, self.components)
        # what the API server refuses: a null it keeps where no null is allowed, or anything else
        # its validation finds (a required field whose null value the CRD path removed)
        server = validate_document(crd, schema, self.checked, notes=[])
        refused = S.refused_nulls(u, crd, root) or server
        try:
            builtin = gen.to_dict(gen.load(cls, written))
        except gen.ValidationError as exc:
            if not refused and S.kept_zeros(u, crd, root) and all(p.message == "missing required field" for p in exc.problems):
                # SPEC §8 excludes "section 3's accepted drift, an explicit zero for an omitempty
                # field": a null the CRD path removes can leave a required omitempty/omitzero
                # object at its zero, which the CRD path keeps (present) while the built-in path
                # counts it absent, as to_dict leaves it out
                return
            assert refused, f"load refused what the CRD path accepts ({crd!r}): {exc}"
            if not server:
                nulls = [p.location for p in exc.problems if "got null" in p.message]
                assert len(nulls) == len(exc.problems), f"load refused more than null items: {exc}"
            return
        if server and not S.refused_nulls(u, crd, root) and (
            S.defaulted_zeros(u, crd, root)
            or S.kept_zeros(u, crd, root)
            and not validate_document(S.drop_absent_properties(u, crd, root), schema, self.checked, notes=[])
        ):
            # SPEC §8 excludes "section 3's accepted drift, an explicit zero for an omitempty
            # field": a removed null leaves an omitempty container at its zero, which the CRD
            # path keeps and validates (as a property its parent's MaxProperties counts, too)
            # while the built-in path defaults it or leaves it out
            return
        assert not refused, f"load accepted nulls the CRD path keeps at {refused}: {builtin!r}"
        if S.same_json(S.drop_absent_properties(u, builtin, root), S.drop_absent_properties(u, crd, root)):
            return
        # SPEC §3's accepted drift: a null value the CRD path removes can leave an omitempty
        # container at its zero, which the CRD path keeps and the built-in path defaults; a
        # typed client reading the CRD path's output then sees what the built-in path gives
        assert S.defaulted_zeros(u, crd, root), f"the two paths disagree: built-in {builtin!r}, CRD {crd!r}"
        assert S.same_json(gen.to_dict(gen.load(cls, crd)), builtin), (
            f"the two paths disagree beyond an explicit zero: built-in {builtin!r}, CRD {crd!r}"
        )


def _without_cel(schema: object) -> object:
    """`schema` without its `x-kubernetes-validations` (CEL rules), everywhere inside it."""
    if isinstance(schema, dict):
        return {k: _without_cel(v) for k, v in schema.items() if k != "x-kubernetes-validations"}
    if isinstance(schema, list):
        return [_without_cel(v) for v in schema]
    return schema


def _assert_unshared(*objects: object) -> None:
    """No list, dict or dataclass instance is reachable twice: defaults are fresh copies."""
    seen: dict[int, object] = {}

    def walk(value: object) -> None:
        if isinstance(value, list | dict) or dataclasses.is_dataclass(value):
            assert id(value) not in seen, f"{value!r} is shared between two places"
            seen[id(value)] = value
        if isinstance(value, list):
            for item in value:
                walk(item)
        elif isinstance(value, dict):
            for item in value.values():
                walk(item)
        elif dataclasses.is_dataclass(value):
            for f in dataclasses.fields(value):
                walk(getattr(value, f.name))

    for obj in objects:
        walk(obj)


def test_generated_code_and_schema_default_alike(workspace):
    """For a random lint-clean universe and random objects of it, the built-in path (generated
    set_defaults, load) and the CRD path (emitted schema applied to to_dict, validate_document)
    give the same JSON and refuse the same documents, and each matches SPEC's own description of
    it. The documents sit at the drawn constraints' bounds: a good share of them is refused."""
    TALLY.clear()

    @seed(SEED)
    @S.property_settings(EXAMPLES)
    @given(universe=S.universes(), data=st.data())
    def agree(universe, data):
        note(f"property seed: {SEED} (replay with DEFAULTGEN_PROPERTY_SEED={SEED})")
        prepared = Prepared(workspace, universe)
        values = S.Values(universe, max_depth=2)
        names = list(universe.classes)
        for i in range(OBJECTS):
            name = data.draw(st.sampled_from(names), label="class")
            rng = data.draw(st.randoms(use_true_random=False), label="nulls")
            prepared.check(data.draw(values.obj(name), label="object"), wrapped=bool(i % 2), rng=rng)

    agree()
    documents = sum(TALLY.values())
    if documents >= 200:  # (a replay of one universe proves nothing about shares)
        share = TALLY["refused by both paths"] / documents
        assert 0.1 <= share <= 0.9, f"boundary documents should be refused often, not always: {TALLY}"


# every marker kind the strategy draws, where it draws it (tests/constrained.py): each entry is a
# set of alternatives one of which must be drawn (`+listType=map`, `UniqueItems`, a named string
# type's pattern, length or format and a dataclass's CEL rule are drawn too, but too rarely to be
# in every 500 universes)
_FORMATS = ("format:uuid", "format:hostname", "format:byte", "format:date-time")
_ITEMS = {f"items:{k}" for k in ("minimum", "maximum", "multiple_of", "width", "enum", "min_length", "max_length", "pattern")}
UNIVERSES_FOR_KINDS = 500  # no seed of 0-9 misses a family (200 missed one at seeds 3 and 5)

MARKER_KINDS = [
    {("field", k) for k in kinds}
    for kinds in (
        ("minimum", "maximum"), ("exclusive_minimum", "exclusive_maximum"), ("multiple_of",),
        ("min_length", "max_length"), ("pattern",), _FORMATS, ("enum",), ("min_items", "max_items"),
        ("min_properties", "max_properties"), ("XValidation",), ("nullable",), ("listType=set", "listType=atomic"),
        ("width",),
    )
] + [
    {(place, k) for place in ("field", "named") for k in _ITEMS},
    {("named", k) for k in ("minimum", "maximum", "width", "multiple_of", "enum", "min_length", "pattern")},
    {("named", k) for k in ("listType=set", "min_items", "max_items")},
    {("class", k) for k in ("min_properties", "max_properties")},
]  # fmt: skip


def test_universes_draw_every_marker_kind():
    """500 universes (drawn only: no generation, 7 s) hold every marker kind at each place it
    can stand, so the agreement property's budget, whatever it is, draws from all of them. Under
    any seed (`make fuzz` draws one): 200 missed a whole family at seeds 3 and 5."""
    seen: set[tuple[str, str]] = set()

    @seed(SEED)
    @settings(max_examples=UNIVERSES_FOR_KINDS, deadline=None, suppress_health_check=list(HealthCheck), database=None)
    @given(universe=S.universes())
    def count(universe):
        for cls in universe.classes.values():
            seen.update(("class", k) for k in (cls.cons.kinds() if cls.cons else ()))
            for f in cls.fields:
                seen.update(("field", k) for k in (f.cons.kinds() if f.cons else ()))
        for named in universe.named.values():
            seen.update(("named", k) for k in (named.cons.kinds() if named.cons else ()))

    count()
    missing = [sorted(kinds) for kinds in MARKER_KINDS if not kinds & seen]
    assert not missing, f"never drawn: {missing}"
