"""The lint rules (defaultgen/lint/rules): each rule's bad fixture yields exactly its code at the
expected lines and columns, its good fixture yields nothing at all.

Fixtures live in tests/fixtures/rules/<CODE>_bad.py and <CODE>_good.py; the positions below
were read off those files by hand (markers' `#`, fields' first letter, 1-based), following
the location convention of testdata/kep1929/README.md.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from defaultgen.diagnostics import Diagnostic, Severity
from defaultgen.lint.linter import lint
from defaultgen.lint.rules import CODES, OPT_IN, RULES
from defaultgen.settings import Settings
from defaultgen.source.discover import discover, load_universe

FIXTURES = Path(__file__).parent / "fixtures" / "rules"

BAD: dict[str, list[tuple[int, int]]] = {
    # unused: on a named type, a noqa, one code of two, an unknown code, the DG code of a noqa
    # that also names another tool's; then directives that suppress nothing: after a blank
    # line, trailing on a field's line, malformed, an indented file-level noqa
    "DG001": [(4, 1), (12, 80), (13, 5), (16, 5), (18, 25), (19, 5), (22, 22), (23, 5), (27, 9)],
    # bar, null, NaN, [1, 2 (unclosed), 1e999, empty; Infinity on a named type
    "DG101": [(7, 5), (9, 5), (11, 5), (13, 5), (15, 5), (17, 5), (21, 1)],
    # +defualt above a named type, the KEP's +defaut, +Default, +default "x", +default:=x,
    # +default: 5, +optinal, +Required, and +defualt inside a function body
    "DG102": [(4, 1), (10, 5), (12, 5), (14, 5), (16, 5), (18, 5), (20, 5), (22, 5), (27, 5)],
    # the second of two on a named type; the second of two; the 2nd and 3rd of three
    "DG103": [(5, 1), (12, 5), (18, 5)],
    # above an assignment, detached above a class, above a class, in a plain class, blank
    # line, ClassVar, method, inside a method, class body footer, inside a function; then a
    # validation marker after a blank line, a `+k8s:optional` above a constant
    "DG104": [(4, 1), (7, 1), (9, 1), (11, 5), (17, 5), (21, 5), (24, 5), (26, 9), (29, 5), (33, 5), (39, 5), (44, 1)],
    # trailing on a one-line field; trailing on a continuation line of a multi-line field; a
    # trailing `+listType` (every marker defaultgen reads, not only defaults)
    "DG105": [(7, 37), (9, 24), (12, 52)],
    # omitemtpy, metadata=META, a non-string tag, d repeats a's name, e repeats the
    # inherited name, g repeats f's python name, two bases bring `shared` together
    "DG106": [(14, 5), (15, 5), (16, 5), (17, 5), (18, 5), (20, 5), (39, 1)],
    "DG107": [(9, 5), (13, 5)],
    # listType on a named dict type; a bad +structType above a class; then fields: unknown value, listType
    # on a str, set of objects, map of strings, a key naming no field, a key without
    # listType=map, mapType on a list, structType on a dict, a non-scalar key, two listTypes,
    # listType=map without keys
    "DG108": [(4, 1), (15, 1), (18, 5), (20, 5), (22, 5), (24, 5), (27, 5), (29, 5), (31, 5), (33, 5), (36, 5), (39, 5), (41, 5)],
    # a case slip on a named type; a misspelled CRD marker above a class; then fields:
    # Minimun, the field report's `enum`, `listtype`, an unreadable number, an unknown
    # XValidation argument, a near miss of `+k8s:optional`; then two slips found in the wild
    # (testdata/markers/misspelled_in_the_wild.json): a shortened namespace, a group as a marker
    "DG109": [(4, 1), (8, 1), (11, 5), (13, 5), (15, 5), (17, 5), (19, 5), (21, 5), (23, 5), (25, 5)],
    # MinItems and +nullable on a named str; a group naming no field; then fields: MinLength on an
    # int, Minimum > Maximum, MinLength over the named type's MaxLength, an enum value of the
    # wrong type, a Pattern Go cannot run, a CEL rule that does not compile, a non-integral
    # Minimum on an int, `items:` on a str, a class-only marker on a field; a title that is not a
    # string; bounds and enum values outside int32 (the field's Format, the named type's) and an
    # item's outside int64; an unknown Format; ExclusiveMinimum without Minimum; an externalDocs
    # url Go's url.ParseRequestURI refuses (controller-gen's ExternalDocs marker checks it); then
    # markers under a named type's that controller-gen's flattener pairs in an allOf or drops:
    # a MinLength over the tighter of two MaxLengths, a numeric Format other than the type's, an
    # ExclusiveMinimum whose Minimum differs from the type's, an Enum under the type's enum (a
    # field's, a named type's over another, an `items:` form's)
    "DG110": [(4, 1), (5, 1), (15, 1), (18, 5), (20, 5), (23, 5), (25, 5), (27, 5), (29, 5), (31, 5), (33, 5), (35, 5),
              (38, 5), (41, 5), (43, 5), (46, 5), (48, 5), (50, 5), (53, 5), (55, 5), (66, 5), (69, 5), (72, 5),
              (74, 5), (78, 1), (84, 5)],  # fmt: skip
    # opt-in (selected below): a named type's; a class used as list items; then fields: a bare
    # string, an integer, `{a,b}`, `{}` on a list, a map, `:=`, a list of maps; the same value
    # as a `+default` before and after it (the fix removes it)
    "DG111": [(4, 1), (10, 5), (17, 5), (19, 5), (21, 5), (23, 5), (25, 5), (27, 5), (29, 5), (33, 5), (35, 5)],
    # the KEP's forbidden example; `+default={}` with a string annotation
    "DG201": [(13, 5), (15, 5)],
    "DG202": [(11, 5), (12, 5), (14, 5)],
    # int, str, list (wire name stringList), dict, float, bool; a named type's default
    # reported at the field, which has no marker of its own
    "DG203": [(10, 5), (13, 5), (16, 5), (19, 5), (22, 5), (25, 5), (28, 5)],
    "DG204": [(7, 5), (9, 5), (11, 5), (13, 5), (15, 5), (17, 5)],
    # non-omitempty str, int, list and struct fields (always serialized); a defaulted pointer
    "DG205": [(13, 5), (16, 5), (18, 5), (20, 5), (22, 5)],
    # a named type's default; a nested field's own; string/float/bool for int; int for str;
    # a list item; a dict value; a null item without an item default; an unknown key; a
    # nested item's field. `nested: +default={}` is fine: the bad value comes from Port.number
    "DG301": [(4, 1), (11, 5), (17, 5), (19, 5), (21, 5), (23, 5), (25, 5), (27, 5), (29, 5), (31, 5), (33, 5), (37, 5)],
    # a named type's target, then the fields (`more_tags: Tags` is reported at Tags only),
    # then two named types that refer to each other (a field using them is not reported again);
    # classes whose fields cannot all be known: a base that cannot be resolved, a call, a class
    # from outside, bases Python refuses (no MRO; at the class); an InitVar without default
    "DG302": [(4, 1), *((line, 5) for line in range(9, 20)), (23, 1), (24, 1), (38, 1), (43, 1), (48, 1), (58, 1), (64, 5), (70, 5), (80, 5)],
    # literals, factories, a constant, Optionals and dataclasses off their zero; an `init=False`
    # field without a default (objects built in Python would lack it); `= None` on an Enum
    # field without a zero value
    "DG303": [*((line, 5) for line in range(16, 28)), (37, 5)],
    # a self-cycle; a two-class cycle reported once, at its first field; then defaults that
    # fill themselves in again: through an Optional field, through list items, and through
    # two classes (reported once, at the first marker)
    "DG304": [(8, 5), (14, 5), (25, 5), (32, 5), (38, 5)],
    # zero values of omitempty fields: inside an object, inside a list inside an object,
    # through a named list type, inside a dict value, and in a named type's own default
    "DG305": [(22, 5), (24, 5), (26, 5), (28, 5), (32, 1)],
    # keys: omitempty int, omitempty str, an +optional Optional (none required nor defaulted)
    "DG306": [(16, 5), (17, 5), (20, 5)],
    # unresolved on a named type; a str constant for int; an unknown name; a non-literal
    # constant; an unknown Enum member; a str member for int; a name outside the scanned modules
    "DG307": [(14, 1), (20, 5), (22, 5), (24, 5), (26, 5), (28, 5), (31, 5)],
    # a named type's default (at its marker); then fields: the field report's `{}` lacking a
    # required field, an enum, a pattern (Go's \d), a ref(), a CEL rule, items and MaxItems;
    # a field that inherits Replicas' default is not reported again, one whose own Minimum
    # refuses its type's default is (at the field: no marker of its own)
    "DG308": [(6, 1), (32, 5), (35, 5), (39, 5), (42, 5), (44, 5), (48, 5), (54, 5), (65, 1), (71, 5), (74, 5)],
    # an omitempty Enum, an +optional Enum, a Literal, a datetime, a +optional date: none has a
    # zero value, none is required, none has a default
    "DG309": [(16, 5), (18, 5), (19, 5), (20, 5), (22, 5), (26, 5), (29, 5)],
    # API conventions (the KAL cases, tests/test_kal_cases.py, hold the rest): a named int; a bare
    # int, through Optional and a named type, as list items
    "DG410": [(4, 1), (10, 5), (12, 5), (14, 5)],
    # a named bool; a bool, an Optional one, a list of the named one
    "DG416": [(4, 1), (10, 5), (12, 5), (14, 5)],
    # a Duration named through another name; a Duration, an Optional one of the other name
    "DG417": [(5, 1), (11, 5), (13, 5)],
    # a named float; a float, an Optional one of the named one, a dict of floats
    "DG418": [(4, 1), (10, 5), (12, 5), (14, 5)],
    # a named dict of ints; a dict of ints, a dict of dicts
    "DG419": [(4, 1), (10, 5), (12, 5)],
    # unmarked twice; the kubebuilder spelling of optional; both spellings of required
    "DG426": [(10, 5), (11, 5), (13, 5), (17, 5)],
    # +default beside +required, +kubebuilder:default beside the kubebuilder spelling
    "DG405": [(9, 5), (13, 5)],
    # on a named type; on a field; on a field and the named type it uses (the field's goes)
    "DG408": [(6, 1), (14, 5), (17, 5)],
    # the convention "nofruit" (dg415.EXAMPLE_SETTINGS) by the Python name and by the wire name
    "DG415": [(7, 5), (9, 5)],
    # +required on a class without required fields; +optional on one with a required field
    "DG420": [(20, 5), (22, 5)],
    # two MaxLengths on a field; one on a field beside its named type's
    "DG432": [(13, 5), (16, 5)],
    # `+nullable` alone and among other markers (reported at the field, as KAL does)
    "DG421": [(9, 5), (13, 5)],
    # phase, a name ending in Phase, a wire name with Phase in it
    "DG422": [(7, 5), (9, 5), (11, 5)],
    # Reference at the end, at the start, References at the end
    "DG423": [(7, 5), (9, 5), (11, 5)],
    # Timestamp in the name; TimeStamps on the wire
    "DG424": [(9, 5), (11, 5)],
    # an Optional str; a str; a list's str items; a dict; an object with no required field
    "DG414": [(8, 5), (17, 5), (20, 5), (22, 5), (24, 5)],
    # a str, an Optional named str, a list's str items, a list without MaxItems
    "DG413": [(10, 5), (12, 5), (15, 5), (18, 5)],
    # a status class's inherited field (reported where it is written) and its own unmarked one
    "DG430": [(7, 5), (12, 5)],
    # a list of a class without a required field, and an Optional named list of it
    "DG401": [(17, 5), (19, 5)],
    # a comment in the Go name's casing (fixed), one starting with a marker, none (at the field)
    "DG402": [(6, 5), (9, 5), (11, 5)],
    # no json metadata; a snake_case wire name
    "DG411": [(7, 5), (9, 5)],
    # a marker on a named type that belongs on fields; one a field leaves to its named type; one of the
    # wrong JSON type; a class-only one on a field; an `items:` form of the wrong item type
    "DG412": [(7, 1), (20, 5), (24, 5), (28, 5), (32, 5)],
    # json without omitempty; the patch markers missing, and not first (twice at the field); not Conditions
    "DG403": [(21, 5), (31, 5), (31, 5), (37, 5)],
    # the example's conflict (dg404.EXAMPLE_SETTINGS): on the field, and through its named type
    "DG404": [(13, 5), (16, 5)],
    # the example's rule (dg407.EXAMPLE_SETTINGS): `+listType=set` without `+optional`
    "DG407": [(7, 5)],
    # the example's preference (dg427.EXAMPLE_SETTINGS): the equivalent alone, and beside the preferred
    "DG427": [(7, 5), (10, 5)],
    # the example's forbidden Pattern (dg409.EXAMPLE_SETTINGS): on a named type, on a field
    "DG409": [(5, 1), (12, 5)],
    # no omitempty; the kubebuilder spelling; not optional; +k8s:default alone
    "DG406": [(9, 5), (12, 5), (14, 5), (17, 5)],
    # not Optional; not omitempty; an Optional list (KAL's default: optional fields are pointers)
    "DG425": [(8, 5), (10, 5), (12, 5)],
    # not omitempty; Optional though 0 is invalid; a valid false not Optional; an Optional dataclass whose {} is invalid
    "DG428": [(16, 5), (19, 5), (21, 5), (23, 5), (23, 5)],
    # lists without +listType (the misuses of one are DG108's too; tests/test_api_conventions.py)
    "DG429": [(15, 5), (17, 5)],
    # a root with status but no subresource; one with the subresource and no status (at `class`)
    "DG431": [(13, 1), (21, 1)],
}


def lint_file(path: Path, **settings: object) -> list[Diagnostic]:
    files = discover([str(path)], path.parent)
    return lint(load_universe(files, path.parent), Settings(**settings))


def lint_fixture(code: str, kind: str) -> list[Diagnostic]:
    """A rule's fixture, linted with the rule selected (an opt-in rule is not by default), and
    the settings of its examples (DG415's naming convention)."""
    rule = next(r for r in RULES if r.CODE == code)
    settings = getattr(rule, "EXAMPLE_SETTINGS", {})
    return lint_file(FIXTURES / f"{code}_{kind}.py", extend_select=(code,) if code in OPT_IN else (), api_conventions=settings)


def positions(diagnostics: list[Diagnostic]) -> list[tuple[str, int, int]]:
    return [(d.code, d.line, d.col) for d in diagnostics]


@pytest.mark.parametrize("code", sorted(BAD))
def test_bad_fixture_reports_exactly_its_code_at_each_position(code: str) -> None:
    """Every case in the bad fixture is found, at its line and column, and nothing else."""
    found = lint_fixture(code, "bad")
    assert positions(found) == [(code, line, col) for line, col in BAD[code]]


@pytest.mark.parametrize("code", sorted(BAD))
def test_good_fixture_is_clean(code: str) -> None:
    """The near misses in the good fixture (correct uses of what the rule is about) lint clean."""
    assert lint_fixture(code, "good") == []


def test_every_rule_but_dg100_has_fixtures() -> None:
    """Each rule has a bad and a good fixture (DG100's bad files are written by its tests)."""
    assert sorted(BAD) == [code for code in CODES if code != "DG100"]
    for code in BAD:
        assert (FIXTURES / f"{code}_bad.py").is_file() and (FIXTURES / f"{code}_good.py").is_file()


def test_rules_are_listed_in_code_order_with_their_metadata() -> None:
    """RULES is in code order; each rule names its code, severity, a one-line summary and why."""
    assert list(CODES) == sorted(CODES)
    warnings = {"DG001", "DG111", "DG202", "DG204", "DG205", "DG303"}  # SPEC §2, DG001 and DG111 (their docstrings)
    for rule in RULES:
        assert rule.__name__.endswith("." + rule.CODE.lower())
        # the API conventions (DG4xx) are warnings (docs/decisions.md, API conventions)
        assert rule.SEVERITY is (Severity.WARNING if rule.CODE in warnings or rule.CODE.startswith("DG4") else Severity.ERROR)
        assert rule.SUMMARY and "\n" not in rule.SUMMARY
        assert rule.__doc__ and rule.__doc__.startswith(rule.CODE)


@pytest.mark.parametrize("code", sorted(BAD))
def test_diagnostics_carry_their_rules_severity(code: str) -> None:
    """A warning rule reports warnings, an error rule errors."""
    rule = next(r for r in RULES if r.CODE == code)
    assert {d.severity for d in lint_fixture(code, "bad")} == {rule.SEVERITY}


# --- messages: each names the field and says what to do instead ---------------------------


def messages(code: str) -> list[str]:
    return [d.message for d in lint_file(FIXTURES / f"{code}_bad.py")]


def test_dg101_messages_say_why_the_value_is_not_json() -> None:
    """Bare words get the quoting hint; null is called out as no default."""
    found = messages("DG101")
    assert "`Spec.name`" in found[0] and '`+default="bar"`' in found[0]
    assert "null" in found[1] and "no default" in found[1]
    assert "NaN" in found[2] and "Infinity" in found[6] and "type `Weight`" in found[6]


def test_dg102_messages_suggest_the_intended_marker() -> None:
    """The KEP's own `+defaut` typo gets `did you mean` with the corrected marker."""
    found = messages("DG102")
    assert 'did you mean `+default="default-name"`?' in found[1]
    assert 'did you mean `+default="x"`?' in found[3]  # +default "x"
    assert 'did you mean `+default="x"`?' in found[4]  # +default:=x
    assert "did you mean `+default=5`?" in found[5]  # +default: 5
    assert "did you mean `+optional`?" in found[6]
    assert "did you mean `+required`?" in found[7]


def test_dg103_message_points_at_the_first_marker() -> None:
    """A repeated marker names the line of the one that takes effect."""
    assert "on line 15" in messages("DG103")[2]


def test_dg104_messages_give_the_reason_and_the_fix() -> None:
    """Each placement says why the marker is ignored."""
    found = messages("DG104")
    assert "blank line" in found[4]
    assert "ClassVar" in found[5]
    assert "method" in found[6]
    assert "not a dataclass" in found[3]
    assert "above a class" in found[2]


def test_dg106_message_names_both_fields_of_a_shared_wire_name() -> None:
    """The inherited field is named by the class that declares it."""
    found = messages("DG106")
    assert "omitemtpy" in found[0] and "omitempty" in found[0]
    assert "`Base.name` and `Spec.e`" in found[4] and "`name`" in found[4]
    assert "`Right.y` and `Left.x`" in found[6]  # Python orders Right's fields first (reversed MRO)


def test_dg110_messages_for_titles_widths_formats_and_lone_exclusive_bounds() -> None:
    """controller-gen's Title refuses a non-string (pkg/crd/markers/validation.go, Title.ApplyToSchema:
    "expected string"); an int32/int64 bound or enum value outside the width; a Format the API
    server does not know (apiextensions-apiserver accepts the CRD with the warning "unrecognized
    format" and validates nothing: an error here, as every marker that would silently do nothing);
    an exclusive bound with no bound (controller-gen publishes it, the API server accepts it, it
    means nothing)."""
    found = messages("DG110")
    assert "`+kubebuilder:title` must be a string, got 124; quote it: `+kubebuilder:title=\"124\"`" in found
    assert "field `Spec.wide`: `maximum` 4294967296 is outside `int32` (-2147483648 to 2147483647)" in found
    assert "field `Spec.narrow`: `minimum` -3000000000 is outside `int32` (-2147483648 to 2147483647)" in found
    assert "field `Spec.chosen`: enum value 2147483648 is outside `int32` (-2147483648 to 2147483647)" in found
    assert any(m.startswith("field `Spec.id`: `Format=uuuid` is no format the API server knows") and m.endswith("did you mean `uuid`?") for m in found)
    assert "field `Spec.positive`: `exclusiveMinimum` without a `Minimum` excludes nothing: add `+kubebuilder:validation:Minimum=<value>` or drop it" in found
    assert "field `Spec.longs`: items: `minimum` -9223372036854775809 is outside `int64` (-9223372036854775808 to 9223372036854775807)" in found


def test_dg110_messages_for_markers_the_flattener_pairs_or_drops() -> None:
    """controller-gen's flattener (pkg/crd/flatten.go, flattenAllOfInto) keeps a keyword the
    field and its named type declare differently from both, as an allOf pair, and keeps the
    type's enum: a field's `MaxLength=8` over a type's `5` still allows 5 at most (so `MinLength=6`
    leaves nothing); an `ExclusiveMinimum` stays beside the pair, on no bound; a field's `Enum`
    and a numeric `Format` other than the type's are never checked."""
    found = messages("DG110")
    assert "field `Extra.clipped`: `minLength` 6 and `maxLength` 5 leave no value that fits" in found
    assert any(m.startswith("field `Extra.width`: `Format=int64` differs from its named type's `int32`") for m in found)
    assert any(m.startswith("field `Extra.above`: `exclusiveMinimum` excludes nothing here") for m in found)
    assert "field `Extra.one`: this `Enum` is never published: controller-gen keeps its named type's enum ([1, 2]); change the type's enum or use another type" in found
    assert any(m.startswith("type `Lower`: this `Enum` is never published") for m in found)
    assert any(m.startswith("field `Items.levels`: items: this `Enum` is never published") for m in found)


def test_dg201_message_says_what_to_do_instead() -> None:
    """The KEP's forbidden example gets SPEC's explanation and both ways out."""
    message = messages("DG201")[0]
    assert "`Root.entry`" in message
    assert "defaults to {} by itself — put defaults on the nested fields, or make the field Optional" in message


def test_dg203_message_spells_out_the_metadata_to_write() -> None:
    """The fix keeps the field's wire name; a named type's default is attributed to the type."""
    found = messages("DG203")
    assert 'add omitempty: metadata={"json": "integer,omitempty"}, or make the field Optional' in found[0]
    assert 'metadata={"json": "stringList,omitempty"}' in found[2]
    assert "`Foo.protocol`" in found[6] and "`Protocol`" in found[6] and '"TCP"' in found[6]


def test_dg301_messages_name_the_path_inside_the_value() -> None:
    """Problems inside a default are located by their path."""
    found = messages("DG301")
    assert "`Spec.tags`" in found[6] and "[1] must be a string" in found[6]
    assert ".port is not a field of Port" in found[9]
    assert "[1].name must be a string" in found[10]


def test_dg301_refuses_an_integer_go_cannot_hold() -> None:
    """Go's int is 64 bits: json.Unmarshal (and the generated decoder) refuse 2**63."""
    assert "must be an integer within Go's int64 range, not the integer 9223372036854775808" in messages("DG301")[11]


def test_dg302_message_gives_the_reason() -> None:
    """An unresolvable name is reported as such."""
    assert "cannot resolve `Missing`" in messages("DG302")[8]
    bases = messages("DG302")[-7:]
    assert "its base `Unknown` cannot be resolved" in bases[0] and "cannot all be known" in bases[0]
    assert "`make_base()` is an expression" in bases[1]
    assert "`typing.Callable`, a class from outside the scanned modules" in bases[2]
    assert "consistent method resolution order (MRO) for bases `UsesLoop`, `Left`" in bases[3]
    assert "InitVar `Seeded.seed`, which has no default" in bases[4]
    # Python's ValueError at import: a list default, written or found up the MRO (a base InitVar's)
    assert "`Shared.names` has the mutable default `[]`; use `field(default_factory=list)`" in bases[5]
    assert "`Inherits.items` has the mutable default `[]`" in bases[6]


def test_dg303_messages_suggest_a_marker_and_the_zero_value() -> None:
    """`replicas: int = 1` becomes `= 0` plus `+default=1`; an Optional field defaults to None."""
    found = messages("DG303")
    assert "`= 0`" in found[0] and "`# +default=1`" in found[0]
    assert "cannot read statically" in found[4]
    assert "`= None`" in found[7]
    assert "default_factory=Sub" in found[9]
    assert "is `init=False` without a default" in found[11] and "`field(default=0, init=False)`" in found[11]
    # `+default=null` would be DG101: None means unset, which is what Optional says
    assert "`Optional[Phase] = None`" in found[12] and "+default=null" not in found[12]


def test_dg304_message_shows_the_cycle() -> None:
    """The whole cycle is spelled out once, for fields and for defaults alike."""
    found = messages("DG304")
    assert "Node.child -> Node" in found[0]
    assert "Left.right -> Right.left -> Left" in found[1]
    assert "never ends" in found[2] and "(Chain.next -> Chain.next)" in found[2]
    assert "(Ping.pong -> Pong.ping -> Ping.pong)" in found[4]


def test_dg305_messages_name_the_field_that_would_change() -> None:
    """The path of the zeroed omitempty field is given."""
    found = messages("DG305")
    assert "`.name`" in found[0]
    assert "`.ports[0].number`" in found[1]
    assert "`[0].tags`" in found[2]
    assert "`.names['a'].number`" in found[3]
    assert "`[0].number`" in found[4] and "type `MorePorts`" in found[4]


# --- DG100 ---------------------------------------------------------------------------------

DATACLASS = b"from dataclasses import dataclass\n\n\n@dataclass\nclass A:\n"


def test_dg100_syntax_error_is_located_and_other_files_are_still_checked(tmp_path: Path) -> None:
    """A file that does not parse is DG100 at the error; its neighbour is linted as usual."""
    (tmp_path / "broken.py").write_bytes(DATACLASS + b"    x: int = \n")
    (tmp_path / "fine.py").write_bytes(DATACLASS + b"    # +default=3\n    x: int = 0\n")
    found = lint_file(tmp_path)
    assert positions(found) == [("DG100", 6, 14), ("DG203", 6, 5)]
    assert found[0].path.endswith("broken.py") and "syntax error" in found[0].message


def test_dg100_binary_file(tmp_path: Path) -> None:
    """A file with NUL bytes is reported, not parsed."""
    (tmp_path / "blob.py").write_bytes(b"\x00\x01dataclass\xff\x00")
    found = lint_file(tmp_path / "blob.py")
    assert positions(found) == [("DG100", 1, 1)]
    assert "binary" in found[0].message


def test_dg100_undecodable_bytes(tmp_path: Path) -> None:
    """Bytes that are not UTF-8 (and no coding declaration) are DG100."""
    (tmp_path / "latin.py").write_bytes(DATACLASS + b'    s: str = "\xe9"\n')
    found = lint_file(tmp_path / "latin.py")
    assert positions(found) == [("DG100", 1, 1)]
    assert "decode" in found[0].message


def test_dg100_not_for_a_declared_encoding(tmp_path: Path) -> None:
    """A PEP 263 coding line is honoured: the marker's é is read as such."""
    source = b"# -*- coding: latin-1 -*-\n" + DATACLASS + b'    # +default="\xe9"\n    s: str = ""\n'
    (tmp_path / "latin.py").write_bytes(source)
    found = lint_file(tmp_path / "latin.py")
    assert positions(found) == [("DG203", 7, 5)]
    assert '"é"' in found[0].message


# --- robustness ----------------------------------------------------------------------------

ANY_TYPES = """\
from __future__ import annotations

from dataclasses import dataclass, field
from typing import NewType, Optional, TypeAlias

# +default="a"
Item = NewType("Item", str)
Loop: TypeAlias = "Back"
Back: TypeAlias = "Loop"


@dataclass
class Node:
    name: str = field(default="", metadata={{"json": "name,omitempty"}})
    items: list[Item] = field(default_factory=list)
    child: Optional[Node] = None
    cycle: Cyclic = None


@dataclass
class Cyclic:
    again: Cyclic = None


@dataclass
class Target:
    # +default={value}
    value: {annotation} = None
"""

JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=3)
    | st.dictionaries(st.sampled_from(["name", "items", "child", "x"]), inner, max_size=3),
    max_leaves=8,
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    value=JSON,
    annotation=st.sampled_from(
        [
            "int",
            "Optional[float]",
            "list[Item]",
            "dict[str, Optional[Item]]",
            "Node",
            "Optional[Node]",
            "list[Node]",
            "Optional[Cyclic]",
            "Loop",
            "set[int]",
            "Item",
            "Optional[list[Optional[Node]]]",
        ]
    ),
)
def test_lint_never_crashes_whatever_the_default(
    tmp_path_factory: pytest.TempPathFactory, value: object, annotation: str
) -> None:
    """Any JSON default on any field type (recursive, cyclic, unmappable) gives diagnostics,
    never an exception, and every diagnostic is on one line."""
    root = tmp_path_factory.mktemp("any")
    source = ANY_TYPES.format(value=json.dumps(value), annotation=annotation)
    (root / "types.py").write_text(source, encoding="utf-8")
    for diagnostic in lint_file(root / "types.py"):
        assert "\n" not in diagnostic.message


