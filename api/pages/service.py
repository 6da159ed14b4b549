"""Reading and writing pages and reusable templates, always scoped by project id.

The owner use cases (add, edit with path uniqueness, move detection and versions,
unlock) live here and report refusals as domain errors (api/domain_errors.py).
"""

from __future__ import annotations

from sqlalchemy.exc import IntegrityError
from sqlmodel import Session, select

from api.auth.passwords import verify_password
from api.catalogue.content_migrations import migrate_content
from api.domain_errors import Conflict, Invalid, NotFound
from api.drafts import draft_of, new_document, save_draft, working_copy
from api.pages.models import PAGE_COLUMNS, TEMPLATE_COLUMNS, Page, ReusableTemplate
from api.pages.schemas import read_page, read_template
from api.pages.trees import current_components
from api.timestamps import utcnow
from api.validation import Errors
from api.versions import (
    STALE_TEMPLATE,
    KeyedRowMessages,
    check_version,
    flush_versioned,
    save_keyed_row,
)

NOT_FOUND_PATH = "/404"
PAGE_MISSING = "Deze pagina bestaat niet."
PATH_TAKEN = "Er bestaat al een pagina met dit pad."
TEMPLATE_MISSING = "Dit sjabloon bestaat niet."
TEMPLATE_TAKEN = "Er bestaat al een sjabloon met deze sleutel."
TEMPLATE_MESSAGES = KeyedRowMessages(
    stale=STALE_TEMPLATE, missing=TEMPLATE_MISSING, taken=TEMPLATE_TAKEN
)


def _checked_page(data: dict, *, developer: bool, previous: Page | None = None) -> dict:
    errors = Errors()
    fields = read_page(
        errors, data, "", developer=developer, partial=previous is not None, previous=previous
    )
    if errors:
        raise Invalid(errors.messages)
    return fields


def page_of_project(session: Session, project_id: int, page_id: int) -> Page:
    page = get_page(session, project_id, page_id)
    if page is None:
        raise NotFound(PAGE_MISSING)
    return page


def add_page(session: Session, project_id: int, data: dict, *, developer: bool) -> Page:
    """Creates a never-published page from an owner's payload (its content is its
    draft); a taken path is a Conflict, also when a concurrent request creates the same
    path between the check and the insert."""
    fields = _checked_page(data, developer=developer)
    if path_taken(session, project_id, fields["path"], None):
        raise Conflict({"path": [PATH_TAKEN]})
    try:
        with session.begin_nested():
            page = Page(project_id=project_id, **fields)
            new_document(page, PAGE_COLUMNS)
            session.add(page)
            session.flush()
            return page
    except IntegrityError:
        raise Conflict({"path": [PATH_TAKEN]}) from None


def edit_page(
    session: Session,
    project_id: int,
    page_id: int,
    data: dict,
    *,
    developer: bool,
    expected_version: int | None,
) -> Page:
    """Writes the fields present in `data` into the page's draft (the others keep their
    draft or live values) when the page is still at `expected_version`."""
    page = page_of_project(session, project_id, page_id)
    check_version(page.version, expected_version)
    fields = _checked_page(data, developer=developer, previous=working_copy(page, PAGE_COLUMNS))
    # The draft's trees in the current shape: the write stamps the row current.
    base = migrate_content(draft_of(page, PAGE_COLUMNS), page.content_schema)
    save_draft(page, PAGE_COLUMNS, {**base, **fields})
    session.add(page)
    flush_versioned(session)
    return page


def delete_page(
    session: Session, project_id: int, page_id: int, *, expected_version: int | None
) -> bool:
    """Deletes the page (draft and live state) when it is still at `expected_version`;
    tells whether visitors could see it, so its path must be purged."""
    page = page_of_project(session, project_id, page_id)
    check_version(page.version, expected_version)
    was_live = page.published_version is not None
    session.delete(page)
    # The delete carries the version too: a write that landed meanwhile is a 409.
    flush_versioned(session)
    return was_live


def page_blockers(session: Session, project_id: int, page: Page, content: dict) -> dict:
    """Why `content` cannot go live as the page: its path is another page's."""
    if path_taken(session, project_id, content["path"], page.id):
        return {"path": [PATH_TAKEN]}
    return {}


