"""defaultgen.validate.cel: CEL rules compiled (DG110) and evaluated (DG308, apply --validate).

The rules are the examples of Kubernetes' documentation, "Validation rules" table
(kubernetes.io/docs/tasks/extend-kubernetes/custom-resources/custom-resource-definitions/
#validation-rules), each with a value that passes and one that fails, worked out by hand.
"""

from __future__ import annotations

import pytest

from defaultgen.validate.cel import RuleError, Unevaluable, compile_rule, evaluate

# (rule, a passing self, a failing self)
DOC_EXAMPLES = [
    (
        "self.minReplicas <= self.replicas && self.replicas <= self.maxReplicas",
        {"minReplicas": 1, "replicas": 2, "maxReplicas": 3},
        {"minReplicas": 1, "replicas": 4, "maxReplicas": 3},
    ),
    ("'Available' in self.stateCounts", {"stateCounts": {"Available": 1}}, {"stateCounts": {}}),
    (
        "(size(self.list1) == 0) != (size(self.list2) == 0)",
        {"list1": [1], "list2": []},
        {"list1": [1], "list2": [2]},
    ),
    (
        "!('MY_KEY' in self.map1) || self['MY_KEY'].matches('^[a-zA-Z]*$')",
        {"map1": {}},
        {"map1": {"MY_KEY": 1}, "MY_KEY": "a1"},
    ),
    (
        "self.envars.filter(e, e.name == 'MY_ENV').all(e, e.value.matches('^[a-zA-Z]*$'))",
        {"envars": [{"name": "MY_ENV", "value": "abc"}, {"name": "X", "value": "1"}]},
        {"envars": [{"name": "MY_ENV", "value": "a1"}]},
    ),
    ("self.health.startsWith('ok')", {"health": "ok now"}, {"health": "bad"}),
    (
        "self.widgets.exists(w, w.key == 'x' && w.foo < 10)",
        {"widgets": [{"key": "x", "foo": 9}]},
        {"widgets": [{"key": "x", "foo": 10}]},
    ),
    ("type(self) == string ? self == '100%' : self == 1000", "100%", 999),
    ("self.metadata.name.startsWith(self.prefix)", {"metadata": {"name": "ab"}, "prefix": "a"},
     {"metadata": {"name": "ab"}, "prefix": "b"}),
    ("self.set1.all(e, !(e in self.set2))", {"set1": [1], "set2": [2]}, {"set1": [1], "set2": [1]}),
    (
        "size(self.names) == size(self.details) && self.names.all(n, n in self.details)",
        {"names": ["a"], "details": {"a": 1}},
        {"names": ["a"], "details": {"b": 1}},
    ),
    (
        "size(self.clusters.filter(c, c.name == self.primary)) == 1",
        {"clusters": [{"name": "a"}], "primary": "a"},
        {"clusters": [{"name": "a"}, {"name": "a"}], "primary": "a"},
    ),
]


@pytest.mark.parametrize("rule, good, bad", DOC_EXAMPLES, ids=[r for r, _, _ in DOC_EXAMPLES])
def test_kubernetes_documentation_examples(rule, good, bad):
    assert compile_rule(rule) is None
    assert evaluate(rule, good) is True
    assert evaluate(rule, bad) is False


def test_transition_rules_cannot_be_evaluated_on_create_and_say_so():
    # The documentation's immutability rule: compiles (oldSelf is declared for CRDs)...
    assert compile_rule("self == oldSelf") is None
    result = evaluate("self == oldSelf", "x")
    # ...but a create has no old object.
    assert isinstance(result, Unevaluable) and "oldSelf" in result.reason
    assert "update" in result.reason


@pytest.mark.parametrize(
    "rule, value, name",
    [
        ("self.isSorted()", [1, 2], "isSorted"),  # library.Lists
        ("self.indexOf(1) == 0", [1], "indexOf"),  # library.Lists on a list
        ("isURL(self)", "https://a", "isURL"),  # library.URLs
        ("quantity(self).isGreaterThan(quantity('1'))", "2", "quantity"),  # library.Quantity
        ("sets.contains(self, [1])", [1], "contains"),  # ext.Sets
        ("self.all(k, v, v > 0)", {"a": 1}, "all"),  # ext.TwoVarComprehensions
    ],
)
def test_kubernetes_library_functions_compile_but_are_unevaluable(rule, value, name):
    assert compile_rule(rule) is None
    result = evaluate(rule, value)
    assert isinstance(result, Unevaluable) and name in result.reason


@pytest.mark.parametrize(
    "rule, expected",
    [
        ("self > 1 &&", "Syntax error"),
        ("spec.replicas > 1", "undeclared reference to 'spec.replicas'"),  # meant self.spec
        ("self.replicas + 1", "must evaluate to a bool"),
        ("1 + 'a' == 2", "no matching overload"),
        ("self.reverse() == 'a'", "undeclared reference to 'reverse'"),  # strings v3, not v2
    ],
)
def test_compile_errors_are_reported(rule, expected):
    error = compile_rule(rule)
    assert error is not None and expected in error
    assert isinstance(evaluate(rule, 1), Unevaluable)


def test_strings_extension_version_2_is_there():
    assert evaluate("self.lowerAscii() == 'ab' && self.split('B').size() == 2", "AB") is True
    assert evaluate("self.lowerAscii() == 'ab' && self.split('B').size() == 2", "aBc") is False
    assert evaluate("self.upperAscii().replace('A', 'x') == 'xB'", "ab") is True


def test_an_evaluation_error_fails_the_rule_as_the_api_server_does():
    result = evaluate("self.a > 1", {})
    assert isinstance(result, RuleError) and "a" in result.reason


def test_values_cel_cannot_hold_are_unevaluable_not_failures():
    result = evaluate("self > 0", 2**70)
    assert isinstance(result, Unevaluable) and "out of range" in result.reason


def test_matches_is_re2():
    # RE2's $ is the end of the text (no final-newline allowance, unlike Python's re).
    assert evaluate("self.matches('^a$')", "a\n") is False
    assert evaluate("self.matches('^a$')", "a") is True
