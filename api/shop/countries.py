"""Country codes the shop delivers to and invoices in, with their Dutch names."""

from __future__ import annotations

# The 27 EU member states: the default `countries` of a webshop, in the order shown.
EU_COUNTRIES = (
    "NL", "BE", "DE", "AT", "BG", "CY", "CZ", "DK", "EE", "ES", "FI", "FR", "GR", "HR",
    "HU", "IE", "IT", "LT", "LU", "LV", "MT", "PL", "PT", "RO", "SE", "SI", "SK",
)  # fmt: skip

COUNTRY_NAMES = {
    "AT": "Oostenrijk", "BE": "België", "BG": "Bulgarije", "CY": "Cyprus",
    "CZ": "Tsjechië", "DE": "Duitsland", "DK": "Denemarken", "EE": "Estland",
    "ES": "Spanje", "FI": "Finland", "FR": "Frankrijk", "GR": "Griekenland",
    "HR": "Kroatië", "HU": "Hongarije", "IE": "Ierland", "IT": "Italië",
    "LT": "Litouwen", "LU": "Luxemburg", "LV": "Letland", "MT": "Malta",
    "NL": "Nederland", "PL": "Polen", "PT": "Portugal", "RO": "Roemenië",
    "SE": "Zweden", "SI": "Slovenië", "SK": "Slowakije",
    # Outside the EU: no reverse charge, but a shop may deliver there.
    "GB": "Verenigd Koninkrijk", "CH": "Zwitserland", "NO": "Noorwegen",
    "IS": "IJsland", "LI": "Liechtenstein", "US": "Verenigde Staten",
    "CA": "Canada", "AU": "Australië",
}  # fmt: skip


def country_name(code: str) -> str:
    return COUNTRY_NAMES.get(code, code)
