"""The operator example's history under `defaultgen compat` (testdata/examples/widgets): the
Widget starts as v1alpha1 alone, gains v1 as its storage version (the version pair), and is
then edited the way an operator's API is: a new optional field, a renamed Python field, an
enum value added, a default changed by mistake, v1alpha1 unserved and finally removed.
Each step is a commit; each is compared with the one before it."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from compat_repo import Repo, edit

EXAMPLE = Path(__file__).resolve().parent.parent / "testdata" / "examples" / "widgets"
# the Widget's own modules, and the Kubernetes types it embeds (imported into k8s/)
SOURCES = ["__init__.py", "api/__init__.py", "api/v1alpha1.py", "api/v1.py"] + sorted(
    path.relative_to(EXAMPLE).as_posix() for path in (EXAMPLE / "k8s").rglob("*.py") if not path.stem.endswith("_defaults")
)
V1 = "widgets/api/v1.py"
V1ALPHA1 = "widgets/api/v1alpha1.py"


def line_of(text: str, needle: str) -> int:
    (index,) = [i for i, line in enumerate(text.splitlines(), 1) if needle in line]
    return index


@pytest.fixture
def repo(tmp_path: Path) -> Repo:
    for name in SOURCES:
        target = tmp_path / "widgets" / name
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(EXAMPLE / name, target)
    v1 = (tmp_path / V1).read_text(encoding="utf-8")
    (tmp_path / V1).unlink()
    repo = Repo(tmp_path)
    repo.commit(message="v1alpha1: the first version")
    repo.v1 = v1  # type: ignore[attr-defined]
    return repo


def step(repo: Repo, capsys, monkeypatch, files: dict[str, str | None]):
    """Edit, compare with the last commit (json), commit."""
    repo.write(files)
    result = repo.compat(capsys, monkeypatch, "--format", "json", "widgets")
    repo.commit()
    return result


def test_history_of_the_widget_api(repo, capsys, monkeypatch) -> None:
    v1: str = repo.v1  # type: ignore[attr-defined]

    # v1 arrives as the storage version, v1alpha1 stays served: crdify's served-version check
    # compares the pair, and v1 validates more than v1alpha1 (its replicas and size bounds,
    # its CEL rule), so an object written through v1alpha1 may not validate when read back
    # and updated through v1
    added = step(repo, capsys, monkeypatch, {V1: v1})
    assert added.status == 1
    # each bound at its marker; the CEL rule is WidgetSpec's (type-level): at the field using it
    replicas = line_of(v1, "    replicas: int")
    assert [(f["code"], f["line"]) for f in added.findings] == [
        ("DGC601", replicas - 2),  # +kubebuilder:validation:Minimum=0
        ("DGC602", replicas - 1),  # +kubebuilder:validation:Maximum=100
        ("DGC601", line_of(v1, "    size: int") - 1),  # +kubebuilder:validation:Minimum=1
        ("DGC901", line_of(v1, "    spec: WidgetSpec")),
    ]
    assert all(f["message"].startswith("between served versions v1alpha1 and v1: ") for f in added.findings)

    # a new optional field, and a Python rename that keeps the wire name: nothing
    v1 = edit(
        v1,
        "    # The colour of the widgets.\n",
        '    # A label.\n    # +optional\n    label: Optional[str] = field(default=None, metadata={"json": "label,omitempty"})\n    # The colour of the widgets.\n',
    )
    v1 = edit(v1, "    ready_replicas: int", "    ready: int")
    quiet = step(repo, capsys, monkeypatch, {V1: v1})
    assert (quiet.status, quiet.findings) == (0, [])

    # an enum value added: a warning for exhaustive clients, the commit is not refused
    v1 = edit(v1, '    UDP = "UDP"\n', '    UDP = "UDP"\n    SCTP = "SCTP"\n')
    enum = step(repo, capsys, monkeypatch, {V1: v1})
    assert enum.status == 0
    assert [(f["code"], f["severity"], f["line"]) for f in enum.findings] == [
        ("DGC402", "warning", line_of(v1, "    protocol: Optional[Protocol]")),  # the field that uses the enum
    ]

    # a default changed: refused, at the marker, in v1 only (v1alpha1 has no color)
    changed = edit(v1, '# +default="blue"', '# +default="green"')
    refused = step(repo, capsys, monkeypatch, {V1: changed})
    assert refused.status == 1
    assert [(f["code"], f["path"], f["line"]) for f in refused.findings] == [
        ("DGC303", V1, line_of(changed, '# +default="green"'))
    ]
    assert '`WidgetSpec.color`: default changed from "blue" to "green"' in refused.findings[0]["message"]
    v1 = changed  # committed anyway (`git commit --no-verify`)

    # v1alpha1 is no longer served, then removed
    alpha = (repo.root / V1ALPHA1).read_text(encoding="utf-8")
    unserved = edit(
        alpha, "# +kubebuilder:object:root=true\n", "# +kubebuilder:object:root=true\n# +kubebuilder:unservedversion\n"
    )
    dropped = step(repo, capsys, monkeypatch, {V1ALPHA1: unserved})
    assert [(f["code"], f["path"], f["line"]) for f in dropped.findings] == [
        ("DGC103", V1ALPHA1, line_of(unserved, "class Widget:"))
    ]
    assert "Widget v1alpha1 is no longer served" in dropped.findings[0]["message"]
    removed = step(repo, capsys, monkeypatch, {V1ALPHA1: None})
    at_old = f"{V1ALPHA1}@HEAD"
    assert sorted((f["code"], f["path"], f["line"]) for f in removed.findings) == sorted(
        [
            ("DGC102", at_old, line_of(unserved, "class Widget:")),
            ("DGC102", at_old, line_of(unserved, "class WidgetSpec:")),
            ("DGC102", at_old, line_of(unserved, "class WidgetStatus:")),
        ]
    )  # no longer served, so its removal breaks no client: only its types are gone


def test_the_storage_version_cannot_go(repo, capsys, monkeypatch) -> None:
    """Removing the version objects are stored as is DGC104, located at its old root."""
    v1: str = repo.v1  # type: ignore[attr-defined]
    step(repo, capsys, monkeypatch, {V1: v1})
    alpha = (repo.root / V1ALPHA1).read_text(encoding="utf-8")
    result = step(repo, capsys, monkeypatch, {V1: None})
    codes = sorted(f["code"] for f in result.findings)
    assert codes == ["DGC102"] * 4 + ["DGC104"]
    (stored,) = [f for f in result.findings if f["code"] == "DGC104"]
    assert (stored["path"], stored["line"]) == (f"{V1}@HEAD", line_of(v1, "class Widget:"))
    assert alpha == (repo.root / V1ALPHA1).read_text(encoding="utf-8")


def test_a_constraint_published_in_the_crd_is_compared(repo, capsys, monkeypatch, tmp_path) -> None:
    """The CRD written by `defaultgen crd` from one commit, compared with the source of the
    next (`--against old.yaml`): a default changed is found through the generated manifest."""
    from defaultgen.cli.main import main

    v1: str = repo.v1  # type: ignore[attr-defined]
    repo.commit({V1: v1})
    monkeypatch.chdir(repo.root)
    assert main(["crd", "widgets", "-o", str(tmp_path.parent / "widgets-crd.yaml")]) == 0
    repo.write({V1: edit(v1, "# +default=8080", "# +default=9090")})
    capsys.readouterr()
    status = main(["compat", "--format", "json", "--against", str(tmp_path.parent / "widgets-crd.yaml"), "widgets"])
    import json

    findings = json.loads(capsys.readouterr().out)
    assert status == 1
    assert [(f["code"], f["path"]) for f in findings] == [("DGC303", V1)]
    assert "`Widget.spec.ports[].port`: default changed from 8080 to 9090" in findings[0]["message"]


def test_scope_change_in_the_source(repo, capsys, monkeypatch) -> None:
    """`+kubebuilder:resource:scope=Cluster` on every version: DGC105 at a root of the kind."""
    v1: str = repo.v1  # type: ignore[attr-defined]
    step(repo, capsys, monkeypatch, {V1: v1})
    alpha = (repo.root / V1ALPHA1).read_text(encoding="utf-8")
    marker = "# +kubebuilder:resource:shortName=wd,categories=all"
    cluster = marker + ",scope=Cluster"
    result = step(repo, capsys, monkeypatch, {V1: edit(v1, marker, cluster), V1ALPHA1: edit(alpha, marker, cluster)})
    assert [f["code"] for f in result.findings] == ["DGC105"]
    assert "Widget's scope changed from Namespaced to Cluster" in result.findings[0]["message"]
    # at the kind's first version's root (versions in name order, as `crd` lists them)
    assert (result.findings[0]["path"], result.findings[0]["line"]) == (V1, line_of(v1, "class Widget:"))
