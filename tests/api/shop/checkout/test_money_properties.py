"""Property-based cart and order payloads (Hypothesis): whatever a client sends, the
API never answers 5xx, every cart line costs what the product's options say, and no
order is written whose total differs from the price worked out by hand
(money_fixtures.expected_unit_cents) or costs 0 for a product that costs something.

Generation is derandomised and bounded, so every run sends the same requests.
"""

from __future__ import annotations

import sqlalchemy as sa
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from api.database import session_scope
from api.shop.checkout.models import ShopOrder, ShopOrderLine
from tests.api.shop.checkout.money_fixtures import KEYS, expected_unit_cents, money_shop

EXAMPLES = 120
SHIPPING = {"verzenden": 695, "ophalen": 0}
FREE = {"folder"}
CAP_CENTS = 100_000_000 * 100

ODD = [
    "1e3",
    "1e30",
    "1_000",
    "nan",
    "inf",
    "-1",
    "²",
    "①",
    "١٢",
    "9" * 30,
    "9" * 5000,
    " 12 ",
    "12,5",
    "0",
    "0.0000001",
    "+7",
    "",
    " ",
    "0x10",
    "1.2.3",
]
numbers = st.one_of(
    st.sampled_from(ODD),
    st.integers(-10, 2_000_000).map(str),
    st.decimals(min_value=-1, max_value=1_000_001, places=3).map(str),
)
values = st.one_of(
    numbers,
    st.integers(-(10**20), 10**20),
    st.floats(allow_nan=False),
    st.booleans(),
    st.none(),
    st.sampled_from(["Wit", "Zwart", "Proef", "Doos", "10 personen", "1", "on", "x" * 201]),
    st.text(max_size=12),
)
TITLES = [
    "Aantal personen",
    " aantal  PERSONEN ",
    "Extra slagroom",
    "Lengte",
    "Kleur",
    "Soort",
    "Meters",
    "Formaat",
    "Naam op de taart",
    "Onbekend",
]
options = st.one_of(
    st.lists(
        st.fixed_dictionaries({"title": st.sampled_from(TITLES), "value": values}), max_size=4
    ),
    st.sampled_from([None, "x", {"title": "Lengte"}, [1], [{"value": "1"}]]),
)
quantities = st.one_of(
    st.integers(-3, 10**12),
    st.integers(1, 300),
    st.sampled_from(["²", "①", "9" * 5000, "1e3", " 2 ", "0", 2.0, 2.5, None, True, [1]]),
    st.text(max_size=5),
)
products = st.sampled_from(
    [*KEYS, "volkoren", "kersenvlaai", "appeltaart", "bruidstaart", "onbekend", 7, None]
)


def _add(product, quantity, chosen, part="checkout") -> dict:
    return {
        "call": "add",
        "product_id": product,
        "quantity": quantity,
        "options": chosen,
        "type": part,
    }


def _option(title: str):
    return lambda value: [{"title": title, "value": value}]


# Payloads the API accepts (so that orders happen), next to anything at all.
sensible_adds = st.one_of(
    st.builds(
        _add,
        st.just("gebakschaal"),
        st.integers(1, 5),
        st.integers(8, 200).map(str).map(_option("Aantal personen")),
    ),
    st.builds(_add, st.just("gebakschaal"), st.integers(1, 5), st.just([])),
    st.builds(
        _add,
        st.just("maatwerk"),
        st.integers(1, 5),
        st.decimals(min_value=0, max_value=500, places=2).map(str).map(_option("Lengte")),
    ),
    st.builds(
        _add,
        st.just("proefpakket"),
        st.integers(1, 3),
        st.just([{"title": "Soort", "value": "Doos"}]),
    ),
    st.builds(_add, st.just("kluis"), st.integers(1, 250), st.just([])),
    st.builds(
        _add,
        st.just("kabel"),
        st.integers(1, 3),
        st.integers(0, 1000).map(str).map(_option("Meters")),
    ),
    st.builds(
        _add, st.sampled_from(["folder", "volkoren", "kersenvlaai"]), st.integers(1, 9), st.just([])
    ),
    st.builds(_add, st.just("bruidstaart"), st.integers(1, 3), st.just([]), st.just("quote")),
)
any_adds = st.builds(
    _add, products, quantities, options, st.sampled_from(["checkout", "quote", "x"])
)
line_refs = st.one_of(st.integers(0, 3), quantities.map(lambda value: ("raw", value)))
steps = st.lists(
    st.one_of(
        sensible_adds,
        any_adds,
        st.fixed_dictionaries(
            {"call": st.just("update"), "line": line_refs, "quantity": quantities}
        ),
        st.fixed_dictionaries({"call": st.just("delete"), "line": line_refs}),
    ),
    min_size=1,
    max_size=4,
)


