"""The `filters` entries of a search answer, from the counts an engine computed."""

from __future__ import annotations

from typing import Any

from api.search.index import Plan


def amount(cents: int | None) -> float | None:
    """Euros as the answer shows them (a JSON number with at most 2 decimals)."""
    return None if cents is None else round(cents / 100, 2)


def facet_answers(
    plan: Plan,
    counts: dict[str, dict[str, int]],
    titles: dict[str, dict[str, str]],
    price_bounds: tuple[int, int] | None,
) -> list[dict[str, Any]]:
    """`counts[key][value]`: products per value key under the facet's disjunctive base;
    `titles[key][value]`: each value as written; `price_bounds`: cheapest and dearest
    price in cents under the price facet's base (None when nothing matches)."""
    answers: list[dict[str, Any]] = []
    for facet in plan.facets:
        if facet.type == "range":
            active = None
            if plan.price is not None:
                active = {"from": amount(plan.price.low), "to": amount(plan.price.high)}
            if price_bounds is None and active is None:
                continue
            low, high = price_bounds if price_bounds is not None else (None, None)
            answers.append(
                {
                    "key": facet.key,
                    "title": facet.title,
                    "uid": facet.key,
                    "type": "range",
                    "min": amount(low),
                    "max": amount(high),
                    "active": active,
                }
            )
            continue
        counted = {value: n for value, n in counts.get(facet.key, {}).items() if n > 0}
        chosen = plan.selected.get(facet.key, ())
        shown = sorted(set(counted) | set(chosen))
        if not shown:
            continue
        known = titles.get(facet.key, {})
        given = plan.selected_titles.get(facet.key, {})
        values = [
            {
                "title": known.get(value) or given.get(value, value),
                "results": counted.get(value, 0),
                "active": value in chosen,
            }
            for value in shown
        ]
        answers.append(
            {
                "key": facet.key,
                "title": facet.title,
                "uid": facet.key,
                "type": "list",
                "values": values,
            }
        )
    return answers
