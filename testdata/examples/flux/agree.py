"""Flux's GitRepository, imported, defaults and validates like the CRD it was imported from: the
API server's path (the CRD as Flux publishes it, applied with `defaultgen.apply_defaults` and
checked with `defaultgen.validate_document`) and the operator's path (the generated `load`,
then `to_dict`) give the same object for gitrepository.yaml, and both refuse
gitrepository-invalid.yaml."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

import yaml

from defaultgen import apply_defaults, validate_document

HERE = Path(__file__).parent
CRD = HERE.parent.parent / "import/crds/flux-source-controller/source.toolkit.fluxcd.io_gitrepositories.yaml"
sys.path.insert(0, str(HERE.parent))
api = importlib.import_module("flux.source_toolkit_fluxcd_io.v1")
generated = importlib.import_module("flux.source_toolkit_fluxcd_io.v1_defaults")

(version,) = yaml.safe_load(CRD.read_text(encoding="utf-8"))["spec"]["versions"]
schema = version["schema"]["openAPIV3Schema"]
failed = False

sample = yaml.safe_load((HERE / "gitrepository.yaml").read_text(encoding="utf-8"))
server = apply_defaults(sample, schema)
operator = generated.to_dict(generated.load(api.GitRepository, sample))
if server == operator and not validate_document(server, schema):
    print(f"GitRepository v1: built-in and CRD paths agree: spec {operator['spec']}, status {operator['status']}")
else:
    print(f"GitRepository v1: the paths disagree:\n  CRD      {server}\n  built-in {operator}")
    failed = True

invalid = yaml.safe_load((HERE / "gitrepository-invalid.yaml").read_text(encoding="utf-8"))
problems = validate_document(apply_defaults(invalid, schema), schema)
try:
    generated.load(api.GitRepository, invalid)
    refused = "nothing"
except generated.ValidationError as exc:
    refused = str(exc)
if problems and refused != "nothing":
    print(f"GitRepository v1: both paths refuse gitrepository-invalid.yaml: CRD {problems[0]}; built-in {refused}")
else:
    print(f"GitRepository v1: gitrepository-invalid.yaml: the CRD refuses {problems or 'nothing'}, the built-in path {refused}")
    failed = True
sys.exit(1 if failed else 0)
