"""Initial schema.

Revision ID: 0001
Revises: (none)

Every table of api.models: projects and aliases, accounts, memberships and
sessions, pages, reusable templates, menus, forms and 404 hits.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0001"
down_revision: str | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "account",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("email", sa.String(length=320), nullable=False),
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.Column("password_hash", sa.String(length=300), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_account_email", "account", ["email"], unique=True)

    op.create_table(
        "project",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("title", sa.String(length=200), nullable=False),
        sa.Column("domain_live", sa.String(length=253), nullable=False),
        sa.Column("logo", sa.String(length=1000), nullable=False),
        sa.Column("translations", sa.JSON(), nullable=False),
        sa.Column("modules", sa.JSON(), nullable=False),
        sa.Column("styles", sa.JSON(), nullable=False),
        sa.Column("cookie_consent", sa.JSON(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_project_domain_live", "project", ["domain_live"], unique=True)

    op.create_table(
        "form",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("project_id", sa.Integer(), nullable=False),
        sa.Column("key", sa.String(length=100), nullable=False),
        sa.Column("title", sa.String(length=200), nullable=False),
        sa.Column("submit_title", sa.String(length=200), nullable=False),
        sa.Column("message", sa.String(length=2000), nullable=False),
        sa.Column("redirection_url", sa.String(length=1000), nullable=False),
        sa.Column("items", sa.JSON(), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["project_id"], ["project.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("project_id", "key", name="uq_form_project_key"),
    )
    op.create_index("ix_form_project_id", "form", ["project_id"], unique=False)

    op.create_table(
        "membership",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("account_id", sa.Integer(), nullable=False),
        sa.Column("project_id", sa.Integer(), nullable=False),
        sa.Column("role", sa.String(length=20), nullable=False),
        sa.ForeignKeyConstraint(["account_id"], ["account.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["project_id"], ["project.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("account_id", "project_id", name="uq_membership"),
    )
    op.create_index("ix_membership_account_id", "membership", ["account_id"], unique=False)
    op.create_index("ix_membership_project_id", "membership", ["project_id"], unique=False)

    op.create_table(
        "menu",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("project_id", sa.Integer(), nullable=False),
        sa.Column("key", sa.String(length=100), nullable=False),
        sa.Column("title", sa.String(length=200), nullable=False),
        sa.Column("items", sa.JSON(), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["project_id"], ["project.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("project_id", "key", name="uq_menu_project_key"),
    )
    op.create_index("ix_menu_project_id", "menu", ["project_id"], unique=False)

    op.create_table(
        "not_found_hit",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("project_id", sa.Integer(), nullable=False),
        sa.Column("path", sa.String(length=1000), nullable=False),
        sa.Column("hits", sa.Integer(), nullable=False),
        sa.Column("first_seen", sa.DateTime(timezone=True), nullable=False),
        sa.Column("last_seen", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["project_id"], ["project.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("project_id", "path", name="uq_not_found_project_path"),
    )
    op.create_index("ix_not_found_hit_project_id", "not_found_hit", ["project_id"], unique=False)

    op.create_table(
        "owner_session",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("account_id", sa.Integer(), nullable=False),
        sa.Column("token_hash", sa.String(length=64), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["account_id"], ["account.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_owner_session_account_id", "owner_session", ["account_id"], unique=False)
    op.create_index("ix_owner_session_token_hash", "owner_session", ["token_hash"], unique=True)

    op.create_table(
        "page",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("project_id", sa.Integer(), nullable=False),
        sa.Column("path", sa.String(length=500), nullable=False),
        sa.Column("post_title", sa.String(length=300), nullable=False),
        sa.Column("seo_title", sa.String(length=300), nullable=False),
        sa.Column("seo_description", sa.String(length=1000), nullable=False),
        sa.Column("custom_fields", sa.JSON(), nullable=False),
        sa.Column("breadcrumbs", sa.JSON(), nullable=False),
        sa.Column("components", sa.JSON(), nullable=False),
        sa.Column("secured_components", sa.JSON(), nullable=False),
        sa.Column("password_hash", sa.String(length=300), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["project_id"], ["project.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("project_id", "path", name="uq_page_project_path"),
    )
    op.create_index("ix_page_project_id", "page", ["project_id"], unique=False)

    op.create_table(
        "project_alias",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("project_id", sa.Integer(), nullable=False),
        sa.Column("domain", sa.String(length=253), nullable=False),
        sa.ForeignKeyConstraint(["project_id"], ["project.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_project_alias_domain", "project_alias", ["domain"], unique=True)
    op.create_index("ix_project_alias_project_id", "project_alias", ["project_id"], unique=False)

    op.create_table(
        "reusable_template",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("project_id", sa.Integer(), nullable=False),
        sa.Column("key", sa.String(length=100), nullable=False),
        sa.Column("title", sa.String(length=200), nullable=False),
        sa.Column("components", sa.JSON(), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["project_id"], ["project.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("project_id", "key", name="uq_template_project_key"),
    )
    op.create_index(
        "ix_reusable_template_project_id", "reusable_template", ["project_id"], unique=False
    )


def downgrade() -> None:
    op.drop_index("ix_reusable_template_project_id", table_name="reusable_template")

    op.drop_table("reusable_template")
    op.drop_index("ix_project_alias_project_id", table_name="project_alias")
    op.drop_index("ix_project_alias_domain", table_name="project_alias")

    op.drop_table("project_alias")
    op.drop_index("ix_page_project_id", table_name="page")

    op.drop_table("page")
    op.drop_index("ix_owner_session_token_hash", table_name="owner_session")
    op.drop_index("ix_owner_session_account_id", table_name="owner_session")

    op.drop_table("owner_session")
    op.drop_index("ix_not_found_hit_project_id", table_name="not_found_hit")

    op.drop_table("not_found_hit")
    op.drop_index("ix_menu_project_id", table_name="menu")

    op.drop_table("menu")
    op.drop_index("ix_membership_project_id", table_name="membership")
    op.drop_index("ix_membership_account_id", table_name="membership")

    op.drop_table("membership")
    op.drop_index("ix_form_project_id", table_name="form")

    op.drop_table("form")
    op.drop_index("ix_project_domain_live", table_name="project")

    op.drop_table("project")
    op.drop_index("ix_account_email", table_name="account")

    op.drop_table("account")
