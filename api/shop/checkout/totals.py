"""Totals of a cart part or an order (docs/checkout.md, "Totals").

Amounts are grouped per VAT rate; shipping joins its own rate's group. Per group:
incl = the sum of its amounts, excl = excl_from_incl(incl, rate), tax = incl - excl.
The part's excl total is the sum of the groups' excl, its incl total the sum of their
incl, so excl + every tax amount = incl to the cent. Under reverse charge no tax is
charged: tax amounts are empty and the total to pay is the excl total.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from api.shop.money import euros, excl_from_incl


@dataclass(frozen=True)
class Totals:
    products_incl: int
    excl: int
    incl: int
    # rate -> tax cents (only rates with amounts; empty under reverse charge)
    taxes: dict[int, int]
    reverse_charge: bool

    @property
    def to_pay(self) -> int:
        return self.incl

    def view(self) -> dict:
        return {
            "price_incl_tax": euros(self.products_incl),
            "total_price": euros(self.excl),
            "total_price_incl_tax": euros(self.incl),
            "total_price_with_tax": euros(self.incl),
            "tax_amounts": {str(rate): euros(tax) for rate, tax in sorted(self.taxes.items())},
        }


def totals(
    amounts: Iterable[tuple[int, int]],
    shipping: tuple[int, int] | None = None,
    *,
    reverse_charge: bool = False,
) -> Totals:
    """`amounts`: (line total incl, rate) per line; `shipping`: (incl, rate) or None."""
    groups: dict[int, int] = {}
    products = 0
    for incl, rate in amounts:
        groups[rate] = groups.get(rate, 0) + incl
        products += incl
    if shipping is not None:
        groups[shipping[1]] = groups.get(shipping[1], 0) + shipping[0]
    excl = {rate: excl_from_incl(incl, rate) for rate, incl in groups.items()}
    total_excl = sum(excl.values())
    if reverse_charge:
        return Totals(products, total_excl, total_excl, {}, True)
    taxes = {rate: groups[rate] - excl[rate] for rate in groups}
    return Totals(products, total_excl, sum(groups.values()), taxes, False)
