"""A deterministic corpus of dataclass modules that lints clean: the dense input for lint and
generate timings.

The corpus mimics a large API tree (think Kubernetes' `api/` packages): packages of modules,
each with dataclasses whose fields mix every kind SPEC §1 maps — scalars, named types with
type-level defaults, Optional, lists and dicts of scalars / named types / dataclasses,
Optional items, nested and Optional dataclasses — referring to each other across modules
through several import styles, with descriptions and `+default` markers. Markers follow the
SPEC §2 rules, so the corpus is lint-clean: non-zero defaults only on omitempty or Optional
fields, none on non-Optional dataclass fields, Python-level defaults always the zero value,
default objects that fit their class and that their schema accepts as written (DG308: every
field without omitempty, which the schema requires, spelled out). Some files declare no dataclass at all (package
`__init__`s, helper modules), as in real trees.

Same shape and seed, same bytes: `corpus_files(shape)` is a pure function.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from pathlib import Path

ROOT_PACKAGE = "corpus"

_WORDS = (
    "probe volume container port policy selector toleration affinity handler backoff quota "
    "limit request secret config mount route endpoint service replica rollout strategy "
    "schedule taint label condition status spec template claim storage network ingress "
    "gateway listener cert token lease event metric target window retry timeout"
).split()
_ROLES = ("Spec", "Status", "Source", "Config", "Policy", "Ref", "Rule", "Item", "Options", "Settings")
_PACKAGES = ("apps", "batch", "core", "networking", "storage", "policy", "rbac", "scheduling", "node", "events")
_SENTENCES = (
    "How long to wait before the first check.",
    "Names must be unique within the namespace.",
    "More info: https://example.com/docs/concepts",
    "Defaults to the cluster-wide setting when left unset.",
    "The number of seconds after which the request times out.",
    "Cannot be updated.",
    "Selects the objects this rule applies to.",
    "A human-readable reason for the last transition.",
    "Only one of the sources may be given.",
    "Deprecated: use the spec field instead.",
)
_FOREIGN_MARKERS = ("+protobuf=true", "+featureGate=Example", "+k8s:conversion-gen=false")  # left alone (SPEC §1)
_SCALARS = ("str", "int", "float", "bool")
_ZERO = {"str": '""', "int": "0", "float": "0.0", "bool": "False"}
_JSON_ZERO = {"str": '""', "int": "0", "float": "0.0", "bool": "false"}


@dataclass(frozen=True)
class Shape:
    """How big the corpus is. FULL meets the benchmark's targets (≥300 modules, ≥3,000
    dataclasses); QUICK is for `BENCH_QUICK=1`."""

    packages: int = 10
    modules: int = 300  # modules that declare dataclasses
    classes_per_module: int = 10
    helper_modules: int = 30  # modules with no dataclass at all
    seed: int = 1929


FULL = Shape()
QUICK = Shape(packages=3, modules=30, helper_modules=3)
TOUCH_CLASS = "BenchTouched"


@dataclass
class _Named:
    """A named type: its name and the scalar kind under it."""

    name: str
    kind: str
    has_default: bool


@dataclass
class _Class:
    """What later fields need to know about a generated dataclass."""

    name: str
    scalars: list[tuple[str, str]] = field(default_factory=list)  # (wire name, kind): usable in default objects
    # (wire name, JSON) that every default object of this class must spell out: its fields
    # without omitempty, which the schema requires (DG308: a default is checked as written),
    # each with its smallest valid value.
    required: list[tuple[str, str]] = field(default_factory=list)
    field_names: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class _Spec:
    """One field as the kind methods decide it."""

    annotation: str
    default: str  # Python source of the zero value; `*name` means default_factory=name
    marker: str | None = None  # JSON of the `+default`, if any
    omitempty: bool = False
    scalar: str | None = None  # the scalar kind, for a non-Optional scalar field
    empty: str = "null"  # JSON a default object of the owner must hold for it, unless omitempty


@dataclass
class _Module:
    dotted: str
    path: str
    classes: list[_Class] = field(default_factory=list)
    named: list[_Named] = field(default_factory=list)


def corpus_files(shape: Shape = FULL) -> dict[str, str]:
    """Every file of the corpus: relative POSIX path → text. Deterministic."""
    rng = random.Random(shape.seed)
    files: dict[str, str] = {f"{ROOT_PACKAGE}/__init__.py": '"""A generated API tree for benchmarks."""\n'}
    modules: list[_Module] = []
    for index in range(shape.modules):
        package = _PACKAGES[index % shape.packages % len(_PACKAGES)]
        name = f"m{index:03d}_{rng.choice(_WORDS)}"
        module = _Module(f"{ROOT_PACKAGE}.{package}.{name}", f"{ROOT_PACKAGE}/{package}/{name}.py")
        files[module.path] = _TypesModule(rng, module, modules, shape.classes_per_module).render()
        modules.append(module)
    for package in sorted({m.dotted.split(".")[1] for m in modules}):
        files[f"{ROOT_PACKAGE}/{package}/__init__.py"] = _package_init(
            package, [m for m in modules if m.dotted.split(".")[1] == package]
        )
    for index in range(shape.helper_modules):
        package = _PACKAGES[index % shape.packages % len(_PACKAGES)]
        files[f"{ROOT_PACKAGE}/{package}/helpers_{index:02d}.py"] = _helper_module(rng, index)
    return dict(sorted(files.items()))


def write_corpus(root: Path, shape: Shape = FULL) -> list[Path]:
    """Write the corpus under `root` (which must exist); returns the files written."""
    written = []
    for relative, text in corpus_files(shape).items():
        path = root / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        written.append(path)
    return written


def touch_target(shape: Shape = FULL) -> str:
    """The relative path of the module `touch` edits: one in the middle of the tree."""
    modules = [p for p in corpus_files(shape) if p.rsplit("/", 1)[1].startswith("m")]  # not __init__ / helpers
    return modules[len(modules) // 2]


def touch(root: Path, original: str, relative: str, generation: int) -> None:
    """Change one module in a way that changes lint input and generated output (`touched`)."""
    (root / relative).write_text(touched(original, generation), encoding="utf-8")


def touched(original: str, generation: int) -> str:
    """A module's text with a dataclass appended whose default is `generation` (still lint-clean)."""
    return original + f"\n\n@dataclass\nclass {TOUCH_CLASS}:\n    # +default={generation}\n    touched: Optional[int] = None\n"


