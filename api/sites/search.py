"""The visitors' product search: `POST /api/services/websites/v1/search` (spec 000 §7,
docs/search.md).

Body `{website_id, query, filters, current_url, limit}`: the filter string
(`key:v1,v2|price:10<->50`), the page the search is made from (a category page scopes
the search to that category and the ones below it) and 1..3000 results (default 30).
Answer `{results: [ProductCard], info: {hits}, filters: [...]}`, the facet counts
disjunctive. The project is always the host's; a website_id of another is 404.
"""

from __future__ import annotations

import logging
from urllib.parse import unquote, urlsplit

from sqlalchemy.exc import SQLAlchemyError
from sqlmodel import Session
from starlette.requests import Request
from starlette.routing import Route

from api.context import context
from api.errors import ApiError
from api.numbers import NumberError, parse_integer
from api.pages import reads as pages
from api.payloads import read_json_object
from api.projects import reads as projects
from api.responses import JSONResponse
from api.search import SearchRegistry
from api.searchmisses import writes as empty_searches
from api.shop import reads as shop
from api.tenancy import request_project
from api.validation import Errors, read_id, read_text

MAX_LIMIT = 3000
DEFAULT_LIMIT = 30
MAX_QUERY = 200
MAX_FILTERS = 2000
UNKNOWN_WEBSITE = "Deze website is onbekend op dit adres."
logger = logging.getLogger(__name__)


def _read_limit(errors: Errors, data: dict) -> int:
    value = data.get("limit", DEFAULT_LIMIT)
    if value is None:
        return DEFAULT_LIMIT
    try:
        return parse_integer(value, minimum=1, maximum=MAX_LIMIT)
    except NumberError:
        errors.add("limit", f"Moet een geheel getal van 1 tot en met {MAX_LIMIT} zijn.")
        return DEFAULT_LIMIT


def read_search(data: dict) -> tuple[int | None, str, str, str, int]:
    errors = Errors()
    website_id = read_id(errors, data, "website_id")
    query = read_text(errors, data, "query", "", max_length=MAX_QUERY)
    filters = read_text(errors, data, "filters", "", max_length=MAX_FILTERS)
    current_url = read_text(errors, data, "current_url", "", max_length=2000)
    limit = _read_limit(errors, data)
    errors.raise_if_any()
    return website_id, query, filters, current_url, limit


def _scope_path(current_url: str) -> str | None:
    """The path of the page searched from (absolute URL or path), normalised."""
    if not current_url:
        return None
    try:
        path = urlsplit(current_url).path
    except ValueError:
        return None
    return pages.normalise_path(unquote(path)) if path else None


def search_answer(
    session: Session,
    project_id: int,
    search: SearchRegistry,
    query: str,
    filters: str,
    current_url: str,
    limit: int,
) -> dict:
    project = projects.published_project(session, project_id)
    settings = shop.webshop_settings(project.modules)
    path = _scope_path(current_url)
    category = shop.category_by_path(session, project_id, path) if path else None
    facets = shop.facet_definitions(settings, category.filters if category is not None else None)
    answer = search.search(
        project_id,
        query.strip(),
        filters,
        category=category.id if category is not None else None,
        facets=facets,
        limit=limit,
    )
    cards = shop.product_cards_by_ids(session, project_id, answer.ids)
    return {
        "results": [card.view for card in cards],
        "info": {"hits": answer.hits},
        "filters": answer.facets,
    }


async def search(request: Request) -> JSONResponse:
    project_id = request_project(request)
    website_id, query, filters, current_url, limit = read_search(await read_json_object(request))
    if website_id != project_id:
        raise ApiError(404, {"website_id": [UNKNOWN_WEBSITE]})
    ctx = context(request)
    answer = await ctx.run(
        search_answer, project_id, ctx.search, query, filters, current_url, limit
    )
    if _counts_as_empty(answer, query, filters, current_url):
        await _record_empty_search(ctx, project_id, query)
    return JSONResponse(answer)


def _counts_as_empty(answer: dict, query: str, filters: str, current_url: str) -> bool:
    """A search made on the shop's search page (what a visitor submitted, not the live
    results while typing elsewhere, which would count every half-typed word) that found
    nothing, with a query and without filters (a filter narrowing to nothing says
    nothing about the catalogue)."""
    return (
        answer["info"]["hits"] == 0
        and bool(query.strip())
        and not filters.strip()
        and _scope_path(current_url) == shop.SEARCH_PATH
    )


async def _record_empty_search(ctx, project_id: int, query: str) -> None:
    """Counts a search that found nothing; the visitor's answer never waits on a failed
    count."""
    try:
        await ctx.run(
            empty_searches.record_empty_search,
            project_id,
            query,
            ctx.settings.empty_search_max_queries,
        )
    except SQLAlchemyError:
        logger.warning("Could not count an empty search of project %s", project_id, exc_info=True)


routes = [Route("/api/services/websites/v1/search", search, methods=["POST"])]
