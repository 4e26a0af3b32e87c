"""The docs site's reference, rendered from the one declaration each part documents: the lint
rules from their modules (docs/rules.md, whole), and, between generated-region comments of a
hand-written page, the markers from their registry, the command line from its argparse
parser, the configuration keys from `Settings` and the checks of `compat` from their table.
`python -m defaultgen.reference` (`make docs`) rewrites them all; tests/test_reference.py fails
while any is stale.
"""

from __future__ import annotations

import argparse
import dataclasses
import functools
import json
import sys
from collections.abc import Callable
from pathlib import Path

from .cli.main import COMMANDS, build_parser
from .compat.checks import CHECKS
from .fileio import atomic_write
from .lint.docs import rules_markdown
from .settings import Settings, default_of, key_of, kind_text
from .source.registry import markers_markdown

USAGE_WIDTH = 100  # usage lines are wrapped here, whatever the terminal


def cli_markdown() -> str:
    """Every command of `defaultgen` and every argument, from the parser `main` runs."""
    parser = build_parser()
    sections = [_command_markdown("defaultgen", parser, "the options before any command")]
    for name, command in _subcommands(parser).items():
        sections.append(_command_markdown(f"defaultgen {name}", command, COMMANDS[name]))
    return "\n".join(sections)


def _subcommands(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    (action,) = (a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return dict(action.choices)


def _command_markdown(title: str, parser: argparse.ArgumentParser, line: str) -> str:
    parser.formatter_class = functools.partial(parser.formatter_class, width=USAGE_WIDTH)
    rows = "".join(
        f"| {_argument(action)} | {_cell(_what(action))} |\n"
        for action in parser._actions
        if not isinstance(action, (argparse._HelpAction, argparse._SubParsersAction))
    )
    description = parser.description if parser.description and parser.prog != "defaultgen" else ""
    return (
        f"## `{title}`\n\n{line[0].upper()}{line[1:]}.\n\n"
        f"```text\n{parser.format_usage().strip()}\n```\n\n"
        + (f"```text\n{description.strip()}\n```\n\n" if description else "")
        + f"| argument | what it does |\n|---|---|\n{rows}"
    )


_SETTINGS = {f.name: f for f in dataclasses.fields(Settings)}


def _argument(action: argparse.Action) -> str:
    if not action.option_strings:
        return f"`{action.metavar or action.dest.upper()}`" + (" ..." if action.nargs in ("*", "+") else "")
    spelled = ", ".join(f"`{option}`" for option in action.option_strings)
    if action.nargs != 0 and action.metavar is not None:
        spelled += f" `{action.metavar}`"
    elif action.nargs != 0 and not action.choices:
        spelled += f" `{action.dest.upper()}`"
    return spelled


def _what(action: argparse.Action) -> str:
    text = (action.help or "").replace("%(default)s", str(action.default))
    if action.choices and not isinstance(action, argparse._SubParsersAction):
        text += f" (one of {', '.join(f'`{c}`' for c in action.choices)})"
    setting = _SETTINGS.get(action.dest)
    if setting is not None:
        key = key_of(setting)
        text += f"; setting [`{key}`](configuration.md#{key})"
    return text


def configuration_markdown() -> str:
    """Every key of [tool.defaultgen], from the one settings declaration."""
    taken: dict[str, dict[str, list[str]]] = {}  # setting -> argument -> the commands taking it
    for name, command in _subcommands(build_parser()).items():
        for action in command._actions:
            if action.dest in _SETTINGS:
                taken.setdefault(action.dest, {}).setdefault(_argument(action), []).append(name)
    sections = []
    for f in dataclasses.fields(Settings):
        key = key_of(f)
        flag = "; ".join(
            f"{argument} of " + ", ".join(f"[`{c}`](cli.md#defaultgen-{c})" for c in commands)
            for argument, commands in taken.get(f.name, {}).items()
        )
        relative = {"path": "a path", "pattern": "a pattern"}.get(f.metadata["relative"], "")
        lines = [
            f"## `{key}`\n",
            f"{f.metadata['help'][0].upper()}{f.metadata['help'][1:]}.\n",
            f"- value: {kind_text(f)}" + (f", one of {', '.join(f'`{c}`' for c in f.metadata['choices'])}" if f.metadata["choices"] else ""),
            f"- default: `{_toml(default_of(f))}`",
            f"- on the command line: {flag or 'none (pyproject.toml only)'}",
        ]
        if relative:
            lines.append(f"- relative to the pyproject.toml's directory ({relative})")
        sections.append("\n".join(lines) + "\n")
    return "\n".join(sections)


def compat_checks_markdown() -> str:
    """Every check of `defaultgen compat`, from its table of checks."""
    rows = "".join(
        f"| {c.code} | `{c.name}` | {c.severity.value if c.severity else 'off'} | {_cell(c.summary)} | {c.crdify} |\n"
        for c in CHECKS
    )
    return f"| code | name | severity | reported when | crdify |\n|---|---|---|---|---|\n{rows}"


def _toml(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, tuple):
        return json.dumps(list(value))
    return json.dumps(value)


def _cell(text: str) -> str:
    return " ".join(text.split()).replace("|", "\\|")


def region_begin(name: str) -> str:
    return f"<!-- generated: {name} (by `make docs`, from the code; do not edit) -->"


def region_end(name: str) -> str:
    return f"<!-- end of generated: {name} -->"


def with_region(text: str, name: str, content: str) -> str:
    """`text` with its generated region `name` holding `content`; a page without the region
    is a mistake of ours, said plainly."""
    begin, end = region_begin(name), region_end(name)
    before, found, rest = text.partition(begin)
    between, found_end, after = rest.partition(end)
    if not (found and found_end):
        raise ValueError(f"no generated region `{name}` ({begin} ... {end})")
    return f"{before}{begin}\n\n{content.strip()}\n\n{end}{after}"


# page (relative to docs/) -> its generated regions (name, renderer); None: the whole page
PAGES: dict[str, tuple[tuple[str | None, Callable[[], str]], ...]] = {
    "rules.md": ((None, rules_markdown),),
    "reference/markers.md": (("markers", markers_markdown),),
    "reference/cli.md": (("cli", cli_markdown),),
    "reference/configuration.md": (("configuration", configuration_markdown),),
    "guides/compat.md": (("compat-checks", compat_checks_markdown),),
}


def rendered(docs: Path, page: str) -> str:
    """What `page` of the `docs` folder should hold."""
    text = (docs / page).read_text(encoding="utf-8") if (docs / page).exists() else ""
    for name, render in PAGES[page]:
        text = render() if name is None else with_region(text, name, render())
    return text


def main(docs: Path) -> int:
    for page in PAGES:
        text = rendered(docs, page)
        path = docs / page
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            atomic_write(path, text)
            print(f"rewrote docs/{page}")
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path("docs")))
