"""The caches behind fast reruns: parsed declarations per file, per-module results keyed by
what they were computed from. JSON on disk, never pickle.
"""

CACHE_DIR = ".defaultgen_cache"
