# Imported by defaultgen: a new import overwrites this file.
# defaultgen import ../import/kubernetes/v1.35/api__v1_openapi.json
# +defaultgen

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional, TypeAlias
from ...apimachinery.pkg.api.resource import Quantity
from ...apimachinery.pkg.apis.meta.v1 import Condition
from ...apimachinery.pkg.apis.meta.v1 import LabelSelector
from ...apimachinery.pkg.apis.meta.v1 import ListMeta
from ...apimachinery.pkg.apis.meta.v1 import MicroTime
from ...apimachinery.pkg.apis.meta.v1 import ObjectMeta
from ...apimachinery.pkg.apis.meta.v1 import Time
from ...apimachinery.pkg.util.intstr import IntOrString

# +kubebuilder:validation:Format=byte
# +defaultgen:noItemDefault
ConfigMapBinaryDataItem: TypeAlias = str


# +kubebuilder:validation:Format=byte
# +defaultgen:noItemDefault
SecretDataItem: TypeAlias = str


# Represents a Persistent Disk resource in AWS.
#
# An AWS EBS disk must exist before mounting to a container. The disk must also be in the same AWS zone as the kubelet. An AWS EBS disk can only be mounted as read/write once. AWS EBS volumes support ownership management and SELinux relabeling.
@dataclass
class AWSElasticBlockStoreVolumeSource:
    # fsType is the filesystem type of the volume that you want to mount. Tip: Ensure that the filesystem type is supported by the host operating system. Examples: "ext4", "xfs", "ntfs". Implicitly inferred to be "ext4" if unspecified. More info: https://kubernetes.io/docs/concepts/storage/volumes#awselasticblockstore
    # +optional
    fs_type: Optional[str] = field(default=None, metadata={"json": "fsType,omitempty"})
    # partition is the partition in the volume that you want to mount. If omitted, the default is to mount by volume name. Examples: For volume /dev/sda1, you specify the partition as "1". Similarly, the volume partition for /dev/sda is "0" (or you can leave the property empty).
    # +optional
    # +kubebuilder:validation:Format=int32
    partition: Optional[int] = field(
        default=None, metadata={"json": "partition,omitempty"}
    )
    # readOnly value true will force the readOnly setting in VolumeMounts. More info: https://kubernetes.io/docs/concepts/storage/volumes#awselasticblockstore
    # +optional
    read_only: Optional[bool] = field(
        default=None, metadata={"json": "readOnly,omitempty"}
    )
    # volumeID is unique ID of the persistent disk resource in AWS (Amazon EBS volume). More info: https://kubernetes.io/docs/concepts/storage/volumes#awselasticblockstore
    volume_id: str = field(default="", metadata={"json": "volumeID"})


# Affinity is a group of affinity scheduling rules.
@dataclass
class Affinity:
    # Describes node affinity scheduling rules for the pod.
    # +optional
    node_affinity: Optional[NodeAffinity] = field(
        default=None, metadata={"json": "nodeAffinity,omitempty"}
    )
    # Describes pod affinity scheduling rules (e.g. co-locate this pod in the same node, zone, etc. as some other pod(s)).
    # +optional
    pod_affinity: Optional[PodAffinity] = field(
        default=None, metadata={"json": "podAffinity,omitempty"}
    )
    # Describes pod anti-affinity scheduling rules (e.g. avoid putting this pod in the same node, zone, etc. as some other pod(s)).
    # +optional
    pod_anti_affinity: Optional[PodAntiAffinity] = field(
        default=None, metadata={"json": "podAntiAffinity,omitempty"}
    )


# AppArmorProfile defines a pod or container's AppArmor settings.
# +defaultgen:schema={"x-kubernetes-unions": [{"discriminator": "type", "fields-to-discriminateBy": {"localhostProfile": "LocalhostProfile"}}]}
@dataclass
class AppArmorProfile:
    # localhostProfile indicates a profile loaded on the node that should be used. The profile must be preconfigured on the node to work. Must match the loaded name of the profile. Must be set if and only if type is "Localhost".
    # +optional
    localhost_profile: Optional[str] = field(
        default=None, metadata={"json": "localhostProfile,omitempty"}
    )
    # type indicates which kind of AppArmor profile will be applied. Valid options are:
    #   Localhost - a profile pre-loaded on the node.
    #   RuntimeDefault - the container runtime's default profile.
    #   Unconfined - no AppArmor enforcement.
    type: str = field(default="", metadata={"json": "type"})


# AttachedVolume describes a volume attached to a node
@dataclass
class AttachedVolume:
    # DevicePath represents the device path where the volume should be available
    device_path: str = field(default="", metadata={"json": "devicePath"})
    # Name of the attached volume
    name: str = field(default="", metadata={"json": "name"})


# AzureDisk represents an Azure Data Disk mount on the host and bind mount to the pod.
@dataclass
class AzureDiskVolumeSource:
    # cachingMode is the Host Caching mode: None, Read Only, Read Write.
    # +optional
    # +default="ReadWrite"
    caching_mode: Optional[str] = field(
        default=None, metadata={"json": "cachingMode,omitempty"}
    )
    # diskName is the Name of the data disk in the blob storage
    disk_name: str = field(default="", metadata={"json": "diskName"})
    # diskURI is the URI of data disk in the blob storage
    disk_uri: str = field(default="", metadata={"json": "diskURI"})
    # fsType is Filesystem type to mount. Must be a filesystem type supported by the host operating system. Ex. "ext4", "xfs", "ntfs". Implicitly inferred to be "ext4" if unspecified.
    # +optional
    # +default="ext4"
    fs_type: Optional[str] = field(default=None, metadata={"json": "fsType,omitempty"})
    # kind expected values are Shared: multiple blob disks per storage account  Dedicated: single blob disk per storage account  Managed: azure managed data disk (only in managed availability set). defaults to shared
    # +optional
    # +default="Shared"
    kind: Optional[str] = field(default=None, metadata={"json": "kind,omitempty"})
    # readOnly Defaults to false (read/write). ReadOnly here will force the ReadOnly setting in VolumeMounts.
    # +optional
    read_only: bool = field(default=False, metadata={"json": "readOnly"})


# AzureFile represents an Azure File Service mount on the host and bind mount to the pod.
@dataclass
class AzureFilePersistentVolumeSource:
    # readOnly defaults to false (read/write). ReadOnly here will force the ReadOnly setting in VolumeMounts.
    # +optional
    read_only: Optional[bool] = field(
        default=None, metadata={"json": "readOnly,omitempty"}
    )
    # secretName is the name of secret that contains Azure Storage Account Name and Key
    secret_name: str = field(default="", metadata={"json": "secretName"})
    # secretNamespace is the namespace of the secret that contains Azure Storage Account Name and Key default is the same as the Pod
    # +optional
    secret_namespace: Optional[str] = field(
        default=None, metadata={"json": "secretNamespace,omitempty"}
    )
    # shareName is the azure Share Name
    share_name: str = field(default="", metadata={"json": "shareName"})


# AzureFile represents an Azure File Service mount on the host and bind mount to the pod.
@dataclass
class AzureFileVolumeSource:
    # readOnly defaults to false (read/write). ReadOnly here will force the ReadOnly setting in VolumeMounts.
    # +optional
    read_only: Optional[bool] = field(
        default=None, metadata={"json": "readOnly,omitempty"}
    )
    # secretName is the  name of secret that contains Azure Storage Account Name and Key
    secret_name: str = field(default="", metadata={"json": "secretName"})
    # shareName is the azure share Name
    share_name: str = field(default="", metadata={"json": "shareName"})


# ObjectReference contains enough information to let you inspect or modify the referred object.
# +structType=atomic
@dataclass
class ObjectReference:
    # API version of the referent.
    # +optional
    api_version: Optional[str] = field(
        default=None, metadata={"json": "apiVersion,omitempty"}
    )
    # If referring to a piece of an object instead of an entire object, this string should contain a valid JSON/Go field access statement, such as desiredState.manifest.containers[2]. For example, if the object reference is to a container within a pod, this would take on a value like: "spec.containers{name}" (where "name" refers to the name of the container that triggered the event) or if no container name is specified "spec.containers[2]" (container with index 2 in this pod). This syntax is chosen only to have some well-defined way of referencing a part of an object.
    # +optional
    field_path: Optional[str] = field(
        default=None, metadata={"json": "fieldPath,omitempty"}
    )
    # Kind of the referent. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds
    # +optional
    kind: Optional[str] = field(default=None, metadata={"json": "kind,omitempty"})
    # Name of the referent. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/names/#names
    # +optional
    name: Optional[str] = field(default=None, metadata={"json": "name,omitempty"})
    # Namespace of the referent. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/namespaces/
    # +optional
    namespace: Optional[str] = field(
        default=None, metadata={"json": "namespace,omitempty"}
    )
    # Specific resourceVersion to which this reference is made, if any. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#concurrency-control-and-consistency
    # +optional
    resource_version: Optional[str] = field(
        default=None, metadata={"json": "resourceVersion,omitempty"}
    )
    # UID of the referent. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/names/#uids
    # +optional
    uid: Optional[str] = field(default=None, metadata={"json": "uid,omitempty"})


# Binding ties one object to another; for example, a pod is bound to a node by a scheduler.
# +defaultgen:schema={"x-kubernetes-group-version-kind": [{"group": "", "kind": "Binding", "version": "v1"}]}
@dataclass
class Binding:
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
    # The target object that you want to bind to the standard object.
    target: ObjectReference = field(
        default_factory=ObjectReference, metadata={"json": "target"}
    )


# Represents storage that is managed by an external CSI volume driver
@dataclass
class CSIPersistentVolumeSource:
    # controllerExpandSecretRef is a reference to the secret object containing sensitive information to pass to the CSI driver to complete the CSI ControllerExpandVolume call. This field is optional, and may be empty if no secret is required. If the secret object contains more than one secret, all secrets are passed.
    # +optional
    controller_expand_secret_ref: Optional[SecretReference] = field(
        default=None, metadata={"json": "controllerExpandSecretRef,omitempty"}
    )
    # controllerPublishSecretRef is a reference to the secret object containing sensitive information to pass to the CSI driver to complete the CSI ControllerPublishVolume and ControllerUnpublishVolume calls. This field is optional, and may be empty if no secret is required. If the secret object contains more than one secret, all secrets are passed.
    # +optional
    controller_publish_secret_ref: Optional[SecretReference] = field(
        default=None, metadata={"json": "controllerPublishSecretRef,omitempty"}
    )
    # driver is the name of the driver to use for this volume. Required.
    driver: str = field(default="", metadata={"json": "driver"})
    # fsType to mount. Must be a filesystem type supported by the host operating system. Ex. "ext4", "xfs", "ntfs".
    # +optional
    fs_type: Optional[str] = field(default=None, metadata={"json": "fsType,omitempty"})
    # nodeExpandSecretRef is a reference to the secret object containing sensitive information to pass to the CSI driver to complete the CSI NodeExpandVolume call. This field is optional, may be omitted if no secret is required. If the secret object contains more than one secret, all secrets are passed.
    # +optional
    node_expand_secret_ref: Optional[SecretReference] = field(
        default=None, metadata={"json": "nodeExpandSecretRef,omitempty"}
    )
    # nodePublishSecretRef is a reference to the secret object containing sensitive information to pass to the CSI driver to complete the CSI NodePublishVolume and NodeUnpublishVolume calls. This field is optional, and may be empty if no secret is required. If the secret object contains more than one secret, all secrets are passed.
    # +optional
    node_publish_secret_ref: Optional[SecretReference] = field(
        default=None, metadata={"json": "nodePublishSecretRef,omitempty"}
    )
    # nodeStageSecretRef is a reference to the secret object containing sensitive information to pass to the CSI driver to complete the CSI NodeStageVolume and NodeStageVolume and NodeUnstageVolume calls. This field is optional, and may be empty if no secret is required. If the secret object contains more than one secret, all secrets are passed.
    # +optional
    node_stage_secret_ref: Optional[SecretReference] = field(
        default=None, metadata={"json": "nodeStageSecretRef,omitempty"}
    )
    # readOnly value to pass to ControllerPublishVolumeRequest. Defaults to false (read/write).
    # +optional
    read_only: Optional[bool] = field(
        default=None, metadata={"json": "readOnly,omitempty"}
    )
    # volumeAttributes of the volume to publish.
    # +optional
    volume_attributes: Optional[dict[str, str]] = field(
        default=None, metadata={"json": "volumeAttributes,omitempty"}
    )
    # volumeHandle is the unique volume name returned by the CSI volume plugin’s CreateVolume to refer to the volume on all subsequent calls. Required.
    volume_handle: str = field(default="", metadata={"json": "volumeHandle"})


# Represents a source location of a volume to mount, managed by an external CSI driver
@dataclass
class CSIVolumeSource:
    # driver is the name of the CSI driver that handles this volume. Consult with your admin for the correct name as registered in the cluster.
    driver: str = field(default="", metadata={"json": "driver"})
    # fsType to mount. Ex. "ext4", "xfs", "ntfs". If not provided, the empty value is passed to the associated CSI driver which will determine the default filesystem to apply.
    # +optional
    fs_type: Optional[str] = field(default=None, metadata={"json": "fsType,omitempty"})
    # nodePublishSecretRef is a reference to the secret object containing sensitive information to pass to the CSI driver to complete the CSI NodePublishVolume and NodeUnpublishVolume calls. This field is optional, and  may be empty if no secret is required. If the secret object contains more than one secret, all secret references are passed.
    # +optional
    node_publish_secret_ref: Optional[LocalObjectReference] = field(
        default=None, metadata={"json": "nodePublishSecretRef,omitempty"}
    )
    # readOnly specifies a read-only configuration for the volume. Defaults to false (read/write).
    # +optional
    read_only: Optional[bool] = field(
        default=None, metadata={"json": "readOnly,omitempty"}
    )
    # volumeAttributes stores driver-specific properties that are passed to the CSI driver. Consult your driver's documentation for supported values.
    # +optional
    volume_attributes: Optional[dict[str, str]] = field(
        default=None, metadata={"json": "volumeAttributes,omitempty"}
    )


# Adds and removes POSIX capabilities from running containers.
@dataclass
class Capabilities:
    # Added capabilities
    # +optional
    # +listType=atomic
    add: Optional[list[str]] = field(default=None, metadata={"json": "add,omitempty"})
    # Removed capabilities
    # +optional
    # +listType=atomic
    drop: Optional[list[str]] = field(default=None, metadata={"json": "drop,omitempty"})


# Represents a Ceph Filesystem mount that lasts the lifetime of a pod Cephfs volumes do not support ownership management or SELinux relabeling.
@dataclass
class CephFSPersistentVolumeSource:
    # monitors is Required: Monitors is a collection of Ceph monitors More info: https://examples.k8s.io/volumes/cephfs/README.md#how-to-use-it
    # +required
    # +listType=atomic
    monitors: Optional[list[str]] = field(
        default=None, metadata={"json": "monitors,omitempty"}
    )
    # path is Optional: Used as the mounted root, rather than the full Ceph tree, default is /
    # +optional
    path: Optional[str] = field(default=None, metadata={"json": "path,omitempty"})
    # readOnly is Optional: Defaults to false (read/write). ReadOnly here will force the ReadOnly setting in VolumeMounts. More info: https://examples.k8s.io/volumes/cephfs/README.md#how-to-use-it
    # +optional
    read_only: Optional[bool] = field(
        default=None, metadata={"json": "readOnly,omitempty"}
    )
    # secretFile is Optional: SecretFile is the path to key ring for User, default is /etc/ceph/user.secret More info: https://examples.k8s.io/volumes/cephfs/README.md#how-to-use-it
    # +optional
    secret_file: Optional[str] = field(
        default=None, metadata={"json": "secretFile,omitempty"}
    )
    # secretRef is Optional: SecretRef is reference to the authentication secret for User, default is empty. More info: https://examples.k8s.io/volumes/cephfs/README.md#how-to-use-it
    # +optional
    secret_ref: Optional[SecretReference] = field(
        default=None, metadata={"json": "secretRef,omitempty"}
    )
    # user is Optional: User is the rados user name, default is admin More info: https://examples.k8s.io/volumes/cephfs/README.md#how-to-use-it
    # +optional
    user: Optional[str] = field(default=None, metadata={"json": "user,omitempty"})


# Represents a Ceph Filesystem mount that lasts the lifetime of a pod Cephfs volumes do not support ownership management or SELinux relabeling.
@dataclass
class CephFSVolumeSource:
    # monitors is Required: Monitors is a collection of Ceph monitors More info: https://examples.k8s.io/volumes/cephfs/README.md#how-to-use-it
    # +required
    # +listType=atomic
    monitors: Optional[list[str]] = field(
        default=None, metadata={"json": "monitors,omitempty"}
    )
    # path is Optional: Used as the mounted root, rather than the full Ceph tree, default is /
    # +optional
    path: Optional[str] = field(default=None, metadata={"json": "path,omitempty"})
    # readOnly is Optional: Defaults to false (read/write). ReadOnly here will force the ReadOnly setting in VolumeMounts. More info: https://examples.k8s.io/volumes/cephfs/README.md#how-to-use-it
    # +optional
    read_only: Optional[bool] = field(
        default=None, metadata={"json": "readOnly,omitempty"}
    )
    # secretFile is Optional: SecretFile is the path to key ring for User, default is /etc/ceph/user.secret More info: https://examples.k8s.io/volumes/cephfs/README.md#how-to-use-it
    # +optional
    secret_file: Optional[str] = field(
        default=None, metadata={"json": "secretFile,omitempty"}
    )
    # secretRef is Optional: SecretRef is reference to the authentication secret for User, default is empty. More info: https://examples.k8s.io/volumes/cephfs/README.md#how-to-use-it
    # +optional
    secret_ref: Optional[LocalObjectReference] = field(
        default=None, metadata={"json": "secretRef,omitempty"}
    )
    # user is optional: User is the rados user name, default is admin More info: https://examples.k8s.io/volumes/cephfs/README.md#how-to-use-it
    # +optional
    user: Optional[str] = field(default=None, metadata={"json": "user,omitempty"})


# Represents a cinder volume resource in Openstack. A Cinder volume must exist before mounting to a container. The volume must also be in the same region as the kubelet. Cinder volumes support ownership management and SELinux relabeling.
@dataclass
class CinderPersistentVolumeSource:
    # fsType Filesystem type to mount. Must be a filesystem type supported by the host operating system. Examples: "ext4", "xfs", "ntfs". Implicitly inferred to be "ext4" if unspecified. More info: https://examples.k8s.io/mysql-cinder-pd/README.md
    # +optional
    fs_type: Optional[str] = field(default=None, metadata={"json": "fsType,omitempty"})
    # readOnly is Optional: Defaults to false (read/write). ReadOnly here will force the ReadOnly setting in VolumeMounts. More info: https://examples.k8s.io/mysql-cinder-pd/README.md
    # +optional
    read_only: Optional[bool] = field(
        default=None, metadata={"json": "readOnly,omitempty"}
    )
    # secretRef is Optional: points to a secret object containing parameters used to connect to OpenStack.
    # +optional
    secret_ref: Optional[SecretReference] = field(
        default=None, metadata={"json": "secretRef,omitempty"}
    )
    # volumeID used to identify the volume in cinder. More info: https://examples.k8s.io/mysql-cinder-pd/README.md
    volume_id: str = field(default="", metadata={"json": "volumeID"})


# Represents a cinder volume resource in Openstack. A Cinder volume must exist before mounting to a container. The volume must also be in the same region as the kubelet. Cinder volumes support ownership management and SELinux relabeling.
@dataclass
class CinderVolumeSource:
    # fsType is the filesystem type to mount. Must be a filesystem type supported by the host operating system. Examples: "ext4", "xfs", "ntfs". Implicitly inferred to be "ext4" if unspecified. More info: https://examples.k8s.io/mysql-cinder-pd/README.md
    # +optional
    fs_type: Optional[str] = field(default=None, metadata={"json": "fsType,omitempty"})
    # readOnly defaults to false (read/write). ReadOnly here will force the ReadOnly setting in VolumeMounts. More info: https://examples.k8s.io/mysql-cinder-pd/README.md
    # +optional
    read_only: Optional[bool] = field(
        default=None, metadata={"json": "readOnly,omitempty"}
    )
    # secretRef is optional: points to a secret object containing parameters used to connect to OpenStack.
    # +optional
    secret_ref: Optional[LocalObjectReference] = field(
        default=None, metadata={"json": "secretRef,omitempty"}
    )
    # volumeID used to identify the volume in cinder. More info: https://examples.k8s.io/mysql-cinder-pd/README.md
    volume_id: str = field(default="", metadata={"json": "volumeID"})


# ClientIPConfig represents the configurations of Client IP based session affinity.
@dataclass
class ClientIPConfig:
    # timeoutSeconds specifies the seconds of ClientIP type session sticky time. The value must be >0 && <=86400(for 1 day) if ServiceAffinity == "ClientIP". Default value is 10800(for 3 hours).
    # +optional
    # +kubebuilder:validation:Format=int32
    timeout_seconds: Optional[int] = field(
        default=None, metadata={"json": "timeoutSeconds,omitempty"}
    )


# ClusterTrustBundleProjection describes how to select a set of ClusterTrustBundle objects and project their contents into the pod filesystem.
@dataclass
class ClusterTrustBundleProjection:
    # Select all ClusterTrustBundles that match this label selector.  Only has effect if signerName is set.  Mutually-exclusive with name.  If unset, interpreted as "match nothing".  If set but empty, interpreted as "match everything".
    # +optional
    label_selector: Optional[LabelSelector] = field(
        default=None, metadata={"json": "labelSelector,omitempty"}
    )
    # Select a single ClusterTrustBundle by object name.  Mutually-exclusive with signerName and labelSelector.
    # +optional
    name: Optional[str] = field(default=None, metadata={"json": "name,omitempty"})
    # If true, don't block pod startup if the referenced ClusterTrustBundle(s) aren't available.  If using name, then the named ClusterTrustBundle is allowed not to exist.  If using signerName, then the combination of signerName and labelSelector is allowed to match zero ClusterTrustBundles.
    # +optional
    optional: Optional[bool] = field(
        default=None, metadata={"json": "optional,omitempty"}
    )
    # Relative path from the volume root to write the bundle.
    path: str = field(default="", metadata={"json": "path"})
    # Select all ClusterTrustBundles that match this signer name. Mutually-exclusive with name.  The contents of all selected ClusterTrustBundles will be unified and deduplicated.
    # +optional
    signer_name: Optional[str] = field(
        default=None, metadata={"json": "signerName,omitempty"}
    )


# Information about the condition of a component.
@dataclass
class ComponentCondition:
    # Condition error code for a component. For example, a health check error code.
    # +optional
    error: Optional[str] = field(default=None, metadata={"json": "error,omitempty"})
    # Message about the condition for a component. For example, information about a health check.
    # +optional
    message: Optional[str] = field(default=None, metadata={"json": "message,omitempty"})
    # Status of the condition for a component. Valid values for "Healthy": "True", "False", or "Unknown".
    status: str = field(default="", metadata={"json": "status"})
    # Type of condition for a component. Valid value: "Healthy"
    type: str = field(default="", metadata={"json": "type"})


# ComponentStatus (and ComponentStatusList) holds the cluster validation info. Deprecated: This API is deprecated in v1.19+
# +defaultgen:schema={"x-kubernetes-group-version-kind": [{"group": "", "kind": "ComponentStatus", "version": "v1"}]}
@dataclass
class ComponentStatus:
    # APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources
    # +optional
    api_version: Optional[str] = field(
        default=None, metadata={"json": "apiVersion,omitempty"}
    )
    # List of component conditions observed
    # +optional
    # +listMapKey=type
    # +listType=map
    # +patchMergeKey=type
    # +patchStrategy=merge
    conditions: Optional[list[ComponentCondition]] = field(
        default=None, metadata={"json": "conditions,omitempty"}
    )
    # Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds
    # +optional
    kind: Optional[str] = field(default=None, metadata={"json": "kind,omitempty"})
    # Standard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
    # +optional
    metadata: ObjectMeta = field(
        default_factory=ObjectMeta, metadata={"json": "metadata"}
    )


# Status of all the conditions for the component as a list of ComponentStatus objects. Deprecated: This API is deprecated in v1.19+
# +defaultgen:schema={"x-kubernetes-group-version-kind": [{"group": "", "kind": "ComponentStatusList", "version": "v1"}]}
@dataclass
class ComponentStatusList:
    # APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources
    # +optional
    api_version: Optional[str] = field(
        default=None, metadata={"json": "apiVersion,omitempty"}
    )
    # List of ComponentStatus objects.
    # +required
    items: Optional[list[ComponentStatus]] = field(
        default=None, metadata={"json": "items,omitempty"}
    )
    # Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds
    # +optional
    kind: Optional[str] = field(default=None, metadata={"json": "kind,omitempty"})
    # Standard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds
    # +optional
    metadata: ListMeta = field(default_factory=ListMeta, metadata={"json": "metadata"})


# ConfigMap holds configuration data for pods to consume.
# +defaultgen:schema={"x-kubernetes-group-version-kind": [{"group": "", "kind": "ConfigMap", "version": "v1"}]}
@dataclass
class ConfigMap:
    # APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources
    # +optional
    api_version: Optional[str] = field(
        default=None, metadata={"json": "apiVersion,omitempty"}
    )
    # BinaryData contains the binary data. Each key must consist of alphanumeric characters, '-', '_' or '.'. BinaryData can contain byte sequences that are not in the UTF-8 range. The keys stored in BinaryData must not overlap with the ones in the Data field, this is enforced during validation process. Using this field will require 1.10+ apiserver and kubelet.
    # +optional
    binary_data: Optional[dict[str, ConfigMapBinaryDataItem]] = field(
        default=None, metadata={"json": "binaryData,omitempty"}
    )
    # Data contains the configuration data. Each key must consist of alphanumeric characters, '-', '_' or '.'. Values with non-UTF-8 byte sequences must use the BinaryData field. The keys stored in Data must not overlap with the keys in the BinaryData field, this is enforced during validation process.
    # +optional
    data: Optional[dict[str, str]] = field(
        default=None, metadata={"json": "data,omitempty"}
    )
    # Immutable, if set to true, ensures that data stored in the ConfigMap cannot be updated (only object metadata can be modified). If not set to true, the field can be modified at any time. Defaulted to nil.
    # +optional
    immutable: Optional[bool] = field(
        default=None, metadata={"json": "immutable,omitempty"}
    )
    # Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds
    # +optional
    kind: Optional[str] = field(default=None, metadata={"json": "kind,omitempty"})
    # Standard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
    # +optional
    metadata: ObjectMeta = field(
        default_factory=ObjectMeta, metadata={"json": "metadata"}
    )


# ConfigMapEnvSource selects a ConfigMap to populate the environment variables with.
#
# The contents of the target ConfigMap's Data field will represent the key-value pairs as environment variables.
@dataclass
class ConfigMapEnvSource:
    # Name of the referent. This field is effectively required, but due to backwards compatibility is allowed to be empty. Instances of this type with an empty value here are almost certainly wrong. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/names/#names
    # +optional
    name: str = field(default="", metadata={"json": "name"})
    # Specify whether the ConfigMap must be defined
    # +optional
    optional: Optional[bool] = field(
        default=None, metadata={"json": "optional,omitempty"}
    )


# Selects a key from a ConfigMap.
# +structType=atomic
@dataclass
class ConfigMapKeySelector:
    # The key to select.
    key: str = field(default="", metadata={"json": "key"})
    # Name of the referent. This field is effectively required, but due to backwards compatibility is allowed to be empty. Instances of this type with an empty value here are almost certainly wrong. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/names/#names
    # +optional
    name: str = field(default="", metadata={"json": "name"})
    # Specify whether the ConfigMap or its key must be defined
    # +optional
    optional: Optional[bool] = field(
        default=None, metadata={"json": "optional,omitempty"}
    )


# ConfigMapList is a resource containing a list of ConfigMap objects.
# +defaultgen:schema={"x-kubernetes-group-version-kind": [{"group": "", "kind": "ConfigMapList", "version": "v1"}]}
@dataclass
class ConfigMapList:
    # APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources
    # +optional
    api_version: Optional[str] = field(
        default=None, metadata={"json": "apiVersion,omitempty"}
    )
    # Items is the list of ConfigMaps.
    # +required
    items: Optional[list[ConfigMap]] = field(
        default=None, metadata={"json": "items,omitempty"}
    )
    # Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds
    # +optional
    kind: Optional[str] = field(default=None, metadata={"json": "kind,omitempty"})
    # More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
    # +optional
    metadata: ListMeta = field(default_factory=ListMeta, metadata={"json": "metadata"})


# ConfigMapNodeConfigSource contains the information to reference a ConfigMap as a config source for the Node. This API is deprecated since 1.22: https://git.k8s.io/enhancements/keps/sig-node/281-dynamic-kubelet-configuration
@dataclass
class ConfigMapNodeConfigSource:
    # KubeletConfigKey declares which key of the referenced ConfigMap corresponds to the KubeletConfiguration structure This field is required in all cases.
    kubelet_config_key: str = field(default="", metadata={"json": "kubeletConfigKey"})
    # Name is the metadata.name of the referenced ConfigMap. This field is required in all cases.
    name: str = field(default="", metadata={"json": "name"})
    # Namespace is the metadata.namespace of the referenced ConfigMap. This field is required in all cases.
    namespace: str = field(default="", metadata={"json": "namespace"})
    # ResourceVersion is the metadata.ResourceVersion of the referenced ConfigMap. This field is forbidden in Node.Spec, and required in Node.Status.
    # +optional
    resource_version: Optional[str] = field(
        default=None, metadata={"json": "resourceVersion,omitempty"}
    )
    # UID is the metadata.UID of the referenced ConfigMap. This field is forbidden in Node.Spec, and required in Node.Status.
    # +optional
    uid: Optional[str] = field(default=None, metadata={"json": "uid,omitempty"})


# Adapts a ConfigMap into a projected volume.
#
# The contents of the target ConfigMap's Data field will be presented in a projected volume as files using the keys in the Data field as the file names, unless the items element is populated with specific mappings of keys to paths. Note that this is identical to a configmap volume source without the default mode.
@dataclass
class ConfigMapProjection:
    # items if unspecified, each key-value pair in the Data field of the referenced ConfigMap will be projected into the volume as a file whose name is the key and content is the value. If specified, the listed keys will be projected into the specified paths, and unlisted keys will not be present. If a key is specified which is not present in the ConfigMap, the volume setup will error unless it is marked optional. Paths must be relative and may not contain the '..' path or start with '..'.
    # +optional
    # +listType=atomic
    items: Optional[list[KeyToPath]] = field(
        default=None, metadata={"json": "items,omitempty"}
    )
    # Name of the referent. This field is effectively required, but due to backwards compatibility is allowed to be empty. Instances of this type with an empty value here are almost certainly wrong. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/names/#names
    # +optional
    name: str = field(default="", metadata={"json": "name"})
    # optional specify whether the ConfigMap or its keys must be defined
    # +optional
    optional: Optional[bool] = field(
        default=None, metadata={"json": "optional,omitempty"}
    )


# Adapts a ConfigMap into a volume.
#
# The contents of the target ConfigMap's Data field will be presented in a volume as files using the keys in the Data field as the file names, unless the items element is populated with specific mappings of keys to paths. ConfigMap volumes support ownership management and SELinux relabeling.
@dataclass
class ConfigMapVolumeSource:
    # defaultMode is optional: mode bits used to set permissions on created files by default. Must be an octal value between 0000 and 0777 or a decimal value between 0 and 511. YAML accepts both octal and decimal values, JSON requires decimal values for mode bits. Defaults to 0644. Directories within the path are not affected by this setting. This might be in conflict with other options that affect the file mode, like fsGroup, and the result can be other mode bits set.
    # +optional
    # +kubebuilder:validation:Format=int32
    default_mode: Optional[int] = field(
        default=None, metadata={"json": "defaultMode,omitempty"}
    )
    # items if unspecified, each key-value pair in the Data field of the referenced ConfigMap will be projected into the volume as a file whose name is the key and content is the value. If specified, the listed keys will be projected into the specified paths, and unlisted keys will not be present. If a key is specified which is not present in the ConfigMap, the volume setup will error unless it is marked optional. Paths must be relative and may not contain the '..' path or start with '..'.
    # +optional
    # +listType=atomic
    items: Optional[list[KeyToPath]] = field(
        default=None, metadata={"json": "items,omitempty"}
    )
    # Name of the referent. This field is effectively required, but due to backwards compatibility is allowed to be empty. Instances of this type with an empty value here are almost certainly wrong. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/names/#names
    # +optional
    name: str = field(default="", metadata={"json": "name"})
    # optional specify whether the ConfigMap or its keys must be defined
    # +optional
    optional: Optional[bool] = field(
        default=None, metadata={"json": "optional,omitempty"}
    )


# ResourceRequirements describes the compute resource requirements.
@dataclass
class ResourceRequirements:
    # Claims lists the names of resources, defined in spec.resourceClaims, that are used by this container.
    #
    # This field depends on the DynamicResourceAllocation feature gate.
    #
    # This field is immutable. It can only be set for containers.
    # +optional
    # +listMapKey=name
    # +listType=map
    claims: Optional[list[ResourceClaim]] = field(
        default=None, metadata={"json": "claims,omitempty"}
    )
    # Limits describes the maximum amount of compute resources allowed. More info: https://kubernetes.io/docs/concepts/configuration/manage-resources-containers/
    # +optional
    limits: Optional[dict[str, Quantity]] = field(
        default=None, metadata={"json": "limits,omitempty"}
    )
    # Requests describes the minimum amount of compute resources required. If Requests is omitted for a container, it defaults to Limits if that is explicitly specified, otherwise to an implementation-defined value. Requests cannot exceed Limits. More info: https://kubernetes.io/docs/concepts/configuration/manage-resources-containers/
    # +optional
    requests: Optional[dict[str, Quantity]] = field(
        default=None, metadata={"json": "requests,omitempty"}
    )


# A single application container that you want to run within a pod.
@dataclass
class Container:
    # Arguments to the entrypoint. The container image's CMD is used if this is not provided. Variable references $(VAR_NAME) are expanded using the container's environment. If a variable cannot be resolved, the reference in the input string will be unchanged. Double $$ are reduced to a single $, which allows for escaping the $(VAR_NAME) syntax: i.e. "$$(VAR_NAME)" will produce the string literal "$(VAR_NAME)". Escaped references will never be expanded, regardless of whether the variable exists or not. Cannot be updated. More info: https://kubernetes.io/docs/tasks/inject-data-application/define-command-argument-container/#running-a-command-in-a-shell
    # +optional
    # +listType=atomic
    args: Optional[list[str]] = field(default=None, metadata={"json": "args,omitempty"})
    # Entrypoint array. Not executed within a shell. The container image's ENTRYPOINT is used if this is not provided. Variable references $(VAR_NAME) are expanded using the container's environment. If a variable cannot be resolved, the reference in the input string will be unchanged. Double $$ are reduced to a single $, which allows for escaping the $(VAR_NAME) syntax: i.e. "$$(VAR_NAME)" will produce the string literal "$(VAR_NAME)". Escaped references will never be expanded, regardless of whether the variable exists or not. Cannot be updated. More info: https://kubernetes.io/docs/tasks/inject-data-application/define-command-argument-container/#running-a-command-in-a-shell
    # +optional
    # +listType=atomic
    command: Optional[list[str]] = field(
        default=None, metadata={"json": "command,omitempty"}
    )
    # List of environment variables to set in the container. Cannot be updated.
    # +optional
    # +listMapKey=name
    # +listType=map
    # +patchMergeKey=name
    # +patchStrategy=merge
    env: Optional[list[EnvVar]] = field(
        default=None, metadata={"json": "env,omitempty"}
    )
    # List of sources to populate environment variables in the container. The keys defined within a source may consist of any printable ASCII characters except '='. When a key exists in multiple sources, the value associated with the last source will take precedence. Values defined by an Env with a duplicate key will take precedence. Cannot be updated.
    # +optional
    # +listType=atomic
    env_from: Optional[list[EnvFromSource]] = field(
        default=None, metadata={"json": "envFrom,omitempty"}
    )
    # Container image name. More info: https://kubernetes.io/docs/concepts/containers/images This field is optional to allow higher level config management to default or override container images in workload controllers like Deployments and StatefulSets.
    # +optional
    image: Optional[str] = field(default=None, metadata={"json": "image,omitempty"})
    # Image pull policy. One of Always, Never, IfNotPresent. Defaults to Always if :latest tag is specified, or IfNotPresent otherwise. Cannot be updated. More info: https://kubernetes.io/docs/concepts/containers/images#updating-images
    # +optional
    image_pull_policy: Optional[str] = field(
        default=None, metadata={"json": "imagePullPolicy,omitempty"}
    )
    # Actions that the management system should take in response to container lifecycle events. Cannot be updated.
    # +optional
    lifecycle: Optional[Lifecycle] = field(
        default=None, metadata={"json": "lifecycle,omitempty"}
    )
    # Periodic probe of container liveness. Container will be restarted if the probe fails. Cannot be updated. More info: https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle#container-probes
    # +optional
    liveness_probe: Optional[Probe] = field(
        default=None, metadata={"json": "livenessProbe,omitempty"}
    )
    # Name of the container specified as a DNS_LABEL. Each container in a pod must have a unique name (DNS_LABEL). Cannot be updated.
    name: str = field(default="", metadata={"json": "name"})
    # List of ports to expose from the container. Not specifying a port here DOES NOT prevent that port from being exposed. Any port which is listening on the default "0.0.0.0" address inside a container will be accessible from the network. Modifying this array with strategic merge patch may corrupt the data. For more information See https://github.com/kubernetes/kubernetes/issues/108255. Cannot be updated.
    # +optional
    # +listMapKey=containerPort
    # +listMapKey=protocol
    # +listType=map
    # +patchMergeKey=containerPort
    # +patchStrategy=merge
    ports: Optional[list[ContainerPort]] = field(
        default=None, metadata={"json": "ports,omitempty"}
    )
    # Periodic probe of container service readiness. Container will be removed from service endpoints if the probe fails. Cannot be updated. More info: https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle#container-probes
    # +optional
    readiness_probe: Optional[Probe] = field(
        default=None, metadata={"json": "readinessProbe,omitempty"}
    )
    # Resources resize policy for the container. This field cannot be set on ephemeral containers.
    # +optional
    # +listType=atomic
    resize_policy: Optional[list[ContainerResizePolicy]] = field(
        default=None, metadata={"json": "resizePolicy,omitempty"}
    )
    # Compute Resources required by this container. Cannot be updated. More info: https://kubernetes.io/docs/concepts/configuration/manage-resources-containers/
    # +optional
    resources: ResourceRequirements = field(
        default_factory=ResourceRequirements, metadata={"json": "resources"}
    )
    # RestartPolicy defines the restart behavior of individual containers in a pod. This overrides the pod-level restart policy. When this field is not specified, the restart behavior is defined by the Pod's restart policy and the container type. Additionally, setting the RestartPolicy as "Always" for the init container will have the following effect: this init container will be continually restarted on exit until all regular containers have terminated. Once all regular containers have completed, all init containers with restartPolicy "Always" will be shut down. This lifecycle differs from normal init containers and is often referred to as a "sidecar" container. Although this init container still starts in the init container sequence, it does not wait for the container to complete before proceeding to the next init container. Instead, the next init container starts immediately after this init container is started, or after any startupProbe has successfully completed.
    # +optional
    restart_policy: Optional[str] = field(
        default=None, metadata={"json": "restartPolicy,omitempty"}
    )
    # Represents a list of rules to be checked to determine if the container should be restarted on exit. The rules are evaluated in order. Once a rule matches a container exit condition, the remaining rules are ignored. If no rule matches the container exit condition, the Container-level restart policy determines the whether the container is restarted or not. Constraints on the rules: - At most 20 rules are allowed. - Rules can have the same action. - Identical rules are not forbidden in validations. When rules are specified, container MUST set RestartPolicy explicitly even it if matches the Pod's RestartPolicy.
    # +optional
    # +listType=atomic
    restart_policy_rules: Optional[list[ContainerRestartRule]] = field(
        default=None, metadata={"json": "restartPolicyRules,omitempty"}
    )
    # SecurityContext defines the security options the container should be run with. If set, the fields of SecurityContext override the equivalent fields of PodSecurityContext. More info: https://kubernetes.io/docs/tasks/configure-pod-container/security-context/
    # +optional
    security_context: Optional[SecurityContext] = field(
        default=None, metadata={"json": "securityContext,omitempty"}
    )
    # StartupProbe indicates that the Pod has successfully initialized. If specified, no other probes are executed until this completes successfully. If this probe fails, the Pod will be restarted, just as if the livenessProbe failed. This can be used to provide different probe parameters at the beginning of a Pod's lifecycle, when it might take a long time to load data or warm a cache, than during steady-state operation. This cannot be updated. More info: https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle#container-probes
    # +optional
    startup_probe: Optional[Probe] = field(
        default=None, metadata={"json": "startupProbe,omitempty"}
    )
    # Whether this container should allocate a buffer for stdin in the container runtime. If this is not set, reads from stdin in the container will always result in EOF. Default is false.
    # +optional
    stdin: Optional[bool] = field(default=None, metadata={"json": "stdin,omitempty"})
    # Whether the container runtime should close the stdin channel after it has been opened by a single attach. When stdin is true the stdin stream will remain open across multiple attach sessions. If stdinOnce is set to true, stdin is opened on container start, is empty until the first client attaches to stdin, and then remains open and accepts data until the client disconnects, at which time stdin is closed and remains closed until the container is restarted. If this flag is false, a container processes that reads from stdin will never receive an EOF. Default is false
    # +optional
    stdin_once: Optional[bool] = field(
        default=None, metadata={"json": "stdinOnce,omitempty"}
    )
    # Optional: Path at which the file to which the container's termination message will be written is mounted into the container's filesystem. Message written is intended to be brief final status, such as an assertion failure message. Will be truncated by the node if greater than 4096 bytes. The total message length across all containers will be limited to 12kb. Defaults to /dev/termination-log. Cannot be updated.
    # +optional
    termination_message_path: Optional[str] = field(
        default=None, metadata={"json": "terminationMessagePath,omitempty"}
    )
    # Indicate how the termination message should be populated. File will use the contents of terminationMessagePath to populate the container status message on both success and failure. FallbackToLogsOnError will use the last chunk of container log output if the termination message file is empty and the container exited with an error. The log output is limited to 2048 bytes or 80 lines, whichever is smaller. Defaults to File. Cannot be updated.
    # +optional
    termination_message_policy: Optional[str] = field(
        default=None, metadata={"json": "terminationMessagePolicy,omitempty"}
    )
    # Whether this container should allocate a TTY for itself, also requires 'stdin' to be true. Default is false.
    # +optional
    tty: Optional[bool] = field(default=None, metadata={"json": "tty,omitempty"})
    # volumeDevices is the list of block devices to be used by the container.
    # +optional
    # +listMapKey=devicePath
    # +listType=map
    # +patchMergeKey=devicePath
    # +patchStrategy=merge
    volume_devices: Optional[list[VolumeDevice]] = field(
        default=None, metadata={"json": "volumeDevices,omitempty"}
    )
    # Pod volumes to mount into the container's filesystem. Cannot be updated.
    # +optional
    # +listMapKey=mountPath
    # +listType=map
    # +patchMergeKey=mountPath
    # +patchStrategy=merge
    volume_mounts: Optional[list[VolumeMount]] = field(
        default=None, metadata={"json": "volumeMounts,omitempty"}
    )
    # Container's working directory. If not specified, the container runtime's default will be used, which might be configured in the container image. Cannot be updated.
    # +optional
    working_dir: Optional[str] = field(
        default=None, metadata={"json": "workingDir,omitempty"}
    )


# ContainerExtendedResourceRequest has the mapping of container name, extended resource name to the device request name.
@dataclass
class ContainerExtendedResourceRequest:
    # The name of the container requesting resources.
    container_name: str = field(default="", metadata={"json": "containerName"})
    # The name of the request in the special ResourceClaim which corresponds to the extended resource.
    request_name: str = field(default="", metadata={"json": "requestName"})
    # The name of the extended resource in that container which gets backed by DRA.
    resource_name: str = field(default="", metadata={"json": "resourceName"})


# Describe a container image
@dataclass
class ContainerImage:
    # Names by which this image is known. e.g. ["kubernetes.example/hyperkube:v1.0.7", "cloud-vendor.registry.example/cloud-vendor/hyperkube:v1.0.7"]
    # +optional
    # +listType=atomic
    names: Optional[list[str]] = field(
        default=None, metadata={"json": "names,omitempty"}
    )
    # The size of the image in bytes.
    # +optional
    # +kubebuilder:validation:Format=int64
    size_bytes: Optional[int] = field(
        default=None, metadata={"json": "sizeBytes,omitempty"}
    )


# ContainerPort represents a network port in a single container.
@dataclass
class ContainerPort:
    # Number of port to expose on the pod's IP address. This must be a valid port number, 0 < x < 65536.
    # +kubebuilder:validation:Format=int32
    container_port: int = field(default=0, metadata={"json": "containerPort"})
    # What host IP to bind the external port to.
    # +optional
    host_ip: Optional[str] = field(default=None, metadata={"json": "hostIP,omitempty"})
    # Number of port to expose on the host. If specified, this must be a valid port number, 0 < x < 65536. If HostNetwork is specified, this must match ContainerPort. Most containers do not need this.
    # +optional
    # +kubebuilder:validation:Format=int32
    host_port: Optional[int] = field(
        default=None, metadata={"json": "hostPort,omitempty"}
    )
    # If specified, this must be an IANA_SVC_NAME and unique within the pod. Each named port in a pod must have a unique name. Name for the port that can be referred to by services.
    # +optional
    name: Optional[str] = field(default=None, metadata={"json": "name,omitempty"})
    # Protocol for port. Must be UDP, TCP, or SCTP. Defaults to "TCP".
    # +optional
    # +default="TCP"
    protocol: Optional[str] = field(
        default=None, metadata={"json": "protocol,omitempty"}
    )


# ContainerResizePolicy represents resource resize policy for the container.
@dataclass
class ContainerResizePolicy:
    # Name of the resource to which this resource resize policy applies. Supported values: cpu, memory.
    resource_name: str = field(default="", metadata={"json": "resourceName"})
    # Restart policy to apply when specified resource is resized. If not specified, it defaults to NotRequired.
    restart_policy: str = field(default="", metadata={"json": "restartPolicy"})


# ContainerRestartRule describes how a container exit is handled.
@dataclass
class ContainerRestartRule:
    # Specifies the action taken on a container exit if the requirements are satisfied. The only possible value is "Restart" to restart the container.
    # +required
    action: Optional[str] = field(default=None, metadata={"json": "action,omitempty"})
    # Represents the exit codes to check on container exits.
    # +optional
    exit_codes: Optional[ContainerRestartRuleOnExitCodes] = field(
        default=None, metadata={"json": "exitCodes,omitempty"}
    )


# ContainerRestartRuleOnExitCodes describes the condition for handling an exited container based on its exit codes.
@dataclass
class ContainerRestartRuleOnExitCodes:
    # +defaultgen:description="Represents the relationship between the container exit code(s) and the specified values. Possible values are: - In: the requirement is satisfied if the container exit code is in the\n  set of specified values.\n- NotIn: the requirement is satisfied if the container exit code is\n  not in the set of specified values."
    # +required
    operator: Optional[str] = field(
        default=None, metadata={"json": "operator,omitempty"}
    )
    # Specifies the set of values to check for container exit codes. At most 255 elements are allowed.
    # +optional
    # +kubebuilder:validation:items:Format=int32
    # +listType=set
    values: Optional[list[int]] = field(
        default=None, metadata={"json": "values,omitempty"}
    )


# ContainerState holds a possible state of container. Only one of its members may be specified. If none of them is specified, the default one is ContainerStateWaiting.
@dataclass
class ContainerState:
    # Details about a running container
    # +optional
    running: Optional[ContainerStateRunning] = field(
        default=None, metadata={"json": "running,omitempty"}
    )
    # Details about a terminated container
    # +optional
    terminated: Optional[ContainerStateTerminated] = field(
        default=None, metadata={"json": "terminated,omitempty"}
    )
    # Details about a waiting container
    # +optional
    waiting: Optional[ContainerStateWaiting] = field(
        default=None, metadata={"json": "waiting,omitempty"}
    )


# ContainerStateRunning is a running state of a container.
@dataclass
class ContainerStateRunning:
    # Time at which the container was last (re-)started
    # +optional
    started_at: Optional[Time] = field(
        default=None, metadata={"json": "startedAt,omitempty"}
    )


# ContainerStateTerminated is a terminated state of a container.
@dataclass
class ContainerStateTerminated:
    # Container's ID in the format '<type>://<container_id>'
    # +optional
    container_id: Optional[str] = field(
        default=None, metadata={"json": "containerID,omitempty"}
    )
    # Exit status from the last termination of the container
    # +kubebuilder:validation:Format=int32
    exit_code: int = field(default=0, metadata={"json": "exitCode"})
    # Time at which the container last terminated
    # +optional
    finished_at: Optional[Time] = field(
        default=None, metadata={"json": "finishedAt,omitempty"}
    )
    # Message regarding the last termination of the container
    # +optional
    message: Optional[str] = field(default=None, metadata={"json": "message,omitempty"})
    # (brief) reason from the last termination of the container
    # +optional
    reason: Optional[str] = field(default=None, metadata={"json": "reason,omitempty"})
    # Signal from the last termination of the container
    # +optional
    # +kubebuilder:validation:Format=int32
    signal: Optional[int] = field(default=None, metadata={"json": "signal,omitempty"})
    # Time at which previous execution of the container started
    # +optional
    started_at: Optional[Time] = field(
        default=None, metadata={"json": "startedAt,omitempty"}
    )


# ContainerStateWaiting is a waiting state of a container.
@dataclass
class ContainerStateWaiting:
    # Message regarding why the container is not yet running.
    # +optional
    message: Optional[str] = field(default=None, metadata={"json": "message,omitempty"})
    # (brief) reason the container is not yet running.
    # +optional
    reason: Optional[str] = field(default=None, metadata={"json": "reason,omitempty"})


# ContainerStatus contains details for the current status of this container.
@dataclass
class ContainerStatus:
    # AllocatedResources represents the compute resources allocated for this container by the node. Kubelet sets this value to Container.Resources.Requests upon successful pod admission and after successfully admitting desired pod resize.
    # +optional
    allocated_resources: Optional[dict[str, Quantity]] = field(
        default=None, metadata={"json": "allocatedResources,omitempty"}
    )
    # AllocatedResourcesStatus represents the status of various resources allocated for this Pod.
    # +optional
    # +listMapKey=name
    # +listType=map
    # +patchMergeKey=name
    # +patchStrategy=merge
    allocated_resources_status: Optional[list[ResourceStatus]] = field(
        default=None, metadata={"json": "allocatedResourcesStatus,omitempty"}
    )
    # ContainerID is the ID of the container in the format '<type>://<container_id>'. Where type is a container runtime identifier, returned from Version call of CRI API (for example "containerd").
    # +optional
    container_id: Optional[str] = field(
        default=None, metadata={"json": "containerID,omitempty"}
    )
    # Image is the name of container image that the container is running. The container image may not match the image used in the PodSpec, as it may have been resolved by the runtime. More info: https://kubernetes.io/docs/concepts/containers/images.
    image: str = field(default="", metadata={"json": "image"})
    # ImageID is the image ID of the container's image. The image ID may not match the image ID of the image used in the PodSpec, as it may have been resolved by the runtime.
    image_id: str = field(default="", metadata={"json": "imageID"})
    # LastTerminationState holds the last termination state of the container to help debug container crashes and restarts. This field is not populated if the container is still running and RestartCount is 0.
    # +optional
    last_state: ContainerState = field(
        default_factory=ContainerState, metadata={"json": "lastState"}
    )
    # Name is a DNS_LABEL representing the unique name of the container. Each container in a pod must have a unique name across all container types. Cannot be updated.
    name: str = field(default="", metadata={"json": "name"})
    # Ready specifies whether the container is currently passing its readiness check. The value will change as readiness probes keep executing. If no readiness probes are specified, this field defaults to true once the container is fully started (see Started field).
    #
    # The value is typically used to determine whether a container is ready to accept traffic.
    ready: bool = field(default=False, metadata={"json": "ready"})
    # Resources represents the compute resource requests and limits that have been successfully enacted on the running container after it has been started or has been successfully resized.
    # +optional
    resources: Optional[ResourceRequirements] = field(
        default=None, metadata={"json": "resources,omitempty"}
    )
    # RestartCount holds the number of times the container has been restarted. Kubelet makes an effort to always increment the value, but there are cases when the state may be lost due to node restarts and then the value may be reset to 0. The value is never negative.
    # +kubebuilder:validation:Format=int32
    restart_count: int = field(default=0, metadata={"json": "restartCount"})
    # Started indicates whether the container has finished its postStart lifecycle hook and passed its startup probe. Initialized as false, becomes true after startupProbe is considered successful. Resets to false when the container is restarted, or if kubelet loses state temporarily. In both cases, startup probes will run again. Is always true when no startupProbe is defined and container is running and has passed the postStart lifecycle hook. The null value must be treated the same as false.
    # +optional
    started: Optional[bool] = field(
        default=None, metadata={"json": "started,omitempty"}
    )
    # State holds details about the container's current condition.
    # +optional
    state: ContainerState = field(
        default_factory=ContainerState, metadata={"json": "state"}
    )
    # StopSignal reports the effective stop signal for this container
    # +optional
    stop_signal: Optional[str] = field(
        default=None, metadata={"json": "stopSignal,omitempty"}
    )
    # User represents user identity information initially attached to the first process of the container
    # +optional
    user: Optional[ContainerUser] = field(
        default=None, metadata={"json": "user,omitempty"}
    )
    # Status of volume mounts.
    # +optional
    # +listMapKey=mountPath
    # +listType=map
    # +patchMergeKey=mountPath
    # +patchStrategy=merge
    volume_mounts: Optional[list[VolumeMountStatus]] = field(
        default=None, metadata={"json": "volumeMounts,omitempty"}
    )


# ContainerUser represents user identity information
@dataclass
class ContainerUser:
    # Linux holds user identity information initially attached to the first process of the containers in Linux. Note that the actual running identity can be changed if the process has enough privilege to do so.
    # +optional
    linux: Optional[LinuxContainerUser] = field(
        default=None, metadata={"json": "linux,omitempty"}
    )


# DaemonEndpoint contains information about a single Daemon endpoint.
@dataclass
class DaemonEndpoint:
    # Port number of the given endpoint.
    # +kubebuilder:validation:Format=int32
    port: int = field(default=0, metadata={"json": "Port"})


# Represents downward API info for projecting into a projected volume. Note that this is identical to a downwardAPI volume source without the default mode.
@dataclass
class DownwardAPIProjection:
    # Items is a list of DownwardAPIVolume file
    # +optional
    # +listType=atomic
    items: Optional[list[DownwardAPIVolumeFile]] = field(
        default=None, metadata={"json": "items,omitempty"}
    )


# DownwardAPIVolumeFile represents information to create the file containing the pod field
@dataclass
class DownwardAPIVolumeFile:
    # Required: Selects a field of the pod: only annotations, labels, name, namespace and uid are supported.
    # +optional
    field_ref: Optional[ObjectFieldSelector] = field(
        default=None, metadata={"json": "fieldRef,omitempty"}
    )
    # Optional: mode bits used to set permissions on this file, must be an octal value between 0000 and 0777 or a decimal value between 0 and 511. YAML accepts both octal and decimal values, JSON requires decimal values for mode bits. If not specified, the volume defaultMode will be used. This might be in conflict with other options that affect the file mode, like fsGroup, and the result can be other mode bits set.
    # +optional
    # +kubebuilder:validation:Format=int32
    mode: Optional[int] = field(default=None, metadata={"json": "mode,omitempty"})
    # Required: Path is  the relative path name of the file to be created. Must not be absolute or contain the '..' path. Must be utf-8 encoded. The first item of the relative path must not start with '..'
    path: str = field(default="", metadata={"json": "path"})
    # Selects a resource of the container: only resources limits and requests (limits.cpu, limits.memory, requests.cpu and requests.memory) are currently supported.
    # +optional
    resource_field_ref: Optional[ResourceFieldSelector] = field(
        default=None, metadata={"json": "resourceFieldRef,omitempty"}
    )


# DownwardAPIVolumeSource represents a volume containing downward API info. Downward API volumes support ownership management and SELinux relabeling.
@dataclass
class DownwardAPIVolumeSource:
    # Optional: mode bits to use on created files by default. Must be a Optional: mode bits used to set permissions on created files by default. Must be an octal value between 0000 and 0777 or a decimal value between 0 and 511. YAML accepts both octal and decimal values, JSON requires decimal values for mode bits. Defaults to 0644. Directories within the path are not affected by this setting. This might be in conflict with other options that affect the file mode, like fsGroup, and the result can be other mode bits set.
    # +optional
    # +kubebuilder:validation:Format=int32
    default_mode: Optional[int] = field(
        default=None, metadata={"json": "defaultMode,omitempty"}
    )
    # Items is a list of downward API volume file
    # +optional
    # +listType=atomic
    items: Optional[list[DownwardAPIVolumeFile]] = field(
        default=None, metadata={"json": "items,omitempty"}
    )


# Represents an empty directory for a pod. Empty directory volumes support ownership management and SELinux relabeling.
@dataclass
class EmptyDirVolumeSource:
    # medium represents what type of storage medium should back this directory. The default is "" which means to use the node's default medium. Must be an empty string (default) or Memory. More info: https://kubernetes.io/docs/concepts/storage/volumes#emptydir
    # +optional
    medium: Optional[str] = field(default=None, metadata={"json": "medium,omitempty"})
    # sizeLimit is the total amount of local storage required for this EmptyDir volume. The size limit is also applicable for memory medium. The maximum usage on memory medium EmptyDir would be the minimum value between the SizeLimit specified here and the sum of memory limits of all containers in a pod. The default is nil which means that the limit is undefined. More info: https://kubernetes.io/docs/concepts/storage/volumes#emptydir
    # +optional
    size_limit: Optional[Quantity] = field(
        default=None, metadata={"json": "sizeLimit,omitempty"}
    )


# EndpointAddress is a tuple that describes single IP address. Deprecated: This API is deprecated in v1.33+.
# +structType=atomic
@dataclass
class EndpointAddress:
    # The Hostname of this endpoint
    # +optional
    hostname: Optional[str] = field(
        default=None, metadata={"json": "hostname,omitempty"}
    )
    # The IP of this endpoint. May not be loopback (127.0.0.0/8 or ::1), link-local (169.254.0.0/16 or fe80::/10), or link-local multicast (224.0.0.0/24 or ff02::/16).
    ip: str = field(default="", metadata={"json": "ip"})
    # Optional: Node hosting this endpoint. This can be used to determine endpoints local to a node.
    # +optional
    node_name: Optional[str] = field(
        default=None, metadata={"json": "nodeName,omitempty"}
    )
    # Reference to object providing the endpoint.
    # +optional
    target_ref: Optional[ObjectReference] = field(
        default=None, metadata={"json": "targetRef,omitempty"}
    )


# EndpointPort is a tuple that describes a single port. Deprecated: This API is deprecated in v1.33+.
# +structType=atomic
@dataclass
class EndpointPort:
    # The application protocol for this port. This is used as a hint for implementations to offer richer behavior for protocols that they understand. This field follows standard Kubernetes label syntax. Valid values are either:
    #
    # * Un-prefixed protocol names - reserved for IANA standard service names (as per RFC-6335 and https://www.iana.org/assignments/service-names).
    #
    # * Kubernetes-defined prefixed names:
    #   * 'kubernetes.io/h2c' - HTTP/2 prior knowledge over cleartext as described in https://www.rfc-editor.org/rfc/rfc9113.html#name-starting-http-2-with-prior-
    #   * 'kubernetes.io/ws'  - WebSocket over cleartext as described in https://www.rfc-editor.org/rfc/rfc6455
    #   * 'kubernetes.io/wss' - WebSocket over TLS as described in https://www.rfc-editor.org/rfc/rfc6455
    #
    # * Other protocols should use implementation-defined prefixed names such as mycompany.com/my-custom-protocol.
    # +optional
    app_protocol: Optional[str] = field(
        default=None, metadata={"json": "appProtocol,omitempty"}
    )
    # The name of this port.  This must match the 'name' field in the corresponding ServicePort. Must be a DNS_LABEL. Optional only if one port is defined.
    # +optional
    name: Optional[str] = field(default=None, metadata={"json": "name,omitempty"})
    # The port number of the endpoint.
    # +kubebuilder:validation:Format=int32
    port: int = field(default=0, metadata={"json": "port"})
    # The IP protocol for this port. Must be UDP, TCP, or SCTP. Default is TCP.
    # +optional
    protocol: Optional[str] = field(
        default=None, metadata={"json": "protocol,omitempty"}
    )


# EndpointSubset is a group of addresses with a common set of ports. The expanded set of endpoints is the Cartesian product of Addresses x Ports. For example, given:
#
# 	{
# 	  Addresses: [{"ip": "10.10.1.1"}, {"ip": "10.10.2.2"}],
# 	  Ports:     [{"name": "a", "port": 8675}, {"name": "b", "port": 309}]
# 	}
#
# The resulting set of endpoints can be viewed as:
#
# 	a: [ 10.10.1.1:8675, 10.10.2.2:8675 ],
# 	b: [ 10.10.1.1:309, 10.10.2.2:309 ]
#
# Deprecated: This API is deprecated in v1.33+.
@dataclass
class EndpointSubset:
    # IP addresses which offer the related ports that are marked as ready. These endpoints should be considered safe for load balancers and clients to utilize.
    # +optional
    # +listType=atomic
    addresses: Optional[list[EndpointAddress]] = field(
        default=None, metadata={"json": "addresses,omitempty"}
    )
    # IP addresses which offer the related ports but are not currently marked as ready because they have not yet finished starting, have recently failed a readiness check, or have recently failed a liveness check.
    # +optional
    # +listType=atomic
    not_ready_addresses: Optional[list[EndpointAddress]] = field(
        default=None, metadata={"json": "notReadyAddresses,omitempty"}
    )
    # Port numbers available on the related IP addresses.
    # +optional
    # +listType=atomic
    ports: Optional[list[EndpointPort]] = field(
        default=None, metadata={"json": "ports,omitempty"}
    )


# Endpoints is a collection of endpoints that implement the actual service. Example:
#
# 	 Name: "mysvc",
# 	 Subsets: [
# 	   {
# 	     Addresses: [{"ip": "10.10.1.1"}, {"ip": "10.10.2.2"}],
# 	     Ports: [{"name": "a", "port": 8675}, {"name": "b", "port": 309}]
# 	   },
# 	   {
# 	     Addresses: [{"ip": "10.10.3.3"}],
# 	     Ports: [{"name": "a", "port": 93}, {"name": "b", "port": 76}]
# 	   },
# 	]
#
# Endpoints is a legacy API and does not contain information about all Service features. Use discoveryv1.EndpointSlice for complete information about Service endpoints.
#
# Deprecated: This API is deprecated in v1.33+. Use discoveryv1.EndpointSlice.
# +defaultgen:schema={"x-kubernetes-group-version-kind": [{"group": "", "kind": "Endpoints", "version": "v1"}]}
@dataclass
class Endpoints:
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
    # The set of all endpoints is the union of all subsets. Addresses are placed into subsets according to the IPs they share. A single address with multiple ports, some of which are ready and some of which are not (because they come from different containers) will result in the address being displayed in different subsets for the different ports. No address will appear in both Addresses and NotReadyAddresses in the same subset. Sets of addresses and ports that comprise a service.
    # +optional
    # +listType=atomic
    subsets: Optional[list[EndpointSubset]] = field(
        default=None, metadata={"json": "subsets,omitempty"}
    )


# EndpointsList is a list of endpoints. Deprecated: This API is deprecated in v1.33+.
# +defaultgen:schema={"x-kubernetes-group-version-kind": [{"group": "", "kind": "EndpointsList", "version": "v1"}]}
@dataclass
class EndpointsList:
    # APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources
    # +optional
    api_version: Optional[str] = field(
        default=None, metadata={"json": "apiVersion,omitempty"}
    )
    # List of endpoints.
    # +required
    items: Optional[list[Endpoints]] = field(
        default=None, metadata={"json": "items,omitempty"}
    )
    # Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds
    # +optional
    kind: Optional[str] = field(default=None, metadata={"json": "kind,omitempty"})
    # Standard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds
    # +optional
    metadata: ListMeta = field(default_factory=ListMeta, metadata={"json": "metadata"})


# EnvFromSource represents the source of a set of ConfigMaps or Secrets
@dataclass
class EnvFromSource:
    # The ConfigMap to select from
    # +optional
    config_map_ref: Optional[ConfigMapEnvSource] = field(
        default=None, metadata={"json": "configMapRef,omitempty"}
    )
    # Optional text to prepend to the name of each environment variable. May consist of any printable ASCII characters except '='.
    # +optional
    prefix: Optional[str] = field(default=None, metadata={"json": "prefix,omitempty"})
    # The Secret to select from
    # +optional
    secret_ref: Optional[SecretEnvSource] = field(
        default=None, metadata={"json": "secretRef,omitempty"}
    )


# EnvVar represents an environment variable present in a Container.
@dataclass
class EnvVar:
    # Name of the environment variable. May consist of any printable ASCII characters except '='.
    name: str = field(default="", metadata={"json": "name"})
    # Variable references $(VAR_NAME) are expanded using the previously defined environment variables in the container and any service environment variables. If a variable cannot be resolved, the reference in the input string will be unchanged. Double $$ are reduced to a single $, which allows for escaping the $(VAR_NAME) syntax: i.e. "$$(VAR_NAME)" will produce the string literal "$(VAR_NAME)". Escaped references will never be expanded, regardless of whether the variable exists or not. Defaults to "".
    # +optional
    value: Optional[str] = field(default=None, metadata={"json": "value,omitempty"})
    # Source for the environment variable's value. Cannot be used if value is not empty.
    # +optional
    value_from: Optional[EnvVarSource] = field(
        default=None, metadata={"json": "valueFrom,omitempty"}
    )


# EnvVarSource represents a source for the value of an EnvVar.
@dataclass
class EnvVarSource:
    # Selects a key of a ConfigMap.
    # +optional
    config_map_key_ref: Optional[ConfigMapKeySelector] = field(
        default=None, metadata={"json": "configMapKeyRef,omitempty"}
    )
    # Selects a field of the pod: supports metadata.name, metadata.namespace, `metadata.labels['<KEY>']`, `metadata.annotations['<KEY>']`, spec.nodeName, spec.serviceAccountName, status.hostIP, status.podIP, status.podIPs.
    # +optional
    field_ref: Optional[ObjectFieldSelector] = field(
        default=None, metadata={"json": "fieldRef,omitempty"}
    )
    # FileKeyRef selects a key of the env file. Requires the EnvFiles feature gate to be enabled.
    # +optional
    file_key_ref: Optional[FileKeySelector] = field(
        default=None, metadata={"json": "fileKeyRef,omitempty"}
    )
    # Selects a resource of the container: only resources limits and requests (limits.cpu, limits.memory, limits.ephemeral-storage, requests.cpu, requests.memory and requests.ephemeral-storage) are currently supported.
    # +optional
    resource_field_ref: Optional[ResourceFieldSelector] = field(
        default=None, metadata={"json": "resourceFieldRef,omitempty"}
    )
    # Selects a key of a secret in the pod's namespace
    # +optional
    secret_key_ref: Optional[SecretKeySelector] = field(
        default=None, metadata={"json": "secretKeyRef,omitempty"}
    )


# An EphemeralContainer is a temporary container that you may add to an existing Pod for user-initiated activities such as debugging. Ephemeral containers have no resource or scheduling guarantees, and they will not be restarted when they exit or when a Pod is removed or restarted. The kubelet may evict a Pod if an ephemeral container causes the Pod to exceed its resource allocation.
#
# To add an ephemeral container, use the ephemeralcontainers subresource of an existing Pod. Ephemeral containers may not be removed or restarted.
@dataclass
class EphemeralContainer:
    # Arguments to the entrypoint. The image's CMD is used if this is not provided. Variable references $(VAR_NAME) are expanded using the container's environment. If a variable cannot be resolved, the reference in the input string will be unchanged. Double $$ are reduced to a single $, which allows for escaping the $(VAR_NAME) syntax: i.e. "$$(VAR_NAME)" will produce the string literal "$(VAR_NAME)". Escaped references will never be expanded, regardless of whether the variable exists or not. Cannot be updated. More info: https://kubernetes.io/docs/tasks/inject-data-application/define-command-argument-container/#running-a-command-in-a-shell
    # +optional
    # +listType=atomic
    args: Optional[list[str]] = field(default=None, metadata={"json": "args,omitempty"})
    # Entrypoint array. Not executed within a shell. The image's ENTRYPOINT is used if this is not provided. Variable references $(VAR_NAME) are expanded using the container's environment. If a variable cannot be resolved, the reference in the input string will be unchanged. Double $$ are reduced to a single $, which allows for escaping the $(VAR_NAME) syntax: i.e. "$$(VAR_NAME)" will produce the string literal "$(VAR_NAME)". Escaped references will never be expanded, regardless of whether the variable exists or not. Cannot be updated. More info: https://kubernetes.io/docs/tasks/inject-data-application/define-command-argument-container/#running-a-command-in-a-shell
    # +optional
    # +listType=atomic
    command: Optional[list[str]] = field(
        default=None, metadata={"json": "command,omitempty"}
    )
    # List of environment variables to set in the container. Cannot be updated.
    # +optional
    # +listMapKey=name
    # +listType=map
    # +patchMergeKey=name
    # +patchStrategy=merge
    env: Optional[list[EnvVar]] = field(
        default=None, metadata={"json": "env,omitempty"}
    )
    # List of sources to populate environment variables in the container. The keys defined within a source may consist of any printable ASCII characters except '='. When a key exists in multiple sources, the value associated with the last source will take precedence. Values defined by an Env with a duplicate key will take precedence. Cannot be updated.
    # +optional
    # +listType=atomic
    env_from: Optional[list[EnvFromSource]] = field(
        default=None, metadata={"json": "envFrom,omitempty"}
    )
    # Container image name. More info: https://kubernetes.io/docs/concepts/containers/images
    # +optional
    image: Optional[str] = field(default=None, metadata={"json": "image,omitempty"})
    # Image pull policy. One of Always, Never, IfNotPresent. Defaults to Always if :latest tag is specified, or IfNotPresent otherwise. Cannot be updated. More info: https://kubernetes.io/docs/concepts/containers/images#updating-images
    # +optional
    image_pull_policy: Optional[str] = field(
        default=None, metadata={"json": "imagePullPolicy,omitempty"}
    )
    # Lifecycle is not allowed for ephemeral containers.
    # +optional
    lifecycle: Optional[Lifecycle] = field(
        default=None, metadata={"json": "lifecycle,omitempty"}
    )
    # Probes are not allowed for ephemeral containers.
    # +optional
    liveness_probe: Optional[Probe] = field(
        default=None, metadata={"json": "livenessProbe,omitempty"}
    )
    # Name of the ephemeral container specified as a DNS_LABEL. This name must be unique among all containers, init containers and ephemeral containers.
    name: str = field(default="", metadata={"json": "name"})
    # Ports are not allowed for ephemeral containers.
    # +optional
    # +listMapKey=containerPort
    # +listMapKey=protocol
    # +listType=map
    # +patchMergeKey=containerPort
    # +patchStrategy=merge
    ports: Optional[list[ContainerPort]] = field(
        default=None, metadata={"json": "ports,omitempty"}
    )
    # Probes are not allowed for ephemeral containers.
    # +optional
    readiness_probe: Optional[Probe] = field(
        default=None, metadata={"json": "readinessProbe,omitempty"}
    )
    # Resources resize policy for the container.
    # +optional
    # +listType=atomic
    resize_policy: Optional[list[ContainerResizePolicy]] = field(
        default=None, metadata={"json": "resizePolicy,omitempty"}
    )
    # Resources are not allowed for ephemeral containers. Ephemeral containers use spare resources already allocated to the pod.
    # +optional
    resources: ResourceRequirements = field(
        default_factory=ResourceRequirements, metadata={"json": "resources"}
    )
    # Restart policy for the container to manage the restart behavior of each container within a pod. You cannot set this field on ephemeral containers.
    # +optional
    restart_policy: Optional[str] = field(
        default=None, metadata={"json": "restartPolicy,omitempty"}
    )
    # Represents a list of rules to be checked to determine if the container should be restarted on exit. You cannot set this field on ephemeral containers.
    # +optional
    # +listType=atomic
    restart_policy_rules: Optional[list[ContainerRestartRule]] = field(
        default=None, metadata={"json": "restartPolicyRules,omitempty"}
    )
    # Optional: SecurityContext defines the security options the ephemeral container should be run with. If set, the fields of SecurityContext override the equivalent fields of PodSecurityContext.
    # +optional
    security_context: Optional[SecurityContext] = field(
        default=None, metadata={"json": "securityContext,omitempty"}
    )
    # Probes are not allowed for ephemeral containers.
    # +optional
    startup_probe: Optional[Probe] = field(
        default=None, metadata={"json": "startupProbe,omitempty"}
    )
    # Whether this container should allocate a buffer for stdin in the container runtime. If this is not set, reads from stdin in the container will always result in EOF. Default is false.
    # +optional
    stdin: Optional[bool] = field(default=None, metadata={"json": "stdin,omitempty"})
    # Whether the container runtime should close the stdin channel after it has been opened by a single attach. When stdin is true the stdin stream will remain open across multiple attach sessions. If stdinOnce is set to true, stdin is opened on container start, is empty until the first client attaches to stdin, and then remains open and accepts data until the client disconnects, at which time stdin is closed and remains closed until the container is restarted. If this flag is false, a container processes that reads from stdin will never receive an EOF. Default is false
    # +optional
    stdin_once: Optional[bool] = field(
        default=None, metadata={"json": "stdinOnce,omitempty"}
    )
    # If set, the name of the container from PodSpec that this ephemeral container targets. The ephemeral container will be run in the namespaces (IPC, PID, etc) of this container. If not set then the ephemeral container uses the namespaces configured in the Pod spec.
    #
    # The container runtime must implement support for this feature. If the runtime does not support namespace targeting then the result of setting this field is undefined.
    # +optional
    target_container_name: Optional[str] = field(
        default=None, metadata={"json": "targetContainerName,omitempty"}
    )
    # Optional: Path at which the file to which the container's termination message will be written is mounted into the container's filesystem. Message written is intended to be brief final status, such as an assertion failure message. Will be truncated by the node if greater than 4096 bytes. The total message length across all containers will be limited to 12kb. Defaults to /dev/termination-log. Cannot be updated.
    # +optional
    termination_message_path: Optional[str] = field(
        default=None, metadata={"json": "terminationMessagePath,omitempty"}
    )
    # Indicate how the termination message should be populated. File will use the contents of terminationMessagePath to populate the container status message on both success and failure. FallbackToLogsOnError will use the last chunk of container log output if the termination message file is empty and the container exited with an error. The log output is limited to 2048 bytes or 80 lines, whichever is smaller. Defaults to File. Cannot be updated.
    # +optional
    termination_message_policy: Optional[str] = field(
        default=None, metadata={"json": "terminationMessagePolicy,omitempty"}
    )
    # Whether this container should allocate a TTY for itself, also requires 'stdin' to be true. Default is false.
    # +optional
    tty: Optional[bool] = field(default=None, metadata={"json": "tty,omitempty"})
    # volumeDevices is the list of block devices to be used by the container.
    # +optional
    # +listMapKey=devicePath
    # +listType=map
    # +patchMergeKey=devicePath
    # +patchStrategy=merge
    volume_devices: Optional[list[VolumeDevice]] = field(
        default=None, metadata={"json": "volumeDevices,omitempty"}
    )
    # Pod volumes to mount into the container's filesystem. Subpath mounts are not allowed for ephemeral containers. Cannot be updated.
    # +optional
    # +listMapKey=mountPath
    # +listType=map
    # +patchMergeKey=mountPath
    # +patchStrategy=merge
    volume_mounts: Optional[list[VolumeMount]] = field(
        default=None, metadata={"json": "volumeMounts,omitempty"}
    )
    # Container's working directory. If not specified, the container runtime's default will be used, which might be configured in the container image. Cannot be updated.
    # +optional
    working_dir: Optional[str] = field(
        default=None, metadata={"json": "workingDir,omitempty"}
    )


# Represents an ephemeral volume that is handled by a normal storage driver.
@dataclass
class EphemeralVolumeSource:
    # Will be used to create a stand-alone PVC to provision the volume. The pod in which this EphemeralVolumeSource is embedded will be the owner of the PVC, i.e. the PVC will be deleted together with the pod.  The name of the PVC will be `<pod name>-<volume name>` where `<volume name>` is the name from the `PodSpec.Volumes` array entry. Pod validation will reject the pod if the concatenated name is not valid for a PVC (for example, too long).
    #
    # An existing PVC with that name that is not owned by the pod will *not* be used for the pod to avoid using an unrelated volume by mistake. Starting the pod is then blocked until the unrelated PVC is removed. If such a pre-created PVC is meant to be used by the pod, the PVC has to updated with an owner reference to the pod once the pod exists. Normally this should not be necessary, but it may be useful when manually reconstructing a broken cluster.
    #
    # This field is read-only and no changes will be made by Kubernetes to the PVC after it has been created.
    #
    # Required, must not be nil.
    # +optional
    volume_claim_template: Optional[PersistentVolumeClaimTemplate] = field(
        default=None, metadata={"json": "volumeClaimTemplate,omitempty"}
    )


# EventSource contains information for an event.
@dataclass
class EventSource:
    # Component from which the event is generated.
    # +optional
    component: Optional[str] = field(
        default=None, metadata={"json": "component,omitempty"}
    )
    # Node name on which the event is generated.
    # +optional
    host: Optional[str] = field(default=None, metadata={"json": "host,omitempty"})


# Event is a report of an event somewhere in the cluster.  Events have a limited retention time and triggers and messages may evolve with time.  Event consumers should not rely on the timing of an event with a given Reason reflecting a consistent underlying trigger, or the continued existence of events with that Reason.  Events should be treated as informative, best-effort, supplemental data.
# +defaultgen:schema={"x-kubernetes-group-version-kind": [{"group": "", "kind": "Event", "version": "v1"}]}
@dataclass
class Event:
    # What action was taken/failed regarding to the Regarding object.
    # +optional
    action: Optional[str] = field(default=None, metadata={"json": "action,omitempty"})
    # APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources
    # +optional
    api_version: Optional[str] = field(
        default=None, metadata={"json": "apiVersion,omitempty"}
    )
    # The number of times this event has occurred.
    # +optional
    # +kubebuilder:validation:Format=int32
    count: Optional[int] = field(default=None, metadata={"json": "count,omitempty"})
    # Time when this Event was first observed.
    # +optional
    event_time: Optional[MicroTime] = field(
        default=None, metadata={"json": "eventTime,omitempty"}
    )
    # The time at which the event was first recorded. (Time of server receipt is in TypeMeta.)
    # +optional
    first_timestamp: Optional[Time] = field(
        default=None, metadata={"json": "firstTimestamp,omitempty"}
    )
    # The object that this event is about.
    involved_object: ObjectReference = field(
        default_factory=ObjectReference, metadata={"json": "involvedObject"}
    )
    # Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds
    # +optional
    kind: Optional[str] = field(default=None, metadata={"json": "kind,omitempty"})
    # The time at which the most recent occurrence of this event was recorded.
    # +optional
    last_timestamp: Optional[Time] = field(
        default=None, metadata={"json": "lastTimestamp,omitempty"}
    )
    # A human-readable description of the status of this operation.
    # +optional
    message: Optional[str] = field(default=None, metadata={"json": "message,omitempty"})
    # Standard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
    metadata: ObjectMeta = field(
        default_factory=ObjectMeta, metadata={"json": "metadata"}
    )
    # This should be a short, machine understandable string that gives the reason for the transition into the object's current status.
    # +optional
    reason: Optional[str] = field(default=None, metadata={"json": "reason,omitempty"})
    # Optional secondary object for more complex actions.
    # +optional
    related: Optional[ObjectReference] = field(
        default=None, metadata={"json": "related,omitempty"}
    )
    # Name of the controller that emitted this Event, e.g. `kubernetes.io/kubelet`.
    # +optional
    reporting_component: str = field(
        default="", metadata={"json": "reportingComponent"}
    )
    # ID of the controller instance, e.g. `kubelet-xyzf`.
    # +optional
    reporting_instance: str = field(default="", metadata={"json": "reportingInstance"})
    # Data about the Event series this event represents or nil if it's a singleton Event.
    # +optional
    series: Optional[EventSeries] = field(
        default=None, metadata={"json": "series,omitempty"}
    )
    # The component reporting this event. Should be a short machine understandable string.
    # +optional
    source: EventSource = field(
        default_factory=EventSource, metadata={"json": "source"}
    )
    # Type of this event (Normal, Warning), new types could be added in the future
    # +optional
    type: Optional[str] = field(default=None, metadata={"json": "type,omitempty"})


# EventList is a list of events.
# +defaultgen:schema={"x-kubernetes-group-version-kind": [{"group": "", "kind": "EventList", "version": "v1"}]}
@dataclass
class EventList:
    # APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources
    # +optional
    api_version: Optional[str] = field(
        default=None, metadata={"json": "apiVersion,omitempty"}
    )
    # List of events
    # +required
    items: Optional[list[Event]] = field(
        default=None, metadata={"json": "items,omitempty"}
    )
    # Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds
    # +optional
    kind: Optional[str] = field(default=None, metadata={"json": "kind,omitempty"})
    # Standard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds
    # +optional
    metadata: ListMeta = field(default_factory=ListMeta, metadata={"json": "metadata"})


# EventSeries contain information on series of events, i.e. thing that was/is happening continuously for some time.
@dataclass
class EventSeries:
    # Number of occurrences in this series up to the last heartbeat time
    # +optional
    # +kubebuilder:validation:Format=int32
    count: Optional[int] = field(default=None, metadata={"json": "count,omitempty"})
    # Time of the last occurrence observed
    # +optional
    last_observed_time: Optional[MicroTime] = field(
        default=None, metadata={"json": "lastObservedTime,omitempty"}
    )


# ExecAction describes a "run in container" action.
@dataclass
class ExecAction:
    # Command is the command line to execute inside the container, the working directory for the command  is root ('/') in the container's filesystem. The command is simply exec'd, it is not run inside a shell, so traditional shell instructions ('|', etc) won't work. To use a shell, you need to explicitly call out to that shell. Exit status of 0 is treated as live/healthy and non-zero is unhealthy.
    # +optional
    # +listType=atomic
    command: Optional[list[str]] = field(
        default=None, metadata={"json": "command,omitempty"}
    )


# Represents a Fibre Channel volume. Fibre Channel volumes can only be mounted as read/write once. Fibre Channel volumes support ownership management and SELinux relabeling.
@dataclass
class FCVolumeSource:
    # fsType is the filesystem type to mount. Must be a filesystem type supported by the host operating system. Ex. "ext4", "xfs", "ntfs". Implicitly inferred to be "ext4" if unspecified.
    # +optional
    fs_type: Optional[str] = field(default=None, metadata={"json": "fsType,omitempty"})
    # lun is Optional: FC target lun number
    # +optional
    # +kubebuilder:validation:Format=int32
    lun: Optional[int] = field(default=None, metadata={"json": "lun,omitempty"})
    # readOnly is Optional: Defaults to false (read/write). ReadOnly here will force the ReadOnly setting in VolumeMounts.
    # +optional
    read_only: Optional[bool] = field(
        default=None, metadata={"json": "readOnly,omitempty"}
    )
    # targetWWNs is Optional: FC target worldwide names (WWNs)
    # +optional
    # +listType=atomic
    target_ww_ns: Optional[list[str]] = field(
        default=None, metadata={"json": "targetWWNs,omitempty"}
    )
    # wwids Optional: FC volume world wide identifiers (wwids) Either wwids or combination of targetWWNs and lun must be set, but not both simultaneously.
    # +optional
    # +listType=atomic
    wwids: Optional[list[str]] = field(
        default=None, metadata={"json": "wwids,omitempty"}
    )


# FileKeySelector selects a key of the env file.
# +structType=atomic
@dataclass
class FileKeySelector:
    # The key within the env file. An invalid key will prevent the pod from starting. The keys defined within a source may consist of any printable ASCII characters except '='. During Alpha stage of the EnvFiles feature gate, the key size is limited to 128 characters.
    key: str = field(default="", metadata={"json": "key"})
    # Specify whether the file or its key must be defined. If the file or key does not exist, then the env var is not published. If optional is set to true and the specified key does not exist, the environment variable will not be set in the Pod's containers.
    #
    # If optional is set to false and the specified key does not exist, an error will be returned during Pod creation.
    # +optional
    optional: bool = field(default=False, metadata={"json": "optional"})
    # The path within the volume from which to select the file. Must be relative and may not contain the '..' path or start with '..'.
    path: str = field(default="", metadata={"json": "path"})
    # The name of the volume mount containing the env file.
    volume_name: str = field(default="", metadata={"json": "volumeName"})


# FlexPersistentVolumeSource represents a generic persistent volume resource that is provisioned/attached using an exec based plugin.
@dataclass
class FlexPersistentVolumeSource:
    # driver is the name of the driver to use for this volume.
    driver: str = field(default="", metadata={"json": "driver"})
    # fsType is the Filesystem type to mount. Must be a filesystem type supported by the host operating system. Ex. "ext4", "xfs", "ntfs". The default filesystem depends on FlexVolume script.
    # +optional
    fs_type: Optional[str] = field(default=None, metadata={"json": "fsType,omitempty"})
    # options is Optional: this field holds extra command options if any.
    # +optional
    options: Optional[dict[str, str]] = field(
        default=None, metadata={"json": "options,omitempty"}
    )
    # readOnly is Optional: defaults to false (read/write). ReadOnly here will force the ReadOnly setting in VolumeMounts.
    # +optional
    read_only: Optional[bool] = field(
        default=None, metadata={"json": "readOnly,omitempty"}
    )
    # secretRef is Optional: SecretRef is reference to the secret object containing sensitive information to pass to the plugin scripts. This may be empty if no secret object is specified. If the secret object contains more than one secret, all secrets are passed to the plugin scripts.
    # +optional
    secret_ref: Optional[SecretReference] = field(
        default=None, metadata={"json": "secretRef,omitempty"}
    )


# FlexVolume represents a generic volume resource that is provisioned/attached using an exec based plugin.
@dataclass
class FlexVolumeSource:
    # driver is the name of the driver to use for this volume.
    driver: str = field(default="", metadata={"json": "driver"})
    # fsType is the filesystem type to mount. Must be a filesystem type supported by the host operating system. Ex. "ext4", "xfs", "ntfs". The default filesystem depends on FlexVolume script.
    # +optional
    fs_type: Optional[str] = field(default=None, metadata={"json": "fsType,omitempty"})
    # options is Optional: this field holds extra command options if any.
    # +optional
    options: Optional[dict[str, str]] = field(
        default=None, metadata={"json": "options,omitempty"}
    )
    # readOnly is Optional: defaults to false (read/write). ReadOnly here will force the ReadOnly setting in VolumeMounts.
    # +optional
    read_only: Optional[bool] = field(
        default=None, metadata={"json": "readOnly,omitempty"}
    )
    # secretRef is Optional: secretRef is reference to the secret object containing sensitive information to pass to the plugin scripts. This may be empty if no secret object is specified. If the secret object contains more than one secret, all secrets are passed to the plugin scripts.
    # +optional
    secret_ref: Optional[LocalObjectReference] = field(
        default=None, metadata={"json": "secretRef,omitempty"}
    )


# Represents a Flocker volume mounted by the Flocker agent. One and only one of datasetName and datasetUUID should be set. Flocker volumes do not support ownership management or SELinux relabeling.
@dataclass
class FlockerVolumeSource:
    # datasetName is Name of the dataset stored as metadata -> name on the dataset for Flocker should be considered as deprecated
    # +optional
    dataset_name: Optional[str] = field(
        default=None, metadata={"json": "datasetName,omitempty"}
    )
    # datasetUUID is the UUID of the dataset. This is unique identifier of a Flocker dataset
    # +optional
    dataset_uuid: Optional[str] = field(
        default=None, metadata={"json": "datasetUUID,omitempty"}
    )


# Represents a Persistent Disk resource in Google Compute Engine.
#
# A GCE PD must exist before mounting to a container. The disk must also be in the same GCE project and zone as the kubelet. A GCE PD can only be mounted as read/write once or read-only many times. GCE PDs support ownership management and SELinux relabeling.
@dataclass
class GCEPersistentDiskVolumeSource:
    # fsType is filesystem type of the volume that you want to mount. Tip: Ensure that the filesystem type is supported by the host operating system. Examples: "ext4", "xfs", "ntfs". Implicitly inferred to be "ext4" if unspecified. More info: https://kubernetes.io/docs/concepts/storage/volumes#gcepersistentdisk
    # +optional
    fs_type: Optional[str] = field(default=None, metadata={"json": "fsType,omitempty"})
    # partition is the partition in the volume that you want to mount. If omitted, the default is to mount by volume name. Examples: For volume /dev/sda1, you specify the partition as "1". Similarly, the volume partition for /dev/sda is "0" (or you can leave the property empty). More info: https://kubernetes.io/docs/concepts/storage/volumes#gcepersistentdisk
    # +optional
    # +kubebuilder:validation:Format=int32
    partition: Optional[int] = field(
        default=None, metadata={"json": "partition,omitempty"}
    )
    # pdName is unique name of the PD resource in GCE. Used to identify the disk in GCE. More info: https://kubernetes.io/docs/concepts/storage/volumes#gcepersistentdisk
    pd_name: str = field(default="", metadata={"json": "pdName"})
    # readOnly here will force the ReadOnly setting in VolumeMounts. Defaults to false. More info: https://kubernetes.io/docs/concepts/storage/volumes#gcepersistentdisk
    # +optional
    read_only: Optional[bool] = field(
        default=None, metadata={"json": "readOnly,omitempty"}
    )


# GRPCAction specifies an action involving a GRPC service.
@dataclass
class GRPCAction:
    # Port number of the gRPC service. Number must be in the range 1 to 65535.
    # +kubebuilder:validation:Format=int32
    port: int = field(default=0, metadata={"json": "port"})
    # Service is the name of the service to place in the gRPC HealthCheckRequest (see https://github.com/grpc/grpc/blob/master/doc/health-checking.md).
    #
    # If this is not specified, the default behavior is defined by gRPC.
    # +optional
    service: str = field(default="", metadata={"json": "service"})


# Represents a volume that is populated with the contents of a git repository. Git repo volumes do not support ownership management. Git repo volumes support SELinux relabeling.
#
# DEPRECATED: GitRepo is deprecated. To provision a container with a git repo, mount an EmptyDir into an InitContainer that clones the repo using git, then mount the EmptyDir into the Pod's container.
@dataclass
class GitRepoVolumeSource:
    # directory is the target directory name. Must not contain or start with '..'.  If '.' is supplied, the volume directory will be the git repository.  Otherwise, if specified, the volume will contain the git repository in the subdirectory with the given name.
    # +optional
    directory: Optional[str] = field(
        default=None, metadata={"json": "directory,omitempty"}
    )
    # repository is the URL
    repository: str = field(default="", metadata={"json": "repository"})
    # revision is the commit hash for the specified revision.
    # +optional
    revision: Optional[str] = field(
        default=None, metadata={"json": "revision,omitempty"}
    )


# Represents a Glusterfs mount that lasts the lifetime of a pod. Glusterfs volumes do not support ownership management or SELinux relabeling.
@dataclass
class GlusterfsPersistentVolumeSource:
    # endpoints is the endpoint name that details Glusterfs topology. More info: https://examples.k8s.io/volumes/glusterfs/README.md#create-a-pod
    endpoints: str = field(default="", metadata={"json": "endpoints"})
    # endpointsNamespace is the namespace that contains Glusterfs endpoint. If this field is empty, the EndpointNamespace defaults to the same namespace as the bound PVC. More info: https://examples.k8s.io/volumes/glusterfs/README.md#create-a-pod
    # +optional
    endpoints_namespace: Optional[str] = field(
        default=None, metadata={"json": "endpointsNamespace,omitempty"}
    )
    # path is the Glusterfs volume path. More info: https://examples.k8s.io/volumes/glusterfs/README.md#create-a-pod
    path: str = field(default="", metadata={"json": "path"})
    # readOnly here will force the Glusterfs volume to be mounted with read-only permissions. Defaults to false. More info: https://examples.k8s.io/volumes/glusterfs/README.md#create-a-pod
    # +optional
    read_only: Optional[bool] = field(
        default=None, metadata={"json": "readOnly,omitempty"}
    )


# Represents a Glusterfs mount that lasts the lifetime of a pod. Glusterfs volumes do not support ownership management or SELinux relabeling.
@dataclass
class GlusterfsVolumeSource:
    # endpoints is the endpoint name that details Glusterfs topology.
    endpoints: str = field(default="", metadata={"json": "endpoints"})
    # path is the Glusterfs volume path. More info: https://examples.k8s.io/volumes/glusterfs/README.md#create-a-pod
    path: str = field(default="", metadata={"json": "path"})
    # readOnly here will force the Glusterfs volume to be mounted with read-only permissions. Defaults to false. More info: https://examples.k8s.io/volumes/glusterfs/README.md#create-a-pod
    # +optional
    read_only: Optional[bool] = field(
        default=None, metadata={"json": "readOnly,omitempty"}
    )


# HTTPGetAction describes an action based on HTTP Get requests.
@dataclass
class HTTPGetAction:
    # Host name to connect to, defaults to the pod IP. You probably want to set "Host" in httpHeaders instead.
    # +optional
    host: Optional[str] = field(default=None, metadata={"json": "host,omitempty"})
    # Custom headers to set in the request. HTTP allows repeated headers.
    # +optional
    # +listType=atomic
    http_headers: Optional[list[HTTPHeader]] = field(
        default=None, metadata={"json": "httpHeaders,omitempty"}
    )
    # Path to access on the HTTP server.
    # +optional
    path: Optional[str] = field(default=None, metadata={"json": "path,omitempty"})
    # Name or number of the port to access on the container. Number must be in the range 1 to 65535. Name must be an IANA_SVC_NAME.
    # +required
    port: Optional[IntOrString] = field(
        default=None, metadata={"json": "port,omitempty"}
    )
    # Scheme to use for connecting to the host. Defaults to HTTP.
    # +optional
    scheme: Optional[str] = field(default=None, metadata={"json": "scheme,omitempty"})


# HTTPHeader describes a custom header to be used in HTTP probes
@dataclass
class HTTPHeader:
    # The header field name. This will be canonicalized upon output, so case-variant names will be understood as the same header.
    name: str = field(default="", metadata={"json": "name"})
    # The header field value
    value: str = field(default="", metadata={"json": "value"})


# HostAlias holds the mapping between IP and hostnames that will be injected as an entry in the pod's hosts file.
@dataclass
class HostAlias:
    # Hostnames for the above IP address.
    # +optional
    # +listType=atomic
    hostnames: Optional[list[str]] = field(
        default=None, metadata={"json": "hostnames,omitempty"}
    )
    # IP address of the host file entry.
    ip: str = field(default="", metadata={"json": "ip"})


# HostIP represents a single IP address allocated to the host.
@dataclass
class HostIP:
    # IP is the IP address assigned to the host
    ip: str = field(default="", metadata={"json": "ip"})


# Represents a host path mapped into a pod. Host path volumes do not support ownership management or SELinux relabeling.
@dataclass
class HostPathVolumeSource:
    # path of the directory on the host. If the path is a symlink, it will follow the link to the real path. More info: https://kubernetes.io/docs/concepts/storage/volumes#hostpath
    path: str = field(default="", metadata={"json": "path"})
    # type for HostPath Volume Defaults to "" More info: https://kubernetes.io/docs/concepts/storage/volumes#hostpath
    # +optional
    type: Optional[str] = field(default=None, metadata={"json": "type,omitempty"})


# ISCSIPersistentVolumeSource represents an ISCSI disk. ISCSI volumes can only be mounted as read/write once. ISCSI volumes support ownership management and SELinux relabeling.
@dataclass
class ISCSIPersistentVolumeSource:
    # chapAuthDiscovery defines whether support iSCSI Discovery CHAP authentication
    # +optional
    chap_auth_discovery: Optional[bool] = field(
        default=None, metadata={"json": "chapAuthDiscovery,omitempty"}
    )
    # chapAuthSession defines whether support iSCSI Session CHAP authentication
    # +optional
    chap_auth_session: Optional[bool] = field(
        default=None, metadata={"json": "chapAuthSession,omitempty"}
    )
    # fsType is the filesystem type of the volume that you want to mount. Tip: Ensure that the filesystem type is supported by the host operating system. Examples: "ext4", "xfs", "ntfs". Implicitly inferred to be "ext4" if unspecified. More info: https://kubernetes.io/docs/concepts/storage/volumes#iscsi
    # +optional
    fs_type: Optional[str] = field(default=None, metadata={"json": "fsType,omitempty"})
    # initiatorName is the custom iSCSI Initiator Name. If initiatorName is specified with iscsiInterface simultaneously, new iSCSI interface <target portal>:<volume name> will be created for the connection.
    # +optional
    initiator_name: Optional[str] = field(
        default=None, metadata={"json": "initiatorName,omitempty"}
    )
    # iqn is Target iSCSI Qualified Name.
    iqn: str = field(default="", metadata={"json": "iqn"})
    # iscsiInterface is the interface Name that uses an iSCSI transport. Defaults to 'default' (tcp).
    # +optional
    # +default="default"
    iscsi_interface: Optional[str] = field(
        default=None, metadata={"json": "iscsiInterface,omitempty"}
    )
    # lun is iSCSI Target Lun number.
    # +kubebuilder:validation:Format=int32
    lun: int = field(default=0, metadata={"json": "lun"})
    # portals is the iSCSI Target Portal List. The Portal is either an IP or ip_addr:port if the port is other than default (typically TCP ports 860 and 3260).
    # +optional
    # +listType=atomic
    portals: Optional[list[str]] = field(
        default=None, metadata={"json": "portals,omitempty"}
    )
    # readOnly here will force the ReadOnly setting in VolumeMounts. Defaults to false.
    # +optional
    read_only: Optional[bool] = field(
        default=None, metadata={"json": "readOnly,omitempty"}
    )
    # secretRef is the CHAP Secret for iSCSI target and initiator authentication
    # +optional
    secret_ref: Optional[SecretReference] = field(
        default=None, metadata={"json": "secretRef,omitempty"}
    )
    # targetPortal is iSCSI Target Portal. The Portal is either an IP or ip_addr:port if the port is other than default (typically TCP ports 860 and 3260).
    target_portal: str = field(default="", metadata={"json": "targetPortal"})


# Represents an ISCSI disk. ISCSI volumes can only be mounted as read/write once. ISCSI volumes support ownership management and SELinux relabeling.
@dataclass
class ISCSIVolumeSource:
    # chapAuthDiscovery defines whether support iSCSI Discovery CHAP authentication
    # +optional
    chap_auth_discovery: Optional[bool] = field(
        default=None, metadata={"json": "chapAuthDiscovery,omitempty"}
    )
    # chapAuthSession defines whether support iSCSI Session CHAP authentication
    # +optional
    chap_auth_session: Optional[bool] = field(
        default=None, metadata={"json": "chapAuthSession,omitempty"}
    )
    # fsType is the filesystem type of the volume that you want to mount. Tip: Ensure that the filesystem type is supported by the host operating system. Examples: "ext4", "xfs", "ntfs". Implicitly inferred to be "ext4" if unspecified. More info: https://kubernetes.io/docs/concepts/storage/volumes#iscsi
    # +optional
    fs_type: Optional[str] = field(default=None, metadata={"json": "fsType,omitempty"})
    # initiatorName is the custom iSCSI Initiator Name. If initiatorName is specified with iscsiInterface simultaneously, new iSCSI interface <target portal>:<volume name> will be created for the connection.
    # +optional
    initiator_name: Optional[str] = field(
        default=None, metadata={"json": "initiatorName,omitempty"}
    )
    # iqn is the target iSCSI Qualified Name.
    iqn: str = field(default="", metadata={"json": "iqn"})
    # iscsiInterface is the interface Name that uses an iSCSI transport. Defaults to 'default' (tcp).
    # +optional
    # +default="default"
    iscsi_interface: Optional[str] = field(
        default=None, metadata={"json": "iscsiInterface,omitempty"}
    )
    # lun represents iSCSI Target Lun number.
    # +kubebuilder:validation:Format=int32
    lun: int = field(default=0, metadata={"json": "lun"})
    # portals is the iSCSI Target Portal List. The portal is either an IP or ip_addr:port if the port is other than default (typically TCP ports 860 and 3260).
    # +optional
    # +listType=atomic
    portals: Optional[list[str]] = field(
        default=None, metadata={"json": "portals,omitempty"}
    )
    # readOnly here will force the ReadOnly setting in VolumeMounts. Defaults to false.
    # +optional
    read_only: Optional[bool] = field(
        default=None, metadata={"json": "readOnly,omitempty"}
    )
    # secretRef is the CHAP Secret for iSCSI target and initiator authentication
    # +optional
    secret_ref: Optional[LocalObjectReference] = field(
        default=None, metadata={"json": "secretRef,omitempty"}
    )
    # targetPortal is iSCSI Target Portal. The Portal is either an IP or ip_addr:port if the port is other than default (typically TCP ports 860 and 3260).
    target_portal: str = field(default="", metadata={"json": "targetPortal"})


# ImageVolumeSource represents a image volume resource.
@dataclass
class ImageVolumeSource:
    # Policy for pulling OCI objects. Possible values are: Always: the kubelet always attempts to pull the reference. Container creation will fail If the pull fails. Never: the kubelet never pulls the reference and only uses a local image or artifact. Container creation will fail if the reference isn't present. IfNotPresent: the kubelet pulls if the reference isn't already present on disk. Container creation will fail if the reference isn't present and the pull fails. Defaults to Always if :latest tag is specified, or IfNotPresent otherwise.
    # +optional
    pull_policy: Optional[str] = field(
        default=None, metadata={"json": "pullPolicy,omitempty"}
    )
    # Required: Image or artifact reference to be used. Behaves in the same way as pod.spec.containers[*].image. Pull secrets will be assembled in the same way as for the container image by looking up node credentials, SA image pull secrets, and pod spec image pull secrets. More info: https://kubernetes.io/docs/concepts/containers/images This field is optional to allow higher level config management to default or override container images in workload controllers like Deployments and StatefulSets.
    # +optional
    reference: Optional[str] = field(
        default=None, metadata={"json": "reference,omitempty"}
    )


# Maps a string key to a path within a volume.
@dataclass
class KeyToPath:
    # key is the key to project.
    key: str = field(default="", metadata={"json": "key"})
    # mode is Optional: mode bits used to set permissions on this file. Must be an octal value between 0000 and 0777 or a decimal value between 0 and 511. YAML accepts both octal and decimal values, JSON requires decimal values for mode bits. If not specified, the volume defaultMode will be used. This might be in conflict with other options that affect the file mode, like fsGroup, and the result can be other mode bits set.
    # +optional
    # +kubebuilder:validation:Format=int32
    mode: Optional[int] = field(default=None, metadata={"json": "mode,omitempty"})
    # path is the relative path of the file to map the key to. May not be an absolute path. May not contain the path element '..'. May not start with the string '..'.
    path: str = field(default="", metadata={"json": "path"})


# Lifecycle describes actions that the management system should take in response to container lifecycle events. For the PostStart and PreStop lifecycle handlers, management of the container blocks until the action is complete, unless the container process fails, in which case the handler is aborted.
@dataclass
class Lifecycle:
    # PostStart is called immediately after a container is created. If the handler fails, the container is terminated and restarted according to its restart policy. Other management of the container blocks until the hook completes. More info: https://kubernetes.io/docs/concepts/containers/container-lifecycle-hooks/#container-hooks
    # +optional
    post_start: Optional[LifecycleHandler] = field(
        default=None, metadata={"json": "postStart,omitempty"}
    )
    # PreStop is called immediately before a container is terminated due to an API request or management event such as liveness/startup probe failure, preemption, resource contention, etc. The handler is not called if the container crashes or exits. The Pod's termination grace period countdown begins before the PreStop hook is executed. Regardless of the outcome of the handler, the container will eventually terminate within the Pod's termination grace period (unless delayed by finalizers). Other management of the container blocks until the hook completes or until the termination grace period is reached. More info: https://kubernetes.io/docs/concepts/containers/container-lifecycle-hooks/#container-hooks
    # +optional
    pre_stop: Optional[LifecycleHandler] = field(
        default=None, metadata={"json": "preStop,omitempty"}
    )
    # StopSignal defines which signal will be sent to a container when it is being stopped. If not specified, the default is defined by the container runtime in use. StopSignal can only be set for Pods with a non-empty .spec.os.name
    # +optional
    stop_signal: Optional[str] = field(
        default=None, metadata={"json": "stopSignal,omitempty"}
    )


# LifecycleHandler defines a specific action that should be taken in a lifecycle hook. One and only one of the fields, except TCPSocket must be specified.
@dataclass
class LifecycleHandler:
    # Exec specifies a command to execute in the container.
    # +optional
    exec: Optional[ExecAction] = field(
        default=None, metadata={"json": "exec,omitempty"}
    )
    # HTTPGet specifies an HTTP GET request to perform.
    # +optional
    http_get: Optional[HTTPGetAction] = field(
        default=None, metadata={"json": "httpGet,omitempty"}
    )
    # Sleep represents a duration that the container should sleep.
    # +optional
    sleep: Optional[SleepAction] = field(
        default=None, metadata={"json": "sleep,omitempty"}
    )
    # Deprecated. TCPSocket is NOT supported as a LifecycleHandler and kept for backward compatibility. There is no validation of this field and lifecycle hooks will fail at runtime when it is specified.
    # +optional
    tcp_socket: Optional[TCPSocketAction] = field(
        default=None, metadata={"json": "tcpSocket,omitempty"}
    )


# LimitRangeSpec defines a min/max usage limit for resources that match on kind.
@dataclass
class LimitRangeSpec:
    # Limits is the list of LimitRangeItem objects that are enforced.
    # +required
    # +listType=atomic
    limits: Optional[list[LimitRangeItem]] = field(
        default=None, metadata={"json": "limits,omitempty"}
    )


# LimitRange sets resource usage limits for each kind of resource in a Namespace.
# +defaultgen:schema={"x-kubernetes-group-version-kind": [{"group": "", "kind": "LimitRange", "version": "v1"}]}
@dataclass
class LimitRange:
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
    # Spec defines the limits enforced. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
    # +optional
    spec: LimitRangeSpec = field(
        default_factory=LimitRangeSpec, metadata={"json": "spec"}
    )


# LimitRangeItem defines a min/max usage limit for any resource that matches on kind.
@dataclass
class LimitRangeItem:
    # Default resource requirement limit value by resource name if resource limit is omitted.
    # +optional
    default: Optional[dict[str, Quantity]] = field(
        default=None, metadata={"json": "default,omitempty"}
    )
    # DefaultRequest is the default resource requirement request value by resource name if resource request is omitted.
    # +optional
    default_request: Optional[dict[str, Quantity]] = field(
        default=None, metadata={"json": "defaultRequest,omitempty"}
    )
    # Max usage constraints on this kind by resource name.
    # +optional
    max: Optional[dict[str, Quantity]] = field(
        default=None, metadata={"json": "max,omitempty"}
    )
    # MaxLimitRequestRatio if specified, the named resource must have a request and limit that are both non-zero where limit divided by request is less than or equal to the enumerated value; this represents the max burst for the named resource.
    # +optional
    max_limit_request_ratio: Optional[dict[str, Quantity]] = field(
        default=None, metadata={"json": "maxLimitRequestRatio,omitempty"}
    )
    # Min usage constraints on this kind by resource name.
    # +optional
    min: Optional[dict[str, Quantity]] = field(
        default=None, metadata={"json": "min,omitempty"}
    )
    # Type of resource that this limit applies to.
    type: str = field(default="", metadata={"json": "type"})


# LimitRangeList is a list of LimitRange items.
# +defaultgen:schema={"x-kubernetes-group-version-kind": [{"group": "", "kind": "LimitRangeList", "version": "v1"}]}
@dataclass
class LimitRangeList:
    # APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources
    # +optional
    api_version: Optional[str] = field(
        default=None, metadata={"json": "apiVersion,omitempty"}
    )
    # Items is a list of LimitRange objects. More info: https://kubernetes.io/docs/concepts/configuration/manage-resources-containers/
    # +required
    items: Optional[list[LimitRange]] = field(
        default=None, metadata={"json": "items,omitempty"}
    )
    # Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds
    # +optional
    kind: Optional[str] = field(default=None, metadata={"json": "kind,omitempty"})
    # Standard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds
    # +optional
    metadata: ListMeta = field(default_factory=ListMeta, metadata={"json": "metadata"})


# LinuxContainerUser represents user identity information in Linux containers
@dataclass
class LinuxContainerUser:
    # GID is the primary gid initially attached to the first process in the container
    # +kubebuilder:validation:Format=int64
    gid: int = field(default=0, metadata={"json": "gid"})
    # SupplementalGroups are the supplemental groups initially attached to the first process in the container
    # +optional
    # +kubebuilder:validation:items:Format=int64
    # +listType=atomic
    supplemental_groups: Optional[list[int]] = field(
        default=None, metadata={"json": "supplementalGroups,omitempty"}
    )
    # UID is the primary uid initially attached to the first process in the container
    # +kubebuilder:validation:Format=int64
    uid: int = field(default=0, metadata={"json": "uid"})


# LoadBalancerIngress represents the status of a load-balancer ingress point: traffic intended for the service should be sent to an ingress point.
@dataclass
class LoadBalancerIngress:
    # Hostname is set for load-balancer ingress points that are DNS based (typically AWS load-balancers)
    # +optional
    hostname: Optional[str] = field(
        default=None, metadata={"json": "hostname,omitempty"}
    )
    # IP is set for load-balancer ingress points that are IP based (typically GCE or OpenStack load-balancers)
    # +optional
    ip: Optional[str] = field(default=None, metadata={"json": "ip,omitempty"})
    # IPMode specifies how the load-balancer IP behaves, and may only be specified when the ip field is specified. Setting this to "VIP" indicates that traffic is delivered to the node with the destination set to the load-balancer's IP and port. Setting this to "Proxy" indicates that traffic is delivered to the node or pod with the destination set to the node's IP and node port or the pod's IP and port. Service implementations may use this information to adjust traffic routing.
    # +optional
    ip_mode: Optional[str] = field(default=None, metadata={"json": "ipMode,omitempty"})
    # Ports is a list of records of service ports If used, every port defined in the service should have an entry in it
    # +optional
    # +listType=atomic
    ports: Optional[list[PortStatus]] = field(
        default=None, metadata={"json": "ports,omitempty"}
    )


# LoadBalancerStatus represents the status of a load-balancer.
@dataclass
class LoadBalancerStatus:
    # Ingress is a list containing ingress points for the load-balancer. Traffic intended for the service should be sent to these ingress points.
    # +optional
    # +listType=atomic
    ingress: Optional[list[LoadBalancerIngress]] = field(
        default=None, metadata={"json": "ingress,omitempty"}
    )


# LocalObjectReference contains enough information to let you locate the referenced object inside the same namespace.
# +structType=atomic
@dataclass
class LocalObjectReference:
    # Name of the referent. This field is effectively required, but due to backwards compatibility is allowed to be empty. Instances of this type with an empty value here are almost certainly wrong. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/names/#names
    # +optional
    name: str = field(default="", metadata={"json": "name"})


# Local represents directly-attached storage with node affinity
@dataclass
class LocalVolumeSource:
    # fsType is the filesystem type to mount. It applies only when the Path is a block device. Must be a filesystem type supported by the host operating system. Ex. "ext4", "xfs", "ntfs". The default value is to auto-select a filesystem if unspecified.
    # +optional
    fs_type: Optional[str] = field(default=None, metadata={"json": "fsType,omitempty"})
    # path of the full path to the volume on the node. It can be either a directory or block device (disk, partition, ...).
    path: str = field(default="", metadata={"json": "path"})


# ModifyVolumeStatus represents the status object of ControllerModifyVolume operation
@dataclass
class ModifyVolumeStatus:
    # +defaultgen:description="status is the status of the ControllerModifyVolume operation. It can be in any of following states:\n - Pending\n   Pending indicates that the PersistentVolumeClaim cannot be modified due to unmet requirements, such as\n   the specified VolumeAttributesClass not existing.\n - InProgress\n   InProgress indicates that the volume is being modified.\n - Infeasible\n  Infeasible indicates that the request has been rejected as invalid by the CSI driver. To\n\t  resolve the error, a valid VolumeAttributesClass needs to be specified.\nNote: New statuses can be added in the future. Consumers should check for unknown statuses and fail appropriately."
    status: str = field(default="", metadata={"json": "status"})
    # targetVolumeAttributesClassName is the name of the VolumeAttributesClass the PVC currently being reconciled
    # +optional
    target_volume_attributes_class_name: Optional[str] = field(
        default=None, metadata={"json": "targetVolumeAttributesClassName,omitempty"}
    )


# Represents an NFS mount that lasts the lifetime of a pod. NFS volumes do not support ownership management or SELinux relabeling.
@dataclass
class NFSVolumeSource:
    # path that is exported by the NFS server. More info: https://kubernetes.io/docs/concepts/storage/volumes#nfs
    path: str = field(default="", metadata={"json": "path"})
    # readOnly here will force the NFS export to be mounted with read-only permissions. Defaults to false. More info: https://kubernetes.io/docs/concepts/storage/volumes#nfs
    # +optional
    read_only: Optional[bool] = field(
        default=None, metadata={"json": "readOnly,omitempty"}
    )
    # server is the hostname or IP address of the NFS server. More info: https://kubernetes.io/docs/concepts/storage/volumes#nfs
    server: str = field(default="", metadata={"json": "server"})


# NamespaceSpec describes the attributes on a Namespace.
@dataclass
class NamespaceSpec:
    # Finalizers is an opaque list of values that must be empty to permanently remove object from storage. More info: https://kubernetes.io/docs/tasks/administer-cluster/namespaces/
    # +optional
    # +listType=atomic
    finalizers: Optional[list[str]] = field(
        default=None, metadata={"json": "finalizers,omitempty"}
    )


# NamespaceStatus is information about the current status of a Namespace.
@dataclass
class NamespaceStatus:
    # Represents the latest available observations of a namespace's current state.
    # +optional
    # +listMapKey=type
    # +listType=map
    # +patchMergeKey=type
    # +patchStrategy=merge
    conditions: Optional[list[NamespaceCondition]] = field(
        default=None, metadata={"json": "conditions,omitempty"}
    )
    # Phase is the current lifecycle phase of the namespace. More info: https://kubernetes.io/docs/tasks/administer-cluster/namespaces/
    # +optional
    phase: Optional[str] = field(default=None, metadata={"json": "phase,omitempty"})


# Namespace provides a scope for Names. Use of multiple namespaces is optional.
# +defaultgen:schema={"x-kubernetes-group-version-kind": [{"group": "", "kind": "Namespace", "version": "v1"}]}
@dataclass
class Namespace:
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
    # Spec defines the behavior of the Namespace. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
    # +optional
    spec: NamespaceSpec = field(
        default_factory=NamespaceSpec, metadata={"json": "spec"}
    )
    # Status describes the current status of a Namespace. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
    # +optional
    status: NamespaceStatus = field(
        default_factory=NamespaceStatus, metadata={"json": "status"}
    )


# NamespaceCondition contains details about state of namespace.
@dataclass
class NamespaceCondition:
    # Last time the condition transitioned from one status to another.
    # +optional
    last_transition_time: Optional[Time] = field(
        default=None, metadata={"json": "lastTransitionTime,omitempty"}
    )
    # Human-readable message indicating details about last transition.
    # +optional
    message: Optional[str] = field(default=None, metadata={"json": "message,omitempty"})
    # Unique, one-word, CamelCase reason for the condition's last transition.
    # +optional
    reason: Optional[str] = field(default=None, metadata={"json": "reason,omitempty"})
    # Status of the condition, one of True, False, Unknown.
    status: str = field(default="", metadata={"json": "status"})
    # Type of namespace controller condition.
    type: str = field(default="", metadata={"json": "type"})


# NamespaceList is a list of Namespaces.
# +defaultgen:schema={"x-kubernetes-group-version-kind": [{"group": "", "kind": "NamespaceList", "version": "v1"}]}
@dataclass
class NamespaceList:
    # APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources
    # +optional
    api_version: Optional[str] = field(
        default=None, metadata={"json": "apiVersion,omitempty"}
    )
    # Items is the list of Namespace objects in the list. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/namespaces/
    # +required
    items: Optional[list[Namespace]] = field(
        default=None, metadata={"json": "items,omitempty"}
    )
    # Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds
    # +optional
    kind: Optional[str] = field(default=None, metadata={"json": "kind,omitempty"})
    # Standard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds
    # +optional
    metadata: ListMeta = field(default_factory=ListMeta, metadata={"json": "metadata"})


# NodeSpec describes the attributes that a node is created with.
@dataclass
class NodeSpec:
    # Deprecated: Previously used to specify the source of the node's configuration for the DynamicKubeletConfig feature. This feature is removed.
    # +optional
    config_source: Optional[NodeConfigSource] = field(
        default=None, metadata={"json": "configSource,omitempty"}
    )
    # Deprecated. Not all kubelets will set this field. Remove field after 1.13. see: https://issues.k8s.io/61966
    # +optional
    external_id: Optional[str] = field(
        default=None, metadata={"json": "externalID,omitempty"}
    )
    # PodCIDR represents the pod IP range assigned to the node.
    # +optional
    pod_cidr: Optional[str] = field(
        default=None, metadata={"json": "podCIDR,omitempty"}
    )
    # podCIDRs represents the IP ranges assigned to the node for usage by Pods on that node. If this field is specified, the 0th entry must match the podCIDR field. It may contain at most 1 value for each of IPv4 and IPv6.
    # +optional
    # +listType=set
    # +patchStrategy=merge
    pod_cid_rs: Optional[list[str]] = field(
        default=None, metadata={"json": "podCIDRs,omitempty"}
    )
    # ID of the node assigned by the cloud provider in the format: <ProviderName>://<ProviderSpecificNodeID>
    # +optional
    provider_id: Optional[str] = field(
        default=None, metadata={"json": "providerID,omitempty"}
    )
    # If specified, the node's taints.
    # +optional
    # +listType=atomic
    taints: Optional[list[Taint]] = field(
        default=None, metadata={"json": "taints,omitempty"}
    )
    # Unschedulable controls node schedulability of new pods. By default, node is schedulable. More info: https://kubernetes.io/docs/concepts/nodes/node/#manual-node-administration
    # +optional
    unschedulable: Optional[bool] = field(
        default=None, metadata={"json": "unschedulable,omitempty"}
    )


# NodeDaemonEndpoints lists ports opened by daemons running on the Node.
@dataclass
class NodeDaemonEndpoints:
    # Endpoint on which Kubelet is listening.
    # +optional
    kubelet_endpoint: DaemonEndpoint = field(
        default_factory=DaemonEndpoint, metadata={"json": "kubeletEndpoint"}
    )


# NodeSystemInfo is a set of ids/uuids to uniquely identify the node.
@dataclass
class NodeSystemInfo:
    # The Architecture reported by the node
    architecture: str = field(default="", metadata={"json": "architecture"})
    # Boot ID reported by the node.
    boot_id: str = field(default="", metadata={"json": "bootID"})
    # ContainerRuntime Version reported by the node through runtime remote API (e.g. containerd://1.4.2).
    container_runtime_version: str = field(
        default="", metadata={"json": "containerRuntimeVersion"}
    )
    # Kernel Version reported by the node from 'uname -r' (e.g. 3.16.0-0.bpo.4-amd64).
    kernel_version: str = field(default="", metadata={"json": "kernelVersion"})
    # Deprecated: KubeProxy Version reported by the node.
    kube_proxy_version: str = field(default="", metadata={"json": "kubeProxyVersion"})
    # Kubelet Version reported by the node.
    kubelet_version: str = field(default="", metadata={"json": "kubeletVersion"})
    # MachineID reported by the node. For unique machine identification in the cluster this field is preferred. Learn more from man(5) machine-id: http://man7.org/linux/man-pages/man5/machine-id.5.html
    machine_id: str = field(default="", metadata={"json": "machineID"})
    # The Operating System reported by the node
    operating_system: str = field(default="", metadata={"json": "operatingSystem"})
    # OS Image reported by the node from /etc/os-release (e.g. Debian GNU/Linux 7 (wheezy)).
    os_image: str = field(default="", metadata={"json": "osImage"})
    # Swap Info reported by the node.
    # +optional
    swap: Optional[NodeSwapStatus] = field(
        default=None, metadata={"json": "swap,omitempty"}
    )
    # SystemUUID reported by the node. For unique machine identification MachineID is preferred. This field is specific to Red Hat hosts https://access.redhat.com/documentation/en-us/red_hat_subscription_management/1/html/rhsm/uuid
    system_uuid: str = field(default="", metadata={"json": "systemUUID"})


# NodeStatus is information about the current status of a node.
@dataclass
class NodeStatus:
    # List of addresses reachable to the node. Queried from cloud provider, if available. More info: https://kubernetes.io/docs/reference/node/node-status/#addresses Note: This field is declared as mergeable, but the merge key is not sufficiently unique, which can cause data corruption when it is merged. Callers should instead use a full-replacement patch. See https://pr.k8s.io/79391 for an example. Consumers should assume that addresses can change during the lifetime of a Node. However, there are some exceptions where this may not be possible, such as Pods that inherit a Node's address in its own status or consumers of the downward API (status.hostIP).
    # +optional
    # +listMapKey=type
    # +listType=map
    # +patchMergeKey=type
    # +patchStrategy=merge
    addresses: Optional[list[NodeAddress]] = field(
        default=None, metadata={"json": "addresses,omitempty"}
    )
    # Allocatable represents the resources of a node that are available for scheduling. Defaults to Capacity.
    # +optional
    allocatable: Optional[dict[str, Quantity]] = field(
        default=None, metadata={"json": "allocatable,omitempty"}
    )
    # Capacity represents the total resources of a node. More info: https://kubernetes.io/docs/reference/node/node-status/#capacity
    # +optional
    capacity: Optional[dict[str, Quantity]] = field(
        default=None, metadata={"json": "capacity,omitempty"}
    )
    # Conditions is an array of current observed node conditions. More info: https://kubernetes.io/docs/reference/node/node-status/#condition
    # +optional
    # +listMapKey=type
    # +listType=map
    # +patchMergeKey=type
    # +patchStrategy=merge
    conditions: Optional[list[NodeCondition]] = field(
        default=None, metadata={"json": "conditions,omitempty"}
    )
    # Status of the config assigned to the node via the dynamic Kubelet config feature.
    # +optional
    config: Optional[NodeConfigStatus] = field(
        default=None, metadata={"json": "config,omitempty"}
    )
    # Endpoints of daemons running on the Node.
    # +optional
    daemon_endpoints: NodeDaemonEndpoints = field(
        default_factory=NodeDaemonEndpoints, metadata={"json": "daemonEndpoints"}
    )
    # DeclaredFeatures represents the features related to feature gates that are declared by the node.
    # +optional
    # +listType=atomic
    declared_features: Optional[list[str]] = field(
        default=None, metadata={"json": "declaredFeatures,omitempty"}
    )
    # Features describes the set of features implemented by the CRI implementation.
    # +optional
    features: Optional[NodeFeatures] = field(
        default=None, metadata={"json": "features,omitempty"}
    )
    # List of container images on this node
    # +optional
    # +listType=atomic
    images: Optional[list[ContainerImage]] = field(
        default=None, metadata={"json": "images,omitempty"}
    )
    # Set of ids/uuids to uniquely identify the node. More info: https://kubernetes.io/docs/reference/node/node-status/#info
    # +optional
    node_info: NodeSystemInfo = field(
        default_factory=NodeSystemInfo, metadata={"json": "nodeInfo"}
    )
    # NodePhase is the recently observed lifecycle phase of the node. More info: https://kubernetes.io/docs/concepts/nodes/node/#phase The field is never populated, and now is deprecated.
    # +optional
    phase: Optional[str] = field(default=None, metadata={"json": "phase,omitempty"})
    # The available runtime handlers.
    # +optional
    # +listType=atomic
    runtime_handlers: Optional[list[NodeRuntimeHandler]] = field(
        default=None, metadata={"json": "runtimeHandlers,omitempty"}
    )
    # List of volumes that are attached to the node.
    # +optional
    # +listType=atomic
    volumes_attached: Optional[list[AttachedVolume]] = field(
        default=None, metadata={"json": "volumesAttached,omitempty"}
    )
    # List of attachable volumes in use (mounted) by the node.
    # +optional
    # +listType=atomic
    volumes_in_use: Optional[list[str]] = field(
        default=None, metadata={"json": "volumesInUse,omitempty"}
    )


# Node is a worker node in Kubernetes. Each node will have a unique identifier in the cache (i.e. in etcd).
# +defaultgen:schema={"x-kubernetes-group-version-kind": [{"group": "", "kind": "Node", "version": "v1"}]}
@dataclass
class Node:
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
    # Spec defines the behavior of a node. https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
    # +optional
    spec: NodeSpec = field(default_factory=NodeSpec, metadata={"json": "spec"})
    # Most recently observed status of the node. Populated by the system. Read-only. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
    # +optional
    status: NodeStatus = field(default_factory=NodeStatus, metadata={"json": "status"})


# NodeAddress contains information for the node's address.
@dataclass
class NodeAddress:
    # The node address.
    address: str = field(default="", metadata={"json": "address"})
    # Node address type, one of Hostname, ExternalIP or InternalIP.
    type: str = field(default="", metadata={"json": "type"})


# Node affinity is a group of node affinity scheduling rules.
@dataclass
class NodeAffinity:
    # The scheduler will prefer to schedule pods to nodes that satisfy the affinity expressions specified by this field, but it may choose a node that violates one or more of the expressions. The node that is most preferred is the one with the greatest sum of weights, i.e. for each node that meets all of the scheduling requirements (resource request, requiredDuringScheduling affinity expressions, etc.), compute a sum by iterating through the elements of this field and adding "weight" to the sum if the node matches the corresponding matchExpressions; the node(s) with the highest sum are the most preferred.
    # +optional
    # +listType=atomic
    preferred_during_scheduling_ignored_during_execution: Optional[
        list[PreferredSchedulingTerm]
    ] = field(
        default=None,
        metadata={"json": "preferredDuringSchedulingIgnoredDuringExecution,omitempty"},
    )
    # If the affinity requirements specified by this field are not met at scheduling time, the pod will not be scheduled onto the node. If the affinity requirements specified by this field cease to be met at some point during pod execution (e.g. due to an update), the system may or may not try to eventually evict the pod from its node.
    # +optional
    required_during_scheduling_ignored_during_execution: Optional[NodeSelector] = field(
        default=None,
        metadata={"json": "requiredDuringSchedulingIgnoredDuringExecution,omitempty"},
    )


# NodeCondition contains condition information for a node.
@dataclass
class NodeCondition:
    # Last time we got an update on a given condition.
    # +optional
    last_heartbeat_time: Optional[Time] = field(
        default=None, metadata={"json": "lastHeartbeatTime,omitempty"}
    )
    # Last time the condition transit from one status to another.
    # +optional
    last_transition_time: Optional[Time] = field(
        default=None, metadata={"json": "lastTransitionTime,omitempty"}
    )
    # Human readable message indicating details about last transition.
    # +optional
    message: Optional[str] = field(default=None, metadata={"json": "message,omitempty"})
    # (brief) reason for the condition's last transition.
    # +optional
    reason: Optional[str] = field(default=None, metadata={"json": "reason,omitempty"})
    # Status of the condition, one of True, False, Unknown.
    status: str = field(default="", metadata={"json": "status"})
    # Type of node condition.
    type: str = field(default="", metadata={"json": "type"})


# NodeConfigSource specifies a source of node configuration. Exactly one subfield (excluding metadata) must be non-nil. This API is deprecated since 1.22
@dataclass
class NodeConfigSource:
    # ConfigMap is a reference to a Node's ConfigMap
    # +optional
    config_map: Optional[ConfigMapNodeConfigSource] = field(
        default=None, metadata={"json": "configMap,omitempty"}
    )


# NodeConfigStatus describes the status of the config assigned by Node.Spec.ConfigSource.
@dataclass
class NodeConfigStatus:
    # Active reports the checkpointed config the node is actively using. Active will represent either the current version of the Assigned config, or the current LastKnownGood config, depending on whether attempting to use the Assigned config results in an error.
    # +optional
    active: Optional[NodeConfigSource] = field(
        default=None, metadata={"json": "active,omitempty"}
    )
    # Assigned reports the checkpointed config the node will try to use. When Node.Spec.ConfigSource is updated, the node checkpoints the associated config payload to local disk, along with a record indicating intended config. The node refers to this record to choose its config checkpoint, and reports this record in Assigned. Assigned only updates in the status after the record has been checkpointed to disk. When the Kubelet is restarted, it tries to make the Assigned config the Active config by loading and validating the checkpointed payload identified by Assigned.
    # +optional
    assigned: Optional[NodeConfigSource] = field(
        default=None, metadata={"json": "assigned,omitempty"}
    )
    # Error describes any problems reconciling the Spec.ConfigSource to the Active config. Errors may occur, for example, attempting to checkpoint Spec.ConfigSource to the local Assigned record, attempting to checkpoint the payload associated with Spec.ConfigSource, attempting to load or validate the Assigned config, etc. Errors may occur at different points while syncing config. Earlier errors (e.g. download or checkpointing errors) will not result in a rollback to LastKnownGood, and may resolve across Kubelet retries. Later errors (e.g. loading or validating a checkpointed config) will result in a rollback to LastKnownGood. In the latter case, it is usually possible to resolve the error by fixing the config assigned in Spec.ConfigSource. You can find additional information for debugging by searching the error message in the Kubelet log. Error is a human-readable description of the error state; machines can check whether or not Error is empty, but should not rely on the stability of the Error text across Kubelet versions.
    # +optional
    error: Optional[str] = field(default=None, metadata={"json": "error,omitempty"})
    # LastKnownGood reports the checkpointed config the node will fall back to when it encounters an error attempting to use the Assigned config. The Assigned config becomes the LastKnownGood config when the node determines that the Assigned config is stable and correct. This is currently implemented as a 10-minute soak period starting when the local record of Assigned config is updated. If the Assigned config is Active at the end of this period, it becomes the LastKnownGood. Note that if Spec.ConfigSource is reset to nil (use local defaults), the LastKnownGood is also immediately reset to nil, because the local default config is always assumed good. You should not make assumptions about the node's method of determining config stability and correctness, as this may change or become configurable in the future.
    # +optional
    last_known_good: Optional[NodeConfigSource] = field(
        default=None, metadata={"json": "lastKnownGood,omitempty"}
    )


# NodeFeatures describes the set of features implemented by the CRI implementation. The features contained in the NodeFeatures should depend only on the cri implementation independent of runtime handlers.
@dataclass
class NodeFeatures:
    # SupplementalGroupsPolicy is set to true if the runtime supports SupplementalGroupsPolicy and ContainerUser.
    # +optional
    supplemental_groups_policy: Optional[bool] = field(
        default=None, metadata={"json": "supplementalGroupsPolicy,omitempty"}
    )


# NodeList is the whole list of all Nodes which have been registered with master.
# +defaultgen:schema={"x-kubernetes-group-version-kind": [{"group": "", "kind": "NodeList", "version": "v1"}]}
@dataclass
class NodeList:
    # APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources
    # +optional
    api_version: Optional[str] = field(
        default=None, metadata={"json": "apiVersion,omitempty"}
    )
    # List of nodes
    # +required
    items: Optional[list[Node]] = field(
        default=None, metadata={"json": "items,omitempty"}
    )
    # Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds
    # +optional
    kind: Optional[str] = field(default=None, metadata={"json": "kind,omitempty"})
    # Standard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds
    # +optional
    metadata: ListMeta = field(default_factory=ListMeta, metadata={"json": "metadata"})


# NodeRuntimeHandler is a set of runtime handler information.
@dataclass
class NodeRuntimeHandler:
    # Supported features.
    # +optional
    features: Optional[NodeRuntimeHandlerFeatures] = field(
        default=None, metadata={"json": "features,omitempty"}
    )
    # Runtime handler name. Empty for the default runtime handler.
    # +optional
    name: str = field(default="", metadata={"json": "name"})


# NodeRuntimeHandlerFeatures is a set of features implemented by the runtime handler.
@dataclass
class NodeRuntimeHandlerFeatures:
    # RecursiveReadOnlyMounts is set to true if the runtime handler supports RecursiveReadOnlyMounts.
    # +optional
    recursive_read_only_mounts: Optional[bool] = field(
        default=None, metadata={"json": "recursiveReadOnlyMounts,omitempty"}
    )
    # UserNamespaces is set to true if the runtime handler supports UserNamespaces, including for volumes.
    # +optional
    user_namespaces: Optional[bool] = field(
        default=None, metadata={"json": "userNamespaces,omitempty"}
    )


# A node selector represents the union of the results of one or more label queries over a set of nodes; that is, it represents the OR of the selectors represented by the node selector terms.
# +structType=atomic
@dataclass
class NodeSelector:
    # Required. A list of node selector terms. The terms are ORed.
    # +required
    # +listType=atomic
    node_selector_terms: Optional[list[NodeSelectorTerm]] = field(
        default=None, metadata={"json": "nodeSelectorTerms,omitempty"}
    )


# A node selector requirement is a selector that contains values, a key, and an operator that relates the key and values.
@dataclass
class NodeSelectorRequirement:
    # The label key that the selector applies to.
    key: str = field(default="", metadata={"json": "key"})
    # Represents a key's relationship to a set of values. Valid operators are In, NotIn, Exists, DoesNotExist. Gt, and Lt.
    operator: str = field(default="", metadata={"json": "operator"})
    # An array of string values. If the operator is In or NotIn, the values array must be non-empty. If the operator is Exists or DoesNotExist, the values array must be empty. If the operator is Gt or Lt, the values array must have a single element, which will be interpreted as an integer. This array is replaced during a strategic merge patch.
    # +optional
    # +listType=atomic
    values: Optional[list[str]] = field(
        default=None, metadata={"json": "values,omitempty"}
    )


# A null or empty node selector term matches no objects. The requirements of them are ANDed. The TopologySelectorTerm type implements a subset of the NodeSelectorTerm.
# +structType=atomic
@dataclass
class NodeSelectorTerm:
    # A list of node selector requirements by node's labels.
    # +optional
    # +listType=atomic
    match_expressions: Optional[list[NodeSelectorRequirement]] = field(
        default=None, metadata={"json": "matchExpressions,omitempty"}
    )
    # A list of node selector requirements by node's fields.
    # +optional
    # +listType=atomic
    match_fields: Optional[list[NodeSelectorRequirement]] = field(
        default=None, metadata={"json": "matchFields,omitempty"}
    )


# NodeSwapStatus represents swap memory information.
@dataclass
class NodeSwapStatus:
    # Total amount of swap memory in bytes.
    # +optional
    # +kubebuilder:validation:Format=int64
    capacity: Optional[int] = field(
        default=None, metadata={"json": "capacity,omitempty"}
    )


# ObjectFieldSelector selects an APIVersioned field of an object.
# +structType=atomic
@dataclass
class ObjectFieldSelector:
    # Version of the schema the FieldPath is written in terms of, defaults to "v1".
    # +optional
    api_version: Optional[str] = field(
        default=None, metadata={"json": "apiVersion,omitempty"}
    )
    # Path of the field to select in the specified API version.
    field_path: str = field(default="", metadata={"json": "fieldPath"})


# PersistentVolumeSpec is the specification of a persistent volume.
@dataclass
class PersistentVolumeSpec:
    # accessModes contains all ways the volume can be mounted. More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#access-modes
    # +optional
    # +listType=atomic
    access_modes: Optional[list[str]] = field(
        default=None, metadata={"json": "accessModes,omitempty"}
    )
    # awsElasticBlockStore represents an AWS Disk resource that is attached to a kubelet's host machine and then exposed to the pod. Deprecated: AWSElasticBlockStore is deprecated. All operations for the in-tree awsElasticBlockStore type are redirected to the ebs.csi.aws.com CSI driver. More info: https://kubernetes.io/docs/concepts/storage/volumes#awselasticblockstore
    # +optional
    aws_elastic_block_store: Optional[AWSElasticBlockStoreVolumeSource] = field(
        default=None, metadata={"json": "awsElasticBlockStore,omitempty"}
    )
    # azureDisk represents an Azure Data Disk mount on the host and bind mount to the pod. Deprecated: AzureDisk is deprecated. All operations for the in-tree azureDisk type are redirected to the disk.csi.azure.com CSI driver.
    # +optional
    azure_disk: Optional[AzureDiskVolumeSource] = field(
        default=None, metadata={"json": "azureDisk,omitempty"}
    )
    # azureFile represents an Azure File Service mount on the host and bind mount to the pod. Deprecated: AzureFile is deprecated. All operations for the in-tree azureFile type are redirected to the file.csi.azure.com CSI driver.
    # +optional
    azure_file: Optional[AzureFilePersistentVolumeSource] = field(
        default=None, metadata={"json": "azureFile,omitempty"}
    )
    # capacity is the description of the persistent volume's resources and capacity. More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#capacity
    # +optional
    capacity: Optional[dict[str, Quantity]] = field(
        default=None, metadata={"json": "capacity,omitempty"}
    )
    # cephFS represents a Ceph FS mount on the host that shares a pod's lifetime. Deprecated: CephFS is deprecated and the in-tree cephfs type is no longer supported.
    # +optional
    cephfs: Optional[CephFSPersistentVolumeSource] = field(
        default=None, metadata={"json": "cephfs,omitempty"}
    )
    # cinder represents a cinder volume attached and mounted on kubelets host machine. Deprecated: Cinder is deprecated. All operations for the in-tree cinder type are redirected to the cinder.csi.openstack.org CSI driver. More info: https://examples.k8s.io/mysql-cinder-pd/README.md
    # +optional
    cinder: Optional[CinderPersistentVolumeSource] = field(
        default=None, metadata={"json": "cinder,omitempty"}
    )
    # claimRef is part of a bi-directional binding between PersistentVolume and PersistentVolumeClaim. Expected to be non-nil when bound. claim.VolumeName is the authoritative bind between PV and PVC. More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#binding
    # +optional
    # +structType=granular
    claim_ref: Optional[ObjectReference] = field(
        default=None, metadata={"json": "claimRef,omitempty"}
    )
    # csi represents storage that is handled by an external CSI driver.
    # +optional
    csi: Optional[CSIPersistentVolumeSource] = field(
        default=None, metadata={"json": "csi,omitempty"}
    )
    # fc represents a Fibre Channel resource that is attached to a kubelet's host machine and then exposed to the pod.
    # +optional
    fc: Optional[FCVolumeSource] = field(
        default=None, metadata={"json": "fc,omitempty"}
    )
    # flexVolume represents a generic volume resource that is provisioned/attached using an exec based plugin. Deprecated: FlexVolume is deprecated. Consider using a CSIDriver instead.
    # +optional
    flex_volume: Optional[FlexPersistentVolumeSource] = field(
        default=None, metadata={"json": "flexVolume,omitempty"}
    )
    # flocker represents a Flocker volume attached to a kubelet's host machine and exposed to the pod for its usage. This depends on the Flocker control service being running. Deprecated: Flocker is deprecated and the in-tree flocker type is no longer supported.
    # +optional
    flocker: Optional[FlockerVolumeSource] = field(
        default=None, metadata={"json": "flocker,omitempty"}
    )
    # gcePersistentDisk represents a GCE Disk resource that is attached to a kubelet's host machine and then exposed to the pod. Provisioned by an admin. Deprecated: GCEPersistentDisk is deprecated. All operations for the in-tree gcePersistentDisk type are redirected to the pd.csi.storage.gke.io CSI driver. More info: https://kubernetes.io/docs/concepts/storage/volumes#gcepersistentdisk
    # +optional
    gce_persistent_disk: Optional[GCEPersistentDiskVolumeSource] = field(
        default=None, metadata={"json": "gcePersistentDisk,omitempty"}
    )
    # glusterfs represents a Glusterfs volume that is attached to a host and exposed to the pod. Provisioned by an admin. Deprecated: Glusterfs is deprecated and the in-tree glusterfs type is no longer supported. More info: https://examples.k8s.io/volumes/glusterfs/README.md
    # +optional
    glusterfs: Optional[GlusterfsPersistentVolumeSource] = field(
        default=None, metadata={"json": "glusterfs,omitempty"}
    )
    # hostPath represents a directory on the host. Provisioned by a developer or tester. This is useful for single-node development and testing only! On-host storage is not supported in any way and WILL NOT WORK in a multi-node cluster. More info: https://kubernetes.io/docs/concepts/storage/volumes#hostpath
    # +optional
    host_path: Optional[HostPathVolumeSource] = field(
        default=None, metadata={"json": "hostPath,omitempty"}
    )
    # iscsi represents an ISCSI Disk resource that is attached to a kubelet's host machine and then exposed to the pod. Provisioned by an admin.
    # +optional
    iscsi: Optional[ISCSIPersistentVolumeSource] = field(
        default=None, metadata={"json": "iscsi,omitempty"}
    )
    # local represents directly-attached storage with node affinity
    # +optional
    local: Optional[LocalVolumeSource] = field(
        default=None, metadata={"json": "local,omitempty"}
    )
    # mountOptions is the list of mount options, e.g. ["ro", "soft"]. Not validated - mount will simply fail if one is invalid. More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes/#mount-options
    # +optional
    # +listType=atomic
    mount_options: Optional[list[str]] = field(
        default=None, metadata={"json": "mountOptions,omitempty"}
    )
    # nfs represents an NFS mount on the host. Provisioned by an admin. More info: https://kubernetes.io/docs/concepts/storage/volumes#nfs
    # +optional
    nfs: Optional[NFSVolumeSource] = field(
        default=None, metadata={"json": "nfs,omitempty"}
    )
    # nodeAffinity defines constraints that limit what nodes this volume can be accessed from. This field influences the scheduling of pods that use this volume. This field is mutable if MutablePVNodeAffinity feature gate is enabled.
    # +optional
    node_affinity: Optional[VolumeNodeAffinity] = field(
        default=None, metadata={"json": "nodeAffinity,omitempty"}
    )
    # persistentVolumeReclaimPolicy defines what happens to a persistent volume when released from its claim. Valid options are Retain (default for manually created PersistentVolumes), Delete (default for dynamically provisioned PersistentVolumes), and Recycle (deprecated). Recycle must be supported by the volume plugin underlying this PersistentVolume. More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#reclaiming
    # +optional
    persistent_volume_reclaim_policy: Optional[str] = field(
        default=None, metadata={"json": "persistentVolumeReclaimPolicy,omitempty"}
    )
    # photonPersistentDisk represents a PhotonController persistent disk attached and mounted on kubelets host machine. Deprecated: PhotonPersistentDisk is deprecated and the in-tree photonPersistentDisk type is no longer supported.
    # +optional
    photon_persistent_disk: Optional[PhotonPersistentDiskVolumeSource] = field(
        default=None, metadata={"json": "photonPersistentDisk,omitempty"}
    )
    # portworxVolume represents a portworx volume attached and mounted on kubelets host machine. Deprecated: PortworxVolume is deprecated. All operations for the in-tree portworxVolume type are redirected to the pxd.portworx.com CSI driver when the CSIMigrationPortworx feature-gate is on.
    # +optional
    portworx_volume: Optional[PortworxVolumeSource] = field(
        default=None, metadata={"json": "portworxVolume,omitempty"}
    )
    # quobyte represents a Quobyte mount on the host that shares a pod's lifetime. Deprecated: Quobyte is deprecated and the in-tree quobyte type is no longer supported.
    # +optional
    quobyte: Optional[QuobyteVolumeSource] = field(
        default=None, metadata={"json": "quobyte,omitempty"}
    )
    # rbd represents a Rados Block Device mount on the host that shares a pod's lifetime. Deprecated: RBD is deprecated and the in-tree rbd type is no longer supported. More info: https://examples.k8s.io/volumes/rbd/README.md
    # +optional
    rbd: Optional[RBDPersistentVolumeSource] = field(
        default=None, metadata={"json": "rbd,omitempty"}
    )
    # scaleIO represents a ScaleIO persistent volume attached and mounted on Kubernetes nodes. Deprecated: ScaleIO is deprecated and the in-tree scaleIO type is no longer supported.
    # +optional
    scale_io: Optional[ScaleIOPersistentVolumeSource] = field(
        default=None, metadata={"json": "scaleIO,omitempty"}
    )
    # storageClassName is the name of StorageClass to which this persistent volume belongs. Empty value means that this volume does not belong to any StorageClass.
    # +optional
    storage_class_name: Optional[str] = field(
        default=None, metadata={"json": "storageClassName,omitempty"}
    )
    # storageOS represents a StorageOS volume that is attached to the kubelet's host machine and mounted into the pod. Deprecated: StorageOS is deprecated and the in-tree storageos type is no longer supported. More info: https://examples.k8s.io/volumes/storageos/README.md
    # +optional
    storageos: Optional[StorageOSPersistentVolumeSource] = field(
        default=None, metadata={"json": "storageos,omitempty"}
    )
    # Name of VolumeAttributesClass to which this persistent volume belongs. Empty value is not allowed. When this field is not set, it indicates that this volume does not belong to any VolumeAttributesClass. This field is mutable and can be changed by the CSI driver after a volume has been updated successfully to a new class. For an unbound PersistentVolume, the volumeAttributesClassName will be matched with unbound PersistentVolumeClaims during the binding process.
    # +optional
    volume_attributes_class_name: Optional[str] = field(
        default=None, metadata={"json": "volumeAttributesClassName,omitempty"}
    )
    # volumeMode defines if a volume is intended to be used with a formatted filesystem or to remain in raw block state. Value of Filesystem is implied when not included in spec.
    # +optional
    volume_mode: Optional[str] = field(
        default=None, metadata={"json": "volumeMode,omitempty"}
    )
    # vsphereVolume represents a vSphere volume attached and mounted on kubelets host machine. Deprecated: VsphereVolume is deprecated. All operations for the in-tree vsphereVolume type are redirected to the csi.vsphere.vmware.com CSI driver.
    # +optional
    vsphere_volume: Optional[VsphereVirtualDiskVolumeSource] = field(
        default=None, metadata={"json": "vsphereVolume,omitempty"}
    )


# PersistentVolumeStatus is the current status of a persistent volume.
@dataclass
class PersistentVolumeStatus:
    # lastPhaseTransitionTime is the time the phase transitioned from one to another and automatically resets to current time everytime a volume phase transitions.
    # +optional
    last_phase_transition_time: Optional[Time] = field(
        default=None, metadata={"json": "lastPhaseTransitionTime,omitempty"}
    )
    # message is a human-readable message indicating details about why the volume is in this state.
    # +optional
    message: Optional[str] = field(default=None, metadata={"json": "message,omitempty"})
    # phase indicates if a volume is available, bound to a claim, or released by a claim. More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#phase
    # +optional
    phase: Optional[str] = field(default=None, metadata={"json": "phase,omitempty"})
    # reason is a brief CamelCase string that describes any failure and is meant for machine parsing and tidy display in the CLI.
    # +optional
    reason: Optional[str] = field(default=None, metadata={"json": "reason,omitempty"})


# PersistentVolume (PV) is a storage resource provisioned by an administrator. It is analogous to a node. More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes
# +defaultgen:schema={"x-kubernetes-group-version-kind": [{"group": "", "kind": "PersistentVolume", "version": "v1"}]}
@dataclass
class PersistentVolume:
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
    # spec defines a specification of a persistent volume owned by the cluster. Provisioned by an administrator. More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#persistent-volumes
    # +optional
    spec: PersistentVolumeSpec = field(
        default_factory=PersistentVolumeSpec, metadata={"json": "spec"}
    )
    # status represents the current information/status for the persistent volume. Populated by the system. Read-only. More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#persistent-volumes
    # +optional
    status: PersistentVolumeStatus = field(
        default_factory=PersistentVolumeStatus, metadata={"json": "status"}
    )


# VolumeResourceRequirements describes the storage resource requirements for a volume.
@dataclass
class VolumeResourceRequirements:
    # Limits describes the maximum amount of compute resources allowed. More info: https://kubernetes.io/docs/concepts/configuration/manage-resources-containers/
    # +optional
    limits: Optional[dict[str, Quantity]] = field(
        default=None, metadata={"json": "limits,omitempty"}
    )
    # Requests describes the minimum amount of compute resources required. If Requests is omitted for a container, it defaults to Limits if that is explicitly specified, otherwise to an implementation-defined value. Requests cannot exceed Limits. More info: https://kubernetes.io/docs/concepts/configuration/manage-resources-containers/
    # +optional
    requests: Optional[dict[str, Quantity]] = field(
        default=None, metadata={"json": "requests,omitempty"}
    )


# PersistentVolumeClaimSpec describes the common attributes of storage devices and allows a Source for provider-specific attributes
@dataclass
class PersistentVolumeClaimSpec:
    # accessModes contains the desired access modes the volume should have. More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#access-modes-1
    # +optional
    # +listType=atomic
    access_modes: Optional[list[str]] = field(
        default=None, metadata={"json": "accessModes,omitempty"}
    )
    # dataSource field can be used to specify either: * An existing VolumeSnapshot object (snapshot.storage.k8s.io/VolumeSnapshot) * An existing PVC (PersistentVolumeClaim) If the provisioner or an external controller can support the specified data source, it will create a new volume based on the contents of the specified data source. When the AnyVolumeDataSource feature gate is enabled, dataSource contents will be copied to dataSourceRef, and dataSourceRef contents will be copied to dataSource when dataSourceRef.namespace is not specified. If the namespace is specified, then dataSourceRef will not be copied to dataSource.
    # +optional
    data_source: Optional[TypedLocalObjectReference] = field(
        default=None, metadata={"json": "dataSource,omitempty"}
    )
    # +defaultgen:description="dataSourceRef specifies the object from which to populate the volume with data, if a non-empty volume is desired. This may be any object from a non-empty API group (non core object) or a PersistentVolumeClaim object. When this field is specified, volume binding will only succeed if the type of the specified object matches some installed volume populator or dynamic provisioner. This field will replace the functionality of the dataSource field and as such if both fields are non-empty, they must have the same value. For backwards compatibility, when namespace isn't specified in dataSourceRef, both fields (dataSource and dataSourceRef) will be set to the same value automatically if one of them is empty and the other is non-empty. When namespace is specified in dataSourceRef, dataSource isn't set to the same value and must be empty. There are three important differences between dataSource and dataSourceRef: * While dataSource only allows two specific types of objects, dataSourceRef\n  allows any non-core object, as well as PersistentVolumeClaim objects.\n* While dataSource ignores disallowed values (dropping them), dataSourceRef\n  preserves all values, and generates an error if a disallowed value is\n  specified.\n* While dataSource only allows local objects, dataSourceRef allows objects\n  in any namespaces.\n(Beta) Using this field requires the AnyVolumeDataSource feature gate to be enabled. (Alpha) Using the namespace field of dataSourceRef requires the CrossNamespaceVolumeDataSource feature gate to be enabled."
    # +optional
    data_source_ref: Optional[TypedObjectReference] = field(
        default=None, metadata={"json": "dataSourceRef,omitempty"}
    )
    # resources represents the minimum resources the volume should have. Users are allowed to specify resource requirements that are lower than previous value but must still be higher than capacity recorded in the status field of the claim. More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#resources
    # +optional
    resources: VolumeResourceRequirements = field(
        default_factory=VolumeResourceRequirements, metadata={"json": "resources"}
    )
    # selector is a label query over volumes to consider for binding.
    # +optional
    selector: Optional[LabelSelector] = field(
        default=None, metadata={"json": "selector,omitempty"}
    )
    # storageClassName is the name of the StorageClass required by the claim. More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#class-1
    # +optional
    storage_class_name: Optional[str] = field(
        default=None, metadata={"json": "storageClassName,omitempty"}
    )
    # volumeAttributesClassName may be used to set the VolumeAttributesClass used by this claim. If specified, the CSI driver will create or update the volume with the attributes defined in the corresponding VolumeAttributesClass. This has a different purpose than storageClassName, it can be changed after the claim is created. An empty string or nil value indicates that no VolumeAttributesClass will be applied to the claim. If the claim enters an Infeasible error state, this field can be reset to its previous value (including nil) to cancel the modification. If the resource referred to by volumeAttributesClass does not exist, this PersistentVolumeClaim will be set to a Pending state, as reflected by the modifyVolumeStatus field, until such as a resource exists. More info: https://kubernetes.io/docs/concepts/storage/volume-attributes-classes/
    # +optional
    volume_attributes_class_name: Optional[str] = field(
        default=None, metadata={"json": "volumeAttributesClassName,omitempty"}
    )
    # volumeMode defines what type of volume is required by the claim. Value of Filesystem is implied when not included in claim spec.
    # +optional
    volume_mode: Optional[str] = field(
        default=None, metadata={"json": "volumeMode,omitempty"}
    )
    # volumeName is the binding reference to the PersistentVolume backing this claim.
    # +optional
    volume_name: Optional[str] = field(
        default=None, metadata={"json": "volumeName,omitempty"}
    )


# PersistentVolumeClaimStatus is the current status of a persistent volume claim.
@dataclass
class PersistentVolumeClaimStatus:
    # accessModes contains the actual access modes the volume backing the PVC has. More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#access-modes-1
    # +optional
    # +listType=atomic
    access_modes: Optional[list[str]] = field(
        default=None, metadata={"json": "accessModes,omitempty"}
    )
    # +defaultgen:description="allocatedResourceStatuses stores status of resource being resized for the given PVC. Key names follow standard Kubernetes label syntax. Valid values are either:\n\t* Un-prefixed keys:\n\t\t- storage - the capacity of the volume.\n\t* Custom resources must use implementation-defined prefixed names such as \"example.com/my-custom-resource\"\nApart from above values - keys that are unprefixed or have kubernetes.io prefix are considered reserved and hence may not be used.\n\nClaimResourceStatus can be in any of following states:\n\t- ControllerResizeInProgress:\n\t\tState set when resize controller starts resizing the volume in control-plane.\n\t- ControllerResizeFailed:\n\t\tState set when resize has failed in resize controller with a terminal error.\n\t- NodeResizePending:\n\t\tState set when resize controller has finished resizing the volume but further resizing of\n\t\tvolume is needed on the node.\n\t- NodeResizeInProgress:\n\t\tState set when kubelet starts resizing the volume.\n\t- NodeResizeFailed:\n\t\tState set when resizing has failed in kubelet with a terminal error. Transient errors don't set\n\t\tNodeResizeFailed.\nFor example: if expanding a PVC for more capacity - this field can be one of the following states:\n\t- pvc.status.allocatedResourceStatus['storage'] = \"ControllerResizeInProgress\"\n     - pvc.status.allocatedResourceStatus['storage'] = \"ControllerResizeFailed\"\n     - pvc.status.allocatedResourceStatus['storage'] = \"NodeResizePending\"\n     - pvc.status.allocatedResourceStatus['storage'] = \"NodeResizeInProgress\"\n     - pvc.status.allocatedResourceStatus['storage'] = \"NodeResizeFailed\"\nWhen this field is not set, it means that no resize operation is in progress for the given PVC.\n\nA controller that receives PVC update with previously unknown resourceName or ClaimResourceStatus should ignore the update for the purpose it was designed. For example - a controller that only is responsible for resizing capacity of the volume, should ignore PVC updates that change other valid resources associated with PVC."
    # +optional
    # +mapType=granular
    allocated_resource_statuses: Optional[dict[str, str]] = field(
        default=None, metadata={"json": "allocatedResourceStatuses,omitempty"}
    )
    # +defaultgen:description="allocatedResources tracks the resources allocated to a PVC including its capacity. Key names follow standard Kubernetes label syntax. Valid values are either:\n\t* Un-prefixed keys:\n\t\t- storage - the capacity of the volume.\n\t* Custom resources must use implementation-defined prefixed names such as \"example.com/my-custom-resource\"\nApart from above values - keys that are unprefixed or have kubernetes.io prefix are considered reserved and hence may not be used.\n\nCapacity reported here may be larger than the actual capacity when a volume expansion operation is requested. For storage quota, the larger value from allocatedResources and PVC.spec.resources is used. If allocatedResources is not set, PVC.spec.resources alone is used for quota calculation. If a volume expansion capacity request is lowered, allocatedResources is only lowered if there are no expansion operations in progress and if the actual volume capacity is equal or lower than the requested capacity.\n\nA controller that receives PVC update with previously unknown resourceName should ignore the update for the purpose it was designed. For example - a controller that only is responsible for resizing capacity of the volume, should ignore PVC updates that change other valid resources associated with PVC."
    # +optional
    allocated_resources: Optional[dict[str, Quantity]] = field(
        default=None, metadata={"json": "allocatedResources,omitempty"}
    )
    # capacity represents the actual resources of the underlying volume.
    # +optional
    capacity: Optional[dict[str, Quantity]] = field(
        default=None, metadata={"json": "capacity,omitempty"}
    )
    # conditions is the current Condition of persistent volume claim. If underlying persistent volume is being resized then the Condition will be set to 'Resizing'.
    # +optional
    # +listMapKey=type
    # +listType=map
    # +patchMergeKey=type
    # +patchStrategy=merge
    conditions: Optional[list[PersistentVolumeClaimCondition]] = field(
        default=None, metadata={"json": "conditions,omitempty"}
    )
    # currentVolumeAttributesClassName is the current name of the VolumeAttributesClass the PVC is using. When unset, there is no VolumeAttributeClass applied to this PersistentVolumeClaim
    # +optional
    current_volume_attributes_class_name: Optional[str] = field(
        default=None, metadata={"json": "currentVolumeAttributesClassName,omitempty"}
    )
    # ModifyVolumeStatus represents the status object of ControllerModifyVolume operation. When this is unset, there is no ModifyVolume operation being attempted.
    # +optional
    modify_volume_status: Optional[ModifyVolumeStatus] = field(
        default=None, metadata={"json": "modifyVolumeStatus,omitempty"}
    )
    # phase represents the current phase of PersistentVolumeClaim.
    # +optional
    phase: Optional[str] = field(default=None, metadata={"json": "phase,omitempty"})


# PersistentVolumeClaim is a user's request for and claim to a persistent volume
# +defaultgen:schema={"x-kubernetes-group-version-kind": [{"group": "", "kind": "PersistentVolumeClaim", "version": "v1"}]}
@dataclass
class PersistentVolumeClaim:
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
    # spec defines the desired characteristics of a volume requested by a pod author. More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#persistentvolumeclaims
    # +optional
    spec: PersistentVolumeClaimSpec = field(
        default_factory=PersistentVolumeClaimSpec, metadata={"json": "spec"}
    )
    # status represents the current information/status of a persistent volume claim. Read-only. More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#persistentvolumeclaims
    # +optional
    status: PersistentVolumeClaimStatus = field(
        default_factory=PersistentVolumeClaimStatus, metadata={"json": "status"}
    )


# PersistentVolumeClaimCondition contains details about state of pvc
@dataclass
class PersistentVolumeClaimCondition:
    # lastProbeTime is the time we probed the condition.
    # +optional
    last_probe_time: Optional[Time] = field(
        default=None, metadata={"json": "lastProbeTime,omitempty"}
    )
    # lastTransitionTime is the time the condition transitioned from one status to another.
    # +optional
    last_transition_time: Optional[Time] = field(
        default=None, metadata={"json": "lastTransitionTime,omitempty"}
    )
    # message is the human-readable message indicating details about last transition.
    # +optional
    message: Optional[str] = field(default=None, metadata={"json": "message,omitempty"})
    # reason is a unique, this should be a short, machine understandable string that gives the reason for condition's last transition. If it reports "Resizing" that means the underlying persistent volume is being resized.
    # +optional
    reason: Optional[str] = field(default=None, metadata={"json": "reason,omitempty"})
    # Status is the status of the condition. Can be True, False, Unknown. More info: https://kubernetes.io/docs/reference/kubernetes-api/config-and-storage-resources/persistent-volume-claim-v1/#:~:text=state%20of%20pvc-,conditions.status,-(string)%2C%20required
    status: str = field(default="", metadata={"json": "status"})
    # Type is the type of the condition. More info: https://kubernetes.io/docs/reference/kubernetes-api/config-and-storage-resources/persistent-volume-claim-v1/#:~:text=set%20to%20%27ResizeStarted%27.-,PersistentVolumeClaimCondition,-contains%20details%20about
    type: str = field(default="", metadata={"json": "type"})


# PersistentVolumeClaimList is a list of PersistentVolumeClaim items.
# +defaultgen:schema={"x-kubernetes-group-version-kind": [{"group": "", "kind": "PersistentVolumeClaimList", "version": "v1"}]}
@dataclass
class PersistentVolumeClaimList:
    # APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources
    # +optional
    api_version: Optional[str] = field(
        default=None, metadata={"json": "apiVersion,omitempty"}
    )
    # items is a list of persistent volume claims. More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#persistentvolumeclaims
    # +required
    items: Optional[list[PersistentVolumeClaim]] = field(
        default=None, metadata={"json": "items,omitempty"}
    )
    # Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds
    # +optional
    kind: Optional[str] = field(default=None, metadata={"json": "kind,omitempty"})
    # Standard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds
    # +optional
    metadata: ListMeta = field(default_factory=ListMeta, metadata={"json": "metadata"})


# PersistentVolumeClaimTemplate is used to produce PersistentVolumeClaim objects as part of an EphemeralVolumeSource.
@dataclass
class PersistentVolumeClaimTemplate:
    # May contain labels and annotations that will be copied into the PVC when creating it. No other fields are allowed and will be rejected during validation.
    # +optional
    metadata: ObjectMeta = field(
        default_factory=ObjectMeta, metadata={"json": "metadata"}
    )
    # The specification for the PersistentVolumeClaim. The entire content is copied unchanged into the PVC that gets created from this template. The same fields as in a PersistentVolumeClaim are also valid here.
    spec: PersistentVolumeClaimSpec = field(
        default_factory=PersistentVolumeClaimSpec, metadata={"json": "spec"}
    )


# PersistentVolumeClaimVolumeSource references the user's PVC in the same namespace. This volume finds the bound PV and mounts that volume for the pod. A PersistentVolumeClaimVolumeSource is, essentially, a wrapper around another type of volume that is owned by someone else (the system).
@dataclass
class PersistentVolumeClaimVolumeSource:
    # claimName is the name of a PersistentVolumeClaim in the same namespace as the pod using this volume. More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#persistentvolumeclaims
    claim_name: str = field(default="", metadata={"json": "claimName"})
    # readOnly Will force the ReadOnly setting in VolumeMounts. Default false.
    # +optional
    read_only: Optional[bool] = field(
        default=None, metadata={"json": "readOnly,omitempty"}
    )


# PersistentVolumeList is a list of PersistentVolume items.
# +defaultgen:schema={"x-kubernetes-group-version-kind": [{"group": "", "kind": "PersistentVolumeList", "version": "v1"}]}
@dataclass
class PersistentVolumeList:
    # APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources
    # +optional
    api_version: Optional[str] = field(
        default=None, metadata={"json": "apiVersion,omitempty"}
    )
    # items is a list of persistent volumes. More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes
    # +required
    items: Optional[list[PersistentVolume]] = field(
        default=None, metadata={"json": "items,omitempty"}
    )
    # Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds
    # +optional
    kind: Optional[str] = field(default=None, metadata={"json": "kind,omitempty"})
    # Standard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds
    # +optional
    metadata: ListMeta = field(default_factory=ListMeta, metadata={"json": "metadata"})


# Represents a Photon Controller persistent disk resource.
@dataclass
class PhotonPersistentDiskVolumeSource:
    # fsType is the filesystem type to mount. Must be a filesystem type supported by the host operating system. Ex. "ext4", "xfs", "ntfs". Implicitly inferred to be "ext4" if unspecified.
    # +optional
    fs_type: Optional[str] = field(default=None, metadata={"json": "fsType,omitempty"})
    # pdID is the ID that identifies Photon Controller persistent disk
    pd_id: str = field(default="", metadata={"json": "pdID"})


# PodSpec is a description of a pod.
@dataclass
class PodSpec:
    # Optional duration in seconds the pod may be active on the node relative to StartTime before the system will actively try to mark it failed and kill associated containers. Value must be a positive integer.
    # +optional
    # +kubebuilder:validation:Format=int64
    active_deadline_seconds: Optional[int] = field(
        default=None, metadata={"json": "activeDeadlineSeconds,omitempty"}
    )
    # If specified, the pod's scheduling constraints
    # +optional
    affinity: Optional[Affinity] = field(
        default=None, metadata={"json": "affinity,omitempty"}
    )
    # AutomountServiceAccountToken indicates whether a service account token should be automatically mounted.
    # +optional
    automount_service_account_token: Optional[bool] = field(
        default=None, metadata={"json": "automountServiceAccountToken,omitempty"}
    )
    # List of containers belonging to the pod. Containers cannot currently be added or removed. There must be at least one container in a Pod. Cannot be updated.
    # +required
    # +listMapKey=name
    # +listType=map
    # +patchMergeKey=name
    # +patchStrategy=merge
    containers: Optional[list[Container]] = field(
        default=None, metadata={"json": "containers,omitempty"}
    )
    # Specifies the DNS parameters of a pod. Parameters specified here will be merged to the generated DNS configuration based on DNSPolicy.
    # +optional
    dns_config: Optional[PodDNSConfig] = field(
        default=None, metadata={"json": "dnsConfig,omitempty"}
    )
    # Set DNS policy for the pod. Defaults to "ClusterFirst". Valid values are 'ClusterFirstWithHostNet', 'ClusterFirst', 'Default' or 'None'. DNS parameters given in DNSConfig will be merged with the policy selected with DNSPolicy. To have DNS options set along with hostNetwork, you have to specify DNS policy explicitly to 'ClusterFirstWithHostNet'.
    # +optional
    dns_policy: Optional[str] = field(
        default=None, metadata={"json": "dnsPolicy,omitempty"}
    )
    # EnableServiceLinks indicates whether information about services should be injected into pod's environment variables, matching the syntax of Docker links. Optional: Defaults to true.
    # +optional
    enable_service_links: Optional[bool] = field(
        default=None, metadata={"json": "enableServiceLinks,omitempty"}
    )
    # List of ephemeral containers run in this pod. Ephemeral containers may be run in an existing pod to perform user-initiated actions such as debugging. This list cannot be specified when creating a pod, and it cannot be modified by updating the pod spec. In order to add an ephemeral container to an existing pod, use the pod's ephemeralcontainers subresource.
    # +optional
    # +listMapKey=name
    # +listType=map
    # +patchMergeKey=name
    # +patchStrategy=merge
    ephemeral_containers: Optional[list[EphemeralContainer]] = field(
        default=None, metadata={"json": "ephemeralContainers,omitempty"}
    )
    # HostAliases is an optional list of hosts and IPs that will be injected into the pod's hosts file if specified.
    # +optional
    # +listMapKey=ip
    # +listType=map
    # +patchMergeKey=ip
    # +patchStrategy=merge
    host_aliases: Optional[list[HostAlias]] = field(
        default=None, metadata={"json": "hostAliases,omitempty"}
    )
    # Use the host's ipc namespace. Optional: Default to false.
    # +optional
    host_ipc: Optional[bool] = field(
        default=None, metadata={"json": "hostIPC,omitempty"}
    )
    # Host networking requested for this pod. Use the host's network namespace. When using HostNetwork you should specify ports so the scheduler is aware. When `hostNetwork` is true, specified `hostPort` fields in port definitions must match `containerPort`, and unspecified `hostPort` fields in port definitions are defaulted to match `containerPort`. Default to false.
    # +optional
    host_network: Optional[bool] = field(
        default=None, metadata={"json": "hostNetwork,omitempty"}
    )
    # Use the host's pid namespace. Optional: Default to false.
    # +optional
    host_pid: Optional[bool] = field(
        default=None, metadata={"json": "hostPID,omitempty"}
    )
    # Use the host's user namespace. Optional: Default to true. If set to true or not present, the pod will be run in the host user namespace, useful for when the pod needs a feature only available to the host user namespace, such as loading a kernel module with CAP_SYS_MODULE. When set to false, a new userns is created for the pod. Setting false is useful for mitigating container breakout vulnerabilities even allowing users to run their containers as root without actually having root privileges on the host. This field is alpha-level and is only honored by servers that enable the UserNamespacesSupport feature.
    # +optional
    host_users: Optional[bool] = field(
        default=None, metadata={"json": "hostUsers,omitempty"}
    )
    # Specifies the hostname of the Pod If not specified, the pod's hostname will be set to a system-defined value.
    # +optional
    hostname: Optional[str] = field(
        default=None, metadata={"json": "hostname,omitempty"}
    )
    # HostnameOverride specifies an explicit override for the pod's hostname as perceived by the pod. This field only specifies the pod's hostname and does not affect its DNS records. When this field is set to a non-empty string: - It takes precedence over the values set in `hostname` and `subdomain`. - The Pod's hostname will be set to this value. - `setHostnameAsFQDN` must be nil or set to false. - `hostNetwork` must be set to false.
    #
    # This field must be a valid DNS subdomain as defined in RFC 1123 and contain at most 64 characters. Requires the HostnameOverride feature gate to be enabled.
    # +optional
    hostname_override: Optional[str] = field(
        default=None, metadata={"json": "hostnameOverride,omitempty"}
    )
    # ImagePullSecrets is an optional list of references to secrets in the same namespace to use for pulling any of the images used by this PodSpec. If specified, these secrets will be passed to individual puller implementations for them to use. More info: https://kubernetes.io/docs/concepts/containers/images#specifying-imagepullsecrets-on-a-pod
    # +optional
    # +listMapKey=name
    # +listType=map
    # +patchMergeKey=name
    # +patchStrategy=merge
    image_pull_secrets: Optional[list[LocalObjectReference]] = field(
        default=None, metadata={"json": "imagePullSecrets,omitempty"}
    )
    # List of initialization containers belonging to the pod. Init containers are executed in order prior to containers being started. If any init container fails, the pod is considered to have failed and is handled according to its restartPolicy. The name for an init container or normal container must be unique among all containers. Init containers may not have Lifecycle actions, Readiness probes, Liveness probes, or Startup probes. The resourceRequirements of an init container are taken into account during scheduling by finding the highest request/limit for each resource type, and then using the max of that value or the sum of the normal containers. Limits are applied to init containers in a similar fashion. Init containers cannot currently be added or removed. Cannot be updated. More info: https://kubernetes.io/docs/concepts/workloads/pods/init-containers/
    # +optional
    # +listMapKey=name
    # +listType=map
    # +patchMergeKey=name
    # +patchStrategy=merge
    init_containers: Optional[list[Container]] = field(
        default=None, metadata={"json": "initContainers,omitempty"}
    )
    # NodeName indicates in which node this pod is scheduled. If empty, this pod is a candidate for scheduling by the scheduler defined in schedulerName. Once this field is set, the kubelet for this node becomes responsible for the lifecycle of this pod. This field should not be used to express a desire for the pod to be scheduled on a specific node. https://kubernetes.io/docs/concepts/scheduling-eviction/assign-pod-node/#nodename
    # +optional
    node_name: Optional[str] = field(
        default=None, metadata={"json": "nodeName,omitempty"}
    )
    # NodeSelector is a selector which must be true for the pod to fit on a node. Selector which must match a node's labels for the pod to be scheduled on that node. More info: https://kubernetes.io/docs/concepts/configuration/assign-pod-node/
    # +optional
    # +mapType=atomic
    node_selector: Optional[dict[str, str]] = field(
        default=None, metadata={"json": "nodeSelector,omitempty"}
    )
    # Specifies the OS of the containers in the pod. Some pod and container fields are restricted if this is set.
    #
    # If the OS field is set to linux, the following fields must be unset: -securityContext.windowsOptions
    #
    # If the OS field is set to windows, following fields must be unset: - spec.hostPID - spec.hostIPC - spec.hostUsers - spec.resources - spec.securityContext.appArmorProfile - spec.securityContext.seLinuxOptions - spec.securityContext.seccompProfile - spec.securityContext.fsGroup - spec.securityContext.fsGroupChangePolicy - spec.securityContext.sysctls - spec.shareProcessNamespace - spec.securityContext.runAsUser - spec.securityContext.runAsGroup - spec.securityContext.supplementalGroups - spec.securityContext.supplementalGroupsPolicy - spec.containers[*].securityContext.appArmorProfile - spec.containers[*].securityContext.seLinuxOptions - spec.containers[*].securityContext.seccompProfile - spec.containers[*].securityContext.capabilities - spec.containers[*].securityContext.readOnlyRootFilesystem - spec.containers[*].securityContext.privileged - spec.containers[*].securityContext.allowPrivilegeEscalation - spec.containers[*].securityContext.procMount - spec.containers[*].securityContext.runAsUser - spec.containers[*].securityContext.runAsGroup
    # +optional
    os: Optional[PodOS] = field(default=None, metadata={"json": "os,omitempty"})
    # Overhead represents the resource overhead associated with running a pod for a given RuntimeClass. This field will be autopopulated at admission time by the RuntimeClass admission controller. If the RuntimeClass admission controller is enabled, overhead must not be set in Pod create requests. The RuntimeClass admission controller will reject Pod create requests which have the overhead already set. If RuntimeClass is configured and selected in the PodSpec, Overhead will be set to the value defined in the corresponding RuntimeClass, otherwise it will remain unset and treated as zero. More info: https://git.k8s.io/enhancements/keps/sig-node/688-pod-overhead/README.md
    # +optional
    overhead: Optional[dict[str, Quantity]] = field(
        default=None, metadata={"json": "overhead,omitempty"}
    )
    # PreemptionPolicy is the Policy for preempting pods with lower priority. One of Never, PreemptLowerPriority. Defaults to PreemptLowerPriority if unset.
    # +optional
    preemption_policy: Optional[str] = field(
        default=None, metadata={"json": "preemptionPolicy,omitempty"}
    )
    # The priority value. Various system components use this field to find the priority of the pod. When Priority Admission Controller is enabled, it prevents users from setting this field. The admission controller populates this field from PriorityClassName. The higher the value, the higher the priority.
    # +optional
    # +kubebuilder:validation:Format=int32
    priority: Optional[int] = field(
        default=None, metadata={"json": "priority,omitempty"}
    )
    # If specified, indicates the pod's priority. "system-node-critical" and "system-cluster-critical" are two special keywords which indicate the highest priorities with the former being the highest priority. Any other name must be defined by creating a PriorityClass object with that name. If not specified, the pod priority will be default or zero if there is no default.
    # +optional
    priority_class_name: Optional[str] = field(
        default=None, metadata={"json": "priorityClassName,omitempty"}
    )
    # If specified, all readiness gates will be evaluated for pod readiness. A pod is ready when all its containers are ready AND all conditions specified in the readiness gates have status equal to "True" More info: https://git.k8s.io/enhancements/keps/sig-network/580-pod-readiness-gates
    # +optional
    # +listType=atomic
    readiness_gates: Optional[list[PodReadinessGate]] = field(
        default=None, metadata={"json": "readinessGates,omitempty"}
    )
    # ResourceClaims defines which ResourceClaims must be allocated and reserved before the Pod is allowed to start. The resources will be made available to those containers which consume them by name.
    #
    # This is a stable field but requires that the DynamicResourceAllocation feature gate is enabled.
    #
    # This field is immutable.
    # +optional
    # +listMapKey=name
    # +listType=map
    # +patchMergeKey=name
    # +patchStrategy=merge,retainKeys
    resource_claims: Optional[list[PodResourceClaim]] = field(
        default=None, metadata={"json": "resourceClaims,omitempty"}
    )
    # Resources is the total amount of CPU and Memory resources required by all containers in the pod. It supports specifying Requests and Limits for "cpu", "memory" and "hugepages-" resource names only. ResourceClaims are not supported.
    #
    # This field enables fine-grained control over resource allocation for the entire pod, allowing resource sharing among containers in a pod.
    #
    # This is an alpha field and requires enabling the PodLevelResources feature gate.
    # +optional
    resources: Optional[ResourceRequirements] = field(
        default=None, metadata={"json": "resources,omitempty"}
    )
    # Restart policy for all containers within the pod. One of Always, OnFailure, Never. In some contexts, only a subset of those values may be permitted. Default to Always. More info: https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle/#restart-policy
    # +optional
    restart_policy: Optional[str] = field(
        default=None, metadata={"json": "restartPolicy,omitempty"}
    )
    # RuntimeClassName refers to a RuntimeClass object in the node.k8s.io group, which should be used to run this pod.  If no RuntimeClass resource matches the named class, the pod will not be run. If unset or empty, the "legacy" RuntimeClass will be used, which is an implicit class with an empty definition that uses the default runtime handler. More info: https://git.k8s.io/enhancements/keps/sig-node/585-runtime-class
    # +optional
    runtime_class_name: Optional[str] = field(
        default=None, metadata={"json": "runtimeClassName,omitempty"}
    )
    # If specified, the pod will be dispatched by specified scheduler. If not specified, the pod will be dispatched by default scheduler.
    # +optional
    scheduler_name: Optional[str] = field(
        default=None, metadata={"json": "schedulerName,omitempty"}
    )
    # SchedulingGates is an opaque list of values that if specified will block scheduling the pod. If schedulingGates is not empty, the pod will stay in the SchedulingGated state and the scheduler will not attempt to schedule the pod.
    #
    # SchedulingGates can only be set at pod creation time, and be removed only afterwards.
    # +optional
    # +listMapKey=name
    # +listType=map
    # +patchMergeKey=name
    # +patchStrategy=merge
    scheduling_gates: Optional[list[PodSchedulingGate]] = field(
        default=None, metadata={"json": "schedulingGates,omitempty"}
    )
    # SecurityContext holds pod-level security attributes and common container settings. Optional: Defaults to empty.  See type description for default values of each field.
    # +optional
    security_context: Optional[PodSecurityContext] = field(
        default=None, metadata={"json": "securityContext,omitempty"}
    )
    # DeprecatedServiceAccount is a deprecated alias for ServiceAccountName. Deprecated: Use serviceAccountName instead.
    # +optional
    service_account: Optional[str] = field(
        default=None, metadata={"json": "serviceAccount,omitempty"}
    )
    # ServiceAccountName is the name of the ServiceAccount to use to run this pod. More info: https://kubernetes.io/docs/tasks/configure-pod-container/configure-service-account/
    # +optional
    service_account_name: Optional[str] = field(
        default=None, metadata={"json": "serviceAccountName,omitempty"}
    )
    # If true the pod's hostname will be configured as the pod's FQDN, rather than the leaf name (the default). In Linux containers, this means setting the FQDN in the hostname field of the kernel (the nodename field of struct utsname). In Windows containers, this means setting the registry value of hostname for the registry key HKEY_LOCAL_MACHINE\\SYSTEM\\CurrentControlSet\\Services\\Tcpip\\Parameters to FQDN. If a pod does not have FQDN, this has no effect. Default to false.
    # +optional
    set_hostname_as_fqdn: Optional[bool] = field(
        default=None, metadata={"json": "setHostnameAsFQDN,omitempty"}
    )
    # Share a single process namespace between all of the containers in a pod. When this is set containers will be able to view and signal processes from other containers in the same pod, and the first process in each container will not be assigned PID 1. HostPID and ShareProcessNamespace cannot both be set. Optional: Default to false.
    # +optional
    share_process_namespace: Optional[bool] = field(
        default=None, metadata={"json": "shareProcessNamespace,omitempty"}
    )
    # If specified, the fully qualified Pod hostname will be "<hostname>.<subdomain>.<pod namespace>.svc.<cluster domain>". If not specified, the pod will not have a domainname at all.
    # +optional
    subdomain: Optional[str] = field(
        default=None, metadata={"json": "subdomain,omitempty"}
    )
    # Optional duration in seconds the pod needs to terminate gracefully. May be decreased in delete request. Value must be non-negative integer. The value zero indicates stop immediately via the kill signal (no opportunity to shut down). If this value is nil, the default grace period will be used instead. The grace period is the duration in seconds after the processes running in the pod are sent a termination signal and the time when the processes are forcibly halted with a kill signal. Set this value longer than the expected cleanup time for your process. Defaults to 30 seconds.
    # +optional
    # +kubebuilder:validation:Format=int64
    termination_grace_period_seconds: Optional[int] = field(
        default=None, metadata={"json": "terminationGracePeriodSeconds,omitempty"}
    )
    # If specified, the pod's tolerations.
    # +optional
    # +listType=atomic
    tolerations: Optional[list[Toleration]] = field(
        default=None, metadata={"json": "tolerations,omitempty"}
    )
    # TopologySpreadConstraints describes how a group of pods ought to spread across topology domains. Scheduler will schedule pods in a way which abides by the constraints. All topologySpreadConstraints are ANDed.
    # +optional
    # +listMapKey=topologyKey
    # +listMapKey=whenUnsatisfiable
    # +listType=map
    # +patchMergeKey=topologyKey
    # +patchStrategy=merge
    topology_spread_constraints: Optional[list[TopologySpreadConstraint]] = field(
        default=None, metadata={"json": "topologySpreadConstraints,omitempty"}
    )
    # List of volumes that can be mounted by containers belonging to the pod. More info: https://kubernetes.io/docs/concepts/storage/volumes
    # +optional
    # +listMapKey=name
    # +listType=map
    # +patchMergeKey=name
    # +patchStrategy=merge,retainKeys
    volumes: Optional[list[Volume]] = field(
        default=None, metadata={"json": "volumes,omitempty"}
    )
    # WorkloadRef provides a reference to the Workload object that this Pod belongs to. This field is used by the scheduler to identify the PodGroup and apply the correct group scheduling policies. The Workload object referenced by this field may not exist at the time the Pod is created. This field is immutable, but a Workload object with the same name may be recreated with different policies. Doing this during pod scheduling may result in the placement not conforming to the expected policies.
    # +optional
    workload_ref: Optional[WorkloadReference] = field(
        default=None, metadata={"json": "workloadRef,omitempty"}
    )


# PodStatus represents information about the status of a pod. Status may trail the actual state of a system, especially if the node that hosts the pod cannot contact the control plane.
@dataclass
class PodStatus:
    # AllocatedResources is the total requests allocated for this pod by the node. If pod-level requests are not set, this will be the total requests aggregated across containers in the pod.
    # +optional
    allocated_resources: Optional[dict[str, Quantity]] = field(
        default=None, metadata={"json": "allocatedResources,omitempty"}
    )
    # Current service state of pod. More info: https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle#pod-conditions
    # +optional
    # +listMapKey=type
    # +listType=map
    # +patchMergeKey=type
    # +patchStrategy=merge
    conditions: Optional[list[PodCondition]] = field(
        default=None, metadata={"json": "conditions,omitempty"}
    )
    # Statuses of containers in this pod. Each container in the pod should have at most one status in this list, and all statuses should be for containers in the pod. However this is not enforced. If a status for a non-existent container is present in the list, or the list has duplicate names, the behavior of various Kubernetes components is not defined and those statuses might be ignored. More info: https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle#pod-and-container-status
    # +optional
    # +listType=atomic
    container_statuses: Optional[list[ContainerStatus]] = field(
        default=None, metadata={"json": "containerStatuses,omitempty"}
    )
    # Statuses for any ephemeral containers that have run in this pod. Each ephemeral container in the pod should have at most one status in this list, and all statuses should be for containers in the pod. However this is not enforced. If a status for a non-existent container is present in the list, or the list has duplicate names, the behavior of various Kubernetes components is not defined and those statuses might be ignored. More info: https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle#pod-and-container-status
    # +optional
    # +listType=atomic
    ephemeral_container_statuses: Optional[list[ContainerStatus]] = field(
        default=None, metadata={"json": "ephemeralContainerStatuses,omitempty"}
    )
    # Status of extended resource claim backed by DRA.
    # +optional
    extended_resource_claim_status: Optional[PodExtendedResourceClaimStatus] = field(
        default=None, metadata={"json": "extendedResourceClaimStatus,omitempty"}
    )
    # hostIP holds the IP address of the host to which the pod is assigned. Empty if the pod has not started yet. A pod can be assigned to a node that has a problem in kubelet which in turns mean that HostIP will not be updated even if there is a node is assigned to pod
    # +optional
    host_ip: Optional[str] = field(default=None, metadata={"json": "hostIP,omitempty"})
    # hostIPs holds the IP addresses allocated to the host. If this field is specified, the first entry must match the hostIP field. This list is empty if the pod has not started yet. A pod can be assigned to a node that has a problem in kubelet which in turns means that HostIPs will not be updated even if there is a node is assigned to this pod.
    # +optional
    # +listType=atomic
    # +patchMergeKey=ip
    # +patchStrategy=merge
    host_i_ps: Optional[list[HostIP]] = field(
        default=None, metadata={"json": "hostIPs,omitempty"}
    )
    # Statuses of init containers in this pod. The most recent successful non-restartable init container will have ready = true, the most recently started container will have startTime set. Each init container in the pod should have at most one status in this list, and all statuses should be for containers in the pod. However this is not enforced. If a status for a non-existent container is present in the list, or the list has duplicate names, the behavior of various Kubernetes components is not defined and those statuses might be ignored. More info: https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle/#pod-and-container-status
    # +optional
    # +listType=atomic
    init_container_statuses: Optional[list[ContainerStatus]] = field(
        default=None, metadata={"json": "initContainerStatuses,omitempty"}
    )
    # A human readable message indicating details about why the pod is in this condition.
    # +optional
    message: Optional[str] = field(default=None, metadata={"json": "message,omitempty"})
    # nominatedNodeName is set only when this pod preempts other pods on the node, but it cannot be scheduled right away as preemption victims receive their graceful termination periods. This field does not guarantee that the pod will be scheduled on this node. Scheduler may decide to place the pod elsewhere if other nodes become available sooner. Scheduler may also decide to give the resources on this node to a higher priority pod that is created after preemption. As a result, this field may be different than PodSpec.nodeName when the pod is scheduled.
    # +optional
    nominated_node_name: Optional[str] = field(
        default=None, metadata={"json": "nominatedNodeName,omitempty"}
    )
    # If set, this represents the .metadata.generation that the pod status was set based upon. The PodObservedGenerationTracking feature gate must be enabled to use this field.
    # +optional
    # +kubebuilder:validation:Format=int64
    observed_generation: Optional[int] = field(
        default=None, metadata={"json": "observedGeneration,omitempty"}
    )
    # The phase of a Pod is a simple, high-level summary of where the Pod is in its lifecycle. The conditions array, the reason and message fields, and the individual container status arrays contain more detail about the pod's status. There are five possible phase values:
    #
    # Pending: The pod has been accepted by the Kubernetes system, but one or more of the container images has not been created. This includes time before being scheduled as well as time spent downloading images over the network, which could take a while. Running: The pod has been bound to a node, and all of the containers have been created. At least one container is still running, or is in the process of starting or restarting. Succeeded: All containers in the pod have terminated in success, and will not be restarted. Failed: All containers in the pod have terminated, and at least one container has terminated in failure. The container either exited with non-zero status or was terminated by the system. Unknown: For some reason the state of the pod could not be obtained, typically due to an error in communicating with the host of the pod.
    #
    # More info: https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle#pod-phase
    # +optional
    phase: Optional[str] = field(default=None, metadata={"json": "phase,omitempty"})
    # podIP address allocated to the pod. Routable at least within the cluster. Empty if not yet allocated.
    # +optional
    pod_ip: Optional[str] = field(default=None, metadata={"json": "podIP,omitempty"})
    # podIPs holds the IP addresses allocated to the pod. If this field is specified, the 0th entry must match the podIP field. Pods may be allocated at most 1 value for each of IPv4 and IPv6. This list is empty if no IPs have been allocated yet.
    # +optional
    # +listMapKey=ip
    # +listType=map
    # +patchMergeKey=ip
    # +patchStrategy=merge
    pod_i_ps: Optional[list[PodIP]] = field(
        default=None, metadata={"json": "podIPs,omitempty"}
    )
    # The Quality of Service (QOS) classification assigned to the pod based on resource requirements See PodQOSClass type for available QOS classes More info: https://kubernetes.io/docs/concepts/workloads/pods/pod-qos/#quality-of-service-classes
    # +optional
    qos_class: Optional[str] = field(
        default=None, metadata={"json": "qosClass,omitempty"}
    )
    # A brief CamelCase message indicating details about why the pod is in this state. e.g. 'Evicted'
    # +optional
    reason: Optional[str] = field(default=None, metadata={"json": "reason,omitempty"})
    # Status of resources resize desired for pod's containers. It is empty if no resources resize is pending. Any changes to container resources will automatically set this to "Proposed" Deprecated: Resize status is moved to two pod conditions PodResizePending and PodResizeInProgress. PodResizePending will track states where the spec has been resized, but the Kubelet has not yet allocated the resources. PodResizeInProgress will track in-progress resizes, and should be present whenever allocated resources != acknowledged resources.
    # +optional
    resize: Optional[str] = field(default=None, metadata={"json": "resize,omitempty"})
    # Status of resource claims.
    # +optional
    # +listMapKey=name
    # +listType=map
    # +patchMergeKey=name
    # +patchStrategy=merge,retainKeys
    resource_claim_statuses: Optional[list[PodResourceClaimStatus]] = field(
        default=None, metadata={"json": "resourceClaimStatuses,omitempty"}
    )
    # Resources represents the compute resource requests and limits that have been applied at the pod level if pod-level requests or limits are set in PodSpec.Resources
    # +optional
    resources: Optional[ResourceRequirements] = field(
        default=None, metadata={"json": "resources,omitempty"}
    )
    # RFC 3339 date and time at which the object was acknowledged by the Kubelet. This is before the Kubelet pulled the container image(s) for the pod.
    # +optional
    start_time: Optional[Time] = field(
        default=None, metadata={"json": "startTime,omitempty"}
    )


# Pod is a collection of containers that can run on a host. This resource is created by clients and scheduled onto hosts.
# +defaultgen:schema={"x-kubernetes-group-version-kind": [{"group": "", "kind": "Pod", "version": "v1"}]}
@dataclass
class Pod:
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
    # Specification of the desired behavior of the pod. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
    # +optional
    spec: PodSpec = field(default_factory=PodSpec, metadata={"json": "spec"})
    # Most recently observed status of the pod. This data may not be up to date. Populated by the system. Read-only. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
    # +optional
    status: PodStatus = field(default_factory=PodStatus, metadata={"json": "status"})


# Pod affinity is a group of inter pod affinity scheduling rules.
@dataclass
class PodAffinity:
    # The scheduler will prefer to schedule pods to nodes that satisfy the affinity expressions specified by this field, but it may choose a node that violates one or more of the expressions. The node that is most preferred is the one with the greatest sum of weights, i.e. for each node that meets all of the scheduling requirements (resource request, requiredDuringScheduling affinity expressions, etc.), compute a sum by iterating through the elements of this field and adding "weight" to the sum if the node has pods which matches the corresponding podAffinityTerm; the node(s) with the highest sum are the most preferred.
    # +optional
    # +listType=atomic
    preferred_during_scheduling_ignored_during_execution: Optional[
        list[WeightedPodAffinityTerm]
    ] = field(
        default=None,
        metadata={"json": "preferredDuringSchedulingIgnoredDuringExecution,omitempty"},
    )
    # If the affinity requirements specified by this field are not met at scheduling time, the pod will not be scheduled onto the node. If the affinity requirements specified by this field cease to be met at some point during pod execution (e.g. due to a pod label update), the system may or may not try to eventually evict the pod from its node. When there are multiple elements, the lists of nodes corresponding to each podAffinityTerm are intersected, i.e. all terms must be satisfied.
    # +optional
    # +listType=atomic
    required_during_scheduling_ignored_during_execution: Optional[
        list[PodAffinityTerm]
    ] = field(
        default=None,
        metadata={"json": "requiredDuringSchedulingIgnoredDuringExecution,omitempty"},
    )


# Defines a set of pods (namely those matching the labelSelector relative to the given namespace(s)) that this pod should be co-located (affinity) or not co-located (anti-affinity) with, where co-located is defined as running on a node whose value of the label with key <topologyKey> matches that of any node on which a pod of the set of pods is running
@dataclass
class PodAffinityTerm:
    # A label query over a set of resources, in this case pods. If it's null, this PodAffinityTerm matches with no Pods.
    # +optional
    label_selector: Optional[LabelSelector] = field(
        default=None, metadata={"json": "labelSelector,omitempty"}
    )
    # MatchLabelKeys is a set of pod label keys to select which pods will be taken into consideration. The keys are used to lookup values from the incoming pod labels, those key-value labels are merged with `labelSelector` as `key in (value)` to select the group of existing pods which pods will be taken into consideration for the incoming pod's pod (anti) affinity. Keys that don't exist in the incoming pod labels will be ignored. The default value is empty. The same key is forbidden to exist in both matchLabelKeys and labelSelector. Also, matchLabelKeys cannot be set when labelSelector isn't set.
    # +optional
    # +listType=atomic
    match_label_keys: Optional[list[str]] = field(
        default=None, metadata={"json": "matchLabelKeys,omitempty"}
    )
    # MismatchLabelKeys is a set of pod label keys to select which pods will be taken into consideration. The keys are used to lookup values from the incoming pod labels, those key-value labels are merged with `labelSelector` as `key notin (value)` to select the group of existing pods which pods will be taken into consideration for the incoming pod's pod (anti) affinity. Keys that don't exist in the incoming pod labels will be ignored. The default value is empty. The same key is forbidden to exist in both mismatchLabelKeys and labelSelector. Also, mismatchLabelKeys cannot be set when labelSelector isn't set.
    # +optional
    # +listType=atomic
    mismatch_label_keys: Optional[list[str]] = field(
        default=None, metadata={"json": "mismatchLabelKeys,omitempty"}
    )
    # A label query over the set of namespaces that the term applies to. The term is applied to the union of the namespaces selected by this field and the ones listed in the namespaces field. null selector and null or empty namespaces list means "this pod's namespace". An empty selector ({}) matches all namespaces.
    # +optional
    namespace_selector: Optional[LabelSelector] = field(
        default=None, metadata={"json": "namespaceSelector,omitempty"}
    )
    # namespaces specifies a static list of namespace names that the term applies to. The term is applied to the union of the namespaces listed in this field and the ones selected by namespaceSelector. null or empty namespaces list and null namespaceSelector means "this pod's namespace".
    # +optional
    # +listType=atomic
    namespaces: Optional[list[str]] = field(
        default=None, metadata={"json": "namespaces,omitempty"}
    )
    # This pod should be co-located (affinity) or not co-located (anti-affinity) with the pods matching the labelSelector in the specified namespaces, where co-located is defined as running on a node whose value of the label with key topologyKey matches that of any node on which any of the selected pods is running. Empty topologyKey is not allowed.
    topology_key: str = field(default="", metadata={"json": "topologyKey"})


# Pod anti affinity is a group of inter pod anti affinity scheduling rules.
@dataclass
class PodAntiAffinity:
    # The scheduler will prefer to schedule pods to nodes that satisfy the anti-affinity expressions specified by this field, but it may choose a node that violates one or more of the expressions. The node that is most preferred is the one with the greatest sum of weights, i.e. for each node that meets all of the scheduling requirements (resource request, requiredDuringScheduling anti-affinity expressions, etc.), compute a sum by iterating through the elements of this field and subtracting "weight" from the sum if the node has pods which matches the corresponding podAffinityTerm; the node(s) with the highest sum are the most preferred.
    # +optional
    # +listType=atomic
    preferred_during_scheduling_ignored_during_execution: Optional[
        list[WeightedPodAffinityTerm]
    ] = field(
        default=None,
        metadata={"json": "preferredDuringSchedulingIgnoredDuringExecution,omitempty"},
    )
    # If the anti-affinity requirements specified by this field are not met at scheduling time, the pod will not be scheduled onto the node. If the anti-affinity requirements specified by this field cease to be met at some point during pod execution (e.g. due to a pod label update), the system may or may not try to eventually evict the pod from its node. When there are multiple elements, the lists of nodes corresponding to each podAffinityTerm are intersected, i.e. all terms must be satisfied.
    # +optional
    # +listType=atomic
    required_during_scheduling_ignored_during_execution: Optional[
        list[PodAffinityTerm]
    ] = field(
        default=None,
        metadata={"json": "requiredDuringSchedulingIgnoredDuringExecution,omitempty"},
    )


# PodCertificateProjection provides a private key and X.509 certificate in the pod filesystem.
@dataclass
class PodCertificateProjection:
    # Write the certificate chain at this path in the projected volume.
    #
    # Most applications should use credentialBundlePath.  When using keyPath and certificateChainPath, your application needs to check that the key and leaf certificate are consistent, because it is possible to read the files mid-rotation.
    # +optional
    certificate_chain_path: Optional[str] = field(
        default=None, metadata={"json": "certificateChainPath,omitempty"}
    )
    # Write the credential bundle at this path in the projected volume.
    #
    # The credential bundle is a single file that contains multiple PEM blocks. The first PEM block is a PRIVATE KEY block, containing a PKCS#8 private key.
    #
    # The remaining blocks are CERTIFICATE blocks, containing the issued certificate chain from the signer (leaf and any intermediates).
    #
    # Using credentialBundlePath lets your Pod's application code make a single atomic read that retrieves a consistent key and certificate chain.  If you project them to separate files, your application code will need to additionally check that the leaf certificate was issued to the key.
    # +optional
    credential_bundle_path: Optional[str] = field(
        default=None, metadata={"json": "credentialBundlePath,omitempty"}
    )
    # Write the key at this path in the projected volume.
    #
    # Most applications should use credentialBundlePath.  When using keyPath and certificateChainPath, your application needs to check that the key and leaf certificate are consistent, because it is possible to read the files mid-rotation.
    # +optional
    key_path: Optional[str] = field(
        default=None, metadata={"json": "keyPath,omitempty"}
    )
    # The type of keypair Kubelet will generate for the pod.
    #
    # Valid values are "RSA3072", "RSA4096", "ECDSAP256", "ECDSAP384", "ECDSAP521", and "ED25519".
    # +required
    key_type: Optional[str] = field(
        default=None, metadata={"json": "keyType,omitempty"}
    )
    # maxExpirationSeconds is the maximum lifetime permitted for the certificate.
    #
    # Kubelet copies this value verbatim into the PodCertificateRequests it generates for this projection.
    #
    # If omitted, kube-apiserver will set it to 86400(24 hours). kube-apiserver will reject values shorter than 3600 (1 hour).  The maximum allowable value is 7862400 (91 days).
    #
    # The signer implementation is then free to issue a certificate with any lifetime *shorter* than MaxExpirationSeconds, but no shorter than 3600 seconds (1 hour).  This constraint is enforced by kube-apiserver. `kubernetes.io` signers will never issue certificates with a lifetime longer than 24 hours.
    # +optional
    # +kubebuilder:validation:Format=int32
    max_expiration_seconds: Optional[int] = field(
        default=None, metadata={"json": "maxExpirationSeconds,omitempty"}
    )
    # Kubelet's generated CSRs will be addressed to this signer.
    # +required
    signer_name: Optional[str] = field(
        default=None, metadata={"json": "signerName,omitempty"}
    )
    # userAnnotations allow pod authors to pass additional information to the signer implementation.  Kubernetes does not restrict or validate this metadata in any way.
    #
    # These values are copied verbatim into the `spec.unverifiedUserAnnotations` field of the PodCertificateRequest objects that Kubelet creates.
    #
    # Entries are subject to the same validation as object metadata annotations, with the addition that all keys must be domain-prefixed. No restrictions are placed on values, except an overall size limitation on the entire field.
    #
    # Signers should document the keys and values they support. Signers should deny requests that contain keys they do not recognize.
    # +optional
    user_annotations: Optional[dict[str, str]] = field(
        default=None, metadata={"json": "userAnnotations,omitempty"}
    )


# PodCondition contains details for the current condition of this pod.
@dataclass
class PodCondition:
    # Last time we probed the condition.
    # +optional
    last_probe_time: Optional[Time] = field(
        default=None, metadata={"json": "lastProbeTime,omitempty"}
    )
    # Last time the condition transitioned from one status to another.
    # +optional
    last_transition_time: Optional[Time] = field(
        default=None, metadata={"json": "lastTransitionTime,omitempty"}
    )
    # Human-readable message indicating details about last transition.
    # +optional
    message: Optional[str] = field(default=None, metadata={"json": "message,omitempty"})
    # If set, this represents the .metadata.generation that the pod condition was set based upon. The PodObservedGenerationTracking feature gate must be enabled to use this field.
    # +optional
    # +kubebuilder:validation:Format=int64
    observed_generation: Optional[int] = field(
        default=None, metadata={"json": "observedGeneration,omitempty"}
    )
    # Unique, one-word, CamelCase reason for the condition's last transition.
    # +optional
    reason: Optional[str] = field(default=None, metadata={"json": "reason,omitempty"})
    # Status is the status of the condition. Can be True, False, Unknown. More info: https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle#pod-conditions
    status: str = field(default="", metadata={"json": "status"})
    # Type is the type of the condition. More info: https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle#pod-conditions
    type: str = field(default="", metadata={"json": "type"})


# PodDNSConfig defines the DNS parameters of a pod in addition to those generated from DNSPolicy.
@dataclass
class PodDNSConfig:
    # A list of DNS name server IP addresses. This will be appended to the base nameservers generated from DNSPolicy. Duplicated nameservers will be removed.
    # +optional
    # +listType=atomic
    nameservers: Optional[list[str]] = field(
        default=None, metadata={"json": "nameservers,omitempty"}
    )
    # A list of DNS resolver options. This will be merged with the base options generated from DNSPolicy. Duplicated entries will be removed. Resolution options given in Options will override those that appear in the base DNSPolicy.
    # +optional
    # +listType=atomic
    options: Optional[list[PodDNSConfigOption]] = field(
        default=None, metadata={"json": "options,omitempty"}
    )
    # A list of DNS search domains for host-name lookup. This will be appended to the base search paths generated from DNSPolicy. Duplicated search paths will be removed.
    # +optional
    # +listType=atomic
    searches: Optional[list[str]] = field(
        default=None, metadata={"json": "searches,omitempty"}
    )


# PodDNSConfigOption defines DNS resolver options of a pod.
@dataclass
class PodDNSConfigOption:
    # Name is this DNS resolver option's name. Required.
    # +optional
    name: Optional[str] = field(default=None, metadata={"json": "name,omitempty"})
    # Value is this DNS resolver option's value.
    # +optional
    value: Optional[str] = field(default=None, metadata={"json": "value,omitempty"})


# PodExtendedResourceClaimStatus is stored in the PodStatus for the extended resource requests backed by DRA. It stores the generated name for the corresponding special ResourceClaim created by the scheduler.
@dataclass
class PodExtendedResourceClaimStatus:
    # RequestMappings identifies the mapping of <container, extended resource backed by DRA> to  device request in the generated ResourceClaim.
    # +required
    # +listType=atomic
    request_mappings: Optional[list[ContainerExtendedResourceRequest]] = field(
        default=None, metadata={"json": "requestMappings,omitempty"}
    )
    # ResourceClaimName is the name of the ResourceClaim that was generated for the Pod in the namespace of the Pod.
    resource_claim_name: str = field(default="", metadata={"json": "resourceClaimName"})


# PodIP represents a single IP address allocated to the pod.
@dataclass
class PodIP:
    # IP is the IP address assigned to the pod
    ip: str = field(default="", metadata={"json": "ip"})


# PodList is a list of Pods.
# +defaultgen:schema={"x-kubernetes-group-version-kind": [{"group": "", "kind": "PodList", "version": "v1"}]}
@dataclass
class PodList:
    # APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources
    # +optional
    api_version: Optional[str] = field(
        default=None, metadata={"json": "apiVersion,omitempty"}
    )
    # List of pods. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md
    # +required
    items: Optional[list[Pod]] = field(
        default=None, metadata={"json": "items,omitempty"}
    )
    # Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds
    # +optional
    kind: Optional[str] = field(default=None, metadata={"json": "kind,omitempty"})
    # Standard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds
    # +optional
    metadata: ListMeta = field(default_factory=ListMeta, metadata={"json": "metadata"})


# PodOS defines the OS parameters of a pod.
@dataclass
class PodOS:
    # Name is the name of the operating system. The currently supported values are linux and windows. Additional value may be defined in future and can be one of: https://github.com/opencontainers/runtime-spec/blob/master/config.md#platform-specific-configuration Clients should expect to handle additional values and treat unrecognized values in this field as os: null
    name: str = field(default="", metadata={"json": "name"})


# PodReadinessGate contains the reference to a pod condition
@dataclass
class PodReadinessGate:
    # ConditionType refers to a condition in the pod's condition list with matching type.
    condition_type: str = field(default="", metadata={"json": "conditionType"})


# PodResourceClaim references exactly one ResourceClaim, either directly or by naming a ResourceClaimTemplate which is then turned into a ResourceClaim for the pod.
#
# It adds a name to it that uniquely identifies the ResourceClaim inside the Pod. Containers that need access to the ResourceClaim reference it with this name.
@dataclass
class PodResourceClaim:
    # Name uniquely identifies this resource claim inside the pod. This must be a DNS_LABEL.
    name: str = field(default="", metadata={"json": "name"})
    # ResourceClaimName is the name of a ResourceClaim object in the same namespace as this pod.
    #
    # Exactly one of ResourceClaimName and ResourceClaimTemplateName must be set.
    # +optional
    resource_claim_name: Optional[str] = field(
        default=None, metadata={"json": "resourceClaimName,omitempty"}
    )
    # ResourceClaimTemplateName is the name of a ResourceClaimTemplate object in the same namespace as this pod.
    #
    # The template will be used to create a new ResourceClaim, which will be bound to this pod. When this pod is deleted, the ResourceClaim will also be deleted. The pod name and resource name, along with a generated component, will be used to form a unique name for the ResourceClaim, which will be recorded in pod.status.resourceClaimStatuses.
    #
    # This field is immutable and no changes will be made to the corresponding ResourceClaim by the control plane after creating the ResourceClaim.
    #
    # Exactly one of ResourceClaimName and ResourceClaimTemplateName must be set.
    # +optional
    resource_claim_template_name: Optional[str] = field(
        default=None, metadata={"json": "resourceClaimTemplateName,omitempty"}
    )


# PodResourceClaimStatus is stored in the PodStatus for each PodResourceClaim which references a ResourceClaimTemplate. It stores the generated name for the corresponding ResourceClaim.
@dataclass
class PodResourceClaimStatus:
    # Name uniquely identifies this resource claim inside the pod. This must match the name of an entry in pod.spec.resourceClaims, which implies that the string must be a DNS_LABEL.
    name: str = field(default="", metadata={"json": "name"})
    # ResourceClaimName is the name of the ResourceClaim that was generated for the Pod in the namespace of the Pod. If this is unset, then generating a ResourceClaim was not necessary. The pod.spec.resourceClaims entry can be ignored in this case.
    # +optional
    resource_claim_name: Optional[str] = field(
        default=None, metadata={"json": "resourceClaimName,omitempty"}
    )


# PodSchedulingGate is associated to a Pod to guard its scheduling.
@dataclass
class PodSchedulingGate:
    # Name of the scheduling gate. Each scheduling gate must have a unique name field.
    name: str = field(default="", metadata={"json": "name"})


# PodSecurityContext holds pod-level security attributes and common container settings. Some fields are also present in container.securityContext.  Field values of container.securityContext take precedence over field values of PodSecurityContext.
@dataclass
class PodSecurityContext:
    # appArmorProfile is the AppArmor options to use by the containers in this pod. Note that this field cannot be set when spec.os.name is windows.
    # +optional
    app_armor_profile: Optional[AppArmorProfile] = field(
        default=None, metadata={"json": "appArmorProfile,omitempty"}
    )
    # A special supplemental group that applies to all containers in a pod. Some volume types allow the Kubelet to change the ownership of that volume to be owned by the pod:
    #
    # 1. The owning GID will be the FSGroup 2. The setgid bit is set (new files created in the volume will be owned by FSGroup) 3. The permission bits are OR'd with rw-rw----
    #
    # If unset, the Kubelet will not modify the ownership and permissions of any volume. Note that this field cannot be set when spec.os.name is windows.
    # +optional
    # +kubebuilder:validation:Format=int64
    fs_group: Optional[int] = field(
        default=None, metadata={"json": "fsGroup,omitempty"}
    )
    # fsGroupChangePolicy defines behavior of changing ownership and permission of the volume before being exposed inside Pod. This field will only apply to volume types which support fsGroup based ownership(and permissions). It will have no effect on ephemeral volume types such as: secret, configmaps and emptydir. Valid values are "OnRootMismatch" and "Always". If not specified, "Always" is used. Note that this field cannot be set when spec.os.name is windows.
    # +optional
    fs_group_change_policy: Optional[str] = field(
        default=None, metadata={"json": "fsGroupChangePolicy,omitempty"}
    )
    # The GID to run the entrypoint of the container process. Uses runtime default if unset. May also be set in SecurityContext.  If set in both SecurityContext and PodSecurityContext, the value specified in SecurityContext takes precedence for that container. Note that this field cannot be set when spec.os.name is windows.
    # +optional
    # +kubebuilder:validation:Format=int64
    run_as_group: Optional[int] = field(
        default=None, metadata={"json": "runAsGroup,omitempty"}
    )
    # Indicates that the container must run as a non-root user. If true, the Kubelet will validate the image at runtime to ensure that it does not run as UID 0 (root) and fail to start the container if it does. If unset or false, no such validation will be performed. May also be set in SecurityContext.  If set in both SecurityContext and PodSecurityContext, the value specified in SecurityContext takes precedence.
    # +optional
    run_as_non_root: Optional[bool] = field(
        default=None, metadata={"json": "runAsNonRoot,omitempty"}
    )
    # The UID to run the entrypoint of the container process. Defaults to user specified in image metadata if unspecified. May also be set in SecurityContext.  If set in both SecurityContext and PodSecurityContext, the value specified in SecurityContext takes precedence for that container. Note that this field cannot be set when spec.os.name is windows.
    # +optional
    # +kubebuilder:validation:Format=int64
    run_as_user: Optional[int] = field(
        default=None, metadata={"json": "runAsUser,omitempty"}
    )
    # seLinuxChangePolicy defines how the container's SELinux label is applied to all volumes used by the Pod. It has no effect on nodes that do not support SELinux or to volumes does not support SELinux. Valid values are "MountOption" and "Recursive".
    #
    # "Recursive" means relabeling of all files on all Pod volumes by the container runtime. This may be slow for large volumes, but allows mixing privileged and unprivileged Pods sharing the same volume on the same node.
    #
    # "MountOption" mounts all eligible Pod volumes with `-o context` mount option. This requires all Pods that share the same volume to use the same SELinux label. It is not possible to share the same volume among privileged and unprivileged Pods. Eligible volumes are in-tree FibreChannel and iSCSI volumes, and all CSI volumes whose CSI driver announces SELinux support by setting spec.seLinuxMount: true in their CSIDriver instance. Other volumes are always re-labelled recursively. "MountOption" value is allowed only when SELinuxMount feature gate is enabled.
    #
    # If not specified and SELinuxMount feature gate is enabled, "MountOption" is used. If not specified and SELinuxMount feature gate is disabled, "MountOption" is used for ReadWriteOncePod volumes and "Recursive" for all other volumes.
    #
    # This field affects only Pods that have SELinux label set, either in PodSecurityContext or in SecurityContext of all containers.
    #
    # All Pods that use the same volume should use the same seLinuxChangePolicy, otherwise some pods can get stuck in ContainerCreating state. Note that this field cannot be set when spec.os.name is windows.
    # +optional
    se_linux_change_policy: Optional[str] = field(
        default=None, metadata={"json": "seLinuxChangePolicy,omitempty"}
    )
    # The SELinux context to be applied to all containers. If unspecified, the container runtime will allocate a random SELinux context for each container.  May also be set in SecurityContext.  If set in both SecurityContext and PodSecurityContext, the value specified in SecurityContext takes precedence for that container. Note that this field cannot be set when spec.os.name is windows.
    # +optional
    se_linux_options: Optional[SELinuxOptions] = field(
        default=None, metadata={"json": "seLinuxOptions,omitempty"}
    )
    # The seccomp options to use by the containers in this pod. Note that this field cannot be set when spec.os.name is windows.
    # +optional
    seccomp_profile: Optional[SeccompProfile] = field(
        default=None, metadata={"json": "seccompProfile,omitempty"}
    )
    # A list of groups applied to the first process run in each container, in addition to the container's primary GID and fsGroup (if specified).  If the SupplementalGroupsPolicy feature is enabled, the supplementalGroupsPolicy field determines whether these are in addition to or instead of any group memberships defined in the container image. If unspecified, no additional groups are added, though group memberships defined in the container image may still be used, depending on the supplementalGroupsPolicy field. Note that this field cannot be set when spec.os.name is windows.
    # +optional
    # +kubebuilder:validation:items:Format=int64
    # +listType=atomic
    supplemental_groups: Optional[list[int]] = field(
        default=None, metadata={"json": "supplementalGroups,omitempty"}
    )
    # Defines how supplemental groups of the first container processes are calculated. Valid values are "Merge" and "Strict". If not specified, "Merge" is used. (Alpha) Using the field requires the SupplementalGroupsPolicy feature gate to be enabled and the container runtime must implement support for this feature. Note that this field cannot be set when spec.os.name is windows.
    # +optional
    supplemental_groups_policy: Optional[str] = field(
        default=None, metadata={"json": "supplementalGroupsPolicy,omitempty"}
    )
    # Sysctls hold a list of namespaced sysctls used for the pod. Pods with unsupported sysctls (by the container runtime) might fail to launch. Note that this field cannot be set when spec.os.name is windows.
    # +optional
    # +listType=atomic
    sysctls: Optional[list[Sysctl]] = field(
        default=None, metadata={"json": "sysctls,omitempty"}
    )
    # The Windows specific settings applied to all containers. If unspecified, the options within a container's SecurityContext will be used. If set in both SecurityContext and PodSecurityContext, the value specified in SecurityContext takes precedence. Note that this field cannot be set when spec.os.name is linux.
    # +optional
    windows_options: Optional[WindowsSecurityContextOptions] = field(
        default=None, metadata={"json": "windowsOptions,omitempty"}
    )


# PodTemplateSpec describes the data a pod should have when created from a template
@dataclass
class PodTemplateSpec:
    # Standard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
    # +optional
    metadata: ObjectMeta = field(
        default_factory=ObjectMeta, metadata={"json": "metadata"}
    )
    # Specification of the desired behavior of the pod. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
    # +optional
    spec: PodSpec = field(default_factory=PodSpec, metadata={"json": "spec"})


# PodTemplate describes a template for creating copies of a predefined pod.
# +defaultgen:schema={"x-kubernetes-group-version-kind": [{"group": "", "kind": "PodTemplate", "version": "v1"}]}
@dataclass
class PodTemplate:
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
    # Template defines the pods that will be created from this pod template. https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
    # +optional
    template: PodTemplateSpec = field(
        default_factory=PodTemplateSpec, metadata={"json": "template"}
    )


# PodTemplateList is a list of PodTemplates.
# +defaultgen:schema={"x-kubernetes-group-version-kind": [{"group": "", "kind": "PodTemplateList", "version": "v1"}]}
@dataclass
class PodTemplateList:
    # APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources
    # +optional
    api_version: Optional[str] = field(
        default=None, metadata={"json": "apiVersion,omitempty"}
    )
    # List of pod templates
    # +required
    items: Optional[list[PodTemplate]] = field(
        default=None, metadata={"json": "items,omitempty"}
    )
    # Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds
    # +optional
    kind: Optional[str] = field(default=None, metadata={"json": "kind,omitempty"})
    # Standard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds
    # +optional
    metadata: ListMeta = field(default_factory=ListMeta, metadata={"json": "metadata"})


# PortStatus represents the error condition of a service port
@dataclass
class PortStatus:
    # +defaultgen:description="Error is to record the problem with the service port The format of the error shall comply with the following rules: - built-in error values shall be specified in this file and those shall use\n  CamelCase names\n- cloud provider specific error values must have names that comply with the\n  format foo.example.com/CamelCase."
    # +optional
    error: Optional[str] = field(default=None, metadata={"json": "error,omitempty"})
    # Port is the port number of the service port of which status is recorded here
    # +kubebuilder:validation:Format=int32
    port: int = field(default=0, metadata={"json": "port"})
    # Protocol is the protocol of the service port of which status is recorded here The supported values are: "TCP", "UDP", "SCTP"
    protocol: str = field(default="", metadata={"json": "protocol"})


# PortworxVolumeSource represents a Portworx volume resource.
@dataclass
class PortworxVolumeSource:
    # fSType represents the filesystem type to mount Must be a filesystem type supported by the host operating system. Ex. "ext4", "xfs". Implicitly inferred to be "ext4" if unspecified.
    # +optional
    fs_type: Optional[str] = field(default=None, metadata={"json": "fsType,omitempty"})
    # readOnly defaults to false (read/write). ReadOnly here will force the ReadOnly setting in VolumeMounts.
    # +optional
    read_only: Optional[bool] = field(
        default=None, metadata={"json": "readOnly,omitempty"}
    )
    # volumeID uniquely identifies a Portworx volume
    volume_id: str = field(default="", metadata={"json": "volumeID"})


# An empty preferred scheduling term matches all objects with implicit weight 0 (i.e. it's a no-op). A null preferred scheduling term matches no objects (i.e. is also a no-op).
@dataclass
class PreferredSchedulingTerm:
    # A node selector term, associated with the corresponding weight.
    preference: NodeSelectorTerm = field(
        default_factory=NodeSelectorTerm, metadata={"json": "preference"}
    )
    # Weight associated with matching the corresponding nodeSelectorTerm, in the range 1-100.
    # +kubebuilder:validation:Format=int32
    weight: int = field(default=0, metadata={"json": "weight"})


# Probe describes a health check to be performed against a container to determine whether it is alive or ready to receive traffic.
@dataclass
class Probe:
    # Exec specifies a command to execute in the container.
    # +optional
    exec: Optional[ExecAction] = field(
        default=None, metadata={"json": "exec,omitempty"}
    )
    # Minimum consecutive failures for the probe to be considered failed after having succeeded. Defaults to 3. Minimum value is 1.
    # +optional
    # +kubebuilder:validation:Format=int32
    failure_threshold: Optional[int] = field(
        default=None, metadata={"json": "failureThreshold,omitempty"}
    )
    # GRPC specifies a GRPC HealthCheckRequest.
    # +optional
    grpc: Optional[GRPCAction] = field(
        default=None, metadata={"json": "grpc,omitempty"}
    )
    # HTTPGet specifies an HTTP GET request to perform.
    # +optional
    http_get: Optional[HTTPGetAction] = field(
        default=None, metadata={"json": "httpGet,omitempty"}
    )
    # Number of seconds after the container has started before liveness probes are initiated. More info: https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle#container-probes
    # +optional
    # +kubebuilder:validation:Format=int32
    initial_delay_seconds: Optional[int] = field(
        default=None, metadata={"json": "initialDelaySeconds,omitempty"}
    )
    # How often (in seconds) to perform the probe. Default to 10 seconds. Minimum value is 1.
    # +optional
    # +kubebuilder:validation:Format=int32
    period_seconds: Optional[int] = field(
        default=None, metadata={"json": "periodSeconds,omitempty"}
    )
    # Minimum consecutive successes for the probe to be considered successful after having failed. Defaults to 1. Must be 1 for liveness and startup. Minimum value is 1.
    # +optional
    # +kubebuilder:validation:Format=int32
    success_threshold: Optional[int] = field(
        default=None, metadata={"json": "successThreshold,omitempty"}
    )
    # TCPSocket specifies a connection to a TCP port.
    # +optional
    tcp_socket: Optional[TCPSocketAction] = field(
        default=None, metadata={"json": "tcpSocket,omitempty"}
    )
    # Optional duration in seconds the pod needs to terminate gracefully upon probe failure. The grace period is the duration in seconds after the processes running in the pod are sent a termination signal and the time when the processes are forcibly halted with a kill signal. Set this value longer than the expected cleanup time for your process. If this value is nil, the pod's terminationGracePeriodSeconds will be used. Otherwise, this value overrides the value provided by the pod spec. Value must be non-negative integer. The value zero indicates stop immediately via the kill signal (no opportunity to shut down). This is a beta field and requires enabling ProbeTerminationGracePeriod feature gate. Minimum value is 1. spec.terminationGracePeriodSeconds is used if unset.
    # +optional
    # +kubebuilder:validation:Format=int64
    termination_grace_period_seconds: Optional[int] = field(
        default=None, metadata={"json": "terminationGracePeriodSeconds,omitempty"}
    )
    # Number of seconds after which the probe times out. Defaults to 1 second. Minimum value is 1. More info: https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle#container-probes
    # +optional
    # +kubebuilder:validation:Format=int32
    timeout_seconds: Optional[int] = field(
        default=None, metadata={"json": "timeoutSeconds,omitempty"}
    )


# Represents a projected volume source
@dataclass
class ProjectedVolumeSource:
    # defaultMode are the mode bits used to set permissions on created files by default. Must be an octal value between 0000 and 0777 or a decimal value between 0 and 511. YAML accepts both octal and decimal values, JSON requires decimal values for mode bits. Directories within the path are not affected by this setting. This might be in conflict with other options that affect the file mode, like fsGroup, and the result can be other mode bits set.
    # +optional
    # +kubebuilder:validation:Format=int32
    default_mode: Optional[int] = field(
        default=None, metadata={"json": "defaultMode,omitempty"}
    )
    # sources is the list of volume projections. Each entry in this list handles one source.
    # +optional
    # +listType=atomic
    sources: Optional[list[VolumeProjection]] = field(
        default=None, metadata={"json": "sources,omitempty"}
    )


# Represents a Quobyte mount that lasts the lifetime of a pod. Quobyte volumes do not support ownership management or SELinux relabeling.
@dataclass
class QuobyteVolumeSource:
    # group to map volume access to Default is no group
    # +optional
    group: Optional[str] = field(default=None, metadata={"json": "group,omitempty"})
    # readOnly here will force the Quobyte volume to be mounted with read-only permissions. Defaults to false.
    # +optional
    read_only: Optional[bool] = field(
        default=None, metadata={"json": "readOnly,omitempty"}
    )
    # registry represents a single or multiple Quobyte Registry services specified as a string as host:port pair (multiple entries are separated with commas) which acts as the central registry for volumes
    registry: str = field(default="", metadata={"json": "registry"})
    # tenant owning the given Quobyte volume in the Backend Used with dynamically provisioned Quobyte volumes, value is set by the plugin
    # +optional
    tenant: Optional[str] = field(default=None, metadata={"json": "tenant,omitempty"})
    # user to map volume access to Defaults to serivceaccount user
    # +optional
    user: Optional[str] = field(default=None, metadata={"json": "user,omitempty"})
    # volume is a string that references an already created Quobyte volume by name.
    volume: str = field(default="", metadata={"json": "volume"})


# Represents a Rados Block Device mount that lasts the lifetime of a pod. RBD volumes support ownership management and SELinux relabeling.
@dataclass
class RBDPersistentVolumeSource:
    # fsType is the filesystem type of the volume that you want to mount. Tip: Ensure that the filesystem type is supported by the host operating system. Examples: "ext4", "xfs", "ntfs". Implicitly inferred to be "ext4" if unspecified. More info: https://kubernetes.io/docs/concepts/storage/volumes#rbd
    # +optional
    fs_type: Optional[str] = field(default=None, metadata={"json": "fsType,omitempty"})
    # image is the rados image name. More info: https://examples.k8s.io/volumes/rbd/README.md#how-to-use-it
    image: str = field(default="", metadata={"json": "image"})
    # keyring is the path to key ring for RBDUser. Default is /etc/ceph/keyring. More info: https://examples.k8s.io/volumes/rbd/README.md#how-to-use-it
    # +optional
    # +default="/etc/ceph/keyring"
    keyring: Optional[str] = field(default=None, metadata={"json": "keyring,omitempty"})
    # monitors is a collection of Ceph monitors. More info: https://examples.k8s.io/volumes/rbd/README.md#how-to-use-it
    # +required
    # +listType=atomic
    monitors: Optional[list[str]] = field(
        default=None, metadata={"json": "monitors,omitempty"}
    )
    # pool is the rados pool name. Default is rbd. More info: https://examples.k8s.io/volumes/rbd/README.md#how-to-use-it
    # +optional
    # +default="rbd"
    pool: Optional[str] = field(default=None, metadata={"json": "pool,omitempty"})
    # readOnly here will force the ReadOnly setting in VolumeMounts. Defaults to false. More info: https://examples.k8s.io/volumes/rbd/README.md#how-to-use-it
    # +optional
    read_only: Optional[bool] = field(
        default=None, metadata={"json": "readOnly,omitempty"}
    )
    # secretRef is name of the authentication secret for RBDUser. If provided overrides keyring. Default is nil. More info: https://examples.k8s.io/volumes/rbd/README.md#how-to-use-it
    # +optional
    secret_ref: Optional[SecretReference] = field(
        default=None, metadata={"json": "secretRef,omitempty"}
    )
    # user is the rados user name. Default is admin. More info: https://examples.k8s.io/volumes/rbd/README.md#how-to-use-it
    # +optional
    # +default="admin"
    user: Optional[str] = field(default=None, metadata={"json": "user,omitempty"})


# Represents a Rados Block Device mount that lasts the lifetime of a pod. RBD volumes support ownership management and SELinux relabeling.
@dataclass
class RBDVolumeSource:
    # fsType is the filesystem type of the volume that you want to mount. Tip: Ensure that the filesystem type is supported by the host operating system. Examples: "ext4", "xfs", "ntfs". Implicitly inferred to be "ext4" if unspecified. More info: https://kubernetes.io/docs/concepts/storage/volumes#rbd
    # +optional
    fs_type: Optional[str] = field(default=None, metadata={"json": "fsType,omitempty"})
    # image is the rados image name. More info: https://examples.k8s.io/volumes/rbd/README.md#how-to-use-it
    image: str = field(default="", metadata={"json": "image"})
    # keyring is the path to key ring for RBDUser. Default is /etc/ceph/keyring. More info: https://examples.k8s.io/volumes/rbd/README.md#how-to-use-it
    # +optional
    # +default="/etc/ceph/keyring"
    keyring: Optional[str] = field(default=None, metadata={"json": "keyring,omitempty"})
    # monitors is a collection of Ceph monitors. More info: https://examples.k8s.io/volumes/rbd/README.md#how-to-use-it
    # +required
    # +listType=atomic
    monitors: Optional[list[str]] = field(
        default=None, metadata={"json": "monitors,omitempty"}
    )
    # pool is the rados pool name. Default is rbd. More info: https://examples.k8s.io/volumes/rbd/README.md#how-to-use-it
    # +optional
    # +default="rbd"
    pool: Optional[str] = field(default=None, metadata={"json": "pool,omitempty"})
    # readOnly here will force the ReadOnly setting in VolumeMounts. Defaults to false. More info: https://examples.k8s.io/volumes/rbd/README.md#how-to-use-it
    # +optional
    read_only: Optional[bool] = field(
        default=None, metadata={"json": "readOnly,omitempty"}
    )
    # secretRef is name of the authentication secret for RBDUser. If provided overrides keyring. Default is nil. More info: https://examples.k8s.io/volumes/rbd/README.md#how-to-use-it
    # +optional
    secret_ref: Optional[LocalObjectReference] = field(
        default=None, metadata={"json": "secretRef,omitempty"}
    )
    # user is the rados user name. Default is admin. More info: https://examples.k8s.io/volumes/rbd/README.md#how-to-use-it
    # +optional
    # +default="admin"
    user: Optional[str] = field(default=None, metadata={"json": "user,omitempty"})


# ReplicationControllerSpec is the specification of a replication controller.
@dataclass
class ReplicationControllerSpec:
    # Minimum number of seconds for which a newly created pod should be ready without any of its container crashing, for it to be considered available. Defaults to 0 (pod will be considered available as soon as it is ready)
    # +optional
    # +kubebuilder:validation:Format=int32
    min_ready_seconds: int = field(default=0, metadata={"json": "minReadySeconds"})
    # Replicas is the number of desired replicas. This is a pointer to distinguish between explicit zero and unspecified. Defaults to 1. More info: https://kubernetes.io/docs/concepts/workloads/controllers/replicationcontroller#what-is-a-replicationcontroller
    # +optional
    # +default=1
    # +kubebuilder:validation:Format=int32
    replicas: Optional[int] = field(
        default=None, metadata={"json": "replicas,omitempty"}
    )
    # Selector is a label query over pods that should match the Replicas count. If Selector is empty, it is defaulted to the labels present on the Pod template. Label keys and values that must match in order to be controlled by this replication controller, if empty defaulted to labels on Pod template. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/labels/#label-selectors
    # +optional
    # +mapType=atomic
    selector: Optional[dict[str, str]] = field(
        default=None, metadata={"json": "selector,omitempty"}
    )
    # Template is the object that describes the pod that will be created if insufficient replicas are detected. This takes precedence over a TemplateRef. The only allowed template.spec.restartPolicy value is "Always". More info: https://kubernetes.io/docs/concepts/workloads/controllers/replicationcontroller#pod-template
    # +optional
    template: Optional[PodTemplateSpec] = field(
        default=None, metadata={"json": "template,omitempty"}
    )


# ReplicationControllerStatus represents the current status of a replication controller.
@dataclass
class ReplicationControllerStatus:
    # The number of available replicas (ready for at least minReadySeconds) for this replication controller.
    # +optional
    # +kubebuilder:validation:Format=int32
    available_replicas: Optional[int] = field(
        default=None, metadata={"json": "availableReplicas,omitempty"}
    )
    # Represents the latest available observations of a replication controller's current state.
    # +optional
    # +listMapKey=type
    # +listType=map
    # +patchMergeKey=type
    # +patchStrategy=merge
    conditions: Optional[list[ReplicationControllerCondition]] = field(
        default=None, metadata={"json": "conditions,omitempty"}
    )
    # The number of pods that have labels matching the labels of the pod template of the replication controller.
    # +optional
    # +kubebuilder:validation:Format=int32
    fully_labeled_replicas: Optional[int] = field(
        default=None, metadata={"json": "fullyLabeledReplicas,omitempty"}
    )
    # ObservedGeneration reflects the generation of the most recently observed replication controller.
    # +optional
    # +kubebuilder:validation:Format=int64
    observed_generation: Optional[int] = field(
        default=None, metadata={"json": "observedGeneration,omitempty"}
    )
    # The number of ready replicas for this replication controller.
    # +optional
    # +kubebuilder:validation:Format=int32
    ready_replicas: Optional[int] = field(
        default=None, metadata={"json": "readyReplicas,omitempty"}
    )
    # Replicas is the most recently observed number of replicas. More info: https://kubernetes.io/docs/concepts/workloads/controllers/replicationcontroller#what-is-a-replicationcontroller
    # +kubebuilder:validation:Format=int32
    replicas: int = field(default=0, metadata={"json": "replicas"})


# ReplicationController represents the configuration of a replication controller.
# +defaultgen:schema={"x-kubernetes-group-version-kind": [{"group": "", "kind": "ReplicationController", "version": "v1"}]}
@dataclass
class ReplicationController:
    # APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources
    # +optional
    api_version: Optional[str] = field(
        default=None, metadata={"json": "apiVersion,omitempty"}
    )
    # Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds
    # +optional
    kind: Optional[str] = field(default=None, metadata={"json": "kind,omitempty"})
    # If the Labels of a ReplicationController are empty, they are defaulted to be the same as the Pod(s) that the replication controller manages. Standard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
    # +optional
    metadata: ObjectMeta = field(
        default_factory=ObjectMeta, metadata={"json": "metadata"}
    )
    # Spec defines the specification of the desired behavior of the replication controller. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
    # +optional
    spec: ReplicationControllerSpec = field(
        default_factory=ReplicationControllerSpec, metadata={"json": "spec"}
    )
    # Status is the most recently observed status of the replication controller. This data may be out of date by some window of time. Populated by the system. Read-only. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
    # +optional
    status: ReplicationControllerStatus = field(
        default_factory=ReplicationControllerStatus, metadata={"json": "status"}
    )


# ReplicationControllerCondition describes the state of a replication controller at a certain point.
@dataclass
class ReplicationControllerCondition:
    # The last time the condition transitioned from one status to another.
    # +optional
    last_transition_time: Optional[Time] = field(
        default=None, metadata={"json": "lastTransitionTime,omitempty"}
    )
    # A human readable message indicating details about the transition.
    # +optional
    message: Optional[str] = field(default=None, metadata={"json": "message,omitempty"})
    # The reason for the condition's last transition.
    # +optional
    reason: Optional[str] = field(default=None, metadata={"json": "reason,omitempty"})
    # Status of the condition, one of True, False, Unknown.
    status: str = field(default="", metadata={"json": "status"})
    # Type of replication controller condition.
    type: str = field(default="", metadata={"json": "type"})


# ReplicationControllerList is a collection of replication controllers.
# +defaultgen:schema={"x-kubernetes-group-version-kind": [{"group": "", "kind": "ReplicationControllerList", "version": "v1"}]}
@dataclass
class ReplicationControllerList:
    # APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources
    # +optional
    api_version: Optional[str] = field(
        default=None, metadata={"json": "apiVersion,omitempty"}
    )
    # List of replication controllers. More info: https://kubernetes.io/docs/concepts/workloads/controllers/replicationcontroller
    # +required
    items: Optional[list[ReplicationController]] = field(
        default=None, metadata={"json": "items,omitempty"}
    )
    # Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds
    # +optional
    kind: Optional[str] = field(default=None, metadata={"json": "kind,omitempty"})
    # Standard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds
    # +optional
    metadata: ListMeta = field(default_factory=ListMeta, metadata={"json": "metadata"})


# ResourceClaim references one entry in PodSpec.ResourceClaims.
@dataclass
class ResourceClaim:
    # Name must match the name of one entry in pod.spec.resourceClaims of the Pod where this field is used. It makes that resource available inside a container.
    name: str = field(default="", metadata={"json": "name"})
    # Request is the name chosen for a request in the referenced claim. If empty, everything from the claim is made available, otherwise only the result of this request.
    # +optional
    request: Optional[str] = field(default=None, metadata={"json": "request,omitempty"})


# ResourceFieldSelector represents container resources (cpu, memory) and their output format
# +structType=atomic
@dataclass
class ResourceFieldSelector:
    # Container name: required for volumes, optional for env vars
    # +optional
    container_name: Optional[str] = field(
        default=None, metadata={"json": "containerName,omitempty"}
    )
    # Specifies the output format of the exposed resources, defaults to "1"
    # +optional
    divisor: Optional[Quantity] = field(
        default=None, metadata={"json": "divisor,omitempty"}
    )
    # Required: resource to select
    resource: str = field(default="", metadata={"json": "resource"})


# ResourceHealth represents the health of a resource. It has the latest device health information. This is a part of KEP https://kep.k8s.io/4680.
@dataclass
class ResourceHealth:
    # Health of the resource. can be one of:
    #  - Healthy: operates as normal
    #  - Unhealthy: reported unhealthy. We consider this a temporary health issue
    #               since we do not have a mechanism today to distinguish
    #               temporary and permanent issues.
    #  - Unknown: The status cannot be determined.
    #             For example, Device Plugin got unregistered and hasn't been re-registered since.
    #
    # In future we may want to introduce the PermanentlyUnhealthy Status.
    # +optional
    health: Optional[str] = field(default=None, metadata={"json": "health,omitempty"})
    # ResourceID is the unique identifier of the resource. See the ResourceID type for more information.
    resource_id: str = field(default="", metadata={"json": "resourceID"})


# ResourceQuotaSpec defines the desired hard limits to enforce for Quota.
@dataclass
class ResourceQuotaSpec:
    # hard is the set of desired hard limits for each named resource. More info: https://kubernetes.io/docs/concepts/policy/resource-quotas/
    # +optional
    hard: Optional[dict[str, Quantity]] = field(
        default=None, metadata={"json": "hard,omitempty"}
    )
    # scopeSelector is also a collection of filters like scopes that must match each object tracked by a quota but expressed using ScopeSelectorOperator in combination with possible values. For a resource to match, both scopes AND scopeSelector (if specified in spec), must be matched.
    # +optional
    scope_selector: Optional[ScopeSelector] = field(
        default=None, metadata={"json": "scopeSelector,omitempty"}
    )
    # A collection of filters that must match each object tracked by a quota. If not specified, the quota matches all objects.
    # +optional
    # +listType=atomic
    scopes: Optional[list[str]] = field(
        default=None, metadata={"json": "scopes,omitempty"}
    )


# ResourceQuotaStatus defines the enforced hard limits and observed use.
@dataclass
class ResourceQuotaStatus:
    # Hard is the set of enforced hard limits for each named resource. More info: https://kubernetes.io/docs/concepts/policy/resource-quotas/
    # +optional
    hard: Optional[dict[str, Quantity]] = field(
        default=None, metadata={"json": "hard,omitempty"}
    )
    # Used is the current observed total usage of the resource in the namespace.
    # +optional
    used: Optional[dict[str, Quantity]] = field(
        default=None, metadata={"json": "used,omitempty"}
    )


# ResourceQuota sets aggregate quota restrictions enforced per namespace
# +defaultgen:schema={"x-kubernetes-group-version-kind": [{"group": "", "kind": "ResourceQuota", "version": "v1"}]}
@dataclass
class ResourceQuota:
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
    # Spec defines the desired quota. https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
    # +optional
    spec: ResourceQuotaSpec = field(
        default_factory=ResourceQuotaSpec, metadata={"json": "spec"}
    )
    # Status defines the actual enforced quota and its current usage. https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
    # +optional
    status: ResourceQuotaStatus = field(
        default_factory=ResourceQuotaStatus, metadata={"json": "status"}
    )


# ResourceQuotaList is a list of ResourceQuota items.
# +defaultgen:schema={"x-kubernetes-group-version-kind": [{"group": "", "kind": "ResourceQuotaList", "version": "v1"}]}
@dataclass
class ResourceQuotaList:
    # APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources
    # +optional
    api_version: Optional[str] = field(
        default=None, metadata={"json": "apiVersion,omitempty"}
    )
    # Items is a list of ResourceQuota objects. More info: https://kubernetes.io/docs/concepts/policy/resource-quotas/
    # +required
    items: Optional[list[ResourceQuota]] = field(
        default=None, metadata={"json": "items,omitempty"}
    )
    # Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds
    # +optional
    kind: Optional[str] = field(default=None, metadata={"json": "kind,omitempty"})
    # Standard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds
    # +optional
    metadata: ListMeta = field(default_factory=ListMeta, metadata={"json": "metadata"})


# ResourceStatus represents the status of a single resource allocated to a Pod.
@dataclass
class ResourceStatus:
    # Name of the resource. Must be unique within the pod and in case of non-DRA resource, match one of the resources from the pod spec. For DRA resources, the value must be "claim:<claim_name>/<request>". When this status is reported about a container, the "claim_name" and "request" must match one of the claims of this container.
    name: str = field(default="", metadata={"json": "name"})
    # List of unique resources health. Each element in the list contains an unique resource ID and its health. At a minimum, for the lifetime of a Pod, resource ID must uniquely identify the resource allocated to the Pod on the Node. If other Pod on the same Node reports the status with the same resource ID, it must be the same resource they share. See ResourceID type definition for a specific format it has in various use cases.
    # +optional
    # +listMapKey=resourceID
    # +listType=map
    resources: Optional[list[ResourceHealth]] = field(
        default=None, metadata={"json": "resources,omitempty"}
    )


# SELinuxOptions are the labels to be applied to the container
@dataclass
class SELinuxOptions:
    # Level is SELinux level label that applies to the container.
    # +optional
    level: Optional[str] = field(default=None, metadata={"json": "level,omitempty"})
    # Role is a SELinux role label that applies to the container.
    # +optional
    role: Optional[str] = field(default=None, metadata={"json": "role,omitempty"})
    # Type is a SELinux type label that applies to the container.
    # +optional
    type: Optional[str] = field(default=None, metadata={"json": "type,omitempty"})
    # User is a SELinux user label that applies to the container.
    # +optional
    user: Optional[str] = field(default=None, metadata={"json": "user,omitempty"})


# ScaleIOPersistentVolumeSource represents a persistent ScaleIO volume
@dataclass
class ScaleIOPersistentVolumeSource:
    # fsType is the filesystem type to mount. Must be a filesystem type supported by the host operating system. Ex. "ext4", "xfs", "ntfs". Default is "xfs"
    # +optional
    # +default="xfs"
    fs_type: Optional[str] = field(default=None, metadata={"json": "fsType,omitempty"})
    # gateway is the host address of the ScaleIO API Gateway.
    gateway: str = field(default="", metadata={"json": "gateway"})
    # protectionDomain is the name of the ScaleIO Protection Domain for the configured storage.
    # +optional
    protection_domain: Optional[str] = field(
        default=None, metadata={"json": "protectionDomain,omitempty"}
    )
    # readOnly defaults to false (read/write). ReadOnly here will force the ReadOnly setting in VolumeMounts.
    # +optional
    read_only: Optional[bool] = field(
        default=None, metadata={"json": "readOnly,omitempty"}
    )
    # secretRef references to the secret for ScaleIO user and other sensitive information. If this is not provided, Login operation will fail.
    # +required
    secret_ref: Optional[SecretReference] = field(
        default=None, metadata={"json": "secretRef,omitempty"}
    )
    # sslEnabled is the flag to enable/disable SSL communication with Gateway, default false
    # +optional
    ssl_enabled: Optional[bool] = field(
        default=None, metadata={"json": "sslEnabled,omitempty"}
    )
    # storageMode indicates whether the storage for a volume should be ThickProvisioned or ThinProvisioned. Default is ThinProvisioned.
    # +optional
    # +default="ThinProvisioned"
    storage_mode: Optional[str] = field(
        default=None, metadata={"json": "storageMode,omitempty"}
    )
    # storagePool is the ScaleIO Storage Pool associated with the protection domain.
    # +optional
    storage_pool: Optional[str] = field(
        default=None, metadata={"json": "storagePool,omitempty"}
    )
    # system is the name of the storage system as configured in ScaleIO.
    system: str = field(default="", metadata={"json": "system"})
    # volumeName is the name of a volume already created in the ScaleIO system that is associated with this volume source.
    # +optional
    volume_name: Optional[str] = field(
        default=None, metadata={"json": "volumeName,omitempty"}
    )


# ScaleIOVolumeSource represents a persistent ScaleIO volume
@dataclass
class ScaleIOVolumeSource:
    # fsType is the filesystem type to mount. Must be a filesystem type supported by the host operating system. Ex. "ext4", "xfs", "ntfs". Default is "xfs".
    # +optional
    # +default="xfs"
    fs_type: Optional[str] = field(default=None, metadata={"json": "fsType,omitempty"})
    # gateway is the host address of the ScaleIO API Gateway.
    gateway: str = field(default="", metadata={"json": "gateway"})
    # protectionDomain is the name of the ScaleIO Protection Domain for the configured storage.
    # +optional
    protection_domain: Optional[str] = field(
        default=None, metadata={"json": "protectionDomain,omitempty"}
    )
    # readOnly Defaults to false (read/write). ReadOnly here will force the ReadOnly setting in VolumeMounts.
    # +optional
    read_only: Optional[bool] = field(
        default=None, metadata={"json": "readOnly,omitempty"}
    )
    # secretRef references to the secret for ScaleIO user and other sensitive information. If this is not provided, Login operation will fail.
    # +required
    secret_ref: Optional[LocalObjectReference] = field(
        default=None, metadata={"json": "secretRef,omitempty"}
    )
    # sslEnabled Flag enable/disable SSL communication with Gateway, default false
    # +optional
    ssl_enabled: Optional[bool] = field(
        default=None, metadata={"json": "sslEnabled,omitempty"}
    )
    # storageMode indicates whether the storage for a volume should be ThickProvisioned or ThinProvisioned. Default is ThinProvisioned.
    # +optional
    # +default="ThinProvisioned"
    storage_mode: Optional[str] = field(
        default=None, metadata={"json": "storageMode,omitempty"}
    )
    # storagePool is the ScaleIO Storage Pool associated with the protection domain.
    # +optional
    storage_pool: Optional[str] = field(
        default=None, metadata={"json": "storagePool,omitempty"}
    )
    # system is the name of the storage system as configured in ScaleIO.
    system: str = field(default="", metadata={"json": "system"})
    # volumeName is the name of a volume already created in the ScaleIO system that is associated with this volume source.
    # +optional
    volume_name: Optional[str] = field(
        default=None, metadata={"json": "volumeName,omitempty"}
    )


# A scope selector represents the AND of the selectors represented by the scoped-resource selector requirements.
# +structType=atomic
@dataclass
class ScopeSelector:
    # A list of scope selector requirements by scope of the resources.
    # +optional
    # +listType=atomic
    match_expressions: Optional[list[ScopedResourceSelectorRequirement]] = field(
        default=None, metadata={"json": "matchExpressions,omitempty"}
    )


# A scoped-resource selector requirement is a selector that contains values, a scope name, and an operator that relates the scope name and values.
@dataclass
class ScopedResourceSelectorRequirement:
    # Represents a scope's relationship to a set of values. Valid operators are In, NotIn, Exists, DoesNotExist.
    operator: str = field(default="", metadata={"json": "operator"})
    # The name of the scope that the selector applies to.
    scope_name: str = field(default="", metadata={"json": "scopeName"})
    # An array of string values. If the operator is In or NotIn, the values array must be non-empty. If the operator is Exists or DoesNotExist, the values array must be empty. This array is replaced during a strategic merge patch.
    # +optional
    # +listType=atomic
    values: Optional[list[str]] = field(
        default=None, metadata={"json": "values,omitempty"}
    )


# SeccompProfile defines a pod/container's seccomp profile settings. Only one profile source may be set.
# +defaultgen:schema={"x-kubernetes-unions": [{"discriminator": "type", "fields-to-discriminateBy": {"localhostProfile": "LocalhostProfile"}}]}
@dataclass
class SeccompProfile:
    # localhostProfile indicates a profile defined in a file on the node should be used. The profile must be preconfigured on the node to work. Must be a descending path, relative to the kubelet's configured seccomp profile location. Must be set if type is "Localhost". Must NOT be set for any other type.
    # +optional
    localhost_profile: Optional[str] = field(
        default=None, metadata={"json": "localhostProfile,omitempty"}
    )
    # type indicates which kind of seccomp profile will be applied. Valid options are:
    #
    # Localhost - a profile defined in a file on the node should be used. RuntimeDefault - the container runtime default profile should be used. Unconfined - no profile should be applied.
    type: str = field(default="", metadata={"json": "type"})


# Secret holds secret data of a certain type. The total bytes of the values in the Data field must be less than MaxSecretSize bytes.
# +defaultgen:schema={"x-kubernetes-group-version-kind": [{"group": "", "kind": "Secret", "version": "v1"}]}
@dataclass
class Secret:
    # APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources
    # +optional
    api_version: Optional[str] = field(
        default=None, metadata={"json": "apiVersion,omitempty"}
    )
    # Data contains the secret data. Each key must consist of alphanumeric characters, '-', '_' or '.'. The serialized form of the secret data is a base64 encoded string, representing the arbitrary (possibly non-string) data value here. Described in https://tools.ietf.org/html/rfc4648#section-4
    # +optional
    data: Optional[dict[str, SecretDataItem]] = field(
        default=None, metadata={"json": "data,omitempty"}
    )
    # Immutable, if set to true, ensures that data stored in the Secret cannot be updated (only object metadata can be modified). If not set to true, the field can be modified at any time. Defaulted to nil.
    # +optional
    immutable: Optional[bool] = field(
        default=None, metadata={"json": "immutable,omitempty"}
    )
    # Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds
    # +optional
    kind: Optional[str] = field(default=None, metadata={"json": "kind,omitempty"})
    # Standard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
    # +optional
    metadata: ObjectMeta = field(
        default_factory=ObjectMeta, metadata={"json": "metadata"}
    )
    # stringData allows specifying non-binary secret data in string form. It is provided as a write-only input field for convenience. All keys and values are merged into the data field on write, overwriting any existing values. The stringData field is never output when reading from the API.
    # +optional
    string_data: Optional[dict[str, str]] = field(
        default=None, metadata={"json": "stringData,omitempty"}
    )
    # Used to facilitate programmatic handling of secret data. More info: https://kubernetes.io/docs/concepts/configuration/secret/#secret-types
    # +optional
    type: Optional[str] = field(default=None, metadata={"json": "type,omitempty"})


# SecretEnvSource selects a Secret to populate the environment variables with.
#
# The contents of the target Secret's Data field will represent the key-value pairs as environment variables.
@dataclass
class SecretEnvSource:
    # Name of the referent. This field is effectively required, but due to backwards compatibility is allowed to be empty. Instances of this type with an empty value here are almost certainly wrong. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/names/#names
    # +optional
    name: str = field(default="", metadata={"json": "name"})
    # Specify whether the Secret must be defined
    # +optional
    optional: Optional[bool] = field(
        default=None, metadata={"json": "optional,omitempty"}
    )


# SecretKeySelector selects a key of a Secret.
# +structType=atomic
@dataclass
class SecretKeySelector:
    # The key of the secret to select from.  Must be a valid secret key.
    key: str = field(default="", metadata={"json": "key"})
    # Name of the referent. This field is effectively required, but due to backwards compatibility is allowed to be empty. Instances of this type with an empty value here are almost certainly wrong. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/names/#names
    # +optional
    name: str = field(default="", metadata={"json": "name"})
    # Specify whether the Secret or its key must be defined
    # +optional
    optional: Optional[bool] = field(
        default=None, metadata={"json": "optional,omitempty"}
    )


# SecretList is a list of Secret.
# +defaultgen:schema={"x-kubernetes-group-version-kind": [{"group": "", "kind": "SecretList", "version": "v1"}]}
@dataclass
class SecretList:
    # APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources
    # +optional
    api_version: Optional[str] = field(
        default=None, metadata={"json": "apiVersion,omitempty"}
    )
    # Items is a list of secret objects. More info: https://kubernetes.io/docs/concepts/configuration/secret
    # +required
    items: Optional[list[Secret]] = field(
        default=None, metadata={"json": "items,omitempty"}
    )
    # Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds
    # +optional
    kind: Optional[str] = field(default=None, metadata={"json": "kind,omitempty"})
    # Standard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds
    # +optional
    metadata: ListMeta = field(default_factory=ListMeta, metadata={"json": "metadata"})


# Adapts a secret into a projected volume.
#
# The contents of the target Secret's Data field will be presented in a projected volume as files using the keys in the Data field as the file names. Note that this is identical to a secret volume source without the default mode.
@dataclass
class SecretProjection:
    # items if unspecified, each key-value pair in the Data field of the referenced Secret will be projected into the volume as a file whose name is the key and content is the value. If specified, the listed keys will be projected into the specified paths, and unlisted keys will not be present. If a key is specified which is not present in the Secret, the volume setup will error unless it is marked optional. Paths must be relative and may not contain the '..' path or start with '..'.
    # +optional
    # +listType=atomic
    items: Optional[list[KeyToPath]] = field(
        default=None, metadata={"json": "items,omitempty"}
    )
    # Name of the referent. This field is effectively required, but due to backwards compatibility is allowed to be empty. Instances of this type with an empty value here are almost certainly wrong. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/names/#names
    # +optional
    name: str = field(default="", metadata={"json": "name"})
    # optional field specify whether the Secret or its key must be defined
    # +optional
    optional: Optional[bool] = field(
        default=None, metadata={"json": "optional,omitempty"}
    )


# SecretReference represents a Secret Reference. It has enough information to retrieve secret in any namespace
# +structType=atomic
@dataclass
class SecretReference:
    # name is unique within a namespace to reference a secret resource.
    # +optional
    name: Optional[str] = field(default=None, metadata={"json": "name,omitempty"})
    # namespace defines the space within which the secret name must be unique.
    # +optional
    namespace: Optional[str] = field(
        default=None, metadata={"json": "namespace,omitempty"}
    )


# Adapts a Secret into a volume.
#
# The contents of the target Secret's Data field will be presented in a volume as files using the keys in the Data field as the file names. Secret volumes support ownership management and SELinux relabeling.
@dataclass
class SecretVolumeSource:
    # defaultMode is Optional: mode bits used to set permissions on created files by default. Must be an octal value between 0000 and 0777 or a decimal value between 0 and 511. YAML accepts both octal and decimal values, JSON requires decimal values for mode bits. Defaults to 0644. Directories within the path are not affected by this setting. This might be in conflict with other options that affect the file mode, like fsGroup, and the result can be other mode bits set.
    # +optional
    # +kubebuilder:validation:Format=int32
    default_mode: Optional[int] = field(
        default=None, metadata={"json": "defaultMode,omitempty"}
    )
    # items If unspecified, each key-value pair in the Data field of the referenced Secret will be projected into the volume as a file whose name is the key and content is the value. If specified, the listed keys will be projected into the specified paths, and unlisted keys will not be present. If a key is specified which is not present in the Secret, the volume setup will error unless it is marked optional. Paths must be relative and may not contain the '..' path or start with '..'.
    # +optional
    # +listType=atomic
    items: Optional[list[KeyToPath]] = field(
        default=None, metadata={"json": "items,omitempty"}
    )
    # optional field specify whether the Secret or its keys must be defined
    # +optional
    optional: Optional[bool] = field(
        default=None, metadata={"json": "optional,omitempty"}
    )
    # secretName is the name of the secret in the pod's namespace to use. More info: https://kubernetes.io/docs/concepts/storage/volumes#secret
    # +optional
    secret_name: Optional[str] = field(
        default=None, metadata={"json": "secretName,omitempty"}
    )


# SecurityContext holds security configuration that will be applied to a container. Some fields are present in both SecurityContext and PodSecurityContext.  When both are set, the values in SecurityContext take precedence.
@dataclass
class SecurityContext:
    # AllowPrivilegeEscalation controls whether a process can gain more privileges than its parent process. This bool directly controls if the no_new_privs flag will be set on the container process. AllowPrivilegeEscalation is true always when the container is: 1) run as Privileged 2) has CAP_SYS_ADMIN Note that this field cannot be set when spec.os.name is windows.
    # +optional
    allow_privilege_escalation: Optional[bool] = field(
        default=None, metadata={"json": "allowPrivilegeEscalation,omitempty"}
    )
    # appArmorProfile is the AppArmor options to use by this container. If set, this profile overrides the pod's appArmorProfile. Note that this field cannot be set when spec.os.name is windows.
    # +optional
    app_armor_profile: Optional[AppArmorProfile] = field(
        default=None, metadata={"json": "appArmorProfile,omitempty"}
    )
    # The capabilities to add/drop when running containers. Defaults to the default set of capabilities granted by the container runtime. Note that this field cannot be set when spec.os.name is windows.
    # +optional
    capabilities: Optional[Capabilities] = field(
        default=None, metadata={"json": "capabilities,omitempty"}
    )
    # Run container in privileged mode. Processes in privileged containers are essentially equivalent to root on the host. Defaults to false. Note that this field cannot be set when spec.os.name is windows.
    # +optional
    privileged: Optional[bool] = field(
        default=None, metadata={"json": "privileged,omitempty"}
    )
    # procMount denotes the type of proc mount to use for the containers. The default value is Default which uses the container runtime defaults for readonly paths and masked paths. This requires the ProcMountType feature flag to be enabled. Note that this field cannot be set when spec.os.name is windows.
    # +optional
    proc_mount: Optional[str] = field(
        default=None, metadata={"json": "procMount,omitempty"}
    )
    # Whether this container has a read-only root filesystem. Default is false. Note that this field cannot be set when spec.os.name is windows.
    # +optional
    read_only_root_filesystem: Optional[bool] = field(
        default=None, metadata={"json": "readOnlyRootFilesystem,omitempty"}
    )
    # The GID to run the entrypoint of the container process. Uses runtime default if unset. May also be set in PodSecurityContext.  If set in both SecurityContext and PodSecurityContext, the value specified in SecurityContext takes precedence. Note that this field cannot be set when spec.os.name is windows.
    # +optional
    # +kubebuilder:validation:Format=int64
    run_as_group: Optional[int] = field(
        default=None, metadata={"json": "runAsGroup,omitempty"}
    )
    # Indicates that the container must run as a non-root user. If true, the Kubelet will validate the image at runtime to ensure that it does not run as UID 0 (root) and fail to start the container if it does. If unset or false, no such validation will be performed. May also be set in PodSecurityContext.  If set in both SecurityContext and PodSecurityContext, the value specified in SecurityContext takes precedence.
    # +optional
    run_as_non_root: Optional[bool] = field(
        default=None, metadata={"json": "runAsNonRoot,omitempty"}
    )
    # The UID to run the entrypoint of the container process. Defaults to user specified in image metadata if unspecified. May also be set in PodSecurityContext.  If set in both SecurityContext and PodSecurityContext, the value specified in SecurityContext takes precedence. Note that this field cannot be set when spec.os.name is windows.
    # +optional
    # +kubebuilder:validation:Format=int64
    run_as_user: Optional[int] = field(
        default=None, metadata={"json": "runAsUser,omitempty"}
    )
    # The SELinux context to be applied to the container. If unspecified, the container runtime will allocate a random SELinux context for each container.  May also be set in PodSecurityContext.  If set in both SecurityContext and PodSecurityContext, the value specified in SecurityContext takes precedence. Note that this field cannot be set when spec.os.name is windows.
    # +optional
    se_linux_options: Optional[SELinuxOptions] = field(
        default=None, metadata={"json": "seLinuxOptions,omitempty"}
    )
    # The seccomp options to use by this container. If seccomp options are provided at both the pod & container level, the container options override the pod options. Note that this field cannot be set when spec.os.name is windows.
    # +optional
    seccomp_profile: Optional[SeccompProfile] = field(
        default=None, metadata={"json": "seccompProfile,omitempty"}
    )
    # The Windows specific settings applied to all containers. If unspecified, the options from the PodSecurityContext will be used. If set in both SecurityContext and PodSecurityContext, the value specified in SecurityContext takes precedence. Note that this field cannot be set when spec.os.name is linux.
    # +optional
    windows_options: Optional[WindowsSecurityContextOptions] = field(
        default=None, metadata={"json": "windowsOptions,omitempty"}
    )


# ServiceSpec describes the attributes that a user creates on a service.
@dataclass
class ServiceSpec:
    # allocateLoadBalancerNodePorts defines if NodePorts will be automatically allocated for services with type LoadBalancer.  Default is "true". It may be set to "false" if the cluster load-balancer does not rely on NodePorts.  If the caller requests specific NodePorts (by specifying a value), those requests will be respected, regardless of this field. This field may only be set for services with type LoadBalancer and will be cleared if the type is changed to any other type.
    # +optional
    allocate_load_balancer_node_ports: Optional[bool] = field(
        default=None, metadata={"json": "allocateLoadBalancerNodePorts,omitempty"}
    )
    # clusterIP is the IP address of the service and is usually assigned randomly. If an address is specified manually, is in-range (as per system configuration), and is not in use, it will be allocated to the service; otherwise creation of the service will fail. This field may not be changed through updates unless the type field is also being changed to ExternalName (which requires this field to be blank) or the type field is being changed from ExternalName (in which case this field may optionally be specified, as describe above).  Valid values are "None", empty string (""), or a valid IP address. Setting this to "None" makes a "headless service" (no virtual IP), which is useful when direct endpoint connections are preferred and proxying is not required.  Only applies to types ClusterIP, NodePort, and LoadBalancer. If this field is specified when creating a Service of type ExternalName, creation will fail. This field will be wiped when updating a Service to type ExternalName. More info: https://kubernetes.io/docs/concepts/services-networking/service/#virtual-ips-and-service-proxies
    # +optional
    cluster_ip: Optional[str] = field(
        default=None, metadata={"json": "clusterIP,omitempty"}
    )
    # ClusterIPs is a list of IP addresses assigned to this service, and are usually assigned randomly.  If an address is specified manually, is in-range (as per system configuration), and is not in use, it will be allocated to the service; otherwise creation of the service will fail. This field may not be changed through updates unless the type field is also being changed to ExternalName (which requires this field to be empty) or the type field is being changed from ExternalName (in which case this field may optionally be specified, as describe above).  Valid values are "None", empty string (""), or a valid IP address.  Setting this to "None" makes a "headless service" (no virtual IP), which is useful when direct endpoint connections are preferred and proxying is not required.  Only applies to types ClusterIP, NodePort, and LoadBalancer. If this field is specified when creating a Service of type ExternalName, creation will fail. This field will be wiped when updating a Service to type ExternalName.  If this field is not specified, it will be initialized from the clusterIP field.  If this field is specified, clients must ensure that clusterIPs[0] and clusterIP have the same value.
    #
    # This field may hold a maximum of two entries (dual-stack IPs, in either order). These IPs must correspond to the values of the ipFamilies field. Both clusterIPs and ipFamilies are governed by the ipFamilyPolicy field. More info: https://kubernetes.io/docs/concepts/services-networking/service/#virtual-ips-and-service-proxies
    # +optional
    # +listType=atomic
    cluster_i_ps: Optional[list[str]] = field(
        default=None, metadata={"json": "clusterIPs,omitempty"}
    )
    # externalIPs is a list of IP addresses for which nodes in the cluster will also accept traffic for this service.  These IPs are not managed by Kubernetes.  The user is responsible for ensuring that traffic arrives at a node with this IP.  A common example is external load-balancers that are not part of the Kubernetes system.
    # +optional
    # +listType=atomic
    external_i_ps: Optional[list[str]] = field(
        default=None, metadata={"json": "externalIPs,omitempty"}
    )
    # externalName is the external reference that discovery mechanisms will return as an alias for this service (e.g. a DNS CNAME record). No proxying will be involved.  Must be a lowercase RFC-1123 hostname (https://tools.ietf.org/html/rfc1123) and requires `type` to be "ExternalName".
    # +optional
    external_name: Optional[str] = field(
        default=None, metadata={"json": "externalName,omitempty"}
    )
    # externalTrafficPolicy describes how nodes distribute service traffic they receive on one of the Service's "externally-facing" addresses (NodePorts, ExternalIPs, and LoadBalancer IPs). If set to "Local", the proxy will configure the service in a way that assumes that external load balancers will take care of balancing the service traffic between nodes, and so each node will deliver traffic only to the node-local endpoints of the service, without masquerading the client source IP. (Traffic mistakenly sent to a node with no endpoints will be dropped.) The default value, "Cluster", uses the standard behavior of routing to all endpoints evenly (possibly modified by topology and other features). Note that traffic sent to an External IP or LoadBalancer IP from within the cluster will always get "Cluster" semantics, but clients sending to a NodePort from within the cluster may need to take traffic policy into account when picking a node.
    # +optional
    external_traffic_policy: Optional[str] = field(
        default=None, metadata={"json": "externalTrafficPolicy,omitempty"}
    )
    # healthCheckNodePort specifies the healthcheck nodePort for the service. This only applies when type is set to LoadBalancer and externalTrafficPolicy is set to Local. If a value is specified, is in-range, and is not in use, it will be used.  If not specified, a value will be automatically allocated.  External systems (e.g. load-balancers) can use this port to determine if a given node holds endpoints for this service or not.  If this field is specified when creating a Service which does not need it, creation will fail. This field will be wiped when updating a Service to no longer need it (e.g. changing type). This field cannot be updated once set.
    # +optional
    # +kubebuilder:validation:Format=int32
    health_check_node_port: Optional[int] = field(
        default=None, metadata={"json": "healthCheckNodePort,omitempty"}
    )
    # InternalTrafficPolicy describes how nodes distribute service traffic they receive on the ClusterIP. If set to "Local", the proxy will assume that pods only want to talk to endpoints of the service on the same node as the pod, dropping the traffic if there are no local endpoints. The default value, "Cluster", uses the standard behavior of routing to all endpoints evenly (possibly modified by topology and other features).
    # +optional
    internal_traffic_policy: Optional[str] = field(
        default=None, metadata={"json": "internalTrafficPolicy,omitempty"}
    )
    # IPFamilies is a list of IP families (e.g. IPv4, IPv6) assigned to this service. This field is usually assigned automatically based on cluster configuration and the ipFamilyPolicy field. If this field is specified manually, the requested family is available in the cluster, and ipFamilyPolicy allows it, it will be used; otherwise creation of the service will fail. This field is conditionally mutable: it allows for adding or removing a secondary IP family, but it does not allow changing the primary IP family of the Service. Valid values are "IPv4" and "IPv6".  This field only applies to Services of types ClusterIP, NodePort, and LoadBalancer, and does apply to "headless" services. This field will be wiped when updating a Service to type ExternalName.
    #
    # This field may hold a maximum of two entries (dual-stack families, in either order).  These families must correspond to the values of the clusterIPs field, if specified. Both clusterIPs and ipFamilies are governed by the ipFamilyPolicy field.
    # +optional
    # +listType=atomic
    ip_families: Optional[list[str]] = field(
        default=None, metadata={"json": "ipFamilies,omitempty"}
    )
    # IPFamilyPolicy represents the dual-stack-ness requested or required by this Service. If there is no value provided, then this field will be set to SingleStack. Services can be "SingleStack" (a single IP family), "PreferDualStack" (two IP families on dual-stack configured clusters or a single IP family on single-stack clusters), or "RequireDualStack" (two IP families on dual-stack configured clusters, otherwise fail). The ipFamilies and clusterIPs fields depend on the value of this field. This field will be wiped when updating a service to type ExternalName.
    # +optional
    ip_family_policy: Optional[str] = field(
        default=None, metadata={"json": "ipFamilyPolicy,omitempty"}
    )
    # loadBalancerClass is the class of the load balancer implementation this Service belongs to. If specified, the value of this field must be a label-style identifier, with an optional prefix, e.g. "internal-vip" or "example.com/internal-vip". Unprefixed names are reserved for end-users. This field can only be set when the Service type is 'LoadBalancer'. If not set, the default load balancer implementation is used, today this is typically done through the cloud provider integration, but should apply for any default implementation. If set, it is assumed that a load balancer implementation is watching for Services with a matching class. Any default load balancer implementation (e.g. cloud providers) should ignore Services that set this field. This field can only be set when creating or updating a Service to type 'LoadBalancer'. Once set, it can not be changed. This field will be wiped when a service is updated to a non 'LoadBalancer' type.
    # +optional
    load_balancer_class: Optional[str] = field(
        default=None, metadata={"json": "loadBalancerClass,omitempty"}
    )
    # Only applies to Service Type: LoadBalancer. This feature depends on whether the underlying cloud-provider supports specifying the loadBalancerIP when a load balancer is created. This field will be ignored if the cloud-provider does not support the feature. Deprecated: This field was under-specified and its meaning varies across implementations. Using it is non-portable and it may not support dual-stack. Users are encouraged to use implementation-specific annotations when available.
    # +optional
    load_balancer_ip: Optional[str] = field(
        default=None, metadata={"json": "loadBalancerIP,omitempty"}
    )
    # If specified and supported by the platform, this will restrict traffic through the cloud-provider load-balancer will be restricted to the specified client IPs. This field will be ignored if the cloud-provider does not support the feature." More info: https://kubernetes.io/docs/tasks/access-application-cluster/create-external-load-balancer/
    # +optional
    # +listType=atomic
    load_balancer_source_ranges: Optional[list[str]] = field(
        default=None, metadata={"json": "loadBalancerSourceRanges,omitempty"}
    )
    # The list of ports that are exposed by this service. More info: https://kubernetes.io/docs/concepts/services-networking/service/#virtual-ips-and-service-proxies
    # +optional
    # +listMapKey=port
    # +listMapKey=protocol
    # +listType=map
    # +patchMergeKey=port
    # +patchStrategy=merge
    ports: Optional[list[ServicePort]] = field(
        default=None, metadata={"json": "ports,omitempty"}
    )
    # publishNotReadyAddresses indicates that any agent which deals with endpoints for this Service should disregard any indications of ready/not-ready. The primary use case for setting this field is for a StatefulSet's Headless Service to propagate SRV DNS records for its Pods for the purpose of peer discovery. The Kubernetes controllers that generate Endpoints and EndpointSlice resources for Services interpret this to mean that all endpoints are considered "ready" even if the Pods themselves are not. Agents which consume only Kubernetes generated endpoints through the Endpoints or EndpointSlice resources can safely assume this behavior.
    # +optional
    publish_not_ready_addresses: Optional[bool] = field(
        default=None, metadata={"json": "publishNotReadyAddresses,omitempty"}
    )
    # Route service traffic to pods with label keys and values matching this selector. If empty or not present, the service is assumed to have an external process managing its endpoints, which Kubernetes will not modify. Only applies to types ClusterIP, NodePort, and LoadBalancer. Ignored if type is ExternalName. More info: https://kubernetes.io/docs/concepts/services-networking/service/
    # +optional
    # +mapType=atomic
    selector: Optional[dict[str, str]] = field(
        default=None, metadata={"json": "selector,omitempty"}
    )
    # Supports "ClientIP" and "None". Used to maintain session affinity. Enable client IP based session affinity. Must be ClientIP or None. Defaults to None. More info: https://kubernetes.io/docs/concepts/services-networking/service/#virtual-ips-and-service-proxies
    # +optional
    session_affinity: Optional[str] = field(
        default=None, metadata={"json": "sessionAffinity,omitempty"}
    )
    # sessionAffinityConfig contains the configurations of session affinity.
    # +optional
    session_affinity_config: Optional[SessionAffinityConfig] = field(
        default=None, metadata={"json": "sessionAffinityConfig,omitempty"}
    )
    # TrafficDistribution offers a way to express preferences for how traffic is distributed to Service endpoints. Implementations can use this field as a hint, but are not required to guarantee strict adherence. If the field is not set, the implementation will apply its default routing strategy. If set to "PreferClose", implementations should prioritize endpoints that are in the same zone.
    # +optional
    traffic_distribution: Optional[str] = field(
        default=None, metadata={"json": "trafficDistribution,omitempty"}
    )
    # type determines how the Service is exposed. Defaults to ClusterIP. Valid options are ExternalName, ClusterIP, NodePort, and LoadBalancer. "ClusterIP" allocates a cluster-internal IP address for load-balancing to endpoints. Endpoints are determined by the selector or if that is not specified, by manual construction of an Endpoints object or EndpointSlice objects. If clusterIP is "None", no virtual IP is allocated and the endpoints are published as a set of endpoints rather than a virtual IP. "NodePort" builds on ClusterIP and allocates a port on every node which routes to the same endpoints as the clusterIP. "LoadBalancer" builds on NodePort and creates an external load-balancer (if supported in the current cloud) which routes to the same endpoints as the clusterIP. "ExternalName" aliases this service to the specified externalName. Several other fields do not apply to ExternalName services. More info: https://kubernetes.io/docs/concepts/services-networking/service/#publishing-services-service-types
    # +optional
    type: Optional[str] = field(default=None, metadata={"json": "type,omitempty"})


# ServiceStatus represents the current status of a service.
@dataclass
class ServiceStatus:
    # Current service state
    # +optional
    # +listMapKey=type
    # +listType=map
    # +patchMergeKey=type
    # +patchStrategy=merge
    conditions: Optional[list[Condition]] = field(
        default=None, metadata={"json": "conditions,omitempty"}
    )
    # LoadBalancer contains the current status of the load-balancer, if one is present.
    # +optional
    load_balancer: LoadBalancerStatus = field(
        default_factory=LoadBalancerStatus, metadata={"json": "loadBalancer"}
    )


# Service is a named abstraction of software service (for example, mysql) consisting of local port (for example 3306) that the proxy listens on, and the selector that determines which pods will answer requests sent through the proxy.
# +defaultgen:schema={"x-kubernetes-group-version-kind": [{"group": "", "kind": "Service", "version": "v1"}]}
@dataclass
class Service:
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
    # Spec defines the behavior of a service. https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
    # +optional
    spec: ServiceSpec = field(default_factory=ServiceSpec, metadata={"json": "spec"})
    # Most recently observed status of the service. Populated by the system. Read-only. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
    # +optional
    status: ServiceStatus = field(
        default_factory=ServiceStatus, metadata={"json": "status"}
    )


# ServiceAccount binds together: * a name, understood by users, and perhaps by peripheral systems, for an identity * a principal that can be authenticated and authorized * a set of secrets
# +defaultgen:schema={"x-kubernetes-group-version-kind": [{"group": "", "kind": "ServiceAccount", "version": "v1"}]}
@dataclass
class ServiceAccount:
    # APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources
    # +optional
    api_version: Optional[str] = field(
        default=None, metadata={"json": "apiVersion,omitempty"}
    )
    # AutomountServiceAccountToken indicates whether pods running as this service account should have an API token automatically mounted. Can be overridden at the pod level.
    # +optional
    automount_service_account_token: Optional[bool] = field(
        default=None, metadata={"json": "automountServiceAccountToken,omitempty"}
    )
    # ImagePullSecrets is a list of references to secrets in the same namespace to use for pulling any images in pods that reference this ServiceAccount. ImagePullSecrets are distinct from Secrets because Secrets can be mounted in the pod, but ImagePullSecrets are only accessed by the kubelet. More info: https://kubernetes.io/docs/concepts/containers/images/#specifying-imagepullsecrets-on-a-pod
    # +optional
    # +listType=atomic
    image_pull_secrets: Optional[list[LocalObjectReference]] = field(
        default=None, metadata={"json": "imagePullSecrets,omitempty"}
    )
    # Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds
    # +optional
    kind: Optional[str] = field(default=None, metadata={"json": "kind,omitempty"})
    # Standard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
    # +optional
    metadata: ObjectMeta = field(
        default_factory=ObjectMeta, metadata={"json": "metadata"}
    )
    # Secrets is a list of the secrets in the same namespace that pods running using this ServiceAccount are allowed to use. Pods are only limited to this list if this service account has a "kubernetes.io/enforce-mountable-secrets" annotation set to "true". The "kubernetes.io/enforce-mountable-secrets" annotation is deprecated since v1.32. Prefer separate namespaces to isolate access to mounted secrets. This field should not be used to find auto-generated service account token secrets for use outside of pods. Instead, tokens can be requested directly using the TokenRequest API, or service account token secrets can be manually created. More info: https://kubernetes.io/docs/concepts/configuration/secret
    # +optional
    # defaultgen: ignore[DG306] a list-map key optional as Kubernetes publishes it
    # +listMapKey=name
    # +listType=map
    # +patchMergeKey=name
    # +patchStrategy=merge
    secrets: Optional[list[ObjectReference]] = field(
        default=None, metadata={"json": "secrets,omitempty"}
    )


# ServiceAccountList is a list of ServiceAccount objects
# +defaultgen:schema={"x-kubernetes-group-version-kind": [{"group": "", "kind": "ServiceAccountList", "version": "v1"}]}
@dataclass
class ServiceAccountList:
    # APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources
    # +optional
    api_version: Optional[str] = field(
        default=None, metadata={"json": "apiVersion,omitempty"}
    )
    # List of ServiceAccounts. More info: https://kubernetes.io/docs/tasks/configure-pod-container/configure-service-account/
    # +required
    items: Optional[list[ServiceAccount]] = field(
        default=None, metadata={"json": "items,omitempty"}
    )
    # Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds
    # +optional
    kind: Optional[str] = field(default=None, metadata={"json": "kind,omitempty"})
    # Standard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds
    # +optional
    metadata: ListMeta = field(default_factory=ListMeta, metadata={"json": "metadata"})


# ServiceAccountTokenProjection represents a projected service account token volume. This projection can be used to insert a service account token into the pods runtime filesystem for use against APIs (Kubernetes API Server or otherwise).
@dataclass
class ServiceAccountTokenProjection:
    # audience is the intended audience of the token. A recipient of a token must identify itself with an identifier specified in the audience of the token, and otherwise should reject the token. The audience defaults to the identifier of the apiserver.
    # +optional
    audience: Optional[str] = field(
        default=None, metadata={"json": "audience,omitempty"}
    )
    # expirationSeconds is the requested duration of validity of the service account token. As the token approaches expiration, the kubelet volume plugin will proactively rotate the service account token. The kubelet will start trying to rotate the token if the token is older than 80 percent of its time to live or if the token is older than 24 hours.Defaults to 1 hour and must be at least 10 minutes.
    # +optional
    # +kubebuilder:validation:Format=int64
    expiration_seconds: Optional[int] = field(
        default=None, metadata={"json": "expirationSeconds,omitempty"}
    )
    # path is the path relative to the mount point of the file to project the token into.
    path: str = field(default="", metadata={"json": "path"})


# ServiceList holds a list of services.
# +defaultgen:schema={"x-kubernetes-group-version-kind": [{"group": "", "kind": "ServiceList", "version": "v1"}]}
@dataclass
class ServiceList:
    # APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources
    # +optional
    api_version: Optional[str] = field(
        default=None, metadata={"json": "apiVersion,omitempty"}
    )
    # List of services
    # +required
    items: Optional[list[Service]] = field(
        default=None, metadata={"json": "items,omitempty"}
    )
    # Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds
    # +optional
    kind: Optional[str] = field(default=None, metadata={"json": "kind,omitempty"})
    # Standard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds
    # +optional
    metadata: ListMeta = field(default_factory=ListMeta, metadata={"json": "metadata"})


# ServicePort contains information on service's port.
@dataclass
class ServicePort:
    # The application protocol for this port. This is used as a hint for implementations to offer richer behavior for protocols that they understand. This field follows standard Kubernetes label syntax. Valid values are either:
    #
    # * Un-prefixed protocol names - reserved for IANA standard service names (as per RFC-6335 and https://www.iana.org/assignments/service-names).
    #
    # * Kubernetes-defined prefixed names:
    #   * 'kubernetes.io/h2c' - HTTP/2 prior knowledge over cleartext as described in https://www.rfc-editor.org/rfc/rfc9113.html#name-starting-http-2-with-prior-
    #   * 'kubernetes.io/ws'  - WebSocket over cleartext as described in https://www.rfc-editor.org/rfc/rfc6455
    #   * 'kubernetes.io/wss' - WebSocket over TLS as described in https://www.rfc-editor.org/rfc/rfc6455
    #
    # * Other protocols should use implementation-defined prefixed names such as mycompany.com/my-custom-protocol.
    # +optional
    app_protocol: Optional[str] = field(
        default=None, metadata={"json": "appProtocol,omitempty"}
    )
    # The name of this port within the service. This must be a DNS_LABEL. All ports within a ServiceSpec must have unique names. When considering the endpoints for a Service, this must match the 'name' field in the EndpointPort. Optional if only one ServicePort is defined on this service.
    # +optional
    name: Optional[str] = field(default=None, metadata={"json": "name,omitempty"})
    # The port on each node on which this service is exposed when type is NodePort or LoadBalancer.  Usually assigned by the system. If a value is specified, in-range, and not in use it will be used, otherwise the operation will fail.  If not specified, a port will be allocated if this Service requires one.  If this field is specified when creating a Service which does not need it, creation will fail. This field will be wiped when updating a Service to no longer need it (e.g. changing type from NodePort to ClusterIP). More info: https://kubernetes.io/docs/concepts/services-networking/service/#type-nodeport
    # +optional
    # +kubebuilder:validation:Format=int32
    node_port: Optional[int] = field(
        default=None, metadata={"json": "nodePort,omitempty"}
    )
    # The port that will be exposed by this service.
    # +kubebuilder:validation:Format=int32
    port: int = field(default=0, metadata={"json": "port"})
    # The IP protocol for this port. Supports "TCP", "UDP", and "SCTP". Default is TCP.
    # +optional
    # +default="TCP"
    protocol: Optional[str] = field(
        default=None, metadata={"json": "protocol,omitempty"}
    )
    # Number or name of the port to access on the pods targeted by the service. Number must be in the range 1 to 65535. Name must be an IANA_SVC_NAME. If this is a string, it will be looked up as a named port in the target Pod's container ports. If this is not specified, the value of the 'port' field is used (an identity map). This field is ignored for services with clusterIP=None, and should be omitted or set equal to the 'port' field. More info: https://kubernetes.io/docs/concepts/services-networking/service/#defining-a-service
    # +optional
    target_port: Optional[IntOrString] = field(
        default=None, metadata={"json": "targetPort,omitempty"}
    )


# SessionAffinityConfig represents the configurations of session affinity.
@dataclass
class SessionAffinityConfig:
    # clientIP contains the configurations of Client IP based session affinity.
    # +optional
    client_ip: Optional[ClientIPConfig] = field(
        default=None, metadata={"json": "clientIP,omitempty"}
    )


# SleepAction describes a "sleep" action.
@dataclass
class SleepAction:
    # Seconds is the number of seconds to sleep.
    # +kubebuilder:validation:Format=int64
    seconds: int = field(default=0, metadata={"json": "seconds"})


# Represents a StorageOS persistent volume resource.
@dataclass
class StorageOSPersistentVolumeSource:
    # fsType is the filesystem type to mount. Must be a filesystem type supported by the host operating system. Ex. "ext4", "xfs", "ntfs". Implicitly inferred to be "ext4" if unspecified.
    # +optional
    fs_type: Optional[str] = field(default=None, metadata={"json": "fsType,omitempty"})
    # readOnly defaults to false (read/write). ReadOnly here will force the ReadOnly setting in VolumeMounts.
    # +optional
    read_only: Optional[bool] = field(
        default=None, metadata={"json": "readOnly,omitempty"}
    )
    # secretRef specifies the secret to use for obtaining the StorageOS API credentials.  If not specified, default values will be attempted.
    # +optional
    secret_ref: Optional[ObjectReference] = field(
        default=None, metadata={"json": "secretRef,omitempty"}
    )
    # volumeName is the human-readable name of the StorageOS volume.  Volume names are only unique within a namespace.
    # +optional
    volume_name: Optional[str] = field(
        default=None, metadata={"json": "volumeName,omitempty"}
    )
    # volumeNamespace specifies the scope of the volume within StorageOS.  If no namespace is specified then the Pod's namespace will be used.  This allows the Kubernetes name scoping to be mirrored within StorageOS for tighter integration. Set VolumeName to any name to override the default behaviour. Set to "default" if you are not using namespaces within StorageOS. Namespaces that do not pre-exist within StorageOS will be created.
    # +optional
    volume_namespace: Optional[str] = field(
        default=None, metadata={"json": "volumeNamespace,omitempty"}
    )


# Represents a StorageOS persistent volume resource.
@dataclass
class StorageOSVolumeSource:
    # fsType is the filesystem type to mount. Must be a filesystem type supported by the host operating system. Ex. "ext4", "xfs", "ntfs". Implicitly inferred to be "ext4" if unspecified.
    # +optional
    fs_type: Optional[str] = field(default=None, metadata={"json": "fsType,omitempty"})
    # readOnly defaults to false (read/write). ReadOnly here will force the ReadOnly setting in VolumeMounts.
    # +optional
    read_only: Optional[bool] = field(
        default=None, metadata={"json": "readOnly,omitempty"}
    )
    # secretRef specifies the secret to use for obtaining the StorageOS API credentials.  If not specified, default values will be attempted.
    # +optional
    secret_ref: Optional[LocalObjectReference] = field(
        default=None, metadata={"json": "secretRef,omitempty"}
    )
    # volumeName is the human-readable name of the StorageOS volume.  Volume names are only unique within a namespace.
    # +optional
    volume_name: Optional[str] = field(
        default=None, metadata={"json": "volumeName,omitempty"}
    )
    # volumeNamespace specifies the scope of the volume within StorageOS.  If no namespace is specified then the Pod's namespace will be used.  This allows the Kubernetes name scoping to be mirrored within StorageOS for tighter integration. Set VolumeName to any name to override the default behaviour. Set to "default" if you are not using namespaces within StorageOS. Namespaces that do not pre-exist within StorageOS will be created.
    # +optional
    volume_namespace: Optional[str] = field(
        default=None, metadata={"json": "volumeNamespace,omitempty"}
    )


# Sysctl defines a kernel parameter to be set
@dataclass
class Sysctl:
    # Name of a property to set
    name: str = field(default="", metadata={"json": "name"})
    # Value of a property to set
    value: str = field(default="", metadata={"json": "value"})


# TCPSocketAction describes an action based on opening a socket
@dataclass
class TCPSocketAction:
    # Optional: Host name to connect to, defaults to the pod IP.
    # +optional
    host: Optional[str] = field(default=None, metadata={"json": "host,omitempty"})
    # Number or name of the port to access on the container. Number must be in the range 1 to 65535. Name must be an IANA_SVC_NAME.
    # +required
    port: Optional[IntOrString] = field(
        default=None, metadata={"json": "port,omitempty"}
    )


# The node this Taint is attached to has the "effect" on any pod that does not tolerate the Taint.
@dataclass
class Taint:
    # Required. The effect of the taint on pods that do not tolerate the taint. Valid effects are NoSchedule, PreferNoSchedule and NoExecute.
    effect: str = field(default="", metadata={"json": "effect"})
    # Required. The taint key to be applied to a node.
    key: str = field(default="", metadata={"json": "key"})
    # TimeAdded represents the time at which the taint was added.
    # +optional
    time_added: Optional[Time] = field(
        default=None, metadata={"json": "timeAdded,omitempty"}
    )
    # The taint value corresponding to the taint key.
    # +optional
    value: Optional[str] = field(default=None, metadata={"json": "value,omitempty"})


# The pod this Toleration is attached to tolerates any taint that matches the triple <key,value,effect> using the matching operator <operator>.
@dataclass
class Toleration:
    # Effect indicates the taint effect to match. Empty means match all taint effects. When specified, allowed values are NoSchedule, PreferNoSchedule and NoExecute.
    # +optional
    effect: Optional[str] = field(default=None, metadata={"json": "effect,omitempty"})
    # Key is the taint key that the toleration applies to. Empty means match all taint keys. If the key is empty, operator must be Exists; this combination means to match all values and all keys.
    # +optional
    key: Optional[str] = field(default=None, metadata={"json": "key,omitempty"})
    # Operator represents a key's relationship to the value. Valid operators are Exists, Equal, Lt, and Gt. Defaults to Equal. Exists is equivalent to wildcard for value, so that a pod can tolerate all taints of a particular category. Lt and Gt perform numeric comparisons (requires feature gate TaintTolerationComparisonOperators).
    # +optional
    operator: Optional[str] = field(
        default=None, metadata={"json": "operator,omitempty"}
    )
    # TolerationSeconds represents the period of time the toleration (which must be of effect NoExecute, otherwise this field is ignored) tolerates the taint. By default, it is not set, which means tolerate the taint forever (do not evict). Zero and negative values will be treated as 0 (evict immediately) by the system.
    # +optional
    # +kubebuilder:validation:Format=int64
    toleration_seconds: Optional[int] = field(
        default=None, metadata={"json": "tolerationSeconds,omitempty"}
    )
    # Value is the taint value the toleration matches to. If the operator is Exists, the value should be empty, otherwise just a regular string.
    # +optional
    value: Optional[str] = field(default=None, metadata={"json": "value,omitempty"})


# TopologySpreadConstraint specifies how to spread matching pods among the given topology.
@dataclass
class TopologySpreadConstraint:
    # LabelSelector is used to find matching pods. Pods that match this label selector are counted to determine the number of pods in their corresponding topology domain.
    # +optional
    label_selector: Optional[LabelSelector] = field(
        default=None, metadata={"json": "labelSelector,omitempty"}
    )
    # MatchLabelKeys is a set of pod label keys to select the pods over which spreading will be calculated. The keys are used to lookup values from the incoming pod labels, those key-value labels are ANDed with labelSelector to select the group of existing pods over which spreading will be calculated for the incoming pod. The same key is forbidden to exist in both MatchLabelKeys and LabelSelector. MatchLabelKeys cannot be set when LabelSelector isn't set. Keys that don't exist in the incoming pod labels will be ignored. A null or empty list means only match against labelSelector.
    #
    # This is a beta field and requires the MatchLabelKeysInPodTopologySpread feature gate to be enabled (enabled by default).
    # +optional
    # +listType=atomic
    match_label_keys: Optional[list[str]] = field(
        default=None, metadata={"json": "matchLabelKeys,omitempty"}
    )
    # MaxSkew describes the degree to which pods may be unevenly distributed. When `whenUnsatisfiable=DoNotSchedule`, it is the maximum permitted difference between the number of matching pods in the target topology and the global minimum. The global minimum is the minimum number of matching pods in an eligible domain or zero if the number of eligible domains is less than MinDomains. For example, in a 3-zone cluster, MaxSkew is set to 1, and pods with the same labelSelector spread as 2/2/1: In this case, the global minimum is 1. | zone1 | zone2 | zone3 | |  P P  |  P P  |   P   | - if MaxSkew is 1, incoming pod can only be scheduled to zone3 to become 2/2/2; scheduling it onto zone1(zone2) would make the ActualSkew(3-1) on zone1(zone2) violate MaxSkew(1). - if MaxSkew is 2, incoming pod can be scheduled onto any zone. When `whenUnsatisfiable=ScheduleAnyway`, it is used to give higher precedence to topologies that satisfy it. It's a required field. Default value is 1 and 0 is not allowed.
    # +kubebuilder:validation:Format=int32
    max_skew: int = field(default=0, metadata={"json": "maxSkew"})
    # MinDomains indicates a minimum number of eligible domains. When the number of eligible domains with matching topology keys is less than minDomains, Pod Topology Spread treats "global minimum" as 0, and then the calculation of Skew is performed. And when the number of eligible domains with matching topology keys equals or greater than minDomains, this value has no effect on scheduling. As a result, when the number of eligible domains is less than minDomains, scheduler won't schedule more than maxSkew Pods to those domains. If value is nil, the constraint behaves as if MinDomains is equal to 1. Valid values are integers greater than 0. When value is not nil, WhenUnsatisfiable must be DoNotSchedule.
    #
    # For example, in a 3-zone cluster, MaxSkew is set to 2, MinDomains is set to 5 and pods with the same labelSelector spread as 2/2/2: | zone1 | zone2 | zone3 | |  P P  |  P P  |  P P  | The number of domains is less than 5(MinDomains), so "global minimum" is treated as 0. In this situation, new pod with the same labelSelector cannot be scheduled, because computed skew will be 3(3 - 0) if new Pod is scheduled to any of the three zones, it will violate MaxSkew.
    # +optional
    # +kubebuilder:validation:Format=int32
    min_domains: Optional[int] = field(
        default=None, metadata={"json": "minDomains,omitempty"}
    )
    # NodeAffinityPolicy indicates how we will treat Pod's nodeAffinity/nodeSelector when calculating pod topology spread skew. Options are: - Honor: only nodes matching nodeAffinity/nodeSelector are included in the calculations. - Ignore: nodeAffinity/nodeSelector are ignored. All nodes are included in the calculations.
    #
    # If this value is nil, the behavior is equivalent to the Honor policy.
    # +optional
    node_affinity_policy: Optional[str] = field(
        default=None, metadata={"json": "nodeAffinityPolicy,omitempty"}
    )
    # NodeTaintsPolicy indicates how we will treat node taints when calculating pod topology spread skew. Options are: - Honor: nodes without taints, along with tainted nodes for which the incoming pod has a toleration, are included. - Ignore: node taints are ignored. All nodes are included.
    #
    # If this value is nil, the behavior is equivalent to the Ignore policy.
    # +optional
    node_taints_policy: Optional[str] = field(
        default=None, metadata={"json": "nodeTaintsPolicy,omitempty"}
    )
    # TopologyKey is the key of node labels. Nodes that have a label with this key and identical values are considered to be in the same topology. We consider each <key, value> as a "bucket", and try to put balanced number of pods into each bucket. We define a domain as a particular instance of a topology. Also, we define an eligible domain as a domain whose nodes meet the requirements of nodeAffinityPolicy and nodeTaintsPolicy. e.g. If TopologyKey is "kubernetes.io/hostname", each Node is a domain of that topology. And, if TopologyKey is "topology.kubernetes.io/zone", each zone is a domain of that topology. It's a required field.
    topology_key: str = field(default="", metadata={"json": "topologyKey"})
    # +defaultgen:description="WhenUnsatisfiable indicates how to deal with a pod if it doesn't satisfy the spread constraint. - DoNotSchedule (default) tells the scheduler not to schedule it. - ScheduleAnyway tells the scheduler to schedule the pod in any location,\n  but giving higher precedence to topologies that would help reduce the\n  skew.\nA constraint is considered \"Unsatisfiable\" for an incoming pod if and only if every possible node assignment for that pod would violate \"MaxSkew\" on some topology. For example, in a 3-zone cluster, MaxSkew is set to 1, and pods with the same labelSelector spread as 3/1/1: | zone1 | zone2 | zone3 | | P P P |   P   |   P   | If WhenUnsatisfiable is set to DoNotSchedule, incoming pod can only be scheduled to zone2(zone3) to become 3/2/1(3/1/2) as ActualSkew(2-1) on zone2(zone3) satisfies MaxSkew(1). In other words, the cluster can still be imbalanced, but scheduler won't make it *more* imbalanced. It's a required field."
    when_unsatisfiable: str = field(default="", metadata={"json": "whenUnsatisfiable"})


# TypedLocalObjectReference contains enough information to let you locate the typed referenced object inside the same namespace.
# +structType=atomic
@dataclass
class TypedLocalObjectReference:
    # APIGroup is the group for the resource being referenced. If APIGroup is not specified, the specified Kind must be in the core API group. For any other third-party types, APIGroup is required.
    # +optional
    api_group: Optional[str] = field(
        default=None, metadata={"json": "apiGroup,omitempty"}
    )
    # Kind is the type of resource being referenced
    kind: str = field(default="", metadata={"json": "kind"})
    # Name is the name of resource being referenced
    name: str = field(default="", metadata={"json": "name"})


# TypedObjectReference contains enough information to let you locate the typed referenced object
@dataclass
class TypedObjectReference:
    # APIGroup is the group for the resource being referenced. If APIGroup is not specified, the specified Kind must be in the core API group. For any other third-party types, APIGroup is required.
    # +optional
    api_group: Optional[str] = field(
        default=None, metadata={"json": "apiGroup,omitempty"}
    )
    # Kind is the type of resource being referenced
    kind: str = field(default="", metadata={"json": "kind"})
    # Name is the name of resource being referenced
    name: str = field(default="", metadata={"json": "name"})
    # Namespace is the namespace of resource being referenced Note that when a namespace is specified, a gateway.networking.k8s.io/ReferenceGrant object is required in the referent namespace to allow that namespace's owner to accept the reference. See the ReferenceGrant documentation for details. (Alpha) This field requires the CrossNamespaceVolumeDataSource feature gate to be enabled.
    # +optional
    namespace: Optional[str] = field(
        default=None, metadata={"json": "namespace,omitempty"}
    )


# Volume represents a named volume in a pod that may be accessed by any container in the pod.
@dataclass
class Volume:
    # awsElasticBlockStore represents an AWS Disk resource that is attached to a kubelet's host machine and then exposed to the pod. Deprecated: AWSElasticBlockStore is deprecated. All operations for the in-tree awsElasticBlockStore type are redirected to the ebs.csi.aws.com CSI driver. More info: https://kubernetes.io/docs/concepts/storage/volumes#awselasticblockstore
    # +optional
    aws_elastic_block_store: Optional[AWSElasticBlockStoreVolumeSource] = field(
        default=None, metadata={"json": "awsElasticBlockStore,omitempty"}
    )
    # azureDisk represents an Azure Data Disk mount on the host and bind mount to the pod. Deprecated: AzureDisk is deprecated. All operations for the in-tree azureDisk type are redirected to the disk.csi.azure.com CSI driver.
    # +optional
    azure_disk: Optional[AzureDiskVolumeSource] = field(
        default=None, metadata={"json": "azureDisk,omitempty"}
    )
    # azureFile represents an Azure File Service mount on the host and bind mount to the pod. Deprecated: AzureFile is deprecated. All operations for the in-tree azureFile type are redirected to the file.csi.azure.com CSI driver.
    # +optional
    azure_file: Optional[AzureFileVolumeSource] = field(
        default=None, metadata={"json": "azureFile,omitempty"}
    )
    # cephFS represents a Ceph FS mount on the host that shares a pod's lifetime. Deprecated: CephFS is deprecated and the in-tree cephfs type is no longer supported.
    # +optional
    cephfs: Optional[CephFSVolumeSource] = field(
        default=None, metadata={"json": "cephfs,omitempty"}
    )
    # cinder represents a cinder volume attached and mounted on kubelets host machine. Deprecated: Cinder is deprecated. All operations for the in-tree cinder type are redirected to the cinder.csi.openstack.org CSI driver. More info: https://examples.k8s.io/mysql-cinder-pd/README.md
    # +optional
    cinder: Optional[CinderVolumeSource] = field(
        default=None, metadata={"json": "cinder,omitempty"}
    )
    # configMap represents a configMap that should populate this volume
    # +optional
    config_map: Optional[ConfigMapVolumeSource] = field(
        default=None, metadata={"json": "configMap,omitempty"}
    )
    # csi (Container Storage Interface) represents ephemeral storage that is handled by certain external CSI drivers.
    # +optional
    csi: Optional[CSIVolumeSource] = field(
        default=None, metadata={"json": "csi,omitempty"}
    )
    # downwardAPI represents downward API about the pod that should populate this volume
    # +optional
    downward_api: Optional[DownwardAPIVolumeSource] = field(
        default=None, metadata={"json": "downwardAPI,omitempty"}
    )
    # emptyDir represents a temporary directory that shares a pod's lifetime. More info: https://kubernetes.io/docs/concepts/storage/volumes#emptydir
    # +optional
    empty_dir: Optional[EmptyDirVolumeSource] = field(
        default=None, metadata={"json": "emptyDir,omitempty"}
    )
    # +defaultgen:description="ephemeral represents a volume that is handled by a cluster storage driver. The volume's lifecycle is tied to the pod that defines it - it will be created before the pod starts, and deleted when the pod is removed.\n\nUse this if: a) the volume is only needed while the pod runs, b) features of normal volumes like restoring from snapshot or capacity\n   tracking are needed,\nc) the storage driver is specified through a storage class, and d) the storage driver supports dynamic volume provisioning through\n   a PersistentVolumeClaim (see EphemeralVolumeSource for more\n   information on the connection between this volume type\n   and PersistentVolumeClaim).\n\nUse PersistentVolumeClaim or one of the vendor-specific APIs for volumes that persist for longer than the lifecycle of an individual pod.\n\nUse CSI for light-weight local ephemeral volumes if the CSI driver is meant to be used that way - see the documentation of the driver for more information.\n\nA pod can use both types of ephemeral volumes and persistent volumes at the same time."
    # +optional
    ephemeral: Optional[EphemeralVolumeSource] = field(
        default=None, metadata={"json": "ephemeral,omitempty"}
    )
    # fc represents a Fibre Channel resource that is attached to a kubelet's host machine and then exposed to the pod.
    # +optional
    fc: Optional[FCVolumeSource] = field(
        default=None, metadata={"json": "fc,omitempty"}
    )
    # flexVolume represents a generic volume resource that is provisioned/attached using an exec based plugin. Deprecated: FlexVolume is deprecated. Consider using a CSIDriver instead.
    # +optional
    flex_volume: Optional[FlexVolumeSource] = field(
        default=None, metadata={"json": "flexVolume,omitempty"}
    )
    # flocker represents a Flocker volume attached to a kubelet's host machine. This depends on the Flocker control service being running. Deprecated: Flocker is deprecated and the in-tree flocker type is no longer supported.
    # +optional
    flocker: Optional[FlockerVolumeSource] = field(
        default=None, metadata={"json": "flocker,omitempty"}
    )
    # gcePersistentDisk represents a GCE Disk resource that is attached to a kubelet's host machine and then exposed to the pod. Deprecated: GCEPersistentDisk is deprecated. All operations for the in-tree gcePersistentDisk type are redirected to the pd.csi.storage.gke.io CSI driver. More info: https://kubernetes.io/docs/concepts/storage/volumes#gcepersistentdisk
    # +optional
    gce_persistent_disk: Optional[GCEPersistentDiskVolumeSource] = field(
        default=None, metadata={"json": "gcePersistentDisk,omitempty"}
    )
    # gitRepo represents a git repository at a particular revision. Deprecated: GitRepo is deprecated. To provision a container with a git repo, mount an EmptyDir into an InitContainer that clones the repo using git, then mount the EmptyDir into the Pod's container.
    # +optional
    git_repo: Optional[GitRepoVolumeSource] = field(
        default=None, metadata={"json": "gitRepo,omitempty"}
    )
    # glusterfs represents a Glusterfs mount on the host that shares a pod's lifetime. Deprecated: Glusterfs is deprecated and the in-tree glusterfs type is no longer supported.
    # +optional
    glusterfs: Optional[GlusterfsVolumeSource] = field(
        default=None, metadata={"json": "glusterfs,omitempty"}
    )
    # hostPath represents a pre-existing file or directory on the host machine that is directly exposed to the container. This is generally used for system agents or other privileged things that are allowed to see the host machine. Most containers will NOT need this. More info: https://kubernetes.io/docs/concepts/storage/volumes#hostpath
    # +optional
    host_path: Optional[HostPathVolumeSource] = field(
        default=None, metadata={"json": "hostPath,omitempty"}
    )
    # image represents an OCI object (a container image or artifact) pulled and mounted on the kubelet's host machine. The volume is resolved at pod startup depending on which PullPolicy value is provided:
    #
    # - Always: the kubelet always attempts to pull the reference. Container creation will fail If the pull fails. - Never: the kubelet never pulls the reference and only uses a local image or artifact. Container creation will fail if the reference isn't present. - IfNotPresent: the kubelet pulls if the reference isn't already present on disk. Container creation will fail if the reference isn't present and the pull fails.
    #
    # The volume gets re-resolved if the pod gets deleted and recreated, which means that new remote content will become available on pod recreation. A failure to resolve or pull the image during pod startup will block containers from starting and may add significant latency. Failures will be retried using normal volume backoff and will be reported on the pod reason and message. The types of objects that may be mounted by this volume are defined by the container runtime implementation on a host machine and at minimum must include all valid types supported by the container image field. The OCI object gets mounted in a single directory (spec.containers[*].volumeMounts.mountPath) by merging the manifest layers in the same way as for container images. The volume will be mounted read-only (ro) and non-executable files (noexec). Sub path mounts for containers are not supported (spec.containers[*].volumeMounts.subpath) before 1.33. The field spec.securityContext.fsGroupChangePolicy has no effect on this volume type.
    # +optional
    image: Optional[ImageVolumeSource] = field(
        default=None, metadata={"json": "image,omitempty"}
    )
    # iscsi represents an ISCSI Disk resource that is attached to a kubelet's host machine and then exposed to the pod. More info: https://kubernetes.io/docs/concepts/storage/volumes/#iscsi
    # +optional
    iscsi: Optional[ISCSIVolumeSource] = field(
        default=None, metadata={"json": "iscsi,omitempty"}
    )
    # name of the volume. Must be a DNS_LABEL and unique within the pod. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/names/#names
    name: str = field(default="", metadata={"json": "name"})
    # nfs represents an NFS mount on the host that shares a pod's lifetime More info: https://kubernetes.io/docs/concepts/storage/volumes#nfs
    # +optional
    nfs: Optional[NFSVolumeSource] = field(
        default=None, metadata={"json": "nfs,omitempty"}
    )
    # persistentVolumeClaimVolumeSource represents a reference to a PersistentVolumeClaim in the same namespace. More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#persistentvolumeclaims
    # +optional
    persistent_volume_claim: Optional[PersistentVolumeClaimVolumeSource] = field(
        default=None, metadata={"json": "persistentVolumeClaim,omitempty"}
    )
    # photonPersistentDisk represents a PhotonController persistent disk attached and mounted on kubelets host machine. Deprecated: PhotonPersistentDisk is deprecated and the in-tree photonPersistentDisk type is no longer supported.
    # +optional
    photon_persistent_disk: Optional[PhotonPersistentDiskVolumeSource] = field(
        default=None, metadata={"json": "photonPersistentDisk,omitempty"}
    )
    # portworxVolume represents a portworx volume attached and mounted on kubelets host machine. Deprecated: PortworxVolume is deprecated. All operations for the in-tree portworxVolume type are redirected to the pxd.portworx.com CSI driver when the CSIMigrationPortworx feature-gate is on.
    # +optional
    portworx_volume: Optional[PortworxVolumeSource] = field(
        default=None, metadata={"json": "portworxVolume,omitempty"}
    )
    # projected items for all in one resources secrets, configmaps, and downward API
    # +optional
    projected: Optional[ProjectedVolumeSource] = field(
        default=None, metadata={"json": "projected,omitempty"}
    )
    # quobyte represents a Quobyte mount on the host that shares a pod's lifetime. Deprecated: Quobyte is deprecated and the in-tree quobyte type is no longer supported.
    # +optional
    quobyte: Optional[QuobyteVolumeSource] = field(
        default=None, metadata={"json": "quobyte,omitempty"}
    )
    # rbd represents a Rados Block Device mount on the host that shares a pod's lifetime. Deprecated: RBD is deprecated and the in-tree rbd type is no longer supported.
    # +optional
    rbd: Optional[RBDVolumeSource] = field(
        default=None, metadata={"json": "rbd,omitempty"}
    )
    # scaleIO represents a ScaleIO persistent volume attached and mounted on Kubernetes nodes. Deprecated: ScaleIO is deprecated and the in-tree scaleIO type is no longer supported.
    # +optional
    scale_io: Optional[ScaleIOVolumeSource] = field(
        default=None, metadata={"json": "scaleIO,omitempty"}
    )
    # secret represents a secret that should populate this volume. More info: https://kubernetes.io/docs/concepts/storage/volumes#secret
    # +optional
    secret: Optional[SecretVolumeSource] = field(
        default=None, metadata={"json": "secret,omitempty"}
    )
    # storageOS represents a StorageOS volume attached and mounted on Kubernetes nodes. Deprecated: StorageOS is deprecated and the in-tree storageos type is no longer supported.
    # +optional
    storageos: Optional[StorageOSVolumeSource] = field(
        default=None, metadata={"json": "storageos,omitempty"}
    )
    # vsphereVolume represents a vSphere volume attached and mounted on kubelets host machine. Deprecated: VsphereVolume is deprecated. All operations for the in-tree vsphereVolume type are redirected to the csi.vsphere.vmware.com CSI driver.
    # +optional
    vsphere_volume: Optional[VsphereVirtualDiskVolumeSource] = field(
        default=None, metadata={"json": "vsphereVolume,omitempty"}
    )


# volumeDevice describes a mapping of a raw block device within a container.
@dataclass
class VolumeDevice:
    # devicePath is the path inside of the container that the device will be mapped to.
    device_path: str = field(default="", metadata={"json": "devicePath"})
    # name must match the name of a persistentVolumeClaim in the pod
    name: str = field(default="", metadata={"json": "name"})


# VolumeMount describes a mounting of a Volume within a container.
@dataclass
class VolumeMount:
    # Path within the container at which the volume should be mounted.  Must not contain ':'.
    mount_path: str = field(default="", metadata={"json": "mountPath"})
    # mountPropagation determines how mounts are propagated from the host to container and the other way around. When not set, MountPropagationNone is used. This field is beta in 1.10. When RecursiveReadOnly is set to IfPossible or to Enabled, MountPropagation must be None or unspecified (which defaults to None).
    # +optional
    mount_propagation: Optional[str] = field(
        default=None, metadata={"json": "mountPropagation,omitempty"}
    )
    # This must match the Name of a Volume.
    name: str = field(default="", metadata={"json": "name"})
    # Mounted read-only if true, read-write otherwise (false or unspecified). Defaults to false.
    # +optional
    read_only: Optional[bool] = field(
        default=None, metadata={"json": "readOnly,omitempty"}
    )
    # RecursiveReadOnly specifies whether read-only mounts should be handled recursively.
    #
    # If ReadOnly is false, this field has no meaning and must be unspecified.
    #
    # If ReadOnly is true, and this field is set to Disabled, the mount is not made recursively read-only.  If this field is set to IfPossible, the mount is made recursively read-only, if it is supported by the container runtime.  If this field is set to Enabled, the mount is made recursively read-only if it is supported by the container runtime, otherwise the pod will not be started and an error will be generated to indicate the reason.
    #
    # If this field is set to IfPossible or Enabled, MountPropagation must be set to None (or be unspecified, which defaults to None).
    #
    # If this field is not specified, it is treated as an equivalent of Disabled.
    # +optional
    recursive_read_only: Optional[str] = field(
        default=None, metadata={"json": "recursiveReadOnly,omitempty"}
    )
    # Path within the volume from which the container's volume should be mounted. Defaults to "" (volume's root).
    # +optional
    sub_path: Optional[str] = field(
        default=None, metadata={"json": "subPath,omitempty"}
    )
    # Expanded path within the volume from which the container's volume should be mounted. Behaves similarly to SubPath but environment variable references $(VAR_NAME) are expanded using the container's environment. Defaults to "" (volume's root). SubPathExpr and SubPath are mutually exclusive.
    # +optional
    sub_path_expr: Optional[str] = field(
        default=None, metadata={"json": "subPathExpr,omitempty"}
    )


# VolumeMountStatus shows status of volume mounts.
@dataclass
class VolumeMountStatus:
    # MountPath corresponds to the original VolumeMount.
    mount_path: str = field(default="", metadata={"json": "mountPath"})
    # Name corresponds to the name of the original VolumeMount.
    name: str = field(default="", metadata={"json": "name"})
    # ReadOnly corresponds to the original VolumeMount.
    # +optional
    read_only: Optional[bool] = field(
        default=None, metadata={"json": "readOnly,omitempty"}
    )
    # RecursiveReadOnly must be set to Disabled, Enabled, or unspecified (for non-readonly mounts). An IfPossible value in the original VolumeMount must be translated to Disabled or Enabled, depending on the mount result.
    # +optional
    recursive_read_only: Optional[str] = field(
        default=None, metadata={"json": "recursiveReadOnly,omitempty"}
    )


# VolumeNodeAffinity defines constraints that limit what nodes this volume can be accessed from.
@dataclass
class VolumeNodeAffinity:
    # required specifies hard node constraints that must be met.
    # +optional
    required: Optional[NodeSelector] = field(
        default=None, metadata={"json": "required,omitempty"}
    )


# Projection that may be projected along with other supported volume types. Exactly one of these fields must be set.
@dataclass
class VolumeProjection:
    # ClusterTrustBundle allows a pod to access the `.spec.trustBundle` field of ClusterTrustBundle objects in an auto-updating file.
    #
    # Alpha, gated by the ClusterTrustBundleProjection feature gate.
    #
    # ClusterTrustBundle objects can either be selected by name, or by the combination of signer name and a label selector.
    #
    # Kubelet performs aggressive normalization of the PEM contents written into the pod filesystem.  Esoteric PEM features such as inter-block comments and block headers are stripped.  Certificates are deduplicated. The ordering of certificates within the file is arbitrary, and Kubelet may change the order over time.
    # +optional
    cluster_trust_bundle: Optional[ClusterTrustBundleProjection] = field(
        default=None, metadata={"json": "clusterTrustBundle,omitempty"}
    )
    # configMap information about the configMap data to project
    # +optional
    config_map: Optional[ConfigMapProjection] = field(
        default=None, metadata={"json": "configMap,omitempty"}
    )
    # downwardAPI information about the downwardAPI data to project
    # +optional
    downward_api: Optional[DownwardAPIProjection] = field(
        default=None, metadata={"json": "downwardAPI,omitempty"}
    )
    # Projects an auto-rotating credential bundle (private key and certificate chain) that the pod can use either as a TLS client or server.
    #
    # Kubelet generates a private key and uses it to send a PodCertificateRequest to the named signer.  Once the signer approves the request and issues a certificate chain, Kubelet writes the key and certificate chain to the pod filesystem.  The pod does not start until certificates have been issued for each podCertificate projected volume source in its spec.
    #
    # Kubelet will begin trying to rotate the certificate at the time indicated by the signer using the PodCertificateRequest.Status.BeginRefreshAt timestamp.
    #
    # Kubelet can write a single file, indicated by the credentialBundlePath field, or separate files, indicated by the keyPath and certificateChainPath fields.
    #
    # The credential bundle is a single file in PEM format.  The first PEM entry is the private key (in PKCS#8 format), and the remaining PEM entries are the certificate chain issued by the signer (typically, signers will return their certificate chain in leaf-to-root order).
    #
    # Prefer using the credential bundle format, since your application code can read it atomically.  If you use keyPath and certificateChainPath, your application must make two separate file reads. If these coincide with a certificate rotation, it is possible that the private key and leaf certificate you read may not correspond to each other.  Your application will need to check for this condition, and re-read until they are consistent.
    #
    # The named signer controls chooses the format of the certificate it issues; consult the signer implementation's documentation to learn how to use the certificates it issues.
    # +optional
    pod_certificate: Optional[PodCertificateProjection] = field(
        default=None, metadata={"json": "podCertificate,omitempty"}
    )
    # secret information about the secret data to project
    # +optional
    secret: Optional[SecretProjection] = field(
        default=None, metadata={"json": "secret,omitempty"}
    )
    # serviceAccountToken is information about the serviceAccountToken data to project
    # +optional
    service_account_token: Optional[ServiceAccountTokenProjection] = field(
        default=None, metadata={"json": "serviceAccountToken,omitempty"}
    )


# Represents a vSphere volume resource.
@dataclass
class VsphereVirtualDiskVolumeSource:
    # fsType is filesystem type to mount. Must be a filesystem type supported by the host operating system. Ex. "ext4", "xfs", "ntfs". Implicitly inferred to be "ext4" if unspecified.
    # +optional
    fs_type: Optional[str] = field(default=None, metadata={"json": "fsType,omitempty"})
    # storagePolicyID is the storage Policy Based Management (SPBM) profile ID associated with the StoragePolicyName.
    # +optional
    storage_policy_id: Optional[str] = field(
        default=None, metadata={"json": "storagePolicyID,omitempty"}
    )
    # storagePolicyName is the storage Policy Based Management (SPBM) profile name.
    # +optional
    storage_policy_name: Optional[str] = field(
        default=None, metadata={"json": "storagePolicyName,omitempty"}
    )
    # volumePath is the path that identifies vSphere volume vmdk
    volume_path: str = field(default="", metadata={"json": "volumePath"})


# The weights of all of the matched WeightedPodAffinityTerm fields are added per-node to find the most preferred node(s)
@dataclass
class WeightedPodAffinityTerm:
    # Required. A pod affinity term, associated with the corresponding weight.
    pod_affinity_term: PodAffinityTerm = field(
        default_factory=PodAffinityTerm, metadata={"json": "podAffinityTerm"}
    )
    # weight associated with matching the corresponding podAffinityTerm, in the range 1-100.
    # +kubebuilder:validation:Format=int32
    weight: int = field(default=0, metadata={"json": "weight"})


# WindowsSecurityContextOptions contain Windows-specific options and credentials.
@dataclass
class WindowsSecurityContextOptions:
    # GMSACredentialSpec is where the GMSA admission webhook (https://github.com/kubernetes-sigs/windows-gmsa) inlines the contents of the GMSA credential spec named by the GMSACredentialSpecName field.
    # +optional
    gmsa_credential_spec: Optional[str] = field(
        default=None, metadata={"json": "gmsaCredentialSpec,omitempty"}
    )
    # GMSACredentialSpecName is the name of the GMSA credential spec to use.
    # +optional
    gmsa_credential_spec_name: Optional[str] = field(
        default=None, metadata={"json": "gmsaCredentialSpecName,omitempty"}
    )
    # HostProcess determines if a container should be run as a 'Host Process' container. All of a Pod's containers must have the same effective HostProcess value (it is not allowed to have a mix of HostProcess containers and non-HostProcess containers). In addition, if HostProcess is true then HostNetwork must also be set to true.
    # +optional
    host_process: Optional[bool] = field(
        default=None, metadata={"json": "hostProcess,omitempty"}
    )
    # The UserName in Windows to run the entrypoint of the container process. Defaults to the user specified in image metadata if unspecified. May also be set in PodSecurityContext. If set in both SecurityContext and PodSecurityContext, the value specified in SecurityContext takes precedence.
    # +optional
    run_as_user_name: Optional[str] = field(
        default=None, metadata={"json": "runAsUserName,omitempty"}
    )


# WorkloadReference identifies the Workload object and PodGroup membership that a Pod belongs to. The scheduler uses this information to apply workload-aware scheduling semantics.
@dataclass
class WorkloadReference:
    # Name defines the name of the Workload object this Pod belongs to. Workload must be in the same namespace as the Pod. If it doesn't match any existing Workload, the Pod will remain unschedulable until a Workload object is created and observed by the kube-scheduler. It must be a DNS subdomain.
    name: str = field(default="", metadata={"json": "name"})
    # PodGroup is the name of the PodGroup within the Workload that this Pod belongs to. If it doesn't match any existing PodGroup within the Workload, the Pod will remain unschedulable until the Workload object is recreated and observed by the kube-scheduler. It must be a DNS label.
    pod_group: str = field(default="", metadata={"json": "podGroup"})
    # PodGroupReplicaKey specifies the replica key of the PodGroup to which this Pod belongs. It is used to distinguish pods belonging to different replicas of the same pod group. The pod group policy is applied separately to each replica. When set, it must be a DNS label.
    # +optional
    pod_group_replica_key: Optional[str] = field(
        default=None, metadata={"json": "podGroupReplicaKey,omitempty"}
    )
