"""Translate kube-api-linter's analysistest cases into Python fixtures (issue 41, item 4).

Run as `python -m tools.kal_cases [MIRROR] [--out DIR]`. MIRROR is a bare git clone of
kubernetes-sigs/kube-api-linter holding COMMIT (and each linter's own commit of COMMITS: a
linter not merged at COMMIT); nothing is checked out: every file is read with `git show`. For each linter L it writes, under DIR/L (default testdata/kal/L):

- `<package>/<file>.py`: the Go testdata file as a module of dataclasses and named types
  (SPEC §1 and §12), every comment above a type or field kept, `// want` parts stripped;
- `<package>/<file>.want`: one line per KAL `// want`, `<python line> <DG code> <regex>`;
- `<package>/meta.py`: metav1's types the package uses (Condition, Time, Duration, ...);
- `<package>/pyproject.toml` for each package a KAL test runs: `select` and the test's
  configuration under `[tool.defaultgen.api-conventions.L]`, spelled as KAL's YAML is;
- `CASES.md`: every want, where it went (or why it could not go anywhere), and the counts;

and DIR/CASES.md with one row per linter. A small tokenizer reads Go (with Go's automatic
semicolons), a recursive parser reads declarations, struct fields and composite literals.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import re
import subprocess
from pathlib import Path

from .golang import GoFile, Parser, Tok, parse_file, struct_tag, unquote, wants_of
from .pymodule import COMMIT, COMMITS, INHERITED, META, META_PY, REPO, TOOL, Scope, commit_of, translate

MIRROR = "/work/.mirror/kubernetes-sigs+kube-api-linter/repo"
OUT = Path(__file__).resolve().parent.parent.parent / "testdata" / "kal"

CODES = {
    name: f"DG{401 + index}"
    for index, name in enumerate(
        "arrayofstruct commentstart conditions conflictingmarkers defaultorrequired defaults "
        "dependenttags duplicatemarkers forbiddenmarkers integers jsontags markerscope maxlength "
        "minlength namingconventions nobools nodurations nofloats nomaps nonpointerstructs "
        "nonullable nophase noreferences notimestamp optionalfields optionalorrequired "
        "preferredmarkers requiredfields ssatags statusoptional statussubresource "
        "uniquemarkers".split()
    )
}

# ---------------------------------------------------------------- KAL's test configurations


def _literal(p: Parser, names: dict[str, str], consts: dict[str, str]) -> object:
    """A Go constant expression or composite literal as JSON-able data; struct fields are
    renamed to their tag names (`names`), constants resolved (`consts`)."""
    while p.peek().text == "&":
        p.next()
    tok = p.next()
    if tok.kind in ("string", "raw"):
        return unquote(tok.text)
    if tok.kind == "number":
        return int(tok.text)
    if tok.text in ("true", "false"):
        return tok.text == "true"
    if tok.text == "[":  # a slice type: skip to its literal's brace
        while p.peek().text != "{":
            p.next()
        return _literal(p, names, consts)
    qualified = tok.text
    if tok.text != "{" and p.peek().text == ".":
        p.next()
        qualified += "." + p.next().text
    if tok.text != "{" and p.peek().text != "{":
        return consts[qualified.rsplit(".", 1)[-1] if not qualified.startswith("markers.") else qualified]
    if tok.text != "{":
        p.next()
    keyed: dict[str, object] = {}
    items: list[object] = []
    while p.peek().text != "}":
        if p.peek().kind == "ident" and p.peek(1).text == ":":
            key = p.next().text
            p.next()
            keyed[names.get(key, key[:1].lower() + key[1:])] = _literal(p, names, consts)
        else:
            items.append(_literal(p, names, consts))
        if p.peek().text == ",":
            p.next()
        p.skip_semis()
    p.next()
    return keyed if keyed or not items else items


def analyzer_tests(test_go: str, names: dict[str, str], consts: dict[str, str]) -> list[tuple[str, list[str], dict]]:
    """(test name, package patterns, configuration) for each test of an analyzer_test.go."""
    out = []
    for name, toks in parse_file(test_go).funcs:
        texts = [t.text for t in toks]
        run = next((i for i in range(len(texts) - 2) if texts[i] == "analysistest" and texts[i + 2].startswith("Run")), None)
        if run is None:
            continue
        patterns = [unquote(arg[0].text) for arg in _arguments(toks, run + 3)[3:]]
        config: object = {}
        for i, tok in enumerate(toks):
            if tok.kind == "ident" and tok.text.endswith("Config") and texts[i + 1] == "{":
                config = _literal(Parser(toks[i:]), names, consts)
                break
            if tok.text == "newAnalyzer" and texts[i + 2] == "markers":  # statusoptional's marker
                config = {"preferredOptionalMarker": consts["markers." + texts[i + 4]]}
                break
        out.append((name, patterns, config if isinstance(config, dict) else {}))
    return out


def _arguments(toks: list[Tok], open_paren: int) -> list[list[Tok]]:
    """The arguments of the call whose `(` is at `open_paren`, each a list of tokens."""
    args: list[list[Tok]] = [[]]
    depth = 0
    for tok in toks[open_paren + 1 :]:
        depth += {"(": 1, "[": 1, "{": 1, ")": -1, "]": -1, "}": -1}.get(tok.text, 0) if tok.kind == "op" else 0
        if depth < 0:
            return args
        if depth == 0 and tok.text == ",":
            args.append([])
        elif tok.kind != ";":
            args[-1].append(tok)
    return args


def config_names(sources: list[str]) -> tuple[dict[str, str], dict[str, str]]:
    """A linter's Go config field names -> their json (or mapstructure) tag names, and its
    string constants."""
    names, consts = {}, {}
    for src in sources:
        go = parse_file(src)
        consts.update(go.consts)
        for decl in go.decls:
            for go_field in decl.type.fields if decl.type.kind == "struct" else []:
                tags = struct_tag(go_field.tag)
                tag = tags.get("json", tags.get("mapstructure", "")).split(",")[0]
                for name in go_field.names:
                    names[name] = tag or name[:1].lower() + name[1:]
    return names, consts


def toml(table: str, data: dict, array: bool = False) -> list[str]:
    """`data` as TOML lines under `[table]` (`[[table]]` for an item of an array of tables)."""
    lines = [f"[[{table}]]" if array else f"[{table}]"]
    lines += [f"{_key(k)} = {json.dumps(v)}" for k, v in data.items() if not _nested(v)]
    for key, value in data.items():
        if isinstance(value, dict):
            lines += ["", *toml(f"{table}.{_key(key)}", value)]
        elif _nested(value):
            for item in value:
                lines += ["", *toml(f"{table}.{_key(key)}", item, array=True)]
    return lines


def _nested(value: object) -> bool:
    return isinstance(value, dict) or isinstance(value, list) and bool(value) and isinstance(value[0], dict)


def _key(key: str) -> str:
    return key if re.fullmatch(r"[A-Za-z0-9_-]+", key) else json.dumps(key)


# ---------------------------------------------------------------- one linter


@dataclasses.dataclass
class Want:
    go: str  # file:line under testdata/src
    regex: str
    where: str  # python file:line, or "untranslatable: reason"


class Mirror:
    """KAL's bare clone, read at one commit (`at` gives the same clone at another)."""

    def __init__(self, git_dir: str, commit: str = COMMIT) -> None:
        self.git_dir, self.commit = git_dir, commit

    def at(self, commit: str) -> Mirror:
        return Mirror(self.git_dir, commit)

    def _git(self, *args: str) -> str:
        return subprocess.run(["git", "-C", self.git_dir, *args], check=True, capture_output=True, text=True).stdout

    def files(self, under: str) -> list[str]:
        return self._git("ls-tree", "-r", "--name-only", self.commit, under).split()

    def show(self, path: str) -> str:
        return self._git("show", f"{self.commit}:{path}")


