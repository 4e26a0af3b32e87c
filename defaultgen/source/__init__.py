"""Source → model: find files, read them with libcst into declarations, resolve types."""
