# Imported by defaultgen: a new import overwrites this file.
# defaultgen import ../import/crds/flux-source-controller/source.toolkit.fluxcd.io_gitrepositories.yaml
# +defaultgen
# +groupName=source.toolkit.fluxcd.io

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Optional, TypeAlias

# +defaultgen:noItemDefault
StrItem: TypeAlias = str


# GitRepository is the Schema for the gitrepositories API.
# +kubebuilder:object:root=true
# +kubebuilder:resource:path=gitrepositories,shortName=gitrepo,categories=all;fluxcd;fluxcd-sources,singular=gitrepository,scope=Namespaced
# +kubebuilder:subresource:status
# +kubebuilder:metadata:annotations=`controller-gen.kubebuilder.io/version=v0.21.0`
# +kubebuilder:printcolumn:name=URL,type=string,JSONPath=`.spec.url`
# +kubebuilder:printcolumn:name=Age,type=date,JSONPath=`.metadata.creationTimestamp`
# +kubebuilder:printcolumn:name=Ready,type=string,JSONPath=`.status.conditions[?(@.type=="Ready")].status`
# +kubebuilder:printcolumn:name=Status,type=string,JSONPath=`.status.conditions[?(@.type=="Ready")].message`
@dataclass
class GitRepository:
    # APIVersion defines the versioned schema of this representation of an object.\
    # Servers should convert recognized schemas to the latest internal value, and\
    # may reject unrecognized values.\
    # More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources
    # +optional
    api_version: Optional[str] = field(
        default=None, metadata={"json": "apiVersion,omitempty"}
    )
    # Kind is a string value representing the REST resource this object represents.\
    # Servers may infer this from the endpoint the client submits requests to.\
    # Cannot be updated.\
    # In CamelCase.\
    # More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds
    # +optional
    kind: Optional[str] = field(default=None, metadata={"json": "kind,omitempty"})
    # +optional
    metadata: Optional[dict[str, Any]] = field(
        default=None, metadata={"json": "metadata,omitempty"}
    )
    # GitRepositorySpec specifies the required configuration to produce an\
    # Artifact for a Git repository.
    # +optional
    # +kubebuilder:validation:XValidation:rule=`!has(self.serviceAccountName) || (has(self.provider) && (self.provider == 'azure' || self.provider == 'aws'))`,message=`serviceAccountName can only be set when provider is 'azure' or 'aws'`
    spec: Optional[GitRepositorySpec] = field(
        default=None, metadata={"json": "spec,omitempty"}
    )
    # GitRepositoryStatus records the observed state of a Git repository.
    # +optional
    # +default={"observedGeneration": -1}
    status: Optional[GitRepositoryStatus] = field(
        default=None, metadata={"json": "status,omitempty"}
    )


