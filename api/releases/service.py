"""Publishing drafts as releases, scheduling and reverting them, and each document's
revisions (docs/publishing.md). Refusals are domain errors."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import delete, func, update
from sqlalchemy.exc import IntegrityError
from sqlmodel import Session, col, select

from api.accounts.models import Account
from api.cache import Change
from api.catalogue.content_migrations import CURRENT_CONTENT_SCHEMA, migrate_content
from api.domain_errors import Conflict, Invalid, NotFound
from api.drafts import (
    DocumentKind,
    content_of,
    discard,
    draft_of,
    go_live,
    is_live,
    save_draft,
    unpublish,
)
from api.releases.kinds import KINDS, ORDER
from api.releases.models import Release, Revision
from api.timestamps import in_utc, utcnow
from api.validation import Errors
from api.versions import check_version, flush_versioned

SCHEDULED = "scheduled"
PUBLISHING = "publishing"
PUBLISHED = "published"
FAILED = "failed"

NOTHING_TO_PUBLISH = "Er zijn geen wijzigingen om te publiceren."
NO_CHANGES = "Dit document heeft geen wijzigingen om te publiceren."
UNKNOWN_KIND = "Kies page, menu, form, template of settings."
UNKNOWN_DOCUMENT = "Dit document bestaat niet."
TWICE = "Dit document staat al in deze publicatie."
RELEASE_MISSING = "Deze publicatie bestaat niet."
NOT_SCHEDULED = "Alleen een geplande publicatie kan worden geannuleerd."
NOT_PUBLISHED_RELEASE = "Alleen een gepubliceerde publicatie kan worden teruggedraaid."
REVISION_MISSING = "Deze revisie bestaat niet."
STALE_RELEASE = (
    "Een document in deze publicatie is intussen gewijzigd. Laad de wijzigingen opnieuw."
)
BASELINE_NOTE = "Zoals het was voor de eerste publicatie"
COLLISION = "Twee pagina's in deze publicatie krijgen hetzelfde pad. Pas er één aan."
REVERT_NOTE = "Terugdraaien van publicatie {id}"


@dataclass(frozen=True)
class Target:
    kind: DocumentKind
    row: Any

    @property
    def item(self) -> dict:
        return {"kind": self.kind.name, "id": self.kind.document_id(self.row)}


def _iso(moment: datetime | None) -> str | None:
    return in_utc(moment).isoformat() if moment is not None else None


def release_view(release: Release) -> dict:
    return {
        "id": release.id,
        "status": release.status,
        "items": release.items,
        "note": release.note,
        "published_at": _iso(release.published_at),
        "scheduled_for": _iso(release.scheduled_for),
        "reverts": release.reverts_id,
        "created_by": release.created_by,
        "created_at": _iso(release.created_at),
        "failure": release.failure,
        "checks": release.checks,
    }


def _kind(name: str) -> DocumentKind:
    kind = KINDS.get(name)
    if kind is None:
        raise NotFound(UNKNOWN_KIND)
    return kind


def document_row(session: Session, project_id: int, kind_name: str, document: str) -> Any:
    kind = _kind(kind_name)
    row = kind.find(session, project_id, document)
    if row is None:
        raise NotFound(kind.missing)
    return row


def _targets(session: Session, project_id: int, items: list[dict] | None) -> list[Target]:
    """The documents a release publishes: the listed ones, or every one with a draft."""
    if not items:
        found = [
            Target(KINDS[name], row)
            for name in ORDER
            for row in KINDS[name].drafted(session, project_id)
        ]
        if not found:
            raise Invalid({"items": [NOTHING_TO_PUBLISH]})
        return found
    errors = Errors()
    targets: list[Target] = []
    seen: set[tuple[str, str]] = set()
    for index, item in enumerate(items):
        kind = KINDS.get(item["kind"])
        if kind is None:
            errors.add(f"items.{index}.kind", UNKNOWN_KIND)
            continue
        row = kind.find(session, project_id, item["id"])
        if row is None:
            errors.add(f"items.{index}.id", UNKNOWN_DOCUMENT)
            continue
        if (kind.name, item["id"]) in seen:
            errors.add(f"items.{index}", TWICE)
            continue
        seen.add((kind.name, item["id"]))
        targets.append(Target(kind, row))
    if errors:
        raise Invalid(errors.messages)
    return targets


def _next_number(session: Session, project_id: int, kind: str, document: str) -> int:
    statement = select(func.max(Revision.number)).where(
        Revision.project_id == project_id,
        Revision.kind == kind,
        Revision.document == document,
    )
    return (session.exec(statement).one() or 0) + 1


def _prune(session: Session, project_id: int, kind: str, document: str, keep: int) -> None:
    """Drops the oldest revisions of a document beyond `keep`; the newest, the live
    one, always stays."""
    statement = (
        select(Revision.number)
        .where(
            Revision.project_id == project_id,
            Revision.kind == kind,
            Revision.document == document,
        )
        .order_by(col(Revision.number).desc())
        .offset(max(1, keep))
        .limit(1)
    )
    newest_dropped = session.exec(statement).first()
    if newest_dropped is None:
        return
    for revision in session.exec(
        select(Revision).where(
            Revision.project_id == project_id,
            Revision.kind == kind,
            Revision.document == document,
            Revision.number <= newest_dropped,
        )
    ).all():
        session.delete(revision)


def schema_of(row: Any) -> int:
    """The content-schema version of a row's trees (documents without trees: current)."""
    return getattr(row, "content_schema", CURRENT_CONTENT_SCHEMA)


