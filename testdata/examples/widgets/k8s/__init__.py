"""Kubernetes' own types the Widget embeds (ObjectMeta, Condition, ResourceRequirements),
imported from Kubernetes 1.35's published core/v1 OpenAPI (testdata/import/kubernetes/v1.35/)
by `defaultgen import ../import/kubernetes/v1.35/api__v1_openapi.json -o widgets/k8s`, run
from testdata/examples (`make run` does it again and finds them current)."""
