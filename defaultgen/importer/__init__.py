"""`defaultgen import` (SPEC §10): CRD manifests and OpenAPI v3 documents → Python modules of
annotated dataclasses that `defaultgen crd` / `defaultgen openapi` turn back into the same
schemas.

    run.py       the whole import: sources → {path: text}
    sources.py   read the sources (files, `-`), tell CRDs from OpenAPI documents
    names.py     class, field and module names (deterministic, collision-free)
    model.py     the modules to write: classes, fields, their markers and descriptions
    schema.py    one schema node → a field's Python type and markers
    build.py     CRDs and components → modules
    render.py    modules → Python text (jinja2 template, laid out as black writes it)
"""
