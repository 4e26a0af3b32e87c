"""`validate_document` against jsonschema's `Draft4Validator(schema).iter_errors` (SPEC §8's
CRD path; the issue's goal: at least 5x faster) on the same schema and documents.

The schema is a custom resource's, constrained the way kubebuilder operators constrain theirs:
bounds, lengths, patterns, enums, formats, required fields, nested lists of objects, a string
map, a set list. Half of the documents break something. Both validators must agree on which
documents are valid (the row says so): a speed-up never hides a wrong answer. Keywords
jsonschema does not know (`nullable`, `x-kubernetes-*`) it ignores; the schema avoids those
whose absence would change a verdict, and formats are left unchecked by both sides' choice
(jsonschema checks none without a FormatChecker; the schema has none).
"""

from __future__ import annotations

import random
from typing import Any

from .measure import best_call, peak_memory
from .report import Row, kib, speedup, unavailable

NAME = "validate_document vs jsonschema Draft4Validator.iter_errors"

PORT = {
    "type": "object",
    "required": ["name", "port"],
    "properties": {
        "name": {"type": "string", "minLength": 1, "maxLength": 15, "pattern": "^[a-z]([-a-z0-9]*[a-z0-9])?$"},
        "port": {"type": "integer", "minimum": 1, "maximum": 65535},
        "protocol": {"type": "string", "enum": ["TCP", "UDP", "SCTP"]},
    },
}
SCHEMA: dict[str, Any] = {
    "type": "object",
    "required": ["spec"],
    "properties": {
        "apiVersion": {"type": "string"},
        "kind": {"type": "string"},
        "spec": {
            "type": "object",
            "required": ["image", "replicas"],
            "properties": {
                "image": {"type": "string", "minLength": 1, "maxLength": 253},
                "replicas": {"type": "integer", "minimum": 0, "maximum": 100},
                "ratio": {"type": "number", "minimum": 0, "maximum": 1, "exclusiveMaximum": True},
                "mode": {"type": "string", "enum": ["Always", "OnFailure", "Never"]},
                "ports": {"type": "array", "maxItems": 16, "items": PORT},
                "labels": {"type": "object", "maxProperties": 32,
                           "additionalProperties": {"type": "string", "maxLength": 63}},
                "args": {"type": "array", "items": {"type": "string", "minLength": 1}},
                "resources": {
                    "type": "object",
                    "properties": {
                        "cpu": {"type": "integer", "multipleOf": 100, "minimum": 100},
                        "memory": {"type": "string", "pattern": "^[0-9]+(Mi|Gi)$"},
                    },
                },
                "paused": {"type": "boolean"},
            },
        },
    },
}


def documents(count: int, seed: int = 1929) -> list[dict]:
    rnd = random.Random(seed)

    def port(i: int) -> dict:
        p = {"name": f"p{i}", "port": 8000 + i, "protocol": rnd.choice(["TCP", "UDP"])}
        if rnd.random() < 0.05:
            p["port"] = 70000  # out of range
        return p

    docs = []
    for i in range(count):
        spec: dict[str, Any] = {
            "image": f"registry.example.com/app:{i}",
            "replicas": rnd.randint(0, 10),
            "ratio": rnd.random() * 0.9,
            "mode": rnd.choice(["Always", "OnFailure", "Never"]),
            "ports": [port(j) for j in range(rnd.randint(0, 4))],
            "labels": {f"k{j}": f"v{j}" for j in range(rnd.randint(0, 6))},
            "args": [f"--flag{j}" for j in range(rnd.randint(0, 5))],
            "resources": {"cpu": 100 * rnd.randint(1, 8), "memory": f"{rnd.randint(1, 512)}Mi"},
            "paused": rnd.random() < 0.5,
        }
        if i % 2:  # break one thing
            broken = rnd.choice(["replicas", "mode", "image", "memory", "cpu", "label", "required"])
            if broken == "replicas":
                spec["replicas"] = 101
            elif broken == "mode":
                spec["mode"] = "Sometimes"
            elif broken == "image":
                spec["image"] = ""
            elif broken == "memory":
                spec["resources"]["memory"] = "512MB"
            elif broken == "cpu":
                spec["resources"]["cpu"] = 150
            elif broken == "label":
                spec["labels"]["long"] = "x" * 64
            else:
                del spec["replicas"]
        docs.append({"apiVersion": "example.com/v1", "kind": "App", "spec": spec})
    return docs


def row(runs: int, count: int) -> Row:
    try:
        from jsonschema import Draft4Validator

        from defaultgen import validate_document
    except ImportError as exc:
        return unavailable(NAME, 5, f"not built: {exc}", faster=True)
    docs = documents(count)
    validator = Draft4Validator(SCHEMA)

    def ours(items: list) -> list:
        return [validate_document(d, SCHEMA) for d in items]

    def theirs(items: list) -> list:
        return [list(validator.iter_errors(d)) for d in items]

    ours_time = best_call(runs, lambda: docs, ours)
    theirs_time = best_call(runs, lambda: docs, theirs)
    ours_mem, theirs_mem = peak_memory(lambda: docs, ours), peak_memory(lambda: docs, theirs)
    ours_valid = [not p for p in ours(docs)]
    agree = ours_valid == [not e for e in theirs(docs)]
    return speedup(
        NAME,
        ours_time,
        theirs_time,
        5,
        measured=f"{ours_time / count * 1e6:.3g} µs/doc",
        baseline=f"{theirs_time / count * 1e6:.3g} µs/doc",
        memory=f"{kib(ours_mem)} / {kib(theirs_mem)}",
        note=f"{count} documents, {ours_valid.count(False)} invalid; same verdicts: {'yes' if agree else 'NO'}",
    )
