"""Checks and shapes of pages and reusable templates.

Section lists go through the catalogue checker, which validates every section and
block against shared-schema and returns a sanitised copy; this module adds the page
envelope: path, titles, breadcrumbs, custom fields and the page password. Trees are
read in the current content schema and written with it (`api/pages/trees.py`).
"""

from __future__ import annotations

import re

from api.auth.passwords import hash_password, is_password_hash
from api.catalogue import (
    DeveloperContent,
    check_component_list,
    check_custom_fields,
    refuse_new,
    stored_custom_fields_content,
    stored_developer_content,
)
from api.catalogue.content_migrations import CURRENT_CONTENT_SCHEMA
from api.keys import read_key
from api.pages.models import Page, ReusableTemplate
from api.pages.trees import current_components
from api.validation import Errors, join, read_list, read_objects, read_text, text_problem

PATH_PATTERN = re.compile(r"^/[^\s?#]*$")


def normalise_path(raw: str | None) -> str:
    """Route path without query, fragment or trailing slash; '/' when empty."""
    path = (raw or "").split("?", 1)[0].split("#", 1)[0].strip()
    path = "/" + path.lstrip("/")
    return path.rstrip("/") or "/"


def read_path(errors: Errors, data: dict, path: str) -> str:
    value = data.get("path")
    where = join(path, "path")
    if not isinstance(value, str) or not value:
        errors.add(where, "Dit veld is verplicht.")
        return ""
    if not PATH_PATTERN.match(value) or "//" in value:
        errors.add(where, "Een pad begint met '/' en bevat geen spaties, '?', '#' of '//'.")
        return value
    if problem := text_problem(value):
        errors.add(where, problem)
        return value
    if len(value) > 500:
        errors.add(where, "Mag maximaal 500 tekens lang zijn.")
    return normalise_path(value)


def read_components(
    errors: Errors, data: dict, key: str, path: str
) -> tuple[list, DeveloperContent]:
    """Sections checked by the catalogue, with the developer-only content in them; the
    caller judges that content for the whole page or template."""
    components = read_list(errors, data, key, path)
    if not components and not isinstance(data.get(key), list):
        return [], DeveloperContent()
    result = check_component_list(components, path=join(path, key))
    errors.merge(result.errors)
    return result.components, result.developer


def read_page(
    errors: Errors,
    data: dict,
    path: str,
    *,
    developer: bool,
    partial: bool = False,
    previous: Page | None = None,
) -> dict:
    """The page fields present in `data` (all of them unless `partial`), checked.

    The password arrives as `password` (plain text, hashed here, or null to remove)
    or as `password_hash` (from an export); the result only holds `password_hash`.
    Without `developer`, developer-only content is refused unless `previous` (the page
    as stored now) holds the same content: judged on the fields written, by content.
    """
    fields: dict = {}
    written: list[DeveloperContent] = []
    stored: list[DeveloperContent] = []

    def wanted(key: str) -> bool:
        return not partial or key in data

    if wanted("path"):
        fields["path"] = read_path(errors, data, path)
    for key, limit in (("post_title", 300), ("seo_title", 300), ("seo_description", 1000)):
        if wanted(key):
            fields[key] = read_text(errors, data, key, path, max_length=limit)
    if wanted("custom_fields"):
        given = data.get("custom_fields")
        where = join(path, "custom_fields")
        fields["custom_fields"], found = check_custom_fields(
            {} if given is None else given, where, errors
        )
        written.append(found)
        if previous is not None and not developer:
            stored.append(stored_custom_fields_content(previous.custom_fields))
    if wanted("breadcrumbs"):
        fields["breadcrumbs"] = _read_breadcrumbs(errors, data, path)
    if wanted("noindex"):
        fields["noindex"] = _read_noindex(errors, data, path)
    for key in ("components", "secured_components"):
        if wanted(key):
            fields[key], found = read_components(errors, data, key, path)
            written.append(found)
            # Written trees are in the current shape (the other trees of a stored row
            # follow when it is written: api/pages/trees.py).
            fields["content_schema"] = CURRENT_CONTENT_SCHEMA
            if previous is not None and not developer:
                stored.append(stored_developer_content(current_components(previous, key)))
    if not developer:
        refuse_new(errors, written, stored)
    if "password" in data or "password_hash" in data or not partial:
        fields["password_hash"] = _read_password(errors, data, path)
    return fields