def current_content(content: dict, content_schema: int) -> dict:
    """A document's content (a draft's, a revision's) with its trees in the current
    content schema (docs/content-migrations.md)."""
    return migrate_content(content, content_schema)


def _keep_baseline(
    session: Session, project_id: int, target: Target, live: dict, content_schema: int
) -> None:
    """Records the live content of a document that was live before revisions existed
    (imported, or made before publishing did), so its first release can be reverted."""
    document = target.kind.document_id(target.row)
    if _next_number(session, project_id, target.kind.name, document) > 1:
        return
    session.add(
        Revision(
            project_id=project_id,
            kind=target.kind.name,
            document=document,
            number=1,
            content=live,
            content_schema=content_schema,
            note=BASELINE_NOTE,
            created_at=target.row.published_at or utcnow(),
        )
    )
    session.flush()


def _go_live(
    session: Session,
    release: Release,
    targets: list[tuple[Target, dict | None]],
    *,
    account_id: int | None,
    now: datetime,
    keep: int,
) -> list[Change]:
    """Makes each target's content live (None: takes it off the site), one revision per
    document, in the session's transaction; answers the caches made stale."""
    changes: list[Change] = []
    baselines: list[tuple[Target, dict, int]] = []
    for target, content in targets:
        kind, row = target.kind, target.row
        before = content_of(row, kind.columns) if is_live(row) else None
        if before is not None:
            baselines.append((target, before, schema_of(row)))
        if content is None:
            unpublish(row, kind.columns)
            changes.append(Change.project(release.project_id))
        else:
            go_live(row, kind.columns, content, now)
            changes.append(kind.change(release.project_id, row, before))
        session.add(row)
    # The documents first: a concurrent release or edit of one of them makes this one
    # fail here (409), before it records anything.
    try:
        with session.begin_nested():
            flush_versioned(session, STALE_RELEASE)
    except IntegrityError:
        raise Conflict({"items": [COLLISION]}) from None
    for target, before, content_schema in baselines:
        _keep_baseline(session, release.project_id, target, before, content_schema)
    for target, content in targets:
        if content is None:
            continue
        document = target.kind.document_id(target.row)
        session.add(
            Revision(
                project_id=release.project_id,
                kind=target.kind.name,
                document=document,
                number=_next_number(session, release.project_id, target.kind.name, document),
                content=content,
                content_schema=CURRENT_CONTENT_SCHEMA,
                release_id=release.id,
                note=release.note,
                created_by=account_id,
                created_at=now,
            )
        )
        session.flush()
        _prune(session, release.project_id, target.kind.name, document, keep)
    return changes


