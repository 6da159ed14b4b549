"""The checkout's shop and the forms' contact form, for tests that drive them while
watching metrics and logs."""

from __future__ import annotations

from tests.api.forms.conftest import contact, make_form  # noqa: F401
from tests.api.shop.checkout.conftest import fake_vat, make_shop  # noqa: F401
