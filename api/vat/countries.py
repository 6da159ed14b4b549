"""The 27 EU member states: ISO codes with their Dutch names, and VIES's own codes."""

from __future__ import annotations

EU_COUNTRIES: dict[str, str] = {
    "AT": "Oostenrijk",
    "BE": "België",
    "BG": "Bulgarije",
    "CY": "Cyprus",
    "CZ": "Tsjechië",
    "DE": "Duitsland",
    "DK": "Denemarken",
    "EE": "Estland",
    "ES": "Spanje",
    "FI": "Finland",
    "FR": "Frankrijk",
    "GR": "Griekenland",
    "HR": "Kroatië",
    "HU": "Hongarije",
    "IE": "Ierland",
    "IT": "Italië",
    "LT": "Litouwen",
    "LU": "Luxemburg",
    "LV": "Letland",
    "MT": "Malta",
    "NL": "Nederland",
    "PL": "Polen",
    "PT": "Portugal",
    "RO": "Roemenië",
    "SE": "Zweden",
    "SI": "Slovenië",
    "SK": "Slowakije",
}

# VAT numbers and VIES write Greece as 'EL'; everywhere else it is the ISO code 'GR'.
_VIES_CODES = {"GR": "EL"}
_ISO_CODES = {vies: iso for iso, vies in _VIES_CODES.items()}


def vies_code(country: str) -> str:
    """The member state code VIES and VAT number prefixes use for an ISO country."""
    return _VIES_CODES.get(country, country)


def iso_code(prefix: str) -> str:
    """The ISO country of a VAT number prefix ('EL' -> 'GR')."""
    return _ISO_CODES.get(prefix, prefix)
