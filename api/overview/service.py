"""The overview's figures, each read through its domain's read module:

- orders and revenue per day of the last `DAYS` days (api/shop/reads/stats.py);
- open quotes and orders to handle (the same);
- form submissions of the last `NEW_SUBMISSION_DAYS` days (api/forms/stats.py);
- the most-hit 404 misses (api/notfound/reads.py) and the most repeated searches that
  found nothing (api/searchmisses/reads.py).
"""

from __future__ import annotations

from datetime import datetime, timedelta

from sqlmodel import Session

from api.forms import stats as forms
from api.notfound import reads as misses
from api.searchmisses import reads as searches
from api.shop.money import euros
from api.shop.reads import stats as shop

DAYS = 30
NEW_SUBMISSION_DAYS = 7
TOP = 10


def overview(session: Session, project_id: int, now: datetime) -> dict:
    days = shop.orders_per_day(session, project_id, DAYS, now)
    return {
        "days": [
            {"date": day["date"], "orders": day["orders"], "revenue": euros(day["revenue_cents"])}
            for day in days
        ],
        "totals": {
            "orders": sum(day["orders"] for day in days),
            "revenue": euros(sum(day["revenue_cents"] for day in days)),
        },
        "currency": "EUR",
        "open_quotes": shop.open_quotes(session, project_id),
        "orders_to_handle": shop.orders_to_handle(session, project_id),
        "new_submissions": forms.submissions_since(
            session, project_id, now - timedelta(days=NEW_SUBMISSION_DAYS)
        ),
        "new_submissions_days": NEW_SUBMISSION_DAYS,
        "not_found": misses.top_misses(session, project_id, TOP),
        "not_found_total": misses.count_misses(session, project_id),
        "empty_searches": searches.top_searches(session, project_id, TOP),
        "empty_searches_total": searches.count_searches(session, project_id),
    }
