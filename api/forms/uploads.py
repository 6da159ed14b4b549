"""The seam between a submission's file fields and the visitor uploads they name.

A `file` field's value is a list of upload paths, each made for this form by this
visitor through the upload calls (spec section 7: files/get/visitor-signed-url with
`form_id`). The visitor is the upload session of the `wm_uploads` cookie
(api/upload_sessions.py). The application sets `store` to the files domain's
implementation at start-up (api/files/form_uploads.py); without it `NO_UPLOADS` owns
nothing, so any given file is refused with `NOT_UPLOADED` and a required file field
answers 'Dit veld is verplicht.' (docs/forms.md, Uploads; docs/files.md).
"""

from __future__ import annotations

from typing import Protocol

from sqlmodel import Session

from api.domain_errors import Invalid

# Spec section 9: a form upload takes at most 20 files.
MAX_FILES = 20
NOT_UPLOADED = "Dit bestand is niet voor dit formulier geüpload. Upload het opnieuw."
TOO_MANY_FILES = f"Je kunt maximaal {MAX_FILES} bestanden meesturen."
NO_STORE = "Bestanden kunnen op dit moment niet worden geüpload."
NOT_A_FILE_LIST = "Moet een lijst van geüploade bestanden zijn."


class UploadStore(Protocol):
    def owned(self, project_id: int, form_key: str, visitor: str) -> frozenset[str]:
        """The upload paths this visitor made for this form and has not sent yet."""

    def attach(
        self,
        session: Session,
        project_id: int,
        form_key: str,
        visitor: str,
        paths: list[str],
        submission_id: int,
    ) -> None:
        """Marks the paths a stored submission names as part of it, in the submit's own
        unit of work (the visitor can no longer delete them, nor send them again).
        Raises `domain_errors.Conflict` when one was deleted or sent meanwhile."""

    def delete(self, project_id: int, paths: list[str]) -> None:
        """Removes the stored files of a deleted submission."""

    def accept(
        self,
        project_id: int,
        form_key: str,
        visitor: str,
        filename: str,
        content_type: str,
        data: bytes,
    ) -> str:
        """Stores one file posted with a form without JavaScript, through the same checks
        and pipeline as a signed upload, as this visitor's upload for this form; returns
        its path. Raises `domain_errors.Invalid({"file": [...]})` when it is refused."""


class NoUploads:
    """No upload store yet: nobody owns any upload, and there is nothing to delete."""

    def owned(self, project_id: int, form_key: str, visitor: str) -> frozenset[str]:
        return frozenset()

    def attach(
        self,
        session: Session,
        project_id: int,
        form_key: str,
        visitor: str,
        paths: list[str],
        submission_id: int,
    ) -> None:
        return None

    def delete(self, project_id: int, paths: list[str]) -> None:
        return None

    def accept(
        self,
        project_id: int,
        form_key: str,
        visitor: str,
        filename: str,
        content_type: str,
        data: bytes,
    ) -> str:
        raise Invalid({"file": [NO_STORE]})


NO_UPLOADS = NoUploads()

# The store the submit and delete calls use, read at call time; api/app.py sets it.
store: UploadStore = NO_UPLOADS
