"""VAT number checks: offline format and check digits, then the EU VIES service (docs/vat.md)."""

from api.vat.check import VatCheck, check_vat_number, clear_cache, split_number
from api.vat.countries import EU_COUNTRIES
from api.vat.gate import ViesGate
from api.vat.messages import INVALID_MESSAGE, UNAVAILABLE_MESSAGE, VALID_MESSAGE

__all__ = [
    "EU_COUNTRIES",
    "INVALID_MESSAGE",
    "UNAVAILABLE_MESSAGE",
    "VALID_MESSAGE",
    "VatCheck",
    "ViesGate",
    "check_vat_number",
    "clear_cache",
    "split_number",
]
