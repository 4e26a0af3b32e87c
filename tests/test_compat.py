"""`defaultgen compat` on real git repositories (SPEC §9): each row of the table as an edit
between two commits, in both directions (breaking one way, harmless or breaking the other),
the edits that must report nothing, suppressions, policies, formats, exit statuses, bad
revisions, and a working tree and index left as they were."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from compat_repo import Repo, edit

BASE = '''\
from dataclasses import dataclass, field
from enum import Enum
from typing import NewType, Optional

DEFAULT_COLOR = "blue"

# +default=8080
PortNumber = NewType("PortNumber", int)


class Protocol(str, Enum):
    TCP = "TCP"
    UDP = "UDP"


@dataclass
class Port:
    name: str = field(default="", metadata={"json": "name"})
    # +optional
    number: PortNumber = field(default=0, metadata={"json": "number,omitempty"})


@dataclass
class Spec:
    """What the user asks for."""

    # How many replicas to run.
    # +optional
    # +default=1
    replicas: int = field(default=0, metadata={"json": "replicas,omitempty"})
    # +optional
    # +default=ref(DEFAULT_COLOR)
    color: str = field(default="", metadata={"json": "color,omitempty"})
    # +optional
    protocol: Optional[Protocol] = field(default=None, metadata={"json": "protocol,omitempty"})
    # +optional
    note: str = field(default="", metadata={"json": "note,omitempty"})
    # +optional
    # +listType=atomic
    ports: list[Port] = field(default_factory=list, metadata={"json": "ports,omitempty"})
    # +optional
    weights: list[Optional[int]] = field(default_factory=list, metadata={"json": "weights,omitempty"})
    # +optional
    size: int = field(default=0, metadata={"json": "size,omitempty"})
'''

TYPES = "api/types.py"


@pytest.fixture
def repo(tmp_path: Path) -> Repo:
    repo = Repo(tmp_path)
    repo.commit({"api/__init__.py": "", TYPES: BASE}, "base")
    return repo


def compare(repo: Repo, capsys, monkeypatch, old: str, new: str, *args: str):
    """Commit `old`, put `new` in the working tree, compare with HEAD (json findings)."""
    repo.commit({TYPES: old})
    repo.write({TYPES: new})
    return repo.compat(capsys, monkeypatch, "--format", "json", *args)


# (id, edit of BASE, codes old -> new, codes new -> old): every row of SPEC §9's table
ROWS = [
    (
        "field removed",
        ('    # +optional\n    note: str = field(default="", metadata={"json": "note,omitempty"})\n', ""),
        ["DGC101"],
        [],
    ),
    ("wire name changed", ('"json": "note,omitempty"', '"json": "remark,omitempty"'), ["DGC106"], ["DGC106"]),
    ("JSON type changed", ('note: str = field(default=""', "note: int = field(default=0"), ["DGC201"], ["DGC201"]),
    ("format changed", ('note: str = field(default=""', 'note: bytes = field(default=b""'), ["DGC202"], ["DGC202"]),
    (
        "default added / removed",
        ("    # +optional\n    size:", "    # +optional\n    # +default=3\n    size:"),
        ["DGC301"],
        ["DGC302"],
    ),
    ("default changed", ("# +default=1\n", "# +default=2\n"), ["DGC303"], ["DGC303"]),
    (
        "default changed through a ref() constant",
        ('DEFAULT_COLOR = "blue"', 'DEFAULT_COLOR = "red"'),
        ["DGC303"],
        ["DGC303"],
    ),
    (
        "default changed through a named type",
        ("# +default=8080\nPortNumber", "# +default=9090\nPortNumber"),
        ["DGC303"],
        ["DGC303"],
    ),
    ("enum value removed / added", ('    UDP = "UDP"\n', ""), ["DGC401"], ["DGC402"]),
    (
        "field newly required / required dropped",
        ("    # +optional\n    note:", "    # +required\n    note:"),
        ["DGC501"],
        ["DGC503"],
    ),
    (
        "omitempty removed / added",
        ('"json": "note,omitempty"', '"json": "note"'),
        # the schema shows its consequences too: the implicit zero default, and required
        ["DGC301", "DGC502"],
        ["DGC302"],
    ),
    (
        "nullable removed / added",
        ("weights: list[Optional[int]]", "weights: list[int]"),
        # a non-Optional item also gets its zero as default (SPEC §4, item zero defaults)
        ["DGC301", "DGC701"],
        ["DGC302", "DGC702"],
    ),
    ("listType changed", ("# +listType=atomic", "# +listType=map\n    # +listMapKey=name"), ["DGC801"], ["DGC801"]),
]


@pytest.mark.parametrize(
    ("old_text", "new_text", "forward", "backward"),
    [(r[1][0], r[1][1], r[2], r[3]) for r in ROWS],
    ids=[r[0] for r in ROWS],
)
def test_each_row_in_both_directions(repo, capsys, monkeypatch, old_text, new_text, forward, backward) -> None:
    changed = edit(BASE, old_text, new_text)
    ahead = compare(repo, capsys, monkeypatch, BASE, changed)
    assert ahead.codes == forward, ahead.out
    assert ahead.status == (1 if any(f["severity"] == "error" for f in ahead.findings) else 0)
    back = compare(repo, capsys, monkeypatch, changed, BASE)
    assert back.codes == backward, back.out
    assert back.status == (1 if any(f["severity"] == "error" for f in back.findings) else 0)


def test_findings_say_what_breaks_and_where(repo, capsys, monkeypatch) -> None:
    """Located at the new line, a removal at the old one (`path@REV:line`), with severity and
    the way out in the message."""
    changed = edit(BASE, "# +default=1\n", "# +default=2\n")
    changed = edit(
        changed, '    # +optional\n    note: str = field(default="", metadata={"json": "note,omitempty"})\n', ""
    )
    changed = edit(changed, '    UDP = "UDP"\n', '    UDP = "UDP"\n    SCTP = "SCTP"\n')
    result = compare(repo, capsys, monkeypatch, BASE, changed, "--against", "main")
    rows = {f["code"]: f for f in result.findings}
    assert set(rows) == {"DGC101", "DGC303", "DGC402"}
    assert (rows["DGC303"]["path"], rows["DGC303"]["line"], rows["DGC303"]["col"]) == ("api/types.py", 30, 5)
    assert rows["DGC303"]["severity"] == "error"
    assert "`Spec.replicas`: default changed from 1 to 2" in rows["DGC303"]["message"]
    assert "keep the old default 1" in rows["DGC303"]["message"]
    assert (rows["DGC101"]["path"], rows["DGC101"]["line"]) == ("api/types.py@main", 37)
    assert "field `Spec.note` was removed" in rows["DGC101"]["message"]
    assert rows["DGC402"]["severity"] == "warning"
    assert 'allows the new value "SCTP"' in rows["DGC402"]["message"]


def test_constraint_findings_point_at_the_marker(repo, capsys, monkeypatch) -> None:
    """A change of a constraint is located at the marker that declares it (`Constraints.spans`),
    an `items:` one's at its own marker; one the new side no longer declares at the field."""
    old = edit(BASE, "    # +optional\n    size: int", "    # +optional\n    # +kubebuilder:validation:Maximum=10\n    size: int")
    old = edit(old, "    # +optional\n    note: str", "    # +optional\n    # +kubebuilder:validation:MaxLength=10\n    note: str")
    new = edit(
        BASE,
        "    # +optional\n    size: int",
        "    # +optional\n    # +kubebuilder:validation:Minimum=1\n    # +kubebuilder:validation:Maximum=5\n    size: int",
    )
    new = edit(new, "    # +optional\n    weights:", "    # +optional\n    # +kubebuilder:validation:items:Minimum=0\n    weights:")
    new = edit(new, "    # +optional\n    # +listType=atomic\n", "    # +optional\n    # +kubebuilder:validation:MaxItems=3\n    # +listType=atomic\n")
    lines = new.splitlines()
    line_of = {text: lines.index(f"    # {text}") + 1 for text in (
        "+kubebuilder:validation:Minimum=1", "+kubebuilder:validation:Maximum=5",
        "+kubebuilder:validation:items:Minimum=0", "+kubebuilder:validation:MaxItems=3",
    )}  # fmt: skip
    field_line = lines.index('    note: str = field(default="", metadata={"json": "note,omitempty"})') + 1
    result = compare(repo, capsys, monkeypatch, old, new)
    found = {(f["code"], f["line"], f["col"]) for f in result.findings}
    assert found == {
        ("DGC601", line_of["+kubebuilder:validation:Minimum=1"], 5),
        ("DGC602", line_of["+kubebuilder:validation:Maximum=5"], 5),
        ("DGC601", line_of["+kubebuilder:validation:items:Minimum=0"], 5),
        ("DGC606", line_of["+kubebuilder:validation:MaxItems=3"], 5),
        ("DGC619", field_line, 5),  # MaxLength dropped: no marker on the new side
    }, result.out


