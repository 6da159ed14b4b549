"""Content-schema migrations of component trees (api/catalogue/content_migrations.py)."""

import copy
import json

import pytest

from api.catalogue import check_components
from api.catalogue.content_migrations import (
    CURRENT_CONTENT_SCHEMA,
    MIGRATIONS,
    ContentMigration,
    ContentSchemaError,
    chain,
    migrate_components,
    migrate_content,
    migrate_site_document,
    remove_fields,
    rename_fields,
    rename_kind,
)
from api.demo import DOCUMENTS

NETWORKS = ("facebook", "linkedin", "twitter", "instagram", "github", "youtube")


def v1_footer(section_id="footer", **links):
    """A footer as version 1 stored it: '#' (the old default) for links not filled in."""
    meta = {f"{network}_link": "#" for network in NETWORKS}
    meta.update(links)
    return {"id": section_id, "template": "footersTwo", "meta": meta, "blocks": []}


def v1_tree():
    return [
        {
            "id": "head",
            "template": "doubleMenuHeader",
            "meta": {
                "facebook_link": " # ",
                "linkedin_link": "https://www.linkedin.com/company/bakker",
                "youtube_link": "",
                "login_link": "#",
            },
            "blocks": [],
        },
        {
            "id": "body",
            "template": "dynamic",
            "meta": {},
            "blocks": [
                {
                    "id": "b1",
                    "type": "button",
                    "props": {"title": "Naar boven", "url": "#"},
                    "style": {},
                    "slots": {},
                }
            ],
        },
        v1_footer(facebook_link="https://facebook.com/bakker", github_link="   "),
        # A footer saved with some keys missing: those showed the default, as now.
        {"id": "footer2", "template": "footersTwo", "meta": {"twitter_link": "#"}, "blocks": []},
    ]


def test_the_registry_runs_from_version_1_to_current():
    assert [migration.from_version for migration in MIGRATIONS] == list(
        range(1, CURRENT_CONTENT_SCHEMA)
    )
    assert CURRENT_CONTENT_SCHEMA == 2
    assert all(migration.name for migration in MIGRATIONS)


def test_version_1_social_links_not_filled_in_become_empty():
    tree = v1_tree()
    before = copy.deepcopy(tree)
    migrated = migrate_components(tree, 1)
    assert tree == before  # the argument is left alone
    header, body, footer, footer2 = migrated
    assert header["meta"] == {
        "facebook_link": "",
        "linkedin_link": "https://www.linkedin.com/company/bakker",
        "youtube_link": "",
        # Not a social link: '#' there is an address like any other.
        "login_link": "#",
    }
    assert body == before[1]
    assert footer["meta"] == {
        "facebook_link": "https://facebook.com/bakker",
        "linkedin_link": "",
        "twitter_link": "",
        "instagram_link": "",
        "github_link": "",
        "youtube_link": "",
    }
    assert footer2["meta"] == {"twitter_link": ""}


def test_the_migration_is_idempotent_and_its_result_is_valid_version_2():
    once = migrate_components(v1_tree(), 1)
    (migration,) = MIGRATIONS
    twice = migrate_components(once, 1)
    assert twice == once
    for section in once:
        change = migration.sections.get(section["template"])
        if change is not None:
            assert change(section) == section
    assert check_components(once, path="components").ok


def test_a_current_tree_is_returned_as_it_is():
    tree = v1_tree()
    assert migrate_components(tree, CURRENT_CONTENT_SCHEMA) is tree


@pytest.mark.parametrize("version", [0, -1, "1", 1.0, True, None, CURRENT_CONTENT_SCHEMA + 1])
def test_unknown_versions_are_refused(version):
    with pytest.raises(ContentSchemaError) as raised:
        migrate_components(v1_tree(), version)
    assert list(raised.value.errors) == ["content_schema"]


def test_a_newer_version_says_so_in_dutch():
    with pytest.raises(ContentSchemaError) as raised:
        migrate_components([], CURRENT_CONTENT_SCHEMA + 1)
    (message,) = raised.value.errors["content_schema"]
    assert f"inhoudsschema {CURRENT_CONTENT_SCHEMA + 1}" in message


def test_malformed_entries_are_left_for_the_checks():
    tree = [None, "x", {"template": "footersTwo", "meta": "kapot"}, {"template": "dynamic"}]
    assert migrate_components(tree, 1) == tree
    assert migrate_components("geen lijst", 1) == "geen lijst"


# A made-up registry exercising the walker and the operations.
def _mark(label):
    def apply(node):
        return {**node, "trail": [*node.get("trail", []), label]}

    return apply


SYNTHETIC = (
    ContentMigration(
        from_version=1,
        name="rename and drop",
        sections={"old": chain(rename_kind("new"), rename_fields({"a": "b"}))},
        blocks={"img": remove_fields(["legacy"]), "box": _mark("v2")},
    ),
    ContentMigration(
        from_version=2,
        name="mark",
        sections={"new": _mark("v3")},
        blocks={"image": rename_fields({"src": "url"}), "box": _mark("v3")},
    ),
    ContentMigration(from_version=3, name="image type", blocks={"img": rename_kind("image")}),
)


