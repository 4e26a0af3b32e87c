"""The caches behind fast reruns: parsed declarations per file, per-module results keyed by
what they were computed from, in the project's `.defaultgen_cache` as JSON, never pickle.
Apart from them, `bytecode` keeps the dataclass methods Python compiles at import beside our
own `.pyc` files, trusted as those are.
"""

CACHE_DIR = ".defaultgen_cache"
