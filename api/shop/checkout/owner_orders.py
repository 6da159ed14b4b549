"""The owner's use cases for orders and quote requests: list with filters (newest
first, or as `?sort=` says), read one with everything it holds, move an order through its handling
statuses (`states.py` says where it may go) and set how long an unpaid order holds
its stock. Cancelling an unpaid order gives its reserved stock back, under the
order's row lock so a payment settling at the same moment cannot interleave.

Always scoped by project id: a number of another project is not found.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta
from zoneinfo import ZoneInfo

import sqlalchemy as sa
from sqlmodel import Session, select

from api.domain_errors import Conflict, Invalid, NotFound
from api.metrics.counters import ORDERS, count_on_commit
from api.numbers import NumberError, parse_integer
from api.projects import reads as projects
from api.shop.checkout import owner_views as views
from api.shop.checkout import slots, states, stock
from api.shop.checkout.holds import MAX_EXTENSION_DAYS
from api.shop.checkout.locking import begin_write
from api.shop.checkout.models import ShopOrder, ShopOrderLine, ShopPayment
from api.shop.settings import WebshopSettings, webshop_settings
from api.timestamps import utcnow
from api.validation import Errors

ORDER_MISSING = "Deze bestelling bestaat niet."
QUOTE_MISSING = "Deze offerteaanvraag bestaat niet."
PAYMENT_FILTERS = (states.NO_PAYMENT_FILTER, *states.PAYMENT_STATUSES)
KINDS = ("order", "quote")
# `?sort=`: a column, newest (or highest) first with a leading '-'; ties by number.
SORTS = ("-created_at", "created_at", "-total", "total", "-number", "number")
DEFAULT_SORT = "-created_at"
# Owner lists: `limit` 1..MAX_LIMIT, default DEFAULT_LIMIT.
DEFAULT_LIMIT, MAX_LIMIT = 50, 200
MAX_OFFSET = 2**31 - 1
# Dates in filters are the shop's calendar days.
SHOP_ZONE = ZoneInfo("Europe/Amsterdam")


@dataclass(frozen=True)
class OrderFilters:
    statuses: tuple[str, ...] = ()
    payment_statuses: tuple[str, ...] = ()
    quote_statuses: tuple[str, ...] = ()
    kind: str = ""
    q: str = ""
    since: datetime | None = None
    until: datetime | None = None
    sort: str = DEFAULT_SORT


def _choices(errors: Errors, name: str, value: str | None, allowed: tuple[str, ...]):
    if not value:
        return ()
    chosen = tuple(part.strip() for part in value.split(",") if part.strip())
    if not chosen or any(part not in allowed for part in chosen):
        errors.add(name, "Kies uit: " + ", ".join(allowed) + " (meerdere met komma's).")
        return ()
    return chosen


def _day(errors: Errors, name: str, value: str | None) -> date | None:
    if not value:
        return None
    try:
        return date.fromisoformat(value)
    except ValueError:
        errors.add(name, "Geef een datum als JJJJ-MM-DD, bijvoorbeeld 2026-11-24.")
        return None


def _start_of(day: date) -> datetime | None:
    """The first moment of the shop's calendar day, None beyond the calendar's edge
    (year 1 in Amsterdam is still year 0 in UTC): no bound on that side."""
    try:
        return datetime.combine(day, time(), SHOP_ZONE).astimezone(UTC)
    except OverflowError:
        return None


def _end_of(day: date) -> datetime | None:
    """The first moment after the day, None after the calendar's last day."""
    return None if day >= date.max else _start_of(day + timedelta(days=1))


def read_window(params) -> tuple[int, int]:
    """`?offset=&limit=` of a list: offset >= 0, 1 <= limit <= 200 (default 50)."""
    errors = Errors()
    window = []
    for name, default, low, high in (("offset", 0, 0, MAX_OFFSET),
                                     ("limit", DEFAULT_LIMIT, 1, MAX_LIMIT)):  # fmt: skip
        value = params.get(name)
        try:
            window.append(default if value in (None, "") else parse_integer(
                value, minimum=low, maximum=high))  # fmt: skip
        except NumberError as error:
            errors.add(name, error.message)
    if errors:
        raise Invalid(errors.messages)
    return window[0], window[1]


