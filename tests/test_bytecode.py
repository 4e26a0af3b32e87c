"""`cache.bytecode`: dataclasses made from stored code are the classes Python makes.

The oracle is Python itself: each class is made once without the store, and its methods'
code objects (which compare their bytecode, constants, names, flags and line table) and
behaviour must be the same when the class is made through a store that compiles the method
text and through one that reads it back. This module has `from __future__ import annotations`
on purpose: a store that compiled the text with this module's (or its own) future flags would
give `__init__` string annotations and different code flags, and these tests would fail.
"""

from __future__ import annotations

import dataclasses
import marshal
import types
from importlib.util import MAGIC_NUMBER

import pytest

from defaultgen.cache import bytecode

SHAPES = [
    {},
    {"frozen": True},
    {"frozen": True, "slots": True},
    {"order": True},
    {"eq": False},
    {"kw_only": True},
    {"unsafe_hash": True},
]


def make(options: dict) -> type:
    """A class with the kinds of field dataclasses writes code for."""
    namespace = {
        "__annotations__": {
            "name": str,
            "count": int,
            "tags": list,
            "limit": "float | None",
        },
        "count": 3,
        "tags": dataclasses.field(default_factory=list),
        "limit": None,
    }
    return dataclasses.dataclass(**options)(type("Shape", (), namespace))


def methods(cls: type) -> dict[str, types.CodeType]:
    return {
        name: value.__code__
        for name, value in vars(cls).items()
        if isinstance(value, types.FunctionType) and value.__code__.co_filename == "<string>"
    }


@pytest.mark.parametrize("options", SHAPES, ids=lambda o: ",".join(o) or "plain")
def test_a_class_made_through_the_store_is_the_class_python_makes(tmp_path, options):
    path = tmp_path / "store.marshal"
    python = make(options)
    with bytecode.compiled_once(path, write=True):
        compiled = make(options)
    assert path.exists()
    with bytecode.compiled_once(path, write=True):
        read_back = make(options)
    for cls in (compiled, read_back):
        assert methods(cls) == methods(python) and methods(python)
        assert cls.__init__.__annotations__ == python.__init__.__annotations__
        assert repr(cls(name="a")) == repr(python(name="a"))
        if options.get("eq", True):
            assert cls(name="a", count=1) == cls(name="a", count=1) != cls(name="a", count=2)
        if options.get("frozen"):
            with pytest.raises(dataclasses.FrozenInstanceError):
                cls(name="a").name = "b"


def test_text_seen_before_is_not_compiled_again(tmp_path, monkeypatch):
    path = tmp_path / "store.marshal"
    with bytecode.compiled_once(path, write=True):
        make({"frozen": True})
    compiled: list[str] = []
    monkeypatch.setattr(
        bytecode,
        "compile",
        lambda *a, **k: compiled.append(a[0]) or compile(*a, **k),
        raising=False,
    )
    with bytecode.compiled_once(path, write=True):
        make({"frozen": True})
    assert compiled == []
    with bytecode.compiled_once(path, write=True):
        make({"order": True})  # its comparison methods are new text
    assert compiled


def test_the_store_is_only_in_effect_inside_the_block(tmp_path):
    with pytest.raises(RuntimeError):
        with bytecode.compiled_once(tmp_path / "store.marshal", write=True):
            assert "exec" in vars(dataclasses)
            raise RuntimeError
    assert "exec" not in vars(dataclasses)


@pytest.mark.parametrize(
    "content",
    [
        b"not marshal at all",
        marshal.dumps((b"\0\0\0\0", {})),  # another interpreter's
        marshal.dumps((MAGIC_NUMBER, ["a list"])),
        marshal.dumps([MAGIC_NUMBER]),
        marshal.dumps(7),
    ],
    ids=["garbage", "foreign-magic", "not-a-dict", "not-a-pair", "not-a-tuple"],
)
def test_a_store_that_cannot_be_used_is_compiled_again_and_replaced(tmp_path, content):
    path = tmp_path / "store.marshal"
    path.write_bytes(content)
    with bytecode.compiled_once(path, write=True):
        cls = make({"frozen": True})
    assert methods(cls) == methods(make({"frozen": True}))
    magic, codes = marshal.loads(path.read_bytes())
    assert magic == MAGIC_NUMBER and codes and all(isinstance(code, types.CodeType) for code in codes.values())


def test_text_whose_stored_code_is_not_code_is_compiled(tmp_path):
    path = tmp_path / "store.marshal"
    with bytecode.compiled_once(path, write=True):
        make({})
    _, codes = marshal.loads(path.read_bytes())
    path.write_bytes(marshal.dumps((MAGIC_NUMBER, dict.fromkeys(codes, "not code"))))
    with bytecode.compiled_once(path, write=True):
        assert methods(make({})) == methods(make({}))


def test_nothing_is_written_when_bytecode_is_not(tmp_path, monkeypatch):
    path = tmp_path / "store.marshal"
    monkeypatch.setattr("sys.dont_write_bytecode", True)
    with bytecode.compiled_once(path):
        make({})
    assert not path.exists()


def test_a_store_that_cannot_be_written_is_no_error(tmp_path):
    blocked = tmp_path / "a-file"
    blocked.write_text("")
    with bytecode.compiled_once(blocked / "store.marshal", write=True):
        cls = make({})
    assert cls(name="a").count == 3


def test_the_store_is_kept_with_the_interpreters_bytecode():
    path = bytecode.default_path()
    assert path is not None and path.parent.name == "__pycache__" and path.parent.parent.name == "cache"
    assert path.name.startswith("bytecode.") and path.suffix == ".marshal"
