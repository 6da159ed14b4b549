"""Importing and exporting site documents.

An import is checked completely (document shape, components, host conflicts) before
the first write, and all writes share the caller's transaction, so a refused or failed
import leaves the database as it was. Rows are matched by their natural key (page path,
menu/form/template id) so a re-import keeps database ids and with them cache keys and
editor links.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlmodel import Session

from api.errors import ApiError
from api.forms import service as forms
from api.forms.schemas import form_view
from api.menus import service as menus
from api.menus.schemas import menu_view
from api.pages import service as pages
from api.pages.schemas import page_document, template_view
from api.projects import service as projects
from api.projects.models import Project
from api.projects.schemas import SETTING_FIELDS, is_valid_host, normalise_host, project_view
from api.sites.document import FORMAT, VERSION, read_site_document
from api.validation import Errors


@dataclass(frozen=True)
class ImportResult:
    project_id: int
    created: bool
    pages: int
    menus: int
    forms: int
    templates: int


def _checked(session: Session, data: object, developer: bool, project: Project | None) -> dict:
    stored_pages, stored_templates, stored_global_fields = {}, {}, {}
    if project is not None:
        stored_global_fields = project.global_fields
        stored_pages = {page.path: page for page in pages.list_pages(session, project.id)}
        stored_templates = {row.key: row for row in pages.list_templates(session, project.id)}
    errors, document = read_site_document(
        data,
        developer=developer,
        stored_pages=stored_pages,
        stored_templates=stored_templates,
        stored_global_fields=stored_global_fields,
    )
    errors.raise_if_any()
    return document


def import_site(
    session: Session, data: object, host: str, *, replace: bool, developer: bool = True
) -> ImportResult:
    """Imports `data` as the site served on `host` (its live domain).

    Without `replace` an existing project on that host is left alone and the import is
    refused; with it, the project's content and aliases become the document's.
    """
    host = normalise_host(host)
    if not is_valid_host(host):
        raise ApiError(422, {"host": ["Dit is geen geldige hostnaam."]})
    project = projects.find_project_by_domain(session, host)
    if project is not None and not replace:
        raise ApiError(
            409,
            {
                "host": [
                    f"Er bestaat al een project op {host}. Gebruik --replace om het te vervangen."
                ]
            },
        )
    document = _checked(session, data, developer, project)
    owner_of_alias = projects.alias_owner(session, host)
    if owner_of_alias is not None and (project is None or owner_of_alias != project.id):
        raise ApiError(409, {"host": [f"{host} is al een alias van een ander project."]})
    _check_aliases(session, document["project"]["aliases"], host, project)
    created = project is None
    if project is None:
        project = Project(title=document["project"]["title"], domain_live=host)
        session.add(project)
        session.flush()
    projects.replace_aliases(session, project.id, document["project"]["aliases"])
    return _write_content(session, project, document, created)


def replace_site(
    session: Session, project_id: int, data: object, *, developer: bool
) -> ImportResult:
    """Replaces a project's content; its live domain and aliases stay as they are."""
    project = projects.get_project(session, project_id)
    if project is None:
        raise ApiError(404, "Dit project bestaat niet.")
    document = _checked(session, data, developer, project)
    return _write_content(session, project, document, created=False)


def _check_aliases(
    session: Session, aliases: list[str], host: str, project: Project | None
) -> None:
    errors = Errors()
    for index, alias in enumerate(aliases):
        at = f"project.aliases[{index}]"
        if alias == host:
            errors.add(at, "Een alias mag niet gelijk zijn aan de host van het project.")
            continue
        live = projects.find_project_by_domain(session, alias)
        owner = projects.alias_owner(session, alias)
        if (live is not None) or (owner is not None and (project is None or owner != project.id)):
            errors.add(at, "Deze host hoort al bij een ander project.")
    errors.raise_if_any(409)


def _write_content(
    session: Session, project: Project, document: dict, created: bool
) -> ImportResult:
    projects.apply_settings(project, {key: document["project"][key] for key in SETTING_FIELDS})
    session.add(project)
    pid = project.id
    menus.delete_menus_except(session, pid, {menu["id"] for menu in document["menus"]})
    forms.delete_forms_except(session, pid, {form["id"] for form in document["forms"]})
    pages.delete_templates_except(session, pid, {item["id"] for item in document["templates"]})
    pages.delete_pages_except(session, pid, {page["path"] for page in document["pages"]})
    session.flush()
    for menu in document["menus"]:
        menus.save_menu(session, pid, menu)
    for form in document["forms"]:
        forms.save_form(session, pid, form)
    for template in document["templates"]:
        pages.save_template(session, pid, template)
    for page in document["pages"]:
        pages.save_page_by_path(session, pid, page)
    session.flush()
    return ImportResult(
        project_id=pid,
        created=created,
        pages=len(document["pages"]),
        menus=len(document["menus"]),
        forms=len(document["forms"]),
        templates=len(document["templates"]),
    )


def export_site(session: Session, project_id: int) -> dict:
    project = projects.get_project(session, project_id)
    if project is None:
        raise ApiError(404, "Dit project bestaat niet.")
    view = project_view(project)
    return {
        "format": FORMAT,
        "version": VERSION,
        "project": {
            "title": view["title"],
            "domain_live": view["domain_live"],
            "aliases": projects.list_aliases(session, project_id),
            **{key: view[key] for key in SETTING_FIELDS if key != "title"},
        },
        "menus": [menu_view(menu) for menu in menus.list_menus(session, project_id)],
        "forms": [form_view(form) for form in forms.list_forms(session, project_id)],
        "templates": [template_view(t) for t in pages.list_templates(session, project_id)],
        "pages": [page_document(page) for page in pages.list_pages(session, project_id)],
    }