@dataclass
class GitRepositorySpec:
    # Ignore overrides the set of excluded patterns in the .sourceignore format\
    # (which is the same as .gitignore). If not provided, a default will be used,\
    # consult the documentation for your version to find out what those are.
    # +optional
    ignore: Optional[str] = field(default=None, metadata={"json": "ignore,omitempty"})
    # Include specifies a list of GitRepository resources which Artifacts\
    # should be included in the Artifact produced for this GitRepository.
    # +optional
    include: Optional[list[GitRepositorySpecInclude]] = field(
        default=None, metadata={"json": "include,omitempty"}
    )
    # Interval at which the GitRepository URL is checked for updates.\
    # This interval is approximate and may be subject to jitter to ensure\
    # efficient use of resources.
    # +required
    # +kubebuilder:validation:Pattern=`^([0-9]+(\.[0-9]+)?(ms|s|m|h))+$`
    interval: Optional[str] = field(
        default=None, metadata={"json": "interval,omitempty"}
    )
    # Provider used for authentication, can be 'aws', 'azure', 'github', 'generic'.\
    # When not specified, defaults to 'generic'.
    # +optional
    # +kubebuilder:validation:Enum=generic;aws;azure;github
    provider: Optional[str] = field(
        default=None, metadata={"json": "provider,omitempty"}
    )
    # ProxySecretRef specifies the Secret containing the proxy configuration\
    # to use while communicating with the Git server.
    # +optional
    proxy_secret_ref: Optional[GitRepositorySpecProxySecretRef] = field(
        default=None, metadata={"json": "proxySecretRef,omitempty"}
    )
    # RecurseSubmodules enables the initialization of all submodules within\
    # the GitRepository as cloned from the URL, using their default settings.
    # +optional
    recurse_submodules: Optional[bool] = field(
        default=None, metadata={"json": "recurseSubmodules,omitempty"}
    )
    # Reference specifies the Git reference to resolve and monitor for\
    # changes, defaults to the 'master' branch.
    # +optional
    ref: Optional[GitRepositorySpecRef] = field(
        default=None, metadata={"json": "ref,omitempty"}
    )
    # SecretRef specifies the Secret containing authentication credentials for\
    # the GitRepository.\
    # For HTTPS repositories the Secret must contain 'username' and 'password'\
    # fields for basic auth or 'bearerToken' field for token auth.\
    # For SSH repositories the Secret must contain 'identity'\
    # and 'known_hosts' fields.
    # +optional
    secret_ref: Optional[GitRepositorySpecSecretRef] = field(
        default=None, metadata={"json": "secretRef,omitempty"}
    )
    # ServiceAccountName is the name of the Kubernetes ServiceAccount used to\
    # authenticate to the GitRepository. This field is only supported for 'azure' and 'aws' providers.
    # +optional
    service_account_name: Optional[str] = field(
        default=None, metadata={"json": "serviceAccountName,omitempty"}
    )
    # SparseCheckout specifies a list of directories to checkout when cloning\
    # the repository. If specified, only these directories are included in the\
    # Artifact produced for this GitRepository.
    # +optional
    sparse_checkout: Optional[list[StrItem]] = field(
        default=None, metadata={"json": "sparseCheckout,omitempty"}
    )
    # Suspend tells the controller to suspend the reconciliation of this\
    # GitRepository.
    # +optional
    suspend: Optional[bool] = field(
        default=None, metadata={"json": "suspend,omitempty"}
    )
    # Timeout for Git operations like cloning, defaults to 60s.
    # +optional
    # +default="60s"
    # +kubebuilder:validation:Pattern=`^([0-9]+(\.[0-9]+)?(ms|s|m))+$`
    timeout: Optional[str] = field(default=None, metadata={"json": "timeout,omitempty"})
    # URL specifies the Git repository URL, it can be an HTTP/S or SSH address.
    # +required
    # +kubebuilder:validation:Pattern=`^(http|https|ssh)://.*$`
    url: Optional[str] = field(default=None, metadata={"json": "url,omitempty"})
    # Verification specifies the configuration to verify the Git commit\
    # signature(s).
    # +optional
    verify: Optional[GitRepositorySpecVerify] = field(
        default=None, metadata={"json": "verify,omitempty"}
    )


# GitRepositoryInclude specifies a local reference to a GitRepository which\
# Artifact (sub-)contents must be included, and where they should be placed.
# +defaultgen:noItemDefault
@dataclass
class GitRepositorySpecInclude:
    # FromPath specifies the path to copy contents from, defaults to the root\
    # of the Artifact.
    # +optional
    from_path: Optional[str] = field(
        default=None, metadata={"json": "fromPath,omitempty"}
    )
    # GitRepositoryRef specifies the GitRepository which Artifact contents\
    # must be included.
    # +required
    repository: Optional[GitRepositorySpecIncludeRepository] = field(
        default=None, metadata={"json": "repository,omitempty"}
    )
    # ToPath specifies the path to copy contents to, defaults to the name of\
    # the GitRepositoryRef.
    # +optional
    to_path: Optional[str] = field(default=None, metadata={"json": "toPath,omitempty"})


@dataclass
class GitRepositorySpecIncludeRepository:
    # Name of the referent.
    # +required
    name: Optional[str] = field(default=None, metadata={"json": "name,omitempty"})


@dataclass
class GitRepositorySpecProxySecretRef:
    # Name of the referent.
    # +required
    name: Optional[str] = field(default=None, metadata={"json": "name,omitempty"})


