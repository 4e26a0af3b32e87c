"""Deterministic inputs for the run-time benchmarks, shaped for bench/kep_types.py (and, by
`workload_documents` and `service_documents`, for bench/workload_types.py and
bench/service_types.py).

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


def workload_documents(count: int, seed: int = 1929) -> list[dict[str, Any]]:
    """Workload JSON objects: one to four containers, each with some ports, args, a probe
    and limits present or missing (never null, never an explicit zero)."""
    rng = random.Random(seed)
    docs = []
    for n in range(count):
        spec: dict[str, Any] = {"containers": [_container(rng, i) for i in range(rng.randint(1, 4))]}
        if rng.random() < 0.4:
            spec["replicas"] = rng.randint(1, 9)
        if rng.random() < 0.5:
            spec["selector"] = {"app": rng.choice(_WORDS), "tier": rng.choice(_WORDS)}
        if rng.random() < 0.4:
            spec["readinessProbe"] = _probe(rng)
        if rng.random() < 0.2:
            spec["paused"] = True
        doc: dict[str, Any] = {"name": f"w{n}", "spec": spec}
        if rng.random() < 0.6:
            doc["labels"] = {f"k{j}": rng.choice(_WORDS) for j in range(rng.randint(1, 4))}
        docs.append(doc)
    return docs


def _container(rng: random.Random, i: int) -> dict[str, Any]:
    container: dict[str, Any] = {"name": f"c{i}", "image": f"registry.example.com/{rng.choice(_WORDS)}:{i}"}
    if rng.random() < 0.3:
        container["imagePullPolicy"] = "Always"
    if rng.random() < 0.5:
        container["args"] = [f"--{rng.choice(_WORDS)}" for _ in range(rng.randint(1, 4))]
    if rng.random() < 0.7:
        container["ports"] = [_port(rng) for _ in range(rng.randint(1, 3))]
    if rng.random() < 0.5:
        container["livenessProbe"] = _probe(rng)
    if rng.random() < 0.5:
        container["limits"] = {"cpu": f"{rng.randint(1, 8) * 100}m", "memory": f"{rng.randint(1, 8) * 64}Mi"}
    return container


def _port(rng: random.Random) -> dict[str, Any]:
    port: dict[str, Any] = {"containerPort": rng.randint(1, 65535)}
    if rng.random() < 0.5:
        port["name"] = rng.choice(_WORDS)
    if rng.random() < 0.3:
        port["protocol"] = "UDP"
    return port


def _probe(rng: random.Random) -> dict[str, Any]:
    probe: dict[str, Any] = {}
    if rng.random() < 0.5:
        probe["path"] = f"/{rng.choice(_WORDS)}"
    if rng.random() < 0.3:
        probe["port"] = rng.randint(1, 65535)
    if rng.random() < 0.3:
        probe["periodSeconds"] = rng.randint(1, 60)
    return probe


def service_documents(count: int, seed: int = 1929) -> list[dict[str, Any]]:
    """Service JSON objects: metadata with labels and annotations present or missing, one to
    four ports (the omitempty ints mostly missing, a protocol sometimes given), a type,
    cluster IP, external IPs and session affinity sometimes given."""
    rng = random.Random(seed)
    docs = []
    for n in range(count):
        meta: dict[str, Any] = {"name": f"svc{n}", "namespace": rng.choice(_WORDS)}
        if rng.random() < 0.7:
            meta["labels"] = {f"l{j}": rng.choice(_WORDS) for j in range(rng.randint(1, 4))}
        if rng.random() < 0.3:
            meta["annotations"] = {"owner": rng.choice(_WORDS)}
        if rng.random() < 0.5:
            meta["generation"] = rng.randint(1, 100)
        spec: dict[str, Any] = {"ports": [_service_port(rng) for _ in range(rng.randint(1, 4))]}
        spec["selector"] = {"app": rng.choice(_WORDS)}
        if rng.random() < 0.5:
            spec["type"] = rng.choice(("ClusterIP", "NodePort", "LoadBalancer"))
        if rng.random() < 0.3:
            spec["clusterIP"] = f"10.0.0.{rng.randint(1, 254)}"
        if rng.random() < 0.2:
            spec["externalIPs"] = [f"192.0.2.{rng.randint(1, 254)}"]
        if rng.random() < 0.2:
            spec["sessionAffinityConfig"] = {"timeoutSeconds": rng.randint(1, 86400)}
        docs.append({"metadata": meta, "spec": spec})
    return docs


def _service_port(rng: random.Random) -> dict[str, Any]:
    port: dict[str, Any] = {"port": rng.randint(1, 65535)}
    if rng.random() < 0.6:
        port["name"] = rng.choice(_WORDS)
    if rng.random() < 0.3:
        port["protocol"] = rng.choice(("TCP", "UDP", "SCTP"))
    if rng.random() < 0.5:
        port["targetPort"] = rng.randint(1, 65535)
    if rng.random() < 0.1:
        port["nodePort"] = rng.randint(30000, 32767)
    return port


def app_documents(count: int, seed: int = 1929) -> list[dict[str, Any]]:
    """App JSON objects that pass every constraint of bench/constrained_types.py (fields
    present or missing, never null, never an explicit zero)."""
    rng = random.Random(seed)
    docs = []
    for n in range(count):
        doc: dict[str, Any] = {"image": f"registry.example.com/{rng.choice(_WORDS)}:{n}"}
        if rng.random() < 0.5:
            doc["replicas"] = rng.randint(1, 100)
        if rng.random() < 0.5:
            doc["mode"] = rng.choice(["Always", "OnFailure", "Never"])
        if rng.random() < 0.7:
            doc["ports"] = [_app_port(rng, j) for j in range(rng.randint(1, 4))]
        if rng.random() < 0.6:
            doc["labels"] = {f"k{j}": rng.choice(_WORDS) for j in range(rng.randint(1, 6))}
        if rng.random() < 0.5:
            doc["args"] = [f"--{rng.choice(_WORDS)}" for _ in range(rng.randint(1, 5))]
        docs.append(doc)
    return docs


def _app_port(rng: random.Random, j: int) -> dict[str, Any]:
    port: dict[str, Any] = {"name": f"{rng.choice(_WORDS)}-{j}", "port": rng.randint(1, 65535)}
    if rng.random() < 0.5:
        port["protocol"] = rng.choice(["TCP", "UDP", "SCTP"])
    return port


# One broken constraint each (bench/constrained_types.py): every validating contender refuses them.
_BREAKS = (
    ("image", ""),
    ("image", "x" * 254),
    ("replicas", 101),
    ("mode", "Sometimes"),
    ("ports", [{"name": "Bad_Name", "port": 80}]),
    ("ports", [{"name": "p", "port": 70000}]),
    ("ports", [{"name": "p", "port": 0}]),
    ("ports", [{"name": "p", "port": 80, "protocol": "HTTP"}]),
    ("ports", [{"name": "p" * 16, "port": 80}]),
    ("ports", [{"name": f"p{j}", "port": 80 + j} for j in range(17)]),
    ("labels", {f"k{j}": "v" for j in range(33)}),
    ("args", [""]),
    ("args", [f"--a{j}" for j in range(9)]),
)


def invalid_app_documents(seed: int = 1929) -> list[dict[str, Any]]:
    """App documents that each break one constraint, every kind of constraint once."""
    docs = app_documents(len(_BREAKS), seed)
    return [{**doc, key: value} for doc, (key, value) in zip(docs, _BREAKS)]


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
