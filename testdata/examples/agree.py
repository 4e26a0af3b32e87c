"""Check that the two defaulting paths give the example service the same configuration.

The built-in path is the app, `python -m service CONFIG` (the generated `load`, printed by
`to_dict`); the CRD path is `defaultgen apply` with the schema `defaultgen openapi` emitted.
KEP-1929 promises they agree for lint-clean types, on every document that does not set an
omitempty field to its zero value explicitly.

    python agree.py [CONFIG]      (CONFIG: service/config.yaml)

Exit status 0 when they agree; 1 and a diff of the two documents when they do not.
"""

from __future__ import annotations

import difflib
import json
import subprocess
import sys
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent
SCHEMA, ROOT = "service/openapi.json", "service.api.server.Server"


def _output(*command: str) -> str:
    """What `python COMMAND` prints, run from this directory; a failure ends the check."""
    done = subprocess.run([sys.executable, *command], cwd=HERE, capture_output=True, text=True)
    if done.returncode:
        sys.exit(f"agree.py: `python {' '.join(command)}` failed:\n{done.stderr}")
    return done.stdout


def main(argv: list[str]) -> int:
    shown = argv[0] if argv else "service/config.yaml"
    config = Path(shown).resolve() if argv else HERE / shown
    built_in = json.loads(_output("-m", "service", str(config)))
    crd = yaml.safe_load(_output("-m", "defaultgen", "apply", "--schema", SCHEMA, "--type", ROOT, str(config)))
    if built_in == crd:
        print(f"built-in and CRD paths agree on {shown}")
        return 0
    left, right = (json.dumps(d, indent=2, sort_keys=True).splitlines() for d in (built_in, crd))
    print("\n".join(difflib.unified_diff(left, right, "built-in (python -m service)", "CRD (defaultgen apply)", lineterm="")))
    return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
