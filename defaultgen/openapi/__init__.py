"""The CRD path's schemas: OpenAPI v3 fragments and structural schemas from the model."""
