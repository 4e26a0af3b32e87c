"""The pre-commit hooks of .pre-commit-hooks.yaml, run by the real pre-commit tool in a
throwaway user repository, the way a user installs them (SPEC §6).

pre-commit installs a hook's environment from a commit of the hook repository, so the hook
repository here is this checkout's working tree committed in a temporary repository. That
install (pip, from the package index) is the slow part: every test shares one PRE_COMMIT_HOME,
so it happens once for the `.pre-commit-config.yaml` runs, and once more for `try-repo`,
which always installs into a fresh store of its own.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from compat_repo import GIT_ENV

REPO = Path(__file__).resolve().parent.parent

TYPES = '''\
from dataclasses import dataclass, field
from typing import Optional


@dataclass
class Spec:
    # +default=3
    replicas: Optional[int] = None
    # +default="http"
    name: str = field(default="", metadata={"json": "name,omitempty"})
'''


@pytest.fixture(scope="session")
def git_env(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """Environment for git and pre-commit: one PRE_COMMIT_HOME for the whole session, an
    identity for commits, and no global or system git configuration."""
    return {**os.environ, "PRE_COMMIT_HOME": str(tmp_path_factory.mktemp("pre-commit-home")), **GIT_ENV}


def run(command: list[str], cwd: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    """Run `command`; its stderr goes to stdout, in order, as a terminal would show them."""
    return subprocess.run(command, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=600)


def git(cwd: Path, env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return run(["git", *args], cwd, env)


def pre_commit(cwd: Path, env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return run([sys.executable, "-m", "pre_commit", *args], cwd, env)


@pytest.fixture(scope="session")
def hook_repo(tmp_path_factory: pytest.TempPathFactory, git_env: dict[str, str]) -> tuple[Path, str]:
    """This checkout's working tree (tracked and new files, minus what .gitignore skips),
    committed in a repository of its own; returns it and the commit."""
    root = tmp_path_factory.mktemp("hook-repo")
    listed = git(REPO, git_env, "ls-files", "-z", "--cached", "--others", "--exclude-standard").stdout
    for name in filter(None, listed.split("\0")):
        source = REPO / name
        if source.is_file():  # deleted but not yet committed files are listed too
            (root / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, root / name)
    git(root, git_env, "init", "-q")
    git(root, git_env, "add", "-A")
    git(root, git_env, "commit", "-q", "-m", "hooks")
    return root, git(root, git_env, "rev-parse", "HEAD").stdout.strip()


@pytest.fixture
def user_repo(tmp_path: Path, hook_repo: tuple[Path, str], git_env: dict[str, str]) -> Path:
    """A user's project: a clean API package and its generated module, committed, with both
    hooks configured in .pre-commit-config.yaml and installed as git's pre-commit hook."""
    repo_path, rev = hook_repo
    (tmp_path / "api").mkdir()
    (tmp_path / "api" / "__init__.py").write_text("", encoding="utf-8")
    (tmp_path / "api" / "types.py").write_text(TYPES, encoding="utf-8")
    config = {"repos": [{"repo": str(repo_path), "rev": rev, "hooks": [{"id": "defaultgen-lint"}, {"id": "defaultgen-generate"}]}]}
    (tmp_path / ".pre-commit-config.yaml").write_text(yaml.safe_dump(config), encoding="utf-8")
    assert run([sys.executable, "-m", "defaultgen", "generate", "api"], tmp_path, git_env).returncode == 0
    git(tmp_path, git_env, "init", "-q")
    git(tmp_path, git_env, "add", "-A")
    git(tmp_path, git_env, "commit", "-q", "-m", "api")
    assert pre_commit(tmp_path, git_env, "install").returncode == 0
    return tmp_path


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new), encoding="utf-8")


