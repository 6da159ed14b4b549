"""The Alembic migrations build exactly the schema the models describe."""

import sqlalchemy as sa
from alembic import command
from sqlalchemy import inspect
from sqlmodel import Session, select

from api.migrations import alembic_config, current_revision, pending_changes, upgrade
from api.pages.models import Page
from api.projects.models import Project
from api.timestamps import utcnow

# The newest revision: every upgrade ends here.
HEAD = "0018"


def test_migrated_schema_matches_the_models(engine):
    assert pending_changes(engine) == []


def test_migrations_reach_head_and_are_idempotent(engine):
    upgrade(engine)
    assert current_revision(engine) == HEAD
    tables = set(inspect(engine).get_table_names())
    assert {"project", "project_alias", "page", "menu", "form", "account"} <= tables


def test_page_paths_are_unique_per_project(engine):
    constraints = inspect(engine).get_unique_constraints("page")
    assert any(set(item["column_names"]) == {"project_id", "path"} for item in constraints)


def _downgrade(engine, revision: str) -> None:
    config = alembic_config(engine)
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.downgrade(config, revision)


def test_projects_from_before_global_fields_get_an_empty_map(engine):
    _downgrade(engine, "0001")
    try:
        assert "global_fields" not in {c["name"] for c in inspect(engine).get_columns("project")}
        with engine.begin() as connection:
            project = sa.Table("project", sa.MetaData(), autoload_with=connection)
            now = utcnow()
            connection.execute(
                project.insert().values(
                    title="Oud",
                    domain_live="oud.example",
                    logo="",
                    translations={},
                    modules={},
                    styles={},
                    cookie_consent={},
                    created_at=now,
                    updated_at=now,
                )
            )
    finally:
        upgrade(engine)
    assert current_revision(engine) == HEAD
    with Session(engine) as session:
        stored = session.exec(select(Project)).one()
    assert stored.title == "Oud"
    assert stored.global_fields == {}
    assert pending_changes(engine) == []


def test_rows_from_before_versions_start_at_version_1(engine):
    _downgrade(engine, "0002")
    try:
        assert "version" not in {c["name"] for c in inspect(engine).get_columns("page")}
        with engine.begin() as connection:
            metadata = sa.MetaData()
            project = sa.Table("project", metadata, autoload_with=connection)
            page = sa.Table("page", metadata, autoload_with=connection)
            now = utcnow()
            project_id = connection.execute(
                project.insert().values(
                    title="Oud",
                    domain_live="oud.example",
                    logo="",
                    translations={},
                    modules={},
                    styles={},
                    cookie_consent={},
                    global_fields={},
                    created_at=now,
                    updated_at=now,
                )
            ).inserted_primary_key[0]
            connection.execute(
                page.insert().values(
                    project_id=project_id,
                    path="/",
                    post_title="",
                    seo_title="",
                    seo_description="",
                    custom_fields={},
                    breadcrumbs=[],
                    components=[],
                    secured_components=[],
                    created_at=now,
                    updated_at=now,
                )
            )
    finally:
        upgrade(engine)
    assert current_revision(engine) == HEAD
    with Session(engine) as session:
        stored = session.exec(select(Page)).one()
        assert stored.version == 1
        stored.post_title = "Nieuw"
        session.add(stored)
        session.commit()
        assert stored.version == 2
    assert pending_changes(engine) == []


def test_unpaid_orders_from_before_stock_holds_get_a_release_moment(engine):
    from datetime import timedelta

    from api.shop.checkout.models import ShopOrder
    from api.timestamps import in_utc

    _downgrade(engine, "0008")
    try:
        with engine.begin() as connection:
            metadata = sa.MetaData()
            project = sa.Table("project", metadata, autoload_with=connection)
            order = sa.Table("shop_order", metadata, autoload_with=connection)
            now = utcnow()
            project_id = connection.execute(
                project.insert().values(
                    title="Oud", domain_live="oud.example", logo="", translations={},
                    modules={}, styles={}, cookie_consent={}, global_fields={},
                    created_at=now, updated_at=now,
                )
            ).inserted_primary_key[0]  # fmt: skip
            for number, status, payment_status in ((1001, "new", "open"),
                                                   (1002, "new", "paid"),
                                                   (1003, "processing", "")):  # fmt: skip
                connection.execute(
                    order.insert().values(
                        project_id=project_id, number=number, session=f"s{number}",
                        email="", user_details={}, shipping={}, payment_method="ideal",
                        vies={}, reverse_charge=False, total_cents=100, has_checkout=True,
                        has_quote=False, status=status, payment_status=payment_status,
                        quote_status="", stock_reserved=True, created_at=now, updated_at=now,
                    )
                )  # fmt: skip
    finally:
        upgrade(engine)
    assert current_revision(engine) == HEAD
    with Session(engine) as session:
        rows = {row.number: row for row in session.exec(select(ShopOrder)).all()}
    held = in_utc(rows[1001].stock_release_at) - utcnow()
    assert timedelta(days=2, hours=23) < held <= timedelta(days=3)
    # Sold units (paid, or taken in hand) never run out.
    assert rows[1002].stock_release_at is None and rows[1003].stock_release_at is None