def nested(depth):
    block = {"id": "leaf", "type": "img", "props": {"src": "/a.jpg", "legacy": 1}, "slots": {}}
    for level in range(depth):
        block = {"id": f"box{level}", "type": "box", "props": {}, "slots": {"items": [block]}}
    return block


def test_migrations_apply_in_order_to_sections_and_blocks_at_any_depth():
    tree = [{"id": "s", "template": "old", "meta": {"x": 1, "a": 2}, "blocks": [nested(3)]}]
    migrated = migrate_components(tree, 1, migrations=SYNTHETIC)
    (section,) = migrated
    assert section["template"] == "new"
    assert list(section["meta"].items()) == [("x", 1), ("b", 2)]
    # 'old' became 'new' in the first migration, so the second one's 'new' change ran.
    assert section["trail"] == ["v3"]
    block = section["blocks"][0]
    for _level in range(3):
        assert block["trail"] == ["v2", "v3"]
        (block,) = block["slots"]["items"]
    # legacy dropped (1 -> 2); still 'img' in 2 -> 3, so not renamed; 'image' from 3 -> 4.
    assert block == {"id": "leaf", "type": "image", "props": {"src": "/a.jpg"}, "slots": {}}
    # Starting later skips the earlier migrations.
    later = migrate_components(tree, 3, migrations=SYNTHETIC)
    assert later[0]["template"] == "old" and "trail" not in later[0]


def test_rename_fields_keeps_a_value_already_under_the_new_key():
    change = rename_fields({"a": "b"})
    node = {"template": "t", "meta": {"a": 1, "b": 2}}
    assert change(node)["meta"] == {"b": 2}
    assert change(change(node)) == change(node)


def test_the_walk_stops_at_a_hostile_depth():
    tree = [{"id": "s", "template": "dynamic", "meta": {}, "blocks": [nested(200)]}]
    migrated = migrate_components(tree, 1, migrations=SYNTHETIC)
    assert json.dumps(migrated).count('"legacy"') == 1  # the leaf is beyond the limit


def test_a_registry_with_a_gap_is_refused():
    gap = (ContentMigration(from_version=2, name="too late"),)
    with pytest.raises(ValueError, match="expected 1"):
        migrate_components([], 1, migrations=gap)


def test_migrate_content_migrates_the_trees_of_a_revision_or_draft():
    content = {
        "path": "/",
        "post_title": "Home",
        "components": [v1_footer()],
        "secured_components": [v1_footer("secured")],
    }
    before = copy.deepcopy(content)
    migrated = migrate_content(content, 1)
    assert content == before
    assert migrated["path"] == "/" and migrated["post_title"] == "Home"
    assert migrated["components"][0]["meta"]["facebook_link"] == ""
    assert migrated["secured_components"][0]["meta"]["youtube_link"] == ""
    assert migrate_content(content, CURRENT_CONTENT_SCHEMA) is content
    # A menu's or form's content has no trees.
    menu = {"title": "Hoofdmenu", "items": []}
    assert migrate_content(menu, 1) == menu


def test_a_site_document_without_a_version_is_version_1():
    document = {
        "format": "site-document",
        "version": 1,
        "templates": [{"id": "voet", "title": "Voet", "components": [v1_footer()]}],
        "pages": [{"path": "/", "components": [v1_footer()], "secured_components": []}, "kapot"],
    }
    migrated = migrate_site_document(document)
    assert "content_schema" not in document
    assert migrated["content_schema"] == CURRENT_CONTENT_SCHEMA
    assert migrated["templates"][0]["components"][0]["meta"]["twitter_link"] == ""
    assert migrated["pages"][0]["components"][0]["meta"]["github_link"] == ""
    assert migrated["pages"][1] == "kapot"
    assert migrate_site_document(migrated) is migrated
    assert migrate_site_document([1, 2]) == [1, 2]


def test_a_site_document_of_an_unknown_version_is_refused():
    with pytest.raises(ContentSchemaError) as raised:
        migrate_site_document({"content_schema": "twee", "pages": []})
    assert raised.value.errors == {
        "content_schema": [f"Moet een geheel getal van 1 tot en met {CURRENT_CONTENT_SCHEMA} zijn."]
    }


@pytest.mark.parametrize("name", ["demo.json", "second.json"])
def test_the_demo_documents_are_written_in_the_current_shape(name):
    document = json.loads((DOCUMENTS / name).read_text("utf-8"))
    assert document["content_schema"] == CURRENT_CONTENT_SCHEMA
    # Read as if they were version 1, nothing would change: no old shape is left in them.
    as_v1 = {**document, "content_schema": 1}
    assert {**migrate_site_document(as_v1), "content_schema": CURRENT_CONTENT_SCHEMA} == document
