# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/nonullable/testdata/src/a/a.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field
from typing import NewType


# +nullable
NullableMarkerType = NewType("NullableMarkerType", str)


# +allowed
AllowedMarkerType = NewType("AllowedMarkerType", str)


@dataclass
class Test:
    # +nullable
    nullable_marker_field: str = field(default="", metadata={"json": "nullableMarkerField"})
    nullable_marker_field_type_alias: NullableMarkerType = field(default="", metadata={"json": "nullableMarkerFieldTypeAlias"})
    # +allowed
    allowed_marker_field: str = field(default="", metadata={"json": "allowedMarkerField"})
    allowed_marker_field_type_alias: AllowedMarkerType = field(default="", metadata={"json": "AllowedMarkerFieldTypeAlias"})