def test_long_multiline_annotations_are_quoted_on_one_short_line(tmp_path: Path) -> None:
    """Messages quote source compactly: one line, at most 60 characters of it."""
    annotation = "Union[\n        " + ",\n        ".join(f"Alternative{n}" for n in range(12)) + ",\n    ]"
    source = f"# +defaultgen\nfrom dataclasses import dataclass\nfrom typing import Union\n\n\n@dataclass\nclass A:\n    x: {annotation} = 0\n"
    (tmp_path / "a.py").write_text(source, encoding="utf-8")
    [diagnostic] = lint_file(tmp_path / "a.py")
    assert diagnostic.code == "DG302"
    # 57 characters (`Union[` and three `AlternativeN, ` and `Alternati`), then `...`
    assert "(`Union[Alternative0, Alternative1, Alternative2, Alternati...`)" in diagnostic.message


def test_dg308_an_empty_bytes_default_is_refused_as_the_real_validator_refuses_it(tmp_path: Path) -> None:
    """`bytes` is published `format: byte`. kube-openapi's validator (its strfmt `byte` check,
    govalidator's base64 pattern, which wants at least one 4-character group) refuses `""`
    though Go's base64 decodes it to nothing: testdata/kube_openapi_validate/vectors.json, the
    real validator's verdicts. DG308 agrees: `+default=""` on a bytes field or a named bytes
    type is refused as written, a non-empty base64 default is not."""
    vectors = json.loads((Path(__file__).parent.parent / "testdata" / "kube_openapi_validate" / "vectors.json").read_text("utf-8"))
    [byte] = [v for v in vectors["cases"] if v["name"] == "format byte"]
    verdicts = {json.dumps(v["doc"]): v["valid"] for v in byte["verdicts"]}
    assert (verdicts['""'], verdicts['"aGVsbG8="']) == (False, True)
    source = (
        "from dataclasses import dataclass, field\nfrom typing import NewType, Optional\n\n"
        '# +default=""\nBlob = NewType("Blob", bytes)\n\n\n@dataclass\nclass Store:\n'
        '    # +default=""\n    empty: bytes = field(default=b"", metadata={"json": "empty,omitempty"})\n'
        '    # +default="aGVsbG8="\n    hello: bytes = field(default=b"", metadata={"json": "hello,omitempty"})\n'
        "    blob: Optional[Blob] = None\n"
    )
    (tmp_path / "store.py").write_text(source, encoding="utf-8")
    found = lint_file(tmp_path / "store.py")
    assert [(d.line, d.col, d.code) for d in found] == [(4, 1, "DG308"), (10, 5, "DG308")]
    assert all('must be a valid byte, got ""' in d.message and "leave the default out" in d.message for d in found)


