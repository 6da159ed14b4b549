"""api/files/names.py: the client's filePath as a safe stored name."""

import re
from datetime import UTC, datetime, timedelta, timezone

import pytest

from api.domain_errors import Invalid
from api.files.names import final_name, new_token, safe_name

NOW = datetime(2025, 3, 7, 14, 5, 9)
TOKEN = "ab12cd34"


def name(file_path: str, content_type: str, keep_transparency: bool = True, **kwargs) -> str:
    options = {"now": NOW, "token": TOKEN, **kwargs}
    return final_name(file_path, content_type, keep_transparency=keep_transparency, **options)


def refusal(file_path) -> str:
    with pytest.raises(Invalid) as raised:
        safe_name(file_path)
    assert list(raised.value.errors) == ["filePath"]
    (message,) = raised.value.errors["filePath"]
    return message


def test_the_stored_name_is_time_token_and_slug():
    assert name("Vakantie foto.jpeg", "image/jpeg") == "20250307-140509-ab12cd34-vakantie-foto.jpeg"


def test_jpg_names_become_jpeg():
    assert name("IMG_0001.JPG", "image/jpeg") == "20250307-140509-ab12cd34-img_0001.jpeg"
    assert name("scan.jpg", "image/jpg").endswith("-scan.jpeg")


def test_png_becomes_jpeg_unless_transparency_is_kept():
    assert name("logo.png", "image/png", keep_transparency=False).endswith("-logo.jpeg")
    assert name("logo.PNG", "image/png", keep_transparency=True).endswith("-logo.png")


def test_gif_and_webp_keep_their_extension():
    assert name("dans.GIF", "image/gif", keep_transparency=False).endswith("-dans.gif")
    assert name("plaatje.webp", "image/webp", keep_transparency=False).endswith("-plaatje.webp")


def test_the_extension_follows_the_image_type_not_the_name():
    assert name("foto.png", "image/jpeg").endswith("-foto.jpeg")


def test_documents_keep_their_own_extension_or_get_their_types():
    assert name("Offerte 2025.PDF", "application/pdf").endswith("-offerte-2025.pdf")
    assert name("prijzen.CSV", "text/csv").endswith("-prijzen.csv")
    assert name("notities.log", "text/plain").endswith("-notities.log")
    assert name("offerte", "application/pdf").endswith("-offerte.pdf")
    xlsx = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
    assert name("begroting", xlsx).endswith("-begroting.xlsx")
    # A name that claims another type cannot make a static server serve it as such.
    assert name("pagina.html", "text/plain").endswith("-pagina.txt")
    assert name("factuur.exe", "application/pdf").endswith("-factuur.pdf")


def test_unicode_is_slugged_to_ascii():
    assert safe_name("Één café — Straße (2).JPG") == "een-cafe-strasse-2.jpg"
    assert safe_name("ﬁle　name.txt") == "file-name.txt"
    assert safe_name("a  --  b__c..d.txt") == "a-b_c.d.txt"
    assert safe_name(".verborgen") == "verborgen"


def test_a_name_without_ascii_becomes_bestand():
    assert safe_name("日本語.pdf") == "bestand.pdf"
    assert safe_name("🙂") == "bestand"
    assert name("...", "application/pdf").endswith("-bestand.pdf")


def test_the_whole_name_stays_within_120_characters():
    long = "heel lange naam " * 12 + ".jpg"
    assert len(long) <= 200
    stored = name(long, "image/jpeg")
    assert len(stored) == 120
    assert stored.startswith("20250307-140509-ab12cd34-heel-lange-naam-")
    assert stored.endswith(".jpeg")
    assert "-." not in stored


def test_an_aware_time_is_taken_in_utc():
    amsterdam = timezone(timedelta(hours=1))
    assert name("a.pdf", "application/pdf", now=NOW.replace(tzinfo=amsterdam)).startswith(
        "20250307-130509-"
    )
    assert name("a.pdf", "application/pdf", now=NOW.replace(tzinfo=UTC)).startswith(
        "20250307-140509-"
    )


def test_new_tokens_are_random_lowercase_alphanumerics():
    tokens = {new_token() for _ in range(50)}
    assert len(tokens) == 50
    assert all(re.fullmatch(r"[a-z0-9]{8}", token) for token in tokens)


def test_a_token_must_be_lowercase_alphanumerics():
    with pytest.raises(ValueError):
        name("a.pdf", "application/pdf", token="../x")


def test_names_that_leave_the_folder_are_refused():
    assert refusal("..") == "Een bestandsnaam mag niet naar een andere map verwijzen ('..')."
    assert refusal("../geheim.txt") == refusal("..")
    assert refusal("map/../x.txt") == refusal("..")
    assert refusal("/etc/passwd") == "Een bestandsnaam mag geen volledig pad zijn."
    assert refusal("C:bestand.txt") == "Een bestandsnaam mag geen volledig pad zijn."
    assert refusal("map\\foto.jpg") == "Een bestandsnaam mag geen backslash (\\) bevatten."


def test_a_folder_in_the_name_is_refused():
    assert refusal("map/foto.jpg") == "Een bestandsnaam mag geen map bevatten."
    assert refusal("foto.jpg/") == "Een bestandsnaam mag geen map bevatten."


@pytest.mark.parametrize(
    "file_path", ["foto\x00.jpg", "foto\n.jpg", "foto\x7f.jpg", "gpj\u202e.exe"]
)
def test_control_characters_are_refused(file_path):
    assert refusal(file_path) == (
        "Een bestandsnaam mag geen onzichtbare tekens of stuurtekens bevatten."
    )


def test_empty_and_too_long_names_are_refused():
    assert refusal("") == "Geef een bestandsnaam op."
    assert refusal("   ") == "Geef een bestandsnaam op."
    assert refusal(None) == "Geef een bestandsnaam op."
    assert refusal("a" * 197 + ".pdf") == "Een bestandsnaam mag hoogstens 200 tekens lang zijn."
    assert safe_name("a" * 196 + ".pdf") == "a" * 196 + ".pdf"