NOTHING = [
    ("a comment", ("# How many replicas to run.", "# How many replicas to run (at least one).")),
    ("a docstring", ('"""What the user asks for."""', '"""What the user asks for, and more."""')),
    (
        "a new Optional field",
        (
            "    # +optional\n    size:",
            '    extra: Optional[int] = field(default=None, metadata={"json": "extra,omitempty"})\n    # +optional\n    size:',
        ),
    ),
    (
        "reordering fields",
        ('    # +optional\n    note: str = field(default="", metadata={"json": "note,omitempty"})\n', ""),
    ),
    (
        "a new type",
        (
            "@dataclass\nclass Spec:",
            "@dataclass\nclass Extra:\n    # +default=1\n    level: Optional[int] = None\n\n\n@dataclass\nclass Spec:",
        ),
    ),
    ("a Python rename that keeps the wire name", ("    note: str = field(", "    remark: str = field(")),
    ("a constant renamed, same value", ("DEFAULT_COLOR", "COLOR")),
    (
        "a named type inlined, same schema",
        ("    number: PortNumber = field(default=0,", "    # +default=8080\n    number: int = field(default=0,"),
    ),
]


@pytest.mark.parametrize(("old_text", "new_text"), [n[1] for n in NOTHING], ids=[n[0] for n in NOTHING])
def test_harmless_edits_report_nothing(repo, capsys, monkeypatch, old_text, new_text) -> None:
    changed = edit(BASE, old_text, new_text)
    if old_text.startswith("    # +optional\n    note"):  # reordering: the field moves to the end
        changed += '    # +optional\n    note: str = field(default="", metadata={"json": "note,omitempty"})\n'
    result = compare(repo, capsys, monkeypatch, BASE, changed)
    assert (result.status, result.findings) == (0, []), result.out


