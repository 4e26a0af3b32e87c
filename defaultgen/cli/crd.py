"""`defaultgen crd`: CustomResourceDefinition manifests from the resource types (SPEC §7)."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from .outputs import Output, OutputError, read_existing, report, say, write


DESCRIPTION = """\
Write one apiextensions.k8s.io/v1 CustomResourceDefinition per resource kind, read from
controller-gen's markers:

  # +groupName=example.com             top-level, in the module or an enclosing package's __init__.py
  # +versionName=v1                    optional: else the module's name (api/v1/types.py -> v1)
  # +kubebuilder:object:root=true      above each root dataclass (one per version), then:
  # +kubebuilder:resource:scope=Cluster,shortName=wd,categories=all,path=...,singular=...
  # +kubebuilder:subresource:status
  # +kubebuilder:subresource:scale:specpath=.spec.replicas,statuspath=.status.replicas
  # +kubebuilder:printcolumn:name="Size",type=integer,JSONPath=`.spec.size`
  # +kubebuilder:storageversion        the storage version, when there are several
  # +kubebuilder:unservedversion, +kubebuilder:deprecatedversion:warning="...",
  # +kubebuilder:skipversion, +kubebuilder:metadata:annotations="k=v",labels="k=v",
  # +kubebuilder:selectablefield:JSONPath=`.spec.color`

Names, versions, subresources and printer columns follow controller-gen. The schema is the
structural one of `openapi --structural`, with every default. Each manifest is checked as
apiextensions-apiserver checks a CRD (structural schema, defaults that validate against their
schema and survive pruning, no defaults in top-level metadata, list-map keys required or
defaulted); nothing is written while lint or a check reports an error. A file in the way that
defaultgen did not write is never overwritten; an earlier CRD of ours that is no longer
produced is removed from the output directory.

--check and --diff write nothing: --check names each manifest that is missing or stale,
--diff prints what would change.

exit status: 0 written (or up to date), 1 errors or (with --check/--diff) changes, 2 usage error.

example:
  defaultgen crd api/ -o config/crd/bases
  defaultgen crd --check           # in CI: fail when the manifests are stale
"""


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("paths", nargs="*", metavar="PATH", help="files or directories to scan (default: settings, then .)")
    parser.add_argument("-o", dest="crd_output", default=None, metavar="DIR|FILE", help="short for --output")
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if any manifest is missing or stale")
    parser.add_argument("--diff", action="store_true", help="write nothing; print a unified diff of what would change")


def run(settings, args: argparse.Namespace) -> int:
    from ..crd.manifest import build_crds
    from ..diagnostics import Severity
    from ..lint.linter import lint
    from ..lint.report import render
    from ..source.discover import universe_for

    _, universe = universe_for(settings, args.paths)
    blocking = [d for d in lint(universe, settings) if d.severity is Severity.ERROR or settings.warnings_as_errors]
    if blocking:
        sys.stderr.write(render(blocking, "text"))
        say(f"defaultgen crd: nothing written: lint reports {len(blocking)} error(s)")
        return 1
    manifests, problems = build_crds(universe)
    if problems:
        sys.stderr.write(render(problems, "text"))
        say(f"defaultgen crd: nothing written: {len(problems)} problem(s) the API server would reject")
        return 1
    if not manifests:
        say("defaultgen crd: no resource types (no dataclass marked `# +kubebuilder:object:root=true`)")
    fmt, target = settings.crd_format, settings.crd_output
    if target == "-":
        sys.stdout.write(_bundle([m.document for m in manifests], fmt))
        return 0
    try:
        outputs = _plan(manifests, target, fmt)
    except OutputError as exc:
        say(f"defaultgen crd: nothing written: {exc}")
        return 1
    changes = [o for o in outputs if o.changed]
    in_the_way = [o for o in changes if o.old is not None and not _ours(o.old)]
    for output in in_the_way:
        say(f"{output.shown}: not overwritten: it was not written by defaultgen; move it away or choose another --output")
    if args.check or args.diff:
        return report(changes, show_diff=args.diff, list_changes=args.check)
    if in_the_way:
        say("defaultgen crd: nothing written")
        return 1
    return _write(outputs)


def _plan(manifests, target: str, fmt: str) -> list[Output]:
    extension = ".json" if fmt == "json" else ".yaml"
    if Path(target).suffix in (".yaml", ".yml", ".json"):
        path = Path(target)
        return [Output(path, target, read_existing(path, str(path)), _bundle([m.document for m in manifests], fmt))]
    directory = Path(target)
    outputs = []
    for manifest in manifests:
        path = directory / f"{manifest.stem}{extension}"
        outputs.append(Output(path, str(path), read_existing(path, str(path)), _bundle([manifest.document], fmt)))
    planned = {o.path for o in outputs}
    if directory.is_dir():
        for path in sorted(directory.glob(f"*{extension}")):
            old = read_existing(path, str(path))
            if path not in planned and old is not None and _ours(old):
                outputs.append(Output(path, str(path), old, None))
    return outputs


def _ours(text: str) -> bool:
    """Whether a file's text is a manifest we wrote: the generated header (YAML), or every
    CRD in it annotated as ours (JSON)."""
    from ..crd.manifest import GENERATED_ANNOTATION
    from ..fileio import GENERATED_HEADER

    if text.startswith(GENERATED_HEADER):
        return True
    try:
        data = json.loads(text)
    except ValueError:
        return False
    documents = data.get("items") if isinstance(data, dict) and data.get("kind") == "List" else [data]
    return bool(documents) and all(
        isinstance(d, dict) and isinstance(d.get("metadata"), dict)
        and d["metadata"].get("annotations", {}).get(GENERATED_ANNOTATION) == "true"
        for d in documents
    )


def _bundle(documents: list[dict[str, Any]], fmt: str) -> str:
    """The documents as one file: YAML documents after the generated header, or one JSON
    value (a `List` unless there is exactly one)."""
    from ..fileio import GENERATED_HEADER

    if fmt == "json":
        value = documents[0] if len(documents) == 1 else {"apiVersion": "v1", "kind": "List", "items": documents}
        return json.dumps(value, indent=2, sort_keys=True, ensure_ascii=False) + "\n"
    return GENERATED_HEADER + "\n" + "".join("---\n" + _yaml(d) for d in documents)


def _yaml(document: dict[str, Any]) -> str:
    """Block YAML with sorted keys and multi-line strings as `|` blocks, as controller-gen
    writes it."""
    import yaml

    class Dumper(yaml.SafeDumper):
        pass

    def text(dumper: yaml.SafeDumper, value: str) -> yaml.Node:
        style = "|" if "\n" in value else None
        return dumper.represent_scalar("tag:yaml.org,2002:str", value, style=style)

    Dumper.add_representer(str, text)
    return yaml.dump(document, Dumper=Dumper, sort_keys=True, default_flow_style=False, allow_unicode=True, width=100)


def _write(outputs: list[Output]) -> int:
    done = write(outputs)
    if done is None:
        return 2
    parts = [f"{n} {what}" for n, what in zip(done, ("written", "removed", "unchanged")) if n]
    if parts:
        say(f"CRD manifests: {', '.join(parts)}")
    return 0
