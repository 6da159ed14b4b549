"""The owner's redirects: list, create, change, delete.

A path holds at most one redirect (a unique constraint, so two concurrent creates of
the same path end in one row and one 409, never a 500). A redirect never leads to
another redirect's old path (no loops, no chains to follow). Creating or moving a
redirect onto a path the 404 list holds takes that path off the list
(`api.notfound.writes`, the 404 list's door).
"""

from __future__ import annotations

from urllib.parse import quote

from sqlalchemy.exc import IntegrityError
from sqlmodel import Session, func, or_, select

from api.domain_errors import Conflict, Invalid, NotFound
from api.notfound import writes as misses
from api.redirects.models import Redirect
from api.redirects.schemas import SORTS, ListQuery, read_redirect, target_path
from api.timestamps import utcnow

MISSING = "Deze doorverwijzing bestaat niet (meer)."
TAKEN = "Voor dit adres bestaat al een doorverwijzing."
CHAINED = (
    "Op dat adres staat zelf een doorverwijzing; verwijs direct naar het adres waar die heen gaat."
)
POINTED_AT = "Een andere doorverwijzing wijst naar dit adres; pas die eerst aan of verwijder die."
# Characters a browser leaves as they are in a URL path (RFC 3986 pchar and '/').
PATH_SAFE = "/:@!$&'()*+,;=-._~"


def _conditions(project_id: int, query: ListQuery) -> list:
    found = [Redirect.project_id == project_id]
    if query.q:
        needle = query.q.lower()
        found.append(
            func.lower(Redirect.path).contains(needle, autoescape=True)
            | func.lower(Redirect.target).contains(needle, autoescape=True)
        )
    if query.status is not None:
        found.append(Redirect.status == query.status)
    return found


def list_redirects(session: Session, project_id: int, query: ListQuery) -> tuple[list, int]:
    """One page of the project's redirects in the asked order, and how many match."""
    conditions = _conditions(project_id, query)
    total = session.exec(select(func.count()).select_from(Redirect).where(*conditions)).one()
    columns = SORTS[query.sort.lstrip("-")]
    descending = query.sort.startswith("-")
    order = [column.desc() if descending else column.asc() for column in columns]
    rows = session.exec(
        select(Redirect)
        .where(*conditions)
        .order_by(*order)
        .offset((query.page - 1) * query.limit)
        .limit(query.limit)
    ).all()
    return list(rows), total


def redirect_of_project(session: Session, project_id: int, redirect_id: int) -> Redirect:
    row = session.get(Redirect, redirect_id)
    if row is None or row.project_id != project_id:
        raise NotFound(MISSING)
    return row


def _by_path(session: Session, project_id: int, path: str) -> Redirect | None:
    statement = select(Redirect).where(Redirect.project_id == project_id, Redirect.path == path)
    return session.exec(statement).first()


def _check_links(session: Session, project_id: int, row_id: int | None, path: str, target: str):
    """No redirect leads to another redirect's old path, so none may point at this
    one's path either (that would make a chain, or a loop)."""
    wanted = target_path(target)
    if wanted is not None:
        other = _by_path(session, project_id, wanted)
        if other is not None and other.id != row_id:
            raise Invalid({"target": [CHAINED]})
    prefixes = {path, quote(path, safe=PATH_SAFE)}
    pointing = session.exec(
        select(Redirect.target).where(
            Redirect.project_id == project_id,
            Redirect.id != (row_id or 0),
            or_(*(Redirect.target.startswith(prefix, autoescape=True) for prefix in prefixes)),
        )
    ).all()
    # Candidates by prefix; compared as the site would follow them.
    if any(target_path(other) == path for other in pointing):
        raise Invalid({"path": [POINTED_AT]})


def _forget_misses(session: Session, project_id: int, path: str) -> None:
    misses.forget_paths(session, project_id, {path, quote(path, safe=PATH_SAFE)})


def _store(session: Session, row: Redirect) -> Redirect:
    try:
        with session.begin_nested():
            session.add(row)
            session.flush()
    except IntegrityError:
        raise Conflict({"path": [TAKEN]}) from None
    return row


def add_redirect(session: Session, project_id: int, data: dict) -> Redirect:
    fields = read_redirect(data)
    if _by_path(session, project_id, fields["path"]) is not None:
        raise Conflict({"path": [TAKEN]})
    _check_links(session, project_id, None, fields["path"], fields["target"])
    row = _store(session, Redirect(project_id=project_id, **fields))
    _forget_misses(session, project_id, row.path)
    return row


def edit_redirect(session: Session, project_id: int, redirect_id: int, data: dict) -> Redirect:
    row = redirect_of_project(session, project_id, redirect_id)
    fields = read_redirect(data, previous=row)
    path = fields.get("path", row.path)
    if path != row.path:
        other = _by_path(session, project_id, path)
        if other is not None and other.id != row.id:
            raise Conflict({"path": [TAKEN]})
    _check_links(session, project_id, row.id, path, fields.get("target", row.target))
    for key, value in fields.items():
        setattr(row, key, value)
    row.updated_at = utcnow()
    _store(session, row)
    _forget_misses(session, project_id, row.path)
    return row


def delete_redirect(session: Session, project_id: int, redirect_id: int) -> None:
    session.delete(redirect_of_project(session, project_id, redirect_id))
    session.flush()