def _check(session: Session, project_id: int, targets: list[Target], listed: bool) -> None:
    errors = Errors()
    for index, target in enumerate(targets):
        kind, row = target.kind, target.row
        if listed and row.draft is None and is_live(row):
            errors.add(f"items.{index}", NO_CHANGES)
            continue
        for field, messages in kind.blockers(
            session, project_id, row, draft_of(row, kind.columns)
        ).items():
            for message in messages:
                errors.add(f"items.{index}.{field}", message)
    if errors:
        raise Invalid(errors.messages)


def publish(
    session: Session,
    project_id: int,
    items: list[dict] | None,
    *,
    note: str = "",
    account_id: int | None = None,
    keep: int = 200,
    release: Release | None = None,
) -> tuple[Release, list[Change]]:
    """Publishes the drafts of `items` (None or empty: every document with a draft) as
    one release, all or nothing; `release` is a scheduled one being carried out."""
    targets = _targets(session, project_id, items)
    _check(session, project_id, targets, listed=bool(items))
    now = utcnow()
    if release is None:
        release = Release(project_id=project_id, status=PUBLISHED, note=note, created_by=account_id)
    release.status = PUBLISHED
    release.published_at = now
    release.items = [target.item for target in targets]
    session.add(release)
    session.flush()
    changes = _go_live(
        session,
        release,
        [
            (
                target,
                current_content(draft_of(target.row, target.kind.columns), schema_of(target.row)),
            )
            for target in targets
        ],
        account_id=account_id,
        now=now,
        keep=keep,
    )
    return release, changes


IMPORT_NOTE = "import"


def live_contents(session: Session, project_id: int) -> dict[tuple[str, str], tuple[dict, int]]:
    """The live content of every document of a project that has no revision yet: what
    an import is about to overwrite, kept as the baseline its release reverts to."""
    contents = {}
    for name in ORDER:
        kind = KINDS[name]
        for row in kind.rows(session, project_id):
            document = kind.document_id(row)
            if is_live(row) and _next_number(session, project_id, name, document) == 1:
                contents[(name, document)] = (content_of(row, kind.columns), schema_of(row))
    return contents


def record_import(
    session: Session,
    project_id: int,
    before: dict[tuple[str, str], tuple[dict, int]],
    *,
    account_id: int | None = None,
    keep: int = 200,
) -> Release:
    """Records what an import just wrote live as one release named 'import', with a
    revision per document (and, before it, the baseline of what the import overwrote),
    so the import can be reverted like any release. Documents the import deleted are
    gone and are not brought back by reverting."""
    now = utcnow()
    release = Release(
        project_id=project_id,
        status=PUBLISHED,
        note=IMPORT_NOTE,
        published_at=now,
        created_by=account_id,
    )
    session.add(release)
    session.flush()
    items = []
    for name in ORDER:
        kind = KINDS[name]
        for row in kind.rows(session, project_id):
            if not is_live(row):
                continue
            target = Target(kind, row)
            document = kind.document_id(row)
            if (name, document) in before:
                live, content_schema = before[(name, document)]
                _keep_baseline(session, project_id, target, live, content_schema)
            content = current_content(content_of(row, kind.columns), schema_of(row))
            session.add(
                Revision(
                    project_id=project_id,
                    kind=name,
                    document=document,
                    number=_next_number(session, project_id, name, document),
                    content=content,
                    content_schema=CURRENT_CONTENT_SCHEMA,
                    release_id=release.id,
                    note=IMPORT_NOTE,
                    created_by=account_id,
                    created_at=now,
                )
            )
            session.flush()
            _prune(session, project_id, name, document, keep)
            items.append(target.item)
    release.items = items
    session.add(release)
    return release