def read_filters(params, *, quotes: bool = False) -> OrderFilters:
    """The list's query: status, payment_status, quote_status and kind (comma lists of
    the allowed values), q (number, e-mail or name), from/to (calendar days, both
    included)."""
    errors = Errors()
    q = (params.get("q") or "").strip()
    if len(q) > 200:
        errors.add("q", "Zoek met hoogstens 200 tekens.")
    kind = params.get("kind") or ""
    if kind and kind not in KINDS:
        errors.add("kind", "Kies uit: " + ", ".join(KINDS) + ".")
    since, until = _day(errors, "from", params.get("from")), _day(errors, "to", params.get("to"))
    if since and until and until < since:
        errors.add("to", "De einddatum ligt voor de begindatum.")
    sort = params.get("sort") or DEFAULT_SORT
    if sort not in SORTS:
        errors.add("sort", "Kies uit: " + ", ".join(SORTS) + ".")
    filters = OrderFilters(
        statuses=_choices(errors, "status", params.get("status"), states.STATUSES),
        payment_statuses=_choices(
            errors, "payment_status", params.get("payment_status"), PAYMENT_FILTERS
        ),
        quote_statuses=_choices(
            errors, "quote_status", params.get("quote_status"), states.QUOTE_STATUSES
        ),
        kind="quote" if quotes else kind,
        q=q[:200],
        since=_start_of(since) if since else None,
        until=_end_of(until) if until else None,
        sort=sort if sort in SORTS else DEFAULT_SORT,
    )
    if errors:
        raise Invalid(errors.messages)
    return filters


def _text_of(column, key: str):
    return sa.func.coalesce(column[key].as_string(), "")


def _conditions(project_id: int, filters: OrderFilters) -> list:
    order = ShopOrder
    found = [order.project_id == project_id]
    if filters.statuses:
        found.append(order.status.in_(filters.statuses))
    if filters.payment_statuses:
        wanted = [
            states.NO_PAYMENT if status == states.NO_PAYMENT_FILTER else status
            for status in filters.payment_statuses
        ]
        found.append(order.payment_status.in_(wanted))
    if filters.quote_statuses:
        found.append(order.quote_status.in_(filters.quote_statuses))
    if filters.kind == "order":
        found.append(order.has_checkout.is_(True))
    elif filters.kind == "quote":
        found.append(order.has_quote.is_(True))
    if filters.since is not None:
        found.append(order.created_at >= filters.since)
    if filters.until is not None:
        found.append(order.created_at < filters.until)
    if filters.q:
        found.append(_matches(filters.q))
    return found


def _matches(q: str):
    """The number exactly, or the text inside the e-mail, the buyer's or the
    company's name (case-insensitive)."""
    users = ShopOrder.user_details
    name = _text_of(users, "invoice_firstname") + " " + _text_of(users, "invoice_lastname")
    shipping_name = (
        _text_of(users, "shipping_firstname") + " " + _text_of(users, "shipping_lastname")
    )
    texts = [ShopOrder.email, name, shipping_name, _text_of(users, "invoice_company")]
    either = [text.icontains(q, autoescape=True) for text in texts]
    digits = q.lstrip("#")
    if digits.isdigit() and len(digits) < 10:
        either.append(ShopOrder.number == int(digits))
    return sa.or_(*either)


def _ordering(sort: str) -> tuple:
    """ORDER BY of `?sort=`, the number breaking ties in the same direction."""
    column = {"created_at": ShopOrder.created_at, "total": ShopOrder.total_cents,
              "number": ShopOrder.number}[sort.lstrip("-")]  # fmt: skip
    if sort.startswith("-"):
        return column.desc(), ShopOrder.number.desc()
    return column.asc(), ShopOrder.number.asc()


def list_orders(
    session: Session, project_id: int, filters: OrderFilters, offset: int, limit: int
) -> tuple[list[dict], int]:
    """One page of summaries in the filters' order (newest first by default), and how
    many match."""
    conditions = _conditions(project_id, filters)
    total = session.execute(
        sa.select(sa.func.count()).select_from(ShopOrder).where(*conditions)
    ).scalar_one()
    rows = session.exec(
        select(ShopOrder)
        .where(*conditions)
        .order_by(*_ordering(filters.sort))
        .offset(offset)
        .limit(limit)
    ).all()
    numbers = _numbers_of(session, {row.from_order_id for row in rows if row.from_order_id})
    return [views.summary_view(row, numbers.get(row.from_order_id)) for row in rows], total


