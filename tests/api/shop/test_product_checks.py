"""Product and category checks: schema types and the shop's own rules, each problem
under its JSON path with a Dutch message."""

from api.shop.rules import Lookups
from api.shop.schemas import read_category, read_product
from api.validation import Errors

LOOKUPS = Lookups(
    vat_rates=(21, 9, 0), forms=frozenset({"offerte"}), categories=frozenset({"taarten"})
)


def product(**fields):
    return {"id": "appeltaart", "title": "Appeltaart", "price": {"incl_tax": "24.95"},
            "vat_rate": 9, **fields}  # fmt: skip


def check(data, path="shop.products[3]"):
    errors = Errors()
    entry, _found = read_product(errors, data, path, LOOKUPS)
    return entry, errors.messages


def test_a_valid_product_gets_defaults_cents_and_its_default_path():
    entry, errors = check(product(sale_price={"incl_tax": "19,95"}, sub_images="|/a.jpg|/b.jpg"))
    assert errors == {}
    assert entry["key"] == "appeltaart"
    assert entry["path"] == "/product/appeltaart"
    assert entry["price_cents"] == 2495
    assert entry["sale_price_cents"] == 1995
    assert entry["sub_images"] == "/a.jpg|/b.jpg"
    assert entry["layout"] == "0" and entry["enable_checkout"] is True
    assert entry["categories"] == [] and entry["options"] == []


def test_excl_only_and_flags_as_strings():
    entry, errors = check(product(price={"excl_tax": 22.89}, hide_price="1", enable_quote="0"))
    assert errors == {}
    assert entry["price_cents"] == 2495
    assert entry["hide_price"] is True and entry["enable_quote"] is False


def test_every_problem_is_reported_with_its_path():
    _entry, errors = check(
        product(
            id="Appel Taart",
            vat_rate=6,
            stock=-1,
            price={"incl_tax": "24.955"},
            layout="4",
            categories=["taarten", "bestaat-niet", "taarten"],
            enable_form=True,
            form_id="onbekend",
            enable_affiliate=True,
            affiliate_link="javascript:alert(1)",
            path="/search",
            kleur="rood",
        )
    )
    at = "shop.products[3]"
    assert errors[f"{at}.id"][0].startswith("Gebruik kleine letters")
    assert errors[f"{at}.vat_rate"] == ["Kies een btw-tarief van dit project: 21, 9, 0."]
    assert errors[f"{at}.stock"] == ["Moet minimaal 0 zijn."]
    assert errors[f"{at}.price.incl_tax"] == ["Een bedrag heeft hoogstens 2 decimalen."]
    assert errors[f"{at}.layout"] == ["Moet een van '0', '1', '2', '3' zijn."]
    assert errors[f"{at}.categories[1]"] == ["Deze categorie bestaat niet."]
    assert errors[f"{at}.categories[2]"] == ["Deze categorie komt al voor."]
    assert errors[f"{at}.form_id"] == ["Dit formulier bestaat niet."]
    assert errors[f"{at}.affiliate_link"] == ["Geef een link die met http:// of https:// begint."]
    assert errors[f"{at}.path"] == ["Dit pad is gereserveerd voor de zoekpagina."]
    assert errors[f"{at}.kleur"] == ["Onbekend veld; dit veld hoort hier niet."]


def test_sale_price_must_be_below_price_and_prices_must_agree():
    _entry, errors = check(product(sale_price={"incl_tax": "24.95"}))
    assert errors == {
        "shop.products[3].sale_price": ["De actieprijs moet lager zijn dan de prijs."]
    }
    _entry, errors = check(product(price={"incl_tax": "24.95", "excl_tax": "22.00"}))
    assert errors["shop.products[3].price.excl_tax"] == [
        "Prijs excl. btw past niet bij prijs incl. btw bij 9% btw (verwacht 22.89)."
    ]


def test_option_checks():
    options = [
        {"title": "Formaat", "layout": "select", "options": []},
        {"title": "Personen", "layout": "number", "price": "1,005", "connection_id": "p"},
        {"title": "Per persoon", "layout": "calculation",
         "calculation_options": {"type": "multiply_relation_value", "value": "3.50",
                                 "connection_id_from": "q"}},
        {"title": "Kleur", "layout": "radio"},
        {"title": "Extra", "layout": "checkbox", "price": "2.50", "connection_id": "p"},
        {"title": "Som", "layout": "calculation",
         "calculation_options": {"type": "add_relation_value", "value": "x",
                                 "connection_id_from": "p"}},
    ]  # fmt: skip
    _entry, errors = check(product(options=options), path="")
    assert errors == {
        "options[0].options": ["Een keuzelijst heeft minstens één keuze."],
        "options[1].price": ["Een bedrag heeft hoogstens 2 decimalen."],
        "options[2].calculation_options.connection_id_from": [
            "Verwijs naar de connection_id van een andere optie van dit product."
        ],
        "options[3].layout": [
            "Moet een van 'text', 'number', 'textarea', 'select', 'checkbox', 'calculation' zijn."
        ],
        "options[4].connection_id": ["Deze connection_id komt al voor."],
        "options[5].calculation_options.value": ["Geef een getal, bijvoorbeeld 2,5."],
    }


def test_descriptions_are_sanitised_rich_text():
    document = {"time": 1, "blocks": [{"type": "paragraph", "data": {"text": "Hoi"}}]}
    entry, errors = check(product(intro_description="<b>Vers</b><script>x</script>",
                                  description=document))  # fmt: skip
    assert errors == {}
    assert entry["intro_description"] == "<b>Vers</b>"
    assert entry["description"]["blocks"][0]["data"]["text"] == "Hoi"
    _entry, errors = check(product(description=12), path="")
    assert errors == {"description": ["Moet tekst of een tekstdocument zijn."]}


def test_category_checks():
    errors = Errors()
    entry, _ = read_category(errors, {"id": "taarten", "title": "Taarten"}, "shop.categories[0]")
    assert errors.messages == {}
    assert entry["key"] == "taarten" and entry["parent"] is None and "path" not in entry
    errors = Errors()
    read_category(errors, {"id": "x", "title": "", "layout": "grid", "path": "winkel"}, "c")
    assert set(errors.messages) == {"c.title", "c.layout", "c.path"}


def test_number_bounds_are_checked_and_hold_the_default():
    options = [
        {"title": "Personen", "layout": "number", "min": 8, "max": "200", "value": "10"},
        {"title": "Lengte", "layout": "number", "min": "1e3", "max": "nan"},
        {"title": "Breedte", "layout": "number", "min": 10, "max": 5},
        {"title": "Hoogte", "layout": "number", "min": -1, "max": 2_000_000_000},
        {"title": "Diepte", "layout": "number", "max": 50, "value": "51"},
        {"title": "Gewicht", "layout": "number", "value": "1_000"},
    ]
    _entry, errors = check(product(options=options), path="")
    not_a_number = "Vul een getal in (alleen cijfers, met een komma of punt voor decimalen)."
    assert errors == {
        "options[1].min": [not_a_number],
        "options[1].max": [not_a_number],
        "options[2].max": ["Het maximum is kleiner dan het minimum."],
        "options[3].min": ["Vul een getal van minstens 0 in."],
        "options[3].max": ["Vul een getal van hoogstens 1.000.000.000 in."],
        "options[4].value": ["Vul een getal van hoogstens 50 in."],
        "options[5].value": [not_a_number],
    }
