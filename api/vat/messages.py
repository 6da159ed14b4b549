"""The spec's three VIES texts; callers fill `{number}` and `{country}` (a Dutch name)."""

from __future__ import annotations

VALID_MESSAGE = (
    "Je hebt een geldig BTW / VAT nummer ({number}) ingevuld voor je facturatie land ({country})."
)
INVALID_MESSAGE = "Je hebt een ongeldig BTW / VAT nummer ({number}) ingevuld voor ({country})."
UNAVAILABLE_MESSAGE = (
    "De VIES controle is tijdelijk niet beschikbaar. We rekenen tijdelijk BTW of neem contact "
    "met ons op."
)
