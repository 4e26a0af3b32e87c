"""Apply a schema's defaults to JSON/YAML documents, as the API server does."""
