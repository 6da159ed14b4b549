"""`visitor_body` (api/shop/checkout/routes.py) and the stock call: a website_id or
project_id of the wrong type answers 422 with a Dutch type message; only a well-formed
id of another project is the 404 'Deze website is onbekend op dit adres.'."""

from __future__ import annotations

import pytest

from api.shop.checkout.sessions import UNKNOWN_WEBSITE
from api.validation import ID_MESSAGE

WEBSHOP = "/api/services/webshop/v1"
CALLS = ["shoppingcart/create", "shoppingcart/get", "orders/get", "transactions/create"]
WRONG = [{"id": 1}, [1], "abc", "1e3", True]


@pytest.mark.parametrize("call", CALLS)
@pytest.mark.parametrize("wrong", WRONG)
def test_a_website_id_of_the_wrong_type_is_422(client, sites, call, wrong):
    body = {"website_id": wrong, "project_id": sites.demo, "shoppingcart_session": "x"}
    answer = client.post(f"{WEBSHOP}/{call}", json=body)
    assert answer.status_code == 422
    assert answer.json() == {"errors": {"website_id": [ID_MESSAGE]}}


def test_both_ids_of_the_wrong_type_are_named_together(client, sites):
    answer = client.post(
        f"{WEBSHOP}/shoppingcart/create", json={"website_id": {}, "project_id": "x"}
    )
    assert answer.status_code == 422
    assert answer.json() == {"errors": {"website_id": [ID_MESSAGE], "project_id": [ID_MESSAGE]}}


def test_another_projects_id_is_still_an_unknown_website(client, sites):
    body = {"website_id": sites.second, "project_id": sites.second}
    answer = client.post(f"{WEBSHOP}/shoppingcart/create", json=body)
    assert answer.status_code == 404
    assert answer.json() == {"errors": {"website_id": [UNKNOWN_WEBSITE]}}
    body = {"website_id": str(sites.demo), "project_id": sites.demo}
    assert client.post(f"{WEBSHOP}/shoppingcart/create", json=body).status_code == 200


@pytest.mark.parametrize("wrong", WRONG)
def test_the_stock_call_refuses_ids_of_the_wrong_type(client, sites, wrong):
    url = f"{WEBSHOP}/products/get-stock"
    answer = client.post(url, json={"website_id": wrong, "product_id": "p"})
    assert answer.status_code == 422
    assert answer.json()["errors"]["website_id"] == [ID_MESSAGE]
    answer = client.post(
        url, json={"website_id": sites.demo, "project_id": wrong, "product_id": "p"}
    )
    assert answer.status_code == 422
    assert answer.json() == {"errors": {"project_id": [ID_MESSAGE]}}