def linter_cases(mirror: Mirror, linter: str) -> tuple[dict[str, str], list[Want], list[str]]:
    """The files of one linter's fixtures (relative path -> text), its wants, and its lines
    for CASES.md about packages and left-out constructs."""
    mirror = mirror.at(commit_of(linter))
    base = f"pkg/analysis/{linter}"
    src = f"{base}/testdata/src/"
    gofiles = {path[len(src):]: parse_file(mirror.show(path)) for path in mirror.files(src)
               if path.endswith(".go") and not path[len(src):].startswith("k8s.io/")}
    scopes = _scopes(gofiles)
    names, consts = config_names([mirror.show(p) for p in mirror.files(base) if _package_source(base, p)])
    consts.update({f"markers.{k}": v for k, v in parse_file(mirror.show("pkg/markers/markers.go")).consts.items()})
    tests = analyzer_tests(mirror.show(f"{base}/analyzer_test.go"), names, consts)
    out: dict[str, str] = {}
    wants: list[Want] = []
    left_out: list[str] = []
    for rel, go in sorted(gofiles.items()):
        package, stem = rel.rsplit("/", 1)[0], rel.rsplit("/", 1)[1][:-3]
        scope = dataclasses.replace(scopes[package], stem=stem, needs={})
        module = translate(go, scope, src + rel, mirror.commit)
        py = f"{package}/{stem}.py"
        out[py] = module.text
        _package_files(out, package)
        if not any(_runs(pattern, package) for _, patterns, _ in tests for pattern in patterns):
            continue  # a package only imported by the tested ones: analysistest checks no wants there
        lines = []
        for comment in go.comments:
            for regex in wants_of(comment.text):
                at = module.line_of.get(comment.line)
                where = f"{py}:{at}" if at else "untranslatable: " + module.skipped.get(
                    comment.line, "not on a translated type, field or comment (function, const or var)")
                wants.append(Want(f"{rel}:{comment.line}", regex, where))
                lines += [f"{at} {CODES[linter]} {regex}"] if at else []
        out[f"{package}/{stem}.want"] = "".join(line + "\n" for line in lines)
        want_lines = {c.line for c in go.comments if wants_of(c.text)}
        left_out += [f"| {rel}:{line} | {_cell(reason)} |" for line, reason in sorted(module.skipped.items())
                     if line not in want_lines and not _comment_line(go, line) and INHERITED not in reason
                     and module.skipped.get(line - 1) != reason]
        if any(name in META.values() for name in scope.needs):
            out[f"{package.split('/')[0]}/meta.py"] = META_PY.format(tool=TOOL)
    _copy_imported(out, scopes)
    packages = _pyprojects(tests, linter, out)
    return out, wants, packages + ["", "## Left out (no want on them)", "", "| Go file:line | reason |",
                                   "|---|---|", *left_out]


