"""A structural diff of two contents of one document (docs/publishing.md, Diff).

Lists of objects that carry an `id` (a page's sections, a section's blocks, a menu's
items, a form's items) are compared by id: entries added, removed and moved (their
position among the entries both sides share changed), and the fields changed inside
the entries present on both sides. Every other value is compared as a whole; a change
reads `{path, before, after}` with the path in dots (`components.hero.meta.title`:
list entries by their id).
"""

from __future__ import annotations

from typing import Any


def _keyed(value: Any) -> bool:
    return (
        isinstance(value, list)
        and bool(value)
        and all(isinstance(entry, dict) and isinstance(entry.get("id"), str) for entry in value)
        and len({entry["id"] for entry in value}) == len(value)
    )


def _join(path: str, key: str) -> str:
    return f"{path}.{key}" if path else key


def _walk(before: Any, after: Any, path: str, out: dict) -> None:
    if before == after:
        return
    if isinstance(before, dict) and isinstance(after, dict):
        for key in list(before) + [key for key in after if key not in before]:
            _walk(before.get(key), after.get(key), _join(path, str(key)), out)
        return
    if (
        _keyed(before)
        and _keyed(after)
        or (_keyed(before) and after == [])
        or (before == [] and _keyed(after))
    ):
        _lists(before, after, path, out)
        return
    out["changed"].append({"path": path, "before": before, "after": after})


def _lists(before: list, after: list, path: str, out: dict) -> None:
    old = {entry["id"]: entry for entry in before}
    new = {entry["id"]: entry for entry in after}
    for index, entry in enumerate(after):
        if entry["id"] not in old:
            out["added"].append({"path": path, "id": entry["id"], "index": index, "after": entry})
    for index, entry in enumerate(before):
        if entry["id"] not in new:
            out["removed"].append(
                {"path": path, "id": entry["id"], "index": index, "before": entry}
            )
    shared_before = [entry["id"] for entry in before if entry["id"] in new]
    shared_after = [entry["id"] for entry in after if entry["id"] in old]
    stayed = _longest_common(shared_before, shared_after)
    for id_ in shared_after:
        if id_ not in stayed:
            out["moved"].append(
                {
                    "path": path,
                    "id": id_,
                    "from": [e["id"] for e in before].index(id_),
                    "to": [e["id"] for e in after].index(id_),
                }
            )
    for id_ in shared_after:
        _walk(old[id_], new[id_], _join(path, id_), out)


def _longest_common(first: list[str], second: list[str]) -> set[str]:
    """The ids of a longest subsequence both orders share: the entries that stayed in
    place while the others moved around them."""
    lengths = [[0] * (len(second) + 1) for _ in range(len(first) + 1)]
    for i, a in enumerate(first):
        for j, b in enumerate(second):
            lengths[i + 1][j + 1] = (
                lengths[i][j] + 1 if a == b else max(lengths[i][j + 1], lengths[i + 1][j])
            )
    stayed: set[str] = set()
    i, j = len(first), len(second)
    while i and j:
        if first[i - 1] == second[j - 1]:
            stayed.add(first[i - 1])
            i, j = i - 1, j - 1
        elif lengths[i - 1][j] >= lengths[i][j - 1]:
            i -= 1
        else:
            j -= 1
    return stayed


def diff(before: dict, after: dict) -> dict:
    """What changed from `before` to `after`: {added, removed, moved, changed}."""
    out: dict = {"added": [], "removed": [], "moved": [], "changed": []}
    _walk(before, after, "", out)
    return out