def test_a_removed_type_is_reported_at_its_old_place(repo, capsys, monkeypatch) -> None:
    extra = BASE + "\n\n@dataclass\nclass Extra:\n    # +default=1\n    level: Optional[int] = None\n"
    result = compare(repo, capsys, monkeypatch, extra, BASE)
    assert [(f["code"], f["path"], f["line"]) for f in result.findings] == [("DGC102", "api/types.py@HEAD", 48)]
    assert result.status == 1


def test_text_output_and_exit_statuses(repo, capsys, monkeypatch) -> None:
    clean = repo.compat(capsys, monkeypatch)
    assert (clean.status, clean.out) == (0, "All checks passed!\n")
    repo.write({TYPES: edit(BASE, "# +default=1\n", "# +default=2\n")})
    broken = repo.compat(capsys, monkeypatch)
    assert broken.status == 1
    assert broken.out.startswith("api/types.py:29:5: DGC303 `Spec.replicas`: default changed from 1 to 2")
    assert broken.out.endswith("Found 1 error.\n")
    repo.write({TYPES: edit(BASE, '    UDP = "UDP"\n', '    UDP = "UDP"\n    SCTP = "SCTP"\n')})
    warned = repo.compat(capsys, monkeypatch)
    assert (warned.status, warned.out.splitlines()[-1]) == (0, "Found 1 warning.")
    assert repo.compat(capsys, monkeypatch, "--warnings-as-errors").status == 1
    repo.write({TYPES: edit(BASE, "protocol: Optional[Protocol]", "protocol: Optional[str]")})
    noted = repo.compat(capsys, monkeypatch)
    assert noted.out.startswith("api/types.py:35:5: DGC404 `Spec.protocol` no longer restricts its values")
    assert (noted.status, noted.out.splitlines()[-1]) == (0, "Found 1 note.")


