"""Owner API for products and categories (`/api/owner/v1/projects/{id}/products/{key}`,
`.../categories/{key}`) and the visitor's stock question (`products/get-stock`).

Same auth, CSRF and version rules as the other owner routes (api/pages/routes.py);
every write publishes a cache Change naming the product's or category's keys.
"""

from __future__ import annotations

from sqlmodel import Session
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

import api.ids  # noqa: F401 (registers the {name:id} path convertor)
from api.auth.members import require_member
from api.cache import Change
from api.context import context
from api.domain_errors import NotFound
from api.payloads import read_json_object
from api.responses import JSONResponse
from api.shop import reads, service
from api.shop.schemas import category_view, product_view
from api.tenancy import request_project
from api.validation import Errors, read_id, read_text
from api.versions import etag, expected_version

UNKNOWN_WEBSITE = "Deze website is onbekend op dit adres."


def _versioned(key: str, view: dict, status_code: int = 200) -> JSONResponse:
    return JSONResponse({key: view}, status_code=status_code, headers=etag(view["version"]))


def _window(request: Request) -> tuple[int, int]:
    params = request.query_params
    return service.read_page_window(params.get("offset"), params.get("limit"))


# Products ---------------------------------------------------------------------------


def _product_views(session: Session, project_id: int, offset: int, limit: int) -> dict:
    rows, total = service.list_products(session, project_id, offset, limit)
    categories = service.product_categories(session, [row.id for row in rows])
    views = [product_view(row, categories[row.id]) for row in rows]
    return {"products": views, "total": total, "offset": offset, "limit": limit}


def _product(session: Session, project_id: int, key: str) -> dict:
    row = service.product_of_project(session, project_id, key)
    return product_view(row, service.product_categories(session, [row.id])[row.id])


def _product_written(session: Session, use_case, *args, **options) -> tuple[dict, Change]:
    written = use_case(session, *args, **options)
    row = written.row
    change = Change.shop(
        row.project_id,
        products=[row.id],
        categories=written.category_ids,
        whole_project=written.whole_project,
    )
    return product_view(row, written.categories), change


async def list_products(request: Request) -> JSONResponse:
    member = await require_member(request, request.path_params["project_id"])
    offset, limit = _window(request)
    ctx = context(request)
    return JSONResponse(await ctx.run(_product_views, member.project_id, offset, limit))


async def create_product(request: Request) -> JSONResponse:
    member = await require_member(request, request.path_params["project_id"])
    data = await read_json_object(request)
    data.pop("version", None)
    ctx = context(request)
    view, change = await ctx.run(
        _product_written, service.add_product, member.project_id, data, developer=member.developer
    )
    await ctx.published(change)
    return _versioned("product", view, status_code=201)


async def get_product(request: Request) -> JSONResponse:
    member = await require_member(request, request.path_params["project_id"])
    key = request.path_params["key"]
    return _versioned("product", await context(request).run(_product, member.project_id, key))


async def update_product(request: Request) -> JSONResponse:
    """PUT the fields to change; If-Match (or body `version`) guards against lost updates."""
    member = await require_member(request, request.path_params["project_id"])
    data = await read_json_object(request)
    expected = expected_version(request, data)
    ctx = context(request)
    view, change = await ctx.run(
        _product_written,
        service.edit_product,
        member.project_id,
        request.path_params["key"],
        data,
        developer=member.developer,
        expected_version=expected,
    )
    await ctx.published(change)
    return _versioned("product", view)


async def delete_product(request: Request) -> Response:
    member = await require_member(request, request.path_params["project_id"])
    expected = expected_version(request)
    ctx = context(request)
    product_id = await ctx.run(
        service.delete_product,
        member.project_id,
        request.path_params["key"],
        expected_version=expected,
    )
    await ctx.published(Change.shop(member.project_id, products=[product_id], whole_project=True))
    return Response(status_code=204, headers={"cache-control": "no-store"})


# Categories -------------------------------------------------------------------------


def _category_views(session: Session, project_id: int, offset: int, limit: int) -> dict:
    rows, total = service.list_categories(session, project_id, offset, limit)
    views = [category_view(row, service.parent_key(session, row)) for row in rows]
    return {"categories": views, "total": total, "offset": offset, "limit": limit}


