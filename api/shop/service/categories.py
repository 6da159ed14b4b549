"""The owner's use cases for categories, always scoped by project id: list
(paginated), read, create, change (with versions, moves, a new parent and redirects)
and delete (only without subcategories). Refusals are domain errors.
"""

from __future__ import annotations

import sqlalchemy as sa
from sqlalchemy.exc import IntegrityError
from sqlmodel import Session

from api.catalogue import refuse_new
from api.domain_errors import Conflict, Invalid, NotFound
from api.shop import redirects, rules
from api.shop.models import ShopCategory, ShopProductCategory
from api.shop.schemas import category_document, category_row_fields, read_category
from api.shop.service import rows
from api.timestamps import utcnow
from api.validation import Errors
from api.versions import check_version, flush_versioned

CATEGORY_MISSING = "Deze categorie bestaat niet."
CATEGORY_TAKEN = "Er bestaat al een categorie met dit id."
STALE_CATEGORY = (
    "Deze categorie is intussen door iemand anders gewijzigd. Laad de categorie opnieuw."
)
HAS_CHILDREN = "Verwijder of verplaats eerst de subcategorieën van deze categorie."


def get_category(session: Session, project_id: int, key: str) -> ShopCategory | None:
    return rows.get_row(session, ShopCategory, project_id, key)


def category_of_project(session: Session, project_id: int, key: str) -> ShopCategory:
    category = get_category(session, project_id, key)
    if category is None:
        raise NotFound(CATEGORY_MISSING)
    return category


def list_categories(
    session: Session, project_id: int, offset: int, limit: int
) -> tuple[list[ShopCategory], int]:
    return rows.listed(session, ShopCategory, project_id, offset, limit)


def _tree(session: Session, project_id: int) -> tuple[dict, dict, dict]:
    """(parent key by key, slug by key, key by id) of the project's categories."""
    rows = session.execute(
        sa.select(ShopCategory.id, ShopCategory.key, ShopCategory.parent_id, ShopCategory.slug)
        .where(ShopCategory.project_id == project_id)
    ).all()  # fmt: skip
    keys = {row.id: row.key for row in rows}
    parents = {row.key: keys.get(row.parent_id) for row in rows}
    return parents, {row.key: row.slug for row in rows}, keys


def parent_key(session: Session, category: ShopCategory) -> str | None:
    if category.parent_id is None:
        return None
    return session.execute(
        sa.select(ShopCategory.key).where(ShopCategory.id == category.parent_id)
    ).scalar_one_or_none()


def _checked_category(
    session: Session, project_id: int, data: dict, developer: bool, stored: dict | None
) -> tuple[dict, int | None]:
    """The entry (path filled in) and the parent's id."""
    errors = Errors()
    entry, found = read_category(errors, data, "")
    if not developer:
        previous = [read_category(Errors(), stored, "")[1]] if stored is not None else []
        refuse_new(errors, [found], previous)
    parents, slugs, keys = _tree(session, project_id)
    parents[entry["key"]] = entry["parent"]
    slugs[entry["key"]] = entry["slug"]
    rules.check_tree(errors, parents, {key: "" for key in parents})
    if errors:
        raise Invalid(errors.messages)
    if "path" not in entry:
        entry["path"] = rules.default_category_path(entry["key"], parents, slugs)
    ids = {key: row_id for row_id, key in keys.items()}
    return entry, ids.get(entry["parent"])


def add_category(session: Session, project_id: int, data: dict, *, developer: bool) -> rows.Written:
    entry, parent_id = _checked_category(session, project_id, data, developer, None)
    if get_category(session, project_id, entry["key"]) is not None:
        raise Conflict({"id": [CATEGORY_TAKEN]})
    if rows.path_taken(session, project_id, entry["path"], redirects.CATEGORY, None):
        raise Conflict({"path": [rules.PATH_TAKEN]})
    try:
        with session.begin_nested():
            fields = category_row_fields(entry)
            row = ShopCategory(project_id=project_id, parent_id=parent_id, **fields)
            session.add(row)
            session.flush()
            redirects.forget_taken(session, project_id)
    except IntegrityError:
        raise Conflict({"id": [CATEGORY_TAKEN]}) from None
    return rows.Written(row, [], True)


def edit_category(
    session: Session,
    project_id: int,
    key: str,
    data: dict,
    *,
    developer: bool,
    expected_version: int | None,
) -> rows.Written:
    row = category_of_project(session, project_id, key)
    check_version(row.version, expected_version, STALE_CATEGORY)
    parents, slugs, _keys = _tree(session, project_id)
    stored = category_document(row, parents.get(row.key))
    default = rules.default_category_path(row.key, parents, slugs)
    merged = rows.merged(stored, data, default)
    entry, parent_id = _checked_category(session, project_id, merged, developer, stored)
    old_path = row.path
    moved = entry["path"] != old_path
    if moved and rows.path_taken(session, project_id, entry["path"], redirects.CATEGORY, row.id):
        raise Conflict({"path": [rules.PATH_TAKEN]})
    # A new parent changes breadcrumbs and listings of both parents: a whole-project change.
    reparented = parent_id != row.parent_id
    try:
        with session.begin_nested():
            for name, value in category_row_fields(entry).items():
                setattr(row, name, value)
            row.parent_id = parent_id
            row.updated_at = utcnow()
            session.add(row)
            flush_versioned(session, STALE_CATEGORY)
            if moved:
                redirects.record_moves(
                    session, project_id, redirects.CATEGORY, [(old_path, row.id)]
                )
                redirects.forget_taken(session, project_id)
    except IntegrityError:
        raise Conflict({"path": [rules.PATH_TAKEN]}) from None
    return rows.Written(row, [], moved or reparented)


