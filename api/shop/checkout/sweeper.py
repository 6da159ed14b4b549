"""The checkout's background sweep, run for the app's lifetime (`api/app.py`): every
SWEEP_SECONDS it gives back the stock of orders whose hold ran out (`Checkout.sweep`,
docs/checkout.md "Stock holds") and deletes carts untouched for `cart_max_age_days`.
The visitor routes run the same stock sweep before taking stock, so no buyer is told
"sold out" about units a lapsed hold still counts."""

from __future__ import annotations

import asyncio
import contextlib
import logging

from starlette.concurrency import run_in_threadpool

from api.cache import Change
from api.shop.checkout.service import Checkout

logger = logging.getLogger("api.shop.checkout")

SWEEP_SECONDS = 60


async def sweep_forever(checkout: Checkout, published) -> None:
    while True:
        try:
            for project_id, products in await run_in_threadpool(checkout.sweep):
                await published(Change.shop(project_id, products=products))
        except Exception:  # the next round tries again
            logger.exception("Stock release sweep failed")
        try:
            await run_in_threadpool(checkout.forget_stale_carts)
        except Exception:  # the next round tries again
            logger.exception("Forgetting stale carts failed")
        await asyncio.sleep(SWEEP_SECONDS)


@contextlib.asynccontextmanager
async def sweeping(checkout: Checkout, published):
    task = asyncio.create_task(sweep_forever(checkout, published))
    try:
        yield
    finally:
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task
