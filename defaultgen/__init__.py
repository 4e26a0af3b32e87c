"""defaultgen: Kubernetes' declarative defaults (KEP-1929) for Python dataclasses.

The public Python API is deliberately tiny; the command line (`defaultgen --help`) is the
main interface. Generated modules do not depend on this package at all.
"""

__version__ = "0.1.0"

__all__ = ["__version__", "apply_defaults", "validate_document"]


def __getattr__(name: str):
    # Lazy, so that `import defaultgen` (and `defaultgen lint`) stays cheap.
    if name == "apply_defaults":
        from .apply.engine import apply_defaults

        return apply_defaults
    if name == "validate_document":
        from .validate.engine import validate_document

        return validate_document
    raise AttributeError(f"module 'defaultgen' has no attribute {name!r}")
