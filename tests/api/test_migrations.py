"""The Alembic migrations build exactly the schema the models describe."""

from sqlalchemy import inspect

from api.migrations import current_revision, pending_changes, upgrade


def test_migrated_schema_matches_the_models(engine):
    assert pending_changes(engine) == []


def test_migrations_reach_head_and_are_idempotent(engine):
    upgrade(engine)
    assert current_revision(engine) == "0001"
    tables = set(inspect(engine).get_table_names())
    assert {"project", "project_alias", "page", "menu", "form", "account"} <= tables


def test_page_paths_are_unique_per_project(engine):
    constraints = inspect(engine).get_unique_constraints("page")
    assert any(set(item["column_names"]) == {"project_id", "path"} for item in constraints)
