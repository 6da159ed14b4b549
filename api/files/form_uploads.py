"""The forms domain's upload store (`api.forms.uploads.UploadStore`), set by the
application at start-up: which uploads a visitor may send with a form, marking those
a stored submission names, deleting them with it, and files posted with a form
without JavaScript. It satisfies the protocol by its shape; no import of the forms
domain is needed."""

from __future__ import annotations

import sqlalchemy as sa
from sqlalchemy.engine import Engine
from sqlmodel import Session, select

from api.database import session_scope
from api.domain_errors import Conflict, DomainError
from api.files import messages, states, types
from api.files.models import FileUpload
from api.files.schemas import UploadAsk
from api.files.service import Files

_upload = FileUpload.__table__


class FormUploads:
    def __init__(self, files: Files, engine: Engine) -> None:
        self.files = files
        self.engine = engine

    def owned(self, project_id: int, form_key: str, visitor: str) -> frozenset[str]:
        """The paths of the session's stored uploads for the form that no submission
        names yet; a direct (S3) upload is checked here at its first use."""
        if not visitor:
            return frozenset()
        found: set[str] = set()
        with session_scope(self.engine) as session:
            rows = session.exec(
                select(FileUpload).where(
                    FileUpload.project_id == project_id,
                    FileUpload.space == states.VISITOR,
                    FileUpload.session_hash == visitor,
                    FileUpload.form_key == form_key,
                    FileUpload.submission_id.is_(None),
                    FileUpload.state.in_((states.STORED, states.PENDING)),
                )
            ).all()
            for row in rows:
                try:
                    if self.files.intake.first_use(session, row):
                        found.add(row.path)
                except DomainError:
                    continue  # refused and deleted: the submit names it as not uploaded
        return frozenset(found)

    def attach(
        self,
        session: Session,
        project_id: int,
        form_key: str,
        visitor: str,
        paths: list[str],
        submission_id: int,
    ) -> None:
        """Marks the uploads a stored submission names as part of it, in the submit's
        own unit of work; refuses when one was deleted or sent meanwhile."""
        wanted = set(paths)
        if not wanted:
            return
        attached = session.execute(
            sa.update(_upload)
            .where(
                _upload.c.project_id == project_id,
                _upload.c.space == states.VISITOR,
                _upload.c.session_hash == visitor,
                _upload.c.form_key == form_key,
                _upload.c.path.in_(wanted),
                _upload.c.state == states.STORED,
                _upload.c.submission_id.is_(None),
            )
            .values(submission_id=submission_id)
        ).rowcount
        if attached != len(wanted) or not visitor:
            raise Conflict(messages.TAKEN_MEANWHILE)

    def delete(self, project_id: int, paths: list[str]) -> None:
        """Deletes the uploads of a deleted submission, rows first, then their bytes."""
        if not paths:
            return
        with session_scope(self.engine) as session:
            rows = session.exec(
                select(FileUpload).where(
                    FileUpload.project_id == project_id,
                    FileUpload.space == states.VISITOR,
                    FileUpload.path.in_(set(paths)),
                    FileUpload.state != states.DELETED,
                )
            ).all()
            keys = [row.key for row in rows]
            for row in rows:
                row.state = states.DELETED
                session.add(row)
        for key in keys:
            self.files.storage.delete(key)

    def accept(
        self,
        project_id: int,
        form_key: str,
        visitor: str,
        filename: str,
        content_type: str,
        data: bytes,
    ) -> str:
        """Stores one file posted with a form without JavaScript as the session's
        private upload for the form; its path, or Invalid({"file": [...]})."""
        if not visitor:
            raise ValueError("accept needs the visitor's upload session (api/upload_sessions.py)")
        ask = UploadAsk(filename, types.canonical(content_type or ""), is_private=True)
        with session_scope(self.engine) as session:
            return self.files.visitor_accept(session, project_id, visitor, form_key, ask, data)