@dataclass
class GitRepositorySpecRef:
    # Branch to check out, defaults to 'master' if no other field is defined.
    # +optional
    branch: Optional[str] = field(default=None, metadata={"json": "branch,omitempty"})
    # Commit SHA to check out, takes precedence over all reference fields.
    #
    # This can be combined with Branch to shallow clone the branch, in which\
    # the commit is expected to exist.
    # +optional
    commit: Optional[str] = field(default=None, metadata={"json": "commit,omitempty"})
    # Name of the reference to check out; takes precedence over Branch, Tag and SemVer.
    #
    # It must be a valid Git reference: https://git-scm.com/docs/git-check-ref-format#_description\
    # Examples: "refs/heads/main", "refs/tags/v0.1.0", "refs/pull/420/head", "refs/merge-requests/1/head"
    # +optional
    name: Optional[str] = field(default=None, metadata={"json": "name,omitempty"})
    # SemVer tag expression to check out, takes precedence over Tag.
    # +optional
    semver: Optional[str] = field(default=None, metadata={"json": "semver,omitempty"})
    # Tag to check out, takes precedence over Branch.
    # +optional
    tag: Optional[str] = field(default=None, metadata={"json": "tag,omitempty"})


@dataclass
class GitRepositorySpecSecretRef:
    # Name of the referent.
    # +required
    name: Optional[str] = field(default=None, metadata={"json": "name,omitempty"})


@dataclass
class GitRepositorySpecVerify:
    # Mode specifies which Git object(s) should be verified.
    #
    # The variants "head" and "HEAD" both imply the same thing, i.e. verify\
    # the commit that the HEAD of the Git repository points to. The variant\
    # "head" solely exists to ensure backwards compatibility.
    # +optional
    # +default="HEAD"
    # +kubebuilder:validation:Enum=head;HEAD;Tag;TagAndHEAD
    mode: Optional[str] = field(default=None, metadata={"json": "mode,omitempty"})
    # SecretRef specifies the Secret containing the public keys of trusted Git\
    # authors. PGP public keys must be stored under keys with the .asc suffix,\
    # and SSH public keys must be stored under keys with the .sshpub suffix.
    # +required
    secret_ref: Optional[GitRepositorySpecVerifySecretRef] = field(
        default=None, metadata={"json": "secretRef,omitempty"}
    )


@dataclass
class GitRepositorySpecVerifySecretRef:
    # Name of the referent.
    # +required
    name: Optional[str] = field(default=None, metadata={"json": "name,omitempty"})


@dataclass
class GitRepositoryStatus:
    # Artifact represents the last successful GitRepository reconciliation.
    # +optional
    artifact: Optional[GitRepositoryStatusArtifact] = field(
        default=None, metadata={"json": "artifact,omitempty"}
    )
    # Conditions holds the conditions for the GitRepository.
    # +optional
    conditions: Optional[list[GitRepositoryStatusConditions]] = field(
        default=None, metadata={"json": "conditions,omitempty"}
    )
    # IncludedArtifacts contains a list of the last successfully included\
    # Artifacts as instructed by GitRepositorySpec.Include.
    # +optional
    included_artifacts: Optional[list[GitRepositoryStatusIncludedArtifacts]] = field(
        default=None, metadata={"json": "includedArtifacts,omitempty"}
    )
    # LastHandledReconcileAt holds the value of the most recent\
    # reconcile request value, so a change of the annotation value\
    # can be detected.
    # +optional
    last_handled_reconcile_at: Optional[str] = field(
        default=None, metadata={"json": "lastHandledReconcileAt,omitempty"}
    )
    # ObservedGeneration is the last observed generation of the GitRepository\
    # object.
    # +optional
    # +kubebuilder:validation:Format=int64
    observed_generation: Optional[int] = field(
        default=None, metadata={"json": "observedGeneration,omitempty"}
    )
    # ObservedIgnore is the observed exclusion patterns used for constructing\
    # the source artifact.
    # +optional
    observed_ignore: Optional[str] = field(
        default=None, metadata={"json": "observedIgnore,omitempty"}
    )
    # ObservedInclude is the observed list of GitRepository resources used to\
    # produce the current Artifact.
    # +optional
    observed_include: Optional[list[GitRepositoryStatusObservedInclude]] = field(
        default=None, metadata={"json": "observedInclude,omitempty"}
    )
    # ObservedRecurseSubmodules is the observed resource submodules\
    # configuration used to produce the current Artifact.
    # +optional
    observed_recurse_submodules: Optional[bool] = field(
        default=None, metadata={"json": "observedRecurseSubmodules,omitempty"}
    )
    # ObservedSparseCheckout is the observed list of directories used to\
    # produce the current Artifact.
    # +optional
    observed_sparse_checkout: Optional[list[StrItem]] = field(
        default=None, metadata={"json": "observedSparseCheckout,omitempty"}
    )
    # SourceVerificationMode is the last used verification mode indicating\
    # which Git object(s) have been verified.
    # +optional
    source_verification_mode: Optional[str] = field(
        default=None, metadata={"json": "sourceVerificationMode,omitempty"}
    )