def schedule(
    session: Session,
    project_id: int,
    items: list[dict] | None,
    publish_at: datetime,
    *,
    note: str = "",
    account_id: int | None = None,
) -> Release:
    """A release to publish at `publish_at`: the listed drafts as they are then (no
    items: every document with a draft then)."""
    targets = _targets(session, project_id, items) if items else []
    release = Release(
        project_id=project_id,
        status=SCHEDULED,
        note=note,
        items=[target.item for target in targets],
        scheduled_for=publish_at,
        created_by=account_id,
    )
    session.add(release)
    session.flush()
    return release


def authors(session: Session, account_ids: set[int | None]) -> dict[int, str]:
    """The e-mail address of each account that made a release or revision (who)."""
    ids = sorted(i for i in account_ids if i is not None)
    if not ids:
        return {}
    rows = session.exec(select(Account.id, Account.email).where(Account.id.in_(ids))).all()
    return dict(rows)


def with_authors(session: Session, views: list[dict]) -> list[dict]:
    """`views` with `author`: the e-mail of `created_by` (None when unknown or gone)."""
    names = authors(session, {view["created_by"] for view in views})
    return [{**view, "author": names.get(view["created_by"])} for view in views]


def list_releases(session: Session, project_id: int) -> list[Release]:
    statement = (
        select(Release)
        .where(Release.project_id == project_id)
        .order_by(col(Release.created_at).desc(), col(Release.id).desc())
    )
    return list(session.exec(statement).all())


def release_of_project(session: Session, project_id: int, release_id: int) -> Release:
    release = session.get(Release, release_id)
    if release is None or release.project_id != project_id:
        raise NotFound(RELEASE_MISSING)
    return release


def cancel(session: Session, project_id: int, release_id: int) -> None:
    """Deletes a scheduled release; one already carried out (or being so) stays."""
    release_of_project(session, project_id, release_id)
    result = session.exec(
        delete(Release).where(Release.id == release_id, Release.status == SCHEDULED)
    )
    if result.rowcount != 1:
        raise Conflict({"release": [NOT_SCHEDULED]})


def revert(
    session: Session,
    project_id: int,
    release_id: int,
    *,
    account_id: int | None = None,
    keep: int = 200,
) -> tuple[Release, list[Change]]:
    """Restores every document of a published release to what was live before it, as a
    new release; a document it published first goes off the site again. Drafts stay."""
    original = release_of_project(session, project_id, release_id)
    if original.status != PUBLISHED:
        raise Conflict({"release": [NOT_PUBLISHED_RELEASE]})
    plan: list[tuple[Target, dict | None]] = []
    for item in original.items:
        kind = KINDS.get(item["kind"])
        row = kind.find(session, project_id, item["id"]) if kind else None
        if row is None:
            continue  # deleted since: nothing to restore
        mine = session.exec(
            select(Revision).where(
                Revision.project_id == project_id,
                Revision.release_id == original.id,
                Revision.kind == kind.name,
                Revision.document == item["id"],
            )
        ).first()
        earlier_statement = select(Revision).where(
            Revision.project_id == project_id,
            Revision.kind == kind.name,
            Revision.document == item["id"],
        )
        if mine is not None:
            earlier_statement = earlier_statement.where(Revision.number < mine.number)
        earlier = session.exec(earlier_statement.order_by(col(Revision.number).desc())).first()
        if earlier is not None:
            plan.append(
                (Target(kind, row), current_content(earlier.content, earlier.content_schema))
            )
        elif mine is not None:
            plan.append((Target(kind, row), None))
    now = utcnow()
    release = Release(
        project_id=project_id,
        status=PUBLISHED,
        note=REVERT_NOTE.format(id=original.id),
        items=[target.item for target, _ in plan],
        published_at=now,
        reverts_id=original.id,
        created_by=account_id,
    )
    session.add(release)
    session.flush()
    changes = _go_live(session, release, plan, account_id=account_id, now=now, keep=keep)
    return release, changes


def due(session: Session, now: datetime) -> list[int]:
    """The ids of scheduled releases due at `now`, oldest first."""
    statement = (
        select(Release.id)
        .where(Release.status == SCHEDULED, Release.scheduled_for <= now)
        .order_by(col(Release.scheduled_for), col(Release.id))
    )
    return list(session.exec(statement).all())


