"""The shop's catalogue: categories (a tree), products, memberships and the redirects
left behind when a product's or category's path changes (docs/shop.md)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import JSON, Column, ForeignKey, Index, Integer, UniqueConstraint
from sqlmodel import Field, SQLModel

from api.cents import CENTS
from api.timestamps import TIMESTAMP, utcnow
from api.versions import version_column

_category_version = version_column()


class ShopCategory(SQLModel, table=True):
    __tablename__ = "shop_category"
    __table_args__ = (
        UniqueConstraint("project_id", "key", name="uq_shop_category_project_key"),
        UniqueConstraint("project_id", "path", name="uq_shop_category_project_path"),
        # The walk down the tree (category cards' product counts) finds children by it.
        Index("ix_shop_category_project_parent", "project_id", "parent_id"),
    )

    id: int | None = Field(default=None, primary_key=True)
    project_id: int = Field(foreign_key="project.id", index=True, ondelete="CASCADE")
    key: str = Field(max_length=100)
    # Same project, no cycles (checked by the service); children become top-level
    # when their parent goes.
    parent_id: int | None = Field(
        default=None,
        sa_column=Column(
            Integer, ForeignKey("shop_category.id", ondelete="SET NULL"), nullable=True
        ),
    )
    slug: str = Field(max_length=200)
    path: str = Field(max_length=500)
    title: str = Field(default="", max_length=300)
    # Rich text: a document (dict) or inline HTML (string).
    short_description: str | dict = Field(default="", sa_column=Column(JSON, nullable=False))
    description: str | dict = Field(default="", sa_column=Column(JSON, nullable=False))
    layout: str = Field(default="", max_length=40)
    image: str = Field(default="", max_length=1000)
    position: int = Field(default=0)
    seo_title: str = Field(default="", max_length=300)
    seo_description: str = Field(default="", max_length=1000)
    # Facet keys offered on the category page; empty: every facet.
    filters: list = Field(default_factory=list, sa_column=Column(JSON, nullable=False))
    updated_at: datetime = Field(default_factory=utcnow, sa_type=TIMESTAMP)
    version: int | None = Field(default=None, sa_column=_category_version)

    __mapper_args__ = {"version_id_col": _category_version}


_product_version = version_column()


class ShopProduct(SQLModel, table=True):
    __tablename__ = "shop_product"
    __table_args__ = (
        UniqueConstraint("project_id", "key", name="uq_shop_product_project_key"),
        UniqueConstraint("project_id", "path", name="uq_shop_product_project_path"),
        Index("ix_shop_product_project_position", "project_id", "position"),
    )

    id: int | None = Field(default=None, primary_key=True)
    project_id: int = Field(foreign_key="project.id", index=True, ondelete="CASCADE")
    key: str = Field(max_length=100)
    slug: str = Field(max_length=200)
    path: str = Field(max_length=500)
    sku: str = Field(default="", max_length=100)
    title: str = Field(default="", max_length=300)
    # Rich text: a document (dict) or inline HTML (string).
    intro_description: str | dict = Field(default="", sa_column=Column(JSON, nullable=False))
    short_description: str | dict = Field(default="", sa_column=Column(JSON, nullable=False))
    description: str | dict = Field(default="", sa_column=Column(JSON, nullable=False))
    extra_description: str | dict = Field(default="", sa_column=Column(JSON, nullable=False))
    extra_description_right: str | dict = Field(default="", sa_column=Column(JSON, nullable=False))
    main_image: str = Field(default="", max_length=1000)
    # Pipe-separated image URLs, leading pipe stripped.
    sub_images: str = Field(default="", max_length=20000)
    layout: str = Field(default="0", max_length=1)
    hide_price: bool = Field(default=False)
    # Money in cents INCLUDING tax (api/shop/money.py).
    price_cents: int = Field(default=0, sa_type=CENTS)
    sale_price_cents: int | None = Field(default=None, sa_type=CENTS)
    vat_rate: int = Field(default=21)
    show_price_tax_included: bool = Field(default=True)
    before_price_text: str = Field(default="", max_length=300)
    after_price_text: str = Field(default="", max_length=300)
    stock_management: bool = Field(default=False)
    stock: int = Field(default=0)
    enable_checkout: bool = Field(default=True)
    enable_quote: bool = Field(default=False)
    enable_form: bool = Field(default=False)
    form_id: str = Field(default="", max_length=100)
    enable_affiliate: bool = Field(default=False)
    affiliate_link: str = Field(default="", max_length=2000)
    hide_quantity: bool = Field(default=False)
    exclude_base_price: bool = Field(default=False)
    # Days of preparation before the product can be picked up or delivered (slots).
    lead_time_days: int = Field(default=0)
    options: list = Field(default_factory=list, sa_column=Column(JSON, nullable=False))
    # {facet_key: [values]}
    attributes: dict = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    position: int = Field(default=0)
    seo_title: str = Field(default="", max_length=300)
    seo_description: str = Field(default="", max_length=1000)
    updated_at: datetime = Field(default_factory=utcnow, sa_type=TIMESTAMP)
    version: int | None = Field(default=None, sa_column=_product_version)

    __mapper_args__ = {"version_id_col": _product_version}


class ShopProductCategory(SQLModel, table=True):
    """A product's membership of a category; `position` orders the product's categories."""

    __tablename__ = "shop_product_category"

    product_id: int = Field(
        sa_column=Column(
            Integer, ForeignKey("shop_product.id", ondelete="CASCADE"), primary_key=True
        )
    )
    category_id: int = Field(
        sa_column=Column(
            Integer,
            ForeignKey("shop_category.id", ondelete="CASCADE"),
            primary_key=True,
            index=True,
        )
    )
    position: int = Field(default=0)


class ShopRedirect(SQLModel, table=True):
    """An old path of a product or category, answered with a 301 to the current one."""

    __tablename__ = "shop_redirect"
    __table_args__ = (
        UniqueConstraint("project_id", "path", name="uq_shop_redirect_project_path"),
        Index("ix_shop_redirect_target", "target_kind", "target_id"),
    )

    id: int | None = Field(default=None, primary_key=True)
    project_id: int = Field(foreign_key="project.id", index=True, ondelete="CASCADE")
    path: str = Field(max_length=500)
    target_kind: str = Field(max_length=20)
    target_id: int