def _package_files(out: dict[str, str], package: str) -> None:
    """An `__init__.py` in each folder of a nested package: `a/aa/aa.py` imports as `aa.aa`
    from `a`, where a KAL test's package is linted."""
    for depth in range(2, package.count("/") + 2):
        out["/".join(package.split("/")[:depth]) + "/__init__.py"] = f"# A package of {REPO}'s testdata ({TOOL}).\n"


def _copy_imported(out: dict[str, str], scopes: dict[str, Scope]) -> None:
    """A copy of each testdata package imported from outside its own folder (optionalfields'
    `externaltypes`) inside the importer's folder, so that linting that folder alone resolves it."""
    for package, scope in scopes.items():
        root = package.split("/")[0]
        for imported in set(scope.imports.values()) & scopes.keys():
            if imported.split("/")[0] != root:
                copies = {path: text for path, text in out.items() if path.startswith(imported + "/") and path.endswith(".py")}
                out.update({f"{root}/{path}": text for path, text in copies.items()})
                _package_files(out, f"{root}/{imported}")


def _package_source(base: str, path: str) -> bool:
    """A Go file of the linter's own package (not its tests or testdata)."""
    return path.count("/") == base.count("/") + 1 and path.endswith(".go") and not path.endswith("_test.go")


def _comment_line(go: GoFile, line: int) -> bool:
    return any(c.line == line for c in go.comments)


def _scopes(gofiles: dict[str, GoFile]) -> dict[str, Scope]:
    scopes: dict[str, Scope] = {}
    for rel, go in gofiles.items():
        package, stem = rel.rsplit("/", 1)[0], rel.rsplit("/", 1)[1][:-3]
        scope = scopes.setdefault(package, Scope(package, {}, {}, {}, scopes))
        scope.imports.update(go.imports)
        for decl in go.decls:
            scope.own[decl.name] = stem
            scope.decls[decl.name] = decl
    return scopes


def _runs(pattern: str, package: str) -> bool:
    """Whether analysistest's package pattern (`a`, `a/...`) checks the wants of `package`."""
    return package == pattern.removesuffix("/...") or pattern.endswith("/...") and package.startswith(pattern[:-3])


