"""The file calls' use cases: signed upload URLs, taking uploads (the checks are
api/files/intake.py's), reads and deletes, in the visitor's and the owner's space
(docs/files.md).

Every method takes the unit of work's session first (`AppContext.run`). The forms
domain and the image pipeline are reached through `FileItems` and `ImageSink`, which
the application wires in (api/app.py): this domain imports no other.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import timedelta
from pathlib import Path

import sqlalchemy as sa
from sqlmodel import Session, select

from api import signing
from api.domain_errors import (
    Conflict,
    DomainError,
    Forbidden,
    Gone,
    Invalid,
    NotFound,
    TooLarge,
    WrongMediaType,
)
from api.files import messages, names, states, types, urls
from api.files.disposition import disposition
from api.files.images import ImageRules
from api.files.intake import FILE, ImageSink, Intake, move
from api.files.models import FILE_SIGNING_KEY_ID, FileSigningKey, FileUpload
from api.files.schemas import (
    CONTENT_TYPE,
    FILE_PATH,
    FORM_ID,
    UploadAsk,
    rules_record,
    upload_answer,
)
from api.files.storage import Storage
from api.settings import Settings
from api.timestamps import in_utc, utcnow

_SECONDS = re.compile(r"[0-9]{1,11}")
# A visitor's upload no form submission named within a day (the upload session
# cookie's life) is abandoned; the housekeeping deletes a few at a time.
ABANDONED_AFTER = timedelta(days=1)
SWEEP_BATCH = 20
_upload = FileUpload.__table__


FileItems = Callable[[Session, int, str], "list[dict] | None"]
"""`(session, project_id, form_key)`: the upload rules of the form's file items (each
may hold `accept`, a list of types, and `max_size` in bytes); None without the form."""


@dataclass(frozen=True)
class Ticket:
    """A claimed local upload: the PUT may now send at most `max_size` bytes."""

    upload_id: int
    max_size: int


@dataclass(frozen=True)
class Served:
    """A stored file to answer: a local file, or a URL to send the browser on to."""

    content_type: str
    disposition: str
    path: Path | None = None
    redirect: str = ""


def allowance(items: list[dict], default_max: int) -> tuple[frozenset[str], int]:
    """The types and the largest size a form's file items take together."""
    allowed: set[str] = set()
    largest = 0
    for item in items:
        accept = item.get("accept") or types.DEFAULT_ALLOWED
        allowed.update(types.canonical(kind) for kind in accept)
        largest = max(largest, item.get("max_size") or default_max)
    return frozenset(allowed) & frozenset(types.DEFAULT_ALLOWED), largest


def _moment(expires: str) -> int:
    """The expiry of a signed URL in seconds since the epoch; -1 when malformed."""
    return int(expires) if _SECONDS.fullmatch(expires) else -1


def _missing() -> NotFound:
    return NotFound({FILE_PATH: [messages.FILE_MISSING]})


