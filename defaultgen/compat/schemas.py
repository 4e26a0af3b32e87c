"""Compare two published schemas position by position (SPEC §9): what `defaultgen openapi`
emits for both sides (components, `$ref`s followed where they differ) or two CRDs'
`openAPIV3Schema`s. It works on the published keywords only, so a constraint is compared as
soon as it is published, whoever publishes it (markers today, a CRD from a cluster).

Each change is a `Change`: its check code, a message that says what breaks for whom and
what to do, and where it is: a path of steps from a root (a component name, or whatever the
caller's root is) in the new schema, or in the old one for what was removed.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from ..openapi.schemas import REF_PREFIX

Path = tuple[Any, ...]

# keywords each check reads; the rest is compared as a whole (DGC990)
_DOCS = ("description", "title", "example", "externalDocs")
_LOWER = {"minimum": "DGC601", "minLength": "DGC603", "minItems": "DGC605", "minProperties": "DGC607"}
_UPPER = {"maximum": "DGC602", "maxLength": "DGC604", "maxItems": "DGC606", "maxProperties": "DGC608"}
_EXCLUSIVE = {"minimum": "exclusiveMinimum", "maximum": "exclusiveMaximum"}
_MERGE = {
    "x-kubernetes-list-type": "atomic",
    "x-kubernetes-list-map-keys": None,
    "x-kubernetes-map-type": "granular",
    "x-kubernetes-patch-strategy": None,
    "x-kubernetes-patch-merge-key": None,
}
_HANDLED = frozenset(
    {
        "$ref", "allOf", "type", "format", "default", "enum", "required", "properties", "items",
        "additionalProperties", "nullable", "pattern", "multipleOf", "uniqueItems",
        "x-kubernetes-validations", "x-kubernetes-int-or-string", "anyOf",
        *_DOCS, *_LOWER, *_UPPER, *_EXCLUSIVE.values(), *_MERGE,
    }
)  # fmt: skip
_CEL_MESSAGES = ("message", "messageExpression")
_AFTER = "; or add a new API version and keep this one as it is"


@dataclass(frozen=True, slots=True)
class Change:
    """One finding before it is located: `side` is "new" (path in the new schema) or "old"."""

    code: str
    message: str
    path: Path
    side: str = "new"


def show(value: Any, limit: int = 80) -> str:
    """A JSON value as it reads in a message (compact, shortened)."""
    text = json.dumps(value, separators=(",", ":"), ensure_ascii=False, sort_keys=True)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _same(a: Any, b: Any) -> bool:
    """JSON equality (1 is not 1.0 is not true, as clients see them)."""
    if a is b:
        return True
    if type(a) is not type(b) or a != b:
        return False
    return not isinstance(a, (dict, list)) or show(a, 1 << 30) == show(b, 1 << 30)


Renamed = Callable[[Path, Path, str], "str | None"]


class SchemaDiff:
    """Compares schemas whose `$ref`s point into `old_components` / `new_components`.
    `renamed(old object's path, new object's path, wire name)` may say that a property gone
    from an object is the same field under a new wire name: the model knows, the schema not."""

    def __init__(
        self,
        old_components: dict[str, Any] | None = None,
        new_components: dict[str, Any] | None = None,
        renamed: Renamed | None = None,
    ) -> None:
        self.old_components = old_components or {}
        self.new_components = new_components or {}
        self.renamed = renamed
        self._seen: set[tuple[str, str]] = set()

    # -- entry points

    def compare(
        self, old: dict[str, Any], new: dict[str, Any], opath: Path, npath: Path, label: str
    ) -> Iterator[Change]:
        """The changes from `old` to `new` (positions at `opath` / `npath`, named `label`)."""
        if _same(old, new):
            return  # most of an API is as it was (a `$ref` to the same name is compared as that component)
        old, oref = _unwrap(old)
        new, nref = _unwrap(new)
        if oref is not None and oref == nref:
            # the same component on both sides: compared on its own, only this use's siblings here
            yield from self._keywords(old, new, opath, npath, label, structure=False)
            return
        if oref is not None or nref is not None:
            if (oref, nref) in self._seen:  # that pair's structure was compared at another use
                yield from self._keywords(old, new, opath, npath, label, structure=False)
                return
            self._seen.add((oref, nref))
            # a reference to another type: what it points at, with this use's siblings on top,
            # compared here (the locator follows the fields into the referenced dataclass)
            if oref is not None:
                old = {**self.old_components.get(oref, {}), **old}
            if nref is not None:
                new = {**self.new_components.get(nref, {}), **new}
        yield from self._keywords(old, new, opath, npath, label, structure=True)

    # -- keyword by keyword

    def _keywords(self, old, new, opath: Path, npath: Path, label: str, *, structure: bool) -> Iterator[Change]:
        at = f"`{label}`"
        if structure:
            otype, ntype = _json_type(old), _json_type(new)
            if otype != ntype:
                yield Change(
                    "DGC201",
                    f"{at} changed JSON type from {otype or 'any'} to {ntype or 'any'}: stored objects and clients "
                    f"hold the old type and stop decoding or validating; keep the type (add a new field for the new one)"
                    + _AFTER,
                    npath,
                )
                return  # what is below a changed type does not compare
            if old.get("format") != new.get("format"):
                yield Change(
                    "DGC202",
                    f"{at} changed format from {old.get('format') or 'none'} to {new.get('format') or 'none'}: values "
                    "stored or sent in the old format may be refused or read differently; keep the format" + _AFTER,
                    npath,
                )
        yield from self._default(old, new, npath, at)
        yield from self._enum(old, new, npath, at)
        yield from self._bounds(old, new, npath, at)
        yield from self._nullable(old, new, npath, at)
        yield from self._merge(old, new, npath, at, structure)
        yield from self._cel(old, new, opath, npath, at)
        for key in _DOCS:
            if not _same(old.get(key), new.get(key)):
                yield Change("DGC951", f"{at}: {key} changed; make sure the meaning of the field did not change", npath)
        if structure:
            yield from self._object(old, new, opath, npath, label)
            yield from self._children(old, new, opath, npath, label)
        for key in sorted((set(old) | set(new)) - _HANDLED):
            if not _same(old.get(key), new.get(key)):
                yield Change(
                    "DGC990",
                    f"{at}: {key} changed from {show(old.get(key))} to {show(new.get(key))}: defaultgen does not "
                    "classify this change; check what it does to stored objects and clients",
                    npath,
                )

    def _default(self, old, new, npath: Path, at: str) -> Iterator[Change]:
        had, has = "default" in old, "default" in new
        if had and has and not _same(old["default"], new["default"]):
            yield Change(
                "DGC303",
                f"{at}: default changed from {show(old['default'])} to {show(new['default'])}: objects stored "
                "without it and old clients that leave it out silently change meaning (KEP-1929 makes defaults part "
                f"of the API); keep the old default {show(old['default'])}" + _AFTER,
                npath,
            )
        elif had and not has:
            yield Change(
                "DGC302",
                f"{at}: the default {show(old['default'])} was removed: objects written without the field no longer "
                f"get it, and readers that relied on it see it unset; keep the default {show(old['default'])}" + _AFTER,
                npath,
            )
        elif has and not had:
            yield Change(
                "DGC301",
                f"{at}: a default {show(new['default'])} was added: objects stored without the field and old clients "
                f"that leave it out now read {show(new['default'])} instead of unset; leave it without a default"
                + _AFTER,
                npath,
            )

    def _enum(self, old, new, npath: Path, at: str) -> Iterator[Change]:
        before, after = old.get("enum"), new.get("enum")
        if before is None and after is None:
            return
        if before is None:
            yield Change(
                "DGC403",
                f"{at} is now restricted to {show(after)}: stored objects and clients with other values are refused; "
                "leave it unrestricted" + _AFTER,
                npath,
            )
            return
        if after is None:
            yield Change(
                "DGC404",
                f"{at} no longer restricts its values to {show(before)}: clients may now meet any value",
                npath,
            )
            return
        gone = [v for v in before if not any(_same(v, w) for w in after)]
        added = [v for v in after if not any(_same(v, w) for w in before)]
        if gone:
            yield Change(
                "DGC401",
                f"{at} no longer allows {', '.join(map(show, gone))}: stored objects and clients that use "
                f"{'it' if len(gone) == 1 else 'them'} are refused; keep the value{'s' if len(gone) > 1 else ''} "
                "(say in the comment that they are deprecated)" + _AFTER,
                npath,
            )
        if added:
            yield Change(
                "DGC402",
                f"{at} allows the new value{'s' if len(added) > 1 else ''} {', '.join(map(show, added))}: clients that "
                "handle every old value exhaustively may not handle it; say in the field's comment how clients treat "
                'unknown values (or allow additions: `enum-value-added = "ignore"` in [tool.defaultgen.compat])',
                npath,
            )

    def _bounds(self, old, new, npath: Path, at: str) -> Iterator[Change]:
        for keyword, code in (*_LOWER.items(), *_UPPER.items()):
            lower = keyword in _LOWER
            ob, nb = _bound(old, keyword), _bound(new, keyword)
            if ob == nb:
                continue
            if nb is None:
                tighter = False
            elif ob is None:
                tighter = True
            else:
                (ov, ox), (nv, nx) = ob, nb
                tighter = (nv > ov if lower else nv < ov) or (nv == ov and nx and not ox)
            yield self._constraint(code if tighter else "DGC619", keyword, _bound_text(ob), _bound_text(nb), npath, at)
        op, np = _every(old, "pattern"), _every(new, "pattern")
        if op != np:
            code = "DGC619" if set(np) <= set(op) else "DGC609"
            yield self._constraint(code, "pattern", _shown(op), _shown(np), npath, at)
        om, nm = _every(old, "multipleOf"), _every(new, "multipleOf")
        if om != nm:
            tighter = any(not any(_divides(n, o) for o in om) for n in nm)
            yield self._constraint("DGC610" if tighter else "DGC619", "multipleOf", _shown(om), _shown(nm), npath, at)
        if bool(old.get("uniqueItems")) != bool(new.get("uniqueItems")):
            code = "DGC611" if new.get("uniqueItems") else "DGC619"
            yield self._constraint(
                code, "uniqueItems", show(bool(old.get("uniqueItems"))), show(bool(new.get("uniqueItems"))), npath, at
            )

    @staticmethod
    def _constraint(code: str, keyword: str, before: str, after: str, npath: Path, at: str) -> Change:
        if code == "DGC619":
            return Change(
                code,
                f"{at}: {keyword} loosened ({before} -> {after}): old clients may now meet values they never saw",
                npath,
            )
        return Change(
            code,
            f"{at}: {keyword} tightened ({before} -> {after}): clients sending values the old schema allowed are "
            "refused, and stored objects with them fail validation on their next update; keep the old constraint"
            + _AFTER,
            npath,
        )

    def _nullable(self, old, new, npath: Path, at: str) -> Iterator[Change]:
        was, now = bool(old.get("nullable")), bool(new.get("nullable"))
        if was and not now:
            yield Change(
                "DGC701",
                f"{at} is no longer nullable: clients that send null are refused (or see it dropped); keep nullable"
                + _AFTER,
                npath,
            )
        elif now and not was:
            yield Change("DGC702", f"{at} is now nullable: readers may now meet null there", npath)

    def _merge(self, old, new, npath: Path, at: str, structure: bool) -> Iterator[Change]:
        changed = []
        for key, implied in _MERGE.items():
            before, after = old.get(key), new.get(key)
            if implied is not None and structure:
                applies = "items" in old if key == "x-kubernetes-list-type" else old.get("type") == "object"
                if applies:
                    before, after = before or implied, after or implied
            if not _same(before, after):
                changed.append(f"{key} changed from {show(before)} to {show(after)}")
        if changed:
            yield Change(
                "DGC801",
                f"{at}: {', '.join(changed)}: server-side apply merges this position differently, so existing "
                "appliers' patches and field ownership behave differently; keep it" + _AFTER,
                npath,
            )

    def _cel(self, old, new, opath: Path, npath: Path, at: str) -> Iterator[Change]:
        before = [r for r in old.get("x-kubernetes-validations") or () if isinstance(r, dict)]
        after = [r for r in new.get("x-kubernetes-validations") or () if isinstance(r, dict)]
        unmatched_old = [r for r in before if not any(r.get("rule") == s.get("rule") for s in after)]
        unmatched_new = [r for r in after if not any(r.get("rule") == s.get("rule") for s in before)]
        for rule in after:
            was = next((r for r in before if r.get("rule") == rule.get("rule")), None)
            if was is None or _same(was, rule):
                continue
            rest = {k for k in set(was) | set(rule) if not _same(was.get(k), rule.get(k))}
            if rest <= set(_CEL_MESSAGES):
                yield Change(
                    "DGC904",
                    f"{at}: the message of CEL rule `{rule.get('rule')}` changed: clients that match on the old "
                    "message text see a new one",
                    npath,
                )
            else:
                yield Change(
                    "DGC902",
                    f"{at}: CEL rule `{rule.get('rule')}` changed ({', '.join(sorted(rest))}): clients and tools that "
                    "read the reason or field path of its failures see different ones; keep them" + _AFTER,
                    npath,
                )
        for was, rule in zip(unmatched_old, unmatched_new):  # a rule rewritten in place
            yield Change(
                "DGC902",
                f"{at}: CEL rule `{was.get('rule')}` became `{rule.get('rule')}`: existing objects that passed the old "
                "rule may fail the new one on their next update; keep the old rule, or guard the new one with "
                "`oldSelf` (a transition rule) so that stored objects keep validating" + _AFTER,
                npath,
            )
        for rule in unmatched_new[len(unmatched_old) :]:
            yield Change(
                "DGC901",
                f"{at}: new CEL rule `{rule.get('rule')}`: existing objects that break it are refused on their next "
                "update, and clients that wrote them fail; make it a transition rule (`oldSelf`) that only judges "
                "changed values" + _AFTER,
                npath,
            )
        for rule in unmatched_old[len(unmatched_new) :]:
            yield Change(
                "DGC903", f"{at}: CEL rule `{rule.get('rule')}` was removed: values it refused are accepted now", npath
            )

    def _object(self, old, new, opath: Path, npath: Path, label: str) -> Iterator[Change]:
        oprops, nprops = old.get("properties") or {}, new.get("properties") or {}
        for name, schema in oprops.items():
            child = f"{label}.{name}"
            if name in nprops:
                yield from self.compare(
                    schema, nprops[name], (*opath, "properties", name), (*npath, "properties", name), child
                )
                continue
            moved = self.renamed(opath, npath, name) if self.renamed else None
            if moved is not None and moved in nprops and moved not in oprops:
                where = (*npath, "properties", moved)
                yield Change(
                    "DGC106",
                    f"`{child}` is now sent as `{moved}`: every stored object and client still uses `{name}`; "
                    f"keep the wire name `{name}` (rename only the Python field: json metadata keeps the wire name)"
                    + _AFTER,
                    where,
                )
                yield from self.compare(schema, nprops[moved], (*opath, "properties", name), where, child)
                continue
            yield Change(
                "DGC101",
                f"field `{child}` was removed: clients that read or write it break, and stored objects that hold it "
                "lose it when next written (pruned); keep the field and say in its comment that it is deprecated"
                + _AFTER,
                (*opath, "properties", name),
                side="old",
            )
        ore, nre = set(old.get("required") or ()), set(new.get("required") or ())
        for name in new.get("required") or ():
            if name in ore:
                continue
            known = name in oprops
            yield Change(
                "DGC501",
                f"`{label}.{name}` is {'newly required' if known else 'a new required field'}: clients that leave it "
                "out are refused, and stored objects without it fail validation on their next update; make it "
                "optional (`# +optional` or omitempty, with a `# +default` if it needs a value)" + _AFTER,
                (*npath, "properties", name),
            )
        for name in old.get("required") or ():
            if name not in nre and name in nprops:
                yield Change(
                    "DGC503",
                    f"`{label}.{name}` is no longer required: readers must now cope with it being absent",
                    (*npath, "properties", name),
                )

    def _children(self, old, new, opath: Path, npath: Path, label: str) -> Iterator[Change]:
        if isinstance(old.get("items"), dict) and isinstance(new.get("items"), dict):
            yield from self.compare(old["items"], new["items"], (*opath, "items"), (*npath, "items"), label + "[]")
        oap, nap = old.get("additionalProperties"), new.get("additionalProperties")
        if isinstance(oap, dict) and isinstance(nap, dict):
            yield from self.compare(
                oap, nap, (*opath, "additionalProperties"), (*npath, "additionalProperties"), label + "{}"
            )
        elif (oap is None) != (nap is None) and old.get("type") == "object":
            what = "a map with any keys" if nap is not None else "an object with fixed fields"
            yield Change(
                "DGC201",
                f"`{label}` is now {what}: stored objects and clients built for the old shape break; keep the shape"
                + _AFTER,
                npath,
            )


def _unwrap(node: dict[str, Any]) -> tuple[dict[str, Any], str | None]:
    """A position without its reference: (its other keywords, the component name or None)."""
    if not isinstance(node, dict):
        return {}, None
    ref = node.get("$ref")
    if isinstance(ref, str):
        return {k: v for k, v in node.items() if k != "$ref"}, ref.removeprefix(REF_PREFIX)
    all_of = node.get("allOf")
    if isinstance(all_of, list) and len(all_of) == 1 and isinstance(all_of[0], dict) and set(all_of[0]) == {"$ref"}:
        return {k: v for k, v in node.items() if k != "allOf"}, str(all_of[0]["$ref"]).removeprefix(REF_PREFIX)
    return node, None


def _json_type(node: dict[str, Any]) -> str | None:
    if node.get("x-kubernetes-int-or-string"):
        return "int-or-string"
    kind = node.get("type")
    return kind if isinstance(kind, str) else None


def _checked(node: dict[str, Any]) -> list[dict[str, Any]]:
    """The schemas whose keywords hold at a position: its own and its allOf members (the pair
    controller-gen writes for a keyword a field and its named type declare differently)."""
    members = node.get("allOf")
    extra = [m for m in members if isinstance(m, dict) and "$ref" not in m] if isinstance(members, list) else []
    return [node, *extra]


def _bound(node: dict[str, Any], keyword: str) -> tuple[float, bool] | None:
    """The `keyword` bound at a position, (value, exclusive): the tightest where an allOf pair
    holds more than one."""
    found = [b for b in (_own_bound(n, keyword) for n in _checked(node)) if b is not None]
    if not found:
        return None
    if keyword in _LOWER:
        return max(found)  # a higher bound, or the same one exclusive, is tighter
    return min(found, key=lambda b: (b[0], not b[1]))


def _every(node: dict[str, Any], keyword: str) -> tuple[Any, ...]:
    """Every value of `keyword` that holds at a position (allOf members too), in one order."""
    values = {json.dumps(n[keyword], sort_keys=True): n[keyword] for n in _checked(node) if n.get(keyword) is not None}
    return tuple(values[k] for k in sorted(values))


def _shown(values: tuple[Any, ...]) -> str:
    return show(values[0] if len(values) == 1 else list(values) if values else None)


def _own_bound(node: dict[str, Any], keyword: str) -> tuple[float, bool] | None:
    value = node.get(keyword)
    if not isinstance(value, (int, float)) or isinstance(value, bool):
        return None
    exclusive = _EXCLUSIVE.get(keyword)
    return value, bool(exclusive and node.get(exclusive) is True)


def _bound_text(bound: tuple[float, bool] | None) -> str:
    if bound is None:
        return "none"
    return f"{show(bound[0])}{' (exclusive)' if bound[1] else ''}"


def _divides(divisor: float, value: float) -> bool:
    """Whether every multiple of `value` is a multiple of `divisor` (the new multipleOf
    accepts everything the old one did)."""
    if divisor == 0:
        return False
    quotient = value / divisor
    return abs(quotient - round(quotient)) < 1e-9
