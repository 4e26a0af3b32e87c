"""The example service: read its YAML configuration, apply every default, print the result.

    python -m service [CONFIG]      (run from testdata/examples; CONFIG: service/config.yaml)

It needs the standard library, PyYAML and the modules defaultgen generated, nothing else:
the effective configuration is `load(Server, data, strict=True)`, printed as JSON by
`to_dict`. A configuration that does not fit the types (or, strict, has a key no field has),
or breaks one of their validation markers (a port beyond 65535), is refused with every
mistake listed, one per line (`service/config-broken.yaml`, `service/config-invalid.yaml`).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import yaml

from .api.server import Server
from .api.server_defaults import ValidationError, load, to_dict

CONFIG = Path(__file__).with_name("config.yaml")


def read_config(path: Path) -> Server:
    """The configuration in the YAML file at `path`, every default applied, validated."""
    with open(path, encoding="utf-8") as handle:
        data = yaml.safe_load(handle)
    return load(Server, data, strict=True)  # strict: a misspelled key is a mistake, not ignored


def main(argv: list[str]) -> int:
    path = Path(argv[0]) if argv else CONFIG
    try:
        config = read_config(path)
    except ValidationError as exc:
        print(f"service: {path}: the configuration is not valid:", file=sys.stderr)
        for problem in exc.problems:
            print(f"  {problem}", file=sys.stderr)
        return 1
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
