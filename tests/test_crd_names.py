"""CRD names, versions, subresources and printer columns against controller-gen's behaviour,
translated into testdata/crd/ with the source of each case named there."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from defaultgen.crd.kubebuilder import read_package_markers, read_type_markers
from defaultgen.crd.manifest import build_crds
from defaultgen.crd.plural import pluralize, resource_plural
from defaultgen.source.discover import discover, load_universe
from defaultgen.source.markers import parse_marker
from defaultgen.source.model import Comment, Marker, MarkerKind, Span

DATA = Path(__file__).resolve().parent.parent / "testdata" / "crd"
PLURALS = json.loads((DATA / "flect_plurals.json").read_text(encoding="utf-8"))
CASES = json.loads((DATA / "controller_gen_cases.json").read_text(encoding="utf-8"))["cases"]


@pytest.mark.parametrize(("singular", "plural"), PLURALS["cases"], ids=[s or "empty" for s, _ in PLURALS["cases"]])
def test_pluralize_is_flects(singular: str, plural: str) -> None:
    """flect's own test table: a singular becomes its plural, a plural stays as it is."""
    assert pluralize(singular) == plural
    assert pluralize(plural) == plural


@pytest.mark.parametrize(
    ("kind", "plural"),
    [
        ("TestQuota", "testquotas"),  # controller-tools pkg/crd/testdata/plural
        ("CronJob", "cronjobs"),
        ("HTTPRoute", "httproutes"),  # an acronym stays one word (gateway-api's CRD)
        ("NetworkPolicy", "networkpolicies"),
        ("Ingress", "ingresses"),
        ("Endpoints", "endpoints"),  # already plural
        ("DNS", "dnses"),
    ],
)
def test_resource_plural_is_lowercased_flect(kind: str, plural: str) -> None:
    assert resource_plural(kind) == plural


def _manifests(tmp_path: Path, files: dict[str, str]) -> dict[str, dict]:
    for name, text in files.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    universe = load_universe(discover([str(tmp_path)], tmp_path), tmp_path)
    manifests, problems = build_crds(universe)
    assert not problems, [p.as_text() for p in problems]
    return {m.document["metadata"]["name"]: m.document for m in manifests}


def _check(document: dict, expected: dict) -> None:
    if "metadata.name" in expected:
        assert document["metadata"]["name"] == expected["metadata.name"]
    for key, value in expected.get("metadata.annotations", {}).items():
        assert document["metadata"]["annotations"][key] == value
    for key in ("group", "names", "scope"):
        if f"spec.{key}" in expected:
            assert document["spec"][key] == expected[f"spec.{key}"], key
    versions = [{k: v for k, v in version.items() if k != "schema"} for version in document["spec"]["versions"]]
    assert versions == expected["versions"]


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_manifests_are_controller_gens(tmp_path: Path, case: dict) -> None:
    manifests = _manifests(tmp_path, case["files"])
    if "expected_by_name" in case:
        assert set(manifests) == set(case["expected_by_name"])
        for name, expected in case["expected_by_name"].items():
            _check(manifests[name], expected)
    else:
        (document,) = manifests.values()
        _check(document, case["expected"])


def _markers(*lines: str) -> tuple[Marker, ...]:
    """The markers `source.markers` reads from comment lines (None for prose and other tools')."""
    found = (parse_marker(Comment(line, Span(n, 1))) for n, line in enumerate(lines, 1))
    return tuple(m for m in found if m is not None)


def _errors(markers: tuple[Marker, ...]) -> list[tuple[Span, str]]:
    """What `defaultgen crd` reports about them: unreadable and unknown markers (DG109 in lint),
    then what the CRD markers' values get wrong."""
    unreadable = [(m.span, str(m.error)) for m in markers if m.kind is MarkerKind.UNKNOWN]
    return unreadable + [(e.span, e.message) for e in read_type_markers(markers).errors]


@pytest.mark.parametrize(
    ("raw", "expected"),
    [  # controller-tools pkg/markers/parse_test.go, "Parsing" of arguments, through printcolumn's name
        ("some string here!", "some string here!"),
        ("aa 0Baaa aaa", "aa 0Baaa aaa"),
        ("/tmp/tmp-CHECKCRD-0B7LDeoZta", "/tmp/tmp-CHECKCRD-0B7LDeoZta"),
        ('"some; string, \\nhere"', "some; string, \nhere"),
        ("`some; string, \\nhere`", "some; string, \\nhere"),
    ],
)
def test_string_arguments_read_as_controller_gen_reads_them(raw: str, expected: str) -> None:
    found = _markers(f"+kubebuilder:printcolumn:name={raw},type=string,JSONPath=.a")
    assert not _errors(found)
    markers = read_type_markers(found)
    assert markers.print_columns[0].name == expected


