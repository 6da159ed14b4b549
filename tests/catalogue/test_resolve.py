import pytest
from jsonschema import Draft202012Validator

from api.catalogue import catalogue, section_defaults
from api.catalogue.fields import field_definitions
from api.catalogue.resolve import SchemaError, resolve_folder
from api.catalogue.schemas import authored, registry_of

PROBES = [12345, "not-an-option", "", "1", None, [], {"blocks": []}]


def test_authored_files_validate_natively_like_the_resolved_schemas():
    files = authored()
    native = registry_of(files["sections"], files["blocks"], files["definitions"])
    for folder in ("sections", "blocks"):
        for schema_id, schema in getattr(catalogue(), folder).items():
            mine = Draft202012Validator(native.contents(schema["$id"]), registry=native)
            flat = Draft202012Validator(schema, registry=catalogue().registry)
            defaults = {f["key"]: f.get("default") for f in field_definitions(schema)}
            assert mine.is_valid(defaults), schema_id
            unknown = {**defaults, "zz_unknown_field": "1"}
            assert mine.is_valid(unknown) == flat.is_valid(unknown), schema_id
            for key in schema["properties"]:
                for probe in PROBES:
                    values = {**defaults, key: probe}
                    assert mine.is_valid(values) == flat.is_valid(values), (schema_id, key, probe)


def test_variants_and_shared_fields():
    sections = catalogue().sections
    assert field_definitions(sections["headerOneSearch"]) == field_definitions(
        sections["headerOne"]
    )
    assert section_defaults("headerOneText")["show_text_header"] == "1"
    assert sections["masonryGallery"]["properties"]["logo_image"]["x-field"]["settings"] == {
        "maxFiles": 10
    }
    assert section_defaults("columnsOne")["padding_top"] == "13"
    assert "allOf" not in sections["blockGalleryFour"]


FIELDS = {"$defs": {"gap": {"title": "Gap", "type": "string", "default": "4"}}}
REF = "../definitions/fields.schema.json#/$defs/gap"


def test_shared_field_and_variant_order():
    folder = {
        "base": {"properties": {"a": {"type": "string"}, "gap": {"$ref": REF, "default": "8"}}},
        "child": {
            "allOf": [{"$ref": "base.schema.json"}],
            "properties": {"c": {"type": "string"}, "a": {"default": "y"}},
        },
    }
    resolved = resolve_folder(folder, FIELDS)
    assert resolved["base"]["properties"]["gap"] == {
        "title": "Gap",
        "type": "string",
        "default": "8",
    }
    assert list(resolved["child"]["properties"]) == ["a", "gap", "c"]
    assert resolved["child"]["properties"]["a"] == {"type": "string", "default": "y"}


def test_a_variant_inherits_schema_level_keywords_not_identity():
    folder = {
        "base": {
            "$id": "b",
            "title": "Base",
            "required": ["a"],
            "additionalProperties": False,
            "properties": {"a": {"type": "string"}},
        },
        "child": {"$id": "c", "title": "Child", "allOf": [{"$ref": "base.schema.json"}]},
    }
    assert resolve_folder(folder, FIELDS)["child"] == {
        "$id": "c",
        "title": "Child",
        "required": ["a"],
        "additionalProperties": False,
        "properties": {"a": {"type": "string"}},
    }


@pytest.mark.parametrize(
    ("folder", "message"),
    [
        ({"x": {"properties": {"gap": {"$ref": REF, "type": "number"}}}}, "not 'type'"),
        (
            {"x": {"properties": {"g": {"$ref": "../definitions/fields.schema.json#/$defs/no"}}}},
            "unknown shared field 'no'",
        ),
        ({"x": {"allOf": [{"$ref": "missing.schema.json"}]}}, "unknown base 'missing'"),
        (
            {
                "x": {"allOf": [{"$ref": "y.schema.json"}]},
                "y": {"allOf": [{"$ref": "x.schema.json"}]},
            },
            "circular base",
        ),
        ({"x": {"allOf": [{"type": "object"}]}}, "allOf must be exactly"),
    ],
)
def test_resolver_refusals(folder, message):
    with pytest.raises(SchemaError, match=message):
        resolve_folder(folder, FIELDS)
