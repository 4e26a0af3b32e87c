"""Benchmarks of defaultgen against the baselines of the benchmark issue; `make bench` runs
them (bench/run.py) and docs/benchmarks.md keeps the latest table."""