@pytest.mark.parametrize(
    ("raw", "expected"),
    [  # controller-tools pkg/markers/parse_test.go: bare and delimited slices
        ("hi;hello;hey y'all", ["hi", "hello", "hey y'all"]),
        ("{hi,hello,hey y'all}", ["hi", "hello", "hey y'all"]),
    ],
)
def test_list_arguments_read_as_controller_gen_reads_them(raw: str, expected: list[str]) -> None:
    found = _markers(f"+kubebuilder:resource:shortName={raw},categories=all")
    assert not _errors(found)
    markers = read_type_markers(found)
    assert list(markers.short_names) == expected
    assert markers.categories == ("all",)


@pytest.mark.parametrize(
    ("marker", "message"),
    [
        ("+kubebuilder:printcolumn:name=x,typ=string,JSONPath=.a", "unknown argument `typ`; did you mean `type`?"),
        ("+kubebuilder:printcolumn:name=x,JSONPath=.a", "missing argument `type`"),
        ("+kubebuilder:printcolumn:name=x,type=string,JSONPath=.a,priority=high", "expected an integer, got 'high'"),
        ("+kubebuilder:subresource:scale:specpath=.spec.replicas", "missing argument `statuspath`"),
        ("+kubebuilder:subresource:status=true", "takes no arguments"),
        ("+kubebuilder:object:root=yes", "expected true or false, got 'yes'"),
        ('+kubebuilder:printcolumn:name="x,type=string', "unterminated \"-quoted string"),
        # near misses, which controller-gen ignores without a word
        ("+kubebuilder:subresource:stauts", "unknown marker `+kubebuilder:subresource:stauts` would be ignored silently; did you mean `+kubebuilder:subresource:status`?"),
        ("+kubebuilder:printcolumns:name=a,type=string,JSONPath=.a", "did you mean `+kubebuilder:printcolumn`?"),
        ("+kubebuilder:object:roots=true", "did you mean `+kubebuilder:object:root`?"),
        ("+kubebuilder:unservedversion=now", "takes no arguments"),
        ('+kubebuilder:metadata:annotations="a=b";"c"', "annotation 'c' is not in `key=value` form"),
    ],
)
def test_malformed_markers_are_located_errors(marker: str, message: str) -> None:
    ((span, error),) = _errors(_markers("a comment", marker))
    assert span == Span(2, 1)
    assert message in error


@pytest.mark.parametrize(
    "marker",
    ["+kubebuilder:validation:Minimum=0", "+kubebuilder:object:generate=true", "+kubebuilder:skip", "+k8s:openapi-gen=true"],
)
def test_other_markers_are_left_alone(marker: str) -> None:
    assert read_type_markers(_markers(marker)) == read_type_markers(())


def test_package_markers() -> None:
    markers = read_package_markers(_markers("+groupName=example.com", "+versionName=v2beta1"))
    assert (markers.group, markers.version, markers.errors) == ("example.com", "v2beta1", ())
    clash = read_package_markers(_markers("+groupName=a.example.com", "+groupName=b.example.com"))
    assert clash.group == "a.example.com"
    assert "contradicts" in clash.errors[0].message


def test_markers_apart_from_the_class_count_as_controller_gen_counts_them(tmp_path: Path) -> None:
    """kubebuilder's scaffold puts the CRD markers in a comment group of their own, a blank line
    above the type's documentation; controller-gen reads both groups, and so do we (with the
    markers' own lines in messages)."""
    (tmp_path / "api").mkdir()
    (tmp_path / "api" / "__init__.py").write_text("# +groupName=example.com\n", encoding="utf-8")
    (tmp_path / "api" / "v1.py").write_text(
        "from dataclasses import dataclass\n"
        "\n"
        "# +kubebuilder:object:root=true\n"
        "# +kubebuilder:subresource:stauts\n"
        "\n"
        "# Widget is the Schema for the widgets API\n"
        "@dataclass\n"
        "class Widget:\n"
        "    pass\n",
        encoding="utf-8",
    )
    universe = load_universe(discover([str(tmp_path)], tmp_path), tmp_path)
    manifests, problems = build_crds(universe)
    assert [m.document["metadata"]["name"] for m in manifests] == ["widgets.example.com"]
    assert [(p.line, p.col, p.code) for p in problems] == [(4, 1, "CRD001")]
