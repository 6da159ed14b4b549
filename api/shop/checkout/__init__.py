"""Cart, checkout, orders and their payments (docs/checkout.md)."""