# --------------------------------------------------------------------------- type modules


class _TypesModule:
    """Renders one module of dataclasses; appends what it declares to `module`."""

    def __init__(self, rng: random.Random, module: _Module, earlier: list[_Module], classes: int) -> None:
        self.rng = rng
        self.module = module
        self.index = len(earlier)
        self.class_count = max(1, classes + rng.randint(-2, 3))
        self.imports: list[str] = []
        # What fields may refer to: (annotation text, class or named type info).
        self.classes: list[tuple[str, _Class]] = []
        self.named: list[tuple[str, _Named]] = []
        self._import_from(earlier)

    # -- imports

    def _import_from(self, earlier: list[_Module]) -> None:
        rng = self.rng
        own_package = self.module.dotted.rpartition(".")[0]
        candidates = [m for m in earlier[-40:] if m.classes]
        for source in rng.sample(candidates, k=min(len(candidates), rng.randint(1, 3))):
            source_package, _, source_name = source.dotted.rpartition(".")
            picked = rng.sample(source.classes, k=min(len(source.classes), rng.randint(1, 4)))
            named = source.named[:1]
            style = rng.random()
            if style < 0.3:  # module import: `from corpus.apps import m001_probe`, then `m001_probe.Name`
                self.imports.append(f"from {source_package} import {source_name}")
                self.classes += [(f"{source_name}.{c.name}", c) for c in picked]
                self.named += [(f"{source_name}.{n.name}", n) for n in named]
                continue
            names = [c.name for c in picked] + [n.name for n in named]
            if source_package == own_package and style < 0.7:
                self.imports.append(f"from .{source_name} import {', '.join(names)}")
            else:
                self.imports.append(f"from {source.dotted} import {', '.join(names)}")
            self.classes += [(c.name, c) for c in picked]
            self.named += [(n.name, n) for n in named]

    # -- module text

    def render(self) -> str:
        body: list[str] = []
        for k in range(self.rng.randint(0, 3)):
            body.append(self._named_type(k))
        for k in range(self.class_count):
            body.append(self._dataclass(k))
        header = [
            f'"""Types of the {self.module.dotted.rsplit(".", 1)[1]} API (generated for benchmarks)."""',
            "",
            "from __future__ import annotations",
            "",
            "import dataclasses",
            "from dataclasses import dataclass, field",
            "from typing import Dict, List, NewType, Optional, TypeAlias",
            "",
            *self.imports,
        ]
        return "\n".join(header) + "\n\n\n" + "\n\n\n".join(body) + "\n"

    def _named_type(self, k: int) -> str:
        rng = self.rng
        kind = rng.choice(("str", "str", "int"))
        name = f"{rng.choice(_WORDS).title()}Name{self.index:03d}{chr(97 + k)}"
        named = _Named(name, kind, has_default=rng.random() < 0.7)
        lines = [f"# {name}: {rng.choice(_SENTENCES)}"]
        if named.has_default:
            lines.append(f"# +default={_json_scalar(rng, kind)}")
        if rng.random() < 0.5:
            lines.append(f'{name} = NewType("{name}", {kind})')
        else:
            lines.append(f"{name}: TypeAlias = {kind}")
        self.module.named.append(named)
        self.named.append((name, named))
        return "\n".join(lines)

    def _dataclass(self, k: int) -> str:
        rng = self.rng
        name = f"{rng.choice(_WORDS).title()}{rng.choice(_ROLES)}{self.index:03d}{chr(97 + k)}"
        info = _Class(name)
        base = ""
        if self.module.classes and rng.random() < 0.08:  # inherit from an earlier class of this module
            parent = rng.choice(self.module.classes)
            base = f"({parent.name})"
            info.field_names = list(parent.field_names)
            info.scalars = list(parent.scalars)
            info.required = list(parent.required)
        decorator = rng.choice(
            ("@dataclass", "@dataclass", "@dataclass", "@dataclasses.dataclass", "@dataclass(eq=False)")
        )
        lines = [decorator, f"class {name}{base}:", f'    """{name}: {rng.choice(_SENTENCES)}"""', ""]
        for _ in range(rng.randint(3, 11)):
            lines.extend(self._field(info))
            lines.append("")
        self.module.classes.append(info)
        self.classes.append((name, info))
        return "\n".join(lines).rstrip()

    # -- fields

    def _field(self, owner: _Class) -> list[str]:
        rng = self.rng
        fname = self._field_name(owner)
        kind = rng.choices(
            (
                "scalar",
                "scalar_default",
                "optional_scalar",
                "named",
                "list",
                "list_named",
                "list_class",
                "list_optional",
                "dict",
                "dict_named",
                "dict_class",
                "dict_optional",
                "nested",
                "optional_class",
            ),
            weights=(25, 12, 12, 6, 8, 4, 5, 2, 5, 3, 3, 2, 6, 6),
        )[0]
        if kind in ("named", "list_named", "dict_named") and not self.named:
            kind = "scalar_default"
        if kind in ("list_class", "dict_class", "nested", "optional_class") and not self.classes:
            kind = "optional_scalar"
        comments = [f"# {rng.choice(_SENTENCES)}" for _ in range(rng.choice((0, 1, 1, 1, 2, 3)))]
        if rng.random() < 0.05:
            comments.append(f"# {rng.choice(_FOREIGN_MARKERS)}")
        spec = getattr(self, f"_{kind}")()
        if spec.marker is not None:
            comments.append(f"# +default={spec.marker}")
        tagged = spec.omitempty or rng.random() < 0.5
        wire = _camel(fname) if tagged else fname
        if spec.scalar is not None:
            owner.scalars.append((wire, spec.scalar))
        if not spec.omitempty:
            owner.required.append((wire, spec.empty))
        factory = spec.default.startswith("*")
        value = f"field(default_factory={spec.default[1:]}" if factory else f"field(default={spec.default}"
        if tagged:
            tag = f"{_camel(fname)},omitempty" if spec.omitempty else _camel(fname)
            value += f', metadata={{"json": "{tag}"}})'
        else:
            value = value + ")" if factory else spec.default
        return [f"    {c}" for c in comments] + [f"    {fname}: {spec.annotation} = {value}"]

    def _field_name(self, owner: _Class) -> str:
        rng = self.rng
        while True:
            name = f"{rng.choice(_WORDS)}_{rng.choice(_WORDS)}"
            if name not in owner.field_names:
                owner.field_names.append(name)
                return name

    # One method per field kind. A default starting with `*` is a default_factory.

    def _scalar(self) -> _Spec:
        kind = self.rng.choice(_SCALARS)
        return _Spec(kind, _ZERO[kind], omitempty=self.rng.random() < 0.3, scalar=kind, empty=_JSON_ZERO[kind])

    def _scalar_default(self) -> _Spec:
        kind = self.rng.choice(_SCALARS)
        return _Spec(kind, _ZERO[kind], _json_scalar(self.rng, kind), omitempty=True, scalar=kind)

    def _optional_scalar(self) -> _Spec:
        kind = self.rng.choice(_SCALARS)
        marker = _json_scalar(self.rng, kind) if self.rng.random() < 0.5 else None
        annotation = f"Optional[{kind}]" if self.rng.random() < 0.6 else f"{kind} | None"
        return _Spec(annotation, "None", marker, omitempty=self.rng.random() < 0.5, empty=_JSON_ZERO[kind])

    def _named(self) -> _Spec:
        text, named = self.rng.choice(self.named)
        if self.rng.random() < 0.5:
            return _Spec(f"Optional[{text}]", "None", empty=_JSON_ZERO[named.kind])
        marker = None if named.has_default else _json_scalar(self.rng, named.kind)
        return _Spec(text, _ZERO[named.kind], marker, omitempty=True)

    def _list(self) -> _Spec:
        kind = self.rng.choice(_SCALARS)
        generic = self.rng.choice(("list", "List"))
        roll = self.rng.random()
        if roll < 0.4:
            return _Spec(f"{generic}[{kind}]", "*list", empty="[]")
        marker = f"[{_json_scalar(self.rng, kind)}]"
        if roll < 0.7:
            return _Spec(f"{generic}[{kind}]", "*list", marker, omitempty=True)
        return _Spec(f"Optional[{generic}[{kind}]]", "None", marker, empty="[]")

    def _list_named(self) -> _Spec:
        text, _ = self.rng.choice(self.named)
        return _Spec(f"list[{text}]", "*list", omitempty=self.rng.random() < 0.5, empty="[]")

    def _list_class(self) -> _Spec:
        text, target = self.rng.choice(self.classes)
        if self.rng.random() < 0.2:
            return _Spec(f"list[{text}]", "*list", f"[{_object_default(self.rng, target)}]", omitempty=True)
        return _Spec(f"List[{text}]", "*list", omitempty=self.rng.random() < 0.5, empty="[]")

    def _list_optional(self) -> _Spec:
        kind = self.rng.choice(("str", "int"))
        return _Spec(f"list[Optional[{kind}]]", "*list", omitempty=self.rng.random() < 0.5, empty="[]")

    def _dict(self) -> _Spec:
        kind = self.rng.choice(_SCALARS)
        generic = self.rng.choice(("dict", "Dict"))
        if self.rng.random() < 0.7:
            return _Spec(f"{generic}[str, {kind}]", "*dict", omitempty=self.rng.random() < 0.5, empty="{}")
        marker = f'{{"{self.rng.choice(_WORDS)}": {_json_scalar(self.rng, kind)}}}'
        return _Spec(f"Optional[{generic}[str, {kind}]]", "None", marker, empty="{}")

    def _dict_named(self) -> _Spec:
        text, _ = self.rng.choice(self.named)
        return _Spec(f"dict[str, {text}]", "*dict", omitempty=self.rng.random() < 0.5, empty="{}")

    def _dict_class(self) -> _Spec:
        text, _ = self.rng.choice(self.classes)
        return _Spec(f"dict[str, {text}]", "*dict", omitempty=self.rng.random() < 0.5, empty="{}")

    def _dict_optional(self) -> _Spec:
        return _Spec("Dict[str, Optional[int]]", "*dict", omitempty=self.rng.random() < 0.5, empty="{}")

    def _nested(self) -> _Spec:
        text, target = self.rng.choice(self.classes)
        # No marker (DG201), no omitempty (DG202).
        return _Spec(text, f"*{text}", empty=_object(target.required))

    def _optional_class(self) -> _Spec:
        text, target = self.rng.choice(self.classes)
        marker = _object_default(self.rng, target) if self.rng.random() < 0.5 else None
        return _Spec(f"Optional[{text}]", "None", marker, omitempty=self.rng.random() < 0.5, empty=_object(target.required))


