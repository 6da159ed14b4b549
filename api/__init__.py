"""Site builder API: a multi-tenant Starlette application."""
