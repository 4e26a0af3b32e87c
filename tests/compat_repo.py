"""A real git repository for `defaultgen compat` tests: files written, committed, edited, and
the command run in it (in-process, from the repository's top), with what it printed."""

from __future__ import annotations

import json
import os
import subprocess
from dataclasses import dataclass
from pathlib import Path

from defaultgen.cli.main import main

GIT_ENV = {
    "GIT_CONFIG_GLOBAL": os.devnull,
    "GIT_CONFIG_NOSYSTEM": "1",
    "GIT_AUTHOR_NAME": "Test",
    "GIT_AUTHOR_EMAIL": "test@example.com",
    "GIT_COMMITTER_NAME": "Test",
    "GIT_COMMITTER_EMAIL": "test@example.com",
}


@dataclass
class Result:
    status: int
    out: str
    err: str

    @property
    def findings(self) -> list[dict]:
        """The json findings (the run must have used --format json)."""
        return json.loads(self.out)

    @property
    def codes(self) -> list[str]:
        return sorted(f["code"] for f in self.findings)


class Repo:
    def __init__(self, root: Path) -> None:
        self.root = root
        self.git("init", "-q", "-b", "main")

    def git(self, *args: str) -> str:
        done = subprocess.run(
            ["git", *args], cwd=self.root, env={**os.environ, **GIT_ENV}, capture_output=True, text=True, check=True
        )
        return done.stdout

    def write(self, files: dict[str, str]) -> None:
        for name, text in files.items():
            path = self.root / name
            if text is None:
                path.unlink()
                continue
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")

    def commit(self, files: dict[str, str] | None = None, message: str = "change") -> str:
        if files:
            self.write(files)
        self.git("add", "-A")
        self.git("commit", "-q", "--allow-empty", "-m", message)
        return self.git("rev-parse", "HEAD").strip()

    def compat(self, capsys, monkeypatch, *args: str) -> Result:
        monkeypatch.chdir(self.root)
        capsys.readouterr()
        status = main(["compat", *args])
        captured = capsys.readouterr()
        return Result(status, captured.out, captured.err)


def edit(text: str, old: str, new: str) -> str:
    assert old in text, old
    return text.replace(old, new)
