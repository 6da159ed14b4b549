"""Owner API for the webshop's settings (`GET/PUT .../webshop-settings`,
docs/owner-orders.md): `project.modules.webshop` as the checkout uses it. A write is
versioned like the project's other settings (If-Match or body `version`) and drops the
whole project from the caches: prices, delivery costs and texts show on every page.
"""

from __future__ import annotations

from starlette.requests import Request
from starlette.routing import Route

import api.ids  # noqa: F401 (registers the {name:id} path convertor)
from api.auth.members import require_member
from api.cache import Change
from api.context import context
from api.payloads import read_json_object
from api.responses import JSONResponse
from api.shop import settings_store
from api.versions import etag, expected_version

PATH = "/api/owner/v1/projects/{project_id:id}/webshop-settings"


def _answer(view: dict) -> JSONResponse:
    return JSONResponse({"webshop_settings": view}, headers=etag(view["version"]))


async def read_settings(request: Request) -> JSONResponse:
    member = await require_member(request, request.path_params["project_id"])
    return _answer(await context(request).run(settings_store.read_settings, member.project_id))


async def write_settings(request: Request) -> JSONResponse:
    """PUT the keys to change (null: back to the default); If-Match (or body
    `version`) guards against lost updates."""
    member = await require_member(request, request.path_params["project_id"])
    data = await read_json_object(request)
    expected = expected_version(request, data)
    ctx = context(request)
    view = await ctx.run(
        settings_store.write_settings, member.project_id, data, expected_version=expected
    )
    await ctx.published(Change.project(member.project_id))
    return _answer(view)


routes = [
    Route(PATH, read_settings, methods=["GET"]),
    Route(PATH, write_settings, methods=["PUT"]),
]
