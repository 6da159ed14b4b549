"""Payment providers behind one interface (docs/payments.md)."""
