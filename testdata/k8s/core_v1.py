"""A few Kubernetes core/v1 types, translated to dataclasses per SPEC section 1.

Source: kubernetes/kubernetes, staging/src/k8s.io/api/core/v1/types.go at commit
001a778fa11f78082f945366a80e46d518b21309 (see README.md in this directory);
LocalObjectReference from kubernetes/api v0.31.0, core/v1/types.go (Kubernetes v1.31.0).
Doc comments are copied verbatim (Go `//` -> Python `#`, markers included);
json tags are mirrored into `metadata={"json": ...}` (protobuf tags dropped);
pointers become Optional; field order is Go's. Type doc comments are class
docstrings, because SPEC section 4 reads a type's description from its docstring.

Go's `int32` is `Int32`, a named `int` with the format marker.

Substitution: `intstr.IntOrString` (ServicePort.TargetPort, HTTPGetAction.Port)
became `Optional[str]` here, keeping their json tags, when defaultgen could not map
`int | str` (see README.md). Nothing else differs from Go.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NewType, Optional

# Go's int32 (SPEC section 1's int32/int64 row): published as `format: int32`.
# +kubebuilder:validation:Format=int32
Int32 = NewType("Int32", int)

# Protocol defines network protocols supported for things like container ports.
# +enum
Protocol = NewType("Protocol", str)


@dataclass
class ContainerPort:
    """ContainerPort represents a network port in a single container."""

    # If specified, this must be an IANA_SVC_NAME and unique within the pod. Each
    # named port in a pod must have a unique name. Name for the port that can be
    # referred to by services.
    # +optional
    name: str = field(default="", metadata={"json": "name,omitempty"})
    # Number of port to expose on the host.
    # If specified, this must be a valid port number, 0 < x < 65536.
    # If HostNetwork is specified, this must match ContainerPort.
    # Most containers do not need this.
    # +optional
    host_port: Int32 = field(default=0, metadata={"json": "hostPort,omitempty"})
    # Number of port to expose on the pod's IP address.
    # This must be a valid port number, 0 < x < 65536.
    container_port: Int32 = field(default=0, metadata={"json": "containerPort"})
    # Protocol for port. Must be UDP, TCP, or SCTP.
    # Defaults to "TCP".
    # +optional
    # +default="TCP"
    protocol: Protocol = field(default="", metadata={"json": "protocol,omitempty"})
    # What host IP to bind the external port to.
    # +optional
    host_ip: str = field(default="", metadata={"json": "hostIP,omitempty"})


@dataclass
class HTTPHeader:
    """HTTPHeader describes a custom header to be used in HTTP probes"""

    # The header field name.
    # This will be canonicalized upon output, so case-variant names will be understood as the same header.
    name: str = field(default="", metadata={"json": "name"})
    # The header field value
    value: str = field(default="", metadata={"json": "value"})


@dataclass
class HTTPGetAction:
    """HTTPGetAction describes an action based on HTTP Get requests."""

    # Path to access on the HTTP server.
    # +optional
    path: str = field(default="", metadata={"json": "path,omitempty"})
    # Name or number of the port to access on the container.
    # Number must be in the range 1 to 65535.
    # Name must be an IANA_SVC_NAME.
    port: Optional[str] = field(default=None, metadata={"json": "port"})
    # Host name to connect to, defaults to the pod IP. You probably want to set
    # "Host" in httpHeaders instead.
    # +optional
    host: str = field(default="", metadata={"json": "host,omitempty"})
    # Scheme to use for connecting to the host.
    # Defaults to HTTP.
    # +optional
    scheme: URIScheme = field(default="", metadata={"json": "scheme,omitempty"})
    # Custom headers to set in the request. HTTP allows repeated headers.
    # +optional
    # +listType=atomic
    http_headers: list[HTTPHeader] = field(
        default_factory=list, metadata={"json": "httpHeaders,omitempty"}
    )


# URIScheme identifies the scheme used for connection to a host for Get actions
# +enum
URIScheme = NewType("URIScheme", str)


@dataclass
class GRPCAction:
    # Port number of the gRPC service. Number must be in the range 1 to 65535.
    port: Int32 = field(default=0, metadata={"json": "port"})

    # Service is the name of the service to place in the gRPC HealthCheckRequest
    # (see https://github.com/grpc/grpc/blob/master/doc/health-checking.md).
    #
    # If this is not specified, the default behavior is defined by gRPC.
    # +optional
    # +default=""
    service: Optional[str] = field(default=None, metadata={"json": "service"})


@dataclass
class ServicePort:
    """ServicePort contains information on service's port."""

    # The name of this port within the service. This must be a DNS_LABEL.
    # All ports within a ServiceSpec must have unique names. When considering
    # the endpoints for a Service, this must match the 'name' field in the
    # EndpointPort.
    # Optional if only one ServicePort is defined on this service.
    # +optional
    name: str = field(default="", metadata={"json": "name,omitempty"})

    # The IP protocol for this port. Supports "TCP", "UDP", and "SCTP".
    # Default is TCP.
    # +default="TCP"
    # +optional
    protocol: Protocol = field(default="", metadata={"json": "protocol,omitempty"})

    # The application protocol for this port.
    # This is used as a hint for implementations to offer richer behavior for protocols that they understand.
    # This field follows standard Kubernetes label syntax.
    # Valid values are either:
    #
    # * Un-prefixed protocol names - reserved for IANA standard service names (as per
    # RFC-6335 and https://www.iana.org/assignments/service-names).
    #
    # * Kubernetes-defined prefixed names:
    #   * 'kubernetes.io/h2c' - HTTP/2 prior knowledge over cleartext as described in https://www.rfc-editor.org/rfc/rfc9113.html#name-starting-http-2-with-prior-
    #   * 'kubernetes.io/ws'  - WebSocket over cleartext as described in https://www.rfc-editor.org/rfc/rfc6455
    #   * 'kubernetes.io/wss' - WebSocket over TLS as described in https://www.rfc-editor.org/rfc/rfc6455
    #
    # * Other protocols should use implementation-defined prefixed names such as
    # mycompany.com/my-custom-protocol.
    # +optional
    app_protocol: Optional[str] = field(
        default=None, metadata={"json": "appProtocol,omitempty"}
    )

    # The port that will be exposed by this service.
    port: Int32 = field(default=0, metadata={"json": "port"})

    # Number or name of the port to access on the pods targeted by the service.
    # Number must be in the range 1 to 65535. Name must be an IANA_SVC_NAME.
    # If this is a string, it will be looked up as a named port in the
    # target Pod's container ports. If this is not specified, the value
    # of the 'port' field is used (an identity map).
    # This field is ignored for services with clusterIP=None, and should be
    # omitted or set equal to the 'port' field.
    # More info: https://kubernetes.io/docs/concepts/services-networking/service/#defining-a-service
    # +optional
    target_port: Optional[str] = field(
        default=None, metadata={"json": "targetPort,omitempty"}
    )

    # The port on each node on which this service is exposed when type is
    # NodePort or LoadBalancer.  Usually assigned by the system. If a value is
    # specified, in-range, and not in use it will be used, otherwise the
    # operation will fail.  If not specified, a port will be allocated if this
    # Service requires one.  If this field is specified when creating a
    # Service which does not need it, creation will fail. This field will be
    # wiped when updating a Service to no longer need it (e.g. changing type
    # from NodePort to ClusterIP).
    # More info: https://kubernetes.io/docs/concepts/services-networking/service/#type-nodeport
    # +optional
    node_port: Int32 = field(default=0, metadata={"json": "nodePort,omitempty"})


