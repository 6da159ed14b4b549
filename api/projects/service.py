"""Finding projects by id or host name and updating their settings."""

from __future__ import annotations

from sqlmodel import Session, func, select

from api.projects.models import Project, ProjectAlias
from api.timestamps import utcnow


def get_project(session: Session, project_id: int) -> Project | None:
    return session.get(Project, project_id)


def find_project_id_by_host(session: Session, host: str) -> int | None:
    """The project serving `host` (already normalised) as live domain or alias."""
    project_id = session.exec(select(Project.id).where(Project.domain_live == host)).first()
    if project_id is not None:
        return project_id
    return session.exec(select(ProjectAlias.project_id).where(ProjectAlias.domain == host)).first()


def find_project_by_domain(session: Session, domain: str) -> Project | None:
    return session.exec(select(Project).where(Project.domain_live == domain)).first()


def count_projects(session: Session) -> int:
    return session.exec(select(func.count()).select_from(Project)).one()


def list_projects(session: Session, project_ids: list[int]) -> list[Project]:
    if not project_ids:
        return []
    statement = select(Project).where(Project.id.in_(project_ids)).order_by(Project.id)
    return list(session.exec(statement).all())


def list_aliases(session: Session, project_id: int) -> list[str]:
    statement = (
        select(ProjectAlias.domain)
        .where(ProjectAlias.project_id == project_id)
        .order_by(ProjectAlias.domain)
    )
    return list(session.exec(statement).all())


def alias_owner(session: Session, domain: str) -> int | None:
    return session.exec(
        select(ProjectAlias.project_id).where(ProjectAlias.domain == domain)
    ).first()


def replace_aliases(session: Session, project_id: int, domains: list[str]) -> None:
    existing = session.exec(select(ProjectAlias).where(ProjectAlias.project_id == project_id)).all()
    keep = set(domains)
    for alias in existing:
        if alias.domain not in keep:
            session.delete(alias)
    session.flush()
    present = {alias.domain for alias in existing}
    for domain in domains:
        if domain not in present:
            session.add(ProjectAlias(project_id=project_id, domain=domain))


def apply_settings(project: Project, settings: dict) -> None:
    for key, value in settings.items():
        setattr(project, key, value)
    project.updated_at = utcnow()