def _json_scalar(rng: random.Random, kind: str) -> str:
    """A non-zero JSON value of a scalar kind (zero defaults would be DG204 or pointless)."""
    if kind == "str":
        return f'"{rng.choice(_WORDS)}"'
    if kind == "int":
        return str(rng.randint(1, 9000))
    if kind == "float":
        return f"{rng.randint(1, 99)}.5"
    return "true"


def _object_default(rng: random.Random, target: _Class) -> str:
    """A default object for a dataclass: what it must hold (DG308), and maybe one scalar field
    set to a non-zero value (a zero value on an omitempty field would be DG305)."""
    members = dict(target.required)
    if target.scalars and rng.random() < 0.7:
        wire, kind = rng.choice(target.scalars)
        members[wire] = _json_scalar(rng, kind)
    return _object(list(members.items()))


def _object(members: list[tuple[str, str]]) -> str:
    return "{" + ", ".join(f'"{wire}": {value}' for wire, value in members) + "}"


def _camel(snake: str) -> str:
    head, *rest = snake.split("_")
    return head + "".join(word.title() for word in rest)


# --------------------------------------------------------------------------- files without dataclasses


def _package_init(package: str, modules: list[_Module]) -> str:
    """A package `__init__` that re-exports one class per module (no declarations of its own)."""
    lines = [f'"""The {package} API group."""', ""]
    exports = []
    for module in modules[:8]:
        name = module.classes[0].name
        lines.append(f"from .{module.dotted.rsplit('.', 1)[1]} import {name}")
        exports.append(name)
    lines += ["", f"__all__ = {exports!r}", ""]
    return "\n".join(lines)


def _helper_module(rng: random.Random, index: int) -> str:
    """Ordinary code: functions and a plain class, no dataclass, no marker."""
    word = rng.choice(_WORDS)
    return f'''"""Helpers for {word} objects (no types of ours here)."""

import re

_PATTERN = re.compile(r"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$")


def is_valid_{word}_name(name: str) -> bool:
    """Whether `name` is a DNS-1123 label."""
    return len(name) <= 63 and _PATTERN.match(name) is not None


def merge_{word}_labels(base: dict, extra: dict) -> dict:
    merged = dict(base)
    for key, value in extra.items():
        if value is None:
            merged.pop(key, None)
        else:
            merged[key] = value
    return merged


class {word.title()}Index{index:02d}:
    """Keeps {word} objects by name."""

    def __init__(self) -> None:
        self._items = {{}}

    def add(self, name, item):
        self._items[name] = item

    def get(self, name):
        return self._items.get(name)
'''
