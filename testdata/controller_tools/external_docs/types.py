"""controller-tools' external docs testdata (`+kubebuilder:externalDocs` on fields and on a type).

Source: github:kubernetes-sigs/controller-tools at 434758187dddcaf646276fbe2c2ba40ff4e859d5,
pkg/crd/testdata/external_docs/types.go. Every Go marker is kept; the embedded TypeMeta is a
base class. One departure: in Go, `+kubebuilder:object:root=true` stands in a detached comment
block above ExternalDocSpec, where controller-gen never looks for it (it finds kinds by their
embedded TypeMeta and ObjectMeta, pkg/crd/gen.go FindKubeKinds); defaultgen finds kinds by that
marker, so it stands above ExternalDoc, the kind controller-gen writes the CRD for.
"""

# +groupName=testdata.kubebuilder.io
# +versionName=v1

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TypeAlias

from ..k8s import ListMeta, ObjectMeta, TypeMeta


# ExternalDocSpec defines the desired state of ExternalDoc
@dataclass
class ExternalDocSpec:
    # This tests that external documentation can be attached to a field with url and description.
    # +kubebuilder:externalDocs:url="https://example.com/docs",description="external docs description"
    field_with_external_doc: str = field(default="", metadata={"json": "fieldWithExternalDoc,omitempty"})

    # This tests that external documentation can be attached with only url.
    # +kubebuilder:externalDocs:url="https://example.com/docs"
    field_with_external_doc_url_only: str = field(default="", metadata={"json": "fieldWithExternalDocURLOnly,omitempty"})

    # This tests that external documentation from a type is propagated.
    type_with_external_doc: TypeWithExternalDoc = field(default="", metadata={"json": "typeWithExternalDoc,omitempty"})


# TypeWithExternalDoc is a type with external documentation.
# +kubebuilder:externalDocs:url="https://example.com/type-docs",description="type-level external docs"
TypeWithExternalDoc: TypeAlias = str


# +kubebuilder:object:root=true

# ExternalDoc is the Schema for the external docs API
@dataclass
class ExternalDoc(TypeMeta):
    metadata: ObjectMeta = field(default_factory=ObjectMeta, metadata={"json": "metadata,omitempty"})  # noqa: DG202
    spec: ExternalDocSpec = field(default_factory=ExternalDocSpec, metadata={"json": "spec,omitempty"})  # noqa: DG202


# +kubebuilder:object:root=true

# ExternalDocList contains a list of ExternalDoc
@dataclass
class ExternalDocList(TypeMeta):
    metadata: ListMeta = field(default_factory=ListMeta, metadata={"json": "metadata,omitempty"})  # noqa: DG202
    items: list[ExternalDoc] = field(default_factory=list, metadata={"json": "items"})