def _category(session: Session, project_id: int, key: str) -> dict:
    row = service.category_of_project(session, project_id, key)
    return category_view(row, service.parent_key(session, row))


def _category_written(session: Session, use_case, *args, **options) -> tuple[dict, Change]:
    written = use_case(session, *args, **options)
    row = written.row
    change = Change.shop(row.project_id, categories=[row.id], whole_project=written.whole_project)
    return category_view(row, service.parent_key(session, row)), change


async def list_categories(request: Request) -> JSONResponse:
    member = await require_member(request, request.path_params["project_id"])
    offset, limit = _window(request)
    ctx = context(request)
    return JSONResponse(await ctx.run(_category_views, member.project_id, offset, limit))


async def create_category(request: Request) -> JSONResponse:
    member = await require_member(request, request.path_params["project_id"])
    data = await read_json_object(request)
    data.pop("version", None)
    ctx = context(request)
    view, change = await ctx.run(
        _category_written,
        service.add_category,
        member.project_id,
        data,
        developer=member.developer,
    )
    await ctx.published(change)
    return _versioned("category", view, status_code=201)


async def get_category(request: Request) -> JSONResponse:
    member = await require_member(request, request.path_params["project_id"])
    key = request.path_params["key"]
    return _versioned("category", await context(request).run(_category, member.project_id, key))


async def update_category(request: Request) -> JSONResponse:
    member = await require_member(request, request.path_params["project_id"])
    data = await read_json_object(request)
    expected = expected_version(request, data)
    ctx = context(request)
    view, change = await ctx.run(
        _category_written,
        service.edit_category,
        member.project_id,
        request.path_params["key"],
        data,
        developer=member.developer,
        expected_version=expected,
    )
    await ctx.published(change)
    return _versioned("category", view)


async def delete_category(request: Request) -> Response:
    member = await require_member(request, request.path_params["project_id"])
    expected = expected_version(request)
    ctx = context(request)
    category_id = await ctx.run(
        service.delete_category,
        member.project_id,
        request.path_params["key"],
        expected_version=expected,
    )
    await ctx.published(
        Change.shop(member.project_id, categories=[category_id], whole_project=True)
    )
    return Response(status_code=204, headers={"cache-control": "no-store"})


# Visitors ---------------------------------------------------------------------------


def _read_stock_query(data: dict) -> tuple[int | None, object, str]:
    errors = Errors()
    website_id = read_id(errors, data, "website_id")
    project_id = data.get("project_id")
    key = read_text(errors, data, "product_id", "", max_length=100, required=True)
    errors.raise_if_any()
    return website_id, project_id, key


async def get_stock(request: Request) -> JSONResponse:
    """POST {website_id, project_id, product_id (key)} -> {in_stock, stock} of a
    product of the host's project; ids of another project are 404."""
    project_id = request_project(request)
    website_id, body_project, key = _read_stock_query(await read_json_object(request))
    if website_id != project_id:
        raise NotFound({"website_id": [UNKNOWN_WEBSITE]})
    if body_project is not None and str(body_project) != str(project_id):
        raise NotFound({"project_id": [UNKNOWN_WEBSITE]})
    stock = await context(request).run(reads.stock, project_id, key)
    if stock is None:
        raise NotFound({"product_id": [service.PRODUCT_MISSING]})
    return JSONResponse(stock)


owner = "/api/owner/v1/projects/{project_id:id}"
routes = [
    Route(owner + "/products", list_products, methods=["GET"]),
    Route(owner + "/products", create_product, methods=["POST"]),
    Route(owner + "/products/{key}", get_product, methods=["GET"]),
    Route(owner + "/products/{key}", update_product, methods=["PUT"]),
    Route(owner + "/products/{key}", delete_product, methods=["DELETE"]),
    Route(owner + "/categories", list_categories, methods=["GET"]),
    Route(owner + "/categories", create_category, methods=["POST"]),
    Route(owner + "/categories/{key}", get_category, methods=["GET"]),
    Route(owner + "/categories/{key}", update_category, methods=["PUT"]),
    Route(owner + "/categories/{key}", delete_category, methods=["DELETE"]),
    Route("/api/services/webshop/v1/products/get-stock", get_stock, methods=["POST"]),
]
