"""Whole-tool baselines, run as their own process so that start-up and imports count the same
as for the `defaultgen` command they are compared with.

    python -m bench.baselines parse FILELIST
        libcst.parse_module of every file listed: the floor for any libcst-based linter.
    python -m bench.baselines generate FILELIST OUTPUTLIST
        the same parse of the inputs, then black.format_str once per generated module: the
        floor for a generator that reads with libcst and formats its output with black.

A list file holds one path per line. Prints `parsed N failed M formatted K` on stdout.
"""

from __future__ import annotations

import sys
from pathlib import Path


def _paths(list_file: str) -> list[Path]:
    return [Path(line) for line in Path(list_file).read_text(encoding="utf-8").splitlines() if line]


def parse_all(paths: list[Path]) -> tuple[int, int]:
    """Parse every file; returns (parsed, failed). Unparsable files are counted, not fatal."""
    import libcst

    failed = 0
    for path in paths:
        try:
            libcst.parse_module(path.read_bytes())
        except Exception:  # syntax errors, bad encodings, recursion: the linter must survive them too
            failed += 1
    return len(paths) - failed, failed


def format_all(paths: list[Path]) -> int:
    """black.format_str each file once, with the mode defaultgen uses; returns the count."""
    import black

    mode = black.Mode()
    for path in paths:
        black.format_str(path.read_text(encoding="utf-8"), mode=mode)
    return len(paths)


def main(argv: list[str]) -> int:
    if len(argv) == 2 and argv[0] == "parse":
        parsed, failed = parse_all(_paths(argv[1]))
        print(f"parsed {parsed} failed {failed} formatted 0")
        return 0
    if len(argv) == 3 and argv[0] == "generate":
        parsed, failed = parse_all(_paths(argv[1]))
        formatted = format_all(_paths(argv[2]))
        print(f"parsed {parsed} failed {failed} formatted {formatted}")
        return 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
