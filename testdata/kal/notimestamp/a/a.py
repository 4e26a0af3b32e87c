# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/notimestamp/testdata/src/a/a.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Optional


@dataclass
class NoTimeStampTestStruct:
    # +optional
    time_stamp: Optional[datetime] = field(default=None, metadata={"json": "timeStamp,omitempty"})
    # +optional
    timestamp: Optional[datetime] = field(default=None, metadata={"json": "timestamp,omitempty"})
    # +optional
    foo_time_stamp: Optional[datetime] = field(default=None, metadata={"json": "fooTimeStamp,omitempty"})
    # +optional
    footime_stamp: Optional[datetime] = field(default=None, metadata={"json": "footimeStamp,omitempty"})
    # +optional
    bar_timestamp: Optional[datetime] = field(default=None, metadata={"json": "barTimestamp,omitempty"})
    # +optional
    footimestamp_bar: Optional[datetime] = field(default=None, metadata={"json": "fooTimestampBar,omitempty"})
    # +optional
    foo_timestamp_bar_time_stamp: Optional[datetime] = field(default=None, metadata={"json": "fooTimestampBarTimeStamp,omitempty"})
    # +optional
    meta_time_stamp: Optional[datetime] = field(default=None, metadata={"json": "metaTimeStamp,omitempty"})


@dataclass
class NoSubTimeStampTestStruct:
    # +optional
    foo_time_stamp: Optional[datetime] = field(default=None, metadata={"json": "fooTimeStamp,omitempty"})


@dataclass
class SerializedTimeStampTestStruct:
    # +optional
    foo_time: Optional[datetime] = field(default=None, metadata={"json": "fooTime,omitempty"})