def _read_noindex(errors: Errors, data: dict, path: str) -> bool:
    value = data.get("noindex", False)
    if value is None:
        return False
    if not isinstance(value, bool):
        errors.add(join(path, "noindex"), "Moet true of false zijn.")
        return False
    return value


def _read_breadcrumbs(errors: Errors, data: dict, path: str) -> list[dict]:
    crumbs = []
    for at, crumb in read_objects(errors, data, "breadcrumbs", path):
        active = crumb.get("active", False)
        if not isinstance(active, bool):
            errors.add(join(at, "active"), "Moet true of false zijn.")
            active = False
        crumbs.append(
            {
                "title": read_text(errors, crumb, "title", at, max_length=300),
                "url": read_text(errors, crumb, "url", at, max_length=1000),
                "active": active,
            }
        )
    return crumbs


def _read_password(errors: Errors, data: dict, path: str) -> str | None:
    password = data.get("password")
    stored = data.get("password_hash")
    if password is not None and stored is not None:
        errors.add(
            join(path, "password"), "Geef een wachtwoord of een wachtwoord-hash, niet beide."
        )
        return None
    if password is not None:
        if not isinstance(password, str) or not password.strip():
            errors.add(join(path, "password"), "Een wachtwoord is tekst van minstens 1 teken.")
            return None
        if len(password) > 200:
            errors.add(join(path, "password"), "Mag maximaal 200 tekens lang zijn.")
            return None
        return hash_password(password)
    if stored is not None:
        if not isinstance(stored, str) or not is_password_hash(stored):
            errors.add(join(path, "password_hash"), "Dit is geen geldige wachtwoord-hash.")
            return None
        return stored
    return None


def read_template(
    errors: Errors,
    data: dict,
    path: str,
    *,
    developer: bool,
    previous: ReusableTemplate | None = None,
) -> dict:
    components, found = read_components(errors, data, "components", path)
    if not developer:
        stored = current_components(previous) if previous is not None else None
        refuse_new(errors, [found], [stored_developer_content(stored)])
    return {
        "id": read_key(errors, data, path),
        "title": read_text(errors, data, "title", path, max_length=200),
        "components": components,
        "content_schema": CURRENT_CONTENT_SCHEMA,
    }


def page_summary(page: Page) -> dict:
    return {
        "id": page.id,
        "path": page.path,
        "post_title": page.post_title,
        "protected": page.password_hash is not None,
        "noindex": page.noindex,
        "updated_at": page.updated_at.isoformat(),
        "version": page.version,
    }


def page_view(page: Page) -> dict:
    """A page for its owner: everything except the password hash."""
    return {
        **page_summary(page),
        "seo_title": page.seo_title,
        "seo_description": page.seo_description,
        "custom_fields": page.custom_fields,
        "breadcrumbs": page.breadcrumbs,
        "components": current_components(page),
        "secured_components": current_components(page, "secured_components"),
    }


def page_document(page: Page) -> dict:
    """A page as the site document stores it."""
    return {
        "path": page.path,
        "post_title": page.post_title,
        "seo_title": page.seo_title,
        "seo_description": page.seo_description,
        "custom_fields": page.custom_fields,
        "breadcrumbs": page.breadcrumbs,
        "password_hash": page.password_hash,
        "noindex": page.noindex,
        "components": current_components(page),
        "secured_components": current_components(page, "secured_components"),
    }


def template_view(template: ReusableTemplate) -> dict:
    """A template for its owner, the site document and the visitor bundle; `template`
    may be a Core row (api/sites/rows.py) with the columns it reads."""
    return {
        "id": template.key,
        "title": template.title,
        "components": current_components(template),
    }
