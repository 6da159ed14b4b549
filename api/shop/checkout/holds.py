"""How long an order may hold stock before it is paid (docs/checkout.md, "Stock
holds").

Every reservation gets its release moment (`shop_order.stock_release_at`) in the
transaction that takes the units, by the order's payment method: online methods
(iDEAL and the others a provider handles) a short hold, a bank transfer and paying on
pickup a longer one, which the owner may extend. A hold ends early when a payment ends
unpaid (`after_failed_payment`), and never runs out once the units are sold (paid, or
the owner took the order in hand): see `states.sold`. The sweep
(`stock.release_due`) gives back what ran out.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

from api.settings import Settings
from api.timestamps import in_utc

WIRE, PAY_ON_PICKUP = "wire", "pay_on_pickup"
# The owner's extension, in days from now.
MAX_EXTENSION_DAYS = 60


@dataclass(frozen=True)
class Holds:
    online_minutes: int = 60
    wire_minutes: int = 7 * 24 * 60
    pickup_minutes: int = 3 * 24 * 60
    # After a payment ended unpaid, the hold lasts at most this much longer.
    after_failure_minutes: int = 30

    @classmethod
    def of(cls, settings: Settings) -> Holds:
        return cls(
            online_minutes=settings.stock_hold_online_minutes,
            wire_minutes=settings.stock_hold_wire_minutes,
            pickup_minutes=settings.stock_hold_pickup_minutes,
            after_failure_minutes=settings.stock_release_minutes,
        )

    def minutes_for(self, method_id: str, online: bool) -> int:
        """Online methods are short: the buyer pays right away or not at all. A
        transfer takes days to arrive; an order to pick up (or with nothing to pay)
        waits for the buyer to come by."""
        if online:
            return self.online_minutes
        if method_id == WIRE:
            return self.wire_minutes
        return self.pickup_minutes

    def until(self, method_id: str, online: bool, now: datetime) -> datetime:
        return now + timedelta(minutes=self.minutes_for(method_id, online))

    def after_failed_payment(self, current: datetime | None, now: datetime) -> datetime:
        """A payment ended unpaid: the hold ends soon, but never later than it would
        have (a buyer cannot stretch a hold by failing payments)."""
        soon = now + timedelta(minutes=self.after_failure_minutes)
        return soon if current is None else min(in_utc(current), soon)
