"""CustomResourceDefinition manifests from controller-gen markers, checked as the apiserver does."""