def unlock(session: Session, project_id: int, path: str, password: str) -> list | None:
    """The secured components of a password page, or None for a wrong password."""
    page = find_page(session, project_id, path)
    if page is None or page.password_hash is None:
        raise NotFound({"page_id": [PAGE_MISSING]})
    return current_components(page, "secured_components") if unlock_page(page, password) else None


def list_pages(session: Session, project_id: int) -> list[Page]:
    statement = select(Page).where(Page.project_id == project_id).order_by(Page.path)
    return list(session.exec(statement).all())


def get_page(session: Session, project_id: int, page_id: int) -> Page | None:
    statement = select(Page).where(Page.project_id == project_id, Page.id == page_id)
    return session.exec(statement).first()


def find_page(session: Session, project_id: int, path: str) -> Page | None:
    statement = select(Page).where(Page.project_id == project_id, Page.path == path)
    return session.exec(statement).first()


def pages_by_paths(session: Session, project_id: int, paths: list[str]) -> list[Page]:
    if not paths:
        return []
    statement = select(Page).where(Page.project_id == project_id, Page.path.in_(paths))
    return list(session.exec(statement).all())


def path_taken(session: Session, project_id: int, path: str, except_id: int | None) -> bool:
    page = find_page(session, project_id, path)
    return page is not None and page.id != except_id


def create_page(session: Session, project_id: int, fields: dict) -> Page:
    page = Page(project_id=project_id, **fields)
    session.add(page)
    session.flush()
    return page


def _assign(page: Page, fields: dict) -> None:
    for key, value in fields.items():
        setattr(page, key, value)
    page.updated_at = utcnow()


def update_page(session: Session, page: Page, fields: dict) -> Page:
    _assign(page, fields)
    session.add(page)
    flush_versioned(session)
    return page


def unlock_page(page: Page, password: str) -> bool:
    return page.password_hash is not None and verify_password(password, page.password_hash)


def list_templates(session: Session, project_id: int) -> list[ReusableTemplate]:
    statement = (
        select(ReusableTemplate)
        .where(ReusableTemplate.project_id == project_id)
        .order_by(ReusableTemplate.key)
    )
    return list(session.exec(statement).all())


def templates_by_keys(session: Session, project_id: int, keys: set[str]) -> list[ReusableTemplate]:
    if not keys:
        return []
    statement = (
        select(ReusableTemplate)
        .where(ReusableTemplate.project_id == project_id, ReusableTemplate.key.in_(sorted(keys)))
        .order_by(ReusableTemplate.key)
    )
    return list(session.exec(statement).all())


def _fill_template(row: ReusableTemplate, template: dict) -> None:
    row.title = template["title"]
    row.components = template["components"]
    row.updated_at = utcnow()


def get_template(session: Session, project_id: int, key: str) -> ReusableTemplate | None:
    statement = select(ReusableTemplate).where(
        ReusableTemplate.project_id == project_id, ReusableTemplate.key == key
    )
    return session.exec(statement).first()


def template_of_project(session: Session, project_id: int, key: str) -> ReusableTemplate:
    template = get_template(session, project_id, key)
    if template is None:
        raise NotFound(TEMPLATE_MISSING)
    return template


def put_template(
    session: Session,
    project_id: int,
    key: str,
    data: dict,
    *,
    developer: bool,
    expected_version: int | None,
) -> tuple[ReusableTemplate, bool]:
    """Creates or replaces the template `key` from an owner's payload; tells whether
    it is new. An existing one is only replaced at `expected_version` (when given)."""
    row = get_template(session, project_id, key)
    errors = Errors()
    template = read_template(errors, {**data, "id": key}, "", developer=developer, previous=row)
    if errors:
        raise Invalid(errors.messages)
    return save_keyed_row(
        session,
        row,
        lambda: ReusableTemplate(project_id=project_id, key=key),
        lambda target: _fill_template(target, template),
        expected_version,
        TEMPLATE_MESSAGES,
        TEMPLATE_COLUMNS,
    )
