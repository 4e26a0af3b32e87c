# Imported by defaultgen: a new import overwrites this file.
# defaultgen import ../import/kubernetes/v1.35/api__v1_openapi.json
# +defaultgen

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional
from ...apimachinery.pkg.apis.meta.v1 import DeleteOptions
from ...apimachinery.pkg.apis.meta.v1 import ObjectMeta


# Eviction evicts a pod from its node subject to certain policies and safety constraints. This is a subresource of Pod.  A request to cause such an eviction is created by POSTing to .../pods/<pod name>/evictions.
# +defaultgen:schema={"x-kubernetes-group-version-kind": [{"group": "policy", "kind": "Eviction", "version": "v1"}]}
@dataclass
class Eviction:
    # APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources
    # +optional
    api_version: Optional[str] = field(
        default=None, metadata={"json": "apiVersion,omitempty"}
    )
    # DeleteOptions may be provided
    # +optional
    delete_options: Optional[DeleteOptions] = field(
        default=None, metadata={"json": "deleteOptions,omitempty"}
    )
    # Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds
    # +optional
    kind: Optional[str] = field(default=None, metadata={"json": "kind,omitempty"})
    # ObjectMeta describes the pod that is being evicted.
    # +optional
    metadata: ObjectMeta = field(
        default_factory=ObjectMeta, metadata={"json": "metadata"}
    )
