"""The step model of the generated code: what each field's set_defaults, to_dict, from_dict and
load do, as small frozen records (`codegen.code` decides them, the templates in `templates/`
write them as Python)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from .layout import Args, Call, Comp, Expr
from .pyliteral import python_literal
from .validators import Step as ValidatorStep
from .validators import ValidatorCode

# --------------------------------------------------------------------------- steps of set_defaults


@dataclass(frozen=True)
class FrozenField:
    """The field `name` of `obj` as the target of an assignment when its dataclass is frozen
    (`obj.name = value` raises there): `object.__setattr__(obj, "name", value)`, as the
    dataclass's own __init__ sets its fields."""

    name: str

    def call(self, value: Expr) -> Call:
        return Call("object.__setattr__", Args(("obj", python_literal(self.name), value)))


Target = str | FrozenField  # what a value is assigned to: `obj.name`, a local, an item, or a frozen field


@dataclass(frozen=True)
class IfZero:
    """`if test: target = value`: a non-Optional scalar, list or dict at its zero value (`test`
    is `not <target>`, or for an Enum `<target> is <its zero member>`)."""

    kind: ClassVar[str] = "if_zero"
    target: Target
    value: Expr
    test: str


@dataclass(frozen=True)
class IfNone:
    """`if target is None: assign = value`; `assign` is the target, or for a list item or dict
    value the entry it came from (`v0 = obj.items[i0]` when the item is visited afterwards)."""

    kind: ClassVar[str] = "if_none"
    target: str
    assign: Target
    value: Expr


@dataclass(frozen=True)
class Descend:
    """`set_defaults_X(target)`: default a dataclass value's own fields."""

    kind: ClassVar[str] = "descend"
    call: Call


@dataclass(frozen=True)
class IfNotNone:
    """`if target is not None:` then `body`."""

    kind: ClassVar[str] = "if_not_none"
    target: str
    body: tuple[Step, ...]


@dataclass(frozen=True)
class EachItem:
    """A loop over a list's items or a dict's values; `slot` names the index or key variable
    when items may be replaced."""

    kind: ClassVar[str] = "each_item"
    target: str
    item: str
    body: tuple[Step, ...]
    is_dict: bool
    slot: str = ""


Step = IfZero | IfNone | Descend | IfNotNone | EachItem

# --------------------------------------------------------------------------- codec entries


@dataclass(frozen=True)
class Encoded:
    """One `data[key] = value` of to_dict; `when` is "" (always), "truthy", "not_none", or
    "not_zero" (`target` is then the IsZero test of an omitzero dataclass field)."""

    key: str
    target: str
    value: Expr
    when: str
    inline: Inlined | None = None  # the nested dataclass (or list item) written in place
    depth: int = 0  # how many objects written in place hold this entry's: numbers its names

    @property
    def gathered(self) -> Comp | None:
        """The comprehension that `value` is, which to_dict writes as a loop: before Python
        3.12 a comprehension is a function call of its own, 30-40 ns a container."""
        return self.value if isinstance(self.value, Comp) else None

    @property
    def built(self) -> str:
        """The name of the container a gathered value is built in, one for each depth: a
        list written in place inside another's loop must not take the name of the outer one."""
        return f"out{self.depth}"


@dataclass(frozen=True)
class Inlined:
    """A nested dataclass that to_dict writes in place of calling its to_dict_<Class> (a
    function call is a third of the cost of a small object): its own `entries` (written in
    place in turn where they may, one depth further) read the object in `var` (`source`, or
    each item of the list `source`) and fill the dict `out`."""

    var: str
    source: str
    out: str
    entries: tuple[Encoded, ...]


@dataclass(frozen=True)
class Argument:
    """One argument of the decoders' constructor call: by position while every field before
    it is passed by position too (half the cost of a keyword), else by keyword `name`."""

    name: str
    value: Expr
    positional: bool = False


@dataclass(frozen=True)
class Store:
    """`target = value` after the decoders' constructor call: an `init=False` field, which
    __init__ does not take."""

    target: Target
    value: Expr


# --------------------------------------------------------------------------- checks of from_dict
# Each check takes the raw JSON value in local `var` and leaves the decoded value there. A value
# of the wrong type goes through `fix`, a call into the support module that records the
# problem at `where` (keys and indexes relative to the object being decoded). A new kind of
# type is one more record here and one more branch in templates/from_dict.py.j2.


@dataclass(frozen=True)
class CheckScalar:
    """`if test: var = fix`: a str, int, float or bool (`test` is true for a wrong type)."""

    kind: ClassVar[str] = "scalar"
    var: str
    test: str
    fix: Call


@dataclass(frozen=True)
class CheckObject:
    """`var = from_dict_X(var, strict)` (load: `var = load_X(var)`); the nested object's
    problems are recorded under its place (`nested`; None in load, whose nested load raises
    at its first problem). With `keep_null`, null stays None; else it is decoded to the zero
    object."""

    kind: ClassVar[str] = "object"
    var: str
    call: Call
    nested: Call | None
    keep_null: bool
    inline: InlineLoad | None = None  # load: a leaf dataclass decoded in place of `call`
    never_null: bool = False  # a null was replaced or refused before: anything but an object is wrong
    # load, decoding in place a list item whose null nothing fills: the call that refuses a
    # null, made once the item is found not to be an object (off the valid path)
    refused: Call | None = None


