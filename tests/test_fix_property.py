"""`lint --fix` on random lint-failing modules: they still parse, lose no field and no
comment, and the mistakes it fixes are gone.

Two sources of modules, both drawn by the project's existing generators:
- the agreement strategy's lint-clean universes (tests/strategies.py), with mistakes injected
  the way people make them: a field's omitempty dropped (DG203), a redundant zero `+default`
  added (DG204), a marker misspelled `+defualt=` (DG102), a marker moved to the end of its
  field's line (DG105). Fixing must give back a universe that lints clean, with the same fields
  and exactly the comments of the clean one (the misspelled marker respelled, the moved one
  back in its block, the redundant one gone);
- the front-end fuzzer's wild and tame sources (tests/test_fuzz_frontend.py), where anything
  may be wrong: what parsed still parses, the fields are the same, every comment is still
  there unless it is one that a fix edits (a marker or a suppression), and fixing again
  changes nothing.

`DEFAULTGEN_PROPERTY_EXAMPLES=N` runs more (`make fuzz`: 2,000).
"""

from __future__ import annotations

import ast
import io
import os
import random
import re
import tempfile
import tokenize
from collections import Counter
from pathlib import Path

import strategies as S
from hypothesis import HealthCheck, given, note, settings
from hypothesis import strategies as st
from test_fuzz_frontend import sources

from defaultgen.lint.autofix import fix
from defaultgen.lint.linter import lint
from defaultgen.settings import Settings
from defaultgen.source.discover import discover, load_universe
from defaultgen.source.parse import parse_source

EXAMPLES = max(20, int(os.environ.get("DEFAULTGEN_PROPERTY_EXAMPLES", "200")) // 4)
PROPERTY = settings(
    max_examples=EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much],
)
FIXED = {"DG102", "DG105", "DG203", "DG204"}


def comments(text: str) -> Counter[str]:
    found: Counter[str] = Counter()
    for token in tokenize.generate_tokens(io.StringIO(text, newline=None).readline):  # any line ending
        if token.type == tokenize.COMMENT:
            found[token.string.strip()] += 1
    return found


def python_parses(data: bytes) -> bool:
    try:
        ast.parse(data)
    except (SyntaxError, ValueError):
        return False
    return True


def fields(path: str, data: bytes) -> list[tuple[str, str]]:
    module = parse_source(path, "m", data)
    return [(cls.name, f.name) for cls in module.classes for f in cls.fields]


def fix_dir(root: Path, unsafe: bool = False):
    files = discover([str(root)], root)
    outcome = fix(load_universe(files, root), Settings(cache=False, unsafe_fixes=unsafe), files, write=True)
    return outcome, lint(load_universe(discover([str(root)], root), root), Settings(cache=False))


# --------------------------------------------------------------------------- injected mistakes


def inject_model(u: S.Universe, rng: random.Random) -> list[str]:
    """DG203 and DG204 mistakes, made on the model before it is rendered."""
    made = []
    for cls in u.classes.values():
        for f in cls.fields:
            if f.wire is None or isinstance(f.type, S.Opt) or not u.zeroable(f.type):
                continue
            default = u.field_default(f)
            if f.omitempty and f.wire != "-" and default is not S.NO and not u.is_zero(default, f.type) and rng.random() < 0.5:
                f.omitempty = f.omitzero = False  # DG203: the non-zero default without omitempty (or omitzero)
                f.tag = ",".join(part for part in (f.tag or "").split(",") if part not in ("omitempty", "omitzero"))
                made.append("DG203")
            elif (
                not f.omitempty
                and default is S.NO
                and u.is_zero(S.smallest(u, f.type), f.type)
                and S.position_cons(u, f.type, f.cons) is None
                and rng.random() < 0.5
            ):
                # the zero value of a zeroable type (not bytes: `""` is no valid byte, DG308),
                # where no drawn constraint could refuse it (a fix that moves it back would
                # then make DG308, and fix safety rightly drops that fix)
                f.default = S.smallest(u, f.type)
                made.append("DG204")
    return made


_MARKER_LINE = re.compile(r"^(    )# \+default=(.*)$")


def inject_text(text: str, rng: random.Random) -> tuple[str, list[str]]:
    """DG102 and DG105 mistakes on a field's marker line, made on the rendered source."""
    lines = text.split("\n")
    made = []
    moved: set[int] = set()
    for index in [i for i, line in enumerate(lines) if _MARKER_LINE.match(line)]:
        roll = rng.random()
        if roll < 0.25:
            lines[index] = lines[index].replace("# +default=", "# +defualt=", 1)
            made.append("DG102")
        elif roll < 0.5:
            below = index + 1
            while below < len(lines) and lines[below].startswith("    #"):
                below += 1
            if below < len(lines) and lines[below].startswith("    ") and "#" not in lines[below]:
                lines[below] += "  " + lines[index].strip()
                moved.add(index)
                made.append("DG105")
    return "\n".join(line for i, line in enumerate(lines) if i not in moved), made


@PROPERTY
@given(universe=S.universes(), seed=st.integers(0, 2**32 - 1))
def test_fixing_injected_mistakes_gives_back_a_clean_universe(universe, seed):
    rng = random.Random(seed)
    clean = universe.render("fx")
    made = inject_model(universe, rng)
    broken = {}
    for path, text in universe.render("fx").items():
        broken[path], more = inject_text(text, rng)
        made += more
    note(f"injected: {made}")
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        for path, text in broken.items():
            (root / path).parent.mkdir(parents=True, exist_ok=True)
            (root / path).write_text(text, encoding="utf-8")
            note(f"--- {path}\n{text}")
        outcome, left = fix_dir(root)
        assert not outcome.dropped, outcome.dropped
        assert not left, "\n".join(d.as_text() for d in left)
        for path, text in clean.items():
            after = (root / path).read_bytes()
            ast.parse(after)
            assert fields(path, after) == fields(path, text.encode())
            assert comments(after.decode()) == comments(text)
        again, _ = fix_dir(root)
        assert again.fixed == 0 and not again.changes
    assert outcome.fixed == len(made) or not made


@PROPERTY
@given(data=sources())
def test_fixing_fuzzed_sources_loses_nothing(data):
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        path = root / "m.py"
        path.write_bytes(data)
        outcome, left = fix_dir(root, unsafe=True)
        after = path.read_bytes()
        note(f"fixed {outcome.fixed}, dropped {outcome.dropped}")
        if parse_source("m.py", "m", data).failure is not None:
            assert after == data  # what does not parse has no fixable finding
            return
        assert parse_source("m.py", "m", after).failure is None
        if python_parses(data):
            assert python_parses(after)
        assert fields("m.py", after) == fields("m.py", data)
        before_comments = comments(data.decode("utf-8-sig"))
        after_comments = comments(after.decode("utf-8-sig"))
        for comment, count in before_comments.items():
            if not re.match(r"#\s*\+|.*noqa|#\s*defaultgen:", comment):
                assert after_comments[comment] >= count, comment
        again, _ = fix_dir(root, unsafe=True)
        assert again.fixed == 0 and path.read_bytes() == after
        assert not {d.code for d in left if d.fix is not None} & FIXED - {
            line.split(" ")[1] for line in outcome.dropped if " fix not applied: " in line
        }
