"""CEL validation rules (`x-kubernetes-validations`), compiled and evaluated as far as we can.

The library is cel-expr-python, the CEL team's own Python binding of cel-cpp (docs/decisions.md,
"Validation": why it and not cel-python or common-expression-language). The environment is
Kubernetes' CRD one as far as the library has it (k8s.io/apiserver/pkg/cel/environment/base.go):
the standard library and macros, optional types, the strings extension at version 2, `self`
and `oldSelf`. Kubernetes adds libraries cel-cpp does not have (lists, regex, URLs, quantity,
IP, CIDR, format, sets, semver, two-variable comprehensions): a rule that uses them is not an
error here (the API server knows them) but it cannot be evaluated, and says so.

`compile_rule(rule)` gives the compile error (DG110) or None. `evaluate(rule, self_value)`
gives True / False, a `RuleError` (the rule errs on this value: the API server rejects the
object too), or `Unevaluable` with the reason: a transition rule (`oldSelf` exists only on
update), or a Kubernetes library function. `self_value` is the JSON value already typed as the
API server types it (numbers of `type: number` as float).
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from typing import Any

from cel_expr_python import cel
from cel_expr_python.ext import ext_optional, ext_strings

__all__ = ["RuleError", "Unevaluable", "compile_rule", "evaluate"]

_STRINGS_VERSION = 2  # ext.Strings(ext.StringsVersion(2)) since Kubernetes 1.29

# Names Kubernetes' CEL libraries declare that cel-cpp does not (k8s.io/apiserver/pkg/cel/library:
# lists.go, regex.go, urls.go, quantity.go, ip.go, cidr.go, format.go, semver.go; cel-go's
# ext.Sets and ext.TwoVarComprehensions). Namespaces (`sets`, `format`) are listed as the
# checker names them: the first segment of a qualified call.
KUBERNETES_LIBRARY = frozenset(
    """
    isSorted sum max min indexOf lastIndexOf
    find findAll
    url isURL getScheme getHost getHostname getPort getEscapedPath getQuery
    quantity isQuantity sign isGreaterThan isLessThan compareTo asApproximateFloat asInteger
    isInteger add sub
    ip isIP isCanonical family isUnspecified isLoopback isLinkLocalMulticast isLinkLocalUnicast
    isGlobalUnicast
    cidr isCIDR containsIP containsCIDR masked prefixLength
    format named validate
    sets contains equivalent intersects
    semver isSemver major minor patch
    all exists existsOne transformList transformMap transformMapEntry
    """.split()
)

_UNDECLARED = re.compile(r"undeclared reference to '([^']+)'")
_NO_OVERLOAD = re.compile(r"found no matching overload for '([^']+)'")
_RUNTIME_NO_OVERLOAD = re.compile(r"No matching overloads found : (?:\([^)]*\)\.)?([\w.]+)\(")
_ERROR_LINE = re.compile(r"ERROR: <input>:(\d+):(\d+): (.*?)(?: \(in container ''\))?$", re.M)
# Errors about the value given, not the rule: JSON can hold numbers CEL's int64 cannot.
_BAD_INPUT = re.compile(r"Non-CEL value type for 'self|out of range for 'self")


@dataclass(frozen=True)
class Unevaluable:
    """The rule cannot be evaluated here; `reason` says why (shown to the user, never hidden)."""

    reason: str


@dataclass(frozen=True)
class RuleError:
    """Evaluating the rule on this value failed (the API server reports the object invalid)."""

    reason: str


@dataclass(frozen=True)
class _Compiled:
    expression: Any  # cel.Expression, or None when it cannot be evaluated
    error: str | None  # the compile error a user must fix
    unevaluable: Unevaluable | None


@functools.lru_cache(maxsize=1)
def _env():
    # oldSelf is deliberately undeclared: the checker then tells us which rules use it.
    return cel.NewEnv(
        variables={"self": cel.Type.DYN},
        extensions=[ext_strings.ExtStrings(version=_STRINGS_VERSION), ext_optional.ExtOptional()],
    )


def _library_name(name: str) -> bool:
    return name.split(".")[0] in KUBERNETES_LIBRARY or name.split(".")[-1] in KUBERNETES_LIBRARY


@functools.lru_cache(maxsize=1024)
def _compile(rule: str) -> _Compiled:
    try:
        expression = _env().compile(rule)
    except RuntimeError as exc:
        return _classify(str(exc))
    out = expression.return_type()
    if out not in (cel.Type.BOOL, cel.Type.DYN):
        return _Compiled(None, f"the rule must evaluate to a bool, not {out.name().lower()}", None)
    return _Compiled(expression, None, None)


def _classify(message: str) -> _Compiled:
    """Sort the checker's errors into: the user's mistakes, oldSelf, Kubernetes' own functions."""
    errors = [m.groups() for m in _ERROR_LINE.finditer(message)]
    if not errors:
        return _Compiled(None, message.strip(), None)
    library, other = set(), []
    for line, col, text in errors:
        undeclared = _UNDECLARED.match(text)
        overload = _NO_OVERLOAD.match(text)
        name = (undeclared or overload).group(1) if (undeclared or overload) else None
        if name is not None and name.split(".")[0] == "oldSelf":
            continue
        if name is not None and _library_name(name):
            library.add(name)
        else:
            other.append((line, col, text))
    if library:
        # The checker cannot go on past an unknown function (its loop variables, its result
        # type): what else it says is not trustworthy, and the API server knows these names.
        names = ", ".join(sorted(library))
        return _Compiled(
            None,
            None,
            Unevaluable(f"uses {names} from Kubernetes' CEL libraries, which cel-expr-python lacks"),
        )
    if other:
        text = "; ".join(
            f"{msg} (column {col})" if line == "1" else f"{msg} (line {line}, column {col})"
            for line, col, msg in other
        )
        return _Compiled(None, text, None)
    # Only oldSelf is left.
    return _Compiled(
        None,
        None,
        Unevaluable(
            "a transition rule (it uses oldSelf): the API server evaluates it only on update, "
            "against the stored object, which a create does not have"
        ),
    )


def compile_rule(rule: str) -> str | None:
    """The compile error of a CEL rule as Kubernetes would see it, or None when it compiles.

    Rules using Kubernetes' own CEL libraries compile (None) although they cannot be evaluated."""
    return _compile(rule).error


def evaluate(rule: str, self_value: Any) -> bool | RuleError | Unevaluable:
    """Evaluate a rule with `self` bound to a JSON value (a create: no oldSelf)."""
    compiled = _compile(rule)
    if compiled.error is not None:
        return Unevaluable(f"does not compile: {compiled.error}")
    if compiled.unevaluable is not None:
        return compiled.unevaluable
    value = compiled.expression.eval(data={"self": self_value})
    kind = value.type()
    if kind == cel.Type.BOOL:
        return bool(value.value())
    if kind == cel.Type.ERROR:
        message = str(value.value())
        if _BAD_INPUT.search(message):
            return Unevaluable(f"self cannot be given to CEL: {message.split(': ', 1)[-1]}")
        missing = _RUNTIME_NO_OVERLOAD.search(message)
        if missing and _library_name(missing.group(1)):
            return Unevaluable(
                f"uses {missing.group(1)} from Kubernetes' CEL libraries, which cel-expr-python lacks"
            )
        return RuleError(message.split(": ", 1)[-1])
    return RuleError(f"the rule evaluated to {kind.name().lower()}, not a bool")
