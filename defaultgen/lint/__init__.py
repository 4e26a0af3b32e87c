"""The linter: one module per rule (`rules/`), suppressions, fixes and output formats."""
