"""The compatibility checks of `defaultgen compat` (SPEC §9): one row per code, with the
severity SPEC §9 sets, the crdify validation it answers for, and what it means for users.

Codes are `DGC` + three digits, grouped like SPEC §9's table: 001 a file that cannot be
read, 1xx something is gone (field,
type, version, scope), 2xx the JSON type, 3xx defaults, 4xx enums, 5xx required and
omitempty, 6xx constraints, 7xx nullable, 8xx server-side apply's list and map semantics,
9xx CEL rules, documentation and whatever else changed. A policy in
`[tool.defaultgen.compat]` gives any check another severity, or `ignore` (crdify's
enforcement `Error` / `Warn` / `None`)."""

from __future__ import annotations

from dataclasses import dataclass

from ..diagnostics import Severity

ERROR, WARNING, INFO = Severity.ERROR, Severity.WARNING, Severity.INFO
POLICIES = ("error", "warning", "info", "ignore")


@dataclass(frozen=True, slots=True)
class Check:
    code: str
    name: str  # also accepted as the policy key
    severity: Severity | None  # None: off unless a policy turns it on
    summary: str  # what it reports
    crdify: str = ""  # crdify's validation it counts for


CHECKS: tuple[Check, ...] = (
    Check("DGC001", "unreadable", ERROR, "a source file cannot be read or parsed, so it cannot be compared"),
    Check("DGC101", "field-removed", ERROR, "a field (wire name) is gone", "existingFieldRemoval"),
    Check("DGC102", "type-removed", ERROR, "an API type (schema name) is gone"),
    Check("DGC103", "served-version-removed", ERROR, "a served version of a CRD is gone, or no longer served"),
    Check("DGC104", "stored-version-removed", ERROR, "the storage version of a CRD is gone", "storedVersionRemoval"),
    Check("DGC105", "scope-changed", ERROR, "a CRD's scope changed (Namespaced / Cluster)", "scope"),
    Check("DGC106", "wire-name-changed", ERROR, "a field's wire name (json tag) changed"),
    Check("DGC107", "crd-removed", ERROR, "a whole CRD (resource kind) is gone"),
    Check("DGC201", "type-changed", ERROR, "the JSON type of a position changed", "type"),
    Check("DGC202", "format-changed", ERROR, "the format of a position changed"),
    Check("DGC301", "default-added", ERROR, "a default was added", "default"),
    Check("DGC302", "default-removed", ERROR, "a default was removed", "default"),
    Check("DGC303", "default-changed", ERROR, "a default changed value", "default"),
    Check("DGC401", "enum-value-removed", ERROR, "an allowed enum value is gone", "enum"),
    Check("DGC402", "enum-value-added", WARNING, "an enum gained a value (exhaustive clients)", "enum"),
    Check("DGC403", "enum-added", ERROR, "an enum constraint now restricts a position that had none", "enum"),
    Check("DGC404", "enum-removed", INFO, "an enum constraint was dropped (any value is allowed now)", "enum"),
    Check("DGC501", "newly-required", ERROR, "a field is newly required (also: a new required field)", "required"),
    Check("DGC502", "omitempty-removed", ERROR, "omitempty (or omitzero) was removed from a field"),
    Check("DGC503", "required-dropped", INFO, "a field is no longer required", "required"),
    Check("DGC601", "minimum-tightened", ERROR, "minimum added or raised (or made exclusive)", "minimum"),
    Check("DGC602", "maximum-tightened", ERROR, "maximum added or lowered (or made exclusive)", "maximum"),
    Check("DGC603", "min-length-tightened", ERROR, "minLength added or raised", "minLength"),
    Check("DGC604", "max-length-tightened", ERROR, "maxLength added or lowered", "maxLength"),
    Check("DGC605", "min-items-tightened", ERROR, "minItems added or raised", "minItems"),
    Check("DGC606", "max-items-tightened", ERROR, "maxItems added or lowered", "maxItems"),
    Check("DGC607", "min-properties-tightened", ERROR, "minProperties added or raised", "minProperties"),
    Check("DGC608", "max-properties-tightened", ERROR, "maxProperties added or lowered", "maxProperties"),
    Check("DGC609", "pattern-tightened", ERROR, "a pattern was added or changed", "pattern"),
    Check(
        "DGC610",
        "multiple-of-tightened",
        ERROR,
        "multipleOf added, or changed to a value the old one is no multiple of",
    ),
    Check("DGC611", "unique-items-added", ERROR, "uniqueItems added"),
    Check("DGC619", "constraint-loosened", INFO, "a constraint was loosened or removed"),
    Check("DGC701", "nullable-removed", ERROR, "nullable was removed", "nullable"),
    Check("DGC702", "nullable-added", INFO, "nullable was added", "nullable"),
    Check("DGC801", "merge-semantics-changed", ERROR, "+listType, +listMapKey, +mapType or +structType changed"),
    Check("DGC901", "cel-rule-added", ERROR, "a CEL validation rule was added"),
    Check("DGC902", "cel-rule-changed", ERROR, "a CEL validation rule changed"),
    Check("DGC903", "cel-rule-removed", INFO, "a CEL validation rule was removed"),
    Check("DGC904", "cel-message-changed", INFO, "only a CEL rule's message changed"),
    Check("DGC951", "description-changed", None, "a description (comment) changed; off by default", "description"),
    Check("DGC990", "other-change", WARNING, "any other change of the published schema", "unhandled"),
)

BY_CODE = {check.code: check for check in CHECKS}
BY_NAME = {check.name: check for check in CHECKS}


def policy_key(key: str) -> str | None:
    """The code of the check a policy key names (its code in any case, or its name)."""
    check = BY_CODE.get(key.strip().upper()) or BY_NAME.get(key.strip().lower())
    return None if check is None else check.code


def severity_of(code: str, policies: dict[str, str]) -> Severity | None:
    """The severity `code` is reported with under `policies` (by code; None: not reported)."""
    policy = policies.get(code)
    if policy is None:
        return BY_CODE[code].severity
    return None if policy == "ignore" else Severity(policy)
