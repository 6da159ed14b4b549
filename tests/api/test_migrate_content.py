"""`python -m api migrate-content`: stored rows below the current content schema are
rewritten in batches, on SQLite and PostgreSQL, once (docs/content-migrations.md)."""

import copy

import sqlalchemy as sa

from api.__main__ import main
from api.catalogue.content_migrations import CURRENT_CONTENT_SCHEMA, SOCIAL_LINKS
from api.migrations.content import migrate_stored_content
from api.pages.models import Page, ReusableTemplate
from api.releases.models import Revision
from api.timestamps import utcnow

PAGE = Page.__table__
TEMPLATE = ReusableTemplate.__table__
REVISION = Revision.__table__


def as_version_1(components):
    old = copy.deepcopy(components)
    for section in old:
        if section.get("template") in ("footersTwo", "doubleMenuHeader"):
            for key in SOCIAL_LINKS:
                if section["meta"].get(key) == "":
                    section["meta"][key] = "#"
    return old


def hashes(value):
    """How many social links in `value` (any JSON) are version 1's '#'."""
    if isinstance(value, dict):
        own = sum(1 for key in SOCIAL_LINKS if value.get(key) == "#")
        return own + sum(hashes(item) for item in value.values())
    if isinstance(value, list):
        return sum(hashes(item) for item in value)
    return 0


def rows(engine, table, project_id):
    with engine.connect() as connection:
        return {
            row.id: row
            for row in connection.execute(
                sa.select(table).where(table.c.project_id == project_id).order_by(table.c.id)
            )
        }


def age(engine, project_id):
    """Puts the demo's pages and templates back to content schema 1 and adds revisions
    written at 1 (a page's, a menu's) and one at the current version; returns what the
    rows hold now, for comparison."""
    pages = rows(engine, PAGE, project_id)
    templates = rows(engine, TEMPLATE, project_id)
    with engine.begin() as connection:
        for row in pages.values():
            connection.execute(
                sa.update(PAGE)
                .where(PAGE.c.id == row.id)
                .values(
                    components=as_version_1(row.components),
                    secured_components=as_version_1(row.secured_components),
                    draft={"components": as_version_1(row.components)},
                    content_schema=1,
                )
            )
        for row in templates.values():
            connection.execute(
                sa.update(TEMPLATE)
                .where(TEMPLATE.c.id == row.id)
                .values(components=as_version_1(row.components), content_schema=1)
            )
        home = next(row for row in pages.values() if row.path == "/")
        revision = {"project_id": project_id, "created_at": utcnow()}
        connection.execute(
            sa.insert(REVISION),
            [
                {
                    **revision,
                    "kind": "page",
                    "document": str(home.id),
                    "number": 1,
                    "content": {"post_title": "Home", "components": as_version_1(home.components)},
                    "content_schema": 1,
                },
                {
                    **revision,
                    "kind": "menu",
                    "document": "hoofdmenu",
                    "number": 1,
                    "content": {"title": "Hoofdmenu", "items": []},
                    "content_schema": 1,
                },
                {
                    **revision,
                    "kind": "page",
                    "document": str(home.id),
                    "number": 2,
                    "content": {"post_title": "Home", "components": home.components},
                    "content_schema": CURRENT_CONTENT_SCHEMA,
                },
            ],
        )
    return pages, templates


def test_the_command_rewrites_every_old_row_once(engine, sites):
    pages, templates = age(engine, sites.demo)
    assert hashes([row.components for row in rows(engine, PAGE, sites.demo).values()]) > 0

    reports = migrate_stored_content(engine, batch_size=4)  # several batches per table
    assert reports["page"].rewritten == len(pages)
    assert reports["reusable_template"].rewritten == len(templates)
    assert reports["revision"].rewritten == 2  # the current one is not touched
    assert all(not report.skipped and not report.failed for report in reports.values())

    for row_id, row in rows(engine, PAGE, sites.demo).items():
        before = pages[row_id]
        assert row.content_schema == CURRENT_CONTENT_SCHEMA
        assert row.components == before.components
        assert row.secured_components == before.secured_components
        assert row.draft == {"components": before.components}
        # Readers saw these trees already (migration on read): no new row version.
        assert (row.version, row.updated_at) == (before.version, before.updated_at)
    for row_id, row in rows(engine, TEMPLATE, sites.demo).items():
        assert row.content_schema == CURRENT_CONTENT_SCHEMA
        assert row.components == templates[row_id].components
    revisions = rows(engine, REVISION, sites.demo)
    assert {row.content_schema for row in revisions.values()} == {CURRENT_CONTENT_SCHEMA}
    assert hashes([row.content for row in revisions.values()]) == 0
    assert next(r for r in revisions.values() if r.kind == "menu").content == {
        "title": "Hoofdmenu",
        "items": [],
    }

    again = migrate_stored_content(engine, batch_size=4)
    assert all(
        (report.rewritten, report.skipped, report.failed) == (0, 0, []) for report in again.values()
    )


def test_a_row_of_an_unknown_version_is_reported_and_the_others_rewritten(engine, sites):
    pages, _templates = age(engine, sites.second)
    broken = min(pages)
    with engine.begin() as connection:
        connection.execute(sa.update(PAGE).where(PAGE.c.id == broken).values(content_schema=0))
    reports = migrate_stored_content(engine, batch_size=2)
    assert reports["page"].failed == [broken]
    assert reports["page"].rewritten == len(pages) - 1
    assert rows(engine, PAGE, sites.second)[broken].content_schema == 0


def test_the_command_line_reports_counts(engine, sites, monkeypatch, capsys):
    monkeypatch.setenv("DATABASE_URL", engine.url.render_as_string(hide_password=False))
    pages, templates = age(engine, sites.second)
    assert main(["migrate-content", "--batch-size", "3"]) == 0
    out = capsys.readouterr().out
    assert f"inhoudsschema {CURRENT_CONTENT_SCHEMA}" in out
    assert f"pagina's: {len(pages)} herschreven, 0 overgeslagen" in out
    assert f"templates: {len(templates)} herschreven" in out
    assert main(["migrate-content"]) == 0
    assert "pagina's: 0 herschreven" in capsys.readouterr().out
