"""`GET /api/health`: whether this API process can serve, database included (the liveness
answer). `GET /api/health/ready`: the same, but 503 'shutting down' from the moment the
process got SIGTERM (api/draining.py), so load balancers stop sending it new requests
while it finishes the ones it has (docs/deploy.md, "Probes")."""

from __future__ import annotations

import sqlalchemy as sa
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request

from api.context import context
from api.draining import draining
from api.responses import JSONResponse
from api.unavailable import RETRY_AFTER_SECONDS, UNAVAILABLE, is_unavailable


def _ping(engine: sa.engine.Engine) -> None:
    with engine.connect() as connection:
        connection.execute(sa.text("SELECT 1"))


async def health(request: Request) -> JSONResponse:
    try:
        await run_in_threadpool(_ping, context(request).engine)
    except Exception as error:
        if not is_unavailable(error) and not isinstance(error, sa.exc.DBAPIError):
            raise
        return JSONResponse(
            {
                "status": "unavailable",
                "database": "unavailable",
                "errors": {"general": [UNAVAILABLE]},
            },
            status_code=503,
            headers={"retry-after": str(RETRY_AFTER_SECONDS)},
        )
    return JSONResponse({"status": "ok", "database": "ok"})


async def ready(request: Request) -> JSONResponse:
    if draining():
        return JSONResponse(
            {
                "status": "shutting down",
                "errors": {"general": ["Deze server stopt; probeer het zo opnieuw."]},
            },
            status_code=503,
            headers={"retry-after": str(RETRY_AFTER_SECONDS), "cache-control": "no-store"},
        )
    return await health(request)
