"""An upload store for the form tests, in memory: what the files part will provide
(api/forms/uploads.py, UploadStore)."""

from __future__ import annotations

from dataclasses import dataclass, field

from api.domain_errors import Invalid

REFUSED_TYPE = "Dit bestandstype is niet toegestaan."


@dataclass
class FakeUploads:
    # (project, form, visitor) -> paths
    uploads: dict[tuple[int, str, str], list[str]] = field(default_factory=dict)
    accepted: list[dict] = field(default_factory=list)
    deleted: list[str] = field(default_factory=list)
    attached: list[str] = field(default_factory=list)

    def give(self, project_id: int, form_key: str, visitor: str, *paths: str) -> None:
        self.uploads.setdefault((project_id, form_key, visitor), []).extend(paths)

    def owned(self, project_id: int, form_key: str, visitor: str) -> frozenset[str]:
        return frozenset(self.uploads.get((project_id, form_key, visitor), []))

    def attach(self, session, project_id, form_key, visitor, paths, submission_id) -> None:
        self.attached.extend(paths)

    def delete(self, project_id: int, paths: list[str]) -> None:
        self.deleted.extend(paths)

    def accept(self, project_id, form_key, visitor, filename, content_type, data) -> str:
        if filename.endswith(".exe"):
            raise Invalid({"file": [REFUSED_TYPE]})
        path = f"formulieren/{form_key}/{len(self.accepted) + 1}-{filename}"
        self.accepted.append(
            {"filename": filename, "content_type": content_type, "data": data, "path": path}
        )
        self.give(project_id, form_key, visitor, path)
        return path
