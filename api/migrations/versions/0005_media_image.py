"""Media images: the facts of every image run through the media pipeline.

Revision ID: 0005
Revises: 0004

Adds `media_image`: per source URL (as stored content refers to it) the content hash
of the original, its size and type, and the responsive variants made under
MEDIA_ROOT/<hash>/ (docs/media.md).
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0005"
down_revision: str | None = "0004"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "media_image",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("source_url", sa.String(length=1000), nullable=False),
        sa.Column("hash", sa.String(length=64), nullable=False),
        sa.Column("width", sa.Integer(), nullable=False),
        sa.Column("height", sa.Integer(), nullable=False),
        sa.Column("mime", sa.String(length=50), nullable=False),
        sa.Column("variants", sa.JSON(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("source_url", name="uq_media_image_source_url"),
    )
    op.create_index("ix_media_image_hash", "media_image", ["hash"], unique=False)


def downgrade() -> None:
    op.drop_index("ix_media_image_hash", table_name="media_image")
    op.drop_table("media_image")
