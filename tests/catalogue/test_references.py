from api.catalogue import referenced_keys


def test_menu_form_and_partial_fields_are_collected():
    components = [
        {"id": "h", "template": "headerOne", "meta": {"main_menu_menu": "main"}, "blocks": []},
        {"id": "p", "template": "passwordLogin", "meta": {"form": "login"}, "blocks": []},
        {"id": "e", "template": "headerOne", "meta": {"main_menu_menu": ""}, "blocks": []},
    ]
    assert referenced_keys(components) == {
        "menus": {"main"},
        "forms": {"login"},
        "templates": set(),
    }


def test_malformed_input_yields_nothing():
    assert referenced_keys(None) == {"menus": set(), "forms": set(), "templates": set()}
    assert referenced_keys([1, {"template": "nope", "meta": {"x": "y"}}])["menus"] == set()


def test_references_inside_blocks_slots_and_other_templates():
    components = [
        {
            "id": "b",
            "template": "doubleMenuHeader",
            "meta": {"main_menu": "main", "secondary_menu": "second", "third_menu": "third"},
        },
        {"id": "t", "template": "headerTopBar", "meta": {"header_top_menu_menu": "top"}},
        {"id": "p", "template": "templatePartial", "meta": {"template": "cta-partial"}},
        {
            "id": "d",
            "template": "dynamic",
            "meta": {},
            "blocks": [
                {
                    "id": "c",
                    "type": "columns",
                    "props": {},
                    "slots": {
                        "item_two": [
                            {"id": "f", "type": "form", "props": {"forms": {"id": "contact"}}},
                            {
                                "id": "a",
                                "type": "accordion",
                                "props": {},
                                "slots": {
                                    "accordion_content": [
                                        {
                                            "id": "s",
                                            "type": "savedcontent",
                                            "props": {"savedcontent_mutated": {"id": "footer-cta"}},
                                        },
                                    ]
                                },
                            },
                        ]
                    },
                },
            ],
        },
        {"id": "w", "template": "welcomeOne", "meta": {"form": "offerte"}},
    ]
    assert referenced_keys(components) == {
        "menus": {"main", "second", "third", "top"},
        "forms": {"contact", "offerte"},
        "templates": {"cta-partial", "footer-cta"},
    }
