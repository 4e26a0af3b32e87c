"""codegen.prebuilt: a default object `load` needs is written out as one call of its class where
that is plainly what `load_<Class>(literal)` returns, and left to `load_<Class>` everywhere else.

The expected objects are worked out by hand from SPEC §3 (load = set_defaults(from_dict(...)))
and KEP-1929's rules: a missing non-Optional object is the empty object, defaulted; a missing
Optional one with a `+default` is that object, defaulted.
"""

from __future__ import annotations

import inspect

import pytest

from test_generated_semantics import HEADER, build  # noqa: F401  (the fixture)

SOURCE = HEADER + """
from dataclasses import KW_ONLY
from enum import Enum


class Mode(str, Enum):
    FAST = "fast"
    SLOW = "slow"


@dataclass
class Probe:
    # +default="/healthz"
    path: str = field(default="", metadata={"json": "path,omitempty"})
    # +default=8080
    port: int = field(default=0, metadata={"json": "port,omitempty"})
    # +default=1.5
    ratio: float = field(default=0.0, metadata={"json": "ratio,omitempty"})
    # +default=["a"]
    args: List[str] = field(default_factory=list, metadata={"json": "args,omitempty"})
    # +default={"k": "v"}
    labels: Dict[str, str] = field(default_factory=dict, metadata={"json": "labels,omitempty"})
    # +default=2
    count: Optional[int] = field(default=None, metadata={"json": "count,omitempty"})
    flag: bool = field(default=False, metadata={"json": "flag,omitempty"})


@dataclass
class Checked:
    # +kubebuilder:validation:MinLength=1
    name: str = field(default="", metadata={"json": "name,omitempty"})


@dataclass
class Chosen:
    # +default="fast"
    mode: Mode = field(default=Mode.FAST, metadata={"json": "mode,omitempty"})


@dataclass
class KeywordOnly:
    _: KW_ONLY
    # +default=3
    n: int = field(default=0, metadata={"json": "n,omitempty"})


@dataclass
class Holder:
    # +optional
    probe: Probe = field(default_factory=Probe)
    # +default={"path": "/livez", "ratio": 2.0}
    live: Optional[Probe] = field(default=None, metadata={"json": "live,omitempty"})
    # +default={"ratio": 2}
    whole: Optional[Probe] = field(default=None, metadata={"json": "whole,omitempty"})
    # +optional
    checked: Checked = field(default_factory=Checked)
    # +optional
    chosen: Chosen = field(default_factory=Chosen)
    # +optional
    keyword: KeywordOnly = field(default_factory=KeywordOnly)
    # +default=[{"port": 1}, {}]
    probes: List[Probe] = field(default_factory=list, metadata={"json": "probes,omitempty"})
"""


@pytest.fixture
def held(build):  # noqa: F811  (the fixture)
    return build({"held.py": SOURCE})


def probe(t, path="/healthz", port=8080, ratio=1.5):
    return t.Probe(path, port, ratio, ["a"], {"k": "v"}, 2, False)


def test_missing_default_objects_are_the_objects_load_builds(held):
    """Each default object, written out or decoded, is what KEP-1929 makes of it."""
    t, g = held.held, held.held_defaults
    holder = g.load(t.Holder, {})
    assert holder.probe == probe(t)
    assert holder.live == probe(t, "/livez", ratio=2.0)
    assert holder.whole == probe(t, ratio=2.0)
    assert holder.checked == t.Checked("") and holder.chosen == t.Chosen(t.Mode.FAST)
    assert holder.keyword == t.KeywordOnly(n=3)
    assert holder.probes == [probe(t, port=1), probe(t)]
    assert holder == g.set_defaults(g.from_dict(t.Holder, {}))


def test_written_out_only_where_it_is_plainly_the_same_object(held):
    """Scalars of their exact JSON type, lists and dicts of them, nested objects: written out.
    An int for a float, a class with a check, an Enum, a keyword-only field: decoded by
    load_<Class>, which knows the rest. (A key no field has is DG301.) A default object that
    is a statement of its own is built as load builds a plain dataclass (its builder, then each
    field in field order); one inside a list display is one call of the class."""
    source = inspect.getsource(held.held_defaults.load_Holder)
    written = "_src.Probe(\"/healthz\", 8080, 1.5, [\"a\"], {\"k\": \"v\"}, 2, False)"
    # probes' default, when missing and when empty
    assert source.count(written) == 2
    assert "_src.Probe(\"/healthz\", 1," in source  # probes' first item
    # probe when missing, and a null item of probes (in the loop of the `else:` of probes present)
    for var, pad in (("f0", "        "), ("v0", "                    ")):
        assert built(var, pad, "/healthz", "1.5") in source
    assert built("f1", "        ", "/livez", "2.0") in source
    assert 'f2 = {"ratio": 2}' in source
    for cls in ("Checked", "Chosen", "KeywordOnly"):  # decoded by load_KeywordOnly's code in place
        assert f"_src.{cls}(" not in source


def built(var: str, pad: str, path: str, ratio: str) -> str:
    """The statements that build a defaulted Probe into `var` when it is None."""
    stores = (f'path = "{path}"', "port = 8080", f"ratio = {ratio}", 'args = ["a"]', 'labels = {"k": "v"}',
              "count = 2", "flag = False")  # fmt: skip
    lines = [f"if {var} is None:", f"    {var} = _new_src_Probe()", *(f"    {var}.{store}" for store in stores)]
    return "\n".join(pad[4:] + line for line in lines)


def test_written_out_objects_are_fresh_every_time(held):
    """Two loads share no list, dict or object: each call builds its own."""
    t, g = held.held, held.held_defaults
    first, second = g.load(t.Holder, {}), g.load(t.Holder, {})
    first.probe.args.append("b")
    first.live.labels["x"] = "y"
    first.probes[1].port = 9
    assert second == g.load(t.Holder, {}) and second.probe.args == ["a"]
    assert second.live.labels == {"k": "v"} and second.probes[1].port == 8080
