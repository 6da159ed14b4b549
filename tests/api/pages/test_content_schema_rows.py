"""Stored trees and their content-schema version: import of old site documents,
migration on read, and writes that bring a whole row to the current version
(docs/content-migrations.md)."""

import copy

import pytest
import sqlalchemy as sa

from api.catalogue.content_migrations import (
    CURRENT_CONTENT_SCHEMA,
    SOCIAL_LINKS,
    ContentSchemaError,
)
from api.database import session_scope
from api.demo import read_document
from api.pages.models import Page, ReusableTemplate
from api.pages.trees import current_components, current_draft
from api.projects.models import Project
from api.sites.transfer import export_site

OWNER = "/api/owner/v1/projects"
BUNDLE = "/api/services/websites/v1/page-bundle"
PAGE = Page.__table__
TEMPLATE = ReusableTemplate.__table__
SOCIAL_TEMPLATES = ("footersTwo", "doubleMenuHeader")


def as_version_1(components):
    """The tree as content schema 1 stored it: '#' for a social link not filled in."""
    old = copy.deepcopy(components)
    for section in old:
        if section.get("template") in SOCIAL_TEMPLATES:
            for key in SOCIAL_LINKS:
                if section["meta"].get(key) == "":
                    section["meta"][key] = "#"
    return old


def social_links(components):
    return [
        {key: section["meta"][key] for key in SOCIAL_LINKS if key in section["meta"]}
        for section in components
        if section.get("template") in SOCIAL_TEMPLATES
    ]


def _all_values(components):
    return {value for links in social_links(components) for value in links.values()}


def raw_row(engine, table, row_id):
    with engine.connect() as connection:
        return connection.execute(sa.select(table).where(table.c.id == row_id)).one()._mapping


def set_raw(engine, table, row_id, **values):
    with engine.begin() as connection:
        connection.execute(sa.update(table).where(table.c.id == row_id).values(**values))


def page_id(engine, project_id, path):
    with engine.connect() as connection:
        return connection.execute(
            sa.select(PAGE.c.id).where(PAGE.c.project_id == project_id, PAGE.c.path == path)
        ).scalar_one()


def template_id(engine, project_id, key):
    with engine.connect() as connection:
        return connection.execute(
            sa.select(TEMPLATE.c.id).where(
                TEMPLATE.c.project_id == project_id, TEMPLATE.c.key == key
            )
        ).scalar_one()


def export(engine, project_id):
    with session_scope(engine) as session:
        return export_site(session, project_id)


def old_document():
    """second.json as a version 1 export: no content_schema, '#' in the footers."""
    document = read_document("second.json")
    del document["content_schema"]
    for page in document["pages"]:
        page["components"] = as_version_1(page["components"])
    footer = next(
        section
        for section in document["pages"][0]["components"]
        if section["template"] == "footersTwo"
    )
    document["templates"] = [{"id": "voet", "title": "Voet", "components": [footer]}]
    return document


def test_an_old_document_is_imported_in_the_current_shape(engine, import_document):
    document = old_document()
    assert "#" in _all_values(document["pages"][0]["components"])
    project_id = import_document(copy.deepcopy(document), "fietsen.example")
    wanted = read_document("second.json")
    with engine.connect() as connection:
        pages = connection.execute(
            sa.select(PAGE.c.path, PAGE.c.components, PAGE.c.content_schema).where(
                PAGE.c.project_id == project_id
            )
        ).all()
        (template,) = connection.execute(
            sa.select(TEMPLATE.c.components, TEMPLATE.c.content_schema).where(
                TEMPLATE.c.project_id == project_id
            )
        ).all()
    by_path = {page["path"]: page for page in wanted["pages"]}
    assert len(pages) == len(by_path)
    for path, components, version in pages:
        assert version == CURRENT_CONTENT_SCHEMA
        # The stored social links are what the current demo document has: '' not '#'.
        assert social_links(components) == social_links(by_path[path]["components"]), path
    assert template.content_schema == CURRENT_CONTENT_SCHEMA
    assert "#" not in _all_values(template.components)
    exported = export(engine, project_id)
    assert exported["content_schema"] == CURRENT_CONTENT_SCHEMA
    assert social_links(exported["pages"][0]["components"]) == social_links(
        by_path[exported["pages"][0]["path"]]["components"]
    )


def test_a_document_of_an_unknown_content_schema_is_refused(engine, import_document):
    document = read_document("second.json")
    document["content_schema"] = CURRENT_CONTENT_SCHEMA + 1
    with pytest.raises(ContentSchemaError) as refused:
        import_document(document, "fietsen.example")
    assert list(refused.value.errors) == ["content_schema"]
    with session_scope(engine) as session:
        assert session.exec(sa.select(Project)).first() is None