def commit(repo: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    """`git add -A && git commit`, which runs the hooks."""
    git(repo, env, "add", "-A")
    return git(repo, env, "commit", "-m", "change")


def hook_result(output: str, name: str) -> str:
    """`Passed` / `Failed` from the line pre-commit prints for the hook called `name`."""
    return next(line.rsplit(".", 1)[-1] for line in output.splitlines() if line.startswith(name + "."))


def test_manifest_is_valid_and_hooks_see_the_whole_project() -> None:
    """pre-commit accepts .pre-commit-hooks.yaml; both hooks are Python hooks that run
    defaultgen once on the whole project (no file names: types resolve across modules),
    one at a time."""
    assert pre_commit(REPO, dict(os.environ), "validate-manifest", ".pre-commit-hooks.yaml").returncode == 0
    hooks = yaml.safe_load((REPO / ".pre-commit-hooks.yaml").read_text(encoding="utf-8"))
    assert [(h["id"], h["entry"]) for h in hooks] == [
        ("defaultgen-lint", "defaultgen lint"),
        ("defaultgen-generate", "defaultgen generate --exit-non-zero-on-change"),
        ("defaultgen-compat", "defaultgen compat"),
    ]
    for hook in hooks:
        assert (hook["language"], hook["pass_filenames"], hook["require_serial"], hook["types"]) == (
            "python",
            False,
            True,
            ["python"],
        )


def test_commit_with_a_stale_generated_module_fails_then_passes(user_repo: Path, git_env: dict[str, str]) -> None:
    """Changing a default without regenerating: the generate hook rewrites the module and the
    commit is refused ("files were modified"); adding the fresh module, the commit passes."""
    head = git(user_repo, git_env, "rev-parse", "HEAD").stdout
    edit(user_repo / "api" / "types.py", "+default=3", "+default=5")

    refused = commit(user_repo, git_env)
    assert refused.returncode == 1, refused.stdout
    assert hook_result(refused.stdout, "defaultgen lint") == "Passed"
    assert hook_result(refused.stdout, "defaultgen generate") == "Failed"
    assert "files were modified by this hook" in refused.stdout
    assert "obj.replicas = 5" in (user_repo / "api" / "types_defaults.py").read_text(encoding="utf-8")
    assert git(user_repo, git_env, "rev-parse", "HEAD").stdout == head

    accepted = commit(user_repo, git_env)
    assert accepted.returncode == 0, accepted.stdout
    assert git(user_repo, git_env, "status", "--porcelain").stdout == ""


def test_commit_of_a_new_module_without_its_generated_module_fails_then_passes(
    user_repo: Path, git_env: dict[str, str]
) -> None:
    """A new API module committed without its generated module: generate creates it (an
    untracked file pre-commit cannot see by itself) and fails; adding it, the commit passes."""
    (user_repo / "api" / "more.py").write_text(TYPES.replace("class ", "class More"), encoding="utf-8")

    refused = commit(user_repo, git_env)
    assert refused.returncode == 1, refused.stdout
    assert hook_result(refused.stdout, "defaultgen generate") == "Failed"
    assert (user_repo / "api" / "more_defaults.py").is_file()

    accepted = commit(user_repo, git_env)
    assert accepted.returncode == 0, accepted.stdout
    assert git(user_repo, git_env, "status", "--porcelain").stdout == ""


def test_commit_with_a_dg203_fails_then_passes_after_the_fix(user_repo: Path, git_env: dict[str, str]) -> None:
    """A new non-zero default without omitempty: lint fails with DG203 and generate writes
    nothing; with omitempty added, generate brings the module up to date and the commit passes."""
    types = user_repo / "api" / "types.py"
    generated = (user_repo / "api" / "types_defaults.py").read_text(encoding="utf-8")
    types.write_text(TYPES + '    # +default=8080\n    port: int = field(default=0, metadata={"json": "port"})\n', encoding="utf-8")

    refused = commit(user_repo, git_env)
    assert refused.returncode == 1, refused.stdout
    assert hook_result(refused.stdout, "defaultgen lint") == "Failed"
    assert "api/types.py:11:5: DG203 " in refused.stdout
    assert hook_result(refused.stdout, "defaultgen generate") == "Failed"
    assert (user_repo / "api" / "types_defaults.py").read_text(encoding="utf-8") == generated

    edit(types, '"json": "port"', '"json": "port,omitempty"')
    assert commit(user_repo, git_env).returncode == 1  # lint passes; generate updates the module
    assert "obj.port = 8080" in (user_repo / "api" / "types_defaults.py").read_text(encoding="utf-8")
    accepted = commit(user_repo, git_env)
    assert accepted.returncode == 0, accepted.stdout
    assert hook_result(accepted.stdout, "defaultgen lint") == "Passed"
    assert hook_result(accepted.stdout, "defaultgen generate") == "Passed"


def test_lint_hook_with_fix_fixes_a_dg203_and_fails_the_commit_once(
    user_repo: Path, hook_repo: tuple[Path, str], git_env: dict[str, str]
) -> None:
    """The README's `args: [--fix]`: a new non-zero default without omitempty is fixed in place
    by the lint hook, which fails the commit because it changed a file (as ruff's hook does);
    the fixed files, added, commit."""
    repo_path, rev = hook_repo
    hooks = [{"id": "defaultgen-lint", "args": ["--fix"]}, {"id": "defaultgen-generate"}]
    config = {"repos": [{"repo": str(repo_path), "rev": rev, "hooks": hooks}]}
    (user_repo / ".pre-commit-config.yaml").write_text(yaml.safe_dump(config), encoding="utf-8")
    types = user_repo / "api" / "types.py"
    types.write_text(TYPES + "    # +default=8080\n    port: int = 0  # the listening port\n", encoding="utf-8")

    refused = commit(user_repo, git_env)
    assert refused.returncode == 1, refused.stdout
    assert hook_result(refused.stdout, "defaultgen lint") == "Failed"
    assert "files were modified by this hook" in refused.stdout
    assert "Fixed 1 error (0 remaining)." in refused.stdout
    assert types.read_text(encoding="utf-8") == TYPES + (
        '    # +default=8080\n    port: int = field(default=0, metadata={"json": "port,omitempty"})  # the listening port\n'
    )

    # generate, running after it, already saw the fixed file
    assert hook_result(refused.stdout, "defaultgen generate") == "Failed"
    assert "obj.port = 8080" in (user_repo / "api" / "types_defaults.py").read_text(encoding="utf-8")
    accepted = commit(user_repo, git_env)
    assert accepted.returncode == 0, accepted.stdout
    assert hook_result(accepted.stdout, "defaultgen lint") == "Passed"
    assert git(user_repo, git_env, "status", "--porcelain").stdout == ""


def test_try_repo_runs_the_lint_hook(tmp_path: Path, hook_repo: tuple[Path, str], git_env: dict[str, str]) -> None:
    """`pre-commit try-repo HOOK_REPO defaultgen-lint --all-files`, the way to try the hook
    before configuring it, reports a DG203 and fails."""
    (tmp_path / "api").mkdir()
    (tmp_path / "api" / "types.py").write_text(TYPES.replace("name,omitempty", "name"), encoding="utf-8")
    git(tmp_path, git_env, "init", "-q")
    git(tmp_path, git_env, "add", "-A")

    done = pre_commit(tmp_path, git_env, "try-repo", str(hook_repo[0]), "defaultgen-lint", "--all-files")

    assert done.returncode == 1, done.stdout
    assert hook_result(done.stdout, "defaultgen lint") == "Failed"
    assert "api/types.py:9:5: DG203 " in done.stdout


def test_lint_of_one_file_reads_the_types_it_imports(tmp_path: Path) -> None:
    """Linting only api/server.py (as with a hook given file names) still reads Port from
    api/common.py, which was not passed: its type-level default makes server.py's field,
    without omitempty, a DG203."""
    (tmp_path / "api").mkdir()
    (tmp_path / "api" / "__init__.py").write_text("", encoding="utf-8")
    (tmp_path / "api" / "common.py").write_text(
        'from typing import NewType\n\n# +default=8080\nPort = NewType("Port", int)\n', encoding="utf-8"
    )
    (tmp_path / "api" / "server.py").write_text(
        "from dataclasses import dataclass, field\n\nfrom .common import Port\n\n\n"
        '@dataclass\nclass Listener:\n    port: Port = field(default=0, metadata={"json": "port"})\n',
        encoding="utf-8",
    )

    done = run([sys.executable, "-m", "defaultgen", "lint", "--no-cache", "-q", "api/server.py"], tmp_path, dict(os.environ))

    assert done.returncode == 1
    assert [line.split(" ")[:2] for line in done.stdout.splitlines()] == [["api/server.py:8:5:", "DG203"]]


def test_compat_hook_refuses_a_changed_default_until_it_is_acknowledged(
    user_repo: Path, hook_repo: tuple[Path, str], git_env: dict[str, str]
) -> None:
    """The compat hook compares the commit being made with HEAD (SPEC §9): a changed default
    is refused with its location; acknowledged by a suppression at the field, it commits."""
    repo_path, rev = hook_repo
    config = {"repos": [{"repo": str(repo_path), "rev": rev, "hooks": [{"id": "defaultgen-compat"}]}]}
    (user_repo / ".pre-commit-config.yaml").write_text(yaml.safe_dump(config), encoding="utf-8")
    git(user_repo, git_env, "add", "-A")
    git(user_repo, git_env, "commit", "-q", "--no-verify", "-m", "compat hook")
    edit(user_repo / "api" / "types.py", "+default=3", "+default=5")

    refused = commit(user_repo, git_env)
    assert refused.returncode == 1, refused.stdout
    assert hook_result(refused.stdout, "defaultgen compat") == "Failed"
    assert "api/types.py:7:5: DGC303 `Spec.replicas`: default changed from 3 to 5" in refused.stdout

    edit(user_repo / "api" / "types.py", "    # +default=5", "    # defaultgen: ignore[DGC303]\n    # +default=5")
    accepted = commit(user_repo, git_env)
    assert accepted.returncode == 0, accepted.stdout
    assert hook_result(accepted.stdout, "defaultgen compat") == "Passed"