# +structType=atomic
@dataclass
class LocalObjectReference:
    """LocalObjectReference contains enough information to let you locate the
    referenced object inside the same namespace."""

    # Name of the referent.
    # This field is effectively required, but due to backwards compatibility is
    # allowed to be empty. Instances of this type with an empty value here are
    # almost certainly wrong.
    # TODO: Add other useful fields. apiVersion, kind, uid?
    # More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/names/#names
    # +optional
    # +default=""
    # +kubebuilder:default=""
    # TODO: Drop `kubebuilder:default` when controller-gen doesn't need it https://github.com/kubernetes-sigs/kubebuilder/issues/3896.
    name: str = field(default="", metadata={"json": "name,omitempty"})


@dataclass
class LoadBalancerStatus:
    """LoadBalancerStatus represents the status of a load-balancer."""

    # Ingress is a list containing ingress points for the load-balancer.
    # Traffic intended for the service should be sent to these ingress points.
    # +optional
    # +listType=atomic
    ingress: list[LoadBalancerIngress] = field(default_factory=list, metadata={"json": "ingress,omitempty"})


@dataclass
class LoadBalancerIngress:
    """LoadBalancerIngress represents the status of a load-balancer ingress point:
    traffic intended for the service should be sent to an ingress point."""

    # IP is set for load-balancer ingress points that are IP based
    # (typically GCE or OpenStack load-balancers)
    # +optional
    ip: str = field(default="", metadata={"json": "ip,omitempty"})

    # Hostname is set for load-balancer ingress points that are DNS based
    # (typically AWS load-balancers)
    # +optional
    hostname: str = field(default="", metadata={"json": "hostname,omitempty"})

    # IPMode specifies how the load-balancer IP behaves, and may only be specified when the ip field is specified.
    # Setting this to "VIP" indicates that traffic is delivered to the node with
    # the destination set to the load-balancer's IP and port.
    # Setting this to "Proxy" indicates that traffic is delivered to the node or pod with
    # the destination set to the node's IP and node port or the pod's IP and port.
    # Service implementations may use this information to adjust traffic routing.
    # +optional
    ip_mode: Optional[LoadBalancerIPMode] = field(default=None, metadata={"json": "ipMode,omitempty"})

    # Ports is a list of records of service ports
    # If used, every port defined in the service should have an entry in it
    # +listType=atomic
    # +optional
    ports: list[PortStatus] = field(default_factory=list, metadata={"json": "ports,omitempty"})


LoadBalancerIPMode = NewType("LoadBalancerIPMode", str)


@dataclass
class PortStatus:
    # Port is the port number of the service port of which status is recorded here
    port: int = field(default=0, metadata={"json": "port"})
    # Protocol is the protocol of the service port of which status is recorded here
    # The supported values are: "TCP", "UDP", "SCTP"
    protocol: Protocol = field(default="", metadata={"json": "protocol"})
    # Error is to record the problem with the service port
    # The format of the error shall comply with the following rules:
    # - built-in error values shall be specified in this file and those shall use
    #   CamelCase names
    # - cloud provider specific error values must have names that comply with the
    #   format foo.example.com/CamelCase.
    # +optional
    error: Optional[str] = field(default=None, metadata={"json": "error,omitempty"})