def claim(session: Session, release_id: int) -> bool:
    """Takes a scheduled release for this transaction: the conditional update lets
    exactly one of any number of processes have it (the others wait for the row, then
    find it taken)."""
    result = session.exec(
        update(Release)
        .where(Release.id == release_id, Release.status == SCHEDULED)
        .values(status=PUBLISHING)
    )
    return result.rowcount == 1


def carry_out(session: Session, release_id: int, *, keep: int) -> list[Change]:
    """Publishes a claimed scheduled release."""
    release = session.get(Release, release_id)
    session.refresh(release)
    release, changes = publish(
        session,
        release.project_id,
        release.items or None,
        note=release.note,
        account_id=release.created_by,
        keep=keep,
        release=release,
    )
    return changes


def mark_failed(session: Session, release_id: int, failure: dict) -> None:
    release = session.get(Release, release_id)
    if release is not None:
        release.status = FAILED
        release.failure = failure
        session.add(release)


# Revisions of one document ---------------------------------------------------------


def revision_view(revision: Revision, live_number: int | None) -> dict:
    return {
        # The revision's number is its id within its document (the `{rev}` of its path).
        "id": revision.number,
        "number": revision.number,
        "created_at": _iso(revision.created_at),
        "created_by": revision.created_by,
        "release": revision.release_id,
        "note": revision.note,
        "live": revision.number == live_number,
    }


def list_revisions(session: Session, project_id: int, kind: str, row: Any) -> list[Revision]:
    document = KINDS[kind].document_id(row)
    statement = (
        select(Revision)
        .where(
            Revision.project_id == project_id,
            Revision.kind == kind,
            Revision.document == document,
        )
        .order_by(col(Revision.number).desc())
    )
    return list(session.exec(statement).all())


def live_number(session: Session, project_id: int, kind: str, row: Any) -> int | None:
    """The number of the revision that is live (the newest), None when off the site."""
    if not is_live(row):
        return None
    document = KINDS[kind].document_id(row)
    return session.exec(
        select(func.max(Revision.number)).where(
            Revision.project_id == project_id,
            Revision.kind == kind,
            Revision.document == document,
        )
    ).one()


def revision_of(session: Session, project_id: int, kind: str, row: Any, number: int) -> Revision:
    document = KINDS[kind].document_id(row)
    revision = session.exec(
        select(Revision).where(
            Revision.project_id == project_id,
            Revision.kind == kind,
            Revision.document == document,
            Revision.number == number,
        )
    ).first()
    if revision is None:
        raise NotFound(REVISION_MISSING)
    return revision


def restore(
    session: Session,
    project_id: int,
    kind: str,
    row: Any,
    number: int,
    expected_version: int | None,
) -> Any:
    """Copies a revision's content into the document's draft."""
    revision = revision_of(session, project_id, kind, row, number)
    check_version(row.version, expected_version)
    columns = KINDS[kind].columns
    # Revisions are migrated when restored (docs/content-migrations.md); the row's trees
    # are brought to the current version by the write (api/pages/trees.py).
    content = current_content(revision.content, revision.content_schema)
    live = current_content(content_of(row, columns), schema_of(row))
    save_draft(row, columns, {**live, **content})
    session.add(row)
    flush_versioned(session)
    return row


def forget_document(session: Session, project_id: int, kind: str, document: str) -> None:
    """Removes the revisions of a deleted document, so a later document with the same
    id or key starts a history of its own."""
    session.exec(
        delete(Revision).where(
            Revision.project_id == project_id,
            Revision.kind == kind,
            Revision.document == document,
        )
    )


def drop_draft(
    session: Session, project_id: int, kind: str, row: Any, expected_version: int | None
) -> Any | None:
    """Drops the document's draft; a document never published is only a draft, so it
    goes as a whole (None)."""
    check_version(row.version, expected_version)
    if not is_live(row):
        forget_document(session, project_id, kind, KINDS[kind].document_id(row))
        session.delete(row)
        session.flush()
        return None
    discard(row)
    session.add(row)
    flush_versioned(session)
    return row
