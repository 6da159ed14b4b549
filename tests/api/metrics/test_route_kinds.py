"""The route kind of a path: a fixed, small set of label values."""

from __future__ import annotations

import pytest

from api.metrics.kinds import KINDS, remembered_route_kind, route_kind


@pytest.mark.parametrize(
    ("path", "kind"),
    [
        ("/api/services/websites/v1/page-bundle", "bundle"),
        ("/api/services/websites/v1/search", "search"),
        ("/api/services/websites/v1/secured/page-designer/get", "page"),
        ("/api/services/websites/v1/sitemap.xml", "page"),
        ("/api/services/websites/v1/forms/submit", "form"),
        ("/api/services/websites/v1/files/public/abc", "file"),
        ("/api/services/webshop/v1/shoppingcart/add", "cart"),
        ("/api/services/webshop/v1/products/get-stock", "cart"),
        ("/api/services/webshop/v1/transactions/create", "checkout"),
        ("/api/services/webshop/v1/payments/webhook/mollie", "checkout"),
        ("/api/services/payments/v1/test/12", "checkout"),
        ("/api/services/webshop/v1/orders/get", "order"),
        ("/api/owner/v1/projects/3/pages/9", "owner"),
        ("/api/owner/v1/login", "owner"),
        ("/api/owner/v1/projects/3/publish", "publish"),
        ("/api/owner/v1/projects/3/releases/4/revert", "publish"),
        ("/api/health", "other"),
        ("/api/services/websites/v1/anything-else", "other"),
        ("/wp-login.php", "other"),
    ],
)
def test_each_path_has_its_kind(path, kind):
    assert route_kind(path) == kind
    assert kind in KINDS


def test_the_remembered_kind_is_the_kind():
    for path in ("/api/services/websites/v1/page-bundle", "/api/owner/v1/x", "/" + "a" * 600):
        assert remembered_route_kind(path) == route_kind(path)
