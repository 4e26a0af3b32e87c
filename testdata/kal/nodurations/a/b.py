# Translated from kubernetes-sigs/kube-api-linter@5ebe05f9440bddd681fd9f4d3251546d1937fc99 pkg/analysis/nodurations/testdata/src/a/b.go by tools/kal_cases
# +defaultgen
from __future__ import annotations

from typing import NewType, Optional

from meta import Duration


DurationAliasB = NewType("DurationAliasB", Duration)


DurationAliasPtrB = NewType("DurationAliasPtrB", Optional[Duration])


DurationAliasBWithMetaV1 = NewType("DurationAliasBWithMetaV1", Duration)


DurationAliasPtrBWithMetaV1 = NewType("DurationAliasPtrBWithMetaV1", Optional[Duration])
