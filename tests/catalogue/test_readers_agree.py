"""The Python and JS schema readers resolve every template and block the same way:
the same resolved schemas, catalogue entries, defaults and field definitions, from the
same definition files (the shared fields of definitions/fields.schema.json included)."""

import json
import shutil
import subprocess

import pytest

from api.catalogue import block_catalogue, catalogue, section_catalogue, style_defaults
from api.catalogue.fields import field_definitions
from api.catalogue.schemas import SCHEMA_ROOT

pytestmark = pytest.mark.skipif(shutil.which("node") is None, reason="needs node")


@pytest.fixture(scope="module")
def js():
    script = SCHEMA_ROOT / "scripts" / "dump-catalogue.mjs"
    run = subprocess.run(
        ["node", str(script), "--full"], capture_output=True, text=True, check=True, timeout=120
    )
    return json.loads(run.stdout)


def _described(schemas, entries):
    by_id = {entry["id"]: entry for entry in entries}
    return {
        schema_id: {"entry": by_id[schema_id], "fields": field_definitions(schema)}
        for schema_id, schema in schemas.items()
    }


def test_resolved_schemas_agree(js):
    cat = catalogue()
    assert list(js["schemas"]["sections"]) == list(cat.sections)
    for schema_id, schema in cat.sections.items():
        assert js["schemas"]["sections"][schema_id] == schema, schema_id
        assert list(js["schemas"]["sections"][schema_id]["properties"]) == list(
            schema["properties"]
        )
    assert js["schemas"]["blocks"] == cat.blocks


def test_definition_files_and_shared_fields_agree(js):
    cat = catalogue()
    assert js["schemas"]["definitions"] == cat.definitions
    shared = cat.definitions["fields"]["$defs"]
    # Each shared definition reads as the same field (title, default, options, x-field)
    # on both sides, so a template that refers to it gets the same field everywhere.
    assert js["sharedFields"] == field_definitions({"properties": shared})
    assert [field["key"] for field in js["sharedFields"]] == list(shared)


def test_every_template_and_block_reads_the_same(js):
    cat = catalogue()
    sections = _described(cat.sections, section_catalogue())
    blocks = _described(cat.blocks, block_catalogue())
    assert list(js["sections"]) == list(sections)
    for template, described in sections.items():
        assert js["sections"][template] == described, template
    for block_type, described in blocks.items():
        assert js["blocks"][block_type] == described, block_type
    assert js["style"] == {
        "entry": {"defaults": style_defaults()},
        "fields": field_definitions(cat.style),
    }


def test_python_field_list_equals_the_snapshot():
    # The snapshot (shared-schema/tests/snapshots/catalogue.json) pins the resolved field
    # list per template; the JS side checks it in shared-schema/tests/snapshot.test.mjs.
    snapshot = json.loads(
        (SCHEMA_ROOT / "tests" / "snapshots" / "catalogue.json").read_text("utf-8")
    )
    sets = catalogue().option_sets

    def compact(field):
        for name, option_set in sets.items():
            if field.get("options") == option_set["x-options"]:
                return {**field, "options": {"set": name}}
        return field

    for template, schema in catalogue().sections.items():
        fields = [compact(field) for field in field_definitions(schema)]
        assert snapshot["sections"][template]["fields"] == fields, template
