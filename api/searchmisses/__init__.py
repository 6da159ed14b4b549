"""Visitor searches that found nothing, counted per project and query (docs/redirects.md)."""
