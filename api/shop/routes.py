"""Owner API for products and categories (`/api/owner/v1/projects/{id}/products/{key}`,
`.../categories/{key}`) and the visitor's stock question (`products/get-stock`).

Same auth, CSRF and version rules as the other owner routes (api/pages/routes.py);
every write publishes a cache Change naming the product's or category's keys.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

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
OWNER = "/api/owner/v1/projects/{project_id:id}"


def _versioned(key: str, view: dict, status_code: int = 200) -> JSONResponse:
    return JSONResponse({key: view}, status_code=status_code, headers=etag(view["version"]))


def _window(request: Request) -> tuple[int, int]:
    params = request.query_params
    return service.read_page_window(params.get("offset"), params.get("limit"))


# Products and categories: one set of handlers, described per resource ------------


def _product_views(
    session: Session, project_id: int, offset: int, limit: int, **filters
) -> list[dict]:
    rows, total = service.list_products(session, project_id, offset, limit, **filters)
    categories = service.product_categories(session, [row.id for row in rows])
    return [product_view(row, categories[row.id]) for row in rows], total


def _product(session: Session, project_id: int, key: str) -> dict:
    row = service.product_of_project(session, project_id, key)
    return product_view(row, service.product_categories(session, [row.id])[row.id])


def _product_change(session: Session, written) -> tuple[dict, Change]:
    row = written.row
    change = Change.shop(
        row.project_id,
        products=[row.id],
        categories=written.category_ids,
        whole_project=written.whole_project,
    )
    return product_view(row, written.categories), change


def _category_views(
    session: Session, project_id: int, offset: int, limit: int, **_filters
) -> list[dict]:
    rows, total = service.list_categories(session, project_id, offset, limit)
    return [category_view(row, service.parent_key(session, row)) for row in rows], total


def _category(session: Session, project_id: int, key: str) -> dict:
    row = service.category_of_project(session, project_id, key)
    return category_view(row, service.parent_key(session, row))


def _category_change(session: Session, written) -> tuple[dict, Change]:
    row = written.row
    change = Change.shop(row.project_id, categories=[row.id], whole_project=written.whole_project)
    return category_view(row, service.parent_key(session, row)), change


@dataclass(frozen=True)
class Resource:
    """What differs between the owner's products and categories."""

    name: str  # the answer's key: "product" / "category"
    plural: str  # the URL segment and the list's key
    views: Callable  # (session, project_id, offset, limit) -> (views, total)
    one: Callable  # (session, project_id, key) -> view
    written: Callable  # (session, Written) -> (view, Change)
    add: Callable
    edit: Callable
    delete: Callable  # -> the deleted row's id
    deleted: Callable  # (project_id, row id) -> Change


PRODUCTS = Resource(
    "product", "products", _product_views, _product, _product_change,
    service.add_product, service.edit_product, service.delete_product,
    lambda project_id, row_id: Change.shop(project_id, products=[row_id], whole_project=True),
)  # fmt: skip
CATEGORIES = Resource(
    "category", "categories", _category_views, _category, _category_change,
    service.add_category, service.edit_category, service.delete_category,
    lambda project_id, row_id: Change.shop(project_id, categories=[row_id], whole_project=True),
)  # fmt: skip


def _write(session: Session, resource: Resource, use_case, *args, **options):
    return resource.written(session, use_case(session, *args, **options))


def _listed(
    session: Session, resource: Resource, project_id: int, offset: int, limit: int, **filters
):
    views, total = resource.views(session, project_id, offset, limit, **filters)
    return {resource.plural: views, "total": total, "offset": offset, "limit": limit}


def _filters(request: Request, resource: Resource) -> dict:
    """Products: `?q=` (title, key, path or SKU contains it) and `?sort=` (a column,
    `-` first for descending); categories list by position."""
    if resource.name != "product":
        return {}
    params = request.query_params
    return {
        "query": service.read_query(params.get("q")),
        "sort": service.read_sort(params.get("sort")),
    }


