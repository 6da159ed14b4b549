"""Importing and exporting site documents.

An import is bounded (pages, menus, menu items), then checked completely (document
shape, components, host conflicts) and the rows it will overwrite are looked up, all
before the first write. The writes follow in bulk, a few statements per table, and
share the caller's transaction, so a refused or failed import leaves the database as
it was and holds a write lock (SQLite locks the whole database) only briefly. Rows are
matched by their natural key (page path, menu/form/template id) so a re-import keeps
database ids and with them cache keys and editor links.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from sqlalchemy import delete, insert, select, update
from sqlmodel import Session, SQLModel

from api.catalogue.content_migrations import CURRENT_CONTENT_SCHEMA, migrate_site_document
from api.domain_errors import Conflict, Invalid, NotFound, TooLarge
from api.drafts import is_live, working_copy
from api.forms import service as forms
from api.forms.models import FORM_COLUMNS, Form
from api.forms.schemas import form_view
from api.menus import service as menus
from api.menus.models import MENU_COLUMNS, Menu
from api.menus.schemas import menu_view
from api.pages import service as pages
from api.pages.models import PAGE_COLUMNS, TEMPLATE_COLUMNS, Page, ReusableTemplate
from api.pages.schemas import page_document, template_view
from api.projects import service as projects
from api.projects.models import SETTINGS_COLUMNS, Project
from api.projects.schemas import SETTING_FIELDS, is_valid_host, normalise_host, project_view
from api.settings import Settings
from api.shop.bulk import replace_shop
from api.shop.document import export_shop, stored_developer_content
from api.sites.document import FORMAT, VERSION, read_site_document
from api.timestamps import utcnow
from api.validation import Errors

# Rows deleted per statement (SQLite allows 32766 bound values per statement).
DELETE_CHUNK = 1000


@dataclass(frozen=True)
class DocumentLimits:
    """The most a site document may hold; larger ones are refused with 413."""

    pages: int = 5000
    menus: int = 200
    menu_items: int = 2000

    @classmethod
    def from_settings(cls, settings: Settings) -> DocumentLimits:
        return cls(
            pages=settings.import_max_pages,
            menus=settings.import_max_menus,
            menu_items=settings.import_max_menu_items,
        )


DEFAULT_LIMITS = DocumentLimits()


@dataclass(frozen=True)
class ImportResult:
    project_id: int
    created: bool
    pages: int
    menus: int
    forms: int
    templates: int
    products: int = 0
    categories: int = 0


def _checked(session: Session, data: object, developer: bool, project: Project | None) -> dict:
    # Trees of an older content schema are checked and stored in the current shape.
    data = migrate_site_document(data)
    stored_pages, stored_templates, stored_global_fields = {}, {}, {}
    stored_shop = None
    if project is not None:
        if not developer:
            stored_shop = stored_developer_content(session, project.id)
        stored_global_fields = project.global_fields
        stored_pages = {page.path: page for page in pages.list_pages(session, project.id)}
        stored_templates = {row.key: row for row in pages.list_templates(session, project.id)}
    errors, document = read_site_document(
        data,
        developer=developer,
        stored_pages=stored_pages,
        stored_templates=stored_templates,
        stored_global_fields=stored_global_fields,
        stored_shop_content=stored_shop,
    )
    if errors:
        raise Invalid(errors.messages)
    return document


def import_site(
    session: Session,
    data: object,
    host: str,
    *,
    replace: bool,
    developer: bool = True,
    limits: DocumentLimits = DEFAULT_LIMITS,
) -> ImportResult:
    """Imports `data` as the site served on `host` (its live domain).

    Without `replace` an existing project on that host is left alone and the import is
    refused; with it, the project's content and aliases become the document's.
    """
    host = normalise_host(host)
    if not is_valid_host(host):
        raise Invalid({"host": ["Dit is geen geldige hostnaam."]})
    project = projects.find_project_by_domain(session, host)
    if project is not None and not replace:
        raise Conflict(
            {
                "host": [
                    f"Er bestaat al een project op {host}. Gebruik --replace om het te vervangen."
                ]
            }
        )
    check_limits(data, limits)
    document = _checked(session, data, developer, project)
    owner_of_alias = projects.alias_owner(session, host)
    if owner_of_alias is not None and (project is None or owner_of_alias != project.id):
        raise Conflict({"host": [f"{host} is al een alias van een ander project."]})
    _check_aliases(session, document["project"]["aliases"], host, project)
    stored = _stored_keys(session, project)
    # Everything is checked: the writes start here.
    created = project is None
    if project is None:
        project = Project(title=document["project"]["title"], domain_live=host)
        session.add(project)
        session.flush()
    projects.replace_aliases(session, project.id, document["project"]["aliases"])
    return _write_content(session, project, document, stored, created)


def replace_site(
    session: Session,
    project_id: int,
    data: object,
    *,
    developer: bool,
    limits: DocumentLimits = DEFAULT_LIMITS,
) -> ImportResult:
    """Replaces a project's content; its live domain and aliases stay as they are."""
    project = projects.get_project(session, project_id)
    if project is None:
        raise NotFound(projects.PROJECT_MISSING)
    check_limits(data, limits)
    document = _checked(session, data, developer, project)
    stored = _stored_keys(session, project)
    return _write_content(session, project, document, stored, created=False)


