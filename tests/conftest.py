"""Settings shared by every Python test process.

`make test` runs the suite in two worker processes (pytest-xdist, one file per worker
at a time). Each worker has its own databases already (random names, temporary
SQLite files); here it also gets its own Redis database, and with it its own change
channel (api/cache/broadcast.py `redis_channel`), so one worker's servers never hear
the other's changes.
"""

from __future__ import annotations

import os

_worker = os.environ.get("PYTEST_XDIST_WORKER", "")
if _worker.startswith("gw") and "TEST_REDIS_URL" not in os.environ:
    os.environ["TEST_REDIS_URL"] = f"redis://127.0.0.1:6379/{1 + int(_worker[2:]) % 15}"
