"""The spec's other names of block types are stored under the catalogue's names."""

from __future__ import annotations

import pytest

from api.catalogue import check_components


def page_with(block_type: str, props: dict) -> list[dict]:
    block = {"id": "b1", "type": block_type, "props": props, "style": {}, "slots": {}}
    return [{"id": "s1", "template": "dynamic", "meta": {}, "blocks": [block]}]


@pytest.mark.parametrize(
    ("alias", "stored", "props"),
    [
        ("menu", "accordion", {"accordion_title": "Openingstijden", "default_open": "1"}),
        ("three3model", "threedmodel", {"url": "https://cdn.example/taart.glb"}),
        ("paragraph", "text", {}),
        ("forms", "form", {}),
    ],
)
def test_an_alias_is_checked_and_stored_as_the_catalogue_type(alias, stored, props):
    result = check_components(page_with(alias, props), path="components")
    assert result.errors == {}
    assert result.components[0]["blocks"][0]["type"] == stored
    assert result.components[0]["blocks"][0]["props"].items() >= props.items()


def test_an_unknown_type_is_still_refused():
    result = check_components(page_with("carrousel", {}), path="components")
    assert result.errors == {"components[0].blocks[0].type": ["Onbekend bloktype 'carrousel'."]}
