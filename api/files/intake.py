"""From bytes received to a stored file: the checks every upload passes, whichever way
its bytes came (a local PUT, an object in the bucket, a form post), and the state
moves that let exactly one request take an upload (docs/files.md, States).

The checks, in order: the maximum size, not empty, the real type from the first bytes
(`types.matches`), the image pipeline for images (`images.normalize`), the media
pipeline for public images (the `ImageSink` the application wires in). Only then are
the bytes written and the upload `stored`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import sqlalchemy as sa
from sqlmodel import Session

from api.domain_errors import DomainError, Gone, Invalid, TooLarge
from api.files import images, messages, states, types, urls
from api.files.models import FileUpload
from api.files.schemas import rules_of
from api.files.storage import Storage
from api.timestamps import utcnow

FILE = "file"
_upload = FileUpload.__table__

ImageSink = Callable[[Session, str, bytes], None]
"""`(session, url, data)`: runs a public image through the responsive-variant pipeline
under the URL content will use for it."""


def move(session: Session, row: FileUpload, start: str, end: str) -> bool:
    """Moves `row` from `start` to `end` unless another request moved it first."""
    moved = session.execute(
        sa.update(_upload).where(_upload.c.id == row.id, _upload.c.state == start).values(state=end)
    ).rowcount
    session.refresh(row)
    return moved == 1


def _messages(error: DomainError) -> list[str]:
    return [message for texts in error.errors.values() for message in texts]


@dataclass
class Intake:
    storage: Storage
    ingest_image: ImageSink
    # FILES_PUBLIC_URL: the base of public files' stable URLs ('' for the API's route).
    public_base: str = ""

    def public_url(self, row: FileUpload) -> str:
        return urls.public_url(self.public_base, row)

    def store(self, session: Session, row: FileUpload, data: bytes) -> None:
        """Checks the bytes of a `receiving` upload and stores them; raises the refusal."""
        if len(data) > row.max_size:
            raise TooLarge({FILE: [messages.too_large(row.max_size)]})
        if not data:
            raise Invalid({FILE: [messages.EMPTY_FILE]})
        content_type = row.content_type
        if not types.matches(content_type, data[: types.HEAD_SIZE]):
            raise Invalid({FILE: [messages.NOT_THIS_TYPE]})
        if types.is_image(content_type):
            normalized = images.normalize(data, content_type, rules_of(row.rules))
            data, content_type = normalized.data, normalized.content_type
        if not row.is_private and types.is_image(content_type):
            try:
                self.ingest_image(session, self.public_url(row), data)
            except DomainError as error:
                raise Invalid({FILE: _messages(error)}) from None
        stored = session.execute(
            sa.update(_upload)
            .where(_upload.c.id == row.id, _upload.c.state == states.RECEIVING)
            .values(
                state=states.STORED, size=len(data), content_type=content_type, stored_at=utcnow()
            )
        ).rowcount
        if stored != 1:  # deleted while it came in
            raise Gone({FILE: [messages.DELETED]})
        self.storage.save(row.key, data, content_type)
        session.refresh(row)

    def settle(self, session: Session, row: FileUpload, data: bytes) -> None:
        """Stores a claimed upload's bytes, or refuses it for good: then the refusal is
        committed (the link is used up, the bytes deleted) before it is raised."""
        try:
            with session.begin_nested():
                self.store(session, row, data)
        except DomainError:
            if move(session, row, states.RECEIVING, states.REFUSED):
                self.storage.delete(row.key)
                session.commit()
            raise

    def first_use(self, session: Session, row: FileUpload) -> bool:
        """Whether the file counts. A direct (S3) upload is checked at its first use:
        its object is read within the maximum size, checked and run through the
        pipelines like a local PUT; a refused one is deleted and answered 422."""
        if row.state == states.STORED:
            return True
        if not self.storage.direct or row.state != states.PENDING:
            return False
        if not move(session, row, states.PENDING, states.RECEIVING):
            return row.state == states.STORED
        # The claim is visible (and no lock held) while the object is read and checked.
        session.commit()
        data = self.storage.load(row.key, row.max_size)
        if data is None:  # not uploaded (yet): the claim is given back for good
            move(session, row, states.RECEIVING, states.PENDING)
            session.commit()
            return False
        try:
            self.settle(session, row, data)
        except Gone:
            raise
        except DomainError as error:
            raise Invalid({FILE: _messages(error)}) from None
        return True
