# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/ssatags/testdata/src/a/a.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field
from typing import NewType, Optional, TypeAlias

from aa import OtherFileStringArrayAtomic
from aa.aa import OtherPackageStringArrayAtomic


@dataclass
class TestObject:
    name: str = field(default="", metadata={"json": "name"})
    id: int = field(default=0, metadata={"json": "id"})


@dataclass
class SimpleObject:
    name: str = field(default="", metadata={"json": "name"})


# ObjectWithEmbedded is an object with an embedded struct.
# As there's no json tag, the embedded struct is inlined.
@dataclass
class ObjectWithEmbedded(TestObject):
    embedded: str = field(default="", metadata={"json": "embedded"})


@dataclass
class ObjectWithInlineEmbedded(TestObject):
    embedded: str = field(default="", metadata={"json": "embedded"})


@dataclass
class ObjectWithNamedEmbedded:
    test_object: TestObject = field(default_factory=TestObject, metadata={"json": "testObject"})
    embedded: str = field(default="", metadata={"json": "embedded"})


String = NewType("String", str)


Int = NewType("Int", int)


@dataclass
class Object(TestObject):
    pass


StringArray = NewType("StringArray", list[str])


StringAlias: TypeAlias = str


IntAlias: TypeAlias = int


ObjectAlias: TypeAlias = TestObject


StringArrayAlias: TypeAlias = list[str]


ByteArray = NewType("ByteArray", bytes)


ByteArrayAlias: TypeAlias = bytes


# +listType=atomic
StringArrayAtomic = NewType("StringArrayAtomic", StringArray)


