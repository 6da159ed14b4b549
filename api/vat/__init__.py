"""VAT number checks: offline format and check digits, then the EU VIES service (docs/vat.md)."""
