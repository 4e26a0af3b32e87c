"""Reading a git revision without touching the checkout: `git ls-tree` lists its files with
their blob ids, one long-lived `git cat-file --batch` reads the blobs asked for. Nothing here
writes to the repository: no checkout, no stash, the index and working tree stay as they are
(`GIT_OPTIONAL_LOCKS=0`, as editors' git integrations run, so not even the index's stat cache
is refreshed)."""

from __future__ import annotations

import os
import subprocess
from dataclasses import dataclass
from pathlib import Path

from ..source.discover import UsageError

_ENV = {**os.environ, "GIT_OPTIONAL_LOCKS": "0", "LC_ALL": "C"}
_BLOB_MODES = ("100644", "100755")


def _git(cwd: Path, *args: str) -> str:
    try:
        done = subprocess.run(["git", *args], cwd=cwd, env=_ENV, capture_output=True, check=False)
    except OSError as exc:
        raise UsageError(f"cannot run git: {exc.strerror or exc}") from None
    if done.returncode != 0:
        raise GitError(done.stderr.decode("utf-8", "replace").strip().splitlines()[-1:] or ["git failed"])
    return done.stdout.decode("utf-8", "surrogateescape")


class GitError(Exception):
    """git refused: its last line of stderr is the message."""

    def __init__(self, lines: list[str]) -> None:
        super().__init__(lines[0] if lines else "git failed")


@dataclass(frozen=True, slots=True)
class Revision:
    """A commit of the repository around the current directory: what `--against REV` named
    (`name`), the commit it resolved to, the repository's top and the current directory's
    path inside it (`prefix`, `""` at the top, else ending in `/`)."""

    name: str
    commit: str
    top: Path
    prefix: str


def resolve(name: str, cwd: Path | None = None) -> Revision:
    """The commit `name` means, or a usage error saying why not (not a repository, unknown
    revision)."""
    here = Path.cwd() if cwd is None else cwd
    if name.startswith("-"):
        raise UsageError(f"--against {name}: not a revision")
    try:
        top = Path(_git(here, "rev-parse", "--show-toplevel").strip())
        prefix = _git(here, "rev-parse", "--show-prefix").strip()
    except GitError as exc:
        raise UsageError(f"--against {name}: {Path.cwd()} is not in a git repository ({exc})") from None
    try:
        commit = _git(here, "rev-parse", "--verify", "--quiet", "--end-of-options", f"{name}^{{commit}}").strip()
    except GitError:
        commit = ""
    if not commit:
        raise UsageError(
            f"--against {name}: unknown revision: not a branch, tag or commit of {top} "
            "(fetch it first in CI: `git fetch origin main`, and check out with enough history)"
        )
    return Revision(name, commit, top, prefix)


class Tree:
    """The files of one revision: `blobs` maps each regular file's path (relative to the
    repository's top, with `/`) to its blob id; `read` gives a blob's bytes."""

    def __init__(self, revision: Revision) -> None:
        self.revision = revision
        listing = _git(revision.top, "ls-tree", "-r", "-z", "--full-tree", revision.commit)
        self.blobs: dict[str, str] = {}
        for entry in listing.split("\0"):
            if not entry:
                continue
            meta, _, path = entry.partition("\t")
            mode, kind, blob = meta.split(" ")
            if kind == "blob" and mode in _BLOB_MODES:
                self.blobs[path] = blob
        self._reader: subprocess.Popen | None = None

    def read(self, path: str) -> bytes | OSError:
        """The bytes of `path` at the revision (an OSError when it is not there)."""
        blob = self.blobs.get(path)
        if blob is None:
            return FileNotFoundError(2, "not in the revision", path)
        reader = self._reader
        if reader is None:
            reader = self._reader = subprocess.Popen(
                ["git", "cat-file", "--batch"],
                cwd=self.revision.top,
                env=_ENV,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL,
            )
        assert reader.stdin is not None and reader.stdout is not None
        reader.stdin.write(blob.encode() + b"\n")
        reader.stdin.flush()
        header = reader.stdout.readline().split()
        if len(header) != 3:
            return OSError(5, "git cat-file could not read the blob", path)
        data = reader.stdout.read(int(header[2]))
        reader.stdout.read(1)  # the newline after the contents
        return data

    def close(self) -> None:
        if self._reader is not None:
            assert self._reader.stdin is not None
            self._reader.stdin.close()
            self._reader.wait()
            self._reader = None
