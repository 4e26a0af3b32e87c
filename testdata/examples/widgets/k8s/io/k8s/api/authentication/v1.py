# Imported by defaultgen: a new import overwrites this file.
# defaultgen import ../import/kubernetes/v1.35/api__v1_openapi.json
# +defaultgen

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional
from ...apimachinery.pkg.apis.meta.v1 import ObjectMeta
from ...apimachinery.pkg.apis.meta.v1 import Time


# BoundObjectReference is a reference to an object that a token is bound to.
@dataclass
class BoundObjectReference:
    # API version of the referent.
    # +optional
    api_version: Optional[str] = field(
        default=None, metadata={"json": "apiVersion,omitempty"}
    )
    # Kind of the referent. Valid kinds are 'Pod' and 'Secret'.
    # +optional
    kind: Optional[str] = field(default=None, metadata={"json": "kind,omitempty"})
    # Name of the referent.
    # +optional
    name: Optional[str] = field(default=None, metadata={"json": "name,omitempty"})
    # UID of the referent.
    # +optional
    uid: Optional[str] = field(default=None, metadata={"json": "uid,omitempty"})


# TokenRequestSpec contains client provided parameters of a token request.
@dataclass
class TokenRequestSpec:
    # Audiences are the intendend audiences of the token. A recipient of a token must identify themself with an identifier in the list of audiences of the token, and otherwise should reject the token. A token issued for multiple audiences may be used to authenticate against any of the audiences listed but implies a high degree of trust between the target audiences.
    # +required
    # +listType=atomic
    audiences: Optional[list[str]] = field(
        default=None, metadata={"json": "audiences,omitempty"}
    )
    # BoundObjectRef is a reference to an object that the token will be bound to. The token will only be valid for as long as the bound object exists. NOTE: The API server's TokenReview endpoint will validate the BoundObjectRef, but other audiences may not. Keep ExpirationSeconds small if you want prompt revocation.
    # +optional
    bound_object_ref: Optional[BoundObjectReference] = field(
        default=None, metadata={"json": "boundObjectRef,omitempty"}
    )
    # ExpirationSeconds is the requested duration of validity of the request. The token issuer may return a token with a different validity duration so a client needs to check the 'expiration' field in a response.
    # +optional
    # +kubebuilder:validation:Format=int64
    expiration_seconds: Optional[int] = field(
        default=None, metadata={"json": "expirationSeconds,omitempty"}
    )


# TokenRequestStatus is the result of a token request.
@dataclass
class TokenRequestStatus:
    # ExpirationTimestamp is the time of expiration of the returned token.
    # +required
    expiration_timestamp: Optional[Time] = field(
        default=None, metadata={"json": "expirationTimestamp,omitempty"}
    )
    # Token is the opaque bearer token.
    token: str = field(default="", metadata={"json": "token"})


# TokenRequest requests a token for a given service account.
# +defaultgen:schema={"x-kubernetes-group-version-kind": [{"group": "authentication.k8s.io", "kind": "TokenRequest", "version": "v1"}]}
@dataclass
class TokenRequest:
    # APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources
    # +optional
    api_version: Optional[str] = field(
        default=None, metadata={"json": "apiVersion,omitempty"}
    )
    # Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds
    # +optional
    kind: Optional[str] = field(default=None, metadata={"json": "kind,omitempty"})
    # Standard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
    # +optional
    metadata: ObjectMeta = field(
        default_factory=ObjectMeta, metadata={"json": "metadata"}
    )
    # Spec holds information about the request being evaluated
    spec: TokenRequestSpec = field(
        default_factory=TokenRequestSpec, metadata={"json": "spec"}
    )
    # Status is filled in by the server and indicates whether the token can be authenticated.
    # +optional
    status: TokenRequestStatus = field(
        default_factory=TokenRequestStatus, metadata={"json": "status"}
    )
