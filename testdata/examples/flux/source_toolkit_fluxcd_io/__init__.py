# Imported by defaultgen: a new import overwrites this file.
# defaultgen import ../import/crds/flux-source-controller/source.toolkit.fluxcd.io_gitrepositories.yaml
