"""Comment blocks and docstrings → OpenAPI `description`, the way Kubernetes does it.

Kubernetes' OpenAPI generator (kube-openapi, `generateDescription`) reads a Go comment group's
text (`ast.CommentGroup.Text()`: comment markers and the first space removed, trailing
whitespace trimmed, leading/trailing blank lines dropped, runs of blank lines reduced to one)
and then:
- stops at a line that is exactly `---`;
- drops lines starting with `TODO` or `+` (markers), after leading spaces;
- joins the other lines with a space, a blank line standing for a paragraph break (`\\n\\n`);
- keeps a line indented with a space or tab on its own line (`\\n  line\\n`), for examples
  and nested lists;
- turns a written `\\"` into `"` and trims surrounding newlines and spaces.

Two extensions of defaultgen's (docs/decisions.md, Import), so that every description — a
CRD's with single line breaks, runs of blank lines, leading spaces — has a comment block that
gives it back byte for byte (`defaultgen import` writes them):
- a line (not indented) whose text ends with a backslash ends with a line break instead of a
  space, the backslash dropped (CommonMark's hard line break); a line that is only a backslash
  is an empty line of the text;
- `+defaultgen:description=<JSON string>` in the block is the description, verbatim (what even
  that cannot spell: a description that ends in a backslash before a line break, one holding
  `\\"`, a line that starts with `+` or `TODO`).
"""

from __future__ import annotations

import json
from collections.abc import Iterable

VERBATIM = "+defaultgen:description="


def describe(lines: Iterable[str]) -> str:
    """The description of a comment block (its lines' text, without `#`) or a docstring's
    lines; empty when nothing is left."""
    lines = list(lines)
    for line in lines:
        if line.strip().startswith(VERBATIM):
            try:
                value = json.loads(line.strip()[len(VERBATIM) :])
            except ValueError:
                continue
            if isinstance(value, str):
                return value
    out: list[str] = []  # pieces of the result; `out[-1]`'s last character can be taken back

    def take_back_last_char() -> None:
        while out and not out[-1]:
            out.pop()
        if out:
            out[-1] = out[-1][:-1]

    for line in _comment_text(lines):
        if line == "---":
            break
        line = line.rstrip(" ")
        leading = line.lstrip(" ")
        if not line:
            take_back_last_char()
            out.append("\n\n")
        elif leading.startswith(("TODO", "+")):
            continue
        elif line.endswith("\\") and not line.startswith((" ", "\t")):
            out.append(line[:-1] + "\n")  # a hard line break
        elif line.startswith((" ", "\t")):
            take_back_last_char()
            out.append(f"\n{line}\n")
        else:
            out.append(f"{line} ")
    text = "".join(out).strip("\n").replace('\\"', '"')
    return text.strip(" ")


def _comment_text(lines: Iterable[str]) -> list[str]:
    """What Go's `CommentGroup.Text()` hands the generator: trailing whitespace trimmed, no
    leading or trailing blank lines, runs of blank lines reduced to one."""
    result: list[str] = []
    for line in lines:
        line = line.rstrip(" \t\r\n")
        if line or (result and result[-1]):
            result.append(line)
    while result and not result[-1]:
        result.pop()
    return result
