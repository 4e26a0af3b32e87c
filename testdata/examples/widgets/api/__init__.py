# The API group of every resource type in this package (controller-gen's package marker;
# Go puts it in doc.go, Python in the package's __init__.py).
# +groupName=example.com
"""The widgets API: one module per version, named after it (v1alpha1, v1)."""
