# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/jsontags/testdata/src/d/d.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class JSONTagMismatch:
    id: str = field(default="", metadata={"json": "vmID,omitempty"})
    ip_addr: str = field(default="", metadata={"json": "vmIp,omitempty"})
    i_pv6_address: str = field(default="", metadata={"json": "ipv6Address,omitempty"})
    i_pv6_address_bad: str = field(default="", metadata={"json": "ipv6addressBad,omitempty"})
    wwi_ds: list[str] = field(default_factory=list, metadata={"json": "wwids,omitempty"})
    wwi_ds_bad: list[str] = field(default_factory=list, metadata={"json": "wwiDs,omitempty"})
    ur_ls: list[str] = field(default_factory=list, metadata={"json": "urls,omitempty"})
    ur_ls_bad: list[str] = field(default_factory=list, metadata={"json": "urLs,omitempty"})
