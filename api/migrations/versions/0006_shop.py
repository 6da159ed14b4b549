"""The webshop's catalogue and page noindex.

Revision ID: 0006
Revises: 0005

Adds `shop_category` (a tree per project), `shop_product`, `shop_product_category`
(memberships) and `shop_redirect` (old paths of moved products and categories), and
`page.noindex` (false for every existing page). See docs/shop.md.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0006"
down_revision: str | None = "0005"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def _common() -> list[sa.Column]:
    return [
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("project_id", sa.Integer(), nullable=False),
        sa.Column("key", sa.String(length=100), nullable=False),
    ]


def _rich(name: str) -> sa.Column:
    return sa.Column(name, sa.JSON(), nullable=False)


def upgrade() -> None:
    with op.batch_alter_table("page") as batch:
        batch.add_column(
            sa.Column("noindex", sa.Boolean(), nullable=False, server_default=sa.false())
        )

    op.create_table(
        "shop_category",
        *_common(),
        sa.Column("parent_id", sa.Integer(), nullable=True),
        sa.Column("slug", sa.String(length=200), nullable=False),
        sa.Column("path", sa.String(length=500), nullable=False),
        sa.Column("title", sa.String(length=300), nullable=False),
        _rich("short_description"),
        _rich("description"),
        sa.Column("layout", sa.String(length=40), nullable=False),
        sa.Column("image", sa.String(length=1000), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("seo_title", sa.String(length=300), nullable=False),
        sa.Column("seo_description", sa.String(length=1000), nullable=False),
        sa.Column("filters", sa.JSON(), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False, server_default="1"),
        sa.ForeignKeyConstraint(["project_id"], ["project.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["parent_id"], ["shop_category.id"], ondelete="SET NULL"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("project_id", "key", name="uq_shop_category_project_key"),
        sa.UniqueConstraint("project_id", "path", name="uq_shop_category_project_path"),
    )
    op.create_index("ix_shop_category_project_id", "shop_category", ["project_id"])

    op.create_table(
        "shop_product",
        *_common(),
        sa.Column("slug", sa.String(length=200), nullable=False),
        sa.Column("path", sa.String(length=500), nullable=False),
        sa.Column("sku", sa.String(length=100), nullable=False),
        sa.Column("title", sa.String(length=300), nullable=False),
        _rich("intro_description"),
        _rich("short_description"),
        _rich("description"),
        _rich("extra_description"),
        _rich("extra_description_right"),
        sa.Column("main_image", sa.String(length=1000), nullable=False),
        sa.Column("sub_images", sa.String(length=20000), nullable=False),
        sa.Column("layout", sa.String(length=1), nullable=False),
        sa.Column("hide_price", sa.Boolean(), nullable=False),
        sa.Column("price_cents", sa.Integer(), nullable=False),
        sa.Column("sale_price_cents", sa.Integer(), nullable=True),
        sa.Column("vat_rate", sa.Integer(), nullable=False),
        sa.Column("show_price_tax_included", sa.Boolean(), nullable=False),
        sa.Column("before_price_text", sa.String(length=300), nullable=False),
        sa.Column("after_price_text", sa.String(length=300), nullable=False),
        sa.Column("stock_management", sa.Boolean(), nullable=False),
        sa.Column("stock", sa.Integer(), nullable=False),
        sa.Column("enable_checkout", sa.Boolean(), nullable=False),
        sa.Column("enable_quote", sa.Boolean(), nullable=False),
        sa.Column("enable_form", sa.Boolean(), nullable=False),
        sa.Column("form_id", sa.String(length=100), nullable=False),
        sa.Column("enable_affiliate", sa.Boolean(), nullable=False),
        sa.Column("affiliate_link", sa.String(length=2000), nullable=False),
        sa.Column("hide_quantity", sa.Boolean(), nullable=False),
        sa.Column("exclude_base_price", sa.Boolean(), nullable=False),
        sa.Column("options", sa.JSON(), nullable=False),
        sa.Column("attributes", sa.JSON(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("seo_title", sa.String(length=300), nullable=False),
        sa.Column("seo_description", sa.String(length=1000), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False, server_default="1"),
        sa.ForeignKeyConstraint(["project_id"], ["project.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("project_id", "key", name="uq_shop_product_project_key"),
        sa.UniqueConstraint("project_id", "path", name="uq_shop_product_project_path"),
    )
    op.create_index("ix_shop_product_project_id", "shop_product", ["project_id"])
    op.create_index("ix_shop_product_project_position", "shop_product", ["project_id", "position"])

    op.create_table(
        "shop_product_category",
        sa.Column("product_id", sa.Integer(), nullable=False),
        sa.Column("category_id", sa.Integer(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(["product_id"], ["shop_product.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["category_id"], ["shop_category.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("product_id", "category_id"),
    )
    op.create_index(
        "ix_shop_product_category_category_id", "shop_product_category", ["category_id"]
    )

    op.create_table(
        "shop_redirect",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("project_id", sa.Integer(), nullable=False),
        sa.Column("path", sa.String(length=500), nullable=False),
        sa.Column("target_kind", sa.String(length=20), nullable=False),
        sa.Column("target_id", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(["project_id"], ["project.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("project_id", "path", name="uq_shop_redirect_project_path"),
    )
    op.create_index("ix_shop_redirect_project_id", "shop_redirect", ["project_id"])
    op.create_index("ix_shop_redirect_target", "shop_redirect", ["target_kind", "target_id"])


def downgrade() -> None:
    op.drop_index("ix_shop_redirect_target", table_name="shop_redirect")
    op.drop_index("ix_shop_redirect_project_id", table_name="shop_redirect")
    op.drop_table("shop_redirect")
    op.drop_index("ix_shop_product_category_category_id", table_name="shop_product_category")
    op.drop_table("shop_product_category")
    op.drop_index("ix_shop_product_project_position", table_name="shop_product")
    op.drop_index("ix_shop_product_project_id", table_name="shop_product")
    op.drop_table("shop_product")
    op.drop_index("ix_shop_category_project_id", table_name="shop_category")
    op.drop_table("shop_category")
    with op.batch_alter_table("page") as batch:
        batch.drop_column("noindex")
