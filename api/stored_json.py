"""What no stored JSON value may have, wherever it comes from (a request body, a site
document read by the command line): deeper nesting than MAX_NESTING, NUL characters."""

from __future__ import annotations

from typing import Any

# Deepest nesting of objects and lists a stored value may have (the body itself is level
# 1). Real content stays far below it (a site document with blocks nested the allowed 12
# levels deep and a nested list in their rich text needs about 50); much deeper JSON
# cannot be serialised again (orjson stops at 255) and would break every later read.
MAX_NESTING = 64
NESTING_MESSAGE = f"De JSON is te diep genest (maximaal {MAX_NESTING} niveaus)."
# PostgreSQL cannot store NUL in text; it has no meaning in any field of this API.
NUL_MESSAGE = "Tekst mag geen NUL-teken (\\u0000) bevatten."


def nesting_depth(value: Any, limit: int = MAX_NESTING) -> int:
    """Levels of objects and lists in `value`, counted up to `limit` + 1 (then it stops)."""
    deepest = 0
    stack = [(value, 1)]
    while stack:
        node, depth = stack.pop()
        if isinstance(node, dict):
            children = node.values()
        elif isinstance(node, list):
            children = node
        else:
            continue
        deepest = max(deepest, depth)
        if deepest > limit:
            return deepest
        stack.extend((child, depth + 1) for child in children)
    return deepest


def too_deep(value: Any) -> bool:
    return nesting_depth(value) > MAX_NESTING


def _has_nul(value: Any) -> bool:
    stack = [value]
    while stack:
        node = stack.pop()
        if isinstance(node, str):
            if "\x00" in node:
                return True
        elif isinstance(node, dict):
            stack.extend(node.keys())
            stack.extend(node.values())
        elif isinstance(node, list):
            stack.extend(node)
    return False


def json_problem(value: Any) -> str | None:
    """Why `value` may not be stored at all (too deep, NUL characters), or None."""
    if too_deep(value):
        return NESTING_MESSAGE
    if _has_nul(value):
        return NUL_MESSAGE
    return None
