# Imported by defaultgen: a new import overwrites this file.
# defaultgen import ../import/kubernetes/v1.35/api__v1_openapi.json
