"""The Widget CRD defaults like the generated code: for each version's sample, the API
server's path (the CRD's openAPIV3Schema applied with `defaultgen.apply_defaults`) and the
operator's path (the generated `load`, then `to_dict`) give the same spec and status, the
Kubernetes types v1 embeds (imported into widgets/k8s: ResourceRequirements with its
Quantities, metav1.Condition) included."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

import yaml

from defaultgen import apply_defaults

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE.parent))

crd = yaml.safe_load((HERE / "crds" / "example.com_widgets.yaml").read_text(encoding="utf-8"))
failed = False
for version in crd["spec"]["versions"]:
    name = version["name"]
    sample = yaml.safe_load((HERE / f"widget-{name}.yaml").read_text(encoding="utf-8"))
    api = importlib.import_module(f"widgets.api.{name}")
    generated = importlib.import_module(f"widgets.api.{name}_defaults")
    server = apply_defaults(sample, version["schema"]["openAPIV3Schema"])
    operator = generated.to_dict(generated.load(api.Widget, sample))
    if (server["spec"], server.get("status")) == (operator["spec"], operator.get("status")):
        print(f"Widget {name}: built-in and CRD paths agree: spec {operator['spec']}")
    else:
        print(f"Widget {name}: the paths disagree:\n  CRD      {server['spec']}\n  built-in {operator['spec']}")
        failed = True
sys.exit(1 if failed else 0)
