"""Host names as tenancy compares them (shared by tenancy, projects and site imports)."""

from __future__ import annotations


def normalise_host(value: str) -> str:
    """Lower-cased host without port and trailing dot, as tenancy compares hosts."""
    host = value.strip().lower()
    if host.startswith("["):
        return host.split("]")[0] + "]"
    host = host.rsplit(":", 1)[0] if host.count(":") == 1 else host
    return host.rstrip(".")