def test_a_row_left_at_version_1_is_migrated_when_read(client, sites, engine, owner_headers):
    home = page_id(engine, sites.demo, "/")
    stored = raw_row(engine, PAGE, home)
    current = stored["components"]
    set_raw(engine, PAGE, home, components=as_version_1(current), content_schema=1)

    body = client.get(f"{OWNER}/{sites.demo}/pages/{home}", headers=owner_headers).json()
    assert social_links(body["page"]["components"]) == social_links(current)
    exported = next(page for page in export(engine, sites.demo)["pages"] if page["path"] == "/")
    assert social_links(exported["components"]) == social_links(current)
    # Reading writes nothing: the row stays as stored until it is written or migrated.
    row = raw_row(engine, PAGE, home)
    assert row["content_schema"] == 1
    assert "#" in _all_values(row["components"])
    # Models and Core rows (the visitor bundle's reads) alike.
    with engine.connect() as connection:
        core_row = connection.execute(sa.select(PAGE).where(PAGE.c.id == home)).one()
    assert current_components(core_row) == current
    with session_scope(engine) as session:
        page = session.get(Page, home)
        assert current_components(page) == current
        assert current_components(page, "secured_components") == page.secured_components


def test_a_template_left_at_version_1_is_migrated_in_the_visitor_bundle(client, sites, engine):
    # /catalogus/templates places the template 'bestel-cta'; give it an old footer.
    footer = next(
        section
        for section in raw_row(engine, PAGE, page_id(engine, sites.demo, "/"))["components"]
        if section["template"] == "footersTwo"
    )
    cta = template_id(engine, sites.demo, "bestel-cta")
    set_raw(engine, TEMPLATE, cta, components=as_version_1([footer]), content_schema=1)
    body = client.get(BUNDLE, params={"path": "/catalogus/templates"}).json()
    assert social_links(body["templates"]["bestel-cta"]["components"]) == social_links([footer])


def test_writing_a_row_brings_every_tree_to_the_current_version(
    client, sites, engine, owner_headers
):
    locked = page_id(engine, sites.demo, "/besloten")
    stored = raw_row(engine, PAGE, locked)
    draft = {"post_title": "Concept", "components": stored["components"]}
    set_raw(
        engine,
        PAGE,
        locked,
        components=as_version_1(stored["components"]),
        secured_components=as_version_1(stored["secured_components"]),
        draft={**draft, "components": as_version_1(draft["components"])},
        content_schema=1,
    )
    with session_scope(engine) as session:
        assert current_draft(session.get(Page, locked)) == draft

    # Only a title: the trees the write leaves alone are migrated with it.
    response = client.put(
        f"{OWNER}/{sites.demo}/pages/{locked}",
        json={"post_title": "Besloten (nieuw)"},
        headers=owner_headers,
    )
    assert response.status_code == 200, response.text
    row = raw_row(engine, PAGE, locked)
    assert row["content_schema"] == CURRENT_CONTENT_SCHEMA
    assert row["components"] == stored["components"]
    assert row["secured_components"] == stored["secured_components"]
    # The title went into the draft (docs/publishing.md), whose trees came along too.
    assert row["draft"]["post_title"] == "Besloten (nieuw)"
    assert row["draft"]["components"] == draft["components"]

    # Only the public components: the secured ones follow.
    set_raw(
        engine,
        PAGE,
        locked,
        secured_components=as_version_1(stored["secured_components"]),
        content_schema=1,
    )
    response = client.put(
        f"{OWNER}/{sites.demo}/pages/{locked}",
        json={"components": stored["components"], "post_title": "Besloten (weer nieuw)"},
        headers=owner_headers,
    )
    assert response.status_code == 200, response.text
    row = raw_row(engine, PAGE, locked)
    assert row["content_schema"] == CURRENT_CONTENT_SCHEMA
    assert row["secured_components"] == stored["secured_components"]


def test_a_template_written_again_is_stored_at_the_current_version(
    client, sites, engine, owner_headers
):
    cta = template_id(engine, sites.demo, "bestel-cta")
    stored = raw_row(engine, TEMPLATE, cta)
    set_raw(engine, TEMPLATE, cta, content_schema=1)
    # A changed title: a write equal to the live template would store nothing at all.
    response = client.put(
        f"{OWNER}/{sites.demo}/templates/bestel-cta",
        json={"title": stored["title"] + " (nieuw)", "components": stored["components"]},
        headers=owner_headers,
    )
    assert response.status_code == 200, response.text
    assert raw_row(engine, TEMPLATE, cta)["content_schema"] == CURRENT_CONTENT_SCHEMA


def test_new_rows_are_written_at_the_current_version(engine, sites):
    with session_scope(engine) as session:
        page = Page(project_id=sites.second, path="/nieuw")
        session.add(page)
        session.flush()
        new_id = page.id
    assert raw_row(engine, PAGE, new_id)["content_schema"] == CURRENT_CONTENT_SCHEMA
