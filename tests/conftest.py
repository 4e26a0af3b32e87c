"""Test-suite set-up: the hypothesis profiles (tests/profiles.py) are loaded before any test
module builds its `settings`, which inherit from the loaded profile."""

import profiles

profiles.load()
