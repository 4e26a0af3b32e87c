"""Package v1 contains API Schema definitions for the batch v1 API group.

Translated from github:kubernetes-sigs/kubebuilder at 5c400728930120dd385712db61cb0a937238ce81,
docs/book/src/cronjob-tutorial/testdata/project/api/v1/groupversion_info.go (its package markers).
"""

# +kubebuilder:object:generate=true
# +groupName=batch.tutorial.kubebuilder.io
