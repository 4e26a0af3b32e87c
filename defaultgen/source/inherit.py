"""Class shapes as Python builds them: the C3 method resolution order, and a dataclass's
`__dataclass_fields__` collected over it (SPEC §1, struct embedding).

Pure functions over names: `source.universe.Universe` resolves the bases (statically, across
the scanned modules) and memoises the results; this module only applies Python's rules.

- `c3`: the MRO of a class from its bases' MROs (`type.mro()`, PEP 253 / "The Python 2.3 Method
  Resolution Order"), or why Python refuses the class.
- `collect`: `dataclasses._process_class`'s walk: for each class of the reversed MRO (the
  class itself left out) the `__dataclass_fields__` it shows (its own, or the nearest dataclass
  base's: Python reads them with `getattr`), then the class's own annotations; a name seen
  again keeps its first position and takes the new entry.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TypeVar

Entry = TypeVar("Entry")

OBJECT = "builtins.object"
# Classes outside the scanned modules that bring no dataclass fields, with their MROs.
OUTSIDE = {
    OBJECT: (OBJECT,),
    "typing.Generic": ("typing.Generic", OBJECT),
    "typing.Protocol": ("typing.Protocol", "typing.Generic", OBJECT),
    "abc.ABC": ("abc.ABC", OBJECT),
}
# `typing_extensions` re-exports these very classes
OUTSIDE_ALIASES = {"typing_extensions.Generic": "typing.Generic", "typing_extensions.Protocol": "typing.Protocol"}


def c3(name: str, bases: Sequence[str], mros: Sequence[Sequence[str]]) -> tuple[str, ...] | str:
    """The MRO of class `name` with `bases` (whose MROs are `mros`), or why Python refuses it
    (the words of its TypeError)."""
    duplicate = next((base for i, base in enumerate(bases) if base in bases[:i]), None)
    if duplicate is not None:
        return f"Python refuses the duplicate base class `{_short(duplicate)}`"
    sequences = [list(mro) for mro in mros if mro] + [list(bases)]
    result = [name]
    while sequences:
        for sequence in sequences:
            head = sequence[0]
            if not any(head in other[1:] for other in sequences):
                break
        else:
            heads = ", ".join(dict.fromkeys(f"`{_short(s[0])}`" for s in sequences))
            return f"Python cannot create a consistent method resolution order (MRO) for bases {heads}"
        result.append(head)
        sequences = [rest for rest in (seq[1:] if seq[0] == head else seq for seq in sequences) if rest]
    return tuple(result)


def collect(
    mro: Sequence[str],
    shown: Callable[[str], Iterable[tuple[str, Entry]] | None],
    own: Iterable[tuple[str, Entry]],
) -> dict[str, Entry]:
    """The `__dataclass_fields__` of the class whose MRO is `mro`: `shown(name)` is what the
    class `name` of the MRO shows (None: no dataclass anywhere in its own MRO), `own` the
    class's own entries in declaration order."""
    entries: dict[str, Entry] = {}
    for name in reversed(mro[1:]):
        for key, entry in shown(name) or ():
            entries[key] = entry
    for key, entry in own:
        entries[key] = entry
    return entries


def _short(name: str) -> str:
    return name.rpartition(".")[2]