def _numbers_of(session: Session, order_ids: set[int]) -> dict[int, int]:
    if not order_ids:
        return {}
    found = session.execute(
        sa.select(ShopOrder.id, ShopOrder.number).where(ShopOrder.id.in_(order_ids))
    )
    return dict(found.all())


def order_of_project(
    session: Session, project_id: int, number: int, *, quote: bool = False
) -> ShopOrder:
    row = session.exec(
        select(ShopOrder).where(ShopOrder.project_id == project_id, ShopOrder.number == number)
    ).first()
    if row is None or (quote and not row.has_quote):
        raise NotFound(QUOTE_MISSING if quote else ORDER_MISSING)
    return row


def order_lines(session: Session, order_id: int) -> list[ShopOrderLine]:
    statement = (
        select(ShopOrderLine)
        .where(ShopOrderLine.order_id == order_id)
        .order_by(ShopOrderLine.part, ShopOrderLine.position, ShopOrderLine.id)
    )
    return list(session.exec(statement).all())


def site_of(session: Session, project_id: int) -> tuple[str, WebshopSettings]:
    """The project's live domain and its webshop settings."""
    project = projects.published_project(session, project_id)
    return project.domain_live, webshop_settings(project.modules)


def overview_url(session: Session, order: ShopOrder, scheme: str) -> str:
    """The buyer's overview of `order`: `{scheme}://{domain}{order_page}?order=`
    (the scheme of the owner's request, like the sitemap's URLs)."""
    domain, shop = site_of(session, order.project_id)
    return f"{scheme}://{domain}{shop.order_page}?order={order.session}"


def order_detail(session: Session, project_id: int, number: int, scheme: str, **options) -> dict:
    order = order_of_project(session, project_id, number, **options)
    payments = session.exec(
        select(ShopPayment)
        .where(ShopPayment.order_id == order.id)
        .order_by(ShopPayment.created_at, ShopPayment.id)
    ).all()
    made = session.execute(
        sa.select(ShopOrder.number)
        .where(ShopOrder.from_order_id == order.id)
        .order_by(ShopOrder.number)
    )
    from_number = _numbers_of(session, {order.from_order_id} if order.from_order_id else set())
    return views.order_view(
        order,
        order_lines(session, order.id),
        list(payments),
        from_number=from_number.get(order.from_order_id),
        order_numbers=list(made.scalars()),
        overview_url=overview_url(session, order, scheme),
    )


def all_orders(session: Session, project_id: int, scheme: str) -> list[dict]:
    """Every order and quote request of the project in full (as `order_detail`), by
    number; a few queries for all of them (the project's data export)."""
    orders = list(
        session.exec(
            select(ShopOrder).where(ShopOrder.project_id == project_id).order_by(ShopOrder.number)
        ).all()
    )
    if not orders:
        return []
    ids = [order.id for order in orders]
    lines: dict[int, list[ShopOrderLine]] = {order_id: [] for order_id in ids}
    for line in session.exec(
        select(ShopOrderLine)
        .join(ShopOrder, ShopOrder.id == ShopOrderLine.order_id)
        .where(ShopOrder.project_id == project_id)
        .order_by(ShopOrderLine.part, ShopOrderLine.position, ShopOrderLine.id)
    ).all():
        lines[line.order_id].append(line)
    payments: dict[int, list[ShopPayment]] = {order_id: [] for order_id in ids}
    for payment in session.exec(
        select(ShopPayment)
        .join(ShopOrder, ShopOrder.id == ShopPayment.order_id)
        .where(ShopOrder.project_id == project_id)
        .order_by(ShopPayment.created_at, ShopPayment.id)
    ).all():
        payments[payment.order_id].append(payment)
    numbers = {order.id: order.number for order in orders}
    made: dict[int, list[int]] = {}
    for order in orders:
        if order.from_order_id:
            made.setdefault(order.from_order_id, []).append(order.number)
    domain, shop = site_of(session, project_id)
    return [
        views.order_view(
            order,
            lines[order.id],
            payments[order.id],
            from_number=numbers.get(order.from_order_id),
            order_numbers=made.get(order.id, []),
            overview_url=f"{scheme}://{domain}{shop.order_page}?order={order.session}",
        )
        for order in orders
    ]


# Status changes ------------------------------------------------------------------------