def test_github_and_sarif_formats(repo, capsys, monkeypatch) -> None:
    repo.write({TYPES: edit(BASE, "# +default=1\n", "# +default=2\n")})
    github = repo.compat(capsys, monkeypatch, "--format", "github")
    assert github.out.startswith(
        "::error file=api/types.py,line=29,col=5,title=DGC303::`Spec.replicas`: default changed"
    )
    sarif = repo.compat(capsys, monkeypatch, "--format", "sarif")
    log = json.loads(sarif.out)
    run = log["runs"][0]
    rules = [rule["id"] for rule in run["tool"]["driver"]["rules"]]
    assert "DGC303" in rules and "DG203" not in rules
    (result,) = run["results"]
    assert (result["ruleId"], result["level"], rules[result["ruleIndex"]]) == ("DGC303", "error", "DGC303")
    assert result["locations"][0]["physicalLocation"]["region"]["startLine"] == 29
    assert sarif.status == 1


def test_suppressions_acknowledge_an_intentional_break(repo, capsys, monkeypatch) -> None:
    """`# defaultgen: ignore[CODE]` above the field, `# noqa: CODE` on its line, above the
    class for a removed field; a suppression of another code (or a blanket noqa) does not."""
    changed = edit(BASE, "# +default=1\n", "# defaultgen: ignore[DGC303]\n    # +default=1\n")
    changed = edit(changed, "# +default=1\n", "# +default=2\n")
    changed = edit(changed, '"json": "note,omitempty"})', '"json": "remark,omitempty"})  # noqa: DGC106')
    changed = edit(
        changed, '    # +optional\n    size: int = field(default=0, metadata={"json": "size,omitempty"})\n', ""
    )
    changed = edit(changed, "@dataclass\nclass Spec:", "# defaultgen: ignore[DGC101]\n@dataclass\nclass Spec:")
    assert compare(repo, capsys, monkeypatch, BASE, changed).findings == []
    other = edit(changed, "ignore[DGC303]", "ignore[DGC302]")
    other = edit(other, "# noqa: DGC106", "# noqa")
    result = compare(repo, capsys, monkeypatch, BASE, other)
    assert result.codes == ["DGC106", "DGC303"]


def test_compat_suppressions_are_not_lint_findings(repo, capsys, monkeypatch) -> None:
    """lint leaves `DGC` codes alone (DG001 does not call them unused or unknown), also above
    a class, where lint's own suppressions are misplaced."""
    from defaultgen.cli.main import main

    changed = edit(BASE, "# +default=1\n", "# defaultgen: ignore[DGC303]\n    # +default=1\n")
    changed = edit(changed, "@dataclass\nclass Spec:", "# defaultgen: ignore[DGC101]\n@dataclass\nclass Spec:")
    changed = edit(changed, '"json": "note,omitempty"})', '"json": "note,omitempty"})  # noqa: DGC106')
    repo.write({TYPES: changed})
    monkeypatch.chdir(repo.root)
    capsys.readouterr()
    assert main(["lint", "api"]) == 0, capsys.readouterr().out
    repo.write({TYPES: edit(changed, "ignore[DGC101]", "ignore[DG203]")})
    assert main(["lint", "api"]) == 0  # a warning: DG001, the directive above a class is misplaced
    assert "DG001" in capsys.readouterr().out