def handlers(resource: Resource) -> list[Route]:
    async def list_all(request: Request) -> JSONResponse:
        member = await require_member(request, request.path_params["project_id"])
        offset, limit = _window(request)
        filters = _filters(request, resource)
        ctx = context(request)
        return JSONResponse(
            await ctx.run(_listed, resource, member.project_id, offset, limit, **filters)
        )

    async def create(request: Request) -> JSONResponse:
        member = await require_member(request, request.path_params["project_id"])
        data = await read_json_object(request)
        data.pop("version", None)
        ctx = context(request)
        view, change = await ctx.run(
            _write, resource, resource.add, member.project_id, data, developer=member.developer
        )
        await ctx.published(change)
        return _versioned(resource.name, view, status_code=201)

    async def read(request: Request) -> JSONResponse:
        member = await require_member(request, request.path_params["project_id"])
        key = request.path_params["key"]
        return _versioned(
            resource.name, await context(request).run(resource.one, member.project_id, key)
        )

    async def update(request: Request) -> JSONResponse:
        """PUT the fields to change; If-Match (or body `version`) guards against lost
        updates."""
        member = await require_member(request, request.path_params["project_id"])
        data = await read_json_object(request)
        expected = expected_version(request, data)
        ctx = context(request)
        view, change = await ctx.run(
            _write,
            resource,
            resource.edit,
            member.project_id,
            request.path_params["key"],
            data,
            developer=member.developer,
            expected_version=expected,
        )
        await ctx.published(change)
        return _versioned(resource.name, view)

    async def delete(request: Request) -> Response:
        member = await require_member(request, request.path_params["project_id"])
        expected = expected_version(request)
        ctx = context(request)
        row_id = await ctx.run(
            resource.delete,
            member.project_id,
            request.path_params["key"],
            expected_version=expected,
        )
        await ctx.published(resource.deleted(member.project_id, row_id))
        return Response(status_code=204, headers={"cache-control": "no-store"})

    base = f"{OWNER}/{resource.plural}"
    return [
        Route(base, list_all, methods=["GET"]),
        Route(base, create, methods=["POST"]),
        Route(base + "/{key}", read, methods=["GET"]),
        Route(base + "/{key}", update, methods=["PUT"]),
        Route(base + "/{key}", delete, methods=["DELETE"]),
    ]


def _arranged(session: Session, project_id: int, data: dict, developer: bool):
    rows, whole = service.arrange_categories(session, project_id, data, developer=developer)
    views = [category_view(row, service.parent_key(session, row)) for row in rows]
    change = Change.shop(project_id, categories=[row.id for row in rows], whole_project=whole)
    return views, change


async def arrange_categories(request: Request) -> JSONResponse:
    """POST {categories: [{id, parent, position, version}]}: a new place in the tree
    for several categories at once, all or nothing (the dashboard's drag and drop)."""
    member = await require_member(request, request.path_params["project_id"])
    data = await read_json_object(request)
    ctx = context(request)
    views, change = await ctx.run(_arranged, member.project_id, data, member.developer)
    await ctx.published(change)
    return JSONResponse({"categories": views})


# Visitors ---------------------------------------------------------------------------


def _read_stock_query(data: dict) -> tuple[int | None, object, str]:
    errors = Errors()
    website_id = read_id(errors, data, "website_id")
    project_id = data.get("project_id")
    if project_id is not None:
        # Optional, but when sent it must be an id: an object or letters name no website.
        project_id = read_id(errors, data, "project_id")
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


routes = [
    Route(f"{OWNER}/categories/arrange", arrange_categories, methods=["POST"]),
    *handlers(PRODUCTS),
    *handlers(CATEGORIES),
    Route("/api/services/webshop/v1/products/get-stock", get_stock, methods=["POST"]),
]