def _count_items(items: object, budget: int) -> int:
    """Menu items at every level, counting no further than just past `budget`."""
    if not isinstance(items, list):
        return 0
    count = 0
    for item in items:
        count += 1
        if count > budget:
            break
        if isinstance(item, dict):
            count += _count_items(item.get("items"), budget - count)
    return count


def check_limits(data: object, limits: DocumentLimits) -> None:
    """Refuses (413) a document holding more than `limits` before any of it is checked."""
    if not isinstance(data, dict):
        return
    errors = Errors()
    pages, menus = data.get("pages"), data.get("menus")
    if isinstance(pages, list) and len(pages) > limits.pages:
        errors.add("pages", f"Een site mag hoogstens {limits.pages} pagina's hebben.")
    if isinstance(menus, list):
        if len(menus) > limits.menus:
            errors.add("menus", f"Een site mag hoogstens {limits.menus} menu's hebben.")
        for index, menu in enumerate(menus[: limits.menus]):
            if not isinstance(menu, dict):
                continue
            if _count_items(menu.get("items"), limits.menu_items) > limits.menu_items:
                errors.add(
                    f"menus[{index}].items",
                    f"Een menu mag hoogstens {limits.menu_items} items hebben.",
                )
    if errors:
        raise TooLarge(errors.messages)


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
    if errors:
        raise Conflict(errors.messages)


# What each table is matched on, and the document entry -> row columns.
_TABLES: dict[str, tuple[type[SQLModel], str]] = {
    "menus": (Menu, "key"),
    "forms": (Form, "key"),
    "templates": (ReusableTemplate, "key"),
    "pages": (Page, "path"),
}


def _stored_keys(session: Session, project: Project | None) -> dict[str, dict[str, tuple]]:
    """Per document list, the (id, version) of the project's rows by natural key (one
    query each)."""
    if project is None:
        return {name: {} for name in _TABLES}
    stored = {}
    for name, (model, key) in _TABLES.items():
        rows = session.execute(
            select(getattr(model, key), model.id, model.version).where(
                model.project_id == project.id
            )
        ).all()
        stored[name] = {row[0]: (row[1], row[2]) for row in rows}
    return stored


def _rows(name: str, model: type[SQLModel], document: dict) -> list[dict]:
    columns = model.__table__.columns.keys()
    rows = []
    for entry in document[name]:
        row = {key: value for key, value in entry.items() if key in columns and key != "id"}
        if name != "pages":
            row["key"] = entry["id"]
        rows.append(row)
    return rows


