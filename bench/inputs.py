"""Deterministic inputs for the run-time benchmarks, shaped for bench/kep_types.py.

`documents` are JSON objects a client might send (fields present or missing, never null and
never an explicit zero, so that every contender agrees on the result); `objects` builds typed
objects from them for `set_defaults`, with some None list items and dict values — the KEP's
`[null, "foo"]` case, which the item types' defaults fill.
"""

from __future__ import annotations

import random
from types import ModuleType
from typing import Any

_WORDS = ("alpha", "beta", "gamma", "delta", "web", "db", "cache", "queue")


def documents(count: int, seed: int = 1929) -> list[dict[str, Any]]:
    rng = random.Random(seed)
    docs = []
    for _ in range(count):
        doc: dict[str, Any] = {}
        if rng.random() < 0.5:
            doc["entry"] = _sub(rng)
        if rng.random() < 0.4:
            doc["pointer"] = _sub(rng)
        if rng.random() < 0.6:
            doc["items"] = [rng.choice(_WORDS) for _ in range(rng.randint(1, 5))]
        if rng.random() < 0.6:
            doc["labels"] = {f"k{j}": rng.choice(_WORDS) for j in range(rng.randint(1, 4))}
        if rng.random() < 0.3:
            doc["tags"] = [rng.choice(_WORDS) for _ in range(rng.randint(0, 3))]
        if rng.random() < 0.5:
            doc["subs"] = [_sub(rng) for _ in range(rng.randint(1, 4))]
        if rng.random() < 0.3:
            doc["replicas"] = rng.randint(1, 9)
        docs.append(doc)
    return docs


def _sub(rng: random.Random) -> dict[str, Any]:
    sub: dict[str, Any] = {}
    if rng.random() < 0.5:
        sub["name"] = rng.choice(_WORDS)
    if rng.random() < 0.5:
        sub["port"] = rng.randint(1, 65535)
    return sub


def objects(types: ModuleType, docs: list[dict[str, Any]], seed: int = 1929) -> list[Any]:
    """`types.Root` objects built from `docs` by constructor (no decoder involved), with a
    None item or value in some of their lists and dicts. `types` is bench.kep_types or
    bench.reflective: both define Root and SubLevel with the same fields."""
    rng = random.Random(seed)
    built = []
    for doc in docs:
        items = list(doc.get("items", []))
        labels = dict(doc.get("labels", {}))
        if items and rng.random() < 0.3:
            items[0] = None
        if labels and rng.random() < 0.3:
            labels["k0"] = None
        built.append(
            types.Root(
                entry=types.SubLevel(**doc.get("entry", {})),
                pointer=types.SubLevel(**doc["pointer"]) if "pointer" in doc else None,
                items=items,
                labels=labels,
                tags=list(doc["tags"]) if "tags" in doc else None,
                subs=[types.SubLevel(**sub) for sub in doc.get("subs", [])],
                replicas=doc.get("replicas"),
            )
        )
    return built