@dataclass
class Files:
    settings: Settings
    storage: Storage
    form_file_items: FileItems
    ingest_image: ImageSink
    _secret: bytes | None = field(default=None, repr=False)

    # Signing and URLs.

    def secret(self, session: Session) -> bytes:
        if self._secret is None:
            configured = self.settings.files_signing_secret
            self._secret = (
                configured.encode()
                if configured
                else signing.stored_secret(session, FileSigningKey, id=FILE_SIGNING_KEY_ID)
            )
        return self._secret

    def __post_init__(self) -> None:
        self.intake = Intake(self.storage, self.ingest_image, self.settings.files_public_url)

    def public_url(self, row: FileUpload) -> str:
        return self.intake.public_url(row)

    def read_url(self, session: Session, row: FileUpload) -> str:
        """A stable URL for a public file; a short-lived signed one for a private file."""
        if not row.is_private:
            return self.public_url(row)
        ttl = self.settings.files_read_url_ttl_seconds
        if self.storage.direct:
            kind = disposition(row.content_type, row.path)
            return self.storage.read_url(row.key, row.content_type, kind, ttl)
        expires = int(utcnow().timestamp()) + ttl
        return urls.read_url(self.secret(session), row, expires)

    def _upload_answer(self, session: Session, row: FileUpload) -> dict:
        expires_at = in_utc(row.expires_at)
        if self.storage.direct:
            ttl = self.settings.files_url_ttl_seconds
            url = self.storage.upload_url(row.key, row.content_type, ttl)
        else:
            url = urls.upload_url(self.secret(session), row, int(expires_at.timestamp()))
        return upload_answer(url, row.path, row.content_type, row.max_size, expires_at)

    # Signed upload URLs.

    def _new_upload(
        self,
        session: Session,
        project_id: int,
        ask: UploadAsk,
        rules: ImageRules,
        max_size: int,
        **owner,
    ) -> FileUpload:
        now = utcnow()
        path = names.final_name(
            ask.file_path,
            ask.content_type,
            keep_transparency=rules.keep_transparency,
            now=now,
            token=names.new_token(),
        )
        visibility = "private" if ask.is_private else "public"
        row = FileUpload(
            project_id=project_id,
            path=path,
            key=f"{visibility}/{project_id}/{owner['space']}/{path}",
            is_private=ask.is_private,
            content_type=ask.content_type,
            max_size=max_size,
            rules=rules_record(rules),
            created_at=now,
            expires_at=now + timedelta(seconds=self.settings.files_url_ttl_seconds),
            **owner,
        )
        session.add(row)
        session.flush()
        return row

    def visitor_upload(
        self,
        session: Session,
        project_id: int,
        visitor: str,
        address: str,
        ask: UploadAsk,
        form_key: str,
    ) -> dict:
        """A signed upload URL for a file of the visitor's upload session for a form."""
        items = self.form_file_items(session, project_id, form_key)
        if items is None:
            raise NotFound({FORM_ID: [messages.FORM_MISSING]})
        if not items:
            raise Invalid({FORM_ID: [messages.NO_FILE_FIELD]})
        allowed, max_size = allowance(items, self.settings.files_max_size)
        if ask.content_type not in allowed:
            raise Invalid({CONTENT_TYPE: [messages.TYPE_REFUSED]})
        # A visitor's transparent PNG stays a PNG; no other settings for visitors.
        row = self._new_upload(
            session,
            project_id,
            ask,
            ImageRules(),
            max_size,
            space=states.VISITOR,
            session_hash=visitor,
            form_key=form_key,
            client=address[:100],
        )
        return self._upload_answer(session, row)

    def owner_upload(
        self, session: Session, project_id: int, ask: UploadAsk, rules: ImageRules
    ) -> dict:
        """A signed upload URL for a file of the project's owner space."""
        if ask.content_type not in types.DEFAULT_ALLOWED:
            raise Invalid({CONTENT_TYPE: [messages.TYPE_REFUSED]})
        row = self._new_upload(
            session, project_id, ask, rules, self.settings.files_max_size, space=states.OWNER
        )
        answer = self._upload_answer(session, row)
        return {**answer, "data": {"url": answer["url"]}}

    # Receiving the bytes.

    def claim_upload(
        self,
        session: Session,
        project_id: int,
        upload_id: int,
        expires: str,
        signature: str,
        content_type: str,
        declared_size: int | None,
    ) -> Ticket:
        """Checks a local PUT before a byte is read, then claims the upload for it."""
        row = session.get(FileUpload, upload_id)
        moment = _moment(expires)
        secret = self.secret(session)
        # Direct (S3) uploads never get a local URL: nothing local can be valid for them.
        # The signature binds the upload to its project; a visitor's upload is also held
        # to the host it was asked on, an owner's may be for any project of theirs (the
        # dashboard's switcher), whatever host serves the dashboard.
        if (
            row is None
            or self.storage.direct
            or (row.project_id != project_id and row.space != states.OWNER)
            or not signing.is_valid(secret, signature, *urls.upload_facts(row, moment))
        ):
            raise Forbidden({FILE: [messages.BAD_UPLOAD_SIGNATURE]})
        if utcnow().timestamp() > moment:
            raise Forbidden({FILE: [messages.UPLOAD_EXPIRED]})
        if row.state == states.DELETED:
            raise Gone({FILE: [messages.DELETED]})
        if row.state != states.PENDING:
            raise Gone({FILE: [messages.USED]})
        if types.canonical(content_type) != row.content_type:
            raise WrongMediaType({FILE: [messages.WRONG_HEADER]})
        if declared_size is not None and declared_size > row.max_size:
            raise TooLarge({FILE: [messages.too_large(row.max_size)]})
        if not move(session, row, states.PENDING, states.RECEIVING):
            raise Gone({FILE: [messages.USED]})
        return Ticket(row.id, row.max_size)

    def give_up(self, session: Session, upload_id: int) -> None:
        """A claimed PUT that failed on the way (too large, the client left): used up."""
        row = session.get(FileUpload, upload_id)
        if row is not None and move(session, row, states.RECEIVING, states.REFUSED):
            self.storage.delete(row.key)

    def receive(self, session: Session, upload_id: int, data: bytes) -> dict:
        """Checks and stores the bytes of a claimed local PUT: {path}."""
        row = session.get(FileUpload, upload_id)
        self.intake.settle(session, row, data)
        return {"path": row.path}

    # Reads and deletes.

    def _find(self, session: Session, project_id: int, path: str, *where) -> FileUpload | None:
        statement = select(FileUpload).where(
            FileUpload.project_id == project_id,
            FileUpload.path == path,
            FileUpload.state.in_(states.LIVE),
            *where,
        )
        return session.exec(statement).first()

    def _visitor_file(
        self, session: Session, project_id: int, visitor: str, path: str, *where
    ) -> FileUpload | None:
        if not visitor:
            return None
        return self._find(
            session,
            project_id,
            path,
            FileUpload.space == states.VISITOR,
            FileUpload.session_hash == visitor,
            *where,
        )

    def visitor_read(
        self, session: Session, project_id: int, visitor: str, path: str, is_private: bool
    ) -> dict:
        row = self._visitor_file(session, project_id, visitor, path)
        if row is None or row.is_private != is_private or not self.intake.first_use(session, row):
            raise _missing()
        return {"url": self.read_url(session, row)}

    def visitor_delete(
        self, session: Session, project_id: int, visitor: str, path: str, form_key: str
    ) -> dict:
        row = self._visitor_file(
            session, project_id, visitor, path, FileUpload.form_key == form_key
        )
        if row is None:
            raise _missing()
        self._delete(session, row)
        return {"deleted": True}

    def _delete(self, session: Session, row: FileUpload) -> None:
        deleted = session.execute(
            sa.update(_upload)
            .where(
                _upload.c.id == row.id,
                _upload.c.state.in_(states.LIVE),
                _upload.c.submission_id.is_(None),
            )
            .values(state=states.DELETED)
        ).rowcount
        if deleted != 1:
            raise Conflict({FILE_PATH: [messages.IN_SUBMISSION]})
        self.storage.delete(row.key)

    def _owner_file(
        self, session: Session, project_id: int, path: str, is_private: bool
    ) -> FileUpload | None:
        return self._find(
            session,
            project_id,
            path,
            FileUpload.space == states.OWNER,
            FileUpload.is_private == is_private,
        )

    def owner_read(self, session: Session, project_id: int, path: str, is_private: bool) -> dict:
        """A URL of an owner file, or of a file a visitor sent with one of the project's
        form submissions (the owner reads those)."""
        row = self._owner_file(session, project_id, path, is_private) or self._find(
            session,
            project_id,
            path,
            FileUpload.space == states.VISITOR,
            FileUpload.is_private == is_private,
            FileUpload.submission_id.is_not(None),
        )
        if row is None or not self.intake.first_use(session, row):
            raise _missing()
        url = self.read_url(session, row)
        return {"url": url, "path": row.path, "data": {"url": url}}

    def owner_delete(self, session: Session, project_id: int, path: str, is_private: bool) -> dict:
        row = self._owner_file(session, project_id, path, is_private)
        if row is None:
            raise _missing()
        self._delete(session, row)
        return {"deleted": True, "path": row.path, "data": {"deleted": True}}

    def owner_list(
        self, session: Session, project_id: int, search: str, offset: int, limit: int
    ) -> dict:
        """The stored files of the project's owner space, newest first, a page at a
        time; `search` is a case-insensitive part of the name."""
        where = [
            FileUpload.project_id == project_id,
            FileUpload.space == states.OWNER,
            FileUpload.state == states.STORED,
        ]
        if search:
            where.append(FileUpload.path.icontains(search, autoescape=True))
        total = session.exec(select(sa.func.count()).select_from(FileUpload).where(*where)).one()
        statement = (
            select(FileUpload)
            .where(*where)
            .order_by(FileUpload.created_at.desc(), FileUpload.id.desc())
            .offset(offset)
            .limit(limit)
        )
        found = session.exec(statement).all()
        return {
            "files": [self._listed(session, row) for row in found],
            "total": total,
            "offset": offset,
            "limit": limit,
        }

    def project_files(self, session: Session, project_id: int) -> list[dict]:
        """Every stored file of the project, the owner's and visitors' form uploads,
        oldest first, each with a URL to fetch it (signed and short-lived when private);
        for the project's data export."""
        statement = (
            select(FileUpload)
            .where(FileUpload.project_id == project_id, FileUpload.state == states.STORED)
            .order_by(FileUpload.created_at, FileUpload.id)
        )
        return [
            {**self._listed(session, row), "space": row.space, "form_id": row.form_key or None}
            for row in session.exec(statement).all()
        ]

    def _listed(self, session: Session, row: FileUpload) -> dict:
        return {
            "path": row.path,
            "url": self.read_url(session, row),
            "content_type": row.content_type,
            "is_image": types.is_image(row.content_type),
            "is_private": row.is_private,
            "size": row.size,
            "created_at": in_utc(row.created_at).isoformat(),
        }

    # Serving files (the local backend; S3 reads are sent on to the bucket).

    def private_file(
        self, session: Session, upload_id: int, expires: str, signature: str
    ) -> Served:
        row = session.get(FileUpload, upload_id)
        moment = _moment(expires)
        # The signature binds the link to its file and project; the owner reads files of
        # any project of theirs from the dashboard's host (its project switcher).
        if (
            row is None
            or self.storage.direct
            or not signing.is_valid(self.secret(session), signature, *urls.read_facts(row, moment))
        ):
            raise Forbidden({FILE: [messages.BAD_READ_SIGNATURE]})
        if utcnow().timestamp() > moment:
            raise Forbidden({FILE: [messages.READ_EXPIRED]})
        return self._served(row)

    def public_file(self, session: Session, project_id: int, rest: str) -> Served:
        """A public file of the host's project; an owner's public file (the site's own
        images, public anyway) also on another host, where the dashboard shows it."""
        key = urls.PUBLIC_PREFIX + rest
        statement = select(FileUpload).where(
            FileUpload.key == key,
            (FileUpload.project_id == project_id) | (FileUpload.space == states.OWNER),
            FileUpload.is_private.is_(False),
        )
        row = session.exec(statement).first()
        if row is None:
            raise _missing()
        return self._served(row)

    def _served(self, row: FileUpload) -> Served:
        if row.state != states.STORED:
            raise _missing()
        kind = disposition(row.content_type, row.path)
        if self.storage.direct:
            ttl = self.settings.files_read_url_ttl_seconds
            url = self.storage.read_url(row.key, row.content_type, kind, ttl)
            return Served(row.content_type, kind, redirect=url)
        path = self.storage.local_file(row.key)
        if path is None:
            raise _missing()
        return Served(row.content_type, kind, path=path)

    def sweep_abandoned(self, session: Session, now=None) -> list[str]:
        """Marks a batch of abandoned visitor uploads deleted; answers their storage
        keys, whose bytes the caller deletes after this unit of work."""
        cutoff = (now or utcnow()) - ABANDONED_AFTER
        rows = session.exec(
            select(FileUpload)
            .where(
                FileUpload.space == states.VISITOR,
                FileUpload.submission_id.is_(None),
                FileUpload.state.in_(states.LIVE),
                FileUpload.created_at < cutoff,
            )
            .order_by(FileUpload.id)
            .limit(SWEEP_BATCH)
        ).all()
        for row in rows:
            row.state = states.DELETED
            session.add(row)
        return [row.key for row in rows]

    # Files posted with a form without JavaScript (api/files/form_uploads.py).

    def visitor_accept(
        self,
        session: Session,
        project_id: int,
        visitor: str,
        form_key: str,
        ask: UploadAsk,
        data: bytes,
    ) -> str:
        """Stores a file that came with the form post itself, through the same checks
        and pipeline as a signed upload; answers its path. Every refusal is under
        `file`, and leaves nothing behind (the unit of work rolls back)."""
        try:
            items = self.form_file_items(session, project_id, form_key)
            if not items:
                raise Invalid({FILE: [messages.NO_FILE_FIELD]})
            allowed, max_size = allowance(items, self.settings.files_max_size)
            if ask.content_type not in allowed:
                raise Invalid({FILE: [messages.TYPE_REFUSED]})
            row = self._new_upload(
                session,
                project_id,
                ask,
                ImageRules(),
                max_size,
                space=states.VISITOR,
                session_hash=visitor,
                form_key=form_key,
                state=states.RECEIVING,
            )
            self.intake.store(session, row, data)
        except DomainError as error:
            found = [message for texts in error.errors.values() for message in texts]
            raise Invalid({FILE: found}) from None
        return row.path