def _chunks(values: list[int], size: int = DELETE_CHUNK) -> Iterator[list[int]]:
    for start in range(0, len(values), size):
        yield values[start : start + size]


def _replace_rows(
    session: Session,
    model: type[SQLModel],
    key: str,
    project_id: int,
    rows: list[dict],
    stored: dict[str, tuple],
) -> None:
    """Makes the project's rows of `model` exactly `rows`: deletes, updates and inserts
    in bulk, keeping the id of every row whose key stays. Updates name the version they
    read, so each raises it (and a row changed since fails the import: StaleDataError)."""
    wanted = {row[key] for row in rows}
    doomed = [row_id for row_key, (row_id, _v) in stored.items() if row_key not in wanted]
    for chunk in _chunks(doomed):
        session.execute(delete(model).where(model.id.in_(chunk)))
    now = utcnow()
    # An import publishes what it writes (docs/publishing.md): live at the version the
    # update raises to, and any draft of the row replaced by the document's content.
    updates = [
        {
            **row,
            "updated_at": now,
            "id": stored[row[key]][0],
            "version": stored[row[key]][1],
            "draft": None,
            "published_at": now,
            "published_version": stored[row[key]][1] + 1,
        }
        for row in rows
        if row[key] in stored
    ]
    stamps = {"updated_at": now, "published_at": now, "published_version": 1}
    if "created_at" in model.model_fields:
        stamps["created_at"] = now
    inserts = [
        {**row, **stamps, "project_id": project_id} for row in rows if row[key] not in stored
    ]
    if updates:
        session.execute(update(model), updates)
    if inserts:
        session.execute(insert(model), inserts)


def _write_content(
    session: Session,
    project: Project,
    document: dict,
    stored: dict[str, dict[str, tuple]],
    created: bool,
) -> ImportResult:
    projects.apply_settings(project, {key: document["project"][key] for key in SETTING_FIELDS})
    session.add(project)
    session.flush()
    for name, (model, key) in _TABLES.items():
        _replace_rows(session, model, key, project.id, _rows(name, model, document), stored[name])
    replace_shop(session, project.id, document["shop"])
    session.flush()
    # Rows loaded earlier in this session (the checks) must not be served stale.
    session.expire_all()
    return ImportResult(
        project_id=project.id,
        created=created,
        pages=len(document["pages"]),
        menus=len(document["menus"]),
        forms=len(document["forms"]),
        templates=len(document["templates"]),
        products=len(document["shop"].products),
        categories=len(document["shop"].categories),
    )


def export_site(session: Session, project_id: int, *, drafts: bool = False) -> dict:
    """The site as one document: its published state (documents never published left
    out), or with `drafts` every document as drafted (docs/publishing.md)."""
    project = projects.get_project(session, project_id)
    if project is None:
        raise NotFound(projects.PROJECT_MISSING)

    def shown(rows: list, columns: tuple[str, ...]) -> list:
        if drafts:
            return [working_copy(row, columns) for row in rows]
        return [row for row in rows if is_live(row)]

    view = project_view(shown([project], SETTINGS_COLUMNS)[0] if drafts else project)
    return {
        "format": FORMAT,
        "version": VERSION,
        "content_schema": CURRENT_CONTENT_SCHEMA,
        "project": {
            "title": view["title"],
            "domain_live": view["domain_live"],
            "aliases": projects.list_aliases(session, project_id),
            **{key: view[key] for key in SETTING_FIELDS if key != "title"},
        },
        "menus": [menu_view(m) for m in shown(menus.list_menus(session, project_id), MENU_COLUMNS)],
        "forms": [form_view(f) for f in shown(forms.list_forms(session, project_id), FORM_COLUMNS)],
        "templates": [
            template_view(t)
            for t in shown(pages.list_templates(session, project_id), TEMPLATE_COLUMNS)
        ],
        "pages": [
            page_document(p) for p in shown(pages.list_pages(session, project_id), PAGE_COLUMNS)
        ],
        "shop": export_shop(session, project_id),
    }