def _pyprojects(tests: list[tuple[str, list[str], dict]], linter: str, out: dict[str, str]) -> list[str]:
    """Write a pyproject.toml into each package a test of analyzer_test.go runs; the lines of
    CASES.md's table of packages."""
    rows = ["## Packages and their configuration", "", "| package | KAL test | configuration |", "|---|---|---|"]
    for test, patterns, config in tests:
        for pattern in patterns:
            package = pattern.removesuffix("/...")
            path = f"{package}/pyproject.toml"
            note = " (its pyproject.toml has the first test's)" if path in out else ""
            rows.append(f"| {pattern} | {test} | `{_cell(json.dumps(config))}`{note} |")
            if note:
                continue
            lines = [f"# Translated from {REPO}@{commit_of(linter)} pkg/analysis/{linter}/analyzer_test.go ({test}) by {TOOL}",
                     "[tool.defaultgen]", f'select = ["{CODES[linter]}"]']
            if config:
                lines += ["", *toml(f"tool.defaultgen.api-conventions.{linter}", config)]
            out[path] = "\n".join(lines) + "\n"
    return rows


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def cases_md(linter: str, wants: list[Want], notes: list[str]) -> str:
    translated = sum(not w.where.startswith("untranslatable") for w in wants)
    lines = [f"# kube-api-linter's {linter} cases ({CODES[linter]})", "",
             f"Source: {REPO} at {commit_of(linter)}, `pkg/analysis/{linter}/testdata/src` and `analyzer_test.go`, "
             f"translated by `{TOOL}` (do not edit: run it again).", "",
             f"Wants: {len(wants)}; translated: {translated}; untranslatable: {len(wants) - translated}.", "",
             *notes, "", "## Wants", "", "| Go file:line | KAL message | translated to |", "|---|---|---|"]
    lines += [f"| {w.go} | `{_cell(w.regex)}` | {_cell(w.where)} |" for w in wants]
    return "\n".join(lines) + "\n"


def linters(mirror: Mirror) -> list[str]:
    """The linters with analysistest cases, each at its commit (COMMIT, or its own of COMMITS)."""
    found = {p.split("/")[2] for p in mirror.files("pkg/analysis") if "/testdata/src/" in p} - COMMITS.keys()
    found |= {linter for linter, commit in COMMITS.items() if mirror.at(commit).files(f"pkg/analysis/{linter}/testdata/src")}
    return sorted(found & CODES.keys())


def generate(mirror: Mirror) -> dict[str, str]:
    """Every file under testdata/kal, by relative path."""
    out: dict[str, str] = {}
    rows = ["# kube-api-linter's analysistest cases, translated", "",
            f"Source: {REPO} at {COMMIT} (`pkg/analysis/<linter>/testdata/src`), translated by `{TOOL}`;",
            *(f"{linter} at {commit}, the last commit of its pull request's branch (not merged at {COMMIT[:7]})."
              for linter, commit in sorted(COMMITS.items())), "",
            "| linter | code | wants | translated | untranslatable |", "|---|---|---|---|---|"]
    present = linters(mirror)
    for linter in sorted(CODES):
        if linter not in present:
            rows.append(f"| {linter} | {CODES[linter]} | - | - | - (not in this commit) |")
            continue
        files, wants, notes = linter_cases(mirror, linter)
        out.update({f"{linter}/{path}": text for path, text in files.items()})
        out[f"{linter}/CASES.md"] = cases_md(linter, wants, notes)
        translated = sum(not w.where.startswith("untranslatable") for w in wants)
        rows.append(f"| {linter} | {CODES[linter]} | {len(wants)} | {translated} | {len(wants) - translated} |")
    out["CASES.md"] = "\n".join(rows) + "\n"
    return out


def write(files: dict[str, str], target: Path) -> None:
    """Write `files` under `target`, removing what an earlier run wrote there and no longer writes."""
    for old in written(target):
        if str(old.relative_to(target)) not in files:
            old.unlink()
    for path, text in files.items():
        (target / path).parent.mkdir(parents=True, exist_ok=True)
        (target / path).write_text(text, encoding="utf-8")


def written(target: Path) -> list[Path]:
    """The files under `target` of the kinds a run writes (not hidden ones such as lint caches,
    nor files others keep beside them, such as the runner's DIFFERENCES)."""
    files = target.rglob("*") if target.exists() else []
    return [p for p in files if p.is_file() and not any(part.startswith(".") for part in p.relative_to(target).parts)
            and (p.suffix in (".py", ".want") or p.name in ("pyproject.toml", "CASES.md"))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.kal_cases", description=__doc__.split("\n")[0])
    parser.add_argument("mirror", nargs="?", default=MIRROR, help=f"bare git clone of {REPO} (default {MIRROR})")
    parser.add_argument("--out", type=Path, default=OUT, help="where to write (default testdata/kal)")
    args = parser.parse_args(argv)
    write(generate(Mirror(args.mirror)), args.out)
    return 0
