"""Hypothesis profiles: `make test` is deterministic, `make fuzz` explores.

CI must not fail at random: the default profile derandomizes every property test (the same
examples on every run, drawn from a seed derived from the test itself) and keeps no example
database, so a run's outcome depends on the code alone. `make fuzz` sets
`HYPOTHESIS_PROFILE=fuzz`: fresh random examples on each run. The property tests that draw whole
universes seed themselves (`@seed`, which overrides derandomization) with `property_seed`, whose
value a failure prints for replay. Loaded by tests/conftest.py before any test module.
"""

from __future__ import annotations

import os
import random

from hypothesis import settings

PROFILE = os.environ.get("HYPOTHESIS_PROFILE", "default")


def load() -> None:
    settings.register_profile("default", derandomize=True, database=None)
    settings.register_profile("fuzz", derandomize=False)
    settings.load_profile(PROFILE)


def property_seed(variable: str) -> int:
    """`$variable` if set (a replay), else 0 under the default profile, random under `fuzz`."""
    given = os.environ.get(variable)
    if given:
        return int(given)
    return random.randrange(2**32) if PROFILE == "fuzz" else 0
