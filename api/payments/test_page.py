"""The test provider's checkout page: plain Dutch HTML, one form per outcome, no script."""

from __future__ import annotations

from html import escape

from api.origins import site_path
from api.payments.models import TestPayment

CHOICES = (
    ("paid", "Betaald"),
    ("failed", "Mislukt"),
    ("expired", "Verlopen"),
    ("canceled", "Geannuleerd"),
)
STATUS_TEXTS = {
    "open": "Open",
    "paid": "Betaald",
    "failed": "Mislukt",
    "expired": "Verlopen",
    "canceled": "Geannuleerd",
}
STYLE = """
body{font-family:system-ui,sans-serif;background:#f4f4f6;color:#222;margin:0;padding:2rem 1rem}
main{max-width:26rem;margin:0 auto;background:#fff;border-radius:.5rem;padding:1.5rem;
box-shadow:0 1px 4px rgba(0,0,0,.12)}
h1{font-size:1.25rem;margin:0 0 1rem}.amount{font-size:2rem;font-weight:600;margin:.5rem 0}
.note{color:#666;font-size:.9rem}form{margin:.5rem 0}
button{width:100%;padding:.75rem;font-size:1rem;border:0;border-radius:.35rem;cursor:pointer;
color:#fff;background:#555}button.paid{background:#1a7f37}button.failed{background:#b42318}
button.expired{background:#8a6d00}button.canceled{background:#555}a{color:#1a56db}
"""


def euros(cents: int) -> str:
    """Dutch notation: 123450 -> '€ 1.234,50'."""
    sign = "-" if cents < 0 else ""
    whole, part = divmod(abs(cents), 100)
    return f"€ {sign}{whole:,}".replace(",", ".") + f",{part:02d}"


def _document(title: str, body: str) -> str:
    return (
        '<!doctype html><html lang="nl"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width,initial-scale=1">'
        '<meta name="robots" content="noindex">'
        f"<title>{escape(title)}</title><style>{STYLE}</style></head>"
        f"<body><main>{body}</main></body></html>"
    )


def payment_page(payment: TestPayment) -> str:
    summary = (
        "<h1>Testbetaling</h1>"
        f'<p class="amount">{escape(euros(payment.amount_cents))}</p>'
        f"<p>{escape(payment.description)}</p>"
    )
    if payment.status != "open":
        return _document(
            "Testbetaling",
            summary
            + f"<p>Status: <strong>{escape(STATUS_TEXTS.get(payment.status, payment.status))}"
            + "</strong></p>"
            + f'<p><a href="{escape(site_path(payment.redirect_url))}">Terug naar de winkel</a></p>',
        )
    forms = "".join(
        f'<form method="post"><input type="hidden" name="status" value="{value}">'
        f'<button type="submit" class="{value}">{label}</button></form>'
        for value, label in CHOICES
    )
    note = (
        '<p class="note">Dit is de testbetaalprovider: er wordt geen geld overgemaakt. '
        "Kies de uitkomst van de betaling.</p>"
    )
    return _document("Testbetaling", summary + note + forms)


def message_page(title: str, message: str, back_url: str = "") -> str:
    back = f'<p><a href="{escape(back_url)}">Terug naar de winkel</a></p>' if back_url else ""
    return _document(title, f"<h1>{escape(title)}</h1><p>{escape(message)}</p>{back}")
