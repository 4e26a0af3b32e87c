"""The harness of the `defaultgen import` rows (bench/importing.py): what it imports and counts,
so the import-time row compares the same kind of thing on both sides (never the timings)."""

from __future__ import annotations

from pathlib import Path

from bench import importing


def _tree(root: Path) -> None:
    """Modules as `import -o kube` + `generate` lay them out (inside a package: a top-level
    `io` would be the standard library's)."""
    (root / "kube/io/k8s/api/core").mkdir(parents=True)
    (root / "kube/__init__.py").write_text("")
    (root / "kube/io/__init__.py").write_text("")
    (root / "kube/io/k8s/api/core/v1.py").write_text("class Pod:\n    x = 1\n\n\nclass Node:\n    pass\n")
    (root / "kube/io/k8s/api/core/v1_defaults.py").write_text("from . import v1\n\n\nclass _Helper:\n    pass\n")


def test_modules_are_named_from_their_root_as_python_imports_them(tmp_path: Path) -> None:
    _tree(tmp_path)
    names = [importing._module(path, tmp_path) for path in sorted(tmp_path.rglob("*.py"))]
    assert names == ["kube", "kube.io", "kube.io.k8s.api.core.v1", "kube.io.k8s.api.core.v1_defaults"]


def test_types_are_the_classes_of_the_modules_generate_did_not_write(tmp_path: Path) -> None:
    _tree(tmp_path)
    written = importing._types(tmp_path)
    assert [p.name for p in written] == ["__init__.py", "__init__.py", "v1.py"]
    assert importing._classes(written) == 2
    assert importing._lines(written) == 6


def test_timed_import_imports_every_module_in_a_fresh_interpreter(tmp_path: Path) -> None:
    _tree(tmp_path)
    seconds = importing._timed_import(tmp_path, ["kube.io.k8s.api.core.v1", "kube.io.k8s.api.core.v1_defaults"], 1)
    assert isinstance(seconds, float) and 0 < seconds < 5
    (tmp_path / "kube/io/k8s/api/core/v1.py").write_text("raise ImportError('broken')\n")
    reason = importing._timed_import(tmp_path, ["kube.io.k8s.api.core.v1"], 1)
    assert isinstance(reason, str) and "ImportError: broken" in reason
