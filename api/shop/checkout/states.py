"""The states of an order and their transitions, in one place (docs/checkout.md,
"States"): the shop's handling (`status`), the payment (`payment_status` of the order,
`status` of a payment row) and the quote request (`quote_status`).

Every module that reads or writes one of these columns names them through this
module, so a rule (who may pay, where the handling may go, what the owner may set)
is decided once. Its questions take an order and answer without side effects; the
writers (`payments.py`, `stock.py`, `owner_orders.py`, `owner_quotes.py`,
`orders.py`) apply them under their locks.
"""

from __future__ import annotations

from api.payments import STATUSES as PROVIDER_STATUSES
from api.shop.checkout.models import ShopOrder

# The shop's handling of an order -------------------------------------------------------

NEW, PROCESSING, SHIPPED, COMPLETED, CANCELLED = (
    "new",
    "processing",
    "shipped",
    "completed",
    "cancelled",
)
STATUSES = (NEW, PROCESSING, SHIPPED, COMPLETED, CANCELLED)
STATUS_NAMES = {
    NEW: "nieuw",
    PROCESSING: "in behandeling",
    SHIPPED: "verzonden",
    COMPLETED: "afgerond",
    CANCELLED: "geannuleerd",
}
# Where the handling may go next; the same status again changes nothing.
TRANSITIONS: dict[str, tuple[str, ...]] = {
    NEW: (PROCESSING, SHIPPED, COMPLETED, CANCELLED),
    PROCESSING: (SHIPPED, COMPLETED, CANCELLED),
    SHIPPED: (COMPLETED,),
    COMPLETED: (),
    CANCELLED: (),
}
# A quote request without checkout lines has nothing to process or ship.
QUOTE_ONLY_TRANSITIONS: dict[str, tuple[str, ...]] = {NEW: (CANCELLED,)}

NOT_ALLOWED = "Een bestelling met status '{current}' kan niet naar '{wanted}'."
QUOTE_ONLY = "Een offerteaanvraag zonder bestelregels kan alleen geannuleerd worden."

# Payments ------------------------------------------------------------------------------

OPEN, PAID, EXPIRED, FAILED, CANCELED = PROVIDER_STATUSES
PAYMENT_STATUSES = PROVIDER_STATUSES
# The order's payment_status before any payment exists (pay on pickup, wire, nothing
# to pay, quote requests); the owner's filter calls it 'none'.
NO_PAYMENT = ""
NO_PAYMENT_FILTER = "none"
# Payments that ended without money: a new payment may follow.
ENDED_UNPAID = (EXPIRED, FAILED, CANCELED)


def visitor_payment_status(status: str) -> str:
    """The payment status the buyer's ORDER VIEW says: the spec's set (spec 000 §4:
    empty for "not yet received or processing", paid, expired, failed, canceled), so
    a payment still open at the provider is empty there; the owner sees `open`."""
    return NO_PAYMENT if status == OPEN else status


# Quote requests ------------------------------------------------------------------------

QUOTE_OPEN, QUOTE_ORDERED, QUOTE_DECLINED = "open", "ordered", "declined"
QUOTE_STATUSES = (QUOTE_OPEN, QUOTE_ORDERED, QUOTE_DECLINED)
# What the owner may set by hand; 'ordered' only comes from turning it into an order.
QUOTE_SETTABLE = (QUOTE_OPEN, QUOTE_DECLINED)
NO_QUOTE = ""

# Carts ---------------------------------------------------------------------------------

CART_OPEN, CART_ORDERED = "open", "ordered"


# Questions -----------------------------------------------------------------------------


def allowed_statuses(order: ShopOrder) -> tuple[str, ...]:
    """Where the owner may move the order's handling now (what the detail advertises
    and `transition_refusal` accepts: the two never differ)."""
    if not order.has_checkout:
        return QUOTE_ONLY_TRANSITIONS.get(order.status, ())
    return TRANSITIONS.get(order.status, ())


def transition_refusal(order: ShopOrder, status: str) -> str | None:
    """The Dutch reason the order cannot move to `status`, None when it can (the same
    status again is no move and always fine)."""
    if status == order.status or status in allowed_statuses(order):
        return None
    if not order.has_checkout and status in TRANSITIONS.get(order.status, ()):
        return QUOTE_ONLY
    return NOT_ALLOWED.format(
        current=STATUS_NAMES.get(order.status, order.status),
        wanted=STATUS_NAMES.get(status, status),
    )


def is_paid(order: ShopOrder) -> bool:
    return order.payment_status == PAID


def can_pay(order: ShopOrder) -> bool:
    """Whether the buyer may still pay: there is something to pay, it is not paid and
    the shop did not cancel the order."""
    return (
        order.has_checkout
        and order.total_cents > 0
        and not is_paid(order)
        and order.status != CANCELLED
    )


def refund_due(order: ShopOrder) -> bool:
    """Money arrived for an order the shop cancelled: the owner owes it back."""
    return order.status == CANCELLED and is_paid(order)


def sold(order: ShopOrder) -> bool:
    """The units an order holds are the buyer's: paid, or taken in hand by the owner.
    Such a hold never runs out."""
    return is_paid(order) or order.status in (PROCESSING, SHIPPED, COMPLETED)


def may_retry_payment(order: ShopOrder) -> bool:
    """A new payment may start: the last one ended unpaid, or the order has an
    offline (or no) method and no payment running."""
    return order.payment_status in ENDED_UNPAID or order.payment_status == NO_PAYMENT


def quote_orderable(order: ShopOrder) -> bool:
    """An open quote request may become an order or be declined."""
    return order.quote_status in (NO_QUOTE, QUOTE_OPEN)
