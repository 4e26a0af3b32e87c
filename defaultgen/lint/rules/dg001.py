"""DG001 (warning): a suppression comment that suppresses nothing.

A `# noqa: DG203` or `# defaultgen: ignore[DG203]` outlives the problem it was written for:
the field gets fixed, the comment stays, and it would hide the next real DG203 there. As
with ruff's RUF100, each code in a suppression must silence something in this run; a code
that `select` / `ignore` / `per-file-ignores` do not enable there silences nothing, nor
does an unknown code. A `# defaultgen:` comment that is misplaced (not in the comment block
directly above a dataclass field or named type) or malformed is reported too.

A warning, not an error: a stale suppression hides nothing today, and a release that stops
reporting some case must not break builds (`--warnings-as-errors` makes it fail). Never
reported: a blanket `# noqa` and the non-DG codes of a `# noqa` (other tools' business), a
file-level `# defaultgen: noqa`, DG001 itself (`# noqa: DG001` keeps a suppression), and the
`DGC` codes of `defaultgen compat` (an acknowledged break is silenced once, when it is
compared; lint has no say in it).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

from ...diagnostics import Diagnostic, Severity
from ...source.model import ModuleDecl, Suppression, SuppressionKind
from ...source.comments import COMPAT_PREFIX, FILE_NOQA_DIRECTIVE, IGNORE_DIRECTIVE, NOQA_COMMENT
from ..fix import Applicability, CommentEdit, Fix, Unfixable
from ._context import Context, shorten

CODE = "DG001"
SEVERITY = Severity.WARNING
SUMMARY = "Remove suppression comments (and codes in them) that silence nothing."
FIX = Applicability.SAFE
FIX_DOES = (
    "removes the unused codes from the suppression, or the whole suppression when none is left "
    "(not codes that only the select / ignore settings turn off, nor misplaced or malformed directives)"
)

EXAMPLE_BAD = """\
from dataclasses import dataclass, field


@dataclass
class Spec:
    # defaultgen: ignore[DG203]
    # +default=3
    replicas: int = field(default=0, metadata={"json": "replicas,omitempty"})
"""

EXAMPLE_GOOD = """\
from dataclasses import dataclass, field


@dataclass
class Spec:
    # +default=3
    replicas: int = field(default=0, metadata={"json": "replicas,omitempty"})
"""

Usage = Iterable[tuple[ModuleDecl, Suppression, frozenset[str]]]


def check(context: Context, usage: Usage, enabled: Callable[[str, str], bool]) -> Iterator[Diagnostic]:
    """Runs after every other rule: `usage` is each suppression with the codes it silenced,
    `enabled(code, path)` whether the settings report `code` in that file."""
    from . import CODES  # the registry imports this module

    for module in context.modules():
        for comment in module.stray_directives:
            yield context.report(module, comment.span, _stray(comment.text.strip()))
    for module, suppression, used in usage:
        ours = [
            c
            for c in suppression.codes
            if (suppression.kind is SuppressionKind.IGNORE or c.startswith("DG")) and not c.startswith(COMPAT_PREFIX)
        ]
        reasons = {}
        removable = set()
        for code in ours:
            if code in used or code == CODE:
                continue
            if code not in CODES:
                reasons[code] = f"`{code}` is not a defaultgen rule code"
            elif not enabled(code, module.path):
                reasons[code] = f"{code} is not enabled here (select / ignore settings)"
                continue  # the settings of this run may be narrower than the project's: kept
            else:
                reasons[code] = f"no {code} is reported here"
            removable.add(code)
        if reasons:
            fix = Fix.safe(CommentEdit(suppression.span, _remover(suppression.kind, removable))) if removable else None
            yield context.report(module, suppression.span, _unused(suppression, reasons), fix)


def _remover(kind: SuppressionKind, removable: set[str]):
    """The rewrite of a suppression comment without the `removable` codes (upper case): the
    other codes stay as written; with none left, the suppression goes."""
    pattern = NOQA_COMMENT if kind is SuppressionKind.NOQA else IGNORE_DIRECTIVE

    def rewrite(comment: str, offset: int) -> str | None:
        match = pattern.match(comment, offset) if kind is SuppressionKind.NOQA else pattern.search(comment, offset)
        if match is None or match.group("codes") is None:
            raise Unfixable("the suppression is not where it was read")
        written = [code.strip() for code in match.group("codes").split(",")]
        keep = [code for code in written if code.upper() not in removable]
        if keep:
            start, end = match.span("codes")
            return comment[:start] + ", ".join(keep) + comment[end:]
        if kind is SuppressionKind.IGNORE:
            return None  # an own-line directive: the line goes
        before, after = comment[: match.start()].rstrip(), comment[match.end() :]
        if before:
            return before + after
        after = after.strip()
        if not after:
            return None
        return after if after.startswith("#") else f"# {after}"

    return rewrite


def _unused(suppression: Suppression, reasons: dict[str, str]) -> str:
    codes = ", ".join(suppression.codes)
    if suppression.kind is SuppressionKind.NOQA:
        comment = f"# noqa: {codes}"
    else:
        comment = f"# defaultgen: ignore[{codes}]"
    why = ", ".join(reasons.values())
    if len(reasons) == len(suppression.codes):
        return f"unused suppression `{comment}`: {why}; remove it"
    unused = " and ".join(reasons)
    return f"unused code{'s' if len(reasons) > 1 else ''} in `{comment}`: {why}; remove {unused} from it"


def _stray(text: str) -> str:
    quoted = f"`# {shorten(text, 80)}`"
    if IGNORE_DIRECTIVE.fullmatch(text):
        return (
            f"{quoted} suppresses nothing here: it works only on a line of its own in the comment block "
            "directly above a dataclass field or named type; move it there (or write `# noqa: CODE` on the "
            "field's own line), or remove it"
        )
    if FILE_NOQA_DIRECTIVE.fullmatch(text):
        return (
            f"{quoted} suppresses nothing here: it silences a whole file only at the start of a line of its "
            "own; move it there, or remove it"
        )
    return (
        f"{quoted} is not a directive defaultgen knows: write `# defaultgen: ignore[CODE, ...]` above a "
        "field or named type, or `# defaultgen: noqa` on a line of its own for a whole file"
    )