@dataclass
class GitRepositoryStatusArtifact:
    # Digest is the digest of the file in the form of '<algorithm>:<checksum>'.
    # +required
    # +kubebuilder:validation:Pattern=`^[a-z0-9]+(?:[.+_-][a-z0-9]+)*:[a-zA-Z0-9=_-]+$`
    digest: Optional[str] = field(default=None, metadata={"json": "digest,omitempty"})
    # LastUpdateTime is the timestamp corresponding to the last update of the\
    # Artifact.
    # +required
    # +kubebuilder:validation:Format=date-time
    last_update_time: Optional[str] = field(
        default=None, metadata={"json": "lastUpdateTime,omitempty"}
    )
    # Metadata holds upstream information such as OCI annotations.
    # +optional
    metadata: Optional[dict[str, StrItem]] = field(
        default=None, metadata={"json": "metadata,omitempty"}
    )
    # Path is the relative file path of the Artifact. It can be used to locate\
    # the file in the root of the Artifact storage on the local file system of\
    # the controller managing the Source.
    # +required
    path: Optional[str] = field(default=None, metadata={"json": "path,omitempty"})
    # Revision is a human-readable identifier traceable in the origin source\
    # system. It can be a Git commit SHA, Git tag, a Helm chart version, etc.
    # +required
    revision: Optional[str] = field(
        default=None, metadata={"json": "revision,omitempty"}
    )
    # Size is the number of bytes in the file.
    # +optional
    # +kubebuilder:validation:Format=int64
    size: Optional[int] = field(default=None, metadata={"json": "size,omitempty"})
    # URL is the HTTP address of the Artifact as exposed by the controller\
    # managing the Source. It can be used to retrieve the Artifact for\
    # consumption, e.g. by another controller applying the Artifact contents.
    # +required
    url: Optional[str] = field(default=None, metadata={"json": "url,omitempty"})


# Condition contains details for one aspect of the current state of this API Resource.
# +defaultgen:noItemDefault
@dataclass
class GitRepositoryStatusConditions:
    # lastTransitionTime is the last time the condition transitioned from one status to another.\
    # This should be when the underlying condition changed.  If that is not known, then using the time when the API field changed is acceptable.
    # +required
    # +kubebuilder:validation:Format=date-time
    last_transition_time: Optional[str] = field(
        default=None, metadata={"json": "lastTransitionTime,omitempty"}
    )
    # message is a human readable message indicating details about the transition.\
    # This may be an empty string.
    # +required
    # +kubebuilder:validation:MaxLength=32768
    message: Optional[str] = field(default=None, metadata={"json": "message,omitempty"})
    # observedGeneration represents the .metadata.generation that the condition was set based upon.\
    # For instance, if .metadata.generation is currently 12, but the .status.conditions[x].observedGeneration is 9, the condition is out of date\
    # with respect to the current state of the instance.
    # +optional
    # +kubebuilder:validation:Format=int64
    # +kubebuilder:validation:Minimum=0
    observed_generation: Optional[int] = field(
        default=None, metadata={"json": "observedGeneration,omitempty"}
    )
    # reason contains a programmatic identifier indicating the reason for the condition's last transition.\
    # Producers of specific condition types may define expected values and meanings for this field,\
    # and whether the values are considered a guaranteed API.\
    # The value should be a CamelCase string.\
    # This field may not be empty.
    # +required
    # +kubebuilder:validation:MaxLength=1024
    # +kubebuilder:validation:MinLength=1
    # +kubebuilder:validation:Pattern=`^[A-Za-z]([A-Za-z0-9_,:]*[A-Za-z0-9_])?$`
    reason: Optional[str] = field(default=None, metadata={"json": "reason,omitempty"})
    # status of the condition, one of True, False, Unknown.
    # +required
    # +kubebuilder:validation:Enum=True;False;Unknown
    status: Optional[str] = field(default=None, metadata={"json": "status,omitempty"})
    # type of condition in CamelCase or in foo.example.com/CamelCase.
    # +required
    # +kubebuilder:validation:MaxLength=316
    # +kubebuilder:validation:Pattern=`^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])$`
    type: Optional[str] = field(default=None, metadata={"json": "type,omitempty"})


