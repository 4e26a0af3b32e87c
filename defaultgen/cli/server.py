"""`defaultgen server`: a Language Server Protocol server over stdio (SPEC §11)."""

from __future__ import annotations

import argparse

DESCRIPTION = """\
Run a Language Server Protocol server on standard input and output, for editors: the
findings of `defaultgen lint` on every open document as it is typed (from the unsaved text,
with the nearest pyproject.toml's settings and the suppressions), each `lint --fix` fix as a
quick fix, a fix-all source action (source.fixAll.defaultgen), "suppress CODE here", hover on
markers, fields and rule codes, and completion of markers after `# +`.

Start it from the editor's LSP client, not by hand (docs/guides/editors.md has the setup for
VS Code, Neovim, Helix and Emacs). It exits when the client says `exit`.
"""


def configure(parser: argparse.ArgumentParser) -> None:
    """No arguments of its own: settings come from each document's pyproject.toml."""


def run(settings, args: argparse.Namespace) -> int:
    from ..server.app import serve

    serve()
    return 0
