"""Validate JSON documents as the API server does for a CRD (SPEC §8, the CRD path).

Independent of the typed model, like `apply/`: it reads OpenAPI schemas. `goregex` (Go RE2
patterns with their Go meaning) and `cel` (CEL rules) are shared with lint and codegen.
"""
