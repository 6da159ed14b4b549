from jsonschema import Draft202012Validator

from api.catalogue import block_defaults, catalogue, section_defaults, style_defaults
from api.catalogue.schemas import validator_for


def test_every_schema_is_valid_2020_12():
    cat = catalogue()
    for schema in [*cat.sections.values(), *cat.blocks.values(), *cat.definitions.values()]:
        Draft202012Validator.check_schema(schema)


def test_every_default_validates_against_its_schema():
    cat = catalogue()
    for template, schema in cat.sections.items():
        assert list(validator_for(schema["$id"]).iter_errors(section_defaults(template))) == []
    for block_type, schema in cat.blocks.items():
        assert list(validator_for(schema["$id"]).iter_errors(block_defaults(block_type))) == []
    assert list(validator_for(cat.style["$id"]).iter_errors(style_defaults())) == []


def test_refs_resolve_through_the_registry():
    validate = validator_for(catalogue().sections["headerOne"]["$id"])
    assert not validate.is_valid({"logo_height": "13x"})
    assert validate.is_valid(
        {"logo_height": "12", "logo_height_mobile": "6", "content": {"blocks": []}}
    )
    assert not validate.is_valid({"content": {"blocks": [{"type": "paragraph", "data": {}}]}})
