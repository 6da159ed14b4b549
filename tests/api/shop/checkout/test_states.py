"""The one home of the order's states (`checkout/states.py`): what is advertised is
what is accepted, and who may still pay."""

from __future__ import annotations

import pytest

from api.payments import STATUSES as PROVIDER_STATUSES
from api.shop.checkout import states
from api.shop.checkout.models import ShopOrder


def order(**fields) -> ShopOrder:
    return ShopOrder(project_id=1, number=1001, session="s", **fields)


@pytest.mark.parametrize("has_checkout", [True, False])
@pytest.mark.parametrize("status", states.STATUSES)
def test_allowed_statuses_are_exactly_the_accepted_moves(status, has_checkout):
    current = order(status=status, has_checkout=has_checkout, has_quote=not has_checkout)
    allowed = set(states.allowed_statuses(current))
    accepted = {
        wanted
        for wanted in states.STATUSES
        if wanted != status and states.transition_refusal(current, wanted) is None
    }
    assert allowed == accepted
    if not has_checkout:
        assert allowed <= {states.CANCELLED}


def test_refusals_are_dutch_and_name_both_statuses():
    shipped = order(status=states.SHIPPED, has_checkout=True)
    assert states.transition_refusal(shipped, states.NEW) == (
        "Een bestelling met status 'verzonden' kan niet naar 'nieuw'."
    )
    quote = order(status=states.NEW, has_checkout=False, has_quote=True)
    assert states.transition_refusal(quote, states.SHIPPED) == (
        "Een offerteaanvraag zonder bestelregels kan alleen geannuleerd worden."
    )


def test_who_may_still_pay():
    unpaid = {"has_checkout": True, "total_cents": 990}
    assert states.can_pay(order(**unpaid))
    assert not states.can_pay(order(**unpaid, status=states.CANCELLED))
    assert not states.can_pay(order(**unpaid, payment_status=states.PAID))
    assert not states.can_pay(order(has_checkout=False, has_quote=True))
    assert not states.can_pay(order(has_checkout=True, total_cents=0))
    assert states.refund_due(order(**unpaid, status=states.CANCELLED, payment_status=states.PAID))


def test_payment_statuses_are_the_providers():
    assert states.PAYMENT_STATUSES == PROVIDER_STATUSES
    assert set(states.ENDED_UNPAID) | {states.OPEN, states.PAID} == set(PROVIDER_STATUSES)


def test_the_api_description_names_the_same_states():
    from api.openapi.shapes import ORDER_HOLD_WRITE, ORDER_STATUS_WRITE, QUOTE_STATUS_WRITE
    from api.shop.checkout.holds import MAX_EXTENSION_DAYS

    assert ORDER_STATUS_WRITE["properties"]["status"]["enum"] == list(states.STATUSES)
    assert QUOTE_STATUS_WRITE["properties"]["quote_status"]["enum"] == list(states.QUOTE_SETTABLE)
    assert ORDER_HOLD_WRITE["properties"]["days"]["maximum"] == MAX_EXTENSION_DAYS
