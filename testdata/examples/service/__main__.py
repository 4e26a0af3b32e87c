"""The example service: read its YAML configuration, apply every default, print the result.

    python -m service [CONFIG]      (run from testdata/examples; CONFIG: service/config.yaml)

It needs the standard library, PyYAML and the modules defaultgen generated, nothing else:
the effective configuration is `load(Server, data)`, printed as JSON by `to_dict`.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import yaml

from .api.server import Server
from .api.server_defaults import load, to_dict

CONFIG = Path(__file__).with_name("config.yaml")


def read_config(path: Path) -> Server:
    """The configuration in the YAML file at `path`, every default applied."""
    with open(path, encoding="utf-8") as handle:
        data = yaml.safe_load(handle)
    if data is not None and not isinstance(data, dict):
        raise ValueError(f"{path}: the configuration must be a mapping, not {type(data).__name__}")
    return load(Server, data)


def main(argv: list[str]) -> int:
    path = Path(argv[0]) if argv else CONFIG
    try:
        config = read_config(path)
    except (OSError, ValueError, yaml.YAMLError) as exc:
        print(f"service: {exc}", file=sys.stderr)
        return 1
    print(as_json(to_dict(config)))
    return 0


def as_json(data: dict) -> str:
    """`data` as JSON with one line per top-level key: short enough to read at a glance."""
    lines = [f"  {json.dumps(key)}: {json.dumps(value)}" for key, value in data.items()]
    return "{\n" + ",\n".join(lines) + "\n}"


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
