"""The owner's redirects from old paths (docs/redirects.md)."""