def _line_id(reference, lines: list[int]):
    if isinstance(reference, tuple):
        return reference[1]
    return lines[reference % len(lines)] if lines else reference


def _check_cart(cart: dict) -> list[int]:
    """Every line priced as worked out by hand; answers the line ids."""
    ids = []
    for part in ("shoppingcart", "quote"):
        lines = cart[part]["products"]
        for line in lines:
            values = {option["title"]: option["value"] for option in line["options"]}
            unit = expected_unit_cents(line["product_id"], values)
            assert round(line["price_incl_tax"] * 100) == unit, line
            assert round(line["total_price_incl_tax"] * 100) == unit * line["quantity"], line
            assert unit > 0 or line["product_id"] in FREE, line
            ids.append(line["id"])
        assert round(cart[part]["price_incl_tax"] * 100) <= CAP_CENTS
    return ids


def _check_order(engine, session_token: str) -> None:
    with session_scope(engine) as db:
        order = db.exec(sa.select(ShopOrder).where(ShopOrder.session == session_token)).scalar_one()
        lines = (
            db.exec(sa.select(ShopOrderLine).where(ShopOrderLine.order_id == order.id))
            .scalars()
            .all()
        )
        to_pay = SHIPPING[order.shipping["key"]] if order.has_checkout else 0
        for line in lines:
            values = {option["title"]: option["value"] for option in line.options}
            unit = expected_unit_cents(line.product_key, values)
            assert (line.unit_cents, line.total_cents) == (unit, unit * line.quantity), line
            assert unit > 0 or line.product_key in FREE
            if line.part == "checkout":
                to_pay += line.total_cents
        assert order.total_cents == to_pay <= CAP_CENTS


def test_cart_and_order_payloads(make_shop, engine, tmp_path):
    shop = make_shop(shop=money_shop(), cart_create_rate=100_000, mail_dir=tmp_path)

    @given(steps=steps, finish=st.booleans(), shipping=st.sampled_from(sorted(SHIPPING)))
    @settings(
        max_examples=EXAMPLES,
        derandomize=True,
        database=None,
        deadline=None,
        suppress_health_check=list(HealthCheck),
    )
    def run(steps, finish, shipping) -> None:
        session = shop.new_cart()
        lines: list[int] = []
        for step in steps:
            payload = {key: value for key, value in step.items() if key not in ("call", "line")}
            if step["call"] == "add":
                response = shop.post("/shoppingcart/add", shoppingcart_session=session, **payload)
            else:
                path = (
                    "/shoppingcart/update-quantity"
                    if step["call"] == "update"
                    else ("/shoppingcart/delete-product")
                )
                response = shop.post(
                    path,
                    shoppingcart_session=session,
                    cart_product_id=_line_id(step["line"], lines),
                    **payload,
                )
            assert response.status_code in (200, 400), (step, response.text)
            if response.status_code == 400:
                assert response.json()["errors"], response.text
            lines = _check_cart(shop.ok("/shoppingcart/get", shoppingcart_session=session))
        if not finish:
            return
        shop.ready(session, shipping=shipping)
        response = shop.order(session)
        assert response.status_code in (200, 400), response.text
        if response.status_code == 200:
            _check_order(engine, response.json()["order"]["session"])
        else:
            assert response.json()["errors"]

    run()
