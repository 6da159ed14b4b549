"""Field definitions are written once: a field that several section templates or block
types share lives in definitions/fields.schema.json and each schema refers to it."""

import json
from collections import defaultdict

from api.catalogue import catalogue
from api.catalogue.resolve import field_ref_name
from api.catalogue.schemas import authored


def _inline_properties():
    """(folder/id, key, property) of every property written out in a schema file."""
    files = authored()
    for folder in ("sections", "blocks"):
        for schema_id, schema in files[folder].items():
            for key, prop in schema.get("properties", {}).items():
                if field_ref_name(prop.get("$ref")) is None:
                    yield f"{folder}/{schema_id}", key, prop


def test_no_field_definition_is_copied_inline():
    copies = defaultdict(list)
    for where, key, prop in _inline_properties():
        copies[(key, json.dumps(prop, sort_keys=True))].append(where)
    repeated = {key: places for (key, _text), places in copies.items() if len(places) > 1}
    assert repeated == {}, (
        "move these into definitions/fields.schema.json and refer to them (docs/schema.md)"
    )


def test_every_shared_definition_is_used():
    files = authored()
    used = {
        field_ref_name(prop.get("$ref"))
        for folder in ("sections", "blocks")
        for schema in files[folder].values()
        for prop in schema.get("properties", {}).values()
    }
    shared = set(files["definitions"]["fields"]["$defs"])
    assert shared - used == set()


def test_a_reference_resolves_to_its_shared_definition():
    shared = authored()["definitions"]["fields"]["$defs"]
    sections, blocks = catalogue().sections, catalogue().blocks
    for schema_id in ("image", "gallery", "button", "threedmodel"):
        assert blocks[schema_id]["properties"]["width"] == shared["width"], schema_id
    assert sections["footersTwo"]["properties"]["copyright"] == shared["copyright"]
    assert sections["CopyrightCenter"]["properties"]["copyright"] == shared["copyright"]
    assert sections["columnsSix"]["properties"]["block5"] == shared["columns_block5"]
