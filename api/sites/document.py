"""Checking a site document (docs/data-shapes.md) before anything is written.

Every problem is reported under its JSON path, e.g.
`pages[2].components[0].meta.padding_top`, so a refused import can be fixed in one go.
"""

from __future__ import annotations

from api.catalogue import DeveloperContent, refuse_new
from api.forms.schemas import read_form
from api.menus.schemas import read_menu
from api.pages.schemas import normalise_path, read_page, read_template
from api.projects.schemas import is_valid_host, normalise_host, read_project_settings
from api.shop.document import ShopDocument, read_shop
from api.shop.settings import webshop_settings
from api.shop.settings_checks import check_webshop_settings
from api.stored_json import json_problem
from api.validation import Errors, join, read_list, read_objects

FORMAT = "site-document"
VERSION = 1


def read_site_document(
    data: object,
    *,
    developer: bool,
    stored_pages: dict[str, object] | None = None,
    stored_templates: dict[str, object] | None = None,
    stored_global_fields: dict | None = None,
    stored_shop_content: DeveloperContent | None = None,
) -> tuple[Errors, dict]:
    """The checked and normalised document; `errors` is empty when it may be imported.

    `stored_pages` (by path), `stored_templates` (by id), `stored_global_fields` and
    `stored_shop_content` (the developer-only content of the stored shop) are what the
    project holds now: unchanged developer-only content in them may be re-imported by
    a site owner. `document["shop"]` is a ShopDocument (api/shop/document.py).
    """
    stored_pages = stored_pages or {}
    stored_templates = stored_templates or {}
    errors = Errors()
    document: dict = {
        "project": {},
        "menus": [],
        "forms": [],
        "templates": [],
        "pages": [],
        "shop": ShopDocument(),
    }
    if not isinstance(data, dict):
        errors.add("general", "Een sitedocument is een JSON-object.")
        return errors, document
    # The API's body reader checks this too; the CLI and other callers come here.
    problem = json_problem(data)
    if problem:
        errors.add("general", problem)
        return errors, document
    if data.get("format") != FORMAT:
        errors.add("format", f"Verwacht '{FORMAT}'.")
    version = data.get("version")
    if isinstance(version, bool) or version != VERSION:
        errors.add("version", f"Alleen versie {VERSION} wordt ondersteund.")
    project = data.get("project")
    if not isinstance(project, dict):
        errors.add("project", "Dit veld is verplicht en moet een object zijn.")
    else:
        document["project"] = _read_project(errors, project, developer, stored_global_fields)

    def each(key: str, reader, required: bool = False) -> list[tuple[str, dict]]:
        return [
            (at, reader(errors, item, at))
            for at, item in read_objects(errors, data, key, "", required=required)
        ]

    menus = each("menus", read_menu)
    forms = each("forms", read_form)
    templates = each(
        "templates",
        lambda errs, item, at: read_template(
            errs, item, at, developer=developer, previous=_stored(stored_templates, item.get("id"))
        ),
    )
    pages = each(
        "pages",
        lambda errs, item, at: read_page(
            errs, item, at, developer=developer, previous=_stored(stored_pages, _path_key(item))
        ),
        required=True,
    )
    for entries, field in ((menus, "id"), (forms, "id"), (templates, "id"), (pages, "path")):
        _require_unique(errors, entries, field)
    document["menus"] = [entry for _at, entry in menus]
    document["forms"] = [entry for _at, entry in forms]
    document["templates"] = [entry for _at, entry in templates]
    document["pages"] = [entry for _at, entry in pages]
    if isinstance(project, dict):
        check_webshop_settings(errors, project.get("modules"), "project.modules")
    settings = webshop_settings(document["project"].get("modules"))
    shop = read_shop(
        errors,
        data.get("shop"),
        vat_rates=settings.vat_rates,
        forms=frozenset(form["id"] for form in document["forms"] if form.get("id")),
    )
    if not developer:
        refuse_new(errors, [shop.developer], [stored_shop_content or DeveloperContent()])
    document["shop"] = shop
    return errors, document


def _stored(rows: dict, key: object):
    # Keys come from the document: only a string can name a stored row.
    return rows.get(key) if isinstance(key, str) else None


def _path_key(item: dict) -> str | None:
    path = item.get("path")
    return normalise_path(path) if isinstance(path, str) else None


def _read_project(
    errors: Errors, project: dict, developer: bool, stored_global_fields: dict | None
) -> dict:
    settings = read_project_settings(
        errors,
        project,
        "project",
        developer=developer,
        stored_global_fields=stored_global_fields,
    )
    domain = project.get("domain_live")
    if domain is not None:
        if not isinstance(domain, str) or not is_valid_host(normalise_host(domain)):
            errors.add("project.domain_live", "Dit is geen geldige hostnaam.")
            domain = None
        else:
            domain = normalise_host(domain)
    aliases = []
    for index, alias in enumerate(read_list(errors, project, "aliases", "project")):
        at = f"project.aliases[{index}]"
        host = normalise_host(alias) if isinstance(alias, str) else ""
        if not is_valid_host(host):
            errors.add(at, "Dit is geen geldige hostnaam.")
        elif host in aliases:
            errors.add(at, "Deze alias komt al voor.")
        else:
            aliases.append(host)
    return {**settings, "domain_live": domain, "aliases": aliases}


def _require_unique(errors: Errors, entries: list[tuple[str, dict]], field: str) -> None:
    seen: set[str] = set()
    for at, entry in entries:
        value = entry.get(field)
        if not value:
            continue
        if value in seen:
            message = "Dit pad komt al voor." if field == "path" else "Dit id komt al voor."
            errors.add(join(at, field), message)
        seen.add(value)
