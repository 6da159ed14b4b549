"""Project (a tenant: one website with its webshop settings) and its host names."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import JSON, Column, Integer
from sqlmodel import Field, SQLModel

from api.timestamps import TIMESTAMP, utcnow
from api.versions import version_column

_project_version = version_column()


class Project(SQLModel, table=True):
    id: int | None = Field(default=None, primary_key=True)
    title: str = Field(max_length=200)
    domain_live: str = Field(max_length=253, unique=True, index=True)
    logo: str = Field(default="", max_length=1000)
    translations: dict = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    # modules.webshop.shoppingcart_page / checkout_page and future module settings.
    modules: dict = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    # styles.colors: [{label, key, group, value: 'r, g, b, a'}]
    styles: dict = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    # Cookie consent texts, bar position and optional cookies with their initialState.
    cookie_consent: dict = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    # Site-wide field values by plain field key (`copyright`, `content`, ...): what a
    # section shows for a field `X` whose `X_local` is '0' (docs/schema.md, Values).
    global_fields: dict = Field(
        default_factory=dict, sa_column=Column(JSON, nullable=False, server_default="{}")
    )
    created_at: datetime = Field(default_factory=utcnow, sa_type=TIMESTAMP)
    updated_at: datetime = Field(default_factory=utcnow, sa_type=TIMESTAMP)
    # Raised by every UPDATE; owner writes send the version they read (api/versions.py).
    version: int | None = Field(default=None, sa_column=_project_version)
    # Publishing (docs/publishing.md): the owner's unpublished content, None when there
    # is none; the row version the live columns were published at and when (both None
    # for a document never published, which visitors never see).
    draft: dict | None = Field(
        default=None, sa_column=Column(JSON(none_as_null=True), nullable=True)
    )
    published_version: int | None = Field(
        default=1, sa_column=Column("published_version", Integer, nullable=True)
    )
    published_at: datetime | None = Field(
        default_factory=utcnow,
        sa_column=Column("published_at", TIMESTAMP, nullable=True),
    )

    __mapper_args__ = {"version_id_col": _project_version}


class ProjectAlias(SQLModel, table=True):
    """An extra host name serving the same project (www., old domains)."""

    __tablename__ = "project_alias"

    id: int | None = Field(default=None, primary_key=True)
    project_id: int = Field(foreign_key="project.id", index=True, ondelete="CASCADE")
    domain: str = Field(max_length=253, unique=True, index=True)


# The project's site-wide settings that go live by publishing (docs/publishing.md): what
# a draft of the settings holds and a revision keeps. The title, the domains and the
# modules (webshop and payment settings) are written live.
SETTINGS_COLUMNS = ("logo", "translations", "styles", "cookie_consent", "global_fields")
