"""Outgoing e-mail (docs/mail.md)."""
