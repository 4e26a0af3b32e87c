"""A third-party CRD, imported: Flux's GitRepository (source.toolkit.fluxcd.io/v1), as Flux's
source-controller publishes it (testdata/import/crds/flux-source-controller/; SOURCES.md there
names the release). `make run` imports it here with `defaultgen import` (into
`source_toolkit_fluxcd_io/`), generates its module, and checks with agree.py that the generated
`load` defaults and validates a sample as the CRD itself does."""
