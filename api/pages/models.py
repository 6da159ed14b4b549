"""Pages and reusable templates: ordered section components per project."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import JSON, Boolean, Column, Integer, UniqueConstraint, false
from sqlmodel import Field, SQLModel

from api.catalogue.content_migrations import CURRENT_CONTENT_SCHEMA
from api.pages.trees import keep_trees_current
from api.timestamps import TIMESTAMP, utcnow
from api.versions import version_column

_page_version = version_column()


class Page(SQLModel, table=True):
    __table_args__ = (UniqueConstraint("project_id", "path", name="uq_page_project_path"),)

    id: int | None = Field(default=None, primary_key=True)
    project_id: int = Field(foreign_key="project.id", index=True, ondelete="CASCADE")
    path: str = Field(max_length=500)
    post_title: str = Field(default="", max_length=300)
    seo_title: str = Field(default="", max_length=300)
    seo_description: str = Field(default="", max_length=1000)
    custom_fields: dict = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    breadcrumbs: list = Field(default_factory=list, sa_column=Column(JSON, nullable=False))
    components: list = Field(default_factory=list, sa_column=Column(JSON, nullable=False))
    # Shown only after the right password; `components` is what everyone sees.
    secured_components: list = Field(default_factory=list, sa_column=Column(JSON, nullable=False))
    password_hash: str | None = Field(default=None, max_length=300)
    # Left out of the sitemap and marked `noindex` for crawlers.
    noindex: bool = Field(
        default=False, sa_column=Column(Boolean, nullable=False, server_default=false())
    )
    created_at: datetime = Field(default_factory=utcnow, sa_type=TIMESTAMP)
    updated_at: datetime = Field(default_factory=utcnow, sa_type=TIMESTAMP)
    # Raised by every UPDATE; owner writes send the version they read (api/versions.py).
    version: int | None = Field(default=None, sa_column=_page_version)
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
    # The content-schema version its component trees (draft included) were written
    # with (docs/content-migrations.md): rows from before migration 0013 are 1, rows
    # written now current (api/pages/trees.py).
    content_schema: int = Field(
        default=CURRENT_CONTENT_SCHEMA,
        sa_column=Column(Integer, nullable=False, server_default="1"),
    )

    __mapper_args__ = {"version_id_col": _page_version}


_reusabletemplate_version = version_column()


class ReusableTemplate(SQLModel, table=True):
    """Sections stored once and placed on many pages through `templatePartial`."""

    __tablename__ = "reusable_template"
    __table_args__ = (UniqueConstraint("project_id", "key", name="uq_template_project_key"),)

    id: int | None = Field(default=None, primary_key=True)
    project_id: int = Field(foreign_key="project.id", index=True, ondelete="CASCADE")
    key: str = Field(max_length=100)
    title: str = Field(default="", max_length=200)
    components: list = Field(default_factory=list, sa_column=Column(JSON, nullable=False))
    updated_at: datetime = Field(default_factory=utcnow, sa_type=TIMESTAMP)
    # Raised by every UPDATE; owner writes send the version they read (api/versions.py).
    version: int | None = Field(default=None, sa_column=_reusabletemplate_version)
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
    # The content-schema version its component trees (draft included) were written
    # with (docs/content-migrations.md): rows from before migration 0013 are 1, rows
    # written now current (api/pages/trees.py).
    content_schema: int = Field(
        default=CURRENT_CONTENT_SCHEMA,
        sa_column=Column(Integer, nullable=False, server_default="1"),
    )

    __mapper_args__ = {"version_id_col": _reusabletemplate_version}


# What a draft of a page or a template holds and a revision keeps (api/drafts.py). The
# trees of both states follow the row's `content_schema` (api/pages/trees.py).
PAGE_COLUMNS = (
    "path",
    "post_title",
    "seo_title",
    "seo_description",
    "custom_fields",
    "breadcrumbs",
    "components",
    "secured_components",
    "password_hash",
    "noindex",
)
TEMPLATE_COLUMNS = ("title", "components")

# Every write brings a row's trees to the current content schema (api/pages/trees.py).
keep_trees_current(Page, ReusableTemplate)
