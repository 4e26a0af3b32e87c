"""controller-tools' CronJob testdata, translated to dataclasses per SPEC section 1.

Source: github:kubernetes-sigs/controller-tools at 434758187dddcaf646276fbe2c2ba40ff4e859d5,
pkg/crd/testdata/cronjob_types.go; its golden CRD is golden/testdata.kubebuilder.io_cronjobs.yaml
(pkg/crd/testdata/testdata.kubebuilder.io_cronjobs.yaml at the same commit).

Every Go marker is kept as a `#` comment marker, field order and doc comments are Go's, json
tags are `metadata={"json": ...}`, pointers are Optional. Where Go has no Python counterpart:
- embedded structs (`json:",inline"`) are base classes (unexportedStruct is UnexportedStruct);
  unexported fields (never serialized) are left out;
- fixed-size arrays (`[3]int`) are lists, as controller-gen publishes them;
- types with their own MarshalJSON / MarshalText (TotallyABool, URL..URL4, Time2, Preserved)
  are named types of their wire form (str, int, a free-form object), keeping their markers;
- `map[URL3]string` (a TextMarshaler key) is `dict[str, str]`;
- `int32` / `int64` are k8s.Int32 / k8s.Int64; metav1.Time and MicroTime are datetime;
  runtime.RawExtension is `dict[str, Any]`; intstr.IntOrString is `int | str`;
- `+k8s:enum` K8sConcurrencyPolicy is an Enum (SPEC section 1's `+enum` row);
- CronJob.spec and CronJobSpec.min_max_properties are Optional (see there).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from enum import Enum
from typing import Any, NewType, Optional, TypeAlias

from ..k8s import (
    Int32,
    Int64,
    IPFamilyPolicyType,
    JobTemplateSpec,
    ObjectMeta,
    ObjectReference,
    Protocol,
    TypeMeta,
    ListMeta,
)

# TODO(directxman12): test this across both versions (right now we're just
# trusting k/k conversion, which is probably fine though)

# +groupName=testdata.kubebuilder.io
# +versionName=v1

# EDIT THIS FILE!  THIS IS SCAFFOLDING FOR YOU TO OWN!
# NOTE: json tags are required.  Any new fields you add must have json tags for the fields to be serialized.

DefaultRefValue = "defaultRefValue"

# +kubebuilder:validation:MinLength=4
# This tests that markers that are allowed on both fields and types are applied to types
LongerString = NewType("LongerString", str)

# use an explicit type marker to verify that apply-first markers generate properly

# +kubebuilder:validation:Type=string
# TotallyABool is a bool that serializes as a string.
TotallyABool = NewType("TotallyABool", str)

# This tests string slice item validation.
# +kubebuilder:validation:MinItems=1
# +kubebuilder:validation:items:MinLength=1
# +kubebuilder:validation:items:MaxLength=255
# +kubebuilder:validation:items:Pattern=^[a-z0-9]([-a-z0-9]*[a-z0-9])?([.][a-z0-9]([-a-z0-9]*[a-z0-9])?)*$
# +listType=set
Hosts = NewType("Hosts", list[str])

# This tests that unmarkered types are handled correctly.
# When markers are applied at the field level instead of the type level.
UnmarkeredInteger = NewType("UnmarkeredInteger", Int32)

# This tests that unmarkered types are handled correctly.
# When markers are applied at the field level instead of the type level.
UnmarkeredString = NewType("UnmarkeredString", str)

# +kubebuilder:validation:Type=string
# URL wraps url.URL.
# It has custom json marshal methods that enable it to be used in K8s CRDs
# such that the CRD resource will have the URL but operator code can can work with url.URL struct
URL = NewType("URL", str)

# +kubebuilder:validation:Type=string
# URL2 is an alias of url.URL.
# It has custom json marshal methods that enable it to be used in K8s CRDs
# such that the CRD resource will have the URL but operator code can can work with url.URL struct
URL2 = NewType("URL2", str)

# URL3 wraps [net/url.URL]. It implements [encoding.TextMarshaler] so that it
# can be used in K8s CRDs such that the CRD resource will have the URL but
# operator code can can work with the URL struct.
URL3 = NewType("URL3", str)

# URL4 is newtype around [net/url.URL]. It implements [encoding.TextMarshaler]
# so that it can be used in K8s CRDs such that the CRD resource will have the
# URL but operator code can can work with the URL struct.
URL4 = NewType("URL4", str)

# +kubebuilder:validation:Type=integer
# +kubebuilder:validation:Format=int64
# Time2 is a newtype around [metav1.Time].
# It implements both [encoding.TextMarshaler] and [json.Marshaler].
# The latter is authoritative for the CRD generation.
Time2 = NewType("Time2", int)

# ConcurrencyPolicy describes how the job will be handled.
# Only one of the following concurrent policies may be specified.
# If none of the following policies is specified, the default one
# is AllowConcurrent.
# +kubebuilder:validation:Enum=Allow;Forbid;Replace
ConcurrencyPolicy = NewType("ConcurrencyPolicy", str)

# AllowConcurrent allows CronJobs to run concurrently.
AllowConcurrent = "Allow"
# ForbidConcurrent forbids concurrent runs, skipping next run if previous
# hasn't finished yet.
ForbidConcurrent = "Forbid"
# ReplaceConcurrent cancels currently running job and replaces it with a new one.
ReplaceConcurrent = "Replace"


# +k8s:enum
class K8sConcurrencyPolicy(str, Enum):
    # AllowK8sConcurrencyPolicy allows CronJobs to run concurrently.
    AllowK8sConcurrencyPolicy = "Allow"
    # ForbidK8sConcurrencyPolicy forbids concurrent runs, skipping next run if previous
    # hasn't finished yet.
    ForbidK8sConcurrencyPolicy = "Forbid"
    # ReplaceK8sConcurrencyPolicy cancels currently running job and replaces it with a new one.
    ReplaceK8sConcurrencyPolicy = "Replace"


# StringEvenType is a type that includes an expression-based validation.
# +kubebuilder:validation:XValidation:rule="self.size() % 2 == 0",message="must have even length"
StringEvenType = NewType("StringEvenType", str)

StringAlias: TypeAlias = str

# +kubebuilder:title="title on type"
StringAliasWithTitle: TypeAlias = str

# +kubebuilder:validation:MinLength=1
# +kubebuilder:validation:MaxLength=255
StringAliasWithValidation: TypeAlias = str

# +kubebuilder:validation:Type=object
# +kubebuilder:pruning:PreserveUnknownFields
# (Go: a struct {ConcreteField string `json:"concreteField"`; Rest map[string]any `json:"-"`}
# whose MarshalJSON / UnmarshalJSON make it a free-form object)
Preserved = NewType("Preserved", dict[str, Any])


@dataclass
class EmbeddedStruct:
    """EmbeddedStruct is for testing that embedded struct is handled correctly when it is used through an alias type."""

    # FromEmbedded is a field from the embedded struct that was used through an alias type.
    from_embedded: str = field(default="", metadata={"json": "fromEmbedded,omitempty"})


InlineAlias = EmbeddedStruct


@dataclass
class InlinePointerStruct:
    """InlinePointerStruct tests pointer embedded struct with inline tag."""

    from_pointer: str = field(default="", metadata={"json": "fromPointer,omitempty"})


@dataclass
class ContainsNestedMap:
    inner_map: dict[str, str] = field(default_factory=dict, metadata={"json": "innerMap,omitempty"})


@dataclass
class NestedObject:
    foo: str = field(default="", metadata={"json": "foo"})
    bar: bool = field(default=False, metadata={"json": "bar"})


# +structType=atomic
@dataclass
class NestedStructWithSeveralFields(NestedObject):
    pass


@dataclass
class JustNestedObject(NestedObject):
    pass


# +kubebuilder:validation:MinProperties=1
# +kubebuilder:validation:MaxProperties=2
@dataclass
class MinMaxObject:
    foo: str = field(default="", metadata={"json": "foo,omitempty"})
    bar: str = field(default="", metadata={"json": "bar,omitempty"})
    baz: str = field(default="", metadata={"json": "baz,omitempty"})


@dataclass
class EmpiableObject:
    # +kubebuilder:default=forty-two
    foo: str = field(default="", metadata={"json": "foo,omitempty"})
    bar: str = field(default="", metadata={"json": "bar,omitempty"})


@dataclass
class UnexportedStruct:
    # This tests that exported fields are not skipped in the schema generation
    foo: str = field(default="", metadata={"json": "foo"})


@dataclass
class ExportedStruct:
    # This tests that exported fields are not skipped in the schema generation
    baz: str = field(default="", metadata={"json": "baz"})


@dataclass
class RootObject:
    nested: NestedObject = field(default_factory=NestedObject, metadata={"json": "nested"})


@dataclass
class AssociativeType:
    name: str = field(default="", metadata={"json": "name"})
    secondary: int = field(default=0, metadata={"json": "secondary"})
    foo: str = field(default="", metadata={"json": "foo"})


# +listType=map
# +listMapKey=name
# +listMapKey=secondary
NestedAssociativeList = NewType("NestedAssociativeList", list[AssociativeType])

# +k8s:listType=map
# +k8s:listMapKey=name
# +k8s:listMapKey=secondary
K8sNestedAssociativeList = NewType("K8sNestedAssociativeList", list[AssociativeType])

# +mapType=granular
NestedMapOfInfo = NewType("NestedMapOfInfo", dict[str, bytes])


# CronJobSpec defines the desired state of CronJob
# +kubebuilder:validation:XValidation:rule="has(oldSelf.forbiddenInt) || !has(self.forbiddenInt)",message="forbiddenInt is not allowed",fieldPath=".forbiddenInt",reason="FieldValueForbidden"
@dataclass
class CronJobSpec(UnexportedStruct, ExportedStruct, InlineAlias, InlinePointerStruct):
    # The schedule in Cron format, see https://en.wikipedia.org/wiki/Cron.
    schedule: str = field(default="", metadata={"json": "schedule"})
    # Optional deadline in seconds for starting the job if it misses scheduled
    # time for any reason.  Missed jobs executions will be counted as failed ones.
    # +optional
    starting_deadline_seconds: Optional[Int64] = field(default=None, metadata={"json": "startingDeadlineSeconds,omitempty"})
    # Specifies how to treat concurrent executions of a Job.
    # Valid values are:
    # - "Allow" (default): allows CronJobs to run concurrently;
    # - "Forbid": forbids concurrent runs, skipping next run if previous run hasn't finished yet;
    # - "Replace": cancels currently running job and replaces it with a new one
    # +optional
    concurrency_policy: ConcurrencyPolicy = field(default="", metadata={"json": "concurrencyPolicy,omitempty"})
    # Specifies how to treat concurrent executions of a Job.
    # Valid values are:
    # - "Allow" (default): allows CronJobs to run concurrently;
    # - "Forbid": forbids concurrent runs, skipping next run if previous run hasn't finished yet;
    # - "Replace": cancels currently running job and replaces it with a new one
    # +optional
    k8s_concurrency_policy: K8sConcurrencyPolicy = field(default=None, metadata={"json": "k8sConcurrencyPolicy,omitempty"})  # noqa: DG303
    # This flag tells the controller to suspend subsequent executions, it does
    # not apply to already started executions.  Defaults to false.
    # +optional
    suspend: Optional[bool] = field(default=None, metadata={"json": "suspend,omitempty"})
    # This tests that non-serialized fields aren't included in the schema.
    internal_data: str = field(default="", metadata={"json": "-"})
    # This flag is like suspend, but for when you really mean it.
    # It helps test the +kubebuilder:validation:Type marker.
    # +optional
    no_really_suspend: Optional[TotallyABool] = field(default=None, metadata={"json": "noReallySuspend,omitempty"})
    # This tests byte slice schema generation.
    binary_name: bytes = field(default=b"", metadata={"json": "binaryName"})
    # This tests that nullable works correctly
    # +nullable
    can_be_null: str = field(default="", metadata={"json": "canBeNull"})
    # Specifies the job that will be created when executing a CronJob.
    job_template: JobTemplateSpec = field(default_factory=JobTemplateSpec, metadata={"json": "jobTemplate"})
    # The number of successful finished jobs to retain.
    # This is a pointer to distinguish between explicit zero and not specified.
    # +optional
    successful_jobs_history_limit: Optional[Int32] = field(default=None, metadata={"json": "successfulJobsHistoryLimit,omitempty"})
    # The number of failed finished jobs to retain.
    # This is a pointer to distinguish between explicit zero and not specified.
    # +optional
    failed_jobs_history_limit: Optional[Int32] = field(default=None, metadata={"json": "failedJobsHistoryLimit,omitempty"})
    # This tests byte slices are allowed as map values.
    byte_slice_data: dict[str, bytes] = field(default_factory=dict, metadata={"json": "byteSliceData,omitempty"})
    # This tests string slices are allowed as map values.
    string_slice_data: dict[str, list[str]] = field(default_factory=dict, metadata={"json": "stringSliceData,omitempty"})
    # This tests pointers are allowed as map values.
    ptr_data: dict[str, Optional[str]] = field(default_factory=dict, metadata={"json": "ptrData,omitempty"})
    # This tests that markers that are allowed on both fields and types are applied to fields
    # +kubebuilder:validation:MinLength=4
    two_of_a_kind_part0: str = field(default="", metadata={"json": "twoOfAKindPart0"})
    # This tests that markers that are allowed on both fields and types are applied to types
    two_of_a_kind_part1: LongerString = field(default="", metadata={"json": "twoOfAKindPart1"})
    # This tests that primitive defaulting can be performed.
    # +kubebuilder:default=forty-two
    # +kubebuilder:example=forty-two
    # +kubebuilder:title=DefaultedString
    defaulted_string: str = field(default="", metadata={"json": "defaultedString"})  # noqa: DG203
    # This tests that slice defaulting can be performed.
    # +kubebuilder:default={a,b}
    # +kubebuilder:example={a,b}
    # +kubebuilder:title=DefaultedSlice
    defaulted_slice: list[str] = field(default_factory=list, metadata={"json": "defaultedSlice"})  # noqa: DG203
    # This tests that slice and object defaulting can be performed.
    # +kubebuilder:default={{nested: {foo: "baz", bar: true}},{nested: {foo: "qux", bar: false}}}
    # +kubebuilder:example={{nested: {foo: "baz", bar: true}},{nested: {foo: "qux", bar: false}}}
    # +kubebuilder:title="124"
    defaulted_object: list[RootObject] = field(default_factory=list, metadata={"json": "defaultedObject"})  # noqa: DG203
    # This tests that empty slice defaulting can be performed.
    # +kubebuilder:default={}
    # +kubebuilder:title="{}"
    defaulted_empty_slice: list[str] = field(default_factory=list, metadata={"json": "defaultedEmptySlice"})  # noqa: DG204
    # This tests that an empty object defaulting can be performed on a map.
    # +kubebuilder:default={}
    defaulted_empty_map: dict[str, str] = field(default_factory=dict, metadata={"json": "defaultedEmptyMap"})  # noqa: DG204
    # This tests that an empty object defaulting can be performed on an object.
    # +kubebuilder:default={}
    defaulted_empty_object: EmpiableObject = field(default_factory=EmpiableObject, metadata={"json": "defaultedEmptyObject"})  # noqa: DG201
    # This tests that kubebuilder defaulting takes precedence.
    # +kubebuilder:default="kubebuilder-default"
    # +default="kubernetes-default"
    double_defaulted_string: str = field(default="", metadata={"json": "doubleDefaultedString"})  # noqa: DG103, DG203
    # This tests that primitive defaulting can be performed.
    # +default="forty-two"
    kubernetes_defaulted_string: str = field(default="", metadata={"json": "kubernetesDefaultedString"})  # noqa: DG203
    # This tests that slice defaulting can be performed.
    # +default=["a","b"]
    kubernetes_defaulted_slice: list[str] = field(default_factory=list, metadata={"json": "kubernetesDefaultedSlice"})  # noqa: DG203
    # This tests that slice and object defaulting can be performed.
    # +default=[{"nested": {"foo": "baz", "bar": true}},{"nested": {"foo": "qux", "bar": false}}]
    kubernetes_defaulted_object: list[RootObject] = field(default_factory=list, metadata={"json": "kubernetesDefaultedObject"})  # noqa: DG203
    # This tests that empty slice defaulting can be performed.
    # +default=[]
    kubernetes_defaulted_empty_slice: list[str] = field(default_factory=list, metadata={"json": "kubernetesDefaultedEmptySlice"})  # noqa: DG204
    # This tests that an empty object defaulting can be performed on a map.
    # +default={}
    kubernetes_defaulted_empty_map: dict[str, str] = field(default_factory=dict, metadata={"json": "kubernetesDefaultedEmptyMap"})  # noqa: DG204
    # This tests that an empty object defaulting can be performed on an object.
    # +default={}
    kubernetes_defaulted_empty_object: EmpiableObject = field(default_factory=EmpiableObject, metadata={"json": "kubernetesDefaultedEmptyObject"})  # noqa: DG201
    # This tests that use of +default=ref(...) doesn't break generation
    # +default=ref(DefaultRefValue)
    kubernetes_defaulted_ref: str = field(default="", metadata={"json": "kubernetesDefaultedRef,omitempty"})
    # This tests that pattern validator is properly applied.
    # +kubebuilder:validation:Pattern=`^$|^((https):\/\/?)[^\s()<>]+(?:\([\w\d]+\)|([^[:punct:]\s]|\/?))$`
    pattern_object: str = field(default="", metadata={"json": "patternObject"})
    # +kubebuilder:validation:EmbeddedResource
    # +kubebuilder:validation:nullable
    embedded_resource: dict[str, Any] = field(default_factory=dict, metadata={"json": "embeddedResource"})
    # +kubebuilder:validation:nullable
    # +kubebuilder:pruning:PreserveUnknownFields
    unpruned_json: NestedObject = field(default_factory=NestedObject, metadata={"json": "unprunedJSON"})
    # +kubebuilder:pruning:PreserveUnknownFields
    # +kubebuilder:validation:EmbeddedResource
    # +kubebuilder:validation:nullable
    unpruned_embedded_resource: dict[str, Any] = field(default_factory=dict, metadata={"json": "unprunedEmbeddedResource"})
    # This tests that a type-level pruning marker works.
    unpruned_from_type: Preserved = field(default_factory=dict, metadata={"json": "unprunedFomType"})
    # This tests that a type-level pruning marker combined with a field-level pruning marker works.
    # +kubebuilder:pruning:PreserveUnknownFields
    unpruned_from_type_and_field: Preserved = field(default_factory=dict, metadata={"json": "unprunedFomTypeAndField"})
    # This tests that associative lists work.
    # +listType=map
    # +listMapKey=name
    # +listMapKey=secondary
    associative_list: list[AssociativeType] = field(default_factory=list, metadata={"json": "associativeList"})
    # This tests that associative lists work using the +k8s:listType alias.
    # +k8s:listType=map
    # +k8s:listMapKey=name
    k8s_associative_list: list[AssociativeType] = field(default_factory=list, metadata={"json": "k8sAssociativeList"})
    # This tests that +k8s:listType=set works.
    # +k8s:listType=set
    k8s_set_list: list[str] = field(default_factory=list, metadata={"json": "k8sSetList,omitempty"})
    # This tests that +k8s:listType=atomic works.
    # +k8s:listType=atomic
    k8s_atomic_list: list[str] = field(default_factory=list, metadata={"json": "k8sAtomicList,omitempty"})
    # This tests that associative lists work via a nested type.
    nested_associative_list: NestedAssociativeList = field(default_factory=list, metadata={"json": "nestedassociativeList"})
    # This tests that associative lists work via a nested type using the +k8s:listType alias.
    k8s_nested_associative_list: K8sNestedAssociativeList = field(default_factory=list, metadata={"json": "k8sNestedAssociativeList"})
    # A map that allows different actors to manage different fields
    # +mapType=granular
    map_of_info: dict[str, bytes] = field(default_factory=dict, metadata={"json": "mapOfInfo"})
    # A map that allows different actors to manage different fields via a nested type.
    nested_map_of_info: NestedMapOfInfo = field(default_factory=dict, metadata={"json": "nestedMapOfInfo"})
    # A struct that can only be entirely replaced
    # +structType=atomic
    struct_with_several_fields: NestedObject = field(default_factory=NestedObject, metadata={"json": "structWithSeveralFields"})
    # A struct that can only be entirely replaced via a nested type.
    nested_struct_with_several_fields: NestedStructWithSeveralFields = field(default_factory=NestedStructWithSeveralFields, metadata={"json": "nestedStructWithSeveralFields"})
    # A struct that can only be entirely replaced via a nested type and
    # field markers.
    # +structType=atomic
    nested_struct_with_several_fields_double_marked: NestedStructWithSeveralFields = field(default_factory=NestedStructWithSeveralFields, metadata={"json": "nestedStructWithSeveralFieldsDoubleMarked"})
    # This tests that type references are properly flattened
    # +kubebuilder:validation:optional
    just_nested_object: Optional[JustNestedObject] = field(default=None, metadata={"json": "justNestedObject,omitempty"})
    # This tests explicitly optional kubebuilder fields
    # +kubebuilder:validation:Optional
    explicitly_optional_kubebuilder: str = field(default="", metadata={"json": "explicitlyOptionalKubebuilder"})
    # This tests explicitly optional kubernetes fields
    # +optional
    explicitly_optional_kubernetes: str = field(default="", metadata={"json": "explicitlyOptionalKubernetes"})
    # This tests explicitly optional k8s fields
    # +k8s:optional
    explicitly_optional_k8s: str = field(default="", metadata={"json": "explicitlyOptionalK8s"})
    # This tests explicitly required kubebuilder fields
    # +kubebuilder:validation:Required
    explicitly_required_kubebuilder: str = field(default="", metadata={"json": "explicitlyRequiredKubebuilder,omitempty"})
    # This tests explicitly required kubernetes fields
    # +required
    explicitly_required_kubernetes: str = field(default="", metadata={"json": "explicitlyRequiredKubernetes,omitempty"})
    # This tests explicitly required k8s fields
    # +k8s:required
    explicitly_required_k8s: str = field(default="", metadata={"json": "explicitlyRequiredK8s,omitempty"})
    # This tests that min/max properties work
    # (Go: a non-pointer `MinMaxObject` with omitempty. Translated as Optional, as for CronJob.spec:
    # KEP-1929's implicit `{}` breaks the type's MinProperties=1, which SPEC section 7 refuses
    # as CRD103; a pointer is what gives controller-gen's schema.)
    min_max_properties: Optional[MinMaxObject] = field(default=None, metadata={"json": "minMaxProperties,omitempty"})
    # This tests that the schemaless marker works
    # +kubebuilder:validation:Schemaless
    # +kubebuilder:validation:Type=string
    schemaless: bytes = field(default=b"", metadata={"json": "schemaless,omitempty"})
    # This tests that an IntOrString can also have string validation.
    # This can be useful if you want to limit the string to a percentage or integer.
    # The XIntOrString marker is a requirement for having a pattern on this type.
    # +kubebuilder:validation:XIntOrString
    # +kubebuilder:validation:MaxLength=11
    # +kubebuilder:validation:MinLength=2
    # +kubebuilder:validation:Pattern="^((100|[0-9]{1,2})%|[0-9]+)$"
    int_or_string_with_a_pattern: Optional[int | str] = field(default=None, metadata={"json": "intOrStringWithAPattern,omitempty"})
    # This tests that an IntOrString can have enum validation.
    # The XIntOrString marker is required for applying enum to IntOrString.
    # +kubebuilder:validation:XIntOrString
    # +kubebuilder:validation:Enum=1;2;"foo";"bar"
    int_or_string_with_enum: Optional[int | str] = field(default=None, metadata={"json": "intOrStringWithEnum,omitempty"})
    # Checks that nested maps work
    nested_map: dict[str, dict[str, str]] = field(default_factory=dict, metadata={"json": "nestedMap,omitempty"})
    # Checks that multiply-nested maps work
    nested_nested_map: dict[str, dict[str, dict[str, str]]] = field(default_factory=dict, metadata={"json": "nestedNestedMap,omitempty"})
    # Checks that maps containing types that contain maps work
    contains_nested_map_map: dict[str, ContainsNestedMap] = field(default_factory=dict, metadata={"json": "nestedMapInStruct,omitempty"})
    # Maps of arrays of things-that-aren’t-strings are permitted
    map_of_arrays_of_floats: dict[str, list[bool]] = field(default_factory=dict, metadata={"json": "mapOfArraysOfFloats,omitempty"})
    # Maps keyed by a type that implements encoding.TextMarshaler are permitted,
    # since such keys serialize to strings (just like TextMarshaler fields do).
    map_of_text_marshaler_keys: dict[str, str] = field(default_factory=dict, metadata={"json": "mapOfTextMarshalerKeys,omitempty"})
    # +kubebuilder:validation:Minimum=-0.5
    # +kubebuilder:validation:Maximum=1.5
    # +kubebuilder:validation:MultipleOf=0.5
    float_with_validations: float = field(default=0.0, metadata={"json": "floatWithValidations"})
    # +kubebuilder:validation:Minimum=-0.5
    # +kubebuilder:validation:Maximum=1.5
    # +kubebuilder:validation:MultipleOf=0.5
    float64_with_validations: float = field(default=0.0, metadata={"json": "float64WithValidations"})
    # +kubebuilder:validation:Minimum=-2
    # +kubebuilder:validation:Maximum=2
    # +kubebuilder:validation:MultipleOf=2
    int_with_validations: int = field(default=0, metadata={"json": "intWithValidations"})
    # +kubebuilder:validation:Minimum=-2
    # +kubebuilder:validation:Maximum=2
    # +kubebuilder:validation:MultipleOf=2
    int32_with_validations: Int32 = field(default=0, metadata={"json": "int32WithValidations"})
    # (Go: `unexportedField string`, not serialized: no Python field; `unexportedStruct` and
    # `ExportedStruct` are embedded `json:",inline"`: base classes of CronJobSpec)
    # Test of the expression-based validation rule marker, with optional message.
    # +kubebuilder:validation:XValidation:rule="self.size() % 2 == 0",message="must have even length"
    # +kubebuilder:validation:XValidation:rule="true"
    string_with_even_length: str = field(default="", metadata={"json": "stringWithEvenLength,omitempty"})
    # Test of the expression-based validation with messageExpression marker.
    # Due to a bug in the cost calculation we can not include the lenght in the message expression:
    # https://github.com/kubernetes/kubernetes/issues/124234
    #
    # +kubebuilder:validation:XValidation:rule="self.size() % 2 == 0",messageExpression="self + ' has odd length, must be even'"
    string_with_even_length_and_message_expression: str = field(default="", metadata={"json": "stringWithEvenLengthAndMessageExpression,omitempty"})
    # Test of the expression-based validation on both field and type.
    # +kubebuilder:validation:XValidation:rule="self.startsWith('good-')",message="must have good prefix"
    string_with_even_length_and_good_prefix: StringEvenType = field(default="", metadata={"json": "stringWithEvenLengthAndGoodPrefix,omitempty"})
    # Test that we can add a forbidden field using XValidation Reason and FieldPath.
    # The validation is applied to the spec struct itself and not the field.
    forbidden_int: int = field(default=0, metadata={"json": "forbiddenInt,omitempty"})
    # Checks that fixed-length arrays work
    array: list[int] = field(default_factory=list, metadata={"json": "array,omitempty"})
    # Checks that arrays work when the type contains a composite literal
    array_using_composite_literal: list[str] = field(default_factory=list, metadata={"json": "arrayUsingCompositeLiteral,omitempty"})
    # This tests string slice item validation.
    # +kubebuilder:validation:MinItems=1
    # +kubebuilder:validation:items:MinLength=1
    # +kubebuilder:validation:items:MaxLength=255
    # +kubebuilder:validation:items:Pattern=^[a-z0-9]([-a-z0-9]*[a-z0-9])?([.][a-z0-9]([-a-z0-9]*[a-z0-9])?)*$
    # +listType=set
    hosts: list[str] = field(default_factory=list, metadata={"json": "hosts,omitempty"})
    # This tests slice item validation with enum
    # +kubebuilder:validation:items:Enum=0;1;3
    enum_slice: list[int] = field(default_factory=list, metadata={"json": "enumSlice,omitempty"})
    hosts_alias: Hosts = field(default_factory=list, metadata={"json": "hostsAlias,omitempty"})
    # This tests that alias imported from a package is handled correctly. The
    # corev1.IPFamilyPolicyType is just reused since it's available from
    # imported package. We can create our own in a separate package if needed.
    alias_from_package: IPFamilyPolicyType = field(default="", metadata={"json": "aliasFromPackage,omitempty"})
    # This tests that string alias is handled correctly.
    string_alias: StringAlias = field(default="", metadata={"json": "stringAlias,omitempty"})
    string_alias_ptr: Optional[StringAlias] = field(default=None, metadata={"json": "stringAliasPtr,omitempty"})
    # This tests that validation on a string alias type is handled correctly.
    # +kubebuilder:validation:MinLength=1
    # +kubebuilder:validation:MaxLength=255
    string_alias_added_validation: StringAlias = field(default="", metadata={"json": "stringAliasAddedValidation,omitempty"})
    # This tests that validation on a string alias type itself is handled correctly.
    string_alias_already_validated: StringAliasWithValidation = field(default="", metadata={"json": "stringAliasAlreadyValidated,omitempty"})
    # These test that title works on both a type and field, with field taking precedence.
    # +kubebuilder:title="title on field"
    string_alias_with_added_title: StringAliasWithTitle = field(default="", metadata={"json": "stringAliasWithAddedTitle,omitempty"})
    string_alias_with_title: StringAliasWithTitle = field(default="", metadata={"json": "stringAliasWithTitle,omitempty"})
    # This tests string slice validation.
    # +kubebuilder:validation:MinItems=2
    # +kubebuilder:validation:MaxItems=2
    string_pair: list[str] = field(default_factory=list, metadata={"json": "stringPair"})
    # This tests string alias slice item validation.
    # +kubebuilder:validation:MinItems=3
    longer_string_array: list[LongerString] = field(default_factory=list, metadata={"json": "longerStringArray,omitempty"})
    # This tests that a slice of IntOrString can also have string validation.
    # This can be useful if you want to limit the string to a percentage or integer.
    # The XIntOrString marker is a requirement for having a pattern on this type.
    # +kubebuilder:validation:items:XIntOrString
    # +kubebuilder:validation:items:MaxLength=10
    # +kubebuilder:validation:items:MinLength=1
    # +kubebuilder:validation:items:Pattern="^((100|[0-9]{1,2})%|[0-9]+)$"
    int_or_string_array_with_a_pattern: list[Optional[int | str]] = field(default_factory=list, metadata={"json": "intOrStringArrayWithAPattern,omitempty"})
    # This tests that a slice of  IntOrString can also have enum validation.
    # The XIntOrString marker is required for applying enum to IntOrString.
    # +kubebuilder:validation:items:XIntOrString
    # +kubebuilder:validation:items:MaxLength=3
    # +kubebuilder:validation:items:MinLength=1
    # +kubebuilder:validation:items:Enum=1;2;"foo";"bar"
    int_or_string_with_enum_slice: list[int | str] = field(default_factory=list, metadata={"json": "intOrStringWithEnumSlice,omitempty"})
    # This tests that we can embed protocol correctly (without ending up with allOf).
    # Context: https://github.com/kubernetes-sigs/controller-tools/issues/1027
    # Defaults to "TCP".
    # +optional
    # +default="TCP"
    protocol: Protocol = field(default="", metadata={"json": "protocol,omitempty"})
    # This tests that selectable field.
    selectable_field_string: str = field(default="", metadata={"json": "selectableFieldString,omitempty"})
    # (Go: `InlineAlias` and `*InlinePointerStruct` embedded `json:",inline"`: base classes of
    # CronJobSpec)
    # Test that we can add a field that can only be set to a non-default value on updates using XValidation OptionalOldSelf.
    # +kubebuilder:validation:XValidation:rule="oldSelf.hasValue() || self == 0",message="must be set to 0 on creation. can be set to any value on an update.",optionalOldSelf=true
    only_allow_setting_on_update: Int32 = field(default=0, metadata={"json": "onlyAllowSettingOnUpdate,omitempty"})
    # This tests that unmarkered types are handled correctly.
    # When markers are applied at the field level instead of the type level.
    # +kubebuilder:validation:Minimum=1
    # +kubebuilder:validation:Maximum=10
    locally_bounded_integer: UnmarkeredInteger = field(default=0, metadata={"json": "locallyBoundedInteger,omitempty"})
    # This tests that unmarkered types are handled correctly.
    # When markers are applied at the field level instead of the type level.
    # +kubebuilder:validation:MinLength=1
    # +kubebuilder:validation:MaxLength=10
    locally_bounded_string: UnmarkeredString = field(default="", metadata={"json": "locallyBoundedString,omitempty"})
    # This tests that field-level overrides are handled correctly
    # for local type aliases.
    # +kubebuilder:validation:MinLength=10
    # +kubebuilder:validation:MaxLength=10
    field_level_alias_override: StringAliasWithValidation = field(default="", metadata={"json": "fieldLevelAliasOverride,omitempty"})
    # This tests that field-level overrides are handled correctly
    # for local type declarations.
    # +kubebuilder:validation:MinLength=10
    # +kubebuilder:validation:MaxLength=10
    field_level_local_declaration_override: LongerString = field(default="", metadata={"json": "fieldLevelLocalDeclarationOverride,omitempty"})


# Duration has a custom Marshaler but no markers.
# We want the CRD generation to infer type information
# from the go types and ignore the presense of the Marshaler.
@dataclass
class Duration:
    value: Int64 = field(default=0, metadata={"json": "value"})


@dataclass
class CronJobStatus:
    """CronJobStatus defines the observed state of CronJob"""

    # INSERT ADDITIONAL STATUS FIELD - define observed state of cluster
    # Important: Run "make" to regenerate code after modifying this file

    # A list of pointers to currently running jobs.
    # +optional
    active: list[ObjectReference] = field(default_factory=list, metadata={"json": "active,omitempty"})
    # Information when was the last time the job was successfully scheduled.
    # +optional
    last_schedule_time: Optional[datetime] = field(default=None, metadata={"json": "lastScheduleTime,omitempty"})
    # Information when was the last time the job was successfully scheduled.
    # +optional
    last_schedule_time2: Time2 = field(default=0, metadata={"json": "lastScheduleTime2,omitempty"})
    # Information about the last time the job was successfully scheduled,
    # with microsecond precision.
    # +optional
    last_schedule_micro_time: Optional[datetime] = field(default=None, metadata={"json": "lastScheduleMicroTime,omitempty"})
    # LastActiveLogURL specifies the logging url for the last started job
    # +optional
    last_active_log_url: Optional[URL] = field(default=None, metadata={"json": "lastActiveLogURL,omitempty"})
    # LastActiveLogURL2 specifies the logging url for the last started job
    # +optional
    last_active_log_url2: Optional[URL2] = field(default=None, metadata={"json": "lastActiveLogURL2,omitempty"})
    # LastActiveLogURL3 specifies the logging url for the last started job
    # +optional
    last_active_log_url3: Optional[URL3] = field(default=None, metadata={"json": "lastActiveLogURL3,omitempty"})
    # LastActiveLogURL4 specifies the logging url for the last started job
    # +optional
    last_active_log_url4: Optional[URL4] = field(default=None, metadata={"json": "lastActiveLogURL4,omitempty"})
    runtime: Optional[Duration] = field(default=None, metadata={"json": "duration,omitempty"})


# +kubebuilder:object:root=true
# +kubebuilder:subresource:status
# +kubebuilder:resource:singular=mycronjob
# +kubebuilder:storageversion
# +kubebuilder:metadata:annotations="api-approved.kubernetes.io=https://github.com/kubernetes-sigs/controller-tools";"cert-manager.io/inject-ca-from-secret=cert-manager/cert-manager-webhook-ca"
# +kubebuilder:selectablefield:JSONPath=`.spec.selectableFieldString`

# CronJob is the Schema for the cronjobs API
@dataclass
class CronJob(TypeMeta):
    metadata: ObjectMeta = field(default_factory=ObjectMeta, metadata={"json": "metadata,omitempty"})  # noqa: DG202
    # (Go: a non-pointer `CronJobSpec` with omitempty. Translated as Optional: KEP-1929's implicit
    # `{}` cannot be made valid here (the explicitlyRequired* fields have no default), which
    # SPEC section 7 refuses as CRD103; a pointer is what gives controller-gen's schema.)
    spec: Optional[CronJobSpec] = field(default=None, metadata={"json": "spec,omitempty"})
    status: CronJobStatus = field(default_factory=CronJobStatus, metadata={"json": "status,omitempty"})  # noqa: DG202


# +kubebuilder:object:root=true

# CronJobList contains a list of CronJob
@dataclass
class CronJobList(TypeMeta):
    metadata: ListMeta = field(default_factory=ListMeta, metadata={"json": "metadata,omitempty"})  # noqa: DG202
    items: list[CronJob] = field(default_factory=list, metadata={"json": "items"})
