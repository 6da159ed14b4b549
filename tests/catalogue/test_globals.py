"""Site-wide field values: which keys may be global and how their values are checked."""

from api.catalogue import check_global_fields, global_field_definitions

PATH = "project.global_fields"
RAW = "Alleen een ontwikkelaar mag HTML-code in een tekstblok opslaan."


def doc(*blocks):
    return {"time": 1700000000000, "version": "2.18.0", "blocks": list(blocks)}


def paragraph(text):
    return {"id": "p1", "type": "paragraph", "data": {"text": text}}


def check(values, developer=False, stored=None):
    return check_global_fields(values, PATH, developer=developer, stored=stored)


def test_only_fields_with_a_local_toggle_may_be_global():
    keys = set(global_field_definitions())
    assert {"copyright", "content", "title", "button_title", "logo_image"} <= keys
    assert not any(key.endswith("_local") for key in keys)
    # padding_top exists everywhere but has no padding_top_local.
    assert "padding_top" not in keys
    errors = check({"padding_top": "4", "copyright_local": "0"})
    assert set(errors) == {f"{PATH}.padding_top", f"{PATH}.copyright_local"}


def test_values_are_checked_against_the_field_schema():
    errors = check(
        {
            "copyright": "© 2026 als platte tekst",
            "button_title": 12,
            "button_link": "/contact",
            "title": doc(paragraph("Klaar?")),
        }
    )
    assert set(errors) == {f"{PATH}.copyright", f"{PATH}.button_title"}
    assert errors[f"{PATH}.button_title"] == ["Moet tekst zijn."]


def test_image_limits_follow_the_most_generous_template():
    # logosOne accepts 40 logos, masonryGallery 10: a shared value may hold 40.
    assert check({"logo_image": "|".join(f"/media/{n}.png" for n in range(40))}) == {}
    errors = check({"logo_image": "|".join(f"/media/{n}.png" for n in range(41))})
    assert errors == {f"{PATH}.logo_image": ["Maximaal 40 bestanden toegestaan."]}


def test_rich_text_is_sanitised_and_raw_html_needs_a_developer():
    value = doc(paragraph("© 2026 <b>Bakkerij</b><script>alert(1)</script><img src=x onerror=1>"))
    assert check({"copyright": value}) == {}
    assert value["blocks"][0]["data"]["text"] == "© 2026 <b>Bakkerij</b>"

    raw = doc({"id": "r1", "type": "raw", "data": {"html": "<marquee>hoi</marquee>"}})
    assert check({"content": raw}) == {f"{PATH}.content.blocks[0]": [RAW]}
    assert check({"content": raw}, developer=True) == {}
    # A site owner may re-save what a developer stored, unchanged.
    assert check({"content": raw}, stored={"content": raw}) == {}