@dataclass(frozen=True)
class CheckEach:
    """A list (or dict) copied item by item into `out`, each item checked by `body`; null is
    None with `keep_null`, else `zero`; any other non-list is a problem (`fix`). A dict's
    keys must be strings (`bad_key`); with `drop_null` its null values are left out, as the
    CRD path removes a null value that no default fills (SPEC §5). With `exact`, a container
    whose items all pass it is copied at once instead (the same result, at C speed)."""

    kind: ClassVar[str] = "each"
    var: str
    out: str
    slot: str
    item: str
    body: tuple[Check, ...]
    is_dict: bool
    keep_null: bool
    zero: Expr
    fix: Call
    bad_key: Call | None
    drop_null: bool = False
    # true for an item (or a dict's key, its value read by it) the checks would keep exactly as
    # it is, when every item is a scalar of the right type: a container of only such items is
    # copied whole (the valid path), the item loop runs from the first other one on ("": no fast path)
    exact: str = ""
    never_null: bool = False  # a null cannot reach it: no branch for one


@dataclass(frozen=True)
class CheckConvert:
    """`var = call` (a helper of the module reading an Enum, Literal, datetime, ... from its
    wire form, raising ValueError for anything else, recorded by `invalid`); null is None
    with `keep_null` (or for a type without a zero value: unset), else `null`. With `other`
    (an Enum or Literal), the valid path needs no call: only a value for which `other` holds
    goes to `call`; any other is `found` (None: kept as it is), and a `found` lookup that
    misses (KeyError: a value of the type that is no member's) goes to `call` too."""

    kind: ClassVar[str] = "convert"
    var: str
    call: Expr
    invalid: Call
    keep_null: bool
    null: Expr
    never_null: bool = False  # a null cannot reach it: no branch for one
    other: str = ""  # the test that the value is not one of the choices, or not of their type ("": always call)
    found: Expr | None = None  # what a value that is one of them decodes to (None: itself)


@dataclass(frozen=True)
class Built:
    """A default object built in place, as load_<Class> builds a plain dataclass:
    `builder()` (`Code.builder`: object.__new__ bound to the class) and one `var.name = value`
    per field of `stores` (a third cheaper than calling the class, whose __init__ does only
    that)."""

    builder: str
    stores: tuple[Argument, ...]


@dataclass(frozen=True)
class IfNoneElse:
    """`if var is None:` the value a missing key (or null) decodes to, `else:` the checks of
    any other value (`present`, which never see None). Where that value is a constant (a
    default, a default object, or the missing field's problem) a missing field costs one
    test instead of its checks. `missing` is an expression (`var = missing`) or a default
    object built in place (`Built`)."""

    kind: ClassVar[str] = "if_none_else"
    var: str
    missing: Expr | Built
    present: tuple[Check, ...]


Check = CheckScalar | CheckObject | CheckEach | CheckConvert | IfNone | IfNoneElse


@dataclass(frozen=True)
class FieldRead:
    """`var = read` (the field's JSON value), then its checks."""

    var: str
    read: Expr
    checks: tuple[Check, ...]


@dataclass(frozen=True)
class InlineLoad:
    """A dataclass that load decodes in place of calling its load_<Class> (the call was a
    tenth of a small object's cost): each field read from the JSON object into a local of its
    own, checked and defaulted as load_<Class> does (`fields`), its validation markers
    checked on those locals (`checks`, fail-fast: `ValidatorCode.own`), then the object built
    with its `builder` (`Code.builder`) and `stores` (attribute = local) into the variable that
    held the JSON."""

    fields: tuple[FieldRead, ...]
    builder: str
    stores: tuple[Argument, ...]
    checks: tuple[ValidatorStep, ...] = ()


@dataclass(frozen=True)
class Decoder:
    """One decoding function of a class, `<codec>_<Class>`: from_dict (Go's json.Unmarshal)
    or load (the same, applying the class's defaults on the way: from_dict then set_defaults
    in one pass). Both read each field (`fields`), then build the object from `arguments`."""

    codec: str
    doc: str
    fields: tuple[FieldRead, ...]


@dataclass(frozen=True)
class ClassCode:
    """What the templates write for one dataclass."""

    name: str
    set_defaults: tuple[Step, ...]
    to_dict: tuple[Encoded, ...]
    decoders: tuple[Decoder, ...]
    arguments: tuple[Argument, ...]
    stores: tuple[Store, ...]
    unknown_keys: Call  # from_dict's strict check (load has no strict mode of its own)
    # built as `__init__` would build it without calling it (`DataClass.plain_init`): by the
    # module's `builder` (`Code.builder`: object.__new__ bound to the class), then `arguments`
    # stored in field order, as `__init__` stores them; None: the class is called
    builder: str | None = None
    validator: ValidatorCode | None = None  # validate_<Class> (codegen.validators)


def field_target(name: str, frozen: bool) -> Target:
    """How the generated code assigns the field `name` of `obj`: `obj.name = ...`, or through
    object.__setattr__ when its dataclass is frozen."""
    return FrozenField(name) if frozen else f"obj.{name}"


def positional(arguments: tuple[tuple[Argument, bool] | None, ...]) -> tuple[Argument, ...]:
    """The constructor's arguments, each `(argument, field is positional)` or None for a field
    left to its Python default: positional up to the first field that is not or is left out."""
    result, by_position = [], True
    for entry in arguments:
        by_position = by_position and entry is not None and entry[1]
        if entry is not None:
            result.append(Argument(entry[0].name, entry[0].value, by_position))
    return tuple(result)