BAD_ARRANGEMENT = "Geef categories als lijst van {id, parent, position, version}."
MAX_ARRANGED = 1000


def _arrangement(data: object) -> list[tuple[str, str | None, int, int | None]]:
    """`{categories: [{id, parent, position, version?}]}` as tuples, or Invalid."""
    items = data.get("categories") if isinstance(data, dict) else None
    if not isinstance(items, list) or len(items) > MAX_ARRANGED:
        raise Invalid({"categories": [BAD_ARRANGEMENT]})
    errors = Errors()
    found = []
    seen: set[str] = set()
    for index, item in enumerate(items):
        at = f"categories[{index}]"
        key = item.get("id") if isinstance(item, dict) else None
        parent = item.get("parent") if isinstance(item, dict) else None
        position = item.get("position") if isinstance(item, dict) else None
        version = item.get("version") if isinstance(item, dict) else None
        if not isinstance(key, str) or not key or key in seen:
            errors.add(at, BAD_ARRANGEMENT)
            continue
        if parent is not None and not isinstance(parent, str):
            errors.add(f"{at}.parent", "Geef de sleutel van een categorie of null.")
        if isinstance(position, bool) or not isinstance(position, int) or abs(position) >= 2**31:
            errors.add(f"{at}.position", "Geef een geheel getal.")
        if version is not None and (isinstance(version, bool) or not isinstance(version, int)):
            errors.add(f"{at}.version", "Geef de versie als geheel getal groter dan 0.")
        seen.add(key)
        found.append((key, parent, position, version))
    if errors:
        raise Invalid(errors.messages)
    return found


def arrange_categories(
    session: Session, project_id: int, data: object, *, developer: bool
) -> tuple[list[ShopCategory], bool]:
    """Gives several categories a new parent and position at once (the dashboard's
    tree after a drag): all or nothing, each written like a PUT of `{parent,
    position}` with its version (a stale one is the 409 of a PUT). Parents are written
    before their children, so no step makes a cycle. Returns the rows and whether a
    path moved or a parent changed (a whole-project change)."""
    items = _arrangement(data)
    parents, _slugs, _keys = _tree(session, project_id)
    errors = Errors()
    where = {key: "" for key in parents}
    for index, (key, parent, _position, _version) in enumerate(items):
        if key not in parents:
            errors.add(f"categories[{index}].id", CATEGORY_MISSING)
            continue
        parents[key] = parent
        where[key] = f"categories[{index}]"
    if errors:
        raise NotFound(errors.messages)
    rules.check_tree(errors, parents, where)
    if errors:
        # A cycle is named on every category in it; the arranged ones made it.
        raise Invalid({key: messages for key, messages in errors.messages.items()
                       if key.startswith("categories[")})  # fmt: skip

    # Versions first: a stale one refuses the whole arrangement before any write (on
    # SQLite a row's nested write is committed by its savepoint's release).
    stored = dict(
        session.execute(
            sa.select(ShopCategory.key, ShopCategory.version).where(
                ShopCategory.project_id == project_id
            )
        ).all()
    )
    for key, _parent, _position, version in items:
        check_version(stored[key], version, STALE_CATEGORY)

    def depth(key: str) -> int:
        return len(rules.ancestors(key, parents))

    ordered = sorted(enumerate(items), key=lambda pair: depth(pair[1][0]))
    written: list[ShopCategory] = []
    whole = False
    for index, (key, parent, position, version) in ordered:
        try:
            done = edit_category(
                session, project_id, key, {"parent": parent, "position": position},
                developer=developer, expected_version=version,
            )  # fmt: skip
        except (Invalid, Conflict) as error:
            if "version" in error.errors:
                raise
            prefixed = {f"categories[{index}].{field}": messages
                        for field, messages in error.errors.items()}  # fmt: skip
            raise type(error)(prefixed) from None
        written.append(done.row)
        whole = whole or done.whole_project
    return written, whole


def delete_category(
    session: Session, project_id: int, key: str, *, expected_version: int | None
) -> int:
    """Deletes a category without subcategories (products leave it); its id."""
    row = category_of_project(session, project_id, key)
    check_version(row.version, expected_version, STALE_CATEGORY)
    has_children = session.execute(
        sa.select(ShopCategory.id).where(ShopCategory.parent_id == row.id).limit(1)
    ).first()
    if has_children is not None:
        raise Conflict({"general": [HAS_CHILDREN]})
    category_id = row.id
    redirects.forget_targets(session, redirects.CATEGORY, [category_id])
    session.execute(
        sa.delete(ShopProductCategory.__table__).where(
            ShopProductCategory.category_id == category_id
        )
    )
    session.delete(row)
    flush_versioned(session, STALE_CATEGORY)
    return category_id
