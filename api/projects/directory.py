"""The projects domain's side of `api.context.ProjectDirectory`: host lookups for
tenancy and project names for the owner's workspace."""

from __future__ import annotations

from sqlmodel import Session

from api.projects import service


class ProjectRows:
    def id_for_host(self, session: Session, host: str) -> int | None:
        return service.find_project_id_by_host(session, host)

    def summaries(self, session: Session, project_ids: list[int]) -> list[dict]:
        return [
            {"id": project.id, "title": project.title, "domain_live": project.domain_live}
            for project in service.list_projects(session, project_ids)
        ]