def test_dg309_an_optional_bytes_field_without_omitempty_decodes_to_a_refused_zero() -> None:
    """#23's lint case: a non-omitempty bytes field decodes a missing key to `b""`, which its
    published `format: byte` refuses (kube-openapi's verdict on `""`). Marked `+optional`, the
    CRD manifest lets it be absent (SPEC §7 leaves the failing implicit `""` out) while `load`
    refuses the document: DG309, naming the zero value and the validator's words. Required
    (no `+optional`), both paths refuse alike and DG309 says nothing (the good fixture's `blob`)."""
    [blob] = [d for d in lint_file(FIXTURES / "DG309_bad.py") if d.line == 29]
    assert 'it decodes to its zero value "", which its own schema refuses (must be a valid byte, got "")' in blob.message
    assert "make it Optional" in blob.message and "add omitempty" in blob.message
    assert not [d for d in lint_file(FIXTURES / "DG309_good.py") if d.code == "DG309"]


def test_dg308_a_null_item_of_an_optional_enum_list_is_refused_by_the_enum() -> None:
    """#23's lint case: `list[Optional[Color]]` publishes `nullable` items, but kube-openapi
    checks a null against the enum, which does not hold null; a default with a null item is
    refused as written, with the validator's words and the fix."""
    [colors] = [d for d in lint_file(FIXTURES / "DG308_bad.py") if d.line == 74]
    assert "the default `+default=[\"red\", null]` of field `Store.colors`" in colors.message
    assert '[1]: must be one of ["red"], got null' in colors.message
    assert "write the value instead of null" in colors.message
