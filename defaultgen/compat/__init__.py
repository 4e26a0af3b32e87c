"""`defaultgen compat`: the API changes between two revisions that can break clients or
stored objects (SPEC §9). `git` reads a revision, `sides` builds its universe, `compare` and
`crds` find the changes, `schemas` compares published schemas, `checks` names them."""