# Artifact represents the output of a Source reconciliation.
# +defaultgen:noItemDefault
@dataclass
class GitRepositoryStatusIncludedArtifacts:
    # Digest is the digest of the file in the form of '<algorithm>:<checksum>'.
    # +required
    # +kubebuilder:validation:Pattern=`^[a-z0-9]+(?:[.+_-][a-z0-9]+)*:[a-zA-Z0-9=_-]+$`
    digest: Optional[str] = field(default=None, metadata={"json": "digest,omitempty"})
    # LastUpdateTime is the timestamp corresponding to the last update of the\
    # Artifact.
    # +required
    # +kubebuilder:validation:Format=date-time
    last_update_time: Optional[str] = field(
        default=None, metadata={"json": "lastUpdateTime,omitempty"}
    )
    # Metadata holds upstream information such as OCI annotations.
    # +optional
    metadata: Optional[dict[str, StrItem]] = field(
        default=None, metadata={"json": "metadata,omitempty"}
    )
    # Path is the relative file path of the Artifact. It can be used to locate\
    # the file in the root of the Artifact storage on the local file system of\
    # the controller managing the Source.
    # +required
    path: Optional[str] = field(default=None, metadata={"json": "path,omitempty"})
    # Revision is a human-readable identifier traceable in the origin source\
    # system. It can be a Git commit SHA, Git tag, a Helm chart version, etc.
    # +required
    revision: Optional[str] = field(
        default=None, metadata={"json": "revision,omitempty"}
    )
    # Size is the number of bytes in the file.
    # +optional
    # +kubebuilder:validation:Format=int64
    size: Optional[int] = field(default=None, metadata={"json": "size,omitempty"})
    # URL is the HTTP address of the Artifact as exposed by the controller\
    # managing the Source. It can be used to retrieve the Artifact for\
    # consumption, e.g. by another controller applying the Artifact contents.
    # +required
    url: Optional[str] = field(default=None, metadata={"json": "url,omitempty"})


# GitRepositoryInclude specifies a local reference to a GitRepository which\
# Artifact (sub-)contents must be included, and where they should be placed.
# +defaultgen:noItemDefault
@dataclass
class GitRepositoryStatusObservedInclude:
    # FromPath specifies the path to copy contents from, defaults to the root\
    # of the Artifact.
    # +optional
    from_path: Optional[str] = field(
        default=None, metadata={"json": "fromPath,omitempty"}
    )
    # GitRepositoryRef specifies the GitRepository which Artifact contents\
    # must be included.
    # +required
    repository: Optional[GitRepositoryStatusObservedIncludeRepository] = field(
        default=None, metadata={"json": "repository,omitempty"}
    )
    # ToPath specifies the path to copy contents to, defaults to the name of\
    # the GitRepositoryRef.
    # +optional
    to_path: Optional[str] = field(default=None, metadata={"json": "toPath,omitempty"})


@dataclass
class GitRepositoryStatusObservedIncludeRepository:
    # Name of the referent.
    # +required
    name: Optional[str] = field(default=None, metadata={"json": "name,omitempty"})
