"""Safe fixes keep what a project publishes: `lint --fix` never changes the published schema
or the wire format; only `--unsafe-fixes` may (issue #22, SPEC §2's DG202 row).

What is published is what `defaultgen openapi` emits and what the generated `to_dict` writes.
Both are refused while lint reports an error (SPEC §6: nothing is written while lint reports
errors), so a finding that is an error guards a state that publishes nothing, and its fix
(respelling a marker, adding the omitempty KEP-1929 requires) cannot change what was published:
the test checks that `openapi` indeed refuses there. A warning does not block publishing, so
its safe fix must leave both exactly as they were: the schema of every class, and the
generated `to_dict` of every class's zero object (`from_dict({})`, where omitempty and
`+optional` decide everything) and of its defaulted one (`load({})`).

Every safe fix that any rule offers on its bad fixture, on its documented bad example and on
the hand-written cases below is checked, one fix at a time.
"""

from __future__ import annotations

import importlib
import itertools
import sys
from pathlib import Path

import pytest
from strategies import run_cli
from test_fix import DG202_SOURCE

from defaultgen.codegen.generate import Generator, support_file
from defaultgen.diagnostics import Severity
from defaultgen.lint.codemod import apply_fixes
from defaultgen.lint.fix import Applicability
from defaultgen.lint.linter import lint
from defaultgen.lint.rules import OPT_IN, RULES
from defaultgen.openapi.schemas import openapi_document
from defaultgen.settings import Settings
from defaultgen.source.parse import parse_source
from defaultgen.source.universe import Universe

FIXTURES = Path(__file__).parent / "fixtures" / "rules"

# fixes of warnings that once changed the schema: DG202 made a field required, DG204 let a
# named type's default take over from the field's own zero one
CASES = {
    "dg202_required": DG202_SOURCE,
    "dg204_named_default": """\
from dataclasses import dataclass, field
from typing import NewType

# +default="TCP"
Protocol = NewType("Protocol", str)


@dataclass
class Spec:
    # +default=""
    protocol: Protocol = field(default="", metadata={"json": "protocol"})
    # +default=0
    port: int = 0
""",
}


def _sources() -> list[tuple[str, str]]:
    found = [(p.stem, p.read_text(encoding="utf-8")) for p in sorted(FIXTURES.glob("DG*_bad.py"))]
    found += [(f"{rule.CODE}_example", rule.EXAMPLE_BAD) for rule in RULES if getattr(rule, "FIX", None) is not None]
    return found + sorted(CASES.items())


def _findings(text: str) -> list:
    module = parse_source("m.py", "m", text.encode())
    settings = Settings(extend_select=tuple(OPT_IN))  # opt-in rules offer fixes too
    return lint(Universe([module]), settings)


def _safe_fixes(text: str) -> list:
    return [d for d in _findings(text) if d.fix is not None and d.fix.applicability is Applicability.SAFE]


_names = itertools.count()


class Published:
    """What one source publishes: its schemas and the generated to_dict of its objects."""

    def __init__(self, root: Path, text: str) -> None:
        self.schemas = openapi_document(Universe([parse_source("m.py", "m", text.encode())]))
        name = f"safety{next(_names)}"  # a module name of its own, to be imported afresh
        module = parse_source(f"{name}.py", name, text.encode())
        universe = Universe([module])
        (root / f"{name}.py").write_text(text, encoding="utf-8")
        (root / f"{name}_defaults.py").write_text(Generator(universe, "{module}_defaults.py").source(module), encoding="utf-8")
        support = support_file(root / f"{name}.py", name, False)
        if not support.exists():
            support.write_text(Generator.support_source(), encoding="utf-8")
        importlib.invalidate_caches()
        try:
            types, generated = importlib.import_module(name), importlib.import_module(f"{name}_defaults")
        except NameError as exc:  # a fixture Python cannot import (DG303's `default_factory=Spec` in Spec)
            self.wire = {"import": str(exc)}
            return
        self.wire = {}
        for cls in universe.dataclasses_of(module):
            python = getattr(types, cls.name)
            self.wire[cls.name] = (_outcome(generated, python, "from_dict"), _outcome(generated, python, "load"))


def _outcome(generated, cls: type, decoder: str) -> object:
    try:
        return generated.to_dict(getattr(generated, decoder)(cls, {}))
    except ValueError as exc:  # a type without a zero value: the ValidationError is the outcome
        return str(exc)


@pytest.fixture(scope="module")
def root(tmp_path_factory):
    directory = tmp_path_factory.mktemp("safety")
    sys.path.insert(0, str(directory))
    yield directory
    sys.path.remove(str(directory))


@pytest.mark.parametrize(("name", "text"), _sources(), ids=[name for name, _ in _sources()])
def test_safe_fixes_keep_the_published_schema_and_wire_format(root, name, text):
    fixes = _safe_fixes(text)
    # an error anywhere in the file: nothing is published, before the fix or after it
    blocked = any(d.severity is Severity.ERROR for d in _findings(text))
    for finding in fixes:
        if finding.severity is Severity.ERROR or blocked:
            (root / "blocked.py").write_text(text, encoding="utf-8")
            status, _, err = run_cli(root, "openapi", "--no-cache", "-o", "-", "blocked.py")
            assert status == 1 and "nothing written" in err, finding.as_text()
            continue
        fixed = apply_fixes(text.encode(), [finding.fix]).decode()
        before, after = Published(root, text), Published(root, fixed)
        assert after.schemas == before.schemas, f"{finding.as_text()}\nchanged the schema:\n{fixed}"
        assert after.wire == before.wire, f"{finding.as_text()}\nchanged the wire format:\n{fixed}"


def test_the_cases_offer_the_fixes_they_are_about():
    """The hand-written cases exercise what they name (else the test above checks nothing)."""
    # (the API conventions' DG4xx fixes are offered there too: only DG202's are counted)
    assert [d.code for d in _safe_fixes(CASES["dg202_required"]) if d.code == "DG202"] == ["DG202"] * 2  # not on `+required`
    assert "DG204" in [d.code for d in _safe_fixes(CASES["dg204_named_default"])]