def locked_order(
    session: Session, project_id: int, number: int, missing: str = ORDER_MISSING
) -> ShopOrder:
    """The order, locked for this transaction (see `checkout/locking.py`)."""
    begin_write(session)
    row = session.exec(
        select(ShopOrder)
        .where(ShopOrder.project_id == project_id, ShopOrder.number == number)
        .with_for_update()
    ).first()
    if row is None:
        raise NotFound(missing)
    return row


@dataclass(frozen=True)
class StatusChange:
    number: int
    released_products: list[int]


def read_status(data: dict) -> str:
    status = data.get("status")
    if status not in states.STATUSES:
        raise Invalid({"status": ["Kies uit: " + ", ".join(states.STATUSES) + "."]})
    unknown = sorted(set(data) - {"status"})
    if unknown:
        raise Invalid({key: ["Dit veld kan niet gewijzigd worden."] for key in unknown})
    return status


def _locked_payments(session: Session, project_id: int, number: int) -> list[ShopPayment]:
    """The order's payments, locked before the order itself: the order in which
    settling a payment takes its locks (payment, then order), so the two never wait
    on each other."""
    order_id = (
        sa.select(ShopOrder.id)
        .where(ShopOrder.project_id == project_id, ShopOrder.number == number)
        .scalar_subquery()
    )
    begin_write(session)
    statement = (
        select(ShopPayment)
        .where(ShopPayment.order_id == order_id)
        .order_by(ShopPayment.id)
        .with_for_update()
    )
    return list(session.exec(statement).all())


def change_status(session: Session, project_id: int, number: int, status: str) -> StatusChange:
    """Moves the order to `status` when `states` allows it. Cancelling an unpaid order
    releases its reserved stock and ends payments never started; taking an order in
    hand (processing, shipped, completed) ends its hold: the units are the buyer's."""
    payments = _locked_payments(session, project_id, number)
    order = locked_order(session, project_id, number)
    if order.status == status:
        return StatusChange(order.number, [])
    refusal = states.transition_refusal(order, status)
    if refusal:
        raise Conflict({"status": [refusal]})
    released: list[int] = []
    if status == states.CANCELLED:
        # Before the stock: orders/create locks a slot, then stock (no lock cycle).
        slots.release(session, project_id, order.delivery_slot)
    if status == states.CANCELLED and not states.is_paid(order):
        stock.end_unstarted(session, order, payments, states.CANCELED)
        if order.stock_reserved:
            released = stock.give_back(session, order)
    if status != order.status:
        count_on_commit(session, ORDERS, status=status)
    order.status = status
    if states.sold(order):
        order.stock_release_at = None
    order.updated_at = utcnow()
    session.add(order)
    session.flush()
    return StatusChange(order.number, released)


# Stock holds ---------------------------------------------------------------------------

NOTHING_HELD = "Deze bestelling houdt geen voorraad vast."
CANCELLED = "Deze bestelling is geannuleerd."
SOLD = "Deze bestelling is betaald of in behandeling: de voorraad blijft erbij."


def read_hold(data: dict) -> int:
    """{days}: the hold runs until that many days from now (1..MAX_EXTENSION_DAYS)."""
    errors = Errors()
    for key in sorted(set(data) - {"days"}):
        errors.add(key, "Onbekend veld.")
    days = 0
    if "days" not in data:
        errors.add("days", f"Geef een aantal dagen van 1 tot en met {MAX_EXTENSION_DAYS}.")
    else:
        try:
            days = parse_integer(data["days"], minimum=1, maximum=MAX_EXTENSION_DAYS)
        except NumberError as error:
            errors.add("days", error.message)
    if errors:
        raise Invalid(errors.messages)
    return days


def hold_stock(session: Session, project_id: int, number: int, days: int) -> int:
    """The owner's choice for an unpaid order (a transfer under way, a buyer who
    comes by next week): its units stay held until `days` days from now, then the
    sweep releases them as usual. 409 when it holds nothing or is already sold."""
    order = locked_order(session, project_id, number)
    if order.status == states.CANCELLED:
        raise Conflict({"days": [CANCELLED]})
    if states.sold(order):
        raise Conflict({"days": [SOLD]})
    if not order.stock_reserved:
        raise Conflict({"days": [NOTHING_HELD]})
    now = utcnow()
    order.stock_release_at = now + timedelta(days=days)
    order.updated_at = now
    session.add(order)
    session.flush()
    return order.number
