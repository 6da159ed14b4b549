"""Finding projects by id or host name and updating their settings."""

from __future__ import annotations

from sqlmodel import Session, func, select

from api.domain_errors import Invalid, NotFound
from api.drafts import draft_of, save_draft, working_copy
from api.projects.models import SETTINGS_COLUMNS, Project, ProjectAlias
from api.projects.schemas import SETTING_FIELDS, project_view, read_project_settings
from api.secrets_masking import kept_secrets
from api.timestamps import utcnow
from api.validation import Errors
from api.versions import STALE_PROJECT, check_version, flush_versioned

PROJECT_MISSING = "Dit project bestaat niet."


def get_project(session: Session, project_id: int) -> Project | None:
    return session.get(Project, project_id)


def project_of_id(session: Session, project_id: int) -> Project:
    project = get_project(session, project_id)
    if project is None:
        raise NotFound(PROJECT_MISSING)
    return project


def edit_settings(
    session: Session,
    project_id: int,
    data: dict,
    *,
    developer: bool,
    expected_version: int | None,
    module_checks: tuple = (),
) -> tuple[Project, bool]:
    """Writes the settings present in `data` (the others keep their stored values) when
    the project is still at `expected_version`: the site-wide settings into the draft,
    the title and the modules live. Tells whether the live part changed. `module_checks`
    are the other domains' checks of their part of `modules` (`check(errors, modules,
    path)`, wired by the application), so a module's settings have one validation path
    whichever call writes them."""
    project = project_of_id(session, project_id)
    check_version(project.version, expected_version, STALE_PROJECT)
    current = project_view(working_copy(project, SETTINGS_COLUMNS))
    merged = {key: data.get(key, current[key]) for key in SETTING_FIELDS}
    # A secret sent back as the owner API showed it (masked) stays as stored.
    merged["modules"] = kept_secrets(merged["modules"], project.modules)
    errors = Errors()
    settings = read_project_settings(
        errors, merged, "", developer=developer, stored_global_fields=current["global_fields"]
    )
    for check in module_checks:
        check(errors, merged["modules"], "modules")
    if errors:
        raise Invalid(errors.messages)
    live = {key: value for key, value in settings.items() if key not in SETTINGS_COLUMNS}
    live_changed = any(getattr(project, key) != value for key, value in live.items())
    if live_changed:
        apply_settings(project, live)
    save_draft(project, SETTINGS_COLUMNS, {**draft_of(project, SETTINGS_COLUMNS), **settings})
    session.add(project)
    flush_versioned(session, STALE_PROJECT)
    return project, live_changed


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