def test_policies_from_pyproject_and_flags(repo, capsys, monkeypatch) -> None:
    changed = edit(BASE, '    UDP = "UDP"\n', '    UDP = "UDP"\n    SCTP = "SCTP"\n')
    changed = edit(changed, "# +default=1\n", "# +default=2\n")
    repo.commit({"pyproject.toml": '[tool.defaultgen.compat]\nenum-value-added = "ignore"\nDGC303 = "warning"\n'})
    repo.write({TYPES: changed})
    result = repo.compat(capsys, monkeypatch, "--format", "json")
    assert [(f["code"], f["severity"]) for f in result.findings] == [("DGC303", "warning")]
    assert result.status == 0
    flagged = repo.compat(capsys, monkeypatch, "--format", "json", "--policy", "default-changed=error")
    assert (flagged.status, flagged.codes) == (1, ["DGC303"])
    described = repo.compat(capsys, monkeypatch, "--format", "json", "--policy", "DGC951=info")
    assert described.codes == ["DGC303"]  # descriptions are off by default, and this edit has none
    repo.write({"pyproject.toml": '[tool.defaultgen.compat]\nenum-removed-typo = "ignore"\n'})
    bad = repo.compat(capsys, monkeypatch)
    assert bad.status == 2
    assert "pyproject.toml: [tool.defaultgen.compat]: unknown key `enum-removed-typo`" in bad.err
    repo.write({"pyproject.toml": '[tool.defaultgen.compat]\nDGC303 = "fatal"\n'})
    assert repo.compat(capsys, monkeypatch).status == 2
    assert repo.compat(capsys, monkeypatch, "--policy", "DGC303").status == 2


@pytest.mark.parametrize(
    ("against", "message"),
    [
        ("no-such-branch", "--against no-such-branch: unknown revision"),
        ("HEAD~5", "--against HEAD~5: unknown revision"),
        ("--help", "--against --help: not a revision"),
    ],
)
def test_bad_revisions_are_usage_errors(repo, capsys, monkeypatch, against, message) -> None:
    result = repo.compat(capsys, monkeypatch, f"--against={against}")
    assert (result.status, result.out) == (2, "")
    assert message in result.err
    assert "Traceback" not in result.err