@dataclass
class SSATagsTestSpec:
    # Valid atomic list - should pass
    # +listType=atomic
    atomic_string_list: list[str] = field(default_factory=list, metadata={"json": "atomicStringList,omitempty"})
    # Valid atomic object list - should pass
    string_array_atomic: StringArrayAtomic = field(default_factory=list, metadata={"json": "stringArrayAtomic,omitempty"})
    # Valid atomic object list from another file - should pass
    other_file_string_array_atomic: OtherFileStringArrayAtomic = field(default_factory=list, metadata={"json": "otherFileStringArrayAtomic,omitempty"})
    # Valid atomic object list from another package - should pass
    other_package_string_array_atomic: OtherPackageStringArrayAtomic = field(default_factory=list, metadata={"json": "otherPackageStringArrayAtomic,omitempty"})
    # Valid atomic object list - should pass
    # +listType=atomic
    atomic_object_list: list[TestObject] = field(default_factory=list, metadata={"json": "atomicObjectList,omitempty"})
    # Valid set for primitive list - should pass (no warning for primitive lists)
    # +listType=set
    set_primitive_list: list[str] = field(default_factory=list, metadata={"json": "setPrimitiveList,omitempty"})
    # Invalid set for object list - should warn about listType=set compatibility issues
    # +listType=set
    set_object_list: list[TestObject] = field(default_factory=list, metadata={"json": "setObjectList,omitempty"})
    # Invalid map on primitive list - should error
    # +listType=map
    # +listMapKey=name
    map_primitive_list: list[str] = field(default_factory=list, metadata={"json": "mapPrimitiveList,omitempty"})
    # Valid map on object list with proper listMapKey - should pass
    # +listType=map
    # +listMapKey=name
    map_object_list: list[TestObject] = field(default_factory=list, metadata={"json": "mapObjectList,omitempty"})
    # Invalid map on object list without listMapKey - should error
    # +listType=map
    map_object_list_no_key: list[TestObject] = field(default_factory=list, metadata={"json": "mapObjectListNoKey,omitempty"})
    # Invalid map on object list with non-existent listMapKey - should error
    # +listType=map
    # +listMapKey=nonexistent
    map_object_list_invalid_key: list[TestObject] = field(default_factory=list, metadata={"json": "mapObjectListInvalidKey,omitempty"})
    # Valid map with correct JSON tag name - should pass
    # +listType=map
    # +listMapKey=name
    map_object_list_valid: list[SimpleObject] = field(default_factory=list, metadata={"json": "mapObjectListValid,omitempty"})
    # Invalid map with non-existent JSON tag name - should error
    # +listType=map
    # +listMapKey=invalid_name
    map_object_list_invalid_name: list[SimpleObject] = field(default_factory=list, metadata={"json": "mapObjectListInvalidName,omitempty"})
    # Invalid listType value - should error
    # +listType=invalid
    invalid_list_type: list[str] = field(default_factory=list, metadata={"json": "invalidListType,omitempty"})
    # Missing listType on primitive array - should warn
    primitive_array_no_marker: list[str] = field(default_factory=list, metadata={"json": "primitiveArrayNoMarker,omitempty"})
    # Missing listType on object array - should warn
    object_array_no_marker: list[TestObject] = field(default_factory=list, metadata={"json": "objectArrayNoMarker,omitempty"})
    # Non-array field - should be ignored
    single_value: str = field(default="", metadata={"json": "singleValue,omitempty"})
    # Pointer array field - should behave same as non-pointer
    pointer_array_no_marker: list[Optional[TestObject]] = field(default_factory=list, metadata={"json": "pointerArrayNoMarker,omitempty"})
    # Defined type tests - defined types should behave as their underlying types
    # +listType=atomic
    string_atomic_list: list[String] = field(default_factory=list, metadata={"json": "stringAtomicList,omitempty"})
    # +listType=set
    string_set_list: list[String] = field(default_factory=list, metadata={"json": "stringSetList,omitempty"})
    # Defined type to object should behave as object list
    # +listType=atomic
    object_atomic_list: list[Object] = field(default_factory=list, metadata={"json": "objectAtomicList,omitempty"})
    # +listType=set
    object_set_list: list[Object] = field(default_factory=list, metadata={"json": "objectSetList,omitempty"})
    # Missing listType on defined type to basic type - should warn
    string_no_marker: list[String] = field(default_factory=list, metadata={"json": "stringNoMarker,omitempty"})
    # Missing listType on defined type to object - should warn
    object_no_marker: list[Object] = field(default_factory=list, metadata={"json": "objectNoMarker,omitempty"})
    # Pointer to defined type - should behave same as defined type
    # +listType=atomic
    pointer_to_string: list[Optional[String]] = field(default_factory=list, metadata={"json": "pointerToString,omitempty"})
    # +listType=set
    pointer_to_object: list[Optional[Object]] = field(default_factory=list, metadata={"json": "pointerToObject,omitempty"})
    # Type alias tests - aliases to basic types should behave as primitive lists
    # +listType=atomic
    string_alias_atomic_list: list[StringAlias] = field(default_factory=list, metadata={"json": "stringAliasAtomicList,omitempty"})
    # +listType=set
    string_alias_set_list: list[StringAlias] = field(default_factory=list, metadata={"json": "stringAliasSetList,omitempty"})
    # Type alias to object should behave as object list
    # +listType=atomic
    object_alias_atomic_list: list[ObjectAlias] = field(default_factory=list, metadata={"json": "objectAliasAtomicList,omitempty"})
    # +listType=set
    object_alias_set_list: list[ObjectAlias] = field(default_factory=list, metadata={"json": "objectAliasSetList,omitempty"})
    # Missing listType on alias to basic type - should warn
    string_alias_no_marker: list[StringAlias] = field(default_factory=list, metadata={"json": "stringAliasNoMarker,omitempty"})
    # Missing listType on alias to object - should warn
    object_alias_no_marker: list[ObjectAlias] = field(default_factory=list, metadata={"json": "objectAliasNoMarker,omitempty"})
    # Pointer to alias - should behave same as alias
    # +listType=atomic
    pointer_to_string_alias: list[Optional[StringAlias]] = field(default_factory=list, metadata={"json": "pointerToStringAlias,omitempty"})
    # +listType=set
    pointer_to_object_alias: list[Optional[ObjectAlias]] = field(default_factory=list, metadata={"json": "pointerToObjectAlias,omitempty"})
    # Array defined type tests - defined types to array types should behave as array lists
    # +listType=atomic
    string_array_atomic_list: StringArray = field(default_factory=list, metadata={"json": "stringArrayAtomicList,omitempty"})
    # +listType=set
    string_array_set_list: StringArray = field(default_factory=list, metadata={"json": "stringArraySetList,omitempty"})
    # Missing listType on array defined type - should warn
    string_array_no_marker: StringArray = field(default_factory=list, metadata={"json": "stringArrayNoMarker,omitempty"})
    # Array type alias tests - aliases to array types should behave as array lists
    # +listType=atomic
    string_array_alias_atomic_list: StringArrayAlias = field(default_factory=list, metadata={"json": "stringArrayAliasAtomicList,omitempty"})
    # +listType=set
    string_array_alias_set_list: StringArrayAlias = field(default_factory=list, metadata={"json": "stringArrayAliasSetList,omitempty"})
    # Missing listType on array alias - should warn
    string_array_alias_no_marker: StringArrayAlias = field(default_factory=list, metadata={"json": "stringArrayAliasNoMarker,omitempty"})
    # Byte array tests - these should be skipped by IsByteArray condition
    # Direct byte array - should be ignored (no listType required)
    byte_array_direct: bytes = field(default=b"", metadata={"json": "byteArrayDirect,omitempty"})
    # Defined type byte array - should be ignored (no listType required)
    byte_array_defined_type: ByteArray = field(default=b"", metadata={"json": "byteArrayDefinedType,omitempty"})
    # Aliased byte array - should be ignored (no listType required)
    byte_array_aliased: ByteArrayAlias = field(default=b"", metadata={"json": "byteArrayAliased,omitempty"})
    # Byte array with markers - should be ignored even if markers are present
    # +listType=atomic
    byte_array_with_marker: bytes = field(default=b"", metadata={"json": "byteArrayWithMarker,omitempty"})
    # +optional
    # +kubebuilder:pruning:PreserveUnknownFields
    # +kubebuilder:validation:Schemaless
    all_of: list[JSONSchemaProps] = field(default_factory=list, metadata={"json": "allOf,omitempty"})
    # Object with embedded struct - list map key from embedded struct should be allowed
    # Without a json tag, the default is to inline the embedded struct.
    # +listType=map
    # +listMapKey=name
    object_with_embedded_struct: list[ObjectWithEmbedded] = field(default_factory=list, metadata={"json": "objectWithEmbeddedStruct,omitempty"})
    # Object with inline embedded struct - list map key from embedded struct should be allowed
    # With a json tag, the embedded struct is not inlined.
    # +listType=map
    # +listMapKey=name
    object_with_inline_embedded_struct: list[ObjectWithInlineEmbedded] = field(default_factory=list, metadata={"json": "objectWithInlineEmbeddedStruct,omitempty"})
    # Object with named embedded struct - list map key from embedded struct should be allowed
    # With a json tag, the embedded struct is not inlined.
    # +listType=map
    # +listMapKey=name
    object_with_named_embedded_struct: list[ObjectWithNamedEmbedded] = field(default_factory=list, metadata={"json": "objectWithNamedEmbeddedStruct,omitempty"})


# JSONSchemaProps is a placeholder for the JSON schema properties.
@dataclass
class JSONSchemaProps:
    pass