def test_outside_a_repository_is_a_usage_error(tmp_path, capsys, monkeypatch) -> None:
    (tmp_path / "types.py").write_text(BASE, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("GIT_CEILING_DIRECTORIES", str(tmp_path.parent))
    from defaultgen.cli.main import main

    assert main(["compat"]) == 2
    assert "is not in a git repository" in capsys.readouterr().err


def test_an_unparsable_file_is_a_located_error(repo, capsys, monkeypatch) -> None:
    repo.write({TYPES: BASE + "\n@dataclass\nclass Broken(:\n"})
    result = repo.compat(capsys, monkeypatch, "--format", "json")
    assert result.status == 1
    assert [(f["code"], f["path"]) for f in result.findings] == [("DGC001", "api/types.py")]


def _state(root: Path) -> tuple[str, dict[str, int]]:
    import subprocess

    # GIT_OPTIONAL_LOCKS=0: this status itself must not refresh the index it checks
    env = {**os.environ, "GIT_OPTIONAL_LOCKS": "0"}
    status = subprocess.run(["git", "status", "--porcelain"], cwd=root, env=env, capture_output=True, text=True).stdout
    times = {}
    for folder, dirs, files in os.walk(root):
        dirs[:] = [d for d in dirs if d != ".defaultgen_cache"]
        for name in files:
            path = os.path.join(folder, name)
            times[path] = os.stat(path).st_mtime_ns
    return status, times


def test_the_working_tree_and_index_are_untouched(repo, capsys, monkeypatch) -> None:
    """Read from git objects: no checkout, no stash; `git status` and every file's mtime
    (the index's included) are as before, staged and unstaged edits alike."""
    repo.commit({TYPES: edit(BASE, "# +default=1\n", "# +default=2\n")}, "second")
    repo.write({TYPES: edit(BASE, "# +default=1\n", "# +default=3\n")})
    repo.git("add", TYPES)
    repo.write({TYPES: edit(BASE, "# +default=1\n", "# +default=4\n"), "api/new.py": "# +defaultgen\n"})
    before = _state(repo.root)
    result = repo.compat(capsys, monkeypatch, "--format", "json", "--against", "HEAD~1")
    assert [f["code"] for f in result.findings] == ["DGC303"]
    assert "from 1 to 4" in result.findings[0]["message"]
    again = repo.compat(capsys, monkeypatch, "--format", "json", "--against", "HEAD~1")  # cached old side
    assert again.findings == result.findings
    assert _state(repo.root) == before


def test_against_another_directory(repo, capsys, monkeypatch, tmp_path_factory) -> None:
    old = tmp_path_factory.mktemp("old")
    (old / "api").mkdir()
    (old / "api" / "__init__.py").write_text("", encoding="utf-8")
    (old / "api" / "types.py").write_text(edit(BASE, "# +default=1\n", "# +default=5\n"), encoding="utf-8")
    result = repo.compat(capsys, monkeypatch, "--format", "json", "--against", str(old))
    assert [(f["code"], f["path"]) for f in result.findings] == [("DGC303", "api/types.py")]


def test_paths_select_what_is_compared(repo, capsys, monkeypatch) -> None:
    """PATHS limit both sides; a module new in the working tree is new types, not a break; a
    module gone from the tree is its types removed."""
    repo.commit(
        {
            "other/__init__.py": "",
            "other/more.py": "# +defaultgen\nfrom dataclasses import dataclass\n\n\n@dataclass\nclass More:\n    level: int = 0\n",
        }
    )
    repo.write({"other/more.py": None, TYPES: edit(BASE, "# +default=1\n", "# +default=2\n")})
    only_api = repo.compat(capsys, monkeypatch, "--format", "json", "api")
    assert only_api.codes == ["DGC303"]
    everything = repo.compat(capsys, monkeypatch, "--format", "json")
    assert everything.codes == ["DGC102", "DGC303"]
    assert {f["path"] for f in everything.findings} == {"api/types.py", "other/more.py@HEAD"}


def test_a_subdirectory_and_src_layout(tmp_path, capsys, monkeypatch) -> None:
    """Run from a folder inside the repository, with a module root: names and paths as on disk."""
    repo = Repo(tmp_path)
    repo.commit(
        {
            "proj/pyproject.toml": '[tool.defaultgen]\npaths = ["src"]\nmodule-root = "src"\n',
            "proj/src/ns/api.py": BASE,
        }
    )
    repo.write({"proj/src/ns/api.py": edit(BASE, "# +default=1\n", "# +default=2\n")})
    monkeypatch.chdir(tmp_path / "proj")
    from defaultgen.cli.main import main

    capsys.readouterr()
    assert main(["compat", "--format", "json"]) == 1
    (finding,) = json.loads(capsys.readouterr().out)
    assert (finding["code"], finding["path"], finding["line"]) == ("DGC303", "src/ns/api.py", 29)


COMMON = """\
from dataclasses import dataclass, field
from enum import Enum
from typing import NewType

LEVEL = 3

# +default=8080
Port = NewType("Port", int)


class Mode(str, Enum):
    FAST = "fast"
    SLOW = "slow"


@dataclass
class Base:
    name: str = field(default="", metadata={"json": "name,omitempty"})
"""

USER = """\
from dataclasses import dataclass, field
from typing import Optional

from .common import LEVEL, Base, Mode, Port


@dataclass
class Server(Base):
    port: Port = field(default=0, metadata={"json": "port,omitempty"})
    mode: Optional[Mode] = field(default=None, metadata={"json": "mode,omitempty"})
    # +default=ref(LEVEL)
    level: int = field(default=0, metadata={"json": "level,omitempty"})
"""


@pytest.mark.parametrize(
    ("old", "new", "code"),
    [
        ("# +default=8080", "# +default=9090", "DGC303"),
        ("LEVEL = 3", "LEVEL = 4", "DGC303"),
        ('    SLOW = "slow"\n', "", "DGC401"),
        ('"json": "name,omitempty"', '"json": "name"', "DGC502"),
    ],
    ids=["named type", "ref() constant", "enum", "base class"],
)
def test_a_change_shows_in_the_unchanged_modules_that_use_it(tmp_path, capsys, monkeypatch, old, new, code) -> None:
    """Only the edited module differs from the revision, but what it exports is inlined in
    another module's schema (a named type's default, a constant, an Enum's values, a base's
    fields): that module's types are compared too."""
    repo = Repo(tmp_path)
    repo.commit({"api/__init__.py": "", "api/common.py": COMMON, "api/server.py": USER})
    repo.write({"api/common.py": edit(COMMON, old, new)})
    result = repo.compat(capsys, monkeypatch, "--format", "json")
    assert code in result.codes, result.out
    (found,) = [f for f in result.findings if f["code"] == code and "`Server." in f["message"]]
    # at the field of Server, or, inherited, where the base declares it
    assert found["path"] == ("api/common.py" if code == "DGC502" else "api/server.py")


def test_an_unchanged_class_beside_a_changed_named_type(tmp_path, capsys, monkeypatch) -> None:
    """`Plain` is written as before and its module takes no part by itself; its named type
    changed beside it, and an API type in another module uses it: the change is found."""
    plain = (
        'from dataclasses import dataclass\nfrom typing import NewType\n\n# +default=1\nLevel = NewType("Level", int)\n\n\n'
        "@dataclass\nclass Plain:\n    level: Level = 0\n"
    )
    user = (
        "from dataclasses import dataclass, field\n\nfrom .plain import Plain\n\n\n@dataclass\nclass Spec:\n"
        '    plain: Plain = field(default_factory=Plain, metadata={"json": "plain"})\n'
    )
    repo = Repo(tmp_path)
    repo.commit({"api/__init__.py": "", "api/plain.py": plain, "api/user.py": user})
    repo.write({"api/plain.py": edit(plain, "+default=1", "+default=2")})
    result = repo.compat(capsys, monkeypatch, "--format", "json")
    assert [(f["code"], f["path"]) for f in result.findings] == [("DGC303", "api/plain.py")]
    assert "`Plain.level`: default changed from 1 to 2" in result.findings[0]["message"]


def test_a_change_reaches_through_a_base_class_in_a_third_module(tmp_path, capsys, monkeypatch) -> None:
    """common.Port changes; server.Server (unchanged) has a field of it; sub.Sub (unchanged)
    inherits Server in a third module and names neither Port nor common: Sub changes too."""
    sub = "# +defaultgen\nfrom dataclasses import dataclass\n\nfrom .server import Server\n\n\n@dataclass\nclass Sub(Server):\n    extra: int = 0\n"
    repo = Repo(tmp_path)
    repo.commit({"api/__init__.py": "", "api/common.py": COMMON, "api/server.py": USER, "api/sub.py": sub})
    repo.write({"api/common.py": edit(COMMON, "# +default=8080", "# +default=9090")})
    result = repo.compat(capsys, monkeypatch, "--format", "json")
    messages = sorted(f["message"].split(":")[0] for f in result.findings)
    assert messages == ["`Server.port`", "`Sub.port`"]


def test_a_field_keyword_paired_with_its_named_types_is_compared_as_both_hold(repo, capsys, monkeypatch) -> None:
    """A field's `MaxLength=5` over its named type's `10` is published as an allOf pair (as
    controller-gen's flattener does), and both hold: 5 at most, a tightening (DGC604), though
    the schema's own `maxLength` went away; the field's `Pattern` beside the type's is DGC609.
    Undone, both are loosenings (DGC619)."""
    named = '# +kubebuilder:validation:MaxLength=10\n# +kubebuilder:validation:Pattern=`^[a-z]+$`\nTitle = NewType("Title", str)\n\n\n'
    old = edit(BASE, "# +default=8080\n", named + "# +default=8080\n")
    old = edit(old, "    # +optional\n    size: int", '    # +optional\n    title: Title = field(default="", metadata={"json": "title,omitempty"})\n    # +optional\n    size: int')
    new = edit(old, "    # +optional\n    title: Title", "    # +optional\n    # +kubebuilder:validation:MaxLength=5\n    # +kubebuilder:validation:Pattern=`^[a-c]+$`\n    title: Title")
    forward = compare(repo, capsys, monkeypatch, old, new)
    assert sorted(f["code"] for f in forward.findings) == ["DGC604", "DGC609"], forward.out
    assert any("maxLength tightened (10 -> 5)" in f["message"] for f in forward.findings), forward.out
    backward = compare(repo, capsys, monkeypatch, new, old)
    assert sorted(f["code"] for f in backward.findings) == ["DGC619", "DGC619"], backward.out
